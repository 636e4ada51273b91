"""Melee events: table sizes, results per table, scoring, standings and the cut.

A melee game seats three to six players (seeds/001, Learn to Play, "Melee Rules"); events
seat tables of four, with tables of three (or, by setting, five) where the player count
needs them. The seating of a round (who sits with whom) is in ``organiser.core.melee_seating``.

Every type here is a frozen dataclass of plain data; services convert stored rows into
``MeleeTable`` values and call the functions below. Nothing here is an official rule unless
a comment cites one: the default scoring is this project's choice (see docs/melee.md).
"""

from __future__ import annotations

import itertools
import random
from collections import defaultdict
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from organiser.core.errors import M_, Conflict, UserError
from organiser.core.model import PlayerEntry, Stage

# seeds/001, Learn to Play, "Winning and Losing": the first player with 15 power wins.
VICTORY_POWER = 15
# seeds/001, "Melee Rules": a melee game seats three to six players.
MIN_TABLE = 3
MAX_TABLE = 6

# ---------------------------------------------------------------------------------------
# Table sizes


class OddTables(StrEnum):
    """Which table size makes up a player count that four does not divide."""

    THREE = "three"  # the default: tables of 3 where needed
    FIVE = "five"  # the setting: tables of 5 instead (3 only where 4s and 5s cannot work)


@dataclass(frozen=True)
class TableSplit:
    """The table sizes of one round (tables of four first) and how many players get a bye."""

    sizes: tuple[int, ...]
    byes: int

    @property
    def tables(self) -> int:
        return len(self.sizes)

    @property
    def seated(self) -> int:
        return sum(self.sizes)


def table_sizes(players: int, odd_tables: OddTables = OddTables.THREE) -> TableSplit:
    """Split ``players`` into tables of 4, using as few odd tables as the count needs.

    Default (``THREE``): ``n = 4a + 3b`` with the fewest tables of three (b = -n mod 4); the
    only count with no such split is 5, which seats one table of four and gives one bye
    (a bye only when fewer than three players remain). ``FIVE``: ``n = 4a + 5c`` with the
    fewest tables of five (c = n mod 4); the counts 3, 6, 7 and 11 cannot be split that way
    and use the ``THREE`` split (3 | 3+3 | 4+3 | 4+4+3). Fewer than three players: no table,
    everyone has a bye (``seat_melee_round`` refuses such a round).
    """
    if players < 0:
        raise UserError(M_("The number of players cannot be negative."), players=players)
    if players < MIN_TABLE:
        return TableSplit(sizes=(), byes=players)
    if odd_tables is OddTables.FIVE:
        fives = players % 4
        if 5 * fives <= players:
            fours = (players - 5 * fives) // 4
            return TableSplit(sizes=(4,) * fours + (5,) * fives, byes=0)
    if players == 5:
        return TableSplit(sizes=(4,), byes=1)
    threes = (-players) % 4
    fours = (players - 3 * threes) // 4
    return TableSplit(sizes=(4,) * fours + (3,) * threes, byes=0)


# ---------------------------------------------------------------------------------------
# Results


class Ending(StrEnum):
    """How a table's game ended."""

    WON = "won"  # a player reached the victory total, or every other player was eliminated
    TIME = "time"  # time was called; places follow power, equal power may share a place


@dataclass(frozen=True)
class SeatResult:
    """One player's result at a melee table.

    ``eliminated``: the player left the game before its end (conceded, decked, dropped);
    eliminated players finish below everyone still playing, whatever their power.
    """

    player: int
    place: int
    power: int
    eliminated: bool = False


