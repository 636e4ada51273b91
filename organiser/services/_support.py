"""Shared pieces of the services: loading rows, converting them, writing the audit log."""

from __future__ import annotations

import json
import random
from collections import Counter, namedtuple
from collections.abc import Callable, Iterable, Sequence
from dataclasses import fields, is_dataclass, replace
from typing import Any, TypeVar

from sqlalchemy import Table, and_, case, func, select
from sqlmodel import Session, SQLModel, col

from organiser.core.errors import M_, Conflict, NotFound, UserError
from organiser.core.model import (
    SCORING_PROFILES,
    Game,
    Outcome,
    PlayerEntry,
    ScoringProfile,
    Stage,
    Tiebreak,
    TimeTiebreak,
)
from organiser.core.structure import suggest_structure
from organiser.core.text import clean_text
from organiser.services._melee_tables import melee_round_info
from organiser.services.dto import EventInfo, PlayerInfo, RoundInfo, TableInfo
from organiser.store.changes import note
from organiser.store.db import Store, get_for_update
from organiser.store.melee import MeleeTableRow
from organiser.store.models import (
    AuditRow,
    CutSeedRow,
    EventRow,
    GameRow,
    PlayerRow,
    RoundRow,
)

T = TypeVar("T")

STATUSES = ("registration", "swiss", "cut", "finished")
LEVELS = ("store", "regional")


# -- building many frozen rows ---------------------------------------------------------------


def field_builder(cls: type[T]) -> Callable[..., T]:
    """A constructor of the frozen dataclass ``cls`` taking all its fields, in order, by
    position, that sets the instance's attributes in one step.

    The generated ``__init__`` of a frozen dataclass sets each field through
    ``object.__setattr__``: for the 4,096 players, 8,000 games and 2,048 tables a pairing
    reads and answers, about half of the time of building them. Only for plain frozen
    dataclasses (no ``__post_init__``, no ``__slots__``, every field in ``__init__``): the
    instance is then the one the constructor would build."""
    if (
        not is_dataclass(cls)
        or not cls.__dataclass_params__.frozen  # type: ignore[attr-defined]
        or hasattr(cls, "__post_init__")
        or "__slots__" in cls.__dict__
        or not all(f.init for f in fields(cls))
    ):
        raise TypeError(f"{cls.__name__} is not a plain frozen dataclass")
    names = [f.name for f in fields(cls)]
    body = ", ".join(f"{name!r}: {name}" for name in names)
    source = (
        f"def build({', '.join(names)}):\n"
        "    made = _new(_cls)\n"
        f"    _set(made, '__dict__', {{{body}}})\n"
        "    return made\n"
    )
    scope: dict[str, Any] = {"_new": object.__new__, "_set": object.__setattr__, "_cls": cls}
    exec(source, scope)  # as dataclasses itself builds __init__
    build: Callable[..., T] = scope["build"]
    build.__qualname__ = f"field_builder({cls.__name__})"
    return build


# -- events --------------------------------------------------------------------------------


def parse_stage(stage: str | None) -> Stage | None:
    """A stage named on a command line or in a call (``swiss``, ``cut``), None for none."""
    if stage is None:
        return None
    try:
        return Stage(stage)
    except ValueError:
        raise UserError(M_("unknown stage {stage} (swiss or cut)", stage=repr(stage))) from None


def resolve_event_id(session: Session, event_id: int | None) -> int:
    """The event asked for, or the only event of the file when none is named."""
    if event_id is not None:
        if session.get(EventRow, event_id) is None:
            raise NotFound(
                M_("no event {event_id} in this file", event_id=event_id), event=event_id
            )
        return event_id
    rows = session.execute(
        select(col(EventRow.id), col(EventRow.name)).order_by(col(EventRow.id))
    ).all()
    if not rows:
        raise NotFound(M_("this file holds no event yet: create one with `organiser event create`"))
    if len(rows) > 1:
        listing = ", ".join(f"{r.id} ({r.name})" for r in rows)
        raise UserError(
            M_(
                "this file holds {rows} events; choose one with --event ID: {listing}",
                rows=len(rows),
                listing=listing,
            ),
            events=[{"event": r.id, "name": r.name} for r in rows],
        )
    return int(rows[0].id)


