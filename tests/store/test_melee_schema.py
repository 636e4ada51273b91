"""Schema 0003: melee tables and seats, the round clock, the event's melee settings."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from organiser.store import open_store
from organiser.store.db import head_revision
from organiser.store.melee import MeleeSeatRow, MeleeTableRow, RoundClockRow
from organiser.store.models import EventRow, PlayerRow, RoundRow

FIXTURES = Path(__file__).parent / "fixtures"


def test_schema_0002_fixture_migrates_keeping_its_event(tmp_path: Path) -> None:
    target = tmp_path / "old.sqlite"
    shutil.copyfile(FIXTURES / "schema_0002_event.sqlite", target)
    store = open_store(target)
    try:
        assert store.schema_revision() == head_revision() >= "0003"
        with store.unit(write=False) as s:
            event = s.get(EventRow, 1)
            assert event is not None and event.name == "Schema 2 joust"
            # the new settings take their defaults on rows that existed before
            assert (event.melee_profile, event.odd_tables) == ("maester-melee", "three")
            names = s.execute(text("SELECT name FROM player ORDER BY id")).scalars().all()
            assert names == ["Old 1", "Old 2", "Old 3", "Old 4"]
        with store.unit() as s:
            r = RoundRow(event_id=1, number=1, seed=3)
            s.add(r)
            s.flush()
            assert r.id is not None
            t = MeleeTableRow(round_id=r.id, table_no=1)
            s.add(t)
            s.flush()
            assert t.id is not None
            for seat, pid in enumerate((1, 2, 3, 4), start=1):
                s.add(MeleeSeatRow(table_id=t.id, seat=seat, player_id=pid))
            s.add(RoundClockRow(event_id=1, stage="swiss", round_no=1, remaining_seconds=60))
        with store.unit(write=False) as s:
            seats = s.execute(text("SELECT count(*) FROM melee_seat")).scalar()
            assert seats == 4
    finally:
        store.close()


def _event_with_round(store: object) -> tuple[int, int]:
    with store.unit() as s:  # type: ignore[attr-defined]
        e = EventRow(name="M", format="melee", created_at="x")
        s.add(e)
        s.flush()
        assert e.id is not None
        for i in range(3):
            s.add(PlayerRow(event_id=e.id, name=f"P{i}"))
        r = RoundRow(event_id=e.id, number=1)
        s.add(r)
        s.flush()
        assert r.id is not None
        return e.id, r.id


def test_table_numbers_are_unique_per_round_but_byes_are_not(tmp_path: Path) -> None:
    store = open_store(tmp_path / "x.sqlite")
    try:
        _eid, rid = _event_with_round(store)
        with store.unit() as s:
            s.add(MeleeTableRow(round_id=rid, table_no=0, bye=True))
            s.add(MeleeTableRow(round_id=rid, table_no=0, bye=True))
            s.add(MeleeTableRow(round_id=rid, table_no=1))
        with pytest.raises(IntegrityError), store.unit() as s:
            s.add(MeleeTableRow(round_id=rid, table_no=1))
    finally:
        store.close()


def test_a_player_sits_once_at_a_table_and_deleting_a_round_removes_its_seats(
    tmp_path: Path,
) -> None:
    store = open_store(tmp_path / "x.sqlite")
    try:
        _eid, rid = _event_with_round(store)
        with store.unit() as s:
            t = MeleeTableRow(round_id=rid, table_no=1)
            s.add(t)
            s.flush()
            assert t.id is not None
            tid = t.id
            s.add(MeleeSeatRow(table_id=tid, seat=1, player_id=1))
        with pytest.raises(IntegrityError), store.unit() as s:
            s.add(MeleeSeatRow(table_id=tid, seat=2, player_id=1))
        with store.unit() as s:
            s.execute(text("DELETE FROM round WHERE id = :r"), {"r": rid})
        with store.unit(write=False) as s:
            assert s.execute(text("SELECT count(*) FROM melee_seat")).scalar() == 0
            assert s.execute(text("SELECT count(*) FROM melee_table")).scalar() == 0
    finally:
        store.close()
