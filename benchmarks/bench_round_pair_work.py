"""The work of ``organiser round pair`` on a 4,096-player event, imports excluded.

Everything the command imports is loaded first; then each run pairs round 3 on a fresh
copy of an event with two rounds played, through the command's own entry point, as text
and as ``--json`` (printed into a buffer). Two ways:

* in this process, one run after the other (what ``--runs`` runs are timed);
* as the standby runs a command: loaded by the standby's own ``load`` (its parser built
  once, the collector frozen), each run in a forked copy (SQLAlchemy's statement caches
  start empty there, as in every command of the standby).

Target (issue "Instant"): 0.18 s median for each, on a two-core machine.

    .venv/bin/python benchmarks/bench_round_pair_work.py [--players 4096] [--runs 7]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

TARGET = 0.18
COMMANDS = {"text": ["round", "pair"], "--json": ["--json", "round", "pair"]}


def _load() -> None:
    """What the standby loads: every command module, the services, the mappers."""
    import importlib
    import pkgutil

    import organiser.cli
    from organiser.cli.common import database  # noqa: F401

    organiser.cli.build_parser()
    for package in ("organiser.services", "organiser.printing"):
        folder = os.path.dirname(importlib.import_module(package).__file__ or "")
        for info in pkgutil.iter_modules([folder]):
            with contextlib.suppress(ImportError):
                importlib.import_module(f"{package}.{info.name}")
    from sqlalchemy.orm import configure_mappers

    import organiser.store.models

    configure_mappers()


def _run(source: Path, target: Path, argv: list[str]) -> float:
    from organiser.main import main

    shutil.copyfile(source, target)
    start = time.perf_counter()
    with contextlib.redirect_stdout(io.StringIO()):
        code = main(["--db", str(target), *argv])
    elapsed = time.perf_counter() - start
    if code != 0:
        raise SystemExit(f"round pair failed ({code})")
    return elapsed


def _forked(source: Path, target: Path, argv: list[str]) -> float:
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover (the child)
        os.close(read)
        try:
            os.write(write, repr(_run(source, target, argv)).encode())
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read) as pipe:
        text = pipe.read()
    os.waitpid(pid, 0)
    return float(text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4096)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    _load()
    from organiser.main import main as organiser

    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "event.sqlite"
        with contextlib.redirect_stdout(io.StringIO()):
            organiser(
                ["--db", str(source), "demo", "--players", str(args.players), "--rounds", "2"]
            )
            organiser(["--db", str(source), "event", "set", "--rounds", "5"])
        target = Path(tmp) / "run.sqlite"
        with contextlib.redirect_stdout(io.StringIO()):
            organiser(["--db", str(source), "event", "list"])  # a first command, as before
        print(f"round pair, {args.players} players, {args.runs} runs, target {TARGET} s median")
        for name, argv in COMMANDS.items():
            times = [_run(source, target, argv) for _ in range(args.runs)]
            _say("in process", name, times)
        if hasattr(os, "fork"):
            from organiser.standby import Standby

            Standby(str(Path(tmp) / "unused.sock")).load()  # its parser, loads, gc.freeze
            for name, argv in COMMANDS.items():
                times = [_forked(source, target, argv) for _ in range(args.runs)]
                _say("forked (standby)", name, times)


def _say(how: str, name: str, times: list[float]) -> None:
    median = statistics.median(times)
    verdict = "ok" if median <= TARGET else "OVER TARGET"
    runs = " ".join(f"{t:.3f}" for t in times)
    print(f"{how:<17} {name:<7} median {median:.3f} s  min {min(times):.3f} s  {verdict}  ({runs})")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
