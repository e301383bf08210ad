## 저장소의 문제: 닫힌 집합 `store-error`, `progress-error`, `store-unavailable`.

store-error-what = { $what ->
    [game] 게임
   *[progress] 진도
}
store-error-not-an-export = 훌라 튜터 { store-error-what } 내보내기 파일이 아니에요 ("format": "{ $fmt }"여야 해요).
store-error-export-version = { store-error-what } 내보내기 버전 { JOSA($found, "은/는") } 읽을 수 없어요. 이 버전의 훌라 튜터는 버전 { JOSA($version, "을/를") } 읽어요.
store-error-no-game = 파일에 "game" 객체가 없어요.
store-error-no-checksum = 파일에 "checksum"이 없어서 확인할 수 없어요.
store-error-checksum-mismatch = 파일 내용이 체크섬과 맞지 않아요. 내보낸 뒤에 바뀌었거나 손상됐어요.
store-error-rounds-not-list = "game.rounds"는 판 기록의 목록이어야 해요.
store-error-game-saved = 이 게임은 이미 저장돼 있어요 ({ $name }). 아무것도 가져오지 않았어요. 사본으로 가져오거나 저장된 게임을 먼저 지우세요.
store-error-game-id-saved = id가 { $game_id }인 게임이 이미 저장돼 있어요. 아무것도 바꾸지 않았어요.
store-error-no-such-game = id가 { $game_id }인 저장된 게임이 없어요.
store-error-no-shared-game = 이 공유 링크로 열 수 있는 저장된 게임이 없어요.

progress-what = { $what ->
    [language] 언어
    [question-kind] 문제 종류
    [question_kind] 문제 종류(question_kind)
    [rule-tag] 규칙 태그
    [rule_tags] 규칙 태그(rule_tags)
    [lesson-id] 레슨 id
    [step-name] 단계 이름
    [step-index] 단계 번호
    [seed] 시드(seed)
    [correct] 정답 여부(correct)
    [time_taken] 걸린 시간(time_taken)
    [answered_at] 답한 시각(answered_at)
    [due_at] 복습 시각(due_at)
    [exported_at] 내보낸 시각(exported_at)
    [stars] 별
    [misses] 틀린 수
    [hints] 힌트 수
   *[other] { $what }
}
progress-error-name-not-text = 학습자 이름은 텍스트여야 해요 ({ $got } 말고).
progress-error-name-empty = 학습자 이름이 비어 있어요. 1자에서 { $limit }자 사이로 적어 주세요.
progress-error-name-too-long = 학습자 이름 { $name }...의 길이가 { NUMBER($size, useGrouping: 0) }자예요. 한도는 { $limit }자예요.
progress-error-name-control = 학습자 이름 { $name }에 제어 문자가 있어요.
progress-error-text-empty = { JOSA(progress-what, "은/는") } 비어 있지 않은 텍스트여야 해요 (받은 값: { $got }).
progress-error-text-too-long = { progress-what } { JOSA($got, "이/가") } 너무 길거나 제어 문자가 있어요.
progress-error-text-not-stored = { progress-what } { $got }의 앞뒤에 공백이 있거나 제어 문자가 있어요.
progress-error-tags-not-list = { JOSA(progress-what, "은/는") } ['§3', '§5.2'] 같은 태그 목록이어야 해요 (받은 값: { $got }).
progress-error-tag-twice = rule_tags에 같은 태그가 두 번 있어요.
progress-error-leitner-tag-twice = leitner에 같은 규칙 태그가 두 번 있어요.
progress-error-seed-range = { JOSA(progress-what, "은/는") } 64비트 정수여야 해요 (받은 값: { $got }).
progress-error-correct-not-bool = { JOSA(progress-what, "은/는") } True나 False여야 해요 (받은 값: { $got }).
progress-error-time-taken-range = { JOSA(progress-what, "은/는") } 0 이상의 초여야 해요 (받은 값: { $got }).
progress-error-time-out-of-range = { JOSA(progress-what, "은/는") } UTC로 1년에서 9999년 사이의 시각이어야 해요 (받은 값: { $got }).
progress-error-no-such-learner = 내보낼 학습자 { JOSA($name, "이/가") } 없어요.
progress-error-learner-has-answers = 학습자 { $name }에게 이미 기록된 답이 { NUMBER($held, useGrouping: 0) }개 있어요. 아무것도 가져오지 않았어요. 다른 이름으로 가져오거나 overwrite=True로 바꿔 쓰세요.
progress-error-document = 문서 전체
progress-error-export-invalid = 진도 내보내기 파일이 올바르지 않아요: { $problems }{ $more ->
    [0] {""}
   *[other] {" "}(그 밖에 { $more }개 더)
}
progress-error-pin-not-text = PIN은 텍스트여야 해요 ({ $got } 말고).
progress-error-pin-length = PIN이나 비밀번호는 { $low }자에서 { $high }자 사이여야 해요. 이건 { NUMBER($size, useGrouping: 0) }자예요.
progress-error-name-taken = { $name } 프로필이 이미 있어요. 다른 이름을 고르거나 그 프로필의 PIN으로 로그인하세요.
progress-error-no-such-profile = 학습자 { JOSA($name, "이/가") } 없어요.
progress-error-not-an-id = { JOSA(progress-what, "은/는") } 영어 소문자, 숫자, -, _로 된 짧은 id여야 해요 (받은 값: { $got }).
progress-error-count-range = { JOSA(progress-what, "은/는") } 0에서 { NUMBER($limit, useGrouping: 0) } 사이의 정수여야 해요 (받은 값: { $got }).
progress-error-no-stars = 마친 단계는 별을 적어도 1개 받아요.
progress-error-step-index-range = { JOSA(progress-what, "은/는") } 0 이상의 정수여야 해요 (받은 값: { $got }).

