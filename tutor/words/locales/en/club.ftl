## The club's hardening (issue 39): database addresses, sign-in delays, sessions, game versions.

# $scheme: the address's scheme as written (never its password); $problem: what is wrong
store-unavailable-bad-url = HOOLA_TUTOR_DB is written as an address ({ $scheme }:…) that the tutor cannot use: { $problem ->
    [not-postgres] the tutor keeps its data in a PostgreSQL server (postgresql://user:password@host/name) or in a file given by its path
    [driver] SQLAlchemy knows no PostgreSQL driver of that name; write postgresql:// (or postgresql+psycopg://, postgresql+psycopg2://)
    [port] the port after the host is not a number
   *[form] SQLAlchemy cannot read it; write it as postgresql://user:password@host:port/name
}
store-error-game-saved-elsewhere = this file's game is already saved in the club under another profile; nothing was imported - import it as a copy
progress-error-pin-common = this PIN is among the first that anyone guesses (a common PIN, one character repeated, or digits in a row); choose another

## The sign-in box (club mode)
learner-message-sign-in-no-match = Wrong name or PIN. After a few wrong tries each next try waits a little longer (1 second, then 2, 4 and so on); the club's admin can set a new PIN.
# $seconds: whole seconds until the next try is checked
learner-message-sign-in-wait = Too many wrong tries: the next one is checked in { $seconds ->
    [one] 1 second
   *[other] { NUMBER($seconds, useGrouping: 0) } seconds
}. Nothing was checked.
learner-message-sign-in-busy = Many sign-ins are being checked at this moment: try again in a few seconds. Nothing was checked.
learner-message-session-ended = Your sign-in has ended (a new PIN was set, the profile was removed, or it was signed out elsewhere): sign in again.
# $reason: the storage error, without any password
learner-message-database-down = The progress database cannot be reached just now ({ $reason }). Your sign-in and everything saved are kept; the page works again as soon as the database is back.

## Two screens editing one game
# $what: the changes, listed (game-change-…)
store-error-game-changed = this game was changed on another screen since this page showed it ({ $what }); nothing was saved - the page now shows the game as it is: look, then enter your change again
game-change-added = { $count ->
    [one] a round added
   *[other] { $count } rounds added
}
game-change-removed = { $count ->
    [one] a round removed
   *[other] { $count } rounds removed
}
# $numbers: the rounds' numbers, listed
game-change-edited = { $count ->
    [one] round { $numbers } edited
   *[other] rounds { $numbers } edited
}
game-change-renamed = { $old } renamed { $new }
game-change-same = saved again with nothing different

## The admin's command line
cli-sign-out-help = club admin: end every sign-in of a learner (each open tab is signed out at its next action)
cli-signed-out = { $count ->
    [one] Ended 1 sign-in of { $name }.
   *[other] Ended { $count } sign-ins of { $name }.
}
store-unavailable-extra-missing = { $purpose ->
    [pins] private profiles with PINs need
   *[postgresql] a PostgreSQL database needs
} the { $package } package, which only a club's install adds: run make club, or pip install "hoola-tutor[club]"
