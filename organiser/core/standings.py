"""Joust standings: points, strength of schedule (SoS), extended SoS, head-to-head, random.

Definitions (TOURNAMENT_RULES.md, "Joust", "Tiebreakers"; documented in docs/pairing.md):

- Only reported Swiss games count (``Stage.SWISS``, ``outcome`` set, ``round <=
  through_round``). An outstanding game scores nothing and is no round played yet.
- Points per game from the scoring profile: the winner of a win / concession / empty deck
  scores ``win``, of a modified win ``modified_win``; the loser ``loss``; a double loss
  gives both players ``double_loss`` (0 in ffg-2e); a bye ``bye``; an unpaired loss (a
  round missed before a late entry or a reinstatement) ``unpaired_loss``.
- **Rounds played** = every round in which the player has a reported result: games, byes,
  double losses and unpaired losses. So "points ÷ rounds played" is the player's average
  per round of the event they were in, and a bye is not a free extra round of points.
- **Opponents** = the players met in reported games (a double loss included); a bye or an
  unpaired loss has no opponent. A dropped opponent still counts. A repeated opponent
  (an accepted rematch) counts once per game.
- **SoS** = Σ over opponents (opponent's points ÷ opponent's rounds played) ÷ number of
  opponents; 0 without opponents. **Extended SoS** = mean of the opponents' SoS.
- **Head-to-head** (profile ``ffg-2e-h2h``): among the players still tied when it is
  applied, the points each scored in games against the others of that tied group.
- **Random**: a key in [0, 1) derived from the event seed and the player id only, so it
  does not change when other players register or drop.
- SoS and extended SoS are exact (integers over a common denominator) and are compared
  as the floats correctly rounded from those exact values, so the same fractions summed
  in another order compare equal. Players equal on every tiebreak of the profile share
  a rank (1, 2, 2, 4, ...).
"""

from __future__ import annotations

import math
import sys
from array import array
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import compress, repeat
from operator import add, and_, attrgetter, eq, mul, neg, rshift, sub, truediv
from typing import Any, cast

from organiser.core.collector import collector_paused
from organiser.core.model import (
    Game,
    Outcome,
    PlayerEntry,
    ScoringProfile,
    Stage,
    StandingRow,
    Tiebreak,
)

_MASK = (1 << 64) - 1


def random_key(seed: int, player: int) -> float:
    """The seeded random tiebreak of one player: splitmix64 of (seed, player) in [0, 1)."""
    z = ((seed & _MASK) * 0x9E3779B97F4A7C15 + (player & _MASK) + 0x632BE59BD9B4E019) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    z ^= z >> 31
    return (z >> 11) / float(1 << 53)


def game_points(game: Game, profile: ScoringProfile) -> list[tuple[int, float]]:
    """(player, points) for each player of a reported game; [] while outstanding."""
    outcome = game.outcome
    if outcome is None:
        return []
    a, b = game.player_a, game.player_b
    if outcome is Outcome.BYE:
        return [(a, profile.bye)]
    if outcome is Outcome.UNPAIRED_LOSS:
        return [(a, profile.unpaired_loss)]
    if b is None:  # a one-player "table" with a game outcome: treat as a bye result
        return [(a, profile.bye if game.winner == a else profile.unpaired_loss)]
    if outcome is Outcome.DOUBLE_LOSS or game.winner is None:
        return [(a, profile.double_loss), (b, profile.double_loss)]
    won = profile.modified_win if outcome is Outcome.MODIFIED_WIN else profile.win
    loser = b if game.winner == a else a
    return [(game.winner, won), (loser, profile.loss)]


