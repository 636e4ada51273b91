"""Random joust event histories for the pairing and standings tests.

Previous rounds are paired the way a careless organiser might (points order, greedy,
rematches avoided when the greedy can), with random results, drops, late entries (with
unpaired losses for the rounds they missed), byes and the odd double loss.
"""

from __future__ import annotations

import random
from dataclasses import replace

from organiser.core.model import Game, Outcome, PlayerEntry


def random_history(
    rng: random.Random,
    n_players: int,
    rounds: int,
    *,
    drop_p: float = 0.04,
    late_p: float = 0.05,
    modified_p: float = 0.2,
    double_loss_p: float = 0.02,
    swiss_p: float = 0.85,
) -> tuple[list[PlayerEntry], list[Game]]:
    """Players and the Swiss games of ``rounds`` rounds already played."""
    players = {i: PlayerEntry(id=i, name=f"Player {i}") for i in range(1, n_players + 1)}
    late = {p: rng.randint(2, max(2, rounds)) for p in players if rng.random() < late_p}
    points = dict.fromkeys(players, 0)
    byes = dict.fromkeys(players, 0)
    met: dict[int, set[int]] = {p: set() for p in players}
    games: list[Game] = []
    for r in range(1, rounds + 1):
        active = [p for p in players if not players[p].dropped and late.get(p, 1) <= r]
        for p in players:
            if late.get(p, 1) == r and r > 1:
                for missed in range(1, r):
                    games.append(Game(missed, 0, p, None, outcome=Outcome.UNPAIRED_LOSS))
        if rng.random() < swiss_p:
            active.sort(key=lambda p: (-points[p], rng.random()))
        else:
            rng.shuffle(active)
        bye = None
        if len(active) % 2:
            bye = min(reversed(active), key=lambda p: byes[p])
            active.remove(bye)
            games.append(Game(r, 0, bye, None, winner=bye, outcome=Outcome.BYE))
            points[bye] += 5
            byes[bye] += 1
        pending: list[int] = []
        pairs: list[tuple[int, int]] = []
        for x in active:
            for k, y in enumerate(pending):
                if y not in met[x]:
                    pending.pop(k)
                    pairs.append((y, x))
                    break
            else:
                pending.append(x)
        pairs.extend((pending[i], pending[i + 1]) for i in range(0, len(pending) - 1, 2))
        for t, (a, b) in enumerate(pairs, start=1):
            met[a].add(b)
            met[b].add(a)
            if rng.random() < double_loss_p:
                games.append(Game(r, t, a, b, winner=None, outcome=Outcome.DOUBLE_LOSS))
                continue
            w = rng.choice((a, b))
            mod = rng.random() < modified_p
            outcome = Outcome.MODIFIED_WIN if mod else Outcome.WIN
            games.append(Game(r, t, a, b, winner=w, outcome=outcome))
            points[w] += 4 if mod else 5
        for p in active:
            if rng.random() < drop_p:
                players[p] = replace(players[p], dropped=True, dropped_after_round=r)
    # players whose late start is after the last round have not arrived: not registered
    registered = [e for p, e in players.items() if late.get(p, 1) <= rounds + 1]
    return registered, games
