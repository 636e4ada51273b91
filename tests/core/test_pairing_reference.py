"""The pairing's fast paths give exactly what the straightforward implementation gave.

``_reference_pairing`` is the implementation as it was before the speed-ups (verbatim):
every round paired by both, from the same history and seed, must be the same result:
tables, their order and numbers, the bye, the warnings. Histories cover drops, late
entries (unpaired losses), byes, double losses, players listed in any order, sparse or
non-integer-like id ranges, fixed tables, games of later rounds and of other stages,
outstanding results, both scoring profiles and re-pairing an earlier round."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from organiser.core import pairing
from organiser.core.errors import Conflict, UserError
from organiser.core.model import SCORING_PROFILES, Game, Outcome, PlayerEntry, Stage, Tiebreak

from . import _reference_pairing as ref
from ._events import random_history

FFG = SCORING_PROFILES["ffg-2e"]
H2H = SCORING_PROFILES["ffg-2e-h2h"]
SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])

events = st.tuples(
    st.integers(min_value=0, max_value=2**31),  # history seed
    st.integers(min_value=2, max_value=60),  # players
    st.integers(min_value=0, max_value=7),  # rounds played
    st.floats(min_value=0.0, max_value=0.15),  # drop probability
    st.floats(min_value=0.0, max_value=0.2),  # late entry probability
    st.floats(min_value=0.5, max_value=1.0),  # share of Swiss-like earlier rounds
    st.floats(min_value=0.0, max_value=0.1),  # double-loss probability
)
# how the ids are laid out: 1..n, spread apart, shifted far up, or sparse beyond the
# range the array tally accepts
id_maps = st.sampled_from(["plain", "odd", "shifted", "sparse", "negative"])


def _remap(players: list[PlayerEntry], games: list[Game], how: str, rng: random.Random):  # type: ignore[no-untyped-def]
    if how == "plain":
        return players, games
    ids = [p.id for p in players] + [p for g in games for p in g.players()]
    f = {
        "odd": lambda i: 2 * i + 1,
        "shifted": lambda i: i + 1_000_003,
        "sparse": lambda i: i * 100_003,
        "negative": lambda i: -7 * i,
    }[how]
    m = {i: f(i) for i in set(ids)}
    players = [replace(p, id=m[p.id]) for p in players]
    games = [
        replace(
            g,
            player_a=m[g.player_a],
            player_b=None if g.player_b is None else m[g.player_b],
            winner=None if g.winner is None else m[g.winner],
        )
        for g in games
    ]
    return players, games


def _event(event, how: str, shuffle_seed: int):  # type: ignore[no-untyped-def]
    seed, n, rounds, drop_p, late_p, swiss_p, dl_p = event
    rng = random.Random(seed)
    players, games = random_history(
        rng, n, rounds, drop_p=drop_p, late_p=late_p, swiss_p=swiss_p, double_loss_p=dl_p
    )
    players, games = _remap(players, games, how, rng)
    order = random.Random(shuffle_seed)
    if order.random() < 0.5:
        order.shuffle(players)
    if order.random() < 0.5:
        order.shuffle(games)
    # a few checked-out, disqualified and fixed-table players
    out: list[PlayerEntry] = []
    for p in players:
        r = order.random()
        if r < 0.03:
            p = replace(p, checked_in=False)
        elif r < 0.05:
            p = replace(p, disqualified=True)
        elif r < 0.08:
            p = replace(p, fixed_table=order.randint(1, max(1, n // 3)))
        out.append(p)
    return out, games, rounds + 1


def _both(players, games, round_number, seed, profile, standings_seed=None):  # type: ignore[no-untyped-def]
    results = []
    for impl in (pairing, ref):
        try:
            got: object = impl.pair_swiss_round(
                players,
                games,
                round_number,
                seed,
                profile,
                allow_rematches=True,
                standings_seed=standings_seed,
            )
        except (Conflict, UserError) as exc:
            got = (type(exc).__name__, str(exc))
        results.append(got)
    return results


@SETTINGS
@given(events, id_maps, st.integers(0, 10_000), st.integers(0, 3), st.booleans())
@example((1, 40, 6, 0.05, 0.1, 1.0, 0.05), "odd", 3, 0, False)
@example((5, 33, 7, 0.1, 0.15, 0.9, 0.08), "sparse", 8, 1, True)
def test_pairing_matches_the_reference(event, how, seed, shuffle_seed, h2h) -> None:  # type: ignore[no-untyped-def]
    players, games, round_number = _event(event, how, shuffle_seed)
    profile = H2H if h2h else FFG
    new, old = _both(players, games, round_number, seed, profile, standings_seed=seed + 1)
    assert new == old


@SETTINGS
@given(events, id_maps, st.integers(0, 10_000), st.integers(1, 8))
def test_repairing_an_earlier_round_matches_the_reference(event, how, seed, back) -> None:  # type: ignore[no-untyped-def]
    """Games of the round being paired and of later rounds are ignored; games of other
    stages and unfinished ones in those rounds too (earlier unfinished ones refuse)."""
    players, games, round_number = _event(event, how, seed)
    round_number = max(1, round_number - back)
    extra = [
        Game(round_number, 99, players[0].id, None, outcome=None),
        replace(games[0], stage=Stage.CUT, round=1) if games else None,
    ]
    games = [*games, *(g for g in extra if g is not None)]
    new, old = _both(players, games, round_number, seed, FFG)
    assert new == old


def test_outstanding_results_refuse_the_same_way() -> None:
    rng = random.Random(3)
    players, games = random_history(rng, 20, 3)
    games = [*games, Game(2, 42, players[0].id, players[1].id, outcome=None)]
    new, old = _both(players, games, 4, 7, FFG)
    assert new == old
    assert isinstance(new, tuple) and new[0] == "Conflict" and "42" in new[1]


def test_a_listed_twice_player_refuses_the_same_way() -> None:
    players = [PlayerEntry(1, "A"), PlayerEntry(2, "B"), PlayerEntry(1, "A again")]
    new, old = _both(players, [], 1, 7, FFG)
    assert new == old
    assert isinstance(new, tuple) and new[0] == "UserError"


@pytest.mark.parametrize("n", [301, 1000, 2048])
def test_large_events_match_the_reference(n: int) -> None:
    """Sizes where the round goes through the fast construction (and, for some seeds,
    the windowed exact solution)."""
    rng = random.Random(n)
    players, games = random_history(rng, n, 6, drop_p=0.02, late_p=0.02, double_loss_p=0.02)
    for seed in range(3):
        new, old = _both(players, games, 7, seed, FFG)
        assert new == old


def test_unpaired_losses_and_byes_in_the_bye_order() -> None:
    """Players with byes and unpaired losses: the bye goes to the same player."""
    players = [PlayerEntry(i, f"P{i}") for i in range(1, 8)]
    games = [
        Game(1, 1, 1, 2, winner=1, outcome=Outcome.WIN),
        Game(1, 2, 3, 4, winner=None, outcome=Outcome.DOUBLE_LOSS),
        Game(1, 3, 5, 6, winner=6, outcome=Outcome.MODIFIED_WIN),
        Game(1, 0, 7, None, winner=7, outcome=Outcome.BYE),
        Game(2, 0, 5, None, outcome=Outcome.UNPAIRED_LOSS),
        Game(2, 1, 1, 7, winner=7, outcome=Outcome.WIN),
        Game(2, 2, 2, 3, winner=2, outcome=Outcome.WIN),
        Game(2, 3, 4, 6, winner=6, outcome=Outcome.WIN),
    ]
    for seed in range(20):
        new, old = _both(players, games, 3, seed, FFG)
        assert new == old


@SETTINGS
@given(events, id_maps, st.integers(0, 9), st.booleans(), st.booleans())
def test_tally_through_a_round_matches_the_dictionary_tally(event, how, through, h2h, np) -> None:  # type: ignore[no-untyped-def]
    """The array tally's own round filter and count of outstanding results agree with
    filtering the games first (and counting them plainly), with numpy's count or not."""
    from unittest.mock import patch

    from organiser.core import standings
    from organiser.core.standings import _relevant, _tally, _tally_loop

    players, games, _next = _event(event, how, through)
    games = [*games, *(Game(r, 50 + r, players[0].id, None) for r in (1, 3))]
    ids = list(dict.fromkeys(p.id for p in players))
    profile = H2H if h2h else FFG
    numpy_for = standings._numpy_for if np else (lambda games, players=0: None)
    with (
        patch.object(standings, "_numpy_for", numpy_for),
        patch.object(standings, "NUMPY_GAMES", 0),
    ):
        got = _tally(ids, games, profile, through, h2h)
    want = _tally_loop(ids, _relevant(games, through), profile, h2h)
    assert got.ids == want.ids
    for name in ("pts", "rnd", "wins", "losses", "byes", "nopp", "sos_num", "esos_num"):
        assert getattr(got, name) == getattr(want, name), name
    assert sorted(got.two_player) == sorted(want.two_player)
    if got.outstanding is not None:
        assert got.outstanding == sum(
            1 for g in games if g.outcome is None and g.stage is Stage.SWISS and g.round <= through
        )
    if got.edges is not None:
        ea, eb, off = got.edges
        mine = sorted(zip([a + off for a in ea], [b + off for b in eb], strict=True))
        plain = sorted(
            (g.player_a, g.player_b) for g in _relevant(games, through) if g.player_b is not None
        )
        assert mine == plain


