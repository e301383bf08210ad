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
from tutor.app.club import games_for
from tutor.app.layout import mark_run, preset_picker
from tutor.app.learner import public
from tutor.app.play_link import BOT_NAMES, ME, PARAMS, SEED_MAX, advance, replay
from tutor.app.plots import show_chart
from tutor.app.round_form import load_into_form
from tutor.app.safe import plain
from tutor.app.state import RULES_PARAM, current_rules, preset_of, set_rules, spec_to_text
from tutor.app.widgets import pill_text, touch_pills
from tutor.engine.cards import format_cards, parse_cards, sort_cards
from tutor.engine.errors import HoolaError
from tutor.engine.ledger import Game
from tutor.engine.rules import Rules
from tutor.engine.settlement import Settlement, settle
from tutor.play import LEVELS, Event, IllegalAction, Reason, Round, deal, hint, review
from tutor.play.actions import Action
from tutor.play.coach import (
    CLEAR,
    COACH_SAMPLES,
    SERIOUS,
    SMALL,
    arrangement,
    discard_dangers,
    discardable,
    endings_now,
    knock_risk,
)
from tutor.play.round import max_opponents
from tutor.store.db import db_target
from tutor.store.ledger_store import LedgerStore
from tutor.store.progress import StoreUnavailable
from tutor.words.engine import sentences, verdict_title
from tutor.words.play import (
    MARK_ICONS,
    MARK_LABELS,
    action_label,
    event_line,
    outcome_sentence,
    play_message,
    reason_sentence,
    status_code,
    status_sentence,
)
from tutor.words.progress import learner_message

ss = st.session_state
GAME = "play_game"  # the current game: setup and the round
HAND = "play_hand"  # the tapped cards (indices into the sorted hand)
HINT = "play_hint_level"
LEDGER = "play_ledger_game"
MESSAGE = "play_message"
TIMING = "play_timing"
COACH = "play_coach_on"
LEVEL_TEXT = {"beginner": "초보 Beginner", "careful": "중수 Intermediate", "expert": "고수 Expert"}
REVIEW = "play_review_cache"  # the graded review of the finished round, once asked for
HINTS = "play_hint_cache"  # the coach's hints for the position on the table


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
    if r.to_move == ME and r.phase == "claim" and action not in legal:
        why = r.refusal(action)  # a claim with a card that melds with nothing in hand
        ss[MESSAGE] = say(why) if why is not None else play_message("move-gone")
        return
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


def piles_html(r: Round) -> str:
    """The discard pile's top card and the stock, on one line."""
    top = card_html(r.discard_pile[-1]) if r.discard_pile else "<i>empty</i>"
    return (
        f'<div class="pt-piles"><span>Discard: {top}</span>'
        f"<span>Stock: <b>{r.stock_count}</b></span></div>"
    )


