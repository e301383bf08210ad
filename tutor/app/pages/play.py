"""Play a round: a whole round of Hoola against computer players, with a coach.

Everything about the game comes from ``tutor.play`` (the round, the bots, the coach) and
the settlement from the engine; this page only draws it. The table is a fragment, so a
click redraws the table and not the page. The game in progress is kept in the session and
in the link (seed, opponents, level and the learner's moves), so a reload comes back to it.
"""

from __future__ import annotations

import html
import random
import time
from datetime import datetime
from decimal import Decimal
from urllib.parse import quote, urlencode, urlsplit, urlunsplit

import pandas as pd
import streamlit as st

from tutor.app.cards_view import CARD_CSS, card_html, groups_html, hand_html
from tutor.app.charts import money_flow, waterfall
from tutor.app.citations import cite
from tutor.app.layout import mark_run, preset_picker
from tutor.app.learner import public
from tutor.app.play_link import BOT_NAMES, ME, PARAMS, SEED_MAX, advance, replay
from tutor.app.plots import show_chart
from tutor.app.round_form import load_into_form
from tutor.app.safe import plain
from tutor.app.state import RULES_PARAM, current_rules, preset_of, set_rules, spec_to_text
from tutor.app.widgets import pill_text
from tutor.engine.cards import format_cards, parse_cards, sort_cards
from tutor.engine.errors import HoolaError
from tutor.engine.explain.play import (
    action_label,
    event_line,
    outcome_sentence,
    play_message,
    reason_sentence,
    status_code,
    status_sentence,
)
from tutor.engine.ledger import Game
from tutor.engine.rules import Rules
from tutor.engine.settlement import Settlement, settle
from tutor.play import LEVELS, Event, IllegalAction, Reason, Round, deal, hint, review
from tutor.play.actions import Action
from tutor.play.coach import (
    arrangement,
    discard_dangers,
    discardable,
    endings_now,
    knock_risk,
)
from tutor.play.round import max_opponents
from tutor.store.ledger_store import LedgerStore
from tutor.store.progress import StoreUnavailable, default_db_path

ss = st.session_state
GAME = "play_game"  # the current game: setup and the round
HAND = "play_hand"  # the tapped cards (indices into the sorted hand)
HINT = "play_hint_level"
LEDGER = "play_ledger_game"
MESSAGE = "play_message"
TIMING = "play_timing"
COACH = "play_coach_on"
LEVEL_TEXT = {"beginner": "Beginner", "careful": "Careful"}


# -- the explainer's words for the table's data ---------------------------------------------------


def say(r: Reason) -> str:
    """A reason of the practice table, in the explainer's words."""
    return reason_sentence(r.code, r.numbers, r.cards, r.text, r.melds)


def describe_action(a: Action) -> str:
    """A move as its button reads."""
    return action_label(a.kind, a.cards, a.target, a.melds, a.perfect)


def describe_event(e: Event) -> str:
    """One line of the log."""
    return event_line(e.kind, e.player, e.cards, e.target, e.detail)


# -- the game in the session and the link ------------------------------------------------------


def new_game(rules: Rules, opponents: int, level: str, seed: int, dealer: int = 0) -> None:
    names = [ME, *BOT_NAMES[:opponents]]
    setup = {"names": names, "level": level, "seed": seed, "dealer": dealer, "moves": [],
             "rules": rules.to_spec()}  # fmt: skip
    r = deal(rules, names, seed, dealer=names[dealer])
    ss[GAME] = {"setup": setup, "round": advance(r, setup)}
    ss[HINT] = 0
    ss[HAND] = []
    ss.pop(MESSAGE, None)
    write_link(setup)


def write_link(setup: dict) -> None:
    """The game into the address bar (the rules are kept there by the app's state)."""
    st.query_params.update({k: v for k, v in link_params(setup).items() if k != RULES_PARAM})


def link_params(setup: dict) -> dict[str, str]:
    """The query parameters that replay ``setup``: the seed, the table, the learner's moves
    (indices into the legal moves, in order) and the rules the round is played under."""
    return {
        RULES_PARAM: spec_to_text(Rules.from_spec(setup["rules"]).to_spec()),
        "play_seed": str(setup["seed"]), "play_opp": str(len(setup["names"]) - 1),
        "play_level": setup["level"], "play_dealer": str(setup["dealer"]),
        "play_moves": ".".join(str(i) for i in setup["moves"]),
    }  # fmt: skip