@dataclass(frozen=True)
class MeleeTable:
    """One melee table (or bye) in an event's history.

    A bye is a "table" of one player with ``bye=True`` and no results. ``results`` and
    ``ending`` are None while the table's result is outstanding.
    """

    round: int
    table: int
    players: tuple[int, ...]
    results: tuple[SeatResult, ...] | None = None
    ending: Ending | None = None
    stage: Stage = Stage.SWISS
    bye: bool = False

    @property
    def reported(self) -> bool:
        return self.bye or self.results is not None

    def result_of(self, player: int) -> SeatResult | None:
        for result in self.results or ():
            if result.player == player:
                return result
        return None


def _who(player: int, names: Mapping[int, str] | None) -> str:
    if names and player in names:
        return names[player]
    return f"player {player}"


def validate_table_result(
    players: Sequence[int],
    results: Sequence[SeatResult],
    ending: Ending,
    *,
    victory_power: int = VICTORY_POWER,
    table: int | None = None,
    names: Mapping[int, str] | None = None,
) -> tuple[SeatResult, ...]:
    """Check a table's result and return it ordered by place; raise ``UserError`` if impossible.

    Rules checked: every seated player has exactly one result and nobody else has one;
    power is zero or more; places form a ranking (1, 2, 3 … with tied players sharing the
    better place: 1, 2, 2, 4); a shared place only when time was called and the tied players
    have equal power; players still in the game finish above eliminated ones and, among
    them, a better place never has less power; a won game has one winner, still in the
    game, with at least the victory total unless everyone else was eliminated, and nobody
    else reached it; when time was called nobody has the victory total (that game was won).
    """
    where = f"Table {table}" if table is not None else "This table"
    seated = list(players)
    if len(set(seated)) != len(seated):
        raise UserError(M_("{where} lists a player twice.", where=where), table=table)
    by_player: dict[int, SeatResult] = {}
    for result in results:
        if result.player not in seated:
            raise UserError(
                M_(
                    "{where}: {player} is not seated at this table.",
                    where=where,
                    player=_who(result.player, names),
                ),
                table=table,
                player=result.player,
            )
        if result.player in by_player:
            raise UserError(
                M_(
                    "{where}: {player} has two results.",
                    where=where,
                    player=_who(result.player, names),
                ),
                table=table,
                player=result.player,
            )
        by_player[result.player] = result
    missing = [p for p in seated if p not in by_player]
    if missing:
        raise UserError(
            M_(
                "{where}: no result for {value}.",
                where=where,
                value=", ".join(_who(p, names) for p in missing),
            ),
            table=table,
            missing=missing,
        )
    size = len(seated)
    for r in by_player.values():
        if r.power < 0:
            raise UserError(
                M_(
                    "{where}: {player} cannot have negative power ({power}).",
                    where=where,
                    player=_who(r.player, names),
                    power=r.power,
                ),
                table=table,
                player=r.player,
            )
        if not 1 <= r.place <= size:
            raise UserError(
                M_(
                    "{where}: place {place} for {player} is not between 1 and {size}.",
                    where=where,
                    place=r.place,
                    player=_who(r.player, names),
                    size=size,
                ),
                table=table,
                player=r.player,
            )
    ordered = sorted(by_player.values(), key=lambda r: (r.place, seated.index(r.player)))
    places = [r.place for r in ordered]
    expected = [1 + sum(1 for q in places if q < p) for p in places]
    if places != expected:
        raise UserError(
            M_(
                "{where}: places must run 1, 2, 3 … with tied players sharing the better place (e.g. 1, 2, 2, 4); got {value}.",
                where=where,
                value=", ".join(map(str, places)),
            ),
            table=table,
            places=places,
        )
    for a, b in itertools.pairwise(ordered):
        if a.place == b.place:
            if ending is not Ending.TIME:
                raise UserError(
                    M_(
                        "{where}: {player} and {player2} share place {place}, which is only possible when time was called.",
                        where=where,
                        player=_who(a.player, names),
                        player2=_who(b.player, names),
                        place=a.place,
                    ),
                    table=table,
                )
            if a.power != b.power or a.eliminated != b.eliminated:
                raise UserError(
                    M_(
                        "{where}: {player} ({power} power) and {player2} ({power2} power) share place {place}; only players with equal power can.",
                        where=where,
                        player=_who(a.player, names),
                        power=a.power,
                        player2=_who(b.player, names),
                        power2=b.power,
                        place=a.place,
                    ),
                    table=table,
                )
        if a.eliminated and not b.eliminated:
            raise UserError(
                M_(
                    "{where}: {player} was eliminated but finishes above {player2}, who was still playing.",
                    where=where,
                    player=_who(a.player, names),
                    player2=_who(b.player, names),
                ),
                table=table,
            )
        if not a.eliminated and not b.eliminated and a.power < b.power:
            raise UserError(
                M_(
                    "{where}: {player} (place {place}, {power} power) finishes above {player2} (place {place2}, {power2} power); places follow power among the players still in the game.",
                    where=where,
                    player=_who(a.player, names),
                    place=a.place,
                    power=a.power,
                    player2=_who(b.player, names),
                    place2=b.place,
                    power2=b.power,
                ),
                table=table,
            )
    if ending is Ending.WON:
        winner, others = ordered[0], ordered[1:]
        if winner.eliminated:
            raise UserError(
                M_("{where}: the winner cannot be eliminated.", where=where), table=table
            )
        if winner.power < victory_power and not all(r.eliminated for r in others):
            raise UserError(
                M_(
                    "{where}: the winner {player} has {power} power; a game is won at {victory_power} (or when every other player is eliminated). If time was called, record the table as 'time'.",
                    where=where,
                    player=_who(winner.player, names),
                    power=winner.power,
                    victory_power=victory_power,
                ),
                table=table,
            )
        late = [r for r in others if r.power >= victory_power]
        if late:
            raise UserError(
                M_(
                    "{where}: {player} also has {power} power; the game ends when the first player reaches {victory_power}.",
                    where=where,
                    player=_who(late[0].player, names),
                    power=late[0].power,
                    victory_power=victory_power,
                ),
                table=table,
            )
    else:
        done = [r for r in ordered if r.power >= victory_power]
        if done:
            raise UserError(
                M_(
                    "{where}: {player} has {power} power, so the game was won (at {victory_power}), not stopped by time.",
                    where=where,
                    player=_who(done[0].player, names),
                    power=done[0].power,
                    victory_power=victory_power,
                ),
                table=table,
            )
    return tuple(ordered)


