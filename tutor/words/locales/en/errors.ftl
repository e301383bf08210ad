## What the engine refuses, and why: the closed set `error` (tutor.engine.errors.ErrorCode).
## Every message gets the error's values, $player (the player it is about, or "none") and
## $point (the rule-book point). Sentences start in lower case: a page or the command line
## puts them after a label or capitalises them.

# "is" after a player's name: the learner at the practice table is named "You".
error-name-is = { $name ->
    [You] are
   *[other] is
}

# What an input is, by the code its producer passes ($what); any other value (a file's
# name) is shown as it is.
error-input-what = { $what ->
    [rules-link] the rules in the link
    [record] the record
    [rules] the rules
    [rule-changes] the rule changes
    [game] the game
    [file] the file
    [game-file] the game file
    [progress-file] the progress file
    [number] a number
   *[other] { $what }
}
error-input-unit = { $unit ->
    [bytes] bytes
   *[other] characters
}
error-input-too-large = { $sized ->
    [true] { error-input-what } is too large ({ $size } { error-input-unit }; the limit is { $limit })
   *[other] { error-input-what } is larger than { $limit } { error-input-unit }
}
error-input-not-utf8 = { error-input-what } is not UTF-8 text (is it a binary or UTF-16 file?)
error-input-not-text = { error-input-what } must be text, not { $kind }
error-input-number-too-long = { $counted ->
    [true] { error-input-what } has { NUMBER($digits, useGrouping: 0) } digits; the limit is { $limit }
   *[other] { error-input-what } holds a number longer than { $limit } digits
}
error-input-number-not-allowed = { $name } is not a number JSON allows
error-input-too-deep = { error-input-what } is nested more than { $limit } levels deep
error-input-too-many = { error-input-what } holds too many values (about { $count }; the limit is { $limit })
error-input-not-json = { error-input-what } is not valid JSON (line { NUMBER($line, useGrouping: 0) }, column { NUMBER($column, useGrouping: 0) }: { $detail })
error-input-not-finite = { error-input-what } holds a number that is not finite ({ $value })
error-no-such-card = there is no card with rank { $rank } and suit { $suit }
error-card-not-text = { $value } is not a card: give cards as text such as '7h'
error-card-too-short = { $token } is not a card: write a rank and a suit, such as 7h or 10♠
error-not-a-suit = { $token } is not a card: { $suit } is not a suit (use c, d, h, s or ♣ ♦ ♥ ♠)
error-not-a-rank = { $token } is not a card: { $rank } is not a rank (use A, 2–10, J, Q or K)
error-rules-not-rules = the rules must be a Rules object, not { $value }
error-cards-too-long = the cards are { $size } characters long; the limit is { $limit }
error-too-many-cards = { $count } cards given; the limit is { NUMBER($limit, useGrouping: 0) }
error-cards-not-text = cards must be text such as '7h 8h 9h', not { $value }
error-jokers-off = jokers are not in play under these rules (set 'jokers' to 1 or 2 to use them)
error-jokers-over = { $count } jokers given, but only { $allowed } { $allowed ->
    [1] is
   *[other] are
} in play
error-card-twice = { $card } appears { $times } times, but there is only one { $card } in the deck
error-hand-too-big = this hand has { NUMBER($size, useGrouping: 0) } cards: a player holds at most { $start } at the start of a turn, { $drawn } just after drawing
error-not-a-meld = { $text } is not a meld: { $why }
# $problems: each field's problem, worded and joined; $more: how many were left out
error-not-valid = { $own ->
    [true] { $problems }
   *[other] { $what ->
        [record] the record is
        [game] the game is
       *[rules] the rules are
    } not valid: { $problems }{ $more ->
        [0] {""}
       *[other] {" "}(and { $more } more)
    }
}
error-not-valid-what = { $what ->
    [progress] progress export
    [record] record
    [game] game
   *[rules] rules
}
error-field-missing = this field is required
error-field-unknown = is not a field of a { error-not-valid-what }
error-field-too-long = is longer than { $max_length }
error-field-too-short = is shorter than { $min_length }
error-field-not-whole-number = must be a whole number
error-field-not-number = must be a number
error-field-not-true-false = must be true or false
error-field-not-text = must be text
error-field-not-list = must be a list
error-field-not-object = must be an object
error-field-not-one-of = must be one of { $expected }
# $bounds: the bounds that failed, each worded (error-bound-*) and joined with "and"
error-field-out-of-range = must be { $bounds }
error-bound-ge = at least { $bound }
error-bound-gt = more than { $bound }
error-bound-le = at most { $bound }
error-bound-lt = less than { $bound }
error-bound-none = in range
error-field-read-only = cannot be changed: make a changed copy instead
error-field-invalid = is not valid ({ $detail })
error-daepang-range = daepang_min { $value } is out of range: a Daepang needs 50 to 91 (a seven-card hand totals 7 to 91)
error-knock-table-empty = a knock-limit table needs at least one player count
error-knock-table-count = knock-limit table has player count { $players }: use 2 to 5
error-knock-limit-range = a knock limit must be between 0 and 91 points
error-penalty-range = undercut_penalty { $value } must be 1 to 100 stakes, or unset
error-jokers-range = jokers must be 0, 1 or 2, not { $value }
error-compensation-range = dropout_compensation { $value } must be 0 to 10 stakes in quarter stakes (e.g. 0.25)
# $counts: the player counts the table gives, joined
error-knock-table-missing = the knock-limit table gives no value for { $players } players (only for { $counts }): the rules in force must state one
# $presets: the preset names, joined
error-no-such-preset = there is no preset named { $name }: choose one of { $presets }
error-rules-not-object = rules must be a preset name or an object, not { $value }
error-no-such-rule = there is no rule named { $name }
error-knock-table-keys = knock-limit table keys must be player counts, not { $value }
error-name-blank = a player's name cannot be blank
error-name-too-long = the name { $name } is { $length } characters long, over the limit of { $limit }: shorten it
error-counts-without-points = { $name }: 'sevens' and 'jokers' go with 'points', which is missing
error-hand-and-points = { $name }: give either the hand or the points counted in it, not both
error-points-range = { $name }: { $points } points entered; points in hand are a whole number from 0 to { $most }
error-sevens-range = { $name }: { NUMBER($sevens, useGrouping: 0) } sevens entered; a hand holds from 0 to 4 sevens
error-jokers-range-entered = { $name }: { NUMBER($jokers, useGrouping: 0) } jokers entered; a hand holds from 0 to 4 jokers
error-record-not-object = a round record must be a JSON object with 'ending' and 'players'
error-record-wrong-kind = the record holds a value of the wrong kind ({ $detail })
error-sevens = { $sevens } { $sevens ->
    [one] seven
   *[other] sevens
}
error-jokers = { $jokers } { $jokers ->
    [one] joker
   *[other] jokers
}
error-count-jokers-off = { $name }: { error-jokers } entered, but these rules play without jokers
error-count-jokers-over = { $name }: { error-jokers } entered, but only { $allowed } are in play
error-count-sevens-at-showdown = { $name }: { error-sevens } entered, but at the end of the stock every player lays what melds they can, and a seven alone is a meld: enter the points and sevens left after laying them (0 sevens)
error-count-below-least = { $name }: { NUMBER($points, useGrouping: 0) } points entered, but a hand with { error-sevens }{ $jokers ->
    [0] {""}
   *[other] {" "}and { error-jokers }
} counts at least { $least }
error-count-above-most = { $name }: { NUMBER($points, useGrouping: 0) } points entered, but a hand of { $held } cards with { error-sevens } counts at most { $most } under these rules
# $cause: the wrapped error, worded
error-in-rules = rules: { $cause }
error-in-hand = { $name }'s hand: { $cause }
error-across-hands = across all hands: { $cause }
error-too-few-players = a round needs at least { $least } players, not { $players }
error-too-many-players = { $players } players listed: Hoola is for at most { $most }{ $variant ->
    [true] {""}
   *[other] {" "}(7 with the six-or-seven-player variant)
}
error-name-twice = the name { $name } is used twice: give each player a different name (add an initial, for example)
error-dealer-not-player = the dealer { $name } { error-name-is } not one of the players
error-forced-out-by-count = { $name } { $name ->
    [You] were
   *[other] was
} forced out and is paid for the sevens, sets and runs in hand: give { $name }'s cards, not a count
error-went-out-with-points = { $name } went out, so holds no cards, but { NUMBER($points, useGrouping: 0) } points were entered{ $sevens ->
    [0] {""}
   *[other] {" "}with { error-sevens }
}
error-four-sevens-count = { $name } won with four sevens, but { $sevens } sevens were entered for { $name }'s hand
error-card-in-two-hands = { $card } is in both { $first }'s and { $second }'s hands
# $counted: each player's count of the card, "2 Ann, 1 Bo"
error-too-many-in-all = across all hands: { $total } { $what ->
    [seven] sevens
   *[joker] jokers
} ({ $counted }), but only { $most } are in play
error-dropout-not-variant = { $name } { error-name-is } marked as dropped out, but only the six-or-seven-player variant has players drop out
error-dropouts-count = with { $players } at the table exactly { $needed } must drop out so that five play, but { $dropped } did
error-dropout-five-or-fewer = with five or fewer at the table nobody drops out
error-dealer-dropped = the dealer { $name } may not drop out
error-forced-out-early = { $name } { error-name-is } marked as forced out, but fewer than four players before them had chosen to play, so they could still choose
error-chose-out-late = { $name } { error-name-is } marked as choosing to drop out, but four players had already chosen to play, so they were forced out
error-went-out-with-cards = { $name } went out, so holds no cards, but the record gives { $name } { $cards }
error-held-too-many = { $name } { $name ->
    [You] hold
   *[other] holds
} { NUMBER($size, useGrouping: 0) } cards: at the end of a round a hand has at most { $most }
error-melded-without-turn = { $name } never had a turn, so cannot have melded
error-unmelded-hand-size = { $name } never melded, so holds 7 cards at the end of the round, not { NUMBER($size, useGrouping: 0) } (mark the player as having melded, or give all 7 cards)
error-melded-hand-size = { $name } melded, so cannot still hold { NUMBER($size, useGrouping: 0) } cards
error-role = { $role ->
    [winner] winner
    [knocker] knocker
   *[discarder] discarder
}
error-role-not-player = the { error-role } { $name } { error-name-is } not one of the players
error-role-dropped-out = the { error-role } { $name } dropped out and did not play this round
error-ending = { $ending ->
    [blast] Blast
    [knock] Knock
    [going-out] Going out
    [four-sevens] Four sevens
   *[stock] End of stock
}
error-winner-missing = a { error-ending } record must name the winner
error-winner-given = for a { error-ending } the engine finds the winner: leave 'winner' out{ $ending ->
    [knock] {" "}and name the knocker
   *[other] {""}
}
error-knocker-missing = a knock record must name the knocker
error-knocker-not-knock = 'knocker' belongs to a knock, but this round ended by { error-ending }
error-perfect-not-going-out = a Perfect is a way of going out, but this round ended by { error-ending }
error-feeder-not-perfect = 'perfect_discard_by' is given, but the round was not a Perfect
error-feeder-is-winner = the Perfect was completed with another player's discard, so the discarder cannot be the winner
error-feeder-no-turn = { $name } never had a turn, so discarded nothing
error-direction = { $direction ->
    [counter-clockwise] counter-clockwise
   *[clockwise] clockwise
}
error-feeder-not-before = { $feeder } cannot have discarded the card that completed { $winner }'s Perfect: with { error-direction } play and no claims out of turn, only { $before }, who plays just before { $winner }, can have thrown it
error-way = with { error-direction } play from the dealer { $dealer } and no claims out of turn
error-turn-order-gap = { $late } had a turn but { $missing } did not, though { $missing } plays first ({ error-way })
error-second-turn-early = { $missing } never had a turn, but { $current } had had one already: everyone plays once before { $current }'s second turn
error-turn-not-reached = { $missing } never had a turn, but plays before { $current } ({ error-way }): the round cannot have reached { $current }'s turn without it
error-blast-melded = { $name } had melded, so could not stop with a Blast
error-no-blast-rules = these rules play no Blast
error-not-a-blast = { $name }'s hand is not a Blast under these rules: { $why }
error-four-sevens-missing = { $name } does not hold all four sevens in hand ({ $why }), so cannot win with four sevens
error-perfect-melded = a Perfect needs a winner who had laid no meld before the last turn, but { $name } { error-name-is } marked as having melded
# $waiting: the players still waiting, joined
error-perfect-turns-waiting = a Perfect counts only after every other player has had a turn, but { $waiting } had not
# $tied: the tied players listed; $counted: those entered by count, joined
error-tie-needs-cards = { $tied } tie, and the tie rule in force gives it to the player holding fewer cards: give { $counted }'s cards, not a count
error-could-not-knock = { $name } could not knock: { $why }
error-nobody-to-draw = there is nobody to draw the first dealer from
error-label = { $field ->
    [game-name] the game's name
    [currency] the currency label
   *[player-name] a player's name
}
error-label-too-long = { error-label } { $value } is longer than { $limit } characters
error-label-control = { error-label } { $value } contains control characters
error-game-id = a game id is 12 hex digits, not { $value }
error-game-name-blank = the game needs a name
error-stake-not-positive = { $value }: a stake must be worth more than 0
error-stake-too-large = a stake of { $value } is more than this ledger handles ({ $most })
error-stake-decimals = a stake of { $value } has more than { $places } decimal places
error-first-dealer-not-player = the first dealer { $name } { error-name-is } not one of the players
error-first-dealer-not-drawn = the first dealer { $name } is not the one drawn with seed { NUMBER($seed, useGrouping: 0) }
error-inexact-money = { $stakes } stakes of { $stake } is not an exact amount of money
error-round-lists-twice = the round lists a player twice
error-round-extra-player = the round lists { $name }, who is not a player in this game
error-round-missing-player = the round leaves out { $name }: every player of the game is listed
error-in-round = round { NUMBER($number, useGrouping: 0) }: { $cause }
error-too-many-rounds = a game holds at most { $most } rounds
error-nothing-to-undo = there is no round to undo
error-no-such-round = there is no round { NUMBER($number, useGrouping: 0) } (the game has { NUMBER($rounds, useGrouping: 0) })
error-balances-not-zero = the balances do not sum to zero ({ $total })
error-too-many-to-settle = too many players to settle exactly (at most { $most } with a balance)
error-not-an-amount = { $text } is not an amount: type a number such as 0.50
error-rulebook-heading = rulebook.md: heading { $line } has no number or anchor
error-no-such-point = the rule book has no point { $ref }
error-no-such-source = the rule book names no source { $key }
error-too-few-unseen = { $need } cards to deal but only { $unseen } unseen
error-and = and
