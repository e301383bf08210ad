## 카드: 무늬와 숫자 이름 (규칙 1.1). $rank는 1(A)…13(K), 0은 조커; $suit는 c, d, h, s.

card-suit = { $suit ->
    [c] 클로버
    [d] 다이아
    [h] 하트
   *[s] 스페이드
}
card-rank = { $rank ->
    [0] 조커
    [1] A
    [11] J
    [12] Q
    [13] K
   *[other] { $rank }
}
card-ranks = { card-rank }
