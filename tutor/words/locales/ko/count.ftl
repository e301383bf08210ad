## 손패 점수 세기 (규칙 2, 6.1, 5.1): 닫힌 집합 `count`.

count-no-cards-left = 손에 남은 카드가 없어요: 0점.
count-counted = { $cards }: { $sum } = { $total }점.
count-quad-not-counted = 손에 든 { card-ranks } 네 장은 세지 않아요 (포카드는 0점).
count-seven-counts-14 = 이 규칙에서는 손에 남은 7이 한 장에 14점이에요.
count-pictures-count-10 = J, Q, K는 이 규칙에서 한 장에 10점이에요.
count-jokers-multiply = 손에 조커 { $jokers }장: { $rest } × { $factor }{ $fixed ->
        [0] {""}
       *[other] {" "}+ { $fixed }
    } = { $total }점.
count-jokers-fixed = 손에 남은 조커는 한 장에 { $each }점으로만 세요. 다른 효과는 없어요.
count-total = 손패 점수: { $total }점.
count-blast-total = { $cards }: { $sum } = { $total }점.
count-blast-counts-all = 빵을 셀 때는 모든 카드를 세요. 7은 7점, 포카드도 그대로 더해요.
count-blast-joker-fixed = 이 합계에서 조커는 배수 없이 정해진 점수로만 세요.
