"""A melee game loss: the player last and eliminated, everyone else in order."""

from __future__ import annotations

import pytest

from organiser.core.errors import UserError
from organiser.core.melee import SeatResult
from organiser.core.penalties import melee_game_loss


def places(results: tuple[SeatResult, ...] | None) -> list[tuple[int, int, bool]]:
    assert results is not None
    return [(r.player, r.place, r.eliminated) for r in results]


def test_the_winner_goes_last_and_the_others_move_up() -> None:
    table = [SeatResult(1, 1, 9), SeatResult(2, 2, 7), SeatResult(3, 3, 2)]
    assert places(melee_game_loss(table, 1)) == [(2, 1, False), (3, 2, False), (1, 3, True)]


def test_shared_places_stay_shared() -> None:
    table = [SeatResult(1, 1, 9), SeatResult(2, 1, 9), SeatResult(3, 3, 4), SeatResult(4, 3, 4)]
    assert places(melee_game_loss(table, 3)) == [
        (1, 1, False),
        (2, 1, False),
        (4, 3, False),
        (3, 4, True),
    ]


def test_power_is_kept_and_eliminated_players_stay_below() -> None:
    table = [SeatResult(1, 1, 9), SeatResult(2, 2, 8), SeatResult(3, 3, 5, eliminated=True)]
    new = melee_game_loss(table, 2)
    assert places(new) == [(1, 1, False), (3, 2, True), (2, 3, True)]
    assert new is not None and new[-1].power == 8


def test_already_alone_last_and_eliminated_changes_nothing() -> None:
    table = [SeatResult(1, 1, 9), SeatResult(2, 2, 3, eliminated=True)]
    assert melee_game_loss(table, 2) is None
    # last but still playing, or sharing last place: the result changes
    assert melee_game_loss([SeatResult(1, 1, 9), SeatResult(2, 2, 3)], 2) is not None
    shared = [SeatResult(1, 1, 9), SeatResult(2, 2, 3, True), SeatResult(3, 2, 3, True)]
    assert places(melee_game_loss(shared, 2)) == [(1, 1, False), (3, 2, True), (2, 3, True)]


def test_a_player_not_at_the_table_is_refused() -> None:
    with pytest.raises(UserError, match="player 9 has no result"):
        melee_game_loss([SeatResult(1, 1, 9), SeatResult(2, 2, 3)], 9)
