"""The payout checker's and the game ledger's words in both catalogs.

Every code of every closed set of :mod:`tutor.words.ledger` and every refusal of the ledger
(:class:`~tutor.engine.ledger.LedgerError`) has a message in English and in Korean, and each
is formatted with the values its producers pass (enumerated, one case a code). The pages in
Korean show no English outside names, cards and numbers in what this area writes; the CSV
export's headings follow the visitor's language."""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from apptest import TEXT_ELEMENTS, open_page, run, shown
from korean_text import PRESETS, english_words
from test_reasons import ledger_cases
from test_words_pseudo import PAGES, WIDGETS, WORD, unwrap, widget_texts

from tutor.app.ledger_view import csv_heading, summary_rows
from tutor.engine.cards import parse_cards
from tutor.engine.errors import HoolaError
from tutor.engine.ledger import LEDGER_ERROR_CODES, Game, LedgerError, add_round, ledger
from tutor.engine.settlement import settle
from tutor.store.game_file import CSV_HEADERS, TRANSFER_HEADERS, export_csv
from tutor.store.ledger_store import LedgerStore
from tutor.teach.examples import EXAMPLES
from tutor.words import catalog, t, using
from tutor.words import ledger as words
from tutor.words.engine import doubling_short, step_title
from tutor.words.money import money_text

# -- every code, formatted with what its producer passes ------------------------------------------


def _error() -> HoolaError:
    try:
        parse_cards("Zx")
    except HoolaError as e:
        return e
    raise AssertionError("Zx was read as a card")


ERR = _error()
"""An error a page quotes inside a message (the engine's own, as the pages meet it)."""

LEDGER_MESSAGES: dict[str, dict[str, Any]] = {
    "game-started": {"dealer": "Bo", "seed": 1234},
    "game-imported": {"name": "Friday", "rounds": 2},
    "game-deleted": {"name": "Friday"},
    "game-broken": {"error": ERR},
    "stake-missing": {},
    "round-saved": {"number": 1, "winner": "Ann"},
    "round-changed": {"number": 2},
    "player-renamed": {"old": "Ann", "new": "Bo"},
    "round-removed": {"number": 3},
    "round-refused": {"error": ERR},
    "example-loaded": {"title": "Ties", "preset": "**pagat**", "changed": ["`tie`"],
                       "button": "**Settle**"},
    "record-loaded": {"file": "round.json", "button": "**Settle**"},
    "record-refused": {"file": "round.json", "error": ERR},
    "nothing-paid": {},
    "transfers": {"count": 2},
    "delete-game": {"name": "**Friday**", "rounds": 3},
    "payment": {"payer": "**Bo**", "payee": "**Ann**", "amount": "0.25", "stakes": 0.25,
                "money": "€0.13"},
    "games-unavailable": {},
    "endings-ask-hand": {},
    "just-as-good": {"points": 4},
    "rules-changed": {"rules": "**pagat**"},
    "rules-changed-unsettled": {"rules": "**bga**", "old": "**pagat**", "button": "**Settle**"},
    "settled-under": {"rules": "**pagat**"},
}  # fmt: skip
"""Each ``ledger-message`` code with the values its page passes."""

CALLS: dict[tuple[str, str], Callable[[], str]] = {
    **{("ledger-message", c): (lambda c=c, v=v: words.ledger_message(c, **v))
       for c, v in LEDGER_MESSAGES.items()},
    **{("hand-label", c): (lambda c=c: words.hand_label(c, "Ann", 20, 1))
       for c in words.CODES["hand-label"]},
    ("deal-why", "first-dealer"): lambda: words.deal_line(
        "**Ann**", "first-dealer", 0, "clockwise", ["Ann", "Bo"]),
    ("deal-why", "won-last"): lambda: words.deal_line(
        "**Bo**", "won-last", 1, "counterclockwise", ["Bo", "Ann"]),
    **{("stakes-note", c): (lambda c=c: words.stakes_line(c, "**×2**", "[6.5](x)"))
       for c in words.CODES["stakes-note"]},
    **{("flow-link", c): (lambda c=c: words.flow_link(c, "Bo", "Ann", 2, "Cy"))
       for c in words.CODES["flow-link"]},
    **{("flow-node", c): (lambda c=c: words.flow_node(c, "Ann", 0.25) + words.flow_node(
        c, "Ann", 4, short=True)) for c in words.CODES["flow-node"]},
    **{("rules-compare", c): (lambda c=c: words.rules_summary(c, 2, t("payout-compare-what")))
       for c in words.CODES["rules-compare"]},
    **{("switch-effect", c): (lambda c=c: words.switch_effect(c, "**Tie** (`tie`)", ERR))
       for c in words.CODES["switch-effect"]},
    **{("winner-count", c): (lambda c=c: words.winner_count(c))
       for c in words.CODES["winner-count"]},
    ("melded-note", "from-cards"): lambda: words.melded_note("from-cards", melded=True, cards=3),
    ("melded-note", "went-out"): lambda: words.melded_note("went-out"),
    ("melded-note", "blast"): lambda: words.melded_note("blast"),
    ("melded-note", "ask"): lambda: words.melded_note("ask"),
    ("melded-note", "never"): lambda: words.melded_note("never"),
    ("melded-note", "doubles"): lambda: words.melded_note(
        "doubles", name="Ann", total=4, why="×2"),
}  # fmt: skip
"""One call of the public function that words each code, as a page calls it."""

