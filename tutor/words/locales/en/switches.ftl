## The rule switches and the presets (rule book 1–8): what each switch does
## (rules-switch-<name>, the switch's name with - for _), and each preset's plain name and
## description (rule book 8).

rules-switch-direction = Direction of play. The dealer plays first, then play passes this way round the table.
rules-switch-ace = How an Ace fits in a run: wrapping round allows A-2-3, Q-K-A and K-A-2; high or low allows A-2-3 and Q-K-A but not K-A-2; low only allows only A-2-3.
rules-switch-seven-in-hand = Points a seven left in hand counts at the end (for the knock, the end of stock and payment). For the Blast test a seven always counts 7.
rules-switch-sevens-double = Each seven left in a loser's hand doubles that loser's payment.
rules-switch-sopang-max = Highest raw hand total that still makes a minor Blast (Sopang).
rules-switch-daepang-min = Lowest raw hand total that makes a major Blast (Daepang).
rules-switch-knock-limit = Most points a player may hold to knock: one number for every table size, or a table by number of players. A table without the current player count cannot be used.
rules-switch-knock-needs = Who must have melded before a knock: at least one other player, the knocker and at least one other, or nobody (no condition).
rules-switch-discard-to-go-out = Going out needs a final discard: meld all cards but one, then discard it. When off, a player may also go out by melding or laying off every card.
rules-switch-meld-at-stock-end = When the stock runs out, every player lays what melds they can before counting.
rules-switch-stock-melds-spare-doubling = Melds laid at the end-of-stock showdown count as melding, sparing a player the 'never melded' doubling. The sources do not say; off reads the doubling as being about melding during play.
rules-switch-claim = Claiming another player's discard out of turn to meld it: not allowed (no claims), first to claim (Battle), or the claimant whose turn comes first (Tame Battle).
rules-switch-undercut-doubles = An undercut knock doubles every payment.
rules-switch-undercut-penalty = When set, an undercut knocker pays this many stakes to each opponent and nothing else is paid, instead of paying every loser's payment.
rules-switch-hoola-doubles = After a Perfect the next round is played for double stakes; each further Perfect doubles again, and any other win returns to the base stake.
rules-switch-jokers = Jokers in the deck (0, 1 or 2). A joker is wild in a meld.
rules-switch-picture-cards-ten = Jack, Queen and King count 10 each instead of 11, 12 and 13.
rules-switch-picture-blast = With picture cards at 10: no Blast at all, or a major Blast needs seven Jacks, Queens and Kings while the minor Blast stays.
rules-switch-perfect-needs-all-turns = A Perfect counts only once every other player has had at least one turn.
rules-switch-tie = Who wins a tie for the fewest points (end of stock, or two players undercutting a knock): by turn order, the tied player whose turn comes first, counting from the knocker (or the dealer at the end of stock) in the direction of play; by fewest cards, the tied player holding fewer cards, then by turn order.
rules-switch-six-seven-players = Six or seven at the table: after the deal one or two players drop out so that five play; players forced out are paid for what they held.
rules-switch-dropout-compensation = With six or seven players: stakes a player forced to drop out receives, for each seven, three-card set or suited sequence held, from each of the four non-dealer players who chose to play.
rules-switch-joker-in-hand = What a joker left in hand counts: 0 and doubles the rest of the hand (two jokers: ×4), the recommended option; 0 and multiplies the rest of the hand by 5 (as in Seven Bridge); 0 and changes nothing else; 14 and triples the rest of the hand (two: 28 and ×9); 20; or 30.

# A preset's plain name ($preset: pagat, s1-short, s2-casual, bga).
rules-preset-name = { $preset ->
    [pagat] Standard
    [s1-short] Short summary
    [s2-casual] Casual table
   *[bga] Online table
}
rules-preset-pagat = The standard game of the detailed rules page: the default.
rules-preset-s1-short = The standard game with what the short summary states: sevens count 14 in hand, Sopang at 15 or less, knock with no melding condition, going out without a discard, no melding at the end.
rules-preset-s2-casual = The standard game with what the casual rules page states: clockwise play, the knocker and another player must have melded, the 'thank you' claim (Battle Hoola) on.
rules-preset-bga = The largest online Hoola table: Sopang at 15 or less, Daepang at 83 or more, a seven left in hand counts 14 at every ending, the knocker loses a tie; the rest as the Standard preset.

# Each knock-limit table the sources name ($table: its code, KNOCK_LIMIT_TABLES).
rules-knock-table = { $table ->
    [ten] 10 for everyone (all sources)
    [table-7-10-15] 7 / 10 / 15 for 2 / 3 / 4 players (a variation)
    [table-5-15-21] 5 / 15 / 21 for 2 / 3 / 4 players (a variation)
    [table-5-10-15-21] 5 / 10 / 15 / 21 for 2 / 3 / 4 / 5 players (a variation)
    [five] 5 for everyone (a variation)
   *[four] 4 for everyone (a variation)
}

## What each written source says about a switch (rules-source-<code>; the codes are in
## tutor/engine/rules.py: the same code for the same saying).
rules-source-direction-detailed = counter-clockwise (clockwise as a variation)
rules-source-direction-casual = clockwise
rules-source-ace-detailed = wrap (high-or-low and always-low as variations)
rules-source-ace-short = wrap: K-A-2 is valid
rules-source-ace-casual = high or low; silent on wrapping
rules-source-seven-in-hand-detailed = 7 (face value)
rules-source-seven-in-hand-short = 14
rules-source-seven-in-hand-online = 14 at a knock; silent on other endings
rules-source-yes = yes
rules-source-sevens-double-short = no payment rules given
rules-source-sopang-max-detailed = less than 15 (14 or fewer)
rules-source-sopang-max-short = 15 or less
rules-source-sopang-max-casual = less than 15
rules-source-daepang-min-detailed = 83 or more
rules-source-daepang-min-casual = more than 82
rules-source-knock-limit-detailed = 10 (tables by number of players as variations)
rules-source-knock-limit-short = 10
rules-source-knock-needs-detailed = at least one other player
rules-source-knock-needs-short = no condition
rules-source-knock-needs-casual = the knocker and at least one other
rules-source-discard-to-go-out-detailed = discard needed (going out without one as a variation)
rules-source-discard-to-go-out-short = no discard needed
rules-source-discard-to-go-out-casual = discard needed
rules-source-meld-at-stock-end-detailed = yes: everyone shows, melds and counts
rules-source-meld-at-stock-end-short = no: the last drawer finishes the turn, then hands count as they are
rules-source-silent = silent
rules-source-claim-detailed = not allowed (Battle and Tame Battle Hoola as variations)
rules-source-claim-casual = the 'thank you' claim is standard, first to slap
rules-source-undercut-penalty-detailed = a variation, e.g. 5 stakes
rules-source-variation = a variation
rules-source-jokers-detailed = optional (a variation)
rules-source-none = none
rules-source-joker-in-hand-detailed = by agreement, six options; doubling recommended
rules-source-picture-blast-detailed = either, by agreement (a variation)
rules-source-not-mentioned = not mentioned
rules-source-dropout-compensation-detailed = suggested: ¼ stake from each of four players (1 stake in all per item)
# One source's saying, named for a reader (Markdown).
rules-source-said = **{ $source }**: { $said }

# The direction of play as a widget's option (tutor/app/compare.py's option_text).
compare-option-direction = { $value ->
        [clockwise] clockwise
       *[other] counter-clockwise
    }
