## 정산 확인: 이긴 사람, 손패마다의 설명, 돈의 흐름, 진 사람 한 명의 정산, 두 규칙 비교.

ledger-winner-line = { JOSA($winner, "이/가") } 이겨서 { ledger-stakes }를 받아요
ledger-compared-winner = 이긴 사람: { $winner }, { $amount } 받음

## hand-label: 손패를 어떻게 셌는지.

ledger-points = { $points }점
hand-label-counted = { $name }: { ledger-points }
hand-label-as-entered = { $name }: { ledger-points }{ $sevens ->
        [0] {""}
       *[other] , 7 { $sevens }장
    } (입력한 대로)
hand-label-no-cards = { $name }: { ledger-points } (남은 카드 없음)
hand-label-winner = { $name } 승리
ledger-hand-count = { $cards }장 · 손패 { ledger-points }

## winner-count: 양식이 이긴 사람의 점수를 묻지 않는 이유.

winner-count-going-out = 훌라: 셀 카드가 남지 않았어요.
winner-count-blast = 빵으로 이겼어요: 이긴 사람의 점수는 필요 없어요.
winner-count-four-sevens = 세븐 포카드로 이겼어요: 이긴 사람의 점수는 필요 없어요.

## 돈의 흐름(flow-link, flow-node)과 제목, 요약.

flow-link-payment = { $payer ->
        [You] 나
       *[other] { $payer }
    } → { $payee ->
        [You] 나
       *[other] { $payee }
    }: { ledger-stakes }
flow-link-paid-for = { $payer ->
        [You] 나
       *[other] { $payer }
    } → { $payee ->
        [You] 나
       *[other] { $payee }
    }: { ledger-stakes } ({ $loser ->
        [You] 나
       *[other] { $loser }
    } 몫)
flow-link-penalty = { $payer ->
        [You] 나
       *[other] { $payer }
    } → { $payee ->
        [You] 나
       *[other] { $payee }
    }: { ledger-stakes } (스톱박 벌칙)
flow-link-compensation = { $payer ->
        [You] 나
       *[other] { $payer }
    } → { $payee ->
        [You] 나
       *[other] { $payee }
    }: { ledger-stakes } (빠진 사람 보상)
flow-node-pays = { $name ->
        [You] 나
       *[other] { $name }
    } { $short ->
        [true] { $stakes }배 냄
       *[other] { ledger-stakes } 냄
    }
flow-node-gets = { $name ->
        [You] 나
       *[other] { $name }
    } { $short ->
        [true] { $stakes }배 받음
       *[other] { ledger-stakes } 받음
    }
ledger-flow-title = 누가 누구에게: { $winner ->
        [You] 내가
       *[other] { JOSA($winner, "이/가") }
    } { $collected }배 받음
ledger-flow-pays = { $payer ->
        [You] 나
       *[other] { $payer }
    } → { $payee ->
        [You] 나
       *[other] { $payee }
    } { $stakes }배
ledger-flow-summary = 누가 누구에게: { $flow ->
        [none] 아무도 내지 않아요
       *[other] { $flow }
    }.
ledger-payment-title = { $name ->
        [You] 나
       *[other] { $name }
    }: { $base } × { $multiplier } = { ledger-stakes }
ledger-payment-summary = { $name ->
        [You] 내
       *[other] { $name }의
    } 정산: { $sum } = { ledger-stakes }.
ledger-net-summary = 플레이어별 결과: { $results }.

## 두 규칙 비교(rules-compare)와 설정 하나만 바꿨을 때(switch-effect).

ledger-switches-differ = 설정 { $switches }개가 달라요
rules-compare-same-rules = 두 규칙이 같아요: { $what }{ JOSA($what, "이/가") } 달라질 수 없어요.
rules-compare-result-differs = { ledger-switches-differ }. { $what }도 달라요: 이 설정들(⚡) 가운데 하나 이상이 바꿔요.
rules-compare-result-same = { ledger-switches-differ }. 하지만 { JOSA($what, "은/는") } 두 규칙에서 같아요.
switch-effect-alone = { $switch }: 이 설정 하나만으로 결과가 바뀌어요
switch-effect-unsettled = { $switch }: 결과가 바뀌어요. 이 설정으로는 이 판을 정산할 수 없어요({ $error })
switch-effect-together = 설정 하나만으로 결과가 바뀌지는 않아요: 여러 설정이 함께 바꿔요.

## melded-note: 양식에서 '등록했음' 옆에 붙는 말.

melded-note-from-cards = { $melded ->
        [true] 등록했음
       *[other] 미등록
    }: 손에 { $cards }장({ $melded ->
        [true] 일곱 장보다 적음
       *[other] 일곱 장 이상
    }).
melded-note-went-out = 등록했음: 훌라로 끝냈어요.
melded-note-blast = 미등록: 빵은 등록하기 전에 불러요.
melded-note-ask = 하나를 고르세요: 미등록이면 진 사람의 정산이 두 배가 돼요.
melded-note-never = 미등록: 지면 이 사람은 두 배(×2)를 내요.
melded-note-doubles = 입력한 대로: { JOSA($name, "이/가") } { ledger-stakes }를 내요. 두 배가 된 이유: { $why }.

