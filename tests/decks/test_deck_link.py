"""Import by link: a local HTTP server answers as ThronesDB does (never the internet) — a
published decklist's JSON from the public API, a deck's page carrying the deck's JSON when
its owner shares their decks, ThronesDB's error pages otherwise — and every failure gets a
clear message."""

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
    deck_link_in,
    fetch_decklist,
)
from organiser.services.thronesdb import DECK, DECKLIST, parse_link

RECORDED = Path(__file__).parent / "fixtures" / "thronesdb"
UUID = "7d2f1a3c-5b8e-4c61-9f0a-2e4d6b8a1c30"
PRIVATE = "00000000-1111-2222-3333-444444444444"
DECKLIST_JSON = (RECORDED / "api_decklist_23456.json").read_bytes()
DECK_JSON = (RECORDED / "deck_7d2f1a3c.json").read_bytes()


def _page(script: str, body: str) -> bytes:
    """A page laid out as ThronesDB's: the deck's JSON handed to its script in the head."""
    return (
        "<!DOCTYPE html><html><head><title>Deckbuilder</title>"
        f'<script type="text/javascript">{script}</script></head>'
        f"<body>{body}</body></html>"
    ).encode()


def _error_page(message: str) -> bytes:
    return _page("", f'<div class="alert alert-danger" role="alert">{message}</div>')


PAGES = {
    "/api/public/decklist/23456.json": ("application/json", DECKLIST_JSON),
    f"/deck/view/{UUID}": (
        "text/html; charset=UTF-8",
        _page(
            "app.deck && app.deck.init(" + DECK_JSON.decode().replace("/", "\\/") + ");",
            "<p>Described: app.deck.init({not json}) in the text</p>",
        ),
    ),
    f"/deck/view/{PRIVATE}": (
        "text/html",
        _error_page(
            "You are not allowed to view this deck. To get access, you can ask the deck "
            'owner to enable "Share your decks" on their account.'
        ),
    ),
    "/deck/view/99999999-8888-7777-6666-555555555555": (
        "text/html",
        _error_page("This deck doesn't exist."),
    ),
    "/deck/view/11111111-2222-3333-4444-555555555555": (
        "text/html",
        _page("", "<form action='/login'>Log in</form>"),
    ),
    "/api/public/decklist/777.json": ("application/json", b'{"id": 777, "name": "x"}'),
    "/api/public/decklist/778.json": ("text/html", b"<html>maintenance</html>"),
}


class _ThronesDB(BaseHTTPRequestHandler):
    """Answers like ThronesDB: the pages above, 404 for an unknown decklist, a server error
    on demand."""

    def do_GET(self) -> None:
        self.server.asked.append(self.path)  # type: ignore[attr-defined]
        if self.path in PAGES:
            kind, body = PAGES[self.path]
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        elif self.path == "/api/public/decklist/500.json":
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
        ("https://thronesdb.com/api/public/decklist/23456.json", DECKLIST, "23456"),
        ("https://thronesdb.com/decklist/export/text/23456", DECKLIST, "23456"),
        ("23456", DECKLIST, "23456"),
        ("decklist 23456", DECKLIST, "23456"),
        (f"https://thronesdb.com/deck/view/{UUID}", DECK, UUID),
        (f"https://thronesdb.com/deck/edit/{UUID.upper()}", DECK, UUID),
        (f"https://thronesdb.com/deck/export/octgn/{UUID}", DECK, UUID),
        (f"thronesdb.com/fr/deck/view/{UUID}", DECK, UUID),
        (UUID, DECK, UUID),
        (f"deck {UUID}", DECK, UUID),
    ],
)
def test_links_and_ids(text: str, kind: str, ident: str) -> None:
    link = parse_link(text)
    assert (link.kind, link.id) == (kind, ident)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "hello",
        "https://thronesdb.com/card/01001",
        "https://example.com/decklist/view/23456",
        "12ab",
        "https://thronesdb.com/decklist/view/x23456",
        "https://thronesdb.com/deck/view/7d2f1a3c",  # a uuid cut short
        "ftp://thronesdb.com/decklist/view/23456",
    ],
)
def test_what_is_not_a_deck_link_says_so(text: str) -> None:
    with pytest.raises(UserError, match="not a ThronesDB deck link"):
        parse_link(text)


