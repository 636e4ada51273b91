"""400 phones on the event server for a minute, 200 results reported from the tables, and
the window still responsive (loopback only, bounded).

The event: 400 players, round 1 paired (200 tables), served by the real server
(``organiser.web``, uvicorn) on 127.0.0.1 in a process of its own, as the window runs it
(``--in-process``: in threads of the window's process instead, for comparison), beside a
Qt application with the organiser's sharing window open (its queue and the event's change
mark re-read every 3 s) and a heartbeat QTimer of 10 ms on the GUI thread.

The phones run in another process at the lowest priority (real phones are other machines:
the load generator must not take the laptop's processor from the window and the server;
the server itself runs a little below normal priority, as the window starts it), each from its own
loopback address (127.0.1.1 ...), as the page's script does: the page once, then ``/state``
every 4-6 s, and the page's content again when the mark changes. For each of the 200
tables one player reports the result at a random moment of the first 45 s and the other
confirms 1-8 s later with the same result. Every request has a 10 s timeout; the run stops
by itself after ``--seconds`` (60).

Checked afterwards, through the services: exactly 200 results entered, each once (200
``result_recorded`` audit lines, all with source ``phones``), every report answered.

The baseline for the heartbeat, measured in the same run: the same window for 10 s with no
phone at all. The figure is the longest gap between two ticks (the target is 50 ms, as in
``bench_gui_stalls.py``); the ratio is loaded / idle.

    .venv/bin/python benchmarks/bench_phones.py [--seconds 60] [--phones 400] [--tables 200]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TIMEOUT_S = 10.0


# -- the phones (a separate process) -------------------------------------------------------


async def _http(
    host: str, port: int, source: str, method: str, path: str, body: bytes = b"", **headers: str
) -> tuple[int, bytes]:
    reader, writer = await asyncio.wait_for(
        asyncio.open_connection(host, port, local_addr=(source, 0)), TIMEOUT_S
    )
    try:
        head = [f"{method} {path} HTTP/1.1", f"Host: {host}:{port}", "Connection: close"]
        head += [f"{k.replace('_', '-')}: {v}" for k, v in headers.items()]
        if body:
            head += [
                "Content-Type: application/x-www-form-urlencoded",
                f"Content-Length: {len(body)}",
            ]
        writer.write(("\r\n".join(head) + "\r\n\r\n").encode() + body)
        await writer.drain()
        data = await asyncio.wait_for(reader.read(), TIMEOUT_S)
    finally:
        writer.close()
    status_line, _, rest = data.partition(b"\r\n")
    status = int(status_line.split()[1]) if status_line else 0
    return status, rest.partition(b"\r\n\r\n")[2]


async def _phone(
    i: int, host: str, port: int, until: float, report: dict[str, Any] | None, stats: dict[str, Any]
) -> None:
    source = f"127.0.{1 + i // 250}.{1 + i % 250}"
    rng = random.Random(i)

    async def timed(kind: str, *args: Any, **headers: str) -> tuple[int, bytes]:
        start = time.perf_counter()
        try:
            status, body = await _http(host, port, source, *args, **headers)
        except (TimeoutError, OSError):
            stats["errors"][kind] = stats["errors"].get(kind, 0) + 1
            return 0, b""
        stats["latency"].setdefault(kind, []).append(time.perf_counter() - start)
        if status >= 500:
            stats["errors"][kind] = stats["errors"].get(kind, 0) + 1
        return status, body

    await asyncio.sleep(rng.uniform(0, 5))
    await timed("page", "GET", "/")
    mark = ""
    next_poll = time.monotonic()
    pending = dict(report) if report else None
    while time.monotonic() < until:
        now = time.monotonic()
        if pending is not None and now >= pending["at"]:
            form = f"table={pending['table']}&code={pending['code']}&winner={pending['winner']}"
            status, body = await timed(
                "report", "POST", "/report", form.encode(), Accept="application/json"
            )
            answer = json.loads(body) if status else {}
            stats["answers"].append(answer.get("status", f"http {status}"))
            pending = None
        if now >= next_poll:
            status, body = await timed("poll", "GET", "/state")
            if status == 200:
                seen = json.loads(body)["mark"]
                if mark and seen != mark:
                    await timed("fragment", "GET", "/", X_Fragment="1")
                mark = seen
            next_poll = now + rng.uniform(4.0, 6.0)
        wake = next_poll if pending is None else min(next_poll, pending["at"])
        await asyncio.sleep(max(0.0, min(wake, until) - time.monotonic()))


async def _phones(plan: dict[str, Any]) -> dict[str, Any]:
    stats: dict[str, Any] = {"latency": {}, "errors": {}, "answers": []}
    start = time.monotonic()
    until = start + plan["seconds"]
    reports: dict[int, dict[str, Any]] = {}
    for r in plan["reports"]:
        reports[r["phone"]] = {**r, "at": start + r["after"]}
    await asyncio.gather(
        *(
            _phone(i, plan["host"], plan["port"], until, reports.get(i), stats)
            for i in range(plan["phones"])
        )
    )
    stats["elapsed"] = time.monotonic() - start
    return stats


def run_phones() -> None:
    # real phones are other machines: the load generator takes the laptop's processor only
    # when nothing of the organiser's (window, server) wants it
    if hasattr(os, "nice"):
        os.nice(19)
    plan = json.loads(sys.stdin.read())
    stats = asyncio.run(_phones(plan))
    print(json.dumps(stats))


# -- the organiser's side (this process) ---------------------------------------------------


def _event(path: Path, players_count: int, tables: int) -> tuple[Any, int]:
    from organiser.services import events, open_database, players, rounds

    db = open_database(path)
    ev = events.create_event(db, name="Load test", seed=9, rounds=5)
    players.add_players(
        db, ev.id, [players.NewPlayer(name=f"Player {i}") for i in range(1, players_count + 1)]
    )
    rounds.pair_round(db, ev.id)
    return db, ev.id


def _heartbeat(app: Any, seconds: float) -> float:
    """The longest gap between ticks of a 10 ms QTimer over ``seconds``."""
    from PySide6.QtCore import QTimer

    gaps = [0.0]
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps[0] = max(gaps[0], now - last[0])
        last[0] = now

    from PySide6.QtCore import QEventLoop

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    loop = QEventLoop()  # the window's own event loop, idle between events as in the app
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    timer.stop()
    return gaps[0]


def _pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--phones", type=int, default=400)
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument(
        "--in-process",
        action="store_true",
        help="run the server in the window's process (threads) instead of its own process",
    )
    parser.add_argument("--phones-process", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.phones_process:
        run_phones()
        return 0
    if args.phones < 2 * args.tables:
        parser.error("every table's two players need a phone: --phones >= 2 x --tables")

    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from organiser.services import audit, phones, results
    from organiser.ui.service_sharing import ServiceSharing
    from organiser.ui.sharing import SharingWindow
    from organiser.web.server import EventServer, ServerProcess

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        db, eid = _event(Path(tmp) / "load.sqlite", args.phones, args.tables)
        window = SharingWindow(ServiceSharing(db, eid))
        window.show()
        idle = _heartbeat(app, 10.0)

        server: Any = (
            EventServer(db, eid, host="127.0.0.1", port=0)
            if args.in_process
            else ServerProcess(Path(tmp) / "load.sqlite", eid, host="127.0.0.1", port=0)
        )
        url = server.start()
        host, port = url.split("//")[1].rstrip("/").split(":")
        codes = phones.table_codes(db, eid)
        tables = results.list_results(db, eid).tables[: args.tables]
        rng = random.Random(2026)
        seats = [p for t in tables for p in (t.player_a, t.player_b)]
        phone_of = {pid: i for i, pid in enumerate(seats)}  # phone i belongs to seat i
        plan_reports = []
        expected = {}
        for t in tables:
            assert t.player_b is not None
            winner = rng.choice((t.player_a, t.player_b))
            expected[t.table] = winner
            first, second = rng.sample((t.player_a, t.player_b), 2)
            at = rng.uniform(0.0, min(45.0, args.seconds * 0.75))
            for pid, after in ((first, at), (second, at + rng.uniform(1.0, 8.0))):
                plan_reports.append(
                    {
                        "phone": phone_of[pid],
                        "table": t.table,
                        "code": codes[pid],
                        "winner": winner,
                        "after": min(after, args.seconds - 2),
                    }
                )
        plan = {
            "host": host,
            "port": int(port),
            "phones": args.phones,
            "seconds": args.seconds,
            "reports": plan_reports,
        }
        proc = subprocess.Popen(
            [sys.executable, __file__, "--phones-process"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert proc.stdin is not None
        proc.stdin.write(json.dumps(plan))
        proc.stdin.close()
        loaded = _heartbeat(app, args.seconds + 2)
        assert proc.stdout is not None
        out = proc.stdout.read()
        proc.wait(timeout=120)
        server.stop()
        stats = json.loads(out)
        window.stop()
        window.close()

        final = {t.table: t for t in results.list_results(db, eid).tables}
        lines = [a for a in audit.list_audit(db, eid) if a.action == "result_recorded"]
        wrong = [
            n for n, w in expected.items() if final[n].winner != w or final[n].outcome != "win"
        ]
        per_table: dict[int, int] = {}
        for a in lines:
            detail = a.detail if isinstance(a.detail, dict) else json.loads(a.detail)
            per_table[detail["table"]] = per_table.get(detail["table"], 0) + 1
        doubled = [n for n, c in per_table.items() if c > 1]
        lost = [n for n in expected if final[n].outcome is None]
        answers = stats["answers"]

    lat = stats["latency"]
    where = "in the window's process" if args.in_process else "in its own process"
    print(
        f"phones {args.phones}, tables {args.tables}, {stats['elapsed']:.1f} s of load; "
        f"server {where}"
    )
    for kind in ("page", "poll", "fragment", "report"):
        values = lat.get(kind, [])
        print(
            f"  {kind:<9} {len(values):>6} requests  p50 {_pct(values, 0.5) * 1000:7.1f} ms"
            f"  p95 {_pct(values, 0.95) * 1000:7.1f} ms  max {max(values or [0]) * 1000:7.1f} ms"
        )
    total = sum(len(v) for v in lat.values())
    print(
        f"  {total} requests, {total / stats['elapsed']:.0f} a second; errors {stats['errors'] or 0}"
    )
    counts = {a: answers.count(a) for a in sorted(set(answers))}
    print(f"  answers to the {len(answers)} reports: {counts}")
    print(
        f"results entered {len(final) - len(lost)}/{len(expected)}: lost {len(lost)}, "
        f"doubled {len(doubled)}, wrong {len(wrong)}; audit lines {len(lines)}"
    )
    print(
        f"GUI heartbeat, longest gap: idle {idle * 1000:.0f} ms (baseline), under load "
        f"{loaded * 1000:.0f} ms (target 50 ms); ratio {loaded / idle:.2f}"
    )
    ok = not lost and not doubled and not wrong and len(lines) == len(expected)
    print("OK" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
