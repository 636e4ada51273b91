"""Deck lists fetched from ThronesDB, by link or id.

A tournament organiser pastes what a player sends: a published decklist's link
(``https://thronesdb.com/decklist/view/23456/krakens``) or number, or a deck's link
(``https://thronesdb.com/deck/view/<uuid>``). ThronesDB's public API serves published
decklists as JSON (``/api/public/decklist/<id>.json``). It has no API for decks: a deck's
page, which anyone may open when the deck's owner shares their decks, carries the deck as
the same JSON, and Maester reads it from there. The JSON is kept exactly as received.

The server is ``https://thronesdb.com``, or ``$MAESTER_THRONESDB_URL`` (a mirror, or the
local server the tests run). Every failure is a message an organiser can act on: offline,
no such decklist or deck, a deck that is not shared, an answer that is not a deck."""

from __future__ import annotations

import json
import os
import re
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from typing import Any

from organiser.core.errors import M_, NotFound, UserError

DEFAULT_SERVER = "https://thronesdb.com"
SERVER_ENV = "MAESTER_THRONESDB_URL"
TIMEOUT_SECONDS = 15.0
MAX_ANSWER_BYTES = 1024 * 1024
USER_AGENT = "Maester tournament organiser (deck list import)"

DECKLIST = "decklist"
DECK = "deck"

_UUID = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
_PATHS = (
    re.compile(r"/api/public/(?P<kind>decklist)/(?P<id>\d+)(?:\.json)?/?$"),
    re.compile(r"/(?P<kind>decklist)/(?:view|export/\w+|download)/(?P<id>\d+)(?:/.*)?$"),
    re.compile(r"/(?P<kind>deck)/(?:view|edit|export/\w+)/(?P<id>" + _UUID + r")(?:/.*)?$"),
)
_BARE_UUID = re.compile(_UUID + "$")


@dataclass(frozen=True)
class DeckLink:
    kind: str  # decklist (a published decklist, by number) | deck (a private deck, by uuid)
    id: str

    def fetch_path(self) -> str:
        if self.kind == DECKLIST:
            return f"/api/public/decklist/{self.id}.json"
        return f"/deck/view/{self.id}"

    def page_path(self) -> str:
        return f"/{self.kind}/view/{self.id}"


@dataclass(frozen=True)
class FetchedDeck:
    """One decklist or deck from ThronesDB: its JSON as received, decoded and read."""

    link: DeckLink
    page: str  # the ThronesDB page of the deck (the list's source)
    url: str  # the address asked
    text: str
    data: dict[str, Any]


def parse_link(text: str) -> DeckLink:
    """A ThronesDB decklist or deck from a link, an API address, a decklist's number or a
    deck's uuid."""
    raw = text.strip().strip("<>\"'")
    lowered = raw.lower()
    for prefix in ("decklist ", "decklist:", "deck ", "deck:"):
        if lowered.startswith(prefix):
            raw = raw[len(prefix) :].strip()
            break
    if raw.isdigit():
        return DeckLink(DECKLIST, raw)
    if _BARE_UUID.match(raw):
        return DeckLink(DECK, raw.lower())
    if "://" not in raw and "thronesdb" in raw.lower():
        raw = "https://" + raw
    parsed = urllib.parse.urlparse(raw)
    path = re.sub(r"^/(?:[a-z]{2})(?=/)", "", parsed.path)  # a language prefix (/en/...)
    if parsed.scheme in ("http", "https") and _is_thronesdb(parsed.hostname or ""):
        for pattern in _PATHS:
            match = pattern.search(path)
            if match:
                return DeckLink(match.group("kind"), match.group("id").lower())
        if re.search(r"/deck/(?:view|edit)/\d+(?:/|$)", path):
            raise UserError(
                M_(
                    "{strip} is an old ThronesDB deck link (a number): ThronesDB now names decks by a long code (…/deck/view/1a2b3c4d-…). Ask the player for the deck's current link, its published decklist, or the list as a file.",
                    strip=repr(text.strip()),
                )
            )
    raise UserError(
        M_(
            "{strip} is not a ThronesDB deck link: paste a link such as https://thronesdb.com/decklist/view/12345/… or https://thronesdb.com/deck/view/…, or a decklist's number.",
            strip=repr(text.strip()),
        )
    )


def _is_thronesdb(host: str) -> bool:
    """ThronesDB's site (any language's subdomain) or the server Maester is told to ask."""
    mirror = urllib.parse.urlparse(os.environ.get(SERVER_ENV) or "").hostname
    return bool(host) and (host in ("thronesdb.com", mirror) or host.endswith(".thronesdb.com"))


