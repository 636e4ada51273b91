"""Seating a melee round: who sits at which table.

Round 1 is random (from the round's seed). Later rounds minimise, in this order
(lexicographically):

1. ``repeats``: pairs of players at the same table who have shared a Swiss table before
   (each such pair counts once, however often they met);
2. ``odd_again``: players seated at a table of other than four (three, or five) who already
   sat at such a table in an earlier round;
3. ``spread``: the sum over tables of (highest − lowest points at the table);

remaining ties are broken at random from the seed. Fields of up to ``EXACT_LIMIT`` players
are seated by an exhaustive branch-and-bound search (proven optimal); larger ones by a
greedy grouping by score from the top followed by a swap local search, which for fields of
up to ``SEARCH_LIMIT`` players a budgeted exhaustive search then tries to beat or prove
optimal. For the large case,
the Hajnal–Szemerédi theorem says a seating without repeats exists whenever every player
has met fewer other (seated) players than there are tables; the result says so, and the
tests hold the search to it. ``repeats_lower_bound`` counts repeats no seating can avoid.
"""

from __future__ import annotations

import math
import random
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

from organiser.core.errors import M_, Conflict, UserError
from organiser.core.melee import (
    DEFAULT_MELEE_PROFILE,
    MeleeScoringProfile,
    MeleeTable,
    OddTables,
    TableSplit,
    compute_melee_standings,
    swiss_tables,
    table_sizes,
)
from organiser.core.model import PlayerEntry
from organiser.core.pairing import plays_round

EXACT_LIMIT = 12  # at most 5,775 seatings of 12 players: exhaustive search is instant
MODEL_LIMIT = 32  # up to this many players, an exact model (MILP) settles the repeats
SEARCH_LIMIT = 24  # up to this many players, a budgeted exhaustive search follows the local one
SEARCH_BUDGET = 30_000  # tables examined by that search at most (a few tenths of a second)
_EPS = 1e-9
_NOBODY: frozenset[int] = frozenset()
_WINDOW = 4  # tables either side searched first for a swap partner
_KICKS = 200  # at most this many perturbations while repeats exceed the lower bound
_STALL = 50  # ... stopping after this many in a row that found nothing better
_KICK_SLACK = 2  # a perturbation may add up to this many repeats (1 or 2, at random)


@dataclass(frozen=True)
class SeatingHistory:
    """What earlier Swiss rounds say about each player, for seating the next round."""

    met: Mapping[int, frozenset[int]]  # players who shared a table with this one
    odd_tables: Mapping[int, int]  # tables of other than four sat at
    byes: Mapping[int, int]


def seating_history(tables: Sequence[MeleeTable]) -> SeatingHistory:
    """Summarise the Swiss tables (reported or not: a seated table was met) of an event."""
    met: dict[int, set[int]] = defaultdict(set)
    odd: dict[int, int] = defaultdict(int)
    byes: dict[int, int] = defaultdict(int)
    for t in swiss_tables(tables):
        if t.bye:
            for p in t.players:
                byes[p] += 1
            continue
        for p in t.players:
            met[p].update(q for q in t.players if q != p)
            if len(t.players) != 4:
                odd[p] += 1
    return SeatingHistory(
        met={p: frozenset(s) for p, s in met.items()}, odd_tables=dict(odd), byes=dict(byes)
    )


@dataclass(frozen=True, order=True)
class SeatingObjective:
    """The seating objective, compared lexicographically (smaller is better)."""

    repeats: int
    odd_again: int
    spread: float


@dataclass(frozen=True)
class SeatedTable:
    table: int  # 1 = top scores
    players: tuple[int, ...]  # best standing first
    repeats: int  # pairs at this table who have shared a table before
    odd_again: int  # players at a table of other than four again


