## 판이 끝나는 방법 (규칙 5): 끝내기 이름, 판정 제목, 판정의 숫자 이름, 닫힌 집합 `ending`.

ending-title = { $ending ->
    [blast] 빵
    [knock] 스톱
    [going-out] 훌라
    [four-sevens] 세븐 포카드
   *[stock] 덱이 바닥남
}

verdict-sopang = 소빵
verdict-daepang = 대빵
verdict-no-blast = 빵 아님
verdict-knock = 스톱
verdict-no-knock = 스톱 불가
verdict-four-sevens = 세븐 포카드
verdict-no-four-sevens = 세븐 포카드 아님
verdict-going-out = 훌라
verdict-perfect = 퍼펙트 (훌라)
verdict-cannot-go-out = 훌라 불가
verdict-going-out-possible = 훌라 가능
verdict-perfect-possible = 퍼펙트 (훌라) 가능
verdict-cannot-go-out-yet = 아직 훌라 불가

verdict-number-total = 손패 합계
verdict-number-sopang_max = 소빵 상한
verdict-number-daepang_min = 대빵 하한
verdict-number-points = 손패 점수
verdict-number-limit = 스톱 한도
verdict-number-sevens = 가진 7
verdict-number-cards = 손패 장수
verdict-number-draws = 훌라가 되는 카드

knock-needs = { $needs ->
    [other-melded] 다른 플레이어가 적어도 한 명 등록했어야 해요
    [knocker-and-other] 스톱하는 사람과 다른 플레이어 적어도 한 명이 등록했어야 해요
   *[none] 아무도 등록하지 않았어도 돼요
}

ending-blast-not-played = 그림 카드를 10점으로 세는 이 규칙에서는 빵이 없어요.
ending-blast-after-meld = 빵은 아직 등록하지 않은 플레이어만 할 수 있어요.
ending-blast-hand-size = 빵을 하려면 손에 카드가 일곱 장 있어야 해요. 지금은 { $size }장이에요.
ending-sopang = { $total }점은 { $sopang_max }점 이하라서 소빵이에요. 멈추고 이길 수 있어요.
ending-daepang-pictures = 일곱 장이 모두 J, Q, K예요. 이 규칙에서는 대빵이에요.
ending-daepang-pictures-needed = { $total }점은 { $sopang_max }점보다 많고, 그림 카드를 10점으로 세는 규칙에서 대빵은 J, Q, K 일곱 장이어야 해요.
ending-daepang = { $total }점은 { $daepang_min }점 이상이라서 대빵이에요. 멈추고 이길 수 있어요.
ending-blast-between = { $total }점은 { $sopang_max }점보다 많고 { $daepang_min }점보다 적어요. 소빵도 대빵도 아니에요.
ending-within-knock-limit = { $points }점은 { $players }명일 때의 스톱 한도 { $limit }점 안에 들어요.
ending-over-knock-limit = { $points }점은 { $players }명일 때의 스톱 한도 { $limit }점을 넘어요.
ending-melding-met = 등록 조건을 채웠어요: { knock-needs }.
ending-melding-not-met = 등록 조건을 못 채웠어요: { knock-needs }.
ending-knock-undercut-warning = 스톱한 사람은 점수가 가장 적을 때만 이겨요. 점수가 같거나 더 적은 사람이 있으면 스톱박이에요.
ending-four-sevens = { $cards }: 손에 7이 네 장 모두 있어요. 큰 행운이에요.
ending-not-four-sevens = { $sevens ->
        [0] 손에 7이 한 장도 없어요.
       *[other] 손에 7이 { $sevens }장뿐이에요.
    } 네 장이 모두 있어야 해요.
ending-cannot-go-out = { $cards }: { $discard ->
        [true] 한 장만 남기고 모두
       *[other] 모두, 또는 한 장만 남기고 모두
    } 등록하는 방법이 없어요.
ending-go-out-lay = { $parts }{ $discard ->
        [none] .
       *[other] , 그리고 { $discard } 버리기.
    }
ending-part-lay = { $melds } 등록
ending-part-lay-off = { $added } 카드를 { $meld } 등록에 붙이기
ending-lay-off-needs-meld = { $cards }: 바닥에 있는 등록에 붙일 수 있지만, 붙이기는 자기 손에서 먼저 등록한 뒤에만 할 수 있어요. 이 손패에는 등록할 것이 없어요.
ending-perfect = 전에 등록한 것이 없는데 이번 차례에 손패를 모두 내려놓아요. 퍼펙트 (훌라)라서 진 사람이 내는 돈이 모두 두 배가 돼요.
ending-not-perfect-turns = 퍼펙트가 아니에요. 이 규칙에서는 다른 플레이어에게 모두 한 번씩 차례가 돌아간 뒤에만 퍼펙트로 쳐요.
ending-winning-draws = { $draws ->
        [1] { $first } 카드를 가져오면 이번 차례에 훌라할 수 있어요.
       *[other] 이 { $draws }장 가운데 하나를 가져오면 이번 차례에 훌라할 수 있어요: { $shown }.
    }
ending-draw-perfect = 전에 등록한 것 없이 훌라하면 퍼펙트 (훌라)예요.
ending-draw-ordinary = 보통 훌라가 돼요.
ending-no-winning-draw = 어떤 카드를 한 장 가져와도 이번 차례에 훌라할 수 없어요.
ending-not-perfect-layoff = 퍼펙트가 아니에요. 손패 일부를 바닥에 있는 등록에 붙였어요. 퍼펙트는 붙이기 없이 일곱 장을 한 번에 모두 새로 등록하는 거예요.
