## 클럽 보강(이슈 39): 데이터베이스 주소, 로그인 지연, 세션, 게임 버전.

# $scheme: 적힌 주소의 스킴(비밀번호는 절대 넣지 않음); $problem: 무엇이 잘못됐는지
store-unavailable-bad-url = HOOLA_TUTOR_DB가 튜터가 쓸 수 없는 주소({ $scheme }:…)로 적혀 있어요. { $problem ->
    [not-postgres] 튜터는 데이터를 PostgreSQL 서버(postgresql://사용자:비밀번호@호스트/이름)나 경로로 적은 파일에 저장해요.
    [driver] SQLAlchemy가 모르는 PostgreSQL 드라이버 이름이에요. postgresql://(또는 postgresql+psycopg://, postgresql+psycopg2://)로 적으세요.
    [port] 호스트 뒤의 포트가 숫자가 아니에요.
   *[form] SQLAlchemy가 읽을 수 없어요. postgresql://사용자:비밀번호@호스트:포트/이름 꼴로 적으세요.
}
store-error-game-saved-elsewhere = 이 파일의 게임은 클럽의 다른 프로필에 이미 저장되어 있어요. 아무것도 가져오지 않았어요. 사본으로 가져오세요.
progress-error-pin-common = 누구나 먼저 떠올리는 PIN이에요(흔한 PIN, 같은 글자의 반복, 이어지는 숫자). 다른 PIN을 고르세요.

## 로그인 상자(클럽 모드)
learner-message-sign-in-no-match = 이름이나 PIN이 틀렸어요. 몇 번 틀리면 다음 시도는 조금씩 더 기다려야 해요(1초, 2초, 4초처럼). 클럽 관리자가 새 PIN을 정해 줄 수 있어요.
learner-message-sign-in-wait = 틀린 시도가 너무 많아요. 다음 시도는 { NUMBER($seconds, useGrouping: 0) }초 뒤에 확인해요. 이번 시도는 확인하지 않았어요.
learner-message-sign-in-busy = 지금 확인 중인 로그인이 많아요. 몇 초 뒤에 다시 해 보세요. 이번 시도는 확인하지 않았어요.
learner-message-session-ended = 로그인이 끝났어요(새 PIN이 정해졌거나, 프로필이 지워졌거나, 다른 곳에서 로그아웃했어요). 다시 로그인하세요.
learner-message-database-down = 지금은 진도 데이터베이스에 연결할 수 없어요({ $reason }). 로그인과 저장된 것은 모두 그대로예요. 데이터베이스가 돌아오면 페이지가 다시 작동해요.

## 두 화면에서 한 게임 고치기
store-error-game-changed = 이 페이지가 게임을 보여 준 뒤에 다른 화면에서 게임이 바뀌었어요({ $what }). 아무것도 저장하지 않았어요. 페이지가 지금의 게임을 보여 주니 확인한 뒤 다시 입력하세요.
game-change-added = { $count }판 추가
game-change-removed = { $count }판 삭제
game-change-edited = { $numbers }판 수정
game-change-renamed = { $old } → { $new } 이름 바꿈
game-change-same = 달라진 것 없이 다시 저장

## 관리자 명령줄
cli-sign-out-help = 클럽 관리자: 한 학습자의 모든 로그인을 끝내요(열린 탭마다 다음 동작에서 로그아웃돼요)
cli-signed-out = { $name }의 로그인 { $count }개를 끝냈어요.
store-unavailable-extra-missing = { $purpose ->
    [pins] PIN으로 지키는 개인 프로필에는
   *[postgresql] PostgreSQL 데이터베이스에는
} { $package } 패키지가 필요한데, 클럽용으로 설치할 때만 함께 깔려요. make club을 실행하거나 pip install "hoola-tutor[club]"로 설치하세요.
