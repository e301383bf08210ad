## The lessons' own messages: the closed set `lesson` (tutor.teach.lesson_reasons).
## Every message gets the reason's values and $point, the rule-book point; derived
## arguments (tutor.words.lessons) are named in the comments.

## Separators for lists a lesson writes out.
lesson-sep-comma = {", "}
lesson-sep-or = {" or "}
lesson-sep-then = {" then "}
lesson-sep-semicolon = {"; "}
# $count cards in one other hand
lesson-hand-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}

## What a lesson's answer rests on (reason-).
# $seats: the seating joined
lesson-reason-seated = Seated clockwise: { $seats }.
# $path: the order joined with arrows, $first the first of it
lesson-reason-play-goes = Play goes { $direction }: { $path }, then { $first } again.
# $claimed: the claimants joined with "then"
lesson-reason-claim-refused = { $claimed } claimed the discard, in that order, but these rules allow no claim out of turn.
lesson-reason-claim-first-slap = { $claimed } claimed the discard, in that order: the first to slap, { $taker }, takes it (Battle Hoola).
lesson-reason-claim-turn-order = { $claimed } claimed the discard, in that order: { $taker }'s turn comes first after { $current }, so { $taker } takes it (Tame Battle Hoola).
# $melds: the melds laid, joined
lesson-reason-showdown = { $name ->
    [You] You lay
   *[other] { $name } lays
} { $melds } at the showdown.
# $kind: doubling, summary (the total collected) or other; $title and $text the step's
lesson-reason-settle-step = { $kind ->
    [doubling] { $text } ({ $title })
    [summary] { $title }. { $text }
   *[other] { $text }
}
lesson-reason-series-round = Round { $number }: { $winner ->
    [You] You win
   *[other] { $winner } wins
}{ $perfect ->
    [true] {" "}with a Perfect
   *[other] {""}
}, played at ×{ $multiplier }.
lesson-reason-next-dealer = The winner of the last round, { $name }, deals the next one.
lesson-reason-next-multiplier = The next round is played at ×{ $multiplier }.
lesson-reason-series-pays = In round { $number } { $player }'s result is { $base } stakes × { $multiplier } = { $stakes }.
lesson-reason-no-knock-open = No knock is open now: draw and play on.
# $counts: each other hand's size, $hands how many, $percent the chance
lesson-reason-undercut-count = Dealing the unseen cards into the other hands ({ $counts }{ $hands ->
    [one] {""}
   *[other] {" "}each, in turn order
}) every way there is: in { $hits } of { $deals } deals someone holds { $points } points or fewer, an undercut chance of { $percent }%.
# $percent: the limit
lesson-reason-knock-now = At most { $percent }%: knock now, before the others improve.
lesson-reason-knock-risky = Over { $percent }%: a knock now is likely undercut; draw and play on.
lesson-reason-feeds-nothing = { $card } cannot feed the next player: every card it melds with is seen, so it makes no new meld with cards they may hold.
lesson-reason-feeds-always = { $card } feeds the next player in every hand they may hold: a seven is a meld on its own (rule { POINT("3.3") }), so they can always take it.
# $first, $second the first two new melds ($second "none" when one), $more how many others
lesson-reason-feeds = { $card } feeds the next player in { $hits } of the { $hands } hands they may hold ({ $percent }%): it makes the new meld { $first }{ $second ->
    [none] {""}
   *[other] {" "}or { $second }
}{ $more ->
    [0] {""}
   *[other] {" "}(and { $more } more)
} with unseen cards.
# $count: how many cards
lesson-reason-discard-fewest = Throwing { $count ->
    [one] { $cards }
   *[other] any of { $cards }
} leaves { $points } points after the best melds; every other discard leaves more.
lesson-reason-take-discard = { $card } goes at once into the new { $kind ->
    [seven] lone seven
    [set] set
   *[run] run
} { $meld }, laid from hand this turn, as a taken discard must.
lesson-reason-draw-stock = { $card } makes no new meld with the cards in hand, and a discard may be taken only to be laid at once in a new meld: draw from the stock.

## What a lesson says about an answer (grade-).
# $Cause: the engine's error, capitalised
lesson-grade-refused = { $Cause }
lesson-grade-no-meld = No meld can be laid from this hand under these rules.
lesson-grade-owes-nothing = { $player } owes nothing: { $winner ->
    [You] You win
   *[other] { $winner } wins
} and no loser line is paid
lesson-grade-not-cards = { $cause }
lesson-grade-not-in-hand = { $cards }: not in this hand.
lesson-grade-discard-used = { $card } goes straight into a new meld, as it must.
lesson-grade-discard-left-out = { $card } came from the discard pile, so it must go into the new meld laid at once: this pick leaves it out.

## The learner's own choice (choice-).
lesson-choice-discard-leaves = Throwing { $card } leaves { $points } points in hand after the best melds.
lesson-choice-card-not-in-hand = { $card } is not in this hand.
lesson-choice-seat-just-played = { $current } has just played; the turn moves on to a neighbour.
lesson-choice-seat-other-direction = { $name } plays right after { $current } only when play goes { $direction }.
lesson-choice-seat-not-next = { $name } does not sit next to { $current }.
# $percent: the chance
lesson-choice-knock-undercut = A knock now with { $points } points is undercut in { $hits } of { $deals } deals of the unseen cards ({ $percent }%).
lesson-choice-knock-passed-up = Drawing passes up a knock with { $points } points that is undercut in only { $hits } of { $deals } deals of the unseen cards ({ $percent }%).