@dataclass(frozen=True)
class MeleeSeating:
    """A proposed melee round. ``warnings`` are shown to the organiser before they accept it."""

    round: int
    tables: tuple[SeatedTable, ...]
    byes: tuple[int, ...]
    seed: int
    objective: SeatingObjective
    repeats_lower_bound: int  # repeats no seating of these players can avoid
    repeat_free_possible: bool  # proven: a seating without repeats exists
    exact: bool  # seated by exhaustive search: the objective is the optimum
    warnings: tuple[str, ...] = ()
    # proven (exhaustive search or the exact model): no seating has fewer repeats, nor, with
    # as few repeats, fewer players at an odd table again
    repeats_proven: bool = False

    @property
    def repeats(self) -> int:
        return self.objective.repeats

    def as_tables(self) -> tuple[MeleeTable, ...]:
        """The round as history: its tables (no results yet), then its byes (table 0)."""
        return tuple(MeleeTable(self.round, t.table, t.players) for t in self.tables) + tuple(
            MeleeTable(self.round, 0, (p,), bye=True) for p in self.byes
        )


def _table_cost(
    group: Sequence[int],
    met: Mapping[int, frozenset[int]],
    odd_before: Mapping[int, int],
    score: Mapping[int, float],
) -> tuple[int, int, float]:
    repeats = 0
    for i, p in enumerate(group):
        seen = met.get(p)
        if seen:
            for q in group[i + 1 :]:
                if q in seen:
                    repeats += 1
    odd = 0 if len(group) == 4 else sum(1 for p in group if odd_before.get(p, 0))
    scores = [score.get(p, 0.0) for p in group]
    return repeats, odd, max(scores) - min(scores)


def seating_objective(
    groups: Sequence[Sequence[int]], history: SeatingHistory, score: Mapping[int, float]
) -> SeatingObjective:
    """The objective of a seating (``groups`` of player ids) given the history and points."""
    repeats = odd = 0
    spread = 0.0
    for group in groups:
        r, o, s = _table_cost(group, history.met, history.odd_tables, score)
        repeats += r
        odd += o
        spread += s
    return SeatingObjective(repeats=repeats, odd_again=odd, spread=round(spread, 6))


def repeat_lower_bound(players: Sequence[int], history: SeatingHistory, split: TableSplit) -> int:
    """Repeats every seating of ``players`` into ``split`` must have.

    A player at a table of s has s − 1 table-mates; if fewer than ``min(sizes) − 1`` of the
    other seated players are new to them, the rest are repeats. Each repeat involves two
    players, hence the halving.
    """
    if not split.sizes:
        return 0
    need = min(split.sizes) - 1
    seated = set(players)
    missing = 0
    for p in players:
        new = len(seated) - 1 - len(history.met.get(p, frozenset()) & seated)
        missing += max(0, need - new)
    return math.ceil(missing / 2)


def repeat_free_guaranteed(
    players: Sequence[int], history: SeatingHistory, split: TableSplit
) -> bool:
    """True when a seating without repeats certainly exists (Hajnal–Szemerédi).

    Every graph of maximum degree Δ has an equitable colouring with k ≥ Δ + 1 colours: the
    classes have ⌊n/k⌋ or ⌈n/k⌉ members. With the "have met" graph and k = the number of
    tables, the classes are exactly tables of the split's sizes (which differ by at most
    one) in which nobody has met.
    """
    if not split.sizes:
        return True
    if max(split.sizes) - min(split.sizes) > 1:
        return False
    seated = set(players)
    degree = max(len(history.met.get(p, frozenset()) & seated) for p in players)
    return degree < split.tables


# ---------------------------------------------------------------------------------------
# Exhaustive search (small fields)


class _Budget(Exception):
    """The exhaustive search ran out of its budget of tables examined."""


