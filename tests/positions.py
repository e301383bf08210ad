"""Small positions for the practice-table tests: cards from text, and the rest of the deck."""

from __future__ import annotations

from tutor.engine.cards import FULL_DECK, format_cards, parse_cards
from tutor.teach import lessons as L


def C(text: str):
    return parse_cards(text)


def rest(*used: str) -> str:
    """Every card not named in ``used``: to put on the discard pile, out of play."""
    taken = {c for text in used for c in C(text)}
    return format_cards(c for c in FULL_DECK if c not in taken)


def take_or_draw_step() -> L.PositionStep:
    """A not-yet-melded hand offered 6d, which makes a new run 4d-5d-6d: take it."""
    return L.PositionStep(
        type="position",
        prompt="?",
        hand="4d 5d 9c 9s Jh Kc 2s",
        ask="take-or-draw",
        discard="6d",
        answer=L.TAKE,
        melded=False,
    )


def verdict_examples() -> list:
    """One verdict of every kind the endings can give, and with them every ending reason
    (rule book 5): Blasts minor, major and refused, knocks allowed and refused, four sevens
    and not, going out (ordinary, Perfect, Perfect waiting for turns, laying off), and the
    endings open to three hands."""
    from tutor.engine.endings import blast, endings_open, four_sevens, going_out, knock
    from tutor.engine.rules import Rules

    pagat = Rules.preset("pagat")
    tens = pagat.with_changes(picture_cards_ten=True, picture_blast="all-pictures")
    return [
        blast("Ac 2c 3d 2h 3s Ad 2d", pagat.with_changes(picture_cards_ten=True)),
        blast("Ac 2c 3d 2h 3s Ad 2d", pagat, melded=True),
        blast("Ac 2c 3d", pagat),
        blast("Ac 2c 3d 2h 3s Ad 2d", pagat),
        blast("Jc Qc Kc Jd Qd Kd Jh", tens),
        blast("Jc Qc Kc Jd Qd Kd 2h", tens),
        blast("Kc Qc Kd Qd Kh Qh Ks", pagat),
        blast("Kc Qc 2d 3d 4h 5h 6s", pagat),
        knock("2c 3d", pagat, players=4, knocker_melded=True, others_melded=True),
        knock("Kc Qd", pagat, players=4, knocker_melded=True, others_melded=False),
        four_sevens("7c 7d 7h 7s", pagat),
        four_sevens("7c 2d", pagat),
        going_out("2c 5d 9h Kc", pagat),
        going_out("3h 4h 5h 9c", pagat),
        going_out("3h 4h 5h 9c", pagat, others_had_turn=False),
        going_out(
            "3h 4h 5h 9c", pagat.with_changes(perfect_needs_all_turns=True), others_had_turn=False
        ),
        *endings_open("3h 4h 5h Qc Qd Qh 9c", pagat),
        *endings_open("3h 4h 5h Qc Qd Qh 9c", pagat, melded=True),
        *endings_open("2c 5d 9h Kc 4s 8d Jh", pagat),
        going_out("8s Kd", pagat, table=["5s 6s 7s"]),
        going_out("8s 9s Kd 2c 2d 2h", pagat, table="5s 6s 7s"),  # a lay-off: no Perfect
    ]


def both_melded_heads_up():
    """Ann's view, pagat heads up, after Bo (who has melded and drawn) threw K♦: Ann holds
    Q♣ Q♦ Q♥ 3♠ 4♦ 9♣, Bo five unseen cards with no meld they could have laid."""
    from tutor import Rules
    from tutor.play import actions as A
    from tutor.play.round import position

    hands = {"Ann": "Qc Qd Qh 3s 4d 9c", "Bo": "Kd 5c 6d 2s 3h"}
    melds = [("Ann", "Kc Kh Ks"), ("Bo", "8h 8s 8d")]
    r = position(
        Rules.preset("pagat"),
        hands,
        "10s",
        melds=melds,
        melded=["Ann", "Bo"],
        to_move="Bo",
        stock="4h 2d",
    )
    return r.apply(A.draw_stock()).apply(A.discard(C("Kd")[0])).view("Ann")