def player_points(player: int, games: Sequence[Game], profile: ScoringProfile) -> float:
    """Total points of one player over the reported Swiss games given."""
    total = 0.0
    for game in games:
        if game.stage is not Stage.SWISS or game.outcome is None:
            continue
        if game.player_a != player and game.player_b != player:
            continue
        for p, pts in game_points(game, profile):
            if p == player:
                total += pts
    return total


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
    # Swiss games through the round tallied that have no result yet; None: not counted
    outstanding: int | None = None
    # (a, b, offset): the players of every two-player game, as ids minus offset (machine
    # integers); None when the tally did not index players by id
    edges: tuple[array[int], array[int], int] | None = None

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
    numpy_players: bool = False,
) -> Tallies:
    """tally() of the players with these (distinct) ids. ``numpy_players``: load numpy
    from NUMPY_PLAYERS players too (the pairing, which then uses it further)."""
    span = _id_span(ids)
    if span is not None:
        # _tally_direct skips the games that are not reported Swiss games through the round
        direct = _tally_direct(ids, games, profile, need_pairs, *span, through_round, numpy_players)
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
    through_round: int | None = None,
    numpy_players: bool = False,
) -> Tallies | None:
    """The tally with arrays indexed by ``id - off`` (see _id_span); None when a game
    names a player outside that range. Games of ``rel`` that are not reported Swiss
    games, or are of a round after ``through_round``, are skipped; the Swiss games through
    that round without a result are counted (Tallies.outstanding).

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
    limited = through_round is not None
    last = through_round if through_round is not None else 0
    outstanding = 0
    big = max(abs(p_win), abs(p_mod), abs(p_loss), abs(p_dl)) * 2 * len(rel)
    np = _numpy_for(len(rel), size if numpy_players else 0) if big < _EXACT_FLOAT else None
    try:
        if np is not None:
            counted = _count_games_numpy(np, rel, pt, need_pairs, off, size, through_round)
            pts, wins, nopp, singles, outstanding, two_player, ea, eb = counted
        for g in rel if np is None else ():
            o = g.outcome
            if o is None or g.stage is not swiss or (limited and g.round > last):
                if o is None and g.stage is swiss and not (limited and g.round > last):
                    outstanding += 1
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
        if np is None:
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
    except (_OutOfRange, IndexError, TypeError, OverflowError):
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
        outstanding=outstanding,
        edges=(ea, eb, off),
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


def _count_games_numpy(
    np: Any,
    rel: Sequence[Game],
    pt: dict[str, int],
    need_pairs: bool,
    off: int,
    size: int,
    through_round: int | None,
) -> tuple[
    list[int],
    list[int],
    list[int],
    list[Game],
    int,
    list[tuple[int, int, int, int]],
    array[int],
    array[int],
]:
    """_tally_direct's pass over the games with numpy: the loop only reads each game and
    notes its players' slots and its result as a code (0 double loss, 1 or 2: player a
    won, by a modified win for 2, 3 or 4: player b won), and numpy sums the points, wins
    and games per slot (float64: exact, the caller checks the totals stay below 2**53).
    About a third less time than updating the counters in the loop at 65,536 players.
    Returns points, wins, games against a player, one-player games, outstanding results,
    the two-player results when asked for, and the two slot columns; raises _OutOfRange
    (or TypeError) like the loop."""
    p_win, p_mod, p_loss, p_dl = pt["win"], pt["mod"], pt["loss"], pt["dl"]
    ea = array("q")
    eb = array("q")
    ec = array("b")
    add_a, add_b, add_c = ea.append, eb.append, ec.append
    singles: list[Game] = []
    o_dl, o_mod = Outcome.DOUBLE_LOSS, Outcome.MODIFIED_WIN
    swiss = Stage.SWISS
    limited = through_round is not None
    last = through_round if through_round is not None else 0
    outstanding = 0
    for g in rel:
        o = g.outcome
        if o is None or g.stage is not swiss or (limited and g.round > last):
            if o is None and g.stage is swiss and not (limited and g.round > last):
                outstanding += 1
            continue
        pb_id = g.player_b
        if pb_id is None:
            singles.append(g)
            continue
        pa_id = g.player_a
        add_a(pa_id - off)
        add_b(pb_id - off)
        w = g.winner
        if o is o_dl or w is None:
            add_c(0)
        elif w == pa_id:
            add_c(2 if o is o_mod else 1)
        else:
            add_c(4 if o is o_mod else 3)
    a = np.frombuffer(ea, dtype=np.int64)
    b = np.frombuffer(eb, dtype=np.int64)
    code = np.frombuffer(ec, dtype=np.int8)
    if len(a) and (min(a.min(), b.min()) < 0 or max(a.max(), b.max()) >= size):
        raise _OutOfRange
    to_a = np.array([p_dl, p_win, p_mod, p_loss, p_loss], dtype=np.int64)
    to_b = np.array([p_dl, p_loss, p_loss, p_win, p_mod], dtype=np.int64)
    won_a, won_b = a[(code == 1) | (code == 2)], b[code >= 3]
    pts = np.bincount(a, weights=to_a[code].astype(np.float64), minlength=size)
    pts += np.bincount(b, weights=to_b[code].astype(np.float64), minlength=size)
    wins = np.bincount(won_a, minlength=size) + np.bincount(won_b, minlength=size)
    nopp = np.bincount(a, minlength=size) + np.bincount(b, minlength=size)
    two_player: list[tuple[int, int, int, int]] = []
    if need_pairs:
        two_player = list(
            zip(
                map(add, ea, repeat(off)),
                map(add, eb, repeat(off)),
                to_a[code].tolist(),
                to_b[code].tolist(),
                strict=True,
            )
        )
    return (
        cast(list[int], pts.astype(np.int64).tolist()),
        cast(list[int], wins.tolist()),
        cast(list[int], nopp.tolist()),
        singles,
        outstanding,
        two_player,
        ea,
        eb,
    )


def _numpy_for(games: int, players: int = 0) -> Any:
    """numpy when it pays for this many games or players (see NUMPY_GAMES) and is there,
    else None."""
    if "numpy" not in sys.modules and games < NUMPY_GAMES and players < NUMPY_PLAYERS:
        return None
    try:
        import numpy
    except ImportError:  # pragma: no cover - numpy comes with rustworkx
        return None
    return numpy


# From this many games on, the tally's count and spreads import numpy if nothing has yet
# (about 0.2 s, which they then win back); with fewer they use numpy only when loaded.
NUMPY_GAMES = 150_000
# The pairing also loads it from this many players: it then uses numpy for the standings
# order, the opponents and the tables too. Measured in fresh processes (loading included):
# 24,576 players × 4 rounds 0.38 s with numpy, 0.43 s without; 32,768 × 2 0.44 s and
# 0.48 s; 16,384 × 12 0.43 s and 0.35 s.
NUMPY_PLAYERS = 20_000


def _spread(value: list[int], ea: array[int], eb: array[int], max_k: int, size: int) -> list[int]:
    """For every game (x, y): add value[y] to x's total and value[x] to y's."""
    top = max(map(abs, value), default=0) * max_k + 1
    if top < _EXACT_FLOAT and _numpy_for(len(ea)) is not None:
        spread = _numpy_spread()
        if spread is not None:
            return spread(value, ea, eb, size)
    return _spread_loop(value, ea, eb, top, size)


def _spread_loop(
    value: list[int], ea: array[int], eb: array[int], top: int, size: int
) -> list[int]:
    """_spread in Python (exact for any size of totals, see _zeros)."""
    total = _zeros(size, top)
    v = array(total.typecode, value) if isinstance(total, array) else value
    for x, y in zip(ea, eb, strict=True):
        total[x] += v[y]
        total[y] += v[x]
    return _integers(total)


def _numpy_spread() -> Callable[[list[int], array[int], array[int], int], list[int]] | None:
    """_spread with numpy (None without numpy): the sums are float64, exact while every
    total stays below 2**53 (the caller checks), like _zeros' array('d')."""
    try:
        import numpy as np
    except ImportError:  # pragma: no cover - numpy comes with rustworkx
        return None

    def spread(value: list[int], ea: array[int], eb: array[int], size: int) -> list[int]:
        v = np.array(value, dtype=np.float64)
        a = np.frombuffer(ea, dtype=np.int64)
        b = np.frombuffer(eb, dtype=np.int64)
        total = np.bincount(a, weights=v[b], minlength=size)
        total += np.bincount(b, weights=v[a], minlength=size)
        return cast(list[int], total.astype(np.int64).tolist())

    return spread


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


