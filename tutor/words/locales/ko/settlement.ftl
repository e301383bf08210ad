## 판의 정산 (규칙 5, 6, 7.6): 닫힌 집합 `settle`, 두 배의 종류, 빠진 플레이어가 받는 것,
## 입력한 대로 믿은 것, 정산 단계의 제목. 연습 테이블의 학습자는 이름이 "You"예요 (나).

settle-as-entered-count = 입력한 대로: { $points }점{ $sevens ->
        [0] {""}
       *[other] , 7 { $sevens }장
    }{ $jokers ->
        [0] {""}
       *[other] , 조커 { $jokers }장
    }.
settle-showdown-lays = 마지막에 { $melds } 카드를 등록해요.
settle-showdown-lays-by = { $name ->
        [You] 내가
       *[other] { JOSA($name, "이/가") }
    } 마지막에 { $melds } 카드를 등록해요.
settle-won-blast = { $winner ->
        [You] 내가
       *[other] { JOSA($winner, "이/가") }
    } { $kind ->
        [sopang] 소빵
       *[daepang] 대빵
    }으로 멈췄어요.
settle-won-blast-as-entered = { $winner ->
        [You] 내가
       *[other] { JOSA($winner, "이/가") }
    } 빵으로 멈췄어요 (입력한 대로: 카드가 없으면 손패 합계는 확인하지 않아요).
settle-won-four-sevens = { $winner ->
        [You] 내가
       *[other] { JOSA($winner, "이/가") }
    } 세븐 포카드로 멈췄어요.
settle-won-four-sevens-as-entered = { $winner ->
        [You] 내가
       *[other] { JOSA($winner, "이/가") }
    } 세븐 포카드로 멈췄어요 (입력한 대로).
settle-went-out = { $winner ->
        [You] 내가
       *[other] { JOSA($winner, "이/가") }
    } 훌라했어요: { $discard ->
        [true] 마지막 한 장만 남기고 모두 등록한 뒤 그 한 장을 버렸어요.
       *[other] 모든 카드를 등록했어요.
    }
settle-perfect-won = 전에 등록한 것 없이 일곱 장을 한 차례에 모두 내려놓았어요. 퍼펙트 (훌라)라서 진 사람이 내는 돈이 모두 두 배가 돼요.
settle-perfect-fed = { $feeder ->
        [You] 내가 버린 카드로 퍼펙트가 완성돼서 내가
       *[other] { JOSA($feeder, "이/가") } 버린 카드로 퍼펙트가 완성돼서 { JOSA($feeder, "이/가") }
    } 진 사람 모두의 몫을 내요.
settle-knocked = { $knocker ->
        [You] 내가
       *[other] { JOSA($knocker, "이/가") }
    } { $points }점으로 스톱했어요 (한도 { $limit }점).
settle-knock-wins = 다른 플레이어는 모두 { $points }점보다 많아요. 스톱한 사람이 이겨요.
settle-undercut-by = 스톱박: { $under } 점수가 같거나 더 적어서 { $knocker ->
        [You] 내가
       *[other] { JOSA($knocker, "이/가") }
    } 져요.
settle-tie-fewest-cards = { $names } 모두 { $points }점으로 같아요. 지금 규칙에 따라 카드를 더 적게 든 사람이 이겨요.
settle-tie-turn-order = { $names } 모두 { $points }점으로 같아요. 지금 규칙에 따라 { $from_dealer ->
        [true] 선부터
       *[other] 스톱한 사람부터
    } 세어 차례가 먼저 오는 사람이 이겨요.
settle-fewest-wins = { $winner ->
        [You] 내가
       *[other] { JOSA($winner, "이/가") }
    } 점수가 가장 적어서 이겨요.
settle-stock-ran-out = 덱이 바닥났어요. { $meld ->
        [true] 모두 등록할 수 있는 것을 등록하고 나머지를 세요.
       *[other] 더 등록하지 않고 손패를 그대로 세요.
    }
settle-stock-fewest-wins = { $winner ->
        [You] 내가
       *[other] { JOSA($winner, "이/가") }
    } { $points }점으로 점수가 가장 적어서 이겨요.
settle-points-counted = 센 점수: { $counts }.
settle-counted-entry = { $name ->
        [You] 나
       *[other] { $name }
    } { $points }점{ $by_count ->
        [true] {" "}(입력한 대로)
       *[other] {""}
    }
settle-position = { $name ->
        [You] 나는
       *[other] { JOSA($name, "은/는") }
    } { $points }점이에요. { $fewer ->
        [0] 이보다 점수가 적은 진 사람이 없어서
       *[other] 이보다 점수가 적은 진 사람이 { $fewer }명이라서
    } { $position }번째이고 판돈 { $position }배를 내요.
settle-position-tied = { $name ->
        [You] 나는
       *[other] { JOSA($name, "은/는") }
    } { $points }점으로 { JOSA($tied, "와/과") } 같아요. 점수가 같은 진 사람은 두 몫 가운데 많은 쪽인 { $position }번째 몫, 판돈 { $position }배를 모두 내요.
