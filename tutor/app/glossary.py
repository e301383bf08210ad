"""The game's words in English and Korean, and where each name comes from.

Each entry gives the names the written sources use (the sources named for a reader, as in
the rule book's Sources section) and a Korean name. A Korean name is either the Korean
spelling of a word a source prints, or marked as the tutor's own note: no source prints it.
Meanings are in the tutor's own words; ``rule`` is the rule-book point that covers the term.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True)
class Term:
    """One glossary entry."""

    term: str
    """The name the tutor uses."""
    meaning: str
    """What it is, in the tutor's words."""
    rule: str
    """The rule-book points that cover it (``"5.3, 6.3"``)."""
    in_sources: str
    """Names the written sources use, with the source; empty when they give none."""
    korean: str = ""
    """A Korean name, with its reading."""
    korean_from: Literal["source", "own"] = "source"
    """``"source"``: the Korean spelling of a name a source prints; ``"own"``: the tutor's
    own note of a word used at tables, which no source prints."""


GLOSSARY: tuple[Term, ...] = (
    Term(
        "Hoola",
        "The game itself: Korean rummy for two to five players with seven cards each.",
        "1",
        "“Hoola” and “Hula” (the detailed rules page); “Hoola” (the short summary, the "
        "casual rules page)",
        "훌라 (hulla), the Korean spelling of the name",
    ),
    Term(
        "Perfect",
        "Going out by laying all seven cards in one turn with no meld laid before; every "
        "payment doubles.",
        "5.3, 6.3",
        "“Perfect” or “Hoola” (the detailed rules page); “Hoola” (the casual rules page)",
        "훌라 (hulla): the game's own name, used for its best win",
    ),
    Term(
        "Blast",
        "Stopping at the start of one's own turn, before any meld, because the seven cards "
        "in hand total very little or very much.",
        "5.1",
        "“Blast” (all three Hoola sources)",
    ),
    Term(
        "Sopang",
        "The minor Blast: a hand total at or under the Sopang limit (14, or 15 where the "
        "short summary's rule is played).",
        "5.1",
        "“Sopang” and “minor blast” (the detailed rules page); “small blast” (the casual "
        "rules page)",
        "소뻥 (so-ppeong; 소 means small), a common table word for the minor Blast; the "
        "sources print only the romanized “Sopang”",
        "own",
    ),
    Term(
        "Daepang",
        "The major Blast: a hand total of 83 or more.",
        "5.1",
        "“Daepang” and “major blast” (the detailed rules page); “large blast” (the casual "
        "rules page)",
        "대뻥 (dae-ppeong; 대 means big), a common table word for the major Blast; the "
        "sources print only the romanized “Daepang”",
        "own",
    ),
    Term(
        "Thank-you claim",
        "Taking a discard to lay a new meld with it at once, calling out thanks: the next "
        "player taking the previous player's discard in turn, or, under Battle Hoola, any "
        "player claiming it out of turn (the first to slap the card gets it).",
        "4.1, 7.1, 7.2",
        "“Kam sa hap nida!” (the romanized 감사합니다, gamsahamnida), “Thank you!” (the "
        "detailed rules page, in Battle Hoola); “thank you” (the casual rules page)",
        "땡큐 (ttaengkyu), a common table word, the English “thank you” said when taking a "
        "discard in turn or out of turn",
        "own",
    ),
    Term(
        "Meld (register)",
        "Laying a set or a run from one's hand face up on the table.",
        "3, 4.2",
        "“meld” (all three Hoola sources); “dropping a trick” or “registering” (the detailed "
        "rules page, as reported)",
        "등록 (deungnok), the Korean word for “registering”",
    ),
    Term(
        "Lay off",
        "Adding cards from hand to a meld already on the table, once one has laid a meld of "
        "one's own.",
        "4.3",
        "“lay off” and “adding to a trick” (the detailed rules page); extending melds (the "
        "short summary, the casual rules page)",
        "붙이기 (buchigi, attaching)",
        "own",
    ),
    Term(
        "Knock (stop)",
        "Ending the round at the start of one's turn with few enough points in hand; the "
        "knocker must have strictly the fewest points.",
        "5.2",
        "“knock” and “stop the game” (the detailed rules page); “The Knock (or Stop)” (the "
        "short summary); “knock” (the casual rules page)",
        "스톱 (seutop), the English “stop” in Korean letters",
    ),
    Term(
        "Undercut",
        "Another player has as few points as the knocker, or fewer: the knocker loses.",
        "5.2, 6.3",
        "“undercut” (the detailed rules page)",
    ),
    Term(
        "Pay-for-all",
        "One player pays every loser's payment alone while the other losers pay nothing: "
        "the undercut knocker, or the player whose discard completed a Perfect.",
        "6.4",
        "none: the detailed and casual rules pages describe the rule without naming it; "
        "“pay-for-all” is this tutor's own name",
    ),
    Term(
        "Four sevens (big luck)",
        "Holding all four sevens in hand (none melded): the player may stop and win.",
        "5.4",
        "“Four sevens - the big luck” (the detailed rules page); “big luck” (the short "
        "summary, the casual rules page)",
    ),
    Term(
        "Stake",
        "The agreed unit of money that payments are counted in.",
        "6",
        "“stake” (the detailed and casual rules pages)",
    ),
    Term(
        "Deadwood",
        "The cards left in hand that are not in any meld; they count against you.",
        "6.1",
        "none: a general rummy word the sources do not use (they say “points in hand”)",
    ),
)
"""The glossary, in the order a learner meets the terms."""

NAME_ALIKES: tuple[tuple[str, str], ...] = (
    (
        "HULA-HOO!",
        "a boxed card game with its own 84-card deck, where each card played must go "
        "higher, lower or double the last one; not Hoola.",
    ),
    (
        "Hola",
        "a Slavic trick-taking game for two or four, with sevens and twos wild, won by "
        "capturing aces and tens; not Hoola.",
    ),
)
"""Games with names like Hoola's that are different games (see the rule book's Sources)."""
