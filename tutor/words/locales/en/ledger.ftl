## The game ledger and the payout checker: their messages (closed set `ledger-message`),
## the winner line, the deal and stakes of the next round, and the ledger's errors.
## Names may arrive marked up (**Ann**); "You" is the learner at the practice table.

# A number of stakes with its word.
ledger-stakes = { $stakes ->
    [one] { $stakes } stake
   *[other] { $stakes } stakes
}

## ledger-message: what the pages say after an action.

ledger-message-game-started = Game started. { $dealer ->
        [You] You deal
       *[other] { $dealer } deals
    } first{ $seed ->
        [none] {""}
       *[other] {" "}(drawn with seed { NUMBER($seed, useGrouping: 0) })
    }.
ledger-message-game-imported = Imported { $name } ({ $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }).
ledger-message-game-deleted = Deleted { $name }.
ledger-message-game-broken = This game cannot be worked out: { $error }. Undo the last round, or edit the round named.
ledger-message-stake-missing = Give the value of one stake first.
ledger-message-round-saved = Round { $number } saved: { $winner ->
        [You] You win
       *[other] { $winner } wins
    }.
ledger-message-round-changed = Round { $number } changed; everything after it was recomputed.
ledger-message-player-renamed = Renamed { $old } to { $new } in the seating and every round.
ledger-message-round-removed = Round { $number } removed.
# $preset the preset now in force ("none" when the rules did not change), $changed the
# switches changed from it (joined), $changes how many.
ledger-rules-note = { $preset ->
        [none] {""}
       *[other] {" "}Its rules are now in force: { $preset }{ $changes ->
            [0] .
           *[other] {" "}with { $changed } changed.
        }
    }
ledger-message-example-loaded = Loaded the example “{ $title }”.{ ledger-rules-note } Press { $button } to settle it.
ledger-message-record-loaded = Loaded the record from { $file }.{ ledger-rules-note } Press { $button } to settle it.
ledger-message-record-refused = { $file } was not loaded: { $error }. The form keeps what it had.
ledger-message-nothing-paid = Nothing is paid.
ledger-message-transfers = { $count ->
        [one] { $count } transfer
       *[other] { $count } transfers
    }: the fewest that settle every balance.
ledger-message-delete-game = Delete { $name }{ $rounds ->
        [0] {""}
        [one] {" "}and its { $rounds } round
       *[other] {" "}and its { $rounds } rounds
    }? This cannot be undone (export it first to keep a copy).
ledger-message-round-refused = This round cannot be settled as entered: { $error }
ledger-message-payment = { $payer } pays { $payee } { $amount } { $stakes ->
        [one] stake
       *[other] stakes
    } = { $money }
ledger-message-games-unavailable = Saved games are not available:{" "}
ledger-message-endings-ask-hand = Type, pick or deal a hand to see which endings are open.
ledger-message-just-as-good = **Just as good**: these leave { $points ->
        [one] { $points } point
       *[other] { $points } points
    } too.
ledger-message-rules-changed = Rules changed to { $rules }: the round was settled again under them.
ledger-message-rules-changed-unsettled = Rules changed to { $rules }: the round below was settled under { $old }. Press { $button } to settle what the form holds under the new rules.
ledger-message-settled-under = Settled under { $rules }.

## The next round of a game night.

deal-why-first-dealer = the first dealer
deal-why-won-last = won round { $last }
# $direction is the rules' direction of play: clockwise or counterclockwise.
ledger-direction = { $direction ->
        [clockwise] clockwise
       *[other] counterclockwise
    }
ledger-deal-line = { $dealer ->
        [You] You deal
       *[other] { $dealer } deals
    } ({ $why }) and plays first. Turn order ({ ledger-direction }): { $order }.
ledger-dropout-line = After the deal { $count } must drop out so that five play. The dealer plays; { $deciders } decide in turn ({ $rule }).
stakes-note-doubling-off = {" "}(Hoola doubles is off: every round is played for one stake)
stakes-note-after-perfect = {" "}after a Perfect ({ $rule })
stakes-note-may-double = {" "}(a Perfect would double the next round's stakes)
ledger-stakes-line = Stakes this round: { $multiplier }{ $note }.

## The ledger's refusals (closed set `ledger-error`): nothing was changed.

ledger-field = { $field ->
        [game-name] the game's name
        [currency] the currency label
       *[player-name] a player's name
    }
ledger-error-nobody-to-draw = there is nobody to draw the first dealer from
ledger-error-label-too-long = { ledger-field } { $value } is { $length } characters long, over the limit of { $limit }: shorten it
ledger-error-seed-range = the seed { NUMBER($seed, useGrouping: 0) } is out of range: use a whole number from 0 to { NUMBER($most, useGrouping: 0) }
ledger-error-label-control = { ledger-field } { $value } contains control characters
ledger-error-game-id = a game id is 12 hex digits, not { $value }
ledger-error-game-name-blank = the game needs a name
ledger-error-stake-not-positive = { $value }: a stake must be worth more than 0
ledger-error-stake-too-large = a stake of { $value } is more than this ledger handles ({ $most })
ledger-error-stake-decimals = a stake of { $value } has more than { $places } decimal places
ledger-error-first-dealer-not-player = the first dealer { $name } is not one of the players
ledger-error-first-dealer-not-drawn = the first dealer { $name } is not the one drawn with seed { NUMBER($seed, useGrouping: 0) }
ledger-error-inexact-money = { $stakes } stakes of { $stake } is not an exact amount of money
ledger-error-round-lists-twice = the round lists a player twice
ledger-error-round-extra-player = the round lists { $name }, who is not a player in this game
ledger-error-round-missing-player = the round leaves out { $name }: every player of the game is listed
ledger-error-in-round = round { $number }: { $cause }
ledger-error-too-many-rounds = a game holds at most { $most } rounds
ledger-error-nothing-to-undo = there is no round to undo
ledger-error-no-such-round = there is no round { $number } (the game has { $rounds })
ledger-error-balances-not-zero = the balances do not sum to zero ({ $total })
ledger-error-too-many-to-settle = too many players to settle exactly (at most { $most } with a balance)
ledger-error-not-an-amount = { $text } is not an amount: type a number such as 0.50
ledger-error-no-such-player = { $name } is not a player in this game
ledger-error-rename-same = { $name } is already the name: type a different one

## A round's ending as the ledger names it; $perfect is "true" for a Perfect.

ledger-ending = { $ending ->
        [blast] Blast
        [knock] Knock
        [going-out] Going out
        [four-sevens] Four sevens
       *[stock] End of stock
    }{ $perfect ->
        [true] {" "}(Perfect)
       *[other] {""}
    }