SINGLES: dict[str, Callable[[], str]] = {
    "winner": lambda: words.winner_line("Ann", 4),
    "compared": lambda: words.compared_winner("Ann", 1, mark=lambda x: f"**{x}**"),
    "hand-count": lambda: words.hand_count(3, 28),
    "dropout": lambda: words.dropout_line(2, ["Bo", "Cy"], "[7.6](x)"),
    "flow-title": lambda: words.flow_title("Ann", 4),
    "flow-summary": lambda: words.flow_summary([("Bo", "Ann", 2)]) + words.flow_summary([]),
    "payment-title": lambda: words.payment_title("Cy", 1, 4, 4),
    "payment-summary": lambda: words.payment_summary("Cy", 1, [2, 2], 4),
    "net": lambda: words.net_summary({"Ann": 2, "Bo": -2}),
}

NAMES = re.compile(r"Ann|Bo|Cy|Friday|Ties|pagat|bga|Settle|Tie|tie|round\.json|Zx|JSON")


def english_in(text: str) -> list[str]:
    """Latin words left in a Korean text once the names and values put in are removed."""
    return english_words(NAMES.sub(" ", text))


def test_every_code_of_every_closed_set_has_a_case() -> None:
    assert {k for k in CALLS} == {(s, c) for s, codes in words.CODES.items() for c in codes}
    for name, codes in words.CODES.items():
        for code in codes:
            for loc in ("en", "ko"):
                assert f"{name}-{code}" in catalog.ids(loc), (loc, name, code)


@pytest.mark.parametrize("key", sorted(CALLS), ids=lambda k: f"{k[0]}:{k[1]}")
def test_each_code_is_written_in_english_and_korean(key: tuple[str, str]) -> None:
    with using("en"):
        english = CALLS[key]()
    with using("ko"):
        korean = CALLS[key]()
    assert english and korean and english != korean
    with using("ko"):
        quoted = str(ERR)  # the engine's error, written by its own area
    assert not english_in(korean.replace(quoted, " ")), korean


@pytest.mark.parametrize("name", sorted(SINGLES))
def test_each_single_message_is_written_in_both(name: str) -> None:
    with using("en"):
        english = SINGLES[name]()
    with using("ko"):
        korean = SINGLES[name]()
    assert english != korean and not english_in(korean), korean


def test_a_few_korean_sentences_read_as_a_korean_table_says_them() -> None:
    with using("ko"):
        assert words.winner_line("Ann", 4) == "Ann이 이겨서 판돈 4배를 받아요"
        assert words.winner_line("철수", 1) == "철수가 이겨서 판돈 1배를 받아요"
        assert words.ledger_message("round-saved", number=2, winner="**지영**") == (
            "2판을 저장했어요: **지영**이 이겼어요."
        )
        assert words.hand_count(3, 28) == "3장 · 손패 28점"
        assert words.winner_count("blast") == "빵으로 이겼어요: 이긴 사람의 점수는 필요 없어요."
        assert t("ledger-ending", ending="going-out", perfect=True) == "훌라 (퍼펙트)"
        assert money_text(__import__("decimal").Decimal(1000), "₩") == "1,000원"
    assert money_text(__import__("decimal").Decimal(1000), "₩") == "₩1,000"


# -- the ledger's refusals ------------------------------------------------------------------------


def _ledger_errors() -> list[tuple[str, LedgerError]]:
    out = []
    for code, call in ledger_cases():
        try:
            call()
        except LedgerError as e:
            if code in LEDGER_ERROR_CODES:
                out.append((code, e))
    return out


def test_every_refusal_of_the_ledger_is_produced_and_in_both_catalogs() -> None:
    produced = {code for code, _ in _ledger_errors()}
    assert produced == LEDGER_ERROR_CODES
    for code in LEDGER_ERROR_CODES:
        for loc in ("en", "ko"):
            assert f"ledger-error-{code}" in catalog.ids(loc), (loc, code)


