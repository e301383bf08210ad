## The quiz: facts a question states about its situation (codes fact-* of the set `quiz`).
## Every message gets the fact's values and $point, the rule-book point ("" for none).

# A direction of play inside a sentence.
quiz-direction = { $direction ->
    [clockwise] clockwise
   *[other] counter-clockwise
}

quiz-fact-picture-cards-ten = At this table Jacks, Queens and Kings count 10 each (the variation of rule { POINT("7.3") }).
quiz-fact-penalty-agreed = This table plays the undercut penalty (rule { POINT("7.11") }): an undercut knocker pays each opponent { $penalty } { $penalty ->
        [one] stake
       *[other] stakes
    }, and no other money changes hands.
# $shown: each table size's limit, listed
quiz-fact-knock-table = This table plays knock limits by table size (rule { POINT("7.7") }): { $shown }.
quiz-knock-limit-for = { $limit } for { $players } players
quiz-fact-six-seven-table = { $players } sit at the table, so some must sit out (rule { POINT("7.6") }). { $dealer } dealt; the others decide in turn, { quiz-direction } from the dealer. A player made to sit out is paid { $compensation } stake from each of the four players besides the dealer who play, for each item.
# $said: each decision so far, listed ("" when none)
quiz-fact-decided-so-far = Decided so far, in turn: { $count ->
        [0] nobody yet
       *[other] { $said }
    }.
quiz-decided = { $how ->
        [play] { $name } plays
       *[out] { $name } sits out
    }
# $order: the names joined by arrows, $first the first name
quiz-fact-seats = Seats, going clockwise: { $order } → back to { $first }.
quiz-fact-seated-dealt = Seated clockwise: { $listed }. { $dealer } dealt; play goes { quiz-direction }.
quiz-fact-direction = Play goes { quiz-direction } under these rules.
quiz-fact-dealt-first = { $dealer } dealt this round and played first.
quiz-fact-series-round = Round { $number }: { $dealer } dealt; { $winner } won by going out{ $perfect ->
        [true] {" "}with a Perfect (all seven cards at once).
       *[other] .
    }
quiz-fact-no-claims = This table allows no claims out of turn (rule { POINT($point) } is not played).
quiz-fact-claim-rule = This table plays { $claim ->
        [battle] Battle Hoola
       *[tame] Tame Battle Hoola
    } (rule { POINT($point) }).
quiz-fact-just-discarded = { $discarder } has just discarded the { $card }.
# $then: the claimants joined with ", then "
quiz-fact-claimants = { $then } each call 'thank you' and can meld it; their hands land in that order.
quiz-fact-discarded-next = { $discarder } has just discarded the { $card }; { $next } plays next.
quiz-fact-discarded-was-next = { $discarder } discarded the { $card }; { $skipped } was to play next.
quiz-fact-claimed-alone = { $claimer } claimed the { $card } out of turn, and nobody else did.
quiz-fact-not-drawn = { $player } has not drawn yet this turn.
quiz-fact-melded-before = { $melded ->
        [true] { $player } laid a meld from hand on an earlier turn.
       *[other] { $player } had laid no meld before this turn.
    }
quiz-fact-melded-this-turn = This turn { $player } has laid { $melded ->
        [true] a
       *[other] no
    } new meld from hand.
quiz-fact-melded-this-round = { $melded ->
        [true] { $cards ->
            [none] { $player } has already laid a meld this round.
           *[other] { $player } has laid a meld this round and holds { $cards } { $cards ->
                [one] card
               *[other] cards
            }.
        }
       *[other] { $player } has not laid any meld yet this round.
    }
quiz-fact-players-at-table = { $players } players at the table.
quiz-fact-others-melded = { $melded ->
        [true] At least one other player has laid a meld.
       *[other] No other player has laid a meld yet.
    }
quiz-fact-others-had-turn = { $had_turn ->
        [true] Every other player has had a turn.
       *[other] This is { $player }'s first turn: not every other player has had a turn yet.
    }
quiz-fact-stock-ran-out = The stock ran out. The cards shown are what each player held at that moment{ $meld ->
        [true] {" "}(each may still lay melds from them).
       *[other] .
    }
quiz-fact-knocked = { $knocker } knocked at the start of their turn.
quiz-fact-blast-stop = { $first ->
        [true] { $winner } stopped with a Blast at the very first turn, before anyone else had played.
       *[other] { $winner } stopped with a Blast.
    }
quiz-fact-perfect-out = { $winner } went out with a Perfect: all seven cards laid in one turn{ $feeder ->
        [none] , with a card drawn from the stock.
       *[other] , the last card being { $feeder }'s discard.
    }
quiz-fact-went-out = { $winner } went out, having melded earlier.
quiz-fact-player-state = { $name }: { $melded ->
        [true] melded during play
       *[other] never melded
    }{ $had_turn ->
        [true] {""}
       *[other] , never had a turn
    }.
quiz-fact-hoola-doubles = { $played ->
        [true] This table plays Hoola doubles (rule { POINT($point) }).
       *[other] This table does not play Hoola doubles.
    }
quiz-fact-tie-rule = Ties for the fewest points: under these rules a tie { $tie ->
        [turn-order] goes to the tied player whose turn comes first, counting from the dealer in the direction of play
       *[fewest-cards] goes to the tied player holding fewer cards, then to the one whose turn comes first from the dealer
    } (rule { POINT($point) }).
quiz-fact-jokers-in-play = This table plays with { $jokers } { $jokers ->
        [one] joker
       *[other] jokers
    } (rule { POINT($point) }).
quiz-fact-joker-in-hand = A joker left in hand { $counts ->
        [double] counts 0 and doubles the rest of the hand (two jokers: ×4), the recommended option
        [quintuple] counts 0 and multiplies the rest of the hand by 5 (as in Seven Bridge)
        [zero] counts 0 and changes nothing else
        [fourteen-triple] counts 14 and triples the rest of the hand (two: 28 and ×9)
        [twenty] counts 20
       *[thirty] counts 30
    }.
