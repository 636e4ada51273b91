"""Players: register (one or a CSV), check in, drop, reinstate, disqualify, no-shows."""

from __future__ import annotations

import csv
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import insert, or_, select
from sqlmodel import Session, col

from organiser.core.errors import M_, Conflict, UserError
from organiser.core.model import Outcome, Stage
from organiser.core.text import clean_text
from organiser.services._support import (
    audit,
    check_table_number,
    display_names,
    games_of_round,
    latest_round,
    load_event,
    load_player,
    player_info,
    player_rows,
    players_of,
    rounds_of,
)
from organiser.services.dto import PlayerInfo
from organiser.store.db import Store
from organiser.store.models import EventRow, GameRow, PlayerRow, RoundRow

MAX_NAME = 200
# Bounds of a CSV of players: far above any event (the benchmarks run 65,536 players).
MAX_CSV_BYTES = 16 * 2**20
MAX_IMPORT_ROWS = 100_000
MAX_COLUMNS = 200
MAX_CELL = csv.field_size_limit()  # Python's own bound on one cell, in characters
MAX_ERRORS = 200  # listed in the error's details (all are counted)
MAX_TEXT = 200  # an affiliation, an ID, an e-mail address

# CSV header aliases (case- and space-insensitive) → field
COLUMNS: dict[str, str] = {
    "name": "name",
    "player": "name",
    "player name": "name",
    "affiliation": "affiliation",
    "team": "affiliation",
    "club": "affiliation",
    "store": "affiliation",
    "id": "external_id",
    "player id": "external_id",
    "external_id": "external_id",
    "membership": "external_id",
    "email": "email",
    "e-mail": "email",
    "fixed_table": "fixed_table",
    "fixed table": "fixed_table",
    "table": "fixed_table",
    "checked_in": "checked_in",
    "checked in": "checked_in",
}
TRUE = {"1", "yes", "y", "true", "x", "oui", "ja", "si", "sí"}
FALSE = {"", "0", "no", "n", "false", "non", "nein"}


@dataclass(frozen=True)
class NewPlayer:
    name: str
    affiliation: str | None = None
    external_id: str | None = None
    email: str | None = None
    fixed_table: int | None = None
    checked_in: bool = True
    line: int = 0  # the CSV line it came from


def _clean_name(name: str) -> str:
    # control characters and bidi overrides never reach the file (organiser/core/text.py)
    text = clean_text(str(name or ""))
    if not text:
        raise UserError(M_("a player needs a name"), field="name")
    if len(text) > MAX_NAME:
        raise UserError(
            M_("a name is at most {MAX_NAME} characters", MAX_NAME=MAX_NAME), field="name"
        )
    return text


def _shown(text: str | None, limit: int = 40) -> str | None:
    """A value as a message may quote it: at most ``limit`` characters."""
    if text is None or len(text) <= limit:
        return text
    return text[: limit - 1] + "…"


def _opt(value: str | None) -> str | None:
    text = clean_text(value or "")
    if len(text) > MAX_TEXT:
        raise UserError(
            M_("{text} is longer than {MAX_TEXT} characters", text=_shown(text), MAX_TEXT=MAX_TEXT)
        )
    return text or None


def _clean_email(value: str | None) -> str | None:
    text = _opt(value)
    if text is not None and ("@" not in text or " " in text):
        raise UserError(
            M_("{text} is not an e-mail address", text=repr(_shown(text))), field="email"
        )
    return text


def _identity_clash(existing: Sequence[Any], new: NewPlayer, skip: int | None = None) -> str | None:
    for p in existing:
        if p.id == skip:
            continue
        if new.external_id and p.external_id and p.external_id == new.external_id:
            return f"ID {new.external_id} is already registered to {p.name} (player {p.id})"
        if new.email and p.email and p.email.casefold() == new.email.casefold():
            return f"e-mail {new.email} is already registered to {p.name} (player {p.id})"
    return None


def _late_entry_round(s: Session, event: EventRow) -> int:
    """The first Swiss round a player registered now can be paired in."""
    assert event.id is not None
    if event.status in ("cut", "finished"):
        raise Conflict(
            "players cannot join once the cut has started"
            if event.status == "cut"
            else "the event is finished"
        )
    last = latest_round(s, event.id, Stage.SWISS)
    return 1 if last is None else last.number + 1


