## The quiz: its own lines in a question's explanation, beside the engine's reasons
## (codes note-* of the set `quiz`). $point is the rule-book point each rests on.

quiz-meld-kind = { $kind ->
        [set] set
        [run] run
       *[seven] lone seven
    }
quiz-stakes = { $stakes } { $stakes ->
        [one] stake
       *[other] stakes
    }
quiz-points = { $points } { $points ->
        [one] point
       *[other] points
    }

quiz-note-deal-count = The pack holds { $deck } cards{ $jokers ->
        [0] {""}
        [one] {" "}({ $jokers } joker included)
       *[other] {" "}({ $jokers } jokers included)
    }; { $players } players get seven each ({ $dealt }) and one card is turned up, so { $stock } are left in the stock.
quiz-note-first-card = Play goes { quiz-direction } and the dealer, { $dealer }, deals one card at a time, starting with the next player: { $first }.
quiz-note-table-size = { $players } players: { $six_seven ->
        [true] two to five play; six or seven may sit down, and one or two sit out each round
       *[other] two to five may play
    }, so at most { $most } can sit down under these rules.
# $paid_list: each loser and the stakes they pay, listed
quiz-note-balance = The losers pay { $paid_list }: { $collected } { $collected ->
        [one] stake
       *[other] stakes
    } in all, exactly what { $winner } collects.
quiz-paid = { $name } { quiz-stakes }
quiz-note-penalty-total = { $knocker } hands { $opponents ->
        [one] the opponent
       *[other] each of the { $opponents } opponents
    } { $penalty } { $penalty ->
        [one] stake
       *[other] stakes
    }: { $total } { $total ->
        [one] stake
       *[other] stakes
    } in all.
quiz-note-knock-limit-at = At { $players } players the limit is { $limit }; the hand counts { $points }, { $allowed ->
        [true] within it.
       *[other] over it.
    }
quiz-note-dropout-turn = Of the players after the dealer, { $playing } chose to play and { $out } sat out, and { $most_out } must sit out this round: { $name } { $verdict ->
        [play] must play: enough players have sat out already
        [out] must sit out: four players besides the dealer have chosen to play
       *[choose] may choose to play or to sit out
    }.
quiz-note-compensation-items = { $name }'s hand holds { $items } { $items ->
        [one] item
       *[other] items
    } to be paid for (each seven, set of three and suited run, no card twice), at { $each } { $each ->
        [one] stake
       *[other] stakes
    } each: { $total } { $total ->
        [one] stake
       *[other] stakes
    } in all.
quiz-note-ace-rule = Under the rules in force { $ace ->
        [wrap] the Ace may be low (A-2-3), high (Q-K-A) or around the corner (K-A-2)
        [high-or-low] the Ace may be low (A-2-3) or high (Q-K-A), but not around the corner
       *[low] the Ace is always low (A-2-3 only)
    }.
quiz-note-blast-seven = Sevens count { $seven } when hands are counted at the end, but never in the Blast test: there a seven is 7 (rule { POINT($point) }).
quiz-note-blast-quad = A quad counts in full here, though it would score nothing in a settlement (rule { POINT($point) }).
# $then: the claimants joined with ", then "
quiz-note-claimed-in-order = { $then } claimed the { $card }, in that order.
quiz-note-first-hand-takes = { $first }'s hand landed first, so { $taker } takes the { $card }.
# $arrows: the order of play joined by arrows
quiz-note-first-turn-takes = Counting { quiz-direction } from { $discarder }: { $arrows }. Of the claimants { $taker }'s turn comes first, so { $taker } takes the { $card }.
quiz-note-claimer-plays-on = { $taker } lays it at once in a new meld, may meld and lay off more, discards, and play goes on from { $next }.
quiz-note-no-claim-allowed = Whatever { $player } holds, no claim is allowed here: the { $card } can only be taken by { $next }, whose turn is next.
quiz-note-claim-makes-meld = { $card } makes the new { quiz-meld-kind } { $meld } with cards from { $player }'s hand, so { $player } may claim it and must lay that meld at once.
quiz-note-claim-no-meld = { $card } makes no new meld with any cards in { $player }'s hand, so { $player } may not claim it.
quiz-note-turn-skipped = { $claimer } claimed the { $card } and played a whole turn with it; { $skipped }'s turn is skipped.
quiz-note-play-order = Play goes { quiz-direction } from { $dealer ->
        [true] { $start }, the dealer
       *[other] { $start }
    }: { $arrows }.