## 정산 확인 페이지.

payout-title = 정산 확인
payout-intro = 판이 어떻게 끝났는지 입력하거나, 예제나 저장한 기록을 불러온 뒤 { JOSA($button, "을/를") } 누르세요. 튜터가 이긴 사람을 찾고, 손패를 모두 세고, 진 사람마다 얼마를 왜 내는지 두 배 하나하나까지 보여 줘요.
payout-settle-button = 정산
payout-money-label = { $stake ->
        [none] 돈: 판돈 값 없음
       *[other] 돈: 판돈 1배 = { $stake }
    }
payout-currency-placeholder = 예: ₩, KRW, EUR
payout-load-expander = 판 불러오기: 예제 또는 JSON 기록
payout-example-label = 출처의 예제
payout-load-example = 예제 불러오기
payout-upload-label = 또는 판 기록(JSON) 올리기
payout-upload-help = 명령줄과 아래 내려받기 버튼이 쓰는 것과 같은 JSON이에요.
payout-example-info = **{ $title }** ({ $source }; { $rules }). { $says }
payout-round-header = 이번 판
payout-no-longer-settles = 마지막으로 정산한 판을 이제 정산할 수 없어요:{" "}
payout-jump = ↓ 정산으로 가기
payout-settlement-header = 정산
payout-counts-kept = { $switch }: { $old } → { $new } ({ $rule }). 빠른 입력으로 적은 점수는 적은 그대로 두었어요. 새 규칙으로 { $players }의 점수를 다시 세어 보고, 달라지면 { JOSA($button, "을/를") } 다시 누르세요.
payout-form-changed = 정산한 뒤로 양식이 바뀌었어요: 지금 양식대로 정산하려면 { JOSA($button, "을/를") } 다시 누르세요.
payout-rules-words = { $preset }{ $changed ->
        [none] {""}
       *[other] {" "}(바꾼 설정: { $changed })
    }

## 정산.

payout-worth = {" "}판돈 1배는 { JOSA($stake, "이에요/예요") }. 그래서 { JOSA($winner, "은/는") } { JOSA($money, "을/를") } 받아요.
payout-loser-pays = { JOSA($name, "이/가") } **{ ledger-stakes }**{ $money ->
        [none] {""}
       *[other] (= **{ $money }**)
    }를 내요{ $payer ->
        [none] {""}
       *[other] . 대신 내는 사람: { $payer }
    }
payout-metric-winner = 이긴 사람
payout-metric-collects = 받는 돈
payout-metric-losers = 진 사람
payout-why = **이유:**{ $perfect ->
        [true] { $undercut ->
            [true] {" "}(퍼펙트, 스톱박)
           *[other] {" "}(퍼펙트)
        }
       *[other] { $undercut ->
            [true] {" "}(스톱박)
           *[other] {""}
        }
    }
payout-points-header = **손패 점수**
payout-laid-at-end = 마지막에 등록:
payout-faded-caption = 흐린 카드는 덱이 바닥났을 때 등록한 카드라서 세지 않아요.
payout-how-counted = 손패를 센 방법
payout-no-doublings = 없음
payout-losers-header = **진 사람마다 내는 돈**
payout-column = { $column ->
        [loser] 진 사람
        [points] 점수
        [position] 순위
        [base] 기본
        [doublings] 두 배
        [total] 합계
       *[paid-by] 내는 사람
    }
payout-why-each = 진 사람마다 그만큼 내는 이유
payout-compensation-header = **강제로 빠진 사람의 보상** (판돈 4분의 1 단위)
payout-loser-card = { JOSA($name, "이/가") } **{ ledger-stakes }**를 내요{ $payer ->
        [none] {""}
       *[other] . 대신 내는 사람: { $payer }
    }{"  "}
    { ledger-points } · 진 사람 중 { $position }번째 · 기본 판돈 { $base }배{"  "}
    두 배: { $doublings }
payout-payment-of = 정산 보기
payout-payment-of-help = 진 사람을 고르면 정산이 어떻게 쌓이는지 보여 줘요.
payout-net = 결과: { $results }
payout-steps-header = 한 단계씩
payout-step-of = { $steps }단계 중 { $step }단계
payout-step-back = ◀ 이전
payout-step-next = 다음 ▶
payout-download-round = 판 내려받기 (JSON)
payout-download-settlement = 정산 내려받기 (JSON)

## 규칙 비교.

payout-compare-header = 규칙 비교
payout-compare-toggle = 다른 규칙으로도 정산하기
payout-compare-unsettled = 두 번째 규칙으로는 이 판을 정산할 수 없어요:{" "}
payout-compare-what = 정산
payout-compare-what-settles = 정산할 수 있는지
payout-compare-mine = 적용 중인 규칙({ $preset })
payout-compare-theirs = 두 번째 규칙({ $preset })
payout-side-line = { $name }: **{ ledger-stakes }** (기본 { $base }배, { $how ->
        [none] 두 배 없음
       *[other] { $how }
    }{ $payer ->
        [none] {""}
       *[other] , 대신 내는 사람: { $payer }
    })
payout-side-penalty = { $payer } → { $payee } { $stakes }배 (벌칙)
payout-side-net = 결과: { $results }
