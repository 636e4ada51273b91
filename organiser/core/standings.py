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
- SoS and extended SoS are compared rounded to 9 decimals (so that the same fractions
  summed in another order compare equal). Players equal on every tiebreak of the
  profile share a rank (1, 2, 2, 4, ...).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction

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
_WIN_OUTCOMES = frozenset({Outcome.WIN, Outcome.CONCESSION, Outcome.DECKED})


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
    scale = _scale(profile)
    p_win = round(profile.win * scale)
    p_mod = round(profile.modified_win * scale)
    p_loss = round(profile.loss * scale)
    p_bye = round(profile.bye * scale)
    p_dl = round(profile.double_loss * scale)
    p_unpaired = round(profile.unpaired_loss * scale)
    order = _dedupe(profile.tiebreaks)
    want_h2h = Tiebreak.HEAD_TO_HEAD in order

    idx: dict[int, int] = {}
    for entry in players:
        idx.setdefault(entry.id, len(idx))
    n = len(idx)
    pts = [0] * n
    rnd = [0] * n
    wins = [0] * n
    losses = [0] * n
    byes = [0] * n
    nopp = [0] * n
    ea: list[int] = []
    eb: list[int] = []
    h2h_games: list[tuple[int, int, int, int]] = []

    def grow(pid: int) -> int:
        i = idx[pid] = len(pts)
        for arr in (pts, rnd, wins, losses, byes, nopp):
            arr.append(0)
        return i

    swiss = Stage.SWISS
    o_bye, o_unpaired = Outcome.BYE, Outcome.UNPAIRED_LOSS
    o_dl, o_mod = Outcome.DOUBLE_LOSS, Outcome.MODIFIED_WIN
    get = idx.get
    tr = through_round
    for g in games:
        o = g.outcome
        if o is None or g.stage is not swiss or (tr is not None and g.round > tr):
            continue
        a = g.player_a
        ia = get(a)
        if ia is None:
            ia = grow(a)
        rnd[ia] += 1
        b = g.player_b
        if b is None:
            if o is o_bye or (o is not o_unpaired and g.winner == a):
                pts[ia] += p_bye
                byes[ia] += 1
            else:
                pts[ia] += p_unpaired
                losses[ia] += 1
            continue
        ib = get(b)
        if ib is None:
            ib = grow(b)
        rnd[ib] += 1
        nopp[ia] += 1
        nopp[ib] += 1
        ea.append(ia)
        eb.append(ib)
        w = g.winner
        if o is o_dl or w is None:
            pa = pb = p_dl
            losses[ia] += 1
            losses[ib] += 1
        elif w == a:
            pa = p_mod if o is o_mod else p_win
            pb = p_loss
            wins[ia] += 1
            losses[ib] += 1
        else:
            pa = p_loss
            pb = p_mod if o is o_mod else p_win
            wins[ib] += 1
            losses[ia] += 1
        pts[ia] += pa
        pts[ib] += pb
        if want_h2h:
            h2h_games.append((ia, ib, pa, pb))

    # Exact SoS: avg_o = pts_o / rnd_o = (pts_o · L / rnd_o) / L with L = lcm(1..max rounds).
    big_l = math.lcm(*range(1, max(rnd, default=0) + 1)) if rnd else 1
    wavg = [p * (big_l // r) if r else 0 for p, r in zip(pts, rnd, strict=True)]
    sos_num = [0] * len(pts)
    for x, y in zip(ea, eb, strict=True):
        sos_num[x] += wavg[y]
        sos_num[y] += wavg[x]
    # SoS_p = sos_num_p / (nopp_p · L · scale); for the extended SoS put the opponents'
    # SoS over the common denominator K = lcm(1..max opponents).
    big_k = math.lcm(*range(1, max(nopp, default=0) + 1)) if nopp else 1
    wsos = [s * (big_k // k) if k else 0 for s, k in zip(sos_num, nopp, strict=True)]
    esos_num = [0] * len(pts)
    for x, y in zip(ea, eb, strict=True):
        esos_num[x] += wsos[y]
        esos_num[y] += wsos[x]
    sos_den = big_l * scale
    esos_den = sos_den * big_k

    ids = list(idx)[:n]
    sos = [sos_num[i] / (nopp[i] * sos_den) if nopp[i] else 0.0 for i in range(n)]
    esos = [esos_num[i] / (nopp[i] * esos_den) if nopp[i] else 0.0 for i in range(n)]
    rkey = [random_key(seed, pid) for pid in ids]

    def key_of(i: int, tb: Tiebreak) -> float:
        if tb is Tiebreak.POINTS:
            return -pts[i]
        if tb is Tiebreak.SOS:
            return -sos[i]
        if tb is Tiebreak.ESOS:
            return -esos[i]
        if tb is Tiebreak.RANDOM:
            return -rkey[i]
        return 0.0

    if want_h2h:
        cut = order.index(Tiebreak.HEAD_TO_HEAD)
        prefix, suffix = order[:cut], order[cut + 1 :]
    else:
        prefix, suffix = order, ()
    columns = [[key_of(i, tb) for i in range(n)] for tb in prefix]
    keys: list[tuple[float, ...]] = list(zip(*columns, strict=True)) if columns else [()] * n
    order_idx = sorted(range(n), key=lambda i: (keys[i], ids[i]))

    h2h = [0] * n
    if want_h2h:
        per_player: dict[int, list[tuple[int, int]]] = {}
        for x, y, px, py in h2h_games:
            per_player.setdefault(x, []).append((y, px))
            per_player.setdefault(y, []).append((x, py))
        full: dict[int, tuple[float, ...]] = {}
        pos = 0
        while pos < n:
            end = pos + 1
            while end < n and keys[order_idx[end]] == keys[order_idx[pos]]:
                end += 1
            block = order_idx[pos:end]
            if len(block) > 1:
                members = set(block)
                for i in block:
                    h2h[i] = sum(pp for opp, pp in per_player.get(i, ()) if opp in members)
            for i in block:
                full[i] = (*keys[i], -h2h[i], *(key_of(i, tb) for tb in suffix))
            pos = end
        order_idx.sort(key=lambda i: (full[i], ids[i]))
        keys = [full[i] for i in range(n)]

    entries = {e.id: e for e in players}
    result: list[StandingRow] = []
    append = result.append
    prev: tuple[float, ...] | None = None
    rank = 0
    for position, i in enumerate(order_idx, start=1):
        k = keys[i]
        if k != prev:
            rank = position
            prev = k
        entry = entries[ids[i]]
        dropped = entry.dropped or entry.disqualified
        if (
            dropped
            and tr is not None
            and entry.dropped_after_round is not None
            and entry.dropped_after_round > tr
        ):
            dropped = False
        append(
            StandingRow(
                rank,
                entry.id,
                entry.name,
                pts[i] / scale,
                sos[i],
                esos[i],
                wins[i],
                losses[i],
                byes[i],
                dropped,
                rnd[i],
                rkey[i],
                h2h[i] / scale,
            )
        )
    return result


def _dedupe(order: Sequence[Tiebreak]) -> tuple[Tiebreak, ...]:
    seen: list[Tiebreak] = []
    for tb in order:
        if tb not in seen:
            seen.append(tb)
    return tuple(seen)
