"""Property tests (hypothesis) over random event histories with drops, late entries, byes."""

from __future__ import annotations

import random
from fractions import Fraction

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from organiser.core.cut import cut_round_pairings, cut_seeds
from organiser.core.model import SCORING_PROFILES, Game, Outcome, Stage, StandingRow
from organiser.core.pairing import pair_swiss_round
from organiser.core.standings import compute_standings

from ._events import random_history
from ._oracle import Instance

FFG = SCORING_PROFILES["ffg-2e"]
H2H = SCORING_PROFILES["ffg-2e-h2h"]
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

events = st.tuples(
    st.integers(min_value=0, max_value=2**31),  # history seed
    st.integers(min_value=2, max_value=28),  # players
    st.integers(min_value=0, max_value=7),  # rounds played
    st.floats(min_value=0.0, max_value=0.15),  # drop probability
    st.floats(min_value=0.0, max_value=0.2),  # late entry probability
    st.floats(min_value=0.5, max_value=1.0),  # share of Swiss-like earlier rounds
)


def _history(event: tuple[int, int, int, float, float, float]):  # type: ignore[no-untyped-def]
    seed, n, rounds, drop_p, late_p, swiss_p = event
    players, games = random_history(
        random.Random(seed), n, rounds, drop_p=drop_p, late_p=late_p, swiss_p=swiss_p
    )
    return seed, players, games, rounds + 1


@SETTINGS
@given(events, st.integers(min_value=0, max_value=10_000))
def test_pairing_properties(event: tuple[int, int, int, float, float, float], seed: int) -> None:
    _hseed, players, games, round_number = _history(event)
    instance = Instance(players, games, round_number, seed, FFG)
    if len(instance.ids) < 2:
        return
    result = pair_swiss_round(players, games, round_number, seed, FFG, allow_rematches=True)
    # every active player exactly once, nobody else
    seated = [p for t in result.tables for p in t.players]
    if result.bye is not None:
        seated.append(result.bye)
    assert sorted(seated) == sorted(instance.ids)
    assert (result.bye is None) == (len(instance.ids) % 2 == 0)
    # table numbers are distinct, and 1..k when no table is fixed
    assert sorted(t.table for t in result.tables) == list(range(1, len(result.tables) + 1))
    # no rematch whenever the oracle says one is avoidable; never more than needed
    want, _pairs, _bye = instance.solve()
    assert result.rematches == want[0]
    if want[0] == 0:
        assert not any(t.rematch for t in result.tables)
    # the bye: the most eligible player the optimum allows; never a second bye while a
    # player without one could take it at no rematch cost
    mine = instance.objective([t.players for t in result.tables], result.bye)
    assert mine == want
    if result.bye is not None and want[0] == 0 and mine[1] == 0:
        assert result.bye == instance.bye_order[0]
    # deterministic from the seed
    again = pair_swiss_round(players, games, round_number, seed, FFG, allow_rematches=True)
    assert again == result


def _full_key(row: StandingRow) -> tuple[float, ...]:
    return (-row.points, -row.sos, -row.esos, -row.random_key)


@SETTINGS
@given(events, st.integers(min_value=0, max_value=10_000))
def test_standings_properties(event: tuple[int, int, int, float, float, float], seed: int) -> None:
    _hseed, players, games, _next = _history(event)
    rows = compute_standings(players, games, FFG, seed)
    assert sorted(r.player for r in rows) == sorted(p.id for p in players)
    keys = [_full_key(r) for r in rows]
    assert keys == sorted(keys)
    for i, r in enumerate(rows):
        if i and keys[i] == keys[i - 1]:
            assert r.rank == rows[i - 1].rank  # shared only on a full tie
        else:
            assert r.rank == i + 1
    # SoS and extended SoS are exactly the rule's fractions
    points: dict[int, Fraction] = {}
    rounds: dict[int, int] = {}
    opponents: dict[int, list[int]] = {}
    for g in games:
        if g.outcome is None or g.stage is not Stage.SWISS:
            continue
        for p in g.players():
            rounds[p] = rounds.get(p, 0) + 1
            points.setdefault(p, Fraction(0))
            opponents.setdefault(p, [])
        if g.player_b is None:
            points[g.player_a] += 5 if g.outcome is Outcome.BYE else 0
            continue
        opponents[g.player_a].append(g.player_b)
        opponents[g.player_b].append(g.player_a)
        if g.winner is not None:
            points[g.winner] += 4 if g.outcome is Outcome.MODIFIED_WIN else 5
    avg = {p: points[p] / rounds[p] for p in points}
    sos = {
        p: (sum((avg[o] for o in os), Fraction(0)) / len(os) if os else Fraction(0))
        for p, os in opponents.items()
    }
    esos = {
        p: (sum((sos[o] for o in os), Fraction(0)) / len(os) if os else Fraction(0))
        for p, os in opponents.items()
    }
    for r in rows:
        assert r.points == float(points.get(r.player, 0))
        assert r.sos == float(sos.get(r.player, 0))
        assert r.esos == float(esos.get(r.player, 0))
    # head-to-head order: still sorted by points first, every player once
    h2h = compute_standings(players, games, H2H, seed)
    assert [r.points for r in h2h] == sorted((r.points for r in h2h), reverse=True)
    assert sorted(r.player for r in h2h) == sorted(r.player for r in rows)


