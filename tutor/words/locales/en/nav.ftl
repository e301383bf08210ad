## The app's name, its page titles and the groups of the page list.

nav-app-title = Hoola Tutor
nav-group-learn = Learn
nav-group-practise = Practise
nav-group-real = Play for real
nav-home = Home
nav-lessons = Lessons
nav-rules = Rules & variants
nav-rulebook = Rule book
nav-meld-practice = Meld practice
nav-endings = Endings explainer
nav-play = Play a round
nav-quiz = Quiz
nav-drill = Drill
nav-review = Review
nav-progress = Progress
nav-payout = Payout checker
nav-game = Game ledger
nav-language = Language
