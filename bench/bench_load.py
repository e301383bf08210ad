"""Learners on one app process, driven through Streamlit's own websocket protocol (no browser
takes the cores): a session per learner, each sending what a browser sends (a ``BackMsg``
asking for a rerun with the widgets' values, and a button's trigger) and waiting for the
run's end (``ForwardMsg.script_finished``). An action is one such round trip.

    python bench/bench_load.py [--loop quiz|ledger|payout|play] [--sessions 32]
                               [--seconds 30] [--think 0] [--answers 0] [--warmup 5]
                               [--profile FILE]

Loops:

* ``quiz``: on the Quiz page with nobody chosen (every answer is saved for the shared
  Guest), answer (the first choice, pill or 0) and Check, then New question; repeat.
* ``ledger``: on the Game ledger page (a game of four started), a round entered by taps:
  the ending, the winner, three counts and whether each had melded, Save; repeated.
* ``payout``: on the Payout checker, a round settled by taps (the ending, the winner, three
  counts and whether each had melded, Settle); repeated with new counts.
* ``play``: on the Play page, a dealt round with the coach on, the learner to play; tap a
  card, tap another (each tap reruns the table's fragment, as in a browser).

``--answers N`` first saves N answers for Guest, so a learner with a long history is
measured. Printed: actions a second, the median and 95th percentile of an action (ms),
errors (an exception drawn, or no answer within 60 s), and the server's CPU time per action
(the process's user + system time over the timed window, divided by the actions: the
figure least disturbed by other work on the machine). With ``--think T`` each learner waits
T seconds between actions. From a run without thought, the learners one process serves
at a median action under 1 s with 5 s of thought are estimated as ``0.9 * 5 s / (CPU per
action)``: a process runs its scripts on one core at a time (Python's lock), and with the
core 90% busy an action waits about ten times its own work (a queue's mean), well under
1 s while the work is under 100 ms; one process a core, so the same figure per core.

The server is ``streamlit run streamlit_app.py`` on a free port with a fresh database in a
temporary folder; it is stopped at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import pstats
import random
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState
from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parents[1]
LOG = Path(tempfile.gettempdir()) / "bench_load_server.log"
"""The server's output (kept after the run: the tracebacks behind any error)."""
LIMIT = 60.0
"""Seconds an action may take before it counts as an error."""
OPEN_LIMIT = 600.0
"""Seconds a page may take to open (all the sessions open theirs at once, on a busy
machine a first run of each takes a while): the opening is not timed."""
WIDGETS = (
    "button",
    "radio",
    "button_group",
    "number_input",
    "selectbox",
    "checkbox",
    "text_input",
    "text_area",
    "segmented_control",
)


# --------------------------------------------------------------------------- the server


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Server:
    """``streamlit run streamlit_app.py`` on a free port, with its own database (with
    ``profile``, each script run profiled and the sum written to that file)."""

    def __init__(self, db: Path, root: Path = ROOT, profile: Path | None = None) -> None:
        self.port = free_port()
        env = {**os.environ, "HOOLA_TUTOR_DB": str(db)}
        env.pop("HOOLA_TUTOR_CLUB", None)
        launch = ["-m", "streamlit"]
        if profile is not None:  # every script run profiled (bench/tools/profile_server.py)
            launch = [str(ROOT / "bench" / "tools" / "profile_server.py"), str(profile)]
        args = [sys.executable, *launch, "run", "streamlit_app.py",
                "--server.port", str(self.port), "--server.headless", "true",
                "--server.fileWatcherType", "none", "--browser.gatherUsageStats", "false",
                "--server.runOnSave", "false"]  # fmt: skip
        self.log = open(LOG, "w")  # noqa: SIM115 - kept open while the server runs
        self.proc = subprocess.Popen(args, cwd=root, env=env, stdout=self.log, stderr=self.log)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{self.port}/_stcore/health", timeout=2)
                return
            except OSError:
                if self.proc.poll() is not None:
                    break
                time.sleep(0.3)
        self.stop()
        raise RuntimeError(f"the server did not start: see {self.log.name}")

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/_stcore/stream"

    def cpu(self) -> float:
        return cpu_seconds(self.proc.pid)

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.log.close()


