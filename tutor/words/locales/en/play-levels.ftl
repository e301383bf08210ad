## What each level of the computer players does, and what was measured of it.

play-page-level-help = Beginner ends the round whenever it can. Intermediate weighs the undercut risk of a knock and what each discard may feed. Expert plays each real choice out on deals of the cards it cannot see, on a fixed budget (the same move on a busy server). Measured against Intermediate: Expert wins about 0.32 stakes a round heads up over 2,000 rounds (95% interval 0.28 to 0.36) and about 0.21 at four players over 1,102 fresh rounds (0.08 to 0.34); Intermediate wins about 0.22 against Beginner heads up.
