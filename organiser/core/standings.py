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


class _Tally:
    """Per-player accumulators, built in one pass over the games."""

    __slots__ = ("byes", "h2h_games", "losses", "opponents", "points", "rounds", "wins")

    def __init__(self) -> None:
        self.points = 0.0
        self.rounds = 0
        self.wins = 0
        self.losses = 0
        self.byes = 0
        self.opponents: list[int] = []
        self.h2h_games: list[tuple[int, float]] = []  # (opponent, points scored)


def _tally(
    games: Sequence[Game], profile: ScoringProfile, through_round: int | None
) -> dict[int, _Tally]:
    tallies: dict[int, _Tally] = {}
    get = tallies.get
    win_pts, mod_pts, loss_pts = profile.win, profile.modified_win, profile.loss
    dl_pts = profile.double_loss
    swiss = Stage.SWISS
    for g in games:
        outcome = g.outcome
        if outcome is None or g.stage is not swiss:
            continue
        if through_round is not None and g.round > through_round:
            continue
        a, b = g.player_a, g.player_b
        ta = get(a)
        if ta is None:
            ta = tallies[a] = _Tally()
        ta.rounds += 1
        if b is None:
            if outcome is Outcome.BYE or (outcome is not Outcome.UNPAIRED_LOSS and g.winner == a):
                ta.points += profile.bye
                ta.byes += 1
            else:
                ta.points += profile.unpaired_loss
                ta.losses += 1
            continue
        tb = get(b)
        if tb is None:
            tb = tallies[b] = _Tally()
        tb.rounds += 1
        ta.opponents.append(b)
        tb.opponents.append(a)
        winner = g.winner
        if outcome is Outcome.DOUBLE_LOSS or winner is None:
            pa = pb = dl_pts
            ta.losses += 1
            tb.losses += 1
        else:
            won = mod_pts if outcome is Outcome.MODIFIED_WIN else win_pts
            if winner == a:
                pa, pb = won, loss_pts
                ta.wins += 1
                tb.losses += 1
            else:
                pa, pb = loss_pts, won
                tb.wins += 1
                ta.losses += 1
        ta.points += pa
        tb.points += pb
        ta.h2h_games.append((b, pa))
        tb.h2h_games.append((a, pb))
    return tallies


def compute_standings(
    players: Sequence[PlayerEntry],
    games: Sequence[Game],
    profile: ScoringProfile,
    seed: int,
    through_round: int | None = None,
) -> list[StandingRow]:
    """Standings of the Swiss stage, best first; fully tied players share a rank."""
    tallies = _tally(games, profile, through_round)
    empty = _Tally()

    # Average points per round played of everyone who appears (opponents may be unlisted).
    avg: dict[int, float] = {
        p: (t.points / t.rounds if t.rounds else 0.0) for p, t in tallies.items()
    }
    sos: dict[int, float] = {}
    fsum = math.fsum
    for p, t in tallies.items():
        opps = t.opponents
        sos[p] = fsum([avg[o] for o in opps]) / len(opps) if opps else 0.0
    esos: dict[int, float] = {}
    for p, t in tallies.items():
        opps = t.opponents
        esos[p] = fsum([sos[o] for o in opps]) / len(opps) if opps else 0.0

    order = _dedupe(profile.tiebreaks)
    # Rows before ordering: (player entry, tally, sos, esos, random key).
    rows: list[tuple[PlayerEntry, _Tally, float, float, float]] = []
    for entry in players:
        t = tallies.get(entry.id, empty)
        rows.append(
            (
                entry,
                t,
                sos.get(entry.id, 0.0),
                esos.get(entry.id, 0.0),
                random_key(seed, entry.id),
            )
        )

    def key_of(row: tuple[PlayerEntry, _Tally, float, float, float], tb: Tiebreak) -> float:
        _entry, t, s, e, r = row
        if tb is Tiebreak.POINTS:
            return -t.points
        if tb is Tiebreak.SOS:
            return -round(s, 9)
        if tb is Tiebreak.ESOS:
            return -round(e, 9)
        if tb is Tiebreak.RANDOM:
            return -r
        return 0.0

    if Tiebreak.HEAD_TO_HEAD in order:
        cut = order.index(Tiebreak.HEAD_TO_HEAD)
        prefix, suffix = order[:cut], order[cut + 1 :]
    else:
        prefix, suffix = order, ()

    keyed = [(tuple(key_of(row, tb) for tb in prefix), row[0].id, row) for row in rows]
    keyed.sort(key=lambda k: (k[0], k[1]))

    # Final sort keys: (prefix keys, -h2h, suffix keys); h2h only within prefix ties.
    final: list[
        tuple[tuple[float, ...], int, float, tuple[PlayerEntry, _Tally, float, float, float]]
    ] = []
    i = 0
    n = len(keyed)
    use_h2h = Tiebreak.HEAD_TO_HEAD in order
    while i < n:
        j = i + 1
        while j < n and keyed[j][0] == keyed[i][0]:
            j += 1
        block = keyed[i:j]
        h2h: dict[int, float] = {}
        if use_h2h and len(block) > 1:
            members = {k[1] for k in block}
            for k in block:
                t = k[2][1]
                h2h[k[1]] = sum(pts for opp, pts in t.h2h_games if opp in members)
        for k in block:
            hv = h2h.get(k[1], 0.0)
            full = (*k[0], -hv, *(key_of(k[2], tb) for tb in suffix)) if use_h2h else k[0]
            final.append((full, k[1], hv, k[2]))
        i = j
    final.sort(key=lambda f: (f[0], f[1]))

    dropped_cut = through_round
    result: list[StandingRow] = []
    prev_key: tuple[float, ...] | None = None
    rank = 0
    for pos, (full, _pid, hv, (entry, t, s, e, r)) in enumerate(final, start=1):
        if full != prev_key:
            rank = pos
            prev_key = full
        dropped = entry.dropped or entry.disqualified
        if (
            dropped
            and dropped_cut is not None
            and entry.dropped_after_round is not None
            and entry.dropped_after_round > dropped_cut
        ):
            dropped = False
        result.append(
            StandingRow(
                rank=rank,
                player=entry.id,
                name=entry.name,
                points=t.points,
                sos=s,
                esos=e,
                wins=t.wins,
                losses=t.losses,
                byes=t.byes,
                dropped=dropped,
                rounds_played=t.rounds,
                random_key=r,
                h2h=hv,
            )
        )
    return result


def _dedupe(order: Sequence[Tiebreak]) -> tuple[Tiebreak, ...]:
    seen: list[Tiebreak] = []
    for tb in order:
        if tb not in seen:
            seen.append(tb)
    return tuple(seen)
