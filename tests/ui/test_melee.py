"""Melee events in the window: tables of 3-4 seated by the services, places and power typed
per table ("5 2143 9 15 3 7"), corrections and undo, melee standings, the wall by name."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from organiser.core.text import name_key
from organiser.ui.main_window import TAB_STANDINGS, MainWindow
from organiser.ui.models import MeleeStandingsModel, MeleeTablesModel

from .test_whole_day import NAMES, import_players, write_csv
from .test_window import errors, pair


def melee_event(qtbot: Any, window: MainWindow, db: Path, tmp: Path, players: int) -> None:
    assert window.new_file(db)
    form = window.welcome.form
    qtbot.keyClicks(form.name, "Melee Night")
    form.format.setCurrentIndex(form.format.findData("melee"))
    form.cut.setCurrentIndex(form.cut.findData(0))
    qtbot.mouseClick(form.create_btn, Qt.MouseButton.LeftButton)
    assert window.ctx is not None and window.ctx.info.format == "melee"
    import_players(qtbot, window, write_csv(tmp / "p.csv", NAMES[:players]), players)


def type_line(qtbot: Any, window: MainWindow, text: str) -> None:
    entry = window.rounds_view.entry
    entry.clear()
    qtbot.keyClicks(entry, text)
    qtbot.keyClick(entry, Qt.Key.Key_Return)


def result_line(table: int, seats: int, winner_seat: int = 1) -> str:
    """Seat ``winner_seat`` wins with 15 power; the others follow in seat order."""
    others = [s for s in range(1, seats + 1) if s != winner_seat]
    places = {winner_seat: 1, **{s: i + 2 for i, s in enumerate(others)}}
    powers = {s: 15 if s == winner_seat else 10 - places[s] for s in range(1, seats + 1)}
    return f"{table} {''.join(str(places[s]) for s in range(1, seats + 1))} " + " ".join(
        str(powers[s]) for s in range(1, seats + 1)
    )


def test_a_melee_round_by_keyboard(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    melee_event(qtbot, window, db_path, tmp_path, 11)
    pair(qtbot, window)
    rounds = window.rounds_view
    assert rounds.melee and rounds.proxy.sourceModel() is rounds.melee_model
    tables = rounds.melee_model.tables
    assert sorted(len(t.seats) for t in tables) == [3, 4, 4]  # 11 players: 4 + 4 + 3
    assert rounds.outstanding_count() == 3
    header = [rounds.melee_model.headerData(c, Qt.Orientation.Horizontal) for c in range(6)]
    assert header == ["Table", "Seat 1", "Seat 2", "Seat 3", "Seat 4", "Result"]

    first = tables[0]
    qtbot.keyClicks(rounds.entry, f"{first.table} 2143")
    assert "now each seat's power" in rounds.entry_preview.text()
    qtbot.keyClicks(rounds.entry, " 9 15 3 7")
    preview = rounds.entry_preview.text()
    assert preview.startswith(f"Table {first.table} (won): 1. {first.seats[1].name} (15)")
    qtbot.keyClick(rounds.entry, Qt.Key.Key_Return)
    assert rounds.entry.text() == "" and not errors(window)
    done = rounds._melee_table(first.table)
    assert done is not None and done.ending == "won"
    assert [s.place for s in done.seats] == [2, 1, 4, 3]
    assert [s.power for s in done.seats] == [9, 15, 3, 7]
    assert "— 1st, 15 power" in rounds.melee_model.index(0, 2).data()

    for t in tables[1:]:
        type_line(qtbot, window, result_line(t.table, len(t.seats), winner_seat=len(t.seats)))
        assert rounds.entry.text() == "", errors(window)
    assert rounds.outstanding_count() == 0 and "all results in" in rounds.outstanding.text()

    window.tabs.setCurrentIndex(TAB_STANDINGS)  # type: ignore[union-attr]
    standings = window.standings_view
    assert standings.proxy.sourceModel() is standings.melee_model
    rows = standings.melee_model.rows
    assert len(rows) == 11 and rows[0].points == 5 and rows[0].wins == 1
    assert sum(r.wins for r in rows) == 3
    assert (
        standings.melee_model.headerData(MeleeStandingsModel.COL_POWER, Qt.Orientation.Horizontal)
        == "Power"
    )
    assert "melee" in standings.caption.text()


def test_melee_entries_that_do_not_fit_are_refused(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    melee_event(qtbot, window, db_path, tmp_path, 8)
    pair(qtbot, window)
    rounds = window.rounds_view
    t = rounds.melee_model.tables[0]
    # typing slips are said beside the entry line (no dialog); the line is kept, selected
    type_line(qtbot, window, f"{t.table} 213")  # three places at a table of four
    assert "has 4 seats" in rounds.entry_preview.text() and rounds.entry.text()
    type_line(qtbot, window, f"{t.table} 2143")  # no powers yet
    assert "power" in rounds.entry_preview.text()
    assert errors(window) == []
    type_line(qtbot, window, f"{t.table} 1234 3 15 2 1")  # 1st place with less power: refused
    assert len(errors(window)) == 1  # by the services: a refused result, said in a dialog
    assert not rounds._melee_table(t.table).reported  # type: ignore[union-attr]
    type_line(qtbot, window, "99 1234 15 3 2 1")
    assert "no table 99" in rounds.entry_preview.text().lower()


def test_melee_correction_and_undo(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    melee_event(qtbot, window, db_path, tmp_path, 8)
    pair(qtbot, window)
    rounds = window.rounds_view
    t = rounds.melee_model.tables[0]
    type_line(qtbot, window, f"{t.table} 1234 15 9 3 2")
    type_line(qtbot, window, f"{t.table} 2134 9 15 3 2")  # a correction (audited)
    fixed = rounds._melee_table(t.table)
    assert fixed is not None and [s.place for s in fixed.seats] == [2, 1, 3, 4]
    rounds.undo_last()  # back to the first entry
    back = rounds._melee_table(t.table)
    assert back is not None and [s.place for s in back.seats] == [1, 2, 3, 4]
    rounds.undo_last()  # the first entry withdrawn
    cleared = rounds._melee_table(t.table)
    assert cleared is not None and not cleared.reported
    assert not errors(window)


def test_projector_lists_melee_players_by_name_with_table_and_seat(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    melee_event(qtbot, window, db_path, tmp_path, 7)
    pair(qtbot, window)
    wall = window.show_projector_pairings()
    assert wall is not None
    names = [line[0] for line in wall.lines]
    assert len(names) == 7 and names == sorted(names, key=name_key)
    assert names[0] == "Ásta Sigurðardóttir"  # the accent sits with the A, not after Z
    tables = {t.table: t for t in window.rounds_view.melee_model.tables}
    for name, where, others in wall.lines:
        table = tables[int(where.split()[1])]
        seat = next(s for s in table.seats if s.name == name)
        assert where == f"Table {table.table} · seat {seat.seat}"
        assert others.count(",") == len(table.seats) - 2
    wall.close()


def test_melee_models_pass_the_model_tester(
    qtbot: Any, qtmodeltester: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    melee_event(qtbot, window, db_path, tmp_path, 9)
    pair(qtbot, window)
    model: MeleeTablesModel = window.rounds_view.melee_model
    qtmodeltester.check(model)
    window.tabs.setCurrentIndex(TAB_STANDINGS)  # type: ignore[union-attr]
    qtmodeltester.check(window.standings_view.melee_model)
