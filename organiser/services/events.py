"""Events: create, list, show, change settings, finish, delete. Each call is one transaction."""

from __future__ import annotations

import random
import re
from datetime import date as date_type
from typing import Any

from sqlalchemy import delete, select, update
from sqlmodel import col

from organiser.core.errors import M_, Conflict, UserError
from organiser.core.melee import MELEE_SCORING_PROFILES, OddTables
from organiser.core.model import SCORING_PROFILES, Format, Ruleset, Stage
from organiser.core.text import clean_text
from organiser.services._support import (
    LEVELS,
    STATUSES,
    audit,
    event_info,
    find_round,
    games_of_round,
    latest_round,
    load_event,
    parse_tiebreaks,
    resolve_event_id,
    split_profile,
)
from organiser.services.dto import EventInfo
from organiser.services.melee import missing_results
from organiser.store.db import Store
from organiser.store.judging import JudgeCallRow, JudgePenaltyRow, JudgeRulingRow
from organiser.store.models import AuditRow, CutSeedRow, EventRow, GameRow, PlayerRow, RoundRow

CUT_SIZES = (0, 2, 4, 8, 16, 32)
SETTINGS = (
    "name",
    "date",
    "ruleset",
    "format",
    "scoring_profile",
    "tiebreaks",
    "level",
    "rounds",
    "cut_size",
    "round_minutes",
    "restricted_list",
    "status",
    "melee_profile",
    "odd_tables",
)


def _check_choice(label: str, value: str, choices: tuple[str, ...] | list[str]) -> str:
    if value not in choices:
        raise UserError(
            M_(
                "unknown {label} {value} (choose one of: {value2})",
                label=label,
                value=repr(value),
                value2=", ".join(choices),
            ),
            field=label,
            value=value,
        )
    return value


def _clean(field: str, value: Any) -> Any:
    """Validate one event setting; returns the value to store."""
    if field == "name":
        text = clean_text(str(value or ""))
        if not text:
            raise UserError(M_("an event needs a name"), field="name")
        if len(text) > 200:
            raise UserError(M_("an event name is at most 200 characters"), field="name")
        return text
    if field == "date":
        if value in (None, ""):
            return None
        text = str(value).strip()
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
            raise UserError(
                M_("a date is written YYYY-MM-DD (got {text})", text=repr(text)), field="date"
            )
        try:
            date_type.fromisoformat(text)
        except ValueError:
            raise UserError(M_("{text} is not a real date", text=text), field="date") from None
        return text
    if field == "ruleset":
        return _check_choice("ruleset", str(value), [r.value for r in Ruleset])
    if field == "format":
        return _check_choice("format", str(value), [f.value for f in Format])
    if field == "scoring_profile":
        name, points = split_profile(str(value))
        _check_choice("scoring profile", name, list(SCORING_PROFILES))
        if not points:
            return name
        changed = ",".join(f"{k}={v:g}" for k, v in points.items())
        return f"{name}:{changed}"
    if field == "tiebreaks":
        if value in (None, ""):
            return None
        return ",".join(t.value for t in parse_tiebreaks(value))
    if field == "level":
        return _check_choice("level", str(value), LEVELS)
    if field == "rounds":
        if value is None:
            return None
        n = int(value)
        if not 1 <= n <= 30:
            raise UserError(M_("the number of Swiss rounds must be 1 to 30 (got {n})", n=n))
        return n
    if field == "cut_size":
        if value is None:
            return None
        n = int(value)
        if n not in CUT_SIZES:
            raise UserError(
                M_("a cut is top 2, 4, 8, 16 or 32, or 0 for none (got {n})", n=n), field="cut_size"
            )
        return n
    if field == "round_minutes":
        n = int(value)
        if not 5 <= n <= 600:
            raise UserError(M_("a round lasts 5 to 600 minutes (got {n})", n=n))
        return n
    if field == "restricted_list":
        return str(value).strip() or None if value is not None else None
    if field == "status":
        return _check_choice("status", str(value), STATUSES)
    if field == "melee_profile":
        return _check_choice("melee profile", str(value), list(MELEE_SCORING_PROFILES))
    if field == "odd_tables":
        return _check_choice("odd tables setting", str(value), [o.value for o in OddTables])
    raise UserError(
        M_(
            "unknown event setting {field} (settings: {value})",
            field=repr(field),
            value=", ".join(SETTINGS),
        )
    )


def _open_status(s: Any, row: EventRow) -> str:
    """The status an event that is not finished has: from its rounds and cut."""
    assert row.id is not None
    if s.scalars(select(col(CutSeedRow.seed)).where(col(CutSeedRow.event_id) == row.id)).first():
        return "cut"
    return "swiss" if latest_round(s, row.id, Stage.SWISS) else "registration"


