## 퀴즈: 문제가 알려 주는 상황 (집합 `quiz`의 fact-* 코드). $point는 규칙서 항목이에요.

quiz-direction = { $direction ->
    [clockwise] 시계 방향
   *[other] 시계 반대 방향
}

quiz-fact-picture-cards-ten = 이 테이블에서는 J, Q, K를 모두 10점으로 세요 (규칙 { POINT("7.3") }의 변형).
quiz-fact-penalty-agreed = 이 테이블은 스톱박 벌칙을 써요 (규칙 { POINT("7.11") }): 스톱박을 당한 사람은 상대 한 명마다 판돈 { $penalty }배를 내고, 다른 돈은 오가지 않아요.
quiz-fact-knock-table = 이 테이블은 인원수에 따라 스톱 한도가 달라요 (규칙 { POINT("7.7") }): { $shown }.
quiz-knock-limit-for = { $players }명이면 { $limit }점
quiz-fact-six-seven-table = { $players }명이 앉아 있어서 몇 명은 빠져야 해요 (규칙 { POINT("7.6") }). { JOSA($dealer, "이/가") } 선이고, 나머지는 선부터 { quiz-direction }으로 차례대로 정해요. 빠지게 된 사람은 항목 하나마다, 선 말고 게임에 참여하는 네 명에게서 각각 판돈 { $compensation }배씩 받아요.
quiz-fact-decided-so-far = 지금까지 정한 순서: { $count ->
        [0] 아직 아무도 없어요
       *[other] { $said }
    }.
quiz-decided = { $how ->
        [play] { $name } 참여
       *[out] { $name } 빠짐
    }
quiz-fact-seats = 자리 (시계 방향): { $order } → 다시 { $first }.
quiz-fact-seated-dealt = 시계 방향으로 앉은 순서: { $listed }. { JOSA($dealer, "이/가") } 선이고, { quiz-direction }으로 진행해요.
quiz-fact-direction = 이 규칙에서는 { quiz-direction }으로 진행해요.
quiz-fact-dealt-first = 이번 판은 { JOSA($dealer, "이/가") } 선이라 먼저 했어요.
quiz-fact-series-round = { $number }판: 선 { $dealer }, { JOSA($winner, "이/가") }{ $perfect ->
        [true] {" "}퍼펙트로 훌라해서 이겼어요 (일곱 장을 한 번에).
       *[other] {" "}훌라해서 이겼어요.
    }
quiz-fact-no-claims = 이 테이블은 차례가 아닐 때 땡큐를 할 수 없어요 (규칙 { JOSA(POINT($point), "을/를") } 쓰지 않아요).
quiz-fact-claim-rule = 이 테이블은 { $claim ->
        [battle] 배틀 훌라
       *[tame] 차례순 땡큐
    }를 써요 (규칙 { POINT($point) }).
quiz-fact-just-discarded = { JOSA($discarder, "이/가") } 방금 { $card } 카드를 버렸어요.
quiz-fact-claimants = { $then } 순서로 '땡큐'를 외쳤고 모두 그 카드로 등록할 수 있어요. 손이 닿은 순서도 같아요.
quiz-fact-discarded-next = { JOSA($discarder, "이/가") } 방금 { $card } 카드를 버렸고, 다음 차례는 { JOSA($next, "이에요/예요") }.
quiz-fact-discarded-was-next = { JOSA($discarder, "이/가") } { $card } 카드를 버렸고, 원래 { $skipped }의 차례였어요.
quiz-fact-claimed-alone = { JOSA($claimer, "이/가") } 차례가 아닐 때 { $card } 카드를 땡큐로 가져갔고, 다른 사람은 땡큐하지 않았어요.
quiz-fact-not-drawn = { JOSA($player, "은/는") } 이번 차례에 아직 카드를 가져오지 않았어요.
quiz-fact-melded-before = { $melded ->
        [true] { JOSA($player, "은/는") } 지난 차례에 손패로 등록한 적이 있어요.
       *[other] { JOSA($player, "은/는") } 이번 차례 전까지 등록한 적이 없어요.
    }