def _unpaired_losses(
    s: Session, event_id: int, player_id: int, rounds: Sequence[RoundRow]
) -> list[int]:
    """Record an unpaired loss in each given round the player has no game in.

    Melee events have no unpaired losses: a round without a table scores nothing."""
    event = s.get(EventRow, event_id)
    if event is not None and event.format == "melee":
        return []
    added = []
    for r in rounds:
        assert r.id is not None
        if any(player_id in (g.player_a, g.player_b) for g in games_of_round(s, r.id)):
            continue
        s.add(
            GameRow(
                round_id=r.id,
                table_no=0,
                player_a=player_id,
                player_b=None,
                winner=None,
                outcome=Outcome.UNPAIRED_LOSS.value,
            )
        )
        added.append(r.number)
    return added


def _insert(
    s: Session, store: Store, event: EventRow, new_players: Sequence[NewPlayer]
) -> list[int]:
    """Insert players (one executemany); late entries get their unpaired losses."""
    assert event.id is not None
    entered = _late_entry_round(s, event)
    now = store.now()
    table = PlayerRow.__table__  # type: ignore[attr-defined]
    values = [
        {
            "event_id": event.id,
            "name": new.name,
            "affiliation": new.affiliation,
            "external_id": new.external_id,
            "email": new.email,
            "fixed_table": new.fixed_table,
            "checked_in": new.checked_in,
            "dropped": False,
            "disqualified": False,
            "entered_round": entered,
            "created_at": now,
        }
        for new in new_players
    ]
    ids = list(s.scalars(insert(table).returning(table.c.id, sort_by_parameter_order=True), values))
    if entered > 1 and event.format != "melee":
        # Late entries: an unpaired loss for each round already paired. New players have no
        # game yet, so the losses go in as one executemany (no per-player look-up: an
        # import of thousands of late entries stays linear).
        missed = [r.id for r in rounds_of(s, event.id, Stage.SWISS) if r.number < entered]
        losses = [
            {
                "round_id": rid,
                "table_no": 0,
                "player_a": pid,
                "player_b": None,
                "winner": None,
                "outcome": Outcome.UNPAIRED_LOSS.value,
                "rematch": False,
            }
            for pid in ids
            for rid in missed
        ]
        if losses:
            s.execute(insert(GameRow.__table__), losses)  # type: ignore[attr-defined]
    return ids


def _infos(s: Session, event_id: int, ids: Sequence[int] | None = None) -> list[PlayerInfo]:
    rows = player_rows(s, event_id)
    names = display_names(rows)
    wanted = None if ids is None else set(ids)
    return [
        player_info(p, names[p.id])
        for p in rows
        if p.id is not None and (wanted is None or p.id in wanted)
    ]


def add_player(
    store: Store,
    event_id: int | None = None,
    *,
    name: str,
    affiliation: str | None = None,
    external_id: str | None = None,
    email: str | None = None,
    fixed_table: int | None = None,
    checked_in: bool = True,
) -> PlayerInfo:
    """Register a player. Namesakes are allowed; a repeated ID or e-mail is refused.

    Registered after round N was paired, the player is a late entry: paired from round N+1,
    with an unpaired loss for each round already paired.
    """
    new = NewPlayer(
        name=_clean_name(name),
        affiliation=_opt(affiliation),
        external_id=_opt(external_id),
        email=_clean_email(email),
        fixed_table=check_table_number(fixed_table),
        checked_in=checked_in,
    )
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        clash = _identity_clash(player_rows(s, event.id), new)
        if clash:
            raise Conflict(clash)
        (pid,) = _insert(s, store, event, [new])
        info = _infos(s, event.id, [pid])[0]
        if info.entered_round > 1:
            audit(
                s,
                store,
                event.id,
                "late_entry",
                {"player": pid, "name": info.name, "first_round": info.entered_round},
            )
        else:
            audit(s, store, event.id, "player_added", {"player": pid, "name": info.name})
        return info


