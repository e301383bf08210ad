## Cards: suits and ranks named in a sentence (rule book 1.1).
## $rank is the rank's number (1 Ace … 13 King, 0 a joker); $suit is c, d, h or s.

card-suit = { $suit ->
    [c] clubs
    [d] diamonds
    [h] hearts
   *[s] spades
}
card-rank = { $rank ->
    [0] Joker
    [1] Ace
    [11] Jack
    [12] Queen
    [13] King
   *[other] { $rank }
}
# A rank in the plural ("Fours", "sevens" are written as the rank's name with an s).
card-ranks = { $rank ->
    [0] Jokers
    [1] Aces
    [11] Jacks
    [12] Queens
    [13] Kings
   *[other] { $rank }s
}
