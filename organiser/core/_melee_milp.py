"""An exact model of a melee round's seating, solved by HiGHS (a maintained MILP solver).

Set partitioning: one binary column per possible table (every set of players of one of the
split's table sizes), costing ``REPEAT_WEIGHT`` per pair who have met plus one per player at
a table of other than four who sat at one before. Rows: each player sits exactly once; the
split's number of tables of each size. Repeats come first: ``REPEAT_WEIGHT`` is larger than
any possible count of players at odd tables again. The solver starts from the local search's
seating (a warm start), so it only ever improves on it.

The costs are integers, so an absolute gap below 1 proves the optimum: when the solver stops
with ``proven`` it has shown that no seating has fewer repeats (and, for those repeats, fewer
players at an odd table again). Otherwise its dual bound is still a true lower bound.

HiGHS runs single-threaded with a fixed seed and a node limit (not only a time limit), so
the same event gives the same seating on any machine; the time limit is a guard.
"""

from __future__ import annotations

import math
import os
import sys
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

REPEAT_WEIGHT = 1_000
NODE_LIMIT = 500  # most rounds are proven at the root node
TIME_LIMIT = 10.0  # seconds: a guard only; the node limit ends a search first


_quiet_lock = threading.Lock()
_banner_swallowed = False


def _new_highs() -> Any:
    """A HiGHS instance. Its library prints a banner on standard output (the file
    descriptor, past Python) the first time one is made in a process, which would land in
    the middle of ``--json`` output: that first one is made with standard output closed."""
    import highspy

    global _banner_swallowed
    with _quiet_lock:
        if _banner_swallowed:
            return highspy.Highs()  # type: ignore[no-untyped-call]
        _banner_swallowed = True
        sys.stdout.flush()
        saved = os.dup(1)
        try:
            with open(os.devnull, "wb") as null:
                os.dup2(null.fileno(), 1)
                h = highspy.Highs()  # type: ignore[no-untyped-call]
        finally:
            os.dup2(saved, 1)
            os.close(saved)
    return h


@dataclass(frozen=True)
class MilpSeating:
    groups: list[list[int]]
    proven: bool  # the (repeats, odd tables again) of ``groups`` is the optimum
    repeats_bound: int  # no seating has fewer repeats


def _cost(group: Sequence[int], met: Mapping[int, frozenset[int]], odd: Mapping[int, int]) -> int:
    repeats = sum(1 for a, b in combinations(group, 2) if b in met.get(a, frozenset()))
    again = 0 if len(group) == 4 else sum(1 for p in group if odd.get(p, 0))
    return REPEAT_WEIGHT * repeats + again


def solve_seating(
    players: Sequence[int],
    sizes: Sequence[int],
    met: Mapping[int, frozenset[int]],
    odd_before: Mapping[int, int],
    incumbent: Sequence[Sequence[int]],
    *,
    node_limit: int = NODE_LIMIT,
    time_limit: float = TIME_LIMIT,
) -> MilpSeating:
    """The seating of ``players`` into tables of ``sizes`` with the fewest repeats (then the
    fewest players at an odd table again), starting from ``incumbent``."""
    import highspy
    import numpy as np

    index = {p: i for i, p in enumerate(players)}
    wanted: dict[int, int] = {}
    for s in sizes:
        wanted[s] = wanted.get(s, 0) + 1
    size_row = {s: len(players) + k for k, s in enumerate(sorted(wanted))}

    columns: list[tuple[int, ...]] = []
    costs: list[int] = []
    for s in sorted(wanted):
        for group in combinations(players, s):
            columns.append(group)
            costs.append(_cost(group, met, odd_before))
    n_cols = len(columns)
    n_rows = len(players) + len(wanted)

    starts = np.zeros(n_cols + 1, dtype=np.int32)
    rows: list[int] = []
    for c, group in enumerate(columns):
        rows.extend(index[p] for p in group)
        rows.append(size_row[len(group)])
        starts[c + 1] = len(rows)
    rhs = np.array([1.0] * len(players) + [float(wanted[s]) for s in sorted(wanted)])

    lp = highspy.HighsLp()
    lp.num_col_ = n_cols
    lp.num_row_ = n_rows
    lp.col_cost_ = np.array(costs, dtype=np.double)
    lp.col_lower_ = np.zeros(n_cols)
    lp.col_upper_ = np.ones(n_cols)
    lp.row_lower_ = rhs
    lp.row_upper_ = rhs
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_ = starts
    lp.a_matrix_.index_ = np.array(rows, dtype=np.int32)
    lp.a_matrix_.value_ = np.ones(len(rows))
    lp.integrality_ = [highspy.HighsVarType.kInteger] * n_cols

    h = _new_highs()
    for option, value in (
        ("output_flag", False),
        ("threads", 1),
        ("random_seed", 0),
        ("mip_rel_gap", 0.0),
        ("mip_abs_gap", 0.999),
        ("mip_max_nodes", node_limit),
        ("time_limit", time_limit),
        # HiGHS's presolve spends seconds on these models (clique detection over thousands
        # of columns) and gains nothing: the root LP with cuts proves most of them at once
        ("presolve", "off"),
    ):
        h.setOptionValue(option, value)
    h.passModel(lp)

    position = {tuple(sorted(g, key=index.__getitem__)): c for c, g in enumerate(columns)}
    start = np.zeros(n_cols)
    for g in incumbent:
        start[position[tuple(sorted(g, key=index.__getitem__))]] = 1.0
    warm = highspy.HighsSolution()
    warm.col_value = list(start)
    warm.value_valid = True
    h.setSolution(warm)
    h.run()

    status = h.getModelStatus()
    info = h.getInfo()
    values = h.getSolution().col_value
    chosen = [list(columns[c]) for c in range(n_cols) if values[c] > 0.5]
    if len(chosen) != len(sizes) or sorted(p for g in chosen for p in g) != sorted(players):
        chosen = [list(g) for g in incumbent]  # no feasible answer read back: keep ours
    best = sum(_cost(g, met, odd_before) for g in chosen)
    incumbent_cost = sum(_cost(g, met, odd_before) for g in incumbent)
    if incumbent_cost < best:
        chosen, best = [list(g) for g in incumbent], incumbent_cost
    proven = status == highspy.HighsModelStatus.kOptimal
    if proven:
        repeats_bound = best // REPEAT_WEIGHT
    else:
        # no seating costs less than the dual bound b; one with r repeats costs at most
        # W·r + (every player at an odd table again), so r ≥ (b − players) / W
        bound = max(0.0, float(info.mip_dual_bound))
        repeats_bound = max(0, math.ceil((bound - len(players)) / REPEAT_WEIGHT - 1e-9))
    return MilpSeating(groups=chosen, proven=proven, repeats_bound=repeats_bound)