def load_event(session: Session, event_id: int | None, *, lock: bool = False) -> EventRow:
    """The event; ``lock``: every change that depends on the event's state (pairing, results,
    who is in the event) locks its row first, so such changes from several stations happen
    one after the other, each seeing what the previous one committed."""
    eid = resolve_event_id(session, event_id)
    row = get_for_update(session, EventRow, eid) if lock else session.get(EventRow, eid)
    assert row is not None
    return row


POINT_FIELDS = ("win", "modified_win", "loss", "bye", "double_loss", "unpaired_loss")


def split_profile(text: str) -> tuple[str, dict[str, float]]:
    """``"ffg-2e:win=3,bye=3"`` → ("ffg-2e", {"win": 3.0, "bye": 3.0}): a named profile
    with its points changed (the event's ``scoring_profile`` column holds this form)."""
    name, _, rest = text.partition(":")
    points: dict[str, float] = {}
    for item in filter(None, (part.strip() for part in rest.split(","))):
        key, eq, value = item.partition("=")
        key = key.strip().replace("-", "_")
        if not eq or key not in POINT_FIELDS:
            raise UserError(
                M_(
                    "points are given as outcome=number with outcome one of {value} (got {item})",
                    value=", ".join(POINT_FIELDS),
                    item=repr(item),
                )
            )
        try:
            number = float(value)
        except ValueError:
            raise UserError(
                M_(
                    "{key} must be a number of points (got {strip})",
                    key=key,
                    strip=repr(value.strip()),
                )
            ) from None
        if not 0 <= number <= 1000:
            raise UserError(
                M_("{key} must be 0 to 1000 points (got {strip})", key=key, strip=value.strip())
            )
        points[key] = number
    return name.strip(), points


def profile_of(event: EventRow) -> ScoringProfile:
    name, points = split_profile(event.scoring_profile)
    base = SCORING_PROFILES.get(name)
    if base is None:
        raise UserError(
            M_(
                "unknown scoring profile {name} (known: {value})",
                name=repr(name),
                value=", ".join(SCORING_PROFILES),
            )
        )
    if points:
        base = replace(base, **points)  # type: ignore[arg-type]
    if event.tiebreaks:
        return replace(base, tiebreaks=parse_tiebreaks(event.tiebreaks))
    return base


def parse_tiebreaks(text: str | Sequence[str]) -> tuple[Tiebreak, ...]:
    items = [t.strip() for t in text.split(",")] if isinstance(text, str) else list(text)
    items = [t for t in items if t]
    known = ", ".join(t.value for t in Tiebreak)
    out: list[Tiebreak] = []
    for item in items:
        try:
            out.append(Tiebreak(item.lower()))
        except ValueError:
            raise UserError(
                M_("unknown tiebreak {item} (known: {known})", item=repr(item), known=known)
            ) from None
    if not out:
        raise UserError(M_("the tiebreak order is empty (known: {known})", known=known))
    if len(set(out)) != len(out):
        raise UserError(M_("a tiebreak appears twice in the order"))
    if Tiebreak.POINTS not in out:
        out.insert(0, Tiebreak.POINTS)  # points always rank first unless placed elsewhere
    return tuple(out)


def event_info(session: Session, event: EventRow) -> EventInfo:
    assert event.id is not None
    counts = session.execute(
        select(
            func.count(col(PlayerRow.id)),
            func.sum(
                case(
                    (
                        and_(
                            col(PlayerRow.dropped).is_(False),
                            col(PlayerRow.disqualified).is_(False),
                        ),
                        1,
                    ),
                    else_=0,
                )
            ),
        ).where(col(PlayerRow.event_id) == event.id)
    ).one()
    players = int(counts[0] or 0)
    active = int(counts[1] or 0)
    paired = dict(
        session.execute(
            select(col(RoundRow.stage), func.max(col(RoundRow.number)))
            .where(col(RoundRow.event_id) == event.id)
            .group_by(col(RoundRow.stage))
        ).all()
    )
    suggested = suggest_structure(max(active, 0), event.level)
    suggested_cut = suggested.cut
    if event.format == "melee":
        # a melee cut is a final table of 4, or two semi-final tables of 4 and a final
        suggested_cut = 8 if suggested.cut >= 8 else 4 if suggested.cut >= 4 else 0
    profile = profile_of(event)
    return EventInfo(
        id=event.id,
        name=event.name,
        date=event.date,
        ruleset=event.ruleset,
        format=event.format,
        scoring_profile=event.scoring_profile,
        points={f: float(getattr(profile, f)) for f in POINT_FIELDS},
        tiebreaks=tuple(t.value for t in profile.tiebreaks),
        level=event.level,
        rounds=event.rounds if event.rounds is not None else suggested.rounds,
        cut_size=event.cut_size if event.cut_size is not None else suggested_cut,
        suggested_rounds=suggested.rounds,
        suggested_cut=suggested_cut,
        rounds_overridden=event.rounds is not None,
        cut_overridden=event.cut_size is not None,
        round_minutes=event.round_minutes,
        restricted_list=event.restricted_list,
        status=event.status,
        seed=event.seed,
        players=players,
        active_players=active,
        swiss_rounds_paired=int(paired.get(Stage.SWISS.value) or 0),
        cut_rounds_paired=int(paired.get(Stage.CUT.value) or 0),
        created_at=event.created_at,
        melee_profile=event.melee_profile,
        odd_tables=event.odd_tables,
    )


