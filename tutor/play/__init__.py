"""The practice table: a round of Hoola as a state machine, computer players and a coach.

Builds on ``tutor.engine`` only (the rules, melds, endings, settlement); the app renders it.
"""

from tutor.play.actions import Action, parse_action
from tutor.play.bots import LEVELS, Bot, play_out
from tutor.play.coach import (
    Estimate,
    discard_danger,
    endings_now,
    hint,
    knock_risk,
    review,
    undercut_chance,
    undercut_exact,
)
from tutor.play.reasons import IllegalAction, Reason
from tutor.play.round import Event, Outcome, PlayerView, Round, TableMeld, deal, replay

__all__ = [
    "LEVELS",
    "Action",
    "Bot",
    "Estimate",
    "Event",
    "IllegalAction",
    "Outcome",
    "PlayerView",
    "Reason",
    "Round",
    "TableMeld",
    "deal",
    "discard_danger",
    "endings_now",
    "hint",
    "knock_risk",
    "parse_action",
    "play_out",
    "replay",
    "review",
    "undercut_chance",
    "undercut_exact",
]
