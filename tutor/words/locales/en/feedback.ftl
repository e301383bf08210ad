## A verdict and the hints taken, as lessons and the quiz show them (tutor/app/feedback_view.py).
## $text, $title, $why, $answer, $expected arrive worded and safe for Markdown.

feedback-hint-nudge = **Hint { $n } of { $total }.** { $text }
feedback-hint-rule = **Hint { $n } of { $total }: the rule.** { $text }{ $more }
# $cite: a link to the rule-book point
feedback-hint-read = {" "}Read { $cite } in the Rule book.
feedback-hint-answer = **Hint { $n } of { $total }: the answer.** **{ $answer }** ({ $text })
# $stars: 3 right first time, 2 right, 1 done
feedback-right = **{ $stars ->
    [3] Right first time!
    [1] Done.
   *[other] Right!
}** { $title }. { $why }
# $stars: the stars drawn, ★★☆
feedback-stars = { $stars } for this step
feedback-not-yet = **Not yet — try again.**
feedback-change-answer = Change your answer and press **Check**, or take a hint.
feedback-answer = **The answer: { $expected }** — { $title }.
