"""``engine-ref``: run rules scenarios from the command line.

engine-ref run FILE [--json]   print the step trace and final state; exit 1 if an
                               expectation fails, 2 if the file or a decision is wrong
engine-ref check DIR           run every *.yaml scenario of a folder; exit 1 on failure
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from engine_ref import scenario as scenario_mod
from engine_ref.errors import EngineError
from engine_ref.expect import Failure, evaluate
from engine_ref.session import Session, run_scenario
from engine_ref.state import ZONES, GameState


def _state_dict(st: GameState) -> dict[str, object]:
    players = []
    for p in st.players:
        zones = {z: list(p.zone(z)) for z in ZONES if p.zone(z)}
        players.append(
            {
                "name": p.name,
                "house_power": p.power,
                "total_power": st.total_power(p.name),
                "gold": p.gold,
                "zones": zones,
            }
        )
    cards = {
        c.id: {
            "name": c.name,
            "kneeling": c.kneeling,
            "power": c.power,
            "strength": st.strength(c.id),
        }
        for c in st.in_play()
    }
    return {
        "phase": st.phase,
        "round": st.round,
        "first_player": st.first_player,
        "winner": st.winner,
        "players": players,
        "in_play": cards,
        "moribund": [m.card for m in st.moribund],
        "lasting": [e.text for e in st.lasting],
    }


QUIET = ("(nothing legal to play)", "no passive ability was triggered", "every gate closes")


def _print_trace(s: Session, brief: bool = False) -> None:
    for e in s.log():
        if brief and any(q in e.text for q in QUIET):
            continue
        where = " › ".join(e.path)
        actor = f"{e.actor}: " if e.actor else ""
        print(f"{e.index:4d}  [{where}]\n      {actor}{e.text}   ({e.cite})")


def _print_state(st: GameState, faction_card: str = "House card") -> None:
    print(
        f"\nfinal state — {st.phase} phase, round {st.round}, first player {st.first_player}"
        + (f", winner {st.winner}" if st.winner else "")
    )
    for p in st.players:
        print(
            f"  {p.name}: {st.total_power(p.name)} power ({p.power} on the {faction_card}), {p.gold} gold"
            + (" — eliminated" if p.eliminated else "")
        )
        for z in ZONES:
            ids = p.zone(z)
            if not ids:
                continue
            parts = []
            for cid in ids:
                c = st.cards[cid]
                flags = []
                if z == "play":
                    flags.append("kneeling" if c.kneeling else "standing")
                    if c.power:
                        flags.append(f"{c.power} power")
                parts.append(f"{c.name} [{cid}]" + (f" ({', '.join(flags)})" if flags else ""))
            print(f"    {z}: " + "; ".join(parts))


def _run_one(path: Path) -> tuple[Session, list[Failure]]:
    sc = scenario_mod.load(path)
    s = run_scenario(sc)
    return s, evaluate(s, sc)


def cmd_run(path: Path, as_json: bool, brief: bool = False) -> int:
    try:
        s, failures = _run_one(path)
    except EngineError as exc:
        print(f"engine-ref: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # a board the engine cannot handle: say so, keep the file
        print(
            f"engine-ref: the engine could not run {path}: {type(exc).__name__}: {exc} "
            "(the scenario file is unchanged; please report it with the file)",
            file=sys.stderr,
        )
        return 2
    waiting = s.waiting()
    if as_json:
        print(
            json.dumps(
                {
                    "scenario": str(path),
                    "title": s.scenario.title,
                    "steps": [e.as_dict() for e in s.log()],
                    "decisions": list(s.decisions()),
                    "waiting": None
                    if waiting is None
                    else {
                        "player": waiting.player,
                        "prompt": waiting.prompt,
                        "options": [o.key for o in waiting.options],
                    },
                    "final": _state_dict(s.state()),
                    "failures": [str(f) for f in failures],
                    "ok": not failures,
                },
                indent=2,
            )
        )
    else:
        print(f"{s.scenario.title}  ({s.scenario.ruleset})")
        _print_trace(s, brief)
        if waiting is not None:
            print(
                f"\nstopped: {waiting.player} must {waiting.prompt}; options: "
                + ", ".join(o.key for o in waiting.options)
            )
        _print_state(s.state(), s.profile.faction_card)
        if failures:
            print("\nexpectations FAILED:")
            for f in failures:
                print(f"  - {f}")
        else:
            print("\nexpectations: all met")
    return 1 if failures else 0


def cmd_check(folder: Path) -> int:
    files = sorted(folder.rglob("*.yaml")) + sorted(folder.rglob("*.yml"))
    if not files:
        print(f"engine-ref: no scenario files in {folder}", file=sys.stderr)
        return 2
    bad = 0
    for f in files:
        try:
            _, failures = _run_one(f)
        except EngineError as exc:
            bad += 1
            print(f"ERROR {f}: {exc}")
            continue
        except Exception as exc:  # report and go on with the other files
            bad += 1
            print(f"ERROR {f}: the engine could not run it: {type(exc).__name__}: {exc}")
            continue
        if failures:
            bad += 1
            print(f"FAIL  {f}")
            for x in failures:
                print(f"        {x}")
        else:
            print(f"ok    {f}")
    print(f"{len(files) - bad} of {len(files)} scenarios pass")
    return 1 if bad else 0


def cmd_cards(coverage: bool, as_json: bool, data: Path | None, top: int) -> int:
    """``engine-ref cards``: the scripted 2nd-edition cards; with ``--coverage``, how many
    of the 2nd-edition card names are scripted, expressible or not expressible."""
    from engine_ref import coverage as cov

    if not coverage:
        for name, key in sorted(cov.scripted_cards().items()):
            if not name.isdigit():
                print(f"{name}  ({key})")
        return 0
    path = data or cov.DATA_FILE
    if not path.is_file():
        print(f"engine-ref: no coverage data at {path}", file=sys.stderr)
        return 2
    report = cov.classify(cov.load(path))
    if as_json:
        print(json.dumps(report.as_dict(), indent=1, ensure_ascii=False))
        return 0
    total = len(report.cards) or 1
    print(f"2nd-edition card names: {len(report.cards)}")
    for status in cov.STATUSES:
        n = report.count(status)
        print(f"  {status.replace('_', ' '):16} {n:5}  ({100 * n / total:.1f} %)")
    print(
        f"    (of the scripted, {report.vanilla()} need no file: keywords the rules read, or none)"
    )
    both = report.count("scripted") + report.count("expressible")
    print(f"  scripted or expressible {both} ({100 * both / total:.1f} %)")
    print(f"missing features (card names each keeps from being expressible, top {top}):")
    for feat, n in report.missing_features().most_common(top):
        print(f"  {n:5}  {feat}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return _main(argv)
    except BrokenPipeError:
        # the reader went away (``engine-ref cards --coverage | head``): stop quietly
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _main(argv: Sequence[str] | None) -> int:
    parser = argparse.ArgumentParser(prog="engine-ref", description="Step through rules scenarios.")
    sub = parser.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run", help="run one scenario and print its step trace")
    r.add_argument("file", type=Path)
    r.add_argument("--json", action="store_true", help="machine-readable output")
    r.add_argument(
        "--brief", action="store_true", help="leave out automatic passes and empty steps"
    )
    c = sub.add_parser("check", help="run every scenario of a folder")
    c.add_argument("dir", type=Path)
    k = sub.add_parser("cards", help="the scripted 2nd-edition cards; --coverage: the card pool")
    k.add_argument(
        "--coverage",
        action="store_true",
        help="count the 2nd-edition card names scripted, expressible and not expressible",
    )
    k.add_argument("--json", action="store_true", help="machine-readable output")
    k.add_argument("--data", type=Path, help="another coverage file (default: the shipped one)")
    k.add_argument("--top", type=int, default=25, help="how many missing features to list")
    args = parser.parse_args(argv)
    if args.cmd == "cards":
        return cmd_cards(args.coverage, args.json, args.data, args.top)
    if args.cmd == "run":
        if not args.file.is_file():
            print(f"engine-ref: no such file: {args.file}", file=sys.stderr)
            return 2
        return cmd_run(args.file, args.json, args.brief)
    if not args.dir.is_dir():
        print(f"engine-ref: no such folder: {args.dir}", file=sys.stderr)
        return 2
    return cmd_check(args.dir)


if __name__ == "__main__":
    raise SystemExit(main())
