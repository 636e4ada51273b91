"""The Swiss pairing as it was before its speed-ups (standings tally and order, the fast
construction, prepare_round, solve and assemble), kept verbatim as the reference that the
property tests and benchmarks/bench_pairing.py compare the current implementation with.

Only organiser.core's model, errors and blossom are shared with the current code."""

from __future__ import annotations

import math
import random
from array import array
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import repeat
from operator import add, and_, attrgetter, mul, neg, rshift, sub
from typing import Any

from organiser.core._blossom import max_weight_matching
from organiser.core.errors import M_, Conflict, UserError
from organiser.core.model import (
    Game,
    Outcome,
    PairingResult,
    PlayerEntry,
    ScoringProfile,
    Stage,
    TablePairing,
    Tiebreak,
)

# ---- organiser/core/standings.py ----

_MASK = (1 << 64) - 1


def _scale(profile: ScoringProfile) -> int:
    """Smallest integer that makes every point value of the profile whole."""
    scale = 1
    for v in (
        profile.win,
        profile.modified_win,
        profile.loss,
        profile.bye,
        profile.double_loss,
        profile.unpaired_loss,
    ):
        scale = math.lcm(scale, Fraction(v).limit_denominator(10_000).denominator)
    return scale


@dataclass
class Tallies:
    """Per-player totals, as arrays aligned with ``ids`` (the listed players first)."""

    ids: list[int]
    scale: int  # points are integers: points × scale
    pts: list[int]
    rnd: list[int]  # rounds played
    wins: list[int]
    losses: list[int]
    byes: list[int]
    nopp: list[int]  # number of opponents (games against a player)
    sos_num: list[int]  # SoS = sos_num / (nopp · sos_den)
    esos_num: list[int]  # extended SoS = esos_num / (nopp · esos_den)
    sos_den: int
    esos_den: int
    # (a, b, points of a, points of b) of every two-player game, when asked for
    two_player: list[tuple[int, int, int, int]]

    def sos(self, i: int) -> float:
        k = self.nopp[i]
        return self.sos_num[i] / (k * self.sos_den) if k else 0.0

    def esos(self, i: int) -> float:
        k = self.nopp[i]
        return self.esos_num[i] / (k * self.esos_den) if k else 0.0


def _points_table(profile: ScoringProfile) -> tuple[int, dict[str, int]]:
    scale = _scale(profile)
    table = {
        "win": round(profile.win * scale),
        "mod": round(profile.modified_win * scale),
        "loss": round(profile.loss * scale),
        "bye": round(profile.bye * scale),
        "dl": round(profile.double_loss * scale),
        "unpaired": round(profile.unpaired_loss * scale),
    }
    return scale, table


def _relevant(games: Sequence[Game], through_round: int | None) -> list[Game]:
    swiss = Stage.SWISS
    if through_round is None:
        return [g for g in games if g.outcome is not None and g.stage is swiss]
    return [
        g for g in games if g.outcome is not None and g.stage is swiss and g.round <= through_round
    ]


def tally(
    players: Sequence[PlayerEntry],
    games: Sequence[Game],
    profile: ScoringProfile,
    through_round: int | None = None,
    need_pairs: bool = False,
) -> Tallies:
    """Points, rounds played, records, SoS and extended SoS of everyone in the games."""
    ids: list[int] = list(dict.fromkeys(map(_ID, players)))
    return _tally(ids, games, profile, through_round, need_pairs)


_ID = attrgetter("id")
_NAME = attrgetter("name")


def _tally(
    ids: list[int],
    games: Sequence[Game],
    profile: ScoringProfile,
    through_round: int | None,
    need_pairs: bool,
) -> Tallies:
    """tally() of the players with these (distinct) ids."""
    span = _id_span(ids)
    if span is not None:
        # _tally_direct skips the games that are not reported Swiss games itself
        some = games if through_round is None else _relevant(games, through_round)
        direct = _tally_direct(ids, some, profile, need_pairs, *span)
        if direct is not None:
            return direct
    return _tally_loop(ids, _relevant(games, through_round), profile, need_pairs)


class _OutOfRange(Exception):
    """A game names a player id below the players' range: use the dictionary tally."""


