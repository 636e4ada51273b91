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
from collections.abc import Callable, Iterable, Mapping, Sequence
from itertools import compress, repeat
from operator import add, eq, mul, not_, sub

from organiser.core._blossom import max_weight_matching

Pair = tuple[int, int]
# points × scale by player: a dictionary by id, or a list by position
Scores = Mapping[int, int] | Sequence[int]

# Groups up to this size get an exact matching when the greedy pass cannot complete them.
SMALL_GROUP = 80
# Attempts at choosing the two floaters of a couple of odd groups.
FLOAT_TRIES = 12


class _Met:
    __slots__ = ("base", "keys")

    def __init__(self, base: int, keys: set[int]) -> None:
        self.base = base
        self.keys = keys

    def __contains__(self, other: object) -> bool:
        return self.base + other in self.keys  # type: ignore[operator]


class Opponents:
    """Who has met whom in the stage: ``b in opponents[a]``.

    One set of integers instead of a set per player or a set of pairs: the players a and b
    have met when ``a * width + b - shift`` is in ``keys`` (both orders are stored). Every
    player asked about has an id in ``[low, low + width)``, so the key names one ordered
    pair; ``shift = low * (width + 1)`` makes the keys ``(a - low) * width + (b - low)``.
    The set is built in C from the games' columns, which matters at 65,536 players; the
    hot loops of this module compute ``base(a) + b`` themselves.
    """

    __slots__ = ("keys", "shift", "width")

    def __init__(self, keys: set[int], width: int, low: int) -> None:
        self.keys = keys
        self.width = width
        self.shift = low * (width + 1)

    @classmethod
    def from_pairs(cls, pairs: Iterable[tuple[int, int]], players: Iterable[int]) -> Opponents:
        """From ordered pairs (a, b) and every player that may be asked about."""
        pairs = list(pairs)
        ids = [*players, *(p for pair in pairs for p in pair)]
        low = min(ids, default=0)
        width = max(ids, default=0) - low + 1
        shift = low * (width + 1)
        return cls({a * width + b - shift for a, b in pairs}, width, low)

    def base(self, player: int) -> int:
        """``base(a) + b in keys``: whether a has met b."""
        return player * self.width - self.shift

    def met(self, a: int, b: int) -> bool:
        return a * self.width + b - self.shift in self.keys

    def met_all(self, first: Sequence[int], second: Sequence[int]) -> list[bool]:
        """[met(a, b) for a, b in zip(first, second)], computed in C."""
        w = self.width
        keys = map(sub, map(add, map(mul, first, repeat(w)), second), repeat(self.shift))
        return list(map(self.keys.__contains__, keys))

    def __getitem__(self, player: int) -> _Met:
        return _Met(player * self.width - self.shift, self.keys)


class _Asks:
    __slots__ = ("opps", "player")

    def __init__(self, opps: Opponents, player: int) -> None:
        self.opps = opps
        self.player = player

    def __contains__(self, other: object) -> bool:
        return self.opps.met(self.player, other)  # type: ignore[arg-type]


class Within(Opponents):
    """Opponents that hold only the games between players of the same label (players
    0..len(labels)-1): ``met(a, b)`` is exact for ``labels[a] == labels[b]`` from those
    keys, and asks ``full()`` otherwise. The fast construction asks only about players of
    one score group, or of the two odd groups that exchange a floater: labelled alike, a
    tenth of the games at 65,536 players, so the set is a tenth of the size. Its inline
    checks (``base(a) + b``) are only for players of one group."""

    __slots__ = ("_full", "labels")

    def __init__(self, keys: set[int], labels: list[int], full: Callable[[], Opponents]):
        super().__init__(keys, len(labels), 0)
        self.labels = labels
        self._full = full

    def met(self, a: int, b: int) -> bool:
        if self.labels[a] == self.labels[b]:
            return a * self.width + b in self.keys
        return self._full().met(a, b)

    def met_all(self, first: Sequence[int], second: Sequence[int]) -> list[bool]:
        out = super().met_all(first, second)
        lab = self.labels
        same = list(map(eq, map(lab.__getitem__, first), map(lab.__getitem__, second)))
        if not all(same):
            full = self._full()
            for i in compress(range(len(same)), map(not_, same)):
                out[i] = full.met(first[i], second[i])
        return out

    def __getitem__(self, player: int) -> _Met:
        return _Asks(self, player)  # type: ignore[return-value]


