"""Swiss pairing for joust (TOURNAMENT_RULES.md, "Joust": round 1, later rounds, bye).

The round is the optimum of a lexicographic objective over all pairings of the active
players (plus one bye when their number is odd):

1. fewest rematches within the stage (0 whenever possible);
2. the bye to the most eligible player: fewest byes so far, then lowest in the current
   standings (the bye is chosen inside the pairing, so it never blocks a rematch-free one);
3. fewest pair-downs (tables whose two players have different points);
4. smallest Σ (points difference)² over the tables.

Remaining ties are broken at random from the round's seed. Round 1 (no history) is
therefore a seeded random pairing with a random bye. See docs/pairing.md for the
algorithm and the proof of optimality.
"""

from __future__ import annotations

import random
import sys
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from itertools import compress, repeat
from operator import add, attrgetter, eq, mul, sub, truediv
from typing import Any

from organiser.core._fastpair import (
    Opponents,
    Within,
    fast_pairing,
    group_labels,
    score_groups,
)
from organiser.core.collector import collector_paused
from organiser.core.errors import M_, Conflict, UserError
from organiser.core.model import (
    Game,
    PairingResult,
    PlayerEntry,
    ScoringProfile,
    Stage,
    TablePairing,
    Tiebreak,
)
from organiser.core.standings import Tallies, _tally, standings_order

__all__ = [
    "NoRematchFreePairing",
    "Objective",
    "RoundContext",
    "pair_swiss_round",
    "prepare_round",
]


class NoRematchFreePairing(Conflict):
    """Every pairing of the round repeats a game; ``least_bad`` has the fewest rematches."""

    def __init__(self, least_bad: PairingResult) -> None:
        super().__init__(
            f"No pairing of round {least_bad.round} avoids rematches: the best possible "
            f"pairing has {least_bad.rematches} rematch(es). Accept it, or change the players.",
            round=least_bad.round,
            rematches=least_bad.rematches,
        )
        self.least_bad = least_bad


@dataclass(frozen=True)
class Objective:
    """The lexicographic cost of a pairing (smaller is better)."""

    rematches: int
    bye_rank: int  # index of the bye player in the bye preference order; -1 without bye
    pair_downs: int
    gaps: int  # Σ (scaled points difference)², see RoundContext.scale

    def as_tuple(self) -> tuple[int, int, int, int]:
        return (self.rematches, self.bye_rank, self.pair_downs, self.gaps)


@dataclass(eq=False)
class RoundContext:
    """Everything the pairing needs about the active players of one round.

    The pairing itself works on positions (0 = top of the standings): the columns
    ``pscore``, ``pbyes``, ``pbye_order`` and ``popponents`` are indexed by position, and
    only ``ids`` turns positions back into players. The dictionaries by player id (score,
    points, position, byes, names, opponents, bye_order) are built when first read: a
    round the fast construction pairs never needs them."""

    round: int
    ids: list[int]  # active players, best in standings first
    scale: int  # score = points × scale (integers, so that costs are exact)
    fixed_table: dict[int, int]
    pscore: list[int]  # score by position
    pbyes: list[int]  # byes so far by position
    pbye_order: list[int]  # positions, most eligible for the bye first
    entries: list[PlayerEntry] = field(repr=False)  # the active players' entries by position
    id_opponents: Callable[[], Opponents] = field(repr=False)
    # (labels by position or None for all, full) -> who has met whom by position
    met_by_position: Callable[[list[int] | None, Callable[[], Opponents]], Opponents] = field(
        repr=False
    )

    def __post_init__(self) -> None:
        self._bye_index: dict[int, int] | None = None

    @cached_property
    def score(self) -> dict[int, int]:
        return dict(zip(self.ids, self.pscore, strict=True))

    @cached_property
    def points(self) -> dict[int, float]:
        return dict(zip(self.ids, map(truediv, self.pscore, repeat(self.scale)), strict=True))

    @cached_property
    def position(self) -> dict[int, int]:  # 0 = top of the standings
        return dict(zip(self.ids, range(len(self.ids)), strict=True))

    @cached_property
    def byes(self) -> dict[int, int]:
        return dict(zip(self.ids, self.pbyes, strict=True))

    @cached_property
    def bye_order(self) -> list[int]:  # most eligible for the bye first
        return list(map(self.ids.__getitem__, self.pbye_order))

    @cached_property
    def names(self) -> dict[int, str]:
        return dict(zip(self.ids, map(_NAME, self.entries), strict=True))

    @cached_property
    def opponents(self) -> Opponents:  # b in opponents[a]: a and b have met in this stage
        return self.id_opponents()

    @cached_property
    def popponents(self) -> Opponents:  # b in popponents[a]: positions a and b have met
        return self.met_by_position(None, self._full_by_position)

    def popponents_within(self, labels: list[int]) -> Opponents:
        """Who has met whom by position, held for the positions with equal labels only
        (see _fastpair.Within); the others are asked of popponents."""
        return self.met_by_position(labels, self._full_by_position)

    def _full_by_position(self) -> Opponents:
        return self.popponents

    def bye_rank(self, player: int) -> int:
        index = self._bye_index
        if index is None:
            if self.ids and player == self.ids[self.pbye_order[0]]:
                return 0  # the usual question, asked once per round
            index = self._bye_index = {p: i for i, p in enumerate(self.bye_order)}
        return index[player]

    def objective(self, pairs: Sequence[tuple[int, int]], bye: int | None) -> Objective:
        first = [a for a, _ in pairs]
        second = [b for _, b in pairs]
        rem = sum(self.opponents.met_all(first, second))
        score = self.score
        d = list(map(sub, map(score.__getitem__, first), map(score.__getitem__, second)))
        gaps = sum(map(mul, d, d))
        pd = len(d) - d.count(0)
        return Objective(rem, -1 if bye is None else self.bye_rank(bye), pd, gaps)