def _exact_seating(
    order: Sequence[int],
    sizes: Sequence[int],
    history: SeatingHistory,
    score: Mapping[int, float],
    incumbent: list[list[int]] | None = None,
    budget: int | None = None,
) -> tuple[list[list[int]], bool]:
    """The first optimal seating in ``order``'s enumeration (branch and bound).

    Each seating is enumerated once: the first unseated player (in ``order``) chooses the
    size of their table and their table-mates among the players after them. Costs only grow
    as tables are added, so a partial seating no better than the best complete one is cut;
    so is one whose remaining players must add repeats (``repeat_lower_bound`` on them)
    that take it past the best. ``incumbent`` (a seating found otherwise) is the best to
    beat from the start. With a ``budget`` (tables examined) the search may stop early:
    the second value says whether it finished, i.e. whether the seating is proven optimal.
    """
    met, odd_before = history.met, history.odd_tables
    counts: dict[int, int] = defaultdict(int)
    for s in sizes:
        counts[s] += 1
    best: list[list[int]] = [list(g) for g in incumbent] if incumbent else []
    best_cost: list[tuple[int, int, float]] = [
        _total(incumbent, history, score) if incumbent else (1 << 30, 1 << 30, math.inf)
    ]
    groups: list[list[int]] = []
    examined = [0]

    def unavoidable(remaining: list[int]) -> int:
        smallest = min(s for s, c in counts.items() if c)
        here = set(remaining)
        missing = 0
        for p in remaining:
            new = len(here) - 1 - len(met.get(p, _NOBODY) & here)
            missing += max(0, smallest - 1 - new)
        return (missing + 1) // 2

    def search(remaining: list[int], cost: tuple[int, int, float]) -> None:
        if not remaining:
            if _lex_less(cost, best_cost[0]):
                best_cost[0] = cost
                best[:] = [list(g) for g in groups]
            return
        if cost[0] + unavoidable(remaining) > best_cost[0][0]:
            return
        first, rest = remaining[0], remaining[1:]
        for size in sorted(counts):
            if not counts[size]:
                continue
            counts[size] -= 1
            for mates in combinations(rest, size - 1):
                examined[0] += 1
                if budget is not None and examined[0] > budget:
                    counts[size] += 1
                    raise _Budget
                group = [first, *mates]
                r, o, s = _table_cost(group, met, odd_before, score)
                new = (cost[0] + r, cost[1] + o, cost[2] + s)
                if _lex_less(new, best_cost[0]):
                    chosen = set(mates)
                    groups.append(group)
                    search([p for p in rest if p not in chosen], new)
                    groups.pop()
            counts[size] += 1

    try:
        search(list(order), (0, 0, 0.0))
    except _Budget:
        return best, False
    return best, True


def _total(
    groups: Sequence[Sequence[int]], history: SeatingHistory, score: Mapping[int, float]
) -> tuple[int, int, float]:
    total = (0, 0, 0.0)
    for g in groups:
        r, o, s = _table_cost(g, history.met, history.odd_tables, score)
        total = (total[0] + r, total[1] + o, total[2] + s)
    return total


def _lex_less(a: tuple[int, int, float], b: tuple[int, int, float]) -> bool:
    if a[0] != b[0]:
        return a[0] < b[0]
    if a[1] != b[1]:
        return a[1] < b[1]
    return a[2] < b[2] - _EPS


# ---------------------------------------------------------------------------------------
# Greedy grouping by score + swap local search (large fields)


