## 지금 규칙으로 말한 규칙 한 줄 (tutor.engine.rule_lines): 닫힌 집합 `rule-line`.

rules-joker-in-hand = { $option ->
    [double] 0점이고 손패의 나머지 점수를 두 배로 해요 (조커 두 장이면 ×4). 권장하는 방식이에요
    [quintuple] 0점이고 손패의 나머지 점수를 다섯 배로 해요 (세븐 브리지처럼)
    [zero] 0점이고 다른 효과는 없어요
    [fourteen-triple] 14점이고 손패의 나머지 점수를 세 배로 해요 (두 장이면 28점에 ×9)
    [twenty] 20점이에요
   *[thirty] 30점이에요
}

-rule-line-claim-then = 가져간 사람은 그 카드로 바로 새로 등록하고, 더 등록하거나 붙인 뒤 한 장을 버려요. 그다음 차례는 가져간 사람의 다음 사람이에요.

rule-line-direction = 차례 방향 (규칙 { POINT("1.5") }): 선이 먼저 하고, 이 규칙에서는 차례가 { $direction ->
        [clockwise] 시계 방향으로
       *[other] 시계 반대 방향으로
    } 돌아요.
rule-line-dealer = 선 (규칙 { POINT("1.3") }): 지난 판에 이긴 사람이 다음 판의 선이 돼요.
rule-line-card-points = 카드 점수 (규칙 { POINT("2.1") }, { POINT("6.1") }): A는 1점, 2부터 10까지는 숫자대로, { $picture_cards_ten ->
        [true] J, Q, K는 10점씩
       *[other] J 11점, Q 12점, K 13점
    }이에요. 손에 남은 7은 { $seven_in_hand }점이고, 손에 든 같은 숫자 네 장은 0점이에요.
rule-line-melds = 등록 (규칙 { POINT("3") }): 세트는 같은 숫자 세 장이나 네 장, 런은 같은 무늬의 연속된 숫자 세 장 이상이에요. 7은 특별해요. 7 한 장만 내려놓아도 등록(7 단독)이 되고, 7이 든 런은 두 장이면 돼요 (6-7이나 7-8).
rule-line-draw = 가져오기 (규칙 { POINT("4.1") }): 덱에서 맨 위 카드를 가져오거나, 버린 카드 더미의 맨 위 카드를 가져와요. 버린 카드는 자기 손의 카드와 함께 바로 새로 등록할 때만 가져올 수 있고, 손에 두거나 붙이기에 쓸 수는 없어요.
rule-line-lay-off = 붙이기 (규칙 { POINT("4.3") }): 이번 차례나 그 전에 자기 손에서 새로 등록한 뒤에만 바닥의 등록에 카드를 붙일 수 있고, 붙인 뒤에도 등록은 그대로 맞아야 해요.
rule-line-endings = 판이 끝나는 방법 (규칙 { POINT("5") }): 빵, 스톱, 훌라, 세븐 포카드, 덱이 바닥나는 것.
rule-line-blast = 빵 (규칙 { POINT("5.1") }): 자기 차례가 시작될 때, 아직 아무것도 등록하지 않았다면 일곱 장을 숫자대로 모두 더해요 (7은 7점, 포카드도 그대로). { $sopang_max }점 이하면 소빵, { $daepang_min }점 이상이면 대빵이고, 어느 쪽이든 바로 이겨요.
rule-line-no-blast = 빵 (규칙 { POINT("5.1") }): 그림 카드를 10점으로 세는 이 규칙에서는 빵이 아예 없어요.
rule-line-knock = 스톱 (규칙 { POINT("5.2") }): 자기 차례가 시작될 때 정산할 때처럼 센 손패 점수가 스톱 한도 이하면 멈출 수 있어요. 이 규칙에서는 { knock-needs }.
rule-line-knock-undercut = 스톱 (규칙 { POINT("5.2") }): 스톱한 사람은 점수가 가장 적을 때만 이겨요. 점수가 같거나 더 적은 사람이 있으면 스톱박이고, 스톱한 사람이 져요.
rule-line-going-out = 훌라 (규칙 { POINT("5.3") }): 자기 차례에 가져온 뒤 { $discard_to_go_out ->
        [true] 한 장만 남기고 모두 등록한 뒤 마지막 한 장을 버려요
       *[other] 모든 카드를 등록해요 (마지막에 한 장 버려도 되지만 꼭 버릴 필요는 없어요)
    }. 전에 등록한 것 없이 한 차례에 손패를 모두 내려놓으면 퍼펙트 (훌라)예요{ $perfect_needs_all_turns ->
        [true] {" "}(다른 플레이어에게 모두 한 번씩 차례가 돌아간 뒤에만)
       *[other] {""}
    }.