def replay_link(setup: dict) -> str:
    """The address of this page that deals the same round and replays the learner's moves:
    absolute when the browser's address is known, else relative to the app."""
    base = "play"
    try:
        url = st.context.url
    except (AttributeError, RuntimeError):
        url = None
    if url:
        parts = urlsplit(url)
        base = urlunsplit((parts.scheme, parts.netloc, quote(parts.path), "", ""))
    return f"{base}?{urlencode(link_params(setup))}"


def game_from_link(rules: Rules) -> dict | None:
    """The game the link describes, replayed move by move; ``None`` if there is none. A
    link that cannot be replayed leaves a message and no game."""
    q = st.query_params
    if "play_seed" not in q:
        return None
    try:
        setup, r = replay({p: q.get(p) for p in PARAMS if p in q}, rules)
    except (ValueError, HoolaError) as e:
        ss[MESSAGE] = play_message("link-not-restored", detail=e)
        for p in PARAMS:
            if p in q:
                del q[p]
        return None
    return {"setup": setup, "round": r}


def play(action: Action) -> None:
    """Button callback: the learner's move, then the computer players' moves."""
    game = ss.get(GAME)
    if game is None:
        return
    r: Round = game["round"]
    legal = r.legal_actions()
    if r.to_move != ME or action not in legal:
        ss[MESSAGE] = play_message("move-gone")
        return
    start = time.perf_counter()
    game["setup"]["moves"].append(legal.index(action))
    game["round"] = advance(r.apply(action), game["setup"])
    ss[TIMING] = {"move": (time.perf_counter() - start) * 1000, "table": 0.0}
    ss[HINT] = 0
    ss[HAND] = []
    ss.pop(MESSAGE, None)
    write_link(game["setup"])


def more_hint() -> None:
    ss[HINT] = min(int(ss.get(HINT, 0)) + 1, 3)


# -- the table -----------------------------------------------------------------------------------


def table_html(r: Round) -> str:
    """Opponents with their card counts, the melds, the discard pile's top and the stock."""
    rows = []
    for n in r.order:
        if n == ME:
            continue
        turn = " ◀ to move" if r.to_move == n else ""
        melded = " · has melded" if n in r.melded else ""
        count = len(r.hand_of[n])
        rows.append(
            f'<div class="pt-opp"><b>{html.escape(n)}</b>: {count} card'
            f"{'s' if count != 1 else ''}{melded}{turn}</div>"
        )
    out = [CARD_CSS, TABLE_CSS, '<div class="pt-table">', "".join(rows)]
    top = card_html(r.discard_pile[-1]) if r.discard_pile else "<i>empty</i>"
    out.append(
        f'<div class="pt-piles"><span>Discard pile: {top}</span>'
        f"<span>Stock: <b>{r.stock_count}</b> cards</span></div>"
    )
    if r.table_melds:
        groups = [m.cards for m in r.table_melds]
        owners = ", ".join(
            f"{i + 1}: {html.escape(m.owner)}" + joker_note(m) for i, m in enumerate(r.table_melds)
        )
        out.append(groups_html(groups, label="Melds"))
        out.append(f'<div class="pt-small">Numbered left to right ({owners}).</div>')
    out.append("</div>")
    return "".join(out)


def joker_note(m) -> str:  # m: TableMeld
    """What the jokers in a meld stand for, e.g. ' (🃏 = 5♥)'."""
    subs = [c.pretty for c in m.stands_for if c is not None]
    return f" (🃏 = {', '.join(subs)})" if subs else ""


TABLE_CSS = """
<style>
.st-key-play_hand button{min-height:44px;min-width:44px;font-size:1.05rem}
.pt-table{border:1px solid #d0d7de;border-radius:.6em;padding:.5em .7em;background:#f6faf6}
.pt-opp{font:500 .95rem system-ui,sans-serif;margin:.1em 0}
.pt-piles{display:flex;flex-wrap:wrap;gap:1.2em;align-items:center;margin:.4em 0;
  font:500 .95rem system-ui,sans-serif}
.pt-piles .hc-card{vertical-align:middle}
.pt-small{font:400 .8rem system-ui,sans-serif;color:#555}
</style>
"""


def status_line(r: Round) -> str:
    """Whose move it is and what they may do, as safe Markdown."""
    draws_only = all(a.kind in ("draw-stock", "take-discard") for a in r.legal_actions())
    code = status_code(r.phase, r.to_move, ME, draws_only=draws_only)
    window = r.window  # set while a discard may be claimed
    values = {"discarder": window.discarder, "card": window.card} if window else {}
    return plain(status_sentence(code, name=r.to_move or "", **values))