def shuffle(items: list[int], rng: random.Random) -> None:
    """``rng.shuffle(items)``, the same permutation from the same state, with the bounded
    draws of ``Random._randbelow_with_getrandbits`` inlined (a third of the time). Where
    this Python's shuffle draws otherwise (checked once, see _inline_shuffle_agrees), or
    for a subclass of Random, it is rng.shuffle itself."""
    if not _INLINE_SHUFFLE or type(rng) is not random.Random:
        rng.shuffle(items)
    else:
        _shuffle_inline(items, rng)


def _inline_shuffle_agrees() -> bool:
    for n in (0, 1, 2, 3, 7, 64, 1000):
        mine, theirs = list(range(n)), list(range(n))
        a, b = random.Random(n), random.Random(n)
        _shuffle_inline(mine, a)
        b.shuffle(theirs)
        if mine != theirs or a.getstate() != b.getstate():
            return False
    return True


def _shuffle_inline(items: list[int], rng: random.Random) -> None:
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


_INLINE_SHUFFLE = _inline_shuffle_agrees()


def group_labels(groups: Sequence[Sequence[int]], size: int) -> list[int]:
    """A label for each of the players 0..size-1 (-1: none of the groups) that is the same
    for two players when fast_pairing may ask whether they have met: one score group, or
    two odd groups that exchange a floater (see Within)."""
    labels = [-1] * size
    odd: list[int] = []
    for i, g in enumerate(groups):
        for p in g:
            labels[p] = i
        if len(g) % 2:
            odd.append(i)
    for k in range(0, len(odd) - 1, 2):
        upper = odd[k]
        for p in groups[odd[k + 1]]:
            labels[p] = upper
    return labels


def score_groups(players: Sequence[int], score: Scores) -> list[list[int]]:
    """The players grouped by score, highest score first (input order kept inside)."""
    by_score: dict[int, list[int]] = {}
    for p in players:
        by_score.setdefault(score[p], []).append(p)
    return [by_score[s] for s in sorted(by_score, reverse=True)]


def lower_bound(groups: Sequence[Sequence[int]], score: Scores) -> tuple[int, int]:
    """(pair-downs, Σ gap²) that no pairing of these groups can beat."""
    odd = [score[g[0]] for g in groups if len(g) % 2]
    gaps = sum((odd[i] - odd[i + 1]) ** 2 for i in range(0, len(odd) - 1, 2))
    return len(odd) // 2, gaps


def _exact_perfect(members: Sequence[int], opps: Opponents) -> list[Pair] | None:
    """A rematch-free perfect matching of ``members`` or None when none exists (exact)."""
    n = len(members)
    adj: list[dict[int, int]] = [{} for _ in range(n)]
    keys, base = opps.keys, opps.base
    for i in range(n):
        bi = base(members[i])
        for j in range(i + 1, n):
            if bi + members[j] not in keys:
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
    shuffle(order, rng)
    pending: list[int] = []
    pairs: list[Pair] = []
    keys, width, shift = opps.keys, opps.width, opps.shift
    for x in order:
        bx = x * width - shift
        # Pair x with the most recent pending player it has not met (few scans: sparse).
        if pending and bx + pending[-1] not in keys:
            pairs.append((pending.pop(), x))
            continue
        for k in range(len(pending) - 2, -1, -1):
            y = pending[k]
            if bx + y not in keys:
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
    score: Scores,
    opps: Opponents,
    rng: random.Random,
    groups: list[list[int]] | None = None,
) -> tuple[list[Pair], list[int]]:
    """(pairs, indices of the score groups that failed). No failure = optimal pairing.
    Every pair it returns is of players who have not met (each step checks), failure
    or not.
    ``groups``: score_groups(players, score) when the caller has them already."""
    if groups is None:
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
    shuffle(ups, rng)
    shuffle(lows, rng)
    exhaustive = len(ups) * len(lows) <= 64
    candidates = (
        [(u, v) for u in ups for v in lows]
        if exhaustive
        else [(ups[i % len(ups)], lows[(i * 7 + 3) % len(lows)]) for i in range(FLOAT_TRIES)]
    )
    memo_u: dict[int, list[Pair] | None] = {}
    memo_l: dict[int, list[Pair] | None] = {}
    for u, v in candidates:
        if opps.met(u, v):
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