quiz-fact-melded-this-turn = { $melded ->
        [true] 이번 차례에 { JOSA($player, "이/가") } 손패로 새로 등록했어요.
       *[other] 이번 차례에 { JOSA($player, "은/는") } 손패로 새로 등록하지 않았어요.
    }
quiz-fact-melded-this-round = { $melded ->
        [true] { $cards ->
            [none] { JOSA($player, "은/는") } 이번 판에 이미 등록했어요.
           *[other] { JOSA($player, "은/는") } 이번 판에 등록했고, 손에 { $cards }장이 있어요.
        }
       *[other] { JOSA($player, "은/는") } 이번 판에 아직 등록하지 않았어요.
    }
quiz-fact-players-at-table = 테이블에 { $players }명이 있어요.
quiz-fact-others-melded = { $melded ->
        [true] 다른 플레이어 중 적어도 한 명이 등록했어요.
       *[other] 다른 플레이어는 아직 아무도 등록하지 않았어요.
    }
quiz-fact-others-had-turn = { $had_turn ->
        [true] 다른 플레이어에게 모두 한 번씩 차례가 돌아갔어요.
       *[other] 지금이 { $player }의 첫 차례예요. 다른 플레이어가 아직 모두 차례를 갖지는 않았어요.
    }
quiz-fact-stock-ran-out = 덱이 바닥났어요. 보이는 카드는 그때 각자 손에 있던 카드예요{ $meld ->
        [true] {" "}(아직 이 카드로 등록할 수 있어요).
       *[other] .
    }
quiz-fact-knocked = { JOSA($knocker, "이/가") } 자기 차례를 시작하며 스톱했어요.
quiz-fact-blast-stop = { $first ->
        [true] { JOSA($winner, "이/가") } 아무도 하기 전, 맨 첫 차례에 빵으로 멈췄어요.
       *[other] { JOSA($winner, "이/가") } 빵으로 멈췄어요.
    }
quiz-fact-perfect-out = { JOSA($winner, "이/가") } 퍼펙트로 훌라했어요: 일곱 장을 한 차례에 모두 내려놓았고, { $feeder ->
        [none] 마지막 카드는 덱에서 가져왔어요.
       *[other] 마지막 카드는 { JOSA($feeder, "이/가") } 버린 카드였어요.
    }
quiz-fact-went-out = { JOSA($winner, "이/가") } 앞서 등록해 두고 훌라했어요.
quiz-fact-player-state = { $name }: { $melded ->
        [true] 게임 중 등록함
       *[other] 한 번도 등록하지 않음
    }{ $had_turn ->
        [true] {""}
       *[other] , 차례가 한 번도 오지 않음
    }.
quiz-fact-hoola-doubles = { $played ->
        [true] 이 테이블은 훌라 배판을 써요 (규칙 { POINT($point) }).
       *[other] 이 테이블은 훌라 배판을 쓰지 않아요.
    }
quiz-fact-tie-rule = 가장 적은 점수가 같을 때: 이 규칙에서는 { $tie ->
        [turn-order] 선부터 진행 방향으로 셌을 때 차례가 먼저 오는 사람이 이겨요
       *[fewest-cards] 카드를 더 적게 든 사람이 이기고, 그것도 같으면 선부터 차례가 먼저 오는 사람이 이겨요
    } (규칙 { POINT($point) }).
quiz-fact-jokers-in-play = 이 테이블은 조커 { $jokers }장을 써요 (규칙 { POINT($point) }).
quiz-fact-joker-in-hand = 손에 남은 조커는 { $counts ->
        [double] 0점이고 나머지 손패 점수를 두 배로 해요 (조커 두 장이면 ×4). 권장하는 방식이에요
        [quintuple] 0점이고 나머지 손패 점수를 다섯 배로 해요 (세븐 브리지처럼)
        [zero] 0점이고 다른 효과는 없어요
        [fourteen-triple] 14점이고 나머지 손패 점수를 세 배로 해요 (두 장이면 28점에 ×9)
        [twenty] 20점이에요
       *[thirty] 30점이에요
    }.
