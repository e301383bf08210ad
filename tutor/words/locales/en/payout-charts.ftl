## The payout checker's charts (tutor/app/charts.py): a loser's waterfall, the net result.

# The waterfall's first bar: the base stakes of the loser in this position.
chart-bar-base = base: { $position ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $position }th
    } loser
chart-bar-total = total
# The mark on the bar a settlement step is about.
chart-now = now
chart-axis-stakes = Stakes
chart-series-round = Round
chart-series-compensation = Drop-out compensation
chart-compensation-hover = { $name }: { $signed } (compensation)
chart-net-title = Net result per player (stakes)
