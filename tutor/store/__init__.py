"""Storage: the SQLite file that keeps learner progress and saved games, and the export files.
Imports the engine only.

:mod:`~tutor.store.db` owns the file (connections, migrations, the check on open, the
storage errors); each store owns its tables and registers their schema steps there:
:mod:`~tutor.store.progress` (learners, answers, Leitner boxes: steps 1-2),
:mod:`~tutor.store.ledger_store` (saved games: step 3), :mod:`~tutor.store.lesson_progress`
(lesson steps and places: step 4), :mod:`~tutor.store.club` (private profiles: PIN
hashes, game owners and share tokens: step 5; remembered sign-ins: step 6),
:mod:`~tutor.store.sign_in_limits` (wrong sign-in tries: step 8), the ledger's versions
(step 9), :mod:`~tutor.store.puzzles` (puzzle ratings and answers: step 10). The tables
themselves are described once, for both backends, in :mod:`~tutor.store.schema` (one
SQLAlchemy ``MetaData``), from which each step's DDL is compiled. Importing this
package imports every store, so every step is registered before any database opens, and
both backends (:mod:`~tutor.store.sqlite_file`, :mod:`~tutor.store.postgres`), which
register with :mod:`~tutor.store.db`.
"""

from tutor.store import (  # noqa: F401 - their schema steps, and the two backends
    club,
    ledger_store,
    lesson_progress,
    postgres,
    progress,
    puzzles,
    sign_in_limits,
    sqlite_file,
)
