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
meld-practice-arrangement-intro = Arrange a dealt hand so that the cards left in hand count as few points as possible. Choose the cards you would **leave in hand**: every other card must go into melds. Then check your choice, or show the answer.
meld-practice-size = Cards in the hand
meld-practice-seed = Seed (the same seed deals the same hand)
meld-practice-deal = Deal
meld-practice-deal-help = Deal a new random hand.
meld-practice-hand-label = Hand #{ $seed }:
# $cards the hand as typed cards (Markdown code)
meld-practice-as-text = As text: { $cards }
meld-practice-keep = Cards you would leave in hand (not melded)
meld-practice-check-choice = Check my choice
meld-practice-show-answer = Show answer
meld-practice-your-choice = Your choice
meld-practice-at-best-label = At best you could lay:
meld-practice-your-melds-label = Your melds:
meld-practice-no-meld = You lay no meld.
meld-practice-left-label = Left in hand:
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
