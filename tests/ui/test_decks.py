"""Deck lists in the Players tab: paste, file chooser, drag and drop, the deck-status
column, the deck check of one list, the field chart."""

from __future__ import annotations

import shutil
import socket
import threading
from collections.abc import Iterator
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from organiser.ui import tasks
from organiser.ui.main_window import MainWindow
from organiser.ui.models import PlayersModel
from organiser.ui.views.decks import DECK_SUFFIXES, DeckCheckDialog, DeckListDialog, FieldDialog

from .test_whole_day import enter_round_by_keyboard
from .test_window import errors, pair, started

FIXTURES = Path(__file__).parents[1] / "decks" / "fixtures"
LEGAL = FIXTURES / "stark_fealty.txt"  # legal, Stark, Fealty
ILLEGAL = FIXTURES / "greyjoy_core_starter.txt"  # Stark with Banner of the Kraken: 2 problems


@pytest.fixture(autouse=True)
def own_card_database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAESTER_CARDS_DIR", str(tmp_path / "cards"))  # the shipped catalogue


@pytest.fixture
def players(qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path) -> MainWindow:
    started(qtbot, window, db_path, tmp_path, players=4)
    return window


def deck_cell(window: MainWindow, row: int) -> str:
    return str(window.players_view.model.index(row, PlayersModel.COL_DECK).data())


def attach_button(dialog: DeckListDialog) -> Any:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def drop_file(window: MainWindow, row: int, path: Path) -> None:
    view = window.players_view
    rect = view.table.visualRect(view.model.index(row, PlayersModel.COL_NAME))
    pos = QPointF(rect.center())
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    enter = QDragEnterEvent(
        pos.toPoint(),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view.table.viewport(), enter)
    assert enter.isAccepted() == (path.suffix in DECK_SUFFIXES)
    drop = QDropEvent(
        pos,
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view.table.viewport(), drop)


