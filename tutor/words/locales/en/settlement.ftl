## How a round is settled (rule book 5, 6, 7.6): the closed set `settle`, the kinds of
## doubling, what a forced drop-out is paid for, what was taken as entered, and the titles
## of a settlement's steps. A player's name may be "You" (the learner at the practice table).


settle-as-entered-count = As entered: { $points } { $points ->
        [one] point
       *[other] points
    }{ $sevens ->
        [0] {""}
        [one] , 1 seven
       *[other] , { $sevens } sevens
    }{ $jokers ->
        [0] {""}
        [one] , 1 joker
       *[other] , { $jokers } jokers
    }.
# $melds the melds laid, listed
settle-showdown-lays = Lays { $melds } at the showdown.
# The same, told of the player ($name) who laid them.
settle-showdown-lays-by = { $name ->
        [You] You lay
       *[other] { $name } lays
    } { $melds } at the showdown.
settle-won-blast = { $winner } stopped with a { $kind ->
        [sopang] Sopang (minor Blast)
       *[daepang] Daepang (major Blast)
    }.
settle-won-blast-as-entered = { $winner } stopped with a Blast (as entered: the hand's total is not checked without the cards).
settle-won-four-sevens = { $winner } stopped holding four sevens.
settle-won-four-sevens-as-entered = { $winner } stopped holding four sevens (as entered).
settle-went-out = { $winner } went out: { $discard ->
        [true] every card but the last melded, the last one discarded.
       *[other] every card melded.
    }
settle-perfect-won = All seven cards went down in one turn with no meld laid before: a Perfect (Hoola), so every payment doubles.
settle-perfect-fed = The Perfect was completed with { $feeder ->
        [You] your
       *[other] { $feeder }'s
    } discard, so { $feeder ->
        [You] You pay
       *[other] { $feeder } pays
    } every loser's payment.
settle-knocked = { $knocker } knocked with { $points } points (limit { $limit }).
settle-knock-wins = Every other player has more than { $points }: the knock wins.
# $under each undercutter with their points, $under_count how many, $first_under the first
settle-undercut-by = Undercut: { $under } { $under_count ->
        [1] { $first_under ->
            [You] have
           *[other] has
        }
       *[other] have
    } the same or fewer points, so { $knocker ->
        [You] You lose
       *[other] { $knocker } loses
    }.
# $names the tied players, listed
settle-tie-fewest-cards = { $names } tie with { $points }: the tie rule in force gives it to the tied player holding fewer cards.
settle-tie-turn-order = { $names } tie with { $points }: the tie rule in force gives it to the tied player whose turn comes first counting from { $from_dealer ->
        [true] the dealer
       *[other] the knocker
    }.
settle-fewest-wins = { $winner ->
        [You] You have the fewest points and win
       *[other] { $winner } has the fewest points and wins
    }.
settle-stock-ran-out = The stock ran out. { $meld ->
        [true] Everyone lays what melds they can and counts the rest.
       *[other] Nobody melds further: every hand counts as it is.
    }
settle-stock-fewest-wins = { $winner ->
        [You] You have the fewest points, { $points }, and win
       *[other] { $winner } has the fewest points, { $points }, and wins
    }.
# $counts each player's count (settle-counted-entry), joined
settle-points-counted = Points counted: { $counts }.
settle-counted-entry = { $name } { $points }{ $by_count ->
        [true] {" "}(as entered)
       *[other] {""}
    }
settle-position = { $name ->
        [You] You have
       *[other] { $name } has
    } { $points } points; { $fewer ->
        [0] no other loser has fewer
        [1] 1 loser has fewer
       *[other] { $fewer } losers have fewer
    }, so { $name ->
        [You] You are number { $position } and pay
       *[other] { $name } is number { $position } and pays
    } { $position } { $position ->
        [one] stake
       *[other] stakes
    }.
# $tied the other players with the same points
settle-position-tied = { $name ->
        [You] You have
       *[other] { $name } has
    } { $points } points, tied with { $tied }; tied losers all pay the higher position, { $position }, so { $position } { $position ->
        [one] stake
       *[other] stakes
    }.
settle-doubling-seven = A seven left in { $name ->
        [You] your
       *[other] { $name }'s
    } hand doubles the payment (seven { $seven } of { $of }).
settle-doubling-never-melded = { $name } had a turn but never laid a meld: the payment doubles.
settle-doubling-perfect = { $winner } won with a Perfect (Hoola): every payment doubles.
settle-doubling-undercut = { $knocker ->
        [You] You knocked and were undercut
       *[other] { $knocker } knocked and was undercut
    }: every payment doubles.
settle-pays = { $name ->
        [You] You pay
       *[other] { $name } pays
    } { $total } to { $winner }.
settle-feeder-pays = { $payer } fed the Perfect with a discard, so { $payer ->
        [You] You pay
       *[other] { $payer } pays
    } { $name ->
        [You] your
       *[other] { $name }'s
    } { $total } to { $winner }.
settle-knocker-pays = { $payer ->
        [You] You were undercut, so You pay
       *[other] { $payer } was undercut, so { $payer } pays
    } { $name ->
        [You] your
       *[other] { $name }'s
    } { $total } to { $winner }.
settle-undercut-penalty = { $knocker ->
        [You] You were undercut: under the undercut-penalty rule You pay
       *[other] { $knocker } was undercut: under the undercut-penalty rule { $knocker } pays
    } { $payee } { $stakes } stakes, as every opponent gets; nothing else is paid.
# $items what was held (compensation-… each), joined
settle-forced-out-compensation = { $name } was forced to drop out holding { $units } { $units ->
        [one] item
       *[other] items
    } ({ $items }): { $payer ->
        [You] You pay
       *[other] { $payer } pays
    } { $units } × { $each } stake.
# $net each player's result in stakes, signed
settle-net-result = Net result in stakes: { $net }. What is paid equals what is collected.

## What a player forced to drop out is paid for (rule book 7.6): the closed set `compensation`.
compensation-seven = the seven { $cards }
compensation-set = the set { $cards }
compensation-sequence = the sequence { $cards }

## A label of a word or two for each kind of doubling (charts): the closed set `doubling`.
doubling-seven = { $of ->
        [1] a seven held
       *[other] seven { $seven } of { $of }
    }
doubling-never-melded = never melded
doubling-perfect = Perfect
doubling-undercut = undercut

## What a settlement took on trust (rule book 6.1): the closed set `as-entered`.
as-entered-points = { $player }: the points in hand, as entered
as-entered-blast-total = { $player }: the hand's total for the Blast, as entered
as-entered-four-sevens = { $player }: the four sevens, as entered

## The title of each step of a settlement: the closed set `step-stage`.
step-stage-winner = { $payee ->
        [You] You win
       *[other] { $payee } wins
    }
step-stage-points = Points in hand
step-stage-position = { $loser }: { $running } { $running ->
        [one] stake
       *[other] stakes
    }
step-stage-doubling = { $loser }: ×{ $factor } → { $running }
step-stage-total = { $loser ->
        [You] You owe
       *[other] { $loser } owes
    } { $running }
step-stage-penalty = { $payer ->
        [none] { $payee ->
            [You] You collect
           *[other] { $payee } collects
        } { $running }
       *[other] { $payer ->
            [You] You pay
           *[other] { $payer } pays
        } { $payee }
    }
step-stage-summary = { step-stage-penalty }
