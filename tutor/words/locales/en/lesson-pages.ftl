## The Lessons page (tutor/app/pages/lessons.py), the lesson book and the course map.

lessons-title = Lessons
lessons-intro = Short lessons in stages of a few steps. The checks are graded by the rules engine: a miss gets a second try, hints go from a nudge to the rule to the answer, and each check earns up to three stars.
lessons-load-failed = The lessons could not be loaded:{" "}
lessons-none = No lessons yet.
lessons-pick = Lesson
# $number the lesson's place in the course, $title its title
lessons-pick-option = { $number }. { $title }
# $stage, $stages, $title: the stage; $step, $steps: the step within it
lessons-progress = Stage { $stage } of { $stages }: { $title } · step { $step } of { $steps }
# $links: the rule-book points the lesson covers, as links
lessons-covers = Covers { $links }
lessons-side = A side lesson
# $switches: the switches it shows, joined
lessons-covers-switches = {" "}· switches: { $switches }
lessons-covers-end = .
lessons-back = ← Back
lessons-next = Next →
lessons-next-stage = Next stage →
lessons-next-lesson = Next lesson →
lessons-practise = **Practise what this lesson taught:** quiz questions marked by the engine.

## Which rules a step uses; $rules the rule set written out.
lessons-rules-own = This step uses its own rules, whatever rules are in force: { $rules }.
lessons-rules-in-force = This step uses the rules in force: { $rules }.

## What a question is about.
lessons-round = Round { $number }
# $seats: the names, bold, joined with arrows; $current the current player, bold
lessons-seats = Seats, going clockwise: { $seats }. Current player: { $current }.
lessons-cards = Cards
lessons-hand = Hand
lessons-seen = Seen face up (table and discards)
# $counts: the other hands' sizes, joined
lessons-other-hands = Cards in the other hands, in turn order from the next player: { $counts }
lessons-knock-facts = { $players } players · the knocker has melded: { $melded ->
    [true] yes
   *[other] no
} · another player has melded: { $others ->
    [true] yes
   *[other] no
}
lessons-already-melded = This player has already melded.
lessons-going-out-facts = Hand after the draw · melded before: { $melded ->
    [true] yes
   *[other] no
} · every other player has had a turn: { $others ->
    [true] yes
   *[other] no
}
lessons-cannot-show = These cards cannot be shown under the rules in force:{" "}
# A round record: $ending how it ended, $perfect whether with a Perfect
lessons-record-ending = Round ended by: { $ending ->
    [blast] Blast
    [knock] Knock
    [going-out] Going out
    [four-sevens] Four sevens
   *[stock] End of stock
}{ $perfect ->
    [true] {" "}— a Perfect
   *[other] {""}
}
# One player of a round record: $name and $tags, what the record says about them
lessons-record-player = { $name } ({ $tags })
lessons-tag-dealer = dealer
lessons-tag-went-out = went out
lessons-tag-winner = winner
lessons-tag-knocked = knocked
lessons-tag-fed-perfect = discarded the card that completed the Perfect
lessons-tag-dropped-out = dropped out ({ $how ->
    [forced] forced
   *[other] chose
})
lessons-tag-melded = melded
lessons-tag-never-melded = never melded
lessons-tag-no-turn = no turn yet

## Answering.
lessons-pick-meld = Pick the cards of one meld
lessons-your-discard = Your discard
lessons-your-answer = Your answer
lessons-yes = Yes
lessons-no = No
# The choices of a position; $card the top of the discard pile
lessons-choice = { $choice ->
    [take] Take the { $card }
    [draw] Draw from the stock
    [knock] Knock now
   *[play-on] Draw and play on
}
lessons-check = Check
lessons-hint = Hint
lessons-next-hint = Next hint
lessons-hint-help = Hints go from a nudge to the rule to the answer; each one costs a star.
lessons-show-answer = Show answer
lessons-give-answer = Now give that answer and press **Check** to finish this step (1 star).
lessons-rules-changed = The rules in force changed since you checked this answer: press **Check** to have it graded under the rules now in force.
lessons-choose-first = Choose an answer first.
lessons-more = More about this
# $stars: the stars earned, drawn
lessons-done-before = Done before: { $stars }. Answer again to practise.
lessons-every-step = Every settlement step

## A compare step.
lessons-source = Source
lessons-source-says = What it says
# $value: a switch's setting
lessons-refused = Refused: { $why }
lessons-why = Why

## The end of a stage or a lesson.
lessons-lesson-done = Lesson done.
lessons-mastered = **Lesson mastered!** { $stars } of { $most } stars.
# $todo: checks not done yet; $mastery the share of stars needed, in percent
lessons-lesson-end = **End of the lesson:** { $stars } of { $most } stars. { $todo ->
    [0] {""}
    [one] { $todo } check still to do;{" "}
   *[other] { $todo } checks still to do;{" "}
}a lesson is mastered with every check done and at least { $mastery }% of its stars.
lessons-stage-end = **End of stage { $stage }.**{ $graded ->
    [true] {" "}{ $stars } of { $most } stars.
   *[other] {""}
} Next, stage { $next }: { $title }

## The lesson book: progress kept in the database.
lessons-progress-not-read = Your earlier lesson progress could not be read: { $error }
lessons-progress-not-saved = Lesson progress not saved: { $error }

## The course map (Home and the top of Lessons).
course-status = { $status ->
    [mastered] mastered
    [done] done
    [in-progress] in progress
   *[not-started] not started
}
# $number and $title: the lesson; $status its status (course-status)
course-dot = { $number }. { $title }: { $status }
course-checks-done = {" "}· { $done } of { $graded } checks done
course-next = next: { $state }
course-stars = ★ { $stars }/{ $most }
course-start = Start with lesson { $number }: { $title }
course-continue = Continue where I left off: { $number }. { $title } · stage { $stage }
course-all-done = Every lesson is done. Well played!
course-stars-help = ★ stars: 3 for a right first answer, 2 after one miss or hint, 1 with more help. A lesson is mastered with every check done and at least { $mastery }% of its stars.
# After a step pinned to its own rules is answered: $rules the learner's rules, $answer or $why
lessons-rules-yours-differ = Under the rules you have set ({ $rules }) the answer would be different: { $answer }.
lessons-rules-yours-refused = Under the rules you have set ({ $rules }) this question cannot be asked: { $why }
# A lesson's row on the course map, under its title: $state (its status, course-status) and $stars (course-stars)
course-row-stars = { $state } · { $stars }
