"""Schema 0004: the judge's log (calls, rulings, penalties)."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from organiser.store import open_store
from organiser.store.db import head_revision
from organiser.store.judging import JudgeCallRow, JudgePenaltyRow, JudgeRulingRow
from organiser.store.models import EventRow, PlayerRow

FIXTURES = Path(__file__).parent / "fixtures"


def _revision(path: Path) -> str:
    con = sqlite3.connect(path)
    try:
        return str(con.execute("SELECT version_num FROM alembic_version").fetchone()[0])
    finally:
        con.close()


def test_schema_0003_fixture_migrates_keeping_its_round_and_takes_a_log(tmp_path: Path) -> None:
    target = tmp_path / "old.sqlite"
    shutil.copyfile(FIXTURES / "schema_0003_event.sqlite", target)
    assert _revision(target) == "0003"
    store = open_store(target)
    try:
        assert store.schema_revision() == head_revision() >= "0004"
        with store.unit(write=False) as s:
            games = s.execute(text("SELECT table_no, player_a, player_b FROM game")).all()
            assert sorted(tuple(g) for g in games) == [(1, 1, 4), (2, 3, 2)]
        with store.unit() as s:
            call = JudgeCallRow(
                event_id=1, round_no=1, table_no=1, players="1,4", called_at="t", question="q"
            )
            s.add(call)
            s.flush()
            assert call.id is not None
            s.add(JudgeRulingRow(event_id=1, call_id=call.id, title="T", created_at="t"))
            s.add(
                JudgePenaltyRow(
                    event_id=1,
                    player_id=1,
                    round_no=1,
                    category="procedural_error",
                    level="warning",
                    proposed_level="warning",
                    at="t",
                    call_id=call.id,
                )
            )
        with store.unit(write=False) as s:
            counts = [
                s.execute(text(f"SELECT count(*) FROM {t}")).scalar()
                for t in ("judge_call", "judge_ruling", "judge_penalty")
            ]
            assert counts == [1, 1, 1]
    finally:
        store.close()
    assert _revision(target) == head_revision()


def test_a_penalty_names_a_real_player_and_outlives_its_call(tmp_path: Path) -> None:
    store = open_store(tmp_path / "x.sqlite")
    try:
        with store.unit() as s:
            s.add(EventRow(name="E", created_at="x"))
            s.flush()
            s.add(PlayerRow(event_id=1, name="P"))
            call = JudgeCallRow(event_id=1, round_no=1, called_at="t", question="q")
            s.add(call)
            s.flush()
            assert call.id is not None
            call_id = call.id
            s.add(JudgeRulingRow(event_id=1, call_id=call_id, title="T", created_at="t"))
            s.add(
                JudgePenaltyRow(
                    event_id=1,
                    player_id=1,
                    category="c",
                    level="warning",
                    proposed_level="warning",
                    at="t",
                    call_id=call_id,
                )
            )
        with pytest.raises(IntegrityError), store.unit() as s:
            s.add(
                JudgePenaltyRow(
                    event_id=1, player_id=99, category="c", level="w", proposed_level="w", at="t"
                )
            )
        with store.unit() as s:
            s.execute(text("DELETE FROM judge_call"))
        with store.unit(write=False) as s:
            # the ruling goes with its call; the penalty stays, no longer tied to a call
            assert s.execute(text("SELECT count(*) FROM judge_ruling")).scalar() == 0
            assert s.execute(text("SELECT call_id FROM judge_penalty")).all() == [(None,)]
    finally:
        store.close()


def test_schema_0004_fixture_migrates_to_the_phone_tables(tmp_path: Path) -> None:
    """Revision 0005 (players' phones) adds its two tables to a file of revision 0004."""
    target = tmp_path / "old4.sqlite"
    shutil.copyfile(FIXTURES / "schema_0004_event.sqlite", target)
    assert _revision(target) == "0004"
    store = open_store(target)
    try:
        assert store.schema_revision() == head_revision() >= "0005"
        with store.unit() as s:
            s.execute(
                text(
                    "INSERT INTO phone_setting (event_id, secret, self_report) VALUES (1, 'ab', 1)"
                )
            )
            s.execute(
                text(
                    "INSERT INTO phone_report (event_id, round_id, table_no, player_id, kind, "
                    "status, created_at) VALUES (1, 1, 1, 1, 'drop', 'pending', 't')"
                )
            )
        with store.unit(write=False) as s:
            assert s.execute(text("SELECT count(*) FROM phone_report")).scalar() == 1
    finally:
        store.close()