def seed_answers(db: Path, count: int) -> None:
    """Save ``count`` answers for the shared Guest (one import, one transaction)."""
    sys.path.insert(0, str(ROOT))
    from tutor.store.progress import ProgressStore

    tags = [["§2"], ["§3.1"], ["§5"], ["§6.2", "§6"], ["§7"]]
    start = datetime.now(UTC) - timedelta(days=30)
    doc = {
        "format": "hoola-tutor-progress",
        "version": 1,
        "learner": "Guest",
        "answers": [
            {
                "question_kind": "meld",
                "rule_tags": tags[i % len(tags)],
                "seed": i,
                "correct": i % 3 != 0,
                "time_taken": 4.0,
                "answered_at": (start + timedelta(seconds=30 * i)).isoformat(),
            }
            for i in range(count)
        ],  # fmt: skip
        "leitner": [],
    }
    store = ProgressStore(db)
    store.import_json(json.dumps(doc))
    store.close()


# --------------------------------------------------------------------------- a session


@dataclass
class Widget:
    kind: str
    id: str
    fragment: str
    options: list[str]


@dataclass
class Session:
    """One learner's websocket: the widgets of the last run (by key), and what the browser
    would send back (the query string, the page, the values set)."""

    url: str
    page: str
    query: str = ""
    page_hash: str = ""
    widgets: dict[str, Widget] = field(default_factory=dict)
    values: dict[str, WidgetState] = field(default_factory=dict)
    exceptions: list[str] = field(default_factory=list)
    alerts: list[str] = field(default_factory=list)
    cpu: Callable[[], float] | None = None
    """The server's CPU clock, read around each action when one session alone is measured."""
    spent: list[tuple[str, float]] = field(default_factory=list)
    """(the action: the button's or the widget's key, the server's CPU seconds for it)."""

    async def open(self) -> None:
        self.ws = await connect(self.url, subprotocols=["streamlit"], max_size=None)  # type: ignore[list-item]

    async def close(self) -> None:
        await self.ws.close()

    def set(self, key: str, **value: object) -> None:
        """Give the widget under ``key`` a value, as the browser keeps it
        (``string_value=…``, ``double_value=…``, ``string_array_value=[…]``)."""
        w = self.widgets[key]
        state = WidgetState(id=w.id)
        for name, v in value.items():
            if name.endswith("_array_value"):
                getattr(state, name).data.extend(v)  # type: ignore[attr-defined]
            else:
                setattr(state, name, v)
        self.values[key] = state

    async def run(
        self, trigger: str | None = None, changed: str | None = None, limit: float = LIMIT
    ) -> float:
        """:meth:`action`, with the server's CPU time for it kept when one session alone is
        measured."""
        cpu0 = self.cpu() if self.cpu else 0.0
        took = await self.action(trigger, changed, limit)
        if self.cpu:
            self.spent.append((trigger or changed or "open", self.cpu() - cpu0))
        return took

    async def action(
        self, trigger: str | None = None, changed: str | None = None, limit: float = LIMIT
    ) -> float:
        """One action: a rerun with the values kept and ``trigger`` (a button's key)
        clicked, or the widget under ``changed`` given its new value (a rerun of its
        fragment, if it is in one); returns the seconds until the run finished."""
        msg = BackMsg()
        rerun = msg.rerun_script
        rerun.query_string = self.query
        rerun.page_name = self.page
        rerun.page_script_hash = self.page_hash
        live = {w.id for w in self.widgets.values()}
        states = [s for s in self.values.values() if s.id in live or not self.widgets]
        if trigger is not None:
            w = self.widgets[trigger]
            states.append(WidgetState(id=w.id, trigger_value=True))
            rerun.fragment_id = w.fragment
        elif changed is not None:
            rerun.fragment_id = self.widgets[changed].fragment
        rerun.widget_states.widgets.extend(states)
        start = time.perf_counter()
        await self.ws.send(msg.SerializeToString())
        fragment = bool(rerun.fragment_id)
        # A fragment's run redraws its own widgets only: the others stay as they were.
        seen = {
            k: w for k, w in self.widgets.items() if fragment and w.fragment != rerun.fragment_id
        }
        async with asyncio.timeout(limit):
            while True:
                fwd = ForwardMsg()
                fwd.ParseFromString(await self.ws.recv())
                kind = fwd.WhichOneof("type")
                if kind == "delta" and fwd.delta.WhichOneof("type") == "new_element":
                    self._element(fwd.delta.new_element, fwd.delta.fragment_id, seen)
                elif kind == "page_info_changed":
                    self.query = fwd.page_info_changed.query_string
                elif kind == "navigation":
                    self.page_hash = fwd.navigation.page_script_hash
                elif kind == "new_session":
                    self.page_hash = fwd.new_session.page_script_hash or self.page_hash
                elif kind == "script_finished":
                    if fwd.script_finished in (
                        ForwardMsg.FINISHED_SUCCESSFULLY,
                        ForwardMsg.FINISHED_FRAGMENT_RUN_SUCCESSFULLY,
                    ):
                        break
                    if fwd.script_finished == ForwardMsg.FINISHED_EARLY_FOR_RERUN:
                        seen = {
                            k: w
                            for k, w in seen.items()
                            if fragment and w.fragment != rerun.fragment_id
                        }
                        continue  # st.rerun(): what the next run draws is what counts
                    if fwd.script_finished == ForwardMsg.FINISHED_WITH_COMPILE_ERROR:
                        self.exceptions.append("compile error")
                        break
        self.widgets = seen
        self.values = {k: v for k, v in self.values.items() if k in seen}
        return time.perf_counter() - start

    def _element(self, el, fragment: str, seen: dict[str, Widget]) -> None:  # el: Element
        kind = el.WhichOneof("type")
        if kind == "exception":
            self.exceptions.append(f"{el.exception.type}: {el.exception.message}"[:300])
            return
        if kind == "alert":
            self.alerts.append(el.alert.body[:200])
        if kind not in WIDGETS:
            return
        proto = getattr(el, kind)
        wid = getattr(proto, "id", "")
        parts = wid.split("-", 2)
        if len(parts) < 3 or parts[2] == "None":
            return
        if kind == "button_group":
            options = [o.content for o in proto.options]
        else:
            options = list(getattr(proto, "options", ()))
        seen[parts[2]] = Widget(kind, wid, fragment, options)


