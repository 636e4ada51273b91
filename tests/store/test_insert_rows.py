"""``insert_rows``: many rows in one executemany, stored exactly as SQLAlchemy's insert of
the same values stores them (SQLite gets the tuples as they are)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import Boolean, Column, Integer, MetaData, String, Table, insert, select

from organiser.store.db import insert_rows, open_store

META = MetaData()
THINGS = Table(
    "things",
    META,
    Column("id", Integer, primary_key=True),
    Column("number", Integer),
    Column("label", String),
    Column("flag", Boolean, nullable=False),
    Column("maybe", Integer, nullable=True),
)
COLUMNS = ("number", "label", "flag", "maybe")

row = st.tuples(
    st.integers(-(2**62), 2**62),
    st.text(max_size=12),
    st.booleans(),
    st.none() | st.integers(0, 10_000),
)


def _stored(path: Path, rows: list[tuple[Any, ...]], fast: bool) -> list[tuple[Any, ...]]:
    store = open_store(path, migrate=False)
    try:
        META.create_all(store.engine)
        with store.unit() as s:
            if fast:
                insert_rows(s, THINGS, COLUMNS, rows)
            else:
                s.execute(insert(THINGS), [dict(zip(COLUMNS, r, strict=True)) for r in rows])
        with store.unit(write=False) as s:
            return [tuple(r) for r in s.execute(select(THINGS).order_by(THINGS.c.id)).all()]
    finally:
        store.close()


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(rows=st.lists(row, min_size=1, max_size=30))
def test_the_same_rows_as_sqlalchemys_insert(
    tmp_path_factory: pytest.TempPathFactory, rows: list[tuple[Any, ...]]
) -> None:
    folder = tmp_path_factory.mktemp("rows")
    assert _stored(folder / "fast.sqlite", rows, True) == _stored(folder / "sa.sqlite", rows, False)


def test_booleans_are_stored_as_sqlalchemy_stores_them(tmp_path: Path) -> None:
    import sqlite3

    _stored(tmp_path / "t.sqlite", [(1, "a", True, None), (2, "b", False, 3)], True)
    raw = (
        sqlite3.connect(tmp_path / "t.sqlite").execute("SELECT flag, maybe FROM things").fetchall()
    )
    assert raw == [(1, None), (0, 3)]


def test_nothing_to_insert_and_wrong_rows(tmp_path: Path) -> None:
    assert _stored(tmp_path / "empty.sqlite", [], True) == []
    with pytest.raises(ValueError, match="4 values"):
        _stored(tmp_path / "short.sqlite", [(1, "a", True)], True)
    store = open_store(tmp_path / "cols.sqlite", migrate=False)
    try:
        META.create_all(store.engine)
        with pytest.raises(KeyError), store.unit() as s:
            insert_rows(s, THINGS, ("number", "nope"), [(1, 2)])
    finally:
        store.close()
