"""Printed documents and the published page, from an event's data.

Each function reads what it needs in ONE read transaction and hands plain data to
:mod:`organiser.printing`, which builds the PDF (or the HTML page) without touching the
database. The window, the command line and scripts all print through these::

    pdf = document_pdf(store, event_id, "pairings-by-name")          # the latest round
    pdf = document_pdf(store, event_id, "standings", round=3, page_size="letter")
    files = publish(store, event_id, Path("site"))

Paper: the ``page_size`` argument (``a4`` or ``letter``), else ``$MAESTER_PAGE_SIZE``,
else the paper of the user's locale (Letter in the Americas' Letter countries, A4
elsewhere). Events have no paper setting of their own.
"""

from __future__ import annotations

import datetime as dt
import json
import locale
import os
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlmodel import Session, col

from organiser.core.cards import FACTIONS_2E, CardCatalogue
from organiser.core.decklist import SECTION_ORDER, SECTION_TITLES
from organiser.core.errors import M_, NotFound, UserError, stored_message
from organiser.core.melee import MeleeStandingRow
from organiser.core.model import Format, Game, Outcome, Ruleset, Stage, StandingRow
from organiser.core.text import csv_text, name_key
from organiser.printing import (
    bracket_from_core,
    build_bracket,
    build_deck_sheets,
    build_event_report,
    build_match_slips,
    build_pairings_by_name,
    build_pairings_by_table,
    build_standings,
    save_pdf,
    write_publication,
)
from organiser.printing.data import (
    Bracket,
    CallLine,
    DeckCard,
    DeckSection,
    DeckSheet,
    EventInfo,
    EventReport,
    PageSize,
    PairedTable,
    PenaltyLine,
    RoundPairings,
    RoundResults,
    RulingLine,
    Seat,
    Standings,
    results_from_games,
    results_from_melee_tables,
)
from organiser.printing.pairings import sort_key
from organiser.printing.preview import page_count
from organiser.printing.report_html import build_report_html
from organiser.services import judging, melee, phones
from organiser.services._support import (
    display_names,
    games_of_round,
    latest_round,
    load_event,
    player_rows,
    round_in_progress,
    rounds_of,
    stage_games,
)
from organiser.services.decks import active_catalogue, current_verdict
from organiser.services.standings import cut_seed_ids, final_places, swiss_rows
from organiser.store.db import Store
from organiser.store.decks import DeckListRow
from organiser.store.models import EventRow, RoundRow
from organiser.store.phones import PhoneSettingRow

KINDS = ("pairings", "pairings-by-name", "standings", "slips", "bracket", "report", "decks")
PAGE_SIZES = tuple(p.value for p in PageSize)
PAGE_SIZE_ENV = "MAESTER_PAGE_SIZE"

# Countries that print on US Letter (ISO 3166 codes as they appear in locale names).
LETTER_TERRITORIES = frozenset(
    {"US", "CA", "MX", "PH", "CL", "CO", "VE", "CR", "GT", "PA", "SV", "NI", "DO", "PR", "BZ"}
)

TITLES = {
    "pairings": "Pairings by table",
    "pairings-by-name": "Pairings by name",
    "standings": "Standings",
    "slips": "Match slips",
    "bracket": "Cut bracket",
    "report": "Event report",
    "decks": "Deck registration sheets",
}


@dataclass(frozen=True)
class PrintedDocument:
    """A document written to a file: what it is, where, and how big."""

    kind: str
    path: Path
    pages: int
    bytes: int
    round: int | None  # the round printed (pairings, slips, standings after a round)
    stage: str | None  # swiss | cut, for a round's documents
    page_size: str

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "written": str(self.path),
            "pages": self.pages,
            "bytes": self.bytes,
            "round": self.round,
            "stage": self.stage,
            "page_size": self.page_size,
        }


# -- paper ----------------------------------------------------------------------------------


def _territory(name: str | None) -> str | None:
    """ "en_US.UTF-8" -> "US"; None for "C", "POSIX" or nothing."""
    if not name:
        return None
    base = name.split(".")[0].split("@")[0]
    if "_" not in base:
        return None
    return base.split("_", 1)[1].upper() or None


