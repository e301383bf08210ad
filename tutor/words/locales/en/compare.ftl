## Rule switches as widgets, and a second rule set compared with the rules in force
## (tutor/app/compare.py): each switch's short label, its named values, and the picker.

compare-field-direction = Direction of play
compare-field-ace = Ace in runs
compare-field-seven-in-hand = A seven left in hand counts
compare-field-sevens-double = Sevens double the payment
compare-field-sopang-max = Sopang (minor Blast) up to
compare-field-daepang-min = Daepang (major Blast) from
compare-field-knock-limit = Knock limit
compare-field-knock-needs = Who must have melded before a knock
compare-field-discard-to-go-out = Going out needs a final discard
compare-field-meld-at-stock-end = Everyone melds when the stock runs out
compare-field-stock-melds-spare-doubling = End-of-stock melds spare the 'never melded' doubling
compare-field-claim = Claiming a discard out of turn ('thank you')
compare-field-undercut-doubles = An undercut knock doubles every payment
compare-field-undercut-penalty = Undercut penalty instead (fixed stakes)
compare-field-hoola-doubles = A Perfect doubles the next round's stakes
compare-field-jokers = Jokers in the deck
compare-field-joker-in-hand = A joker left in hand
compare-field-picture-cards-ten = Jack, Queen and King count 10
compare-field-picture-blast = Blast when picture cards count 10
compare-field-perfect-needs-all-turns = A Perfect needs every other player to have had a turn
compare-field-tie = Tie for the fewest points
compare-field-six-seven-players = 6–7 player variant
compare-field-dropout-compensation = Compensation per item for a forced drop-out (stakes)

## The named values of the switches that take one.

compare-option-ace = { $value ->
        [wrap] wrap: A-2-3, Q-K-A and K-A-2
        [high-or-low] high or low: A-2-3 and Q-K-A, no K-A-2
        [low] low only: A-2-3
       *[other] { $value }
    }
compare-option-knock-needs = { $value ->
        [other-melded] at least one other player must have melded
        [knocker-and-other] the knocker and at least one other player must have melded
        [none] nobody needs to have melded
       *[other] { $value }
    }
compare-option-claim = { $value ->
        [none] none: no claims out of turn
        [battle] battle: first to slap the discard
        [tame] tame: the claimant whose turn comes first
       *[other] { $value }
    }
compare-option-tie = { $value ->
        [turn-order] turn order decides
        [fewest-cards] fewer cards, then turn order
       *[other] { $value }
    }
compare-option-picture-blast = { $value ->
        [none] no Blast at all
        [all-pictures] a Daepang needs seven J/Q/K; the Sopang stays
       *[other] { $value }
    }
compare-option-joker-in-hand = { $value ->
        [double] counts 0 and doubles the rest of the hand (two jokers: ×4), the recommended option
        [quintuple] counts 0 and multiplies the rest of the hand by 5 (as in Seven Bridge)
        [zero] counts 0 and changes nothing else
        [fourteen-triple] counts 14 and triples the rest of the hand (two: 28 and ×9)
        [twenty] counts 20
        [thirty] counts 30
       *[other] { $value }
    }
# A switch's value in a table: yes, no, or off ("none").
compare-value = { $value ->
        [true] yes
        [false] no
       *[none] off
    }
compare-limit-for = { $limit } for { $players }

## The widgets.

compare-refused = That change was refused:{" "}
compare-penalty-label = Penalty paid by the undercut knocker to each opponent (stakes)
compare-custom-table = Your own table (from a link)
compare-own-number = Your own number: { $value }
compare-own-limit-label = …or a knock limit of your own (points, for every table size)
compare-own-limit-placeholder = a number
compare-toggle = Compare with a second rule set
compare-preset-label = Second rule set: start from the preset
compare-switches-expander = Change switches in the second rule set{ $changed ->
        [0] {""}
       *[other] {" "}({ $changed } changed from { $preset })
    }
compare-what-result = the result
compare-rules-in-force = rules in force
compare-second-rules = second rules