class _Search:
    def __init__(
        self,
        groups: list[list[int]],
        history: SeatingHistory,
        score: Mapping[int, float],
        rng: random.Random,
    ) -> None:
        self.groups = groups
        self.met = history.met
        self.odd_before = history.odd_tables
        self.score = score
        self.rng = rng
        self.where = {p: i for i, g in enumerate(groups) for p in g}
        self.cost = [self._cost(g) for g in groups]

    def _cost(self, group: Sequence[int]) -> tuple[int, int, float]:
        return _table_cost(group, self.met, self.odd_before, self.score)

    def total(self) -> tuple[int, int, float]:
        return (
            sum(c[0] for c in self.cost),
            sum(c[1] for c in self.cost),
            sum(c[2] for c in self.cost),
        )

    def troubled(self, p: int) -> bool:
        """p has a repeat at their table or sits at an odd table again."""
        group = self.groups[self.where[p]]
        seen = self.met.get(p)
        if seen and any(q in seen for q in group if q != p):
            return True
        return len(group) != 4 and bool(self.odd_before.get(p, 0))

    def delta(self, a: int, b: int) -> tuple[int, int, float]:
        """The change of the objective if ``a`` and ``b`` (at different tables) swap seats."""
        gi, gj = self.groups[self.where[a]], self.groups[self.where[b]]
        met_a = self.met.get(a, _NOBODY)
        met_b = self.met.get(b, _NOBODY)
        score = self.score
        repeats = 0
        lo_i = hi_i = score[b]
        for p in gi:
            if p != a:
                repeats += (p in met_b) - (p in met_a)
                s = score[p]
                lo_i = min(lo_i, s)
                hi_i = max(hi_i, s)
        lo_j = hi_j = score[a]
        for q in gj:
            if q != b:
                repeats += (q in met_a) - (q in met_b)
                s = score[q]
                lo_j = min(lo_j, s)
                hi_j = max(hi_j, s)
        odd = 0
        odd_a = 1 if self.odd_before.get(a, 0) else 0
        odd_b = 1 if self.odd_before.get(b, 0) else 0
        if len(gi) != 4:
            odd += odd_b - odd_a
        if len(gj) != 4:
            odd += odd_a - odd_b
        i, j = self.where[a], self.where[b]
        spread = (hi_i - lo_i) + (hi_j - lo_j) - self.cost[i][2] - self.cost[j][2]
        return repeats, odd, spread

    def swap(self, a: int, b: int) -> None:
        i, j = self.where[a], self.where[b]
        gi, gj = self.groups[i], self.groups[j]
        gi[gi.index(a)] = b
        gj[gj.index(b)] = a
        self.where[a], self.where[b] = j, i
        self.cost[i], self.cost[j] = self._cost(gi), self._cost(gj)

    def best_swap(self, a: int, tables: Sequence[int]) -> bool:
        """Apply the best improving swap of ``a`` with a player at one of ``tables``."""
        i = self.where[a]
        best: tuple[int, int, float] = (0, 0, -_EPS)
        choice: int | None = None
        for j in tables:
            if j == i:
                continue
            for b in self.groups[j]:
                d = self.delta(a, b)
                if _lex_less(d, best):
                    best, choice = d, b
        if choice is None:
            return False
        self.swap(a, choice)
        return True

    def window(self, i: int) -> range:
        return range(max(0, i - _WINDOW), min(len(self.groups), i + _WINDOW + 1))

    def descend(self, everyone: bool) -> None:
        """Swap until no swap improves: troubled players first (widening to every table)."""
        all_tables = range(len(self.groups))
        for _ in range(50):
            changed = False
            players = [p for g in self.groups for p in g]
            for a in players:
                if self.troubled(a):
                    if self.best_swap(a, self.window(self.where[a])) or self.best_swap(
                        a, all_tables
                    ):
                        changed = True
                elif everyone and self.extreme(a) and self.best_swap(a, self.window(self.where[a])):
                    changed = True
            if not changed:
                return

    def extreme(self, p: int) -> bool:
        """p alone holds the highest or lowest points at their table.

        Only swapping such a player out narrows a table, so a swap that lowers the spread
        moves at least one of them: looking from them finds every such swap.
        """
        mine = self.score[p]
        others = [self.score[q] for q in self.groups[self.where[p]] if q != p]
        return mine > max(others) or mine < min(others)

    def kick(self) -> None:
        """Swap a random troubled player with a random one, adding at most two repeats.

        The descent that follows repairs what it can; the best seating seen is kept. This
        lets the search leave a local optimum that no single improving swap leaves.
        """
        troubled = [p for g in self.groups for p in g if self.troubled(p)]
        if not troubled:
            return
        a = self.rng.choice(troubled)
        i = self.where[a]
        slack = self.rng.randint(1, _KICK_SLACK)
        options = [
            b
            for j, g in enumerate(self.groups)
            if j != i
            for b in g
            if self.delta(a, b)[0] <= slack
        ]
        if options:
            self.swap(a, self.rng.choice(options))


def _heuristic_seating(
    order: Sequence[int],
    sizes: Sequence[int],
    history: SeatingHistory,
    score: Mapping[int, float],
    rng: random.Random,
    lower_bound: int,
) -> list[list[int]]:
    # Group by score from the top: tables of four first, odd tables at the bottom.
    groups: list[list[int]] = []
    start = 0
    for size in sorted(sizes, key=lambda s: (s != 4, -s)):
        groups.append(list(order[start : start + size]))
        start += size
    score = {p: score.get(p, 0.0) for p in order}
    search = _Search(groups, history, score, rng)
    search.descend(everyone=True)
    best = [list(g) for g in search.groups]
    best_cost = search.total()
    # Perturb and descend again while repeats remain that the lower bound does not explain.
    kicks = stalled = 0
    while best_cost[0] > lower_bound and kicks < _KICKS and stalled < _STALL:
        kicks += 1
        stalled += 1
        search.kick()
        search.descend(everyone=False)
        cost = search.total()
        if _lex_less(cost, best_cost):
            best, best_cost = [list(g) for g in search.groups], cost
            stalled = 0
    if kicks:
        search = _Search(best, history, score, rng)
        search.descend(everyone=True)
        best = search.groups
    return best