def add_players(
    store: Store, event_id: int | None, new_players: Sequence[NewPlayer]
) -> list[PlayerInfo]:
    """Register several players in one transaction (all or none); see :func:`add_player`.

    Names, e-mails and table numbers are checked as in ``add_player``; a repeated ID or
    e-mail (among them or with players already registered) refuses the whole batch.
    """
    cleaned = [
        NewPlayer(
            name=_clean_name(p.name),
            affiliation=_opt(p.affiliation),
            external_id=_opt(p.external_id),
            email=_clean_email(p.email),
            fixed_table=check_table_number(p.fixed_table),
            checked_in=p.checked_in,
            line=p.line,
        )
        for p in new_players
    ]
    if not cleaned:
        return []
    return _register_batch(store, event_id, cleaned, "players_added", "batch")


_LINE_BREAK = re.compile(r"\r\n|\r|\n")
DELIMITERS = ",;\t"


class _Excel(csv.excel):
    """Spreadsheets' CSV (double quotes, doubled to escape), with the file's delimiter."""


def _dialect(text: str) -> Any:
    """The file's dialect: spreadsheets' CSV with the delimiter of its header line (else of
    its start; else commas)."""
    header = _LINE_BREAK.split(text, maxsplit=1)[0]
    dialect = type("FileDialect", (_Excel,), {})
    for sample in (header, text[:4096]):
        try:
            dialect.delimiter = csv.Sniffer().sniff(sample, delimiters=DELIMITERS).delimiter
            break
        except csv.Error:
            continue
    return dialect


def _shown_delimiter(d: str) -> str:
    return "tab" if d == "\t" else repr(d)


def csv_lines(text: str, dialect: Any) -> Iterator[tuple[int, list[str] | None, str | None]]:
    """(line number, cells, problem) for each physical line of a CSV of players.

    A player is one line: a line break inside quotes never joins two lines into one player
    (an unclosed quote would swallow every line after it). A line with an unclosed quote, or
    whose cells are separated by another delimiter than the file's, is a problem (cells
    None), named once, and the other lines are read as usual."""
    delimiter = dialect.delimiter
    quote = dialect.quotechar or '"'
    columns = 0
    for number, raw in enumerate(_LINE_BREAK.split(text), start=1):
        if number == 1:
            columns = len(next(csv.reader([raw], dialect), []))
        if not raw.strip():
            yield number, [], None
            continue
        if raw.count(quote) % 2:
            yield number, None, f"an unclosed quote ({quote}): close it or remove it"
            continue
        try:
            cells = next(csv.reader([raw], dialect), [])
        except csv.Error as exc:
            reason = str(exc)
            if "field larger than field limit" in reason:
                reason = f"a cell longer than {MAX_CELL} characters"
            yield number, None, f"unreadable CSV: {reason}"
            continue
        if number > 1 and len(cells) < columns:
            for other in DELIMITERS:
                if other != delimiter and 1 < len(raw.split(other)) <= columns:
                    yield (
                        number,
                        None,
                        f"cells separated by {_shown_delimiter(other)}, but this file "
                        f"separates them by {_shown_delimiter(delimiter)}",
                    )
                    break
            else:
                yield number, cells, None
            continue
        yield number, cells, None


def preview_lines(data: bytes) -> tuple[tuple[str, ...], list[tuple[int, dict[str, str]]]]:
    """The file as the import reads it, for a preview: the fields of its columns (those the
    import knows), and for each non-empty line after the header its cells by field (a line
    that cannot be read shows as written, under ``name``)."""
    text = data.decode("utf-8-sig", errors="replace")
    dialect = _dialect(text)
    lines = csv_lines(text, dialect)
    _, header, _ = next(lines, (1, None, None))
    fields = [_field(h) for h in header or []]
    raw = _LINE_BREAK.split(text)
    out: list[tuple[int, dict[str, str]]] = []
    for number, cells, problem in lines:
        if problem is not None or cells is None:
            out.append((number, {"name": raw[number - 1]}))
        elif any(c.strip() for c in cells):
            out.append((number, {f: c.strip() for f, c in zip(fields, cells, strict=False) if f}))
    return tuple(f for f in fields if f), out


def _field(heading: str) -> str | None:
    key = " ".join(heading.strip().lower().replace("_", " ").split())
    return COLUMNS.get(key) or COLUMNS.get(key.replace(" ", "_"))