quiz-note-plays-next = So { $player } plays next.
quiz-note-comes-after = So after { $current } comes { $next }.
quiz-note-seats = The seats, clockwise: { $arrows } → back to { $first }.
quiz-note-winner-deals = The last round was won by { $winner }, so { $dealer } deals next.
quiz-note-take-makes-meld = { $card } goes into the new { quiz-meld-kind } { $meld } with cards from the hand, laid at once: taking it is allowed.
quiz-note-take-no-meld = { $card } makes no new meld with any cards in this hand: { $player } must draw from the stock instead.
quiz-note-lay-off-open = { $open ->
        [true] { $player } has laid a new meld from hand, so laying off is open.
       *[other] { $player } has laid no meld from hand yet, this turn or before: no laying off.
    }
quiz-note-lay-off-meld = { $meld } with { $card }: { $valid ->
        [true] still a valid meld.
       *[other] no longer a meld.
    }
quiz-note-no-doubling = No doubling applies to { $name }.
quiz-note-sevens-no-double = Sevens in hand do not double payments under these rules.
quiz-note-sevens-went-down = { $name }'s { $sevens ->
        [one] seven
       *[other] sevens
    } went down in a meld at the showdown, so no seven is left in hand to double the payment.
quiz-note-no-seven-left = No seven is left in { $name }'s hand.
quiz-note-never-had-turn = { $name } never had a turn, so not melding costs nothing.
quiz-note-melded-in-play = { $name } laid a meld during play.
quiz-note-showdown-melds-count = { $name }'s melds at the showdown count as melding under these rules.
quiz-note-not-perfect = The round was not won with a Perfect.
quiz-note-undercut-no-double = An undercut knock does not double payments under these rules.
quiz-note-no-undercut = No knock was undercut.
quiz-note-round-multiplier = Round { $number } was played at ×{ $multiplier }.
quiz-note-next-multiplier = The next round is played at ×{ $multiplier }.
quiz-ending-name = { $ending ->
        [blast] Blast
        [knock] Knock
        [going-out] Going out
        [four-sevens] Four sevens
       *[stock] End of stock
    }
quiz-verdict-name = { $verdict ->
        [sopang] Sopang (minor Blast)
        [daepang] Daepang (major Blast)
        [no-blast] No Blast
        [knock] Knock
        [no-knock] No knock
        [four-sevens] Four sevens
        [no-four-sevens] No four sevens
        [going-out] Going out
        [perfect] Perfect (Hoola)
        [cannot-go-out] Cannot go out
        [going-out-possible] Going out possible
        [perfect-possible] Perfect (Hoola) possible
       *[cannot-go-out-yet] Cannot go out yet
    }
quiz-note-ending-verdict = { quiz-ending-name } (rule { POINT($point) }), { $allowed ->
        [true] open
       *[other] not open
    }: { quiz-verdict-name }.
quiz-note-no-going-out = Going out (rule { POINT($point) }), not open: no card { $player } could draw lets the whole hand go down this turn.
quiz-note-needs-last-discard = Drawing { $card } would let every card go into melds, but these rules ask for a last discard (rule { POINT($point) }), and what is left after any discard does not meld.
# $count the winning draws, $first the first of them, $shown up to twelve of them
quiz-note-going-out-open = Going out (rule { POINT($point) }), open: { quiz-verdict-name }. { $count ->
        [one] Drawing { $first } would do it:
       *[other] Drawing any one of { $count } cards would do it: { $shown }{ $more ->
            [true] {" "}…
           *[other] {""}
        }. With { $first }, for one:
    }
# $laid: the melds laid at the showdown, listed ("" when none)
quiz-note-hand-count = { $name }: { $points } { $points ->
        [one] point
       *[other] points
    }{ $laid_count ->
        [0] {""}
       *[other] {" "}(lays { $laid } at the showdown)
    }.
quiz-note-melded-not-perfect = { $player } has laid a meld before, so this would not be a Perfect.
