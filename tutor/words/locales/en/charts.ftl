## The Progress and Drill pages' charts (tutor/app/progress_charts.py). Hover texts get
## Plotly's placeholders as arguments ($x is "%{x}"): they must stay in the text.

charts-accuracy-hover = { $x }: { $y }% right ({ $right } of { $total })
charts-accuracy-trace = accuracy
charts-accuracy-none-right = no right answer yet
charts-accuracy-title = Accuracy per rule point
charts-accuracy-x = Rule point (as numbered in the Rule book)
charts-accuracy-y = Right answers (%)
charts-answer-kind = { $kind ->
    [right] right
   *[wrong] wrong
}
charts-day-hover = { $x }: { $y } { charts-answer-kind }
charts-days-title = Answers per day
charts-days-x = Day
charts-days-y = Answers
charts-box = Box { $box }
charts-box-empty = none
charts-leitner-trace = rule points
charts-leitner-title = Review boxes: what you miss comes back sooner (box 1 most often)
charts-leitner-x = Box
charts-leitner-y = Rule points
# $kind: "right" or "wrong", already worded
charts-time-hover = group { $x }: { $y } s, { $kind }
charts-time-trace = answer time
# $seconds: the median, one decimal
charts-median = median { $seconds } s
charts-time-title = Answer time per group
charts-time-x = Group
charts-time-y = Seconds
