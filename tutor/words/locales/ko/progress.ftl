## 학습자의 페이지: 진도 페이지(`progress-message`), 학습자 상자와 답 저장(`learner-message`),
## 틀린 숫자 답(`number-feedback`).

progress-message-no-answers-yet = { $name }의 저장된 답이 아직 없어요. **드릴** 페이지에서 조합을 판정하거나 **퀴즈**나 **복습**에서 문제를 풀어 보세요. 이 학습자를 고른 동안 한 답은 모두 여기에 저장되고, 첫 답을 하면 차트가 나타나요.
progress-message-file-holds = 파일에 { $name }의 답 **{ $answers }**개와 복습 상자에 든 규칙 항목 **{ $boxes }**개가 있어요.
progress-message-imported = 진도 파일을 { $name } 이름으로 가져왔어요{ $replaced ->
    [true] . 있던 진도는 바꿔 썼어요.
   *[other] .
}
progress-message-name-exists = { $name } 학습자가 이미 있어요. 다른 이름으로 가져오거나 그 학습자의 진도를 파일로 바꿔 쓰세요.
progress-message-name-unusable = 파일에 있는 이름은 여기서 쓸 수 없어요. 다른 이름을 고르세요.
progress-message-name-taken-too = { $name } 학습자도 이미 있어요. 쓰이지 않은 이름을 고르세요.
progress-message-nothing-imported = 아무것도 가져오지 않았어요:{" "}
progress-message-cannot-import = { $file } 파일을 가져올 수 없어요:{" "}
progress-message-store-off = 차트, 내보내기, 가져오기에는 진도 파일이 필요한데 지금은 쓸 수 없어요 (위의 경고를 보세요). 연습 페이지는 그대로 쓸 수 있고, 답이 저장되지 않을 뿐이에요.
progress-message-choose-learner = 위에서 학습자를 고르거나 **새 학습자**로 만들면 규칙 항목별 정답률, 시간에 따른 답, 복습 상자를 볼 수 있어요. 아래에서 진도 파일을 가져올 수도 있어요.
progress-message-store-stopped = 진도 파일이 멈췄어요: { $detail }

learner-message-hello = 반가워요, { $name }! 이제부터 답이 { $name } 이름으로 저장돼요.
learner-message-saved-for = 답이 { $name } 이름으로 저장돼요.
learner-message-not-saving = 지금은 진도가 저장되지 않아요. 모든 페이지는 평소처럼 쓸 수 있어요. 이유: { $reason }
learner-message-profiles-off = 진도 파일을 쓸 수 없는 동안에는 학습자 프로필을 쓸 수 없어요.
learner-message-who-practises = **누가 연습하나요?** 이름을 고르거나 새로 만들어야 답이 기록돼요. (바로 답하면 **{ $guest }** 이름으로 저장돼요.)
learner-message-no-password = 비밀번호는 없어요. 프로필은 연습 기록을 나눠 둘 뿐 아무것도 보호하지 않아서, 이 컴퓨터를 쓰는 누구나 열 수 있어요. 진도는 이 컴퓨터에 저장돼요. (클럽에서는 개인 프로필로 쓸 수도 있어요. 그러면 한 사람씩 이름과 PIN으로 로그인하고 자기 진도만 봐요. 클럽에 튜터를 설치하는 사람이 이 방식을 켤 수 있어요.)
learner-message-not-saved-store = 저장하지 못했어요. 지금은 진도 파일을 쓸 수 없어요.
learner-message-not-saved = 저장하지 못했어요: { $reason }
learner-message-saved-for-guest = ✅ **{ $guest }** 이름으로 저장했어요. 이제부터 답이 기록돼요. 내 이름으로 남기려면 위에서 **새 학습자**를 고르세요.
learner-message-guest-toast = { $guest } 이름으로 저장했어요.
learner-message-club-who = 답이 기록되도록 이름과 PIN으로 **로그인**하거나 새 프로필을 만드세요.
learner-message-club-note = 개인 프로필: PIN을 아는 나만 내 진도와 게임을 볼 수 있어요. PIN을 잊었나요? 클럽 관리자가 새로 정해 줄 수 있어요.
learner-message-signed-in = 로그인했어요. 답이 { $name } 이름으로 저장돼요.
learner-message-signed-in-as = **{ $name }** 이름으로 로그인했어요.
learner-message-signed-out = 로그아웃했어요. 누군가 로그인할 때까지 아무것도 저장되지 않아요.
learner-message-pins-differ = 두 PIN이 달라요. 같은 PIN을 두 번 입력하세요.
learner-message-sign-in-to-save = 저장하지 못했어요. 답을 남기려면 (페이지 위에서) 로그인하세요.

number-feedback-too-high = 숫자가 너무 커요.
number-feedback-too-low = 숫자가 너무 작아요.
number-feedback-look-again = 문제를 다시 보세요.
