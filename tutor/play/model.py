"""The opponent model: what the other players may hold, read from what they did (rule
book §4, §5).

A player sees only their view. The cards they have not seen lie in the other hands and
the stock; a random deal of them treats every opponent as if they had kept whatever came.
Players do not: they throw their high loose cards and keep low ones, they take a discard
only to meld it (§4.1), they pass over the ones they cannot use. :class:`OpponentModel`
deals the unseen cards the way those habits leave them:

* **discards made** — an opponent who has thrown ``t`` cards has had ``t`` chances to keep
  the lower of two cards: their hand is dealt as ``k + m`` unseen cards (``m`` grows with
  ``t``: :data:`KEEP_LOW` per discard, at most :data:`KEEP_LOW_MAX`) of which they keep the
  ``k`` they would keep (pairs and near runs first, then the lowest; for feed chances
  the lowest alone, of fewer extra cards: :data:`FEED_LINKED`, :data:`FEED_KEEP_LOW`,
  :data:`FEED_SPARE`) and give the rest back;
* **discards passed over** — a discard they could have taken or claimed and did not: the
  cards they have kept since hold no partners of it (:func:`~tutor.play.coach.passed_over`),
  so a deal where they would is drawn again;
* **melds laid and discards taken** are on the table: seen, so not dealt at all; and a
  player who has had a turn lays a meld once they hold one, so the deals behind the
  undercut and feed chances and the expert's search give them none (:data:`NO_MELDS`),
  and the undercut count no hand that is one whole meld either: they would have gone out
  with it (:data:`UNDERCUT_WHOLE_MELDS`);
* **not knocking** — an opponent who began a turn when the melding condition let them
  knock (§5.2) and drew instead most likely held more than the knock limit then. Their
  hand now counts at least that limit less what they have laid and thrown since (cards
  drawn since only add), so a deal where it counts less is drawn again, with the chance
  :data:`NOT_KNOCKED` (some players hold back a knock they fear is undercut).

Every estimate that reads the model (the coach's undercut and feed odds, the expert's
search) draws its deals here, so a hint and the table beside it never disagree. An
estimate's interval spans sampling and the model's own doubt: the undercut count with the
keep-low habit at half and at one and a half its strength, the feed count with each
claimant counted at the shares of :data:`FEED_DOUBT`.

A feed chance counts a claimant whose hand the habit shaped and who could meld the card in
a deal as :data:`FEED_SHARE` of one, and is shown as counted: a monotone map fitted on 1,742
bot rounds (seeds from 200000: ``bench/tools/calibration_map.py``) was the identity when
only the next player may take a discard, and for Battle Hoola it made the feed ECE worse on
1,702 other rounds (1.3 to 2.7 points). The undercut count is shown through a map per table
size that reads the opponents' hand sizes (:mod:`tutor.play.undercut_map`): the deals give
one-card hands too many points, and heads up the chances from 40% up read low.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache

from tutor.engine.cards import Card
from tutor.engine.counting import rank_points
from tutor.engine.endings import knock_melding_met
from tutor.engine.odds import Estimate, fast_points, partner_groups, wilson
from tutor.engine.reasons import FrozenDict, freeze_fields
from tutor.engine.table import round_knock_limit
from tutor.play import cover
from tutor.play.round import PlayerView
from tutor.play.undercut_map import table_inputs, undercut_shown

KEEP_LOW = 1.2
"""Extra cards an opponent is dealt per discard made, of which the highest loose ones go
back: how strongly players keep low cards (fitted on bot rounds: ``bench/tools/calibration.py``)."""
KEEP_LOW_MAX = 5
"""The most extra cards dealt to one opponent."""
LINKED = 100
"""Points a card with a partner among the cards a player holds counts less when they
choose what to keep (100: such cards are always kept first)."""
FEED_LINKED = 0
"""The same weight in the deals behind feed chances: none. A hand kept by its lowest
cards alone already holds partners often enough; keeping near melds first on top made
the feed chances too high from 20% up (``bench/tools/calibration.py``: feed ECE 2.6 → 1.0 on
3,010 positions of the same rounds; 1.3 over 3,000 positions of the rounds played with
it). The undercut count and the expert's search keep :data:`LINKED`."""
FEED_KEEP_LOW = 0.6
"""The keep-low habit in the deals behind feed chances, as a share of :data:`KEEP_LOW`."""
FEED_SPARE = 0.5
"""In those deals, the most extra cards an opponent is dealt as a share of the unseen cards
left spare (not needed by the hands dealt after theirs). Late in a round the unseen
cards are few: at the full habit an opponent kept the lowest of nearly all of them —
including stock cards they never saw — and held the low partners of a thrown card too
surely. With both, feed chances from 30% up read high: over every feed position of 3,492
rounds (``bench/tools/calibration.py --screen 0.2``) 30–40% predicted 34.5, observed 29.1
(n 701); 60–70% 63.5, 52.1 (n 48); 80–100% 89, 55 (n 20). On 3,029 stored positions
screened the same way, 30–40% 34 → 28 became 34 → 31 and 60–70% 63 → 52 became 64 →
58, the deciles below 30% unchanged (on 3,000 positions: 3/4, 13/12, 24/23 before, 3/3,
13/12, 24/24 after)."""
NO_MELDS = 1
"""Whether the deals behind the model's counts and the expert's search give an opponent who
has had a turn no meld they could have laid (1) or any cards (0)."""
UNDERCUT_NO_MELDS = True
"""Whether the undercut count deals such opponents no meld too. Without it a dealt hand
often held a whole meld (near melds are kept first: :data:`LINKED`) that its player
would have laid, and the dealt counts scattered wider than real hands do (about the
model's mean, 6.8–6.9 points against 6.1–6.3 for the hands the bots held; 6.2 with no
meld): the chances leaned towards the middle, 20–30% reading high and 60–70% low
(``bench/tools/calibration.py``, the same 3,451 positions: ECE 1.9 → 1.6; 20–30% predicted 25,
observed 19 → 22; 60–70%: 64 and 71 → 65 and 71)."""
UNDERCUT_WHOLE_MELDS = True
"""Whether the undercut count also deals an opponent who has had a turn no hand that is one
whole meld (a lone seven, a run or a set of all their cards): holding it at the end of
their turn they could have laid it and thrown the card they threw, going out (rule book
§5.3), and players go out when they can. :data:`NO_MELDS` leaves such a hand where the
last card must be thrown (§4.5: a meld laid must leave a card), and near melds and sevens
are kept first (:data:`LINKED`), so a one-card hand was often dealt a seven (7 points, or
14 where a seven left in hand counts double, §2.2): in about a third of the deals of a
heads-up pagat hand kept from six discards (``tests/test_play_model.py``). On 4,639
positions (``bench/tools/undercut_hands.py``, 4,000 rounds from seed 4400000) the one-card
hands read 74.1% at most the knocker's count against 82.3% real, 76.6% with it; heads up
71.2 → 75.6 against 87.5. Fresh rounds by table size: ``bench/out/undercut_sizes.txt``."""
NOT_KNOCKED = 0.0
"""How surely an opponent who could have knocked by the melding condition and did not held
more than the knock limit (0 ignores it). Off: on bot rounds it did not improve the
undercut calibration (``bench/tools/calibration.py``: ECE 2.1 at 0.8 against 2.2 at 0 on one set
of 1,500 positions, 2.8 in a later run) — the careful players hold back knocks they fear."""
FEED_SHARE = 0.9
"""How surely a claimant the feed deals give a card's partners can meld it, when the
keep-low habit shaped their hand (they have thrown a card) and not every deal gives them
the partners: each such claimant counts as 0.9 of one, so a deal where ``h`` of them could
counts 1 − 0.1^h (:meth:`OpponentModel.takers`). The deals hold a thrown card's partners a
little too often, and under Battle Hoola, where every other player may claim, the excess
adds up over the claimants: counted in full, the feed chances from 50% up read high
(``bench/tools/feed_share.py --shares 1 --deals 800``, 16,000 rounds from seed 900000: 50–60%
predicted 53.7, observed 46.2, n 394; 60–70% 64.2 and 52.1, n 167; the gap grew with the
discards the claimants had made, none with one or none). Fitted on 8,000 other rounds
(from 930000: from 30% up every decile within ±1.3 points at 0.9, ±3.5 but 60–70% −8.2
at 0.95, up to +14 at 0.85; log loss lower on both the natural and the screened
positions) and checked on fresh rounds: see ``bench/out/calibration.txt``."""
FEED_DOUBT = (0.8, 1.0)
"""The shares whose counts, with :data:`FEED_SHARE`'s, bound a feed chance's interval."""
DOUBT = (0.5, 1.5)
"""The keep-low strengths, as shares of :data:`KEEP_LOW`, whose counts bound an interval."""
_RETRIES = 6


