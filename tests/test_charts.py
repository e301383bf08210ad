"""The payout charts, built from the engine's settlements of real examples and read back
from the figures' data (no Streamlit)."""

from __future__ import annotations

import json
import math
import re

import plotly.graph_objects as go
import pytest

from tutor.app.charts import (
    money_flow,
    net_chart,
    step_bar,
    waterfall,
    waterfall_labels,
)
from tutor.engine.settlement import Settlement, settle
from tutor.teach.examples import EXAMPLES
from tutor.words import locale
from tutor.words.engine import doubling_short
from tutor.words.ledger import (
    flow_link,
    flow_node,
    flow_title,
    ledger_message,
    payment_title,
)

SIX_SEATS = {
    "rules": {"preset": "pagat", "six_seven_players": True},
    "ending": "stock",
    "players": [
        {"name": "A", "hand": "2c 9d", "melded": True},
        {"name": "B", "hand": "7c 7d 4s 5s 6s Jc Qc", "dropped_out": "forced"},
        {"name": "C", "hand": "Ac 2d", "melded": True},
        {"name": "D", "hand": "10c Jd Kh", "melded": True},
        {"name": "E", "hand": "10d Jh Ks", "melded": True},
        {"name": "F", "hand": "3h 8s", "melded": True},
    ],
}


def example(name: str, **changes: object) -> Settlement:
    rec = dict(EXAMPLES[name].record)
    if changes:
        spec = rec["rules"] if isinstance(rec["rules"], dict) else {"preset": rec["rules"]}
        rec["rules"] = {**spec, **changes}
    return settle(rec)


ALL = [settle(ex.record) for ex in EXAMPLES.values()]
PENALTY = example("undercut-knock", undercut_penalty=5)
ONE_EACH = example("undercut-knock", undercut_penalty=1)  # three players get 1 stake each
COMPENSATION = settle(SIX_SEATS)


def trace(fig: go.Figure, i: int = 0) -> dict:
    """A trace as plain JSON (what the browser receives), numbers unpacked."""
    return fig.to_plotly_json()["data"][i]


def values(x: object) -> list:
    return list(x)  # tuples and numpy arrays alike


def node_names(t: dict) -> list[str]:
    """The Sankey's node names (each node's data is [name, hover text])."""
    return [c[0] for c in values(t["node"]["customdata"])]


@pytest.mark.parametrize("s", ALL, ids=list(EXAMPLES))
def test_waterfall_steps_multiply_to_the_total(s: Settlement) -> None:
    assert s.lines
    for line in s.lines:
        t = trace(waterfall(line))
        assert t["type"] == "waterfall"
        measure, ys = values(t["measure"]), values(t["y"])
        assert measure[0] == "absolute" and measure[-1] == "total"
        assert measure[1:-1] == ["relative"] * len(line.doublings)
        assert ys[0] == line.base
        running = ys[0]
        for y, d in zip(ys[1:-1], line.doublings, strict=True):
            assert (running + y) == running * d.factor  # each step doubles what came before
            running += y
        assert running == line.total == ys[-1]
        assert math.prod([ys[0], *(d.factor for d in line.doublings)]) == line.total
        assert len(values(t["x"])) == len(set(values(t["x"]))) == len(line.doublings) + 2


def test_waterfall_labels_name_each_doubling() -> None:
    line = example("s0-24").line_for("You")
    labels = waterfall_labels(line)
    assert labels[0].startswith("base: 3rd")
    assert [lab.split(" ", 2)[2] for lab in labels[1:-1]] == [
        "a seven held",
        "never melded",
        "Perfect",
    ]
    assert labels[-1] == "total"
    undercut = example("undercut-knock").lines[0]
    assert doubling_short(undercut.doublings[-1]) == "undercut"
    assert undercut.doublings[-1].kind == "undercut"


def test_waterfall_highlight_marks_the_step() -> None:
    s = example("s0-24")
    line = s.line_for("You")
    assert not waterfall(line).layout.shapes
    fig = waterfall(line, highlight=1)  # the second doubling: 6 → 12
    (shape,) = fig.layout.shapes
    assert (shape.x0 + shape.x1) / 2 == 2
    assert (shape.y0, shape.y1) == (6, 12)
    assert fig.layout.annotations[0].x == waterfall_labels(line)[2]
    # every step of the step-through maps to the bar it explains
    for step in s.steps():
        if step.loser != "You":
            assert step_bar(step, line) is None
            continue
        bar = step_bar(step, line)
        assert bar is not None
        shape = waterfall(line, highlight_bar=bar).layout.shapes[0]
        assert shape.y1 == step.running


