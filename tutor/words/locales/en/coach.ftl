## The coach and the review of a round (rule book 4-6): the closed set `coach`, the marks of
## the review (`coach-mark`). Chances arrive as whole percentages ($p_pc, $low_pc …), the
## players who may take a discard as $who, stakes with their sign ($played_signed …).

# A fragment of the chances below: the chance a discard completes a Perfect.
coach-perfect-note = { $perfect_shown ->
        [true] {" "}It gives { $who } a Perfect about { $perfect_pc }% of the time.
       *[false] {""}
    }

coach-seven-always-melds = { $card } is a seven: anyone can take it and lay it alone as a meld.{ coach-perfect-note }
coach-dead-card = { $card } cannot make a meld for { $who }: the cards it would need are seen.
coach-meld-chance = { $card } completes a meld for { $who } about { $p_pc }% of the time ({ $samples } deals that fit what they did, 95% interval { $low_pc }–{ $high_pc }%).{ coach-perfect-note }
coach-undercut-risk = A knock with { $points } points is undercut about { $p_pc }% of the time (counted over { $samples } deals that fit what the others did, then corrected by how often such counts came true in played rounds; 95% interval { $low_pc }–{ $high_pc }%).
coach-best-arrangement = Best arrangement leaves { $points } points in hand.

## The hint ladder: a nudge ($open: an ending is open), the rule behind the coach's move
## ($move its kind, "wait" when it is not the learner's turn), the move itself ($action).

coach-hint-nudge = { $open ->
        [true] Something is open to you now: look again before you move.
       *[false] { $step ->
            [draw] Before you draw, look at the face-up { $card }: does it fit with your cards?
            [claim] { $card } was just discarded: would it make a meld with your cards?
           *[play] Can you lay anything before you throw? Then think about which card is safest to throw.
        }
    }{ $short ->
        [none] {""}
       *[other] {" "}{ $short } holds only { $left } { $left ->
            [one] card
           *[other] cards
        } and may end the round soon.
    }
coach-hint-rule = The rule: { $move ->
        [blast] a Blast stops the round at the start of a turn when the seven cards total at most { $sopang_max } or at least { $daepang_min }.
        [knock] you may knock at the start of your turn with few enough points, but anyone with the same or fewer undercuts you.
        [four-sevens] all four sevens in hand win the round at once.
        [go-out] meld every card but one and discard the last to go out; all seven at once with no meld before is a Perfect.
        [take-discard] take the discard only when you can lay a new meld with it at once.
        [meld] laying melds lowers the points you would pay, but gives up a Perfect.
        [lay-off] once you have melded, add cards to any meld on the table.
        [discard] throw your highest loose card that the next player cannot meld.
        [draw-stock] draw from the stock when the discard makes no meld for you.
        [claim] a discard you can meld at once may be claimed out of turn.
        [pass] claim a discard only when the meld it makes is worth the turn.
        [stay-in] with six or seven at the table, play when your hand is good enough.
        [drop-out] with six or seven at the table, a poor hand may drop out.
       *[wait] wait for your turn.
    }
coach-hint-move = { $move ->
        [none] Wait for your turn.
       *[other] The coach would play: { $action }{ $has_risk ->
            [true] {" "}(it melds for a player who may take it { $risk_pc }% of the time)
           *[false] {""}
        }.
    }

## The review: why the coach's move is better than the one played.

coach-review-knock-risky = You knocked with about a { $p_pc }% chance of being undercut.
# $ending the ending that was open: blast, four-sevens or go-out
coach-review-missed-ending = { $ending ->
        [blast] Blast
        [four-sevens] Four sevens
       *[go-out] Going out
    } was open and you played on.
coach-review-missed-knock = You could have knocked with { $points } points (undercut risk { $p_pc }%).
# $safer the coach's discard, when it threw another card
coach-review-fed-meld = Your discard { $card } let { $who } meld it (about { $p_pc }% of the time{ $safer ->
        [none] {""}
       *[other] ; { $safer } was safer
    }).
coach-review-kept-high = You discarded { $card } but kept the higher loose { $kept }.
coach-review-took-stock = You drew from the stock, but the discard { $card } would have made a meld.
coach-review-expected = Played out on { $deals } deals of the hidden cards, the coach's move brings { $better_signed } stakes on average and yours { $played_signed } stakes.
coach-review-same = The coach's move too (about { $value_signed } stakes on average).
# $marks the mistakes counted (coach-summary-mark, listed), "none" when there are none
coach-review-summary = { $decisions ->
        [0] You had no decisions to make this round.
       *[other] { $differ ->
            [0] The coach would have played all { $decisions } { $decisions ->
                [one] decision
               *[other] decisions
            } the same way.
           *[other] { $decisions } { $decisions ->
                [one] decision
               *[other] decisions
            }: the coach would have played { $differ } differently{ $marks ->
                [none] , none of them a costly mistake
               *[other] {" "}({ $marks })
            }; you lost about { $loss_text } stakes a decision on average against its moves.
        }
    }
coach-summary-mark = { $count } { $mark ->
        [serious] serious { $count ->
            [one] mistake
           *[other] mistakes
        }
        [clear] clear { $count ->
            [one] mistake
           *[other] mistakes
        }
        [small] small { $count ->
            [one] mistake
           *[other] mistakes
        }
       *[good] about as good
    }

## The marks of the review, best first.

coach-mark-best = Best
coach-mark-good = Good
coach-mark-small = Small mistake
coach-mark-clear = Clear mistake
coach-mark-serious = Serious mistake
