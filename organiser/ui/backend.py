"""What the window needs from the tournament, as plain data, in one interface.

Views and models never touch ``organiser.services`` directly: they call a :class:`Backend`.
:class:`ServiceBackend` (in ``organiser.ui.service_backend``) is the real one, a thin adapter
over ``organiser.services`` (one service call = one transaction). Keeping the seam here lets
the widgets be built and tested independently of storage details.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol, TypeVar

from organiser.core.melee import MeleeStandingRow
from organiser.core.model import Outcome, StandingRow, TimeTiebreak
from organiser.services.dto import (
    JudgeCallInfo,
    JudgeLog,
    PenaltyHistory,
    PenaltyInfo,
    RulingInfo,
    StandingsInfo,
)


@dataclass(frozen=True)
class EventInfo:
    id: int
    name: str
    ruleset: str
    format: str
    rounds: int  # planned Swiss rounds
    cut: int  # 0 = no cut
    round_minutes: int = 55
    swiss_round: int = 0  # latest Swiss round paired
    cut_rounds: int = 0  # elimination rounds paired
    tiebreaks: tuple[str, ...] = ("points", "sos", "esos", "random")
    status: str = "open"


@dataclass(frozen=True)
class PlayerInfo:
    id: int
    name: str
    affiliation: str = ""
    checked_in: bool = True
    dropped: bool = False
    disqualified: bool = False
    fixed_table: int | None = None
    deck_status: str = ""  # filled in by the deck-list work; "" = not tracked yet
    plain_name: str = (
        ""  # the name as registered (``name`` may add an affiliation to tell namesakes apart)
    )


@dataclass(frozen=True)
class TableInfo:
    """One table of a round, as shown to the organiser (the bye has ``player_b`` None)."""

    round: int
    table: int
    player_a: int
    name_a: str
    player_b: int | None
    name_b: str
    winner: int | None = None
    outcome: Outcome | None = None
    tiebreak: TimeTiebreak | None = None
    rematch: bool = False

    @property
    def reported(self) -> bool:
        return self.outcome is not None

    @property
    def is_bye(self) -> bool:
        return self.player_b is None

    def players(self) -> tuple[int, ...]:
        return (self.player_a,) if self.player_b is None else (self.player_a, self.player_b)


@dataclass(frozen=True)
class MeleeSeat:
    seat: int  # 1-based, in seating order
    player: int
    name: str
    place: int | None = None
    power: int | None = None
    eliminated: bool = False
    points: float | None = None


@dataclass(frozen=True)
class MeleeTable:
    """A table of a melee round (table 0 with one seat: a bye)."""

    round: int
    table: int
    seats: tuple[MeleeSeat, ...]
    ending: str | None = None  # won | time; None while unreported
    repeats: int = 0

    @property
    def is_bye(self) -> bool:
        return self.table == 0

    @property
    def reported(self) -> bool:
        return self.ending is not None or self.is_bye


@dataclass(frozen=True)
class ImportPreview:
    """A CSV file read but not yet imported: the rows that would be added and the bad lines."""

    rows: tuple[PlayerInfo, ...]
    errors: tuple[tuple[int, str], ...] = field(default_factory=tuple)  # (line, message)

    @property
    def ok(self) -> bool:
        return not self.errors


@dataclass(frozen=True)
class CutState:
    size: int  # 0 = no cut started
    seeds: tuple[int, ...]  # player ids, seed 1 first
    rounds: tuple[tuple[TableInfo, ...], ...]  # elimination rounds played or paired
    champion: int | None = None
    names: tuple[tuple[int, str], ...] = ()  # (player, name) of the seeds


@dataclass(frozen=True)
class MeleeCutState:
    """The cut of a melee event: a final table of the top 4, or two semi-final tables of the
    top 8 whose places 1 and 2 go on to the final table."""

    size: int  # 0 = not started; 4 or 8
    seeds: tuple[tuple[int, str], ...] = ()  # (player, name), seed 1 first
    rounds: tuple[tuple[MeleeTable, ...], ...] = ()  # cut rounds seated so far, in order
    finished: bool = False
    final: tuple[tuple[int, int, str], ...] = ()  # (place, player, name) once finished

    def seed_of(self, player: int) -> int | None:
        for i, (pid, _name) in enumerate(self.seeds, start=1):
            if pid == player:
                return i
        return None

    @property
    def current(self) -> tuple[MeleeTable, ...]:
        return self.rounds[-1] if self.rounds else ()

    @property
    def semi_finals(self) -> tuple[MeleeTable, ...]:
        return self.rounds[0] if self.size == 8 and self.rounds else ()

    @property
    def final_table(self) -> MeleeTable | None:
        """The final table once seated (round 1 of a top 4, round 2 of a top 8)."""
        index = 0 if self.size == 4 else 1
        if len(self.rounds) > index and self.rounds[index]:
            return self.rounds[index][0]
        return None

    @property
    def outstanding(self) -> int:
        return sum(1 for t in self.current if not t.reported)


@dataclass(frozen=True)
class PairOutcome:
    """A round just paired and stored; ``warnings`` are shown for the organiser to accept
    (keep it), re-pair or delete it."""

    round: int
    tables: int
    bye: int | None
    warnings: tuple[str, ...] = ()
    rematches: int = 0


@dataclass(frozen=True)
class ClockState:
    """The round clock as stored: a deadline while running, the time left while paused."""

    round: int
    deadline: datetime | None = None
    paused_left_s: float | None = None
    length_s: float = 55 * 60
    stage: str = "swiss"  # swiss | cut: the clock follows the current round
    # (table, minutes): the extra time judge calls gave tables of this round (docs/judges.md)
    extensions: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class DeckCheck:
    """One player's list as a judge checks it: verdict, counts by card type, problems."""

    player: int
    player_name: str
    status: str  # missing | legal | illegal
    faction: str = ""
    agendas: tuple[str, ...] = ()
    deck_name: str = ""
    counts_by_type: tuple[tuple[str, int], ...] = ()
    plots: int = 0
    draw: int = 0
    problems: tuple[tuple[str, str], ...] = ()  # (rule id, message)
    notes: tuple[str, ...] = ()  # the deck-list reader's notes (a faction inferred...)
    sections: tuple[tuple[str, tuple[tuple[int, str], ...]], ...] = ()  # (title, (count, card))
    locked: bool = False