# From this many players, when numpy is loaded already, standings_order sorts with numpy.
NUMPY_ROWS = 20_000


def _order_keys_numpy(t: Tallies, n: int, tiebreaks: Sequence[Tiebreak]) -> list[Any] | None:
    """standings_order's sort keys as numpy arrays, least significant first (the ids,
    then the tiebreak columns from the last), the same numbers as the Python columns;
    None when some value is not a machine integer or a quotient might not be exact (its
    terms must stay below 2**53: both are then exact floats and the quotient is
    correctly rounded, as Python's int / int is)."""
    np = sys.modules["numpy"]
    ids = np.array(t.ids[:n])
    nopp = np.array(t.nopp[:n])
    if ids.dtype.kind != "i" or nopp.dtype.kind != "i":
        return None
    columns: list[Any] = []
    for tb in tiebreaks:
        if tb is Tiebreak.POINTS:
            pts = np.array(t.pts[:n])
            if pts.dtype.kind != "i":
                return None
            columns.append(-pts)
        elif tb is Tiebreak.SOS or tb is Tiebreak.ESOS:
            sos = tb is Tiebreak.SOS
            num = np.array(t.sos_num[:n] if sos else t.esos_num[:n])
            den = t.sos_den if sos else t.esos_den
            if num.dtype.kind != "i":
                return None
            top = int(np.abs(num).max(initial=0))
            bottom = max(1, int(nopp.max(initial=0))) * den
            if top >= _EXACT_FLOAT or bottom >= _EXACT_FLOAT:
                return None
            value = np.zeros(n)
            has = nopp > 0
            value[has] = num[has] / (nopp[has] * den)
            columns.append(-value)
        else:
            columns.append(np.zeros(n))
    return [ids, *reversed(columns)]