def test_paste_a_list(qtbot: Any, players: MainWindow) -> None:
    view = players.players_view
    assert deck_cell(players, 0) == "missing"
    view.table.selectRow(0)
    player = view.model.player_at(0)
    dialog = view.ask_deck_list()
    assert isinstance(dialog, DeckListDialog) and dialog.isVisible()
    assert not dialog.reason.isVisible()  # no round paired: no reason needed
    dialog.text.setPlainText(LEGAL.read_text(encoding="utf-8"))
    qtbot.mouseClick(attach_button(dialog), Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    row = view.model.row_of(player.id)
    assert row is not None and deck_cell(players, row) == "legal · House Stark"
    assert not errors(players)


@pytest.fixture
def thronesdb(tmp_path: Path) -> Iterator[str]:
    """A local server answering ThronesDB's public API with a recorded decklist."""
    root = tmp_path / "thronesdb"
    answer = root / "api" / "public" / "decklist" / "23456.json"
    answer.parent.mkdir(parents=True)
    shutil.copyfile(FIXTURES / "thronesdb" / "api_decklist_23456.json", answer)

    class Quiet(SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(Quiet, directory=str(root)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def test_paste_a_thronesdb_link(
    qtbot: Any, players: MainWindow, thronesdb: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = players.players_view
    view.table.selectRow(3)
    player = view.model.player_at(3)
    # Offline: a clear message, the dialog stays open with the link, nothing attached.
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        nowhere = f"http://127.0.0.1:{probe.getsockname()[1]}"
    monkeypatch.setenv("MAESTER_THRONESDB_URL", nowhere)
    dialog = view.ask_deck_list()
    assert dialog is not None
    dialog.text.setPlainText("  https://thronesdb.com/decklist/view/23456/3-krakens \n")
    said = len(errors(players))
    qtbot.mouseClick(attach_button(dialog), Qt.MouseButton.LeftButton)
    # said in the dialog itself (no second dialog on top of it)
    assert dialog.isVisible() and "Cannot reach ThronesDB" in dialog.problem.text()
    assert len(errors(players)) == said
    row = view.model.row_of(player.id)
    assert row is not None and deck_cell(players, row) == "missing"
    # Online: the decklist is fetched off the GUI thread, then attached.
    monkeypatch.setenv("MAESTER_THRONESDB_URL", thronesdb)
    monkeypatch.setattr(tasks, "SYNCHRONOUS", False)
    qtbot.mouseClick(attach_button(dialog), Qt.MouseButton.LeftButton)
    if dialog.isVisible():  # still fetching: the window stays live, Attach waits
        assert dialog.fetching and not attach_button(dialog).isEnabled()
        assert "Fetching" in dialog.problem.text()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=20_000)

    def attached() -> bool:  # the table's deck column is read in the background too
        row = view.model.row_of(player.id)
        return row is not None and deck_cell(players, row) == "legal · House Greyjoy"

    qtbot.waitUntil(attached, timeout=20_000)


def test_an_empty_paste_is_refused_and_the_dialog_stays(qtbot: Any, players: MainWindow) -> None:
    view = players.players_view
    view.table.selectRow(1)
    dialog = view.ask_deck_list()
    assert dialog is not None
    qtbot.mouseClick(attach_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and "empty" in errors(players)[-1]
    assert deck_cell(players, 1) == "missing"


def test_file_chooser_then_deck_check(
    qtbot: Any, players: MainWindow, no_blocking_modals: dict[str, Any]
) -> None:
    view = players.players_view
    view.table.selectRow(2)
    player = view.model.player_at(2)
    dialog = view.ask_deck_list()
    assert dialog is not None
    no_blocking_modals["QFileDialog.getOpenFileName"] = (str(ILLEGAL), "")
    qtbot.mouseClick(dialog.file_btn, Qt.MouseButton.LeftButton)
    assert dialog.source == ILLEGAL.name and "Banner of the Kraken" in dialog.text.toPlainText()
    qtbot.mouseClick(attach_button(dialog), Qt.MouseButton.LeftButton)
    row = view.model.row_of(player.id)
    assert row is not None and deck_cell(players, row) == "illegal (2 problems)"

    view.select_player(player.id)
    check = view.show_deck_check()
    assert isinstance(check, DeckCheckDialog) and check.isVisible()
    problems = [check.problems.item(i).text() for i in range(check.problems.count())]
    assert [p.split("]")[0] + "]" for p in problems] == ["[draw-count]", "[loyalty]"]
    counts = dict(check.check.counts_by_type)
    assert counts["plot"] == check.check.plots == 7
    assert check.check.draw == sum(n for kind, n in counts.items() if kind != "plot")
    assert f"Plot deck 7 · draw deck {check.check.draw}" in check.counts.text()
    sections = [check.cards.topLevelItem(i).text(0) for i in range(check.cards.topLevelItemCount())]
    assert "Plots" in sections[0] or sections[0].lower().startswith("plot")


def test_deck_check_of_a_player_without_a_list(players: MainWindow) -> None:
    view = players.players_view
    view.table.selectRow(0)
    assert view.show_deck_check() is None
    assert "no deck list" in errors(players)[-1]


def test_drop_a_file_on_a_player_row(players: MainWindow, tmp_path: Path) -> None:
    view = players.players_view
    target = view.model.player_at(3)
    drop_file(players, 3, LEGAL)
    row = view.model.row_of(target.id)
    assert row is not None and deck_cell(players, row) == "legal · House Stark"
    others = [deck_cell(players, r) for r in range(4) if r != row]
    assert others == ["missing"] * 3  # only the row it was dropped on

    csv = tmp_path / "players.csv"
    csv.write_text("name\nX\n", encoding="utf-8")
    drop_file(players, 0, csv)  # refused as it enters (the no-drop cursor): nothing happens
    assert deck_cell(players, 0) == "missing"
    assert players.players_view.attach_file(view.model.player_at(0), csv) is False
    assert "a deck list is a .txt, .json, .o8d (OCTGN) or .md" in errors(players)[-1]
    # Every ThronesDB export is a deck list file: OCTGN's .o8d and the Markdown too.
    for row, name in ((1, "octgn.o8d"), (2, "markdown.md")):
        drop_file(players, row, FIXTURES / "thronesdb" / name)
        assert deck_cell(players, row) == "legal · House Greyjoy", name


def test_lists_lock_after_round_one(qtbot: Any, players: MainWindow) -> None:
    pair(qtbot, players)
    enter_round_by_keyboard(qtbot, players)
    players.tabs.setCurrentWidget(players.players_view)  # type: ignore[union-attr]
    view = players.players_view
    player = view.model.player_at(0)
    drop_file(players, 0, LEGAL)
    assert "locked" in errors(players)[-1]
    view.select_player(player.id)
    dialog = view.ask_deck_list()
    assert dialog is not None and not dialog.reason.isHidden()
    dialog.text.setPlainText(LEGAL.read_text(encoding="utf-8"))
    qtbot.mouseClick(attach_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and "reason" in errors(players)[-1]  # nothing lost
    dialog.reason.setText("list handed in late, checked by the head judge")
    qtbot.mouseClick(attach_button(dialog), Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    row = view.model.row_of(player.id)
    assert row is not None and deck_cell(players, row) == "legal · House Stark"


def test_field_chart(players: MainWindow) -> None:
    drop_file(players, 0, LEGAL)
    drop_file(players, 1, ILLEGAL)  # also Stark, another agenda
    drop_file(players, 2, FIXTURES / "lannister_rains.json")
    dialog = players.players_view.show_field()
    assert isinstance(dialog, FieldDialog) and dialog.isVisible()
    assert dialog.summary.text().startswith("3 of 4 lists handed in: 1 legal, 2 illegal, 1 missing")
    assert dialog.factions.rows == [("House Stark", 2), ("House Lannister", 1)]
    dialog.factions.resize(500, dialog.factions.sizeHint().height())
    stark, lannister = dialog.factions.bar_rects()
    assert stark.width() == pytest.approx(2 * lannister.width())
    assert len(dialog.agendas.rows) == 3 and sum(n for _, n in dialog.agendas.rows) == 3
    image = dialog.factions.grab().toImage()  # it paints (no exception, not blank)
    assert image.pixelColor(int(stark.center().x()), int(stark.center().y())).name() == "#8a97a6"