store-unavailable-locked = 진도 데이터베이스 { $path } 파일을 다른 프로그램이나 창이 너무 오래 쓰고 있어요. 잠시 뒤에 다시 해 보세요.
store-unavailable-read-only = 진도 데이터베이스 { $path } 파일(또는 그 폴더)은 읽기 전용이라 저장할 수 없어요. 파일 권한을 확인하거나 HOOLA_TUTOR_DB를 다른 경로로 정하세요.
store-unavailable-damaged = 진도 데이터베이스 { $path } 파일이 손상됐거나 훌라 튜터 데이터베이스가 아니에요 ({ $detail }). 파일은 건드리지 않았어요. 새로 시작하려면 다른 곳으로 옮기세요.
store-unavailable-not-hoola = { $path } 파일은 훌라 튜터가 아닌 다른 프로그램의 SQLite 데이터베이스예요. 파일은 건드리지 않았어요. HOOLA_TUTOR_DB를 다른 경로로 정하세요.
store-unavailable-opened-read-only = 진도 데이터베이스 { $path } 파일이 손상됐어요 ({ $detail }). 읽기 전용으로 열었어요. 들어 있는 내용은 보고 내보낼 수 있지만 새로 저장되지는 않고, 파일은 그대로 둬요. 새로 시작하려면 다른 곳으로 옮기세요.
store-unavailable-game-damaged = { $path } 파일에 저장된 게임 { JOSA($game_id, "이/가") } 손상됐어요 ({ $detail ->
    [none] 판 번호가 1, 2, 3, … 순서가 아니에요
   *[other] { $detail }
}). 게임은 건드리지 않았어요.
store-unavailable-too-new = { $where ->
    [true] { $path } 파일을 쓸 수 없어요.{" "}
   *[other] {""}
}이 데이터베이스는 더 새 버전의 훌라 튜터가 썼어요 (스키마 { $found }). 이 버전은 { $known }까지만 알아요. 아무것도 바꾸지 않았어요.
store-unavailable-cannot-open = 진도 데이터베이스 { $path } 파일을 열 수 없어요 ({ $detail }). 폴더가 있고 쓸 수 있는지 확인하거나 HOOLA_TUTOR_DB를 다른 경로로 정하세요.
store-unavailable-no-folder = 진도 데이터베이스 { $path } 파일의 폴더를 만들 수 없어요 ({ $detail }).
store-unavailable-disk-full = 진도 데이터베이스 { $path } 파일이 있는 디스크가 가득 찼어요.
store-unavailable-unusable = 진도 데이터베이스 { $path } 파일을 쓸 수 없었어요 ({ $detail }).
store-unavailable-server-unreachable = { $path } 진도 데이터베이스 서버에 연결할 수 없어요 ({ $detail }). 서버가 실행 중인지, HOOLA_TUTOR_DB에 사용자와 비밀번호가 맞게 적혔는지 확인하세요.
store-unavailable-server-read-only = { $path } 진도 데이터베이스 서버는 읽기만 할 수 있어요 ({ $detail }). 들어 있는 내용은 보고 내보낼 수 있지만 새로 저장되지는 않아요.
