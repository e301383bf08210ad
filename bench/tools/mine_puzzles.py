"""Mine Hoola puzzles from self-play (issue 45): rounds of expert and careful bots under
every preset at 2-5 players; at each decision of a theme (tutor.play.puzzles.themes) the
choices are played out on PUZZLE_DEALS deals and the position is kept when the best beats
every other by THRESHOLD stakes with 95% confidence. A round is cheap to play, a position
dear to weigh: of each round only the themes short of --target are weighed, at most
PER_THEME positions of each, the furthest behind first; claims (only under rules with
out-of-turn claims) steer every other round to such a preset while they are short; and the
weighing drops a position early when its gap cannot plausibly pass (evaluate.SCREEN), so
the full deals are spent on survivors, every kept puzzle judged on all of them. Appends one
puzzle a line to --out and one line per weighed position to --log (theme, accepted,
seconds), so a run can be stopped and resumed (ids already in --out are skipped) and its
acceptance share read.

With --themes (say go-out,discard,claim) only positions of those themes are weighed, and
the rounds are played where they arise most often (:func:`plan`): claims at three to five
players under a preset with claims, going out at two to four. Every kept puzzle is still a
position of a real self-play round, judged by the same margin on the same deals. A position
whose play-outs fail is logged with its moves and skipped (a claim asked after another
player has claimed: the opponent model deals that claimant a hand that cannot meld the card,
and the quick player then has no meld to lay, tutor/play/search.py).

    nice -n 19 python bench/tools/mine_puzzles.py --minutes 15 --seed 1101 --target 150
    nice -n 19 python bench/tools/mine_puzzles.py --themes go-out,discard,claim --target 110
    python bench/tools/mine_puzzles.py --report --log bench/out/mine_log.jsonl
"""

from __future__ import annotations

import argparse
import fcntl
import json
import random
import sys
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # the project's tutor, run from anywhere

from tutor.app.play_link import BOT_NAMES, ME  # noqa: E402
from tutor.engine.rules import Rules  # noqa: E402
from tutor.play.bots import Bot  # noqa: E402
from tutor.play.puzzles.make import make_puzzle  # noqa: E402
from tutor.play.puzzles.puzzle import (  # noqa: E402
    from_json,
    indices_of,
    path_of,
    puzzle_id,
    replay_indices,
)
from tutor.play.puzzles.themes import THEMES, theme_of  # noqa: E402
from tutor.play.round import deal  # noqa: E402

PLAYERS = (2, 3, 4, 5)
PER_THEME = 2
"""Positions of one theme weighed per round at most (the themes furthest from the target
first): a round's decisions are cheap to play, the weighing is not."""


def self_play(rules: Rules, players: int, seed: int, level: str):
    """One round: seat 0 plays at ``level`` (expert or careful), the others careful; at
    ``holding`` every seat plays the expert's rules of thumb without its search (it holds
    its melds back for a Perfect or to stop a knock, rule book §5.2-§5.3)."""
    names = (ME, *BOT_NAMES)[:players]
    r = deal(rules, names, seed)
    if level == "holding":
        bots = {n: Bot("expert", seed * 10 + i, deals=0) for i, n in enumerate(names)}
    else:
        bots = {n: Bot(level if i == 0 else "careful", seed * 10 + i) for i, n in enumerate(names)}
    while not r.over:
        r = r.apply(bots[r.to_move].choose(r))
    return r


def relabel(names: tuple[str, ...], solver: str) -> tuple[tuple[str, ...], dict[str, str]]:
    """Seat names with the solver's seat called ``ME`` and the others the bots' names in
    seating order (names only label seats: the deal and the moves do not read them)."""
    others = iter(BOT_NAMES)
    new = tuple(ME if n == solver else next(others) for n in names)
    return new, dict(zip(names, new, strict=True))


def positions(r):
    """(moves so far, theme) at each decision of a theme in a finished round."""
    state = r.start or deal(r.rules, r.seating, r.seed, r.dealer)
    idx = indices_of(r)
    for i, a in enumerate(r.moves):
        theme = theme_of(state)
        if theme is not None:
            yield idx[:i], theme, state.to_move
        state = state.apply(a)


def counts(out: Path) -> tuple[set[str], Counter[str]]:
    """The ids in ``out`` and its puzzles by theme (other miners may be appending to it)."""
    have: set[str] = set()
    found: Counter[str] = Counter()
    if out.exists():
        for line in out.read_text().splitlines():
            if line.strip():
                d = json.loads(line)
                have.add(d["id"])
                found[d["theme"]] += 1
    return have, found