def seats_html(r: Round) -> str:
    """The players round the table in the order of play, the direction drawn, and each
    player's cards in hand and melds on the table (numbered for laying off)."""
    arrow = "↻ clockwise" if r.rules.direction == "clockwise" else "↺ counter-clockwise"
    ring = " → ".join(html.escape(n) for n in r.order) + f" → {html.escape(r.order[0])}"
    out = [CARD_CSS, TABLE_CSS, '<div class="pt-table">',
           f'<div class="pt-small">Play goes {arrow}: {ring}</div>']  # fmt: skip
    for seat, n in enumerate(r.order, start=1):
        count = r.view(ME).counts.get(n, 0)
        turn = ' <span class="pt-turn">◀ to move</span>' if r.to_move == n else ""
        who = "You" if n == ME else html.escape(n)
        dealer = " · dealer" if n == r.dealer else ""
        melds = [(i, m) for i, m in enumerate(r.table_melds) if m.owner == n]
        laid = "".join(
            f'<span class="pt-meld"><b>{i + 1}</b> {groups_html([m.cards])}'
            f"{html.escape(joker_note(m))}</span>"
            for i, m in melds
        )
        out.append(
            f'<div class="pt-seat"><span class="pt-name">{seat}. {who}</span> '
            f'<span class="pt-small">{count} card{"s" if count != 1 else ""}{dealer}</span>'
            f"{turn}{laid}</div>"
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
    if r.phase == "claim" and Action("claim") not in simple:
        simple.insert(0, Action("claim"))  # offered whether or not it melds: asking tells nothing
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
    touch_pills("Your hand", list(range(len(hand))), key=HAND,
                format_func=lambda i: pill_text(hand[i]))  # fmt: skip


# -- the coach -------------------------------------------------------------------------------------


def coach_panel(r: Round) -> None:
    view = r.view(ME)
    with st.container(border=True, key="play_coach"):
        st.markdown("**Coach**")
        if r.phase == "draw" and r.to_move == ME:
            verdicts = endings_now(view)
            open_now = [v for v in verdicts if v.allowed]
            st.markdown("Open now: " + (", ".join(plain(verdict_title(v.kind)) for v in open_now)
                                        or "nothing special"))  # fmt: skip
            with st.expander("Why: each ending checked"):
                for v in verdicts:
                    why = " ".join(plain(x) for x in sentences(v.why))
                    st.markdown(f"**{plain(verdict_title(v.kind))}** ({cite(v.rule)}): {why}")
            if any(a.kind == "knock" for a in r.legal_actions()):
                _, reason = knock_risk(view, 200, r.seed)
                st.markdown(plain(say(reason)))
        best, why = arrangement(view)
        if best.melds:
            st.html(CARD_CSS + groups_html([m.cards for m in best.melds], label="Best melds"))
        st.caption(plain(say(why)))
        cards = discardable(r, ME) if r.phase == "play" and r.to_move == ME else ()
        if cards:
            dangers = discard_dangers(view, cards, COACH_SAMPLES, r.seed, perfect=True)
            rows = [{"Card": d.card.pretty, "Melds for them": f"{d.p:.0%}",
                     "95% range": _range(d), "Perfect": f"{d.perfect:.0%}"}
                    for d in dangers.values()]  # fmt: skip
            who = next(iter(dangers.values())).reason.text
            st.markdown(f"**If you throw each card** — who may take it: {plain(', '.join(who))}")
            st.table(pd.DataFrame(rows).set_index("Card"))
            note = play_message("risk-note", claimants=len(who), samples=COACH_SAMPLES)
            st.caption(plain(note))


def _range(d) -> str:  # d: Danger
    low, high = d.reason.numbers.get("low", d.p), d.reason.numbers.get("high", d.p)
    return f"{low:.0%}" if round(low, 2) == round(high, 2) else f"{low:.0%}–{high:.0%}"


def hint_box(r: Round) -> None:
    level = int(ss.get(HINT, 0))
    if r.to_move != ME:
        return
    st.button("Hint" if level == 0 else "More hint" if level < 3 else "Hint (shown in full)",
              key="play_hint", on_click=more_hint, disabled=level >= 3)  # fmt: skip
    if level:
        cache = ss.setdefault(HINTS, {})
        key = (r.seed, len(r.moves), level)
        if key not in cache:
            with st.spinner("The coach is thinking…"):
                cache.clear() if len(cache) > 8 else None
                cache[key] = hint(r, ME, level, seed=r.seed)
        h = cache[key]
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
        store = games_for(_store(str(db_target())))
        if store is None:  # club mode, nobody signed in
            ss[MESSAGE] = play_message("ledger-failed", detail=learner_message("sign-in-to-save"))
            return
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


def grade(r: Round) -> None:
    """Button callback: grade every decision of the round (a search for each, a few
    seconds in all) and keep the review for this round."""
    ss[REVIEW] = ((r.seed, r.moves), review(r, ME, seed=r.seed))


def graded(r: Round):  # -> Review | None
    """The round's review, if it has been worked out."""
    done = ss.get(REVIEW)
    return done[1] if done is not None and done[0] == (r.seed, r.moves) else None


def review_section(r: Round) -> None:
    """Every decision of the learner graded against the coach's, with its expected cost
    (worked out when asked for: a search for each decision takes a few seconds)."""
    rv = graded(r)
    if rv is None:
        st.button("Grade my decisions", key="play_grade", on_click=grade, args=(r,),
                  type="primary", help="The coach plays out each of your decisions: a few "
                  "seconds.")  # fmt: skip
        return
    if rv.all_same and rv.decisions:
        st.success(plain(play_message("coach-agrees")), icon="👏")
    st.markdown(plain(say(rv.summary())))
    st.caption(plain(play_message("review-marks", small=SMALL, clear=CLEAR, serious=SERIOUS)))
    mine = [i for i, _ in enumerate(r.moves) if _mover(r, i) == ME]
    lines = []
    for item in rv.items:
        number = mine.index(item.move_index) + 1 if item.move_index in mine else 0
        icon, label = MARK_ICONS[item.mark], MARK_LABELS[item.mark]
        played = plain(describe_action(item.played))
        if item.same:
            lines.append(f"- {icon} {number}. *{played}* — {label}. {plain(say(item.reason))}")
            continue
        better = plain(describe_action(item.better))
        lines.append(
            f"- {icon} {number}. *{played}* — **{label}**"
            f"{f' (about {item.cost:.2f} stakes)' if item.mistake else ''}. The coach: "
            f"*{better}*. {plain(say(item.reason))} ({cite(item.reason.rule)})"
        )
    st.markdown("\n".join(lines))


def end_section(r: Round) -> None:
    s = settle(r.record())
    with st.container(key="play_result"):
        st.subheader("Settlement")
        st.markdown(outcome_text(r, s))
        st.markdown("\n".join(f"- {plain(x)}" for x in sentences(s.winner_why)))
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
        review_section(r)
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
        # What the learner acts on first, so it fits one phone screen after every move:
        # whose move, the piles, the hand and the moves open now.
        st.markdown(f"**{status_line(r)}**")
        st.html(CARD_CSS + TABLE_CSS + piles_html(r))
        hand_picker(r)
        coach_on = False
        if not r.over and r.to_move == ME:
            ss.setdefault(COACH, True)
            action_buttons(r, bool(ss.get(COACH)))
            coach_on = st.toggle("Coach", key=COACH, help="The coach's panel and hints.")
            if coach_on:
                hint_box(r)
        lines = recent_log(r)
        if lines:
            st.markdown("\n".join(f"- {plain(x)}" for x in lines))
        st.html(seats_html(r))
        if coach_on:
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