def record_result(
    table: MeleeTable,
    results: Sequence[SeatResult],
    ending: Ending,
    *,
    victory_power: int = VICTORY_POWER,
    names: Mapping[int, str] | None = None,
) -> MeleeTable:
    """``table`` with its result, after ``validate_table_result`` (results in place order).

    Entering a result again replaces the previous one (a correction).
    """
    if table.bye:
        raise UserError(
            M_("Round {round}: a bye has no result to enter.", round=table.round), table=table.table
        )
    ordered = validate_table_result(
        table.players,
        results,
        ending,
        victory_power=victory_power,
        table=table.table,
        names=names,
    )
    return MeleeTable(
        round=table.round,
        table=table.table,
        players=table.players,
        results=ordered,
        ending=ending,
        stage=table.stage,
    )


def suggest_places(
    powers: Mapping[int, int], eliminated: Sequence[int] = (), *, ending: Ending = Ending.TIME
) -> dict[int, int]:
    """Places that follow the rules of ``validate_table_result`` from power alone.

    Players still in the game rank by power (equal power shares a place when time was
    called); ``eliminated`` players follow, the last eliminated first. For a won game a tie
    cannot be settled from power: such players keep their order in ``powers``; a judge
    settles it (and may reorder them).
    """
    alive = [p for p in powers if p not in eliminated]
    alive.sort(key=lambda p: -powers[p])
    order = alive + list(reversed([p for p in eliminated if p in powers]))
    places: dict[int, int] = {}
    for index, player in enumerate(order):
        previous = order[index - 1] if index else None
        shared = (
            ending is Ending.TIME
            and previous is not None
            and player in alive
            and previous in alive
            and powers[player] == powers[previous]
        )
        places[player] = places[previous] if shared and previous is not None else index + 1
    return places


