"""The cut: single elimination after the Swiss rounds (TOURNAMENT_RULES.md, "Cut").

Seeds 1–N, 2–(N−1), … in the first elimination round; afterwards the winner of the first
game meets the winner of the last, and so on inwards. A seed without an opponent (fewer
qualified players than the bracket, a double loss, a drop recorded as a bye) advances on
a bye. Cut games are matched to the bracket by their two players (two players meet at most
once in single elimination), so the round numbers the store gives them do not matter.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from organiser.core.errors import Conflict, UserError
from organiser.core.model import Game, Outcome, Stage, StandingRow

CUT_SIZES = (2, 4, 8, 16, 32)

Pairing = tuple[int, int | None]


def cut_seeds(
    standings: Sequence[StandingRow], size: int, unavailable: Collection[int] = ()
) -> list[int]:
    """Player ids of the cut, seed 1 first.

    Players in ``unavailable`` and players marked dropped in the standings are skipped,
    so the next in standings comes in at the lowest seed. With fewer eligible players than
    ``size``, all of them are returned (the bracket gives byes up to the next power of two).
    """
    if size not in CUT_SIZES:
        raise UserError(
            f"A cut has 2, 4, 8, 16 or 32 players, not {size}.", size=size, allowed=CUT_SIZES
        )
    out = set(unavailable)
    seeds: list[int] = []
    for row in standings:
        if row.dropped or row.player in out:
            continue
        seeds.append(row.player)
        if len(seeds) == size:
            break
    return seeds


def _bracket_size(count: int) -> int:
    size = 1
    while size < count:
        size *= 2
    return size


def _first_round(seeds: Sequence[int]) -> list[Pairing]:
    size = _bracket_size(len(seeds))
    pairs: list[Pairing] = []
    for i in range(size // 2):
        a = seeds[i]
        j = size - 1 - i
        pairs.append((a, seeds[j] if j < len(seeds) else None))
    return pairs


def _next_round(winners: Sequence[int | None]) -> list[Pairing]:
    pairs: list[Pairing] = []
    k = len(winners)
    for i in range(k // 2):
        a, b = winners[i], winners[k - 1 - i]
        if a is None and b is None:
            continue
        if a is None:
            a, b = b, None
        assert a is not None
        pairs.append((a, b))
    if k % 2:  # cannot happen with a power-of-two bracket; kept for safety
        mid = winners[k // 2]
        if mid is not None:
            pairs.append((mid, None))
    return pairs


def _games_by_pair(cut_games: Sequence[Game]) -> dict[frozenset[int], Game]:
    found: dict[frozenset[int], Game] = {}
    for g in cut_games:
        if g.stage is not Stage.CUT or g.player_b is None:
            continue
        found[frozenset((g.player_a, g.player_b))] = g
    return found


def _rounds(
    seeds: Sequence[int], cut_games: Sequence[Game]
) -> tuple[list[list[Pairing]], list[Pairing], list[tuple[int, int]]]:
    """Walk the bracket: (completed rounds, the next round to play, [(player, out_in_round)]).

    The next round is [] when the cut is finished. ``out_in_round`` is the 1-based
    elimination round of each eliminated player.
    """
    if len(set(seeds)) != len(seeds):
        raise UserError("A player is seeded twice in the cut.", seeds=list(seeds))
    by_pair = _games_by_pair(cut_games)
    done: list[list[Pairing]] = []
    eliminated: list[tuple[int, int]] = []
    if len(seeds) < 2:
        return done, [], eliminated
    pairs = _first_round(seeds)
    round_no = 1
    while True:
        real = [(a, b) for a, b in pairs if b is not None]
        if not real:
            # Only byes (after double losses): everyone advances without playing.
            winners_only: list[int | None] = [a for a, _ in pairs]
            if len(winners_only) <= 1:
                return done, [], eliminated
            done.append(pairs)
            pairs = _next_round(winners_only)
            round_no += 1
            continue
        games = [by_pair.get(frozenset(p)) for p in real]
        if all(g is None for g in games):
            return done, pairs, eliminated
        missing = [p for p, g in zip(real, games, strict=True) if g is None or g.outcome is None]
        if missing:
            raise Conflict(
                f"Elimination round {round_no} has results missing: "
                + ", ".join(f"{a} v {b}" for a, b in missing)
                + ".",
                round=round_no,
                missing=[list(p) for p in missing],
            )
        winners: list[int | None] = []
        for a, b in pairs:
            if b is None:
                winners.append(a)
                continue
            g = by_pair[frozenset((a, b))]
            if g.outcome is Outcome.DOUBLE_LOSS or g.winner not in (a, b):
                winners.append(None)
                eliminated.extend([(a, round_no), (b, round_no)])
            else:
                winners.append(g.winner)
                eliminated.append((b if g.winner == a else a, round_no))
        done.append(pairs)
        alive = [w for w in winners if w is not None]
        if len(alive) <= 1:
            return done, [], eliminated
        pairs = _next_round(winners)
        round_no += 1


def cut_round_pairings(seeds: Sequence[int], cut_games: Sequence[Game]) -> list[Pairing]:
    """Pairings of the next elimination round; [] when the cut is finished.

    Raises Conflict if a game of the previous elimination round has no result yet.
    """
    _done, nxt, _out = _rounds(seeds, cut_games)
    return nxt


def final_standings(
    swiss: Sequence[StandingRow], seeds: Sequence[int], cut_games: Sequence[Game]
) -> list[tuple[int, int]]:
    """(place, player): the cut first (winner, finalist, then by round reached and seed),
    then everyone else in Swiss order.

    An unfinished cut ranks the players still in it first, by seed.
    """
    seed_of = {p: i for i, p in enumerate(seeds)}
    done, nxt, eliminated = _rounds(seeds, cut_games)
    out_round = dict(eliminated)
    big = len(done) + 2
    cut_order = sorted(seeds, key=lambda p: (-out_round.get(p, big), seed_of[p]))
    placed = [(place, p) for place, p in enumerate(cut_order, start=1)]
    in_cut = set(seeds)
    place = len(placed)
    for row in swiss:
        if row.player in in_cut:
            continue
        place += 1
        placed.append((place, row.player))
    del nxt
    return placed
