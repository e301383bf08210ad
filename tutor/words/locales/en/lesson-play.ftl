## A lesson's position played out at the practice table (the lessons page and the table).

# $lesson: the lesson's title; $step: the step's title
lesson-play-banner = Lesson “{ $lesson }”: { $step }
lesson-play-position = The position
lesson-play-review-title = Your play, graded by the coach
# $stars: the stars drawn (★★☆); $count: how many; $over: the round ended in the short play
lesson-play-stars = { $over ->
    [true] The round is over.
   *[other] The position is played out.
} This step earns { $stars } ({ $count ->
    [one] { $count } star
   *[other] { $count } stars
}).
lesson-play-explain = What the lesson says
lesson-play-back = Back to the lesson
lesson-play-again = Play this position again
lesson-play-button = Play this position
lesson-play-help = Opens the practice table at this position, with computer players in the other seats. Play it out, then the coach's review of your decisions comes back here as this step's feedback.
# $players: how many players at the table; $level: the computer players' level (as a word); $turns: the learner's turns to play
lesson-play-facts = { $players } players; the computer players play at the { $level } level. You play { $turns ->
    [one] one turn
   *[other] { $turns } turns
}, or until the round ends.
# $counts: the cards in each other hand, in the order of play from the next player
lesson-play-others = Cards in the other hands, from the next player on: { $counts }
lesson-play-discard = Top of the discard pile
# $who: whose melds (the learner's "You", or "other player 1", "2" … in the order of play)
lesson-play-melds = { $who ->
    [0] Your melds on the table
    [1] Melds of the next player
   *[other] Melds of the player { $who } turns after you
}
lesson-play-done = The position is played out: the coach's review of your play is below.
lesson-play-not-played = Not played yet: the coach's review of your play at the table will be this step's feedback.
lesson-play-feedback = Your last play of this position, graded by the coach:

## A link to a lesson's position that cannot be set up (`play-link`).

play-link-no-such-lesson = the link names no lesson there is
play-link-not-a-play-step = the link's step is not a position to play in that lesson
