"""Full-screen windows for the wall: the round clock and the pairings by player name."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from organiser.core.text import name_key
from organiser.ui.backend import MeleeTable, TableInfo
from organiser.ui.clock import format_left
from organiser.ui.views.clock import ClockView

DARK_BG = QColor(12, 14, 20)
NORMAL = QColor(235, 235, 235)
AMBER = QColor(255, 176, 32)
RED = QColor(255, 70, 60)


class _Wall(QWidget):
    """A dark full-screen window; Escape or F11 leaves full screen, a second Escape closes."""

    def __init__(self, title: str) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.setWindowTitle(title)
        self.setAutoFillBackground(True)
        pal = self.palette()
        pal.setColor(QPalette.ColorRole.Window, DARK_BG)
        pal.setColor(QPalette.ColorRole.WindowText, NORMAL)
        self.setPalette(pal)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_F11):
            if self.isFullScreen():
                self.showNormal()
            elif event.key() == Qt.Key.Key_Escape:
                self.close()
            else:
                self.showFullScreen()
            return
        super().keyPressEvent(event)


class ProjectorClock(_Wall):
    """Large digits, event and round; amber in the last five minutes; "TIME CALLED" at zero."""

    def __init__(self, source: ClockView) -> None:
        super().__init__("Maester — round clock")
        self.source = source
        self.heading = QLabel()
        self.digits = QLabel()
        self.banner = QLabel()
        for label in (self.heading, self.digits, self.banner):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.digits, 1)
        layout.addWidget(self.banner)
        source.ticked.connect(self.refresh)
        self.resize(1280, 720)
        self._fit()
        self.refresh()

    def _fit(self) -> None:
        h = max(self.height(), 200)
        big = QFont()
        big.setBold(True)
        big.setStyleHint(QFont.StyleHint.Monospace)
        big.setPixelSize(int(h * 0.42))
        self.digits.setFont(big)
        small = QFont()
        small.setPixelSize(int(h * 0.07))
        self.heading.setFont(small)
        banner = QFont()
        banner.setBold(True)
        banner.setPixelSize(int(h * 0.09))
        self.banner.setFont(banner)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit()
        super().resizeEvent(event)

    def refresh(self) -> None:
        clock, now = self.source.clock, self.source.now()
        ev = self.source.ctx.info
        label = self.source.round_label()
        self.heading.setText(f"{ev.name}  ·  {label[:1].upper()}{label[1:]}")
        self.digits.setText(format_left(max(clock.left_s(now), 0.0)))
        if clock.time_called(now):
            colour, banner = RED, "TIME CALLED"
        elif clock.last_minutes(now):
            colour, banner = AMBER, "Last five minutes"
        else:
            colour, banner = NORMAL, "" if clock.running or not clock.started else "Paused"
        self.digits.setStyleSheet(f"color: {colour.name()};")
        self.banner.setStyleSheet(f"color: {colour.name()};")
        self.banner.setText(banner)


class ProjectorPairings(_Wall):
    """Every player alphabetically with their table and opponent, scrolling by itself."""

    def __init__(
        self,
        event_name: str,
        round_number: int,
        tables: Sequence[TableInfo],
        step_ms: int = 40,
        melee_tables: Sequence[MeleeTable] = (),
    ) -> None:
        super().__init__("Maester — pairings")
        self.heading = QLabel(f"{event_name}  ·  Round {round_number} pairings")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body = QWidget()
        self.body.setAutoFillBackground(False)
        self.rows_layout = QGridLayout(self.body)
        self.rows_layout.setVerticalSpacing(2)
        self.rows_layout.setHorizontalSpacing(28)
        self.scroller = QScrollArea()
        self.scroller.setWidget(self.body)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.viewport().setAutoFillBackground(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.scroller, 1)
        self.lines = pairing_lines(tables) if not melee_tables else melee_lines(melee_tables)
        self.labels: list[tuple[QLabel, QLabel, QLabel]] = []
        # player name first (people look for their own name), then the table, then the opponent
        for row, (name, table, opponent) in enumerate(self.lines):
            cells = (QLabel(table), QLabel(name), QLabel(opponent))
            for col, cell in ((1, cells[1]), (0, cells[0]), (2, cells[2])):
                cell.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
                self.rows_layout.addWidget(cell, row, {1: 0, 0: 1, 2: 2}[col])
            self.labels.append(cells)
        self.rows_layout.setColumnStretch(0, 5)
        self.rows_layout.setColumnStretch(1, 2)
        self.rows_layout.setColumnStretch(2, 5)
        self.rows_layout.setRowStretch(len(self.lines), 1)
        self._pause = 0
        self.timer = QTimer(self)
        self.timer.setInterval(step_ms)
        self.timer.timeout.connect(self.step)
        self.timer.start()
        self.resize(1280, 720)
        self._fit()

    def _fit(self) -> None:
        h = max(self.height(), 200)
        head = QFont()
        head.setBold(True)
        head.setPixelSize(int(h * 0.065))
        self.heading.setFont(head)
        cell = QFont()
        cell.setPixelSize(max(int(h * 0.05), 14))
        bold = QFont(cell)
        bold.setBold(True)
        for table, name, opponent in self.labels:
            table.setFont(bold)
            name.setFont(bold)
            opponent.setFont(cell)
            opponent.setStyleSheet("color: #a8b0c0;")
            table.setStyleSheet("color: #ffd36b;")

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit()
        super().resizeEvent(event)

    def step(self) -> None:
        """One pixel down; pause at the top and at the bottom, then start over."""
        bar = self.scroller.verticalScrollBar()
        if bar.maximum() == 0:
            return
        if self._pause > 0:
            self._pause -= 1
            if self._pause == 0 and bar.value() >= bar.maximum():
                bar.setValue(0)
                self._pause = 60
            return
        bar.setValue(bar.value() + 1)
        if bar.value() >= bar.maximum():
            self._pause = 75


def pairing_lines(tables: Sequence[TableInfo]) -> list[tuple[str, str, str]]:
    """(player, table, "vs opponent") for every player, alphabetical by name."""
    lines: list[tuple[str, str, str]] = []
    for t in tables:
        if t.player_b is None:
            lines.append((t.name_a, "bye", ""))
            continue
        lines.append((t.name_a, f"Table {t.table}", f"vs {t.name_b}"))
        lines.append((t.name_b, f"Table {t.table}", f"vs {t.name_a}"))
    lines.sort(key=lambda line: name_key(line[0]))
    return lines


def melee_lines(tables: Sequence[MeleeTable]) -> list[tuple[str, str, str]]:
    """(player, table and seat, "with" the others at the table) for every player, by name."""
    lines: list[tuple[str, str, str]] = []
    for t in tables:
        for seat in t.seats:
            if t.is_bye:
                lines.append((seat.name, "bye", ""))
                continue
            others = ", ".join(s.name for s in t.seats if s is not seat)
            lines.append((seat.name, f"Table {t.table} · seat {seat.seat}", f"with {others}"))
    lines.sort(key=lambda line: name_key(line[0]))
    return lines
