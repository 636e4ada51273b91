"""Print preview: a PDF's pages on screen, then printed, saved or opened elsewhere.

The pages are rendered by ``organiser.printing.preview.render_page_rgba`` (pdfium) into
QImages, so what is seen is the PDF itself, exactly as a PDF viewer shows it. Printing
renders every page again at the printer's resolution (capped at 300 dpi) and paints it on
the paper with QPainter. Nothing here blocks the window: the print dialog is opened with
``open()``, the messages are non-modal.

    dialog = show_print_preview(window, pdf_bytes, "Round 3 — pairings by name")
"""

from __future__ import annotations

import re
import tempfile
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSizeF, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QImage, QKeySequence, QPageSize, QPainter, QPixmap
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from organiser.core.errors import UserError
from organiser.printing.preview import page_count, render_page_rgba
from organiser.ui import dialogs

ZOOMS = (0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0)
SCREEN_DPI = 96.0  # zoom 100 %: the page at its real size on an ordinary screen
PRINT_DPI_CAP = 300
CACHE_PAGES = 8

OpenUrl = Callable[[QUrl], bool]


def page_image(pdf: bytes, page: int, dpi: float) -> QImage:
    """Page ``page`` (0-based) as a QImage that owns its pixels."""
    rendered = render_page_rgba(pdf, page, dpi)
    image = QImage(
        rendered.rgba,
        rendered.width,
        rendered.height,
        rendered.stride,
        QImage.Format.Format_RGBX8888,
    )
    return image.copy()  # the bytes object is not kept alive by QImage


def _file_name(title: str) -> str:
    """A file name from a document title: "Round 3 — pairings" -> "Round 3 - pairings.pdf"."""
    cleaned = re.sub(r"[\\/:*?\"<>|]+", " ", title).replace("—", "-")
    cleaned = re.sub(r"\s+", " ", cleaned).strip(" .") or "document"
    return f"{cleaned[:80]}.pdf"


def _tool(text: str) -> QToolButton:
    button = QToolButton()
    button.setText(text)
    return button


