"""The window with its background work really in the background (as in the app, not inline):
reads land when ready, a newer read wins, and a result changes only its own row."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from organiser.ui import tasks
from organiser.ui.main_window import TAB_PLAYERS, MainWindow

from .test_whole_day import NAMES, create_event, import_players, write_csv
from .test_window import errors, pair, type_result


def test_reads_land_in_the_background_and_an_added_player_is_selected(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    create_event(qtbot, window, db_path, "Async night", 0)
    import_players(qtbot, window, write_csv(tmp_path / "p.csv", NAMES[:8]), 8)
    window.close_event()
    monkeypatch.setattr(tasks, "SYNCHRONOUS", False)

    assert window.open_path(db_path)
    qtbot.waitUntil(lambda: window.ctx is not None, timeout=10_000)
    assert window.tabs is not None
    window.tabs.setCurrentIndex(TAB_PLAYERS)
    view = window.players_view
    qtbot.waitUntil(lambda: view.model.total() == 8, timeout=10_000)

    qtbot.keyClicks(view.name, "Late Arrival")
    with qtbot.waitSignal(view.loaded, timeout=10_000):
        qtbot.keyClick(view.name, Qt.Key.Key_Return)
    assert view.model.total() == 9
    chosen = view.selected_player()
    assert chosen is not None and chosen.name == "Late Arrival"

    pair(qtbot, window)  # in the background
    rounds = window.rounds_view
    qtbot.waitUntil(lambda: rounds.model.rowCount() > 0, timeout=10_000)
    assert rounds.round_number == 1 and not errors(window)


def test_a_result_changes_its_row_without_resetting_the_table(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    create_event(qtbot, window, db_path, "Rows", 0)
    import_players(qtbot, window, write_csv(tmp_path / "p.csv", NAMES[:16]), 16)
    pair(qtbot, window)
    model = window.rounds_view.model
    resets: list[int] = []
    changed: list[tuple[int, int]] = []
    model.modelReset.connect(lambda: resets.append(1))
    model.dataChanged.connect(lambda a, b, *_: changed.append((a.row(), b.row())))
    type_result(qtbot, window, "3a")
    assert not errors(window)
    row = model.row_of_table(3)
    assert resets == [] and changed == [(row, row)]
    assert model.tables[row].winner == model.tables[row].player_a


def test_status_bar_counts_the_outstanding_results_read_in_the_background(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    create_event(qtbot, window, db_path, "Status", 0)
    import_players(qtbot, window, write_csv(tmp_path / "p.csv", NAMES[:8]), 8)
    pair(qtbot, window)
    type_result(qtbot, window, "1a")  # 3 of 4 results still to enter
    window.close_event()
    monkeypatch.setattr(tasks, "SYNCHRONOUS", False)

    assert window.open_path(db_path)
    qtbot.waitUntil(lambda: window.ctx is not None, timeout=10_000)
    rounds = window.rounds_view
    qtbot.waitUntil(lambda: rounds.model.rowCount() == 4, timeout=10_000)
    qtbot.waitUntil(lambda: "3 outstanding" in window.status_event.text(), timeout=10_000)
    assert rounds.outstanding_count() == 3