@dataclass(frozen=True)
class FieldInfo:
    """The field: how many players bring each faction and each agenda."""

    players: int
    missing: int
    legal: int
    illegal: int
    factions: tuple[tuple[str, int], ...] = ()
    agendas: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class CardRow:
    """One card found by the card search: facts only (no rules text ships)."""

    code: str
    name: str
    pack: str  # the pack's name
    pack_code: str
    faction: str  # display name
    type: str
    cost: str = ""
    strength: str = ""
    loyal: bool = False
    unique: bool = False
    traits: tuple[str, ...] = ()
    standing: str = ""  # "" (legal) | restricted | banned | pod | not in pool: the event's list


@dataclass(frozen=True)
class CardResults:
    rows: tuple[CardRow, ...]
    edition: str
    restricted_list: str | None = None  # the version the standings follow (an event is open)
    format: str | None = None


@dataclass(frozen=True)
class CardChoices:
    """The search filters, filled from the card database in use."""

    edition: str
    factions: tuple[tuple[str, str], ...]  # (code, display name)
    types: tuple[str, ...]
    packs: tuple[tuple[str, str], ...]  # (code, name), in release order


@dataclass(frozen=True)
class CardImportInfo:
    """What an import of card data did (counts)."""

    edition: str
    kind: str  # pack-folder | pack-file | thronesdb-api | restricted-list | first-edition
    cards: int  # cards read from the source
    total: int  # cards in the card database afterwards
    restricted_lists: int
    source: str


class Cards(Protocol):
    """The card database as the card search window sees it (an event's edition and
    restricted list when one is open)."""

    def choices(self) -> CardChoices: ...
    def search(
        self, name: str, faction: str | None, type: str | None, pack: str | None
    ) -> CardResults: ...
    def import_cards(self, path: Path) -> CardImportInfo: ...


T = TypeVar("T")
Progress = Callable[[int, int], None]