def plays_round(entry: PlayerEntry, round_number: int) -> bool:
    """Whether a registered player is paired in ``round_number``: checked in, not
    disqualified, and not dropped — or dropped only after that round (a round paired
    again keeps the players it was paired with)."""
    if entry.disqualified or not entry.checked_in:
        return False
    if not entry.dropped:
        return True
    after = entry.dropped_after_round
    return after is not None and after >= round_number


def prepare_round(
    players: Sequence[PlayerEntry],
    games: Sequence[Game],
    round_number: int,
    seed: int,
    profile: ScoringProfile,
    standings_seed: int | None = None,
) -> RoundContext:
    """Validate the input and compute scores, standings positions, opponents and byes.

    Positions are the standings' own order: their random tiebreak comes from
    ``standings_seed`` (the event's seed, what the printed standings use), so the bye goes
    to the player the standings show lowest; ``seed`` (the round's) only breaks the ties
    the pairing itself leaves."""
    if round_number < 1:
        raise UserError(
            M_("Round numbers start at 1, not {round_number}.", round_number=round_number),
            round=round_number,
        )
    all_ids: list[int] = list(dict.fromkeys(map(_ID, players)))
    if len(all_ids) != len(players):
        seen: set[int] = set()
        for entry in players:
            if entry.id in seen:
                raise UserError(M_("Player {id} is listed twice.", id=entry.id), player=entry.id)
            seen.add(entry.id)
    n = len(all_ids)
    # Standings arrays without building rows: points (as exact integers), byes, order, of
    # the Swiss games before this round (later ones are ignored: a round can be re-paired).
    need_pairs = Tiebreak.HEAD_TO_HEAD in profile.tiebreaks
    t = _tally(all_ids, games, profile, round_number - 1, need_pairs, numpy_players=True)
    if t.outstanding is None or t.outstanding:
        _refuse_missing_results(games, round_number)
    order_idx = standings_order(t, n, profile, seed if standings_seed is None else standings_seed)
    # The active players in standings order, as indices into players (= into t.ids); a
    # player's position is their index in that list.
    # plays_round, with the usual case (checked in, neither dropped nor disqualified) first
    plays = [
        (e.checked_in and not e.dropped and not e.disqualified) or plays_round(e, round_number)
        for e in players
    ]
    active = list(compress(order_idx, map(plays.__getitem__, order_idx)))
    ids = list(map(all_ids.__getitem__, active))
    pbyes = list(map(t.byes.__getitem__, active))
    fixed = {e.id: e.fixed_table for e in players if e.fixed_table is not None}
    if fixed:
        fixed = {p: fixed[p] for p in ids if p in fixed}
    return RoundContext(
        round=round_number,
        ids=ids,
        scale=t.scale,
        fixed_table=fixed,
        pscore=list(map(t.pts.__getitem__, active)),
        pbyes=pbyes,
        # Bye preference: fewest byes, then lowest in the standings (TOURNAMENT_RULES.md,
        # Bye): a stable sort on byes of the positions from the lowest up.
        pbye_order=sorted(range(len(ids) - 1, -1, -1), key=pbyes.__getitem__),
        met_by_position=lambda labels, full: _position_opponents(
            t, games, round_number, ids, labels, full
        ),
        entries=list(map(players.__getitem__, active)),
        id_opponents=lambda: _opponents(t, games, round_number),
    )