def test_an_old_numbered_deck_link_says_what_to_ask_for() -> None:
    with pytest.raises(UserError, match="old ThronesDB deck link") as info:
        parse_link("https://thronesdb.com/deck/view/987654")
    assert "long code" in info.value.message


def test_a_decklist_comes_from_the_public_api_as_received(thronesdb: str) -> None:
    decklist = fetch_decklist(
        "https://thronesdb.com/decklist/view/23456/3-krakens", base_url=thronesdb
    )
    assert decklist.url == thronesdb + "/api/public/decklist/23456.json"
    assert decklist.page == "https://thronesdb.com/decklist/view/23456"
    assert decklist.text == DECKLIST_JSON.decode()  # as received
    assert decklist.data["id"] == 23456


def test_a_shared_deck_is_read_from_its_page(thronesdb: str) -> None:
    deck = fetch_decklist(f"https://thronesdb.com/deck/view/{UUID}", base_url=thronesdb)
    assert deck.url == f"{thronesdb}/deck/view/{UUID}"
    assert deck.data == json.loads(DECK_JSON)  # the page's escaped slashes read back
    assert deck.data["uuid"] == UUID and deck.link.kind == DECK
    verdict = check_decklist(deck.text)
    assert verdict.legal and verdict.deck is not None
    assert verdict.deck.name == "3 Krakens and a Bear" and verdict.deck.faction == "greyjoy"


def test_the_server_comes_from_the_environment(
    thronesdb: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MAESTER_THRONESDB_URL", thronesdb)
    assert fetch_decklist("23456").data["id"] == 23456
    monkeypatch.setenv("MAESTER_THRONESDB_URL", "not a web address")
    with pytest.raises(UserError, match="MAESTER_THRONESDB_URL"):
        fetch_decklist("23456")


@pytest.mark.parametrize(
    ("link", "error", "message"),
    [
        ("https://thronesdb.com/decklist/view/999/x", NotFound, "no published decklist 999"),
        (f"https://thronesdb.com/deck/view/{PRIVATE}", UserError, "Share your decks"),
        (
            "https://thronesdb.com/deck/view/99999999-8888-7777-6666-555555555555",
            NotFound,
            "ThronesDB has no deck",
        ),
        (
            "https://thronesdb.com/deck/view/11111111-2222-3333-4444-555555555555",
            UserError,
            "holds no deck",
        ),
        ("https://thronesdb.com/decklist/view/500/x", UserError, "answered 500"),
        ("777", UserError, "not a deck \\(no card slots\\)"),
        ("778", UserError, "did not answer with a decklist"),
    ],
)
def test_no_deck_to_read_gets_a_clear_message(
    link: str, error: type[UserError], message: str, thronesdb: str
) -> None:
    with pytest.raises(error, match=message) as info:
        fetch_decklist(link, base_url=thronesdb)
    assert "Traceback" not in info.value.message and len(info.value.message) < 400


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
    code = main(["deck", "check", "--link", f"https://thronesdb.com/deck/view/{UUID}", "--json"])
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


@pytest.mark.parametrize(
    ("paste", "link"),
    [
        (
            "https://thronesdb.com/decklist/view/23456/x\n",
            "https://thronesdb.com/decklist/view/23456/x",
        ),
        (b"  23456  ", "23456"),
        (f"\r\n{UUID}\r\n", UUID),
        ("3x Drowned Men (Core)", None),
        ("House Greyjoy", None),
        ("3 Krakens and a Bear\nhttps://thronesdb.com/decklist/view/23456/x", None),
        (DECKLIST_JSON, None),
        ("", None),
    ],
)
def test_a_paste_that_is_a_link_is_told_from_a_list(paste: str | bytes, link: str | None) -> None:
    assert deck_link_in(paste) == link
