## Question kind 'presets' (rule book 8.1–8.4): which preset a table plays, and which switches
## two presets set differently. Worked out from the codes the question carries: $named (a
## preset's name), $first_named and $second_named (two presets' names), $label (a switch's
## label), $value (its setting in words), $value_first and $value_second (two presets'
## settings), $setting (label and setting, as the Rules page shows them).

quiz-kind-presets = Presets
quiz-prompt-preset-which = A table plays one of the four presets, unchanged, and you know the settings below. Which preset is it?
quiz-prompt-presets-differ = Which switches does the { $first_named } preset set differently from the { $second_named } preset?
quiz-fact-table-plays = { $setting } (rule { POINT($point) }).
quiz-hint-presets = Think of rule { POINT($point) }: each preset changes the standard game only where its source decides a switch. { $ask ->
        [which] Rule out every preset that plays one of these settings differently.
        [decides] Change the first preset's switches one at a time to the second's, and see which one changes the answer.
       *[differ] Go through what each of the two changes.
    }
quiz-choice-preset = { $named }
quiz-choice-switch = { $label }
quiz-note-preset-ruled-out = Not { $named }: its “{ $label }” setting is “{ $value }” (rule { POINT($point) }).
quiz-note-preset-fits = { $named } plays every setting stated (rule { POINT($point) }).
quiz-note-presets-differ-on = { $label }: { $value_first } under { $first_named }, { $value_second } under { $second_named } (rule { POINT($point) }).
quiz-note-presets-same-otherwise = Every other switch is set the same in both presets (rule { POINT($point) }).
# $situation knock, blast or points; $answer_first and $answer_second the answer under each
# preset (yes or no; a Blast's code; a number of points)
quiz-prompt-preset-decides = { $situation ->
        [knock] It is the start of { $player }'s turn, with this hand. Under { $first_named }, { $player } { $answer_first ->
            [yes] may
           *[no] may not
        } knock now; under { $second_named }, { $player } { $answer_second ->
            [yes] may
           *[no] may not
        }.
        [blast] { $player } holds these seven cards at the start of a turn, with no meld laid yet. Under { $first_named } they make { $answer_first ->
            [sopang] a Sopang
            [daepang] a Daepang
           *[no-blast] no Blast
        }; under { $second_named }, { $answer_second ->
            [sopang] a Sopang
            [daepang] a Daepang
           *[no-blast] no Blast
        }.
       *[points] The round is over and { $player } is left with these cards. Under { $first_named } they count { $answer_first } points; under { $second_named }, { $answer_second }.
    } The two presets set several switches differently: which one makes the difference here?
quiz-note-preset-decides = “{ $label }” decides: { $value_first } under { $first_named }, { $value_second } under { $second_named } (rule { POINT($point) }).
# $labels the other switches the two presets set differently, listed
quiz-note-switches-change-nothing = The other switches the two presets set differently ({ $labels }) leave the answer as it is, each changed alone (rule { POINT($point) }).
