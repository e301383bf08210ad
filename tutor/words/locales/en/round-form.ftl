## The round form of the payout checker and the game ledger: how one round ended.

round-form-count = Players at the table
round-form-count-help = 2 to 5 players{ $most ->
        [5] .
       *[other] , up to 7 with the six-or-seven-player variant.
    }
round-form-quick = Quick entry: each player's count instead of their cards
round-form-quick-help = At the table: points and sevens as each player counted them, in a few taps.
round-form-save = Save round
round-form-complete-first = Complete the form first.

## One player's block.

# A player with no name typed yet.
round-form-player = Player { $number }
round-form-name-label = Player { $number } (seating order, clockwise)
round-form-name-placeholder = Name of player { $number }
round-form-status-label = Status
round-form-status = { $status ->
        [chose] chose to drop out
        [forced] forced to drop out
       *[plays] plays the round
    }
round-form-status-help = With six or seven at the table, one or two drop out after the deal.
round-form-by-cards = Count it for me (enter the cards)
round-form-by-cards-help = Type or tap this player's cards and the points fill in.
round-form-turn = Had a turn
round-form-turn-help = Had played at least one turn.
round-form-melded = Had melded
round-form-melded-option = { $melded ->
        [true] Melded
       *[other] Never melded
    }
round-form-melded-help = Had laid a meld from hand before the round ended. A loser who had a turn and never melded pays double (rule { POINT("6.3") }).
round-form-points = Points in hand
round-form-points-placeholder = points
round-form-points-help = The points left in hand, counted as these rules count them{ $stock_melds ->
        [true] {" "}(after laying melds at the end of the stock).
       *[other] .
    }
round-form-sevens = Sevens held
round-form-jokers = Jokers held
round-form-hand = Cards still in hand{ $out ->
        [true] {" "}(back into the stock)
       *[other] {""}
    }
round-form-hand-placeholder = e.g. 2c 9d Kh (empty if the player went out)
round-form-hand-help = Ranks A 2–10 J Q K, suits c d h s: '10h', 'Qs'. Jokers: 'JK'.
round-form-tap = Tap the cards
round-form-tap-label = Tap each card in the hand

## The round's fields.

round-form-nobody = nobody: the last card came from the stock
round-form-dealer = Dealer
round-form-dealer-is = Dealer: { $dealer }
round-form-ending = How the round ended
round-form-ending-placeholder = Choose the ending
round-form-winner = Winner
round-form-winner-placeholder = Who won?
round-form-perfect = Perfect (Hoola): all seven cards laid in one turn, no meld laid before
round-form-fed = Completed with whose discard?
round-form-fed-help = A Perfect made with another player's discard: that player pays every loser's payment.
round-form-knocker = Who knocked
round-form-knocker-placeholder = Who knocked?
round-form-who = { $field ->
        [winner] Who won
       *[knocker] Who knocked
    }

## What is still missing, and what to fix.

# $what: name (with $number), ending, winner, knocker, points/hand/melded (with $name).
round-form-missing = { $what ->
        [name] a name for player { $number }
        [ending] how the round ended
        [winner] the winner
        [knocker] who knocked
        [points] { $name }'s points
        [hand] { $name }'s hand
       *[melded] whether { $name } had melded
    }
round-form-still-missing = Still to fill in: { $missing }.
round-form-fix-hands = Fix what is marked above to go on.
round-form-fix-player = Fix what is marked at { $name } to go on.
