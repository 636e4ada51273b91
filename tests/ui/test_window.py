"""The window's behaviour through its widgets: players, corrections, swaps, deletes, undo,
warnings, a second window on the same file, the clock across a restart, the wall screens."""

from __future__ import annotations

import os
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from organiser import __version__
from organiser.core.model import Outcome
from organiser.core.text import name_key
from organiser.ui import dialogs
from organiser.ui import settings as opt
from organiser.ui.main_window import TAB_CLOCK, MainWindow
from organiser.ui.models import PlayersModel
from organiser.ui.service_backend import ServiceBackend
from organiser.ui.structure import suggest_structure
from organiser.ui.views.projector import AMBER, RED

from .conftest import BlockingModal
from .test_whole_day import NAMES, create_event, enter_round_by_keyboard, import_players, write_csv


def started(
    qtbot: Any, window: MainWindow, db: Path, tmp: Path, players: int = 16, cut: int = 0
) -> None:
    create_event(qtbot, window, db, "Test Event", cut=cut)
    import_players(qtbot, window, write_csv(tmp / "p.csv", NAMES[:players]), players)


def pair(qtbot: Any, window: MainWindow) -> None:
    window.tabs.setCurrentWidget(window.rounds_view)  # type: ignore[union-attr]
    qtbot.mouseClick(window.rounds_view.pair_btn, Qt.MouseButton.LeftButton)


def type_result(qtbot: Any, window: MainWindow, text: str) -> None:
    entry = window.rounds_view.entry
    entry.clear()
    qtbot.keyClicks(entry, text)
    qtbot.keyClick(entry, Qt.Key.Key_Return)


def errors(window: MainWindow) -> list[str]:
    return [text for text, error in window.messages if error]


def yes(box: QMessageBox) -> None:
    box.button(QMessageBox.StandardButton.Yes).click()


def test_guard_fails_a_blocking_modal(window: MainWindow) -> None:
    with pytest.raises(BlockingModal):
        QMessageBox.question(window, "t", "would block")


def test_suggested_structure_follows_player_count(window: MainWindow) -> None:
    form = window.welcome.form
    form.players.setValue(30)
    assert (form.rounds.value(), form.cut.currentData()) == (5, 4)
    form.level.setCurrentIndex(form.level.findData("regional"))
    assert (form.rounds.value(), form.cut.currentData()) == (5, 8)
    assert "30 players" in form.suggestion.text()


def test_players_add_edit_check_in_drop_reinstate_filter(
    qtbot: Any, window: MainWindow, db_path: Path
) -> None:
    create_event(qtbot, window, db_path, "Registration", cut=0)
    view = window.players_view
    for name in ("Zoë Ward", "Amaury Dupont", "Sam Tarly"):
        view.name.insert(name)  # QTest types ASCII only: Unicode names arrive as input text
        qtbot.keyClick(view.name, Qt.Key.Key_Return)
    assert view.model.rowCount() == 3
    assert view.model.index(0, PlayersModel.COL_NAME).data() == "Amaury Dupont"  # sorted by name
    view.select_player(view.model.player_at(2).id)
    view.start_edit()
    view.name.clear()
    view.name.insert("Zoë Ward-Lee")
    qtbot.keyClick(view.name, Qt.Key.Key_Return)
    names = {view.model.index(r, PlayersModel.COL_NAME).data() for r in range(3)}
    assert names == {"Amaury Dupont", "Sam Tarly", "Zoë Ward-Lee"}

    view.table.selectRow(0)
    qtbot.mouseClick(view.checkin_btn, Qt.MouseButton.LeftButton)
    assert view.model.index(0, PlayersModel.COL_CHECKED_IN).data() == "no"
    qtbot.mouseClick(view.drop_btn, Qt.MouseButton.LeftButton)
    assert view.model.index(0, PlayersModel.COL_STATUS).data() == "dropped"
    qtbot.mouseClick(view.reinstate_btn, Qt.MouseButton.LeftButton)
    assert view.model.index(0, PlayersModel.COL_STATUS).data() != "dropped"

    assert view.model.index(0, PlayersModel.COL_DECK).data() == "missing"  # no list yet
    qtbot.keyClicks(view.filter, "tar")
    assert view.model.rowCount() == 1
    assert view.count.text() == "1 of 3 players"
    assert errors(window) == []


