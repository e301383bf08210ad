## The review read from the coach's whole line for the turn, and its noise band.

# $laid the cards the coach lays (melds, lay-offs) before throwing the same $card
coach-review-held-meld = You threw { $card } as the coach would, but the coach first lays { $laid }.
# $gap the coach's move over yours on average, $half the noise band's half width (those deals'
# noise and the coach's own: asked again on other deals it could choose either)
coach-review-about-as-good = Played out on { $deals } deals of the hidden cards, the two moves differ by { $gap_signed } stakes on average, within the noise of those deals and of the coach's own choice (± { $half_text }): about as good.
# $even the decisions the coach would have played otherwise, about as well
coach-review-summary-close = { $decisions } { $decisions ->
        [one] decision
       *[other] decisions
    }: { $differ ->
        [0] the coach would have played none of them better beyond the noise of its deals
       *[other] the coach would have played { $differ } better{ $marks ->
            [none] {""}
           *[other] {" "}({ $marks })
        }
    }, and { $even } otherwise but about as well; you lost about { $loss_text } stakes a decision on average against its moves.
# the coach's whole line for the turn, its moves in order (joined by the page)
play-page-review-line = The coach's line:
