## The club's hardening (issue 39): database addresses, sign-in delays, sessions, game versions.

# $scheme: the address's scheme as written (never its password); $problem: what is wrong
store-unavailable-bad-url = HOOLA_TUTOR_DB is written as an address ({ $scheme }:…) that the tutor cannot use: { $problem ->
    [not-postgres] the tutor keeps its data in a PostgreSQL server (postgresql://user:password@host/name) or in a file given by its path
    [driver] SQLAlchemy knows no PostgreSQL driver of that name; write postgresql:// (or postgresql+psycopg://, postgresql+psycopg2://)
    [port] the port after the host is not a number
   *[form] SQLAlchemy cannot read it; write it as postgresql://user:password@host:port/name
}
store-error-game-saved-elsewhere = this file's game is already saved in the club under another profile; nothing was imported - import it as a copy