@SETTINGS
@given(
    st.lists(st.integers(-(2**40), 2**40), min_size=1, max_size=40),
    st.lists(st.tuples(st.integers(0, 39), st.integers(0, 39)), max_size=120),
    st.integers(1, 8),
)
def test_numpy_and_python_spreads_agree(values, edges, max_k) -> None:  # type: ignore[no-untyped-def]
    from array import array

    from organiser.core.standings import _numpy_spread, _spread_loop

    size = len(values)
    ea = array("q", [a % size for a, _ in edges])
    eb = array("q", [b % size for _, b in edges])
    top = max(map(abs, values)) * max(max_k, len(edges)) + 1
    spread = _numpy_spread()
    assert spread is not None
    assert spread(values, ea, eb, size) == _spread_loop(values, ea, eb, top, size)


@SETTINGS
@given(
    st.lists(st.tuples(st.integers(-50, 50), st.integers(-50, 50)), max_size=60),
    st.lists(st.integers(-60, 60), max_size=10),
)
def test_opponents_answer_like_a_set_of_pairs(pairs, others) -> None:  # type: ignore[no-untyped-def]
    from organiser.core._fastpair import Opponents

    players = sorted({p for pair in pairs for p in pair} | set(others))
    opps = Opponents.from_pairs(pairs, players)
    plain = set(pairs)
    for a in players:
        for b in players:
            assert opps.met(a, b) == ((a, b) in plain)
            assert (b in opps[a]) == ((a, b) in plain)
            assert (opps.base(a) + b in opps.keys) == ((a, b) in plain)


@SETTINGS
@given(st.integers(0, 2**32), st.integers(0, 300))
def test_the_inlined_shuffle_is_random_shuffle(seed, n) -> None:  # type: ignore[no-untyped-def]
    from organiser.core._fastpair import _INLINE_SHUFFLE, shuffle

    assert _INLINE_SHUFFLE  # else every pairing pays for rng.shuffle's calls
    mine, theirs = list(range(n)), list(range(n))
    a, b = random.Random(seed), random.Random(seed)
    shuffle(mine, a)
    b.shuffle(theirs)
    assert mine == theirs
    assert a.random() == b.random()


@SETTINGS
@given(
    st.lists(st.tuples(st.integers(0, 30), st.integers(0, 30)), max_size=80),
    st.lists(st.integers(-1, 4), min_size=31, max_size=31),
)
def test_opponents_within_labels_answer_every_question(pairs, labels) -> None:  # type: ignore[no-untyped-def]
    """Within holds only the games between equal labels but answers any question (the
    others from the full set), one at a time, in columns and through opps[a]."""
    from organiser.core._fastpair import Opponents, Within

    both = [*pairs, *((b, a) for a, b in pairs)]
    full = Opponents.from_pairs(both, range(31))
    asked: list[int] = []

    def ask() -> Opponents:
        asked.append(1)
        return full

    held = {a * 31 + b for a, b in both if labels[a] == labels[b]}
    within = Within(held, labels, ask)
    firsts = [a for a in range(31) for _ in range(31)]
    seconds = [b for _ in range(31) for b in range(31)]
    assert within.met_all(firsts, seconds) == full.met_all(firsts, seconds)
    for a in range(31):
        for b in range(31):
            assert within.met(a, b) == full.met(a, b) == (b in within[a])
    assert bool(asked) == (len(set(labels)) > 1)


