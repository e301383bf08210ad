## The quiz: the title of each kind of question (codes kind-*), the question each asks
## (prompt-*), the labels of card groups shown (group-*), the choices (quiz-choice-<code>),
## the answer as it is told (answer-*) and the verdict on an answer (feedback-*).

quiz-kind-table = The table and the deal
quiz-kind-deal = The deal
quiz-kind-values = What do these cards count?
quiz-kind-meld = Is it a meld?
quiz-kind-turn = What may this player do?
quiz-kind-claims = Claiming a discard
quiz-kind-arrangement = Best arrangement
quiz-kind-blast = Blast or not?
quiz-kind-knock = May this player knock?
quiz-kind-knock-table = Knock limits by table size
quiz-kind-ending = Which ending is open?
quiz-kind-undercut = Is the knock undercut?
quiz-kind-undercut-penalty = The undercut penalty
quiz-kind-stock-winner = Who wins at the end of the stock?
quiz-kind-doublings = Which doublings apply?
quiz-kind-payment = Who pays what?
quiz-kind-balance = Does the money balance?
quiz-kind-perfect-feeder = Feeding a Perfect
quiz-kind-hoola-doubles = Stakes after a Perfect
quiz-kind-six-seven = Six or seven at the table
quiz-kind-jokers = Jokers

quiz-prompt-meld-one = Does this card make a meld by itself? If so, which kind?
quiz-prompt-meld-group = Do these { $size } cards form one meld? If so, which kind?
quiz-prompt-blast = It is the start of { $player }'s turn, before drawing. Can { $player } stop the round now with a Blast, and which one?
quiz-prompt-knock = It is the start of { $player }'s turn, before drawing. May { $player } knock (stop) now?
quiz-prompt-ending = It is the start of { $player }'s turn, before drawing. Which endings are open to { $player } this turn? Choose every one: a Blast, a knock or four sevens taken now, and going out if some card { $player } could draw would let the whole hand go down (pick whether it would be a Perfect or an ordinary going out). Cards laid off onto the melds on the table count towards going out. Choose none if none is open.
quiz-prompt-undercut = { $knocker } knocks. Nobody melds or lays off after a knock: every hand counts as it is. Is { $knocker } undercut?
quiz-prompt-stock-winner = The stock has run out. { $meld ->
        [true] Each player first lays the best melds their hand allows
       *[other] Nobody melds any more
    } under these rules. Who wins the round?
quiz-prompt-doublings = { $name } loses this round. Which doublings apply to { $name }'s payment? Choose every one that applies (none, if none does).
quiz-prompt-payment = { $name } is a loser in this round. How many stakes is { $name }'s payment, and who pays it to whom?
quiz-made-perfect = { $winner } made a Perfect{ $feeder ->
        [none] , completing it with a card drawn from the stock
       *[other] , completing it with { $feeder }'s discard
    }.
quiz-prompt-feeder-who = { quiz-made-perfect } Whose payments does { $payer } hand over to { $winner }? Choose every one.
quiz-prompt-feeder-stakes = { quiz-made-perfect } How many stakes does { $payer } hand over to { $winner } in all?
quiz-prompt-next-multiplier = At how many times the normal stakes is the next round played? (1 = normal)
quiz-prompt-arrangement-points = Lay the best melds you can from this hand of { $cards } cards. How many points are left in hand afterwards?
quiz-prompt-arrangement-melds = Lay the melds you would lay from this hand of { $cards } cards, one at a time in the order you lay them, so that the cards left in hand count as few points as possible.
quiz-prompt-next-player = { $current } has just discarded. Who plays next?
quiz-prompt-next-dealer = Who deals the next round?
quiz-prompt-take-discard = It is { $player }'s turn. May { $player } take the { $card } from the discard pile?
quiz-prompt-lay-off = { $player } has drawn. May { $player } lay the { $card } off on the meld on the table?
quiz-prompt-claim-taker = Who takes the { $card }?
quiz-prompt-may-claim = May { $player } claim the { $card } out of turn?
quiz-prompt-after-claim = { $claimer } lays the meld, then discards. Who plays next?
quiz-prompt-joker-stands-for = Which card does the joker stand for in this meld?
quiz-prompt-joker-meld = Is this group a meld?
quiz-prompt-joker-points = The round is over and { $player } holds these cards. How many points do they count?
quiz-prompt-deal-stock = { $players } players sit down and the cards are dealt. How many cards are in the stock once the deal is over?
quiz-prompt-deal-first-card = { $dealer } deals. Who is dealt the first card?
quiz-prompt-deal-seats = { $players } friends want to play one game of Hoola together. Can they all sit down?
quiz-prompt-card-values = The round is over and these cards are left in { $player }'s hand, in no meld. How many points do they count?
# $shown: what each other loser pays, listed
quiz-prompt-money-balance = { $winner } wins this round and collects { $collected } stakes in all. { $shown }. How many stakes does { $asked } pay?
quiz-pays-part = { $name } pays { $stakes }
quiz-prompt-six-seven-decide = It is { $name }'s turn to decide. Must { $name } play, sit out, or may { $name } choose?
quiz-prompt-six-seven-paid = { $name } was made to sit out this round (rule { POINT("7.6") }) and gives up the hand below. How many stakes is { $name } paid for it in all?
quiz-prompt-undercut-penalty-total = { $knocker } knocks and is undercut. How many stakes does { $knocker } pay in all?
quiz-prompt-undercut-penalty-receive = { $knocker } knocks and is undercut. How many stakes does { $asked } receive?
quiz-prompt-knock-table-limit = { $players } players are at this table. What is the knock limit?
quiz-prompt-knock-table-may = It is the start of { $player }'s turn. { $player } and another player have melded. May { $player } knock (stop) now?