_ID = attrgetter("id")
_NAME = attrgetter("name")


def _refuse_missing_results(games: Sequence[Game], round_number: int) -> None:
    """Conflict when a Swiss game of an earlier round has no result yet."""
    swiss = Stage.SWISS
    missing = sorted(
        {
            (g.round, g.table)
            for g in games
            if g.outcome is None and g.stage is swiss and g.round < round_number
        }
    )
    if missing:
        r = missing[0][0]
        tables = [t for rr, t in missing if rr == r]
        raise Conflict(
            M_(
                "Round {r} still has results missing (table(s) {value}): enter them (a double loss if both players are absent) before pairing round {round_number}.",
                r=r,
                value=", ".join(map(str, tables)),
                round_number=round_number,
            ),
            round=r,
            tables=tables,
        )


def _position_opponents(
    t: Tallies,
    games: Sequence[Game],
    round_number: int,
    ids: list[int],
    labels: list[int] | None = None,
    full: Callable[[], Opponents] | None = None,
) -> Opponents:
    """Who has met whom, by position: the tally's columns mapped to positions in C (a
    player who does not play this round maps to ``len(ids)``, asked about by no one).
    With ``labels`` (one per position and one for ``len(ids)``) and ``full`` (this
    function without labels): only the games between players of equal labels, asking
    ``full`` about the others (Within)."""
    m = len(ids)
    if t.edges is None:
        where = dict(zip(ids, range(m), strict=True)).get
        col_a, col_b = _met_columns(games, round_number)
        pa = [where(p, m) for p in col_a]
        pb = [where(p, m) for p in col_b]
        pairs = [*zip(pa, pb, strict=True), *zip(pb, pa, strict=True)]
        return Opponents.from_pairs(pairs, range(m + 1))
    ea, eb, off = t.edges
    np = sys.modules.get("numpy")
    if labels is not None and full is not None and np is not None and len(ea) >= NUMPY_EDGES:
        return Within(_within_keys_numpy(np, ea, eb, off, ids, labels), labels, full)
    at = [m] * (max(t.ids) - off + 1)  # slot (id - off) -> position
    for p, pid in enumerate(ids):
        at[pid - off] = p
    if labels is not None and full is not None:
        by_slot = list(map(labels.__getitem__, at))
        same = list(map(eq, map(by_slot.__getitem__, ea), map(by_slot.__getitem__, eb)))
        pa = list(map(at.__getitem__, compress(ea, same)))
        pb = list(map(at.__getitem__, compress(eb, same)))
        keys = set(map(add, map(mul, pa, repeat(m + 1)), pb))
        keys.update(map(add, map(mul, pb, repeat(m + 1)), pa))
        return Within(keys, labels, full)
    pa = list(map(at.__getitem__, ea))
    pb = list(map(at.__getitem__, eb))
    width = m + 1
    keys = set(map(add, map(mul, pa, repeat(width)), pb))
    keys.update(map(add, map(mul, pb, repeat(width)), pa))
    return Opponents(keys, width, 0)


# From this many games, when numpy is loaded already (the standings' spreads load it for
# large events), the opponents by position are selected with numpy.
NUMPY_EDGES = 20_000


def _within_keys_numpy(
    np: Any, ea: array[int], eb: array[int], off: int, ids: list[int], labels: list[int]
) -> set[int]:
    """_position_opponents' keys of the games between equal labels, with numpy."""
    m = len(ids)
    a = np.frombuffer(ea, dtype=np.int64)
    b = np.frombuffer(eb, dtype=np.int64)
    at = np.full(int(max(a.max(initial=0), b.max(initial=0), max(ids) - off)) + 1, m)
    at[np.array(ids, dtype=np.int64) - off] = np.arange(m)
    label = np.array(labels, dtype=np.int64)[at]
    same = label[a] == label[b]
    pa = at[a[same]]
    pb = at[b[same]]
    keys = set((pa * (m + 1) + pb).tolist())
    keys.update((pb * (m + 1) + pa).tolist())
    return keys


def _opponents(t: Tallies, games: Sequence[Game], round_number: int) -> Opponents:
    """Who has met whom, both ways, as Opponents keys built in C from the games' columns."""
    if t.edges is not None:
        # the tally's columns: ids minus an offset, every id of the event in [off, off+size)
        ea, eb, off = t.edges
        width = max(t.ids) - off + 1
        keys = set(map(add, map(mul, ea, repeat(width)), eb))
        keys.update(map(add, map(mul, eb, repeat(width)), ea))
        return Opponents(keys, width, off)
    col_a, col_b = _met_columns(games, round_number)
    return Opponents.from_pairs(
        [*zip(col_a, col_b, strict=True), *zip(col_b, col_a, strict=True)], t.ids
    )


def _met_columns(games: Sequence[Game], round_number: int) -> tuple[list[int], list[int]]:
    """The two players of every reported two-player Swiss game before the round."""
    swiss = Stage.SWISS
    two = [
        g
        for g in games
        if g.player_b is not None
        and g.outcome is not None
        and g.stage is swiss
        and g.round < round_number
    ]
    col_b: list[int] = [g.player_b for g in two]  # type: ignore[misc]
    return [g.player_a for g in two], col_b


def exact_weights(
    ctx: RoundContext, rng: random.Random, ids: Sequence[int] | None = None
) -> tuple[list[int], list[tuple[int, int, int]]]:
    """The players of an exact round (in the seeded order) and the weighted edges of its
    complete graph (vertex ``len(players)`` is the bye when their number is odd).

    A heavier matching is a better pairing: each edge's weight encodes the four terms of
    the objective lexicographically (rematch, bye rank, pair-down, gap²). Among pairings
    equal on all four, the seeded order of the players decides (the matching algorithm is
    deterministic). A random tie-break inside the weights would make the choice independent
    of the algorithm, but distinct weights make the blossom algorithm three to four times
    slower at 320 players: not worth it for pairings the objective cannot tell apart."""
    players = list(ctx.ids if ids is None else ids)
    rng.shuffle(players)
    n = len(players)
    with_bye = n % 2 == 1
    npairs = (n + (1 if with_bye else 0)) // 2
    score, opps = ctx.score, ctx.opponents
    smax = max(score[p] for p in players) if players else 0
    smin = min(score[p] for p in players) if players else 0
    w_p = (smax - smin) ** 2 * npairs + 1
    w_b = w_p * (npairs + 1)
    w_r = w_b * (len(ctx.bye_order) + 1)
    top = w_r * (npairs + 1) + 1
    edges: list[tuple[int, int, int]] = []
    for i in range(n):
        a = players[i]
        sa = score[a]
        oa = opps[a]
        for j in range(i + 1, n):
            b = players[j]
            d = sa - score[b]
            cost = d * d + (w_p if d else 0) + (w_r if b in oa else 0)
            edges.append((i, j, top - cost))
        if with_bye:
            edges.append((i, n, top - w_b * ctx.bye_rank(a)))
    return players, edges


def solve_exact(
    ctx: RoundContext, rng: random.Random, ids: Sequence[int] | None = None
) -> tuple[list[tuple[int, int]], int | None]:
    """The optimum by a maximum-weight perfect matching on the complete graph
    (``exact_weights``), found by rustworkx's compiled blossom algorithm.

    ``ids`` restricts the problem to a subset (an even number, or odd with the bye).
    """
    players, edges = exact_weights(ctx, rng, ids)
    n = len(players)
    mate = heaviest_matching(n + n % 2, edges)
    pairs: list[tuple[int, int]] = []
    bye: int | None = None
    for i in range(n):
        j = mate[i]
        if j == n:
            bye = players[i]
        elif j > i:
            pairs.append((players[i], players[j]))
    return pairs, bye


def heaviest_matching(vertices: int, edges: Sequence[tuple[int, int, int]]) -> list[int]:
    """The maximum-weight matching among the maximum-cardinality ones, as a mate list
    (-1: unmatched). rustworkx computes with 128-bit integers: exact for these weights.
    It is imported here, when a round needs the exact solution, not with the module."""
    import rustworkx as rx

    graph: rx.PyGraph[None, int] = rx.PyGraph(multigraph=False)
    graph.add_nodes_from([None] * vertices)
    graph.add_edges_from(edges)
    mate = [-1] * vertices
    for a, b in rx.max_weight_matching(graph, max_cardinality=True, weight_fn=_weight):
        mate[a], mate[b] = b, a
    return mate


