## A verdict and the hints taken, the same in lessons and in the quiz
## (tutor/app/feedback_view.py). Every value arrives as safe Markdown.

# $stars: the stars the answer earns (3 right first time, 2 right, 1 done)
feedback-praise = { $stars ->
    [3] Right first time!
    [1] Done.
   *[other] Right!
}
feedback-right = **{ $praise }** { $title }. { $why }
# $stars: the step's stars, drawn
feedback-step-stars = {"\u000A"}{"\u000A"}{ $stars } for this step
# $what: what is said about the learner's own answer, as a Markdown list
feedback-retry = **Not yet — try again.**

    { $what }

    Change your answer and press **Check**, or take a hint.
feedback-answer = **The answer: { $answer }** — { $title }
# Hint $n of $of: the nudge, the rule (then where to read it), the answer
feedback-hint-nudge = **Hint { $n } of { $of }.** { $hint }
feedback-hint-rule = **Hint { $n } of { $of }: the rule.** { $hint }
feedback-read-rule = {" "}Read { $link } in the Rule book.
feedback-hint-answer = **Hint { $n } of { $of }: the answer.** **{ $answer }** ({ $hint })
