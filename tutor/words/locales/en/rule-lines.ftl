## One rule stated under the rules in force (tutor.engine.rule_lines): the closed set
## `rule-line`. Each message gets the switches' settings the rule depends on.

# What a joker left in hand is worth under each option of rule 7.9 ($option).
rules-joker-in-hand = { $option ->
    [double] counts 0 and doubles the rest of the hand (two jokers: ×4), the recommended option
    [quintuple] counts 0 and multiplies the rest of the hand by 5 (as in Seven Bridge)
    [zero] counts 0 and changes nothing else
    [fourteen-triple] counts 14 and triples the rest of the hand (two: 28 and ×9)
    [twenty] counts 20
   *[thirty] counts 30
}

-rule-line-claim-then = The claimer lays that new meld at once, may meld and lay off more, then discards; play goes on from the player after the claimer.

rule-line-direction = Direction of play (rule { POINT("1.5") }): the dealer plays first; under these rules turns then pass { $direction ->
        [clockwise] clockwise
       *[other] counter-clockwise
    } round the table.
rule-line-dealer = The dealer (rule { POINT("1.3") }): whoever won the last round deals the next one.
rule-line-card-points = Points per card (rules { POINT("2.1") } and { POINT("6.1") }): Ace 1, two to ten at face value, { $picture_cards_ten ->
        [true] 10 each
       *[other] Jack 11, Queen 12, King 13
    }; a seven left in hand counts { $seven_in_hand }, and four cards of one rank in hand count nothing.
rule-line-melds = Melds (rule { POINT("3") }): a set is three or four cards of one rank; a run is three or more cards of one suit in sequence. Sevens are special: a seven laid alone is a meld, a lone seven, and a run holding a seven needs only two cards (6-7 or 7-8).
rule-line-draw = Draw (rule { POINT("4.1") }): take the top card of the stock, or the top discard, but the discard only to lay it at once in a new meld from your own hand, never to keep it or to lay it off.
rule-line-lay-off = Lay off (rule { POINT("4.3") }): you may add cards to melds on the table only once you have laid a new meld of your own from hand, this turn or earlier, and each meld must stay valid.
rule-line-endings = How a round ends (rule { POINT("5") }): a Blast, a knock, going out, four sevens or an empty stock.
rule-line-blast = Blast (rule { POINT("5.1") }): at the start of your own turn, before you have laid any meld, add up all seven cards at face value (sevens 7, a quad in full). At most { $sopang_max } is a Sopang, at least { $daepang_min } a Daepang; either wins at once.
rule-line-no-blast = Blast (rule { POINT("5.1") }): with picture cards at 10, these rules play no Blast at all.
rule-line-knock = Knock (rule { POINT("5.2") }): at the start of your turn you may stop holding no more points than the knock limit, counted as a settlement counts them; under these rules { knock-needs }.
rule-line-knock-undercut = Knock (rule { POINT("5.2") }): the knocker wins only with strictly the fewest points. Anyone holding the same or fewer undercuts the knock, and the knocker loses.
rule-line-going-out = Going out (rule { POINT("5.3") }): in your turn, after drawing, { $discard_to_go_out ->
        [true] meld every card but one and discard the last
       *[other] meld every card (a last discard is allowed but not needed)
    }. Laying the whole hand in one turn with no meld laid before is a Perfect (Hoola){ $perfect_needs_all_turns ->
        [true] , once every other player has had a turn
       *[other] {""}
    }.
rule-line-four-sevens = Four sevens (rule { POINT("5.4") }): a player holding all four sevens in hand, none melded, may stop and win.
rule-line-end-of-stock = End of stock (rule { POINT("5.5") }): when the stock runs out, { $meld_at_stock_end ->
        [true] everyone first lays what melds they can
       *[other] nobody melds any more: hands count as they are
    }; the fewest points in hand wins (sevens count { $seven_in_hand }, a quad scores nothing).
