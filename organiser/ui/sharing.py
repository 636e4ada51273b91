"""Event ▸ Share on the local network…: the event server for the players' phones, and the
organiser's queue of what the phones asked for (results waiting for a confirmation,
disputes, drops).

The server (``organiser.web``) runs in a background thread of the app and reads and
writes through the same services as the window; it binds only the address chosen here
(this computer's address on the venue network, or 127.0.0.1 for this computer alone) and
stops when sharing is stopped, when the event is closed and when the app quits.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

import segno
from PySide6.QtCore import QCoreApplication, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from organiser.core.errors import UserError
from organiser.core.model import Outcome
from organiser.i18n import user_text
from organiser.ui.models import outcome_text
from organiser.ui.tasks import run_task

DEFAULT_PORT = 8080

QUEUE_REFRESH_MS = 3000


class Server(Protocol):
    url: str | None

    @property
    def running(self) -> bool: ...

    def start(self) -> str: ...

    def stop(self, timeout: float = 5.0) -> None: ...


class QueueEntry(Protocol):
    id: int
    kind: str  # result | drop
    status: str
    table: int
    player: str
    winner_name: str | None
    outcome: str | None
    places: tuple[tuple[str, int, int, bool], ...]


def queue_line(item: QueueEntry) -> str:
    """A report of the queue in the window's language: who asked for what, at which table."""

    if item.kind == "drop":
        return QCoreApplication.translate("Sharing", "{player} asks to drop").format(
            player=item.player
        )
    if item.places:
        listed = ", ".join(
            QCoreApplication.translate("Sharing", "{place}. {name} ({power}{out})").format(
                place=place,
                name=name,
                power=power,
                out=QCoreApplication.translate("Sharing", ", eliminated") if out else "",
            )
            for name, place, power, out in item.places
        )
        ending = (
            QCoreApplication.translate("Sharing", "time called")
            if item.outcome == "time"
            else QCoreApplication.translate("Sharing", "a player won")
        )
        said = QCoreApplication.translate(
            "Sharing", "table {table}: {player} reports {places}; {ending}"
        ).format(table=item.table, player=item.player, places=listed, ending=ending)
    elif item.outcome == Outcome.DOUBLE_LOSS.value or item.winner_name is None:
        said = QCoreApplication.translate(
            "Sharing", "table {table}: {player} reports a double loss"
        ).format(table=item.table, player=item.player)
    else:
        try:
            how = outcome_text(Outcome(item.outcome or "win"))
        except ValueError:
            how = item.outcome or ""
        said = QCoreApplication.translate(
            "Sharing", "table {table}: {player} reports {winner} wins ({how})"
        ).format(table=item.table, player=item.player, winner=item.winner_name, how=how)
    return (
        QCoreApplication.translate("Sharing", "DISPUTE — {0}").format(said)
        if item.status == "disputed"
        else said
    )


class SharingBackend(Protocol):
    """What the sharing window needs (``organiser.ui.service_sharing`` is the real one)."""

    def addresses(self) -> list[str]: ...

    def server(self, host: str, port: int) -> Server: ...

    def self_report(self) -> bool: ...

    def set_self_report(self, on: bool) -> None: ...

    def mark(self) -> str: ...

    def queue(self) -> Sequence[QueueEntry]: ...

    def confirm(self, report: int) -> None: ...

    def reject(self, report: int) -> None: ...


