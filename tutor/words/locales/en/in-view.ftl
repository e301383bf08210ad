## Issue 40: results in view, names optional, the round kept in the link.

# $seat: the seat's letter (A, B, C…), its name until one is typed
round-form-seat-placeholder = { $seat } (a name is optional)
payout-round-link-unread = The round in this link could not be read, so the form starts empty.
# After a miss with every hint already taken
feedback-retry-no-hints = **Not yet — try again.**

    { $what }

    Change your answer and press **Check**, or press **Show answer**.
# The lesson's last step, not mastered: says so, then what mastery takes
# $todo: checks not done yet; $mastery the share of stars needed, in percent
lessons-lesson-end-not-mastered = **End of the lesson: not mastered yet.** { $stars } of { $most } stars. { $todo ->
    [0] {""}
    [one] { $todo } check still to do;{" "}
   *[other] { $todo } checks still to do;{" "}
}a lesson is mastered with every check done and at least { $mastery }% of its stars.
# After a miss, once the answer is shown (every hint taken since, or Show answer pressed)
feedback-retry-answer-shown = **Not yet — try again.**

    { $what }

    Change your answer and press **Check**: the answer is shown below.