def server(base_url: str | None = None) -> str:
    return (base_url or os.environ.get(SERVER_ENV) or DEFAULT_SERVER).rstrip("/")


def fetch(
    text: str, *, base_url: str | None = None, timeout: float = TIMEOUT_SECONDS
) -> FetchedDeck:
    """The decklist or deck a link names; :class:`UserError` with a clear message when
    ThronesDB cannot be reached or has no such decklist, or the deck is not shared."""
    link = parse_link(text)
    root = server(base_url)
    url = root + link.fetch_path()
    page = DEFAULT_SERVER + link.page_path()
    what = f"decklist {link.id}" if link.kind == DECKLIST else f"deck {link.id}"
    as_file = (
        "ask the player for the list as a file (ThronesDB: Download › Text file) and import that"
    )
    accept = "application/json" if link.kind == DECKLIST else "text/html"
    try:
        request = urllib.request.Request(url, headers={"Accept": accept, "User-Agent": USER_AGENT})
    except ValueError:
        raise UserError(
            M_(
                "{root} is not a web address for ThronesDB (check ${SERVER_ENV}).",
                root=repr(root),
                SERVER_ENV=SERVER_ENV,
            )
        ) from None
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            body = answer.read(MAX_ANSWER_BYTES + 1)
    except urllib.error.HTTPError as exc:
        if exc.code == 404:
            raise NotFound(
                M_(
                    "ThronesDB has no {value}{what}: check the link, or {as_file}.",
                    value="published " if link.kind == DECKLIST else "",
                    what=what,
                    as_file=as_file,
                ),
                link=text.strip(),
            ) from None
        raise UserError(
            M_(
                "ThronesDB answered {code} ({reason}) for the {what}; try again later, or {as_file}.",
                code=exc.code,
                reason=exc.reason,
                what=what,
                as_file=as_file,
            ),
            link=text.strip(),
        ) from None
    except (urllib.error.URLError, TimeoutError, ConnectionError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise UserError(
            M_(
                "Cannot reach ThronesDB at {root} ({reason}). Check the internet connection, or {as_file}.",
                root=root,
                reason=reason,
                as_file=as_file,
            ),
            link=text.strip(),
        ) from None
    if len(body) > MAX_ANSWER_BYTES:
        raise UserError(M_("ThronesDB's answer for the {what} is too big to be a deck.", what=what))
    try:
        decoded = body.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UserError(
            M_("ThronesDB did not answer with a deck list for the {what}.", what=what)
        ) from None
    if link.kind == DECK:
        decoded = _deck_of_page(decoded, what, text)
    try:
        data = json.loads(decoded)
    except json.JSONDecodeError:
        raise UserError(
            M_("ThronesDB did not answer with a decklist for {id}.", id=link.id), link=text.strip()
        ) from None
    if not isinstance(data, dict) or not isinstance(data.get("slots"), dict):
        raise UserError(
            M_("ThronesDB's answer for the {what} is not a deck (no card slots).", what=what),
            link=text.strip(),
        )
    return FetchedDeck(link=link, page=page, url=url, text=decoded, data=data)


_DECK_ON_PAGE = re.compile(r"app\.deck\.init\(\s*(?=\{)")


def _deck_of_page(page: str, what: str, text: str) -> str:
    """The deck's JSON from its page (``app.deck.init({...})``), or the reason the page
    gives instead: the deck is not shared, or there is no such deck."""
    found = _DECK_ON_PAGE.search(page)
    if found is not None:
        try:
            _data, end = json.JSONDecoder().raw_decode(page, found.end())
        except json.JSONDecodeError:
            pass
        else:
            return page[found.end() : end]
    if "not allowed to view this deck" in page or "share your decks" in page.lower():
        raise UserError(
            M_(
                'The {what} is not shared: its owner must turn on "Share your decks" in their ThronesDB account, or publish it as a decklist, or hand in the list as a file.',
                what=what,
            ),
            link=text.strip(),
        )
    if "deck doesn't exist" in page or "deck does not exist" in page:
        raise NotFound(M_("ThronesDB has no {what}: check the link.", what=what), link=text.strip())
    raise UserError(
        M_(
            "ThronesDB's page for the {what} holds no deck (it may ask to log in); check the link, or hand in the list as a file.",
            what=what,
        ),
        link=text.strip(),
    )
