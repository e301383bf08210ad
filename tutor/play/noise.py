"""The noise band of a comparison between two moves played out on the same deals (rule book
§6: what a move is expected to bring in stakes).

The coach's search (:meth:`tutor.play.bots.Bot.outcomes`) plays each move out on the same
deals of the hidden cards, so the gap between two moves is the mean of paired differences.
Its noise is their standard error; the band around the mean is :func:`band_z` standard
errors wide each way, widened when the better move was itself chosen as the best of
several on those deals (the best of many looks better than it is: a Bonferroni bound over
the comparisons made). A gap is *beyond the noise* (:attr:`Gap.beyond`) only when the whole
band lies above zero; otherwise the two moves are "about as good".

Used by the review (:func:`tutor.play.coach.review`) and open to any caller that compares
two moves (a puzzle's answer, say): :func:`gap_of` is the one entry point.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from statistics import NormalDist

CONFIDENCE = 0.95
"""How sure a stated disagreement is: the band's coverage over all the comparisons made."""

__all__ = ["CONFIDENCE", "Gap", "band_z", "gap_of"]


def band_z(choices: int = 2) -> float:
    """Standard errors each way of the band when the better move was picked as the best of
    ``choices`` moves on the same deals (``choices - 1`` comparisons, Bonferroni): 1.96 for
    two moves, 2.24 for three, 2.39 for four."""
    comparisons = max(1, choices - 1)
    return NormalDist().inv_cdf(1 - (1 - CONFIDENCE) / (2 * comparisons))


@dataclass(frozen=True, slots=True)
class Gap:
    """What one move brings over another on the same ``deals``, in stakes: the ``mean``
    paired difference and the band's ``half`` width (:func:`band_z` standard errors)."""

    mean: float
    half: float
    deals: int

    @property
    def low(self) -> float:
        return self.mean - self.half

    @property
    def high(self) -> float:
        return self.mean + self.half

    @property
    def beyond(self) -> bool:
        """Whether the first move is better beyond the noise (the whole band above 0)."""
        return self.low > 0


def gap_of(better: Sequence[float], played: Sequence[float], choices: int = 2) -> Gap:
    """The gap of ``better`` over ``played``: their results on the same deals, in order (a
    ``ValueError`` if the lengths differ). With one deal or none the band is infinite: no
    gap is beyond the noise of a single deal."""
    if len(better) != len(played):
        raise ValueError("the two moves must be played out on the same deals")
    diffs = [b - p for b, p in zip(better, played, strict=True)]
    if not diffs:
        return Gap(0.0, math.inf, 0)
    mean = statistics.fmean(diffs)
    if len(diffs) < 2:
        return Gap(mean, math.inf, 1)
    se = statistics.stdev(diffs) / math.sqrt(len(diffs))
    return Gap(mean, band_z(choices) * se, len(diffs))
