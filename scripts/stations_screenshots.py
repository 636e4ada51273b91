"""Screenshots of several stations (docs/stations.md), taken offscreen on a real server:

    MAESTER_TEST_PG_URL=postgresql+psycopg://maester@127.0.0.1:55432/postgres \
        .venv/bin/python scripts/stations_screenshots.py docs/img

- ``stations-connect.png``: File ▸ Connect to a server…, filled in, a recent server;
- ``stations-connect-problem.png``: the same with a database name the server does not have
  (the message the dialog shows);
- ``stations-window.png`` and ``stations-status.png``: Desk A's Rounds view while three
  stations are connected to the server, a result just entered at Desk B, and its status
  bar.

A fresh database is made on the server and dropped afterwards; settings live in a
temporary folder (nothing of the user's is touched).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import uuid
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(out: Path) -> None:
    from PySide6.QtCore import QRect, QSettings
    from PySide6.QtWidgets import QApplication
    from sqlalchemy import create_engine, text

    from organiser.services import events, open_database, players, rounds
    from organiser.ui import secrets
    from organiser.ui.connect import ConnectDialog
    from organiser.ui.main_window import MainWindow
    from organiser.ui.service_backend import ServiceBackend
    from organiser.ui.settings import RECENT_SERVERS, STATION_NAME, Settings
    from organiser.ui.structure import suggest_structure
    from organiser.ui.theme import apply_theme

    pg = os.environ.get("MAESTER_TEST_PG_URL")
    if not pg:
        sys.exit("set MAESTER_TEST_PG_URL to a PostgreSQL server (scripts/pg-test-server.sh)")
    app = QApplication.instance() or QApplication(["maester-screenshots"])
    assert isinstance(app, QApplication)
    apply_theme(app, "light")
    out.mkdir(parents=True, exist_ok=True)

    class Memory:  # never the user's keyring
        priority = 1

        def get_password(self, *_a: str) -> None:
            return None

    secrets._keyring = Memory  # type: ignore[assignment]
    folder = Path(tempfile.mkdtemp(prefix="maester-shots-"))
    admin = create_engine(pg, isolation_level="AUTOCOMMIT")
    name = f"maester_shots_{uuid.uuid4().hex[:8]}"
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    url = admin.url.set(database=name)
    windows: list[MainWindow] = []

    def settle(seconds: float = 0.3) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.01)

    try:
        db = open_database(url.render_as_string(hide_password=False), station="Desk A")
        eid = events.create_event(db, name="Winter Regional").id
        from organiser.services.demo import FIRST, LAST

        names = [f"{f} {last}" for f in FIRST[:6] for last in LAST[:4]][:24]
        for n in names:
            players.add_player(db, eid, name=n)
        rounds.pair_round(db, eid)
        db.close()

        def station(label: str) -> MainWindow:
            settings = Settings(QSettings(str(folder / f"{label}.ini"), QSettings.Format.IniFormat))
            settings.set(STATION_NAME, label)
            settings.set(RECENT_SERVERS, [f"maester@192.168.1.10:5432/{'regional'}"])
            w = MainWindow(settings, ServiceBackend.open, suggest_structure)
            w.resize(1100, 640)
            w.show()
            assert w.open_server(url.render_as_string(hide_password=False)), w.messages
            windows.append(w)
            return w

        desk_a, desk_b, _desk_c = station("Desk A"), station("Desk B"), station("Desk C")
        deadline = time.monotonic() + 20  # the stations are counted every 5 s
        while time.monotonic() < deadline and "3 stations" not in desk_a.status_station.text():
            settle(0.1)
        desk_b.rounds_view.entry.setText("3b")
        desk_b.rounds_view.commit_entry()
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and desk_a.rounds_view.outstanding_count() == 12:
            settle(0.1)  # Desk B's result reaches Desk A
        desk_a.rounds_view.entry.setText("5")
        settle(0.5)
        shot = desk_a.grab()
        shot.save(str(out / "stations-window.png"))
        bar = desk_a.statusBar()
        top_left = bar.mapTo(desk_a, bar.rect().topLeft())
        shot.copy(QRect(top_left, bar.size())).save(str(out / "stations-status.png"))

        dialog = ConnectDialog(desk_a, desk_a.settings)
        dialog.host.setText("192.168.1.10")
        dialog.database.setText("regional")
        dialog.password.setText("venue-secret")
        dialog.show()
        settle()
        dialog.grab().save(str(out / "stations-connect.png"))
        dialog.host.setText(url.host or "127.0.0.1")
        dialog.port.setValue(url.port or 5432)
        dialog.database.setText("regionall")
        dialog.try_connect()
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and "Cannot use" not in dialog.problem.text():
            settle(0.1)
        dialog.adjustSize()
        settle()
        dialog.grab().save(str(out / "stations-connect-problem.png"))
        dialog.close()
    finally:
        for w in windows:
            w.close_event()
            w.close()
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()
    for png in sorted(out.glob("stations-*.png")):
        print(png)


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/img"))