rule-line-four-sevens = 세븐 포카드 (규칙 { POINT("5.4") }): 7 네 장을 모두 등록하지 않고 손에 든 플레이어는 멈추고 이길 수 있어요.
rule-line-end-of-stock = 덱이 바닥나면 (규칙 { POINT("5.5") }): 덱이 바닥나면 { $meld_at_stock_end ->
        [true] 모두 먼저 등록할 수 있는 것을 등록하고
       *[other] 더 등록하지 않고 손패를 그대로 세고
    }, 손패 점수가 가장 적은 사람이 이겨요 (7은 { $seven_in_hand }점, 포카드는 0점).
rule-line-best-arrangement = 가장 좋은 등록 (규칙 { POINT("3") }, { POINT("6.1") }): 손에 남는 점수가 가장 적도록 등록해요. 남는 카드는 점수를 세는데, 7은 { $seven_in_hand }점이고 같은 숫자 네 장은 0점이에요.
rule-line-payment = 정산 (규칙 { POINT("6.2") }–{ POINT("6.4") }): 진 사람은 점수가 적은 사람부터 차례로 판돈 1배, 2배, 3배 …를 내요 (점수가 같은 사람들은 둘 중 많은 쪽을 내요). 두 배가 될 때마다 2를 곱해요. 스톱박이면 스톱한 사람이 진 사람 모두의 몫을 내고, 버린 카드로 완성된 퍼펙트면 그 카드를 버린 사람이 내요.
rule-line-doublings = 두 배 (규칙 { POINT("6.3") }): { $sevens_double ->
        [true] 진 사람 손에 남은 7 한 장마다 (7 네 장은 0점이지만 네 번 두 배가 돼요),{" "}
       *[other] {""}
    }차례가 있었지만 한 번도 등록하지 않은 진 사람, { $undercut_doubles ->
        [true] 퍼펙트, 스톱박이
       *[other] 퍼펙트가
    } 각각 내는 돈을 두 배로 하고, 모두 곱해요.
rule-line-who-pays = 누가 내나 (규칙 { POINT("6.4") }): 다른 플레이어가 버린 카드로 퍼펙트가 완성되면, 그 카드를 버린 사람이 자기 몫을 포함해 진 사람 모두의 몫을 내고 다른 진 사람은 내지 않아요.
rule-line-hoola-doubles = { $hoola_doubles ->
        [true] 훌라 배판 (규칙 { POINT("6.5") }): 이 규칙에서는 퍼펙트가 나오면 다음 판의 판돈이 두 배가 되고, 퍼펙트가 연달아 나오면 또 두 배가 돼요. 다른 방법으로 이기면 원래 판돈으로 돌아가요.
       *[other] 훌라 배판 (규칙 { POINT("6.5") }): 이 규칙에서는 쓰지 않아요. 앞 판이 어땠든 모든 판을 원래 판돈으로 해요.
    }
