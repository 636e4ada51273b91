"""Start-up of the ``organiser`` command line: how long a command takes as a fresh process.

The baseline is ``python -c pass`` with the same interpreter, measured in the same run, so
each ratio says how much Maester adds to starting Python. Each figure is the median of
``--runs`` fresh processes (three times as many for the baseline; after one warm-up run,
which also caches the bytecode as an installation does), wall time and CPU time (user + system
of the child; steadier than wall time on a busy machine):

- ``organiser --version`` and ``organiser --help`` (target: 3x the baseline or less);
- ``organiser event list`` on a file of one 4,096-player event;
- ``organiser result set`` of one table of a 4,096-player event (target: 20x or less);
- ``organiser round pair`` of round 3 of a 4,096-player event (target: 0.35 s wall on a
  quiet machine).

Each is measured twice: alone (``MAESTER_STANDBY=off``: the process loads everything
itself, as the first command of the day does) and through the standby (organiser/standby.py:
a standby started beforehand in a private folder; the command's own process passes its
command line on and waits, and its CPU time no longer includes the work, done in the
standby's forked copy, so only wall time is compared there).

Each result set and round pair runs on a fresh copy of the same file (copied outside the
timing). ``--source DIR`` runs the commands of another checkout of ``organiser`` (put first
on PYTHONPATH), to compare two versions on the same machine in one sitting.

    .venv/bin/python benchmarks/bench_cli_startup.py [--runs 7] [--source DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PLAYERS = 4096
TARGET_RATIO = {"--version": 3.0, "--help": 3.0, "result set": 20.0}
TARGET_PAIR_S = 0.35


def run_once(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of one fresh process (which must succeed), started in the
    temporary folder (``python -m`` looks in its folder first: not in this checkout)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        argv, env=env, cwd=env["XDG_DATA_HOME"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} failed: {done.stderr.decode()[-1000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def median_run(
    argv: list[str], env: dict[str, str], runs: int, fresh: tuple[Path, Path] | None = None
) -> tuple[float, float]:
    """Median wall and CPU seconds over ``runs`` runs (one warm-up first, not counted);
    ``fresh`` = (source, target): the file is copied anew before each run."""
    walls: list[float] = []
    cpus: list[float] = []
    for i in range(runs + 1):
        if fresh is not None:
            shutil.copyfile(*fresh)
        wall, cpu = run_once(argv, env)
        if i:
            walls.append(wall)
            cpus.append(cpu)
    return statistics.median(walls), statistics.median(cpus)


def make_event(organiser: list[str], env: dict[str, str], folder: Path) -> tuple[Path, Path, int]:
    """A 4,096-player event with two rounds played (unpaired.sqlite) and the same with
    round 3 paired (paired.sqlite); the winner of table 1 of round 3."""
    unpaired = folder / "unpaired.sqlite"
    quiet = {"stdout": subprocess.DEVNULL, "env": env, "check": True, "cwd": env["XDG_DATA_HOME"]}
    subprocess.run(
        [*organiser, "--db", str(unpaired), "demo", "--players", str(PLAYERS), "--rounds", "2"],
        **quiet,  # type: ignore[call-overload]
    )
    subprocess.run([*organiser, "--db", str(unpaired), "event", "set", "--rounds", "5"], **quiet)  # type: ignore[call-overload]
    paired = folder / "paired.sqlite"
    shutil.copyfile(unpaired, paired)
    shown = subprocess.run(
        [*organiser, "--db", str(paired), "--json", "round", "pair"],
        env=env,
        cwd=env["XDG_DATA_HOME"],
        check=True,
        capture_output=True,
        text=True,
    )
    table = json.loads(shown.stdout)["tables"][0]
    return unpaired, paired, int(table["players"][0])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--source", type=Path, help="a checkout whose organiser package to run")
    opts = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        env = dict(os.environ)
        env.update(
            XDG_CONFIG_HOME=str(folder / "config"),
            XDG_DATA_HOME=str(folder / "data"),
            MAESTER_LOG_DIR=str(folder / "log"),
            MAESTER_DB=str(folder / "default.sqlite"),
            MAESTER_STANDBY="off",  # alone, until the standby is measured (below)
        )
        (folder / "data").mkdir()
        # as installed: the bytecode of every module is cached (the warm-up run writes
        # what is missing), not compiled again by each process
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        if opts.source is not None:
            env["PYTHONPATH"] = os.pathsep.join(
                [str(opts.source.resolve()), *filter(None, [env.get("PYTHONPATH")])]
            )
        organiser = [sys.executable, "-m", "organiser"]
        print(f"building a {PLAYERS:,}-player event (two rounds played)...", flush=True)
        unpaired, paired, winner = make_event(organiser, env, folder)
        work = folder / "work.sqlite"
        result_set = ["result", "set", "--table", "1", "--winner", str(winner)]
        cases: list[tuple[str, list[str], tuple[Path, Path] | None]] = [
            ("--version", [*organiser, "--version"], None),
            ("--help", [*organiser, "--help"], None),
            ("event list", [*organiser, "--db", str(unpaired), "event", "list"], None),
            (
                "result set",
                [*organiser, "--db", str(work), *result_set],
                (paired, work),
            ),
            ("round pair", [*organiser, "--db", str(work), "round", "pair"], (unpaired, work)),
            (
                "round pair --json",
                [*organiser, "--db", str(work), "--json", "round", "pair"],
                (unpaired, work),
            ),
        ]
        # the baseline is short and the most sensitive to a busy machine: three times the runs
        base_wall, base_cpu = median_run([sys.executable, "-c", "pass"], env, 3 * opts.runs)
        print(f"{opts.runs} runs each, median; {PLAYERS:,} players for the event commands")
        print(
            f"{'python -c pass (baseline)':<28} wall {base_wall * 1000:7.1f} ms   "
            f"cpu {base_cpu * 1000:7.1f} ms"
        )
        print("alone (no standby):")
        report(cases, env, opts.runs, base_wall, base_cpu)
        runtime = folder / "rt"
        runtime.mkdir(mode=0o700)
        through = {**env, "MAESTER_STANDBY": "auto", "XDG_RUNTIME_DIR": str(runtime)}
        subprocess.run([*organiser, "standby", "start", "--wait", "120"], env=through, check=True)
        try:
            print("through the standby (wall time; the work runs in the standby's copy):")
            report(cases[2:], through, opts.runs, base_wall, None)
        finally:
            subprocess.run([*organiser, "standby", "stop"], env=through, check=False)
    return 0


def report(
    cases: list[tuple[str, list[str], tuple[Path, Path] | None]],
    env: dict[str, str],
    runs: int,
    base_wall: float,
    base_cpu: float | None,
) -> None:
    for label, argv, fresh in cases:
        wall, cpu = median_run(argv, env, runs, fresh)
        target = TARGET_RATIO.get(label)
        if target is not None:
            verdict = f"target <= {target:g}x ({'ok' if wall / base_wall <= target else 'OVER'})"
        elif label == "round pair":
            ok = "ok" if wall <= TARGET_PAIR_S else "OVER"
            verdict = f"target <= {TARGET_PAIR_S} s wall on a quiet machine ({ok})"
        else:
            verdict = ""
        cpu_text = f"cpu {cpu * 1000:7.1f} ms {cpu / base_cpu:6.1f}x   " if base_cpu else ""
        print(
            f"  {'organiser ' + label:<28} wall {wall * 1000:7.1f} ms {wall / base_wall:6.1f}x   "
            f"{cpu_text}{verdict}"
        )


if __name__ == "__main__":
    sys.exit(main())