def append(path: Path, row: dict | str) -> None:
    """One line appended under a lock (several miners may share a file)."""
    text = (row if isinstance(row, str) else json.dumps(row)) + "\n"
    with path.open("a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        f.write(text)


HOLDING_THEMES = ("go-out", "take-or-draw")
"""Themes rare in careful play (a careful player lays each meld at once, so it seldom can
go out in one go, and rarely has a discard to take): while one of them is furthest behind,
two rounds in three are played heads up by the expert's rules of thumb, which hold melds
back (under rules where a laid meld lets the others knock), and the decisions arise in
play as often as a holding player meets them."""


def pick(
    cands, found: Counter[str], weighed: Counter[str], target: int, rng, themes=THEMES
) -> list:
    """The positions of a round to weigh: none of a theme outside ``themes`` or that has
    ``target`` puzzles, at most :data:`PER_THEME` of each other theme, the themes furthest
    from it first."""
    rng.shuffle(cands)
    by_theme: dict[str, list] = {}
    for c in cands:
        if c[1] in themes and found[c[1]] < target:
            by_theme.setdefault(c[1], []).append(c)
    order = sorted(by_theme, key=lambda t: found[t] + weighed[t] / 20)
    return [c for t in order for c in by_theme[t][:PER_THEME]]


def preset_for(
    k: int, presets: tuple[str, ...], found: Counter[str], target: int, themes=THEMES
) -> str:
    """The rules of round ``k``: the presets in turn, except that while claims (offered
    only where the rules let a discard be claimed out of turn, rule book §7.1) are short,
    every other round is played under a preset that has them (every round when claims
    are the only theme wanted)."""
    claiming = [p for p in presets if Rules.preset(p).claim != "none"]
    short = [t for t in themes if found[t] < target]
    if claiming and "claim" in short and (k % 2 == 0 or short == ["claim"]):
        return claiming[(k // 2) % len(claiming)]
    return presets[k % len(presets)]


PLAYERS_FOR: dict[str, tuple[int, ...]] = {"claim": (3, 4, 5), "go-out": (2, 3, 4)}
"""Table sizes where a theme's decision arises most often in self-play (bench/out/
puzzles.txt, third round): a claim needs others to throw to the claimant, so bigger tables
offer more (about 1.5 a round at five players); going out in one go is rare at five (the
stock runs out first) and about one round in four at two to four."""


def plan(
    k: int, presets: tuple[str, ...], found: Counter[str], target: int, themes=THEMES
) -> tuple[str, int, str]:
    """Round ``k``'s preset, number of players and level (expert one round in three,
    careful otherwise; the expert's rules of thumb heads up while a :data:`HOLDING_THEMES`
    theme is furthest behind). With a subset of ``themes`` wanted, the table sizes are
    those of :data:`PLAYERS_FOR` of the theme furthest behind, and while that is going
    out the searching expert plays one round in six (its rounds cost four times a
    careful one and seldom end in one go: 1 of 25 did, against 7 of 35 by the rules of
    thumb, bench/out/puzzles.txt)."""
    preset = preset_for(k, presets, found, target, themes)
    short = [t for t in themes if found[t] < target] or list(themes)
    behind = min(short, key=lambda t: found[t])
    sizes = PLAYERS_FOR.get(behind, PLAYERS) if set(themes) != set(THEMES) else PLAYERS
    step = k // 6 if sizes != PLAYERS else k // len(presets)  # not in step with the level
    players = sizes[step % len(sizes)]
    every = 6 if behind == "go-out" and sizes != PLAYERS else 3
    expert = k % every == 1
    level = "expert" if expert else "careful"
    if not expert and behind in HOLDING_THEMES:
        if sizes == PLAYERS:  # every theme wanted: heads up, the presets in turn
            preset, players = presets[k % len(presets)], 2
        if Rules.preset(preset).knock_needs != "none":
            level = "holding"
    return preset, players, level


def mine(args) -> None:
    out = Path(args.out)
    log = Path(args.log)
    log.parent.mkdir(parents=True, exist_ok=True)
    weighed: Counter[str] = Counter()
    stop = time.monotonic() + args.minutes * 60
    rng = random.Random(args.seed)
    presets = Rules.presets()
    themes = tuple(t for t in THEMES if t in args.themes.split(","))
    unknown = set(args.themes.split(",")) - set(THEMES)
    if unknown or not themes:
        raise SystemExit(f"--themes: unknown {sorted(unknown)}; the themes are {THEMES}")
    k = 0
    while time.monotonic() < stop:
        k += 1
        have, found = counts(out)
        if all(found[t] >= args.target for t in themes):
            break
        seed = args.seed * 1_000_000 + k
        preset, players, level = plan(k, presets, found, args.target, themes)
        rules = Rules.preset(preset)
        if players > rules.max_players:
            continue
        t0 = time.process_time()
        r = self_play(rules, players, seed, level)
        cands = list(positions(r))
        offered = Counter(t for _, t, _ in cands)
        append(log, {"round": seed, "cpu": round(time.process_time() - t0, 2), "level": level,
                     "players": players, "preset": preset, "offered": dict(offered)})  # fmt: skip
        for moves, theme, solver in pick(cands, found, weighed, args.target, rng, themes):
            if time.monotonic() >= stop:
                break
            names, _ = relabel(r.seating, solver)
            dealer = dict(zip(r.seating, names, strict=True))[r.dealer]
            spec = {"preset": preset}
            pid = puzzle_id(spec, names, seed, moves)
            if pid in have:
                continue
            assert replay_indices(rules, names, seed, dealer, moves).to_move == ME
            t0 = time.process_time()
            try:
                p = make_puzzle(spec, names, seed, dealer, moves, eval_seed=seed % 100_000 + 17)
            except ValueError as e:  # a play-out that fails: logged with its position, skipped
                append(log, {"theme": theme, "error": repr(e), "seed": seed, "moves": moves,
                             "names": names, "dealer": dealer, "preset": preset,
                             "cpu": round(time.process_time() - t0, 2)})  # fmt: skip
                continue
            took = time.process_time() - t0
            weighed[theme] += 1
            row = {"theme": theme, "ok": p is not None, "cpu": round(took, 2),
                   "players": players, "preset": preset, "level": level}  # fmt: skip
            append(log, row)
            if p is not None:
                have.add(p.id)
                found[theme] += 1
                append(out, p.to_json())
        print(dict(found), flush=True)


def add_paths(args) -> None:
    """Give every puzzle of --out without one its path (its moves as text, replayed by
    index): the form the pool ships in."""
    out = Path(args.out)
    lines = []
    for line in out.read_text().splitlines():
        if line.strip():
            p = from_json(line)
            if not p.path:
                rules = Rules.from_spec(p.rules)
                r = replay_indices(rules, p.names, p.seed, p.dealer, p.moves)
                p = replace(p, path=path_of(r))
            lines.append(p.to_json())
    out.write_text("\n".join(lines) + "\n")
    print(f"{len(lines)} puzzles, each with its path")


def report(args) -> None:
    every = [json.loads(x) for x in Path(args.log).read_text().splitlines() if x.strip()]
    errors = [r for r in every if "error" in r]
    rows = [r for r in every if "theme" in r and "error" not in r]
    if errors:
        print(f"positions whose play-outs failed (skipped): {len(errors)}")
    cpu = sum(r.get("cpu", 0.0) for r in every)
    ok = sum(r["ok"] for r in rows)
    played = sum(r["cpu"] for r in every if "round" in r)
    rounds_ = sum("round" in r for r in every)
    print(
        f"rounds played {rounds_} ({played / 60:.1f} min of processor time), "
        f"positions weighed {len(rows)}, accepted {ok}, processor time {cpu / 60:.1f} min"
    )
    print(f"puzzles an hour of one core: {ok / (cpu / 3600):.0f}; on 2 cores about "
          f"{2 * ok / (cpu / 3600):.0f}")  # fmt: skip
    rounds = [r for r in every if "offered" in r]
    if rounds:
        offered = Counter(t for r in rounds for t in r["offered"])
        print(f"rounds offering each theme (of {len(rounds)}): "
              + ", ".join(f"{t} {offered[t] / len(rounds):.0%}" for t in THEMES))  # fmt: skip
    for theme in THEMES:
        mine_ = [r for r in rows if r["theme"] == theme]
        if mine_:
            acc = sum(r["ok"] for r in mine_)
            med = sorted(r["cpu"] for r in mine_)[len(mine_) // 2]
            print(f"{theme:13} weighed {len(mine_):5}  accepted {acc:5} "
                  f"({acc / len(mine_):.0%})  median cpu {med:.2f} s")  # fmt: skip


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", default="tutor/play/puzzles/pool.jsonl")
    ap.add_argument("--log", default="bench/out/mine_log.jsonl")
    ap.add_argument("--minutes", type=float, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--target", type=int, default=150, help="puzzles a theme, then no more")
    ap.add_argument("--themes", default=",".join(THEMES), help="weigh only these (comma list)")
    ap.add_argument("--report", action="store_true")
    ap.add_argument("--paths", action="store_true", help="give --out's puzzles their paths")
    args = ap.parse_args(argv)
    if args.report:
        report(args)
    elif args.paths:
        add_paths(args)
    else:
        mine(args)


if __name__ == "__main__":
    sys.exit(main())
