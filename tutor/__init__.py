"""Hoola Tutor's rules engine: cards, melds, arrangements, endings and settlement.

The engine is pure Python; the Streamlit app under ``tutor.app`` renders its results.
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