@dataclass(frozen=True, slots=True)
class Deal:
    """One way the unseen cards may lie: each other player's hand and the stock (top last)."""

    hands: FrozenDict[str, tuple[Card, ...]]
    stock: tuple[Card, ...]

    def __post_init__(self) -> None:
        freeze_fields(self, "hands")


@dataclass(frozen=True, slots=True)
class PassedOver:
    """What a player showed they do not hold (rule book §4.1: a discard is taken only to
    lay a new meld with it at once): they could have taken ``card`` and did not, so they
    held no cards that meld with it then. ``draws`` is how many cards they have drawn from
    the stock since (counting the draw that passed it over): those may be new partners."""

    card: Card
    draws: int


def passed_over(view: PlayerView, who: str) -> tuple[PassedOver, ...]:
    """The discards ``who`` passed over, read from the public log: the top of the pile when
    ``who`` drew from the stock while it could be taken, and, with claims (§7.1), each
    discard ``who`` was asked to claim and passed (everyone is asked, so a pass is their
    choice, read as a likely sign they could not use it). A seven or a joker says nothing:
    either may be passed by choice."""
    claims = view.rules.claim != "none"
    pile: list[Card] = []
    open_top = True
    found: list[tuple[Card, int]] = []
    for i, e in enumerate(view.log):
        if e.kind == "deal":
            pile, open_top = list(e.cards), True
        elif e.kind == "take-discard" and pile:
            pile.pop()
        elif e.kind == "discard":
            pile.append(e.cards[0])
            open_top = not claims  # with claims the next player claims it or it is closed
        elif e.kind == "pass" and e.player == who and e.cards:
            found.append((e.cards[0], i))
        elif e.kind == "draw-stock" and e.player == who and open_top and pile:
            found.append((pile[-1], i))
    draws = [i for i, e in enumerate(view.log) if e.kind == "draw-stock" and e.player == who]
    return tuple(
        PassedOver(c, sum(1 for d in draws if d >= i))
        for c, i in found
        if c.rank != 7 and not c.is_joker
    )


