## 등록 (규칙 3): 닫힌 집합 `meld`, 등록의 종류, 등록 검사의 한 줄 결과.

meld-kind = { $kind ->
        [set] 세트
        [run] 런
       *[seven] 7 단독
    }
meld-headline = { $kind ->
    [none] 등록할 수 없어요.
   *[other] 등록할 수 있어요: { $kind ->
        [set] 세트
        [run] 런
       *[seven] 7 단독
    }예요.
}

meld-no-cards = 고른 카드가 없어요. 등록하려면 카드가 한 장 이상 있어야 해요.
meld-jokers-not-in-play = 이 규칙에서는 조커를 쓰지 않아요.
meld-too-many-jokers = 조커는 { $allowed }장까지만 쓰는데 { $chosen }장을 골랐어요.
meld-joker-only = 조커는 다른 카드를 대신할 뿐이에요. 등록에는 진짜 카드가 한 장 이상 있어야 해요.
meld-mixed = { $cards }: 세트도 런도 아니에요. 세트는 숫자가 모두 같아야 하는데 { $first }, { $a }의 숫자가 다르고, 런은 무늬가 모두 같아야 하는데 { $first }의 무늬는 { $first_suit ->
        [c] 클로버
        [d] 다이아
        [h] 하트
       *[s] 스페이드
    }, { $b }의 무늬는 { $b_suit ->
        [c] 클로버
        [d] 다이아
        [h] 하트
       *[s] 스페이드
    }예요.
meld-set-too-long = { $cards }: { $size }장이에요. 세트는 네 장까지예요.
meld-single-seven = { $cards }: 7 단독이에요. 7은 혼자서도 등록할 수 있는, 그 자체로 한 종류의 등록이에요.
meld-sevens-set = { $cards }: 7 두 장 이상은 세트가 돼요.
meld-single-not-seven = { $cards }: 한 장만으로는 등록할 수 없어요. 한 장으로 등록할 수 있는 카드는 7뿐이에요.
meld-set-too-short = { $cards }: { $size }장뿐이에요. 세트는 { $rank ->
        [0] 조커
        [1] A
        [11] J
        [12] Q
        [13] K
       *[other] { $rank }
    } 세 장이나 네 장이 있어야 해요 (두 장이나 한 장으로 등록할 수 있는 건 7뿐이에요).
meld-set = { $cards }: { $rank ->
        [0] 조커
        [1] A
        [11] J
        [12] Q
        [13] K
       *[other] { $rank }
    } { $size }장은 세트예요.
meld-short-run-with-seven = { $cards }: 7이 든 런은 두 장이면 돼요.
meld-run = { $cards }: { $suit ->
        [c] 클로버
        [d] 다이아
        [h] 하트
       *[s] 스페이드
    } { $size }장이 이어지면 런이에요.
meld-joker-stands-for = 조커가 대신하는 카드: { $stands }.
meld-run-too-long = { $cards }: { $size }장이에요. 런은 13장까지예요 (숫자마다 한 장씩).
meld-ace-low-only = { $cards }: A를 높게 쓰거나 K-A-2처럼 돌아가야 하는데, 이 규칙에서 A는 낮게만 (A-2-3) 쓸 수 있어요.
meld-no-round-the-corner = { $cards }: K-A-2처럼 돌아가는데, 이 규칙에서는 안 돼요. A는 높게도 낮게도 쓸 수 있지만 둘 다는 안 돼요.
meld-run-gap = { $a }, { $b }: 이어지지 않아요. 이 런을 이으려면 { $needs }{ $also_count ->
        [0] {""}
       *[other] , 그리고 { $also }
    } 카드가 있어야 해요.
meld-run-gap-jokers = { $a }, { $b }: 이어지지 않아요. 이 런을 이으려면 { $needs } 카드가 있어야 하는데, 빈자리 { $missing }곳을 채울 조커가 모자라요.
meld-run-too-short = { $cards }: 두 장뿐이에요. 런은 세 장이 있어야 해요. 단, 7이 들어 있으면 두 장이면 돼요 (같은 무늬의 6-7이나 7-8).
