"""The cut (single elimination) and the recommended structure tables."""

from __future__ import annotations

import pytest

from organiser.core.cut import cut_round_pairings, cut_seeds, final_standings
from organiser.core.errors import Conflict, UserError
from organiser.core.model import Game, Outcome, Stage, StandingRow
from organiser.core.structure import Structure, suggest_structure


def rows(n: int, dropped: tuple[int, ...] = ()) -> list[StandingRow]:
    return [
        StandingRow(rank=i, player=i, name=f"P{i}", points=50 - i, sos=0, esos=0, wins=0,
                    losses=0, byes=0, dropped=i in dropped, rounds_played=5)
        for i in range(1, n + 1)
    ]  # fmt: skip


def cut_win(r: int, t: int, w: int, loser: int) -> Game:
    return Game(r, t, w, loser, winner=w, outcome=Outcome.WIN, stage=Stage.CUT)


def test_seeds_skip_unavailable_and_dropped() -> None:
    assert cut_seeds(rows(10), 4) == [1, 2, 3, 4]
    # 2 dropped before the cut: 5 comes in at the lowest seed
    assert cut_seeds(rows(10), 4, unavailable={2}) == [1, 3, 4, 5]
    assert cut_seeds(rows(10, dropped=(1,)), 4) == [2, 3, 4, 5]
    assert cut_seeds(rows(3), 8) == [1, 2, 3]
    with pytest.raises(UserError):
        cut_seeds(rows(10), 6)


def test_top_8_bracket_reseeds_outside_in() -> None:
    seeds = [11, 12, 13, 14, 15, 16, 17, 18]
    r1 = cut_round_pairings(seeds, [])
    assert r1 == [(11, 18), (12, 17), (13, 16), (14, 15)]
    games = [
        cut_win(7, 1, 11, 18),
        cut_win(7, 2, 17, 12),
        cut_win(7, 3, 13, 16),
        cut_win(7, 4, 15, 14),
    ]
    # winner of the first game v winner of the last, then inwards
    assert cut_round_pairings(seeds, games) == [(11, 15), (17, 13)]
    games += [cut_win(8, 1, 15, 11), cut_win(8, 2, 17, 13)]
    assert cut_round_pairings(seeds, games) == [(15, 17)]
    games += [cut_win(9, 1, 17, 15)]
    assert cut_round_pairings(seeds, games) == []
    places = final_standings(rows(20), seeds, games)
    assert places[:8] == [(1, 17), (2, 15), (3, 11), (4, 13), (5, 12), (6, 14), (7, 16), (8, 18)]
    # then the rest in Swiss order
    assert places[8:11] == [(9, 1), (10, 2), (11, 3)]
    assert len(places) == 20


def test_missing_result_blocks_the_next_elimination_round() -> None:
    seeds = [1, 2, 3, 4]
    games = [cut_win(6, 1, 1, 4), Game(6, 2, 2, 3, stage=Stage.CUT)]
    with pytest.raises(Conflict):
        cut_round_pairings(seeds, games)
    with pytest.raises(Conflict):
        cut_round_pairings(seeds, games[:1])


def test_fewer_players_than_the_cut_get_byes() -> None:
    seeds = [1, 2, 3, 4, 5, 6]
    assert cut_round_pairings(seeds, []) == [(1, None), (2, None), (3, 6), (4, 5)]
    games = [cut_win(6, 3, 6, 3), cut_win(6, 4, 4, 5)]
    assert cut_round_pairings(seeds, games) == [(1, 4), (2, 6)]


def test_double_loss_in_the_cut_gives_a_bye() -> None:
    seeds = [1, 2, 3, 4]
    games = [
        cut_win(6, 1, 1, 4),
        Game(6, 2, 2, 3, winner=None, outcome=Outcome.DOUBLE_LOSS, stage=Stage.CUT),
    ]
    # 1 is the only player left: the cut is over and 1 has won it
    assert cut_round_pairings(seeds, games) == []
    places = final_standings(rows(4), seeds, games)
    assert places == [(1, 1), (2, 2), (3, 3), (4, 4)]


def test_double_loss_in_a_top_8_gives_the_next_opponent_a_bye() -> None:
    seeds = [1, 2, 3, 4, 5, 6, 7, 8]
    games = [
        cut_win(6, 1, 1, 8),
        cut_win(6, 2, 2, 7),
        cut_win(6, 3, 3, 6),
        Game(6, 4, 4, 5, winner=None, outcome=Outcome.DOUBLE_LOSS, stage=Stage.CUT),
    ]
    assert cut_round_pairings(seeds, games) == [(1, None), (2, 3)]
    games.append(cut_win(7, 2, 3, 2))
    assert cut_round_pairings(seeds, games) == [(1, 3)]


def test_a_drop_recorded_as_a_concession_advances_the_opponent() -> None:
    seeds = [1, 2, 3, 4]
    games = [
        cut_win(6, 1, 1, 4),
        Game(6, 2, 3, 2, winner=3, outcome=Outcome.CONCESSION, stage=Stage.CUT),
    ]
    assert cut_round_pairings(seeds, games) == [(1, 3)]


def test_unfinished_cut_ranks_the_survivors_first() -> None:
    seeds = [1, 2, 3, 4]
    games = [cut_win(6, 1, 4, 1), cut_win(6, 2, 2, 3)]
    places = final_standings(rows(6), seeds, games)
    assert [p for _, p in places] == [2, 4, 1, 3, 5, 6]


@pytest.mark.parametrize(
    ("players", "store", "regional"),
    [
        (2, (1, 0), (1, 0)),
        (3, (2, 0), (2, 0)),
        (4, (3, 0), (3, 0)),
        (8, (3, 0), (3, 0)),
        (9, (4, 0), (4, 4)),
        (12, (4, 0), (4, 4)),
        (13, (4, 0), (4, 8)),
        (16, (4, 0), (4, 8)),
        (17, (4, 4), (4, 8)),
        (24, (4, 4), (4, 8)),
        (25, (5, 4), (5, 8)),
        (40, (5, 4), (5, 8)),
        (41, (5, 8), (6, 8)),
        (44, (5, 8), (6, 8)),
        (45, (6, 8), (6, 8)),
        (76, (6, 8), (6, 8)),
        (77, (6, 16), (6, 16)),
        (148, (6, 16), (6, 16)),
        (149, (7, 16), (6, 32)),
        (288, (7, 16), (6, 32)),
        (289, (7, 16), (7, 32)),
        (512, (7, 16), (7, 32)),
        (513, (7, 16), (8, 32)),
        (5000, (7, 16), (8, 32)),
    ],
)
def test_recommended_structure(
    players: int, store: tuple[int, int], regional: tuple[int, int]
) -> None:
    assert suggest_structure(players) == Structure(*store)
    assert suggest_structure(players, "store") == Structure(*store)
    assert suggest_structure(players, "regional") == Structure(*regional)


def test_structure_bad_input() -> None:
    with pytest.raises(UserError):
        suggest_structure(10, "worlds")
    with pytest.raises(UserError):
        suggest_structure(-1)