# ---------------------------------------------------------------------------------------
# Scoring


class MeleeTiebreak(StrEnum):
    POINTS = "points"
    SOS = "sos"  # strength of schedule over table opponents
    POWER = "power"  # total power at the end of the player's Swiss games
    WINS = "wins"  # number of first places
    RANDOM = "random"  # seeded, stored with the event: reproducible


# The project's default (not an official rule): a win is worth 5 as in joust, last place 0,
# the places between spread evenly and rounded to whole points.
DEFAULT_PLACE_POINTS: tuple[tuple[int, tuple[float, ...]], ...] = (
    (3, (5.0, 2.0, 0.0)),
    (4, (5.0, 3.0, 1.0, 0.0)),
    (5, (5.0, 3.0, 2.0, 1.0, 0.0)),
    (6, (5.0, 4.0, 3.0, 2.0, 1.0, 0.0)),
)


@dataclass(frozen=True)
class MeleeScoringProfile:
    """Points by finishing place (per table size), optionally plus power, and tiebreaks.

    A player's points at a table: the points of their place (players sharing a place share
    the points of the places they cover, e.g. two tied for 2nd at a table of four get
    (3 + 1) / 2 = 2 each), plus ``power_weight`` × their power. A bye scores ``bye``.
    """

    name: str = "maester-melee"
    place_points: tuple[tuple[int, tuple[float, ...]], ...] = DEFAULT_PLACE_POINTS
    power_weight: float = 0.0
    bye: float = 5.0
    victory_power: int = VICTORY_POWER
    tiebreaks: tuple[MeleeTiebreak, ...] = (
        MeleeTiebreak.POINTS,
        MeleeTiebreak.SOS,
        MeleeTiebreak.POWER,
        MeleeTiebreak.RANDOM,
    )

    def __post_init__(self) -> None:
        sizes = [size for size, _ in self.place_points]
        if len(set(sizes)) != len(sizes):
            raise UserError(
                M_("Scoring profile {name} lists a table size twice.", name=repr(self.name))
            )
        for size, points in self.place_points:
            if len(points) != size:
                raise UserError(
                    M_(
                        "Scoring profile {name}: a table of {size} needs {size} place points, not {points}.",
                        name=repr(self.name),
                        size=size,
                        points=len(points),
                    )
                )
            if any(a < b for a, b in itertools.pairwise(points)):
                raise UserError(
                    M_(
                        "Scoring profile {name}: a better place cannot score fewer points (table of {size}: {points}).",
                        name=repr(self.name),
                        size=size,
                        points=points,
                    )
                )
        if self.power_weight < 0:
            raise UserError(
                M_("Scoring profile {name}: power cannot cost points.", name=repr(self.name))
            )
        if len(set(self.tiebreaks)) != len(self.tiebreaks):
            raise UserError(
                M_("Scoring profile {name} lists a tiebreak twice.", name=repr(self.name))
            )

    def points_by_place(self, size: int) -> tuple[float, ...]:
        for table_size, points in self.place_points:
            if table_size == size:
                return points
        raise UserError(
            M_(
                "Scoring profile {name} has no points for a table of {size} players.",
                name=repr(self.name),
                size=size,
            ),
            size=size,
        )


MELEE_SCORING_PROFILES: dict[str, MeleeScoringProfile] = {
    "maester-melee": MeleeScoringProfile(),
    # places count triple, plus one point per power (15 for the place, +1 per power)
    "maester-melee-power": MeleeScoringProfile(
        name="maester-melee-power",
        place_points=tuple(
            (size, tuple(3 * p for p in points)) for size, points in DEFAULT_PLACE_POINTS
        ),
        power_weight=1.0,
        bye=15.0,
    ),
}
DEFAULT_MELEE_PROFILE = MELEE_SCORING_PROFILES["maester-melee"]


