"""Import by link: ThronesDB's public API, answered by a local HTTP server serving recorded
answers (never the internet); a clear message when ThronesDB cannot be reached."""

from __future__ import annotations

import json
import shutil
import socket
import threading
from collections.abc import Iterator
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from organiser.core.errors import NotFound, UserError
from organiser.services import Database, events, open_database, players
from organiser.services.decks import (
    attach_decklist_from_link,
    check_decklist,
    deck_check,
    fetch_decklist,
)
from organiser.services.thronesdb import DECK, DECKLIST, parse_link

RECORDED = Path(__file__).parent / "fixtures" / "thronesdb"
ANSWERS = {
    "/api/public/decklist/23456": (RECORDED / "api_decklist_23456.json").read_bytes(),
    "/api/public/deck/987654": (RECORDED / "api_deck_987654.json").read_bytes(),
}


class _ThronesDB(BaseHTTPRequestHandler):
    """Answers like ThronesDB: the JSON of a public deck, 404 for none, a redirect to the
    login page for a private deck, a server error on demand."""

    def do_GET(self) -> None:
        path = self.path.split("?")[0].removesuffix(".json")
        self.server.asked.append(self.path)  # type: ignore[attr-defined]
        if path in ANSWERS:
            body = ANSWERS[path]
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        elif path == "/api/public/deck/111":
            self.send_response(302)
            self.send_header("Location", "/login")
            self.end_headers()
        elif path == "/login":
            body = b"<html><body>Log in</body></html>"
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        elif path == "/api/public/decklist/500":
            self.send_error(500, "Internal Server Error")
        else:
            self.send_error(404, "Not Found")

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def thronesdb() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _ThronesDB)
    server.asked = []  # type: ignore[attr-defined]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def offline() -> str:
    """An address where nothing listens (a port just released)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    return f"http://127.0.0.1:{port}"


@pytest.mark.parametrize(
    ("text", "kind", "ident"),
    [
        ("https://thronesdb.com/decklist/view/23456/3-krakens-and-a-bear-1.0", DECKLIST, "23456"),
        ("https://thronesdb.com/en/decklist/view/23456/x", DECKLIST, "23456"),
        ("thronesdb.com/decklist/view/23456", DECKLIST, "23456"),
        ("  <https://es.thronesdb.com/decklist/view/23456/x>  ", DECKLIST, "23456"),
        ("https://thronesdb.com/deck/view/987654", DECK, "987654"),
        ("https://thronesdb.com/api/public/decklist/23456.json", DECKLIST, "23456"),
        ("https://thronesdb.com/api/public/deck/987654", DECK, "987654"),
        (
            "https://thronesdb.com/deck/view/7d2f1a3c-5b8e-4c61-9f0a-2e4d6b8a1c30",
            DECK,
            "7d2f1a3c-5b8e-4c61-9f0a-2e4d6b8a1c30",
        ),
        ("23456", DECKLIST, "23456"),
        ("deck 987654", DECK, "987654"),
    ],
)
def test_links_and_ids(text: str, kind: str, ident: str) -> None:
    link = parse_link(text)
    assert (link.kind, link.id) == (kind, ident)


@pytest.mark.parametrize(
    "text", ["", "hello", "https://thronesdb.com/card/01001", "https://example.com/x", "12ab"]
)
def test_what_is_not_a_deck_link_says_so(text: str) -> None:
    with pytest.raises(UserError, match="not a ThronesDB deck link"):
        parse_link(text)


def test_a_decklist_and_a_deck_are_fetched_through_the_public_api(thronesdb: str) -> None:
    decklist = fetch_decklist(
        "https://thronesdb.com/decklist/view/23456/3-krakens", base_url=thronesdb
    )
    assert decklist.url == thronesdb + "/api/public/decklist/23456"
    assert decklist.page == "https://thronesdb.com/decklist/view/23456"
    assert decklist.text == ANSWERS["/api/public/decklist/23456"].decode()  # as received
    deck = fetch_decklist("https://thronesdb.com/deck/view/987654", base_url=thronesdb)
    assert deck.data["uuid"] and deck.url.endswith("/api/public/deck/987654")
    verdict = check_decklist(deck.text)
    assert (
        verdict.legal and verdict.deck is not None and verdict.deck.name == "3 Krakens and a Bear"
    )


def test_the_server_comes_from_the_environment(
    thronesdb: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MAESTER_THRONESDB_URL", thronesdb)
    assert fetch_decklist("23456").data["id"] == 23456


@pytest.mark.parametrize(
    ("link", "error", "message"),
    [
        ("https://thronesdb.com/decklist/view/999/x", NotFound, "no public decklist 999"),
        ("https://thronesdb.com/deck/view/998", NotFound, "shares their decks"),
        ("https://thronesdb.com/deck/view/111", UserError, "private"),
        ("https://thronesdb.com/decklist/view/500/x", UserError, "answered 500"),
    ],
)
def test_no_such_public_deck_gets_a_clear_message(
    link: str, error: type[UserError], message: str, thronesdb: str
) -> None:
    with pytest.raises(error, match=message):
        fetch_decklist(link, base_url=thronesdb)


def test_offline_gets_a_clear_message(offline: str) -> None:
    with pytest.raises(UserError, match="Cannot reach ThronesDB") as info:
        fetch_decklist("https://thronesdb.com/decklist/view/23456/x", base_url=offline)
    assert "as a file" in info.value.message


# -- in an event -------------------------------------------------------------------------------


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(
        tmp_path / "event.sqlite", clock=lambda: datetime(2026, 11, 21, 9, tzinfo=UTC)
    )
    yield database
    database.close()


def test_a_link_is_attached_like_a_file(db: Database, thronesdb: str, offline: str) -> None:
    info = events.create_event(db, name="Links", seed=1)
    pid = players.add_player(db, info.id, name="Asha").id
    st = attach_decklist_from_link(
        db, info.id, pid, "https://thronesdb.com/decklist/view/23456/x", base_url=thronesdb
    )
    assert st.status == "legal" and st.faction_name == "House Greyjoy"
    view = deck_check(db, info.id, pid)
    assert json.loads(view.text)["id"] == 23456  # the answer, kept as received
    # Offline, nothing changes: the list attached before is still there.
    with pytest.raises(UserError, match="Cannot reach ThronesDB"):
        attach_decklist_from_link(db, info.id, pid, "23457", base_url=offline)
    assert deck_check(db, info.id, pid).text == view.text


def test_the_cli_checks_and_imports_by_link(
    thronesdb: str,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from organiser.cli import main

    monkeypatch.setenv("MAESTER_THRONESDB_URL", thronesdb)
    code = main(["deck", "check", "--link", "https://thronesdb.com/deck/view/987654", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["legal"] is True and out["deck"]["faction_name"] == "House Greyjoy"
    db_path = tmp_path / "e.sqlite"
    shutil.rmtree(tmp_path / "unused", ignore_errors=True)
    assert main(["--db", str(db_path), "event", "create", "--name", "Links"]) == 0
    assert main(["--db", str(db_path), "player", "add", "--name", "Asha"]) == 0
    capsys.readouterr()
    code = main(
        ["--db", str(db_path), "deck", "import", "--player", "1", "--link", "23456", "--json"]
    )
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["status"] == "legal"
    assert out["faction_name"] == "House Greyjoy"