## A step's stored content (problem-): for lesson authors.
# $rules: the rule set written out; $answer, $engine quoted; $why the engine's reason
lesson-problem-stored-not-a-meld = under { $rules } the stored meld { $answer } is not a meld: { $why }
lesson-problem-stored-leaves-out = the stored meld { $answer } leaves out { $card }
lesson-problem-engine-refuses = under { $rules } the engine refuses the question: { $why }
lesson-problem-stored-discard-differs = under { $rules } the stored discard is { $answer }, the engine says { $engine }
lesson-problem-stored-answer-differs = under { $rules } the stored answer is { $answer }, the engine says { $engine }
lesson-problem-switch-same = switch '{ $switch }' is the same in every rule set compared
lesson-problem-same-outcome = the engine gives the same outcome under every rule set compared

## The heading of a lesson's answer (title-).
lesson-title-meld = { $kind ->
    [seven] A lone seven
    [set] A set
   *[run] A run
}
lesson-title-not-a-meld = Not a meld
lesson-title-other-meld = A meld, but not the one this turn needs
lesson-title-not-cards = Not cards
lesson-title-not-in-hand = Not in this hand
lesson-title-refused = The engine refuses this under these rules
lesson-title-no-meld = No meld
lesson-title-one-meld = One meld in this hand
lesson-title-points-left = { $points } points left after the best melds
lesson-title-points-in-hand = { $points } points in hand
lesson-title-plays-next = { $name } plays next
lesson-title-wins = { $player ->
    [You] You win
   *[other] { $player } wins
}
lesson-title-collects = { $player ->
    [You] You collect
   *[other] { $player } collects
} { $stakes ->
    [one] { $stakes } stake
   *[other] { $stakes } stakes
}
lesson-title-pays = { $player ->
    [You] You pay
   *[other] { $player } pays
} { $stakes ->
    [one] { $stakes } stake
   *[other] { $stakes } stakes
}
lesson-title-payment = { $player }'s payment is { $stakes ->
    [one] { $stakes } stake
   *[other] { $stakes } stakes
}
lesson-title-compensation = { $player ->
    [You] You receive
   *[other] { $player } receives
} { $stakes ->
    [one] { $stakes } stake
   *[other] { $stakes } stakes
} in compensation
lesson-title-deals-next = { $name } deals next
lesson-title-next-multiplier = The next round is played at ×{ $multiplier }
lesson-title-knock-now = Knock now
lesson-title-play-on = Draw and play on
# $cards: the right discards joined with "or"
lesson-title-discard = Discard { $cards }
lesson-title-take = Take the { $card }
lesson-title-draw = Draw from the stock
# $title: the engine's title of the verdict kind $kind
lesson-title-verdict = { $title }

## The answer as a lesson shows it (shown-).
lesson-shown-none = no answer
lesson-shown-no-meld = no meld
lesson-shown-refused = no answer under these rules
lesson-shown-yes = Yes
lesson-shown-no = No
lesson-shown-value = { $value }
lesson-shown-cards = { $cards }
lesson-shown-choice = { $choice ->
    [take] Take the discard
    [draw] Draw from the stock
    [knock] Knock now
   *[play-on] Draw and play on
}

## A hint's first rung (nudge-).
lesson-nudge-must-use = The meld has to use the { $card } you took: which cards go with it?
lesson-nudge-any-meld = Look for cards of one rank, or of one suit in a row.
lesson-nudge-rank = Look at the { card-ranks } in this hand.
lesson-nudge-suit = Look at the { card-suit } in this hand.
lesson-nudge-is-meld = Look at the ranks and the suits of { $cards }: one rank, or one suit in an unbroken row? Then count the cards.{ $sevens ->
    [0] {""}
    [one] {" "}There is a seven here.
   *[other] {" "}There are { $sevens } sevens here.
}
lesson-nudge-blast = Add up all { $count } cards at face value.{ $melded ->
    [true] {" "}Has this player laid a meld yet?
   *[other] {""}
}
lesson-nudge-knock = Count the points in hand the way a settlement counts them, then check who has melded at this { $players }-player table.
lesson-nudge-four-sevens = Count the sevens in this hand.
lesson-nudge-perfect = Could every card go down this turn? And had this player melded before?
lesson-nudge-going-out = Try to split this hand into melds: which card would be left to discard?
lesson-nudge-best-melds = Find the melds first: one of them uses the { $card }. Then count the rest.
lesson-nudge-any-meld-first = Look for any meld first; then count what stays in hand.
lesson-nudge-add-up = Add up the { $count } cards one by one; mind the picture cards and any sevens.
lesson-nudge-next-player = Start at { $current }. Which way does play go round the table under these rules?
lesson-nudge-take-or-draw = Could the { $card } go into a new meld with cards you hold right now?
lesson-nudge-knock-or-draw = First: may you knock at all? Then think of the other hands: how few cards do they hold, and how likely is one of them to count as little as yours?
lesson-nudge-safe-discard = For each card you might throw, look at the cards already seen: which cards would it meld with, and could the next player still hold them?
lesson-nudge-discard = For each card you might throw, what would stay in hand after the best melds?
lesson-nudge-next-dealer = Who won the last round?
lesson-nudge-next-multiplier = Look for a Perfect among these rounds.
lesson-nudge-series-pays = Rank the losers of the last round by points, then apply its multiplier.
lesson-nudge-winner = The round ended by { $ending }: count each hand the settlement way.
lesson-nudge-compensation = Look for sevens, sets of three and suited sequences in { $player }'s hand.
lesson-nudge-collects = Work out each loser's payment, then add them up.
lesson-nudge-pays = Where does { $player } rank among the losers, and which doublings apply to them?
# $cause: why the engine refuses the step
lesson-nudge-refused = No hint under these rules: { $cause }

## A switch's setting in a rule set written out.
lesson-switch-on = on
lesson-switch-off = off
lesson-switch-none = none
# $limits the knock limits for $players players, each joined with "/"
lesson-switch-table = { $limits } for { $players } players