# --------------------------------------------------------------------------- the loops


async def quiz_step(s: Session, rng: random.Random, times: list[float]) -> None:
    """Answer the question on screen (its first choice, pill, or 0) and Check; then New
    question. Two actions."""
    for key in ("quiz_choice", "quiz_multi", "quiz_cards", "quiz_number"):
        w = s.widgets.get(key)
        if w is None:
            continue
        if w.kind == "radio":
            s.set(key, string_value=rng.choice(w.options))
        elif w.kind == "button_group":
            s.set(key, string_array_value=[rng.choice(w.options)])
        else:
            s.set(key, double_value=float(rng.randrange(4)))
        break
    times.append(await s.run("quiz_check"))
    times.append(await s.run("quiz_new"))


async def play_step(s: Session, rng: random.Random, times: list[float]) -> None:
    """A card tap on the table (the learner to play, the coach on): one card of the hand
    chosen, then another. Two actions. A round not yet at the learner's play is dealt
    (the Deal button) and its stock card drawn first, not timed."""
    if not any(k.startswith("play_card_") or k == "play_hand" for k in s.widgets):
        await s.run("play_deal")  # no round on the table yet
    draw = next((k for k in s.widgets if k.startswith("play_do_draw-stock")), None)
    if draw is not None:
        await s.run(draw)
    if "play_hand" not in s.widgets or any(k.startswith("play_do_draw") for k in s.widgets):
        await s.run("play_deal")  # the round is over, or not the learner's play: deal again
        return
    cards = s.widgets["play_hand"].options
    for _ in range(2):
        s.set("play_hand", string_array_value=[rng.choice(cards)])
        times.append(await s.run(changed="play_hand"))


