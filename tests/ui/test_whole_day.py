"""The organiser's whole day through the real widgets, on a temporary SQLite file:
create an event, import 16 players, pair, enter every result by keyboard, standings,
a cut of 4, the final."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from organiser.ui.dialogs import open_prompts
from organiser.ui.main_window import TAB_CUT, TAB_STANDINGS, MainWindow
from organiser.ui.models import PairingsModel, StandingsModel

NAMES = [
    "Ásta Sigurðardóttir",
    "Bran Ashford",
    "Chloé Martin",
    "Dmitri Volkov",
    "Eleni Papadopoulou",
    "Fatima Zahra",
    "Gareth Pryce",
    "Hana Nováková",
    "Ibrahim Diallo",
    "Jun Takahashi",
    "Kateryna Bondar",
    "Luís Araújo",
    "Mei Lin",
    "Niamh O'Brien",
    "Oskar Nilsson",
    "Priya Nair",
]


def answer(yes: bool) -> None:
    """Click Yes or Cancel on the newest prompt."""
    box = open_prompts()[-1]
    button = QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.Cancel
    box.button(button).click()


def write_csv(path: Path, names: list[str]) -> Path:
    rows = ["name,affiliation"] + [f"{n},Store {i % 3}" for i, n in enumerate(names)]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def create_event(qtbot: Any, window: MainWindow, db: Path, name: str, cut: int) -> None:
    assert window.new_file(db)
    form = window.welcome.form
    qtbot.keyClicks(form.name, name)
    form.players.setValue(16)
    form.cut.setCurrentIndex(form.cut.findData(cut))
    qtbot.mouseClick(form.create_btn, Qt.MouseButton.LeftButton)
    assert window.ctx is not None and window.ctx.info.name == name


def import_players(qtbot: Any, window: MainWindow, csv: Path, count: int = 16) -> None:
    dialog = window.players_view.import_csv(csv)
    assert dialog is not None and dialog.preview.ok
    assert dialog.table.rowCount() == count
    assert (
        dialog.table.item(0, 1).text()
        == csv.read_text(encoding="utf-8").splitlines()[1].split(",")[0]
    )
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert window.players_view.model.rowCount() == count


def enter_round_by_keyboard(qtbot: Any, window: MainWindow, pick: str = "a") -> int:
    """Types ``<table><a|b>`` + Enter for every table; returns the keystrokes used."""
    rounds = window.rounds_view
    keystrokes = 0
    tables = [t for t in rounds.model.tables if not t.is_bye]
    for t in tables:
        text = f"{t.table}{pick}"
        qtbot.keyClicks(rounds.entry, text)
        qtbot.keyClick(rounds.entry, Qt.Key.Key_Return)
        keystrokes += len(text) + 1
        assert rounds.entry.text() == "", window.messages[-1]
    assert rounds.model.outstanding() == 0
    return keystrokes


def test_whole_day(qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path) -> None:
    create_event(qtbot, window, db_path, "Winter Store Championship", cut=4)
    import_players(qtbot, window, write_csv(tmp_path / "players.csv", NAMES))
    event = window.ctx.info  # type: ignore[union-attr]
    assert (event.rounds, event.cut) == (4, 4)

    rounds = window.rounds_view
    for number in range(1, event.rounds + 1):
        qtbot.mouseClick(rounds.pair_btn, Qt.MouseButton.LeftButton)
        assert rounds.round_number == number
        assert len(rounds.model.tables) == 8
        assert rounds.model.outstanding() == 8
        # player A wins in odd rounds, player B in even ones: a spread of scores
        strokes = enter_round_by_keyboard(qtbot, window, "a" if number % 2 else "b")
        assert strokes == 8 * 3  # one-digit table, one letter, Enter
        assert "all results in" in rounds.outstanding.text()

    window.tabs.setCurrentIndex(TAB_STANDINGS)  # type: ignore[union-attr]
    standings = window.standings_view.model
    assert standings.rowCount() == 16
    points = [standings.rows[i].points for i in range(16)]
    assert points == sorted(points, reverse=True)
    assert sum(points) == 8 * 4 * 5  # eight wins of 5 points in each of four rounds
    assert standings.index(0, StandingsModel.COL_RANK).data() == "1"

    window.tabs.setCurrentIndex(TAB_CUT)  # type: ignore[union-attr]
    cut = window.cut_view
    cut.size_box.setCurrentIndex(cut.size_box.findData(4))
    qtbot.mouseClick(cut.start_btn, Qt.MouseButton.LeftButton)
    assert cut.state.size == 0  # asked first
    answer(False)
    assert cut.state.size == 0  # cancelled: nothing started
    qtbot.mouseClick(cut.start_btn, Qt.MouseButton.LeftButton)
    assert "top 4" in open_prompts()[-1].text()
    answer(True)
    assert cut.state.size == 4
    top4 = [r.player for r in standings.rows[:4]]
    assert list(cut.state.seeds) == top4
    cut.bracket.resize(cut.bracket.sizeHint())
    cut.bracket.repaint()
    # semi-finals: the higher seed wins both (a click on their name in the bracket)
    for seed in (top4[0], top4[1]):
        slot = next(s for s in cut.bracket.slots if s.player == seed)
        qtbot.mouseClick(cut.bracket, Qt.MouseButton.LeftButton, pos=slot.rect.center().toPoint())
        names = cut.bracket.names
        assert names[seed] in open_prompts()[-1].text()  # asked first, naming the winner
        answer(True)
        cut.bracket.repaint()
    assert cut.next_btn.isEnabled()
    qtbot.mouseClick(cut.next_btn, Qt.MouseButton.LeftButton)
    cut.bracket.repaint()
    final = cut.state.rounds[-1]
    assert len(final) == 1 and set(final[0].players()) == {top4[0], top4[1]}
    slot = next(s for s in cut.bracket.slots if s.player == top4[1])
    qtbot.mouseClick(
        cut.bracket,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.ShiftModifier,
        pos=QPoint(int(slot.rect.center().x()), int(slot.rect.center().y())),
    )
    prompt = open_prompts()[-1].text()
    assert "a modified win" in prompt and f"over {names[top4[0]]}" in prompt
    answer(False)  # a mis-click: cancelled, nothing recorded
    assert not any(t.reported for t in cut.state.rounds[-1])
    qtbot.mouseClick(
        cut.bracket,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.ShiftModifier,
        pos=QPoint(int(slot.rect.center().x()), int(slot.rect.center().y())),
    )
    answer(True)
    if cut.state.champion is None and cut.next_btn.isEnabled():
        qtbot.mouseClick(cut.next_btn, Qt.MouseButton.LeftButton)  # the services finish the event
    assert cut.state.champion == top4[1]
    assert "Winner" in cut.status.text()
    assert not any(error for _, error in window.messages), window.messages


def test_results_survive_a_restart(
    qtbot: Any, window: MainWindow, settings: Any, db_path: Path, tmp_path: Path
) -> None:
    """Everything entered is on disk: a new window on the same file shows exactly it."""
    create_event(qtbot, window, db_path, "Crash Test", cut=0)
    import_players(qtbot, window, write_csv(tmp_path / "p.csv", NAMES))
    rounds = window.rounds_view
    qtbot.mouseClick(rounds.pair_btn, Qt.MouseButton.LeftButton)
    first_three = [t for t in rounds.model.tables if not t.is_bye][:3]
    for t in first_three:
        qtbot.keyClicks(rounds.entry, f"{t.table}b")
        qtbot.keyClick(rounds.entry, Qt.Key.Key_Return)
    before = list(rounds.model.tables)
    window.close()  # as if the app went away mid-round

    from organiser.ui.service_backend import ServiceBackend
    from organiser.ui.structure import suggest_structure

    again = MainWindow(settings, ServiceBackend.open, suggest_structure)
    qtbot.addWidget(again)
    assert again.open_path(db_path)
    assert again.rounds_view.model.tables == before
    assert again.rounds_view.model.outstanding() == 5
    again.close_event()


def test_pairings_column_layout(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    create_event(qtbot, window, db_path, "Layout", cut=0)
    import_players(qtbot, window, write_csv(tmp_path / "p.csv", NAMES[:15]), 15)
    qtbot.mouseClick(window.rounds_view.pair_btn, Qt.MouseButton.LeftButton)
    model = window.rounds_view.model
    assert model.rowCount() == 8  # seven tables and the bye
    last = model.rowCount() - 1
    assert model.index(last, PairingsModel.COL_TABLE).data() == "bye"  # the bye is listed last
