## 엔진이 받아들이지 않는 입력과 그 까닭: 닫힌 집합 `error` (tutor.engine.errors.ErrorCode).
## 메시지마다 오류의 값, $player(관련된 플레이어, 없으면 "none"), $point(규칙서 항목)를 받아요.

# 영어에서만 쓰는 동사 일치 ("You are"): 한국어에는 필요 없어요.
error-name-is = {""}

error-input-what = { $what ->
    [rules-link] 링크에 담긴 규칙
    [record] 판 기록
    [rules] 규칙
    [rule-changes] 바꾼 규칙
    [game] 게임
    [file] 파일
    [game-file] 게임 파일
    [progress-file] 진도 파일
    [number] 숫자
   *[other] { $what }
}
error-input-unit = { $unit ->
    [bytes] 바이트
   *[other] 자
}
error-input-too-large = { $sized ->
    [true] { JOSA(error-input-what, "이/가") } 너무 커요 ({ $size }{ error-input-unit }, 한도 { $limit }{ error-input-unit }).
   *[other] { JOSA(error-input-what, "이/가") } { $limit }{ error-input-unit }보다 커요.
}
error-input-not-utf8 = { JOSA(error-input-what, "이/가") } UTF-8 텍스트가 아니에요 (바이너리나 UTF-16 파일인가요?).
error-input-not-text = { JOSA(error-input-what, "은/는") } 텍스트여야 해요 ({ JOSA($kind, "이/가") } 아니라).
error-input-number-too-long = { $counted ->
    [true] { JOSA(error-input-what, "이/가") } { NUMBER($digits, useGrouping: 0) }자리예요. 한도는 { $limit }자리예요.
   *[other] { error-input-what }에 { $limit }자리보다 긴 숫자가 있어요.
}
error-input-number-not-allowed = { JOSA($name, "은/는") } JSON에서 쓸 수 있는 숫자가 아니에요.
error-input-too-deep = { error-input-what }의 중첩이 { $limit }단계보다 깊어요.
error-input-too-many = { error-input-what }에 값이 너무 많아요 (약 { $count }개, 한도 { $limit }개).
error-input-not-json = { JOSA(error-input-what, "은/는") } 올바른 JSON이 아니에요 ({ NUMBER($line, useGrouping: 0) }행 { NUMBER($column, useGrouping: 0) }열: { $detail }).
error-input-not-finite = { error-input-what }에 유한하지 않은 수가 있어요 ({ $value }).
error-no-such-card = 숫자 { $rank }, 무늬 { $suit }인 카드는 없어요.
error-card-not-text = { $value }: 카드가 아니에요. 카드는 '7h'처럼 텍스트로 적어 주세요.
error-card-too-short = { $token }: 카드가 아니에요. 7h나 10♠처럼 숫자와 무늬를 함께 적어 주세요.
error-not-a-suit = { $token }: 카드가 아니에요. 무늬 { $suit }: 그런 무늬는 없어요 (c, d, h, s 또는 ♣ ♦ ♥ ♠, 클로버·다이아·하트·스페이드).
error-not-a-rank = { $token }: 카드가 아니에요. 숫자 { $rank }: 그런 숫자는 없어요 (A, 2–10, J, Q, K).
error-rules-not-rules = 규칙은 Rules 객체여야 해요 ({ $value } 말고).
error-cards-too-long = 카드 입력이 { $size }자예요. 한도는 { $limit }자예요.
error-too-many-cards = 카드가 { $count }장이에요. 한도는 { NUMBER($limit, useGrouping: 0) }장이에요.
error-cards-not-text = 카드는 '7h 8h 9h'처럼 텍스트로 적어야 해요 ({ $value } 말고).
error-jokers-off = 이 규칙에서는 조커를 쓰지 않아요 (조커를 쓰려면 'jokers'를 1이나 2로 정하세요).
error-jokers-over = 조커가 { $count }장인데 이 규칙에서 쓰는 조커는 { $allowed }장뿐이에요.
error-card-twice = { $card } 카드가 { $times }번 나왔는데, 한 벌에 { $card } 카드는 한 장뿐이에요.
error-hand-too-big = 이 손패는 { NUMBER($size, useGrouping: 0) }장이에요. 손패는 차례를 시작할 때 많아야 { $start }장, 가져온 직후에 { $drawn }장이에요.
error-not-a-meld = { $text }: 등록할 수 있는 조합이 아니에요. { $why }
error-not-valid = { $own ->
    [true] { $problems }
   *[other] { $what ->
        [record] 판 기록이
        [game] 게임이
       *[rules] 규칙이
    } 올바르지 않아요: { $problems }{ $more ->
        [0] {""}
       *[other] {" "}(그 밖에 { $more }개 더)
    }
}
error-not-valid-what = { $what ->
    [progress] 진도 내보내기 파일
    [record] 판 기록
    [game] 게임
   *[rules] 규칙
}
error-field-missing = 꼭 채워야 하는 항목이에요
error-field-unknown = { error-not-valid-what }에 없는 항목이에요
error-field-too-long = { $max_length }보다 길어요
error-field-too-short = { $min_length }보다 짧아요
error-field-not-whole-number = 정수여야 해요
error-field-not-number = 숫자여야 해요
error-field-not-true-false = 참이나 거짓이어야 해요
error-field-not-text = 텍스트여야 해요
error-field-not-list = 목록이어야 해요
error-field-not-object = 객체여야 해요
error-field-not-one-of = 다음 중 하나여야 해요: { $expected }
error-field-out-of-range = { $bounds }의 값이어야 해요
error-bound-ge = { $bound } 이상
error-bound-gt = { $bound } 초과
error-bound-le = { $bound } 이하
error-bound-lt = { $bound } 미만
error-bound-none = 범위 안
error-and = 이고
error-field-read-only = 바꿀 수 없어요. 바꾼 사본을 만드세요
error-field-invalid = 올바르지 않아요 ({ $detail })
error-daepang-range = daepang_min { JOSA($value, "은/는") } 범위를 벗어나요. 대빵 기준은 50에서 91 사이예요 (일곱 장 손패의 합은 7에서 91).
error-knock-table-empty = 스톱 한도 표에는 인원수가 하나 이상 있어야 해요.
error-knock-table-count = 스톱 한도 표에 인원수 { JOSA($players, "이/가") } 있어요. 2에서 5 사이로 정하세요.
error-knock-limit-range = 스톱 한도는 0점에서 91점 사이여야 해요.
error-penalty-range = undercut_penalty { JOSA($value, "은/는") } 1에서 100 판돈 사이이거나 비워 두어야 해요.
error-jokers-range = jokers는 0, 1, 2 중 하나여야 해요 ({ $value } 말고).
error-compensation-range = dropout_compensation { JOSA($value, "은/는") } 0에서 10 판돈 사이, 0.25 단위여야 해요.
error-knock-table-missing = 스톱 한도 표에 { $players }명의 값이 없어요 ({ $counts }명만 있어요). 지금 규칙에 값을 정해야 해요.
error-no-such-preset = 프리셋 { JOSA($name, "은/는") } 없어요. 다음 중에서 고르세요: { $presets }
error-rules-not-object = 규칙은 프리셋 이름이나 객체여야 해요 ({ $value } 말고).
error-no-such-rule = 규칙 { JOSA($name, "은/는") } 없어요.
error-knock-table-keys = 스톱 한도 표의 키는 인원수여야 해요 ({ $value } 말고).
error-name-blank = 플레이어 이름을 비워 둘 수 없어요.
error-name-too-long = 이름 { $name }: { $length }자예요. { $limit }자까지만 쓸 수 있으니 줄여 주세요.
error-counts-without-points = { $name }: 'sevens'와 'jokers'는 'points'와 함께 적어야 하는데 'points'가 없어요.
error-hand-and-points = { $name }: 손패와 점수 중 하나만 적어 주세요.
error-points-range = { $name }: { $points }점을 입력했어요. 손패 점수는 0에서 { $most } 사이의 정수예요.
error-sevens-range = { $name }: 7을 { NUMBER($sevens, useGrouping: 0) }장 입력했어요. 손패에는 7이 0장에서 4장까지 있어요.
error-jokers-range-entered = { $name }: 조커를 { NUMBER($jokers, useGrouping: 0) }장 입력했어요. 손패에는 조커가 0장에서 4장까지 있어요.
error-record-not-object = 판 기록은 'ending'과 'players'가 있는 JSON 객체여야 해요.
error-record-wrong-kind = 판 기록에 종류가 맞지 않는 값이 있어요 ({ $detail }).
error-sevens = 7 { $sevens }장
error-jokers = 조커 { $jokers }장
error-count-jokers-off = { $name }: { error-jokers }을 입력했지만 이 규칙은 조커 없이 해요.
error-count-jokers-over = { $name }: { error-jokers }을 입력했지만 쓰는 조커는 { $allowed }장뿐이에요.
error-count-sevens-at-showdown = { $name }: { error-sevens }을 입력했지만, 덱이 떨어지면 모두 등록할 수 있는 조합을 내려놓고 7 단독도 등록이 돼요. 내려놓은 뒤 남은 점수와 7의 수(0장)를 입력하세요.
error-count-below-least = { $name }: { $points }점을 입력했지만 { error-sevens }{ $jokers ->
    [0] {""}
   *[other] 과 { error-jokers }
}이 든 손패는 적어도 { $least }점이에요.
error-count-above-most = { $name }: { $points }점을 입력했지만 { error-sevens }이 든 { $held }장 손패는 이 규칙에서 많아야 { $most }점이에요.
error-in-rules = 규칙: { $cause }
error-in-hand = { $name }의 손패: { $cause }
error-across-hands = 모든 손패를 합쳐 보면: { $cause }
error-too-few-players = 한 판에는 플레이어가 적어도 { $least }명 있어야 해요 ({ $players }명 말고).
error-too-many-players = 플레이어가 { $players }명이에요. 훌라는 많아야 { $most }명이 해요{ $variant ->
    [true] {""}
   *[other] {" "}(6~7인 변형 규칙이면 7명)
}.
error-name-twice = 이름 { JOSA($name, "이/가") } 두 번 쓰였어요. 플레이어마다 다른 이름을 써 주세요(예: 성이나 이니셜을 붙여서).
error-dealer-not-player = 선 { JOSA($name, "은/는") } 플레이어가 아니에요.
error-forced-out-by-count = { JOSA($name, "은/는") } 강제로 빠져서 손패의 7, 세트, 런만큼 보상을 받아요. 점수 말고 { $name }의 카드를 적어 주세요.
error-went-out-with-points = { JOSA($name, "은/는") } 훌라로 났으니 손패가 없는데 { $points }점이{ $sevens ->
    [0] {""}
   *[other] {" "}({ error-sevens })
} 입력됐어요.
error-four-sevens-count = { JOSA($name, "은/는") } 세븐 포카드로 이겼는데 { $name }의 손패에 7이 { $sevens }장으로 입력됐어요.
error-card-in-two-hands = { $card } 카드가 { $first }의 손패와 { $second }의 손패에 모두 있어요.
error-too-many-in-all = 모든 손패를 합쳐 { $what ->
    [seven] 7이
   *[joker] 조커가
} { $total }장이에요 ({ $counted }). 쓰는 카드는 { $most }장뿐이에요.
error-dropout-not-variant = { JOSA($name, "이/가") } 빠진 것으로 표시됐지만, 플레이어가 빠지는 건 6~7인 변형 규칙뿐이에요.
error-dropouts-count = { $players }명이 앉으면 다섯 명이 하도록 정확히 { $needed }명이 빠져야 하는데 { $dropped }명이 빠졌어요.
error-dropout-five-or-fewer = 다섯 명 이하가 앉으면 아무도 빠지지 않아요.
error-dealer-dropped = 선 { JOSA($name, "은/는") } 빠질 수 없어요.
error-forced-out-early = { JOSA($name, "이/가") } 강제로 빠진 것으로 표시됐지만, 앞 순서에서 하겠다고 한 사람이 넷이 안 돼서 아직 고를 수 있었어요.
error-chose-out-late = { JOSA($name, "이/가") } 스스로 빠진 것으로 표시됐지만, 앞에서 이미 네 명이 하겠다고 해서 강제로 빠진 거예요.
error-went-out-with-cards = { JOSA($name, "은/는") } 훌라로 났으니 손패가 없는데 기록에는 { $name }의 카드가 적혀 있어요: { $cards }
error-held-too-many = { $name }의 손패가 { NUMBER($size, useGrouping: 0) }장이에요. 판이 끝날 때 손패는 많아야 { $most }장이에요.
error-melded-without-turn = { JOSA($name, "은/는") } 차례가 오지 않았으니 등록했을 수 없어요.
error-unmelded-hand-size = { JOSA($name, "은/는") } 미등록이라 판이 끝날 때 손패가 { NUMBER($size, useGrouping: 0) }장이 아니라 7장이에요 (등록한 것으로 표시하거나 7장을 모두 적어 주세요).
error-melded-hand-size = { JOSA($name, "은/는") } 등록했으니 아직 { NUMBER($size, useGrouping: 0) }장을 들고 있을 수 없어요.
error-role = { $role ->
    [winner] 이긴 사람
    [knocker] 스톱한 사람
   *[discarder] 카드를 버린 사람
}
error-role-not-player = { error-role } { JOSA($name, "은/는") } 플레이어가 아니에요.
error-role-dropped-out = { error-role } { JOSA($name, "은/는") } 이번 판에서 빠져서 하지 않았어요.
error-ending = { $ending ->
    [blast] 빵
    [knock] 스톱
    [going-out] 훌라
    [four-sevens] 세븐 포카드
   *[stock] 덱이 바닥남
}
error-winner-missing = { error-ending } 기록에는 이긴 사람을 적어야 해요.
error-winner-given = { error-ending }에서는 엔진이 이긴 사람을 찾아요. 'winner'는 빼{ $ending ->
    [knock] 고 스톱한 사람을 적어 주세요
   *[other] {" "}주세요
}.
error-knocker-missing = 스톱 기록에는 스톱한 사람을 적어야 해요.
error-knocker-not-knock = 'knocker'는 스톱 기록에 쓰는데, 이번 판은 { JOSA(error-ending, "으로/로") } 끝났어요.
error-perfect-not-going-out = 퍼펙트는 훌라의 한 가지인데, 이번 판은 { JOSA(error-ending, "으로/로") } 끝났어요.
error-feeder-not-perfect = 'perfect_discard_by'가 있는데 이번 판은 퍼펙트가 아니었어요.
error-feeder-is-winner = 퍼펙트를 다른 사람이 버린 카드로 완성했으니, 버린 사람이 이긴 사람일 수는 없어요.
error-feeder-no-turn = { JOSA($name, "은/는") } 차례가 오지 않아서 아무것도 버리지 않았어요.
error-direction = { $direction ->
    [counter-clockwise] 시계 반대 방향
   *[clockwise] 시계 방향
}
error-feeder-not-before = { JOSA($feeder, "이/가") } { $winner }의 퍼펙트를 완성한 카드를 버렸을 수 없어요. { JOSA(error-direction, "으로/로") } 돌고 순서를 건너뛰는 땡큐가 없으면 { $winner } 바로 앞 차례인 { $before }만 그 카드를 버릴 수 있어요.
error-way = 선 { $dealer }부터 { JOSA(error-direction, "으로/로") } 돌고 순서를 건너뛰는 땡큐가 없으면
error-turn-order-gap = { JOSA($late, "은/는") } 차례가 왔는데 { JOSA($missing, "은/는") } 오지 않았어요. { error-way } { JOSA($missing, "이/가") } 먼저예요.
error-second-turn-early = { JOSA($missing, "은/는") } 차례가 오지 않았는데 { JOSA($current, "은/는") } 이미 차례가 있었어요. { $current }의 두 번째 차례 전에 모두 한 번씩 해요.
error-turn-not-reached = { JOSA($missing, "은/는") } 차례가 오지 않았는데 { error-way } { $current }보다 먼저예요. 그러면 { $current }의 차례까지 올 수 없어요.
error-blast-melded = { JOSA($name, "은/는") } 등록했으니 빵으로 멈출 수 없었어요.
error-no-blast-rules = 이 규칙에는 빵이 없어요.
error-not-a-blast = 이 규칙에서 { $name }의 손패는 빵이 아니에요: { $why }
error-four-sevens-missing = { JOSA($name, "은/는") } 손에 7 네 장을 모두 들고 있지 않아서 ({ $why }) 세븐 포카드로 이길 수 없어요.
error-perfect-melded = 퍼펙트는 마지막 차례 전까지 등록하지 않은 사람만 할 수 있는데 { JOSA($name, "은/는") } 등록한 것으로 표시돼 있어요.
error-perfect-turns-waiting = 퍼펙트는 다른 플레이어에게 모두 한 번씩 차례가 돌아간 뒤에만 인정되는데 { $waiting }의 차례가 아직 오지 않았어요.
error-tie-needs-cards = { JOSA($tied, "이/가") } 동점이고, 지금 규칙은 손패가 적은 사람에게 줘요. 점수 말고 { $counted }의 카드를 적어 주세요.
error-could-not-knock = { JOSA($name, "은/는") } 스톱할 수 없었어요: { $why }
error-nobody-to-draw = 첫 선을 뽑을 사람이 없어요.
error-label = { $field ->
    [game-name] 게임 이름
    [currency] 통화 표시
   *[player-name] 플레이어 이름
}
error-label-too-long = { error-label } { $value }: { $limit }자보다 길어요.
error-label-control = { error-label } { $value }에 제어 문자가 있어요.
error-game-id = 게임 id는 16진수 12자리예요 ({ $value } 말고).
error-game-name-blank = 게임 이름을 정해 주세요.
error-stake-not-positive = { $value }: 판돈은 0보다 커야 해요.
error-stake-too-large = 판돈 { JOSA($value, "은/는") } 이 장부가 다룰 수 있는 금액({ $most })보다 커요.
error-stake-decimals = 판돈 { $value }의 소수점 아래 자리가 { $places }자리보다 많아요.
error-first-dealer-not-player = 첫 선 { JOSA($name, "은/는") } 플레이어가 아니에요.
error-first-dealer-not-drawn = 첫 선 { JOSA($name, "은/는") } 시드 { NUMBER($seed, useGrouping: 0) }에서 뽑은 사람이 아니에요.
error-inexact-money = 판돈 { $stake }의 { $stakes }배는 딱 떨어지는 금액이 아니에요.
error-round-lists-twice = 판 기록에 같은 플레이어가 두 번 있어요.
error-round-extra-player = 판 기록에 이 게임의 플레이어가 아닌 { JOSA($name, "이/가") } 있어요.
error-round-missing-player = 판 기록에 { JOSA($name, "이/가") } 빠졌어요. 게임의 플레이어를 모두 적어야 해요.
error-in-round = { NUMBER($number, useGrouping: 0) }번째 판: { $cause }
error-too-many-rounds = 한 게임은 많아야 { $most }판이에요.
error-nothing-to-undo = 되돌릴 판이 없어요.
error-no-such-round = { NUMBER($number, useGrouping: 0) }번째 판은 없어요 (이 게임은 { NUMBER($rounds, useGrouping: 0) }판이에요).
error-balances-not-zero = 잔액의 합이 0이 아니에요 ({ $total }).
error-too-many-to-settle = 정확히 정산하기에는 플레이어가 너무 많아요 (잔액이 있는 사람은 많아야 { $most }명).
error-not-an-amount = { $text }: 금액이 아니에요. 0.50처럼 숫자를 적어 주세요.
error-rulebook-heading = rulebook.md: 제목 { $line }에 번호나 앵커가 없어요.
error-no-such-point = 규칙서에 { $ref } 항목이 없어요.
error-no-such-source = 규칙서에 출처 { JOSA($key, "이/가") } 없어요.
error-too-few-unseen = 카드 { $need }장을 나눠야 하는데 보지 못한 카드가 { $unseen }장뿐이에요.
