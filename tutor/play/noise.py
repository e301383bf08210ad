"""The noise band of a comparison between two moves played out on the same deals (rule book
§6: what a move is expected to bring in stakes).

The coach's search (:meth:`tutor.play.bots.Bot.outcomes`) plays each move out on the same
deals of the hidden cards, so the gap between two moves is the mean of paired differences.
Its noise has two parts, and the band around the mean covers both:

* the review's own deals: :func:`band_z` standard errors of the paired differences, widened
  when the better move was chosen as the best of several (the best of many looks better
  than it is) and when the review looked twice (a close call dealt on before it judges): a
  Bonferroni bound over every comparison and look;
* the coach's choice (``own``, :class:`Own`): the coach picks its move on the deals of one
  search, so asked again on other deals it makes the same choice only when the gap clears
  the margin its search asks plus the noise of that search's deals, :data:`KEEP` one-sided.

The two noises are independent and add in quadrature (the gap the coach would see on other
deals, less the review's estimate of it, has the sum of their variances); the coach's
margin is added on top.
A gap is *beyond the noise* (:attr:`Gap.beyond`) only when the whole band lies above zero;
otherwise the two moves are "about as good".

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
KEEP = 0.95
"""How often the coach, asked again on other deals, must make the same choice at the band's
edge (one-sided)."""

__all__ = ["CONFIDENCE", "KEEP", "Gap", "Own", "band_z", "gap_of"]


def band_z(choices: int = 2, looks: int = 1) -> float:
    """Standard errors each way of the band when the better move was picked as the best of
    ``choices`` moves on the same deals (``choices - 1`` comparisons) and the gap is judged
    at up to ``looks`` looks (Bonferroni over both): 1.96 for two moves and one look, 2.24
    for three moves or two looks, 2.39 for four moves."""
    comparisons = max(1, choices - 1) * max(1, looks)
    return NormalDist().inv_cdf(1 - (1 - CONFIDENCE) / (2 * comparisons))


@dataclass(frozen=True, slots=True)
class Own:
    """The coach's own choice: the ``deals`` one search of its plays and the ``margin`` (in
    standard errors on those deals) by which the first move must win there to be chosen
    (negative when the second move must win by it instead)."""

    deals: int
    margin: float = 0.0


@dataclass(frozen=True, slots=True)
class Gap:
    """What one move brings over another on the same ``deals``, in stakes: the ``mean``
    paired difference and the band's ``half`` width, of which ``review`` (the review's own
    deals), ``own`` (the noise of the coach's choice) and ``lean`` (its margin):
    ``half = sqrt(review² + own²) + lean``."""

    mean: float
    half: float
    deals: int
    review: float = 0.0
    own: float = 0.0
    lean: float = 0.0

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

    def may_clear(self, more: float) -> bool:
        """Whether ``more`` times the deals could put the band above 0: the mean favours
        the first move and, at the high end of the review's own band, clears the band it
        would have then (the review's part shrinks with the root of the deals; the coach's
        own and its margin stay)."""
        if self.mean <= 0 or not math.isfinite(self.half):
            return False
        then = math.hypot(self.review / math.sqrt(more), self.own) + self.lean
        return self.mean + self.review > then


def gap_of(
    better: Sequence[float],
    played: Sequence[float],
    choices: int = 2,
    looks: int = 1,
    own: Own | None = None,
) -> Gap:
    """The gap of ``better`` over ``played``: their results on the same deals, in order (a
    ``ValueError`` if the lengths differ), its band widened for ``choices`` and ``looks``
    (:func:`band_z`) and, with ``own``, for the coach's choice (:class:`Own`: :data:`KEEP`
    one-sided and its margin, in standard deviations of the paired differences over the
    root of its deals). With one deal or none the band is infinite: no gap is beyond the
    noise of a single deal."""
    if len(better) != len(played):
        raise ValueError("the two moves must be played out on the same deals")
    diffs = [b - p for b, p in zip(better, played, strict=True)]
    if not diffs:
        return Gap(0.0, math.inf, 0)
    mean = statistics.fmean(diffs)
    if len(diffs) < 2:
        return Gap(mean, math.inf, 1)
    sd = statistics.stdev(diffs)
    review = band_z(choices, looks) * sd / math.sqrt(len(diffs))
    if own is None:
        return Gap(mean, review, len(diffs), review)
    own_se = sd / math.sqrt(max(1, own.deals))
    noise, lean = NormalDist().inv_cdf(KEEP) * own_se, own.margin * own_se
    return Gap(mean, math.hypot(review, noise) + lean, len(diffs), review, noise, lean)
