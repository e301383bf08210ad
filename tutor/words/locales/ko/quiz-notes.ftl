## 퀴즈: 설명 속 퀴즈 자신의 문장 (집합 `quiz`의 note-* 코드), 엔진의 이유 옆에 와요.

quiz-meld-kind = { $kind ->
        [set] 세트
        [run] 런
       *[seven] 7 단독
    }
quiz-stakes = 판돈 { $stakes }배
quiz-points = { $points }점

quiz-note-deal-count = 카드 한 벌은 { $deck }장이에요{ $jokers ->
        [0] {""}
       *[other] {" "}(조커 { $jokers }장 포함)
    }. { $players }명이 일곱 장씩 받고 ({ $dealt }장), 한 장을 뒤집어 놓으니 덱에는 { $stock }장이 남아요.
quiz-note-first-card = { quiz-direction }으로 진행하고, 선인 { JOSA($dealer, "이/가") } 다음 사람부터 한 장씩 나눠 줘요: { $first }.
quiz-note-table-size = { $players }명: { $six_seven ->
        [true] 두 명부터 다섯 명까지 게임을 하고, 여섯이나 일곱 명이 앉으면 판마다 한두 명이 빠져요
       *[other] 두 명부터 다섯 명까지 할 수 있어요
    }. 그래서 이 규칙에서는 최대 { $most }명이 앉을 수 있어요.
quiz-note-balance = 진 사람들이 내는 돈: { $paid_list }. 모두 판돈 { $collected }배로, { JOSA($winner, "이/가") } 받는 돈과 꼭 같아요.
quiz-paid = { $name } { quiz-stakes }
quiz-note-penalty-total = { JOSA($knocker, "은/는") } { $opponents ->
        [one] 상대에게
       *[other] 상대 { $opponents }명에게 각각
    } 판돈 { $penalty }배를 내요: 모두 판돈 { $total }배예요.
quiz-note-knock-limit-at = { $players }명일 때 한도는 { $limit }점이에요. 손패는 { $points }점이라 { $allowed ->
        [true] 한도 안이에요.
       *[other] 한도를 넘어요.
    }
quiz-note-dropout-turn = 선 다음 사람들 가운데 { $playing }명이 참여하기로 했고 { $out }명이 빠졌어요. 이번 판에는 { $most_out }명이 빠져야 해요: { JOSA($name, "은/는") } { $verdict ->
        [play] 꼭 참여해야 해요. 이미 빠질 사람이 다 빠졌거든요
        [out] 빠져야 해요. 선 말고 네 명이 이미 참여하기로 했거든요
       *[choose] 참여할지 빠질지 고를 수 있어요
    }.
quiz-note-compensation-items = { $name }의 손패에는 돈을 받을 항목이 { $items }개 있어요 (7 한 장, 세 장짜리 세트, 같은 무늬 런. 한 카드는 한 번만). 항목마다 판돈 { $each }배씩, 모두 판돈 { $total }배예요.
quiz-note-ace-rule = 지금 규칙에서 { $ace ->
        [wrap] A는 낮게 (A-2-3), 높게 (Q-K-A), 또는 K-A-2처럼 돌아가게 쓸 수 있어요
        [high-or-low] A는 낮게 (A-2-3) 또는 높게 (Q-K-A) 쓸 수 있지만 K-A-2처럼 돌아가게는 못 써요
       *[low] A는 언제나 낮게만 써요 (A-2-3만)
    }.
quiz-note-blast-seven = 판이 끝나고 손패를 셀 때 7은 { $seven }점이지만, 빵을 셀 때는 늘 7점이에요 (규칙 { POINT($point) }).
quiz-note-blast-quad = 여기서는 포카드도 그대로 더해요. 정산에서는 0점이지만요 (규칙 { POINT($point) }).
quiz-note-claimed-in-order = { $then } 순서로 { $card } 카드를 땡큐했어요.
quiz-note-first-hand-takes = { $first }의 손이 먼저 닿았으니 { JOSA($taker, "이/가") } { $card } 카드를 가져가요.
quiz-note-first-turn-takes = { $discarder }부터 { quiz-direction }으로 세면: { $arrows }. 땡큐한 사람 가운데 { $taker }의 차례가 가장 먼저 오니 { JOSA($taker, "이/가") } { $card } 카드를 가져가요.
quiz-note-claimer-plays-on = { JOSA($taker, "은/는") } 그 카드로 바로 새로 등록하고, 더 등록하거나 붙일 수 있고, 카드를 버린 뒤 { $next }부터 다시 진행해요.
quiz-note-no-claim-allowed = { JOSA($player, "이/가") } 무엇을 들었든 여기서는 땡큐를 할 수 없어요. { $card } 카드는 다음 차례인 { $next }만 가져갈 수 있어요.
quiz-note-claim-makes-meld = { $card } 카드는 { $player }의 손패와 함께 새 { quiz-meld-kind } { $meld } 조합이 돼요. 그래서 { JOSA($player, "은/는") } 땡큐할 수 있고, 그 조합을 바로 등록해야 해요.
quiz-note-claim-no-meld = { $card } 카드는 { $player }의 손패 어떤 카드와도 새 조합을 만들지 못해요. 그래서 { JOSA($player, "은/는") } 땡큐할 수 없어요.
quiz-note-turn-skipped = { JOSA($claimer, "이/가") } { $card } 카드를 땡큐해서 한 차례를 다 했어요. { $skipped }의 차례는 건너뛰어요.
quiz-note-play-order = { $dealer ->
        [true] 선인 { $start }
       *[other] { $start }
    }부터 { quiz-direction }으로 진행해요: { $arrows }.
