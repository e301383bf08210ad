## Page copy: the Quiz, Drill and Review pages, and the question shown on them.

quiz-title = Quiz
quiz-intro = One question at a time, made and marked by the rules engine under the rules in force. Answer, press **Check**, and read why. **Hint** names the rule to think about.
quiz-kind-filter = Kind of question
quiz-any-kind = Any kind
quiz-new-question = New question
quiz-footer = Question { $seed } · [link to this question]({ $link })
quiz-link-not-number = The question number in the link is not a number: here is a new question.
quiz-link-out-of-range = The question number in the link is out of range (0 up to 2⁶³ − 1): here is a new question.
quiz-link-kind-unknown = The kind of question in the link is unknown: the seed picks one.
# $dots: the difficulty as ●○○, $tags: the rule points, $seed: the question's number
quiz-caption = Difficulty { $dots } · rule points: { $tags } · seed { $seed }
quiz-tag-switch = switch: { $label }
quiz-cards-label = Cards
quiz-hand-label = Hand
quiz-went-out = { $name }: no cards left (went out).
quiz-your-answer = Your answer
quiz-your-answer-multi = Your answer: choose every one that applies (none, if none does)
quiz-your-answer-cards = Your answer: the melds you would lay, one at a time (lay none if nothing melds)
quiz-check = Check
quiz-hint = Hint
quiz-next-hint = Next hint
quiz-show-answer = Show answer
quiz-answer-first = Give an answer first, then press Check.
quiz-why = Why

drill-title = Drill
drill-intro = Cards flash up one group at a time. Say as fast as you can whether the group is **one meld** under the rules in force (a set, a run or a lone seven: { $point }), then read the engine's reason. About half the groups are melds; the others are near misses.
drill-groups = Groups
drill-seed = Seed
drill-seed-help = The same seed and rules give the same groups: share it to race a friend.
drill-new-seed = New seed
drill-rules-in-force = Rules in force: { rules-preset-name } (ace in runs: { drill-ace }).
drill-ace = { $ace ->
        [wrap] wrap
        [high-or-low] high-or-low
       *[low] low
    }
drill-start = Start drill
drill-progress = Group { $n } of { $of }
drill-is-meld = Is this one meld?
drill-meld = Meld
drill-not-meld = Not a meld
drill-you-judged = You judged:
drill-see-results = See the results
drill-next-group = Next group
drill-results = Results
drill-score = Score
drill-accuracy = Accuracy
drill-median = Median answer time
drill-seconds = { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s
drill-look-again = Groups to look at again
drill-all-right = Every group judged right.
drill-seed-caption = Seed { $seed }: the same seed and rules give the same groups.
drill-new-drill = New drill
drill-run-caption = Seed { $seed } · rules: { rules-preset-name } (ace in runs: { drill-ace }){ $changed ->
        [true] {" "}· the rules changed after the start
       *[other] {""}
    }
drill-stop = Stop this drill

review-title = Review
review-intro = Questions on the rule points due for review, chosen more often where you miss more. A right answer moves a rule point to a later review; a wrong one brings it back at once.
review-choose-learner = Choose or create a learner above: review follows a learner's answers.
review-unavailable = Review is not available right now: { $why }.
review-reviewing = Reviewing **{ $tag }** · box { $box } of 5 · { $missed } missed of { $total } · { $due } rule { $due ->
        [one] point
       *[other] points
    } due
review-next = Next question
review-skip = Skip
review-nothing-yet = Nothing to review yet: answer a few questions on the Quiz page first. The rule points you miss come back here.
review-nothing-due = Nothing is due for review right now. Well done.
review-due-elsewhere = Due, but practised on other pages (no quiz question tests them): { $tags }.
# $minutes, $hours or $days: how long until the next review (one of them, by $unit)
review-next-review = Next review in { $unit ->
        [minutes] { $wait } minutes
        [hours] about { $wait } hours
       *[days] about { $wait } days
    } ({ $stamp }): { $tags }.
