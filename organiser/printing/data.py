"""The plain data every printed or published document is built from.

The services fill these from the store; the builders need nothing else. Everything is
immutable and carries display names, so a builder never looks anything up. Helpers at the
bottom turn the core's own types (``PairingResult``, ``Game``) into these.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from organiser.core.melee import MeleeStandingRow, MeleeTable
from organiser.core.model import (
    Format,
    Game,
    Outcome,
    PairingResult,
    Ruleset,
    Stage,
    StandingRow,
    TimeTiebreak,
)

__all__ = [
    "AnyStandingRow",
    "Bracket",
    "BracketGame",
    "CallLine",
    "DeckCard",
    "DeckSection",
    "DeckSheet",
    "EventInfo",
    "EventReport",
    "MeleeStandingRow",
    "PageSize",
    "PairedTable",
    "PenaltyLine",
    "ResultLine",
    "RoundPairings",
    "RoundResults",
    "RulingLine",
    "Seat",
    "StandingRow",
    "Standings",
    "pairings_from_core",
    "results_from_games",
    "results_from_melee_tables",
]


class PageSize(StrEnum):
    A4 = "a4"
    LETTER = "letter"


@dataclass(frozen=True)
class EventInfo:
    """What every page header shows, and the paper to print on."""

    name: str
    date: dt.date | None = None
    ruleset: Ruleset | str = Ruleset.LCG2
    format: Format = Format.JOUST
    round_minutes: int = 55
    page_size: PageSize = PageSize.A4
    venue: str = ""
    # the event server's address while the event is shared with the players' phones: a QR
    # code of it is printed on the pairings and the match slips
    share_url: str = ""


@dataclass(frozen=True)
class Seat:
    """A player at a table, with the points they had before this round."""

    player: int
    name: str
    points: float = 0.0
    code: str = ""  # the player's code for reporting from a phone (printed on match slips)


@dataclass(frozen=True)
class PairedTable:
    """One table of a round: two seats in a joust, three to five in a melee."""

    table: int
    seats: tuple[Seat, ...]
    rematch: bool = False


@dataclass(frozen=True)
class RoundPairings:
    """A round as it is announced: the tables, in table order, and the bye (if any)."""

    round: int
    tables: tuple[PairedTable, ...]
    bye: Seat | None = None
    stage: Stage = Stage.SWISS

    def seats(self) -> list[tuple[Seat, PairedTable | None]]:
        """Every seated player with their table (None for the bye)."""
        out: list[tuple[Seat, PairedTable | None]] = [
            (seat, table) for table in self.tables for seat in table.seats
        ]
        if self.bye is not None:
            out.append((self.bye, None))
        return out


AnyStandingRow = StandingRow | MeleeStandingRow


@dataclass(frozen=True)
class Standings:
    """Standings after ``after_round`` (None: before any round). Rows print in this order.
    Joust rows (``StandingRow``) or melee rows (``MeleeStandingRow``), not mixed."""

    rows: tuple[AnyStandingRow, ...]
    after_round: int | None = None
    final: bool = False
    in_progress: int | None = None  # the round being played (results still missing)


@dataclass(frozen=True)
class BracketGame:
    """One elimination game. ``round`` counts from 1 (the first cut round); ``game`` is the
    game's index within its round, 0-based, in the order the cut pairs them (game 0 of round
    1 is seed 1 against the lowest seed). ``player_a``/``player_b`` are None until known."""

    round: int
    game: int
    player_a: int | None = None
    player_b: int | None = None
    winner: int | None = None
    table: int | None = None


@dataclass(frozen=True)
class Bracket:
    """The cut: its seeds (seed 1 first) and the games known so far."""

    seeds: tuple[Seat, ...]  # Seat.points: the Swiss points the seed was earned with
    games: tuple[BracketGame, ...] = ()

    @property
    def size(self) -> int:
        """The bracket's width: the number of seeds rounded up to a power of two."""
        n = 2
        while n < len(self.seeds):
            n *= 2
        return n


@dataclass(frozen=True)
class ResultLine:
    """One table's result. Joust: ``winner`` and ``outcome`` (None while outstanding;
    ``winner`` None with a double loss). Melee: ``places`` and ``power``, one per seat."""

    table: int
    seats: tuple[Seat, ...]  # one seat for a bye
    winner: int | None = None
    outcome: Outcome | None = None
    tiebreak: TimeTiebreak | None = None
    places: tuple[int, ...] = ()
    power: tuple[int, ...] = ()

    @property
    def reported(self) -> bool:
        return self.outcome is not None or bool(self.places)


@dataclass(frozen=True)
class RoundResults:
    round: int
    lines: tuple[ResultLine, ...]
    stage: Stage = Stage.SWISS


@dataclass(frozen=True)
class RulingLine:
    """A ruling attached to a judge call: its title, summary and the files saved."""

    title: str
    summary: str = ""
    scenario: str = ""  # file names as saved by the rules desk
    pdf: str = ""


