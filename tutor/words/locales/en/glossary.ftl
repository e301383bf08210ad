## The game's words (tutor/app/glossary.py): each entry's name, what it means, what the
## written sources call it (.sources) and its Korean name with the variants tables use
## (.korean; only where there is one). Rules page and glossary.

glossary-hoola = Hoola
    .meaning = The game itself: Korean rummy for two to five players with seven cards each.
    .sources = “Hoola” and “Hula” (the detailed rules page); “Hoola” (the short summary, the casual rules page)
    .korean = 훌라 (hulla), the Korean spelling of the name
glossary-perfect = Perfect
    .meaning = Going out by laying all seven cards in one turn with no meld laid before; every payment doubles.
    .sources = “Perfect” or “Hoola” (the detailed rules page); “Hoola” (the casual rules page)
    .korean = 퍼펙트 (peopekteu), also 퍼펙트 훌라 or simply 훌라: the game's own name, used for its best win
glossary-blast = Blast
    .meaning = Stopping at the start of one's own turn, before any meld, because the seven cards in hand total very little or very much.
    .sources = “Blast” (all three Hoola sources)
    .korean = 빵 (ppang), the word for both kinds: 소빵 and 대빵
glossary-sopang = Sopang
    .meaning = The minor Blast: a hand total at or under the Sopang limit (14, or 15 where the short summary's rule is played).
    .sources = “Sopang” and “minor blast” (the detailed rules page); “small blast” (the casual rules page)
    .korean = 소빵 (so-ppang; 소 means small), also said 소뻥 (so-ppeong); the sources print only the romanized “Sopang”
glossary-daepang = Daepang
    .meaning = The major Blast: a hand total of 83 or more.
    .sources = “Daepang” and “major blast” (the detailed rules page); “large blast” (the casual rules page)
    .korean = 대빵 (dae-ppang; 대 means big), also said 대뻥 (dae-ppeong); the sources print only the romanized “Daepang”
glossary-thank-you = Thank-you claim
    .meaning = Taking a discard to lay a new meld with it at once, calling out thanks: the next player taking the previous player's discard in turn, or, under Battle Hoola, any player claiming it out of turn (the first to slap the card gets it).
    .sources = “Kam sa hap nida!” (the romanized 감사합니다, gamsahamnida), “Thank you!” (the detailed rules page, in Battle Hoola); “thank you” (the casual rules page)
    .korean = 땡큐 (ttaengkyu), often just 땡 (ttaeng): the English “thank you” said when taking a discard in turn or out of turn
glossary-meld = Meld (register)
    .meaning = Laying a set or a run from one's hand face up on the table.
    .sources = “meld” (all three Hoola sources); “dropping a trick” or “registering” (the detailed rules page, as reported)
    .korean = 등록 (deungnok), the Korean word for “registering”; not yet melded: 미등록
glossary-lay-off = Lay off
    .meaning = Adding cards from hand to a meld already on the table, once one has laid a meld of one's own.
    .sources = “lay off” and “adding to a trick” (the detailed rules page); extending melds (the short summary, the casual rules page)
    .korean = 붙이기 (buchigi, attaching)
glossary-knock = Knock (stop)
    .meaning = Ending the round at the start of one's turn with few enough points in hand; the knocker must have strictly the fewest points.
    .sources = “knock” and “stop the game” (the detailed rules page); “The Knock (or Stop)” (the short summary); “knock” (the casual rules page)
    .korean = 스톱 (seutop), the English “stop” in Korean letters
glossary-undercut = Undercut
    .meaning = Another player has as few points as the knocker, or fewer: the knocker loses.
    .sources = “undercut” (the detailed rules page)
    .korean = 스톱박 (seutop-bak), a knock that is undercut
glossary-pay-for-all = Pay-for-all
    .meaning = One player pays every loser's payment alone while the other losers pay nothing: the undercut knocker, or the player whose discard completed a Perfect.
    .sources = none: the detailed and casual rules pages describe the rule without naming it; “pay-for-all” is this tutor's own name
glossary-four-sevens = Four sevens (big luck)
    .meaning = Holding all four sevens in hand (none melded): the player may stop and win.
    .sources = “Four sevens - the big luck” (the detailed rules page); “big luck” (the short summary, the casual rules page)
    .korean = 세븐 포카드 (sebeun pokadeu), also written 7 포카드
glossary-stake = Stake
    .meaning = The agreed unit of money that payments are counted in.
    .sources = “stake” (the detailed and casual rules pages)
    .korean = 판돈 (pandon), the money at stake; the amount a point or stake is worth is 점당 (jeomdang, “per point”)
glossary-deadwood = Deadwood
    .meaning = The cards left in hand that are not in any meld; they count against you.
    .sources = none: a general rummy word the sources do not use (they say “points in hand”)

# Games whose names sound like Hoola's (.about what each is).
glossary-alike-hula-hoo = HULA-HOO!
    .about = a boxed card game with its own 84-card deck, where each card played must go higher, lower or double the last one; not Hoola.
glossary-alike-hola = Hola
    .about = a Slavic trick-taking game for two or four, with sevens and twos wild, won by capturing aces and tens; not Hoola.