def default_page_size() -> PageSize:
    """``$MAESTER_PAGE_SIZE``, else the locale's paper (LC_PAPER, LC_ALL, LANG), else A4."""
    forced = os.environ.get(PAGE_SIZE_ENV, "").strip().lower()
    if forced in PAGE_SIZES:
        return PageSize(forced)
    # the first of these that is set decides, as for every program (POSIX): LC_ALL=C
    # means the C locale, which has no country: A4
    setting = next(
        (v for v in (os.environ.get(k) for k in ("LC_ALL", "LC_PAPER", "LANG")) if v), None
    )
    if setting is not None:
        territory = _territory(setting)
    else:  # no locale variables (Windows, macOS apps): the system's locale
        try:
            territory = _territory(locale.getlocale()[0])
        except ValueError:
            territory = None
    return PageSize.LETTER if territory in LETTER_TERRITORIES else PageSize.A4


def parse_page_size(value: str | PageSize | None) -> PageSize:
    if value is None or value == "":
        return default_page_size()
    try:
        return PageSize(str(value).strip().lower())
    except ValueError:
        raise UserError(
            M_("unknown paper size {value} (choose a4 or letter)", value=repr(value)),
            page_size=str(value),
        ) from None


# -- reading the event -----------------------------------------------------------------------


def _event_info(event: EventRow, page_size: PageSize) -> EventInfo:
    date: dt.date | None = None
    if event.date:
        try:
            date = dt.date.fromisoformat(event.date)
        except ValueError:
            date = None
    try:
        ruleset: Ruleset | str = Ruleset(event.ruleset)
    except ValueError:
        ruleset = event.ruleset
    return EventInfo(
        name=event.name,
        date=date,
        ruleset=ruleset,
        format=Format(event.format),
        round_minutes=event.round_minutes,
        page_size=page_size,
    )


def _is_melee(event: EventRow) -> bool:
    return event.format == Format.MELEE.value


def _find_round(s: Session, event: EventRow, number: int | None, cut: bool) -> RoundRow:
    """The round asked for (Swiss unless ``cut``), or the latest round of the event."""
    assert event.id is not None
    if number is None:
        stage = Stage.CUT if cut or latest_round(s, event.id, Stage.CUT) else Stage.SWISS
        row = latest_round(s, event.id, stage)
        if row is None:
            if cut:
                raise NotFound(M_("no elimination round has been paired yet"))
            raise NotFound(M_("no round has been paired yet: pair round 1 first"))
        return row
    stage = Stage.CUT if cut else Stage.SWISS
    label = "elimination round" if cut else "round"
    numbers = [r.number for r in rounds_of(s, event.id, stage)]
    if number not in numbers:
        paired = (
            f"rounds paired: {min(numbers)} to {max(numbers)}"
            if len(numbers) > 1
            else (f"only {label} {numbers[0]} has been paired" if numbers else "none paired yet")
        )
        raise NotFound(
            M_(
                "there is no {label} {number} in this event ({paired})",
                label=label,
                number=number,
                paired=paired,
            ),
            round=number,
        )
    return next(r for r in rounds_of(s, event.id, stage) if r.number == number)


def _round_pairings(s: Session, event: EventRow, r: RoundRow) -> RoundPairings:
    """A stored round as announced: tables with each player's points before the round."""
    assert event.id is not None and r.id is not None
    stage = Stage(r.stage)
    if _is_melee(event):
        return _melee_pairings(s, event, r)
    if stage is Stage.SWISS:
        if r.number > 1:
            rows, _played, names = swiss_rows(s, event, r.number - 1)
            pts = {row.player: row.points for row in rows}
        else:
            names = display_names(player_rows(s, event.id))
            pts = {}
    else:  # an elimination round: the Swiss points the seeds earned
        rows, _played, names = swiss_rows(s, event)
        pts = {row.player: row.points for row in rows}

    def seat(pid: int) -> Seat:
        return Seat(pid, names.get(pid, str(pid)), pts.get(pid, 0.0))

    tables: list[PairedTable] = []
    byes: list[Seat] = []
    for g in games_of_round(s, r.id):
        if g.player_b is not None:
            tables.append(PairedTable(g.table_no, (seat(g.player_a), seat(g.player_b)), g.rematch))
        elif g.outcome == Outcome.BYE.value:
            byes.append(seat(g.player_a))
        # an unpaired loss (a late entry) has no seat in the round
    # A Swiss round has at most one bye; a short cut may have several, the first is shown.
    return RoundPairings(r.number, tuple(tables), byes[0] if byes else None, stage)


