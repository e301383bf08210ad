## 여러 페이지가 함께 쓰는 입력 위젯 (tutor/app/widgets.py).

widgets-pick-cards = 카드 고르기
widgets-suit-row = { $suit ->
    [c] 클로버
    [d] 다이아
    [h] 하트
   *[s] 스페이드
}
widgets-jokers = 조커
widgets-cards-placeholder = 예: 7h 8h 9h
