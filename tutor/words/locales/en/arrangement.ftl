## How a hand is best arranged (rule book 3, 6.1): the closed set `arrangement`.

arrangement-lay-meld = Lay the { $kind ->
        [set] set
        [run] run
       *[seven] lone seven
    } { $cards }.
arrangement-no-meld = No meld can be laid from these cards.
arrangement-left-in-hand = Left in hand: { $cards }.
arrangement-all-melded = Every card is melded: 0 points left.
arrangement-fewest-points = No other way of melding these cards leaves fewer points.
# $melds the other arrangement's melds, listed
arrangement-equally-good = Just as good: lay { $melds } instead; that leaves { $points } { $points ->
        [one] point
       *[other] points
    } too.
arrangement-choice-best = { $points } points left: no arrangement leaves fewer. Well done.
arrangement-choice-not-best = { $points } points left in hand: a valid arrangement, but another one leaves fewer points. Try again, or show the answer.
arrangement-choice-cannot-meld = The cards you would meld cannot all be laid as melds: the best the engine finds for them still leaves { $cards } over.
arrangement-choice-not-a-meld = { $cards } is not a meld: lay only sets, runs and sevens.
arrangement-choice-card-twice = { $cards } is laid in two melds: one card goes into one meld at most.
arrangement-choice-not-in-hand = { $cards }: not in this hand.
