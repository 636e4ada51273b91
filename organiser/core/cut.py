"""The cut: single elimination after the Swiss rounds (TOURNAMENT_RULES.md, "Cut").

Seeds 1–N, 2–(N−1), … in the first elimination round; afterwards the winner of the first
game meets the winner of the last, and so on inwards. A seed without an opponent (fewer
qualified players than the bracket, a double loss, a drop recorded as a bye) advances on
a bye. Cut games are matched to the bracket by their two players (two players meet at most
once in single elimination), so the round numbers the store gives them do not matter.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from organiser.core.errors import M_, Conflict, UserError
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
            M_("A cut has 2, 4, 8, 16 or 32 players, not {size}.", size=size),
            size=size,
            allowed=CUT_SIZES,
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


Slot = tuple[int | None, int | None]  # a game's place in the bracket: its two players, if any


def _first_round(seeds: Sequence[int]) -> list[Slot]:
    """Seeds 1–N, 2–(N−1), …: every slot of the first round, a missing seed as None."""
    size = _bracket_size(len(seeds))
    return [
        (seeds[i], seeds[size - 1 - i] if size - 1 - i < len(seeds) else None)
        for i in range(size // 2)
    ]


def _next_round(winners: Sequence[int | None]) -> list[Slot]:
    """The winner of the first slot meets the winner of the last, and so on inwards. Every
    slot keeps its place, even an empty one (two players out together in a double loss),
    so that a bye always goes to the player whose slot has no opponent."""
    k = len(winners)
    return [(winners[i], winners[k - 1 - i]) for i in range(k // 2)]


def _pairing(slot: Slot) -> Pairing | None:
    """A slot as the pairing shown: (player, opponent or None for a bye); None if empty."""
    a, b = slot
    if a is None:
        a, b = b, None
    return None if a is None else (a, b)


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
        raise UserError(M_("A player is seeded twice in the cut."), seeds=list(seeds))
    by_pair = _games_by_pair(cut_games)
    done: list[list[Pairing]] = []
    eliminated: list[tuple[int, int]] = []
    if len(seeds) < 2:
        return done, [], eliminated
    slots = _first_round(seeds)
    round_no = 1
    while True:
        shown = [p for p in map(_pairing, slots) if p is not None]
        real = [(a, b) for a, b in shown if b is not None]
        if real:
            games = [by_pair.get(frozenset(p)) for p in real]
            if all(g is None for g in games):
                return done, shown, eliminated
            missing = [
                p for p, g in zip(real, games, strict=True) if g is None or g.outcome is None
            ]
            if missing:
                raise Conflict(
                    f"Elimination round {round_no} has results missing: "
                    + ", ".join(f"{a} v {b}" for a, b in missing)
                    + ".",
                    round=round_no,
                    missing=[list(p) for p in missing],
                )
        winners = [_slot_winner(slot, by_pair, round_no, eliminated) for slot in slots]
        done.append(shown)
        if sum(1 for w in winners if w is not None) <= 1:
            return done, [], eliminated
        slots = _next_round(winners)
        round_no += 1


def _slot_winner(
    slot: Slot,
    by_pair: dict[frozenset[int], Game],
    round_no: int,
    eliminated: list[tuple[int, int]],
) -> int | None:
    """Who comes out of a slot: the winner of its game, the player of a bye, or nobody (an
    empty slot, a double loss)."""
    a, b = slot
    if a is None or b is None:
        return a if b is None else b
    g = by_pair[frozenset((a, b))]
    if g.outcome is Outcome.DOUBLE_LOSS or g.winner not in (a, b):
        eliminated.extend([(a, round_no), (b, round_no)])
        return None
    eliminated.append((b if g.winner == a else a, round_no))
    return g.winner


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
