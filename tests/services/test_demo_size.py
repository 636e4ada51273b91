"""The demo makes what it says: as many players as asked, up to the stated maximum."""

from __future__ import annotations

import random

import pytest

from organiser.core.errors import UserError
from organiser.services import Database, demo, players


@pytest.mark.parametrize("count", [4, 9, 10, 1920, 1921, 4096])
def test_names_are_distinct_but_for_one_pair_of_namesakes(count: int) -> None:
    names = demo._names(random.Random(7), count)
    assert len(names) == count
    namesakes = 1 if count >= 10 else 0
    assert len(set(names)) == count - namesakes


@pytest.mark.parametrize("count", [2500, 4096])
def test_a_large_demo_has_every_player_it_names(db: Database, count: int) -> None:
    summary = demo.create_demo_event(db, players_count=count, rounds_count=0, seed=2)
    listed = players.list_players(db, summary["event"])
    assert len(listed) == count
    assert f"({count} players)" in summary["name"]


def test_sizes_past_the_maximum_are_refused(db: Database) -> None:
    with pytest.raises(UserError, match="4 to 4096 players"):
        demo.create_demo_event(db, players_count=4097, rounds_count=0)
