## Input widgets shared by pages (tutor/app/widgets.py).

widgets-pick-cards = Pick cards
# a row of the card picker: the suit's name, capitalised
widgets-suit-row = { $suit ->
    [c] Clubs
    [d] Diamonds
    [h] Hearts
   *[s] Spades
}
widgets-jokers = Jokers
widgets-cards-placeholder = e.g. 7h 8h 9h
