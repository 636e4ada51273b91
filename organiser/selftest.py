"""``organiser --self-test``: a headless smoke test the installed or packaged app can run.

It exercises each part a packaged build could lose (a module, a data file, a font, a
migration): a throwaway event database, a demo event with a paired round, a PDF of the
pairings, the shipped card catalogue checking a deck, a rules scenario stepped to its end,
the window's helper process started and reading the event, and a command run through a
standby (organiser/standby.py) started for the purpose. It prints one line per check and exits 0 when all pass, 1 otherwise.
"""

from __future__ import annotations

import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

# The Catelyn Stark / Moribund example of seed 002 (Timing Structure), with an ad-hoc card.
SCENARIO = """
title: self-test - Catelyn Stark claims power while Moribund
ruleset: lcg1
start: {phase: marshalling, at: actions}
first_player: greyjoy
active_player: greyjoy
players:
  - name: greyjoy
    house: Greyjoy
    hand:
      - name: Assassin's Order
        id: order
        type: event
        abilities:
          - kind: action
            text: kill a character
            phase: marshalling
            target: {filter: character}
            effects: [kill]
  - name: stark
    house: Stark
    power: 13
    play:
      - {card: catelyn_stark, id: cat, power: 1}
decisions:
  - "greyjoy: play order"
  - "greyjoy: target cat"
  - "stark: use cat"
expect:
  winner: stark
  total_power: {stark: 15}
  zones: {cat: stark.play}
"""

DECK = """Stark test deck
House Stark
Plots (7):
1x A Noble Cause (Core)
1x A Clash of Kings (Core)
1x Calling the Banners (Core)
1x Confiscation (Core)
1x Counting Coppers (Core)
1x Filthy Accusations (Core)
1x Marched to the Wall (Core)
Characters (3):
3x Catelyn Stark (Core)
"""


def _database_and_pairing(work: Path) -> str:
    from organiser.services import events, players, rounds
    from organiser.services.database import open_database

    store = open_database(work / "selftest.sqlite")
    event_id = events.create_event(store, name="Self-test").id
    for n in range(1, 16):  # an odd field: the pairing must also give a bye
        players.add_player(store, event_id, name=f"Player {n:02d}")
    info = rounds.pair_round(store, event_id, seed=7)
    seated = {p for t in info.tables for p in (t.player_a, t.player_b) if p is not None}
    if len(info.tables) != 7 or len(seated) != 14 or info.bye is None or info.bye in seated:
        raise AssertionError(f"round {info.number}: 15 players were not paired as 7 tables + a bye")
    store.close()
    return f"event {event_id}, round {info.number} paired: {len(info.tables)} tables and a bye"


def _pdf(work: Path) -> str:
    from organiser.services.database import open_database
    from organiser.services.documents import document_pdf

    store = open_database(work / "selftest.sqlite")
    pdf = document_pdf(store, None, "pairings-by-name")
    store.close()
    if not pdf.startswith(b"%PDF") or len(pdf) < 1000:
        raise AssertionError("the pairings PDF is empty or not a PDF")
    (work / "pairings.pdf").write_bytes(pdf)
    return f"pairings by name: {len(pdf):,} bytes of PDF"


def _deck_check(work: Path) -> str:
    from organiser.core.cards import default_catalogue
    from organiser.core.decklist import parse_decklist
    from organiser.core.legality import check_deck

    catalogue = default_catalogue()
    deck = parse_decklist(DECK, catalogue)
    verdict = check_deck(deck, catalogue, ruleset="lcg2", format="joust")
    rules = {e.rule for e in verdict.errors}
    if verdict.legal or "draw-count" not in rules:
        raise AssertionError(f"a 3-card draw deck was not refused for its size: {sorted(rules)}")
    return f"card catalogue: {len(catalogue.cards):,} cards; a short deck is refused"