quiz-group-discard-top = Top of the discard pile
quiz-group-on-table = On the table
quiz-group-just-discarded = Just discarded
quiz-group-claimed = Claimed
quiz-group-the-meld = The meld
quiz-group-the-group = The group
quiz-group-meld-of = { $name }'s meld on the table

quiz-choice-set = A set
quiz-choice-run = A run
quiz-choice-seven = A lone seven
quiz-choice-not-meld = Not a meld
quiz-choice-sopang = Sopang (minor Blast)
quiz-choice-daepang = Daepang (major Blast)
quiz-choice-no-blast = No Blast
quiz-choice-yes = Yes
quiz-choice-no = No
quiz-choice-undercut = Yes, the knock is undercut
quiz-choice-knock-wins = No, the knock wins
quiz-choice-doubling-seven = A seven left in hand
quiz-choice-doubling-never-melded = Had a turn but never melded
quiz-choice-doubling-perfect = The winner made a Perfect
quiz-choice-doubling-undercut = The knocker was undercut
quiz-choice-ending-blast = Blast
quiz-choice-ending-knock = Knock
quiz-choice-ending-four-sevens = Four sevens
quiz-choice-ending-going-out = Going out with the right draw
quiz-choice-ending-perfect = A Perfect (Hoola) with the right draw
quiz-choice-must-play = Must play
quiz-choice-must-sit-out = Must sit out
quiz-choice-may-choose = May choose
quiz-choice-pays = { $payer } pays { $stakes } { $stakes ->
        [one] stake
       *[other] stakes
    } to { $winner }

# $label: the choice in words
quiz-answer-choice = { $label }
# $count: how many choices apply, $labels: them, listed
quiz-answer-choices = { $count ->
        [0] None of them
       *[other] { $labels }
    }
quiz-answer-number = { $number }
quiz-answer-stakes = { $stakes } { $stakes ->
        [one] stake
       *[other] stakes
    }
quiz-answer-melds = { $count ->
        [0] no meld to lay
       *[other] lay { $laid }
    }, leaving { $left ->
        [none] nothing in hand (0 points)
       *[other] { $left } ({ $points } { $points ->
            [one] point
           *[other] points
        })
    }
quiz-answer-laid = { $count ->
        [0] no meld
       *[other] { $laid }
    }

quiz-praise = { $praise ->
        [0] Right.
        [1] Correct.
        [2] Well done.
       *[3] Exactly.
    }
# $praise picks the word of praise (0-3), $answer the answer as told
quiz-feedback-right = { quiz-praise } { $answer }.
quiz-feedback-not-quite = Not quite: { $problem ->
        [not-cards] what you gave names no cards
       *[other] { $response ->
            [none] { $form ->
                [multi] you answered none
                [cards] you laid no meld
               *[other] you gave no answer
            }
           *[other] you answered { $response }
        }
    }; the answer is { $answer }.
quiz-feedback-not-in-hand = { $cards }: not in this hand.
quiz-feedback-drill-verdict = { $correct ->
        [true] Right
       *[other] Wrong
    }: it is { $valid ->
        [true] a meld
       *[other] not a meld
    } ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s).

## The quiz's errors (HoolaError set `quiz-error`).
quiz-error-no-such-kind = there is no question kind { $kind }: choose one of { $kinds }
quiz-error-tag-not-tested = { $kind ->
        [none] no question kind tests { $tag }
       *[other] no question kind { $kind } tests { $tag }
    }
quiz-error-cannot-mark = question kind { $kind } cannot mark a { $form } answer
quiz-error-no-kinds = a starter question needs at least one kind of question
quiz-error-drill-seed = the drill seed must be a whole number from 0 to { $most }, not { $value }
quiz-error-drill-group = a drill group number runs from 0 to { $most }, not { $value }
quiz-error-drill-length = a drill has 1 to { $most } groups, not { $value }

## Joining the names and numbers of a list inside a quiz sentence.
quiz-list-sep = {", "}
quiz-list-then = {", then "}