def table_points(
    results: Sequence[SeatResult], profile: MeleeScoringProfile = DEFAULT_MELEE_PROFILE
) -> dict[int, float]:
    """Points each player of one (validated) table scores under ``profile``."""
    by_place = profile.points_by_place(len(results))
    tied: dict[int, int] = defaultdict(int)
    for result in results:
        tied[result.place] += 1
    points: dict[int, float] = {}
    for result in results:
        covered = by_place[result.place - 1 : result.place - 1 + tied[result.place]]
        share = sum(covered) / len(covered)
        points[result.player] = round(share + profile.power_weight * result.power, 6)
    return points


# ---------------------------------------------------------------------------------------
# Standings


@dataclass(frozen=True)
class MeleeStandingRow:
    rank: int  # fully tied players share a rank
    player: int
    name: str
    points: float
    sos: float
    power: int
    wins: int  # first places, shared ones included
    tables: int  # Swiss tables played (byes not included)
    byes: int
    dropped: bool
    random_key: float = 0.0  # the seeded random tiebreak, shown for audit

    @property
    def rounds_played(self) -> int:
        return self.tables + self.byes


def swiss_tables(
    tables: Sequence[MeleeTable], through_round: int | None = None
) -> list[MeleeTable]:
    """The Swiss tables (and byes) of ``tables`` up to ``through_round``."""
    return [
        t
        for t in tables
        if t.stage is Stage.SWISS and (through_round is None or t.round <= through_round)
    ]


def melee_points(
    tables: Sequence[MeleeTable], profile: MeleeScoringProfile = DEFAULT_MELEE_PROFILE
) -> dict[int, float]:
    """Swiss points per player over the reported tables and byes of ``tables``."""
    points: dict[int, float] = defaultdict(float)
    for t in swiss_tables(tables):
        if t.bye:
            for p in t.players:
                points[p] += profile.bye
        elif t.results is not None:
            for p, value in table_points(t.results, profile).items():
                points[p] += value
    return dict(points)


def random_key(seed: int, player: int) -> float:
    """The seeded random tiebreak of a player: reproducible from the event's seed."""
    return random.Random(f"melee:{seed}:{player}").random()


