## 손패를 가장 잘 등록하는 법 (규칙 3, 6.1): 닫힌 집합 `arrangement`.

arrangement-lay-meld = { $kind ->
        [set] 세트
        [run] 런
       *[seven] 7 단독
    } 등록: { $cards }.
arrangement-no-meld = 이 카드로는 등록할 수 있는 게 없어요.
arrangement-left-in-hand = 손에 남는 카드: { $cards }.
arrangement-all-melded = 모든 카드를 등록해요. 남는 점수는 0점이에요.
arrangement-fewest-points = 이 카드를 달리 등록해도 이보다 적은 점수가 남지 않아요.
arrangement-equally-good = 이렇게 해도 똑같이 좋아요: 대신 { $melds } 카드로 등록하면 마찬가지로 { $points }점이 남아요.
arrangement-choice-best = { $points }점이 남아요. 이보다 적게 남기는 방법은 없어요. 잘했어요!
arrangement-choice-not-best = 손에 { $points }점이 남아요. 맞게 등록했지만 더 적은 점수를 남기는 방법이 있어요. 다시 해 보거나 답을 보세요.
arrangement-choice-cannot-meld = 등록하려는 카드를 모두 등록할 수는 없어요. 엔진이 찾은 가장 좋은 방법으로도 남는 카드가 있어요: { $cards }.
arrangement-choice-not-a-meld = { $cards }: 이 카드로는 등록할 수 없어요. 세트, 런, 7만 등록할 수 있어요.
arrangement-choice-card-twice = { $cards }: 두 번 등록했어요. 카드 한 장은 한 번만 등록할 수 있어요.
arrangement-choice-not-in-hand = { $cards }: 이 손패에 없는 카드예요.
