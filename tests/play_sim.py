"""Seeded bot-versus-bot rounds for the practice-table property tests: every move is legal,
the deck is conserved after every move, the round ends, and its record settles to zero."""

from __future__ import annotations

import random
from collections import Counter

from tutor import Rules, settle
from tutor.engine.cards import play_deck
from tutor.play import Bot, deal

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus")

CONFIGS: dict[str, tuple[Rules, tuple[int, ...]]] = {
    "pagat": (Rules.preset("pagat"), (2, 3, 4, 5)),
    "s1-short": (Rules.preset("s1-short"), (2, 3, 4, 5)),
    "s2-casual": (Rules.preset("s2-casual"), (2, 3, 4, 5)),
    "bga": (Rules.preset("bga"), (2, 3, 4, 5)),
    "jokers": (Rules.preset("pagat").with_changes(jokers=2), (2, 4, 5)),
    "joker-14x3": (
        Rules.preset("s1-short").with_changes(jokers=1, joker_in_hand="fourteen-triple"),
        (3, 4),
    ),
    "tame": (Rules.preset("pagat").with_changes(claim="tame", ace="low"), (3, 4, 5)),
    "six-seven": (Rules.preset("pagat").with_changes(six_seven_players=True), (6, 7)),
    "table-knock": (
        Rules.preset("pagat").with_changes(
            knock_limit={2: 5, 3: 10, 4: 15, 5: 21},
            picture_cards_ten=True,
            picture_blast="all-pictures",
            perfect_needs_all_turns=False,
            tie="fewest-cards",
            undercut_penalty=5,
            ace="high-or-low",
            knock_needs="none",
        ),
        (2, 3, 4, 5),
    ),
}


def seat_bots(seed: int, n: int, mix: str, samples: int | None = None) -> list[Bot | None]:
    """Bots for ``n`` seats; ``None`` is a player who picks a random legal move. ``samples``:
    the deals a bot's risk estimates draw (None: the bots' own count, :attr:`Bot.samples`)."""
    levels = {
        "beginner": ["beginner"],
        "careful": ["careful"],
        "mixed": ["beginner", "careful", None, "beginner"],
    }[mix]
    out: list[Bot | None] = []
    for i in range(n):
        level = levels[(seed + i) % len(levels)]
        sampled = {} if samples is None else {"samples": samples}
        out.append(None if level is None else Bot(level, seed * 7 + i, **sampled))
    return out


def play_checked(
    rules: Rules,
    n: int,
    seed: int,
    mix: str = "mixed",
    check_every: bool = True,
    samples: int | None = None,
):
    """Play one round with bots (``samples``: see :func:`seat_bots`), checking each move.
    Returns the finished round."""
    r = deal(rules, NAMES[:n], seed)
    deck = sorted((c.rank, c.suit) for c in play_deck(rules))
    bots = dict(zip(NAMES[:n], seat_bots(seed, n, mix, samples), strict=True))
    rng = random.Random(seed)
    for _ in range(3000):
        if r.over:
            break
        legal = r.legal_actions()
        bot = bots[r.to_move]
        action = rng.choice(legal) if bot is None else bot.choose(r)
        assert action in legal, (action, legal)
        r = r.apply(action)
        if check_every:
            assert places(r) == deck, "a card went missing or doubled"
    assert r.over, "the round did not end"
    s = settle(r.record())
    assert sum(s.net.values()) == 0
    assert abs(sum(s.compensation_net.values())) < 1e-9
    return r, s


def places(r) -> list[tuple[int, str]]:
    """Every card in play as (rank, suit), wherever it is: hands, stock, pile, melds."""
    cards = [*r.stock, *r.discard_pile]
    for n in r.order:
        cards += r.hand_of[n]
    for m in r.table_melds:
        cards += m.cards
    return sorted((c.rank, c.suit) for c in cards)


PRESETS = ("pagat", "s1-short", "s2-casual", "bga")
"""The configurations that are the presets as they stand (every preset of the rules)."""

ENDING_KEYS = ("knock", "going-out", "perfect", "stock", "blast", "four-sevens")
"""The endings as counted: a going out that is a Perfect is counted apart."""


def mix_for(seed: int) -> str:
    """The bots at the table for round ``seed`` of a simulation: mostly mixed levels."""
    return "mixed" if seed % 3 else "careful" if seed % 2 else "beginner"


def simulate(label: str, rounds: int, samples: int | None = None) -> Counter[str]:
    """``rounds`` seeded rounds of configuration ``label``, every move checked (``samples``:
    see :func:`seat_bots`): the count of each ending, of discards claimed and of players
    who dropped out."""
    rules, players = CONFIGS[label]
    counts: Counter[str] = Counter()
    for seed in range(rounds):
        n = players[seed % len(players)]
        r, s = play_checked(rules, n, seed, mix_for(seed), samples=samples)
        counts[ending_key(r)] += 1
        counts["claims"] += sum(1 for e in r.log if e.kind == "claim-won")
        counts["drop-outs"] += sum(1 for e in r.log if e.kind in ("drop-out", "forced-out"))
        if r.outcome.ending == "going-out" and r.outcome.perfect:
            assert s.perfect
    return counts


def scan_for_stock(label: str, limit: int = 2000) -> tuple[int, int] | None:
    """The first seed (and table size) whose round under ``label``, played by careful bots
    at the largest table, runs out of stock: the bots decide whether a round gets there,
    so the seed is found by playing, not from the deal. ``None`` if none within ``limit``."""
    rules, players = CONFIGS[label]
    n = max(players)
    for seed in range(limit):
        r, _ = play_checked(rules, n, seed, "careful", check_every=False)
        if r.outcome.ending == "stock":
            return seed, n
    return None


def ending_key(r) -> str:
    o = r.outcome
    if o.ending == "going-out" and o.perfect:
        return "perfect"
    return o.ending
