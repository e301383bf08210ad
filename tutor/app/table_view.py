"""The practice table drawn as HTML: the piles and the seats round the table, shared by the
play page and the puzzles page (a puzzle's position is shown as the table shows it). Every
piece of text is escaped before it enters HTML."""

from __future__ import annotations

import html

from tutor.app.cards_view import CARD_CSS, card_html, groups_html
from tutor.play import Round
from tutor.words import t


def who(name: str) -> str:
    """A player's name as shown (the learner's seat reads "You", or the language's word)."""
    return t("player-name", name=name)


def piles_html(r: Round) -> str:
    """The discard pile's top card and the stock, on one line."""
    empty = f"<i>{html.escape(t('play-page-discard-empty'))}</i>"
    top = card_html(r.discard_pile[-1]) if r.discard_pile else empty
    discard, stock = html.escape(t("play-page-discard-pile")), html.escape(t("play-page-stock"))
    return (
        f'<div class="pt-piles"><span>{discard} {top}</span>'
        f"<span>{stock} <b>{r.stock_count}</b></span></div>"
    )


def seats_html(r: Round, me: str) -> str:
    """The players round the table in the order of play, the direction drawn, and each
    player's cards in hand and melds on the table (numbered for laying off: #1, as the
    lay-off buttons name them, so the number never reads as the dealer's after "dealer"),
    as ``me`` sees them."""
    arrow = t("play-page-direction", clockwise=r.rules.direction == "clockwise")
    ring = " → ".join(who(n) for n in (*r.order, r.order[0]))
    order = html.escape(t("play-page-order", direction=arrow, ring=ring))
    out = [CARD_CSS, TABLE_CSS, '<div class="pt-table">', f'<div class="pt-small">{order}</div>']
    counts = r.view(me).counts
    for seat, n in enumerate(r.order, start=1):
        count = counts.get(n, 0)
        to_move = html.escape(t("play-page-to-move"))
        turn = f' <span class="pt-turn">{to_move}</span>' if r.to_move == n else ""
        cards = html.escape(t("play-page-seat-cards", count=count, dealer=n == r.dealer))
        melds = [(i, m) for i, m in enumerate(r.table_melds) if m.owner == n]
        laid = "".join(
            f'<span class="pt-meld" title="{html.escape(t("play-page-meld-label", number=i + 1))}">'
            f"<b>#{i + 1}</b> {groups_html([m.cards])}{html.escape(joker_note(m))}</span>"
            for i, m in melds
        )
        out.append(
            f'<div class="pt-seat"><span class="pt-name">{seat}. {html.escape(who(n))}</span> '
            f'<span class="pt-small">{cards}</span>{turn}{laid}</div>'
        )
    out.append("</div>")
    return "".join(out)


def joker_note(m) -> str:  # m: TableMeld
    """What the jokers in a meld stand for, e.g. ' (🃏 = 5♥)'."""
    subs = [c.pretty for c in m.stands_for if c is not None]
    return f" (🃏 = {', '.join(subs)})" if subs else ""


TABLE_CSS = """
<style>
.st-key-play_hand button{min-height:44px;min-width:44px;font-size:1.05rem}
.pt-table{border:1px solid #d0d7de;border-radius:.6em;padding:.4em .6em;background:#f6faf6}
.pt-seat{font:500 .95rem system-ui,sans-serif;margin:.15em 0;display:flex;flex-wrap:wrap;
  align-items:center;gap:.4em}
.pt-meld{display:inline-flex;align-items:center;gap:.2em}
.pt-meld .hc-hand{margin:0}
.pt-turn{color:#8a4b00;font-weight:600}
.pt-piles{display:flex;flex-wrap:wrap;gap:1.2em;align-items:center;margin:.2em 0;
  font:500 .95rem system-ui,sans-serif}
.pt-piles .hc-card{vertical-align:middle}
.pt-small{font:400 .8rem system-ui,sans-serif;color:#555}
</style>
"""
