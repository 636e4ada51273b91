"""The cut as a graphical single-elimination bracket; click a name to record a win."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from organiser.ui.backend import CutState, TableInfo

BOX_W, BOX_H, GAP_X, GAP_Y, SLOT_H = 260.0, 52.0, 48.0, 18.0, 26.0


@dataclass(frozen=True)
class Slot:
    """A clickable player name in a match box."""

    round: int
    table: int
    player: int
    rect: QRectF


class BracketWidget(QWidget):
    winner_clicked = Signal(int, int, int, bool)  # round, table, player, modified (Shift)

    def __init__(self) -> None:
        super().__init__()
        self.state = CutState(size=0, seeds=(), rounds=())
        self.names: dict[int, str] = {}
        self.slots: list[Slot] = []
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._hover: Slot | None = None

    def set_state(self, state: CutState, names: dict[int, str]) -> None:
        self.state = state
        self.names = names
        self.updateGeometry()
        self.update()

    def _rounds_total(self) -> int:
        size, n = max(self.state.size, 2), 0
        while size > 1:
            size //= 2
            n += 1
        return n

    def sizeHint(self) -> QSize:
        matches = max(self.state.size // 2, 1)
        return QSize(
            int(self._rounds_total() * (BOX_W + GAP_X) + BOX_W + 40),
            int(matches * (BOX_H + GAP_Y) + 60),
        )

    def _layout(self) -> list[list[tuple[QRectF, TableInfo | None]]]:
        """Box rectangles per round in bracket order; later rounds centred between feeders."""
        columns = bracket_columns(self.state, self._rounds_total())
        cols: list[list[tuple[QRectF, TableInfo | None]]] = []
        for r, games in enumerate(columns):
            col: list[tuple[QRectF, TableInfo | None]] = []
            for i, game in enumerate(games):
                x = 20 + r * (BOX_W + GAP_X)
                if r == 0:
                    y = 40 + i * (BOX_H + GAP_Y)
                else:
                    above, below = cols[r - 1][2 * i][0], cols[r - 1][2 * i + 1][0]
                    y = (above.center().y() + below.center().y()) / 2 - BOX_H / 2
                col.append((QRectF(x, y, BOX_W, BOX_H), game))
            cols.append(col)
        return cols

    def paintEvent(self, _event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.Text)
        base = pal.color(QPalette.ColorRole.Base)
        accent = pal.color(QPalette.ColorRole.Highlight)
        mid = pal.color(QPalette.ColorRole.Mid)
        self.slots = []
        if not self.state.size:
            p.setPen(text)
            p.drawText(
                self.rect(),
                Qt.AlignmentFlag.AlignCenter,
                self.tr("No cut yet: choose its size and start it."),
            )
            return
        cols = self._layout()
        heading = QFont(self.font())
        heading.setBold(True)
        for r, col in enumerate(cols):
            left = len(col) * 2
            title = (
                self.tr("Final")
                if left == 2
                else self.tr("Semi-finals")
                if left == 4
                else self.tr("Top {left}").format(left=left)
            )
            p.setFont(heading)
            p.setPen(text)
            p.drawText(QRectF(col[0][0].x(), 8, BOX_W, 24), Qt.AlignmentFlag.AlignCenter, title)
            p.setFont(self.font())
            for i, (rect, game) in enumerate(col):
                if r + 1 < len(cols):  # connector to the next round
                    nxt = cols[r + 1][i // 2][0]
                    path = QPainterPath(QPointF(rect.right(), rect.center().y()))
                    midx = rect.right() + GAP_X / 2
                    path.lineTo(midx, rect.center().y())
                    path.lineTo(midx, nxt.center().y())
                    path.lineTo(nxt.left(), nxt.center().y())
                    p.setPen(QPen(mid, 1.5))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawPath(path)
                p.setPen(QPen(mid, 1))
                p.setBrush(base)
                p.drawRoundedRect(rect, 6, 6)
                self._draw_game(p, rect, game, text, accent)
        champion = self.state.champion
        if champion is not None:
            last = cols[-1][0][0]
            p.setFont(heading)
            p.setPen(accent)
            p.drawText(
                QRectF(last.right() + 16, last.y(), BOX_W, BOX_H),
                Qt.AlignmentFlag.AlignVCenter,
                f"🏆 {self.names.get(champion, champion)}",
            )

    def _draw_game(
        self, p: QPainter, rect: QRectF, game: TableInfo | None, text: QColor, accent: QColor
    ) -> None:
        if game is None:
            p.setPen(QColor(140, 140, 140))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.tr("to be decided"))
            return
        seeds = {pid: i + 1 for i, pid in enumerate(self.state.seeds)}
        entries: list[int | None] = [game.player_a, game.player_b]
        for k, pid in enumerate(entries):
            slot = QRectF(rect.x() + 8, rect.y() + k * SLOT_H, rect.width() - 16, SLOT_H)
            if pid is None:
                p.setPen(QColor(140, 140, 140))
                p.drawText(slot, Qt.AlignmentFlag.AlignVCenter, self.tr("bye"))
                continue
            won = game.winner == pid
            font = QFont(self.font())
            font.setBold(won)
            p.setFont(font)
            if (
                self._hover is not None
                and self._hover.player == pid
                and self._hover.table == game.table
            ):
                p.fillRect(
                    slot.adjusted(-4, 2, 4, -2),
                    QColor(accent.red(), accent.green(), accent.blue(), 50),
                )
            p.setPen(accent if won else text)
            label = f"{seeds.get(pid, '')}  {self.names.get(pid, str(pid))}"
            room = int(slot.width()) - (36 if won else 0)
            label = p.fontMetrics().elidedText(label, Qt.TextElideMode.ElideRight, room)
            p.drawText(slot, Qt.AlignmentFlag.AlignVCenter, label)
            if won and game.outcome is not None and game.outcome.value == "modified_win":
                p.drawText(
                    slot, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, "mod."
                )
            if not game.reported and game.player_b is not None:
                self.slots.append(Slot(game.round, game.table, pid, slot))

    def slot_at(self, pos: QPointF) -> Slot | None:
        return next((s for s in self.slots if s.rect.contains(pos)), None)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        hover = self.slot_at(event.position())
        if hover != self._hover:
            self._hover = hover
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if hover else Qt.CursorShape.ArrowCursor
            )
            self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        slot = self.slot_at(event.position())
        if slot is not None and event.button() == Qt.MouseButton.LeftButton:
            modified = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.winner_clicked.emit(slot.round, slot.table, slot.player, modified)


def _winner(game: TableInfo) -> int | None:
    if game.winner is not None:
        return game.winner
    return game.player_a if game.player_b is None else None


def bracket_order(matches: int) -> list[int]:
    """Match numbers (1-based) of a round top to bottom, so that each next-round match
    sits between its two feeders: match j of a round meets match (M+1-j) next round."""
    order = [1]
    while len(order) < matches:
        m = len(order) * 2
        order = [k for j in order for k in (j, m + 1 - j)]
    return order


def bracket_columns(state: CutState, rounds_total: int) -> list[list[TableInfo | None]]:
    """Each elimination round's games in drawing order (None: not paired yet).

    Match j of round 1 is seed j against seed N+1-j; match j of a later round is the game
    holding the winner of match j (or of match M+1-j) of the round before. Games are found
    by their players, so byes and table numbering do not matter.
    """
    size = max(state.size, 2)
    by_number: list[list[TableInfo | None]] = []  # per round: match j-1 -> game
    for r in range(rounds_total):
        count = max(size >> (r + 1), 1)
        games = list(state.rounds[r]) if r < len(state.rounds) else []
        matched: list[TableInfo | None] = []
        for j in range(1, count + 1):
            if r == 0:
                wanted = {state.seeds[j - 1]} if j - 1 < len(state.seeds) else set()
            else:
                prev = by_number[r - 1]
                feeders = (prev[j - 1], prev[len(prev) - j])
                wanted = {w for g in feeders if g is not None and (w := _winner(g)) is not None}
            matched.append(next((g for g in games if set(g.players()) & wanted), None))
        by_number.append(matched)
    return [[games[j - 1] for j in bracket_order(len(games))] for games in by_number]
