## The Endings explainer page (tutor/app/pages/endings.py).

endings-title = Endings explainer
endings-intro = Give a hand and the situation at the start of the turn: the tutor shows each way the round could end (Blast, Knock, four sevens, going out), whether it is open, the numbers that decide and the rule behind it. A hand of 8 cards is read as just after drawing, and is checked for going out at once.
endings-source = The hand
endings-source-type = Type
endings-source-pick = Pick
endings-source-deal = Deal
endings-deal-size = Cards
endings-deal-size-option = { $cards ->
    [7] 7: start of a turn
   *[other] 8: just after drawing
}
endings-seed = Seed (the same seed deals the same hand)
endings-deal = Deal
endings-deal-help = Deal a new random hand.
# $cards the hand as typed cards (Markdown code)
endings-dealt-hand = Hand #{ $seed }: { $cards }
endings-pick-label = Pick the cards in the hand
endings-type-label = Type the hand
endings-type-placeholder = e.g. Ah 2c 3d 2h 4s Ac 2d
endings-going-out-now = Going out now (after drawing)
endings-going-out-next-draw = Going out with the next draw
endings-differs = differs
# One number of a verdict: its name and value (Markdown).
endings-number = { $name }: **{ $value }**
endings-melds-label = Melds:
endings-laid-off-label = Laid off:
endings-situation = The situation at the start of this turn
endings-you-melded = You have melded
endings-other-melded = Another player has melded
endings-others-had-turn = Every other player has had a turn
endings-players = Players at the table
endings-table = Melds on the table (anyone's; separate melds with commas)
endings-table-placeholder = e.g. 5s 6s 7s, Qc Qd Qh
endings-table-help = Going out may lay cards off onto these, once you have laid a meld from your own hand (this turn or before).
endings-table-error = The melds on the table:{" "}
endings-on-table-label = On the table:
endings-ask-hand = Type, pick or deal a hand to see which endings are open.
endings-hand-label = Hand:
endings-error-in-force = Under the rules in force:{" "}
endings-error-second = Under the second rules:{" "}
endings-compare = Compare with a second rule set
endings-what-changes = the verdict for this hand
# $changes each verdict that changes (Markdown), joined
endings-verdicts-change = Verdicts that change: { $changes }
endings-rules-in-force = **Rules in force** ({ $preset })
endings-second-rules = **Second rules** ({ $preset })
