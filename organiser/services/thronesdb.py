"""Deck lists fetched from ThronesDB's public API, by link or id.

A tournament organiser pastes what a player sends: a decklist link
(``https://thronesdb.com/decklist/view/23456/krakens``), a shared deck link
(``https://thronesdb.com/deck/view/987654``), an API address, or a bare number (a published
decklist's id). Maester asks the public API (``/api/public/decklist/<id>`` or
``/api/public/deck/<id>``) and keeps the JSON answer exactly as received.

The server is ``https://thronesdb.com``, or ``$MAESTER_THRONESDB_URL`` (a mirror, or the
local server the tests run). Every failure is a message an organiser can act on: offline,
no such deck, a private deck, an answer that is not a deck.
"""

from __future__ import annotations

import json
import os
import re
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from typing import Any

from organiser.core.errors import NotFound, UserError

DEFAULT_SERVER = "https://thronesdb.com"
SERVER_ENV = "MAESTER_THRONESDB_URL"
TIMEOUT_SECONDS = 15.0
MAX_ANSWER_BYTES = 1024 * 1024
USER_AGENT = "Maester tournament organiser (deck list import)"

DECKLIST = "decklist"
DECK = "deck"

_ID = r"(?P<id>\d+|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})"
_PATHS = (
    re.compile(r"/api/public/(?P<kind>decklist|deck)/" + _ID + r"(?:\.json)?/?$"),
    re.compile(r"/(?P<kind>decklist|deck)/(?:view|export/\w+|download)/" + _ID + r"(?:/.*)?$"),
)


@dataclass(frozen=True)
class DeckLink:
    kind: str  # decklist | deck
    id: str

    def api_path(self) -> str:
        return f"/api/public/{self.kind}/{self.id}"

    def page_path(self) -> str:
        return f"/{self.kind}/view/{self.id}"


@dataclass(frozen=True)
class FetchedDeck:
    """One answer of the public API: its text as received and decoded."""

    link: DeckLink
    page: str  # the ThronesDB page of the deck (the list's source)
    url: str  # the API address asked
    text: str
    data: dict[str, Any]


def parse_link(text: str) -> DeckLink:
    """A ThronesDB deck or decklist from a link, an API address or a decklist id."""
    raw = text.strip().strip("<>\"'")
    if raw.isdigit():
        return DeckLink(DECKLIST, raw)
    lowered = raw.lower()
    for prefix in ("decklist ", "decklist:", "deck ", "deck:"):
        if lowered.startswith(prefix) and raw[len(prefix) :].strip().isdigit():
            return DeckLink(prefix.rstrip(": "), raw[len(prefix) :].strip())
    if "://" not in raw and "thronesdb" in lowered:
        raw = "https://" + raw
    parsed = urllib.parse.urlparse(raw)
    path = re.sub(r"^/(?:[a-z]{2})(?=/)", "", parsed.path)  # a language prefix (/en/...)
    if parsed.scheme in ("http", "https") and parsed.netloc:
        for pattern in _PATHS:
            match = pattern.search(path)
            if match:
                return DeckLink(match.group("kind"), match.group("id"))
    raise UserError(
        f"{text.strip()!r} is not a ThronesDB deck link: paste a link such as "
        "https://thronesdb.com/decklist/view/12345/… or https://thronesdb.com/deck/view/…, "
        "or a decklist's number."
    )


def server(base_url: str | None = None) -> str:
    return (base_url or os.environ.get(SERVER_ENV) or DEFAULT_SERVER).rstrip("/")


def fetch(
    text: str, *, base_url: str | None = None, timeout: float = TIMEOUT_SECONDS
) -> FetchedDeck:
    """The deck a link names, from the public API; :class:`UserError` with a clear message
    when ThronesDB cannot be reached or has no such public deck."""
    link = parse_link(text)
    root = server(base_url)
    url = root + link.api_path()
    page = DEFAULT_SERVER + link.page_path()
    what = "decklist" if link.kind == DECKLIST else "deck"
    request = urllib.request.Request(
        url, headers={"Accept": "application/json", "User-Agent": USER_AGENT}
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            body = answer.read(MAX_ANSWER_BYTES + 1)
            kind = answer.headers.get("Content-Type", "")
            final = answer.geturl()
    except urllib.error.HTTPError as exc:
        if exc.code == 404:
            private = (
                " A deck (not a published decklist) can be read only when its owner shares "
                "their decks (ThronesDB account settings)."
                if link.kind == DECK
                else ""
            )
            raise NotFound(
                f"ThronesDB has no public {what} {link.id}.{private}", link=text.strip()
            ) from None
        raise UserError(
            f"ThronesDB answered {exc.code} ({exc.reason}) for the {what} {link.id}; try again "
            "later, or download the list as a .txt from ThronesDB and import the file.",
            link=text.strip(),
        ) from None
    except (urllib.error.URLError, TimeoutError, ConnectionError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise UserError(
            f"Cannot reach ThronesDB at {root} ({reason}). Check the internet connection, or "
            "ask the player for the list as a file (ThronesDB: Download › Text file) and "
            "import that.",
            link=text.strip(),
        ) from None
    if len(body) > MAX_ANSWER_BYTES:
        raise UserError(f"ThronesDB's answer for the {what} {link.id} is too big to be a deck.")
    try:
        decoded = body.decode("utf-8-sig")
        data = json.loads(decoded)
    except (UnicodeDecodeError, json.JSONDecodeError):
        login = "login" in final.lower() or "html" in kind.lower()
        hint = (
            " The deck is private: its owner must share their decks on ThronesDB." if login else ""
        )
        raise UserError(
            f"ThronesDB did not answer with a {what} for {link.id}.{hint}", link=text.strip()
        ) from None
    if not isinstance(data, dict) or not isinstance(data.get("slots"), dict):
        raise UserError(
            f"ThronesDB's answer for the {what} {link.id} is not a deck (no card slots).",
            link=text.strip(),
        )
    return FetchedDeck(link=link, page=page, url=url, text=decoded, data=data)