settle-doubling-seven = { $name ->
        [You] 내
       *[other] { $name }의
    } 손에 남은 7 때문에 내는 돈이 두 배가 돼요 ({ $of }장 중 { $seven }번째 7).
settle-doubling-never-melded = { $name ->
        [You] 나는
       *[other] { JOSA($name, "은/는") }
    } 차례가 있었지만 한 번도 등록하지 않았어요. 내는 돈이 두 배가 돼요.
settle-doubling-perfect = { $winner ->
        [You] 내가
       *[other] { JOSA($winner, "이/가") }
    } 퍼펙트 (훌라)로 이겼어요. 진 사람이 내는 돈이 모두 두 배가 돼요.
settle-doubling-undercut = { $knocker ->
        [You] 내가
       *[other] { JOSA($knocker, "이/가") }
    } 스톱했다가 스톱박을 당했어요. 진 사람이 내는 돈이 모두 두 배가 돼요.
settle-pays = { $name ->
        [You] 내가
       *[other] { JOSA($name, "이/가") }
    } { $winner ->
        [You] 나에게
       *[other] { $winner }에게
    } 판돈 { $total }배를 내요.
settle-feeder-pays = { $payer ->
        [You] 내가 버린 카드로 퍼펙트가 완성돼서 내가
       *[other] { JOSA($payer, "이/가") } 버린 카드로 퍼펙트가 완성돼서 { JOSA($payer, "이/가") }
    } { $name ->
        [You] 내
       *[other] { $name }의
    } 몫 판돈 { $total }배를 { $winner ->
        [You] 나에게
       *[other] { $winner }에게
    } 내요.
settle-knocker-pays = { $payer ->
        [You] 내가 스톱박을 당해서 내가
       *[other] { JOSA($payer, "이/가") } 스톱박을 당해서 { JOSA($payer, "이/가") }
    } { $name ->
        [You] 내
       *[other] { $name }의
    } 몫 판돈 { $total }배를 { $winner ->
        [You] 나에게
       *[other] { $winner }에게
    } 내요.
settle-undercut-penalty = { $knocker ->
        [You] 내가 스톱박을 당했어요. 스톱박 벌칙 규칙에 따라 내가
       *[other] { JOSA($knocker, "이/가") } 스톱박을 당했어요. 스톱박 벌칙 규칙에 따라 { JOSA($knocker, "이/가") }
    } { $payee ->
        [You] 나에게
       *[other] { $payee }에게
    } 판돈 { $stakes }배를 내요. 다른 상대도 모두 똑같이 받고, 그 밖에는 아무것도 내지 않아요.
settle-forced-out-compensation = { $name ->
        [You] 나는
       *[other] { JOSA($name, "은/는") }
    } 항목 { $units }개({ $items })를 든 채 어쩔 수 없이 빠졌어요. { $payer ->
        [You] 내가
       *[other] { JOSA($payer, "이/가") }
    } 판돈 { $units } × { JOSA($each, "을/를") } 내요.
settle-net-result = 판돈으로 본 최종 결과: { $net }. 내는 돈과 받는 돈이 같아요.

compensation-seven = 7 { $cards }
compensation-set = 세트 { $cards }
compensation-sequence = 런 { $cards }

doubling-seven = { $of ->
        [1] 7 한 장
       *[other] 7 { $of }장 중 { $seven }
    }
doubling-never-melded = 미등록
doubling-perfect = 퍼펙트
doubling-undercut = 스톱박

as-entered-points = { $player ->
        [You] 나
       *[other] { $player }
    }: 손패 점수, 입력한 대로
as-entered-blast-total = { $player ->
        [You] 나
       *[other] { $player }
    }: 빵의 손패 합계, 입력한 대로
as-entered-four-sevens = { $player ->
        [You] 나
       *[other] { $player }
    }: 세븐 포카드, 입력한 대로

step-stage-winner = { $payee ->
        [You] 내가 이겨요
       *[other] { JOSA($payee, "이/가") } 이겨요
    }
step-stage-points = 손패 점수
step-stage-position = { $loser ->
        [You] 나
       *[other] { $loser }
    }: 판돈 { $running }
step-stage-doubling = { $loser ->
        [You] 나
       *[other] { $loser }
    }: ×{ $factor } → { $running }
step-stage-total = { $loser ->
        [You] 내가
       *[other] { JOSA($loser, "이/가") }
    } 판돈 { $running }배를 내요
step-stage-penalty = { $payer ->
        [none] { $payee ->
            [You] 내가
           *[other] { JOSA($payee, "이/가") }
        } 판돈 { $running }배를 받아요
       *[other] { $payer ->
            [You] 내가
           *[other] { JOSA($payer, "이/가") }
        } { $payee ->
            [You] 나에게
           *[other] { $payee }에게
        } 내요
    }
step-stage-summary = { step-stage-penalty }