# ---------------------------------------------------------------------------------------
# The exact model (mid-sized fields)


def _settle_repeats(
    order: Sequence[int],
    sizes: Sequence[int],
    history: SeatingHistory,
    score: Mapping[int, float],
    groups: list[list[int]],
    rng: random.Random,
) -> tuple[list[list[int]], bool, int]:
    """Improve ``groups`` to the fewest repeats (then players at an odd table again) with
    the exact model, then the spread by the local search; returns the seating, whether its
    repeats and odd tables are proven optimal, and a lower bound on repeats."""
    repeats, odd, _spread = _total(groups, history, score)
    if odd == 0 and repeats == repeat_lower_bound(order, history, TableSplit(tuple(sizes), 0)):
        return groups, True, repeats  # the bound is met: nothing to prove
    from organiser.core._melee_milp import solve_seating

    solved = solve_seating(order, sizes, history.met, history.odd_tables, groups)
    search = _Search([list(g) for g in solved.groups], history, dict(score), rng)
    search.descend(everyone=True)  # spread only: a swap never trades repeats for it
    better = search.groups
    if _lex_less(_total(groups, history, score), _total(better, history, score)):
        better = groups
    return better, solved.proven, solved.repeats_bound


# ---------------------------------------------------------------------------------------
# The round


def seat_melee_round(
    players: Sequence[PlayerEntry],
    tables: Sequence[MeleeTable],
    round_number: int,
    seed: int,
    profile: MeleeScoringProfile = DEFAULT_MELEE_PROFILE,
    *,
    odd_tables: OddTables = OddTables.THREE,
    allow_missing: bool = False,
    exact_limit: int = EXACT_LIMIT,
    search_limit: int = SEARCH_LIMIT,
    model_limit: int = MODEL_LIMIT,
) -> MeleeSeating:
    """Seat the next Swiss round of a melee event.

    ``players``: everyone registered; dropped (but for a drop after this round, when a
    round is seated again), disqualified and not-checked-in players are not seated.
    ``tables``: the event's melee tables so far (cut tables are ignored); a
    table without a result raises ``Conflict`` unless ``allow_missing`` (its players still
    count as having met). Table 1 holds the top scores; ``PlayerEntry.fixed_table`` moves a
    player's table to that number. A bye (only 5 players, tables of three) goes to the
    lowest-ranked player among those with the fewest byes (at random in round 1).
    """
    history_tables = swiss_tables(tables)
    missing = [t for t in history_tables if not t.reported]
    if missing and not allow_missing:
        raise Conflict(
            "Results are missing for "
            + ", ".join(f"round {t.round} table {t.table}" for t in missing)
            + ": enter them (or accept them as missing) before seating the next round.",
            missing=[(t.round, t.table) for t in missing],
        )
    active = [p for p in players if plays_round(p, round_number)]
    split = table_sizes(len(active), odd_tables)
    if not split.sizes:
        raise UserError(
            M_(
                "A melee round needs at least three players; {active} can play.", active=len(active)
            ),
            players=len(active),
        )
    rng = random.Random(f"melee-seating:{seed}:{round_number}")
    history = seating_history(history_tables)
    standings = compute_melee_standings(players, history_tables, profile, seed)
    rank = {row.player: i for i, row in enumerate(standings)}
    points = {row.player: row.points for row in standings}
    first_round = not history_tables

    ids = [p.id for p in active]
    if first_round:
        rng.shuffle(ids)
        order = ids
    else:
        tie = {p: rng.random() for p in ids}
        order = sorted(ids, key=lambda p: (-points.get(p, 0.0), tie[p]))

    byes: list[int] = []
    if split.byes:
        if first_round:
            byes = order[-split.byes :]
        else:
            by_rank = sorted(ids, key=lambda p: (history.byes.get(p, 0), -rank[p]))
            byes = by_rank[: split.byes]
        order = [p for p in order if p not in byes]

    lower = repeat_lower_bound(order, history, split)
    possible = repeat_free_guaranteed(order, history, split)
    exact = first_round
    proven = False
    if first_round:
        groups: list[list[int]] = []
        start = 0
        for size in split.sizes:
            groups.append(order[start : start + size])
            start += size
    elif len(order) <= exact_limit:
        shuffled = list(order)
        rng.shuffle(shuffled)
        groups, exact = _exact_seating(shuffled, split.sizes, history, points)
    else:
        groups = _heuristic_seating(order, split.sizes, history, points, rng, lower)
        if len(order) <= model_limit:
            groups, proven, bound = _settle_repeats(
                order, split.sizes, history, points, groups, rng
            )
            lower = max(lower, bound)
        if len(order) <= search_limit:
            # a small field: try to prove the local search's seating optimal, or beat it
            shuffled = list(order)
            rng.shuffle(shuffled)
            groups, exact = _exact_seating(
                shuffled, split.sizes, history, points, groups, SEARCH_BUDGET
            )

    objective = seating_objective(groups, history, points)
    proven = proven or exact
    if proven:
        lower = objective.repeats
    position = {p: i for i, p in enumerate(order)}
    groups = [sorted(g, key=lambda p: position[p]) for g in groups]
    groups.sort(key=lambda g: (len(g) != 4, position[g[0]]))
    numbered = _number_tables(groups, {p.id: p.fixed_table for p in active if p.fixed_table})
    seated = tuple(
        SeatedTable(
            table=number,
            players=tuple(g),
            repeats=_table_cost(g, history.met, history.odd_tables, points)[0],
            odd_again=_table_cost(g, history.met, history.odd_tables, points)[1],
        )
        for number, g in numbered
    )
    warnings = _warnings(objective, lower, proven, numbered, active)
    return MeleeSeating(
        round=round_number,
        tables=seated,
        byes=tuple(byes),
        seed=seed,
        objective=objective,
        repeats_lower_bound=lower,
        repeat_free_possible=possible or objective.repeats == 0,
        exact=exact,
        warnings=warnings,
        repeats_proven=proven,
    )