def recent_log(r: Round, n: int = 8) -> list[str]:
    """What happened since the learner's last move (at most ``n`` lines)."""
    view = r.view(ME)
    events = list(view.log)
    ends = ("discard", "pass", "stay-in", "drop-out")
    last_mine = max((i for i, e in enumerate(events) if e.player == ME and e.kind in ends),
                    default=-1)  # fmt: skip
    shown = events[last_mine + 1 :] if last_mine >= 0 else events
    return [describe_event(e) for e in shown[-n:]]


# -- the learner's moves ---------------------------------------------------------------------------


def action_buttons(r: Round, coach_on: bool) -> None:
    legal = r.legal_actions()
    simple = [a for a in legal if a.kind not in ("meld", "lay-off", "discard")]
    if simple:
        cols = st.columns(min(len(simple), 3))
        for i, a in enumerate(simple):
            cols[i % len(cols)].button(
                describe_action(a), key=f"play_do_{a.kind}_{i}", on_click=play, args=(a,),
                type="primary" if a.kind in ("go-out", "blast", "four-sevens") else "secondary",
                width="stretch",
            )  # fmt: skip
    if r.phase != "play":
        return
    hand = sort_cards(r.hand_of[ME])
    picked = [i for i in ss.get(HAND, []) if 0 <= i < len(hand)]
    chosen = sort_cards(hand[i] for i in picked)
    if not chosen:
        st.caption(plain(play_message("tap-cards")))
        return
    fits = [a for a in legal if a.kind in ("meld", "lay-off", "discard") and a.cards == chosen]
    if fits:
        cols = st.columns(min(len(fits), 3))
        for i, a in enumerate(fits):
            cols[i % len(cols)].button(describe_action(a), key=f"play_card_{i}", on_click=play,
                                       args=(a,), width="stretch")  # fmt: skip
        return
    why = ""
    if coach_on:
        kind = "discard" if len(chosen) == 1 else "meld"
        try:
            r.apply(Action(kind, chosen))
        except IllegalAction as e:
            why = say(e.reason)
    st.caption(plain(play_message("no-move-with", cards=chosen, why=why)))


def hand_picker(r: Round) -> None:
    hand = sort_cards(r.hand_of.get(ME, ()))
    if not hand:
        return
    if r.phase != "play" or r.to_move != ME:
        st.html(CARD_CSS + hand_html(hand, label="Your hand"))
        return
    st.pills("Your hand", list(range(len(hand))), selection_mode="multi", key=HAND,
             format_func=lambda i: pill_text(hand[i]))  # fmt: skip


# -- the coach -------------------------------------------------------------------------------------


def coach_panel(r: Round) -> None:
    view = r.view(ME)
    with st.container(border=True, key="play_coach"):
        st.markdown("**Coach**")
        if r.phase == "draw" and r.to_move == ME:
            verdicts = endings_now(view)
            open_now = [v for v in verdicts if v.allowed]
            st.markdown("Open now: " + (", ".join(plain(v.title) for v in open_now)
                                        or "nothing special"))  # fmt: skip
            with st.expander("Why: each ending checked"):
                for v in verdicts:
                    why = " ".join(plain(x) for x in v.reasons)
                    st.markdown(f"**{plain(v.title)}** ({cite(v.rule)}): {why}")
            if any(a.kind == "knock" for a in r.legal_actions()):
                _, reason = knock_risk(view, 200, r.seed)
                st.markdown(plain(say(reason)))
        best, why = arrangement(view)
        if best.melds:
            st.html(CARD_CSS + groups_html([m.cards for m in best.melds], label="Best melds"))
        st.caption(plain(say(why)))
        cards = discardable(r, ME) if r.phase == "play" and r.to_move == ME else ()
        if cards:
            dangers = discard_dangers(view, cards, 200, r.seed, perfect=True)
            rows = [{"Card": d.card.pretty, "Next player melds it": f"{d.p:.0%}",
                     "Perfect for them": f"{d.perfect:.0%}", "Why": say(d.reason)}
                    for d in dangers.values()]  # fmt: skip
            st.markdown(f"**If you throw each card** (next: {plain(r.next_after(ME))})")
            st.table(pd.DataFrame(rows).set_index("Card"))