@dataclass(frozen=True)
class CallLine:
    """A judge call as the report lists it (``round_label``: "round 3", "cut round 1")."""

    id: int
    round_label: str
    table: int | None
    players: tuple[str, ...]
    called: str  # "14:05"
    judge: str
    question: str
    outcome: str = ""  # "" while open
    resolved: str = ""  # "14:12"
    extension_minutes: int = 0
    rulings: tuple[RulingLine, ...] = ()


@dataclass(frozen=True)
class PenaltyLine:
    """A penalty as the report lists it (``round_label``: "3", "cut 1", "—" before round
    1); levels and categories as words ("game loss")."""

    player: str
    round_label: str
    table: int | None
    category: str
    level: str
    proposed: str
    judge: str = ""
    note: str = ""
    call: int | None = None
    at: str = ""  # "14:20"


@dataclass(frozen=True)
class EventReport:
    """Every round (the cut's rounds with stage CUT) and every result, then the final
    standings, then the judge's log (calls with their rulings, penalties); ``notes`` print
    at the end."""

    rounds: tuple[RoundResults, ...]
    standings: Standings
    notes: tuple[str, ...] = ()
    calls: tuple[CallLine, ...] = ()
    penalties: tuple[PenaltyLine, ...] = ()


@dataclass(frozen=True)
class DeckCard:
    count: int
    name: str


@dataclass(frozen=True)
class DeckSection:
    """A part of a deck list: "Plots", "Characters", "Draw deck"... in the order given."""

    title: str
    cards: tuple[DeckCard, ...]

    @property
    def total(self) -> int:
        return sum(card.count for card in self.cards)


@dataclass(frozen=True)
class DeckSheet:
    """One player's deck registration sheet."""

    player: Seat
    faction: str = ""
    agendas: tuple[str, ...] = ()
    sections: tuple[DeckSection, ...] = ()
    deck_name: str = ""
    legal: bool | None = None  # None: not checked
    problems: tuple[str, ...] = field(default_factory=tuple)


# --- from the core's own types -------------------------------------------------------


def pairings_from_core(
    pairing: PairingResult,
    names: Mapping[int, str],
    points: Mapping[int, float] | None = None,
    stage: Stage = Stage.SWISS,
) -> RoundPairings:
    """A proposed or accepted joust round from the core, with names and points so far."""
    pts = points or {}

    def seat(pid: int) -> Seat:
        return Seat(pid, names[pid], pts.get(pid, 0.0))

    tables = tuple(
        PairedTable(t.table, tuple(seat(p) for p in t.players), t.rematch) for t in pairing.tables
    )
    bye = seat(pairing.bye) if pairing.bye is not None else None
    return RoundPairings(pairing.round, tables, bye, stage)


def results_from_games(games: Iterable[Game], names: Mapping[int, str]) -> tuple[RoundResults, ...]:
    """Group the core's joust games by (stage, round), tables in order, byes last."""
    grouped: dict[tuple[int, int], list[Game]] = {}
    for game in games:
        stage_order = 0 if game.stage is Stage.SWISS else 1
        grouped.setdefault((stage_order, game.round), []).append(game)
    out: list[RoundResults] = []
    for (_, rnd), round_games in sorted(grouped.items()):
        lines = tuple(
            ResultLine(
                table=g.table,
                seats=tuple(Seat(p, names[p]) for p in g.players()),
                winner=g.winner,
                outcome=g.outcome,
                tiebreak=g.tiebreak,
            )
            for g in sorted(round_games, key=lambda g: (g.player_b is None, g.table))
        )
        out.append(RoundResults(rnd, lines, round_games[0].stage))
    return tuple(out)


def results_from_melee_tables(
    tables: Iterable[MeleeTable], names: Mapping[int, str]
) -> tuple[RoundResults, ...]:
    """Group the core's melee tables by (stage, round): places and power per seat, in the
    table's seating order; a bye is a one-seat line with outcome BYE."""
    grouped: dict[tuple[int, int], list[MeleeTable]] = {}
    for table in tables:
        grouped.setdefault((0 if table.stage is Stage.SWISS else 1, table.round), []).append(table)
    out: list[RoundResults] = []
    for (_, rnd), round_tables in sorted(grouped.items()):
        lines: list[ResultLine] = []
        for t in sorted(round_tables, key=lambda t: (t.bye, t.table)):
            seats = tuple(Seat(p, names[p]) for p in t.players)
            if t.bye:
                lines.append(ResultLine(t.table, seats, t.players[0], Outcome.BYE))
                continue
            results = [t.result_of(p) for p in t.players]
            if any(r is None for r in results):
                lines.append(ResultLine(t.table, seats))
                continue
            places = tuple(r.place for r in results if r is not None)
            power = tuple(r.power for r in results if r is not None)
            lines.append(ResultLine(t.table, seats, places=places, power=power))
        out.append(RoundResults(rnd, tuple(lines), round_tables[0].stage))
    return tuple(out)