def parse_players_csv(data: bytes, source: str = "CSV") -> list[NewPlayer]:
    """Players from CSV bytes (UTF-8, a BOM allowed, a header row). All errors at once.

    Raises :class:`UserError` with ``errors=[{"line": n, "error": ...}]`` listing the
    problems (the first :data:`MAX_ERRORS`; ``error_count`` counts them all): a bad
    encoding, a missing ``name`` column, an empty name, a bad table number or check-in
    mark, a row repeated or sharing an ID / e-mail with an earlier row. Bounded: at most
    :data:`MAX_CSV_BYTES`, :data:`MAX_IMPORT_ROWS` players, :data:`MAX_COLUMNS` columns and
    cells of at most :data:`MAX_CELL` characters (Python's csv limit).
    """
    if len(data) > MAX_CSV_BYTES:
        raise UserError(
            M_(
                "{source} is {value:.1f} MB; a list of players is at most {value2} MB. Nothing was imported.",
                source=source,
                value=len(data) / 2**20,
                value2=MAX_CSV_BYTES // 2**20,
            ),
            errors=[{"line": 1, "error": "file too large"}],
        )
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise UserError(
            M_(
                "{source} is not UTF-8 text (line {line}, byte {start}); save it as 'CSV UTF-8' and import again. Nothing was imported.",
                source=source,
                line=line,
                start=exc.start,
            ),
            errors=[{"line": line, "error": "not UTF-8"}],
        ) from None
    if not text.strip():
        raise UserError(M_("{source} is empty. Nothing was imported.", source=source))
    dialect = _dialect(text)
    lines = csv_lines(text, dialect)
    _, first, trouble = next(lines)
    if first is None or not first:
        raise UserError(
            M_(
                "{source} has no header row ({value}). Nothing was imported.",
                source=source,
                value=trouble or "the first line is empty",
            )
        )
    header = first
    if len(header) > MAX_COLUMNS:
        raise UserError(
            M_(
                "{source} has {header} columns on line 1; a list of players has at most {MAX_COLUMNS}. Nothing was imported.",
                source=source,
                header=len(header),
                MAX_COLUMNS=MAX_COLUMNS,
            ),
            errors=[{"line": 1, "error": "too many columns"}],
        )
    fields: list[str | None] = [_field(raw) for raw in header]
    if "name" not in fields:
        found = _shown(", ".join(h for h in header if h.strip()) or "nothing", 200)
        raise UserError(
            M_(
                "{source} has no 'name' column (line 1 has: {found}). Nothing was imported.",
                source=source,
                found=found,
            ),
            errors=[{"line": 1, "error": "missing column: name"}],
            missing_columns=["name"],
        )
    errors: list[dict[str, Any]] = []
    out: list[NewPlayer] = []
    seen_rows: dict[tuple[Any, ...], int] = {}
    seen_ids: dict[str, int] = {}
    seen_mails: dict[str, int] = {}
    for line, row_or_none, problem in lines:
        if problem is not None or row_or_none is None:
            errors.append({"line": line, "error": problem or "unreadable"})
            continue
        row = row_or_none
        if not any(cell.strip() for cell in row):
            continue
        if len(out) + len(errors) >= MAX_IMPORT_ROWS:
            errors.append(
                {"line": line, "error": f"more than {MAX_IMPORT_ROWS} players in one file"}
            )
            break
        if any(cell.strip() for cell in row[len(fields) :]):
            errors.append({"line": line, "error": "more cells than columns"})
        values = {
            key: cell.strip() for key, cell in zip(fields, row, strict=False) if key is not None
        }
        try:
            table = values.get("fixed_table") or None
            mark = values.get("checked_in", "yes").casefold()
            if mark not in TRUE | FALSE:
                raise UserError(
                    M_("checked_in must be yes or no (got {mark})", mark=repr(_shown(mark)))
                )
            player = NewPlayer(
                name=_clean_name(values.get("name", "")),
                affiliation=_opt(values.get("affiliation")),
                external_id=_opt(values.get("external_id")),
                email=_clean_email(values.get("email")),
                fixed_table=check_table_number(int(table)) if table else None,
                checked_in=mark in TRUE,
                line=line,
            )
        except ValueError:
            errors.append({"line": line, "error": f"table must be a number: {_shown(table)!r}"})
            continue
        except UserError as exc:
            errors.append({"line": line, "error": exc.message})
            continue
        key_row = (
            player.name.casefold(),
            (player.affiliation or "").casefold(),
            player.external_id,
            (player.email or "").casefold(),
        )
        if key_row in seen_rows:
            errors.append(
                {"line": line, "error": f"repeats line {seen_rows[key_row]} ({player.name})"}
            )
            continue
        seen_rows[key_row] = line
        if player.external_id:
            if player.external_id in seen_ids:
                errors.append(
                    {
                        "line": line,
                        "error": f"ID {player.external_id} already on line "
                        f"{seen_ids[player.external_id]}",
                    }
                )
                continue
            seen_ids[player.external_id] = line
        if player.email:
            mail = player.email.casefold()
            if mail in seen_mails:
                errors.append(
                    {
                        "line": line,
                        "error": f"e-mail {player.email} already on line {seen_mails[mail]}",
                    }
                )
                continue
            seen_mails[mail] = line
        out.append(player)
    if errors:
        lines = "; ".join(f"line {e['line']}: {e['error']}" for e in errors[:10])
        more = f" (and {len(errors) - 10} more)" if len(errors) > 10 else ""
        raise UserError(
            M_(
                "{source}: {errors} problem(s), nothing was imported: {lines}{more}",
                source=source,
                errors=len(errors),
                lines=lines,
                more=more,
            ),
            errors=errors[:MAX_ERRORS],
            error_count=len(errors),
        )
    if not out:
        raise UserError(M_("{source} holds no player rows. Nothing was imported.", source=source))
    return out


