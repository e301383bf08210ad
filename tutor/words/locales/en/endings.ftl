## How a round may end (rule book 5): each ending's name, what a verdict found, what each
## number of a verdict is called, and the closed set `ending` (why an ending is open or not).

# Each ending's name ($ending: blast, knock, going-out, four-sevens, stock).
ending-title = { $ending ->
    [blast] Blast
    [knock] Knock
    [going-out] Going out
    [four-sevens] Four sevens
   *[stock] End of stock
}

## The title of each kind of verdict: the closed set `verdict`.
verdict-sopang = Sopang (minor Blast)
verdict-daepang = Daepang (major Blast)
verdict-no-blast = No Blast
verdict-knock = Knock
verdict-no-knock = No knock
verdict-four-sevens = Four sevens
verdict-no-four-sevens = No four sevens
verdict-going-out = Going out
verdict-perfect = Perfect (Hoola)
verdict-cannot-go-out = Cannot go out
verdict-going-out-possible = Going out possible
verdict-perfect-possible = Perfect (Hoola) possible
verdict-cannot-go-out-yet = Cannot go out yet

## What each number of a verdict is called (verdict-number-<key>).
verdict-number-total = hand total
verdict-number-sopang_max = Sopang up to
verdict-number-daepang_min = Daepang from
verdict-number-points = points in hand
verdict-number-limit = knock limit
verdict-number-sevens = sevens held
verdict-number-cards = cards in hand
verdict-number-draws = winning draws

# The melding condition of a knock, for each value of the knock_needs switch ($needs).
knock-needs = { $needs ->
    [other-melded] at least one other player must have melded
    [knocker-and-other] the knocker and at least one other player must have melded
   *[none] nobody needs to have melded
}

ending-blast-not-played = With picture cards at 10, these rules play no Blast.
ending-blast-after-meld = A Blast needs a player who has not melded yet.
ending-blast-hand-size = A Blast needs seven cards in hand, not { $size }.
ending-sopang = { $total } is at most { $sopang_max }: a Sopang. The player may stop and win.
ending-daepang-pictures = All seven cards are Jacks, Queens and Kings: a Daepang under these rules.
ending-daepang-pictures-needed = { $total } is more than { $sopang_max }, and with picture cards at 10 a Daepang needs seven Jacks, Queens and Kings.
ending-daepang = { $total } is at least { $daepang_min }: a Daepang. The player may stop and win.
ending-blast-between = { $total } is above { $sopang_max } and below { $daepang_min }: neither a Sopang nor a Daepang.
ending-within-knock-limit = { $points } is within the knock limit of { $limit } for { $players } players.
ending-over-knock-limit = { $points } is over the knock limit of { $limit } for { $players } players.
ending-melding-met = Melding condition met: { knock-needs }.
ending-melding-not-met = Melding condition not met: { knock-needs }.
ending-knock-undercut-warning = The knocker wins only with strictly the fewest points: anyone with the same or fewer undercuts the knock.
ending-four-sevens = { $cards }: all four sevens in hand, the big luck.
ending-not-four-sevens = { $sevens } { $sevens ->
        [one] seven
       *[other] sevens
    } in hand: all four are needed.
ending-cannot-go-out = No arrangement melds { $discard ->
        [true] all but one
       *[other] all, or all but one,
    } of { $cards }.
# $parts what to lay and lay off (ending-part-… each), $discard the card to discard or none
ending-go-out-lay = { $parts }{ $discard ->
        [none] .
       *[other] , then discard { $discard }.
    }
ending-part-lay = { $first ->
        [true] Lay
       *[other] lay
    } { $melds }
ending-part-lay-off = { $first ->
        [true] Lay
       *[other] lay
    } off { $added } onto { $meld }
ending-lay-off-needs-meld = { $cards } could be laid off onto the melds on the table, but only once a meld of your own has been laid from your hand, and this hand has none to lay.
ending-perfect = No meld was laid before and the whole hand goes down in this one turn: a Perfect (Hoola), which doubles every payment.
ending-not-perfect-turns = Not a Perfect: these rules count one only after every other player has had a turn.
# $first the one card when $draws is 1; $shown at most twelve of the cards
ending-winning-draws = { $draws ->
        [1] Drawing { $first } would let this hand go out this turn.
       *[other] Drawing any one of these { $draws } cards would let this hand go out this turn: { $shown }.
    }
ending-draw-perfect = Going out with no meld laid before is a Perfect (Hoola).
ending-draw-ordinary = This would be an ordinary going out.
ending-no-winning-draw = No single draw lets this hand go out this turn.
ending-not-perfect-layoff = Not a Perfect: part of the hand goes out as a lay-off onto a meld already on the table, and a Perfect is melding all seven cards at once, in melds of your own.
