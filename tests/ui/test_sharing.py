"""Event ▸ Share on the local network…: the server starts and stops with the window, the
queue confirms what the phones asked, the projector shows the QR code."""

from __future__ import annotations

import json
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any

from organiser.services import open_database, phones, players, results
from organiser.ui.main_window import MainWindow
from organiser.ui.sharing import qr_image

from .test_judge import started_event


def _post(url: str, fields: dict[str, object]) -> dict[str, Any]:
    req = urllib.request.Request(
        url,
        data=urllib.parse.urlencode(fields).encode(),
        headers={"Accept": "application/json"},
    )
    try:
        with urllib.request.urlopen(req, timeout=20) as r:
            return dict(json.loads(r.read()))
    except urllib.error.HTTPError as err:
        return dict(json.loads(err.read()))


def test_share_confirm_a_drop_and_stop_with_the_event(
    qtbot: Any, window: MainWindow, db_path: Path
) -> None:
    eid, _ids = started_event(db_path)
    assert window.open_path(db_path)
    sharing = window.show_sharing()
    assert sharing is not None and sharing.isVisible()
    assert sharing.address.findText("127.0.0.1") >= 0
    sharing.address.setCurrentText("127.0.0.1")
    sharing.port.setValue(18_000 + (abs(hash(str(db_path))) % 2000))
    url = sharing.start()
    assert url is not None and url.startswith("http://127.0.0.1:")
    assert not sharing.qr.pixmap().isNull()
    with urllib.request.urlopen(url, timeout=20) as r:
        assert "Winter Regional" in r.read().decode()

    # a player at table 2 asks to drop from their phone; the organiser confirms it
    db = open_database(db_path)
    try:
        t2 = next(t for t in results.list_results(db, eid).tables if t.table == 2)
        code = phones.table_codes(db, eid)[t2.player_a]
    finally:
        db.close()
    answer = _post(url + "drop", {"table": 2, "code": code})
    assert answer["status"] == "drop_requested"
    sharing.refresh_queue()
    assert sharing.queue.count() == 1 and "asks to drop" in sharing.queue.item(0).text()
    sharing.queue.setCurrentRow(0)
    assert sharing.confirm_button.isEnabled()
    sharing.confirm_button.click()
    assert sharing.queue.count() == 0
    db = open_database(db_path)
    try:
        assert players.get_player(db, eid, t2.player_a).dropped
    finally:
        db.close()

    # the projector pairings carry the QR code while shared
    wall = window.show_projector_pairings()
    assert wall is not None and wall.share_url == url and wall.qr_side() > 0

    # closing the event stops the server
    server = sharing.server
    assert server is not None and server.running
    window.close_event()
    assert not server.running and window.sharing is None
    try:
        urllib.request.urlopen(url, timeout=2)
        reachable = True
    except OSError:
        reachable = False
    assert not reachable


def test_the_switch_is_the_events_setting(qtbot: Any, window: MainWindow, db_path: Path) -> None:
    eid, _ids = started_event(db_path)
    assert window.open_path(db_path)
    sharing = window.show_sharing()
    assert sharing is not None and sharing.self_report.isChecked()
    sharing.self_report.setChecked(False)
    db = open_database(db_path)
    try:
        assert not phones.get_settings(db, eid).self_report
    finally:
        db.close()


def test_a_port_in_use_is_said_not_raised(qtbot: Any, window: MainWindow, db_path: Path) -> None:
    import socket

    started_event(db_path)
    assert window.open_path(db_path)
    sharing = window.show_sharing()
    assert sharing is not None
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        sharing.address.setCurrentText("127.0.0.1")
        sharing.port.setValue(taken.getsockname()[1])
        assert sharing.start() is None
        assert "already in use" in sharing.status.text()
        assert sharing.server is None


def test_the_qr_code_is_black_on_white_with_a_quiet_zone(qtbot: Any) -> None:
    image = qr_image("http://192.168.1.20:8080/", 200)
    assert 150 <= image.width() <= 200 and image.width() == image.height()
    assert image.pixelColor(2, 2).name() == "#ffffff"  # the quiet zone
    darks = sum(
        image.pixelColor(x, y).name() == "#000000"
        for x in range(0, image.width(), 3)
        for y in range(0, image.height(), 3)
    )
    assert darks > 100


def test_a_result_from_the_phones_reaches_the_rounds_view(
    qtbot: Any, window: MainWindow, db_path: Path
) -> None:
    eid, _ids = started_event(db_path)
    assert window.open_path(db_path)
    sharing = window.show_sharing()
    assert sharing is not None
    sharing.address.setCurrentText("127.0.0.1")
    sharing.port.setValue(20_000 + (abs(hash(str(db_path))) % 2000))
    url = sharing.start()
    assert url is not None
    db = open_database(db_path)
    try:
        t2 = next(t for t in results.list_results(db, eid).tables if t.table == 2)
        codes = phones.table_codes(db, eid)
    finally:
        db.close()
    assert t2.player_b is not None
    shown = {t.table: t for t in window.rounds_view.model.tables}
    assert shown[2].winner is None
    for pid in (t2.player_a, t2.player_b):
        answer = _post(url + "report", {"table": 2, "code": codes[pid], "winner": t2.player_b})
    assert answer["status"] == "confirmed"
    sharing.refresh_queue()  # what its timer does every few seconds
    qtbot.waitUntil(
        lambda: {t.table: t for t in window.rounds_view.model.tables}[2].winner == t2.player_b,
        timeout=5000,
    )


def test_the_queue_speaks_the_windows_language(qapp: Any) -> None:
    from organiser.services.phones import QueueItem
    from organiser.ui.language import install_language
    from organiser.ui.sharing import queue_line

    def item(**kw: Any) -> QueueItem:
        base: dict[str, Any] = {
            "id": 1,
            "kind": "result",
            "status": "pending",
            "stage": "swiss",
            "round": 1,
            "table": 4,
            "player_id": 7,
            "player": "Ann",
            "opponent": "Bo",
            "winner": 8,
            "winner_name": "Bo",
            "outcome": "modified_win",
            "tiebreak": None,
            "created_at": "",
            "client": None,
        }
        return QueueItem(**{**base, **kw})

    melee = item(
        outcome="time",
        winner=None,
        winner_name=None,
        places=(("Bo", 1, 9, False), ("Ann", 2, 4, True)),
    )
    assert queue_line(item()) == "table 4: Ann reports Bo wins (modified win)"
    assert queue_line(item(status="disputed")).startswith("DISPUTE — table 4")
    assert queue_line(item(kind="drop")) == "Ann asks to drop"
    assert queue_line(melee) == (
        "table 4: Ann reports 1. Bo (9), 2. Ann (4, eliminated); time called"
    )
    install_language(qapp, "de")
    try:
        assert queue_line(item(kind="drop")) == "Ann möchte droppen"
        assert "Tisch 4" in queue_line(melee) and "ausgeschieden" in queue_line(melee)
    finally:
        install_language(qapp, "en")
