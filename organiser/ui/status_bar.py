"""A status bar whose messages never run under its permanent text.

Qt draws a temporary message across the whole bar, under the permanent widgets on the right
(the event, the round, the file). Here a message is elided with "…" where those widgets
begin, again whenever the bar is resized, and the whole message is the bar's tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QStatusBar, QWidget

GAP = 12  # pixels between the message's end and the permanent widgets


class StatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._permanent: list[QWidget] = []
        self._full = ""
        self._timeout = 0
        self.messageChanged.connect(self._message_changed)

    def addPermanentWidget(self, widget: QWidget, stretch: int = 0) -> None:
        self._permanent.append(widget)
        super().addPermanentWidget(widget, stretch)

    def full_message(self) -> str:
        """The message as given (``currentMessage()`` is what fits)."""
        return self._full if self.currentMessage() else ""

    def room(self) -> int:
        """Pixels the message may take: up to the leftmost visible permanent widget."""
        shown = [w.geometry().left() for w in self._permanent if w.isVisible()]
        right = min(shown) if shown else self.width()
        return max(0, right - GAP - 8)  # 8: the bar's own left margin

    def showMessage(self, message: str, timeout: int = 0) -> None:
        self._full, self._timeout = message, timeout
        self.layout().activate()  # the permanent widgets' places, for a new text too
        shown = self.fontMetrics().elidedText(message, Qt.TextElideMode.ElideRight, self.room())
        self.setToolTip(message if shown != message else "")
        super().showMessage(shown, timeout)

    def _message_changed(self, text: str) -> None:
        if not text:
            self._full = ""
            self.setToolTip("")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._full and self.currentMessage():
            shown = self.fontMetrics().elidedText(
                self._full, Qt.TextElideMode.ElideRight, self.room()
            )
            if shown != self.currentMessage():
                super().showMessage(shown)  # the time left is not known: it stays