def planned_rounds(session: Session, event: EventRow) -> tuple[int, int]:
    info = event_info(session, event)
    return info.rounds, info.cut_size


# -- players -------------------------------------------------------------------------------


def players_of(session: Session, event_id: int) -> list[PlayerRow]:
    """The event's players as ORM rows (to change them); see ``player_rows`` to read many."""
    return list(
        session.scalars(
            select(PlayerRow).where(col(PlayerRow.event_id) == event_id).order_by(col(PlayerRow.id))
        )
    )


PLAYERS: Table = SQLModel.metadata.tables["player"]
GAMES: Table = SQLModel.metadata.tables["game"]
ROUNDS: Table = SQLModel.metadata.tables["round"]


# Rows read in bulk are handed on as named tuples with the columns' names: reading a field
# of a SQLAlchemy row by name costs a few microseconds (a Python ``__getattr__``), of a
# named tuple a few tens of nanoseconds, and 4,096 players are read field by field several
# times per command.
PlayerData = namedtuple("PlayerData", PLAYERS.c.keys())  # type: ignore[misc]
GameData = namedtuple("GameData", GAMES.c.keys())  # type: ignore[misc]


def player_rows(session: Session, event_id: int) -> list[Any]:
    """The event's players as read-only rows with PlayerRow's attribute names
    (``PlayerData``, in the table's column order).

    Plain column rows: building thousands of ORM objects costs far more than reading them.
    """
    rows = session.execute(
        select(PLAYERS).where(PLAYERS.c.event_id == event_id).order_by(PLAYERS.c.id)
    ).all()  # at once: iterating the result would fetch the rows one call at a time
    return list(map(PlayerData._make, rows))


# what pairing a round reads of each player (its entry and its name on the pairings)
PairingPlayer = namedtuple(  # type: ignore[misc]
    "PairingPlayer",
    "id name affiliation dropped dropped_after_round disqualified fixed_table checked_in",
)


def pairing_players(session: Session, event_id: int) -> list[Any]:
    """The event's players as ``PairingPlayer`` rows, by id: only the columns pairing needs
    (``entries`` and ``display_names``), about a third less to read than ``player_rows``."""
    c = PLAYERS.c
    rows = session.execute(
        select(*(c[name] for name in PairingPlayer._fields))
        .where(c.event_id == event_id)
        .order_by(c.id)
    ).all()
    return list(map(PairingPlayer._make, rows))


def display_names(players: Iterable[Any]) -> dict[int, str]:
    """Names, with namesakes told apart by affiliation (or by number when that is shared).

    Shown safely: a name stored before names were cleaned on entry loses its control and
    bidi-override characters here too (``organiser/core/text.py``)."""
    rows = [(p.id, clean_text(p.name), p.affiliation) for p in players]
    folded = [name.casefold() for _pid, name, _aff in rows]
    by_name = Counter(folded)
    # affiliations matter only among namesakes: cleaned and counted for those alone
    shared = {i: clean_text(rows[i][2] or "") for i, key in enumerate(folded) if by_name[key] > 1}
    by_name_aff = Counter((folded[i], aff.casefold()) for i, aff in shared.items())
    out: dict[int, str] = {}
    for i, (pid, name, _aff) in enumerate(rows):
        assert pid is not None
        aff = shared.get(i)
        if aff is None:
            out[pid] = name
        elif aff and by_name_aff[(folded[i], aff.casefold())] == 1:
            out[pid] = f"{name} ({aff})"
        else:
            out[pid] = f"{name} #{pid}"
    return out


