## The practice table (rule book 3-5, 7): why a move is refused (closed set `play`), the
## moves (`play-action`), the log (`play-event`), the table's input problems (`play-error`),
## the status line (`play-status`) and the end of a round. The learner's seat is named
## "You": messages naming a player select on it.

# A fragment of play-wrong-phase: the round's $phase.
play-phase = { $phase ->
    [dropout] deciding who drops out
    [draw] the start of a turn
    [play] melding and discarding
    [claim] claiming a discard
   *[over] the end of the round
}

## Why a move is not allowed now: a reason of the set `play`.

play-round-over = The round is over: no more moves.
# $mover the player to move, $phase the round's phase, $move the kind of move tried
play-wrong-phase = '{ $move }' is not a move during { play-phase } ({ $mover } to move).
play-unknown-move = That is not a move of this game.
# $count is the number of $cards
play-not-in-hand = { $cards } { $count ->
        [one] is
       *[other] are
    } not in the hand.
play-not-a-meld = { $cards } is not a meld under these rules.
play-discard-must-be-used = The discard { $card } was taken to meld it: lay a new meld with it first.
play-needs-meld-first = Laying off is allowed only after laying a meld of your own from hand.
play-no-such-meld = There is no meld number { $target } on the table.
play-does-not-fit = { $card } does not fit the meld { $meld }.
play-keep-a-card = Keep one card in hand for the final discard: these rules need it to go out.
play-no-discard-to-go-out = These rules need a final discard to go out.
play-not-out = Those melds and that discard do not use exactly the cards in hand.
play-no-blast = No Blast: the hand totals { $total }; a Blast needs at most { $sopang_max } or at least { $daepang_min }, seven cards and no meld laid.
# $needs is the knock_needs switch
play-no-knock = No knock: { $points } { $points ->
        [one] point
       *[other] points
    } in hand; the limit is { $limit }{ $needs ->
        [other-melded] , and at least one other player must have melded
        [knocker-and-other] , and the knocker and at least one other player must have melded
       *[none] {""}
    }.
play-no-four-sevens = Four sevens needs all four in hand; this hand has { $sevens }.
play-nothing-to-claim = The discard pile is empty.
play-cannot-use-discard = { $card } can be taken only to lay a new meld with it at once, and no meld fits.
play-discard-declined = { $card } was passed on when it could be claimed: take from the stock.
play-not-perfect = That going out is marked the wrong way: it is not a Perfect.
play-is-perfect = That going out is marked the wrong way: it is a Perfect.

## The moves, as their buttons read: $cards the cards laid, laid off or discarded, $meld the
## table meld's number (from 1), $melds a going out's melds, $discard its last card.

play-action-stay-in = Play this round
play-action-drop-out = Drop out
play-action-blast = Blast!
play-action-knock = Knock
play-action-four-sevens = Four sevens!
play-action-draw-stock = Draw from the stock
play-action-take-discard = Take the discard
play-action-meld = Meld { $cards }
play-action-lay-off = Lay off { $cards } on meld { $meld }
play-action-discard = Discard { $cards }
play-action-go-out = { $perfect ->
        [true] Perfect (Hoola)!
       *[false] Go out
    }: { $melds }{ $discard ->
        [none] {""}
       *[other] , discard { $discard }
    }
play-action-claim = Claim it (thank you!)
play-action-pass = Pass

## The log: $player did it ("You" is the learner), $cards the cards the viewer may see
## ($shown: whether any), $meld the meld laid off on, $perfect a going out's Perfect.

play-event-deal = { $player } dealt; { $cards } is face up on the discard pile.
play-event-draw-stock = { $shown ->
        [true] { $player } drew { $cards } from the stock.
       *[false] { $player } drew from the stock.
    }
play-event-take-discard = { $player } took { $cards } from the discard pile.
play-event-meld = { $player } laid { $cards }.
play-event-lay-off = { $player } laid off { $cards } on meld { $meld }.
play-event-discard = { $player } discarded { $cards }.
play-event-claim = { $player } claimed { $cards }.
play-event-pass = { $player } passed on { $cards }.
play-event-claim-won = { $player ->
        [You] You get
       *[other] { $player } gets
    } { $cards } (thank you!).
play-event-knock = { $player } knocked.
play-event-blast = { $player } stopped with a Blast: { $cards }.
play-event-four-sevens = { $player } showed four sevens.
play-event-go-out = { $player } went out{ $perfect ->
        [true] {" "}with a Perfect (Hoola)!
       *[false] .
    }
play-event-stock-end = The stock ran out: hands are shown.
play-event-drop-out = { $player } dropped out.
play-event-stay-in = { $player } chose to play this round.
play-event-forced-out = { $player } had to drop out (four others already play).
play-event-must-play = { $player } must play (enough have dropped out).
play-event-dropouts-done = Five play this round; the dropped hands go back into the stock.

## The table's input problems (`play-error`): what was given, quoted ($text_q, $name_q …).

play-error-not-a-move = { $text_q } is not a move
play-error-meld-needs-cards = { $text_q }: name the cards of the meld
play-error-lay-off-form = { $text_q }: a lay-off names a card and the meld's number
play-error-one-card = { $text_q }: name exactly one card
play-error-no-bot-level = there is no bot level { $level_q }: choose one of { $levels_list }
play-error-no-move = the round is over: there is no move to choose
play-error-round-too-long = the round did not end within { $limit } moves
play-error-not-at-table = { $name_q } is not at this table
play-error-too-few-players = a round needs at least 2 players, not { $count }
play-error-too-many-players = { $count } players: Hoola is for at most { $limit }{ $six_seven ->
        [true] {""}
       *[false] {" "}(7 with the six-or-seven-player variant)
    }
play-error-bad-name = { $name_q } cannot be a player's name: use 1 to 30 characters
play-error-name-twice = the name { $name_q } is used twice: every player needs their own
play-error-dealer-not-player = the dealer { $dealer_q } is not one of the players
play-error-bad-seed = the seed must be a whole number from 0, not { $seed_q }
play-error-not-a-meld-here = { $text_q } is not a meld under these rules
play-error-card-twice = a card is used twice in this position
play-error-bad-fill = the cards filled in for { $name_q } do not match their card count

## The status line: whose move it is ($name), and what the learner may do.

play-status-over = The round is over.
play-status-draw = Your turn: draw a card.
play-status-draw-or-stop = Your turn: stop the round, or draw.
play-status-play = Meld, lay off, then discard.
play-status-claim = { $discarder } threw { $card }: claim it?
play-status-dropout = Six or seven at the table: play this round or drop out?
play-status-to-move = { $name } to move.

## The end of a round: $ending how it ended, $perfect a Perfect, $ender who ended it ("none"
## at the stock), $winner who wins and $collected the stakes they collect.

play-outcome-title = { $perfect ->
        [true] Perfect (Hoola)
       *[false] { $ending ->
            [blast] Blast
            [knock] Knock
            [going-out] Going out
            [four-sevens] Four sevens
           *[stock] End of stock
        }
    }
play-outcome = { $ender ->
        [none] { play-outcome-title }.
       *[other] { $ender } ended the round: { play-outcome-title }.
    } { $winner ->
        [You] You win and collect
       *[other] { $winner } wins and collects
    } { $collected } { $collected ->
        [one] stake
       *[other] stakes
    }.