rule-line-best-arrangement = Best arrangement (rules { POINT("3") } and { POINT("6.1") }): lay the melds that leave the fewest points in hand. What stays is counted: sevens count { $seven_in_hand }, four cards of one rank score nothing.
rule-line-payment = Payment (rules { POINT("6.2") } to { POINT("6.4") }): losers are ranked by points, fewest first, and pay 1, 2, 3 … stakes (tied losers pay the higher number); each doubling multiplies by 2. After an undercut knock the knocker pays every loser's payment; after a Perfect fed by a discard, the feeder does.
rule-line-doublings = Doublings (rule { POINT("6.3") }): { $sevens_double ->
        [true] each seven left in a loser's hand (all four count no points yet double four times),{" "}
       *[other] {""}
    }a loser who had a turn but never melded, a Perfect{ $undercut_doubles ->
        [true] , and an undercut knock
       *[other] {""}
    } each double a payment, all multiplied together.
rule-line-who-pays = Who pays (rule { POINT("6.4") }): when a Perfect is completed with another player's discard, that player pays every loser's payment, their own included, and the other losers pay nothing.
rule-line-hoola-doubles = { $hoola_doubles ->
        [true] Hoola doubles (rule { POINT("6.5") }): under these rules a Perfect doubles the stakes of the next round, a second Perfect in a row doubles them again, and any other win brings them back to single stakes.
       *[other] Hoola doubles (rule { POINT("6.5") }): these rules play without it, so every round is played at single stakes, whatever came before.
    }
rule-line-six-seven = Six or seven players (rule { POINT("7.6") }): a player forced to drop out is paid for each seven, three-card set and suited sequence in hand; one who chose to drop out gets nothing.
rule-line-claim = { $claim ->
        [battle] Battle Hoola (rule { POINT("7.1") }): a player who can lay the card just discarded in a new meld with cards from hand may claim it out of turn by calling 'thank you'; the first hand on it takes it. { -rule-line-claim-then }
        [tame] Tame Battle Hoola (rule { POINT("7.2") }): a player who can lay the card just discarded in a new meld with cards from hand may claim it out of turn; when several claim it, it goes to the one whose turn would come first after the discarder. { -rule-line-claim-then }
       *[other] Claims (rule { POINT("7.1") }): these rules allow no claim out of turn. The card just discarded may be taken only by the next player, in their own turn, to lay it at once in a new meld (rule { POINT("4.1") }).
    }
rule-line-jokers = Jokers (rule { POINT("7.9") }): with { $jokers } { $jokers ->
        [one] joker
       *[other] jokers
    } in the pack, a joker stands for any card in a meld, but a meld needs at least one real card; a joker left in hand { rules-joker-in-hand }.
rule-line-deal = The deal (rules { POINT("1.1") }, { POINT("1.2") } and { POINT("1.4") }): two to five play{ $six_seven_players ->
        [true] , six or seven with one or two sitting out
       *[other] {""}
    }; the pack is 52 cards{ $jokers ->
        [0] {""}
        [one] {" "}and 1 joker
       *[other] {" "}and { $jokers } jokers
    }; each player gets seven cards, one at a time, one card is turned up to start the discards and the rest are the stock.
rule-line-card-values = Card values (rules { POINT("2.1") }, { POINT("2.2") } and { POINT("2.4") }): Ace 1, two to ten at face value, { $picture_cards_ten ->
        [true] Jack, Queen and King 10 each
       *[other] Jack 11, Queen 12, King 13
    }; a seven left in hand counts { $seven_in_hand }.
rule-line-money-balances = Money balances (rule { POINT("6.6") }): what the winner collects is exactly what the losers pay.
rule-line-undercut-penalty = The undercut penalty (rules { POINT("6.4") } and { POINT("7.11") }): an undercut knocker hands each opponent { $undercut_penalty ->
        [none] a fixed number of stakes agreed before play
        [one] 1 stake
       *[other] { $undercut_penalty } stakes
    }, and that is the only money that changes hands.
# $table the limits by number of players (rule-line-knock-limit-entry each), or none for
# one limit at every table size ($limit)
rule-line-knock-limits = Knock limits by table size (rules { POINT("5.2") } and { POINT("7.7") }): { $table ->
        [none] { $limit } points for every table size
       *[other] { $table }
    }; a player may knock holding at most the limit for the number playing.
rule-line-knock-limit-entry = { $limit } for { $players } players
# $standard_named the default preset's name, $others_named the other presets' names, listed
rule-line-presets = Presets (rules { POINT("8.1") } to { POINT("8.4") }): a preset sets every switch at once. { $standard_named } is the standard game of the detailed rules page; { $others_named } each change it only where their own source decides a switch.
