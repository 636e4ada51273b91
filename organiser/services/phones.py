"""Players' phones: table codes, results and drops reported from the tables, the
organiser's queue, and the read-only facts the event server shows.

**Codes.** Every seat of every table of a round has a short code (six characters of an
alphabet without look-alikes: 32**6, about a billion codes). It is an HMAC of the round
(its id, stage, number, seed and when it was paired) and the player under the event's
secret, so the printed slips and the server agree without a code stored per seat, a code
is good for one round only (a round paired again gets new codes), and knowing one code
says nothing about another.

**Results.** A player reports with their table number and their code; the report waits
for the opponent's report with their own code. Two reports that agree are entered through
:func:`organiser.services.results.record_result`, exactly like a result typed at the desk,
audited with ``source: phones``; two that disagree are *disputed*: nothing is entered, and
the organiser's queue shows both. The organiser may also confirm a one-sided report. A
table whose result is already recorded refuses further reports (corrections are made at
the desk, as for any result).

**Melee.** Every seat of a melee table has its code. A player reports the whole table
(each seat's place and power, who was eliminated, how the game ended); the result is
checked like one typed at the desk and waits until a second player of the table reports
the same result, which enters it (the same two-person check as a joust table, without
holding the table open for a player who has left); a report that differs from one
already made is disputed, and the organiser decides.

**Drops.** A player asks with their code; nothing happens until the organiser confirms
(:func:`confirm`), which drops them through :func:`organiser.services.players.drop_player`.

Rate limiting (how many wrong codes a phone may try) belongs to the server that takes
the requests (``organiser.web``): this module only says whether a code is right.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from collections.abc import Collection, Mapping
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import func, select
from sqlmodel import Session, col

from organiser.core.errors import M_, Conflict, NotFound, UserError
from organiser.core.melee import record_result as check_melee_result
from organiser.core.model import Outcome, Stage
from organiser.services import melee, players, results
from organiser.services._melee_tables import is_melee, melee_profile_of, stored_tables
from organiser.services._support import (
    audit,
    display_names,
    find_round,
    games_of_round,
    latest_round,
    load_event,
    player_rows,
)
from organiser.store.db import Store
from organiser.store.models import AuditRow, EventRow, GameRow, PlayerRow, RoundRow
from organiser.store.phones import PhoneReportRow, PhoneSettingRow

CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # no 0/O, 1/I: read off paper
CODE_LENGTH = 6
SOURCE = "phones"
REPORTABLE = (
    Outcome.WIN,
    Outcome.MODIFIED_WIN,
    Outcome.CONCESSION,
    Outcome.DECKED,
    Outcome.DOUBLE_LOSS,
)


class BadCode(UserError):
    """A table number and code that do not name a seat of the current round. The message
    is the same whatever was wrong (no such table, another table's code, a typo, an old
    round's code): a wrong code says nothing about the right one."""

    def __init__(self) -> None:
        super().__init__("that table and code do not match", problem="bad_code")


class Refused(Conflict):
    """A right code, but the request cannot be taken (self-reporting off, result already
    recorded, a dispute waiting for the organiser...). ``problem`` names which."""

    def __init__(self, message: str, problem: str) -> None:
        super().__init__(message, problem=problem)


@dataclass(frozen=True)
class PhoneSettings:
    event_id: int
    self_report: bool
    address: str | None


@dataclass(frozen=True)
class Seat:
    """Whose code it was: the player, their table and opponent in the current round."""

    player_id: int
    name: str
    table: int
    opponent_id: int
    opponent: str
    stage: str
    round: int
    # every player of the table in seat order, with their names (a melee table has 3 to 5;
    # for a melee seat ``opponent_id`` is the next seat and ``opponent`` names all others)
    players: tuple[tuple[int, str], ...] = ()
    melee: bool = False


@dataclass(frozen=True)
class ReportOutcome:
    """What became of a report: ``waiting`` (for the opponent), ``confirmed`` (entered),
    ``disputed`` (the two disagree: the organiser decides), ``drop_requested``."""

    status: str
    seat: Seat


@dataclass(frozen=True)
class QueueItem:
    """A report the organiser may act on."""

    id: int
    kind: str  # result | drop
    status: str  # pending | disputed
    stage: str
    round: int
    table: int
    player_id: int
    player: str
    opponent: str
    winner: int | None
    winner_name: str | None
    outcome: str | None
    tiebreak: str | None
    created_at: str
    client: str | None
    # a dispute: the other player's report of the same table (its id), else None
    other: int | None = None
    # a melee table's report: (name, place, power, eliminated) in place order
    places: tuple[tuple[str, int, int, bool], ...] = ()

    def describe(self) -> str:
        if self.kind == "drop":
            return f"{self.player} asks to drop"
        if self.places:
            listed = ", ".join(
                f"{place}. {who} ({power}{', eliminated' if out else ''})"
                for who, place, power, out in self.places
            )
            return f"table {self.table}: {self.player} reports {listed} ({self.outcome})"
        what = (
            "double loss"
            if self.outcome == Outcome.DOUBLE_LOSS.value
            else f"{self.winner_name} wins ({(self.outcome or '').replace('_', ' ')})"
        )
        return f"table {self.table}: {self.player} reports {what}"


@dataclass(frozen=True)
class HistoryLine:
    stage: str
    round: int
    table: int  # 0: a bye or an unpaired loss
    opponent: str | None
    result: str  # won | lost | bye | double_loss | unpaired_loss | pending | placed (melee)
    outcome: str | None
    place: int | None = None  # melee: the place and power at the end
    power: int | None = None


# -- settings ------------------------------------------------------------------------------


def _setting(s: Session, event_id: int) -> PhoneSettingRow | None:
    return s.get(PhoneSettingRow, event_id)


def _ensure_setting(s: Session, event_id: int) -> PhoneSettingRow:
    row = _setting(s, event_id)
    if row is None:
        row = PhoneSettingRow(event_id=event_id, secret=secrets.token_hex(32))
        s.add(row)
        s.flush()
    return row


def get_settings(store: Store, event_id: int | None = None) -> PhoneSettings:
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        row = _setting(s, event.id)
        return PhoneSettings(
            event_id=event.id,
            self_report=True if row is None else row.self_report,
            address=None if row is None else row.address,
        )


def set_self_report(
    store: Store, event_id: int | None, on: bool, *, reason: str | None = None
) -> PhoneSettings:
    """Let players report results and ask to drop from their phones (or not). Audited."""
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        row = _ensure_setting(s, event.id)
        if row.self_report != on:
            row.self_report = on
            audit(s, store, event.id, "phones_self_report", {"on": on}, reason)
        return PhoneSettings(event.id, row.self_report, row.address)


def set_address(store: Store, event_id: int | None, address: str | None) -> PhoneSettings:
    """The address the event is shared on (None: no longer shared), for the QR codes on
    the projector and on paper. Audited when it changes."""
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        row = _ensure_setting(s, event.id)
        if row.address != address:
            row.address = address
            audit(s, store, event.id, "phones_shared", {"address": address})
        return PhoneSettings(event.id, row.self_report, row.address)


# -- codes ---------------------------------------------------------------------------------


def _code(secret: str, r: Any, player_id: int) -> str:
    message = f"{r.id}|{r.stage}|{r.number}|{r.seed}|{r.created_at}|{player_id}".encode()
    digest = hmac.new(bytes.fromhex(secret), message, hashlib.sha256).digest()
    value = int.from_bytes(digest[:8], "big")
    out = []
    for _ in range(CODE_LENGTH):
        value, index = divmod(value, len(CODE_ALPHABET))
        out.append(CODE_ALPHABET[index])
    return "".join(out)


def normalise_code(text: str) -> str:
    """What a player typed, as a code: upper case, without spaces or dashes."""
    return "".join(ch for ch in text.upper() if ch not in " -\t")


def table_codes(
    store: Store, event_id: int | None = None, *, round: int | None = None, stage: str | None = None
) -> dict[int, str]:
    """The code of every seated player of a round (the latest when ``round`` is None), by
    player id; byes have none. Creates the event's secret the first time (a write); on a
    read-only file without one, returns no codes."""
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        row = _setting(s, event.id)
        secret = None if row is None else row.secret
    if secret is None:
        if store.read_only:
            return {}
        with store.unit() as s:
            secret = _ensure_setting(s, event.id).secret
    with store.unit(write=False) as s:
        event = load_event(s, event.id)
        r = find_round(s, event, round, Stage(stage) if stage else None)
        assert r.id is not None and event.id is not None
        codes: dict[int, str] = {}
        if is_melee(event):
            for t in stored_tables(s, event.id, round_id=r.id):
                if not t.bye:
                    for seat in t.seats:
                        codes[seat.player_id] = _code(secret, r, seat.player_id)
            return codes
        for g in games_of_round(s, r.id):
            if g.player_b is None:
                continue
            codes[g.player_a] = _code(secret, r, g.player_a)
            codes[g.player_b] = _code(secret, r, g.player_b)
        return codes


def _current_round(s: Session, event: EventRow) -> RoundRow | None:
    assert event.id is not None
    return latest_round(s, event.id, Stage.CUT) or latest_round(s, event.id, Stage.SWISS)


@dataclass(frozen=True)
class _Table:
    """The players of a table of the current round and whether its result is in."""

    players: tuple[int, ...]
    recorded: bool


def _table(s: Session, event: EventRow, r: RoundRow, table: int) -> _Table | None:
    assert event.id is not None and r.id is not None
    if is_melee(event):
        for t in stored_tables(s, event.id, round_id=r.id, table=table):
            if not t.bye and t.table == table:
                return _Table(tuple(seat.player_id for seat in t.seats), t.ending is not None)
        return None
    game = s.execute(
        select(GameRow.__table__).where(  # type: ignore[attr-defined]
            col(GameRow.round_id) == r.id,
            col(GameRow.table_no) == table,
            col(GameRow.player_b).is_not(None),
        )
    ).first()
    if game is None:
        return None
    return _Table((game.player_a, game.player_b), game.outcome is not None)


def _seat(s: Session, event: EventRow, table: int, code: str) -> tuple[RoundRow, _Table, Seat]:
    """The seat a table number and code name in the current round, or :class:`BadCode`.
    Every seat of the table is compared (two for a missing table), in constant time, so
    the answer takes as long for a wrong table as for a wrong code."""
    assert event.id is not None
    typed = normalise_code(code)
    setting = _setting(s, event.id)
    r = _current_round(s, event)
    found = None
    if r is not None and r.id is not None and 0 < table <= 1_000_000:
        found = _table(s, event, r, table)
    secret = setting.secret if setting is not None else "00" * 32
    seats = found.players if found is not None else (0, -1)
    matched = None
    probe = r if r is not None else RoundRow(id=0, event_id=0, number=0)
    for pid in seats:
        if hmac.compare_digest(_code(secret, probe, pid).encode(), typed.encode()[:64]):
            matched = pid
    if matched is None or found is None or setting is None or r is None:
        raise BadCode()
    names = display_names(
        s.execute(
            select(PlayerRow.__table__).where(  # type: ignore[attr-defined]
                col(PlayerRow.id).in_(found.players)
            )
        ).all()
    )
    at = found.players.index(matched)
    others = found.players[at + 1 :] + found.players[:at]
    return (
        r,
        found,
        Seat(
            player_id=matched,
            name=names.get(matched, str(matched)),
            table=table,
            opponent_id=others[0],
            opponent=", ".join(names.get(o, str(o)) for o in others),
            stage=r.stage,
            round=r.number,
            players=tuple((p, names.get(p, str(p))) for p in found.players),
            melee=is_melee(event),
        ),
    )


def check_code(store: Store, event_id: int | None, table: int, code: str) -> Seat:
    """Whose seat a table number and code are (:class:`BadCode` if none). Reads only."""
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        return _seat(s, event, table, code)[2]


# -- reports from the tables ---------------------------------------------------------------


def _open_reports(s: Session, round_id: int, table: int, kind: str) -> list[PhoneReportRow]:
    return list(
        s.scalars(
            select(PhoneReportRow).where(
                col(PhoneReportRow.round_id) == round_id,
                col(PhoneReportRow.table_no) == table,
                col(PhoneReportRow.kind) == kind,
                col(PhoneReportRow.status).in_(("pending", "disputed")),
            )
        )
    )


def _check_result(seat: Seat, winner: int | None, outcome: str) -> tuple[int | None, Outcome]:
    try:
        parsed = Outcome(outcome)
    except ValueError:
        raise UserError(M_("unknown outcome"), problem="bad_request") from None
    if parsed not in REPORTABLE:
        raise UserError(M_("unknown outcome"), problem="bad_request")
    if parsed is Outcome.DOUBLE_LOSS:
        if winner is not None:
            raise UserError(M_("a double loss has no winner"), problem="bad_request")
        return None, parsed
    if winner not in (seat.player_id, seat.opponent_id):
        raise UserError(M_("the winner must be one of the two players"), problem="bad_request")
    return winner, parsed


def _dispute(
    s: Session,
    store: Store,
    event_id: int,
    r: RoundRow,
    seat: Seat,
    mine: list[PhoneReportRow],
    theirs: list[PhoneReportRow],
    row: PhoneReportRow,
) -> ReportOutcome:
    """Two players of a table disagree: the reporter's earlier report is closed, the others'
    are disputed with this one (``row``), nothing is entered; audited."""
    now = row.created_at
    for rep in mine:
        rep.status, rep.decided_at = "closed", now
    for rep in theirs:
        rep.status = "disputed"
    s.add(row)
    audit(
        s,
        store,
        event_id,
        "phones_result_disputed",
        {"stage": r.stage, "round": r.number, "table": seat.table, "by": seat.player_id},
    )
    return ReportOutcome("disputed", seat)


def report_result(
    store: Store,
    event_id: int | None,
    *,
    table: int,
    code: str,
    winner: int | None,
    outcome: str = "win",
    client: str | None = None,
) -> ReportOutcome:
    """A player's report of their table's result, with their code.

    The first report waits for the opponent's; the opponent's, if it agrees, enters the
    result (like the desk, audited with its source); if it disagrees, both are disputed and
    nothing is entered. The same player reporting again replaces their waiting report.
    """
    with store.transaction() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        r, game, seat = _seat(s, event, table, code)
        _refuse_unless_open(s, event)
        won, parsed = _check_result(seat, winner, outcome)
        if seat.melee:
            raise Refused(M_("a melee table reports every seat's place and power"), "melee")
        if game.recorded:
            raise Refused(M_("this table's result is already recorded"), "recorded")
        assert r.id is not None
        now = store.now()
        open_ = _open_reports(s, r.id, table, "result")
        if any(rep.status == "disputed" for rep in open_):
            raise Refused(M_("this table's reports disagree: the organiser decides"), "disputed")
        mine = [rep for rep in open_ if rep.player_id == seat.player_id]
        theirs = [rep for rep in open_ if rep.player_id != seat.player_id]
        same = [rep for rep in theirs if rep.winner == won and rep.outcome == parsed.value]

        def report_row(status: str, decided_at: Any = None) -> PhoneReportRow:
            """This player's report as it is filed now (waiting, disputed or confirmed)."""
            return PhoneReportRow(
                event_id=event.id,
                round_id=r.id,
                table_no=table,
                player_id=seat.player_id,
                winner=won,
                outcome=parsed.value,
                status=status,
                created_at=now,
                decided_at=decided_at,
                client=client,
            )

        if theirs and not same:
            return _dispute(s, store, event.id, r, seat, mine, theirs, report_row("disputed"))
        if same:
            for rep in [*mine, *same]:
                rep.status = "confirmed"
                rep.decided_at = now
            s.add(report_row("confirmed", now))
            s.flush()
            results.record_result(
                store,
                event.id,
                table=table,
                winner=won,
                outcome=parsed.value,
                round=r.number,
                stage=r.stage,
                reason=f"reported by {seat.opponent} and confirmed by {seat.name}",
                source=SOURCE,
            )
            return ReportOutcome("confirmed", seat)
        if mine:
            mine[0].winner, mine[0].outcome, mine[0].created_at = won, parsed.value, now
            mine[0].client = client
        else:
            s.add(report_row("pending"))
        return ReportOutcome("waiting", seat)


def _melee_detail(
    s: Session,
    event: EventRow,
    r: RoundRow,
    seat: Seat,
    places: Mapping[int, int],
    powers: Mapping[int, int],
    ending: str,
    eliminated: Collection[int],
) -> tuple[str, str]:
    """A melee report checked as the desk would check it (every seat placed, places and
    powers that fit the ending...), as the stored ``(ending, detail)``: the detail lists
    ``[player, place, power, eliminated]`` in place order, so two reports of the same result
    store the same text."""
    assert event.id is not None and r.id is not None
    (t,) = [x for x in stored_tables(s, event.id, round_id=r.id, table=seat.table) if not x.bye]
    names = dict(seat.players)
    extra = set(places) | set(powers) | set(eliminated)
    strangers = sorted(extra - set(names))
    if strangers:
        raise UserError(
            M_(
                "player {strangers} is not at table {table}",
                strangers=strangers[0],
                table=seat.table,
            ),
            problem="bad_request",
        )
    try:
        done = check_melee_result(
            t.core(),
            melee.seat_results(places, powers, eliminated),
            melee.parse_ending(ending),
            victory_power=melee_profile_of(event).victory_power,
            names=names,
        )
    except UserError as err:
        raise UserError(str(err), problem="impossible") from None
    assert done.results is not None and done.ending is not None
    rows = [[x.player, x.place, x.power, x.eliminated] for x in done.results]
    return done.ending.value, json.dumps(rows, separators=(",", ":"))


def report_melee_result(
    store: Store,
    event_id: int | None,
    *,
    table: int,
    code: str,
    places: Mapping[int, int],
    powers: Mapping[int, int],
    ending: str = "won",
    eliminated: Collection[int] = (),
    client: str | None = None,
) -> ReportOutcome:
    """A player's report of their melee table's result, with their code: every seat's
    place and power, who was eliminated and how the game ended (``won`` / ``time``).

    An impossible result is refused (``problem: impossible``) with the desk's message. The
    first report waits; a second player of the table reporting the same result enters it
    (audited with its source); one reporting a different result disputes the table, and
    nothing is entered until the organiser decides. The same player reporting again
    replaces their waiting report.
    """
    with store.transaction() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        r, found, seat = _seat(s, event, table, code)
        _refuse_unless_open(s, event)
        if not seat.melee:
            raise Refused(M_("a joust table reports a winner"), "bad_request")
        if found.recorded:
            raise Refused(M_("this table's result is already recorded"), "recorded")
        assert r.id is not None
        ending_value, detail = _melee_detail(s, event, r, seat, places, powers, ending, eliminated)
        now = store.now()
        event_no, round_no = event.id, r.id
        open_ = _open_reports(s, r.id, table, "result")
        if any(rep.status == "disputed" for rep in open_):
            raise Refused(M_("this table's reports disagree: the organiser decides"), "disputed")
        mine = [rep for rep in open_ if rep.player_id == seat.player_id]
        theirs = [rep for rep in open_ if rep.player_id != seat.player_id]
        same = [rep for rep in theirs if rep.outcome == ending_value and rep.detail == detail]

        def report_row(status: str, decided_at: Any = None) -> PhoneReportRow:
            return PhoneReportRow(
                event_id=event_no,
                round_id=round_no,
                table_no=table,
                player_id=seat.player_id,
                outcome=ending_value,
                detail=detail,
                status=status,
                created_at=now,
                decided_at=decided_at,
                client=client,
            )

        if theirs and len(same) < len(theirs):
            return _dispute(s, store, event.id, r, seat, mine, theirs, report_row("disputed"))
        if same:
            first = same[0]
            for rep in [*mine, *same]:
                rep.status, rep.decided_at = "confirmed", now
            s.add(report_row("confirmed", now))
            s.flush()
            _enter_melee(
                store,
                event.id,
                r,
                table,
                ending_value,
                detail,
                f"reported by {dict(seat.players).get(first.player_id, first.player_id)} "
                f"and confirmed by {seat.name}",
            )
            return ReportOutcome("confirmed", seat)
        if mine:
            mine[0].outcome, mine[0].detail, mine[0].created_at = ending_value, detail, now
            mine[0].client = client
        else:
            s.add(report_row("pending"))
        return ReportOutcome("waiting", seat)


def _enter_melee(
    store: Store, event_id: int, r: RoundRow, table: int, ending: str, detail: str, reason: str
) -> None:
    rows = json.loads(detail)
    results.record_melee_result(
        store,
        event_id,
        table=table,
        places={int(p): int(place) for p, place, _power, _out in rows},
        powers={int(p): int(power) for p, _place, power, _out in rows},
        ending=ending,
        eliminated=[int(p) for p, _place, _power, out in rows if out],
        round=r.number,
        stage=r.stage,
        reason=reason,
        source=SOURCE,
    )


def report_drop(
    store: Store, event_id: int | None, *, table: int, code: str, client: str | None = None
) -> ReportOutcome:
    """A player asks to drop, with their code: the organiser confirms (:func:`confirm`)."""
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        r, _game, seat = _seat(s, event, table, code)
        _refuse_unless_open(s, event)
        assert r.id is not None
        asked = [
            rep for rep in _open_reports(s, r.id, table, "drop") if rep.player_id == seat.player_id
        ]
        if not asked:
            s.add(
                PhoneReportRow(
                    event_id=event.id,
                    round_id=r.id,
                    table_no=table,
                    player_id=seat.player_id,
                    kind="drop",
                    created_at=store.now(),
                    client=client,
                )
            )
            audit(
                s,
                store,
                event.id,
                "phones_drop_requested",
                {"player": seat.player_id, "round": r.number, "table": table},
            )
        return ReportOutcome("drop_requested", seat)


def _refuse_unless_open(s: Session, event: EventRow) -> None:
    assert event.id is not None
    setting = _setting(s, event.id)
    if setting is not None and not setting.self_report:
        raise Refused(M_("reporting from phones is off: report at the desk"), "self_report_off")
    if event.status == "finished":
        raise Refused(M_("the event is finished"), "finished")


# -- the organiser's queue -----------------------------------------------------------------


def queue(store: Store, event_id: int | None = None) -> list[QueueItem]:
    """Reports waiting for the organiser: disputes first, then drops, then one-sided
    results, oldest first. A result since entered at the desk, and a drop of a player
    since dropped, are no longer listed."""
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        rows = s.execute(
            select(PhoneReportRow, RoundRow.stage, RoundRow.number)
            .join(RoundRow, col(RoundRow.id) == col(PhoneReportRow.round_id))
            .where(
                col(PhoneReportRow.event_id) == event.id,
                col(PhoneReportRow.status).in_(("pending", "disputed")),
            )
            .order_by(col(PhoneReportRow.id))
        ).all()
        people = {p.id: p for p in player_rows(s, event.id)}
        names = display_names(people.values())
        round_ids = {rep.round_id for rep, *_rest in rows}
        # every reported table: its players in seat order and whether its result is in
        tables: dict[tuple[int, int], _Table] = {}
        if is_melee(event):
            for round_id in round_ids:
                for t in stored_tables(s, event.id, round_id=round_id):
                    if not t.bye:
                        tables[(round_id, t.table)] = _Table(
                            tuple(x.player_id for x in t.seats), t.ending is not None
                        )
        else:
            for g in s.execute(
                select(
                    GameRow.round_id,
                    GameRow.table_no,
                    GameRow.player_a,
                    GameRow.player_b,
                    GameRow.outcome,
                ).where(col(GameRow.round_id).in_(round_ids), col(GameRow.table_no) > 0)
            ):
                tables[(g.round_id, g.table_no)] = _Table(
                    (g.player_a, g.player_b), g.outcome is not None
                )
        items = []
        for rep, stage, number in rows:
            found = tables.get((rep.round_id, rep.table_no))
            if rep.kind == "result" and (found is None or found.recorded):
                continue
            if rep.kind == "drop" and people[rep.player_id].dropped:
                continue
            others = [p for p in (found.players if found else ()) if p != rep.player_id]
            places: tuple[tuple[str, int, int, bool], ...] = ()
            if rep.detail:
                places = tuple(
                    (names.get(int(p), str(p)), int(place), int(power), bool(out))
                    for p, place, power, out in json.loads(rep.detail)
                )
            items.append(
                QueueItem(
                    id=rep.id or 0,
                    kind=rep.kind,
                    status=rep.status,
                    stage=stage,
                    round=number,
                    table=rep.table_no,
                    player_id=rep.player_id,
                    player=names.get(rep.player_id, str(rep.player_id)),
                    opponent=", ".join(names.get(p, str(p)) for p in others),
                    winner=rep.winner,
                    winner_name=names.get(rep.winner) if rep.winner is not None else None,
                    outcome=rep.outcome,
                    tiebreak=rep.tiebreak,
                    created_at=rep.created_at,
                    client=rep.client,
                    places=places,
                )
            )
        disputed = [i for i in items if i.status == "disputed"]
        items = [
            i
            if i.status != "disputed"
            else replace(
                i,
                other=next(
                    (
                        j.id
                        for j in disputed
                        if (j.stage, j.round, j.table) == (i.stage, i.round, i.table)
                        and j.id != i.id
                    ),
                    None,
                ),
            )
            for i in items
        ]
        order = {"disputed": 0, "drop": 1, "pending": 2}
        return sorted(
            items, key=lambda i: (order["drop"] if i.kind == "drop" else order[i.status], i.id)
        )


def _report(s: Session, event: EventRow, report_id: int) -> PhoneReportRow:
    rep = s.get(PhoneReportRow, report_id)
    if rep is None or rep.event_id != event.id:
        raise NotFound(M_("there is no phone report {report_id}", report_id=report_id))
    if rep.status not in ("pending", "disputed"):
        raise Conflict(M_("that report is already {status}", status=rep.status))
    return rep


def confirm(
    store: Store, event_id: int | None, report_id: int, *, reason: str | None = None
) -> None:
    """The organiser accepts a report: a result is entered (audited with its source; the
    other report of a dispute is set aside), a drop is made. Audited."""
    with store.transaction() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        rep = _report(s, event, report_id)
        r = s.get(RoundRow, rep.round_id)
        assert r is not None
        now = store.now()
        if rep.kind == "drop":
            rep.status, rep.decided_at = "confirmed", now
            s.flush()
            players.drop_player(
                store,
                event.id,
                rep.player_id,
                reason=reason or "asked from their phone, confirmed by the organiser",
            )
            audit(
                s,
                store,
                event.id,
                "phones_drop_confirmed",
                {"player": rep.player_id, "report": rep.id, "source": SOURCE},
                reason,
            )
            return
        for other in _open_reports(s, rep.round_id, rep.table_no, "result"):
            other.status, other.decided_at = ("confirmed" if other is rep else "rejected"), now
        rep.status, rep.decided_at = "confirmed", now
        s.flush()
        why = reason or "reported from a phone, confirmed by the organiser"
        if rep.detail is not None:
            _enter_melee(store, event.id, r, rep.table_no, rep.outcome or "won", rep.detail, why)
            return
        results.record_result(
            store,
            event.id,
            table=rep.table_no,
            winner=rep.winner,
            outcome=rep.outcome,
            round=r.number,
            stage=r.stage,
            reason=why,
            source=SOURCE,
        )


def reject(
    store: Store, event_id: int | None, report_id: int, *, reason: str | None = None
) -> None:
    """The organiser turns a report down (nothing is entered or dropped). Audited."""
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        rep = _report(s, event, report_id)
        rep.status, rep.decided_at = "rejected", store.now()
        audit(
            s,
            store,
            event.id,
            "phones_report_rejected",
            {"report": rep.id, "kind": rep.kind, "player": rep.player_id, "table": rep.table_no},
            reason,
        )


def pending_for(store: Store, event_id: int | None, player_id: int) -> list[str]:
    """What a player has asked for that is still open (``result``, ``drop``): shown on
    their page."""
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        r = _current_round(s, event)
        if r is None:
            return []
        return sorted(
            set(
                s.scalars(
                    select(PhoneReportRow.kind).where(
                        col(PhoneReportRow.round_id) == r.id,
                        col(PhoneReportRow.player_id) == player_id,
                        col(PhoneReportRow.status).in_(("pending", "disputed")),
                    )
                )
            )
        )


# -- what the pages read -------------------------------------------------------------------


def change_mark(store: Store, event_id: int | None = None) -> str:
    """A short text that changes whenever anything shown to the players may have changed
    (every change is audited; the clock's state is read too). Cheap: for polling."""
    with store.unit(write=False) as s:
        eid = load_event(s, event_id).id
        last = s.scalar(select(func.max(AuditRow.id)).where(col(AuditRow.event_id) == eid))
        reports = s.scalar(
            select(func.count())
            .select_from(PhoneReportRow)
            .where(col(PhoneReportRow.event_id) == eid)
        )
    return f"{eid}.{last or 0}.{reports or 0}"


def player_history(store: Store, event_id: int | None, player_id: int) -> list[HistoryLine]:
    """Every round a player has been in, in order: Swiss, then the cut."""
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        person = s.get(PlayerRow, player_id)
        if person is None or person.event_id != event.id:
            raise NotFound(M_("there is no player {player_id}", player_id=player_id))
        names = display_names(player_rows(s, event.id))
        if is_melee(event):
            return _melee_history(s, event.id, player_id, names)
        rows = s.execute(
            select(RoundRow.stage, RoundRow.number, GameRow.__table__)  # type: ignore[attr-defined]
            .join(GameRow, col(GameRow.round_id) == col(RoundRow.id))
            .where(
                col(RoundRow.event_id) == event.id,
                (col(GameRow.player_a) == player_id) | (col(GameRow.player_b) == player_id),
            )
            .order_by(col(RoundRow.stage).desc(), col(RoundRow.number))
        ).all()
        out = []
        for row in rows:
            other = row.player_b if row.player_a == player_id else row.player_a
            if row.outcome is None:
                result = "pending"
            elif row.player_b is None:
                result = "bye" if row.outcome == Outcome.BYE.value else "unpaired_loss"
            elif row.outcome == Outcome.DOUBLE_LOSS.value:
                result = "double_loss"
            else:
                result = "won" if row.winner == player_id else "lost"
            out.append(
                HistoryLine(
                    stage=row.stage,
                    round=row.number,
                    table=row.table_no,
                    opponent=names.get(other) if other is not None else None,
                    result=result,
                    outcome=row.outcome,
                )
            )
        return out


def _melee_history(
    s: Session, event_id: int, player_id: int, names: Mapping[int, str]
) -> list[HistoryLine]:
    out = []
    for t in stored_tables(s, event_id):
        mine = [seat for seat in t.seats if seat.player_id == player_id]
        if not mine:
            continue
        others = [seat.player_id for seat in t.seats if seat.player_id != player_id]
        if t.bye:
            result, place, power = "bye", None, None
        elif t.ending is None:
            result, place, power = "pending", None, None
        else:
            result, place, power = "placed", mine[0].place, mine[0].power
        out.append(
            HistoryLine(
                stage=t.stage,
                round=t.round,
                table=0 if t.bye else t.table,
                opponent=", ".join(names.get(p, str(p)) for p in others) or None,
                result=result,
                outcome=t.ending,
                place=place,
                power=power,
            )
        )
    return out