async def round_by_taps(
    s: Session, form: str, ending: str, winner: str | None, rng: random.Random, times: list[float]
) -> None:
    """A going-out round entered in the round form ``form`` by taps: the ending, the winner
    (``None``: the first seat the form then offers), then each loser's count and whether they
    had melded (each action's time in ``times``)."""
    s.set(f"{form}_qending", string_array_value=[ending])
    times.append(await s.run(changed=f"{form}_qending"))
    winner = winner or s.widgets[f"{form}_qwinner"].options[0]
    s.set(f"{form}_qwinner", string_array_value=[winner])
    times.append(await s.run(changed=f"{form}_qwinner"))
    for p in ("p1", "p2", "p3"):
        s.set(f"{form}_{p}_points", double_value=float(rng.randrange(5, 60)))
        times.append(await s.run(changed=f"{form}_{p}_points"))
        melded = s.widgets[f"{form}_{p}_melded"].options[0]
        s.set(f"{form}_{p}_melded", string_array_value=[melded])
        times.append(await s.run(changed=f"{form}_{p}_melded"))


async def ledger_step(s: Session, rng: random.Random, times: list[float]) -> None:
    """A round entered in the ledger by taps: the ending (Going out), the winner, three
    players' counts and whether each had melded, Save. Nine actions. A game of four is
    started first, not timed."""
    if "game_round_save" not in s.widgets:
        s.set("game_new_players", string_value="Ann\nBo\nCy\nDi")
        await s.run("game_create")
        s.values.clear()
    await round_by_taps(s, "game_round", "Going out", "Ann", rng, times)
    times.append(await s.run("game_round_save"))
    s.values.clear()  # the form starts empty for the next round


async def payout_step(s: Session, rng: random.Random, times: list[float]) -> None:
    """A round settled on the payout checker by taps, no names (the seats A to D): the
    ending (Going out), the winner, three players' counts and whether each had melded,
    Settle. Nine actions; the form keeps the round, so the next round changes the counts
    (the page then says the form no longer holds the round settled)."""
    going_out = s.widgets["payout_form_qending"].options[2]  # blast, knock, going out, …
    await round_by_taps(s, "payout_form", going_out, None, rng, times)
    times.append(await s.run("payout_settle"))


LOOPS = {
    "quiz": ("quiz", "", quiz_step),
    "play": ("play", "", play_step),
    "ledger": ("game", "", ledger_step),
    "payout": ("payout", "", payout_step),
}


@dataclass
class Tally:
    times: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    start_errors: int = 0
    opened: int = 0
    spent: list[tuple[str, float]] = field(default_factory=list)
    counting: bool = False
    done: bool = False


async def learner(
    url: str, loop: str, tally: Tally, think: float, n: int, cpu: Callable[[], float] | None
) -> None:
    page, query, step = LOOPS[loop]
    rng = random.Random(n)
    s = Session(url, page, query, cpu=cpu)
    try:
        await s.open()
        for _ in range(3):  # a page that failed to open is opened again (counted)
            await s.run(limit=OPEN_LIMIT)
            if not s.exceptions:
                break
            tally.start_errors += 1
            s.exceptions.clear()
        tally.opened += 1
        while not tally.done:
            times: list[float] = []
            before = len(s.exceptions)
            s.spent.clear()
            await step(s, rng, times)
            if tally.counting:
                tally.spent.extend(s.spent)
                tally.times.extend(times)
                tally.errors.extend(s.exceptions[before:])
            if think:
                await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
    except (TimeoutError, OSError, KeyError) as e:
        tally.errors.append(f"{type(e).__name__}: {e}"[:300])
    finally:
        await s.close()


