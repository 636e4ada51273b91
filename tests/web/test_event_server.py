"""The event server for real: uvicorn on 127.0.0.1, driven over HTTP."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from organiser.services import Database, audit, phones, results, rounds
from organiser.web.limiter import Limits
from organiser.web.server import EventServer, bind
from tests.web.conftest import NASTY, Phone, start


def _table(db: Database, eid: int, number: int = 1) -> tuple[int, int]:
    t = next(t for t in results.list_results(db, eid).tables if t.table == number)
    assert t.player_b is not None
    return t.player_a, t.player_b


def _recorded_lines(db: Database, eid: int) -> list[dict[str, object]]:
    return [a.detail for a in audit.list_audit(db, eid) if a.action == "result_recorded"]


def test_pages_show_the_event_with_every_name_escaped(served) -> None:  # type: ignore[no-untyped-def]
    _db, _eid, server = served
    phone = Phone(server.url)
    home = phone.get("/")
    assert home.status == 200
    assert home.headers["content-type"].startswith("text/html")
    csp = home.headers["content-security-policy"]
    assert "script-src 'self'" in csp and "default-src 'none'" in csp
    page = home.text
    assert "<script>alert" not in page and "<img src=x" not in page
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;" in page
    assert "Winter &lt;b&gt;Joust&lt;/b&gt; &amp; Co" in page
    assert "\u202e" not in page  # the override was cleaned where the name was entered
    assert "<bdi>عبد الله</bdi>" in page
    assert "W" * 180 in page
    assert "<script" not in page.replace("<script src='/app.js'></script>", "")
    for path in ("/standings", "/p/1", "/bracket"):
        answer = phone.get(path)
        assert answer.status == 200, path
        assert "<script>alert" not in answer.text
    assert phone.get("/p/999").status == 404
    assert phone.get("/p/abc").status == 404
    assert phone.get("/p/" + "9" * 40).status == 404
    assert phone.get("/admin").status == 404
    assert phone.get("/app.js").headers["content-type"].startswith("text/javascript")


def test_a_player_page_has_their_table_history_and_deck(served) -> None:  # type: ignore[no-untyped-def]
    db, eid, server = served
    a, b = _table(db, eid)
    page = Phone(server.url).get(f"/p/{a}").text
    assert "table <b>1</b>" in page
    assert f"href='/p/{b}'" in page
    assert "not registered" in page  # no deck list given
    assert "action='/report'" in page and "action='/drop'" in page
    codes = phones.table_codes(db, eid)
    assert codes[a] not in page and codes[b] not in page  # the page never shows a code


def test_state_changes_when_a_result_is_entered_at_the_desk(served) -> None:  # type: ignore[no-untyped-def]
    db, eid, server = served
    phone = Phone(server.url)
    before = phone.get("/state").json()["mark"]
    fragment = phone.get("/", **{"X-Fragment": "1"}).text
    assert "<html" not in fragment and "result in" not in fragment
    a, _b = _table(db, eid)
    results.record_result(db, eid, table=1, winner=a)
    time.sleep(0.6)  # the mark is re-read at most every half second
    assert phone.get("/state").json()["mark"] != before
    assert "result in" in phone.get("/", **{"X-Fragment": "1"}).text


def test_two_agreeing_phones_enter_the_result_once(served) -> None:  # type: ignore[no-untyped-def]
    db, eid, server = served
    a, b = _table(db, eid)
    codes = phones.table_codes(db, eid)
    phone_a, phone_b = Phone(server.url, "127.0.0.2"), Phone(server.url, "127.0.0.3")
    first = phone_a.post("/report", {"table": 1, "code": codes[a], "winner": a, "outcome": "win"})
    assert (first.status, first.json()["status"]) == (200, "waiting")
    second = phone_b.post("/report", {"table": 1, "code": codes[b], "winner": a})
    assert (second.status, second.json()["status"]) == (200, "confirmed")
    (line,) = _recorded_lines(db, eid)
    assert line["source"] == "phones"
    # a replay of the same code, in the same round: the table is closed
    again = phone_a.post("/report", {"table": 1, "code": codes[a], "winner": b})
    assert (again.status, again.json()["status"]) == (409, "recorded")
    assert len(_recorded_lines(db, eid)) == 1


def test_concurrent_reports_for_the_same_table_enter_one_result(served) -> None:  # type: ignore[no-untyped-def]
    db, eid, server = served
    a, b = _table(db, eid)
    codes = phones.table_codes(db, eid)
    answers: list[tuple[int, str]] = []
    gate = threading.Barrier(12)

    def send(i: int) -> None:
        who = a if i % 2 else b
        phone = Phone(server.url, f"127.0.1.{i + 1}")
        gate.wait()
        r = phone.post("/report", {"table": 1, "code": codes[who], "winner": a})
        answers.append((r.status, r.json()["status"]))

    threads = [threading.Thread(target=send, args=(i,)) for i in range(12)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    statuses = sorted(s for _code, s in answers)
    assert len(answers) == 12
    assert statuses.count("confirmed") == 1
    assert set(statuses) <= {"waiting", "confirmed", "recorded"}
    assert len(_recorded_lines(db, eid)) == 1
    t = next(t for t in results.list_results(db, eid).tables if t.table == 1)
    assert (t.winner, t.outcome) == (a, "win")


def test_disagreeing_phones_enter_nothing_and_reach_the_queue(served) -> None:  # type: ignore[no-untyped-def]
    db, eid, server = served
    a, b = _table(db, eid)
    codes = phones.table_codes(db, eid)
    Phone(server.url, "127.0.0.2").post("/report", {"table": 1, "code": codes[a], "winner": a})
    r = Phone(server.url, "127.0.0.3").post("/report", {"table": 1, "code": codes[b], "winner": b})
    assert r.json()["status"] == "disputed"
    assert _recorded_lines(db, eid) == []
    assert {i.status for i in phones.queue(db, eid)} == {"disputed"}


def test_old_codes_are_refused_like_any_wrong_code(served) -> None:  # type: ignore[no-untyped-def]
    db, eid, server = served
    old = phones.table_codes(db, eid)
    first_round = results.list_results(db, eid)
    for t in first_round.tables:
        results.record_result(db, eid, table=t.table, winner=t.player_a)
    rounds.pair_round(db, eid)
    phone = Phone(server.url, "127.0.0.9")
    wrong = phone.post("/report", {"table": 1, "code": "ZZZZZZ", "winner": 1})
    for t in first_round.tables:
        for pid in (t.player_a, t.player_b):
            assert pid is not None
            r = phone.post("/report", {"table": t.table, "code": old[pid], "winner": pid})
            assert (r.status, r.body) == (wrong.status, wrong.body) == (403, wrong.body)


def test_guessing_is_bounded_per_phone_and_per_table(event_db) -> None:  # type: ignore[no-untyped-def]
    db, eid = event_db
    limits = Limits(wrong_codes_per_phone=5, wrong_codes_per_table=8, reports_per_phone=100)
    server = start(db, eid, limits)
    try:
        a, _b = _table(db, eid)
        right = phones.table_codes(db, eid)[a]
        guesser = Phone(server.url, "127.0.0.20")
        got = [
            guesser.post("/report", {"table": 1, "code": f"ZZZZ{c}{c}", "winner": a}).status
            for c in "23456789AB"
        ]
        assert got == [403] * 5 + [429] * 5
        # once over the bound, even the right code is refused: nothing is learnt
        assert guesser.post("/report", {"table": 1, "code": right, "winner": a}).status == 429
        # other phones guessing the same table: 3 more wrong codes, then the table is shut
        others = [
            Phone(server.url, f"127.0.0.{30 + i}").post(
                "/report", {"table": 1, "code": "YYYYYY", "winner": a}
            )
            for i in range(5)
        ]
        assert [r.status for r in others] == [403, 403, 403, 429, 429]
        # another table is not affected
        c, _d = _table(db, eid, 2)
        code_c = phones.table_codes(db, eid)[c]
        ok = Phone(server.url, "127.0.0.40").post(
            "/report", {"table": 2, "code": code_c, "winner": c}
        )
        assert ok.json()["status"] == "waiting"
    finally:
        server.stop()


def test_malformed_requests_are_refused_and_the_server_stays_up(served) -> None:  # type: ignore[no-untyped-def]
    db, eid, server = served
    phone = Phone(server.url, "127.0.0.50")
    a, _b = _table(db, eid)
    code = phones.table_codes(db, eid)[a]
    form = {"Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json"}
    cases = [
        phone.request("POST", "/report", b'{"table": 1}', {"Content-Type": "application/json"}),
        phone.request("POST", "/report", b"table=1&code=" + b"A" * 10_000, form),
        phone.request("POST", "/report", b"table=\xff\xfe&code=\xff", form),
        phone.post("/report", {"table": "one", "code": code, "winner": a}),
        phone.post("/report", {"table": -1, "code": code, "winner": a}),
        phone.post("/report", {"table": 1, "winner": a}),
        phone.post("/report", {"table": 1, "code": code, "winner": "me"}),
        phone.post("/report", {"table": 1, "code": code, "winner": 10**12}),
        phone.post("/report", {"table": 1, "code": code, "winner": a, "outcome": "bye"}),
        phone.post("/report", {"table": 1, "code": code, "winner": 99, "outcome": "win"}),
    ]
    assert [c.status for c in cases[:8]] == [400] * 8
    assert [c.status for c in cases[8:]] == [400, 400]
    assert phone.get("/report").status == 405
    assert phone.request("DELETE", "/").status == 405
    # raw garbage on the socket
    host, port = server.url.split("//")[1].rstrip("/").split(":")
    with socket.create_connection((host, int(port)), timeout=5) as raw:
        raw.sendall(b"\x00\x01 NOT HTTP\r\n\r\n")
        raw.recv(1024)
    assert _recorded_lines(db, eid) == []
    assert Phone(server.url).get("/").status == 200


def test_self_reporting_off_hides_the_form_and_refuses_reports(served) -> None:  # type: ignore[no-untyped-def]
    db, eid, server = served
    a, _b = _table(db, eid)
    code = phones.table_codes(db, eid)[a]
    phones.set_self_report(db, eid, False)
    time.sleep(0.6)
    phone = Phone(server.url, "127.0.0.60")
    page = phone.get(f"/p/{a}").text
    assert "action='/report'" not in page and "reported at the desk" in page
    r = phone.post("/report", {"table": 1, "code": code, "winner": a})
    assert (r.status, r.json()["status"]) == (409, "self_report_off")


def test_a_drop_from_the_phone_waits_for_the_organiser(served) -> None:  # type: ignore[no-untyped-def]
    db, eid, server = served
    a, _b = _table(db, eid)
    code = phones.table_codes(db, eid)[a]
    r = Phone(server.url, "127.0.0.70").post("/drop", {"table": 1, "code": code})
    assert r.json()["status"] == "drop_requested"
    (item,) = phones.queue(db, eid)
    assert item.kind == "drop" and item.client == "127.0.0.70"
    html = Phone(server.url, "127.0.0.70").post("/drop", {"table": 1, "code": code}, as_json=False)
    assert html.status == 200 and "organiser has your request" in html.text


def test_the_server_binds_only_where_told_and_says_why_it_cannot(event_db) -> None:  # type: ignore[no-untyped-def]
    db, eid = event_db
    server = EventServer(db, eid, host="127.0.0.1", port=0)
    url = server.start()
    try:
        assert url.startswith("http://127.0.0.1:")
        assert phones.get_settings(db, eid).address == url
        port = int(url.rstrip("/").rsplit(":", 1)[1])
        with pytest.raises(Exception, match="already in use"):
            bind("127.0.0.1", port)
        # nothing listens on the other loopback addresses
        with pytest.raises(OSError):
            socket.create_connection(("127.0.0.2", port), timeout=2).close()
    finally:
        server.stop()
    assert not server.running
    assert phones.get_settings(db, eid).address is None
    with pytest.raises(Exception, match="not an IP address"):
        bind("example.org", 0)


def test_organiser_serve_prints_its_address_and_stops_on_ctrl_c(event_db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    db, eid = event_db
    path = db.path
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "organiser", "--db", str(path), "serve", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert line.startswith("serving the event on http://127.0.0.1:"), line
        url = line.split(" on ")[1].split()[0]
        assert "Winter" in Phone(url).get("/").text
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(20)
    assert proc.returncode == 0
    assert phones.get_settings(db, eid).address is None
    assert NASTY  # the event the server showed had the hostile names


def test_the_windows_server_process_stops_with_its_parent(event_db) -> None:  # type: ignore[no-untyped-def]
    from organiser.web.server import ServerProcess

    db, eid = event_db
    server = ServerProcess(db.path, eid, host="127.0.0.1", port=0)
    url = server.start()
    assert "Winter" in Phone(url).get("/").text
    assert phones.get_settings(db, eid).address == url
    proc = server._proc
    assert proc is not None and proc.stdin is not None
    if hasattr(os, "getpriority"):  # below the window's priority: the window gets the CPU first
        from organiser.web.server import SERVER_NICENESS

        mine = os.getpriority(os.PRIO_PROCESS, 0)
        assert os.getpriority(os.PRIO_PROCESS, proc.pid) == min(19, mine + SERVER_NICENESS)
    proc.stdin.close()  # what the system does when the window's process ends
    proc.wait(20)
    assert proc.returncode == 0
    assert phones.get_settings(db, eid).address is None
    server.stop()
    assert not server.running


def test_the_windows_server_process_says_why_it_cannot_start(event_db) -> None:  # type: ignore[no-untyped-def]
    from organiser.web.server import ServerProcess

    db, eid = event_db
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        server = ServerProcess(db.path, eid, host="127.0.0.1", port=taken.getsockname()[1])
        with pytest.raises(Exception, match="already in use"):
            server.start()
    assert not server.running