def hint_box(r: Round) -> None:
    level = int(ss.get(HINT, 0))
    if r.to_move != ME:
        return
    st.button("Hint" if level == 0 else "More hint" if level < 3 else "Hint (shown in full)",
              key="play_hint", on_click=more_hint, disabled=level >= 3)  # fmt: skip
    if level:
        h = hint(r, ME, level, seed=r.seed)
        with st.container(key="play_hint_box"):
            link = f" ({cite(h.reason.rule)})" if h.level >= 2 else ""
            st.info(plain(say(h.reason)) + link, icon="💡")
            if h.move is not None:
                st.button(f"Play it: {describe_action(h.move)}", key="play_hint_do",
                          on_click=play, args=(h.move,))  # fmt: skip


# -- the end of the round --------------------------------------------------------------------------


def outcome_text(r: Round, s: Settlement) -> str:
    o = r.outcome
    assert o is not None
    who = o.knocker if o.ending == "knock" else o.winner
    return plain(outcome_sentence(o.ending, o.perfect, who, s.winner, s.collected))


@st.cache_resource(show_spinner=False)
def _store(path: str) -> LedgerStore:
    return LedgerStore(path)


def add_to_ledger(r: Round) -> None:
    record = r.record()
    try:
        store = _store(str(default_db_path()))
        game_id = ss.get(LEDGER)
        if game_id and store.has_game(game_id):
            try:
                store.add_round(game_id, record)
                ss[MESSAGE] = play_message("ledger-added")
                return
            except (HoolaError, ValueError):
                pass  # a different table or rotation: start a new game below
        game = Game(name=f"Practice table {datetime.now():%Y-%m-%d %H:%M}", players=r.seating,
                    rules=r.rules.to_spec(), stake=Decimal(1), first_dealer=r.dealer)  # fmt: skip
        game = store.create_game(game)
        store.add_round(game.id, record)
        ss[LEDGER] = game.id
        ss[MESSAGE] = play_message("ledger-new")
    except (StoreUnavailable, HoolaError, ValueError) as e:
        ss[MESSAGE] = play_message("ledger-failed", detail=public(e))


def open_in_payout(r: Round) -> None:
    record = r.record()
    set_rules(r.rules)
    load_into_form("payout_form", record)
    ss["payout_record"] = record.to_json()
    ss["payout_step"] = 0
    ss["play_goto_payout"] = True


def play_again(r: Round) -> None:
    setup = ss[GAME]["setup"]
    winner = settle(r.record()).winner
    dealer = setup["names"].index(winner) if winner in setup["names"] else 0
    new_game(r.rules, len(setup["names"]) - 1, setup["level"], random.randrange(SEED_MAX + 1),
             dealer)  # fmt: skip


def pretty_hand(text: str, rules: Rules) -> str:
    return format_cards(parse_cards(text, rules), pretty=True) or "—"


def _mover(r: Round, i: int) -> str | None:
    """Who made move ``i`` of the round."""
    return r.movers[i] if i < len(r.movers) else None


def end_section(r: Round) -> None:
    s = settle(r.record())
    with st.container(key="play_result"):
        st.subheader("Settlement")
        st.markdown(outcome_text(r, s))
        st.markdown("\n".join(f"- {plain(x)}" for x in s.winner_reasons))
        rows = []
        for p in s.players:
            row = {"Player": p.name, "Hand": pretty_hand(p.hand, r.rules)}
            if any(q.melds for q in s.players):  # the showdown at the end of the stock
                row["Laid at the end"] = " · ".join(p.melds) or "—"
            rows.append({**row, "Points": p.points, "Net": s.net.get(p.name, 0)})
        st.table(pd.DataFrame(rows).set_index("Player"))
        if ME in [line.name for line in s.lines]:
            line = s.line_for(ME)
            show_chart(waterfall(line), key="play_waterfall",
                       alt=f"Your payment: {line.base} base, total {line.total}.")  # fmt: skip
        elif s.transfers or s.penalty:
            show_chart(money_flow(s), key="play_flow", alt="Who pays whom.")
    with st.container(key="play_review"):
        st.subheader("Review")
        items = review(r, ME, seed=r.seed)
        if not items:
            st.success(plain(play_message("coach-agrees")), icon="👏")
        mine = [i for i, _ in enumerate(r.moves) if _mover(r, i) == ME]
        for item in items:
            number = mine.index(item.move_index) + 1 if item.move_index in mine else 0
            st.markdown(
                f"- Your move {number}: you played *{plain(describe_action(item.played))}*; "
                f"the coach would play *{plain(describe_action(item.better))}*. "
                f"{plain(say(item.reason))} ({cite(item.reason.rule)})"
            )
    cols = st.columns(2)
    cols[0].button("Play again", key="play_again", on_click=play_again, args=(r,), type="primary",
                   width="stretch")  # fmt: skip
    cols[1].button("Add to a game ledger", key="play_ledger", on_click=add_to_ledger, args=(r,),
                   width="stretch")  # fmt: skip
    cols = st.columns(2)
    cols[0].download_button("Download the round (JSON)", r.record().to_json(),
                            file_name=f"hoola-practice-{r.seed}.json", mime="application/json",
                            key="play_download", width="stretch")  # fmt: skip
    cols[1].button("Open in the payout checker", key="play_payout", on_click=open_in_payout,
                   args=(r,), width="stretch")  # fmt: skip


