"""The ASGI application of the event server (Starlette): read-only pages, two forms.

Routes (nothing else is reachable; no organiser function is among them):

- ``GET /`` the current round's pairings and the round clock (find yourself by name)
- ``GET /standings`` the standings after the last complete round (final ones after a cut)
- ``GET /bracket`` the cut
- ``GET /p/{id}`` a player's page: their table now, their rounds, their deck list's
  status, and the forms to report their result or ask to drop
- ``GET /state`` ``{"mark": ..., "clock": {...}}``: what the pages poll for live updates
- ``POST /report`` and ``POST /drop``: with a table number and a code (form fields);
  the answer is a page, or JSON when the request accepts ``application/json``
- ``GET /app.css``, ``GET /app.js``

Every read goes through :mod:`organiser.services` (so SQLite and PostgreSQL events both
work); pages are cached by the event's change mark, which is itself re-read at most every
half second, so a few hundred phones polling cost a few queries a second.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from organiser.core.errors import NotFound, UserError
from organiser.i18n import format_date, user_text
from organiser.services import Database, cut, decks, events, phones, players, results
from organiser.services import clock as clocks
from organiser.services import standings as standings_service
from organiser.web import pages
from organiser.web.limiter import Limiter, Limits
from organiser.web.messages import text

MAX_BODY = 4096  # a report is a few short fields
MARK_TTL_S = 0.5
PAGE_CACHE = 256

SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; style-src 'self'; script-src 'self'; connect-src 'self'; "
        "img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}


@dataclass
class Counters:
    """What the server did (for the organiser's status line and the load test)."""

    pages: int = 0
    polls: int = 0
    reports: int = 0
    confirmed: int = 0
    refused: int = 0


class EventSite:
    """One event served to the phones: the services it reads, caches, the limiter."""

    def __init__(
        self,
        db: Database,
        event_id: int | None = None,
        *,
        limits: Limits | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.db = db
        self.event_id = events.resolve_event(db, event_id)
        self.limiter = Limiter(limits, clock)
        self.counters = Counters()
        self._clock = clock
        self._lock = threading.Lock()
        self._mark: tuple[float, str] = (-1e9, "")
        self._state: tuple[float, bytes] = (-1e9, b"")
        self._pages: OrderedDict[tuple[str, str], str] = OrderedDict()
        self._shared: dict[tuple[str, str], Any] = {}
        self._running: dict[Any, asyncio.Future[Any]] = {}

    # -- the change mark and the caches -------------------------------------------------------
    #
    # The read endpoints run on the server's event loop and answer from these caches; only
    # a miss goes to a worker thread (and the database), once for all the requests waiting
    # for the same thing (``_once``): a change seen by 400 phones is read once, not 400 times.

    def mark(self) -> str:
        now = self._clock()
        with self._lock:
            at, value = self._mark
            if now - at < MARK_TTL_S and value:
                return value
        value = phones.change_mark(self.db, self.event_id)
        with self._lock:
            self._mark = (now, value)
        return value

    def forget_mark(self) -> None:
        with self._lock:
            self._mark = (-1e9, "")
            self._state = (-1e9, b"")

    async def _once(self, key: Any, work: Callable[[], Any]) -> Any:
        """``work()`` in a worker thread, shared by every caller asking for ``key`` while it
        runs (the callers all run on the event loop: no lock needed)."""
        task = self._running.get(key)
        if task is None:
            task = asyncio.ensure_future(run_in_threadpool(work))
            self._running[key] = task
            task.add_done_callback(lambda _t: self._running.pop(key, None))
        return await asyncio.shield(task)

    async def current_mark(self) -> str:
        at, value = self._mark
        if self._clock() - at < MARK_TTL_S and value:
            return value
        mark: str = await self._once("mark", self.mark)
        return mark

    async def cached(self, key: str, build: Callable[[str], str]) -> str:
        mark = await self.current_mark()
        hit = self._pages.get((key, mark))
        if hit is not None:
            self._pages.move_to_end((key, mark))
            return hit
        body: str = await self._once(("page", key, mark), lambda: build(mark))
        self._pages[(key, mark)] = body
        while len(self._pages) > PAGE_CACHE:
            self._pages.popitem(last=False)
        return body

    def shared(self, name: str, mark: str, read: Callable[[], Any]) -> Any:
        """Data every page of this mark uses (the round, the event, the deck lists), read
        once per mark (called from worker threads)."""
        with self._lock:
            found = self._shared.get((name, mark), _MISSING)
        if found is not _MISSING:
            return found
        value = read()
        with self._lock:
            if len(self._shared) > 64:
                self._shared.clear()
            self._shared[(name, mark)] = value
        return value

    async def state(self) -> bytes:
        """``/state``: the mark and the clock, re-read at most every half second."""
        at, body = self._state
        if self._clock() - at < MARK_TTL_S and body:
            return body

        def read() -> bytes:
            c = self.clock()
            data: dict[str, Any] = {"mark": self.mark()}
            if c is not None:
                data["clock"] = {
                    "remaining": round(c.remaining_seconds, 1),
                    "running": c.running,
                    "started": c.started,
                }
            return json.dumps(data).encode()

        body = await self._once("state", read)
        self._state = (self._clock(), body)
        return body

    # -- what the pages read -----------------------------------------------------------------

    def event(self, mark: str) -> Any:
        return self.shared("event", mark, lambda: events.get_event(self.db, self.event_id))

    def frame(self, mark: str, current: str) -> pages.Frame:
        info = self.event(mark)
        subtitle = " · ".join(x for x in (_shown_date(info.date), str(info.format)) if x)
        return pages.Frame(
            event_name=info.name,
            subtitle=subtitle,
            mark=mark,
            current=current,
            has_cut=info.cut_rounds_paired > 0,
        )

    def clock(self) -> Any | None:
        try:
            return clocks.get_clock(self.db, self.event_id)
        except NotFound:
            return None

    def current_round(self, mark: str = "") -> Any | None:
        def read() -> Any | None:
            try:
                return results.list_results(self.db, self.event_id)
            except NotFound:
                return None

        return self.shared("round", mark, read) if mark else read()

    def deck_status(self, mark: str, player_id: int) -> str | None:
        def read() -> dict[int, str]:
            try:
                return {d.player_id: d.status for d in decks.deck_statuses(self.db, self.event_id)}
            except UserError:
                return {}

        found: dict[int, str] = self.shared("decks", mark, read)
        return found.get(player_id)


_MISSING = object()


def _client(request: Request) -> str:
    return request.client.host if request.client is not None else "?"


def _html(body: str, status: int = 200) -> HTMLResponse:
    return HTMLResponse(body, status_code=status, headers=SECURITY_HEADERS)


def _site(request: Request) -> EventSite:
    site: EventSite = request.app.state.site
    return site


async def _render(
    request: Request,
    key: str,
    current: str,
    body: Callable[[str], str],
    title: str | None,
) -> str:
    """The page (or with ``X-Fragment: 1`` only its ``<main>``), cached by change mark.
    ``body(mark)`` runs in a worker thread; ``title`` None: the body's first line is the
    title (a player's name)."""
    site = _site(request)
    fragment = request.headers.get("x-fragment") == "1"

    def build(mark: str) -> str:
        inner = body(mark)
        shown = title
        if shown is None:
            shown, _, inner = inner.partition("\n")
        if fragment:
            return inner
        return pages.page(site.frame(mark, current), shown, inner)

    site.counters.pages += 1
    return await site.cached(f"{key}|{int(fragment)}", build)


async def home(request: Request) -> Response:
    site = _site(request)
    return _html(
        await _render(
            request,
            "/",
            "pairings",
            lambda mark: pages.pairings_body(site.current_round(mark), site.clock()),
            text("nav.pairings"),
        )
    )


async def standings(request: Request) -> Response:
    site = _site(request)

    def body(_mark: str) -> str:
        try:
            return pages.standings_body(standings_service.get_standings(site.db, site.event_id))
        except NotFound:
            return pages.standings_body(None)

    return _html(await _render(request, "/standings", "standings", body, text("nav.standings")))


async def bracket(request: Request) -> Response:
    site = _site(request)

    def body(_mark: str) -> str:
        try:
            return pages.bracket_body(cut.get_cut(site.db, site.event_id))
        except UserError:
            return pages.bracket_body(None)

    return _html(await _render(request, "/bracket", "bracket", body, text("nav.bracket")))


def _player_view(site: EventSite, mark: str, player_id: int) -> pages.PlayerView:
    person = players.get_player(site.db, site.event_id, player_id)
    current = site.current_round(mark)
    seat = None
    table = None
    if current is not None:
        for t in (*current.tables, *current.byes):
            if player_id in (t.player_a, t.player_b):
                seat = t
        for m in current.melee_tables:
            if player_id in m.players:
                table = m
    settings = site.shared("settings", mark, lambda: phones.get_settings(site.db, site.event_id))
    info = site.event(mark)
    return pages.PlayerView(
        player_id=player_id,
        name=person.display_name,
        dropped=person.dropped,
        seat=seat,
        round_label=pages.round_label(current.stage, current.number) if current else None,
        history=phones.player_history(site.db, site.event_id, player_id),
        deck=site.deck_status(mark, player_id),
        asked=phones.pending_for(site.db, site.event_id, player_id),
        self_report=settings.self_report and info.status != "finished",
        can_report=(
            (table is not None and not table.reported)
            or (seat is not None and seat.player_b is not None and seat.outcome is None)
        ),
        melee=table,
    )


async def player(request: Request) -> Response:
    site = _site(request)
    raw = request.path_params["player_id"]
    if not raw.isdigit() or len(raw) > 9:
        return await _not_found(request)
    player_id = int(raw)

    def body(mark: str) -> str:
        view = _player_view(site, mark, player_id)
        return view.name.replace("\n", " ") + "\n" + pages.player_body(view, site.clock())

    try:
        return _html(await _render(request, f"/p/{player_id}", "", body, None))
    except NotFound:
        return await _not_found(request)


async def _not_found(request: Request) -> Response:
    site = _site(request)
    mark = await site.current_mark()
    frame = await run_in_threadpool(site.frame, mark, "")
    body = f"<p>{pages.e(text('not_found'))}</p>"
    return _html(pages.page(frame, text("not_found"), body), 404)


async def state(request: Request) -> Response:
    site = _site(request)
    site.counters.polls += 1
    return Response(await site.state(), media_type="application/json", headers=SECURITY_HEADERS)


def css(_request: Request) -> Response:
    return Response(pages.CSS, media_type="text/css", headers=SECURITY_HEADERS)


def js(_request: Request) -> Response:
    return Response(pages.JS, media_type="text/javascript", headers=SECURITY_HEADERS)


def _shown_date(value: str | None) -> str:
    """The event's date (stored ISO) as the server's language writes it; as stored when it
    is not a date."""
    if not value:
        return ""
    try:
        return format_date(dt.date.fromisoformat(value))
    except ValueError:
        return value


class BadRequest(Exception):
    pass


async def _form(request: Request) -> dict[str, str]:
    """The fields of a small url-encoded form; :class:`BadRequest` for anything else."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/x-www-form-urlencoded":
        raise BadRequest()
    length = request.headers.get("content-length")
    if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
        raise BadRequest()
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise BadRequest()
    try:
        fields = parse_qs(body.decode("utf-8"), strict_parsing=False, max_num_fields=24)
    except (UnicodeDecodeError, ValueError):
        raise BadRequest() from None
    return {k: v[0] for k, v in fields.items() if v}


MAX_SEATS = 6  # a melee table seats 3 to 5; one spare field of each kind is tolerated


def _melee_fields(
    fields: dict[str, str],
) -> tuple[dict[int, int], dict[int, int], list[int], str]:
    """A melee table's report: ``place_<id>``, ``power_<id>``, ``out_<id>`` per player and
    the ``ending``; :class:`BadRequest` for anything malformed (the service checks that the
    ids are the table's and that the result is possible)."""
    places: dict[int, int] = {}
    powers: dict[int, int] = {}
    eliminated: list[int] = []
    for key, value in fields.items():
        kind, _sep, raw_id = key.partition("_")
        if kind not in ("place", "power", "out"):
            continue
        if not raw_id.isdigit() or len(raw_id) > 9:
            raise BadRequest()
        pid = int(raw_id)
        if kind == "out":
            if value not in ("1", "on"):
                raise BadRequest()
            eliminated.append(pid)
            continue
        if not value.isdigit() or len(value) > 3:
            raise BadRequest()
        (places if kind == "place" else powers)[pid] = int(value)
    ending = fields.get("ending", "")
    if ending not in ("won", "time") or not places or len(places) > MAX_SEATS:
        raise BadRequest()
    if len(powers) > MAX_SEATS or len(eliminated) > MAX_SEATS:
        raise BadRequest()
    return places, powers, eliminated, ending


def _table(fields: dict[str, str]) -> int:
    raw = fields.get("table", "").strip()
    if not raw.isdigit() or len(raw) > 6:
        raise BadRequest()
    return int(raw)


async def _answer(request: Request, key: str, status: int, back: str, **values: object) -> Response:
    wants_json = "application/json" in request.headers.get("accept", "")
    if wants_json:
        return JSONResponse(
            {"status": key, "message": text("answer." + key, **values)},
            status_code=status,
            headers=SECURITY_HEADERS,
        )
    site = _site(request)
    body = pages.answer_body(key, status < 400, back, **values)
    frame = await run_in_threadpool(site.frame, await site.current_mark(), "")
    return _html(pages.page(frame, text("answer.title"), body), status)


async def _submit(request: Request, kind: str) -> Response:
    site = _site(request)
    phone = _client(request)
    try:
        fields = await _form(request)
        table = _table(fields)
        code = fields.get("code", "")
        if not code or len(code) > 32:
            raise BadRequest()
        winner_raw = fields.get("winner", "")
        outcome = fields.get("outcome", "win")[:32]
        melee = _melee_fields(fields) if kind == "result" and "ending" in fields else None
        if kind == "result" and melee is None:
            if winner_raw == "none":
                winner, outcome = None, "double_loss"
            elif winner_raw.isdigit() and len(winner_raw) <= 9:
                winner = int(winner_raw)
            else:
                raise BadRequest()
    except BadRequest:
        site.counters.refused += 1
        return await _answer(request, "bad_request", 400, "/")
    if not site.limiter.admit(phone, table):
        site.counters.refused += 1
        return await _answer(request, "limited", 429, "/")
    site.counters.reports += 1

    def call() -> phones.ReportOutcome:
        if kind == "drop":
            return phones.report_drop(site.db, site.event_id, table=table, code=code, client=phone)
        if melee is not None:
            places, powers, eliminated, ending = melee
            return phones.report_melee_result(
                site.db,
                site.event_id,
                table=table,
                code=code,
                places=places,
                powers=powers,
                ending=ending,
                eliminated=eliminated,
                client=phone,
            )
        return phones.report_result(
            site.db,
            site.event_id,
            table=table,
            code=code,
            winner=winner,
            outcome=outcome,
            client=phone,
        )

    try:
        out = await run_in_threadpool(call)
    except phones.BadCode:
        site.limiter.wrong_code(phone, table)
        return await _answer(request, "bad_code", 403, "/")
    except UserError as err:
        problem = str(err.details.get("problem", "error"))
        if problem == "impossible":
            return await _answer(request, "impossible", 422, "/", reason=user_text(err))
        key = problem if problem in _KNOWN_PROBLEMS else "error"
        return await _answer(request, key, 409 if key != "bad_request" else 400, "/")
    finally:
        site.forget_mark()
    if out.status == "confirmed":
        site.counters.confirmed += 1
    back = f"/p/{out.seat.player_id}"
    return await _answer(
        request, out.status, 200, back, opponent=out.seat.opponent, table=out.seat.table
    )


_KNOWN_PROBLEMS = frozenset(
    {"self_report_off", "recorded", "disputed", "finished", "melee", "bad_request"}
)


async def report(request: Request) -> Response:
    return await _submit(request, "result")


async def drop(request: Request) -> Response:
    return await _submit(request, "drop")


async def _not_found_handler(request: Request, _exc: Exception) -> Response:
    return HTMLResponse(
        f"<!DOCTYPE html><title>404</title><p>{pages.e(text('not_found'))}</p>",
        status_code=404,
        headers=SECURITY_HEADERS,
    )


async def _method_handler(request: Request, _exc: Exception) -> Response:
    return Response("", status_code=405, headers=SECURITY_HEADERS)


async def _error_handler(request: Request, exc: Exception) -> Response:
    logging.getLogger("maester.web").exception("error serving %s", request.url.path)
    return HTMLResponse(
        f"<!DOCTYPE html><title>500</title><p>{pages.e(text('answer.error'))}</p>",
        status_code=500,
        headers=SECURITY_HEADERS,
    )


def create_app(site: EventSite) -> Starlette:
    app = Starlette(
        routes=[
            Route("/", home),
            Route("/standings", standings),
            Route("/bracket", bracket),
            Route("/p/{player_id}", player),
            Route("/state", state),
            Route("/app.css", css),
            Route("/app.js", js),
            Route("/report", report, methods=["POST"]),
            Route("/drop", drop, methods=["POST"]),
        ],
        exception_handlers={404: _not_found_handler, 405: _method_handler, 500: _error_handler},
    )
    app.state.site = site
    return app
