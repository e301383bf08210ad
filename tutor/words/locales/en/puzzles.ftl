## Puzzles (rule book 4-7): the reason a puzzle's best move is best (closed set `puzzle`),
## its theme, its question, the hint ladder, the verdict and the page.

# Said after every reason: what the play-outs found.
puzzle-margin = Played out on { $deals } deals of the unseen cards, { $best_text } is worth { $gain_signed } stakes a round more than { $second_text } (95% sure: at least { $low_signed }).

puzzle-take-melds = Take { $card }: it makes a new meld at once, and a meld laid early takes its points off your hand. { puzzle-margin }
puzzle-draw-not-take = Leave { $card } and draw: the meld it makes is worth less than what taking it shows and breaks. { puzzle-margin }
puzzle-knock-now = Knock: your { $points } points are undercut only about { $p_pc }% of the time. { puzzle-margin }
puzzle-play-on = Play on: with { $points } points a knock is undercut about { $p_pc }% of the time, and an undercut knocker pays for everyone. { puzzle-margin }
puzzle-throw-safer = Throw { $card }: it lets a taker lay a meld about { $p_pc }% of the time, { $other } about { $other_p_pc }%. { puzzle-margin }
puzzle-throw-higher = Throw { $card }: it sheds { $points } points where { $other } sheds { $other_points }, and feeds a taker about as often. { puzzle-margin }
puzzle-throw-keeps-melds = Throw { $card } and keep { $other }: { $other } is close to a meld with your other cards. { puzzle-margin }
puzzle-throw-worth = Throw { $card } rather than { $other }: the play-outs tell them apart. { puzzle-margin }
puzzle-hold-melds = Hold your melds back: with { $points } loose points you cannot knock yet, and while you have laid none the others may not knock either. { puzzle-margin }
puzzle-lay-melds = Lay your melds now: they leave { $points } points in hand, and a meld kept back can be caught at the end. { puzzle-margin }
puzzle-claim-it = Claim { $card } (Thank you): the meld it lays now is worth the turn it skips. { puzzle-margin }
puzzle-pass-claim = Let { $card } go: claiming it is worth less than the turns in between. { puzzle-margin }
puzzle-lay-off-card = Lay { $card } off: its points leave your hand for good. { puzzle-margin }
puzzle-keep-card = Keep { $card } in hand instead of laying it off: it helps you more where it is. { puzzle-margin }
puzzle-go-out-now = { $perfect ->
        [yes] Go out now with a Perfect: it pays double.
       *[no] Go out now: the round is yours.
    } { puzzle-margin }
puzzle-play-on-not-out = Not yet: { $perfect ->
        [yes] going out now is a Perfect, but waiting is worth more here.
       *[no] one more turn is worth more than going out now.
    } { puzzle-margin }

## Themes and questions.

puzzle-theme = { $theme ->
        [take-or-draw] Take or draw
        [discard] Safe discard
        [knock] Knock or play on
        [hold-melds] Hold melds
        [claim] Claim (Thank you)
        [lay-off] Lay off
        [go-out] Go out or Perfect
        [mine] My mistakes
       *[any] Every theme
    }
puzzle-ask = { $theme ->
        [take-or-draw] Take the face-up card or draw from the stock?
        [discard] Which card do you throw?
        [knock] Knock now, or play on?
        [hold-melds] Lay your meld now, or hold it back?
        [claim] Claim this discard, or let it go?
        [lay-off] Lay a card off, or keep it?
       *[go-out] Go out now, or play on?
    }

## The hint ladder.

puzzle-hint-nudge = { $theme ->
        [take-or-draw] Look at the face-up card: what does it make with your hand, and what would taking it tell the others?
        [discard] Look at the cards you could throw: which ones could the next player use?
        [knock] Count your points. How low might the others be?
        [hold-melds] While you have laid no meld, who may knock? How far are you from a knock or a Perfect?
        [claim] Would the meld you lay now be worth skipping the players in between?
        [lay-off] What would the card still do for you if you kept it?
       *[go-out] Is going out now the most this hand can win?
    }
puzzle-hint-rule = { $theme ->
        [take-or-draw] Rule: a discard is taken only to lay a new meld with it at once.
        [discard] Rule: the next player (and, with claims, anyone) may take your discard to meld it.
        [knock] Rule: a knock is undercut when anyone counts as low or lower, and the knocker pays.
        [hold-melds] Rule: under these rules nobody may knock while another player has laid no meld; going out with no meld laid before is a Perfect.
        [claim] Rule: a claimed discard is laid in a meld at once, and play goes on from the claimer.
        [lay-off] Rule: once you have laid a meld you may lay cards off on any meld on the table.
       *[go-out] Rule: a player goes out by laying every card but the last discard; with no meld laid before, that is a Perfect.
    }
puzzle-hint-answer = The best move: { $action }.
puzzle-hint-button = { $level ->
        [0] Hint
        [1] Show the rule
       *[other] Show the answer
    }

## The verdict.

puzzle-verdict = { $right ->
        [true] Right: { $action } is the best move.
       *[false] Not this time: { $action } was the best move.
    }
puzzle-worth = { $value } a round
puzzle-col-choice = Move
puzzle-col-worth = Worth (average stakes)
puzzle-worth-note = Each move played out on { $deals } deals of the cards you cannot see.
puzzle-rating = Your puzzle rating: { $rating } ({ $change })
puzzle-rating-now = Your puzzle rating: { $rating } (± { $deviation })
puzzle-puzzle-rating = Puzzle rating { $rating }
puzzle-shown-answer = The answer was shown: this counts as a miss.

## The page.

puzzle-page-title = Puzzles
puzzle-page-intro = One decision from a real round: choose the best move. The answer is what the moves are worth when played out on many deals of the cards you cannot see.
puzzle-page-theme = Theme
puzzle-page-next = Next puzzle
puzzle-page-daily = Puzzle of the day
puzzle-page-rules = Played under: { $preset }
puzzle-page-your-turn = Your hand
puzzle-page-no-learner = Choose a learner to keep your rating and your own mistakes as puzzles.
puzzle-page-none = No puzzle of this theme yet.
puzzle-page-mine-none = No mistakes of yours saved yet: play a round on the practice table and ask for its review.
puzzle-page-saved = { $count ->
        [one] One of your mistakes is saved as a puzzle.
       *[other] { $count } of your mistakes are saved as puzzles.
    }
puzzle-page-unsaved = The answer could not be saved: { $why }
puzzle-home-daily = Today's puzzle: { $theme }
puzzle-home-open = Solve it
nav-puzzles = Puzzles
# After the answer, the move the learner chose, named in the table of what each move is worth
puzzle-your-move = { $move } (your move)
