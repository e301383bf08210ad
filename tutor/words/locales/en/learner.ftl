## The learner box shared by the practice pages (tutor/app/learner.py).

# What a visitor reads instead of the database file's location (in storage errors).
learner-public-file = file
learner-public-folder = folder
learner-public-server = of the club
learner-unknown-problem = unknown problem
learner-label = Learner: { $name }
learner-label-nobody = Learner: nobody chosen yet
learner-box = Learner
learner-choose = Choose a learner
learner-none-yet = No learners yet: create one
learner-box-help = Answers are saved for the learner chosen here.
learner-new = New learner
learner-name = Name (1 to { $most } characters)
learner-create = Create
learner-guest = Guest

## The club's sign-in box (tutor/app/club.py).
club-sign-out = Sign out
club-your-name = Your name
club-pin = PIN or password
club-sign-in = Sign in
club-new-profile = New profile
club-new-pin = PIN or password (4 characters or more)
club-pin-again = The same PIN again
club-create = Create my profile
