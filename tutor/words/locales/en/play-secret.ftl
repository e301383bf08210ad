## The round's secret in the practice table's link.

play-link-other-key = the link was made by another run of the app, and a round is restored from its link only once it is over
