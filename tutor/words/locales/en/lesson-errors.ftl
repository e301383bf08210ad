## A lesson file's problems: the closed set `lesson-error` (tutor.teach.errors). Each
## names the file or the field; they are read by whoever writes a lesson.

lesson-error-file-unreadable = { $file }: cannot be read: { $detail }
lesson-error-file-not-yaml = { $file }: not valid YAML: { $detail }
lesson-error-file-not-mapping = { $file }: a lesson file holds a mapping (id, title, summary, …)
# $problems: each field's problem (lesson-error-detail), joined
lesson-error-file-invalid = { $file }: { $problems }
lesson-error-detail = { $where }: { $detail }
lesson-error-where-lesson = lesson
lesson-error-field-missing = this field is required
lesson-error-field-extra-forbidden = is not a field here
lesson-error-field-string-type = needs text
# $what: not-a-step, value ($got here, $want in English), steps ($given, $english), no-english-file
lesson-error-field-translation-differs = { $what ->
    [not-a-step] needs the step's type and words
    [value] is { $got } here but { $want } in the English lesson
    [steps] the translation has { $given } steps, the English lesson { $english }
   *[no-english-file] no English lesson file has this name
}
lesson-error-file-name = { $file }: a lesson file name starts with a number, e.g. 01_x.yaml
lesson-error-number-twice = { $file }: another lesson file also starts with number { $number }
lesson-error-id-twice = { $file }: id: '{ $id }' is also the id of { $other }
lesson-error-no-lessons-folder = { $folder }: no lessons folder here
lesson-error-section-not-a-switch = '{ $section }' names no switch of the Rules model
# $tags: the side-lesson tags, joined
lesson-error-not-a-section = '{ $section }' is not a section: write '§5' or '§5.2', 'switch:<name>', or one of { $tags }
lesson-error-step-id-twice = step id '{ $id }' is used twice
lesson-error-stage-too-long = stage '{ $stage }' has { $size } steps; a stage holds at most { $limit }: start a new stage with 'stage: <title>' on a later step
lesson-error-not-a-switch = '{ $name }' is not a switch of the Rules model
lesson-error-record-rules = a lesson record takes its rules from the step: leave 'rules' out
lesson-error-seating-twice = seating lists a player twice
lesson-error-current-not-seated = current '{ $current }' is not in the seating
lesson-error-claimants-not-seated = claimants must be other players in the seating
lesson-error-player-needed = ask '{ $ask }' needs 'player', one of the players
lesson-error-player-not-taken = ask '{ $ask }' takes no 'player'
lesson-error-round-players = round { $round } lists other players than round 1
lesson-error-discard-needed = ask '{ $ask }' needs 'discard', the top card of the pile
lesson-error-discard-not-one-card = discard must be one card that is not in the hand
lesson-error-discard-not-taken = ask '{ $ask }' takes no 'discard' card
lesson-error-hand-too-small = ask '{ $ask }' needs a hand of at least two cards
lesson-error-table-not-taken = ask '{ $ask }' takes no 'seen' or 'others'
lesson-error-others-needed = ask '{ $ask }' needs 'others': the cards each other player holds
lesson-error-others-range = each other player holds 1 to 8 cards
lesson-error-seen-twice = { $card } is both in the hand and seen, or seen twice
lesson-error-others-over-unseen = the other players hold more cards than the { $unseen } unseen
lesson-error-too-many-deals = too many ways to deal the { $unseen } unseen cards to count them all: show more cards as seen, or give the other players fewer cards
lesson-error-table-needed = ask '{ $ask }' needs 'table': your melds on the table, then each other player's in the order of 'others' (write "" for none)
lesson-error-table-players = 'table' lists { $given } players' melds but the position has { $players }
lesson-error-table-not-seen = { $card } lies on the table but is not among 'seen'
lesson-error-position-card-twice = { $card } is in two places at once
# $other: about another player than you ($who names them); $laid "none" when no meld of theirs is known
lesson-error-hand-size-impossible = { $other ->
    [true] other player { $who }
   *[other] your hand
} holds { $size } cards, { $laid ->
    [none] which cannot be with { $melded ->
        [true] your melds
       *[other] no meld of yours
    } on the table: a hand starts with 7 cards and loses only those its owner lays (at most { $expected } here)
   *[other] but with { $laid } of that player's cards on the table it must hold { $expected }: 7 dealt, less the cards laid
}
# $mine: about your own melds
lesson-error-melded-mismatch = { $mine ->
    [true] you have
   *[other] the other players have
} { $laid ->
    [one] { $laid } card
   *[other] { $laid } cards
} on the table, so '{ $mine ->
    [true] melded
   *[other] others_melded
}' must be { $laid ->
    [0] false
   *[other] true
}
lesson-error-answer-not-seated = answer '{ $answer }' is not in the seating
lesson-error-answer-not-a-player = ask '{ $ask }' needs the name of one of the players as answer
lesson-error-answer-not-a-number = ask '{ $ask }' needs a number of stakes as answer
lesson-error-answer-kind = ask '{ $ask }' needs { $ask ->
    [next_dealer] a player's name
   *[other] a number
} as answer
# $choices: the choices quoted, joined with "or"
lesson-error-answer-not-a-choice = answer must be { $choices }
lesson-error-pick-outside-hand = answer card { $card } is not in the hand
lesson-error-must-include-bad = must_include must be one card of the hand