def _engine(work: Path) -> str:
    from engine_ref.expect import evaluate
    from engine_ref.scenario import loads
    from engine_ref.session import run_scenario

    scenario = loads(SCENARIO, "self-test scenario")
    session = run_scenario(scenario)
    failures = evaluate(session, scenario)
    if failures:
        raise AssertionError("; ".join(str(f) for f in failures))
    return f"rules scenario stepped to its end: {len(session.log())} steps"


def _helper_process(work: Path) -> str:
    """The window's helper process starts (a bundle must be able to start itself as one)
    and reads the self-test's event in it."""
    import os

    from organiser.ui.helper_process import Call, HelperProcess

    db = work / "selftest.sqlite"
    if not db.exists():
        _database_and_pairing(work)
    helper = HelperProcess()
    try:
        if not helper.wait_ready(120):
            raise AssertionError("the helper process did not start")
        pid = helper.pid
        events, _written = helper.call(
            Call(str(db), "self-test", "self-test", 0, "en", "list_events", (), {})
        )
    finally:
        helper.close()
    if pid == os.getpid() or [e.name for e in events] != ["Self-test"]:
        raise AssertionError(f"the helper process read {events!r}")
    return f"process {pid} read the event"


def _standby(work: Path) -> str:
    """A standby starts (a bundle must be able to start itself as one), in a private folder
    of the self-test's, and runs a command on the self-test's event."""
    import os
    import time

    from organiser import standby

    if not standby.enabled():
        return "switched off or not available here: commands run alone"
    db = work / "selftest.sqlite"
    if not db.exists():
        _database_and_pairing(work)
    runtime = work / "rt"
    runtime.mkdir(mode=0o700, exist_ok=True)
    saved = os.environ.get("XDG_RUNTIME_DIR")
    os.environ["XDG_RUNTIME_DIR"] = str(runtime)
    try:
        path = standby.socket_path()
        assert path is not None, "no private folder for the socket"
        standby.start_in_background(path, idle_minutes=1)
        deadline = time.monotonic() + 120
        while standby.ask("status", path) is None:
            if time.monotonic() > deadline:
                raise AssertionError("the standby did not start")
            time.sleep(0.1)
        out = os.dup(1)
        null = os.open(os.devnull, os.O_WRONLY)
        sys.stdout.flush()
        os.dup2(null, 1)
        try:
            code = standby.run_command(["--db", str(db), "--json", "event", "list"])
        finally:
            os.dup2(out, 1)
            os.close(out)
            os.close(null)
        status = standby.ask("status", path) or ""
        standby.ask("stop", path)
    finally:
        if saved is None:
            os.environ.pop("XDG_RUNTIME_DIR", None)
        else:
            os.environ["XDG_RUNTIME_DIR"] = saved
    if code != 0 or "commands 1" not in status:
        raise AssertionError(f"the command through the standby ended {code!r} ({status!r})")
    return f"a command ran in {status.splitlines()[0]}'s copy"


CHECKS: list[tuple[str, Callable[[Path], str]]] = [
    ("database and pairing", _database_and_pairing),
    ("PDF", _pdf),
    ("deck check", _deck_check),
    ("rules engine", _engine),
    ("window's helper process", _helper_process),
    ("command standby", _standby),
]


def run_self_test() -> int:
    from organiser import __version__

    print(f"Maester {__version__} self-test")
    failed = 0
    with tempfile.TemporaryDirectory(prefix="maester-selftest-") as tmp:
        for name, check in CHECKS:
            started = time.perf_counter()
            try:
                detail = check(Path(tmp))
            except Exception as exc:  # a self-test reports every failure, whatever it is
                failed += 1
                print(f"FAIL {name}: {type(exc).__name__}: {exc}")
                traceback.print_exc(limit=3, file=sys.stderr)
            else:
                print(f"ok   {name} ({time.perf_counter() - started:.2f} s): {detail}")
    print("all checks passed" if not failed else f"{failed} of {len(CHECKS)} checks failed")
    return 0 if not failed else 1
