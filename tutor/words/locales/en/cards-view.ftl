## Cards drawn on a page: the names a screen reader speaks (tutor/app/cards_view.py).

# $rank 0 (joker) or 1–13, $suit c, d, h or s
cards-view-card-name = { $rank ->
    [0] joker
   *[other] { $rank ->
        [1] ace
        [11] jack
        [12] queen
        [13] king
       *[other] { $rank }
    } of { card-suit }
}
cards-view-no-cards = no cards