class PrintPreview(QDialog):
    """A non-modal preview of a PDF with page navigation, zoom, print, save and open."""

    def __init__(
        self,
        pdf: bytes,
        title: str,
        parent: QWidget | None = None,
        *,
        open_url: OpenUrl | None = None,
    ) -> None:
        super().__init__(parent)
        self.pdf = pdf
        self.title = title
        self.pages = page_count(pdf)  # UserError for bytes that are not a PDF
        if self.pages == 0:
            raise UserError(self.tr("The document has no page to show."))
        self._open_url: OpenUrl = open_url or QDesktopServices.openUrl
        self._cache: OrderedDict[tuple[int, int], QImage] = OrderedDict()
        self._page = 0
        self._zoom = 1.0
        self._fit_width = True
        self._temp_dir: tempfile.TemporaryDirectory[str] | None = None
        self.print_dialog: QPrintDialog | None = None
        self.setWindowTitle(self.tr("Print preview — {title}").format(title=title))
        self.setModal(False)
        self.resize(820, 960)
        self._build()
        self._show_page()

    # -- layout ------------------------------------------------------------------------

    def _build(self) -> None:
        self.prev_button = _tool("◀")
        self.prev_button.setToolTip(self.tr("Previous page (Page Up)"))
        self.prev_button.setShortcut(QKeySequence(Qt.Key.Key_PageUp))
        self.next_button = _tool("▶")
        self.next_button.setToolTip(self.tr("Next page (Page Down)"))
        self.next_button.setShortcut(QKeySequence(Qt.Key.Key_PageDown))
        self.page_box = QSpinBox()
        self.page_box.setRange(1, self.pages)
        self.page_box.setAccessibleName(self.tr("Page"))
        self.page_total = QLabel(self.tr("of {pages}").format(pages=self.pages))
        self.zoom_out_button = _tool("−")
        self.zoom_out_button.setToolTip(self.tr("Zoom out (Ctrl+-)"))
        self.zoom_out_button.setShortcut(QKeySequence.StandardKey.ZoomOut)
        self.zoom_label = QLabel()
        self.zoom_label.setMinimumWidth(48)
        self.zoom_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.zoom_in_button = _tool("+")
        self.zoom_in_button.setToolTip(self.tr("Zoom in (Ctrl++)"))
        self.zoom_in_button.setShortcut(QKeySequence.StandardKey.ZoomIn)
        self.fit_button = _tool(self.tr("Fit width"))
        self.fit_button.setCheckable(True)
        self.fit_button.setChecked(True)
        self.print_button = QPushButton(self.tr("Print…"))
        self.print_button.setShortcut(QKeySequence.StandardKey.Print)
        self.save_button = QPushButton(self.tr("Save as PDF…"))
        self.save_button.setShortcut(QKeySequence.StandardKey.Save)
        self.open_button = QPushButton(self.tr("Open in viewer"))
        self.open_button.setToolTip(self.tr("Open the PDF in the computer's PDF viewer"))
        self.status = QLabel()
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        bar = QHBoxLayout()
        left: list[QWidget] = [
            self.prev_button,
            QLabel(self.tr("Page")),
            self.page_box,
            self.page_total,
        ]
        for w in left:
            bar.addWidget(w)
        bar.addWidget(self.next_button)
        bar.addSpacing(16)
        zoom: list[QWidget] = [
            self.zoom_out_button,
            self.zoom_label,
            self.zoom_in_button,
            self.fit_button,
        ]
        for w in zoom:
            bar.addWidget(w)
        bar.addStretch(1)
        for b in (self.open_button, self.save_button, self.print_button):
            bar.addWidget(b)

        self.page_label = QLabel()
        self.page_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.page_label.setAccessibleName(self.tr("Page preview"))
        self.scroller = QScrollArea()
        self.scroller.setWidget(self.page_label)
        self.scroller.setWidgetResizable(True)
        self.scroller.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # the page on a grey desk, so its edges show
        self.page_label.setStyleSheet("QLabel { background: #808080; padding: 10px; }")

        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.scroller, 1)
        layout.addWidget(self.status)

        self.prev_button.clicked.connect(lambda: self.go_to(self._page - 1))
        self.next_button.clicked.connect(lambda: self.go_to(self._page + 1))
        self.page_box.valueChanged.connect(lambda value: self.go_to(value - 1))
        self.zoom_in_button.clicked.connect(lambda: self.zoom_step(+1))
        self.zoom_out_button.clicked.connect(lambda: self.zoom_step(-1))
        self.fit_button.toggled.connect(self.set_fit_width)
        self.print_button.clicked.connect(self.ask_print)
        self.save_button.clicked.connect(self.save_as)
        self.open_button.clicked.connect(self.open_in_viewer)
        self.finished.connect(lambda _result: self._cache.clear())
        self.scroller.viewport().installEventFilter(self)

    # -- pages and zoom ----------------------------------------------------------------

    @property
    def page(self) -> int:
        """The page shown, 0-based."""
        return self._page

    @property
    def zoom(self) -> float:
        return self._zoom

    def go_to(self, page: int) -> None:
        page = max(0, min(self.pages - 1, page))
        if page != self._page:
            self._page = page
            self._show_page()
            self.scroller.verticalScrollBar().setValue(0)

    def zoom_step(self, direction: int) -> None:
        """The next zoom level up (+1) or down (−1); leaves "fit width"."""
        if direction > 0:
            bigger = [z for z in ZOOMS if z > self._zoom + 1e-6]
            new = bigger[0] if bigger else ZOOMS[-1]
        else:
            smaller = [z for z in ZOOMS if z < self._zoom - 1e-6]
            new = smaller[-1] if smaller else ZOOMS[0]
        self.set_zoom(new)

    def set_zoom(self, zoom: float) -> None:
        self._fit_width = False
        self.fit_button.blockSignals(True)
        self.fit_button.setChecked(False)
        self.fit_button.blockSignals(False)
        self._zoom = max(ZOOMS[0], min(ZOOMS[-1], zoom))
        self._show_page()

    def set_fit_width(self, on: bool) -> None:
        self._fit_width = on
        self._show_page()

    def _fit_zoom(self) -> float:
        """The zoom at which the page fills the viewport's width."""
        points = self._page_points()
        available = max(200, self.scroller.viewport().width() - 24)
        return max(ZOOMS[0], min(ZOOMS[-1], available / (points[0] * SCREEN_DPI / 72)))

    def _page_points(self) -> tuple[float, float]:
        image = self._image(self._page, 72)
        return float(image.width()), float(image.height())

    def _image(self, page: int, dpi: float) -> QImage:
        key = (page, round(dpi))
        image = self._cache.get(key)
        if image is None:
            image = page_image(self.pdf, page, key[1])
            self._cache[key] = image
            while len(self._cache) > CACHE_PAGES:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return image

    def _show_page(self) -> None:
        if self._fit_width:
            self._zoom = self._fit_zoom()
        ratio = self.devicePixelRatioF()
        image = self._image(self._page, SCREEN_DPI * self._zoom * ratio)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        self.page_label.setPixmap(pixmap)
        self.page_box.blockSignals(True)
        self.page_box.setValue(self._page + 1)
        self.page_box.blockSignals(False)
        self.prev_button.setEnabled(self._page > 0)
        self.next_button.setEnabled(self._page < self.pages - 1)
        self.zoom_label.setText(f"{round(self._zoom * 100)} %")
        self.zoom_out_button.setEnabled(self._zoom > ZOOMS[0] + 1e-6)
        self.zoom_in_button.setEnabled(self._zoom < ZOOMS[-1] - 1e-6)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # "Fit width" follows the viewport, whose size settles after the dialog's own.
        if (
            watched is self.scroller.viewport()
            and event.type() == QEvent.Type.Resize
            and self._fit_width
            and abs(self._fit_zoom() - self._zoom) > 0.01
        ):
            self._show_page()
        return super().eventFilter(watched, event)

    # -- print, save, open ---------------------------------------------------------------

    def new_printer(self) -> QPrinter:
        """A printer set to the document's paper (A4 or Letter), margins left to the PDF."""
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self.title)
        width, height = self._page_points()
        size = QPageSize(
            QSizeF(width, height),
            QPageSize.Unit.Point,
            "",
            QPageSize.SizeMatchPolicy.FuzzyMatch,
        )
        printer.setPageSize(size)
        printer.setFullPage(True)  # the PDF carries its own margins
        printer.setFromTo(1, self.pages)
        return printer

    def ask_print(self) -> QPrintDialog:
        """Open the print dialog (non-modal); printing starts when it is accepted."""
        printer = self.new_printer()
        dialog = QPrintDialog(printer, self)
        dialog.setMinMax(1, self.pages)
        dialog.setOption(QPrintDialog.PrintDialogOption.PrintPageRange, True)
        # QPrintDialog.accepted carries the printer the user set up
        dialog.accepted.connect(lambda chosen: self.print_to(chosen or printer))
        self.print_dialog = dialog
        QDialog.open(dialog)  # window-modal, not blocking (QPrintDialog.open wants a slot)
        return dialog

    def print_to(self, printer: QPrinter) -> int:
        """Paint the pages (the printer's page range, or all) on ``printer``; returns how
        many pages were printed."""
        first, last = printer.fromPage(), printer.toPage()
        if first == 0 and last == 0:
            first, last = 1, self.pages
        first, last = max(1, first), min(self.pages, last)
        dpi = min(max(printer.resolution(), 72), PRINT_DPI_CAP)
        painter = QPainter()
        if not painter.begin(printer):
            dialogs.inform(
                self, self.tr("Print"), self.tr("The printer could not be started."), error=True
            )
            return 0
        printed = 0
        try:
            for number in range(first, last + 1):
                if printed:
                    printer.newPage()
                image = page_image(self.pdf, number - 1, dpi)
                target = painter.viewport()
                scaled = image.size().scaled(target.size(), Qt.AspectRatioMode.KeepAspectRatio)
                x = target.x() + (target.width() - scaled.width()) // 2
                y = target.y() + (target.height() - scaled.height()) // 2
                painter.setViewport(x, y, scaled.width(), scaled.height())
                painter.setWindow(image.rect())
                painter.drawImage(0, 0, image)
                painter.setViewport(target)
                painter.setWindow(target)
                printed += 1
        finally:
            painter.end()
        self.status.setText(self.tr("Sent %n page(s) to the printer.", "", printed))
        return printed

    def save_to(self, path: Path) -> bool:
        """Write the PDF; a clear message (not a traceback) if the file cannot be written."""
        try:
            path.write_bytes(self.pdf)
        except OSError as exc:
            dialogs.inform(
                self,
                self.tr("Save as PDF"),
                self.tr("Cannot write {path}: {strerror}.").format(
                    path=path, strerror=exc.strerror
                ),
                True,
            )
            return False
        self.status.setText(self.tr("Saved to {path}").format(path=path))
        return True

    def save_as(self) -> Path | None:
        name, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Save as PDF"), _file_name(self.title), self.tr("PDF documents (*.pdf)")
        )
        if not name:
            return None
        path = Path(name)
        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        return path if self.save_to(path) else None

    def open_in_viewer(self) -> Path | None:
        """Write the PDF to a temporary folder (removed when the preview goes) and open it
        with the system's PDF viewer."""
        if self._temp_dir is None:
            self._temp_dir = tempfile.TemporaryDirectory(prefix="maester-print-")
        path = Path(self._temp_dir.name) / _file_name(self.title)
        if not self.save_to(path):
            return None
        if not self._open_url(QUrl.fromLocalFile(str(path))):
            dialogs.inform(
                self,
                self.tr("Open in viewer"),
                self.tr("No PDF viewer could be started. The file is at {path}.").format(path=path),
                error=True,
            )
            return None
        self.status.setText(self.tr("Opened {name} in the PDF viewer.").format(name=path.name))
        return path


def show_print_preview(parent: QWidget | None, pdf: bytes, title: str) -> QDialog:
    """Show a non-modal print preview of ``pdf`` and return it.

    Raises ``UserError`` when ``pdf`` is not a readable PDF or has no page.
    """
    dialog = PrintPreview(pdf, title, parent)
    dialog.show()
    return dialog