def _id_span(ids: list[int]) -> tuple[int, int] | None:
    """(lowest id, number of slots) when the players' ids span a range at most a few times
    their number: arrays indexed by id then replace a dictionary lookup per game, which is
    the dominant cost at 65,536 players (memory latency, not arithmetic). Games naming ids
    outside the range (or ids that are not integers) make _tally_direct give up."""
    if not ids:
        return None
    try:
        lo, hi = min(ids), max(ids)
        size = hi - lo + 1
    except TypeError:
        return None
    if type(size) is not int or size > 4 * len(ids) + 4096:
        return None
    return lo, size


def _tally_direct(
    ids: list[int],
    rel: Sequence[Game],
    profile: ScoringProfile,
    need_pairs: bool,
    off: int,
    size: int,
) -> Tallies | None:
    """The tally with arrays indexed by ``id - off`` (see _id_span); None when a game
    names a player outside that range. Games of ``rel`` that are not reported Swiss
    games are skipped (the caller leaves out those after ``through_round``).

    Where the time goes at 65,536 players is memory latency: every per-player update is a
    random access. So one game costs one read-modify-write per player: a packed counter
    ``points << 2c | wins << c | games against a player`` (c bits per count, wide enough
    for every game of the event), kept in an array of machine numbers (contiguous, no
    int object per slot) whenever the largest possible value allows it, else in a list of
    Python integers (same arithmetic, no overflow): see _zeros. The SoS and extended SoS
    passes use the same containers under the same rule."""
    scale, pt = _points_table(profile)
    p_win, p_mod, p_loss = pt["win"], pt["mod"], pt["loss"]
    p_bye, p_dl, p_unpaired = pt["bye"], pt["dl"], pt["unpaired"]
    # every count is below 2 * len(rel) (a player can be both players of a game) < 2**c
    c = (2 * len(rel)).bit_length()
    sh = 2 * c
    one, won = 1, (1 << c) + 1
    v_win, v_mod = (p_win << sh) + won, (p_mod << sh) + won
    v_loss, v_dl = (p_loss << sh) + one, (p_dl << sh) + one
    top = (max(abs(p_win), abs(p_mod), abs(p_loss), abs(p_dl)) * 2 * len(rel) + 1) << sh
    acc = _zeros(size, top)
    v_win, v_mod, v_loss, v_dl = (_like(acc, v) for v in (v_win, v_mod, v_loss, v_dl))
    ea = array("q")
    eb = array("q")
    add_a, add_b = ea.append, eb.append
    singles: list[Game] = []
    two_player: list[tuple[int, int, int, int]] = []
    add_pair = two_player.append
    o_dl, o_mod = Outcome.DOUBLE_LOSS, Outcome.MODIFIED_WIN
    swiss = Stage.SWISS
    try:
        for g in rel:
            o = g.outcome
            if o is None or g.stage is not swiss:
                continue
            pb_id = g.player_b
            if pb_id is None:
                singles.append(g)
                continue
            pa_id = g.player_a
            a = pa_id - off
            b = pb_id - off
            add_a(a)
            add_b(b)
            w = g.winner
            if o is o_dl or w is None:
                acc[a] += v_dl
                acc[b] += v_dl
                if need_pairs:
                    add_pair((pa_id, pb_id, p_dl, p_dl))
            elif w == pa_id:
                if o is o_mod:
                    acc[a] += v_mod
                    if need_pairs:
                        add_pair((pa_id, pb_id, p_mod, p_loss))
                else:
                    acc[a] += v_win
                    if need_pairs:
                        add_pair((pa_id, pb_id, p_win, p_loss))
                acc[b] += v_loss
            else:
                if o is o_mod:
                    acc[b] += v_mod
                    if need_pairs:
                        add_pair((pa_id, pb_id, p_loss, p_mod))
                else:
                    acc[b] += v_win
                    if need_pairs:
                        add_pair((pa_id, pb_id, p_loss, p_win))
                acc[a] += v_loss
        # an id below the range gave a negative slot: it wrote into another player's
        # counter (or raised IndexError), so give up
        if min(ea, default=0) < 0 or min(eb, default=0) < 0:
            raise _OutOfRange
        packed = _integers(acc)
        mask = (1 << c) - 1
        pts = list(map(rshift, packed, repeat(sh)))
        wins = list(map(and_, map(rshift, packed, repeat(c)), repeat(mask)))
        nopp = list(map(and_, packed, repeat(mask)))
        byes = [0] * size
        unpaired = [0] * size
        o_bye, o_unpaired = Outcome.BYE, Outcome.UNPAIRED_LOSS
        for g in singles:
            pa_id = g.player_a
            a = pa_id - off
            if a < 0:
                raise _OutOfRange
            o = g.outcome
            if o is o_bye or (o is not o_unpaired and g.winner == pa_id):
                pts[a] += p_bye
                byes[a] += 1
            else:
                pts[a] += p_unpaired
                unpaired[a] += 1
    except (_OutOfRange, IndexError, TypeError):
        return None

    rnd = list(map(add, map(add, nopp, byes), unpaired))
    max_rnd = max(rnd, default=0)
    big_l = math.lcm(*range(1, max_rnd + 1))
    per_round = [0, *(big_l // r for r in range(1, max_rnd + 1))]
    wavg = list(map(mul, pts, map(per_round.__getitem__, rnd)))
    max_k = max(nopp, default=0)
    sos_num = _spread(wavg, ea, eb, max_k, size)
    big_k = math.lcm(*range(1, max_k + 1))
    per_opp = [0, *(big_k // k for k in range(1, max_k + 1))]
    wsos = list(map(mul, sos_num, map(per_opp.__getitem__, nopp)))
    esos_num = _spread(wsos, ea, eb, max_k, size)

    # Back to the listed players' order, then anyone else who played.
    if len(ids) == size:  # every slot is a listed player
        all_ids = ids
    else:
        listed = set(ids)
        all_ids = ids + [s + off for s in range(size) if rnd[s] and (s + off) not in listed]
    if all_ids == list(range(off, off + size)):

        def gather(arr: list[int]) -> list[int]:
            return arr
    else:
        slots = [p - off for p in all_ids]

        def gather(arr: list[int]) -> list[int]:
            return list(map(arr.__getitem__, slots))

    g_rnd, g_wins, g_byes = gather(rnd), gather(wins), gather(byes)
    return Tallies(
        ids=all_ids,
        scale=scale,
        pts=gather(pts),
        rnd=g_rnd,
        wins=g_wins,
        losses=list(map(sub, map(sub, g_rnd, g_wins), g_byes)),
        byes=g_byes,
        nopp=gather(nopp),
        sos_num=gather(sos_num),
        esos_num=gather(esos_num),
        sos_den=big_l * scale,
        esos_den=big_l * scale * big_k,
        two_player=two_player,
    )


_EXACT_FLOAT = 1 << 53  # every integer of smaller magnitude is a float, and sums stay exact
_INT64 = 1 << 63


def _zeros(size: int, bound: int) -> array[Any] | list[int]:
    """``size`` zeros for integer totals that stay below ``bound`` in magnitude: floats
    (``array('d')``) below 2**53, where float sums of integers are exact and CPython's
    float arithmetic is the fastest; machine integers (``array('q')``) below 2**63; else
    Python integers. Read the totals back with _integers."""
    if bound < _EXACT_FLOAT:
        return array("d", bytes(8 * size))
    if bound < _INT64:
        return array("q", bytes(8 * size))
    return [0] * size


def _like(total: array[Any] | list[int], value: int) -> Any:
    """``value`` as the element type of ``total`` (a float for an ``array('d')``)."""
    return float(value) if isinstance(total, array) and total.typecode == "d" else value


def _integers(total: array[Any] | list[int]) -> list[int]:
    if isinstance(total, list):
        return total
    if total.typecode == "d":
        return list(map(int, total))
    return total.tolist()


def _spread(value: list[int], ea: array[int], eb: array[int], max_k: int, size: int) -> list[int]:
    """For every game (x, y): add value[y] to x's total and value[x] to y's."""
    top = max(map(abs, value), default=0) * max_k + 1
    total = _zeros(size, top)
    v = array(total.typecode, value) if isinstance(total, array) else value
    for x, y in zip(ea, eb, strict=True):
        total[x] += v[y]
        total[y] += v[x]
    return _integers(total)


def _tally_loop(
    ids: list[int], rel: list[Game], profile: ScoringProfile, need_pairs: bool = True
) -> Tallies:
    scale, pt = _points_table(profile)
    p_win, p_mod, p_loss = pt["win"], pt["mod"], pt["loss"]
    p_bye, p_dl, p_unpaired = pt["bye"], pt["dl"], pt["unpaired"]
    idx: dict[int, int] = {p: i for i, p in enumerate(ids)}
    all_ids = list(ids)
    n = len(ids)
    pts = [0] * n
    wins = [0] * n
    byes = [0] * n
    unpaired = [0] * n
    ea: list[int] = []
    eb: list[int] = []
    two_player: list[tuple[int, int, int, int]] = []

    def index(pid: int) -> int:
        i = idx[pid] = len(all_ids)
        all_ids.append(pid)
        for arr in (pts, wins, byes, unpaired):
            arr.append(0)
        return i

    get = idx.get
    add_a, add_b = ea.append, eb.append
    o_bye, o_unpaired = Outcome.BYE, Outcome.UNPAIRED_LOSS
    o_dl, o_mod = Outcome.DOUBLE_LOSS, Outcome.MODIFIED_WIN
    for g in rel:
        o = g.outcome
        a = g.player_a
        ia = get(a)
        if ia is None:
            ia = index(a)
        b = g.player_b
        if b is None:
            if o is o_bye or (o is not o_unpaired and g.winner == a):
                pts[ia] += p_bye
                byes[ia] += 1
            else:
                pts[ia] += p_unpaired
                unpaired[ia] += 1
            continue
        ib = get(b)
        if ib is None:
            ib = index(b)
        add_a(ia)
        add_b(ib)
        w = g.winner
        if o is o_dl or w is None:
            pa = pb = p_dl
        elif w == a:
            pa = p_mod if o is o_mod else p_win
            pb = p_loss
            wins[ia] += 1
        else:
            pa = p_loss
            pb = p_mod if o is o_mod else p_win
            wins[ib] += 1
        pts[ia] += pa
        pts[ib] += pb
        if need_pairs:
            two_player.append((a, b, pa, pb))

    total = len(all_ids)
    count = Counter(ea)
    count.update(eb)
    nopp = list(map(count.get, range(total), repeat(0)))
    # every round played is a game (won or lost), a bye or an unpaired loss
    rnd = [k + y + u for k, y, u in zip(nopp, byes, unpaired, strict=True)]
    losses = [r - w - y for r, w, y in zip(rnd, wins, byes, strict=True)]

    # Exact SoS: avg_o = pts_o / rnd_o = (pts_o · L / rnd_o) / L with L = lcm(1..max rounds).
    big_l = math.lcm(*range(1, max(rnd, default=0) + 1))
    wavg = [p * (big_l // r) if r else 0 for p, r in zip(pts, rnd, strict=True)]
    sos_num = [0] * total
    for x, y in zip(ea, eb, strict=True):
        sos_num[x] += wavg[y]
        sos_num[y] += wavg[x]
    # Extended SoS: the opponents' SoS over the common denominator K = lcm(1..max opponents).
    big_k = math.lcm(*range(1, max(nopp, default=0) + 1))
    wsos = [s * (big_k // k) if k else 0 for s, k in zip(sos_num, nopp, strict=True)]
    esos_num = [0] * total
    for x, y in zip(ea, eb, strict=True):
        esos_num[x] += wsos[y]
        esos_num[y] += wsos[x]
    return Tallies(
        ids=all_ids,
        scale=scale,
        pts=pts,
        rnd=rnd,
        wins=wins,
        losses=losses,
        byes=byes,
        nopp=nopp,
        sos_num=sos_num,
        esos_num=esos_num,
        sos_den=big_l * scale,
        esos_den=big_l * scale * big_k,
        two_player=two_player,
    )


def random_keys(seed: int, players: Iterable[int]) -> list[float]:
    """``random_key(seed, p)`` for each player p, in one pass (the same integer steps)."""
    base = (seed & _MASK) * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019
    mask = _MASK
    out: list[float] = []
    add = out.append
    unit = float(1 << 53)
    for p in players:
        z = (base + (p & mask)) & mask
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        z ^= z >> 31
        add((z >> 11) / unit)
    return out


def _ordering(
    t: Tallies, n: int, profile: ScoringProfile, seed: int
) -> tuple[list[int], list[Sequence[float]], list[int], list[float], list[float], list[float]]:
    """rank_order with the sort keys as columns (one list per key, indexed like ids)."""
    order = _dedupe(profile.tiebreaks)
    want_h2h = Tiebreak.HEAD_TO_HEAD in order
    ids = t.ids[:n]
    den, eden = t.sos_den, t.esos_den
    nopp = t.nopp[:n]
    sos = [s / (k * den) if k else 0.0 for s, k in zip(t.sos_num[:n], nopp, strict=True)]
    esos = [s / (k * eden) if k else 0.0 for s, k in zip(t.esos_num[:n], nopp, strict=True)]
    rkey = random_keys(seed, ids)
    pts = t.pts[:n]

    def column(tb: Tiebreak) -> list[float]:
        if tb is Tiebreak.POINTS:
            return list(map(neg, pts))
        if tb is Tiebreak.SOS:
            return list(map(neg, sos))
        if tb is Tiebreak.ESOS:
            return list(map(neg, esos))
        if tb is Tiebreak.RANDOM:
            return list(map(neg, rkey))
        return [0.0] * n

    if want_h2h:
        cut = order.index(Tiebreak.HEAD_TO_HEAD)
        prefix, suffix = order[:cut], order[cut + 1 :]
    else:
        prefix, suffix = order, ()
    columns: list[Sequence[float]] = [column(tb) for tb in prefix]
    # ties on every key (no random tiebreak in the profile) list by player id
    order_idx = _lex_order(columns, ids)

    h2h = [0] * n
    if want_h2h:
        index = {p: i for i, p in enumerate(ids)}
        per_player: dict[int, list[tuple[int, int]]] = {}
        for a, b, pa, pb in t.two_player:
            ia, ib = index.get(a), index.get(b)
            if ia is not None and ib is not None:
                per_player.setdefault(ia, []).append((ib, pa))
                per_player.setdefault(ib, []).append((ia, pb))
        pos = 0
        while pos < n:
            first = order_idx[pos]
            end = pos + 1
            while end < n and all(c[order_idx[end]] == c[first] for c in columns):
                end += 1
            if end - pos > 1:
                block = order_idx[pos:end]
                members = set(block)
                for i in block:
                    h2h[i] = sum(pp for opp, pp in per_player.get(i, ()) if opp in members)
            pos = end
        columns = [*columns, list(map(neg, h2h)), *(column(tb) for tb in suffix)]
        order_idx = _lex_order(columns, ids)
    return order_idx, columns, h2h, sos, esos, rkey


def _lex_order(columns: Sequence[Sequence[float]], ids: list[int]) -> list[int]:
    """Indices sorted by (columns[0][i], columns[1][i], ..., ids[i]): stable sorts from the
    last key to the first, each on one column of numbers (much faster than comparing
    tuples)."""
    order_idx = sorted(range(len(ids)), key=ids.__getitem__)
    for col in reversed(columns):
        order_idx.sort(key=col.__getitem__)
    return order_idx


def rank_order(
    t: Tallies, n: int, profile: ScoringProfile, seed: int
) -> tuple[list[int], list[tuple[float, ...]], list[int], list[float], list[float], list[float]]:
    """Indices of the first ``n`` (listed) players, best first, with their full sort keys,
    head-to-head points, SoS, extended SoS and random keys."""
    order_idx, columns, h2h, sos, esos, rkey = _ordering(t, n, profile, seed)
    keys: list[tuple[float, ...]] = list(zip(*columns, strict=True)) if columns else [()] * n
    return order_idx, keys, h2h, sos, esos, rkey


def _dedupe(order: Sequence[Tiebreak]) -> tuple[Tiebreak, ...]:
    seen: list[Tiebreak] = []
    for tb in order:
        if tb not in seen:
            seen.append(tb)
    return tuple(seen)


# ---- organiser/core/_fastpair.py ----

Pair = tuple[int, int]

# Groups up to this size get an exact matching when the greedy pass cannot complete them.
SMALL_GROUP = 80
# Attempts at choosing the two floaters of a couple of odd groups.
FLOAT_TRIES = 12


class _Met:
    __slots__ = ("pairs", "player")

    def __init__(self, player: int, pairs: set[tuple[int, int]]) -> None:
        self.player = player
        self.pairs = pairs

    def __contains__(self, other: object) -> bool:
        return (self.player, other) in self.pairs


class Opponents:
    """Who has met whom in the stage: ``b in opponents[a]``.

    One set of ordered pairs (both orders) instead of a set per player: it is built in C
    from the games' columns, which matters at 65,536 players.
    """

    __slots__ = ("pairs",)

    def __init__(self, pairs: set[tuple[int, int]]) -> None:
        self.pairs = pairs

    def __getitem__(self, player: int) -> _Met:
        return _Met(player, self.pairs)


def score_groups(players: Sequence[int], score: dict[int, int]) -> list[list[int]]:
    """The players grouped by score, highest score first (input order kept inside)."""
    by_score: dict[int, list[int]] = {}
    for p in players:
        by_score.setdefault(score[p], []).append(p)
    return [by_score[s] for s in sorted(by_score, reverse=True)]


def lower_bound(groups: Sequence[Sequence[int]], score: dict[int, int]) -> tuple[int, int]:
    """(pair-downs, Σ gap²) that no pairing of these groups can beat."""
    odd = [score[g[0]] for g in groups if len(g) % 2]
    gaps = sum((odd[i] - odd[i + 1]) ** 2 for i in range(0, len(odd) - 1, 2))
    return len(odd) // 2, gaps


def _exact_perfect(members: Sequence[int], opps: Opponents) -> list[Pair] | None:
    """A rematch-free perfect matching of ``members`` or None when none exists (exact)."""
    n = len(members)
    adj: list[dict[int, int]] = [{} for _ in range(n)]
    for i in range(n):
        oi = opps[members[i]]
        for j in range(i + 1, n):
            if members[j] not in oi:
                adj[i][j] = adj[j][i] = 1
    mate = max_weight_matching(n, adj, maxcardinality=True)
    if any(m < 0 for m in mate):
        return None
    return [(members[i], members[mate[i]]) for i in range(n) if mate[i] > i]


def match_group(members: Sequence[int], opps: Opponents, rng: random.Random) -> list[Pair] | None:
    """Pair ``members`` (even count) at random with no rematch; None if that fails.

    None is a proof of impossibility only for groups of at most SMALL_GROUP players.
    """
    order = list(members)
    rng.shuffle(order)
    pending: list[int] = []
    pairs: list[Pair] = []
    for x in order:
        ox = opps[x]
        # Pair x with the most recent pending player it has not met (few scans: sparse).
        for k in range(len(pending) - 1, -1, -1):
            y = pending[k]
            if y not in ox:
                pending.pop(k)
                pairs.append((y, x))
                break
        else:
            pending.append(x)
    if not pending:
        return pairs
    if _repair(pairs, pending, opps, rng):
        return pairs
    if len(members) <= SMALL_GROUP:
        exact = _exact_perfect(order, opps)
        return exact
    return None


def _repair(pairs: list[Pair], pending: list[int], opps: Opponents, rng: random.Random) -> bool:
    """Fit leftover players in by breaking existing tables: (a,b) + x,y → (x,a) + (y,b)."""
    budget = 64 * (len(pending) + 4)
    while pending and budget > 0:
        x = pending.pop()
        ox = opps[x]
        placed = False
        # direct partner among the other leftovers
        for k, y in enumerate(pending):
            if y not in ox:
                pending.pop(k)
                pairs.append((x, y))
                placed = True
                break
        if placed:
            continue
        for _ in range(min(len(pairs), 64)):
            budget -= 1
            i = rng.randrange(len(pairs)) if pairs else 0
            if not pairs:
                break
            a, b = pairs[i]
            for a2, b2 in ((a, b), (b, a)):
                if a2 in ox:
                    continue
                ob = opps[b2]
                for k, y in enumerate(pending):
                    if y not in ob:
                        pending.pop(k)
                        pairs[i] = (x, a2)
                        pairs.append((y, b2))
                        placed = True
                        break
                if placed:
                    break
            if placed:
                break
        if not placed:
            pending.append(x)
            return False
    return not pending


def fast_pairing(
    players: Sequence[int],
    score: dict[int, int],
    opps: Opponents,
    rng: random.Random,
) -> tuple[list[Pair], list[int]]:
    """(pairs, indices of the score groups that failed). No failure = optimal pairing."""
    groups = score_groups(players, score)
    odd_idx = [i for i, g in enumerate(groups) if len(g) % 2]
    remaining: list[list[int]] = [list(g) for g in groups]
    if len(odd_idx) % 2:
        raise ValueError("an odd number of players reached the pairing")
    pairs: list[Pair] = []
    failed: list[int] = []
    done: set[int] = set()
    for k in range(0, len(odd_idx) - 1, 2):
        iu, il = odd_idx[k], odd_idx[k + 1]
        chosen = _choose_floaters(groups[iu], groups[il], opps, rng)
        if chosen is None:
            failed.extend((iu, il))
            continue
        cross, pairs_u, pairs_l = chosen
        pairs.append(cross)
        pairs.extend(pairs_u)
        pairs.extend(pairs_l)
        done.update((iu, il))
    failed_set = set(failed)
    for i, members in enumerate(remaining):
        if i in failed_set or i in done or not members:
            continue
        if len(members) % 2:  # an odd group whose floater was not chosen
            failed.append(i)
            continue
        got = match_group(members, opps, rng)
        if got is None:
            failed.append(i)
        else:
            pairs.extend(got)
    return pairs, sorted(set(failed))


def _choose_floaters(
    upper: Sequence[int], lower: Sequence[int], opps: Opponents, rng: random.Random
) -> tuple[Pair, list[Pair], list[Pair]] | None:
    """One player of each odd group, not previous opponents, leaving both groups pairable.

    Small groups try every combination (so None is a proof); large ones a few at random.
    """
    ups = list(upper)
    lows = list(lower)
    rng.shuffle(ups)
    rng.shuffle(lows)
    exhaustive = len(ups) * len(lows) <= 64
    candidates = (
        [(u, v) for u in ups for v in lows]
        if exhaustive
        else [(ups[i % len(ups)], lows[(i * 7 + 3) % len(lows)]) for i in range(FLOAT_TRIES)]
    )
    memo_u: dict[int, list[Pair] | None] = {}
    memo_l: dict[int, list[Pair] | None] = {}
    for u, v in candidates:
        if v in opps[u]:
            continue
        if u not in memo_u:
            rest = [p for p in upper if p != u]
            memo_u[u] = match_group(rest, opps, rng) if rest else []
        if memo_u[u] is None:
            continue
        if v not in memo_l:
            rest = [p for p in lower if p != v]
            memo_l[v] = match_group(rest, opps, rng) if rest else []
        if memo_l[v] is None:
            continue
        pu, pl = memo_u[u], memo_l[v]
        assert pu is not None and pl is not None
        return (u, v), pu, pl
    return None


# ---- organiser/core/pairing.py ----


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


@dataclass
class RoundContext:
    """Everything the pairing needs about the active players of one round."""

    round: int
    ids: list[int]  # active players, best in standings first
    score: dict[int, int]  # points × scale (integers, so that costs are exact)
    scale: int
    points: dict[int, float]
    position: dict[int, int]  # 0 = top of the standings
    opponents: Opponents  # b in opponents[a]: a and b have met in this stage
    byes: dict[int, int]
    bye_order: list[int]  # most eligible for the bye first
    fixed_table: dict[int, int]
    names: dict[int, str]

    def bye_rank(self, player: int) -> int:
        return self._bye_index[player]

    def __post_init__(self) -> None:
        self._bye_index = {p: i for i, p in enumerate(self.bye_order)}

    def objective(self, pairs: Sequence[tuple[int, int]], bye: int | None) -> Objective:
        rem = pd = gaps = 0
        score, opps = self.score, self.opponents
        for a, b in pairs:
            if b in opps[a]:
                rem += 1
            d = score[a] - score[b]
            if d:
                pd += 1
                gaps += d * d
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
    seen: set[int] = set()
    for entry in players:
        if entry.id in seen:
            raise UserError(M_("Player {id} is listed twice.", id=entry.id), player=entry.id)
        seen.add(entry.id)
    history = [g for g in games if g.stage is Stage.SWISS and g.round < round_number]
    missing = sorted({(g.round, g.table) for g in history if g.outcome is None})
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
    # Standings arrays without building rows: points (as exact integers), byes, order.
    need_pairs = Tiebreak.HEAD_TO_HEAD in profile.tiebreaks
    t = tally(players, history, profile, None, need_pairs)
    order_idx, _keys, _h2h, _sos, _esos, _rkey = rank_order(
        t, len(seen), profile, seed if standings_seed is None else standings_seed
    )
    entries = {p.id: p for p in players}
    all_ids, pts, bye_count = t.ids, t.pts, t.byes
    ids: list[int] = []
    for i in order_idx:
        e = entries[all_ids[i]]
        if plays_round(e, round_number):
            ids.append(e.id)
    index = {p: i for i, p in enumerate(all_ids)}
    score = {p: pts[index[p]] for p in ids}
    points = {p: v / t.scale for p, v in score.items()}
    position = {p: i for i, p in enumerate(ids)}
    byes = {p: bye_count[index[p]] for p in ids}
    # Who has met whom, both ways, built in C from the games' columns.
    two = [g for g in history if g.player_b is not None]
    col_a = [g.player_a for g in two]
    col_b: list[int] = [g.player_b for g in two]  # type: ignore[misc]
    met = set(zip(col_a, col_b, strict=True))
    met.update(zip(col_b, col_a, strict=True))
    # Bye preference: fewest byes, then lowest in the standings (TOURNAMENT_RULES.md, Bye).
    bye_order = sorted(ids, key=lambda p: (byes[p], -position[p]))
    fixed: dict[int, int] = {}
    for pid in ids:
        ft = entries[pid].fixed_table
        if ft is not None:
            fixed[pid] = ft
    return RoundContext(
        round=round_number,
        ids=ids,
        score=score,
        scale=t.scale,
        points=points,
        position=position,
        opponents=Opponents(met),
        byes=byes,
        bye_order=bye_order,
        fixed_table=fixed,
        names={p: entries[p].name for p in ids},
    )


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
    pairs, bye = solve(ctx, rng)
    result = assemble(ctx, pairs, bye, seed)
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
    ids = ctx.ids
    bye = ctx.bye_order[0] if len(ids) % 2 else None
    rest = [p for p in ids if p != bye]
    pairs, failed = fast_pairing(rest, ctx.score, ctx.opponents, rng)
    if not failed:
        return pairs, bye  # no rematch, best bye, lower bounds reached: optimal
    if len(ids) <= EXACT_LIMIT:
        return solve_exact(ctx, rng)
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
    score, pos, opps = ctx.score, ctx.position, ctx.opponents
    oriented = [(a, b) if pos[a] <= pos[b] else (b, a) for a, b in pairs]
    oriented.sort(
        key=lambda t: (-max(score[t[0]], score[t[1]]), -min(score[t[0]], score[t[1]]), pos[t[0]])
    )
    warnings: list[str] = []
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
    tables = sorted(
        (
            TablePairing(table=numbers[i], players=(a, b), rematch=b in opps[a])
            for i, (a, b) in enumerate(oriented)
        ),
        key=lambda t: t.table,
    )
    obj = ctx.objective(oriented, bye)
    if obj.rematches:
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
    if bye is not None and ctx.byes.get(bye, 0) > 0:
        warnings.append(
            M_(
                "{player} receives a bye again: every player eligible before them "
                "would have forced a rematch.",
                player=ctx.names[bye],
            )
            if ctx.byes.get(ctx.bye_order[0], 0) == 0
            else M_(
                "{player} receives a bye again: every active player has had one.",
                player=ctx.names[bye],
            )
        )
    return PairingResult(
        round=ctx.round,
        tables=tuple(tables),
        bye=bye,
        seed=seed,
        rematches=obj.rematches,
        pair_downs=obj.pair_downs,
        warnings=tuple(warnings),
    )
