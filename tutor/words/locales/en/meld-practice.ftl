## The Meld practice page (tutor/app/pages/meld_practice.py).

meld-practice-title = Meld practice
meld-practice-mode = Practice
meld-practice-mode-meld = Is it a meld?
meld-practice-mode-arrangement = Best arrangement
meld-practice-meld-intro = Type some cards or pick them below, then press **Check**: the tutor says whether they form one meld under the rules in force, and why.
meld-practice-type = Type cards
meld-practice-type-placeholder = e.g. 6h 7h 8h, or Qc Qd Qh
meld-practice-pick = …or pick cards
meld-practice-using-typed = Using the typed cards: the text box wins while it is not empty. Empty it to use the picked cards.
meld-practice-check = Check
meld-practice-clear = Clear
meld-practice-fix-typed = Fix the typed cards first (see the message under the box).
meld-practice-verdict = Verdict
meld-practice-checked-label = Checked:
meld-practice-laid-as-label = Laid as:
meld-practice-seed = Seed (the same seed deals the same hand)
meld-practice-deal = Deal
meld-practice-deal-help = Deal a new random hand.
meld-practice-hand-label = Hand #{ $seed }:
# $cards the hand as typed cards (Markdown code)
meld-practice-as-text = As text: { $cards }
meld-practice-show-answer = Show answer
meld-practice-your-choice = Your choice
meld-practice-your-melds-label = Your melds:
meld-practice-no-meld = You lay no meld.
meld-practice-just-as-good = **Just as good**: these leave { $points } { $points ->
        [one] point
       *[other] points
    } too.
meld-practice-or-lay-label = Or lay:
meld-practice-best = Best arrangement
meld-practice-melds-label = Melds:
meld-practice-deadwood-label = Deadwood:
meld-practice-points-left = Points left in hand
meld-practice-just-as-good-label = Just as good:
## The meld builder (tutor/app/meld_builder.py), on Meld practice and in the quiz.
meld-builder-pick = Cards for the next meld
meld-builder-lay = Lay these as a meld
meld-builder-take-back = Take back the last meld
meld-builder-laid-label = Your melds, in the order laid:
meld-builder-none-yet = No meld laid yet: pick the cards of one meld, then lay it.
meld-builder-left-label = Still in hand:
meld-practice-arrangement-asks = Lay the melds you would lay from this hand, one meld at a time, so that the cards left in hand count as few points as possible. Then check your melds, or show the answer.
meld-practice-hand-size = Hand
meld-practice-hand-size-7 = 7 cards (start of a turn)
meld-practice-hand-size-8 = 8 cards (after drawing)
meld-practice-check-melds = Check my melds
meld-practice-result-label = Left in hand:
