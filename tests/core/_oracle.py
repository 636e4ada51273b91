"""The exact oracle: a maximum-weight matching on the complete graph (networkx).

Built independently of organiser.core.pairing: opponents, byes and points come straight
from the games, the bye order from the standings, and the lexicographic objective is
encoded in the edge weights.
"""

from __future__ import annotations

from collections.abc import Sequence

import networkx as nx

from organiser.core.model import Game, Outcome, PlayerEntry, ScoringProfile, Stage
from organiser.core.standings import compute_standings

BYE = -1


class Instance:
    """The round to pair, seen from the raw games."""

    def __init__(
        self,
        players: Sequence[PlayerEntry],
        games: Sequence[Game],
        round_number: int,
        seed: int,
        profile: ScoringProfile,
    ) -> None:
        history = [g for g in games if g.stage is Stage.SWISS and g.round < round_number]
        standings = compute_standings(players, history, profile, seed)
        active = {
            p.id
            for p in players
            if p.checked_in
            and not p.disqualified
            and (
                not p.dropped
                or (p.dropped_after_round is not None and p.dropped_after_round >= round_number)
            )
        }
        self.ids = [r.player for r in standings if r.player in active]
        # points doubled: ffg-2e points are integers, so squares stay exact
        self.score = {r.player: round(r.points * 2) for r in standings}
        self.met: set[frozenset[int]] = {
            frozenset((g.player_a, g.player_b)) for g in history if g.player_b is not None
        }
        byes = {p: 0 for p in self.ids}
        for g in history:
            if g.outcome is Outcome.BYE and g.player_a in byes:
                byes[g.player_a] += 1
        pos = {p: i for i, p in enumerate(self.ids)}
        self.bye_order = sorted(self.ids, key=lambda p: (byes[p], -pos[p]))

    def objective(
        self, pairs: Sequence[tuple[int, int]], bye: int | None
    ) -> tuple[int, int, int, int]:
        """(rematches, bye rank, pair-downs, Σ gap²) with gaps in half points."""
        rem = sum(1 for a, b in pairs if frozenset((a, b)) in self.met)
        pd = sum(1 for a, b in pairs if self.score[a] != self.score[b])
        gaps = sum((self.score[a] - self.score[b]) ** 2 for a, b in pairs)
        return rem, (-1 if bye is None else self.bye_order.index(bye)), pd, gaps

    def solve(self) -> tuple[tuple[int, int, int, int], list[tuple[int, int]], int | None]:
        ids = self.ids
        n = len(ids)
        npairs = (n + 1) // 2
        spread = max(self.score[p] for p in ids) - min(self.score[p] for p in ids)
        w_pd = spread**2 * npairs + 1
        w_bye = w_pd * (npairs + 1)
        w_rem = w_bye * (n + 1)
        top = w_rem * (npairs + 1)
        graph = nx.Graph()
        for i, a in enumerate(ids):
            for b in ids[i + 1 :]:
                d = self.score[a] - self.score[b]
                cost = d * d + (w_pd if d else 0)
                if frozenset((a, b)) in self.met:
                    cost += w_rem
                graph.add_edge(a, b, weight=top - cost)
            if n % 2:
                graph.add_edge(a, BYE, weight=top - w_bye * self.bye_order.index(a))
        matching = nx.max_weight_matching(graph, maxcardinality=True)
        pairs: list[tuple[int, int]] = []
        bye = None
        for a, b in matching:
            if BYE in (a, b):
                bye = b if a == BYE else a
            else:
                pairs.append((a, b))
        return self.objective(pairs, bye), pairs, bye