def _melee_pairings(s: Session, event: EventRow, r: RoundRow) -> RoundPairings:
    """A melee round as announced: its tables (seats in seating order) with each player's
    points before the round (a cut round: the Swiss points), and the bye."""
    assert event.id is not None and r.id is not None
    stage = Stage(r.stage)
    before = r.number - 1 if stage is Stage.SWISS else None
    if before == 0:
        names = display_names(player_rows(s, event.id))
        pts: dict[int, float] = {}
    else:
        rows, _played, names = melee.standing_rows(s, event, before)
        pts = {row.player: row.points for row in rows}

    def seat(pid: int) -> Seat:
        return Seat(pid, names.get(pid, str(pid)), pts.get(pid, 0.0))

    tables: list[PairedTable] = []
    byes: list[Seat] = []
    for t in melee.stored_tables(s, event.id, round_id=r.id):
        players = [row.player_id for row in t.seats]
        if t.bye:
            byes.append(seat(players[0]))
        else:
            tables.append(PairedTable(t.table, tuple(seat(p) for p in players), t.repeats > 0))
    return RoundPairings(r.number, tuple(tables), byes[0] if byes else None, stage)


def _melee_standings(
    s: Session, event: EventRow, through_round: int | None
) -> tuple[Standings, dict[int, str]]:
    rows, played, names = melee.standing_rows(s, event, through_round)
    if through_round is None and event.status == "finished":
        final = melee.final_places(s, event, rows, names)
        if final:
            by_player = {row.player: row for row in rows}
            ordered: list[MeleeStandingRow] = [
                replace(by_player[f.player], rank=f.place) for f in final if f.player in by_player
            ]
            return Standings(tuple(ordered), played or None, final=True), names
    progress = round_in_progress(s, event) if through_round is None else None
    return Standings(tuple(rows), played or None, in_progress=progress), names


def _standings(
    s: Session, event: EventRow, through_round: int | None
) -> tuple[Standings, dict[int, str]]:
    """Swiss standings after ``through_round`` (None: now); once the event is finished
    after a cut, the final standings (cut placings first) instead."""
    assert event.id is not None
    if _is_melee(event):
        return _melee_standings(s, event, through_round)
    rows, played, names = swiss_rows(s, event, through_round)
    if through_round is None and event.status == "finished":
        final = final_places(s, event, rows, names)
        if final:
            by_player = {row.player: row for row in rows}
            ordered: list[StandingRow] = [
                replace(by_player[f.player], rank=f.place) for f in final if f.player in by_player
            ]
            return Standings(tuple(ordered), played or None, final=True), names
    progress = round_in_progress(s, event) if through_round is None else None
    return Standings(tuple(rows), played or None, in_progress=progress), names


def _all_results(s: Session, event: EventRow, names: dict[int, str]) -> tuple[RoundResults, ...]:
    assert event.id is not None
    if _is_melee(event):
        tables = melee.history(s, event.id)
        known_names = dict(names)
        for t in tables:
            for pid in t.players:
                known_names.setdefault(pid, str(pid))
        return results_from_melee_tables(tables, known_names)
    games: list[Game] = stage_games(s, event.id, Stage.SWISS) + stage_games(s, event.id, Stage.CUT)
    known = dict(names)
    for g in games:
        for pid in g.players():
            known.setdefault(pid, str(pid))
    return results_from_games(games, known)


def _bracket(s: Session, event: EventRow) -> Bracket:
    assert event.id is not None
    if _is_melee(event):
        raise UserError(
            M_(
                "a melee cut is played at tables, not in a bracket: print the cut round's pairings (print pairings --cut) and the final standings instead"
            ),
            format=event.format,
        )
    seeds = cut_seed_ids(s, event.id)
    if not seeds:
        raise NotFound(M_("the cut has not been seeded yet: there is no bracket to print"))
    rows, _played, names = swiss_rows(s, event)
    pts = {row.player: row.points for row in rows}
    return bracket_from_core(seeds, names, stage_games(s, event.id, Stage.CUT), pts)


def _deck_sheets(s: Session, event: EventRow) -> list[DeckSheet]:
    """One sheet per player still in the event, alphabetically; a blank form for a player
    without a list."""
    assert event.id is not None
    players = player_rows(s, event.id)
    names = display_names(players)
    lists = {
        row.player_id: row
        for row in s.scalars(select(DeckListRow).where(col(DeckListRow.event_id) == event.id))
    }
    catalogue = active_catalogue(Ruleset.parse(event.ruleset).edition)
    sheets = []
    for p in players:
        if p.dropped or p.disqualified:
            continue
        seat = Seat(p.id, names[p.id])
        row = lists.get(p.id)
        sheets.append(_deck_sheet(seat, row, catalogue, event) if row else DeckSheet(seat))
    sheets.sort(key=lambda sheet: sort_key(sheet.player.name))
    return sheets


