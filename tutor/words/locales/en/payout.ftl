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

## The payout checker page.

payout-title = Payout checker
# $button the Settle button's label, in bold.
payout-intro = Enter how a round ended, or load a worked example or a saved record, then press { $button }: the tutor finds the winner, counts every hand, and shows what each loser pays and why, doubling by doubling.
payout-settle-button = Settle
payout-money-label = { $stake ->
        [none] Money: no stake value
       *[other] Money: one stake = { $stake }
    }
payout-currency-placeholder = e.g. ₩, KRW, EUR
payout-load-expander = Load a round: a worked example or a JSON record
payout-example-label = Worked example from the sources
payout-load-example = Load example
payout-upload-label = Or upload a round record (JSON)
payout-upload-help = The same JSON the command line and the download button below use.
# $title the example's title, $source where it comes from, $rules links to the rule book.
payout-example-info = **{ $title }** ({ $source }; { $rules }). { $says }
payout-round-header = The round
payout-no-longer-settles = The last round settled can no longer be settled:{" "}
payout-jump = ↓ Jump to the settlement
payout-settlement-header = Settlement
# Beside a verdict settled again under changed rules: a counting switch changed ($switch in
# bold, $old and $new its values, $rule its rule-book point) and the players ($players, bold,
# listed; $count of them) whose counts were typed under the old value.
payout-counts-kept = { $switch } is now { $new } ({ $rule }; it was { $old }), but a count typed in quick entry is kept as typed: check { $players }'s { $count ->
        [one] count
       *[other] counts
    } under these rules and press { $button } again if { $count ->
        [one] it changes
       *[other] one changes
    }.
payout-form-changed = The form has changed since this was settled: press { $button } again to settle what the form holds now.
# $preset in bold; $changed the switches changed from it, or "none".
payout-rules-words = { $preset }{ $changed ->
        [none] {""}
       *[other] {" "}with { $changed } changed
    }

## The settlement.

payout-worth = {" "}One stake = { $stake }, so { $winner ->
        [You] You collect
       *[other] { $winner } collects
    } { $money }.
# $money and $payer are "none" when there is no stake value / the loser pays their own.
payout-loser-pays = { $name ->
        [You] You pay
       *[other] { $name } pays
    } **{ ledger-stakes }**{ $money ->
        [none] {""}
       *[other] {" "}= **{ $money }**
    }{ $payer ->
        [none] {""}
       *[other] , paid by { $payer }
    }
payout-metric-winner = Winner
payout-metric-collects = Collects
payout-metric-losers = Losers
payout-why = **Why:**{ $perfect ->
        [true] { $undercut ->
            [true] {" "}(Perfect, undercut knock)
           *[other] {" "}(Perfect)
        }
       *[other] { $undercut ->
            [true] {" "}(undercut knock)
           *[other] {""}
        }
    }
payout-points-header = **Points in hand**
payout-laid-at-end = laid at the end:
payout-faded-caption = Faded cards were laid in melds at the end of stock and are not counted.
payout-how-counted = How each hand was counted
payout-no-doublings = none
payout-losers-header = **What each loser pays**
payout-column = { $column ->
        [loser] Loser
        [points] Points
        [position] Position
        [base] Base
        [doublings] Doublings
        [total] Total
       *[paid-by] Paid by
    }
payout-why-each = Why each loser pays that much
payout-compensation-header = **Compensation for players forced to drop out** (quarter stakes)
# One loser as a card on a narrow screen; $name and $payer arrive in bold.
payout-loser-card = { $name } pays **{ ledger-stakes }**{ $payer ->
        [none] {""}
       *[other] , paid by { $payer }
    }{"  "}
    { ledger-points } · position { $position } · base { $base ->
        [one] { $base } stake
       *[other] { $base } stakes
    }{"  "}
    Doublings: { $doublings }
payout-payment-of = Payment of
payout-payment-of-help = Choose a loser to see how the payment builds up.
payout-net = Net result: { $results }
payout-steps-header = Step by step
payout-step-of = Step { $step } of { $steps }
payout-step-back = ◀ Back
payout-step-next = Next ▶
payout-download-round = Download the round (JSON)
payout-download-settlement = Download the settlement (JSON)

## Comparing rules.

payout-compare-header = Compare rules
payout-compare-toggle = Settle under a second rule set
payout-compare-unsettled = Under the second rules this round cannot be settled:{" "}
payout-compare-what = the settlement
payout-compare-what-settles = whether the round can be settled
payout-compare-mine = Rules in force ({ $preset })
payout-compare-theirs = Second rules ({ $preset })
# $how the doublings, or "none"; $payer who pays for this loser, or "none".
payout-side-line = { $name }: **{ ledger-stakes }** (base { $base }, { $how ->
        [none] no doubling
       *[other] { $how }
    }{ $payer ->
        [none] {""}
       *[other] , paid by { $payer }
    })
payout-side-penalty = { $payer ->
        [You] You pay
       *[other] { $payer } pays
    } { $payee } { $stakes } (penalty)
payout-side-net = Net: { $results }