def import_players(
    store: Store,
    event_id: int | None = None,
    *,
    data: bytes | None = None,
    path: str | Path | None = None,
) -> list[PlayerInfo]:
    """Register every player of a CSV file in one transaction: all of them or none."""
    if data is None:
        if path is None:
            raise UserError(M_("give a CSV file to import"))
        try:
            data = Path(path).read_bytes()
        except OSError as exc:
            raise UserError(
                M_("cannot read {path}: {value}", path=path, value=exc.strerror or exc)
            ) from None
    source = Path(path).name if path is not None else "CSV"
    new_players = parse_players_csv(data, source)
    return _register_batch(store, event_id, new_players, "players_imported", source)


def _register_batch(
    store: Store,
    event_id: int | None,
    new_players: Sequence[NewPlayer],
    action: str,
    source: str,
) -> list[PlayerInfo]:
    seen_ids: dict[str, int] = {}
    seen_mails: dict[str, int] = {}
    for i, new in enumerate(new_players):
        for key, seen, label in (
            (new.external_id, seen_ids, "ID"),
            ((new.email or "").casefold() or None, seen_mails, "e-mail"),
        ):
            if key and key in seen:
                raise Conflict(
                    M_(
                        "{source}: {label} {key} appears twice (players {value} and {value2}); nothing was registered",
                        source=source,
                        label=label,
                        key=key,
                        value=seen[key] + 1,
                        value2=i + 1,
                    )
                )
            if key:
                seen[key] = i
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        ids_taken = {}
        mails_taken = {}
        for p in player_rows(s, event.id):
            if p.external_id:
                ids_taken[p.external_id] = p
            if p.email:
                mails_taken[p.email.casefold()] = p
        problems = []
        for i, new in enumerate(new_players):
            other = ids_taken.get(new.external_id or "") or mails_taken.get(
                (new.email or "").casefold()
            )
            if other is not None:
                clash = _identity_clash([other], new)
                problems.append({"row": i + 1, "line": new.line, "error": clash})
        if problems:
            lines = "; ".join(f"line {p['line']}: {p['error']}" for p in problems[:10])
            raise Conflict(
                M_(
                    "{source}: {problems} player(s) already registered, nothing was imported: {lines}",
                    source=source,
                    problems=len(problems),
                    lines=lines,
                ),
                errors=problems,
            )
        ids = _insert(s, store, event, new_players)
        audit(
            s,
            store,
            event.id,
            action,
            {"count": len(ids), "first": ids[0], "last": ids[-1], "source": source},
        )
        return _infos(s, event.id, ids)


def list_players(store: Store, event_id: int | None = None) -> list[PlayerInfo]:
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        return _infos(s, event.id)


def get_player(store: Store, event_id: int | None, player_id: int) -> PlayerInfo:
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        load_player(s, event.id, player_id)
        return _infos(s, event.id, [player_id])[0]


