## 코치와 판 돌아보기 (규칙 4-6): 닫힌 집합 `coach`, 돌아보기의 평가 (`coach-mark`).

coach-perfect-note = { $perfect_shown ->
        [true] {" "}{ $who }에게 퍼펙트를 안겨 줄 확률도 약 { $perfect_pc }%예요.
       *[false] {""}
    }

coach-seven-always-melds = { $card }: 7이라서 누구든 가져가서 혼자 등록할 수 있어요.{ coach-perfect-note }
coach-dead-card = { $card }: { $who }에게 등록이 되지 않아요. 필요한 카드가 이미 다 나왔어요.
coach-meld-chance = { $card }: { $who }에게 등록이 될 확률이 약 { $p_pc }%예요 (지금까지의 플레이에 맞는 배분 { $samples }가지, 95% 구간 { $low_pc }–{ $high_pc }%).{ coach-perfect-note }
coach-undercut-risk = { $points }점으로 스톱하면 약 { $p_pc }% 확률로 스톱박을 당해요 (지금까지의 플레이에 맞는 배분 { $samples }가지에서 센 값을 실제 판의 결과에 맞춰 보정, 95% 구간 { $low_pc }–{ $high_pc }%).
coach-best-arrangement = 가장 좋게 등록하면 손에 { $points }점이 남아요.

## 힌트: 귀띔, 규칙, 수.

coach-hint-nudge = { $open ->
        [true] 지금 할 수 있는 특별한 수가 있어요. 두기 전에 다시 살펴보세요.
       *[false] { $step ->
            [draw] 가져오기 전에 버린 카드 더미 맨 위의 카드({ $card })를 보세요. 내 카드와 맞나요?
            [claim] 방금 버려진 카드 { $card }: 내 카드와 함께 등록이 될까요?
           *[play] 버리기 전에 등록하거나 붙일 카드가 있나요? 그다음 어떤 카드를 버려야 가장 안전할지 생각해 보세요.
        }
    }{ $short ->
        [none] {""}
       *[other] {" "}{ JOSA($short, "은/는") } 카드가 { $left }장뿐이라 곧 판을 끝낼 수도 있어요.
    }
coach-hint-rule = 규칙: { $move ->
        [blast] 차례를 시작할 때 일곱 장의 합이 { $sopang_max }점 이하이거나 { $daepang_min }점 이상이면 빵으로 판을 멈춰요.
        [knock] 차례를 시작할 때 점수가 충분히 낮으면 스톱할 수 있어요. 하지만 점수가 같거나 더 낮은 사람이 있으면 스톱박이에요.
        [four-sevens] 7 네 장을 모두 손에 들면 그 자리에서 이겨요.
        [go-out] 한 장만 남기고 모두 등록한 뒤 마지막 카드를 버리면 훌라예요. 그 전에 등록한 적 없이 일곱 장을 한꺼번에 내면 퍼펙트예요.
        [take-discard] 버린 카드는 그 카드로 곧바로 새 등록을 할 수 있을 때만 가져오세요.
        [meld] 등록하면 낼 점수가 줄지만, 퍼펙트는 포기하게 돼요.
        [lay-off] 한 번 등록한 뒤에는 바닥의 어느 등록에나 카드를 붙일 수 있어요.
        [discard] 다음 사람이 등록할 수 없는 카드 가운데 가장 높은 따로 노는 카드를 버리세요.
        [draw-stock] 버린 카드로 등록이 안 되면 덱에서 가져오세요.
        [claim] 곧바로 등록할 수 있는 버린 카드는 내 차례가 아니어도 땡큐할 수 있어요.
        [pass] 그 등록이 차례 하나를 넘길 만큼 값질 때만 땡큐하세요.
        [stay-in] 여섯이나 일곱 명일 때는 손패가 좋으면 참여하세요.
        [drop-out] 여섯이나 일곱 명일 때는 손패가 나쁘면 쉬어도 돼요.
       *[wait] 내 차례를 기다리세요.
    }
coach-hint-move = { $move ->
        [none] 내 차례를 기다리세요.
       *[other] 코치라면 이렇게 둬요: { $action }{ $has_risk ->
            [true] {" "}(가져갈 수 있는 사람에게 등록이 될 확률 { $risk_pc }%)
           *[false] {""}
        }.
    }

## 돌아보기: 코치의 수가 더 나은 이유.

coach-review-knock-risky = 스톱박을 당할 확률이 약 { $p_pc }%인데 스톱했어요.
coach-review-missed-ending = { $ending ->
        [blast] 빵을
        [four-sevens] 세븐 포카드를
       *[go-out] 훌라를
    } 할 수 있었는데 그냥 계속했어요.
coach-review-missed-knock = { $points }점으로 스톱할 수 있었어요 (스톱박 위험 { $p_pc }%).
coach-review-fed-meld = 내가 버린 { $card }: { $who }에게 등록할 기회를 줬어요 (약 { $p_pc }% 확률{ $safer ->
        [none] {""}
       *[other] , { $safer } 쪽이 더 안전했어요
    }).
coach-review-kept-high = 버린 카드 { $card }, 남긴 카드 { $kept }: 더 높은 따로 노는 카드를 손에 남겼어요.
coach-review-took-stock = 덱에서 가져왔지만, 버린 카드 { $card } 쪽을 가져왔으면 등록이 됐어요.
coach-review-expected = 가려진 카드를 { $deals }가지로 나눠 끝까지 두어 보면, 코치의 수는 평균 판돈 { $better_signed }배, 내 수는 { $played_signed }배예요.
coach-review-same = 코치도 같은 수를 둬요 (평균 약 판돈 { $value_signed }배).
coach-review-summary = { $decisions ->
        [0] 이번 판에는 고를 일이 없었어요.
       *[other] { $differ ->
            [0] 코치도 { $decisions }번의 선택을 모두 똑같이 했을 거예요.
           *[other] 선택 { $decisions }번 가운데 코치라면 { $differ }번을 다르게 뒀을 거예요{ $marks ->
                [none] . 손해가 큰 실수는 없었어요
               *[other] {" "}({ $marks })
            }. 코치의 수와 비교하면 한 번에 평균 판돈 약 { $loss_text }배를 잃었어요.
        }
    }
coach-summary-mark = { $mark ->
        [serious] 큰 실수
        [clear] 분명한 실수
        [small] 작은 실수
       *[good] 거의 같은 수
    } { $count }번

## 돌아보기의 평가.

coach-mark-best = 최선
coach-mark-good = 좋음
coach-mark-small = 작은 실수
coach-mark-clear = 분명한 실수
coach-mark-serious = 큰 실수