rule-line-six-seven = 여섯이나 일곱 명 (규칙 { POINT("7.6") }): 어쩔 수 없이 빠진 플레이어는 손에 든 7, 세 장 세트, 같은 무늬 런마다 보상을 받아요. 스스로 빠진 플레이어는 받지 않아요.
rule-line-claim = { $claim ->
        [battle] 배틀 훌라 (규칙 { POINT("7.1") }): 방금 버린 카드를 자기 손의 카드와 함께 새로 등록할 수 있는 플레이어는 "땡큐"라고 외치고 차례가 아니어도 가져갈 수 있어요. 먼저 손을 댄 사람이 가져가요. { -rule-line-claim-then }
        [tame] 차례순 땡큐 (규칙 { POINT("7.2") }): 방금 버린 카드를 자기 손의 카드와 함께 새로 등록할 수 있는 플레이어는 차례가 아니어도 가져갈 수 있어요. 여럿이 원하면 버린 사람 다음으로 차례가 먼저 오는 사람이 가져가요. { -rule-line-claim-then }
       *[other] 땡큐 (규칙 { POINT("7.1") }): 이 규칙에서는 차례가 아닐 때 가져갈 수 없어요. 방금 버린 카드는 다음 사람만 자기 차례에 가져갈 수 있고, 바로 새로 등록해야 해요 (규칙 { POINT("4.1") }).
    }
rule-line-jokers = 조커 (규칙 { POINT("7.9") }): 조커 { $jokers }장을 넣고 해요. 조커는 등록에서 어떤 카드든 대신할 수 있지만, 등록에는 진짜 카드가 한 장 이상 있어야 해요. 손에 남은 조커는 { rules-joker-in-hand }.
rule-line-deal = 카드 나누기 (규칙 { POINT("1.1") }, { POINT("1.2") }, { POINT("1.4") }): 두 명에서 다섯 명이 해요{ $six_seven_players ->
        [true] {" "}(여섯이나 일곱 명이면 한두 명이 빠져요)
       *[other] {""}
    }. 카드는 52장{ $jokers ->
        [0] {""}
       *[other] 에 조커 { $jokers }장
    }이에요. 한 사람에게 한 장씩 일곱 장을 나누고, 한 장을 뒤집어 버린 카드 더미를 시작하고, 나머지는 덱이 돼요.
rule-line-card-values = 카드 점수 (규칙 { POINT("2.1") }, { POINT("2.2") }, { POINT("2.4") }): A는 1점, 2부터 10까지는 숫자대로, { $picture_cards_ten ->
        [true] J, Q, K는 10점씩
       *[other] J 11점, Q 12점, K 13점
    }이고, 손에 남은 7은 { $seven_in_hand }점이에요.
rule-line-money-balances = 돈의 균형 (규칙 { POINT("6.6") }): 이긴 사람이 받는 돈은 진 사람들이 내는 돈을 합친 것과 정확히 같아요.
rule-line-undercut-penalty = 스톱박 벌칙 (규칙 { POINT("6.4") }, { POINT("7.11") }): 스톱박을 당한 사람은 상대마다 { $undercut_penalty ->
        [none] 미리 정한 판돈을
       *[other] 판돈 { $undercut_penalty }배를
    } 주고, 그 밖에는 돈이 오가지 않아요.
rule-line-knock-limits = 인원별 스톱 한도 (규칙 { POINT("5.2") }, { POINT("7.7") }): { $table ->
        [none] 인원과 상관없이 { $limit }점
       *[other] { $table }
    }. 플레이어는 지금 인원의 한도 이하일 때 스톱할 수 있어요.
rule-line-knock-limit-entry = { $players }명이면 { $limit }점
rule-line-presets = 프리셋 (규칙 { POINT("8.1") }–{ POINT("8.4") }): 프리셋 하나가 모든 설정을 한꺼번에 정해요. { JOSA($standard_named, "은/는") } 상세 규칙 페이지의 표준 게임이고, { $others_named } 프리셋은 저마다 출처가 정한 설정에서만 표준 게임과 달라요.