def update_player(
    store: Store,
    event_id: int | None,
    player_id: int,
    *,
    reason: str | None = None,
    **changes: Any,
) -> PlayerInfo:
    """Edit name, affiliation, external_id, email or fixed_table (None clears); audited."""
    allowed = {"name", "affiliation", "external_id", "email", "fixed_table"}
    bad = set(changes) - allowed
    if bad:
        raise UserError(
            M_("cannot change {value} of a player this way", value=", ".join(sorted(bad)))
        )
    cleaners: dict[str, Callable[[Any], Any]] = {
        "name": _clean_name,
        "affiliation": _opt,
        "external_id": _opt,
        "email": _clean_email,
        "fixed_table": check_table_number,
    }
    cleaned = {k: cleaners[k](v) for k, v in changes.items()}
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        row = load_player(s, event.id, player_id)
        probe = NewPlayer(
            name=cleaned.get("name", row.name),
            external_id=cleaned.get("external_id", row.external_id),
            email=cleaned.get("email", row.email),
        )
        clash = _identity_clash(player_rows(s, event.id), probe, skip=player_id)
        if clash:
            raise Conflict(clash)
        diff = {k: [getattr(row, k), v] for k, v in cleaned.items() if getattr(row, k) != v}
        for k, v in cleaned.items():
            setattr(row, k, v)
        if diff:
            audit(
                s, store, event.id, "player_edited", {"player": player_id, "changed": diff}, reason
            )
        return _infos(s, event.id, [player_id])[0]


def check_in(
    store: Store, event_id: int | None, player_ids: Sequence[int], *, checked_in: bool = True
) -> list[PlayerInfo]:
    """Mark players as present (or not). Players not checked in are not paired."""
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        rows = [load_player(s, event.id, pid) for pid in player_ids]
        changed = []
        for row in rows:
            if row.checked_in != checked_in:
                row.checked_in = checked_in
                changed.append(row.id)
        if changed:
            audit(
                s,
                store,
                event.id,
                "checked_in" if checked_in else "check_in_undone",
                {"players": changed},
            )
        return _infos(s, event.id, list(player_ids))


def _current_game(s: Session, event: EventRow, player_id: int) -> tuple[RoundRow, GameRow] | None:
    """The player's unreported game in the latest round of the current stage, if any."""
    assert event.id is not None
    stage = Stage.CUT if event.status == "cut" else Stage.SWISS
    last = latest_round(s, event.id, stage)
    if last is None or last.id is None:
        return None
    game = s.scalars(
        select(GameRow).where(
            col(GameRow.round_id) == last.id,
            col(GameRow.outcome).is_(None),
            or_(col(GameRow.player_a) == player_id, col(GameRow.player_b) == player_id),
        )
    ).first()
    return None if game is None else (last, game)


def _concede_pending(
    s: Session, store: Store, event: EventRow, player_id: int
) -> tuple[RoundRow, GameRow, int | None] | None:
    """The player's unreported game, if any, goes to the opponent as a concession.

    Returns (round, game, opponent) of the game conceded.
    """
    pending = _current_game(s, event, player_id)
    if pending is None:
        return None
    r, g = pending
    opponent = g.player_b if g.player_a == player_id else g.player_a
    g.winner = opponent
    g.outcome = Outcome.CONCESSION.value
    g.reported_at = store.now()
    return r, g, opponent


def _mark_dropped(s: Session, event_id: int, row: PlayerRow) -> None:
    """Dropped after the latest Swiss round paired (0 before round 1)."""
    last = latest_round(s, event_id, Stage.SWISS)
    row.dropped = True
    row.dropped_after_round = last.number if last else 0


def drop_player(
    store: Store, event_id: int | None, player_id: int, *, reason: str | None = None
) -> PlayerInfo:
    """Drop a player: not paired again. In the cut, their pending game goes to the opponent.

    ``dropped_after_round`` is the latest Swiss round paired when they drop.
    """
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        row = load_player(s, event.id, player_id)
        if row.dropped:
            raise Conflict(
                M_(
                    "{name} has already dropped (after round {value})",
                    name=row.name,
                    value=row.dropped_after_round or 0,
                )
            )
        if event.status == "finished":
            raise Conflict(M_("the event is finished"))
        _mark_dropped(s, event.id, row)
        detail: dict[str, Any] = {"player": player_id, "after_round": row.dropped_after_round}
        if event.status == "cut":
            conceded = _concede_pending(s, store, event, player_id)
            if conceded is not None:
                r, g, opponent = conceded
                detail["cut_game"] = {"round": r.number, "table": g.table_no, "winner": opponent}
        audit(s, store, event.id, "player_dropped", detail, reason)
        return _infos(s, event.id, [player_id])[0]


