"""The one-sentence statement of the rule a question is about, under the rules in force."""

from __future__ import annotations

from tutor.engine.endings import (
    KNOCK_NEEDS_TEXT,
)
from tutor.engine.rules import Rules
from tutor.teach.quiz.common import _seven_text


def _rule_line(rule: str, rules: Rules) -> str:
    """One sentence, in the project's words, stating the rule a question is about."""
    if rule == "§3":
        return (
            "Melds (rule 3): a set is three or four cards of one rank; a run is three or more "
            "cards "
            "of one suit in sequence. Sevens are special: a seven laid alone is a meld of one "
            "seven (a set of one), and a run "
            "holding a seven needs only two cards (6-7 or 7-8)."
        )
    if rule == "§6.1":
        return (
            "Best arrangement (rules 3 and 6.1): lay the melds that leave the fewest points in "
            "hand. What stays is "
            f"counted: {_seven_text(rules)}, four cards of one rank score nothing."
        )
    if rule == "§5.1":
        if not rules.blast_allowed():
            return "Blast (rule 5.1): with picture cards at 10, these rules play no Blast at all."
        return (
            "Blast (rule 5.1): at the start of your own turn, before you have laid any meld, add "
            "up "
            "all seven cards at face value (sevens 7, a quad in full). At most "
            f"{rules.sopang_max} is a Sopang, at least {rules.daepang_min} a Daepang; either "
            "wins at once."
        )
    if rule == "§5.2":
        return (
            "Knock (rule 5.2): at the start of your turn you may stop holding no more points than "
            "the knock limit, counted as a settlement counts them; under these rules "
            f"{KNOCK_NEEDS_TEXT[rules.knock_needs]}."
        )
    if rule == "§5.3":
        how = (
            "meld every card but one and discard the last"
            if rules.discard_to_go_out
            else "meld every card (a last discard is allowed but not needed)"
        )
        turns = ", once every other player has had a turn" if rules.perfect_needs_all_turns else ""
        return (
            f"Going out (rule 5.3): in your turn, after drawing, {how}. Laying the whole hand in "
            "one "
            f"turn with no meld laid before is a Perfect (Hoola){turns}."
        )
    if rule == "§5.4":
        return (
            "Four sevens (rule 5.4): a player holding all four sevens in hand, none melded, may "
            "stop "
            "and win."
        )
    if rule == "§5.2u":
        return (
            "Knock (rule 5.2): the knocker wins only with strictly the fewest points. Anyone "
            "holding "
            "the same or fewer undercuts the knock, and the knocker loses."
        )
    if rule == "§5.5":
        how = (
            "everyone first lays what melds they can"
            if rules.meld_at_stock_end
            else "nobody melds any more: hands count as they are"
        )
        return (
            f"End of stock (rule 5.5): when the stock runs out, {how}; the fewest points in hand "
            f"wins ({_seven_text(rules)}, a quad scores nothing)."
        )
    if rule == "§6.3":
        sevens = (
            "each seven left in a loser's hand (all four count no points yet double four times), "
            if rules.sevens_double
            else ""
        )
        undercut = ", and an undercut knock" if rules.undercut_doubles else ""
        return (
            f"Doublings (rule 6.3): {sevens}a loser who had a turn but never melded, a Perfect"
            f"{undercut} each double a payment, all multiplied together."
        )
    if rule == "§6.2":
        return (
            "Payment (rules 6.2 to 6.4): losers are ranked by points, fewest first, and pay 1, 2, "
            "3 … "
            "stakes (tied losers pay the higher number); each doubling multiplies by 2. After "
            "an undercut knock the knocker pays every loser's payment; after a Perfect fed by "
            "a discard, the feeder does."
        )
    if rule == "§6.4":
        return (
            "Who pays (rule 6.4): when a Perfect is completed with another player's discard, that "
            "player pays every loser's payment, their own included, and the other losers pay "
            "nothing."
        )
    raise KeyError(rule)


def _rule_tag(rule: str) -> str:
    return rule.removesuffix("u")