def _weight(w: int) -> int:
    return w


def pair_swiss_round(
    players: Sequence[PlayerEntry],
    games: Sequence[Game],
    round_number: int,
    seed: int,
    profile: ScoringProfile,
    *,
    allow_rematches: bool = False,
    standings_seed: int | None = None,
) -> PairingResult:
    """Pair a Swiss round optimally (see the module docstring for the objective).

    ``players``: everyone registered (dropped, disqualified and not-checked-in players are
    not paired; a player dropped after this round still is, see plays_round); ``games``: the Swiss history (games of rounds ``>= round_number`` are
    ignored, so a round can be re-paired). Raises Conflict while results of earlier rounds
    are missing, and NoRematchFreePairing when every pairing repeats a game unless
    ``allow_rematches`` (then the least-bad pairing is returned with warnings).
    ``standings_seed``: the seed of the standings' random tiebreak (the event's), so that
    "lowest in the standings" means what the printed standings show; by default the
    round's seed.
    """
    # The call makes many small objects and no reference cycles: the cyclic collector would
    # only rescan the event's games and players (0.1–0.5 s at 65,536 players), so it waits.
    with collector_paused():
        return _pair_swiss_round(
            players, games, round_number, seed, profile, allow_rematches, standings_seed
        )


def _pair_swiss_round(
    players: Sequence[PlayerEntry],
    games: Sequence[Game],
    round_number: int,
    seed: int,
    profile: ScoringProfile,
    allow_rematches: bool,
    standings_seed: int | None,
) -> PairingResult:
    ctx = prepare_round(players, games, round_number, seed, profile, standings_seed)
    if len(ctx.ids) < 2:
        raise Conflict(
            M_(
                "Round {round_number} cannot be paired: fewer than two active players.",
                round_number=round_number,
            ),
            round=round_number,
            active=len(ctx.ids),
        )
    rng = random.Random(f"maester-pairing:{seed}:{round_number}")
    pos_pairs, pos_bye, failed = _solve_fast(ctx, rng)
    if failed:
        pairs, bye = _solve_failed(ctx, rng, pos_bye, failed)
        result = assemble(ctx, pairs, bye, seed)
    else:
        # the construction seats no one with a previous opponent (see fast_pairing)
        result = _assemble_positions(ctx, pos_pairs, pos_bye, seed, None)
    if result.rematches and not allow_rematches:
        raise NoRematchFreePairing(result)
    return result


# Up to this many active players a round the fast construction cannot prove optimal is
# solved exactly on the complete graph; above it, exactly on a window of score groups.
EXACT_LIMIT = 320
WINDOW_MIN = 128
WINDOW_MAX = 320


def solve(ctx: RoundContext, rng: random.Random) -> tuple[list[tuple[int, int]], int | None]:
    """The optimal pairs and bye of the round (see docs/pairing.md)."""
    pairs, bye, failed = _solve_fast(ctx, rng)
    if failed:
        return _solve_failed(ctx, rng, bye, failed)
    ids = ctx.ids
    return [(ids[a], ids[b]) for a, b in pairs], None if bye is None else ids[bye]


def _solve_fast(
    ctx: RoundContext, rng: random.Random
) -> tuple[list[tuple[int, int]], int | None, list[int]]:
    """The fast construction on positions: (pairs, bye, failed score groups). Without a
    failure the pairing is optimal: no rematch, best bye, lower bounds reached."""
    m = len(ctx.ids)
    rest = list(range(m))
    bye = None
    if m % 2:
        bye = ctx.pbye_order[0]
        del rest[bye]
    groups = score_groups(rest, ctx.pscore)
    opps = ctx.popponents_within(group_labels(groups, m + 1))
    pairs, failed = fast_pairing(rest, ctx.pscore, opps, rng, groups)
    return pairs, bye, failed


def _solve_failed(
    ctx: RoundContext, rng: random.Random, pos_bye: int | None, failed: list[int]
) -> tuple[list[tuple[int, int]], int | None]:
    """The round when the fast construction failed on some score groups (by player id)."""
    ids = ctx.ids
    if len(ids) <= EXACT_LIMIT:
        return solve_exact(ctx, rng)
    bye = None if pos_bye is None else ids[pos_bye]
    rest = [p for p in ids if p != bye]
    return _solve_windowed(ctx, rng, rest, bye, failed)


def _solve_windowed(
    ctx: RoundContext,
    rng: random.Random,
    rest: list[int],
    bye: int | None,
    failed: list[int],
) -> tuple[list[tuple[int, int]], int | None]:
    """Large events: solve exactly the score groups around the failures, the rest fast."""
    score = ctx.score
    groups = score_groups(rest, score)
    last = len(groups) - 1
    lo, hi = min(failed), max(failed)

    def size(a: int, b: int) -> int:
        return sum(len(groups[i]) for i in range(a, b + 1)) if a <= b else 0

    best: tuple[tuple[list[tuple[int, int]], int | None], Objective] | None = None

    for _ in range(len(groups) + 2):
        while size(lo, hi) < WINDOW_MIN and (lo > 0 or hi < last):
            if lo > 0:
                lo -= 1
            if hi < last and size(lo, hi) < WINDOW_MIN:
                hi += 1
        while lo > 0 and size(0, lo - 1) % 2:
            lo -= 1
        while hi < last and size(hi + 1, last) % 2:
            hi += 1
        window = [p for i in range(lo, hi + 1) for p in groups[i]]
        bye_in_window = bye is not None and (
            (hi == last or score[bye] >= score[groups[hi][0]])
            and (lo == 0 or score[bye] <= score[groups[lo][0]])
        )
        above = [p for i in range(lo) for p in groups[i]]
        below = [p for i in range(hi + 1, last + 1) for p in groups[i]]
        pa, fa = fast_pairing(above, score, ctx.opponents, rng) if above else ([], [])
        pb, fb = fast_pairing(below, score, ctx.opponents, rng) if below else ([], [])
        if fa or fb:
            lo = min([lo, *fa])
            hi = max([hi, *(hi + 1 + i for i in fb)])
            continue
        if len(window) + (1 if bye_in_window else 0) > WINDOW_MAX:
            break
        if bye_in_window:
            assert bye is not None
            pw, bw = solve_exact(ctx, rng, [*window, bye])
        else:
            pw, bw = solve_exact(ctx, rng, window)
            bw = bye
        candidate = ([*pa, *pw, *pb], bw)
        cost = ctx.objective(candidate[0], bw)
        if best is None or cost.as_tuple() < best[1].as_tuple():
            best = (candidate, cost)
        if cost.rematches == 0 or (lo == 0 and hi == last):
            break
        # a rematch inside the window: widen it, the way out may lie across its edge
        lo, hi = max(0, lo - 1), min(last, hi + 1)
    if best is not None:
        return best[0]
    return _greedy_any(ctx, rest), bye


def _greedy_any(ctx: RoundContext, players: list[int]) -> list[tuple[int, int]]:
    """Last resort (bounded): top-down, each player meets the best pending non-opponent,
    floating down as far as needed; leftovers are paired even if they met before."""
    order = sorted(players, key=lambda p: (-ctx.score[p], ctx.position[p]))
    pending: list[int] = []
    pairs: list[tuple[int, int]] = []
    for x in order:
        ox = ctx.opponents[x]
        for k, y in enumerate(pending):
            if y not in ox:
                pending.pop(k)
                pairs.append((y, x))
                break
        else:
            pending.append(x)
    pairs.extend((pending[i], pending[i + 1]) for i in range(0, len(pending) - 1, 2))
    return pairs


def assemble(
    ctx: RoundContext, pairs: Sequence[tuple[int, int]], bye: int | None, seed: int
) -> PairingResult:
    """Order the tables (top scores first, fixed tables honoured) and add warnings."""
    pos = ctx.position
    return _assemble_positions(
        ctx,
        [(pos[a], pos[b]) for a, b in pairs],
        None if bye is None else pos[bye],
        seed,
        ctx.popponents,
    )


