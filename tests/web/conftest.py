"""A real event server on 127.0.0.1 (any free port) over a fresh SQLite event, and a small
HTTP client that can speak from another loopback address (another phone)."""

from __future__ import annotations

import http.client
import json
import sys
import urllib.parse
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

_ROOT = str(Path(__file__).resolve().parents[2])
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

from organiser.services import Database, events, open_database, players, rounds  # noqa: E402
from organiser.web.limiter import Limits  # noqa: E402
from organiser.web.server import EventServer  # noqa: E402

# names that try to break the page: markup, a right-to-left override, a very long name,
# right-to-left script, an ampersand and quotes
NASTY = [
    "<script>alert('x')</script>",
    "\u202eevil\u202c Twin",
    "W" * 180,
    "عبد الله",
    'Tom & "Jerry" O\'Neil',
    "Zoë Ångström",
    "<img src=x onerror=alert(1)>",
    "Plain Pat",
]


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)

    @property
    def text(self) -> str:
        return self.body.decode("utf-8")


class Phone:
    """One phone: HTTP/1.1 from its own loopback address (127.0.0.x)."""

    def __init__(self, url: str, address: str = "127.0.0.1") -> None:
        parts = urllib.parse.urlsplit(url)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.address = address

    def request(
        self,
        method: str,
        path: str,
        body: bytes | None = None,
        headers: dict[str, str] | None = None,
    ) -> Answer:
        conn = http.client.HTTPConnection(
            self.host, self.port, timeout=30, source_address=(self.address, 0)
        )
        try:
            conn.request(method, path, body=body, headers=headers or {})
            r = conn.getresponse()
            return Answer(r.status, {k.lower(): v for k, v in r.getheaders()}, r.read())
        finally:
            conn.close()

    def get(self, path: str, **headers: str) -> Answer:
        return self.request("GET", path, headers=headers)

    def post(self, path: str, fields: dict[str, object], as_json: bool = True) -> Answer:
        headers = {"Content-Type": "application/x-www-form-urlencoded"}
        if as_json:
            headers["Accept"] = "application/json"
        body = urllib.parse.urlencode({k: str(v) for k, v in fields.items()}).encode()
        return self.request("POST", path, body, headers)


@pytest.fixture
def event_db(tmp_path: Path) -> Iterator[tuple[Database, int]]:
    db = open_database(tmp_path / "event.sqlite")
    info = events.create_event(db, name="Winter <b>Joust</b> & Co", seed=11)
    for name in NASTY:
        players.add_player(db, info.id, name=name)
    rounds.pair_round(db, info.id)
    yield db, info.id
    db.close()


def start(db: Database, event_id: int, limits: Limits | None = None) -> EventServer:
    server = EventServer(db, event_id, host="127.0.0.1", port=0, limits=limits)
    server.start()
    return server


@pytest.fixture
def served(event_db: tuple[Database, int]) -> Iterator[tuple[Database, int, EventServer]]:
    db, eid = event_db
    server = start(db, eid)
    yield db, eid, server
    server.stop()
