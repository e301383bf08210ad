"""Hoola Tutor: the Korean rummy game Hoola, taught. The folders are the layers, each
importing only the layers below it: engine < teach, store < play < words < app
(``tests/test_layers.py`` checks).

* ``tutor/engine/`` — the rules (rule book: ``tutor/engine/rulebook.md``): cards, rule
  switches and presets, counting, melds, the best arrangement, endings, round records, the
  table, settlement, the game ledger; results carry their reasons as data (codes, values,
  the rule-book point), never sentences. Imports no other layer, nor Streamlit.
* ``tutor/teach/`` — teaching content: lessons (their files: ``lessons/data/``), the quiz
  (``quiz/``, one module per kind of question), drills, deals and worked examples, graded
  by the engine.
* ``tutor/store/`` — the database (``db.py``), saved progress and games, export files.
* ``tutor/play/`` — the practice table: a round as a state machine, computer players, the
  coach (its reasons are data too).
* ``tutor/words/`` — every sentence a person reads: the Fluent catalogs (``locales/``) and
  the functions that write a result's reasons, page copy and errors in the visitor's
  language (``tutor/words/play.py`` for the table's and the coach's reasons).
* ``tutor/app/`` — the Streamlit pages on top: widgets and layout only.

The engine's public API stays importable from here (``tutor.settle``, ``tutor.Rules``, …);
``tutor.engine.__all__`` lists all of it.
"""

from tutor.engine.arrangement import Arrangement, best_arrangement, can_meld_all
from tutor.engine.cards import FULL_DECK, Card, format_cards, parse_cards, sort_cards
from tutor.engine.counting import PointCount, blast_total, hand_points
from tutor.engine.endings import (
    ENDINGS,
    Verdict,
    blast,
    endings_open,
    four_sevens,
    going_out,
    knock,
    winning_draws,
)
from tutor.engine.errors import CardError, HoolaError, RecordError, RulesError
from tutor.engine.melds import Meld, MeldCheck, check_meld
from tutor.engine.records import PlayerRecord, RoundRecord
from tutor.engine.rules import KNOCK_LIMIT_TABLES, PRESETS, Rules
from tutor.engine.settlement import Doubling, LoserLine, Settlement, Step, Transfer, settle
from tutor.engine.table import compensation_units, play_order

__all__ = [
    "FULL_DECK", "KNOCK_LIMIT_TABLES", "PRESETS", "ENDINGS",
    "Arrangement", "Card", "CardError", "Doubling", "HoolaError", "LoserLine", "Meld",
    "MeldCheck", "PlayerRecord", "PointCount", "RecordError", "RoundRecord", "Rules",
    "RulesError", "Settlement", "Step", "Transfer", "Verdict",
    "best_arrangement", "blast", "blast_total", "can_meld_all", "check_meld",
    "compensation_units", "endings_open", "format_cards", "four_sevens", "going_out",
    "hand_points", "knock", "parse_cards", "play_order", "settle", "sort_cards",
    "winning_draws",
]  # fmt: skip