def compute_melee_standings(
    players: Sequence[PlayerEntry],
    tables: Sequence[MeleeTable],
    profile: MeleeScoringProfile = DEFAULT_MELEE_PROFILE,
    seed: int = 0,
    through_round: int | None = None,
) -> list[MeleeStandingRow]:
    """Standings best first, ordered by ``profile.tiebreaks``; fully tied players share a rank.

    SoS (strength of schedule) is the mean, over every table opponent of every reported
    Swiss table (an opponent met twice counts twice; byes are not opponents), of that
    opponent's points divided by the rounds they played (tables and byes). Unreported
    tables count for nothing. Tables of the cut are ignored.
    """
    history = swiss_tables(tables, through_round)
    points: dict[int, float] = defaultdict(float)
    power: dict[int, int] = defaultdict(int)
    wins: dict[int, int] = defaultdict(int)
    played: dict[int, int] = defaultdict(int)
    byes: dict[int, int] = defaultdict(int)
    opponents: dict[int, list[int]] = defaultdict(list)
    for t in history:
        if t.bye:
            for p in t.players:
                points[p] += profile.bye
                byes[p] += 1
            continue
        if t.results is None:
            continue
        for p, value in table_points(t.results, profile).items():
            points[p] += value
        for r in t.results:
            power[r.player] += r.power
            played[r.player] += 1
            wins[r.player] += r.place == 1
            opponents[r.player].extend(q for q in t.players if q != r.player)

    def per_round(p: int) -> float:
        rounds = played[p] + byes[p]
        return points[p] / rounds if rounds else 0.0

    rows: list[MeleeStandingRow] = []
    for entry in players:
        opps = opponents[entry.id]
        sos = sum(per_round(o) for o in opps) / len(opps) if opps else 0.0
        rows.append(
            MeleeStandingRow(
                rank=0,
                player=entry.id,
                name=entry.name,
                points=round(points[entry.id], 6),
                sos=round(sos, 6),
                power=power[entry.id],
                wins=wins[entry.id],
                tables=played[entry.id],
                byes=byes[entry.id],
                dropped=entry.dropped or entry.disqualified,
                random_key=random_key(seed, entry.id),
            )
        )

    def key(row: MeleeStandingRow) -> tuple[float, ...]:
        values: list[float] = []
        for tiebreak in profile.tiebreaks:
            if tiebreak is MeleeTiebreak.POINTS:
                values.append(-row.points)
            elif tiebreak is MeleeTiebreak.SOS:
                values.append(-row.sos)
            elif tiebreak is MeleeTiebreak.POWER:
                values.append(-row.power)
            elif tiebreak is MeleeTiebreak.WINS:
                values.append(-row.wins)
            else:
                values.append(row.random_key)
        return tuple(values)

    rows.sort(key=lambda row: (key(row), row.player))
    ranked: list[MeleeStandingRow] = []
    for index, row in enumerate(rows):
        rank = ranked[-1].rank if index and key(row) == key(rows[index - 1]) else index + 1
        ranked.append(_with_rank(row, rank))
    return ranked


def _with_rank(row: MeleeStandingRow, rank: int) -> MeleeStandingRow:
    return MeleeStandingRow(
        rank=rank,
        player=row.player,
        name=row.name,
        points=row.points,
        sos=row.sos,
        power=row.power,
        wins=row.wins,
        tables=row.tables,
        byes=row.byes,
        dropped=row.dropped,
        random_key=row.random_key,
    )


# ---------------------------------------------------------------------------------------
# Cut: a final table of the top 4, or the top 8 in two semi-final tables and a final table


CUT_SIZES = (4, 8)
ADVANCE_PER_SEMI_FINAL = 2
# Seeds of the two semi-final tables of a top 8, snake order: both tables' seeds sum to 18
# and each table has one of the top two, one of seeds 3–4, 5–6 and 7–8.
SEMI_FINAL_SEEDS: tuple[tuple[int, ...], tuple[int, ...]] = ((1, 4, 5, 8), (2, 3, 6, 7))


@dataclass(frozen=True)
class MeleeCutTable:
    """A table of the cut: ``players`` in seed order (best first)."""

    table: int
    players: tuple[int, ...]
    final: bool


def melee_cut_seeds(
    standings: Sequence[MeleeStandingRow], size: int, unavailable: Collection[int] = ()
) -> list[int]:
    """The top ``size`` (4 or 8) players by standings, seed 1 first.

    Dropped players and ``unavailable`` ones are skipped, so the next in standings comes in.
    """
    if size not in CUT_SIZES:
        raise UserError(
            M_("A melee cut is a top 4 or a top 8, not a top {size}.", size=size), size=size
        )
    seeds = [row.player for row in standings if not row.dropped and row.player not in unavailable]
    if len(seeds) < size:
        raise Conflict(
            M_(
                "A top {size} needs {size} players still in the event; there are {seeds}.",
                size=size,
                seeds=len(seeds),
            ),
            size=size,
            available=len(seeds),
        )
    return seeds[:size]


