"""The cut of a melee event: a final table of the top 4, or two semi-final tables of the
top 8 whose places 1 and 2 go on to the final table. Results are typed as in a melee round
("1 2143 9 15 3 7", with "x3" for a seat eliminated before the end)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from organiser import i18n
from organiser.ui import context as ctxmod
from organiser.ui.backend import MeleeCutState, MeleeTable
from organiser.ui.context import EventContext
from organiser.ui.entry import melee_entry_ready, melee_preview, melee_result
from organiser.ui.tasks import run_task
from organiser.ui.views.common import result_entry_row

SIZES = (4, 8)


class TableBox(QFrame):
    """One table of the cut: its seats in seating order, each with seed, place and power."""

    clicked = Signal(int)  # table number

    def __init__(self, title: str, table: MeleeTable | None, state: MeleeCutState, note: str):
        super().__init__()
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("cut_table")
        self.table = table
        self.setMinimumWidth(300)
        layout = QVBoxLayout(self)
        head = QLabel(title)
        bold = QFont()
        bold.setBold(True)
        bold.setPointSize(bold.pointSize() + 1)
        head.setFont(bold)
        layout.addWidget(head)
        self.rows: list[QLabel] = []
        if table is None:
            waiting = QLabel(note)
            waiting.setWordWrap(True)
            waiting.setEnabled(False)
            layout.addWidget(waiting)
            return
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(
            self.tr("Click to type the result of table {table}").format(table=table.table)
        )
        grid = QGridLayout()
        for row, seat in enumerate(table.seats):
            seed = state.seed_of(seat.player)
            who = QLabel(
                f"{seat.seat}. {seat.name}"
                + (self.tr("  (seed {seed})").format(seed=seed) if seed else "")
            )
            if seat.place is None:
                result = "—"
            else:
                out = self.tr(", out") if seat.eliminated else ""
                result = self.tr("{ordinal} · {power} power{out}").format(
                    ordinal=i18n.ordinal(seat.place), power=seat.power, out=out
                )
            res = QLabel(result)
            res.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if seat.place == 1:
                who.setFont(bold)
                res.setFont(bold)
            grid.addWidget(who, row, 0)
            grid.addWidget(res, row, 1)
            self.rows.append(who)
        layout.addLayout(grid)
        if table.reported:
            how = self.tr("won") if table.ending == "won" else self.tr("time called")
            status = QLabel(
                self.tr("Table {table}: {how}").format(table=table.table, how=how)
                + (f" · {note}" if note else "")
            )
        else:
            status = QLabel(self.tr("Table {table}: result to enter").format(table=table.table))
        status.setObjectName("cut_table_status")
        status.setWordWrap(True)
        layout.addWidget(status)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.table is not None:
            self.clicked.emit(self.table.table)
        super().mousePressEvent(event)


class MeleeCutBoard(QWidget):
    """Semi-final boxes feeding the final box (lines drawn between them), the placings below."""

    table_clicked = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        self.grid = QGridLayout(self)
        self.grid.setHorizontalSpacing(48)
        self.grid.setVerticalSpacing(24)
        self.semis: list[TableBox] = []
        self.final: TableBox | None = None
        self.placings: QLabel | None = None

    def clear(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()
                w.deleteLater()
        self.semis = []
        self.final = None
        self.placings = None

    def set_state(self, state: MeleeCutState) -> None:
        self.clear()
        if not state.size:
            self.update()
            return
        col = 0
        if state.size == 8:
            semis = state.semi_finals
            for i in range(2):
                t = semis[i] if i < len(semis) else None
                note = self.tr("places 1 and 2 go to the final") if t is not None else ""
                box = TableBox(self.tr("Semi-final {number}").format(number=i + 1), t, state, note)
                box.clicked.connect(self.table_clicked)
                self.grid.addWidget(box, i, 0)
                self.semis.append(box)
            col = 1
        final_table = state.final_table
        note = self.tr("seated when both semi-finals are in: places 1 and 2 of each, in seed order")
        self.final = TableBox(
            self.tr("Final table"), final_table, state, "" if final_table else note
        )
        self.final.clicked.connect(self.table_clicked)
        self.grid.addWidget(self.final, 0, col, 2, 1, Qt.AlignmentFlag.AlignVCenter)
        if state.finished and state.final:
            lines = [f"{i18n.ordinal(place)}  {name}" for place, _pid, name in state.final[:8]]
            more = len(state.final) - 8
            if more > 0:
                lines.append(self.tr("… {more} more in the standings").format(more=more))
            self.placings = QLabel(self.tr("Final placings\n\n") + "\n".join(lines))
            self.placings.setObjectName("final_placings")
            self.placings.setFrameShape(QFrame.Shape.StyledPanel)
            self.placings.setMargin(10)
            big = QFont()
            big.setPointSize(big.pointSize() + 1)
            self.placings.setFont(big)
            self.grid.addWidget(self.placings, 2, col, Qt.AlignmentFlag.AlignTop)
        self.grid.setColumnStretch(col + 1, 1)
        self.grid.setRowStretch(3, 1)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.semis or self.final is None:
            return
        painter = QPainter(self)
        pen = QPen(self.palette().mid().color())
        pen.setWidth(2)
        painter.setPen(pen)
        end = self.final.geometry()
        target = QPoint(end.left(), end.center().y())
        for box in self.semis:
            g = box.geometry()
            start = QPoint(g.right(), g.center().y())
            mid_x = (start.x() + target.x()) // 2
            painter.drawLine(start, QPoint(mid_x, start.y()))
            painter.drawLine(QPoint(mid_x, start.y()), QPoint(mid_x, target.y()))
            painter.drawLine(QPoint(mid_x, target.y()), target)
        painter.end()


class MeleeCutView(QWidget):
    """The Cut tab of a melee event."""

    def __init__(self, ctx: EventContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.melee = True
        self.size_box = QComboBox()
        self.size_box.addItem(self.tr("Top 4: one final table"), 4)
        self.size_box.addItem(self.tr("Top 8: two semi-finals, then the final"), 8)
        self.start_btn = QPushButton(self.tr("Start the cut"))
        self.start_btn.clicked.connect(self.start_cut)
        self.final_btn = QPushButton(self.tr("Seat the final table"))
        self.final_btn.clicked.connect(self.seat_final)
        self.status = QLabel()
        self.status.setObjectName("outstanding")
        big = QFont()
        big.setPointSize(12)
        big.setBold(True)
        self.status.setFont(big)
        self.board = MeleeCutBoard()
        self.board.table_clicked.connect(self._prefill)
        scroll = QScrollArea()
        scroll.setWidget(self.board)
        scroll.setWidgetResizable(True)
        self.entry = QLineEdit()
        self.entry.setObjectName("entry")
        mono = QFont("monospace")
        mono.setPointSize(13)
        self.entry.setFont(mono)
        self.entry.setPlaceholderText(
            self.tr("1 2143 9 15 3 7 ⏎ · table, places by seat, powers, x3")
        )
        self.entry.textChanged.connect(self._preview)
        self.entry.returnPressed.connect(self.commit_entry)
        self.preview = QLabel()
        self.preview.setObjectName("entry_preview")
        self.hint = QLabel(
            self.tr(
                "Type the table number, each seat's place in seating order, then each seat's power at the end; add x and the seats of players eliminated before the end (1 2143 9 15 3 7 x3). Power is needed for every seat, also when time is called: the services decide ties by it. Typing a reported table again corrects it."
            )
        )
        self.hint.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Cut")))
        top.addWidget(self.size_box)
        top.addWidget(self.start_btn)
        top.addWidget(self.final_btn)
        top.addStretch(1)
        top.addWidget(self.status)
        entry_row = result_entry_row(self.entry, self.preview)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(scroll, 1)
        layout.addLayout(entry_row)
        layout.addWidget(self.hint)
        ctx.changed.connect(self._changed)
        self.state = MeleeCutState(0)
        self._generation = 0
        idx = self.size_box.findData(ctx.info.cut)
        self.size_box.setCurrentIndex(idx if idx >= 0 else 0)
        self.reload()

    def _changed(self, what: str) -> None:
        if what in (ctxmod.CUT, ctxmod.EVENT, ctxmod.PLAYERS, ctxmod.RESULTS, ctxmod.ROUNDS):
            self.ctx.when_info(self.reload)  # whether the cut started: in the new summary

    def reload(self) -> None:
        """Read the cut off the GUI thread (its placings need the standings), then show it."""
        self._generation += 1
        generation = self._generation
        backend, eid = self.ctx.backend, self.ctx.event_id
        if not self.ctx.info.cut_rounds:
            self._show(MeleeCutState(0))
            return

        def done(state: MeleeCutState) -> None:
            if generation == self._generation:  # a newer read supersedes this one
                self._show(state)

        run_task(lambda: backend.melee_cut(eid), done, self.ctx.report, owner=self)

    def _show(self, state: MeleeCutState) -> None:
        self.state = state
        self.board.set_state(self.state)
        st = self.state
        started = bool(st.size)
        self.size_box.setEnabled(not started)
        self.start_btn.setEnabled(not started)
        semis_done = st.size == 8 and len(st.rounds) == 1 and st.outstanding == 0
        self.final_btn.setVisible(st.size == 8 or not started)
        self.final_btn.setEnabled(semis_done)
        self.entry.setEnabled(started and not st.finished)
        if st.finished and st.final:
            self.status.setText(self.tr("Winner: {name}").format(name=st.final[0][2]))
        elif not started:
            self.status.setText(self.tr("Not started"))
        elif st.outstanding:
            self.status.setText(
                self.tr("{where}: {outstanding} to enter").format(
                    where=self.where().capitalize(), outstanding=st.outstanding
                )
            )
        elif semis_done:
            self.status.setText(self.tr("Semi-finals in: seat the final table"))
        else:
            self.status.setText("")
        self._preview(self.entry.text())

    def where(self) -> str:
        if self.state.size == 8 and len(self.state.rounds) == 1:
            return self.tr("the semi-finals")
        return self.tr("the final table")

    def _table(self, number: int) -> MeleeTable | None:
        for t in self.state.current:
            if t.table == number:
                return t
        return None

    def _preview(self, text: str) -> None:
        if not text.strip():
            self.preview.setText("")
            return
        self.preview.setText(melee_preview(text, self._table, self.where())[0])

    def _prefill(self, table: int) -> None:
        if self._table(table) is not None and self.entry.isEnabled():
            self.entry.setText(f"{table} ")
            self.entry.setFocus()

    def start_cut(self) -> None:
        size = int(self.size_box.currentData())
        self.ctx.attempt(
            lambda: self.ctx.backend.advance_melee_cut(self.ctx.event_id, size),
            ctxmod.CUT,
            done=(
                self.tr("Top 4 cut: the final table is seated.")
                if size == 4
                else self.tr("Top 8 cut: the two semi-final tables are seated.")
            ),
        )
        self.entry.setFocus()

    def seat_final(self) -> None:
        self.ctx.attempt(
            lambda: self.ctx.backend.advance_melee_cut(self.ctx.event_id),
            ctxmod.CUT,
            done=self.tr("The final table is seated."),
        )
        self.entry.setFocus()

    def commit_entry(self) -> None:
        ready = melee_entry_ready(self.entry.text(), self._table, self.where())
        if isinstance(ready, str):
            self.ctx.message.emit(ready, True)
            return
        t, entry = ready
        places, powers, out = melee_result(entry, t)
        backend, eid, rnd = self.ctx.backend, self.ctx.event_id, len(self.state.rounds)
        fix = t.reported
        ok = self.ctx.attempt(
            lambda: backend.record_melee(
                eid,
                rnd,
                t.table,
                places,
                powers,
                entry.ending,
                fix,
                "corrected at the cut" if fix else "",
                out,
                "cut",
            ),
            ctxmod.CUT,
            done=(
                self.tr("{where}, table {table}: corrected.")
                if fix
                else self.tr("{where}, table {table}: recorded.")
            ).format(
                where=self.where().capitalize(),
                table=t.table,
            ),
        )
        if ok:
            self.entry.clear()
