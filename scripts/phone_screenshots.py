"""Screenshots of the phone pages (390 px wide, light and dark) and of the projector's QR
code: ``python scripts/phone_screenshots.py [DIR]`` (default docs/img).

Builds a demo event in a temporary folder, serves it on 127.0.0.1 (any free port) and
photographs the pages with Debian's chromium, headless; the projector with Qt offscreen.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _event(path: Path) -> tuple[object, int, int]:
    from organiser.services import clock, demo, open_database, players, results, rounds

    db = open_database(path)
    made = demo.create_demo_event(db, players_count=16, rounds_count=4, seed=5, name="Winter Joust")
    eid = int(made["event"])
    # round 4 of 4 is under way: delete the demo's last round and pair it again, half reported
    rounds.delete_latest_round(db, eid)
    info = rounds.pair_round(db, eid)
    half = len(info.tables) // 2
    for t in info.tables[:half]:
        results.record_result(db, eid, table=t.table, winner=t.player_a)
    # names that must not break the page
    people = players.list_players(db, eid)
    players.update_player(db, eid, people[3].id, name="Maximiliana Wilhelmina Ødegaard-Castellanos")
    players.update_player(db, eid, people[5].id, name="عبد الله الحسيني")
    clock.start_clock(db, eid)
    return db, eid, info.tables[half].player_a


def _chromium(url: str, out: Path, dark: bool, profile: Path) -> None:
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        raise SystemExit("chromium is not installed (apt-get install chromium)")
    args = [
        browser,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--hide-scrollbars",
        "--no-first-run",
        f"--user-data-dir={profile}",
        "--virtual-time-budget=3000",
        "--window-size=390,844",
        "--force-device-scale-factor=1",
        f"--screenshot={out}",
    ]
    if dark:
        args += ["--force-dark-mode", "--blink-settings=preferredColorScheme=0"]
    subprocess.run([*args, url], check=True, capture_output=True, timeout=120)


def _projector(url: str, out: Path) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from organiser.ui.screenshots import wall_tables
    from organiser.ui.views.projector import ProjectorPairings

    app = QApplication.instance() or QApplication([])
    wall = ProjectorPairings("Winter Joust", 4, wall_tables(16))
    wall.timer.stop()
    wall.set_share_url(url)
    wall.resize(1280, 720)
    wall.show()
    app.processEvents()
    wall.grab().save(str(out))
    wall.close()


def main(argv: list[str]) -> int:
    from organiser.web.server import EventServer

    out = Path(argv[0]) if argv else ROOT / "docs" / "img"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        db, eid, me = _event(Path(tmp) / "event.sqlite")
        server = EventServer(db, eid, host="127.0.0.1", port=0)  # type: ignore[arg-type]
        url = server.start()
        try:
            pages = {"pairings": "", "player": f"p/{me}", "standings": "standings"}
            for name, path in pages.items():
                for dark in (False, True):
                    target = out / f"phone-{name}-{'dark' if dark else 'light'}.png"
                    _chromium(url + path, target, dark, Path(tmp) / "profile")
                    print(target)
        finally:
            server.stop()
        # the projector shows the address the organiser would share on the venue network
        _projector("http://192.168.1.20:8080/", out / "projector-qr.png")
        print(out / "projector-qr.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
