"""Probes: one question the engine can answer under any rule set, one module each. Graded
steps add a prompt and a stored answer; a compare step shows one probe under several rule sets."""

from typing import Annotated

from pydantic import Field

from tutor.teach.lessons.probes.blast import BlastProbe
from tutor.teach.lessons.probes.four_sevens import FourSevensProbe
from tutor.teach.lessons.probes.going_out import GoingOutProbe
from tutor.teach.lessons.probes.knock import KnockProbe
from tutor.teach.lessons.probes.meld import MeldProbe
from tutor.teach.lessons.probes.next_player import NextPlayerProbe
from tutor.teach.lessons.probes.payout import PayoutProbe
from tutor.teach.lessons.probes.points import PointsProbe
from tutor.teach.lessons.probes.position import (
    DRAW,
    KNOCK,
    KNOCK_RISK_MAX,
    PLAY_ON,
    TABLE_ASKS,
    TAKE,
    Feed,
    PositionProbe,
    Undercut,
    melds_with,
)
from tutor.teach.lessons.probes.series import SeriesProbe

Probe = Annotated[
    MeldProbe
    | BlastProbe
    | KnockProbe
    | FourSevensProbe
    | GoingOutProbe
    | PointsProbe
    | NextPlayerProbe
    | PayoutProbe
    | SeriesProbe
    | PositionProbe,
    Field(discriminator="type"),
]
"""Any probe, told apart by its ``type``."""

__all__ = [
    "DRAW",
    "KNOCK",
    "KNOCK_RISK_MAX",
    "PLAY_ON",
    "TABLE_ASKS",
    "TAKE",
    "BlastProbe",
    "Feed",
    "FourSevensProbe",
    "GoingOutProbe",
    "KnockProbe",
    "MeldProbe",
    "NextPlayerProbe",
    "PayoutProbe",
    "PointsProbe",
    "PositionProbe",
    "Probe",
    "SeriesProbe",
    "Undercut",
    "melds_with",
]
