"""The game's words in English and Korean, and where each name comes from.

Each entry separates the names the written sources use (S0, S1, S2 in RULES.md) from the
names heard at Korean tables, which the sources do not print. The meanings are written in
the project's own words; the facts behind them are in RULES.md (section given).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Term:
    """One glossary entry."""

    term: str
    """The name the tutor uses."""
    meaning: str
    """What it is, in the tutor's words."""
    section: str
    """Where RULES.md covers it."""
    in_sources: str
    """Names the written sources use, with the source; empty when they give none."""
    table_usage: str = ""
    """Korean (or other) names common at the table but not in the sources."""


GLOSSARY: tuple[Term, ...] = (
    Term(
        "Hoola",
        "The game itself: Korean rummy for two to five players with seven cards each.",
        "§1",
        "“Hoola” and “Hula” (S0); “Hoola” (S1, S2)",
        "훌라 (hulla)",
    ),
    Term(
        "Perfect",
        "Going out by laying all seven cards in one turn with no meld laid before; every "
        "payment doubles.",
        "§5.3, §6.3",
        "“Perfect” or “Hoola” (S0); “Hoola” (S2)",
        "훌라 (hulla), the game's own name used for its best win",
    ),
    Term(
        "Blast",
        "Stopping at the start of one's own turn, before any meld, because the seven cards "
        "in hand total very little or very much.",
        "§5.1",
        "“Blast” (S0, S1, S2)",
        "뻥 (ppeong), as in 소뻥 and 대뻥 below",
    ),
    Term(
        "Sopang",
        "The minor Blast: a hand total at or under the Sopang limit (14, or 15 under S1).",
        "§5.1",
        "“Sopang” and “minor blast” (S0); “small blast” (S2)",
        "소뻥 (so-ppeong; 소 means small)",
    ),
    Term(
        "Daepang",
        "The major Blast: a hand total of 83 or more.",
        "§5.1",
        "“Daepang” and “major blast” (S0); “large blast” (S2)",
        "대뻥 (dae-ppeong; 대 means big)",
    ),
    Term(
        "Thank-you claim",
        "Taking another player's discard out of turn to lay a new meld with it, calling "
        "out thanks; the player who slaps the card first gets it (Battle Hoola).",
        "§7.1, §7.2",
        "“Kam sa hap nida!” — “Thank you!” (S0, in Battle Hoola); “thank you” (S2)",
        "땡큐 (ttaengkyu, the English word); 감사합니다 (gamsahamnida) is the Korean "
        "phrase S0 spells “Kam sa hap nida”",
    ),
    Term(
        "Meld (register)",
        "Laying a set or a run from one's hand face up on the table.",
        "§3, §4",
        "“meld” (S0, S1, S2); “dropping a trick” or “registering” (S0, as reported)",
        "등록 (deungnok, registering)",
    ),
    Term(
        "Lay off",
        "Adding cards from hand to a meld already on the table, once one has laid a meld of "
        "one's own.",
        "§4",
        "“lay off” and “adding to a trick” (S0); extending melds (S1, S2)",
        "붙이기 (buchigi, attaching)",
    ),
    Term(
        "Knock (stop)",
        "Ending the round at the start of one's turn with few enough points in hand; the "
        "knocker must have strictly the fewest points.",
        "§5.2",
        "“knock” and “stop the game” (S0); “The Knock (or Stop)” (S1); “knock” (S2)",
        "스톱 (seutop, stop)",
    ),
    Term(
        "Undercut",
        "Another player has as few points as the knocker, or fewer: the knocker loses.",
        "§5.2, §6.3",
        "“undercut” (S0)",
    ),
    Term(
        "Pay-for-all",
        "One player pays every loser's payment alone while the other losers pay nothing: "
        "the undercut knocker, or the player whose discard completed a Perfect.",
        "§6.4",
        "",
        "the sources describe the rule (S0, S2) but give it no name; “pay-for-all” is this "
        "tutor's name, and Korean tables say 독박 (dokbak), as in Go-Stop",
    ),
    Term(
        "Four sevens (big luck)",
        "Holding all four sevens in hand (none melded): the player may stop and win.",
        "§5.4",
        "“Four sevens - the big luck” (S0); “big luck” (S1, S2)",
    ),
    Term(
        "Stake",
        "The agreed unit of money that payments are counted in.",
        "§6",
        "“stake” (S0, S2)",
    ),
    Term(
        "Deadwood",
        "The cards left in hand that are not in any meld; they count against you.",
        "§6.1",
        "",
        "a general rummy word, not used by the sources (they say “points in hand”)",
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
"""Games with names like Hoola's that are different games (RULES.md, sources S3 and S4)."""