def melee_cut_tables(seeds: Sequence[int]) -> tuple[MeleeCutTable, ...]:
    """The first round of the cut: the final table (top 4) or two semi-final tables (top 8)."""
    if len(seeds) == 4:
        return (MeleeCutTable(table=1, players=tuple(seeds), final=True),)
    if len(seeds) == 8:
        return tuple(
            MeleeCutTable(table=i + 1, players=tuple(seeds[s - 1] for s in group), final=False)
            for i, group in enumerate(SEMI_FINAL_SEEDS)
        )
    raise UserError(M_("A melee cut is a top 4 or a top 8, not a top {seeds}.", seeds=len(seeds)))


def semi_final_advancers(table: MeleeTable, seeds: Sequence[int]) -> tuple[int, ...]:
    """The two players a semi-final table sends to the final: its places 1 and 2.

    A tie across the cut-off (time called, equal power) goes to the better seed.
    """
    if table.results is None:
        raise Conflict(
            M_("Semi-final table {table} has no result yet.", table=table.table), table=table.table
        )
    seed_of = {p: i for i, p in enumerate(seeds)}
    ordered = sorted(table.results, key=lambda r: (r.place, seed_of.get(r.player, len(seeds))))
    return tuple(r.player for r in ordered[:ADVANCE_PER_SEMI_FINAL])


def melee_cut_next_tables(
    seeds: Sequence[int], cut_tables: Sequence[MeleeTable]
) -> tuple[MeleeCutTable, ...]:
    """The tables of the next cut round, given the cut tables so far (stage CUT).

    Nothing played: ``melee_cut_tables(seeds)``. A top 8 whose two semi-finals are reported:
    the final table of the four advancers, in seed order. Raises ``Conflict`` while a
    result is missing; returns () when the final is played.
    """
    played = sorted((t for t in cut_tables if t.stage is Stage.CUT), key=lambda t: t.round)
    if not played:
        return melee_cut_tables(seeds)
    missing = [t.table for t in played if t.results is None]
    if missing:
        raise Conflict(
            M_("The cut table(s) {value} have no result yet.", value=", ".join(map(str, missing))),
            tables=missing,
        )
    rounds = sorted({t.round for t in played})
    if len(seeds) == 4 or len(rounds) >= 2:
        return ()
    semis = [t for t in played if t.round == rounds[0]]
    if len(semis) != 2:
        raise Conflict(M_("A top 8 plays two semi-final tables."), tables=[t.table for t in semis])
    advancing = [p for t in semis for p in semi_final_advancers(t, seeds)]
    seed_of = {p: i for i, p in enumerate(seeds)}
    final = tuple(sorted(advancing, key=lambda p: seed_of.get(p, len(seeds))))
    return (MeleeCutTable(table=1, players=final, final=True),)


def melee_final_placings(
    standings: Sequence[MeleeStandingRow], seeds: Sequence[int], cut_tables: Sequence[MeleeTable]
) -> list[tuple[int, int]]:
    """(place, player) for the whole event: the cut first, then the rest in Swiss order.

    The final table's places come first (ties share the place), then the semi-finalists who
    did not advance, by their semi-final place and then seed; everyone else follows in
    standings order.
    """
    seed_of = {p: i for i, p in enumerate(seeds)}
    played = sorted((t for t in cut_tables if t.stage is Stage.CUT), key=lambda t: t.round)
    placings: list[tuple[int, int]] = []
    placed: set[int] = set()
    rounds = sorted({t.round for t in played}, reverse=True)
    for rnd in rounds:
        tables = [t for t in played if t.round == rnd and t.results is not None]
        results = [r for t in tables for r in t.results or () if r.player not in placed]
        results.sort(key=lambda r: (r.place, seed_of.get(r.player, len(seeds))))
        start = len(placings)
        for i, r in enumerate(results):
            tied_before = i and results[i - 1].place == r.place and len(tables) == 1
            place = placings[-1][0] if tied_before else start + i + 1
            placings.append((place, r.player))
            placed.add(r.player)
    for row in standings:
        if row.player not in placed:
            placings.append((len(placings) + 1, row.player))
            placed.add(row.player)
    return placings