def player_info(p: Any, display: str) -> PlayerInfo:
    assert p.id is not None
    return PlayerInfo(
        id=p.id,
        event_id=p.event_id,
        name=clean_text(p.name),
        display_name=display,
        affiliation=clean_text(p.affiliation) or None if p.affiliation else None,
        external_id=p.external_id,
        email=p.email,
        checked_in=p.checked_in,
        dropped=p.dropped,
        dropped_after_round=p.dropped_after_round,
        disqualified=p.disqualified,
        fixed_table=p.fixed_table,
        entered_round=p.entered_round,
    )


def load_player(session: Session, event_id: int, player_id: int) -> PlayerRow:
    row = session.get(PlayerRow, player_id)
    if row is None or row.event_id != event_id:
        raise NotFound(
            M_("no player {player_id} in event {event_id}", player_id=player_id, event_id=event_id),
            player=player_id,
        )
    return row


def entries(players: Sequence[Any], names: dict[int, str]) -> list[PlayerEntry]:
    get = names.get
    out = []
    for p in players:
        pid = p.id
        assert pid is not None
        disqualified = p.disqualified
        # PlayerEntry's fields in order (id, name, dropped, dropped_after_round,
        # disqualified, fixed_table, checked_in)
        out.append(
            _player_entry(
                pid,
                get(pid, p.name),
                p.dropped or disqualified,
                p.dropped_after_round,
                disqualified,
                p.fixed_table,
                p.checked_in,
            )
        )
    return out


# -- rounds and games ----------------------------------------------------------------------


def rounds_of(session: Session, event_id: int, stage: Stage | None = None) -> list[RoundRow]:
    q = select(RoundRow).where(col(RoundRow.event_id) == event_id)
    if stage is not None:
        q = q.where(col(RoundRow.stage) == stage.value)
    return list(session.scalars(q.order_by(col(RoundRow.stage).desc(), col(RoundRow.number))))


def latest_round(session: Session, event_id: int, stage: Stage) -> RoundRow | None:
    return session.scalars(
        select(RoundRow)
        .where(col(RoundRow.event_id) == event_id, col(RoundRow.stage) == stage.value)
        .order_by(col(RoundRow.number).desc())
        .limit(1)
    ).first()


def swiss_standings_inputs(
    session: Session, event: EventRow, through_round: int | None
) -> tuple[list[Any], dict[int, str], int]:
    """(player rows, display names, Swiss rounds counted) for the event's standings.

    ``through_round`` counts only the rounds up to it; a round not yet paired is refused.
    Without it, the rounds counted are the complete ones: while round N is being played
    (results still missing) the standings are those after round N-1, without round N's
    games or bye (see ``round_in_progress``).
    """
    assert event.id is not None
    players = player_rows(session, event.id)
    names = display_names(players)
    last = latest_round(session, event.id, Stage.SWISS)
    played = last.number if last else 0
    if through_round is None and round_in_progress(session, event) is not None:
        played -= 1
    if through_round is not None:
        if through_round < 0 or through_round > played:
            raise UserError(
                M_(
                    "round {through_round} has not been played (rounds paired: {played})",
                    through_round=through_round,
                    played=played,
                ),
                round=through_round,
            )
        played = through_round
    return players, names, played


def round_in_progress(session: Session, event: EventRow) -> int | None:
    """The latest Swiss round while some of its results are still missing, else None."""
    assert event.id is not None
    last = latest_round(session, event.id, Stage.SWISS)
    if last is None or last.id is None:
        return None
    if event.format == "melee":
        missing = session.scalar(
            select(func.count())
            .select_from(MeleeTableRow)
            .where(
                col(MeleeTableRow.round_id) == last.id,
                col(MeleeTableRow.ending).is_(None),
                col(MeleeTableRow.bye).is_(False),
            )
        )
    else:
        missing = session.scalar(
            select(func.count())
            .select_from(GameRow)
            .where(col(GameRow.round_id) == last.id, col(GameRow.outcome).is_(None))
        )
    return last.number if missing else None


