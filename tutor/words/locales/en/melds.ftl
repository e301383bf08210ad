## Melds (rule book 3): the closed set `meld`, the kinds of meld and a meld check's headline.
## Every message gets the reason's values and $point, the rule-book point.


meld-kind = { $kind ->
        [set] set
        [run] run
       *[seven] lone seven
    }
# What a meld check found: $kind the kind of a valid meld, or none.
meld-headline = { $kind ->
    [none] Not a meld.
   *[other] A meld: a { $kind ->
        [set] set
        [run] run
       *[seven] lone seven
    }.
}

meld-no-cards = No cards chosen: a meld needs at least one card.
meld-jokers-not-in-play = Jokers are not in play under these rules.
meld-too-many-jokers = Only { $allowed } joker(s) are in play, but { $chosen } were chosen.
meld-joker-only = A joker only stands in for a card: a meld needs at least one real card.
# $first a real card, $a one differing from it in rank, $b one differing in suit
meld-mixed = { $cards } is neither a set nor a run: a set needs one rank, but { $first } and { $a } differ in rank; a run needs one suit, but { $first } is { $first_suit ->
        [c] clubs
        [d] diamonds
        [h] hearts
       *[s] spades
    } and { $b } is { $b_suit ->
        [c] clubs
        [d] diamonds
        [h] hearts
       *[s] spades
    }.
meld-set-too-long = { $cards } is { $size } cards: a set has at most four.
meld-single-seven = { $cards } is a lone seven: a seven may be laid alone, a meld of its own kind.
meld-sevens-set = { $cards }: two or more sevens make a set.
meld-single-not-seven = { $cards } alone is not a meld: only a seven makes a meld of one card.
meld-set-too-short = { $cards } is only { $size } { $size ->
        [one] card
       *[other] cards
    }: a set needs three or four { $rank ->
        [0] Jokers
        [1] Aces
        [11] Jacks
        [12] Queens
        [13] Kings
       *[other] { $rank }s
    } (only sevens meld in twos or alone).
meld-set = { $cards }: { $size ->
        [3] three
       *[4] four
    } { $rank ->
        [0] Jokers
        [1] Aces
        [11] Jacks
        [12] Queens
        [13] Kings
       *[other] { $rank }s
    } make a set.
meld-short-run-with-seven = { $cards }: a run with a seven needs only two cards.
meld-run = { $cards }: { $size } { $suit ->
        [c] clubs
        [d] diamonds
        [h] hearts
       *[s] spades
    } in sequence make a run.
# $stands the cards the jokers stand for
meld-joker-stands-for = The joker stands in for { $stands }.
meld-run-too-long = { $cards } is { $size } cards: a run has at most 13 (each rank once).
meld-ace-low-only = { $cards } needs the Ace high or around the corner, but under these rules the Ace counts only low (A-2-3).
meld-no-round-the-corner = { $cards } goes around the corner (K-A-2), which these rules do not allow: the Ace may be high or low, not both.
# $also_count more cards the run needs further on, $also those cards
meld-run-gap = { $a } and { $b } are not consecutive: the run needs { $needs }{ $also_count ->
        [0] {""}
       *[other] , and also { $also }
    }.
meld-run-gap-jokers = { $a } and { $b } are not consecutive: the run needs { $needs }, and there are not enough jokers to fill { $missing } gaps.
meld-run-too-short = { $cards } is only two cards: a run needs three, unless it holds a seven (6-7 or 7-8 of one suit).
