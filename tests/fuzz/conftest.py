"""One event file for the fuzz tests that go through the services (a new event per example)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from organiser.services import Database, open_database


@pytest.fixture(scope="module")
def fuzz_db(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Database]:
    db = open_database(Path(tmp_path_factory.mktemp("fuzz")) / "fuzz.sqlite")
    yield db
    db.close()
