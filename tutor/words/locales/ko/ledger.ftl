## 게임 장부와 정산 확인: 메시지(닫힌 집합 `ledger-message`), 이긴 사람 한 줄, 다음 판의 선과
## 판돈, 장부가 거절하는 이유. 이름은 굵게 표시되어 들어올 수 있어요(**Ann**).

ledger-stakes = 판돈 { $stakes }배

## ledger-message: 페이지가 동작 뒤에 하는 말.

ledger-message-game-started = 게임을 시작했어요. 첫 판의 선은 { JOSA($dealer, "이에요/예요") }{ $seed ->
        [none] {""}
       *[other] {" "}(시드 { JOSA(NUMBER($seed, useGrouping: 0), "으로/로") } 뽑았어요)
    }.
ledger-message-game-imported = { JOSA($name, "을/를") } 가져왔어요({ $rounds }판).
ledger-message-game-deleted = { JOSA($name, "을/를") } 지웠어요.
ledger-message-game-broken = 이 게임을 계산할 수 없어요: { $error }. 마지막 판을 되돌리거나, 말한 판을 고쳐 주세요.
ledger-message-stake-missing = 먼저 판돈 한 배의 값을 넣어 주세요.
ledger-message-round-saved = { $number }판을 저장했어요: { JOSA($winner, "이/가") } 이겼어요.
ledger-message-round-changed = { $number }판을 고쳤어요. 그 뒤의 판은 모두 다시 계산했어요.
ledger-message-player-renamed = { JOSA($old, "을/를") } { JOSA($new, "으로/로") } 바꿨어요. 자리와 모든 판에 반영했어요.
ledger-message-round-removed = { $number }판을 지웠어요.
ledger-rules-note = { $preset ->
        [none] {""}
       *[other] {" "}이제 그 규칙이 적용돼요: { $preset }{ $changes ->
            [0] .
           *[other] , 바꾼 설정은 { JOSA($changed, "이에요/예요") }.
        }
    }
ledger-message-example-loaded = 예제를 불러왔어요: “{ $title }”.{ ledger-rules-note } { JOSA($button, "을/를") } 누르면 정산해요.
ledger-message-record-loaded = { $file }에서 기록을 불러왔어요.{ ledger-rules-note } { JOSA($button, "을/를") } 누르면 정산해요.
ledger-message-record-refused = { JOSA($file, "을/를") } 불러오지 않았어요: { $error }. 양식은 그대로예요.
ledger-message-nothing-paid = 아무도 돈을 내지 않아요.
ledger-message-transfers = 송금 { $count }번: 모든 잔액을 정리하는 가장 적은 횟수예요.
ledger-message-delete-game = { $rounds ->
        [0] { JOSA($name, "을/를") }
       *[other] { $name } 게임과 { $rounds }판의 기록을
    } 지울까요? 되돌릴 수 없어요(남겨 두려면 먼저 내보내세요).
ledger-message-round-refused = 입력한 대로는 이 판을 정산할 수 없어요: { $error }
ledger-message-payment = { JOSA($payer, "이/가") } { $payee }에게 판돈 { $amount }배 = { JOSA($money, "을/를") } 내요
ledger-message-games-unavailable = 저장한 게임을 쓸 수 없어요:{" "}
ledger-message-endings-ask-hand = 손패를 입력하거나 고르거나 나눠 받으면 어떤 끝내기가 가능한지 보여 줘요.
ledger-message-just-as-good = **똑같이 좋아요**: 이렇게 해도 { $points }점이 남아요.
ledger-message-rules-changed = 규칙을 { JOSA($rules, "으로/로") } 바꿨어요: 그 규칙으로 이 판을 다시 정산했어요.
ledger-message-rules-changed-unsettled = 규칙을 { JOSA($rules, "으로/로") } 바꿨어요: 아래 판은 { $old } 규칙으로 정산한 거예요. 새 규칙으로 양식의 판을 정산하려면 { JOSA($button, "을/를") } 누르세요.
ledger-message-settled-under = { $rules } 규칙으로 정산했어요.

## 게임의 다음 판.

deal-why-first-dealer = 첫 선
deal-why-won-last = { $last }판에 이긴 사람
ledger-direction = { $direction ->
        [clockwise] 시계 방향
       *[other] 시계 반대 방향
    }
