"""A fresh SQLite event database per test, with a clock the test controls."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from organiser.services import Database, events, open_database, players, results, rounds
from organiser.services.dto import ResultInput

# The test modules import their helpers as ``tests.<dir>.conftest``: make the project root
# importable however pytest is started (``pytest`` or ``python -m pytest``).
_ROOT = str(Path(__file__).resolve().parents[2])
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)


class FakeClock:
    def __init__(self) -> None:
        self.now = datetime(2026, 11, 21, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, minutes: int) -> None:
        self.now += timedelta(minutes=minutes)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture(scope="session")
def template_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An empty, migrated database file, copied for each test (migrating costs time)."""
    path = tmp_path_factory.mktemp("template") / "empty.sqlite"
    open_database(path).close()
    return path


@pytest.fixture
def db(tmp_path: Path, clock: FakeClock, template_db: Path) -> Iterator[Database]:
    target = tmp_path / "event.sqlite"
    shutil.copyfile(template_db, target)
    database = open_database(target, clock=clock)
    yield database
    database.close()


def make_event(db: Database, count: int, **settings: object) -> tuple[int, list[int]]:
    """An event with ``count`` players P1..Pn; returns (event id, player ids)."""
    info = events.create_event(db, name="Test event", seed=7, **settings)  # type: ignore[arg-type]
    ids = [players.add_player(db, info.id, name=f"P{i}").id for i in range(1, count + 1)]
    return info.id, ids


def play_round(db: Database, event_id: int, winner: str = "a") -> None:
    """Pair the next round and enter every result (player_a wins, or player_b)."""
    r = rounds.pair_round(db, event_id)
    results.record_results(
        db,
        event_id,
        [ResultInput(t.table, t.player_a if winner == "a" else t.player_b) for t in r.tables],
    )