def test_waterfall_escapes_names() -> None:
    rec = json.loads(json.dumps(EXAMPLES["sopang"].record).replace("Ann", "<b>Ann</b>"))
    fig = waterfall(settle(rec).line_for("<b>Ann</b>"))
    line = settle(rec).line_for("<b>Ann</b>")
    assert "<b>Ann" not in fig.layout.title.text and "&lt;b&gt;Ann" in fig.layout.title.text
    assert fig.layout.title.text == payment_title(
        "&lt;b&gt;Ann&lt;/b&gt;", line.base, line.multiplier, line.total
    )


def test_the_learner_you_is_named_in_the_language_in_force() -> None:
    """The practice table's learner is "You": in Korean the charts say 나 (내가), not "You"."""
    rec = json.loads(json.dumps(EXAMPLES["sopang"].record).replace('"Ann"', '"You"'))
    line = settle(rec).line_for("You")
    assert waterfall(line).layout.title.text.startswith("You: ")
    with locale.using("ko"):
        title = waterfall(line).layout.title.text
        assert title == payment_title("나", line.base, line.multiplier, line.total)
    assert "You" not in title
    won = settle(json.loads(json.dumps(EXAMPLES["sopang"].record).replace('"Bo"', '"You"')))
    assert won.winner == "You"
    with locale.using("ko"):
        flow = money_flow(won)
    assert flow.layout.title.text.startswith("누가 누구에게: 내가")
    assert not any("You" in label for label in flow.data[0].node.label)
    assert not any("You" in label for label in flow.data[0].link.label)


@pytest.mark.parametrize("s", [*ALL, PENALTY, COMPENSATION], ids=[*EXAMPLES, "penalty", "six"])
def test_money_flow_title_is_the_explainers(s: Settlement) -> None:
    fig = money_flow(s)
    assert fig.layout.title.text == flow_title(s.winner, s.collected)
    nothing = [a.text for a in fig.layout.annotations]
    assert nothing == ([] if trace(fig)["link"]["value"] else [ledger_message("nothing-paid")])


@pytest.mark.parametrize("s", ALL, ids=list(EXAMPLES))
def test_money_flow_links_sum_to_what_the_winner_collects(s: Settlement) -> None:
    t = trace(money_flow(s))
    assert t["type"] == "sankey"
    link, labels = t["link"], node_names(t)
    into_winner = [
        v
        for v, target in zip(values(link["value"]), values(link["target"]), strict=True)
        if labels[target] == s.winner
    ]
    assert sum(values(link["value"])) == s.collected == sum(into_winner)
    # payers sit on the left, the winner on the right
    for src, target in zip(values(link["source"]), values(link["target"]), strict=True):
        assert src < target


def test_money_flow_shows_who_pays_for_whom() -> None:
    s = example("perfect-fed")
    t = trace(money_flow(s, highlight_loser="Cy"))
    labels = node_names(t)
    sources = {labels[i] for i in values(t["link"]["source"])}
    assert sources == {"Bo"}  # the discarder pays for everyone
    colours = values(t["link"]["color"])
    cys = flow_link("paid-for", "Bo", s.winner, s.line_for("Cy").total, "Cy")
    cy = [i for i, text in enumerate(values(t["link"]["label"])) if text == cys]
    assert len(cy) == 1 and len(set(colours)) == 2
    assert colours.count(colours[cy[0]]) == 1


@pytest.mark.parametrize("s", [*ALL, PENALTY, COMPENSATION], ids=[*EXAMPLES, "penalty", "six"])
def test_money_flow_labels_carry_the_amounts(s: Settlement) -> None:
    """A phone shows no hover text: each node's label says what it pays or gets."""
    t = trace(money_flow(s))
    names, labels = node_names(t), values(t["node"]["label"])
    link = t["link"]
    flows = list(
        zip(values(link["source"]), values(link["target"]), values(link["value"]), strict=True)
    )
    for i, (name, label) in enumerate(zip(names, labels, strict=True)):
        out = sum(v for src, _, v in flows if src == i)
        into = sum(v for _, target, v in flows if target == i)
        expected = (
            flow_node("pays", name, out, short=True)
            if out
            else flow_node("gets", name, into, short=True)
        )
        assert label == expected
    if s.lines and not (s.penalty or s.compensation):
        assert flow_node("gets", s.winner, s.collected, short=True) in labels


def test_money_flow_includes_penalty_and_compensation() -> None:
    t = trace(money_flow(PENALTY))
    assert PENALTY.penalty and not PENALTY.lines
    assert sum(values(t["link"]["value"])) == sum(p.stakes for p in PENALTY.penalty)
    assert values(t["link"]["label"]) == [
        flow_link("penalty", p.payer, p.payee, p.stakes) for p in PENALTY.penalty
    ]
    t = trace(money_flow(COMPENSATION))
    comp = sum(c.stakes for c in COMPENSATION.compensation)
    assert comp > 0
    assert sum(values(t["link"]["value"])) == COMPENSATION.collected + comp


