"""A round of the practice table has a secret (issue 44): a link made while the round is
played carries no seed that rebuilds the hands, and the server restores the round from it;
once the round is over the link carries the secret and replays the round exactly."""

from __future__ import annotations

import pytest

from tutor import Rules
from tutor.app import play_link
from tutor.app.play_link import (
    LINK_KEY_ENV,
    LinkError,
    link_params,
    new_setup,
    replay,
    round_secret,
)
from tutor.play import deal

PAGAT = Rules.preset("pagat")


def _first_moves(setup: dict, r, count: int):
    """The learner plays the first legal move ``count`` times (the bots answer)."""
    for _ in range(count):
        if r.over:
            break
        setup["moves"].append(0)
        r = play_link.advance(r.apply(r.legal_actions()[0]), setup)
    return r


def _hidden(r) -> dict:
    return {n: sorted(map(str, h)) for n, h in r.hands.items() if n != play_link.ME}


def test_a_mid_round_link_carries_no_seed_that_rebuilds_the_hands() -> None:
    setup, r = new_setup(PAGAT, 2, "beginner", 42)
    r = _first_moves(setup, r, 2)
    assert not r.over
    link = link_params(setup)
    assert "play_secret" not in link and link["play_round"] == setup["round"]
    names = setup["names"]
    start = r.start
    # every whole number in the link, as a seed, deals other hands than the round's
    numbers = {int(v) for v in link.values() if v.isdigit()}
    numbers |= {int(link["play_round"][:16], 16), int(link["play_round"], 16) % 2**63}
    for n in numbers:
        for dealer in names:
            other = deal(PAGAT, names, n % 2**63, dealer=dealer)
            assert _hidden(other) != _hidden(start)
    # the server turns the token back into the secret: a reload comes back to the round
    again_setup, again = replay(link, PAGAT)
    assert again.moves == r.moves and again.hands == r.hands
    assert link_params(again_setup) == link


def test_a_finished_rounds_link_carries_the_secret_and_replays_exactly() -> None:
    setup, r = new_setup(PAGAT, 1, "careful", 7)
    r = _first_moves(setup, r, 200)
    assert r.over and setup["over"]
    link = link_params(setup)
    assert int(link["play_secret"], 16) == round_secret(setup["round"])
    without_token = {k: v for k, v in link.items() if k != "play_round"}
    _, again = replay(without_token, PAGAT)  # the secret alone, on any server
    assert again.moves == r.moves and again.hands == r.hands and again.over


def test_a_mid_round_token_from_another_key_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    setup, r = new_setup(PAGAT, 1, "beginner", 9)
    link = link_params(setup)
    monkeypatch.setenv(LINK_KEY_ENV, "another server's key")
    with pytest.raises(LinkError) as e:
        replay(link, PAGAT)
    assert e.value.code == "other-key"
    bad = {**link, "play_round": "zz" + link["play_round"][2:]}
    with pytest.raises(LinkError):
        replay(bad, PAGAT)
