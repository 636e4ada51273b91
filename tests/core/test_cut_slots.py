"""The cut bracket keeps its slots: checked against an independent bracket built from the
sets of seeds each slot can hold (the winner of the first game meets the winner of the
last, inwards), with random double losses and missing seeds."""

from __future__ import annotations

import random

import pytest

from organiser.core.cut import cut_round_pairings
from organiser.core.model import Game, Outcome, Stage


def seed_sets(n: int) -> list[list[frozenset[int]]]:
    """For each round, each slot's two halves as the sets of seed positions that can reach
    them: round 1 slot i holds positions i and n-1-i; a later slot j joins the slots j and
    k-1-j of the round before."""
    rounds = [[(frozenset({i}), frozenset({n - 1 - i})) for i in range(n // 2)]]
    while len(rounds[-1]) > 1:
        prev = [a | b for a, b in rounds[-1]]
        k = len(prev)
        rounds.append([(prev[j], prev[k - 1 - j]) for j in range(k // 2)])
    return rounds  # type: ignore[return-value]


def survivor(positions: frozenset[int], seeds: list[int], out: set[int]) -> int | None:
    alive = [seeds[p] for p in positions if p < len(seeds) and seeds[p] not in out]
    assert len(alive) <= 1, alive
    return alive[0] if alive else None


def expected(seeds: list[int], rnd: int, out: set[int]) -> set[frozenset[int]]:
    n = 1
    while n < len(seeds):
        n *= 2
    shown = set()
    for a, b in seed_sets(n)[rnd]:
        x, y = survivor(a, seeds, out), survivor(b, seeds, out)
        if x is not None or y is not None:
            shown.add(frozenset(p for p in (x, y) if p is not None))
    return shown


@pytest.mark.parametrize("case", range(200))
def test_the_bracket_matches_the_slot_sets(case: int) -> None:
    rng = random.Random(case)
    count = rng.randint(2, 32)
    seeds = list(range(100, 100 + count))
    out: set[int] = set()
    games: list[Game] = []
    rnd = 0
    while True:
        pairs = cut_round_pairings(seeds, games)
        if not pairs:
            break
        # a round of byes only is not played: the bracket moves on to the next one
        while rnd < 5 and all(len(p) < 2 for p in expected(seeds, rnd, out)):
            rnd += 1
        got = {frozenset(p for p in pair if p is not None) for pair in pairs}
        assert got == expected(seeds, rnd, out), (count, rnd, sorted(map(sorted, got)))
        for t, (a, b) in enumerate(pairs, start=1):
            if b is None:
                continue
            if rng.random() < 0.2:
                games.append(Game(10 + rnd, t, a, b, None, Outcome.DOUBLE_LOSS, stage=Stage.CUT))
                out |= {a, b}
            else:
                w = rng.choice((a, b))
                games.append(Game(10 + rnd, t, a, b, w, Outcome.WIN, stage=Stage.CUT))
                out.add(b if w == a else a)
        rnd += 1


def test_two_double_losses_that_meet_keep_the_top_seed_on_the_bye() -> None:
    """Top 16: 4–13 and 5–12 both double losses; their slots meet in round 2 and stay
    empty, so seeds 1, 2 and 3 keep their own games (no bye moves to seed 2)."""
    seeds = list(range(1, 17))
    games = []
    for t, (a, b) in enumerate(cut_round_pairings(seeds, []), start=1):
        if {a, b} in ({4, 13}, {5, 12}):
            games.append(Game(6, t, a, b, None, Outcome.DOUBLE_LOSS, stage=Stage.CUT))
        else:
            games.append(Game(6, t, a, b, min(a, b), Outcome.WIN, stage=Stage.CUT))  # type: ignore[type-var]
    second = cut_round_pairings(seeds, games)
    assert (1, 8) in second and (2, 7) in second and (3, 6) in second
    assert len(second) == 3  # the 4/13 v 5/12 slot is empty: nobody plays it
