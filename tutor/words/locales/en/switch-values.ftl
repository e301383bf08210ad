## Each named value of a rule switch, as a short plain name for tables, captions and
## sentences (tutor/words/switch_values.py): switch-value-<switch> selects on $value, the
## value's code in tutor/engine/rules.py. Numbers, yes/no and knock-limit tables are
## written by the function itself.

switch-value-direction = { $value ->
        [clockwise] clockwise
       *[counter-clockwise] counter-clockwise
    }
switch-value-ace = { $value ->
        [wrap] wraps round (K-A-2 too)
        [high-or-low] high or low (no K-A-2)
       *[low] low only (A-2-3)
    }
switch-value-knock-needs = { $value ->
        [other-melded] another player has melded
        [knocker-and-other] the knocker and another player have melded
       *[none] no condition
    }
switch-value-claim = { $value ->
        [battle] first to claim (Battle)
        [tame] next in turn (Tame Battle)
       *[none] no claims
    }
switch-value-tie = { $value ->
        [fewest-cards] fewest cards, then turn order
       *[turn-order] turn order
    }
switch-value-picture-blast = { $value ->
        [all-pictures] major Blast needs seven picture cards
       *[none] no Blast
    }
switch-value-joker-in-hand = { $value ->
        [double] 0, doubles the rest of the hand
        [quintuple] 0, the rest of the hand ×5
        [zero] 0, nothing else
        [fourteen-triple] 14, triples the rest of the hand
        [twenty] 20
       *[thirty] 30
    }

# One switch set another way, in a rule set written out ($name: the switch's label).
switch-setting = { $name }: { $value }
