"""Plain, immutable data the services hand to the window, the command line and printing.

No ORM object ever leaves a service: each call converts the rows it read into these. Every
class has ``to_json()`` giving the dictionary the command line prints with ``--json``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from organiser.core.melee import MeleeStandingRow
from organiser.core.model import StandingRow


def _plain(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


@dataclass(frozen=True)
class EventInfo:
    id: int
    name: str
    date: str | None
    ruleset: str
    format: str
    scoring_profile: str  # a profile name, optionally with changed points: "ffg-2e:win=3"
    points: dict[str, float]  # points per outcome in force (win, modified_win, loss, bye, ...)
    tiebreaks: tuple[str, ...]
    level: str
    rounds: int  # Swiss rounds planned (the override, else the suggestion)
    cut_size: int  # 0 = no cut
    suggested_rounds: int
    suggested_cut: int
    rounds_overridden: bool
    cut_overridden: bool
    round_minutes: int
    restricted_list: str | None
    status: str  # registration | swiss | cut | finished
    seed: int
    players: int  # registered
    active_players: int  # not dropped, not disqualified
    swiss_rounds_paired: int
    cut_rounds_paired: int
    created_at: str
    melee_profile: str = "maester-melee"  # melee events: the scoring profile's name
    odd_tables: str = "three"  # melee events: tables of three (or five) where needed

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = _plain(asdict(self))
        data["event"] = self.id
        return data


@dataclass(frozen=True)
class PlayerInfo:
    id: int
    event_id: int
    name: str
    display_name: str  # the name, told apart from a namesake in the same event
    affiliation: str | None
    external_id: str | None
    email: str | None
    checked_in: bool
    dropped: bool
    dropped_after_round: int | None
    disqualified: bool
    fixed_table: int | None
    entered_round: int

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = _plain(asdict(self))
        data["player"] = self.id
        return data


@dataclass(frozen=True)
class TableInfo:
    """A table of a round; ``table`` 0 with no ``player_b`` is a bye or an unpaired loss."""

    stage: str
    round: int
    table: int
    player_a: int
    player_b: int | None
    name_a: str
    name_b: str | None
    winner: int | None
    outcome: str | None
    tiebreak: str | None
    rematch: bool

    @property
    def reported(self) -> bool:
        return self.outcome is not None

    @property
    def is_bye(self) -> bool:
        return self.player_b is None and self.outcome == "bye"

    def to_json(self) -> dict[str, Any]:
        # its fields are all plain values (numbers, text, None, a boolean), written out in
        # their order: asdict, or even a loop over the fields, is most of the time of
        # --json for a round of 2,048 tables
        a, b = self.player_a, self.player_b
        return {
            "stage": self.stage,
            "round": self.round,
            "table": self.table,
            "player_a": a,
            "player_b": b,
            "name_a": self.name_a,
            "name_b": self.name_b,
            "winner": self.winner,
            "outcome": self.outcome,
            "tiebreak": self.tiebreak,
            "rematch": self.rematch,
            "players": [p for p in (a, b) if p is not None],
            "reported": self.outcome is not None,
        }


@dataclass(frozen=True)
class MeleeSeatInfo:
    """One player at a melee table; ``place``/``power`` None while the table is unreported."""

    seat: int
    player: int
    name: str
    place: int | None = None
    power: int | None = None
    eliminated: bool = False
    points: float | None = None  # the points this result scores under the event's profile

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = _plain(asdict(self))
        return data


@dataclass(frozen=True)
class MeleeTableInfo:
    """A table of a melee round (stage swiss or cut), its seats in seating order."""

    stage: str
    round: int
    table: int
    seats: tuple[MeleeSeatInfo, ...]
    ending: str | None = None  # won | time; None while unreported
    repeats: int = 0  # pairs at this table who had already shared a Swiss table

    @property
    def players(self) -> tuple[int, ...]:
        return tuple(seat.player for seat in self.seats)

    @property
    def reported(self) -> bool:
        return self.ending is not None

    def to_json(self) -> dict[str, Any]:
        return {
            "stage": self.stage,
            "round": self.round,
            "table": self.table,
            "players": list(self.players),
            "reported": self.reported,
            "ending": self.ending,
            "repeats": self.repeats,
            "seats": [seat.to_json() for seat in self.seats],
        }


@dataclass(frozen=True)
class RoundInfo:
    event_id: int
    stage: str  # swiss | cut
    number: int
    seed: int
    tables: tuple[TableInfo, ...]  # real tables, by table number
    byes: tuple[TableInfo, ...] = ()  # listed after the tables
    unpaired: tuple[TableInfo, ...] = ()  # unpaired losses (late entries, reinstatements)
    warnings: tuple[str, ...] = ()
    rematches: int = 0  # joust: tables that repeat a game; melee: repeated pairs of players
    pair_downs: int = 0
    format: str = "joust"
    melee_tables: tuple[MeleeTableInfo, ...] = ()  # melee rounds: the tables (``tables`` is empty)

    @property
    def bye(self) -> int | None:
        return self.byes[0].player_a if self.byes else None

    @property
    def missing(self) -> tuple[int, ...]:
        """Table numbers whose result is not in yet."""
        return tuple(t.table for t in self.tables if not t.reported) + tuple(
            t.table for t in self.melee_tables if not t.reported
        )

    @property
    def complete(self) -> bool:
        return not self.missing

    def names(self) -> dict[int, str]:
        out: dict[int, str] = {}
        for t in (*self.tables, *self.byes, *self.unpaired):
            out[t.player_a] = t.name_a
            if t.player_b is not None and t.name_b is not None:
                out[t.player_b] = t.name_b
        for m in self.melee_tables:
            for seat in m.seats:
                out[seat.player] = seat.name
        return out

    def to_json(self) -> dict[str, Any]:
        """The ``round pair --json`` contract, plus details."""
        if self.format == "melee":
            return self._melee_json()
        missing = self.missing  # a pass over every table: once
        return {
            "event": self.event_id,
            "stage": self.stage,
            "round": self.number,
            "seed": self.seed,
            "tables": [
                {"table": t.table, "players": [t.player_a, t.player_b]} for t in self.tables
            ],
            "bye": self.bye,
            "byes": [t.player_a for t in self.byes],
            "warnings": list(self.warnings),
            "rematches": self.rematches,
            "complete": not missing,
            "missing": list(missing),
            "unpaired_losses": [t.player_a for t in self.unpaired],
            "names": {str(k): v for k, v in self.names().items()},
            "results": [t.to_json() for t in (*self.tables, *self.byes, *self.unpaired)],
        }

    def _melee_json(self) -> dict[str, Any]:
        return {
            "event": self.event_id,
            "format": "melee",
            "stage": self.stage,
            "round": self.number,
            "seed": self.seed,
            "tables": [t.to_json() for t in self.melee_tables],
            "bye": self.bye,
            "byes": [t.player_a for t in self.byes],
            "warnings": list(self.warnings),
            "repeats": self.rematches,
            "complete": self.complete,
            "missing": list(self.missing),
            "names": {str(k): v for k, v in self.names().items()},
        }


@dataclass(frozen=True)
class FinalPlace:
    place: int
    player: int
    name: str

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class StandingsInfo:
    event_id: int
    round: int  # Swiss rounds counted
    rows: tuple[StandingRow, ...]
    final: tuple[FinalPlace, ...] = ()  # after a cut: cut placings, then Swiss order
    format: str = "joust"
    melee_rows: tuple[MeleeStandingRow, ...] = ()  # melee events: the rows (``rows`` is empty)
    #: the round being played (results still missing): the standings are after the one before
    in_progress: int | None = None

    @property
    def label(self) -> str:
        """``after round 3``, or ``after round 3 (round 4 in progress)``."""
        text = f"after round {self.round}"
        if self.in_progress is not None:
            text += f" (round {self.in_progress} in progress)"
        return text

    def to_json(self) -> dict[str, Any]:
        """The ``standings --json`` contract."""
        data: dict[str, Any] = {"event": self.event_id}
        if self.format == "melee":
            data["format"] = "melee"
        data["round"] = self.round
        data["in_progress"] = self.in_progress
        if self.format == "melee":
            data["standings"] = [
                _standing_json(r, {"power": r.power, "wins": r.wins, "tables": r.tables})
                for r in self.melee_rows
            ]
        else:
            data["standings"] = [
                _standing_json(
                    r,
                    {
                        "esos": round(r.esos, 4),
                        "wins": r.wins,
                        "losses": r.losses,
                        "random": round(r.random_key, 6),
                    },
                )
                for r in self.rows
            ]
        if self.final:
            data["final"] = [f.to_json() for f in self.final]
        return data


def _standing_json(r: StandingRow | MeleeStandingRow, by_format: dict[str, Any]) -> dict[str, Any]:
    """One row of ``standings --json``: the fields both formats share around ``by_format``."""
    return {
        "rank": r.rank,
        "player": r.player,
        "name": r.name,
        "points": _plain(r.points),
        "sos": round(r.sos, 4),
        **by_format,
        "byes": r.byes,
        "dropped": r.dropped,
        "rounds_played": r.rounds_played,
    }


@dataclass(frozen=True)
class CutInfo:
    event_id: int
    size: int
    seeds: tuple[tuple[int, int, str], ...]  # (seed, player, name), seed 1 first
    rounds: tuple[RoundInfo, ...]
    finished: bool
    final: tuple[FinalPlace, ...] = ()

    @property
    def champion(self) -> int | None:
        return self.final[0].player if self.finished and self.final else None

    def to_json(self) -> dict[str, Any]:
        current = self.rounds[-1] if self.rounds else None
        data: dict[str, Any] = {
            "event": self.event_id,
            "stage": "cut",
            "size": self.size,
            "seeds": [{"seed": s, "player": p, "name": n} for s, p, n in self.seeds],
            "round": current.number if current else None,
            "tables": (
                [{"table": t.table, "players": [t.player_a, t.player_b]} for t in current.tables]
                + [{"table": t.table, "players": list(t.players)} for t in current.melee_tables]
                if current
                else []
            ),
            "bye": current.bye if current else None,
            "byes": [t.player_a for t in current.byes] if current else [],
            "warnings": list(current.warnings) if current else [],
            "finished": self.finished,
            "champion": self.champion,
            "rounds": [r.to_json() for r in self.rounds],
        }
        if self.final:
            data["final"] = [f.to_json() for f in self.final]
        return data


@dataclass(frozen=True)
class AuditEntry:
    id: int
    event_id: int | None
    at: str
    action: str
    detail: dict[str, Any] = field(default_factory=dict)
    reason: str | None = None
    station: str | None = None  # the station that made the change (None: before schema 6)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class ResultInput:
    """One result to record (batch entry): ``winner`` None only for a double loss."""

    table: int
    winner: int | None
    outcome: str = "win"
    tiebreak: str | None = None


@dataclass(frozen=True)
class RulingInfo:
    """A ruling attached to a judge call: the rules-desk files as saved, a title, a summary."""

    id: int
    call_id: int
    title: str
    summary: str
    scenario_path: str | None
    pdf_path: str | None
    created_at: str
    # of its call, for a search across the event
    stage: str = "swiss"
    round: int = 0
    table: int | None = None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class JudgeCallInfo:
    """A judge called to a table (``table`` None: away from a table) in a round."""

    id: int
    event_id: int
    stage: str
    round: int
    table: int | None
    players: tuple[int, ...]
    player_names: tuple[str, ...]
    called_at: str
    judge: str | None
    question: str
    outcome: str | None
    resolved_at: str | None
    extension_minutes: int
    rulings: tuple[RulingInfo, ...] = ()

    @property
    def resolved(self) -> bool:
        return self.resolved_at is not None

    def to_json(self) -> dict[str, Any]:
        data = _plain(asdict(self))
        data["resolved"] = self.resolved
        return data  # type: ignore[no-any-return]


@dataclass(frozen=True)
class PenaltyInfo:
    """A penalty issued to a player; ``effect`` says what it did to the event (a result
    entered or corrected, the player disqualified), None for a warning."""

    id: int
    event_id: int
    player: int
    player_name: str
    stage: str
    round: int | None
    table: int | None
    category: str
    level: str
    proposed_level: str
    judge: str | None
    note: str
    at: str
    call_id: int | None
    effect: str | None = None
    withdrawn_at: str | None = None  # withdrawn (entered by mistake): when and why
    withdrawn_reason: str | None = None

    @property
    def withdrawn(self) -> bool:
        return self.withdrawn_at is not None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class PenaltyHistory:
    """A player's penalties in the event, oldest first, and the level the escalation rule
    would propose for a new penalty of each category (``proposals``: category → level)."""

    player: int
    player_name: str
    penalties: tuple[PenaltyInfo, ...]
    proposals: dict[str, str]
    reasons: dict[str, str]

    def to_json(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "player_name": self.player_name,
            "penalties": [p.to_json() for p in self.penalties],
            "proposals": dict(self.proposals),
            "reasons": dict(self.reasons),
        }


@dataclass(frozen=True)
class JudgeLog:
    """The judge's log of an event: its calls (with their rulings) and its penalties."""

    event_id: int
    calls: tuple[JudgeCallInfo, ...]
    penalties: tuple[PenaltyInfo, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "event_id": self.event_id,
            "calls": [c.to_json() for c in self.calls],
            "penalties": [p.to_json() for p in self.penalties],
        }