def qr_image(text: str, size: int) -> QImage:
    """A QR code of ``text`` as a square black-on-white image about ``size`` pixels wide
    (whole pixels per module, with the standard quiet zone of four modules)."""
    matrix = [list(row) for row in segno.make(text, error="m", micro=False).matrix]
    modules = len(matrix) + 8
    scale = max(size // modules, 1)
    image = QImage(modules * scale, modules * scale, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                painter.fillRect(
                    QRectF((x + 4) * scale, (y + 4) * scale, scale, scale), QColor("black")
                )
    painter.end()
    return image


class SharingWindow(QWidget):
    """The sharing controls and the queue, in a window of its own (not modal: the desk
    goes on while it is open)."""

    sharing_changed = Signal(str)  # the address shared ("" when stopped)

    def __init__(
        self,
        backend: SharingBackend,
        on_change: Callable[[], None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.backend = backend
        # results or drops entered from here or from the phones: the window's views refresh
        self.on_change = on_change
        self._mark = ""
        self._reading = False  # a read of the queue is under way
        self.server: Server | None = None
        self.setWindowTitle(self.tr("Share on the local network"))

        self.address = QComboBox()
        self.address.setEditable(True)
        for a in backend.addresses():
            self.address.addItem(a)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.start_button = QPushButton(self.tr("Start sharing"))
        self.start_button.clicked.connect(self.toggle)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Address:")))
        row.addWidget(self.address, 1)
        row.addWidget(QLabel(self.tr("Port:")))
        row.addWidget(self.port)
        row.addWidget(self.start_button)

        self.status = QLabel(self.tr("Not shared."))
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status.setWordWrap(True)
        self.qr = QLabel()
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.self_report = QCheckBox(
            self.tr("Players may report results and ask to drop from their phones")
        )
        self.self_report.setChecked(backend.self_report())
        self.self_report.toggled.connect(self._set_self_report)

        self.queue = QListWidget()
        self.confirm_button = QPushButton(self.tr("Confirm"))
        self.reject_button = QPushButton(self.tr("Reject"))
        self.confirm_button.clicked.connect(lambda: self._decide(True))
        self.reject_button.clicked.connect(lambda: self._decide(False))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.reject_button)
        buttons.addWidget(self.confirm_button)
        self.queue.currentRowChanged.connect(lambda _r: self._enable())

        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.status)
        layout.addWidget(self.qr)
        layout.addWidget(self.self_report)
        layout.addWidget(QLabel(self.tr("Waiting for you (disputes first):")))
        layout.addWidget(self.queue, 1)
        layout.addLayout(buttons)

        self.timer = QTimer(self)
        self.timer.setInterval(QUEUE_REFRESH_MS)
        self.timer.timeout.connect(self.refresh_queue)
        self.timer.start()
        self.refresh_queue()
        self.resize(560, 640)

    # -- the server ----------------------------------------------------------------------------

    @property
    def url(self) -> str | None:
        return self.server.url if self.server is not None and self.server.running else None

    def toggle(self) -> None:
        if self.server is not None:
            self.stop()
        else:
            self.start()

    def start(self) -> str | None:
        host = self.address.currentText().strip()
        server = self.backend.server(host, self.port.value())
        try:
            url = server.start()
        except UserError as err:
            self.status.setText(self.tr("Cannot share: {0}").format(user_text(err)))
            return None
        self.server = server
        self.status.setText(
            self.tr("Shared on {0} — players open this address on the venue's Wi-Fi.").format(url)
        )
        self.qr.setPixmap(QPixmap.fromImage(qr_image(url, 220)))
        self.start_button.setText(self.tr("Stop sharing"))
        self.address.setEnabled(False)
        self.port.setEnabled(False)
        self.sharing_changed.emit(url)
        return url

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None
        self.status.setText(self.tr("Not shared."))
        self.qr.clear()
        self.start_button.setText(self.tr("Start sharing"))
        self.address.setEnabled(True)
        self.port.setEnabled(True)
        self.sharing_changed.emit("")

    def closeEvent(self, event: Any) -> None:
        # closing the window keeps the event shared (and the queue read, so that results from
        # the phones still reach the views); the app stops it when it closes the event
        if self.server is None:
            self.timer.stop()
        super().closeEvent(event)

    def showEvent(self, event: Any) -> None:
        self.timer.start()
        self.refresh_queue()
        super().showEvent(event)

    # -- the switch and the queue ---------------------------------------------------------------

    def _set_self_report(self, on: bool) -> None:
        try:
            self.backend.set_self_report(on)
        except UserError as err:
            self.status.setText(user_text(err))

    def refresh_queue(self) -> None:
        """Read the queue and the event's change mark off the GUI thread, then show them."""
        if self._reading:
            return
        self._reading = True
        backend = self.backend

        def read() -> tuple[Sequence[QueueEntry], str]:
            return backend.queue(), backend.mark()

        def failed(_exc: BaseException) -> None:
            self._reading = False

        run_task(read, self._show_queue, failed, owner=self)

    def _show_queue(self, found: tuple[Sequence[QueueEntry], str]) -> None:
        self._reading = False
        items, mark = found
        if self._mark and mark != self._mark and self.on_change is not None:
            self.on_change()  # something came in from the phones
        self._mark = mark
        current = self.queue.currentItem()
        keep = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.queue.clear()
        for item in items:
            entry = QListWidgetItem(queue_line(item))
            entry.setData(Qt.ItemDataRole.UserRole, item.id)
            self.queue.addItem(entry)
            if item.id == keep:
                self.queue.setCurrentItem(entry)
        self._enable()

    def _enable(self) -> None:
        chosen = self.queue.currentItem() is not None
        self.confirm_button.setEnabled(chosen)
        self.reject_button.setEnabled(chosen)

    def _decide(self, confirming: bool) -> None:
        current = self.queue.currentItem()
        if current is None:
            return
        report = int(current.data(Qt.ItemDataRole.UserRole))
        try:
            if confirming:
                self.backend.confirm(report)
            else:
                self.backend.reject(report)
        except UserError as err:
            self.status.setText(user_text(err))
        self.refresh_queue()