def _random_last_order_numpy(keys: list[Any], ids: list[int], seed: int) -> list[int]:
    """standings_order's sorts with numpy's stable lexsort on ``keys`` (_order_keys_numpy):
    one on the columns and the ids, then, when some players tie on every column, one
    more with their negated random keys (0 for the others, whom the columns already tell
    apart) before the ids."""
    np = sys.modules["numpy"]
    order = np.lexsort(keys)
    n = len(ids)
    if n < 2:
        return cast(list[int], order.tolist())
    tied = np.ones(n - 1, dtype=bool)
    for key in keys[1:]:
        ranked = key[order]
        tied &= ranked[1:] == ranked[:-1]
    if not tied.any():
        return cast(list[int], order.tolist())
    in_run = np.zeros(n, dtype=bool)
    in_run[1:] |= tied
    in_run[:-1] |= tied
    members = order[in_run].tolist()
    drawn = np.zeros(n)
    drawn[members] = random_keys(seed, map(ids.__getitem__, members))
    return cast(list[int], np.lexsort([keys[0], -drawn, *keys[1:]]).tolist())


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


def standings_order(t: Tallies, n: int, profile: ScoringProfile, seed: int) -> list[int]:
    """``rank_order(t, n, profile, seed)[0]``: the indices of the first ``n`` players,
    best first, and nothing else. When the random tiebreak comes last (and head-to-head
    not at all) it is computed only for the players tied on every other key: their
    random keys, and the sort on them, are all that remain to do after the other sorts,
    and few players are tied that far."""
    order = _dedupe(profile.tiebreaks)
    if not order or order[-1] is not Tiebreak.RANDOM or Tiebreak.HEAD_TO_HEAD in order:
        return _ordering(t, n, profile, seed)[0]
    ids = t.ids[:n]
    if n >= NUMPY_ROWS and "numpy" in sys.modules:
        keys = _order_keys_numpy(t, n, order[:-1])
        if keys is not None:
            return _random_last_order_numpy(keys, ids, seed)
    den, eden = t.sos_den, t.esos_den
    nopp = t.nopp[:n]

    def column(tb: Tiebreak) -> list[float]:
        if tb is Tiebreak.POINTS:
            return list(map(neg, t.pts[:n]))
        if tb is Tiebreak.SOS:
            sos = [s / (k * den) if k else 0.0 for s, k in zip(t.sos_num[:n], nopp, strict=True)]
            return list(map(neg, sos))
        if tb is Tiebreak.ESOS:
            esos = [s / (k * eden) if k else 0.0 for s, k in zip(t.esos_num[:n], nopp, strict=True)]
            return list(map(neg, esos))
        return [0.0] * n

    columns = [column(tb) for tb in order[:-1]]
    order_idx = _lex_order(columns, ids)
    # the positions equal to the one before on every column (only those equal on the last
    # one can be: few, where the other columns are compared)
    after: list[int] = list(range(1, n))
    if columns:
        final = list(map(columns[-1].__getitem__, order_idx))
        after = [
            pos
            for pos in compress(range(1, n), map(eq, final[1:], final[:-1]))
            if all(c[order_idx[pos]] == c[order_idx[pos - 1]] for c in columns[:-1])
        ]
    i = 0
    while i < len(after):
        first = last = after[i]
        while i + 1 < len(after) and after[i + 1] == last + 1:
            i += 1
            last += 1
        i += 1
        run = order_idx[first - 1 : last + 1]  # in id order (the sorts are stable)
        key = list(map(neg, random_keys(seed, map(ids.__getitem__, run))))
        order_idx[first - 1 : last + 1] = [
            run[j] for j in sorted(range(len(run)), key=key.__getitem__)
        ]
    return order_idx