@pytest.mark.parametrize(("code", "error"), _ledger_errors(), ids=lambda x: str(x)[:30])
def test_each_refusal_reads_in_english_and_korean(code: str, error: LedgerError) -> None:
    assert type(error).closed_set == "ledger-error"
    with using("en"):
        english = str(error)
    with using("ko"):
        korean = str(error)
    assert english != korean and re.search("[가-힣]", korean), korean


def test_a_refusal_inside_a_round_quotes_the_engine_in_korean() -> None:
    game = Game.new(players=["Ann", "Bo"], first_dealer="Ann")
    with pytest.raises(LedgerError) as info, using("ko"):
        add_round(game, {"ending": "stock", "players": [{"name": "Zed", "hand": "2c"}]})
    with using("ko"):
        assert str(info.value).startswith("1판: ")


# -- the CSV export and the rounds table ---------------------------------------------------------


def _game() -> Game:
    game = Game.new(players=["Ann", "Bo", "Cy"], first_dealer="Ann", stake=1000, currency="₩")
    rec = {
        "ending": "stock",
        "players": [
            {"name": "Ann", "hand": "2c", "melded": True},
            {"name": "Bo", "hand": "3d Kh", "melded": True},
            {"name": "Cy", "hand": "4h", "melded": True},
        ],
    }
    return add_round(game, rec)


def test_csv_headings_follow_the_visitors_language_and_keep_the_bom() -> None:
    game = _game()
    with using("ko"):
        text = export_csv(game, ledger(game), csv_heading)
    assert text.startswith("\ufeff")
    rows = list(csv.reader(io.StringIO(text.removeprefix("\ufeff"))))
    assert rows[0] == [t_ko("game-csv-column", column=c) for c in CSV_HEADERS]
    assert rows[0][:3] == ["게임", "판", "선"]
    assert not english_in(" ".join(rows[0]))
    transfers = rows[rows.index([]) + 1]
    assert transfers == [t_ko("game-csv-column", column=c) for c in TRANSFER_HEADERS]
    plain = export_csv(game, ledger(game))  # the store alone: the codes head the columns
    assert list(csv.reader(io.StringIO(plain.removeprefix("\ufeff"))))[0] == list(CSV_HEADERS)


def t_ko(msg_id: str, **values: Any) -> str:
    with using("ko"):
        return t(msg_id, **values)


def test_the_rounds_table_reads_in_korean() -> None:
    game = _game()
    with using("ko"):
        (row,) = summary_rows(ledger(game))
    assert list(row)[:5] == ["판", "선", "이긴 사람", "끝내기", "배수"]
    assert row["끝내기"] == "덱이 바닥남" and row["이긴 사람"] == "Ann"  # a typed name as typed


def test_a_round_card_labels_the_dealer_and_the_winner_in_korean() -> None:
    """A phone's round card names the dealer and the winner as labels (선: A), so a seat
    letter or a number after 선 does not read as "dealer number one"."""
    card = t_ko(
        "game-round-card", number=1, ending="스톱", multiplier="×1", dealer="1", winner="B",
        results="A **-3** · B **+3**",
    )  # fmt: skip
    assert "선: 1 · 이긴 사람: B" in card and "선 1" not in card


# -- the pages in Korean --------------------------------------------------------------------------

_LINK = re.compile(r"\[[^\]]*\]\([^)]*\)")
"""A citation of the rule book (the rule book's own words)."""


def main_texts(at: Any) -> list[str]:
    """Every text of the page's main area as shown: elements, widget labels, help, options."""
    parts = [shown(str(el.value)) for kind in TEXT_ELEMENTS for el in getattr(at.main, kind)]
    for kind in WIDGETS:
        for el in getattr(at.main, kind, ()):
            parts += [shown(p) for p in widget_texts(el)]
    return parts


def english_left(at: Any, foreign: list[str], names: set[str]) -> list[str]:
    """The texts with an English word this area wrote: ``foreign`` texts (the engine's
    reasons, written by their own area) and rule-book citations are taken out first."""
    bad = []
    for part in main_texts(at):
        text = _LINK.sub(" ", part)
        for f in sorted(foreign, key=len, reverse=True):
            text = text.replace(f, " ")
        left = english_words(text, names | PRESETS)
        if left:
            bad.append((part[:100], left))
    return bad


def _foreign_for(example: str) -> list[str]:
    """What the engine's own sets write for this example's settlement, in Korean."""
    from tutor.words import render

    s = settle(EXAMPLES[example].record)
    reasons = [*s.winner_why, *(r for p in s.players for r in p.why)]
    for line in s.lines:
        reasons += [line.position_why, line.payer_why, *(d.why for d in line.doublings)]
    reasons += [tr.why for tr in (*s.transfers, *s.penalty, *s.compensation)]
    with using("ko"):
        out = [render(r) for r in reasons]
        out += [doubling_short(d) for line in s.lines for d in line.doublings]
        out += [step_title(step) for step in s.steps()]
    return out


