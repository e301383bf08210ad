## Words many messages share.

# A player's name as shown; the learner at the practice table has the name "You".
player-name = { $name ->
    [You] You
   *[other] { $name }
}