def _deck_sheet(
    seat: Seat, row: DeckListRow, catalogue: CardCatalogue | None, event: EventRow
) -> DeckSheet:
    cards = catalogue.cards if catalogue is not None else {}
    counts: dict[str, int] = json.loads(row.cards or "{}")
    legal = row.status == "legal"
    problems = tuple(
        stored_message(e) if isinstance(e, dict) else str(e) for e in json.loads(row.errors or "[]")
    )
    faction_code, agenda_codes = row.faction, [c for c in row.agendas.split(",") if c.strip()]
    now = current_verdict(event, row)  # the same verdict as the deck check, with today's data
    if now is not None:
        legal, problems = now.legal, tuple(stored_message(e) for e in now.errors)
        if now.deck is not None:
            counts = now.deck.counts()
            faction_code, agenda_codes = now.deck.faction, list(now.deck.agendas)
    grouped: dict[str, list[DeckCard]] = {}
    for code, n in counts.items():
        card = cards.get(code)
        kind = card.type if card else "unknown"
        grouped.setdefault(kind, []).append(DeckCard(n, card.name if card else code))
    order = [*SECTION_ORDER, "title", "unknown"]
    sections = tuple(
        DeckSection(
            SECTION_TITLES.get(kind, "Unknown cards"),
            tuple(sorted(grouped[kind], key=lambda c: name_key(c.name))),
        )
        for kind in order
        if kind in grouped
    )
    agendas = tuple(cards[c].name if c in cards else c for c in agenda_codes)
    faction = FACTIONS_2E.get(faction_code or "", (faction_code or "").title())
    return DeckSheet(
        player=seat,
        faction=faction,
        agendas=agendas,
        sections=sections,
        deck_name=row.name or "",
        legal=legal,
        problems=problems,
    )


# -- the documents ---------------------------------------------------------------------------


def _words(value: str) -> str:
    return value.replace("_", " ")


def _clock_time(stamp: str | None) -> str:
    return stamp[11:16] if stamp and len(stamp) >= 16 else (stamp or "")


def _file_name(path: str | None) -> str:
    return Path(path).name if path else ""


def _judge_lines(
    store: Store, event_id: int | None
) -> tuple[tuple[CallLine, ...], tuple[PenaltyLine, ...]]:
    """The judge's log as the report lists it (docs/judges.md)."""
    log = judging.judge_log(store, event_id)
    calls = tuple(
        CallLine(
            id=c.id,
            round_label=f"{'cut round' if c.stage == Stage.CUT.value else 'round'} {c.round}",
            table=c.table,
            players=c.player_names,
            called=_clock_time(c.called_at),
            judge=c.judge or "",
            question=c.question,
            outcome=c.outcome or "",
            resolved=_clock_time(c.resolved_at),
            extension_minutes=c.extension_minutes,
            rulings=tuple(
                RulingLine(r.title, r.summary, _file_name(r.scenario_path), _file_name(r.pdf_path))
                for r in c.rulings
            ),
        )
        for c in log.calls
    )
    penalties = tuple(
        PenaltyLine(
            player=p.player_name,
            round_label="—"
            if p.round is None
            else f"cut {p.round}"
            if p.stage == Stage.CUT.value
            else str(p.round),
            table=p.table,
            category=_words(p.category),
            level=_words(p.level),
            proposed=_words(p.proposed_level),
            judge=p.judge or "",
            note=p.note,
            call=p.call_id,
            at=_clock_time(p.at),
        )
        for p in log.penalties
    )
    return calls, penalties


def _report(store: Store, event_id: int | None, paper: PageSize) -> tuple[EventInfo, EventReport]:
    """The event report's data: results, standings and the judge's log."""
    calls, penalties = _judge_lines(store, event_id)
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        info = _event_info(event, paper)
        standings, names = _standings(s, event, None)
        report = EventReport(
            _all_results(s, event, names), standings, calls=calls, penalties=penalties
        )
    return info, report


def report_html(store: Store, event_id: int | None = None) -> str:
    """The event report as one self-contained HTML page (the PDF report's content)."""
    info, report = _report(store, event_id, parse_page_size(None))
    return build_report_html(info, report)