ledger-deal-line = { JOSA($dealer, "이/가") } 선이에요({ $why }). 먼저 시작해요. 차례({ ledger-direction }): { $order }.
ledger-dropout-line = 카드를 나눈 뒤 { $count }명이 빠져서 다섯 명이 해요. 선은 빠지지 않고, { $deciders } 순서로 할지 빠질지 정해요({ $rule }).
stakes-note-doubling-off = {" "}(훌라 배판이 꺼져 있어서 판마다 판돈 1배로 해요)
stakes-note-after-perfect = {" "}(퍼펙트 다음 판이라서요, { $rule })
stakes-note-may-double = {" "}(퍼펙트가 나면 다음 판 판돈이 두 배가 돼요)
ledger-stakes-line = 이번 판 판돈: { $multiplier }{ $note }.

## 장부가 거절하는 경우(닫힌 집합 `ledger-error`): 아무것도 바뀌지 않았어요.

ledger-field = { $field ->
        [game-name] 게임 이름
        [currency] 통화 표시
       *[player-name] 플레이어 이름
    }
ledger-error-nobody-to-draw = 첫 선을 뽑을 플레이어가 없어요
ledger-error-label-too-long = { ledger-field } { $value }: { $length }자예요. { $limit }자까지만 쓸 수 있으니 줄여 주세요
ledger-error-seed-range = 시드 { NUMBER($seed, useGrouping: 0) }: 범위를 벗어났어요. 0부터 { NUMBER($most, useGrouping: 0) }까지의 정수를 입력하세요
ledger-error-label-control = { ledger-field } { $value }에 제어 문자가 들어 있어요
ledger-error-game-id = 게임 ID는 16진수 12자리예요. { JOSA($value, "은/는") } 아니에요
ledger-error-game-name-blank = 게임에 이름이 있어야 해요
ledger-error-stake-not-positive = { $value }: 판돈은 0보다 커야 해요
ledger-error-stake-too-large = 판돈 { JOSA($value, "은/는") } 이 장부가 다룰 수 있는 값({ $most })보다 커요
ledger-error-stake-decimals = 판돈 { JOSA($value, "은/는") } 소수점 아래가 { $places }자리보다 길어요
ledger-error-first-dealer-not-player = 첫 선 { JOSA($name, "은/는") } 플레이어가 아니에요
ledger-error-first-dealer-not-drawn = 첫 선 { JOSA($name, "은/는") } 시드 { JOSA(NUMBER($seed, useGrouping: 0), "으로/로") } 뽑은 사람이 아니에요
ledger-error-inexact-money = 판돈 { $stake }의 { $stakes }배는 정확한 금액이 아니에요
ledger-error-round-lists-twice = 판 기록에 같은 플레이어가 두 번 있어요
ledger-error-round-extra-player = 판 기록에 이 게임의 플레이어가 아닌 { JOSA($name, "이/가") } 있어요
ledger-error-round-missing-player = 판 기록에 { JOSA($name, "이/가") } 빠졌어요: 게임의 플레이어를 모두 넣어야 해요
ledger-error-in-round = { $number }판: { $cause }
ledger-error-too-many-rounds = 한 게임에는 최대 { $most }판까지 기록할 수 있어요
ledger-error-nothing-to-undo = 되돌릴 판이 없어요
ledger-error-no-such-round = { $number }판은 없어요(이 게임은 { $rounds }판까지 있어요)
ledger-error-balances-not-zero = 잔액의 합이 0이 아니에요({ $total })
ledger-error-too-many-to-settle = 정확히 정산하기에는 플레이어가 너무 많아요(잔액이 있는 사람은 최대 { $most }명)
ledger-error-not-an-amount = { JOSA($text, "은/는") } 금액이 아니에요: 0.50 같은 숫자를 입력하세요
ledger-error-no-such-player = { JOSA($name, "은/는") } 이 게임의 플레이어가 아니에요
ledger-error-rename-same = { $name }: 지금 이름과 같아요. 다른 이름을 입력하세요

## 장부에서 부르는 판의 끝내기 이름.

ledger-ending = { $ending ->
        [blast] 빵
        [knock] 스톱
        [going-out] 훌라
        [four-sevens] 세븐 포카드
       *[stock] 덱이 바닥남
    }{ $perfect ->
        [true] {" "}(퍼펙트)
       *[other] {""}
    }
