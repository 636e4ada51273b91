"""The print preview: pages on screen, navigation, zoom, printing, saving, opening."""

from __future__ import annotations

import datetime as dt
import io
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor, QImage
from PySide6.QtPrintSupport import QPrintDialog, QPrinter

from organiser.core.errors import UserError
from organiser.printing import build_pairings_by_table
from organiser.printing.data import EventInfo, PageSize, PairedTable, RoundPairings, Seat
from organiser.ui import dialogs
from organiser.ui.print_preview import PrintPreview, show_print_preview

pytestmark = pytest.mark.gui


def sample_pdf(tables: int = 70, paper: PageSize = PageSize.A4) -> bytes:
    """Pairings by table of a big round: several pages."""
    seats = [Seat(i, f"Joueuse {i:03d} Ångström", float(i % 4) * 5) for i in range(tables * 2)]
    round_ = RoundPairings(
        3,
        tuple(PairedTable(t + 1, (seats[2 * t], seats[2 * t + 1])) for t in range(tables)),
    )
    event = EventInfo("Winter Joust", dt.date(2026, 11, 21), page_size=paper)
    return build_pairings_by_table(event, round_)


@pytest.fixture(scope="module")
def pdf() -> bytes:
    return sample_pdf()


@pytest.fixture
def preview(qtbot: Any, pdf: bytes) -> PrintPreview:
    dialog = show_print_preview(None, pdf, "Round 3 — pairings by table")
    assert isinstance(dialog, PrintPreview)
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    return dialog


def ink(image: QImage) -> int:
    """How many sampled pixels are dark (text)."""
    dark = 0
    for y in range(0, image.height(), 3):
        for x in range(0, image.width(), 3):
            if QColor(image.pixel(x, y)).lightness() < 100:
                dark += 1
    return dark


def test_shows_the_first_page_without_blocking(preview: PrintPreview, pdf: bytes) -> None:
    assert preview.isVisible() and not preview.isModal()
    assert preview.pages == len(PdfReader(io.BytesIO(pdf)).pages) >= 3
    assert preview.page == 0 and preview.page_total.text() == f"of {preview.pages}"
    pixmap = preview.page_label.pixmap()
    assert not pixmap.isNull() and ink(pixmap.toImage()) > 50
    assert not preview.prev_button.isEnabled() and preview.next_button.isEnabled()


def test_page_navigation(preview: PrintPreview) -> None:
    first = preview.page_label.pixmap().toImage()
    preview.next_button.click()
    assert preview.page == 1 and preview.page_box.value() == 2
    assert preview.page_label.pixmap().toImage() != first
    preview.page_box.setValue(preview.pages)
    assert preview.page == preview.pages - 1 and not preview.next_button.isEnabled()
    preview.go_to(99)  # past the end: stays on the last page
    assert preview.page == preview.pages - 1
    preview.prev_button.click()
    assert preview.page == preview.pages - 2
    preview.go_to(-5)
    assert preview.page == 0 and preview.page_label.pixmap().toImage() == first


def test_zoom(preview: PrintPreview) -> None:
    assert preview.fit_button.isChecked()
    preview.set_zoom(1.0)
    assert not preview.fit_button.isChecked() and preview.zoom_label.text() == "100 %"
    ratio = preview.devicePixelRatioF()
    width_100 = preview.page_label.pixmap().width() / ratio
    assert abs(width_100 - 595 * 96 / 72) < 3  # A4 at 96 dpi
    preview.zoom_in_button.click()
    assert preview.zoom == 1.25
    assert preview.page_label.pixmap().width() / ratio > width_100 * 1.2
    for _ in range(10):
        preview.zoom_out_button.click()
    assert preview.zoom == 0.5 and not preview.zoom_out_button.isEnabled()
    preview.fit_button.click()
    assert preview.fit_button.isChecked()
    viewport = preview.scroller.viewport().width()
    assert preview.page_label.pixmap().width() / ratio <= viewport


