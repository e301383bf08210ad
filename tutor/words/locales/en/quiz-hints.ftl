## The quiz: the first hint of each kind of question (codes hint-* of the set `quiz`):
## where to look, never the answer. $point is the rule-book point it rests on.

quiz-hint-deal = Think of rule { POINT($point) }: { $ask ->
        [stock] count the pack under these rules, then what the deal takes out of it
        [first-card] the dealer deals one card at a time, starting with the player whose turn comes after the dealer's
       *[seats] how many may sit down, and what the variation for a bigger table allows
    }.
quiz-hint-card-values = Think of rule { POINT($point) }: give each card its value{ $pictures ->
        [true] , with picture cards at 10 at this table
       *[other] {""}
    }, and mind what a seven left in hand counts.
quiz-hint-money-balance = Think of rule { POINT($point) }: whatever the winner collects, the losers pay between them.
quiz-hint-six-seven = Think of rule { POINT($point) }: { $ask ->
        [decide] count who has already chosen to play and who sits out, and how many must sit out.
       *[paid] find each seven, set of three and suited run in the hand, no card twice.
    }
quiz-hint-undercut-penalty = Think of rule { POINT($point) }: with the penalty agreed, what does the undercut knocker hand each opponent?
quiz-hint-knock-table = Think of rule { POINT($point) }: find the limit for { $players } players in this table's list, then count the hand as a settlement does (rule { POINT("6.1") }).
quiz-hint-meld = Think of rule { POINT($point) }: do the cards share one rank, or one suit in an unbroken sequence? Count the cards, and remember what sevens may do.{ $aces ->
        [true] {" "}Check how the Ace may sit in a run under the rules in force.
       *[other] {""}
    }
quiz-hint-blast = Think of rule { POINT($point) }: add up the cards the way the Blast test counts them{ $allowed ->
        [true] {" "}and compare the total with the limits in force (Sopang at most { $sopang_max }, Daepang at least { $daepang_min }). Has { $player } melded?
       *[other] , and ask whether these rules play a Blast at all.
    }
quiz-hint-knock = Think of rule { POINT($point) }: count { $player }'s points the way a settlement counts them (rule { POINT("6.1") }), compare with the knock limit for this many players, and check who must have melded under the rules in force.
quiz-hint-ending = Think of rule { POINT($point) }: test each ending in turn. The Blast total (rule { POINT("5.1") }) counts only before any meld; the knock (rule { POINT("5.2") }) counts points as a settlement does, against the limit, and asks who has melded; four sevens (rule { POINT("5.4") }) needs every seven; going out (rule { POINT("5.3") }) asks whether one card drawn would let the whole hand go down, and a Perfect also needs no meld laid before{ $all_turns ->
        [true] , after every other player has had a turn.
       *[other] .
    }
quiz-hint-undercut = Think of rule { POINT($point) }: count every hand as it stands (rule { POINT("6.1") }) and compare each with the knocker's count. What happens on a tie?
quiz-hint-stock-winner = Think of rule { POINT($point) }: decide whether hands are melded before counting under the rules in force, count each hand (rule { POINT("6.1") }), and know how a tie for the fewest is settled.
quiz-hint-doublings = Think of rule { POINT($point) }: look at what { $name } still holds once the round is counted, whether { $name } melded or even had a turn, and how the round ended.
quiz-hint-payment = Think of rules { POINT($point) } to { POINT("6.4") }: find the winner, rank the losers by points to get { $name }'s base stakes, multiply by each doubling, then ask who pays after this ending.
quiz-hint-perfect-feeder = Think of rule { POINT($point) }: after a Perfect, who pays whom depends on where its last card came from. Every payment is doubled by the Perfect (rule { POINT("6.3") }).
quiz-hint-hoola-doubles = Think of rule { POINT($point) }: which of the last rounds were Perfects, and did they come one after another? Does this table play Hoola doubles?
quiz-hint-arrangement = Think of rules { POINT("3") } and { POINT($point) }: list the melds hiding in the hand, remember a card can go in only one meld, and compare what each choice leaves in hand.
quiz-hint-next-player = Find { $current }'s seat, then go one seat { quiz-direction }: rule { POINT($point) } says which way the turn travels under these rules.
quiz-hint-next-dealer = The first dealer is drawn by chance; after that, rule { POINT($point) } says who deals.
quiz-hint-take-discard = Think of rule { POINT($point) }: which cards in { $player }'s hand would form a new meld with the { $card }?
quiz-hint-lay-off = Think of rule { POINT($point) }: has { $player } laid a meld of their own from hand yet, and does the meld stay a meld with the { $card }?
quiz-hint-claim-taker = Think of rule { POINT($point) }: two things differ between the claimants, whose hand landed first and whose turn comes first after { $discarder }. Which one does this table's claim rule look at?
quiz-hint-may-claim = Think of rule { POINT($point) }: does this table allow claims at all? If so, which cards in { $player }'s hand would make a new meld with the { $card }?
quiz-hint-after-claim = Think of rule { POINT($point) }: after a claim, does the turn go back to { $skipped }, or on from { $claimer }'s seat? And which way does play go here (rule { POINT("1.5") })?
quiz-hint-joker-stands-for = Think of rule { POINT($point) }: is { $cards } part of a set or of a run? Which one card is missing from it?
quiz-hint-joker-meld = Think of rule { POINT($point) }: let { $jokers ->
        [one] the joker
       *[other] each joker
    } be any card you like. Can { $cards } then make a set or a run?
quiz-hint-joker-points = Count the { $real } real { $real ->
        [one] card
       *[other] cards
    } first, then see what { $jokers ->
        [one] the joker
       *[other] each joker
    } adds or multiplies under this table's version of rule { POINT($point) }.
