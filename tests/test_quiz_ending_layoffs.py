"""The ending quiz counts lay-offs (rule book 4.3, 5.3): a question shows the melds on the
table (Min's own, the cards Min's hand lacks, and other players' when they have melded),
and its answer says going out is open whenever some draw lets the hand go down, laying off
onto those melds included. Checked against the engine's ``endings_open`` with the table,
over 150 pinned seeds."""

from __future__ import annotations

from tutor.engine.endings import endings_open, winning_draws
from tutor.engine.rules import Rules
from tutor.teach import quiz

PAGAT = Rules.preset("pagat")
GOING_OUT = set(quiz.ENDING_CHOICES[3:])


def _table(q: quiz.Question) -> tuple:
    return tuple(cards for label, cards in q.groups if label.code == "group-meld-of")


def test_going_out_through_lay_offs_is_an_answer() -> None:
    through_lay_offs = 0
    for seed in range(150):
        q = quiz.generate(seed, PAGAT, kind="ending")
        ctx = dict(q.context)
        table = _table(q)
        melded = bool(ctx["melded"])
        verdict = endings_open(
            q.cards,
            PAGAT,
            players=int(ctx["players"]),
            melded=melded,
            others_melded=bool(ctx["others_melded"]),
            others_had_turn=bool(ctx["others_had_turn"]),
            table=table,
        )[-1]
        assert bool(GOING_OUT & set(q.answer)) == verdict.allowed, seed
        bare = winning_draws(q.cards, PAGAT, melded_before=melded)
        with_table = winning_draws(q.cards, PAGAT, table=table, melded_before=melded)
        on_table = {c for meld in table for c in meld}
        assert set(bare) - on_table <= set(with_table)  # a card on the table is not drawn
        if not bare and with_table:
            through_lay_offs += 1
            assert "§4.3" in q.tags and GOING_OUT & set(q.answer)
        if melded:
            assert any(label["name"] == "Min" for label, _ in q.groups)
    assert through_lay_offs >= 5, through_lay_offs