def test_print_to_a_pdf_printer(preview: PrintPreview, tmp_path: Path) -> None:
    printer = preview.new_printer()
    assert (
        printer.pageLayout().pageSize().id() == preview.new_printer().pageLayout().pageSize().id()
    )
    out = tmp_path / "printed.pdf"
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(out))
    printer.setResolution(100)
    assert preview.print_to(printer) == preview.pages
    reader = PdfReader(str(out))
    assert len(reader.pages) == preview.pages
    box = reader.pages[0].mediabox
    assert abs(float(box.width) - 595.3) < 2 and abs(float(box.height) - 841.9) < 2  # A4
    assert "Sent" in preview.status.text()


def test_print_a_page_range(preview: PrintPreview, tmp_path: Path) -> None:
    printer = preview.new_printer()
    out = tmp_path / "range.pdf"
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(out))
    printer.setResolution(72)
    printer.setFromTo(2, 3)
    assert preview.print_to(printer) == 2
    assert len(PdfReader(str(out)).pages) == 2


def test_letter_documents_print_on_letter(qtbot: Any) -> None:
    dialog = PrintPreview(sample_pdf(5, PageSize.LETTER), "Letter")
    qtbot.addWidget(dialog)
    size = dialog.new_printer().pageLayout().pageSize()
    assert size.id() == size.PageSizeId.Letter


def test_print_dialog_is_not_modal_and_prints_when_accepted(
    preview: PrintPreview, monkeypatch: pytest.MonkeyPatch
) -> None:
    printed: list[QPrinter] = []

    def print_to(printer: QPrinter) -> int:
        printed.append(printer)
        return 1

    monkeypatch.setattr(preview, "print_to", print_to)
    dialog = preview.ask_print()
    assert isinstance(dialog, QPrintDialog) and dialog.isVisible()
    dialog.reject()
    assert printed == []
    dialog = preview.ask_print()
    dialog.accepted.emit(dialog.printer())  # what accepting does, without a real printer
    assert len(printed) == 1 and printed[0].docName() == preview.title
    dialog.reject()


def test_save_as_pdf(
    preview: PrintPreview, pdf: bytes, tmp_path: Path, no_blocking_modals: dict[str, Any]
) -> None:
    no_blocking_modals["QFileDialog.getSaveFileName"] = (str(tmp_path / "round3"), "")
    assert preview.save_as() == tmp_path / "round3.pdf"
    assert (tmp_path / "round3.pdf").read_bytes() == pdf
    no_blocking_modals["QFileDialog.getSaveFileName"] = ("", "")  # cancelled
    assert preview.save_as() is None


def test_save_into_a_missing_folder_says_so(preview: PrintPreview, tmp_path: Path) -> None:
    assert not preview.save_to(tmp_path / "nowhere" / "x.pdf")
    (box,) = [b for b in dialogs.open_prompts() if "Cannot write" in b.text()]
    box.close()


def test_open_in_the_system_viewer(qtbot: Any, pdf: bytes) -> None:
    opened: list[QUrl] = []

    def open_url(url: QUrl) -> bool:
        opened.append(url)
        return True

    dialog = PrintPreview(pdf, "Round 3: by table", open_url=open_url)
    qtbot.addWidget(dialog)
    path = dialog.open_in_viewer()
    assert path is not None and path.name == "Round 3 by table.pdf"
    assert [u.toLocalFile() for u in opened] == [str(path)]
    assert path.read_bytes() == pdf
    failing = PrintPreview(pdf, "x", open_url=lambda url: False)
    qtbot.addWidget(failing)
    assert failing.open_in_viewer() is None
    (box,) = [b for b in dialogs.open_prompts() if "No PDF viewer" in b.text()]
    box.close()


def test_not_a_pdf(qtbot: Any) -> None:
    with pytest.raises(UserError, match="not a readable PDF"):
        show_print_preview(None, b"hello", "nothing")


def test_grab_renders_the_dialog(preview: PrintPreview, tmp_path: Path) -> None:
    preview.resize(700, 800)
    shot = preview.grab()
    target = tmp_path / "preview.png"
    assert shot.save(str(target))
    assert ink(QImage(str(target))) > 100  # the page's text is in the picture