def _check_kind(kind: str) -> str:
    if kind not in KINDS:
        raise UserError(
            M_(
                "unknown document {kind} (choose one of: {value})",
                kind=repr(kind),
                value=", ".join(KINDS),
            ),
            kind=kind,
        )
    return kind


def _build(
    store: Store,
    event_id: int | None,
    kind: str,
    round: int | None,
    page_size: str | PageSize | None,
    cut: bool,
) -> tuple[bytes, int | None, str | None, PageSize]:
    """(PDF, round printed, stage, paper): the data read in one transaction, then built."""
    _check_kind(kind)
    paper = parse_page_size(page_size)
    if round is not None and round < 1:
        raise UserError(M_("a round number is 1 or more (got {round})", round=round), round=round)
    if kind == "report":
        info, report = _report(store, event_id, paper)
        return build_event_report(info, report), None, None, paper
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        info = _event_info(event, paper)
        sharing = s.get(PhoneSettingRow, event.id)
        if sharing is not None and sharing.address and kind != "decks":
            info = replace(info, share_url=sharing.address)
        report_codes = sharing is None or sharing.self_report
        if kind == "decks":
            sheets = _deck_sheets(s, event)
            if not sheets:
                raise UserError(M_("the event has no players to print deck sheets for"))
            return build_deck_sheets(info, sheets), None, None, paper
        if kind in ("pairings", "pairings-by-name", "slips"):
            r = _find_round(s, event, round, cut)
            pairings = _round_pairings(s, event, r)
        elif kind == "standings":
            if cut:
                raise UserError(M_("standings are printed after a Swiss round; leave out --cut"))
            standings, _names = _standings(s, event, round)
        else:  # bracket
            bracket = _bracket(s, event)
    # Built outside the transaction: the database is not held while reportlab works.
    if kind == "pairings":
        return build_pairings_by_table(info, pairings), pairings.round, pairings.stage, paper
    if kind == "pairings-by-name":
        return build_pairings_by_name(info, pairings), pairings.round, pairings.stage, paper
    if kind == "slips":
        if not pairings.tables:
            raise UserError(
                M_("round {round} has no table to print slips for", round=pairings.round)
            )
        if report_codes:
            pairings = _with_codes(store, event_id, pairings)
        return build_match_slips(info, pairings), pairings.round, pairings.stage, paper
    if kind == "standings":
        return build_standings(info, standings), standings.after_round, "swiss", paper
    return build_bracket(info, bracket), None, "cut", paper


def _with_codes(store: Store, event_id: int | None, pairings: RoundPairings) -> RoundPairings:
    """The round's seats with each player's code for reporting from a phone (none on a
    read-only file that has no codes yet)."""
    codes = phones.table_codes(store, event_id, round=pairings.round, stage=pairings.stage.value)
    if not codes:
        return pairings
    tables = tuple(
        replace(t, seats=tuple(replace(x, code=codes.get(x.player, "")) for x in t.seats))
        for t in pairings.tables
    )
    return replace(pairings, tables=tables)


def document_pdf(
    store: Store,
    event_id: int | None,
    kind: str,
    round: int | None = None,
    page_size: str | PageSize | None = None,
    *,
    cut: bool = False,
) -> bytes:
    """One document of the event as PDF bytes.

    ``kind``: pairings | pairings-by-name | standings | slips | bracket | report | decks.
    ``round``: the Swiss round (an elimination round with ``cut=True``) for pairings and
    slips, the round the standings are taken after; None: the latest round (for
    standings: now, or the final standings once the event is finished after a cut).
    ``page_size``: a4 | letter | None (see :func:`default_page_size`).
    """
    pdf, _round, _stage, _paper = _build(store, event_id, kind, round, page_size, cut)
    return pdf


def print_document(
    store: Store,
    event_id: int | None,
    kind: str,
    out: Path,
    round: int | None = None,
    page_size: str | PageSize | None = None,
    *,
    cut: bool = False,
) -> PrintedDocument:
    """Build a document and write it to ``out`` (a clear message if it cannot be). The
    report written to a ``.html`` file is the HTML page (:func:`report_html`)."""
    _check_kind(kind)
    if out.exists() and out.is_dir():
        raise UserError(
            M_(
                "{out} is a folder; give a file name such as {value}",
                out=out,
                value=out / (kind + ".pdf"),
            )
        )
    if kind == "report" and out.suffix.lower() in (".html", ".htm"):
        paper = parse_page_size(page_size)
        data = report_html(store, event_id).encode("utf-8")
        save_pdf(out, data)  # writes any bytes, with the same message when it cannot
        return PrintedDocument(kind, out, 1, len(data), None, None, paper.value)
    pdf, number, stage, paper = _build(store, event_id, kind, round, page_size, cut)
    save_pdf(out, pdf)
    return PrintedDocument(kind, out, page_count(pdf), len(pdf), number, stage, paper.value)


