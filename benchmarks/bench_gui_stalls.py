"""The GUI thread never stalls for more than 50 ms (the target): measured with a heartbeat.

A QTimer ticks every 10 ms on the GUI thread while the real window does the big things of
an event day at 4,096 players; the figure is the longest gap between two ticks, from the
click until the result is shown and painted (plus a short settle):

- **idle**: the window open on the event, nothing clicked (the floor: what the machine's
  load alone costs the heartbeat);
- **pair** round 2 of a 4,096-player event (round 1 played);
- **result**: type ``1a`` and Enter in the result line of that round (the event's summary,
  the round's tables and the outstanding count are read again);
- **import** a 4,096-player CSV file (preview, then the import);
- **open** a 4,096-player event file (File ▸ Open…).

The baseline, measured in the same run, is the same action with the background work run
inline on the GUI thread (``tasks.SYNCHRONOUS = True``): what the organiser would see if
nothing ran in the background. The ratio is baseline stall / measured stall.
``--threads-too`` adds a run with no helper process (``helper_process.ENABLED = False``):
the long work in the window's worker thread alone, as before the helper existed. The window
as measured runs first, the other passes after it in the same process.

    .venv/bin/python benchmarks/bench_gui_stalls.py      # offscreen unless DISPLAY is set
    .venv/bin/python benchmarks/bench_gui_stalls.py --only result,open --no-baseline
    .venv/bin/python benchmarks/bench_gui_stalls.py --only result --why   # what stalled

``--why`` samples the GUI thread's Python stack every 2 ms from another thread and prints,
for every stall over the target, the innermost frames of the project seen during it.
"""

from __future__ import annotations

import argparse
import csv
import os
import random
import shutil
import sys
import tempfile
import threading
import time
import traceback
from collections import Counter
from collections.abc import Callable
from pathlib import Path

if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from organiser.services import events, players, results, rounds
from organiser.services.database import open_database
from organiser.services.dto import ResultInput
from organiser.ui import helper_process, tasks
from organiser.ui.main_window import TAB_PLAYERS, TAB_ROUNDS, MainWindow, load_database_layer
from organiser.ui.service_backend import ServiceBackend
from organiser.ui.settings import Settings
from organiser.ui.structure import suggest_structure

TARGET_S = 0.050
TICK_MS = 10
SETTLE_S = 0.3
TIMEOUT_S = 60.0
MESSAGES: list[tuple[str, bool]] = []
ACTIONS = ("idle", "pair", "result", "import", "open")


class Heartbeat:
    """Ticks every 10 ms on the GUI thread; ``longest`` is the worst gap seen."""

    def __init__(self) -> None:
        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.last = 0.0
        self.longest = 0.0
        self.sampler: StallSampler | None = None

    def _tick(self) -> None:
        now = time.perf_counter()
        gap = now - self.last
        self.longest = max(self.longest, gap)
        if self.sampler is not None and gap > TARGET_S:
            self.sampler.stall(gap)
        self.last = now

    def start(self) -> None:
        self.longest = 0.0
        self.last = time.perf_counter()
        self.timer.start()

    def stop(self) -> float:
        self._tick()
        self.timer.stop()
        return self.longest


class StallSampler:
    """``--why``: a thread that samples the GUI thread's stack every 2 ms; when the heartbeat
    sees a stall, the project's frames sampled since the last tick are printed."""

    def __init__(self) -> None:
        self.gui = threading.get_ident()
        self.samples: list[str] = []
        self.running = True
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        me = threading.get_ident()
        while self.running:
            for ident, frame in sys._current_frames().items():
                if ident == me:
                    continue
                stack = traceback.extract_stack(frame)
                if ident == self.gui:
                    mine = [f for f in stack if "organiser" in f.filename]
                    shown = " < ".join(
                        f"{Path(f.filename).name}:{f.lineno} {f.name}" for f in reversed(mine[-4:])
                    )
                    self.samples.append(f"GUI: {shown or '(Qt / event loop)'}")
                else:  # the background work the GUI thread shares the interpreter with
                    shown = " < ".join(
                        f"{Path(f.filename).name}:{f.lineno} {f.name}" for f in reversed(stack[-3:])
                    )
                    self.samples.append(f"worker: {shown}")
            time.sleep(0.002)

    def stall(self, gap: float) -> None:
        seen = Counter(self.samples)
        self.samples.clear()
        print(f"  stall {gap * 1000:.0f} ms:")
        for stack, n in seen.most_common(6):
            print(f"    {n:3d}x {stack}")

    def tick(self) -> None:
        self.samples.clear()