def _shared_ranks(columns: Sequence[Sequence[float]], order_idx: list[int]) -> list[int]:
    """The rank of each player (by index, not by position): their position in
    ``order_idx`` (from 1), or the rank of the one before when equal on every column
    (shared ranks 1, 2, 2, 4).

    Only the positions equal to the one before on the last column can share a rank, and
    with a random tiebreak there are hardly any: the other columns are compared there."""
    n = len(order_idx)
    rank = [0] * n
    for pos, i in enumerate(order_idx, start=1):
        rank[i] = pos
    if n < 2:
        return rank
    if not columns:
        return [1] * n
    last = list(map(columns[-1].__getitem__, order_idx))
    for pos in compress(range(1, n), map(eq, last[1:], last[:-1])):
        i, j = order_idx[pos], order_idx[pos - 1]
        if all(col[i] == col[j] for col in columns):
            rank[i] = rank[j]
    return rank


def compute_standings(
    players: Sequence[PlayerEntry],
    games: Sequence[Game],
    profile: ScoringProfile,
    seed: int,
    through_round: int | None = None,
) -> list[StandingRow]:
    """Standings of the Swiss stage, best first; fully tied players share a rank.

    All arithmetic is on integers (points × a scale, averages over a common denominator),
    so equal SoS or extended SoS compare equal however the opponents were summed; the
    floats shown are correctly rounded from those exact values.
    """
    # The call makes one row per player and no reference cycles: the cyclic collector would
    # only rescan those rows (0.1–0.3 s at 65,536 players), so it waits until the end.
    with collector_paused():
        return _compute_standings(players, games, profile, seed, through_round)


def _compute_standings(
    players: Sequence[PlayerEntry],
    games: Sequence[Game],
    profile: ScoringProfile,
    seed: int,
    through_round: int | None,
) -> list[StandingRow]:
    need_pairs = Tiebreak.HEAD_TO_HEAD in profile.tiebreaks
    ids: list[int] = list(dict.fromkeys(map(_ID, players)))
    t = _tally(ids, games, profile, through_round, need_pairs)
    if len(ids) == len(players):
        listed = list(players)
    else:  # the first entry of each id, aligned with the first n entries of t.ids
        entries: dict[int, PlayerEntry] = {}
        for e in players:
            entries.setdefault(e.id, e)
        listed = list(entries.values())
    n = len(listed)
    order_idx, columns, h2h, sos, esos, rkey = _ordering(t, n, profile, seed)
    tr = through_round
    dropped = [
        (e.dropped or e.disqualified)
        and not (
            tr is not None and e.dropped_after_round is not None and e.dropped_after_round > tr
        )
        for e in listed
    ]
    scale = t.scale
    # Rows are built in the players' own order (their objects are read in the order they
    # sit in memory), then put in standings order: about twice as fast at 65,536 players
    # as reading everything in standings order, which is a random access per field.
    # (t.ids and t.pts go on with unlisted players; map stops after the n listed ones.)
    rows = list(
        map(
            StandingRow,
            _shared_ranks(columns, order_idx),
            t.ids,
            map(_NAME, listed),
            map(truediv, t.pts, repeat(scale)),
            sos,
            esos,
            t.wins,
            t.losses,
            t.byes,
            dropped,
            t.rnd,
            rkey,
            map(truediv, h2h, repeat(scale)),
        )
    )
    return list(map(rows.__getitem__, order_idx))


def _dedupe(order: Sequence[Tiebreak]) -> tuple[Tiebreak, ...]:
    seen: list[Tiebreak] = []
    for tb in order:
        if tb not in seen:
            seen.append(tb)
    return tuple(seen)