def _assemble_positions(
    ctx: RoundContext,
    pairs: Sequence[tuple[int, int]],
    bye: int | None,
    seed: int,
    opps: Opponents | None,
) -> PairingResult:
    """assemble() of pairs and bye given as positions; ``opps``: who has met whom by
    position, None when no table is a rematch."""
    # Each table's players in standings order (positions are distinct), tables with the
    # top scores first: by (higher score, lower score) down, then the first player's
    # position (distinct: the order is total).
    np = sys.modules.get("numpy")
    if np is not None and len(pairs) >= NUMPY_EDGES:
        first, second, pair_downs = _table_order_numpy(np, pairs, ctx.pscore)
    else:
        first, second, pair_downs = _table_order(pairs, ctx.pscore)
    rematch = [False] * len(first) if opps is None else opps.met_all(first, second)
    ids = ctx.ids
    oriented = list(zip(map(ids.__getitem__, first), map(ids.__getitem__, second), strict=True))
    warnings: list[str] = []
    if ctx.fixed_table:
        tables = _numbered(ctx, oriented, rematch, warnings)
    else:  # tables 1, 2, ... in that order
        tables = list(map(TablePairing, range(1, len(oriented) + 1), oriented, rematch))
    rematches = sum(rematch)
    if rematches:
        for t in tables:
            if t.rematch:
                a, b = t.players
                warnings.append(
                    M_(
                        "Rematch at table {table}: {first} and {second} "
                        "have already played each other.",
                        table=t.table,
                        first=ctx.names[a],
                        second=ctx.names[b],
                    )
                )
    if bye is not None and ctx.pbyes[bye] > 0:
        warnings.append(
            M_(
                "{player} receives a bye again: every player eligible before them "
                "would have forced a rematch.",
                player=ctx.entries[bye].name,
            )
            if ctx.pbyes[ctx.pbye_order[0]] == 0
            else M_(
                "{player} receives a bye again: every active player has had one.",
                player=ctx.entries[bye].name,
            )
        )
    return PairingResult(
        round=ctx.round,
        tables=tuple(tables),
        bye=None if bye is None else ids[bye],
        seed=seed,
        rematches=rematches,
        pair_downs=pair_downs,
        warnings=tuple(warnings),
    )


def _table_order(
    pairs: Sequence[tuple[int, int]], pscore: list[int]
) -> tuple[list[int], list[int], int]:
    """(first players, second players, pair-downs) of the tables in table order, as
    stable sorts on columns of numbers."""
    first = list(map(min, pairs))
    second = list(map(max, pairs))
    sa = list(map(pscore.__getitem__, first))
    sb = list(map(pscore.__getitem__, second))
    high, low = list(map(max, sa, sb)), list(map(min, sa, sb))
    order = sorted(range(len(first)), key=first.__getitem__)
    order.sort(key=low.__getitem__, reverse=True)
    order.sort(key=high.__getitem__, reverse=True)
    d = list(map(sub, sa, sb))
    return (
        list(map(first.__getitem__, order)),
        list(map(second.__getitem__, order)),
        len(d) - d.count(0),
    )


def _table_order_numpy(
    np: Any, pairs: Sequence[tuple[int, int]], pscore: list[int]
) -> tuple[list[int], list[int], int]:
    """_table_order with numpy (one stable lexsort)."""
    both = np.array(pairs, dtype=np.int64).reshape(-1, 2)
    first, second = both.min(axis=1), both.max(axis=1)
    score = np.array(pscore, dtype=np.int64)
    sa, sb = score[first], score[second]
    order = np.lexsort((first, -np.minimum(sa, sb), -np.maximum(sa, sb)))
    return first[order].tolist(), second[order].tolist(), int(np.count_nonzero(sa - sb))


def _numbered(
    ctx: RoundContext, oriented: list[tuple[int, int]], rematch: list[bool], warnings: list[str]
) -> list[TablePairing]:
    """The tables in table order when some players have a fixed table: theirs first (the
    first pairing that asks for a table gets it), then 1, 2, ... for the others."""
    numbers: dict[int, int] = {}  # index in oriented -> table
    used: set[int] = set()
    for idx, (a, b) in enumerate(oriented):
        wanted = [t for t in (ctx.fixed_table.get(a), ctx.fixed_table.get(b)) if t is not None]
        for want in wanted:
            if want not in used:
                numbers[idx] = want
                used.add(want)
                break
        else:
            if wanted:
                warnings.append(
                    M_(
                        "Table {table} is fixed for more than one pairing; "
                        "{first} and {second} were seated elsewhere.",
                        table=wanted[0],
                        first=ctx.names[a],
                        second=ctx.names[b],
                    )
                )
    nxt = 1
    for idx in range(len(oriented)):
        if idx in numbers:
            continue
        while nxt in used:
            nxt += 1
        numbers[idx] = nxt
        used.add(nxt)
    return sorted(
        (
            TablePairing(table=numbers[i], players=pair, rematch=rematch[i])
            for i, pair in enumerate(oriented)
        ),
        key=lambda t: t.table,
    )