def spin_until(app: QApplication, done: Callable[[], bool], timeout: float = TIMEOUT_S) -> None:
    end = time.perf_counter() + timeout
    while not done():
        if time.perf_counter() > end:
            raise RuntimeError(f"the action did not finish in time: {MESSAGES[-3:]}")
        app.processEvents()
        # what the window's event loop does as well: deleteLater() takes effect
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        time.sleep(0.001)
    settle = time.perf_counter() + SETTLE_S
    while time.perf_counter() < settle:
        app.processEvents()
        time.sleep(0.001)


def measure(
    app: QApplication, action: Callable[[], Callable[[], bool]], why: bool = False
) -> float:
    """Run ``action`` (which starts the work and returns a 'finished?' test) under the
    heartbeat; the longest gap in seconds."""
    beat = Heartbeat()
    if why:
        beat.sampler = StallSampler()
        beat.timer.timeout.connect(beat.sampler.tick)
    spin_until(app, lambda: True)  # let earlier work settle
    beat.start()
    spin_until(app, lambda: beat.last > 0 and time.perf_counter() - beat.last < 0.02)
    beat.longest = 0.0
    finished = action()
    spin_until(app, finished)
    longest = beat.stop()
    if beat.sampler is not None:
        beat.sampler.running = False
    return longest


def played_event(path: Path, n: int) -> None:
    """An event of ``n`` players with round 1 paired and every result in."""
    rng = random.Random(n)
    store = open_database(path)
    try:
        ev = events.create_event(store, name=f"{n} players", rounds=8, cut_size=32, seed=n)
        players.add_players(
            store,
            ev.id,
            [
                players.NewPlayer(name=f"Player {i:04d}", affiliation=f"Club {i % 97}")
                for i in range(n)
            ],
        )
        info = rounds.pair_round(store, ev.id)
        results.record_results(
            store,
            ev.id,
            [
                ResultInput(t.table, rng.choice((t.player_a, t.player_b)))
                for t in info.tables
                if t.player_b is not None
            ],
            round=1,
        )
    finally:
        store.close()


