"""The fast construction of a Swiss round that provably reaches the objective's lower bound.

Given the players to pair (an even number: the bye, if any, is already chosen), the score
groups and the previous opponents:

* Lower bound. Every score group with an odd number of players sends at least one player
  to another group, and one cross-group table serves two groups, so a pairing has at
  least ``#odd groups / 2`` pair-downs. With exactly that many, every odd group sends
  exactly one player and the cross tables pair the odd groups among themselves; on a line
  with a convex cost (the squared points difference) the cheapest way to pair points is
  neighbour with neighbour, so the least Σ gap² is pairing the 1st odd group (from the top)
  with the 2nd, the 3rd with the 4th, and so on.
* Construction. Exactly that: for each couple of consecutive odd groups choose one floater
  in each (random, not previous opponents), then pair every group's remaining players
  among themselves at random without rematches (a seeded shuffle, a greedy pass, then
  augmenting repairs; small groups that the greedy cannot complete get an exact
  maximum-cardinality matching, which also proves when none exists).

When every step succeeds the result has no rematch and reaches the lower bound on
pair-downs and gaps, so it is optimal. Otherwise the groups that failed are reported and
the caller solves them exactly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from organiser.core._blossom import max_weight_matching

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