class OpponentModel:
    """The deals of the unseen cards that fit what the opponents did, for ``view.name``.
    ``strength`` scales the keep-low habit (1 is the fitted strength, 0 a random deal)."""

    def __init__(self, view: PlayerView, strength: float = 1.0) -> None:

        self.view = view
        self.rules = view.rules
        self.strength = strength
        self.others = tuple(n for n in view.order if n != view.name)
        self.unseen = view.unseen
        pts = rank_points(view.rules)
        self.points = {c: (pts[c.rank] if not c.is_joker else -1) for c in set(self.unseen)}
        thrown = {n: 0 for n in self.others}
        for e in view.log:
            if e.kind == "discard" and e.player in thrown:
                thrown[e.player] += 1
        self.extra = {
            n: min(KEEP_LOW_MAX, round(KEEP_LOW * strength * t)) for n, t in thrown.items()
        }
        self.feed_extra = {
            n: min(KEEP_LOW_MAX, round(KEEP_LOW * FEED_KEEP_LOW * strength * t))
            for n, t in thrown.items()
        }
        self.floor = {n: knock_floor(view, n) for n in self.others}
        self._drawn: dict[tuple[int, int, bool, int, bool, bool], list[Deal]] = {}
        self._feed_hands: dict[tuple[int, int], list[tuple[tuple[str, Held], ...]]] = {}
        self.played = {e.player for e in view.log if e.kind in ("draw-stock", "take-discard")}
        self.passes = {
            n: [
                (_groups(p.card, self.rules), view.counts[n] - p.draws)
                for p in passed_over(view, n)
            ]
            for n in self.others
        }
        self.claimed = claims_pending(view)
        self.claim_needs = {n: tuple(_need(g) for g in gs) for n, gs in self.claimed.items()}
        self.claim_keep = 1 if self.rules.discard_to_go_out else 0
        # a claimant's hand is drawn first, while the claimed card's partners are unseen
        self.dealing = tuple(sorted(self.others, key=lambda n: n not in self.claimed))

    def deals(
        self,
        count: int,
        seed: int = 0,
        unmelded: bool = False,
        linked: int | None = None,
        feed: bool = False,
        undercut: bool = False,
    ) -> list[Deal]:
        """``count`` deals drawn with ``seed`` (the same deals for the same view and seed,
        drawn once: the feed and Perfect counts of one estimate read the same list)."""
        linked = LINKED if linked is None else linked
        key = (count, seed, unmelded, linked, feed, undercut)
        if key not in self._drawn:
            rng = random.Random(seed)
            self._drawn[key] = [
                self.deal(rng, unmelded, linked, feed, undercut) for _ in range(count)
            ]
        return self._drawn[key]

    def deal(
        self,
        rng: random.Random,
        unmelded: bool = False,
        linked: int | None = None,
        feed: bool = False,
        undercut: bool = False,
    ) -> Deal:
        """One deal of the unseen cards into the other hands and the stock; ``unmelded``:
        with no meld an opponent could have laid (:data:`NO_MELDS`); ``linked``: the
        points a card with a partner counts less when a hand keeps its lowest cards
        (:data:`LINKED` when not given); ``feed``: the milder habit of the deals behind
        feed chances (:data:`FEED_KEEP_LOW`, :data:`FEED_SPARE`); ``undercut``: the deals
        of the undercut count (:data:`UNDERCUT_WHOLE_MELDS`)."""
        whole = undercut and UNDERCUT_WHOLE_MELDS
        linked = LINKED if linked is None else linked
        pool = list(self.unseen)
        shuffle(pool, rng)
        hands: dict[str, tuple[Card, ...]] = {}
        for n in self.dealing:
            k = self.view.counts[n]
            hand = self._hand(n, k, pool, rng, unmelded, linked, feed, whole)
            hands[n] = hand
            if self.rules.jokers:  # jokers alike: the first of each taken
                for c in hand:
                    pool.remove(c)
            else:  # one card of each: the same pool, kept in order, without list.remove
                taken = set(hand)
                pool = [c for c in pool if c not in taken]
        shuffle(pool, rng)
        return Deal(FrozenDict(hands), tuple(pool))

    def _hand(
        self,
        n: str,
        k: int,
        pool: list[Card],
        rng: random.Random,
        unmelded: bool,
        linked: int,
        feed: bool = False,
        whole: bool = False,
    ) -> tuple[Card, ...]:
        best: tuple[Card, ...] = ()
        extra = (self.feed_extra if feed else self.extra)[n]
        for _ in range(_RETRIES):
            spare = max(0, len(pool) - k - self._room(n))
            m = min(extra, int(spare * FEED_SPARE) if feed else spare)
            picked = rng.sample(pool, min(len(pool), k + m))
            hand = self._keep(picked, k, linked) if m else tuple(picked[:k])
            if unmelded:
                hand = self._unmelded(n, hand, pool, rng, extra, whole)
            best = best or hand
            if not self._fits_claim(n, hand):
                continue
            if self._fits_passes(n, hand, rng) and self._fits_floor(n, hand, rng):
                return hand
        return self._claim_fitted(n, best, pool, rng)

    def _fits_claim(self, n: str, hand: tuple[Card, ...]) -> bool:
        """A player who claimed the discard on the table (§7.1) holds cards that meld with
        it: a claim is made only to meld the card at once."""
        needs = self.claim_needs.get(n)
        return needs is None or _holds_group(_held(hand), needs, self.claim_keep)

    def _claim_fitted(
        self, n: str, hand: tuple[Card, ...], pool: list[Card], rng: random.Random
    ) -> tuple[Card, ...]:
        """``hand``, or for a claimant it does not fit, the hand with a partner group of the
        claimed card from the pool (jokers are not drawn for it) put in place of as many of
        its cards, chosen at random; the hand as it is when no group is left in the pool."""
        groups = self.claimed.get(n)
        if groups is None or self._fits_claim(n, hand):
            return hand
        free = set(pool)
        live = [g for g in groups if g and g <= free and len(hand) - len(g) >= self.claim_keep]
        if not live:
            return hand
        group = sorted(rng.choice(live))
        rest = [c for c in hand if c not in group]
        rng.shuffle(rest)
        return tuple(group + rest[: len(hand) - len(group)])

    def _room(self, n: str) -> int:
        """Cards the players after ``n`` still need from the pool."""
        i = self.dealing.index(n)
        return sum(self.view.counts[o] for o in self.dealing[i + 1 :])

    def _keep(self, cards: list[Card], k: int, weight: int) -> tuple[Card, ...]:
        """The ``k`` of ``cards`` a player keeps: the lowest, a card with a partner among
        them (a pair, a near run, a seven) counting ``weight`` points less."""
        held = set(cards)

        def linked(c: Card) -> bool:
            if c.is_joker or c.rank == 7:
                return True
            return not held.isdisjoint(cover.partners(c, self.rules.ace, self.rules.jokers))

        ranked = sorted(cards, key=lambda c: self.points[c] - (weight if linked(c) else 0))
        return tuple(ranked[:k])

    def _unmelded(
        self,
        n: str,
        hand: tuple[Card, ...],
        pool: list[Card],
        rng: random.Random,
        extra: int | None = None,
        whole: bool = False,
    ) -> tuple[Card, ...]:
        """``hand`` with no meld ``n`` could have laid: a player seen taking a turn in the
        log lays a meld once they hold one (§4), so a card of each meld found goes back for another
        (the lowest of as many as the keep-low habit offers them). With ``whole``
        (:data:`UNDERCUT_WHOLE_MELDS`) a meld that is the whole hand goes back too: holding
        it at the end of their turn they could have laid it and thrown the card they threw,
        going out (§5.3)."""
        if not NO_MELDS or n not in self.played or not cover.usable(self.rules):
            return hand
        ace, keep = self.rules.ace, 1 if self.rules.discard_to_go_out else 0
        held = list(hand)
        for _ in range(_RETRIES):
            mask = cover.mask_of(held)
            found = [
                m
                for m in cover.melds_in(mask, ace)
                if len(held) - m.bit_count() >= keep or (whole and m == mask)
            ]
            if not found:
                break
            have = set(held)
            spare = [c for c in pool if c not in have]
            if not spare:
                break
            out = rng.choice(cover.cards_of(rng.choice(found)))
            more = self.extra[n] if extra is None else extra
            offered = rng.sample(spare, min(len(spare), 1 + more))
            held[held.index(out)] = min(offered, key=self.points.__getitem__)  # keeps low
        return tuple(held)

    def _fits_floor(self, n: str, hand: tuple[Card, ...], rng: random.Random) -> bool:
        floor = self.floor[n]
        if floor is None or fast_points(hand, self.rules) > floor:
            return True
        return rng.random() >= NOT_KNOCKED

    def _fits_passes(self, n: str, hand: tuple[Card, ...], rng: random.Random) -> bool:
        for groups, keep in self.passes[n]:
            if keep <= 0:
                continue
            part = set(rng.sample(hand, min(keep, len(hand))))
            if any(g <= part for g in groups):
                return False
        return True

    # -- the counts the coach and the bots read ----------------------------------------------
    def undercut(self, points: int, samples: int = 300, seed: int = 0) -> Estimate:
        """The chance a knock with ``points`` is undercut (rule book §5.2: another hand
        counts as few points or fewer), with an interval spanning the model's doubt."""
        deals = self.deals(samples, seed, unmelded=UNDERCUT_NO_MELDS, undercut=True)
        hits = sum(1 for d in deals if _undercut(d, points, self.rules))
        low, high = wilson(hits, samples)
        for s in DOUBT:
            other = OpponentModel(self.view, self.strength * s)
            half = other.deals(samples // 2, seed + 1, unmelded=UNDERCUT_NO_MELDS, undercut=True)
            h = sum(1 for d in half if _undercut(d, points, self.rules))
            lo, hi = wilson(h, samples // 2)
            low, high = min(low, lo), max(high, hi)
        sizes, discards = table_inputs(self.view)

        def shown(p: float) -> float:
            return undercut_shown(p, points, sizes, discards)

        p = hits / samples if samples else 0.0
        return Estimate(shown(p), shown(low), shown(high), samples, hits)

    @cached_property
    def claimants(self) -> tuple[str, ...]:
        """Who may take ``view.name``'s discard (rule book §4.1, §7.1): the next player, or
        with Battle or Tame Battle Hoola every other player."""
        if self.rules.claim == "none":
            return (self.view.next_after(self.view.name),)
        return self.others

    def feeds(
        self, cards: Sequence[Card], samples: int = 300, seed: int = 0
    ) -> dict[Card, Estimate]:
        """For each card ``view.name`` might throw, the chance some player who may take it
        can lay a new meld with it (rule book §4.1, §7.1), counted over the same deals."""
        out: dict[Card, Estimate] = {}
        for card in dict.fromkeys(cards):
            takers = self.takers(card, samples, seed)
            hits = _weighed(takers, FEED_SHARE)
            low, high = wilson(hits, samples)
            for share in FEED_DOUBT:
                lo, hi = wilson(_weighed(takers, share), samples)
                low, high = min(low, lo), max(high, hi)
            p = hits / samples if samples else 0.0
            out[card] = Estimate(p, low, high, samples, round(hits))
        return out

    def takers(self, card: Card, samples: int, seed: int = 0) -> list[tuple[bool, int]]:
        """For each of the feed deals, who could lay a new meld with ``card``: (whether a
        claimant who surely could did, how many others could). A claimant is sure when the
        keep-low habit shaped none of their hand (no extra cards: they have thrown nothing)
        or when they could in every deal; the others count at :data:`FEED_SHARE`."""
        needs = _needs(card, self.rules)
        rows = [
            [n for n, hand in hands if _holds_group(hand, needs, self.claim_keep)]
            for hands in self._claimant_hands(samples, seed)
        ]
        sure = {
            n
            for n in self.claimants
            if not self.feed_extra[n] or (rows and all(n in row for row in rows))
        }
        return [(any(n in sure for n in row), sum(1 for n in row if n not in sure)) for row in rows]

    def _claimant_hands(self, samples: int, seed: int) -> list[tuple[tuple[str, Held], ...]]:
        """The claimants' hands in each feed deal as :data:`Held` (worked out once for the
        deals, read for every card a feed count asks about)."""
        key = (samples, seed)
        if key not in self._feed_hands:
            deals = self.deals(samples, seed, unmelded=True, linked=FEED_LINKED, feed=True)
            self._feed_hands[key] = [
                tuple((n, _held(d.hands[n])) for n in self.claimants) for d in deals
            ]
        return self._feed_hands[key]


def claims_pending(view: PlayerView) -> dict[str, tuple[frozenset[Card], ...]]:
    """The players who claimed the discard now offered (§7.1: under Battle Hoola each
    player asked may claim; the claims are seen in turn), with its partner groups."""
    pending: dict[str, tuple[frozenset[Card], ...]] = {}
    for e in view.log:
        if e.kind == "claim" and e.cards:
            pending[e.player] = _groups(e.cards[0], view.rules)
        elif e.kind != "pass":
            pending = {}
    return pending


def _weighed(takers: Sequence[tuple[bool, int]], share: float) -> float:
    """The deals a discard feeds someone in: a deal where a sure claimant could meld it
    counts 1, one where ``h`` others could 1 − (1 − ``share``)^h."""
    return sum(1.0 if sure else 1 - (1 - share) ** h for sure, h in takers if sure or h)


def knock_floor(view: PlayerView, who: str) -> int | None:
    """The count ``who``'s hand most likely still exceeds, read from the public log: at the
    last turn they began when the melding condition let them knock (rule book §5.2) and
    they drew instead, their count was above the knock limit; a discard they took since
    adds its points, what they laid and threw lowers it by theirs (a card drawn from the
    stock only adds). ``None`` without such a turn."""
    rules = view.rules
    pts = rank_points(rules)
    limit = round_knock_limit(rules, len(view.order))
    later = {e.player for e in view.log if e.kind == "meld"}
    melded = set(view.melded) - later  # melded before the log begins (a set-up position)
    floor: int | None = None
    for e in view.log:
        if e.kind == "meld":
            melded.add(e.player)
        if e.player != who:
            continue
        if e.kind in ("draw-stock", "take-discard") and _may_knock(rules, who, melded):
            floor = limit  # a fresh turn start: their count exceeded the limit then
        if floor is None or not e.cards:
            continue
        if e.kind in ("take-discard", "claim-won"):  # a card seen going in adds its points
            floor += sum(pts[c.rank] for c in e.cards if not c.is_joker)
        elif e.kind in ("meld", "lay-off", "discard"):
            floor -= sum(pts[c.rank] for c in e.cards if not c.is_joker)
    return floor


def _may_knock(rules, who: str, melded: set[str]) -> bool:
    """The engine's melding condition for a knock (rule book 5.2), from who has melded."""
    return knock_melding_met(
        rules, knocker_melded=who in melded, others_melded=bool(melded - {who})
    )


def _undercut(d: Deal, points: int, rules) -> bool:
    return any(fast_points(h, rules) <= points for h in d.hands.values())


Held = tuple[frozenset[Card], int, int]
"""A hand as :func:`_holds_group` reads it: its cards, its jokers, its size."""
Need = tuple[tuple[Card, ...], int, int]
"""A partner group as :func:`_holds_group` reads it: its real cards, its jokers, its size."""


def _held(hand: tuple[Card, ...]) -> Held:
    return frozenset(hand), sum(1 for c in hand if c.is_joker), len(hand)


def _need(group: frozenset[Card]) -> Need:
    return (
        tuple(c for c in group if not c.is_joker),
        sum(1 for c in group if c.is_joker),
        len(group),
    )


@lru_cache(maxsize=4096)
def _needs(card: Card, rules) -> tuple[Need, ...]:
    """The partner groups of ``card`` (:func:`_groups`) as :data:`Need`, in their order."""
    return tuple(_need(g) for g in _groups(card, rules))


def _holds_group(held: Held, needs: tuple[Need, ...], keep: int) -> bool:
    """Whether a hand holds one of a card's partner groups (its real cards and as many
    jokers) and keeps ``keep`` cards after laying it (a meld taken with a discard, §4.1)."""
    cards, jokers, size = held
    return any(
        j <= jokers and size - n >= keep and all(c in cards for c in real) for real, j, n in needs
    )


def _groups(card: Card, rules) -> tuple[frozenset[Card], ...]:
    """The partner groups of ``card`` (a seven's is empty: it melds alone)."""
    return partner_groups(card, rules)


def shuffle(cards: list, rng: random.Random) -> None:
    """``rng.shuffle(cards)``, the same order from the same random bits (the deal's
    shuffles, thousands a move, without a call for each card; held to ``random.shuffle``
    by ``tests/test_play_fast_paths.py``)."""
    bits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:
            j = bits(k)
        cards[i], cards[j] = cards[j], cards[i]
