## The written sources behind the rule book (tutor/engine/rulebook.py SOURCES, by key),
## named for a reader: -name as a sentence names it, -title at the head of a list item,
## -about what the source is. Shown on the Rule book and Rules pages.

rulebook-source-detailed-name = the detailed rules page
rulebook-source-detailed-title = The detailed rules page
rulebook-source-detailed-about = The fullest English description of Hoola, on a card-game rules website, with eleven optional variations (section 7). Its standard game is the tutor's default preset.
rulebook-source-short-name = the short summary
rulebook-source-short-title = The short summary
rulebook-source-short-about = A one-page summary of Hoola: a seven left in hand counts 14, the minor Blast allows 15, and the round may end when the stock runs out.
rulebook-source-casual-name = the casual rules page
rulebook-source-casual-title = The casual rules page
rulebook-source-casual-about = An informal how-to-play page: clockwise play, and claiming a discard with a "thank you" as a standard rule.
rulebook-source-online-name = the online table's help page
rulebook-source-online-title = The online table's help page
rulebook-source-online-about = The help page of the largest online Hoola table (Board Game Arena); the bga preset follows it (rule { POINT("8.4") }).
rulebook-source-hula-hoo-name = HULA-HOO!
rulebook-source-hula-hoo-title = HULA-HOO!
rulebook-source-hula-hoo-about = A different game with a similar name: a shedding card game for two to six played with its own 84-card deck, where you play a card higher, lower or equal. It is not a variant of Hoola.
rulebook-source-hola-name = Hola
rulebook-source-hola-title = Hola
rulebook-source-hola-about = A different game with a similar name: a Slavic trick-taking game where sevens and twos are wild and aces and tens score. It is not a variant of Hoola.
