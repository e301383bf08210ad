## The Home page (tutor/app/pages/home.py).

home-title = Hoola Tutor 훌라
home-intro = **Hoola** is a Korean rummy game for two to five players. Each player holds seven cards and tries to lay them down in sets and runs, where sevens are special: one seven alone is already a meld. A round ends with a Blast, a Knock, going out, four sevens or an empty stock, and the losers pay the winner in stakes that double for sevens, for never melding, and for a Perfect.
# followed by why
home-lessons-unloaded = The lessons could not be loaded:{" "}
home-melds = Melds:
home-course = Your course
home-where = Where to start
home-new = **New to Hoola?** Work through the lessons, one rule at a time.
home-open-lessons = Open the lessons
home-basics = **Know the basics?** Practise spotting melds and endings.
home-play = Play a round with a coach
home-played = **Just played a round?** Check who owes whom.
home-rules-note = Tables play Hoola differently, and the written sources disagree on some points. The preset chosen here applies on every page and is kept in the page's link, so a shared link opens with the same rules. Change single switches on the Rules page.
home-every-rule = See every rule and switch