def find_round(
    session: Session, event: EventRow, number: int | None, stage: Stage | None
) -> RoundRow:
    """A round by number (Swiss unless ``stage``), or the latest round of the event."""
    assert event.id is not None
    if number is None:
        if stage is None:
            stage = Stage.CUT if latest_round(session, event.id, Stage.CUT) else Stage.SWISS
        row = latest_round(session, event.id, stage)
        if row is None:
            raise NotFound(
                "no round has been paired yet"
                if stage is Stage.SWISS
                else "no elimination round has been paired yet"
            )
        return row
    stage = stage or Stage.SWISS
    found = session.scalars(
        select(RoundRow).where(
            col(RoundRow.event_id) == event.id,
            col(RoundRow.stage) == stage.value,
            col(RoundRow.number) == number,
        )
    ).first()
    if found is None:
        label = "round" if stage is Stage.SWISS else "elimination round"
        raise NotFound(
            M_("there is no {label} {number} in this event", label=label, number=number),
            round=number,
        )
    return found


def games_of_round(session: Session, round_id: int) -> list[Any]:
    """A round's games as read-only rows with GameRow's attribute names (``GameData``), by
    table."""
    rows = session.execute(
        select(GAMES).where(GAMES.c.round_id == round_id).order_by(GAMES.c.table_no, GAMES.c.id)
    ).all()
    return list(map(GameData._make, rows))


def stage_games(session: Session, event_id: int, stage: Stage) -> list[Game]:
    """Every game of a stage as domain data, in round then table order."""
    g = GAMES.c
    rows = session.execute(
        select(ROUNDS.c.number, g.table_no, g.player_a, g.player_b, g.winner, g.outcome, g.tiebreak)
        .join(GAMES, g.round_id == ROUNDS.c.id)
        .where(ROUNDS.c.event_id == event_id, ROUNDS.c.stage == stage.value)
        .order_by(ROUNDS.c.number, g.table_no, g.id)
    ).all()
    outcomes, tiebreaks = _OUTCOMES, _TIEBREAKS
    # the columns by position (see PlayerData): 8,000 games per round at 4,096 players
    game = _game
    return [
        game(
            number,
            table,
            a,
            b,
            winner,
            outcomes[outcome] if outcome in outcomes else Outcome(outcome),
            tiebreaks[tiebreak] if tiebreak in tiebreaks else TimeTiebreak(tiebreak),
            stage,
        )
        for number, table, a, b, winner, outcome, tiebreak in rows
    ]


# stored text -> the enum member (a dictionary look-up: calling the enum costs more, and
# an event of 4,096 players reads its 8,000 games for every round it pairs)
_OUTCOMES: dict[str | None, Outcome | None] = {None: None, "": None} | {o.value: o for o in Outcome}
_TIEBREAKS: dict[str | None, TimeTiebreak | None] = {None: None, "": None} | {
    t.value: t for t in TimeTiebreak
}


def to_game(number: int, g: Any, stage: Stage) -> Game:
    outcome, tiebreak = g.outcome, g.tiebreak
    return Game(
        round=number,
        table=g.table_no,
        player_a=g.player_a,
        player_b=g.player_b,
        winner=g.winner,
        outcome=_OUTCOMES[outcome] if outcome in _OUTCOMES else Outcome(outcome),
        tiebreak=_TIEBREAKS[tiebreak] if tiebreak in _TIEBREAKS else TimeTiebreak(tiebreak),
        stage=stage,
    )


def table_info(r: RoundRow, g: Any, names: dict[int, str]) -> TableInfo:
    return TableInfo(
        stage=r.stage,
        round=r.number,
        table=g.table_no,
        player_a=g.player_a,
        player_b=g.player_b,
        name_a=names.get(g.player_a, str(g.player_a)),
        name_b=names.get(g.player_b, str(g.player_b)) if g.player_b is not None else None,
        winner=g.winner,
        outcome=g.outcome,
        tiebreak=g.tiebreak,
        rematch=g.rematch,
    )


def round_info(
    session: Session,
    r: RoundRow,
    names: dict[int, str],
    *,
    warnings: Sequence[str] = (),
    pair_downs: int = 0,
) -> RoundInfo:
    assert r.id is not None
    games = games_of_round(session, r.id)
    if not games:
        event = session.get(EventRow, r.event_id)
        if event is not None and event.format == "melee":
            return melee_round_info(session, r, names, warnings=warnings)
    return round_info_of(r, games, names, warnings=warnings, pair_downs=pair_downs)


