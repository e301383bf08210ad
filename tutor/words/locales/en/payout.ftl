## The payout checker: the settlement's winner, each hand's label, the money flow, one
## loser's payment, two rule sets compared. Names may arrive marked up (**Ann**).

ledger-winner-line = { $winner ->
        [You] You win and collect
       *[other] { $winner } wins and collects
    } { ledger-stakes }
# $winner and $amount arrive marked up by the page.
ledger-compared-winner = Winner: { $winner }, collects { $amount }

## hand-label: how a hand was counted.

ledger-points = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
hand-label-counted = { $name }: { ledger-points }
hand-label-as-entered = { $name }: { ledger-points }{ $sevens ->
        [0] {""}
        [one] , { $sevens } seven held
       *[other] , { $sevens } sevens held
    } (as entered)
hand-label-no-cards = { $name }: { ledger-points } (no cards left)
hand-label-winner = { $name ->
        [You] You win
       *[other] { $name } wins
    }
ledger-hand-count = { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } · { ledger-points } in hand

## winner-count: why the round form asks no count of the winner.

winner-count-going-out = Went out: no cards left to count.
winner-count-blast = Won with a Blast: the winner's count is not needed.
winner-count-four-sevens = Won with four sevens: the winner's count is not needed.

## The money flow (flow-link, flow-node) and its title and summary.

flow-link-payment = { $payer } → { $payee }: { ledger-stakes }
flow-link-paid-for = { $payer } → { $payee }: { ledger-stakes } ({ $loser }'s payment)
flow-link-penalty = { $payer } → { $payee }: { ledger-stakes } (undercut penalty)
flow-link-compensation = { $payer } → { $payee }: { ledger-stakes } (drop-out compensation)
# $short is "true" on the chart's labels (the number alone).
flow-node-pays = { $name ->
        [You] You pay
       *[other] { $name } pays
    } { $short ->
        [true] { $stakes }
       *[other] { ledger-stakes }
    }
flow-node-gets = { $name ->
        [You] You get
       *[other] { $name } gets
    } { $short ->
        [true] { $stakes }
       *[other] { ledger-stakes }
    }
ledger-flow-title = Who pays whom: { $winner ->
        [You] You collect
       *[other] { $winner } collects
    } { $collected }
ledger-flow-pays = { $payer ->
        [You] You pay
       *[other] { $payer } pays
    } { $payee } { $stakes }
# $flow the payments joined with "; ", or "none".
ledger-flow-summary = Who pays whom: { $flow ->
        [none] nothing is paid
       *[other] { $flow }
    }.
ledger-payment-title = { $name }: { $base } × { $multiplier } = { ledger-stakes }
# $sum the base and each doubling's factor joined with " × ".
ledger-payment-summary = { $name }'s payment: { $sum } = { ledger-stakes }.
# $results each player's name and signed result, joined with ", ".
ledger-net-summary = Net result per player: { $results }.

## Two rule sets compared (rules-compare) and what one switch does alone (switch-effect).

ledger-switches-differ = { $switches ->
        [one] { $switches } switch differs
       *[other] { $switches } switches differ
    }
rules-compare-same-rules = The two rule sets are the same: { $what } cannot differ.
rules-compare-result-differs = { ledger-switches-differ }, and { $what } differs: one or more of these switches (⚡) changes it.
rules-compare-result-same = { ledger-switches-differ }, but { $what } is the same under both.
switch-effect-alone = { $switch } changes the result on its own
switch-effect-unsettled = { $switch } changes the result: the round cannot be settled with it ({ $error })
switch-effect-together = No single switch changes the result alone: it takes them together.

## melded-note: beside a player's "had melded" on the round form.

melded-note-from-cards = { $melded ->
        [true] Melded
       *[other] Never melded
    }: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } in hand ({ $melded ->
        [true] fewer than
       *[other] at least
    } seven).
melded-note-went-out = Melded: went out.
melded-note-blast = Never melded: a Blast is called before any meld.
melded-note-ask = Tap one: never melding doubles a loser's payment.
melded-note-never = Never melded: a loss costs this player double (×2).
melded-note-doubles = As entered: { $name ->
        [You] You pay
       *[other] { $name } pays
    } { ledger-stakes }, doubled ({ $why }).
