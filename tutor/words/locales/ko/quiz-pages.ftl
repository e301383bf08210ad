## 페이지 문구: 퀴즈, 드릴, 복습 페이지와 그 위의 문제.

quiz-title = 퀴즈
quiz-intro = 지금 규칙으로 규칙 엔진이 내고 채점하는 문제를 하나씩 풀어요. 답을 고르고 **채점**을 누른 뒤 이유를 읽어 보세요. **힌트**는 떠올릴 규칙을 알려 줘요.
quiz-kind-filter = 문제 종류
quiz-any-kind = 아무 종류나
quiz-new-question = 새 문제
quiz-footer = 문제 { $seed } · [이 문제 링크]({ $link })
quiz-link-not-number = 링크의 문제 번호가 숫자가 아니에요. 새 문제를 낼게요.
quiz-link-out-of-range = 링크의 문제 번호가 범위를 벗어났어요 (0부터 2⁶³ − 1까지). 새 문제를 낼게요.
quiz-link-kind-unknown = 링크의 문제 종류를 알 수 없어요. 시드로 종류를 골라요.
quiz-caption = 난이도 { $dots } · 규칙 항목: { $tags } · 시드 { $seed }
quiz-tag-switch = 설정: { $label }
quiz-cards-label = 카드
quiz-hand-label = 손패
quiz-went-out = { $name }: 남은 카드 없음 (훌라).
quiz-your-answer = 내 답
quiz-your-answer-multi = 내 답: 해당하는 것을 모두 고르세요 (없으면 고르지 마세요)
quiz-your-answer-cards = 내 답: 한 묶음씩 등록하세요 (등록할 게 없으면 그대로 두세요)
quiz-check = 채점
quiz-hint = 힌트
quiz-next-hint = 다음 힌트
quiz-show-answer = 답 보기
quiz-answer-first = 먼저 답을 고른 뒤 채점을 누르세요.
quiz-why = 이유

drill-title = 드릴
drill-intro = 카드 묶음이 하나씩 나와요. 지금 규칙에서 그 묶음이 **한 조합으로 등록되는지** 최대한 빨리 답하고 (세트, 런, 7 단독: { $point }), 엔진의 이유를 읽어 보세요. 절반쯤은 등록이 되고, 나머지는 아슬아슬하게 안 되는 묶음이에요.
drill-groups = 묶음 수
drill-seed = 시드
drill-seed-help = 시드와 규칙이 같으면 같은 묶음이 나와요. 친구와 공유해서 겨뤄 보세요.
drill-new-seed = 새 시드
drill-rules-in-force = 지금 규칙: { rules-preset-name } (런에서 A: { drill-ace }).
drill-ace = { $ace ->
        [wrap] 돌아가기 (K-A-2도 됨)
        [high-or-low] 높게나 낮게
       *[low] 낮게만
    }
drill-start = 드릴 시작
drill-progress = 묶음 { $n }/{ $of }
drill-is-meld = 한 조합으로 등록될까요?
drill-meld = 등록 돼요
drill-not-meld = 등록 안 돼요
drill-you-judged = 내가 판단한 묶음:
drill-see-results = 결과 보기
drill-next-group = 다음 묶음
drill-results = 결과
drill-score = 점수
drill-accuracy = 정확도
drill-median = 답한 시간 (중앙값)
drill-seconds = { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) }초
drill-look-again = 다시 볼 묶음
drill-all-right = 모든 묶음을 맞혔어요.
drill-seed-caption = 시드 { $seed }: 시드와 규칙이 같으면 같은 묶음이 나와요.
drill-new-drill = 새 드릴
drill-run-caption = 시드 { $seed } · 규칙: { rules-preset-name } (런에서 A: { drill-ace }){ $changed ->
        [true] {" "}· 시작한 뒤 규칙이 바뀌었어요
       *[other] {""}
    }
drill-stop = 이 드릴 그만하기

review-title = 복습
review-intro = 복습할 때가 된 규칙 항목의 문제를 풀어요. 많이 틀린 항목일수록 자주 나와요. 맞히면 그 항목은 나중에 다시 나오고, 틀리면 바로 다시 나와요.
review-choose-learner = 위에서 학습자를 고르거나 만드세요. 복습은 학습자의 답을 따라가요.
review-unavailable = 지금은 복습을 할 수 없어요: { $why }.
review-reviewing = 복습 중: **{ $tag }** · 상자 { $box }/5 · { $total }번 중 { $missed }번 틀림 · 복습할 규칙 항목 { $due }개
review-next = 다음 문제
review-skip = 건너뛰기
review-nothing-yet = 아직 복습할 것이 없어요. 먼저 퀴즈 페이지에서 문제를 몇 개 풀어 보세요. 틀린 규칙 항목이 여기로 돌아와요.
review-nothing-due = 지금은 복습할 것이 없어요. 잘했어요.
review-due-elsewhere = 복습할 때가 됐지만 다른 페이지에서 연습하는 항목이에요 (퀴즈 문제로는 나오지 않아요): { $tags }.
review-next-review = 다음 복습은 { $unit ->
        [minutes] { $wait }분 뒤
        [hours] 약 { $wait }시간 뒤
       *[days] 약 { $wait }일 뒤
    }예요 ({ $stamp }): { $tags }.
