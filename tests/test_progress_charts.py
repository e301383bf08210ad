"""The Progress and Drill chart builders, alone: each figure's values are the progress
store's own numbers (or the drill's answers), read back from the figure's data."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tutor.app.progress_charts import (
    RIGHT,
    WRONG,
    accuracy_figure,
    answer_times_figure,
    answers_over_time_figure,
    chart_title,
    daily_counts,
    leitner_counts,
    leitner_figure,
    point_label,
    quarter_days,
)
from tutor.engine import rulebook
from tutor.store.progress import ProgressStore
from tutor.words import locale, t
from tutor.words.switch_values import switch_label

START = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
# (day offset, tags, correct)
HISTORY = [
    (0, ["§3"], True),
    (0, ["§3", "§7.5"], False),
    (0, ["§5.1"], True),
    (1, ["§3"], True),
    (1, ["§10"], False),
    (1, ["§5.1"], False),
    (3, ["§3", "§7.5"], True),
    (3, ["§3"], True),
    (3, ["§2"], True),
]


@pytest.fixture
def store(tmp_path) -> ProgressStore:
    s = ProgressStore(tmp_path / "p.db")
    for i, (day, tags, ok) in enumerate(HISTORY):
        s.record_answer(
            "Ann", "quiz", tags, i, ok, 1.0 + i, answered_at=START + timedelta(days=day, minutes=i)
        )
    return s


def test_accuracy_bars_are_the_stores_accuracy(store):
    accuracy = store.accuracy_by_rule("Ann")
    fig = accuracy_figure(accuracy)
    bar = fig.data[0]
    assert list(accuracy) == ["§2", "§3", "§5.1", "§7.5", "§10"]
    # Rule points are named as the Rule book numbers them; a tag of no point stays as it is.
    labels = ["2 Card values", "3 Melds", "5.1 Blast", "7.5 Ace restrictions", "§10"]
    assert list(bar.x) == labels
    tags = dict(zip(labels, accuracy, strict=True))
    for label, y, text in zip(bar.x, bar.y, bar.text, strict=True):
        right, total = accuracy[tags[label]]
        assert y == pytest.approx(100 * right / total, abs=0.05)
        assert text == f"{right}/{total}"
    assert dict(zip(bar.x, bar.text, strict=True))["3 Melds"] == "4/5"
    colours = dict(zip(bar.x, bar.marker.color, strict=True))
    assert colours["2 Card values"] == RIGHT and colours["§10"] == WRONG
    assert "RULES.md" not in fig.layout.xaxis.title.text


def test_a_point_with_no_right_answer_is_marked_and_every_tag_is_named_in_words():
    """0 of 1 right draws no bar: a red mark on the axis shows '0/1' for it, and a switch's
    tag is named by its label, in English and in Korean, never as a code."""
    accuracy = {"switch:direction": (0, 1), "switch:jokers": (0, 2), "§1.1": (1, 1)}
    fig = accuracy_figure(accuracy)
    bar, marks = fig.data
    assert list(bar.x) == ["Direction of play", "Jokers in the deck", "1.1 Players"]
    assert list(marks.x) == ["Direction of play", "Jokers in the deck"]
    assert list(marks.text) == ["0/1", "0/2"] and list(marks.y) == [0, 0]
    assert marks.mode == "markers+text" and marks.marker.color == WRONG
    assert list(fig.layout.xaxis.categoryarray) == list(bar.x)  # marks keep the bars' order
    assert not any(":" in label for label in bar.x)
    assert len(accuracy_figure({"§1.1": (1, 1)}).data) == 1  # nothing missed: no marks
    with locale.using("ko"):
        ko = accuracy_figure(accuracy)
        assert ko.data[1].name == t("charts-accuracy-none-right")
        assert list(ko.data[0].x)[:2] == [switch_label("direction"), switch_label("jokers")]
    assert list(ko.data[0].x)[2] == f"1.1 {rulebook.point('1.1', locale='ko').title}"
    assert list(ko.data[0].x) != list(bar.x)


def test_accuracy_skips_tags_without_answers_and_escapes_tags():
    fig = accuracy_figure({"<b>x</b>": (1, 2), "§4": (0, 0)})
    assert list(fig.data[0].x) == ["&lt;b&gt;x&lt;/b&gt;"]
    assert "<b>" not in fig.data[0].hovertemplate


def test_answers_per_day_add_up_to_the_stores_answers(store):
    answers = store.answers("Ann")
    fig = answers_over_time_figure(daily_counts(answers))
    right, wrong = fig.data
    assert (right.name, wrong.name) == ("right", "wrong")
    assert sum(right.y) == sum(a.correct for a in answers) == 6
    assert sum(wrong.y) == sum(not a.correct for a in answers) == 3
    days = [a.answered_at.astimezone().date().isoformat() for a in answers]
    assert list(right.x) == sorted(set(days))
    for day, r, w in zip(right.x, right.y, wrong.y, strict=True):
        assert r + w == days.count(day)
    assert fig.layout.barmode == "stack"


def test_daily_counts_in_order(store):
    counts = daily_counts(store.answers("Ann"))
    assert [d for d, _, _ in counts] == sorted(d for d, _, _ in counts)
    assert sum(r + w for _, r, w in counts) == len(HISTORY)
    assert daily_counts([]) == []


def test_the_days_counted_by_the_database_are_the_answers_days(store):
    """The progress page counts by quarter-hours in SQL: the same days as every answer read."""
    quarters = store.answer_quarters("Ann")
    assert quarter_days(quarters) == daily_counts(store.answers("Ann"))
    assert sum(n for _, _, n in quarters) == len(HISTORY)
    assert all(at.minute % 15 == 0 and at.second == 0 for at, _, _ in quarters)
    assert store.answer_quarters("Nobody") == []


def test_leitner_bars_are_the_stores_boxes(store):
    boxes = store.leitner_boxes("Ann")
    fig = leitner_figure(boxes)
    bar = fig.data[0]
    assert list(bar.x) == ["Box 1", "Box 2", "Box 3", "Box 4", "Box 5"]
    assert list(bar.y) == leitner_counts(boxes)
    assert sum(bar.y) == len(boxes) == 5
    for b in range(1, 6):
        members = sorted(point_label(t) for t, box in boxes.items() if box == b)
        shown = bar.customdata[b - 1]
        assert sorted(shown.split(", ")) == members if members else shown == "none"
    # §3: right, wrong, right, right, right -> box 1 after the miss, then up three boxes
    assert boxes["§3"] == 4
    assert "3 Melds" in bar.customdata[3]


def test_answer_times_bars_colours_and_median():
    fig = answer_times_figure([1.234, 3.0, 0.5], [True, False, True], median=1.234)
    bar = fig.data[0]
    assert list(bar.x) == [1, 2, 3]
    assert list(bar.y) == [1.23, 3.0, 0.5]
    assert list(bar.marker.color) == [RIGHT, WRONG, RIGHT]
    (line,) = fig.layout.shapes
    assert line.y0 == line.y1 == pytest.approx(1.234)
    assert "median 1.2 s" in fig.layout.annotations[0].text


def test_answer_times_without_median_and_mismatch():
    assert not answer_times_figure([1.0], [True]).layout.shapes
    with pytest.raises(ValueError):
        answer_times_figure([1.0, 2.0], [True])


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_chart_title_fits_a_phones_chart_in_either_language(lang):
    """Plotly does not wrap a title: each line must fit a phone's chart, about 34 Latin
    letters or 17 Hangul syllables (twice as wide). The Korean review boxes' title ran to
    21 syllables on its first line, cut at the chart's edge."""
    ids = ("accuracy", "days", "leitner", "time")
    with locale.using(lang):
        titles = [chart_title(t(f"charts-{i}-title")) for i in ids]
    for title in titles:
        for line in title.split("<br>"):
            hangul = sum(1 for c in line if "\uac00" <= c <= "\ud7a3")
            assert len(line) + hangul <= 34, line  # a syllable is as wide as two letters