quiz-note-plays-next = 그래서 다음 차례는 { JOSA($player, "이에요/예요") }.
quiz-note-comes-after = 그래서 { $current } 다음은 { JOSA($next, "이에요/예요") }.
quiz-note-seats = 자리 (시계 방향): { $arrows } → 다시 { $first }.
quiz-note-winner-deals = 지난 판은 { JOSA($winner, "이/가") } 이겼으니 다음 선은 { JOSA($dealer, "이에요/예요") }.
quiz-note-take-makes-meld = { $card } 카드는 손패와 함께 새 { quiz-meld-kind } { $meld } 조합이 되고 바로 등록돼요. 그러니 가져올 수 있어요.
quiz-note-take-no-meld = { $card } 카드는 이 손패의 어떤 카드와도 새 조합을 만들지 못해요. { JOSA($player, "은/는") } 대신 덱에서 가져와야 해요.
quiz-note-lay-off-open = { $open ->
        [true] { JOSA($player, "은/는") } 손패로 새로 등록했으니 붙일 수 있어요.
       *[other] { JOSA($player, "은/는") } 이번 차례에도 그 전에도 손패로 등록한 적이 없어서 붙일 수 없어요.
    }
quiz-note-lay-off-meld = { $meld }에 { $card } 카드를 붙이면: { $valid ->
        [true] 그대로 등록 조합이에요.
       *[other] 더 이상 등록 조합이 아니에요.
    }
quiz-note-no-doubling = { $name }에게는 두 배가 붙지 않아요.
quiz-note-sevens-no-double = 이 규칙에서는 손에 든 7로 정산이 두 배가 되지 않아요.
quiz-note-sevens-went-down = { $name }의 7은 마지막에 등록 조합으로 내려갔어요. 그래서 정산을 두 배로 만들 7이 손에 남지 않았어요.
quiz-note-no-seven-left = { $name }의 손에는 7이 남지 않았어요.
quiz-note-never-had-turn = { JOSA($name, "은/는") } 차례가 한 번도 오지 않았으니 등록하지 않아도 손해가 없어요.
quiz-note-melded-in-play = { JOSA($name, "은/는") } 게임 중에 등록했어요.
quiz-note-showdown-melds-count = 이 규칙에서는 마지막에 내려놓은 { $name }의 등록도 등록한 것으로 쳐요.
quiz-note-not-perfect = 이번 판은 퍼펙트로 끝나지 않았어요.
quiz-note-undercut-no-double = 이 규칙에서는 스톱박이 정산을 두 배로 만들지 않아요.
quiz-note-no-undercut = 스톱박은 없었어요.
quiz-note-round-multiplier = { $number }판은 ×{ JOSA($multiplier, "으로/로") } 했어요.
quiz-note-next-multiplier = 다음 판은 ×{ JOSA($multiplier, "으로/로") } 해요.
quiz-ending-name = { $ending ->
        [blast] 빵
        [knock] 스톱
        [going-out] 훌라
        [four-sevens] 세븐 포카드
       *[stock] 덱이 바닥남
    }
quiz-verdict-name = { $verdict ->
        [sopang] 소빵
        [daepang] 대빵
        [no-blast] 빵 아님
        [knock] 스톱
        [no-knock] 스톱 불가
        [four-sevens] 세븐 포카드
        [no-four-sevens] 세븐 포카드 아님
        [going-out] 훌라
        [perfect] 퍼펙트 (훌라)
        [cannot-go-out] 훌라 불가
        [going-out-possible] 훌라 가능
        [perfect-possible] 퍼펙트 (훌라) 가능
       *[cannot-go-out-yet] 아직 훌라 불가
    }
quiz-note-ending-verdict = { quiz-ending-name } (규칙 { POINT($point) }), { $allowed ->
        [true] 가능
       *[other] 불가
    }: { quiz-verdict-name }.
quiz-note-no-going-out = 훌라 (규칙 { POINT($point) }), 불가: { JOSA($player, "이/가") } 어떤 카드를 가져와도 이번 차례에 손패를 모두 내려놓을 수 없어요.
quiz-note-needs-last-discard = { $card } 카드를 가져오면 모든 카드를 등록할 수 있지만, 이 규칙은 마지막에 한 장을 버려야 하고 (규칙 { POINT($point) }), 무엇을 버려도 남은 카드는 등록이 안 돼요.
quiz-note-going-out-open = 훌라 (규칙 { POINT($point) }), 가능: { quiz-verdict-name }. { $count ->
        [one] { $first } 카드를 가져오면 돼요:
       *[other] { $count }장 가운데 아무거나 한 장을 가져오면 돼요: { $shown }{ $more ->
            [true] {" "}…
           *[other] {""}
        }. 예를 들어 { $first } 카드로는:
    }
quiz-note-hand-count = { $name }: { $points }점{ $laid_count ->
        [0] {""}
       *[other] {" "}(마지막에 { $laid } 등록)
    }.
quiz-note-melded-not-perfect = { JOSA($player, "은/는") } 전에 등록한 적이 있어서 이건 퍼펙트가 아니에요.