def create_event(
    store: Store,
    *,
    name: str,
    date: str | None = None,
    ruleset: str = Ruleset.LCG2.value,
    format: str = Format.JOUST.value,
    scoring_profile: str = "ffg-2e",
    tiebreaks: str | None = None,
    level: str = "store",
    rounds: int | None = None,
    cut_size: int | None = None,
    round_minutes: int = 55,
    restricted_list: str | None = None,
    seed: int | None = None,
    melee_profile: str = "maester-melee",
    odd_tables: str = OddTables.THREE.value,
) -> EventInfo:
    """A new event in registration. ``rounds``/``cut_size`` None follow the player count.

    Melee events (``format="melee"``) use ``melee_profile`` (maester-melee or
    maester-melee-power) and ``odd_tables`` (three or five) instead of ``scoring_profile``.
    """
    values = {
        "name": _clean("name", name),
        "date": _clean("date", date),
        "ruleset": _clean("ruleset", ruleset),
        "format": _clean("format", format),
        "scoring_profile": _clean("scoring_profile", scoring_profile),
        "tiebreaks": _clean("tiebreaks", tiebreaks),
        "level": _clean("level", level),
        "rounds": _clean("rounds", rounds),
        "cut_size": _clean("cut_size", cut_size),
        "round_minutes": _clean("round_minutes", round_minutes),
        "restricted_list": _clean("restricted_list", restricted_list),
        "melee_profile": _clean("melee_profile", melee_profile),
        "odd_tables": _clean("odd_tables", odd_tables),
    }
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    with store.unit() as s:
        row = EventRow(**values, seed=int(seed), status="registration", created_at=store.now())
        s.add(row)
        s.flush()
        assert row.id is not None
        audit(s, store, row.id, "event_created", {**values, "seed": seed})
        return event_info(s, row)


def list_events(store: Store) -> list[EventInfo]:
    with store.unit(write=False) as s:
        rows = list(s.scalars(select(EventRow).order_by(col(EventRow.id))))
        return [event_info(s, r) for r in rows]


def get_event(store: Store, event_id: int | None = None) -> EventInfo:
    with store.unit(write=False) as s:
        return event_info(s, load_event(s, event_id))


def resolve_event(store: Store, event_id: int | None = None) -> int:
    """The event's id; ``None`` is fine when the file holds exactly one event."""
    with store.unit(write=False) as s:
        return resolve_event_id(s, event_id)


def update_event(
    store: Store, event_id: int | None = None, *, reason: str | None = None, **changes: Any
) -> EventInfo:
    """Change event settings (any of ``SETTINGS``); audited with the old and new values.

    Pass ``rounds=None`` / ``cut_size=None`` to go back to the suggested structure.
    """
    unknown = [k for k in changes if k not in SETTINGS]
    if unknown:
        raise UserError(
            M_(
                "unknown event setting {unknown} (settings: {value})",
                unknown=repr(unknown[0]),
                value=", ".join(SETTINGS),
            )
        )
    cleaned = {k: _clean(k, v) for k, v in changes.items()}
    with store.unit() as s:
        row = load_event(s, event_id, lock=True)
        if "format" in cleaned and cleaned["format"] != row.format and row.status != "registration":
            raise Conflict(M_("the format cannot change once rounds have been paired"))
        if (
            "melee_profile" in cleaned
            and cleaned["melee_profile"] != row.melee_profile
            and row.status in ("cut", "finished")
        ):
            raise Conflict(M_("the melee scoring profile cannot change once the cut has started"))
        if "status" in cleaned and cleaned["status"] != row.status:
            natural = _open_status(s, row)
            if cleaned["status"] not in ("finished", natural):
                raise Conflict(
                    M_(
                        "the status follows the event: it can be set to finished, or back to {natural} (not {cleaned})",
                        natural=natural,
                        cleaned=cleaned["status"],
                    ),
                    allowed=["finished", natural],
                )
        before = {k: getattr(row, k) for k in cleaned}
        diff = {k: [before[k], v] for k, v in cleaned.items() if before[k] != v}
        for key, value in cleaned.items():
            setattr(row, key, value)
        if diff:
            audit(s, store, row.id, "event_settings", {"changed": diff}, reason)
        return event_info(s, row)


def finish_event(
    store: Store, event_id: int | None = None, *, reason: str | None = None
) -> EventInfo:
    """Close the event: no more pairing. Refused while results are missing."""
    with store.unit() as s:
        row = load_event(s, event_id, lock=True)
        if row.status == "finished":
            raise Conflict(M_("the event is already finished"))
        if row.status != "registration":
            last = find_round(s, row, None, None)
            assert last.id is not None
            missing = [g.table_no for g in games_of_round(s, last.id) if g.outcome is None]
            if row.format == "melee":
                missing = missing_results(s, last.event_id, last.id)
            if missing:
                raise Conflict(
                    M_(
                        "round {number} still has results missing at tables {value}",
                        number=last.number,
                        value=", ".join(map(str, missing)),
                    ),
                    missing=missing,
                )
        old = row.status
        row.status = "finished"
        audit(s, store, row.id, "event_finished", {"status": [old, "finished"]}, reason)
        return event_info(s, row)


def delete_event(store: Store, event_id: int, *, reason: str | None = None) -> None:
    """Delete an event and everything in it (the audit log keeps a line saying so)."""
    with store.unit() as s:
        row = load_event(s, event_id, lock=True)
        round_ids = list(
            s.scalars(select(col(RoundRow.id)).where(col(RoundRow.event_id) == row.id))
        )
        if round_ids:
            s.execute(delete(GameRow).where(col(GameRow.round_id).in_(round_ids)))
        s.execute(delete(RoundRow).where(col(RoundRow.event_id) == row.id))
        s.execute(delete(CutSeedRow).where(col(CutSeedRow.event_id) == row.id))
        # the judge's log names players (a penalty keeps its player): it goes first
        for table in (JudgePenaltyRow, JudgeRulingRow, JudgeCallRow):
            s.execute(delete(table).where(col(table.event_id) == row.id))
        s.execute(delete(PlayerRow).where(col(PlayerRow.event_id) == row.id))
        s.execute(update(AuditRow).where(col(AuditRow.event_id) == row.id).values(event_id=None))
        name = row.name
        s.delete(row)
        s.flush()
        audit(s, store, None, "event_deleted", {"event": event_id, "name": name}, reason)
