"""The practice table: a round of Hoola as a state machine, computer players and a coach.

Builds on ``tutor.engine`` only (the rules, melds, endings, settlement); the app renders it.
"""

from tutor.play.actions import Action, parse_action
from tutor.play.bots import LEVELS, Bot, play_out
from tutor.play.coach import (
    Estimate,
    Review,
    ReviewItem,
    discard_danger,
    endings_now,
    hint,
    knock_risk,
    review,
    undercut_chance,
    undercut_exact,
)
from tutor.play.model import OpponentModel
from tutor.play.reasons import IllegalAction, Reason
from tutor.play.round import Event, PlayerView, Round, RoundEnd, TableMeld, deal, rebuild, replay

__all__ = [
    "LEVELS",
    "Action",
    "Bot",
    "Estimate",
    "Event",
    "IllegalAction",
    "OpponentModel",
    "RoundEnd",
    "PlayerView",
    "Reason",
    "Review",
    "ReviewItem",
    "Round",
    "TableMeld",
    "deal",
    "discard_danger",
    "endings_now",
    "hint",
    "knock_risk",
    "parse_action",
    "play_out",
    "rebuild",
    "replay",
    "review",
    "undercut_chance",
    "undercut_exact",
]