def test_csv_with_bad_lines_shows_them_and_imports_nothing(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    create_event(qtbot, window, db_path, "Bad CSV", cut=0)
    csv = tmp_path / "bad.csv"
    csv.write_text("name,email\nAlice,a@x.org\n,nobody@x.org\nBob,a@x.org\n", encoding="utf-8")
    dialog = window.players_view.import_csv(csv)
    assert dialog is not None and not dialog.preview.ok
    lines = [dialog.errors.item(i).text() for i in range(dialog.errors.count())]
    assert any(text.startswith("line 3") for text in lines), lines
    assert any(text.startswith("line 4") for text in lines), lines
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert dialog.table.rowCount() == 3  # the file as written, bad lines marked
    assert dialog.table.item(1, 0).text() == "3" and dialog.table.item(1, 1).text() == ""
    dialog.reject()
    assert window.players_view.model.rowCount() == 0


def test_an_unclosed_quote_or_another_delimiter_never_merges_players(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    create_event(qtbot, window, db_path, "Quotes", cut=0)
    csv = tmp_path / "quotes.csv"
    csv.write_text(
        "name,affiliation,id,email\n"
        "Anna Smith,Club A,A1,anna@x.org\n"
        '"Bob Jones,Club B,B2,bob@x.org\n'
        "Cara Lee,Club C,C3,cara@x.org\n"
        "Dan Poe;Club D;D4;dan@x.org\n"
        "Eve Ray,Club E,E5,eve@x.org\n",
        encoding="utf-8",
    )
    dialog = window.players_view.import_csv(csv)
    assert dialog is not None and not dialog.preview.ok
    errors_shown = [dialog.errors.item(i).text() for i in range(dialog.errors.count())]
    assert len(errors_shown) == 2, errors_shown  # each problem once
    assert errors_shown[0].startswith("line 3") and "unclosed quote" in errors_shown[0]
    assert errors_shown[1].startswith("line 5") and "';'" in errors_shown[1]
    # every line stays its own row: Cara and Eve are not swallowed by Bob's quote
    rows = [
        [dialog.table.item(r, c).text() for c in range(5)] for r in range(dialog.table.rowCount())
    ]
    assert [r[0] for r in rows] == ["2", "3", "4", "5", "6"]
    assert rows[2] == ["4", "Cara Lee", "Club C", "C3", "cara@x.org"]
    assert rows[4] == ["6", "Eve Ray", "Club E", "E5", "eve@x.org"]
    assert rows[1][1] == '"Bob Jones,Club B,B2,bob@x.org'  # shown as written
    if os.environ.get("MAESTER_SCREENSHOTS"):
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.grab().save(os.environ["MAESTER_SCREENSHOTS"] + "/import-preview-bad-lines.png")
    dialog.reject()
    assert window.players_view.model.rowCount() == 0


def test_bad_entries_give_messages_not_tracebacks(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    started(qtbot, window, db_path, tmp_path)
    pair(qtbot, window)
    rounds = window.rounds_view
    modal = QApplication.activeModalWidget()
    type_result(qtbot, window, "99a")
    # a typing slip is said beside the entry line, never in a dialog that would take the
    # next keystroke
    assert errors(window) == []
    assert QApplication.activeModalWidget() is modal  # no dialog opened
    assert rounds.entry_preview.text() == "⚠ There is no table 99 in round 1"
    assert rounds.entry.selectedText() == "99a"  # typing again replaces it
    qtbot.keyClicks(rounds.entry, "1")
    assert rounds.entry.text() == "1" and "no table" not in rounds.entry_preview.text()
    type_result(qtbot, window, "zz")
    assert "table number" in rounds.entry_preview.text() and errors(window) == []
    assert window.rounds_view.model.outstanding() == 8  # nothing recorded
    pair(qtbot, window)  # results missing: refused by the services, said clearly
    assert "results missing" in errors(window)[-1]
    assert window.rounds_view.round_number == 1


def test_correct_then_undo(qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path) -> None:
    started(qtbot, window, db_path, tmp_path)
    pair(qtbot, window)
    rounds = window.rounds_view
    t = rounds._table(1)
    assert t is not None
    type_result(qtbot, window, "1a")
    assert rounds._table(1).winner == t.player_a  # type: ignore[union-attr]
    assert "correct" not in rounds.entry_preview.text()
    qtbot.keyClicks(rounds.entry, "1B3")
    assert rounds.entry_preview.text().startswith("correct: ")
    qtbot.keyClick(rounds.entry, Qt.Key.Key_Return)
    fixed = rounds._table(1)
    assert (
        fixed is not None and fixed.winner == t.player_b and fixed.outcome == Outcome.MODIFIED_WIN
    )
    rounds.undo_last()  # back to player A's win
    back = rounds._table(1)
    assert back is not None and back.winner == t.player_a and back.outcome == Outcome.WIN
    from organiser.services.audit import list_audit  # the audit trail of the two corrections

    store = window.backend.store  # type: ignore[union-attr]
    trail = [(e.action, e.reason) for e in list_audit(store, window.ctx.event_id)]  # type: ignore[union-attr]
    assert trail[-2:] == [
        ("result_corrected", "corrected at the results desk"),
        ("result_corrected", "undo of the last result entry"),
    ]
    rounds.undo_last()  # the first entry itself is withdrawn: the table is open again
    cleared = rounds._table(1)
    assert cleared is not None and not cleared.reported and cleared.winner is None
    assert rounds.model.outstanding() == len([t for t in rounds.model.tables if not t.is_bye])
    last = list_audit(store, window.ctx.event_id)[-1]  # type: ignore[union-attr]
    assert last.reason == "undo of the last result entry" and last.action != "result_corrected"
    rounds.undo_last()  # nothing left to undo: said, nothing changed
    assert rounds._table(1) == cleared
    assert not errors(window)


def test_swap_two_players(qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path) -> None:
    started(qtbot, window, db_path, tmp_path)
    pair(qtbot, window)
    rounds = window.rounds_view
    one, two = rounds._table(1), rounds._table(2)
    assert one is not None and two is not None
    sel = rounds.table.selectionModel()
    from PySide6.QtCore import QItemSelectionModel

    flags = QItemSelectionModel.SelectionFlag.Select
    sel.select(rounds.proxy.index(0, 1), flags)  # table 1, player A
    sel.select(rounds.proxy.index(1, 2), flags)  # table 2, player B
    qtbot.mouseClick(rounds.swap_btn, Qt.MouseButton.LeftButton)
    after1, after2 = rounds._table(1), rounds._table(2)
    assert after1 is not None and after2 is not None
    assert set(after1.players()) == {two.player_b, one.player_b}
    assert set(after2.players()) == {two.player_a, one.player_a}


def test_delete_latest_round_asks_first(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    started(qtbot, window, db_path, tmp_path)
    pair(qtbot, window)
    rounds = window.rounds_view
    rounds.ask_delete_latest()
    box = dialogs.open_prompts()[-1]
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert window.ctx.info.swiss_round == 1  # type: ignore[union-attr]
    rounds.ask_delete_latest()
    yes(dialogs.open_prompts()[-1])
    assert window.ctx.info.swiss_round == 0  # type: ignore[union-attr]
    assert rounds.model.rowCount() == 0


def test_least_bad_pairing_is_offered_and_accepted(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    """Four players, three rounds played: every pairing of round 4 is a rematch."""
    assert window.new_file(db_path)
    form = window.welcome.form
    qtbot.keyClicks(form.name, "Tiny")
    form.players.setValue(4)
    form.rounds.setValue(5)
    qtbot.mouseClick(form.create_btn, Qt.MouseButton.LeftButton)
    import_players(qtbot, window, write_csv(tmp_path / "p.csv", NAMES[:4]), 4)
    for _ in range(3):
        pair(qtbot, window)
        enter_round_by_keyboard(qtbot, window)
    pair(qtbot, window)
    panel = window.rounds_view.proposal
    assert panel.isVisible() and panel.accept_least_bad_btn.isVisible()
    assert "rematch" in panel.title.text()
    assert window.rounds_view.round_number == 3  # nothing stored yet
    qtbot.mouseClick(panel.accept_least_bad_btn, Qt.MouseButton.LeftButton)
    assert window.rounds_view.round_number == 4
    assert all(t.rematch for t in window.rounds_view.model.tables)


def test_second_window_on_the_same_file_is_a_second_station(
    qtbot: Any, window: MainWindow, settings: Any, db_path: Path, tmp_path: Path
) -> None:
    started(qtbot, window, db_path, tmp_path)
    second = MainWindow(settings, ServiceBackend.open, suggest_structure)
    qtbot.addWidget(second)
    assert second.open_path(db_path)
    assert second.ctx is not None and not second.ctx.read_only
    assert any("also open in" in text for text, _ in second.messages)
    assert not errors(second)
    # a change made in the second window shows in the first, which also still writes
    qtbot.keyClicks(second.players_view.name, "Late Arrival")
    qtbot.keyClick(second.players_view.name, Qt.Key.Key_Return)
    assert second.players_view.model.rowCount() == 17
    qtbot.waitUntil(lambda: window.players_view.model.rowCount() == 17, timeout=5000)
    pair(qtbot, window)
    assert window.rounds_view.round_number == 1
    qtbot.waitUntil(lambda: second.rounds_view.round_number == 1, timeout=5000)
    second.close_event()


def test_clock_survives_a_restart(
    qtbot: Any, window: MainWindow, settings: Any, db_path: Path, tmp_path: Path
) -> None:
    started(qtbot, window, db_path, tmp_path)
    pair(qtbot, window)
    window.tabs.setCurrentIndex(TAB_CLOCK)  # type: ignore[union-attr]
    clock = window.clock_view
    qtbot.mouseClick(clock.start_btn, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(clock.plus_btn, Qt.MouseButton.LeftButton)
    deadline = clock.clock.state.deadline
    assert deadline is not None and clock.clock.running
    window.close()
    again = MainWindow(settings, ServiceBackend.open, suggest_structure)
    qtbot.addWidget(again)
    assert again.open_path(db_path)
    assert again.clock_view.clock.state.deadline == deadline
    assert again.clock_view.clock.running
    from organiser.services.clock import get_clock  # stored in the event file itself

    stored = get_clock(again.backend.store, again.ctx.event_id)  # type: ignore[union-attr]
    assert stored.running and stored.deadline is not None
    assert datetime.fromisoformat(stored.deadline) == deadline
    assert not (tmp_path / (db_path.name + ".clock.json")).exists()
    again.close_event()


def test_clock_before_the_first_round_says_so(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    started(qtbot, window, db_path, tmp_path)
    clock = window.clock_view
    assert clock.digits.text() == "55:00" and "—" in clock.title.text()
    qtbot.mouseClick(clock.start_btn, Qt.MouseButton.LeftButton)
    assert "no round has been paired" in errors(window)[-1]
    assert not clock.clock.running


def test_projector_clock_colours(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    started(qtbot, window, db_path, tmp_path)
    pair(qtbot, window)
    clock = window.clock_view
    start = clock.now()
    assert window.backend is not None
    window.backend.store.clock = lambda: start  # type: ignore[attr-defined]
    clock.start()  # the deadline is stored by the services, on the database's clock
    wall = window.show_projector_clock()
    assert wall is not None
    assert "Test Event" in wall.heading.text() and "Round 1" in wall.heading.text()
    assert wall.digits.text() == "55:00"
    clock.now = lambda: start + timedelta(minutes=51)  # type: ignore[method-assign]
    clock.refresh()
    assert AMBER.name() in wall.digits.styleSheet()
    clock.now = lambda: start + timedelta(minutes=56)  # type: ignore[method-assign]
    clock.refresh()
    assert wall.banner.text() == "TIME CALLED" and RED.name() in wall.digits.styleSheet()
    assert wall.digits.text() == "0:00"


def test_projector_pairings_alphabetical_and_paging(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    started(qtbot, window, db_path, tmp_path, players=15)
    pair(qtbot, window)
    wall = window.show_projector_pairings()
    assert wall is not None
    names = [name for name, _table, _opp in wall.lines]
    assert len(names) == 15 and names == sorted(names, key=name_key)
    assert any(table == "bye" for _n, table, _o in wall.lines)
    assert wall.timer.interval() == window.settings.get(opt.PROJECTOR_PAGE_S) * 1000
    wall.showNormal()
    wall.resize(640, 200)  # smaller than the list: it turns pages by itself
    qtbot.waitUntil(lambda: wall.plan.height == 200)
    pages = wall.plan.pages
    last = wall.lines[wall.plan.page_lines(0)[-1]][0]
    assert names[0].startswith("Á")  # filed under A, where it is sorted
    assert pages > 1 and wall.page_label() == f"page 1 of {pages} · A–{last[0]}"
    shown = [wall.lines[row.index][0] for row in wall.visible_rows()]
    assert shown == names[: len(shown)]
    for _ in range(pages):
        wall.timer.timeout.emit()
    assert wall.page == 0  # round again to the first page


def test_recent_files_geometry_and_about(
    qtbot: Any, window: MainWindow, settings: Any, db_path: Path
) -> None:
    create_event(qtbot, window, db_path, "Remember me", cut=0)
    assert settings.recent_files()[0] == str(db_path)
    window.resize(760, 560)
    window.close()
    assert not settings.get(opt.GEOMETRY).isEmpty()
    again = MainWindow(settings, ServiceBackend.open, suggest_structure)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (760, 560)
    assert again.welcome.recent.item(0).data(Qt.ItemDataRole.UserRole) == str(db_path)
    box = again.show_about()
    assert __version__ in box.text()
    box.close()


def test_demo_event_opens_ready_to_browse(qtbot: Any, window: MainWindow, demo_db: Path) -> None:
    qtbot.mouseClick(window.welcome.demo_btn, Qt.MouseButton.LeftButton)
    assert window.ctx is not None and window.backend is not None
    assert window.backend.path == demo_db
    event = window.ctx.info
    assert event.swiss_round == event.rounds  # the last Swiss round is paired …
    assert window.rounds_view.model.outstanding() > 0  # … with its results to enter
    assert window.players_view.model.rowCount() >= 32
    window.tabs.setCurrentWidget(window.standings_view)  # type: ignore[union-attr]
    assert window.standings_view.model.rowCount() == window.players_view.model.rowCount()
    assert errors(window) == []
    # a second demo replaces the first instead of piling events up
    assert window.open_demo()
    assert len(window.backend.list_events()) == 1


def test_menu_shortcuts_reach_the_actions(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    started(qtbot, window, db_path, tmp_path)
    by_key = {
        a.shortcut().toString(): a
        for a in window.findChildren(QAction)
        if not a.shortcut().isEmpty()
    }
    for key in (
        "Ctrl+Shift+P",
        "Ctrl+P",
        "Ctrl+J",
        "Ctrl+R",
        "Ctrl+Z",
        "Ctrl+I",
        "Ctrl+1",
        "Ctrl+5",
        "F9",
        "F10",
        "Ctrl+N",
        "Ctrl+O",
        "Ctrl+Q",
    ):
        assert key in by_key, key
    by_key["Ctrl+Shift+P"].trigger()  # pair the next round from anywhere
    assert window.tabs.currentWidget() is window.rounds_view  # type: ignore[union-attr]
    assert window.rounds_view.round_number == 1
    by_key["Ctrl+3"].trigger()
    assert window.tabs.currentWidget() is window.standings_view  # type: ignore[union-attr]
    by_key["Ctrl+R"].trigger()
    assert window.tabs.currentWidget() is window.rounds_view  # type: ignore[union-attr]
    assert not window.busy.isVisible()  # background work finished


def test_event_settings_more_rounds(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    """All planned rounds played: pairing says how to add one; the settings dialog does it."""
    assert window.new_file(db_path)
    form = window.welcome.form
    qtbot.keyClicks(form.name, "Short")
    form.rounds.setValue(1)
    qtbot.mouseClick(form.create_btn, Qt.MouseButton.LeftButton)
    import_players(qtbot, window, write_csv(tmp_path / "p.csv", NAMES[:8]), 8)
    pair(qtbot, window)
    enter_round_by_keyboard(qtbot, window)
    pair(qtbot, window)
    assert "Event settings" in errors(window)[-1]
    dialog = window.show_event_settings()
    assert dialog is not None and dialog.rounds.value() == 1
    dialog.name.clear()
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton
    )
    assert dialog.isVisible() and "name" in errors(window)[-1]  # refused, nothing lost
    qtbot.keyClicks(dialog.name, "Short but longer")
    dialog.rounds.setValue(2)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton
    )
    assert not dialog.isVisible()
    assert window.ctx is not None and window.ctx.info.rounds == 2
    assert window.windowTitle().startswith("Short but longer")
    pair(qtbot, window)
    assert window.rounds_view.round_number == 2


def test_the_theme_menu_marks_the_theme_in_use(qtbot: Any, window: MainWindow) -> None:
    from organiser.ui import settings as opt

    marked = {name: a.isChecked() for name, a in window.theme_actions.items()}
    current = window.settings.get(opt.THEME)
    assert marked == {name: name == current for name in ("system", "light", "dark")}
    window.theme_actions["dark"].trigger()
    assert window.settings.get(opt.THEME) == "dark"
    assert [n for n, a in window.theme_actions.items() if a.isChecked()] == ["dark"]
    window.theme_actions["light"].trigger()
    assert [n for n, a in window.theme_actions.items() if a.isChecked()] == ["light"]
    window.set_theme("system")
    assert [n for n, a in window.theme_actions.items() if a.isChecked()] == ["system"]


def test_status_messages_never_run_under_the_permanent_text(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    from organiser.ui.status_bar import StatusBar

    started(qtbot, window, db_path, tmp_path)
    bar = window.statusBar()
    assert isinstance(bar, StatusBar)
    window.resize(900, 600)
    qtbot.wait(50)
    long = "Table 12: recorded. " + "The next round can be paired once every result is in. " * 4
    window.show_message(long)
    shown = bar.currentMessage()
    assert shown.endswith("…") and long.startswith(shown[:-1])
    assert bar.fontMetrics().horizontalAdvance(shown) <= bar.room()
    assert bar.room() < window.status_event.geometry().left()  # ends before the permanent text
    assert bar.toolTip() == long and bar.full_message() == long
    window.resize(3000, 600)  # room for all of it: shown whole again
    qtbot.waitUntil(lambda: bar.currentMessage() == long or bar.room() < 2000, timeout=2000)
    if bar.room() >= bar.fontMetrics().horizontalAdvance(long):
        assert bar.currentMessage() == long
    window.show_message("Saved.")
    assert bar.currentMessage() == "Saved." and bar.toolTip() == ""