tiebreak_orders = st.lists(
    st.sampled_from(
        [Tiebreak.POINTS, Tiebreak.SOS, Tiebreak.ESOS, Tiebreak.RANDOM, Tiebreak.HEAD_TO_HEAD]
    ),
    max_size=6,
)


@SETTINGS
@given(events, id_maps, st.integers(0, 10_000), tiebreak_orders)
@example((1, 30, 1, 0.0, 0.0, 1.0, 0.0), "plain", 1, [Tiebreak.POINTS, Tiebreak.RANDOM])
@example((2, 20, 0, 0.0, 0.0, 1.0, 0.0), "odd", 5, [Tiebreak.RANDOM])
def test_standings_order_is_rank_orders_order(event, how, seed, tiebreaks) -> None:  # type: ignore[no-untyped-def]
    """The order alone, with the random tiebreak only where every other key ties, is
    the full sort's (any tiebreak order, ties everywhere in early rounds)."""
    from organiser.core.standings import _tally, rank_order, standings_order

    players, games, _next = _event(event, how, seed)
    profile = replace(FFG, tiebreaks=tuple(tiebreaks))
    ids = list(dict.fromkeys(p.id for p in players))
    t = _tally(ids, games, profile, None, True)
    assert standings_order(t, len(ids), profile, seed) == rank_order(t, len(ids), profile, seed)[0]


@SETTINGS
@given(events, id_maps, st.integers(0, 10_000), st.integers(0, 3), st.booleans())
def test_the_numpy_paths_pair_like_the_reference(event, how, seed, shuffle_seed, h2h) -> None:  # type: ignore[no-untyped-def]
    """With numpy loaded and its thresholds at zero, every event takes the numpy paths
    (spreads, standings order, opponents by position): still the reference's result."""
    from unittest.mock import patch

    import numpy  # noqa: F401 - loaded, as the large events load it

    from organiser.core import standings

    players, games, round_number = _event(event, how, shuffle_seed)
    profile = H2H if h2h else FFG
    with (
        patch.object(pairing, "NUMPY_EDGES", 0),
        patch.object(standings, "NUMPY_ROWS", 0),
        patch.object(standings, "NUMPY_GAMES", 0),
    ):
        new, old = _both(players, games, round_number, seed, profile)
    assert new == old


@SETTINGS
@given(events, id_maps, st.integers(0, 10_000), tiebreak_orders)
def test_numpy_lexsort_orders_like_the_sorts(event, how, seed, tiebreaks) -> None:  # type: ignore[no-untyped-def]
    from unittest.mock import patch

    import numpy  # noqa: F401

    from organiser.core import standings

    players, games, _next = _event(event, how, seed)
    profile = replace(FFG, tiebreaks=tuple(tiebreaks))
    ids = list(dict.fromkeys(p.id for p in players))
    t = standings._tally(ids, games, profile, None, True)
    with patch.object(standings, "NUMPY_ROWS", 0):
        got = standings.standings_order(t, len(ids), profile, seed)
    assert got == standings.rank_order(t, len(ids), profile, seed)[0]