def record_no_show(
    store: Store, event_id: int | None, player_id: int, *, reason: str | None = None
) -> PlayerInfo:
    """A player who did not come: their pending game is lost, and they are dropped.

    Before round 1 (or when not seated), this simply drops them.
    """
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        row = load_player(s, event.id, player_id)
        if row.dropped:
            raise Conflict(M_("{name} has already dropped", name=row.name))
        if event.status == "finished":
            raise Conflict(M_("the event is finished"))
        detail: dict[str, Any] = {"player": player_id}
        conceded = _concede_pending(s, store, event, player_id)
        if conceded is not None:
            r, g, opponent = conceded
            detail["game"] = {
                "stage": r.stage,
                "round": r.number,
                "table": g.table_no,
                "winner": opponent,
            }
        _mark_dropped(s, event.id, row)
        row.checked_in = False
        audit(s, store, event.id, "no_show", detail, reason)
        return _infos(s, event.id, [player_id])[0]


def drop_absent(
    store: Store, event_id: int | None = None, *, reason: str | None = None
) -> list[PlayerInfo]:
    """Before round 1: drop every registered player who has not checked in (no-shows)."""
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        if event.status != "registration":
            raise Conflict(M_("no-shows are dropped this way only before round 1 is paired"))
        dropped = []
        for row in players_of(s, event.id):
            if not row.checked_in and not row.dropped:
                row.dropped = True
                row.dropped_after_round = 0
                dropped.append(row.id)
        if dropped:
            audit(s, store, event.id, "no_shows_dropped", {"players": dropped}, reason)
        return _infos(s, event.id, [d for d in dropped if d is not None])


def reinstate_player(
    store: Store, event_id: int | None, player_id: int, *, reason: str | None = None
) -> PlayerInfo:
    """Bring a dropped player back within the Swiss stage, with unpaired losses for the
    rounds they missed. A disqualified player cannot come back."""
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        row = load_player(s, event.id, player_id)
        if row.disqualified:
            raise Conflict(M_("{name} was disqualified and cannot be reinstated", name=row.name))
        if not row.dropped:
            raise Conflict(M_("{name} has not dropped", name=row.name))
        if event.status in ("cut", "finished"):
            raise Conflict(M_("a player can only be reinstated during the Swiss rounds"))
        after = row.dropped_after_round or 0
        missed = [r for r in rounds_of(s, event.id, Stage.SWISS) if r.number > after]
        added = _unpaired_losses(s, event.id, player_id, missed)
        row.dropped = False
        row.dropped_after_round = None
        row.checked_in = True
        audit(
            s,
            store,
            event.id,
            "player_reinstated",
            {"player": player_id, "unpaired_losses": added},
            reason,
        )
        return _infos(s, event.id, [player_id])[0]


def disqualify_player(
    store: Store, event_id: int | None, player_id: int, *, reason: str | None = None
) -> PlayerInfo:
    """Disqualify: dropped for good (no reinstatement); a pending game goes to the opponent."""
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        row = load_player(s, event.id, player_id)
        if row.disqualified:
            raise Conflict(M_("{name} is already disqualified", name=row.name))
        detail: dict[str, Any] = {"player": player_id}
        conceded = _concede_pending(s, store, event, player_id)
        if conceded is not None:
            r, g, _opponent = conceded
            detail["game"] = {"stage": r.stage, "round": r.number, "table": g.table_no}
        if not row.dropped:
            _mark_dropped(s, event.id, row)
        row.disqualified = True
        audit(s, store, event.id, "player_disqualified", detail, reason)
        return _infos(s, event.id, [player_id])[0]


def player_ids_by_external(store: Store, event_id: int | None = None) -> dict[str, int]:
    """External ID → player id (for scripts that hold organised-play numbers)."""
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        rows = s.execute(
            select(col(PlayerRow.external_id), col(PlayerRow.id)).where(
                col(PlayerRow.event_id) == event.id
            )
        ).all()
        return {ext: pid for ext, pid in rows if ext}