@pytest.mark.parametrize("s", [*ALL, PENALTY, COMPENSATION], ids=[*EXAMPLES, "penalty", "six"])
def test_net_chart_sums_to_zero_and_colours_by_sign(s: Settlement) -> None:
    fig = net_chart(s)
    t = trace(fig)
    ys = values(t["y"])
    assert values(t["x"]) == list(s.net) and ys == list(s.net.values())
    assert sum(ys) == 0
    colours = values(t["marker"]["color"])
    for y, c in zip(ys, colours, strict=True):
        assert c == ("#2e7d32" if y > 0 else "#c62828" if y < 0 else "#9e9e9e")
    if s.compensation:
        comp = trace(fig, 1)
        assert sum(values(comp["y"])) == 0
    else:
        assert len(fig.data) == 1


AMOUNT = re.compile(
    r"^(?P<name>.*?):? (?:pays? |gets? )?(?P<sign>[+-]?)(?P<n>[\d.]+) (?P<word>stakes?)"
)


def _word(amount: float) -> str:
    return "stake" if abs(amount) == 1 else "stakes"


@pytest.mark.parametrize("s", [*ALL, PENALTY, COMPENSATION, ONE_EACH],
                         ids=[*EXAMPLES, "penalty", "six", "one-each"])  # fmt: skip
def test_money_flow_hover_names_the_amount_in_the_right_number(s: Settlement) -> None:
    """Each node's hover text is the explainer's words for its amount with the unit ("1
    stake", "3 stakes": tests/test_ledger_words.py pins the number); the label has the number
    alone."""
    t = trace(money_flow(s))
    assert "stakes" not in t["node"]["hovertemplate"]  # the word is in the data
    link = t["link"]
    flows = list(
        zip(values(link["source"]), values(link["target"]), values(link["value"]), strict=True)
    )
    for i, ((name, hover), label) in enumerate(
        zip(values(t["node"]["customdata"]), values(t["node"]["label"]), strict=True)
    ):
        out = sum(v for src, _, v in flows if src == i)
        into = sum(v for _, target, v in flows if target == i)
        code, amount = ("pays", out) if out else ("gets", into)
        assert hover == flow_node(code, name, amount)
        assert label == flow_node(code, name, amount, short=True)


@pytest.mark.parametrize("s", [*ALL, PENALTY, COMPENSATION, ONE_EACH],
                         ids=[*EXAMPLES, "penalty", "six", "one-each"])  # fmt: skip
def test_net_chart_hover_gives_each_result_in_the_right_number(s: Settlement) -> None:
    fig = net_chart(s)
    for i, expected in enumerate([s.net, s.compensation_net] if s.compensation else [s.net]):
        t = trace(fig, i)
        assert "stakes" not in t["hovertemplate"]
        hovers = values(t["customdata"])
        assert len(hovers) == len(expected)
        for hover, (name, value) in zip(hovers, expected.items(), strict=True):
            m = AMOUNT.match(hover)
            assert m and m["name"] == name
            assert float(m["sign"] + m["n"]) == pytest.approx(float(value))
            assert m["word"] == _word(float(value))


def test_one_stake_is_singular() -> None:
    """The case the issue met: someone gets exactly one stake."""
    hovers = [c[1] for c in values(trace(money_flow(ONE_EACH))["node"]["customdata"])]
    assert sum(AMOUNT.match(h)["word"] == "stake" for h in hovers) == 3
    net = values(trace(net_chart(ONE_EACH))["customdata"])
    assert sum(AMOUNT.match(h)["word"] == "stake" for h in net) == 3


def _rgb(colour: str) -> tuple[float, float, float]:
    """A colour as the eye sees it on the white page: ``#rrggbb``, or ``rgba(...)`` blended
    over white."""
    if colour.startswith("#"):
        return tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]
    r, g, b, a = (float(x) for x in re.findall(r"[\d.]+", colour))
    return tuple(a * c + (1 - a) * 255 for c in (r, g, b))  # type: ignore[return-value]


def _contrast(one: str, two: str) -> float:
    """WCAG's contrast ratio of two colours."""

    def lum(colour: str) -> float:
        lin = [c / 255 for c in _rgb(colour)]
        lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in lin]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((lum(one), lum(two)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("highlight", [None, "Cy"])
def test_money_flow_labels_read_on_every_band(highlight: str | None) -> None:
    """A node's label lies across the bands beside it (a payer's "pays 2" on its grey or
    amber link): its text is dark enough to read on each (WCAG AA, 4.5:1), not the theme's
    pale grey."""
    t = trace(money_flow(example("perfect-fed"), highlight_loser=highlight))
    text = t.get("textfont", {}).get("color")
    assert text, "the labels take the theme's pale grey"
    for band in {*values(t["link"]["color"]), "#ffffff"}:
        assert _contrast(text, band) >= 4.5, (text, band)
