"""Print menu, print preview of every document, paper setting, publishing, the rules desk."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QUrl
from PySide6.QtGui import QAction

from organiser.ui import settings as opt
from organiser.ui.dialogs import open_prompts
from organiser.ui.main_window import MainWindow
from organiser.ui.print_preview import PrintPreview
from organiser.ui.publishing import DOCUMENTS

from .test_whole_day import enter_round_by_keyboard
from .test_window import errors, pair, started, yes

A4_WIDTH, LETTER_WIDTH = 595, 612  # points, rounded down


def pdf_text(pdf: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)


def page_width(pdf: bytes) -> int:
    return int(float(PdfReader(io.BytesIO(pdf)).pages[0].mediabox.width))


def last_preview(window: MainWindow) -> PrintPreview:
    assert window.printing is not None and window.printing.previews, errors(window)
    preview = window.printing.previews[-1]
    assert isinstance(preview, PrintPreview) and preview.isVisible()
    return preview


@pytest.fixture
def two_rounds(qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path) -> MainWindow:
    started(qtbot, window, db_path, tmp_path, players=8)
    pair(qtbot, window)
    enter_round_by_keyboard(qtbot, window)
    pair(qtbot, window)
    return window


def test_every_document_of_the_print_menu_opens_a_preview(two_rounds: MainWindow) -> None:
    window = two_rounds
    assert [a.text() for a in window.print_menu.actions()][: len(DOCUMENTS)] == [
        text for _kind, text, _key in DOCUMENTS
    ]
    model = window.players_view.model
    names = {model.player_at(r).name for r in range(model.rowCount())}
    for kind, _text, _key in DOCUMENTS:
        if kind == "bracket":
            continue  # no cut yet: refused below
        window.print_actions[kind].trigger()
        preview = last_preview(window)
        assert preview.pdf.startswith(b"%PDF")
        assert "Test Event" in preview.windowTitle()
        if kind in ("pairings", "pairings-by-name", "slips"):
            assert "round 2" in preview.title.lower()
            text = pdf_text(preview.pdf)
            assert any(name in text for name in names)
        preview.close()
    assert not errors(window)
    window.print_actions["bracket"].trigger()
    assert errors(window) and "cut" in errors(window)[-1].lower()  # a message, no preview


def test_prints_the_round_shown_in_the_rounds_tab(two_rounds: MainWindow) -> None:
    window = two_rounds
    window.rounds_view.round_box.setCurrentIndex(0)  # back to round 1
    assert window.rounds_view.round_number == 1
    window.print_actions["pairings"].trigger()
    preview = last_preview(window)
    assert "round 1" in preview.title.lower()
    assert "Round 1" in pdf_text(preview.pdf)


def test_paper_size_setting_reaches_the_document(two_rounds: MainWindow) -> None:
    window = two_rounds
    window.paper_actions["letter"].trigger()
    assert window.settings.get(opt.PAGE_SIZE) == "letter"
    window.print_actions["standings"].trigger()
    assert page_width(last_preview(window).pdf) == LETTER_WIDTH
    window.paper_actions["a4"].trigger()
    window.print_actions["standings"].trigger()
    assert page_width(last_preview(window).pdf) == A4_WIDTH
    assert window.paper_actions["a4"].isChecked() and not window.paper_actions["letter"].isChecked()


def test_nothing_to_print_before_the_first_round(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    started(qtbot, window, db_path, tmp_path, players=4)
    window.print_actions["slips"].trigger()
    assert "no round has been paired" in errors(window)[-1]
    assert window.printing is not None and not window.printing.previews


def test_print_actions_wait_for_an_event(window: MainWindow) -> None:
    assert not window.print_actions["standings"].isEnabled()
    assert not window.print_button.isEnabled()


def test_ctrl_p_pops_up_the_documents(two_rounds: MainWindow) -> None:
    window = two_rounds
    by_key = {a.shortcut().toString(): a for a in window.findChildren(QAction)}
    by_key["Ctrl+P"].trigger()
    assert window.print_menu.isVisible()
    window.print_menu.close()


def test_publish_writes_the_page_and_offers_to_open_it(
    two_rounds: MainWindow, tmp_path: Path, no_blocking_modals: dict[str, Any]
) -> None:
    window = two_rounds
    site = tmp_path / "site"
    no_blocking_modals["QFileDialog.getExistingDirectory"] = str(site)
    opened: list[QUrl] = []
    assert window.printing is not None
    window.printing.open_url = lambda url: opened.append(url) or True
    publish = next(a for a in window.findChildren(QAction) if a.text() == "&Publish…")
    publish.trigger()
    assert (site / "index.html").is_file() and (site / "results.csv").is_file()
    assert "Test Event" in (site / "index.html").read_text(encoding="utf-8")
    box = open_prompts()[-1]
    assert "index.html" in box.text()
    yes(box)
    assert opened == [QUrl.fromLocalFile(str(site / "index.html"))]


def test_publish_cancelled_writes_nothing(
    two_rounds: MainWindow, tmp_path: Path, no_blocking_modals: dict[str, Any]
) -> None:
    no_blocking_modals["QFileDialog.getExistingDirectory"] = ""
    two_rounds.publish()
    assert two_rounds.printing is not None and two_rounds.printing.published == []


def test_rules_desk_from_the_tools_menu(window: MainWindow) -> None:
    by_key = {a.shortcut().toString(): a for a in window.findChildren(QAction)}
    by_key["Ctrl+J"].trigger()  # no event needed
    assert len(window.rules_desks) == 1
    desk = window.rules_desks[0]
    assert desk.isVisible() and "Rules desk" in desk.windowTitle()
    assert desk.event_name.text() == ""  # no event open: the judge types one in
    window.close()
    assert not desk.isVisible()


def test_rules_desk_opened_during_an_event_rules_for_that_event(
    qtbot: Any, window: MainWindow, db_path: Path, tmp_path: Path
) -> None:
    started(qtbot, window, db_path, tmp_path, players=4)
    window.open_rules_desk()
    desk = window.rules_desks[-1]
    assert desk.event_name.text() == "Test Event"
    assert desk.side.tabText(desk.side.count() - 1) == "&Ruling — Test Event"
    window.close()
