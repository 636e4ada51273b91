"""Start-up of the organiser window: launch to the first painted window, median of 5.

Each run is a fresh process (``organiser`` as a user starts it): the time is taken from just
before the process is spawned to the moment it reports its first paint event (it then quits).
The baseline is a bare QApplication with an empty QMainWindow, measured the same way in the
same run, so the ratio shows what Maester adds on top of Qt itself.

With an event file to open, the window paints an "Opening…" page first (measured as its
first paint), while the database layer loads in the background; "event open" runs until the
event is open and shown (``MAESTER_EXIT_AFTER_PAINT=open``).

Also measured: filtering the players table of a 4,096-player event as you type (one
keystroke), against the usual QSortFilterProxyModel over a model of ready strings.

    .venv/bin/python benchmarks/bench_startup.py            # offscreen unless DISPLAY is set
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUNS = 5
TARGET_S = 1.5
FILTER_TARGET_S = 0.1

BASELINE = r"""
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print("first-paint", flush=True)
            obj.removeEventFilter(self)
            QTimer.singleShot(0, QApplication.quit)
        return False

app = QApplication(sys.argv)
w = QMainWindow()
w.resize(1100, 720)
f = FirstPaint(w)
w.installEventFilter(f)
w.show()
sys.exit(app.exec())
"""

MAESTER = "import sys; from organiser.ui.app import run_app; sys.exit(run_app(sys.argv[1:]))"


def launch(code: str, args: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-c", code, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("first-paint"):
            elapsed = time.perf_counter() - start
            break
    else:
        raise RuntimeError(f"no first paint reported (exit {proc.wait()})")
    proc.wait(timeout=30)
    return elapsed


def median_of(code: str, args: list[str], env: dict[str, str]) -> float:
    launch(code, args, env)  # warm the file cache once, not counted
    return statistics.median(launch(code, args, env) for _ in range(RUNS))


def filter_timing() -> tuple[float, float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QAbstractTableModel, QModelIndex, QSortFilterProxyModel, Qt
    from PySide6.QtWidgets import QApplication

    from organiser.ui.backend import PlayerInfo
    from organiser.ui.models import PlayersModel

    _app = QApplication.instance() or QApplication([])
    rows = {
        i: PlayerInfo(id=i, name=f"Player {i:05d}", affiliation=f"Club {i % 40}")
        for i in range(1, 4097)
    }
    model = PlayersModel(lambda ids: [rows[i] for i in ids])
    model.reset(list(rows))
    model.sort(PlayersModel.COL_NAME, Qt.SortOrder.AscendingOrder)

    # The baseline: the simplest possible model, every cell a ready string in memory.
    # (Not QStandardItemModel: in PySide6 6.12 on Python 3.11 its setItem drops a reference
    # to None per call and aborts the interpreter after a few thousand items.)
    cells = [(str(p.id), p.name, p.affiliation, "active", "yes", "—") for p in rows.values()]

    class Plain(QAbstractTableModel):
        def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
            return 0 if parent.isValid() else len(cells)

        def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
            return 0 if parent.isValid() else 6

        def data(self, index: QModelIndex, role: int = 0) -> object:
            if role == Qt.ItemDataRole.DisplayRole:
                return cells[index.row()][index.column()]
            return None

    plain = Plain()
    base = QSortFilterProxyModel()
    base.setSourceModel(plain)
    base.setFilterKeyColumn(-1)
    base.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    base.sort(1, Qt.SortOrder.AscendingOrder)

    typed = ["c", "cl", "clu", "club", "club ", "club 3", "club 39", ""]

    def per_keystroke(set_filter: object, count: object) -> float:
        times = []
        for text in typed:
            t0 = time.perf_counter()
            set_filter(text)  # type: ignore[operator]
            count()  # type: ignore[operator]
            times.append(time.perf_counter() - t0)
        return statistics.median(times)

    return (
        per_keystroke(model.set_filter, model.rowCount),
        per_keystroke(base.setFilterFixedString, base.rowCount),
    )


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen" if not env.get("DISPLAY") else "xcb")
        env.update(
            XDG_CONFIG_HOME=str(Path(tmp) / "config"),
            XDG_DATA_HOME=str(Path(tmp) / "data"),
            MAESTER_DB=str(Path(tmp) / "default.sqlite"),
            MAESTER_EXIT_AFTER_PAINT="1",
        )
        event_file = Path(tmp) / "event.sqlite"
        subprocess.run(
            [sys.executable, "-m", "organiser", "--db", str(event_file), "demo", "--players", "64"],
            check=True,
            stdout=subprocess.DEVNULL,
            env={k: v for k, v in env.items() if k != "MAESTER_EXIT_AFTER_PAINT"},
        )
        print(f"platform: {env['QT_QPA_PLATFORM']}, {RUNS} runs each, median")
        baseline = median_of(BASELINE, [], env)
        welcome = median_of(MAESTER, [], env)
        opening = median_of(MAESTER, ["--db", str(event_file)], env)
        env_open = {**env, "MAESTER_EXIT_AFTER_PAINT": "open"}
        with_event = median_of(MAESTER, ["--db", str(event_file)], env_open)
    print(f"baseline (bare QApplication + empty QMainWindow): {baseline:.3f} s")
    for label, value in (
        ("welcome screen", welcome),
        ('64-player event file: "Opening…" painted', opening),
        ("64-player event file open and shown", with_event),
    ):
        verdict = "ok" if value <= TARGET_S else "OVER TARGET"
        print(
            f"maester, {label}: {value:.3f} s   target <= {TARGET_S:.1f} s ({verdict})   "
            f"ratio vs baseline {value / baseline:.2f}x"
        )
    ours, base = filter_timing()
    verdict = "ok" if ours <= FILTER_TARGET_S else "OVER TARGET"
    print(
        f"filter as you type, 4,096 players: {ours * 1000:.1f} ms per keystroke   "
        f"target <= {FILTER_TARGET_S * 1000:.0f} ms ({verdict})   "
        f"ratio vs QSortFilterProxyModel over in-memory strings {ours / base:.3f}x ({base * 1000:.1f} ms)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
