"""Full-screen windows for the wall: the round clock and the pairings by player name."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QRect, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPixmap,
    QResizeEvent,
    QScreen,
)
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from organiser.core.text import name_key
from organiser.ui.backend import MeleeTable, TableInfo
from organiser.ui.clock import extension_text, format_left
from organiser.ui.sharing import qr_image
from organiser.ui.views.clock import ClockView
from organiser.ui.wall_layout import Cell, Rect, Row, page_label, plan_wall

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
        self.share_url: str | None = None  # the event server's address, shown as a QR code

    def set_share_url(self, url: str | None) -> None:
        """Show (or with None, hide) the QR code of the phones' address in a corner."""
        self.share_url = url
        self._qr: tuple[tuple[str, int], QImage] | None = None
        self.update()

    def qr(self, side: int) -> QImage:
        """The QR code of the shared address, about ``side`` pixels (kept between paints)."""
        key = (self.share_url or "", side)
        if getattr(self, "_qr", None) is None or self._qr[0] != key:  # type: ignore[index]
            self._qr = (key, qr_image(key[0], side))
        return self._qr[1]  # type: ignore[index]

    def qr_side(self) -> int:
        """The width of the QR code in the corner (0 when the event is not shared)."""
        if not self.share_url:
            return 0
        return max(min(self.height() // 4, self.width() // 5, 320), 96)

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

    def show_on(self, screen: QScreen | None) -> None:
        """Full screen on ``screen`` (None: the one the window is on)."""
        if screen is not None:
            self.setScreen(screen)
        where = screen or self.screen()
        if where is not None:  # the whole screen even where the platform ignores full screen
            self.setGeometry(where.geometry())
        self.showFullScreen()


class ProjectorClock(_Wall):
    """Large digits, event and round; amber in the last five minutes; "TIME CALLED" at zero."""

    def __init__(self, source: ClockView) -> None:
        super().__init__(self.tr("Maester — round clock"))
        self.source = source
        self.heading = QLabel()
        self.digits = QLabel()
        self.banner = QLabel()
        self.extra = QLabel()  # the tables a judge gave extra time, with their own time left
        self.extra.setWordWrap(True)
        self._extended = False  # extensions shown: the digits give them room
        # the fonts follow the window's height: the labels never hold the window larger
        for label in (self.digits, self.extra):
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        for label in (self.heading, self.digits, self.banner, self.extra):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr_label = QLabel()
        self.qr_text = QLabel()
        self.qr_text.setStyleSheet(f"color: {NORMAL.name()};")
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.digits, 1)
        layout.addWidget(self.banner)
        layout.addWidget(self.extra)
        corner = QHBoxLayout()
        corner.addStretch(1)
        corner.addWidget(self.qr_text, 0, Qt.AlignmentFlag.AlignBottom)
        corner.addWidget(self.qr_label)
        layout.addLayout(corner)
        source.ticked.connect(self.refresh)
        self.resize(1280, 720)
        self._fit()
        self.refresh()

    def _fit(self) -> None:
        h = max(self.height(), 200)
        big = QFont()
        big.setBold(True)
        big.setStyleHint(QFont.StyleHint.Monospace)
        big.setPixelSize(int(h * (0.32 if self._extended else 0.42)))
        self.digits.setFont(big)
        small = QFont()
        small.setPixelSize(int(h * 0.07))
        self.heading.setFont(small)
        banner = QFont()
        banner.setBold(True)
        banner.setPixelSize(int(h * 0.09))
        self.banner.setFont(banner)
        extra = QFont()
        extra.setPixelSize(int(h * 0.055))
        self.extra.setFont(extra)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit()
        self._show_qr()
        super().resizeEvent(event)

    def set_share_url(self, url: str | None) -> None:
        super().set_share_url(url)
        self._show_qr()

    def _show_qr(self) -> None:
        side = self.qr_side()
        if not side or not self.share_url:
            self.qr_label.clear()
            self.qr_label.hide()
            self.qr_text.hide()
            return
        self.qr_label.setPixmap(QPixmap.fromImage(self.qr(side)))
        self.qr_text.setText(f"{self.share_url}  ")
        font = QFont()
        font.setPixelSize(max(side // 9, 12))
        self.qr_text.setFont(font)
        self.qr_label.show()
        self.qr_text.show()

    def refresh(self) -> None:
        clock, now = self.source.clock, self.source.now()
        ev = self.source.ctx.info
        label = self.source.round_label()
        self.heading.setText(f"{ev.name}  ·  {label[:1].upper()}{label[1:]}")
        self.digits.setText(format_left(max(clock.left_s(now), 0.0)))
        if clock.time_called(now):
            colour, banner = RED, self.tr("TIME CALLED")
        elif clock.last_minutes(now):
            colour, banner = AMBER, self.tr("Last five minutes")
        else:
            colour, banner = NORMAL, "" if clock.running or not clock.started else self.tr("Paused")
        self.digits.setStyleSheet(f"color: {colour.name()};")
        self.banner.setStyleSheet(f"color: {colour.name()};")
        self.banner.setText(banner)
        extra = extension_text(clock, now, self.tr("Table"))
        self.extra.setText(self.tr("Extra time  ·  {0}").format(extra) if extra else "")
        self.extra.setStyleSheet(f"color: {AMBER.name() if extra else NORMAL.name()};")
        self.extra.setVisible(bool(extra))
        if bool(extra) != self._extended:
            self._extended = bool(extra)
            self._fit()


class QtMetrics:
    """Text measurement with the wall's font (the application's family) at a pixel size."""

    def __init__(self, family: str) -> None:
        self.family = family
        self._cache: dict[tuple[int, bool], QFontMetricsF] = {}
        self._widths: dict[tuple[str, int, bool], float] = {}  # the same names, every resize

    def font(self, px: int, bold: bool) -> QFont:
        font = QFont(self.family)
        font.setPixelSize(max(px, 1))
        font.setBold(bold)
        return font

    def _fm(self, px: int, bold: bool) -> QFontMetricsF:
        key = (px, bold)
        if key not in self._cache:
            self._cache[key] = QFontMetricsF(self.font(px, bold))
        return self._cache[key]

    def width(self, text: str, px: int, bold: bool) -> float:
        key = (text, px, bold)
        found = self._widths.get(key)
        if found is None:
            if len(self._widths) > 100_000:  # many sizes tried (a window dragged about)
                self._widths.clear()
            fm = self._fm(px, bold)
            # the ink can reach past the advance (a slanted last letter): take the wider
            found = max(fm.horizontalAdvance(text), fm.boundingRect(text).right())
            self._widths[key] = found
        return found

    def height(self, px: int) -> float:
        return self._fm(px, False).height()

    def elide(self, text: str, px: int, bold: bool, width: float) -> str:
        return self._fm(px, bold).elidedText(text, Qt.TextElideMode.ElideRight, width)


ROW_SHADE = QColor(24, 28, 38)
TABLE_COLOUR = QColor(255, 211, 107)
OPPONENT_COLOUR = QColor(168, 176, 192)


class ProjectorPairings(_Wall):
    """Every player alphabetically with their table and opponent, in as large a font as fits
    the screen: columns side by side for a large event, pages in turn when even they are not
    enough (see :mod:`organiser.ui.wall_layout`). Right, Page Down or Space shows the next
    page, Left or Page Up the previous one."""

    def __init__(
        self,
        event_name: str,
        round_number: int,
        tables: Sequence[TableInfo],
        page_ms: int = 12_000,
        melee_tables: Sequence[MeleeTable] = (),
        extensions: Mapping[int, int] | None = None,
    ) -> None:
        super().__init__(self.tr("Maester — pairings"))
        self.round_number = round_number
        self.title = self.tr("Round {round_number} pairings  ·  {event_name}").format(
            round_number=round_number, event_name=event_name
        )  # the event cut first
        self._tables, self._melee_tables = tuple(tables), tuple(melee_tables)
        self.extensions: dict[int, int] = dict(extensions or {})
        self.lines = self._lines()
        self.metrics = QtMetrics(QFont().family())
        self.page = 0
        self.plan = plan_wall(1280, 720, self.lines, self.metrics)
        self._shown: tuple[object, list[Row]] = (None, [])  # (plan, page) and its rows
        self.timer = QTimer(self)
        self.timer.setInterval(page_ms)
        self.timer.timeout.connect(self.next_page)
        self.timer.start()
        self.resize(1280, 720)
        self.relayout()

    def _lines(self) -> list[tuple[str, str, str]]:
        if self._melee_tables:
            return melee_lines(self._melee_tables, self.extensions)
        return pairing_lines(self._tables, self.extensions)

    def set_extensions(self, extensions: Mapping[int, int]) -> None:
        """Show the tables' time extensions (table → minutes) from now on."""
        if dict(extensions) != self.extensions:
            self.extensions = dict(extensions)
            self.lines = self._lines()
            self.relayout()

    def relayout(self) -> None:
        """Lay the lines out again for the window's present size (on every resize)."""
        strip = self.qr_side() + (24 if self.share_url else 0)
        self.plan = plan_wall(
            max(self.width() - strip, 1), max(self.height(), 1), self.lines, self.metrics
        )
        self.page = min(self.page, self.plan.pages - 1)
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    def next_page(self) -> None:
        self.page = (self.page + 1) % self.plan.pages
        self.update()

    def previous_page(self) -> None:
        self.page = (self.page - 1) % self.plan.pages
        self.update()

    def page_label(self) -> str:
        return page_label(self.plan, self.page, self.lines)

    def visible_rows(self) -> list[Row]:
        key = (self.plan, self.page)
        if self._shown[0] != key:
            self._shown = (key, self.plan.rows(self.page, self.lines, self.metrics))
        return self._shown[1]

    def title_cells(self) -> tuple[Cell, ...]:
        return self.plan.title_cells(self.title, self.page_label(), self.metrics)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_PageDown, Qt.Key.Key_Space):
            self.next_page()
            self.timer.start()  # a full turn for the page just chosen
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_PageUp):
            self.previous_page()
            self.timer.start()
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), DARK_BG)
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        for cell in self.title_cells():
            painter.setFont(self.metrics.font(cell.px, cell.bold))
            painter.setPen(NORMAL if cell.role == "title" else TABLE_COLOUR)
            painter.drawText(_qrect(cell.rect), align, cell.text)
        colours = {"name": NORMAL, "table": TABLE_COLOUR, "opponent": OPPONENT_COLOUR}
        for row in self.visible_rows():
            if (row.rect.y - self.plan.body.y) // self.plan.row_height % 2:  # every other row
                painter.fillRect(_qrect(row.rect), ROW_SHADE)
            for cell in row.cells:
                painter.setFont(self.metrics.font(cell.px, cell.bold))
                painter.setPen(colours[cell.role])
                painter.drawText(_qrect(cell.rect), align, cell.text)
        side = self.qr_side()
        if side and self.share_url:
            image = self.qr(side)
            x = self.width() - image.width() - 12
            y = self.height() - image.height() - 12 - self.metrics.height(side // 10)
            painter.drawImage(x, int(y), image)
            painter.setFont(self.metrics.font(side // 10, False))
            painter.setPen(NORMAL)
            painter.drawText(
                QRect(x - side, int(y + image.height()), image.width() + side, side // 5),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                self.share_url,
            )
        painter.end()

    def set_share_url(self, url: str | None) -> None:
        super().set_share_url(url)
        self.relayout()


def _qrect(r: Rect) -> QRect:
    return QRect(r.x, r.y, r.w, r.h)


def table_label(table: int, extensions: Mapping[int, int] | None = None) -> str:
    """ "Table 7", or "Table 7 +5 min" when a judge call gave the table extra time."""
    minutes = (extensions or {}).get(table, 0)
    return QCoreApplication.translate("Projector", "Table {table}").format(table=table) + (
        QCoreApplication.translate("Projector", " +{minutes} min").format(minutes=minutes)
        if minutes
        else ""
    )


def pairing_lines(
    tables: Sequence[TableInfo], extensions: Mapping[int, int] | None = None
) -> list[tuple[str, str, str]]:
    """(player, table, "vs opponent") for every player, alphabetical by name; a table
    with a time extension says so ("Table 7 +5 min")."""
    lines: list[tuple[str, str, str]] = []
    for t in tables:
        if t.player_b is None:
            lines.append((t.name_a, QCoreApplication.translate("Projector", "bye"), ""))
            continue
        label = table_label(t.table, extensions)
        lines.append(
            (
                t.name_a,
                label,
                QCoreApplication.translate("Projector", "vs {name_b}").format(name_b=t.name_b),
            )
        )
        lines.append(
            (
                t.name_b,
                label,
                QCoreApplication.translate("Projector", "vs {name_a}").format(name_a=t.name_a),
            )
        )
    lines.sort(key=lambda line: name_key(line[0]))
    return lines


def melee_lines(
    tables: Sequence[MeleeTable], extensions: Mapping[int, int] | None = None
) -> list[tuple[str, str, str]]:
    """(player, table and seat, "with" the others at the table) for every player, by name."""
    lines: list[tuple[str, str, str]] = []
    for t in tables:
        for seat in t.seats:
            if t.is_bye:
                lines.append((seat.name, QCoreApplication.translate("Projector", "bye"), ""))
                continue
            others = ", ".join(s.name for s in t.seats if s is not seat)
            label = QCoreApplication.translate("Projector", "{table_label} · seat {seat}").format(
                table_label=table_label(t.table, extensions), seat=seat.seat
            )
            lines.append(
                (
                    seat.name,
                    label,
                    QCoreApplication.translate("Projector", "with {others}").format(others=others),
                )
            )
    lines.sort(key=lambda line: name_key(line[0]))
    return lines
