"""Korean game terms (issue 24): one word for each thing, as Korean tables say it."""

from __future__ import annotations

import re

from fluent.syntax.serializer import FluentSerializer

from tutor.words.catalog import ids, parsed

STOCK = re.compile(r"\bstock\b", re.IGNORECASE)
PILE = re.compile(r"(?<!버린 카드 )더미")
"""더미 not as part of 버린 카드 더미 (the discard pile)."""


def source(msg_id: str, locale: str) -> str:
    """A message as written in the catalog (its variants and attributes too)."""
    return FluentSerializer().serialize_entry(parsed(locale)[msg_id])


def test_the_stock_is_always_deck_in_korean() -> None:
    """The lessons call the stock 덱; every message about the stock says so too, and 더미
    only ever names the discard pile (버린 카드 더미)."""
    about_stock = [i for i in ids("en") if STOCK.search(source(i, "en"))]
    assert len(about_stock) > 30  # the stock is talked about across the tutor
    korean = ids("ko")
    wrong = [i for i in about_stock if i in korean and PILE.search(source(i, "ko"))]
    assert not wrong, wrong
    assert not [i for i in korean if PILE.search(source(i, "ko"))]
    assert "덱" in source("play-action-draw-stock", "ko")
