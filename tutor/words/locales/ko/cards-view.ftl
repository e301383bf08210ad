## 화면에 그린 카드: 화면 낭독기가 읽는 이름 (tutor/app/cards_view.py).

cards-view-card-name = { $rank ->
    [0] 조커
   *[other] { card-suit } { $rank ->
        [1] A
        [11] J
        [12] Q
        [13] K
       *[other] { $rank }
    }
}
cards-view-no-cards = 카드 없음
