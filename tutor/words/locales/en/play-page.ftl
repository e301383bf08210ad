## The "Play a round" page: a round against computer players with a coach. Player names
## arrive as they are ("You" is the learner); $preset is the rules' preset.

play-page-title = Play a round
play-page-intro = Play a whole round against computer players. The coach tells you what is open, which discards are risky and what a knock risks; at the end the round is settled and reviewed.
play-page-dealt-rules = This round is played under the rules it was dealt with ({ $preset }).

## Dealing a new round.

play-page-setup = New round: rules, opponents, level, seed
play-page-opponents = Opponents
play-page-level = Level
play-page-seed = Seed
play-page-seed-help = The seed and a secret drawn for each round deal the cards: the link shows the secret once the round is over, so a link made during the round cannot show the other hands.
play-page-deal = Deal
# The computer players' levels.
play-level-beginner = 초보 Beginner
play-level-careful = 중수 Intermediate
play-level-expert = 고수 Expert

## The table.

play-page-discard-pile = Discard:
play-page-discard-empty = empty
play-page-stock = Stock:
play-page-direction = { $clockwise ->
        [true] ↻ clockwise
       *[false] ↺ counter-clockwise
    }
play-page-order = Play goes { $direction }: { $ring }
play-page-to-move = ◀ to move
play-page-seat-cards = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }{ $dealer ->
        [true] {" "}· dealer
       *[false] {""}
    }
play-page-meld-label = meld { $number }
play-page-your-hand = Your hand
play-page-coach-toggle = Coach
play-page-coach-toggle-help = The coach's panel and hints.
play-page-tap-cards = Tap cards in your hand to meld, lay off or discard them.
# $cards the cards tapped, $why the reason no move uses them (empty when the coach is off)
play-page-no-move-with = No move with { $cards } now.{ $why ->
        [none] {""}
       *[other] {" "}{ $why }
    }
play-page-move-gone = That move is no longer open: the table has moved on.
play-page-whole-log = The whole log
play-page-link-caption = Seed { $seed } · { $level } opponents · rules { $preset } · [Replay this deal and your moves]({ $url })
play-page-copy-link = Copy the link to this round

## The coach's panel and the hint.

play-page-coach = Coach
play-page-open-now = Open now: { $endings ->
        [none] nothing special
       *[other] { $endings }
    }
play-page-endings-why = Why: each ending checked
play-page-best-melds = Best melds
play-page-throw-each = **If you throw each card** — who may take it: { $who }
play-page-col-card = Card
play-page-col-melds = Melds for them
play-page-col-range = 95% range
play-page-col-perfect = Perfect
# $claimants how many players may take the card, $samples the deals counted
play-page-risk-note = The chance { $claimants ->
        [one] the next player
       *[other] any player who may claim it
    } can lay a new meld with the card, over { $samples } deals of the cards you have not seen that fit what the others did (the low cards they keep, the discards they passed). A seven always melds; a card whose partners you have all seen never does.
play-page-hint = { $level ->
        [0] Hint
        [3] Hint (shown in full)
       *[other] More hint
    }
play-page-thinking = The coach is thinking…
play-page-play-it = Play it: { $action }

## The end of the round: the settlement, the review, what to do next.

play-page-settlement = Settlement
play-page-col-player = Player
play-page-col-hand = Hand
play-page-col-laid = Laid at the end
play-page-col-points = Points
play-page-col-net = Net
play-page-your-payment = Your payment: { $base } base, total { $total }.
play-page-who-pays = Who pays whom.
play-page-review = Review
play-page-grade = Grade my decisions
play-page-grade-help = The coach plays out each of your decisions: a few seconds.
play-page-coach-agrees = The coach would have played every one of your moves the same way.
# $small, $clear and $serious the stakes lost from which a move is marked each mistake
play-page-review-marks = Each decision is played out by the coach (고수, the expert) on deals of the cards you could not see, yours and its own over the same deals. Marks by the stakes your move loses against the coach's, counted cautiously (the low end of the gap's noise band over those deals, wider when the coach chose among several moves; a gap within the band is about as good): under { $small } good, from { $small } a small mistake, from { $clear } a clear mistake, from { $serious } a serious one.
play-page-review-cost = (at least { NUMBER($cost, minimumFractionDigits: 2, maximumFractionDigits: 2) } stakes; { NUMBER($gap, minimumFractionDigits: 2, maximumFractionDigits: 2) } on average over the deals)
play-page-review-close = about as good as the coach's choice,
play-page-review-coach = The coach:
play-page-again = Play again
play-page-to-ledger = Add to a game ledger
play-page-download = Download the round (JSON)
play-page-to-payout = Open in the payout checker
play-page-ledger-game = Practice table { $when }
play-page-ledger-added = Added to your practice game in the ledger.
play-page-ledger-new = Saved as a new game in the ledger: open it on the Game ledger page.
play-page-ledger-failed = The round could not be added to a ledger: { $detail }
play-page-not-dealt = No round was dealt: { $detail }
play-page-link-not-restored = The game in the link could not be restored ({ $detail }); deal a new one.

## A link whose game cannot be replayed (`play-link`).

play-link-out-of-range = a value in the link is out of range
play-link-moves-misfit = the moves in the link do not fit this deal