# -- publishing ------------------------------------------------------------------------------

RESULT_COLUMNS = (
    "stage",
    "round",
    "table",
    "player_a_id",
    "player_a",
    "player_b_id",
    "player_b",
    "winner_id",
    "winner",
    "outcome",
    "tiebreak",
)


MELEE_RESULT_COLUMNS = ("stage", "round", "table", "player_id", "player", "place", "power")


def _melee_result_rows(rounds: Sequence[RoundResults]) -> list[dict[str, Any]]:
    """One row per seat: a melee table's result is each player's place and power."""
    out: list[dict[str, Any]] = []
    for rr in rounds:
        for line in rr.lines:
            for i, seat in enumerate(line.seats):
                out.append(
                    {
                        "stage": str(rr.stage),
                        "round": rr.round,
                        "table": line.table or None,  # None: a bye
                        "player_id": seat.player,
                        "player": seat.name,
                        "place": line.places[i] if line.places else None,
                        "power": line.power[i] if line.power else None,
                    }
                )
    return out


def _result_rows(rounds: Sequence[RoundResults]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for rr in rounds:
        for line in rr.lines:
            a = line.seats[0]
            b = line.seats[1] if len(line.seats) > 1 else None
            names = {seat.player: seat.name for seat in line.seats}
            out.append(
                {
                    "stage": str(rr.stage),
                    "round": rr.round,
                    "table": line.table or None,
                    "player_a_id": a.player,
                    "player_a": a.name,
                    "player_b_id": b.player if b else None,
                    "player_b": b.name if b else None,
                    "winner_id": line.winner,
                    "winner": names.get(line.winner) if line.winner is not None else None,
                    "outcome": line.outcome.value if line.outcome else None,
                    "tiebreak": line.tiebreak.value if line.tiebreak else None,
                }
            )
    return out


def _results_csv(rows: list[dict[str, Any]], columns: Sequence[str] = RESULT_COLUMNS) -> str:
    """The published results (formula-like names written as text: core/text.py)."""
    return csv_text(list(columns), ([row.get(c) for c in columns] for row in rows))


def publish(
    store: Store, event_id: int | None, out_dir: Path, *, page_size: str | PageSize | None = None
) -> list[Path]:
    """Write the public page of the event to ``out_dir``: ``index.html`` (the latest
    round's pairings and the standings, self-contained), ``pairings.csv/json`` (when a
    round is paired), ``standings.csv/json`` and ``results.csv/json`` (every result of
    every round). Nothing private is published (no e-mail, no audit log).

    Returns the files written.
    """
    paper = parse_page_size(page_size)
    if out_dir.exists() and not out_dir.is_dir():
        raise UserError(M_("{out_dir} is a file; give a folder to publish into", out_dir=out_dir))
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        info = _event_info(event, paper)
        standings, names = _standings(s, event, None)
        last_cut = latest_round(s, event.id, Stage.CUT)
        last = last_cut or latest_round(s, event.id, Stage.SWISS)
        pairings = _round_pairings(s, event, last) if last is not None else None
        all_results = _all_results(s, event, names)
        columns = MELEE_RESULT_COLUMNS if _is_melee(event) else RESULT_COLUMNS
        results = _melee_result_rows(all_results) if _is_melee(event) else _result_rows(all_results)
    published_at = dt.datetime.fromisoformat(store.now())
    written = write_publication(out_dir, info, pairings, standings, published_at)
    extra = {
        "results.csv": _results_csv(results, columns),
        "results.json": json.dumps(results, ensure_ascii=False, indent=1),
    }
    for name, text in extra.items():
        path = out_dir / name
        try:
            path.write_text(text, encoding="utf-8")
        except OSError as exc:
            raise UserError(
                M_("Cannot write {path}: {value}.", path=path, value=exc.strerror or exc)
            ) from exc
        written.append(path)
    return written