class Backend(Protocol):
    """The operations of the organiser's day, one event at a time."""

    path: Path | None

    def close(self) -> None: ...

    def compute(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)``: long work needing no database, wherever the backend runs its long
        work (a module-level function; plain data in and out)."""
        ...

    # events
    def list_events(self) -> list[EventInfo]: ...
    def create_event(
        self, name: str, ruleset: str, format: str, rounds: int, cut: int, round_minutes: int
    ) -> EventInfo: ...
    def event(self, event_id: int) -> EventInfo: ...
    def update_event(
        self, event_id: int, name: str, rounds: int, cut: int, round_minutes: int
    ) -> EventInfo: ...
    def suggest_structure(self, players: int, level: str) -> tuple[int, int]: ...
    def create_demo(self, players: int, seed: int, format: str = "joust") -> EventInfo: ...

    # players
    def player_ids(self, event_id: int) -> list[int]: ...
    def players(self, event_id: int, ids: Sequence[int]) -> list[PlayerInfo]: ...
    def add_player(self, event_id: int, name: str, affiliation: str = "") -> PlayerInfo: ...
    def edit_player(self, event_id: int, player: int, name: str, affiliation: str) -> None: ...
    def check_in(self, event_id: int, player: int, checked_in: bool) -> None: ...
    def drop(self, event_id: int, player: int) -> None: ...
    def reinstate(self, event_id: int, player: int) -> None: ...
    def preview_import(self, event_id: int, csv_path: Path) -> ImportPreview: ...
    def import_players(
        self, event_id: int, csv_path: Path, progress: Progress | None = None
    ) -> int: ...

    # deck lists
    def attach_deck(
        self, event_id: int, player: int, data: bytes, source: str, reason: str = ""
    ) -> str: ...
    def deck_check(self, event_id: int, player: int) -> DeckCheck: ...
    def field(self, event_id: int) -> FieldInfo: ...
    def cards(self, event_id: int | None) -> Cards: ...

    # printing and publishing
    def document_pdf(
        self,
        event_id: int,
        kind: str,
        round_number: int | None = None,
        page_size: str | None = None,
        cut: bool = False,
    ) -> bytes: ...
    def publish(self, event_id: int, out_dir: Path, page_size: str | None = None) -> list[Path]: ...

    # rounds
    def pair_round(self, event_id: int, allow_rematches: bool = False) -> PairOutcome: ...
    def repair_round(self, event_id: int) -> PairOutcome: ...
    def round_tables(self, event_id: int, round_number: int) -> list[TableInfo]: ...
    def record_result(
        self,
        event_id: int,
        round_number: int,
        table: int,
        winner: int | None,
        outcome: Outcome,
        tiebreak: TimeTiebreak | None = None,
        correction: bool = False,
        reason: str = "",
    ) -> None: ...
    def clear_result(
        self, event_id: int, round_number: int, table: int, reason: str, stage: str = "swiss"
    ) -> None: ...
    def swap_players(self, event_id: int, round_number: int, a: int, b: int) -> None: ...
    def delete_latest_round(self, event_id: int) -> None: ...

    # melee events
    def melee_tables(self, event_id: int, round_number: int) -> list[MeleeTable]: ...
    def record_melee(
        self,
        event_id: int,
        round_number: int,
        table: int,
        places: dict[int, int],
        powers: dict[int, int],
        ending: str,
        correction: bool = False,
        reason: str = "",
        eliminated: Sequence[int] = (),
        stage: str = "swiss",
    ) -> None: ...
    def melee_standings(self, event_id: int) -> list[MeleeStandingRow]: ...

    # standings and cut
    def standings(self, event_id: int) -> list[StandingRow]: ...
    def standings_info(self, event_id: int) -> StandingsInfo:
        """The standings with the round they are after, and the round in progress."""
        ...

    def start_cut(self, event_id: int, size: int) -> CutState: ...
    def cut_state(self, event_id: int) -> CutState: ...
    def pair_cut_round(self, event_id: int) -> CutState: ...
    def record_cut_result(
        self, event_id: int, round_number: int, table: int, winner: int, outcome: Outcome
    ) -> None: ...
    def melee_cut(self, event_id: int) -> MeleeCutState: ...
    def advance_melee_cut(self, event_id: int, size: int | None = None) -> MeleeCutState: ...

    # clock: stored in the event file; ``action`` is start | pause | extend | reset
    def now(self) -> datetime: ...
    def clock(self, event_id: int) -> ClockState | None: ...
    def clock_action(self, event_id: int, action: str, seconds: float = 0) -> ClockState: ...

    # the judge's log (docs/judges.md): calls, rulings attached to them, penalties
    def judge_log(self, event_id: int) -> JudgeLog: ...
    def open_call(
        self,
        event_id: int,
        question: str,
        table: int | None = None,
        round_number: int | None = None,
        judge: str = "",
        stage: str | None = None,
    ) -> JudgeCallInfo: ...
    def resolve_call(
        self, event_id: int, call_id: int, outcome: str, extension_minutes: int = 0, judge: str = ""
    ) -> JudgeCallInfo: ...
    def attach_ruling(
        self,
        event_id: int,
        call_id: int,
        title: str,
        summary: str = "",
        scenario_path: str | None = None,
        pdf_path: str | None = None,
    ) -> RulingInfo: ...
    def search_rulings(self, event_id: int, query: str) -> list[RulingInfo]: ...
    def judge_log_csv(self, event_id: int) -> str: ...
    def report_html(self, event_id: int) -> str:
        """The event report, judge's log included, as one HTML page."""
        ...

    def penalty_history(self, event_id: int, player: int) -> PenaltyHistory: ...
    def issue_penalty(
        self,
        event_id: int,
        player: int,
        category: str,
        level: str | None = None,
        call_id: int | None = None,
        judge: str = "",
        note: str = "",
    ) -> PenaltyInfo: ...
    def withdraw_penalty(
        self, event_id: int, penalty_id: int, reason: str, judge: str = ""
    ) -> PenaltyInfo: ...
