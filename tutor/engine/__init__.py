"""The rules of Hoola as pure Python: cards, rule switches and presets, counting, melds, the
best arrangement, the endings, round records, the table, settlement and the game ledger.

The engine imports nothing else of the project and neither Streamlit nor Plotly; every
other layer (``teach``, ``store``, ``play``, ``app``) builds on it. Its results carry their
reasons as data (:mod:`.reasons`); the words layer (``tutor.words``) words them.

``__all__`` below is the engine's public API: what the pages (``tutor/app``) may import,
from here or from the module that defines it, with the names a module lists in its own
``__all__`` (``tutor.engine.ledger.ledger``, whose name is also the module's, is one;
``tests/test_layers.py`` checks). Names with a leading underscore are the engine's own.
"""

from tutor.engine import rulebook
from tutor.engine.arrangement import (
    Arrangement,
    ArrangementChoice,
    best_arrangement,
    can_meld_all,
    fewest_unmelded,
    grade_choice,
    grade_melds,
    split_jokers,
)
from tutor.engine.cards import (
    FULL_DECK,
    SUIT_SYMBOLS,
    SUITS,
    Card,
    format_cards,
    parse_cards,
    sort_cards,
)
from tutor.engine.counting import PointCount, blast_total, hand_points
from tutor.engine.endings import (
    ENDINGS,
    NEXT_DRAW_KINDS,
    WINNER_ENDINGS,
    Verdict,
    blast,
    endings_open,
    four_sevens,
    going_out,
    knock,
    table_melds,
    winning_draws,
)
from tutor.engine.errors import CardError, HoolaError, RecordError, RulesError
from tutor.engine.inputs import load_json
from tutor.engine.ledger import (
    Game,
    LedgerError,
    LedgerView,
    deciding_order,
    parse_stake,
    stakes_money,
)
from tutor.engine.melds import Meld, MeldCheck, check_meld
from tutor.engine.reasons import Reason
from tutor.engine.records import (
    MAX_POINTS,
    NAME_MAX,
    PlayerRecord,
    RoundRecord,
    check_count_range,
    check_player_name,
    implied_melded,
)
from tutor.engine.rule_lines import RuleLine, rule_line
from tutor.engine.rules import (
    DEFAULT_PRESET,
    KNOCK_LIMIT_TABLES,
    PRESETS,
    SILENT,
    Rules,
    switch_rule,
    switch_sources,
)
from tutor.engine.settlement import Doubling, LoserLine, Settlement, Step, Transfer, settle
from tutor.engine.switches import SwitchEffect, outcome, settle_under, switches_that_change
from tutor.engine.table import compensation_units, play_order

__all__ = [
    # cards (rule book 1.2)
    "FULL_DECK", "SUITS", "SUIT_SYMBOLS", "Card", "CardError", "format_cards",
    "parse_cards", "sort_cards",
    # the rules in force and the rule book
    "DEFAULT_PRESET", "SILENT", "KNOCK_LIMIT_TABLES", "PRESETS", "Rules",
    "RulesError", "switch_rule", "switch_sources", "rulebook", "RuleLine", "rule_line",
    # counting, melds, arrangements (rule book 2, 3, 6.1)
    "PointCount", "blast_total", "hand_points", "Meld", "MeldCheck", "check_meld",
    "Arrangement", "ArrangementChoice", "best_arrangement", "can_meld_all",
    "fewest_unmelded", "grade_choice", "grade_melds", "split_jokers",
    # endings (rule book 5)
    "ENDINGS", "NEXT_DRAW_KINDS", "WINNER_ENDINGS",
    "Verdict", "blast", "endings_open", "four_sevens", "going_out", "knock", "table_melds",
    "winning_draws",
    # rounds, settlement, switches (rule book 5, 6, 8)
    "MAX_POINTS", "PlayerRecord", "RoundRecord", "RecordError", "Doubling", "LoserLine",
    "implied_melded", "NAME_MAX", "check_player_name", "check_count_range",
    "Settlement", "Step", "Transfer", "settle", "SwitchEffect", "outcome", "settle_under",
    "switches_that_change", "compensation_units", "play_order",
    # the game ledger (rule book 6.6)
    "Game", "LedgerError", "LedgerView", "deciding_order", "parse_stake", "stakes_money",
    # reasons and their words, input
    "HoolaError", "Reason", "load_json",
]  # fmt: skip