def make_files(tmp: Path, n: int) -> tuple[Path, Path]:
    """A 4,096-player CSV and a 4,096-player event with round 1 played."""
    csv_path = tmp / "players-4096.csv"
    with csv_path.open("w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["name", "affiliation"])
        for i in range(n):
            w.writerow([f"Player {i:04d} of the Realm", f"Club {i % 97}"])
    big = tmp / "big.sqlite"
    played_event(big, n)
    return csv_path, big


def run_once(
    app: QApplication,
    tmp: Path,
    files: tuple[Path, Path],
    n: int,
    inline: bool,
    only: tuple[str, ...],
    why: bool,
) -> dict[str, float]:
    csv_path, big = files
    tasks.SYNCHRONOUS = inline
    settings = Settings(QSettings(str(tmp / f"s-{inline}.ini"), QSettings.Format.IniFormat))
    w = MainWindow(settings, ServiceBackend.open, suggest_structure)
    MESSAGES[:] = []
    w.messages = MESSAGES
    w.resize(1200, 800)
    w.show()
    out: dict[str, float] = {}
    tables = n // 2

    def run(key: str, label: str, action: Callable[[], Callable[[], bool]]) -> None:
        if key in only:
            if why:
                print(f"{label} ({'inline' if inline else 'measured'}):")
            out[label] = measure(app, action, why)

    try:
        work = tmp / f"pair-{inline}.sqlite"
        shutil.copy(big, work)
        assert w.open_path(work)
        spin_until(app, lambda: w.tabs is not None and w.rounds_view.model.rowCount() > 0)
        assert w.tabs is not None
        w.tabs.setCurrentIndex(TAB_ROUNDS)
        view = w.rounds_view

        run(
            "idle",
            f"idle, {n:,} players open",
            lambda: lambda: True,
        )

        def pair() -> Callable[[], bool]:
            view.pair_next()
            return lambda: (
                view.pair_btn.isEnabled()
                and bool(view.model.tables)
                and view.model.tables[0].round == 2
                and w.ctx is not None
                and w.ctx.info.swiss_round == 2
            )

        run("pair", f"pair a {n:,}-player round", pair)

        def result() -> Callable[[], bool]:
            first = view.model.tables[0]
            assert not first.reported
            QTest.keyClicks(view.entry, f"{first.table}a")
            QTest.keyClick(view.entry, Qt.Key.Key_Return)
            return lambda: (
                view.model.tables[0].reported
                and view.outstanding_count() == sum(1 for t in view.model.tables if not t.reported)
                and w.ctx is not None
                and not w.ctx.info_loading
            )

        if "result" in only and "pair" not in only:  # the round to enter results in
            view.pair_next()
            spin_until(app, lambda: bool(view.model.tables) and view.model.tables[0].round == 2)
        run("result", f"enter a result, {tables:,} tables", result)

        w.close_event()
        fresh = tmp / f"import-{inline}.sqlite"
        assert w.new_file(fresh)
        w.create_event("Import", "lcg2", "joust", 12, 32, 55)
        # the new event's page (shown once its summary is read)
        spin_until(app, lambda: w.ctx is not None and w.ctx.info.name == "Import")
        assert w.tabs is not None and w.ctx is not None
        w.tabs.setCurrentIndex(TAB_PLAYERS)
        pview = w.players_view

        def import_csv() -> Callable[[], bool]:
            pview.import_csv(csv_path)  # the preview opens once the file is read

            def imported() -> bool:
                dialog = pview.import_dialog
                if dialog is not None and dialog.isVisible():
                    dialog.accept()  # the organiser clicks Import
                return pview.model.total() == n and pview.import_btn.isEnabled()

            return imported

        run("import", f"import a {n:,}-player CSV", import_csv)

        w.close_event()
        opened = tmp / f"open-{inline}.sqlite"
        shutil.copy(big, opened)

        def open_big() -> Callable[[], bool]:
            w.open_path(opened)
            return lambda: (
                w.ctx is not None
                and w.players_view.model.total() == n
                and w.rounds_view.model.rowCount() == tables
            )

        run("open", f"open a {n:,}-player event", open_big)
    finally:
        w.close_event()
        w.close()
        w.deleteLater()
        app.processEvents()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4096)
    parser.add_argument(
        "--only", default=",".join(ACTIONS), help=f"comma-separated, of {', '.join(ACTIONS)}"
    )
    parser.add_argument("--no-baseline", action="store_true", help="skip the inline run")
    parser.add_argument("--why", action="store_true", help="print what the GUI thread ran")
    parser.add_argument(
        "--threads-too",
        action="store_true",
        help="also run with no helper process (the long work in the worker thread only)",
    )
    args = parser.parse_args()
    only = tuple(a.strip() for a in args.only.split(",") if a.strip())
    unknown = set(only) - set(ACTIONS)
    if unknown:
        parser.error(f"unknown action(s): {', '.join(sorted(unknown))}")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    load_database_layer()  # as the app does at start-up
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as d:
        tmp = Path(d)
        t0 = time.perf_counter()
        files = make_files(tmp, args.players)
        print(f"(event files made in {time.perf_counter() - t0:.1f} s)")
        # the window as the organiser has it first (one window per program: the passes
        # after it run in a process that has already had a 4,096-player window or two)
        measured = run_once(app, tmp, files, args.players, False, only, args.why)
        threads: dict[str, float] = {}
        if args.threads_too:
            helper_process.ENABLED = False
            threads = run_once(app, tmp, files, args.players, False, only, args.why)
            helper_process.ENABLED = True
        baseline = (
            {}
            if args.no_baseline
            else run_once(app, tmp, files, args.players, True, only, args.why)
        )
    extra = f" {'worker thread only':>19}" if threads else ""
    print(
        f"{'action':34} {'longest stall':>14} {'target':>8} {'inline baseline':>16} {'ratio':>7}"
        + extra
    )
    worst = 0.0
    for name, stall in measured.items():
        base = baseline.get(name)
        if not name.startswith("idle"):
            worst = max(worst, stall)
        ok = "ok" if stall <= TARGET_S else "OVER"
        shown = f"{base * 1000:13.0f} ms {base / stall:6.1f}x" if base else f"{'-':>16} {'':>7}"
        alone = threads.get(name)
        more = f" {alone * 1000:16.0f} ms" if alone is not None else ""
        print(f"{name:34} {stall * 1000:11.0f} ms {TARGET_S * 1000:5.0f} ms {shown}  {ok}{more}")
    print(f"worst stall {worst * 1000:.0f} ms (target ≤ {TARGET_S * 1000:.0f} ms)")
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