ALLOWED = {"JSON", "CSV", "KRW", "EUR", "JK", "ID", "pagat", "bga", "short", "casual", "Qs", "Kh",
           "ending", "stock", "players"}  # fmt: skip
"""Latin words a Korean page keeps: file formats and a JSON record's keys, currency codes,
card codes, preset names (named by the presets' own area)."""


def test_a_settled_round_in_korean_shows_no_english_of_this_area() -> None:
    at = open_page("tutor/app/pages/payout.py", link={"lang": "ko"})
    with using("ko"):  # the test side writes the chosen options' labels on every run
        at = run(at.selectbox(key="payout_example").set_value("s0-tie"))
        at = run(at.button(key="payout_load_example").click())
        at = run(at.button(key="payout_settle").click())
    assert at.header[-1].value == "정산"
    bad = english_left(at, _foreign_for("s0-tie"), {"A", "B", "C", "D", "E", *ALLOWED})
    assert not bad, bad


def test_the_ledger_page_in_korean_shows_no_english_of_this_area(db: Path) -> None:
    """And its money starts at 1,000원 a stake (issue 41: it started at "판돈 1배 = 1"): a
    game created without touching the stake or the currency is kept at ₩1,000 a stake and
    shown in whole won as Korean writes it, never as a bare 1 or as ₩1,000."""
    at = open_page("tutor/app/pages/game.py", link={"lang": "ko"})
    with using("ko"):  # the test side writes the chosen options' labels on every run
        at = run(at.text_area(key="game_new_players").input("지영\n민준\n서연"))
        at = run(at.radio(key="game_new_dealer_mode").set_value("choose"))
        at = run(at.button(key="game_create").click())  # stake and currency as offered
    (summary,) = LedgerStore(db).list_games()
    game = LedgerStore(db).load_game(summary.id)
    assert (game.stake, game.currency) == (1000, "₩")
    rec = {
        "ending": "stock",
        "players": [
            {"name": "지영", "hand": "2c", "melded": True},
            {"name": "민준", "hand": "3d Kh", "melded": True},
            {"name": "서연", "hand": "4h", "melded": True},
        ],
    }
    LedgerStore(db).add_round(game.id, rec)
    with using("ko"):
        at = run(at)
        caption = t("game-totals-caption", stake="1,000원")
    texts = main_texts(at)
    assert any("판돈 1배 = 1,000원" in text for text in texts), texts  # the game's facts
    assert caption in texts
    money = at.main.dataframe[0].value.iloc[:, -1].tolist()  # the totals, in whole won
    assert money == ["+3,000원", "-2,000원", "-1,000원"], money  # 16 points, then 4
    assert not [text for text in texts if "₩" in text or "판돈 1배 = 1 " in f"{text} "]
    bad = english_left(at, [], ALLOWED)
    assert not bad, bad


@pytest.mark.parametrize("page", ["payout", "game"])
def test_every_word_this_area_puts_on_its_pages_comes_from_a_catalog(page: str, db: Path) -> None:
    """The pseudo language on the two pages' main area (the sidebar's rules picker and the
    rule book's citations are written by their own areas; ``test_words_pseudo`` checks the
    whole page once they are)."""
    at = open_page(PAGES[page], link={"lang": "pseudo"})
    bad = []
    for part in main_texts(at):
        words_left = [w for w in WORD.findall(unwrap(_LINK.sub(" ", part))) if w != "JK"]
        if words_left:
            bad.append(part[:100])
    assert not bad, bad


def test_an_open_game_in_the_pseudo_language_has_no_word_outside_the_catalog(db: Path) -> None:
    at = open_page(PAGES["game"], link={"lang": "pseudo"})
    with using("pseudo"):  # the test side writes the chosen options' labels on every run
        at = run(at.text_area(key="game_new_players").input("Ann\nBo\nCy"))
        at = run(at.button(key="game_create").click())
        (summary,) = LedgerStore(db).list_games()
        rec = {
            "ending": "stock",
            "players": [
                {"name": "Ann", "hand": "2c", "melded": True},
                {"name": "Bo", "hand": "3d Kh", "melded": True},
                {"name": "Cy", "hand": "4h", "melded": True},
            ],
        }
        LedgerStore(db).add_round(summary.id, rec)
        at = run(at)
    assert "⟦Running totals⟧" in main_texts(at)  # the open game, with its round
    names = {"Ann", "Bo", "Cy", "JK"}
    bad = []
    for part in main_texts(at):
        left = [w for w in WORD.findall(unwrap(_LINK.sub(" ", part))) if w not in names]
        if left:
            bad.append((part[:100], left))
    assert not bad, bad