# -- the page -------------------------------------------------------------------------------


@st.fragment
def table_fragment() -> None:
    start = time.perf_counter()
    draw_table()
    if TIMING in ss:  # server time of the last click, read by bench/bench_play.py
        ss[TIMING]["table"] = (time.perf_counter() - start) * 1000
    mark_run()  # a run of the table alone is counted too


def draw_table() -> None:
    game = ss.get(GAME)
    if game is None:
        return
    if ss.pop("play_goto_payout", False):
        st.switch_page("tutor/app/pages/payout.py")
    r: Round = game["round"]
    setup = game["setup"]
    message = ss.get(MESSAGE)
    if message:
        st.info(plain(message), icon="ℹ️")
    with st.container(key="play_table"):
        st.html(table_html(r))
        lines = recent_log(r)
        if lines:
            st.markdown("\n".join(f"- {plain(x)}" for x in lines))
        st.markdown(f"**{status_line(r)}**")
        hand_picker(r)
        if not r.over and r.to_move == ME:
            ss.setdefault(COACH, True)
            coach_on = st.toggle("Coach", key=COACH, help="The coach's panel and hints.")
            action_buttons(r, coach_on)
            if coach_on:
                hint_box(r)
                coach_panel(r)
    if r.over:
        end_section(r)
    with st.expander("The whole log"):
        st.markdown("\n".join(f"{i + 1}. {plain(describe_event(e))}"
                              for i, e in enumerate(r.view(ME).log)))  # fmt: skip
    url = replay_link(setup)
    st.caption(f"Seed {setup['seed']} · {LEVEL_TEXT[setup['level']]} opponents · rules "
               f"{plain(preset_of(r.rules))} · [Replay this deal and your moves]"
               f"({url})")  # fmt: skip
    with st.expander("Copy the link to this round"):
        st.code(url, language=None, wrap_lines=True)


def setup_section(rules: Rules) -> None:
    game = ss.get(GAME)
    with st.expander("New round: rules, opponents, level, seed", expanded=game is None):
        rules = preset_picker("play_preset")
        cols = st.columns(3)
        top = max_opponents(rules)
        cols[0].number_input("Opponents", 1, top, value=min(3, top), key="play_opp_in")
        cols[1].selectbox("Level", LEVELS, key="play_level_in", format_func=LEVEL_TEXT.get)
        ss.setdefault("play_seed_in", random.randrange(SEED_MAX + 1))
        cols[2].number_input("Seed", 0, SEED_MAX, key="play_seed_in",
                             help="The same seed deals the same cards.")  # fmt: skip
        st.button("Deal", key="play_deal", type="primary", on_click=deal_clicked)


def deal_clicked() -> None:
    rules = current_rules()
    try:
        new_game(rules, int(ss["play_opp_in"]), ss["play_level_in"], int(ss["play_seed_in"]))
    except HoolaError as e:
        ss.pop(GAME, None)
        ss[MESSAGE] = play_message("not-dealt", detail=e)
        return
    ss["play_seed_in"] = random.randrange(SEED_MAX + 1)


def render() -> None:
    st.title("Play a round")
    st.markdown(
        "Play a whole round against computer players. The coach tells you what is open, "
        "which discards are risky and what a knock risks; at the end the round is settled "
        "and reviewed."
    )
    rules = current_rules()
    if GAME not in ss:
        restored = game_from_link(rules)
        if restored is not None:
            ss[GAME] = restored
    game = ss.get(GAME)
    if game is not None and Rules.from_spec(game["setup"]["rules"]) != rules:
        st.caption(f"This round is played under the rules it was dealt with "
                   f"({plain(preset_of(Rules.from_spec(game['setup']['rules'])))}).")  # fmt: skip
    if game is None and ss.get(MESSAGE):
        st.warning(plain(ss.pop(MESSAGE)), icon="⚠️")
    setup_section(rules)
    table_fragment()


render()
