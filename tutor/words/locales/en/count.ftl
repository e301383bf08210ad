## How the points in a hand are counted (rule book 2, 6.1, 5.1): the closed set `count`.
## Every message gets the reason's values and $point, the rule-book point.

count-no-cards-left = No cards left in hand: 0 points.
# $cards the cards counted, $sum their values joined with " + ", $total the sum
count-counted = { $cards }: { $sum } = { $total }.
count-quad-not-counted = Four { card-ranks } in hand are not counted (a quad scores nothing).
count-seven-counts-14 = Each seven left in hand counts 14 under these rules.
count-pictures-count-10 = Jacks, Queens and Kings count 10 each under these rules.
count-jokers-multiply = With { $jokers ->
        [1] a joker
       *[other] { $jokers } jokers
    } left in hand: { $rest } × { $factor }{ $fixed ->
        [0] {""}
       *[other] {" "}+ { $fixed }
    } = { $total }.
count-jokers-fixed = { $jokers ->
        [1] A joker left in hand counts
       *[other] { $jokers } jokers left in hand count
    } { $each } each, with no other effect.
count-total = Points in hand: { $total }.
count-blast-total = { $cards }: { $sum } = { $total }.
count-blast-counts-all = For the Blast every card counts, sevens at 7 and a quad in full.
count-blast-joker-fixed = A joker counts its fixed value in this total, with no multiplier.