def round_info_of(
    r: RoundRow,
    games: Sequence[Any],
    names: dict[int, str],
    *,
    warnings: Sequence[str] = (),
    pair_downs: int = 0,
) -> RoundInfo:
    """``round_info`` of a joust round whose games are at hand (rows with GameRow's
    attribute names, ordered as ``games_of_round`` orders them)."""
    stage, number = r.stage, r.number  # read once: each read of an ORM attribute costs
    get = names.get
    tables: list[TableInfo] = []
    byes: list[TableInfo] = []
    unpaired: list[TableInfo] = []
    for g in games:
        a, b, outcome = g.player_a, g.player_b, g.outcome
        # TableInfo's fields in order (stage, round, table, player_a, player_b, name_a,
        # name_b, winner, outcome, tiebreak, rematch)
        info = _table_info(
            stage,
            number,
            g.table_no,
            a,
            b,
            get(a, str(a)),
            get(b, str(b)) if b is not None else None,
            g.winner,
            outcome,
            g.tiebreak,
            g.rematch,
        )
        if b is not None:
            tables.append(info)
        elif outcome == "bye":
            byes.append(info)
        else:
            unpaired.append(info)
    return RoundInfo(
        event_id=r.event_id,
        stage=stage,
        number=number,
        seed=r.seed,
        tables=tuple(tables),
        byes=tuple(byes),
        unpaired=tuple(unpaired),
        warnings=tuple(warnings),
        rematches=sum(1 for t in tables if t.rematch),
        pair_downs=pair_downs,
    )


def cut_seed_ids(s: Session, event_id: int) -> list[int]:
    return list(
        s.scalars(
            select(col(CutSeedRow.player_id))
            .where(col(CutSeedRow.event_id) == event_id)
            .order_by(col(CutSeedRow.seed))
        )
    )


def derived_seed(event_seed: int, stage: str, number: int, attempt: int = 0) -> int:
    """A round's default seed: reproducible from the event's seed, stored with the round."""
    return random.Random(f"{event_seed}:{stage}:{number}:{attempt}").randrange(2**31)


def add_cut_round(session: Session, event: EventRow) -> RoundRow:
    """Store the event's next elimination round (numbered on, its seed derived); flushed."""
    assert event.id is not None
    last = latest_round(session, event.id, Stage.CUT)
    number = 1 if last is None else last.number + 1
    r = RoundRow(
        event_id=event.id,
        stage=Stage.CUT.value,
        number=number,
        seed=derived_seed(event.seed, Stage.CUT.value, number),
    )
    session.add(r)
    session.flush()
    return r


MAX_TABLE = 10_000


def check_table_number(value: int | None) -> int | None:
    if value is not None and not 1 <= value <= MAX_TABLE:
        shown = str(value) if len(str(value)) <= 12 else f"{str(value)[:12]}…"
        raise UserError(
            M_("a table number is 1 to {MAX_TABLE} (got {shown})", MAX_TABLE=MAX_TABLE, shown=shown)
        )
    return value


# -- audit ---------------------------------------------------------------------------------


def audit_many(
    session: Session,
    store: Store,
    event_id: int | None,
    items: Sequence[tuple[str, dict[str, Any], str | None]],
) -> None:
    """Several audit lines at once: (action, detail, reason) each, one executemany."""
    if not items:
        return
    at = store.now()
    session.execute(
        AuditRow.__table__.insert(),  # type: ignore[attr-defined]
        [
            {
                "event_id": event_id,
                "at": at,
                "action": action,
                "detail": json.dumps(detail, ensure_ascii=False, sort_keys=True, default=str),
                "reason": reason or None,
                "station": store.station,
            }
            for action, detail, reason in items
        ],
    )
    for action, _detail, _reason in items:
        note(session, event_id, action)


def audit(
    session: Session,
    store: Store,
    event_id: int | None,
    action: str,
    detail: dict[str, Any] | None = None,
    reason: str | None = None,
) -> None:
    session.add(
        AuditRow(
            event_id=event_id,
            at=store.now(),
            action=action,
            detail=json.dumps(detail or {}, ensure_ascii=False, sort_keys=True, default=str),
            reason=reason or None,
            station=store.station,
        )
    )
    note(session, event_id, action)


def require_status(event: EventRow, allowed: Sequence[str], doing: str) -> None:
    if event.status in allowed:
        return
    why = {
        "finished": "the event is finished",
        "cut": "the event is in its cut (single elimination)",
        "swiss": "the Swiss rounds have started",
        "registration": "no round has been paired yet",
    }[event.status]
    raise Conflict(M_("cannot {doing}: {why}", doing=doing, why=why), status=event.status)


_game = field_builder(Game)
_player_entry = field_builder(PlayerEntry)
_table_info = field_builder(TableInfo)