@SETTINGS
@given(
    st.integers(min_value=2, max_value=40),
    st.sampled_from([2, 4, 8, 16, 32]),
    st.integers(min_value=0, max_value=10_000),
)
def test_cut_bracket_shape(n: int, size: int, seed: int) -> None:
    rng = random.Random(seed)
    rows = [
        StandingRow(rank=i + 1, player=i + 1, name=f"P{i + 1}", points=0, sos=0, esos=0,
                    wins=0, losses=0, byes=0, dropped=rng.random() < 0.1, rounds_played=0)
        for i in range(n)
    ]  # fmt: skip
    seeds = cut_seeds(rows, size)
    eligible = [r.player for r in rows if not r.dropped]
    assert seeds == eligible[:size]
    if len(seeds) < 2:
        assert cut_round_pairings(seeds, []) == []
        return
    bracket = 1
    while bracket < len(seeds):
        bracket *= 2
    games: list[Game] = []
    round_no = 0
    alive = list(seeds)
    while True:
        pairs = cut_round_pairings(seeds, games)
        if not pairs:
            break
        round_no += 1
        assert len(pairs) == max(1, bracket >> round_no)
        flat = [p for pair in pairs for p in pair if p is not None]
        assert sorted(flat) == sorted(alive)  # everyone still in plays exactly once
        if round_no == 1:
            # byes go to the top seeds; seed i meets seed N+1-i
            for i, (a, b) in enumerate(pairs):
                assert a == seeds[i]
                j = bracket - 1 - i
                assert b == (seeds[j] if j < len(seeds) else None)
        for t, (a, b) in enumerate(pairs, start=1):
            if b is None:
                continue
            w = rng.choice((a, b))
            games.append(
                Game(100 + round_no, t, a, b, winner=w, outcome=Outcome.WIN, stage=Stage.CUT)
            )
            alive.remove(b if w == a else a)
    assert len(alive) == 1
    assert round_no == bracket.bit_length() - 1


@SETTINGS
@given(events)
@example((2997, 2, 0, 0.0, 0.125, 1.0))  # both players late entries who have not arrived
def test_direct_and_dictionary_tallies_agree(
    event: tuple[int, int, int, float, float, float],
) -> None:
    from organiser.core.standings import _id_span, _relevant, _tally_direct, _tally_loop

    _hseed, players, games, _next = _history(event)
    ids = [p.id for p in players]
    if not ids:  # every player a late entry not yet arrived: nothing to tally
        assert _id_span(ids) is None
        return
    rel = _relevant(games, None)
    span = _id_span(ids)
    assert span is not None
    direct = _tally_direct(ids, rel, H2H, True, *span)
    assert direct is not None
    plain = _tally_loop(ids, rel, H2H, True)
    assert direct.ids == plain.ids
    for name in ("pts", "rnd", "wins", "losses", "byes", "nopp", "sos_num", "esos_num"):
        assert getattr(direct, name) == getattr(plain, name), name
    assert (direct.sos_den, direct.esos_den) == (plain.sos_den, plain.esos_den)
    assert sorted(direct.two_player) == sorted(plain.two_player)


def test_ids_outside_the_players_range_fall_back_to_the_dictionary() -> None:
    from organiser.core.model import PlayerEntry
    from organiser.core.standings import _id_span, _relevant, _tally_direct

    ps = [PlayerEntry(i, f"P{i}") for i in (10, 11, 12)]
    games = [
        Game(1, 1, 10, 3, winner=10, outcome=Outcome.WIN),  # 3: below the range
        Game(1, 2, 11, 40, winner=40, outcome=Outcome.WIN),  # 40: above it
        Game(1, 0, 12, None, winner=12, outcome=Outcome.BYE),
    ]
    span = _id_span([10, 11, 12])
    assert span == (10, 3)
    assert _tally_direct([10, 11, 12], _relevant(games[:1], None), FFG, False, *span) is None
    assert _tally_direct([10, 11, 12], _relevant(games[1:2], None), FFG, False, *span) is None
    rows = {r.player: r for r in compute_standings(ps, games, FFG, 1)}
    assert (rows[10].points, rows[10].sos) == (5, 0)  # 3 scored nothing in its one round
    assert (rows[11].points, rows[11].sos) == (0, 5)
    assert rows[12].points == 5