async def drive(server: Server, args: argparse.Namespace) -> dict[str, float]:
    tally = Tally()
    alone = server.cpu if args.sessions == 1 else None  # CPU per action, by its kind
    tasks = [
        asyncio.create_task(learner(server.url, args.loop, tally, args.think, n, alone))
        for n in range(args.sessions)
    ]
    # The warm-up: every learner's page open, then a few seconds of actions not counted.
    while tally.opened < args.sessions and not all(t.done() for t in tasks):
        await asyncio.sleep(0.1)
    await asyncio.sleep(args.warmup)
    tally.counting = True
    if args.profile:
        Path(f"{args.profile}.start").touch()  # profile_server.py starts profiling
    cpu0, t0 = server.cpu(), time.monotonic()
    await asyncio.sleep(args.seconds)
    cpu1, t1 = server.cpu(), time.monotonic()
    counted = len(tally.times)
    tally.counting = False
    tally.done = True
    await asyncio.gather(*tasks)
    times = sorted(tally.times[:counted]) or [float("nan")]
    return {
        "actions": counted,
        "per_second": counted / (t1 - t0),
        "median_ms": statistics.median(times) * 1000,
        "p95_ms": times[int(0.95 * (len(times) - 1))] * 1000,
        "cpu_ms": (cpu1 - cpu0) / max(counted, 1) * 1000,
        "cpu_share": (cpu1 - cpu0) / (t1 - t0),
        "errors": len(tally.errors),
        "first_error": tally.errors[0] if tally.errors else "",
        "start_errors": tally.start_errors,
        "by_action": by_action(tally.spent),
    }


def by_action(spent: list[tuple[str, float]]) -> dict[str, tuple[int, float]]:
    """The server's mean CPU per kind of action (ms): a field's key with its player's
    number left out (``game_round_p*_points``), a button's key. A mean, not a median: the
    clock read counts in steps of 10 ms, and only a mean of many such reads is true."""
    kinds: dict[str, list[float]] = {}
    for name, seconds in spent:
        kinds.setdefault(re.sub(r"_p\d+_", "_p*_", name), []).append(seconds * 1000)
    return {k: (len(v), statistics.fmean(v)) for k, v in sorted(kinds.items())}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--loop", choices=sorted(LOOPS), default="quiz")
    parser.add_argument("--sessions", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--think", type=float, default=0.0, help="seconds between actions")
    parser.add_argument("--answers", type=int, default=0, help="Guest answers saved first")
    parser.add_argument(
        "--root", type=Path, default=ROOT, help="the app's folder (another checkout: before)"
    )
    parser.add_argument(
        "--profile", type=Path, help="profile the server's script runs into this pstats file"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "load.db"
        if args.answers:
            seed_answers(db, args.answers)
        if args.profile:
            Path(f"{args.profile}.start").unlink(missing_ok=True)
        server = Server(db, args.root, args.profile)
        try:
            got = asyncio.run(drive(server, args))
        finally:
            server.stop()
    print(
        f"{args.loop}: {args.sessions} sessions, think {args.think:g} s, "
        f"{args.answers} Guest answers before, {args.seconds:g} s timed"
    )
    print(
        f"  {got['per_second']:.1f} actions/s ({got['actions']} actions), "
        f"median {got['median_ms']:.0f} ms, p95 {got['p95_ms']:.0f} ms, "
        f"errors {got['errors']} {got['first_error']}"
    )
    if got["errors"] or got["start_errors"]:
        print(f"  the server's log: {LOG}")
    if got["start_errors"]:
        print(f"  pages that failed to open (opened again): {got['start_errors']}")
    print(
        f"  server CPU {got['cpu_ms']:.1f} ms per action "
        f"({got['cpu_share']:.0%} of a core over the window)"
    )
    if got["by_action"]:
        print("  server CPU by action (one session: read around each), mean ms:")
        for name, (n, ms) in got["by_action"].items():
            print(f"    {name:32} {ms:6.1f}  ({n} actions)")
    if not args.think and got["cpu_ms"] > 0:
        print(
            f"  estimate: about {0.9 * 5000 / got['cpu_ms']:.0f} learners per process (and "
            "per core) at 5 s of thought between actions, the core 90% busy"
        )
    if args.profile:
        print(f"  profile of the script runs (slowed by profiling): {args.profile}")
        pstats.Stats(str(args.profile)).sort_stats("cumulative").print_stats(40)


if __name__ == "__main__":
    main()