def _number_tables(
    groups: Sequence[Sequence[int]], fixed: Mapping[int, int]
) -> list[tuple[int, Sequence[int]]]:
    """Number tables 1.. in order, then move fixed players' tables to their numbers."""
    numbers = list(range(1, len(groups) + 1))
    for index, group in enumerate(groups):
        wanted = [fixed[p] for p in group if p in fixed and 1 <= fixed[p] <= len(groups)]
        if not wanted:
            continue
        target = wanted[0]
        other = numbers.index(target)
        # do not take a number another fixed table already holds
        if any(p in fixed and fixed[p] == target for p in groups[other]) and other != index:
            continue
        numbers[index], numbers[other] = numbers[other], numbers[index]
    return sorted(zip(numbers, groups, strict=True), key=lambda item: item[0])


def _warnings(
    objective: SeatingObjective,
    lower: int,
    proven: bool,
    numbered: Sequence[tuple[int, Sequence[int]]],
    active: Sequence[PlayerEntry],
) -> tuple[str, ...]:
    out: list[str] = []
    if objective.repeats:
        if proven or objective.repeats == lower:
            out.append(
                M_(
                    "{count} pair(s) of players share a table again: no seating avoids that.",
                    count=objective.repeats,
                )
            )
        else:
            out.append(
                M_(
                    "{count} pair(s) of players share a table again: no seating "
                    "without them was found (at least {lower} cannot be avoided).",
                    count=objective.repeats,
                    lower=lower,
                )
            )
    if objective.odd_again:
        out.append(
            M_(
                "{count} player(s) sit at a table of three (or five) again.",
                count=objective.odd_again,
            )
        )
    at = {p: n for n, g in numbered for p in g}
    for p in active:
        if p.fixed_table and at.get(p.id) != p.fixed_table:
            out.append(
                M_(
                    "{player} could not be seated at their fixed table {table}.",
                    player=p.name,
                    table=p.fixed_table,
                )
            )
    return tuple(out)
