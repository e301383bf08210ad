## The worked examples of the payout checker (tutor/teach/examples.py), by the example's
## id: a title, the source it comes from, and what that source says the outcome is.

payout-example-title = { $example ->
        [s0-tie] Tied losers pay the higher position
        [s0-24] Three doublings: 3 × 2 × 2 × 2 = 24
        [undercut-knock] An undercut knock
        [sopang] A Blast (Sopang)
        [four-sevens] Four sevens (the big luck), and a quad in a loser's hand
       *[perfect-fed] A Perfect fed by a discard
    }
payout-example-source = { $example ->
        [s0-tie] the detailed rules page, payment (ties)
        [s0-24] the detailed rules page, payment (doublings are cumulative)
        [undercut-knock] the detailed rules page, end of round (the knock) and payment
        [sopang] the detailed rules page, end of round (the Blast)
        [four-sevens] the detailed rules page, end of round (four sevens) and payment (quads)
       *[perfect-fed] the detailed rules page, payment (Perfect)
    }
payout-example-says = { $example ->
        [s0-tie] Five players end with A 11, B 3, C 34, D 34 and E 11 points. B has the fewest and wins. A and E tie for first place among the losers and both pay the higher position, 2 stakes; C and D tie for the next place and both pay 4. B collects 12.
        [s0-24] Another player goes out with a Perfect. You never melded, you hold a seven, and two other losers have fewer points than you: you are third (3 stakes) and three doublings apply, so you pay 24 stakes.
        [undercut-knock] Ann knocks with 9 points but Bo holds only 6: Ann is undercut and loses. Bo wins; every payment doubles, and Ann pays every loser's payment, her own included, while the others pay nothing.
        [sopang] At the start of his turn, with nothing melded, Bo's seven cards total 13, less than 15: a Sopang (minor Blast), so he stops and wins. The others pay by position, doubled for a seven held and for never having melded.
        [four-sevens] Cy holds all four sevens and stops. Bo holds 2-4-5-9-9-9-9: the four nines are not counted, so his hand counts 11 (the detailed rules page's own example).
       *[perfect-fed] Ann lays all seven cards at once with Bo's discard: a Perfect. Every payment doubles, and Bo, who discarded the card, pays every loser's payment; Cy pays nothing.
    }
