"""The Judge tab: the event's judge calls, the rulings attached to them, the penalties.

A call is opened for a table of a round and resolved once (with a time extension for the
table when it lost playing time). From a call, *Open in the rules desk* starts a new
scenario with the table's players and the event's ruleset; the ruling the desk exports
(PDF and scenario file) is attached to the call and opens again from it. A penalty shows the
player's earlier penalties and the level the escalation rule proposes before it is issued; a
game loss or a disqualification changes the event through the services (audited). The rules
are in ``docs/judges.md``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QUrl,
    Signal,
)
from PySide6.QtGui import QColor, QDesktopServices
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from organiser.core.penalties import Category, Level
from organiser.services.dto import (
    JudgeCallInfo,
    JudgeLog,
    PenaltyHistory,
    PenaltyInfo,
    RulingInfo,
)
from organiser.ui import context as ctxmod
from organiser.ui.context import FAILED, EventContext
from organiser.ui.tasks import run_task

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole


def clock_time(stamp: str | None) -> str:
    """``14:05`` from the store's ISO time (the date is the event's)."""
    return stamp[11:16] if stamp and len(stamp) >= 16 else (stamp or "")


def round_text(stage: str, number: int | None) -> str:
    if number is None:
        return "—"
    return (
        QCoreApplication.translate("Judge", "E{number}").format(number=number)
        if stage == "cut"
        else str(number)
    )


def level_text(level: str) -> str:
    return level.replace("_", " ")


class _NewestFirst(QAbstractTableModel):
    """A read-only table of the log's entries, newest first, under translated headers."""

    def __init__(self, headers: tuple[str, ...]) -> None:
        super().__init__()
        self.headers = headers
        self.rows: tuple[Any, ...] = ()

    def set_rows(self, rows: Sequence[Any]) -> None:
        self.beginResetModel()
        self.rows = tuple(reversed(rows))
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if role == DISPLAY and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None


class CallsModel(_NewestFirst):
    """The calls of the event, newest first."""

    def __init__(self) -> None:
        super().__init__(())
        self.headers = (
            self.tr("#"),
            self.tr("Round"),
            self.tr("Table"),
            self.tr("Players"),
            self.tr("Called"),
            self.tr("Judge"),
            self.tr("Question"),
            self.tr("Status"),
        )

    @property
    def calls(self) -> tuple[JudgeCallInfo, ...]:
        return self.rows

    def set_calls(self, calls: Sequence[JudgeCallInfo]) -> None:
        self.set_rows(calls)

    def status(self, c: JudgeCallInfo) -> str:
        if not c.resolved:
            return self.tr("open")
        text = self.tr("resolved")
        if c.extension_minutes:
            text += self.tr(" · +{0} min").format(c.extension_minutes)
        if c.rulings:
            text += self.tr(" · {0} ruling(s)").format(len(c.rulings))
        return text

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid():
            return None
        c = self.calls[index.row()]
        col = index.column()
        if role == DISPLAY:
            values = (
                c.id,
                round_text(c.stage, c.round),
                "—" if c.table is None else c.table,
                " – ".join(c.player_names),
                clock_time(c.called_at),
                c.judge or "",
                c.question,
                self.status(c),
            )
            return str(values[col])
        if role == Qt.ItemDataRole.ToolTipRole and col == 6:
            return c.question + (f"\n\n→ {c.outcome}" if c.outcome else "")
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (0, 1, 2, 4):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class PenaltiesModel(_NewestFirst):
    """The penalties of the event, newest first."""

    def __init__(self) -> None:
        super().__init__(())
        self.headers = (
            self.tr("Player"),
            self.tr("Round"),
            self.tr("Table"),
            self.tr("Infraction"),
            self.tr("Penalty"),
            self.tr("Proposed"),
            self.tr("Judge"),
            self.tr("Note"),
        )

    @property
    def penalties(self) -> tuple[PenaltyInfo, ...]:
        return self.rows

    def set_penalties(self, penalties: Sequence[PenaltyInfo]) -> None:
        self.set_rows(penalties)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid():
            return None
        p = self.penalties[index.row()]
        if role == Qt.ItemDataRole.ForegroundRole and p.withdrawn:
            return QColor("#888888")  # withdrawn: still in the log, greyed
        if role == Qt.ItemDataRole.ToolTipRole and p.withdrawn:
            return self.tr("Withdrawn {0}: {1}").format(p.withdrawn_at, p.withdrawn_reason)
        if role != DISPLAY:
            return None
        level = level_text(p.level)
        if p.withdrawn:
            level = self.tr("{0} (withdrawn)").format(level)
        values = (
            p.player_name,
            round_text(p.stage, p.round),
            "—" if p.table is None else p.table,
            level_text(p.category),
            level,
            level_text(p.proposed_level),
            p.judge or "",
            p.note,
        )
        return str(values[index.column()])


def _table_view(model: QAbstractTableModel, stretch: int) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    view.setAlternatingRowColors(True)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return view


def _ruling_list(name: str) -> QListWidget:
    found = QListWidget()
    found.setObjectName(name)
    found.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    found.setTextElideMode(Qt.TextElideMode.ElideRight)
    return found


def ruling_line(r: RulingInfo) -> str:
    where = QCoreApplication.translate("Judge", "R{round_text}").format(
        round_text=round_text(r.stage, r.round)
    ) + (
        QCoreApplication.translate("Judge", " T{table}").format(table=r.table)
        if r.table is not None
        else ""
    )
    summary = r.summary.splitlines()[0] if r.summary else ""
    return f"{where} · {r.title}" + (f" — {summary}" if summary else "")


class JudgeView(QWidget):
    """Calls, rulings and penalties of the open event."""

    desk_opened = Signal(QWidget)  # a rules desk opened from a call (the window closes it)
    loaded = Signal()

    def __init__(self, ctx: EventContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.log = JudgeLog(ctx.event_id, (), ())
        self.judge_name = ""  # the last judge named: the next call's default
        self.desks: list[QWidget] = []
        self._generation = 0

        self.calls_model = CallsModel()
        self.calls_model.setParent(self)  # deleted with the view (see MainWindow._drop_event_page)
        self.calls = _table_view(self.calls_model, 6)  # the question takes the room left
        self.calls.setObjectName("judge_calls")
        self.calls.selectionModel().selectionChanged.connect(lambda *_: self._show_call())
        self.penalties_model = PenaltiesModel()
        self.penalties_model.setParent(
            self
        )  # deleted with the view (see MainWindow._drop_event_page)
        self.penalties = _table_view(self.penalties_model, 7)
        self.penalties.setObjectName("judge_penalties")

        self.new_btn = QPushButton(self.tr("&New call…"))
        self.resolve_btn = QPushButton(self.tr("Re&solve…"))
        self.desk_btn = QPushButton(self.tr("Open in the r&ules desk"))
        self.ruling_btn = QPushButton(self.tr("Open r&uling"))
        self.penalty_btn = QPushButton(self.tr("&Penalty…"))
        self.withdraw_btn = QPushButton(self.tr("&Withdraw penalty…"))
        self.withdraw_btn.setToolTip(
            self.tr(
                "A penalty entered by mistake: it stays in the log, marked withdrawn with the "
                "reason, and no longer counts towards escalation"
            )
        )
        self.withdraw_btn.setEnabled(False)
        self.withdraw_btn.clicked.connect(self.ask_withdraw)
        self.new_btn.clicked.connect(self.ask_new_call)
        self.resolve_btn.clicked.connect(self.ask_resolve)
        self.desk_btn.clicked.connect(lambda: self.open_in_rules_desk())
        self.ruling_btn.clicked.connect(lambda: self.open_ruling())
        self.penalty_btn.clicked.connect(self.ask_penalty)
        self.html_btn = QPushButton(self.tr("Event report as &HTML…"))
        self.html_btn.setToolTip(
            self.tr(
                "The event report with the judge's log, as one web page (Print ▸ Event report: PDF)"
            )
        )
        self.html_btn.clicked.connect(self.ask_report_html)
        buttons = QHBoxLayout()
        for b in (self.new_btn, self.resolve_btn, self.desk_btn, self.ruling_btn, self.penalty_btn):
            buttons.addWidget(b)
        self.penalties.selectionModel().selectionChanged.connect(lambda *_: self._penalty_chosen())
        buttons.addStretch(1)
        # the exports sit under the log, so the tab fits a narrow window in every language
        exports = QHBoxLayout()
        exports.addStretch(1)
        exports.addWidget(self.html_btn)
        self.csv_btn = QPushButton(self.tr("Log as &CSV…"))
        self.csv_btn.setToolTip(
            self.tr("Every call, ruling and penalty, one line each (as organiser judge export)")
        )
        self.csv_btn.clicked.connect(self.ask_csv)
        exports.addWidget(self.csv_btn)

        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.call_rulings = _ruling_list("call_rulings")
        self.call_rulings.itemDoubleClicked.connect(self._ruling_clicked)
        detail_box = QGroupBox(self.tr("The call"))
        dl = QVBoxLayout(detail_box)
        dl.addWidget(self.detail)
        dl.addWidget(QLabel(self.tr("Rulings attached (double-click opens one):")))
        dl.addWidget(self.call_rulings, 1)

        self.search = QLineEdit()
        self.search.setObjectName("ruling_search")
        self.search.setPlaceholderText(self.tr("Search the event's rulings (e.g. Moribund)"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.search_rulings)
        self.found = _ruling_list("ruling_results")
        self.found.itemDoubleClicked.connect(self._ruling_clicked)
        search_box = QGroupBox(self.tr("Rulings of the event"))
        sl = QVBoxLayout(search_box)
        sl.addWidget(self.search)
        sl.addWidget(self.found, 1)

        lower = QSplitter(Qt.Orientation.Horizontal)
        lower.addWidget(detail_box)
        lower.addWidget(search_box)
        penalties_box = QGroupBox(self.tr("Penalties"))
        pl = QVBoxLayout(penalties_box)
        pl.addWidget(self.penalties)
        main = QSplitter(Qt.Orientation.Vertical)
        main.addWidget(self.calls)
        main.addWidget(lower)
        main.addWidget(penalties_box)
        main.setStretchFactor(0, 3)
        main.setStretchFactor(1, 2)
        main.setStretchFactor(2, 2)

        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(main, 1)
        layout.addLayout(exports)
        ctx.changed.connect(self._changed)
        self.load()

    # reading
    def _changed(self, what: str) -> None:
        if self.ctx.first_of(
            what, ctxmod.JUDGE, ctxmod.RESULTS, ctxmod.ROUNDS, ctxmod.PLAYERS, ctxmod.EVENT
        ):
            self.load()

    def load(self) -> None:
        """Read the log off the GUI thread, then show it (the selected call kept)."""
        self._generation += 1
        generation = self._generation
        backend, eid = self.ctx.backend, self.ctx.event_id

        def done(log: JudgeLog) -> None:
            if generation != self._generation:
                return
            keep = self.selected_call()
            self.log = log
            self.calls_model.set_calls(log.calls)
            self.penalties_model.set_penalties(log.penalties)
            self._penalty_chosen()
            if keep is not None:
                self.select_call(keep.id)
            self._show_call()
            self.search_rulings(self.search.text())
            self.loaded.emit()

        run_task(lambda: backend.judge_log(eid), done, self.ctx.report, owner=self)

    def call(self, call_id: int) -> JudgeCallInfo | None:
        return next((c for c in self.log.calls if c.id == call_id), None)

    def selected_penalty(self) -> PenaltyInfo | None:
        rows = self.penalties.selectionModel().selectedRows()
        if not rows:
            return None
        return self.penalties_model.penalties[rows[0].row()]

    def _penalty_chosen(self) -> None:
        p = self.selected_penalty()
        self.withdraw_btn.setEnabled(p is not None and not p.withdrawn)

    def selected_call(self) -> JudgeCallInfo | None:
        rows = self.calls.selectionModel().selectedRows()
        if not rows:
            return None
        return self.calls_model.calls[rows[0].row()]

    def select_call(self, call_id: int) -> bool:
        for row, c in enumerate(self.calls_model.calls):
            if c.id == call_id:
                self.calls.selectRow(row)
                return True
        return False

    def _show_call(self) -> None:
        c = self.selected_call()
        self.call_rulings.clear()
        for b in (self.resolve_btn, self.desk_btn, self.ruling_btn):
            b.setEnabled(c is not None and not self.ctx.read_only)
        self.ruling_btn.setEnabled(c is not None and bool(c.rulings))
        if c is None:
            self.detail.setText(self.tr("Select a call, or open a new one."))
            return
        self.resolve_btn.setEnabled(not c.resolved and not self.ctx.read_only)
        where = (
            self.tr("Table {0}, round {1}").format(c.table, round_text(c.stage, c.round))
            if c.table is not None
            else self.tr("Away from a table, round {0}").format(round_text(c.stage, c.round))
        )
        players = " – ".join(c.player_names) or self.tr("no player named")
        lines = [
            f"<b>{escape(where)}</b> · {escape(players)}",
            self.tr("Called at {0}").format(clock_time(c.called_at))
            + (self.tr(" by {0}").format(c.judge) if c.judge else ""),
            self.tr("Question: {0}").format(c.question),
        ]
        if c.resolved:
            lines.append(
                self.tr("Outcome ({0}): {1}").format(clock_time(c.resolved_at), c.outcome or "")
            )
            if c.extension_minutes:
                lines.append(
                    self.tr("Time extension for the table: {0} min").format(c.extension_minutes)
                )
        else:
            lines.append(self.tr("Open: not resolved yet."))
        self.detail.setText("<br>".join(escape(x) if i else x for i, x in enumerate(lines)))
        for r in c.rulings:
            item = QListWidgetItem(ruling_line(r))
            item.setData(Qt.ItemDataRole.UserRole, r)
            item.setToolTip("\n".join(x for x in (r.summary, r.scenario_path, r.pdf_path) if x))
            self.call_rulings.addItem(item)

    def search_rulings(self, text: str = "") -> list[RulingInfo]:
        """Fill the search list with the event's rulings holding every word of ``text``."""
        try:
            found = self.ctx.backend.search_rulings(self.ctx.event_id, text)
        except Exception as exc:  # a search never breaks the tab
            self.ctx.report(exc)
            return []
        self.found.clear()
        for r in found:
            item = QListWidgetItem(ruling_line(r))
            item.setData(Qt.ItemDataRole.UserRole, r)
            item.setToolTip(r.summary)
            self.found.addItem(item)
        if not found:
            empty = QListWidgetItem(
                self.tr("No ruling holds these words.")
                if text.strip()
                else self.tr("No ruling yet.")
            )
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.found.addItem(empty)
        return found

    # changing
    def new_call(
        self,
        question: str,
        table: int | None,
        round_number: int | None = None,
        judge: str = "",
        stage: str | None = None,
    ) -> JudgeCallInfo | None:
        backend, eid = self.ctx.backend, self.ctx.event_id
        self.judge_name = judge or self.judge_name
        info = self.ctx.attempt_value(
            lambda: backend.open_call(eid, question, table, round_number, judge, stage),
            ctxmod.JUDGE,
        )
        if not isinstance(info, JudgeCallInfo):
            return None
        self.ctx.message.emit(
            self.tr("Judge call {0} opened for {1}.").format(
                info.id,
                self.tr("table {0}").format(info.table)
                if info.table is not None
                else self.tr("a player away from a table"),
            ),
            False,
        )
        self.select_call(info.id)
        return info

    def resolve(
        self, call_id: int, outcome: str, extension_minutes: int = 0, judge: str = ""
    ) -> JudgeCallInfo | None:
        backend, eid = self.ctx.backend, self.ctx.event_id
        # an extension changes the round clock's per-table times too
        info = self.ctx.attempt_value(
            lambda: backend.resolve_call(eid, call_id, outcome, extension_minutes, judge),
            ctxmod.JUDGE,
            ctxmod.CLOCK,
            done=self.tr("Judge call {0} resolved.").format(call_id),
        )
        return info if isinstance(info, JudgeCallInfo) else None

    def attach(
        self, call_id: int, title: str, summary: str = "", scenario: str = "", pdf: str = ""
    ) -> RulingInfo | None:
        backend, eid = self.ctx.backend, self.ctx.event_id
        info = self.ctx.attempt_value(
            lambda: backend.attach_ruling(
                eid, call_id, title, summary, scenario or None, pdf or None
            ),
            ctxmod.JUDGE,
            done=self.tr("Ruling “{0}” attached to judge call {1}.").format(title, call_id),
        )
        return info if isinstance(info, RulingInfo) else None

    def history(self, player: int) -> PenaltyHistory | None:
        return self.ctx.call(self.ctx.backend.penalty_history, self.ctx.event_id, player)

    def issue_penalty(
        self,
        player: int,
        category: str,
        level: str | None = None,
        call_id: int | None = None,
        judge: str = "",
        note: str = "",
    ) -> PenaltyInfo | None:
        backend, eid = self.ctx.backend, self.ctx.event_id
        self.judge_name = judge or self.judge_name
        info = self.ctx.attempt_value(
            lambda: backend.issue_penalty(eid, player, category, level, call_id, judge, note),
            ctxmod.JUDGE,
            ctxmod.RESULTS,
            ctxmod.PLAYERS,
        )
        if info is FAILED or not isinstance(info, PenaltyInfo):
            return None
        said = self.tr("{0}: {1} ({2}).").format(
            info.player_name, level_text(info.level), level_text(info.category)
        )
        if info.effect:
            said += " " + info.effect[:1].upper() + info.effect[1:] + "."
        self.ctx.message.emit(said, False)
        return info

    def withdraw_penalty(self, penalty_id: int, reason: str, judge: str = "") -> PenaltyInfo | None:
        backend, eid = self.ctx.backend, self.ctx.event_id
        info = self.ctx.attempt_value(
            lambda: backend.withdraw_penalty(eid, penalty_id, reason, judge),
            ctxmod.JUDGE,
            ctxmod.PLAYERS,
        )
        if info is FAILED or not isinstance(info, PenaltyInfo):
            return None
        said = self.tr("Penalty withdrawn: {0}, {1} ({2}).").format(
            info.player_name, level_text(info.level), level_text(info.category)
        )
        if info.effect:
            said += " " + info.effect[:1].upper() + info.effect[1:] + "."
        self.ctx.message.emit(said, False)
        return info

    # the rules desk
    def rules_desk_board(self, c: JudgeCallInfo) -> Any:
        """A new scenario for the call: its players, the event's ruleset, a title naming it."""
        from organiser.ui.rules_desk.setup import Board

        names = list(dict.fromkeys(c.player_names))  # a melee table's players, in seat order
        while len(names) < 2:
            names.append(("first", "second")[len(names)])
        board = Board.default()
        board.players = [{"name": n, "house": "", "gold": 0, "power": 0} for n in names]
        board.first_player = names[0]
        board.ruleset = self.ctx.info.ruleset
        where = self.tr("Table {table}, ").format(table=c.table) if c.table is not None else ""
        board.title = self.tr("{where}round {round}: {question}").format(
            where=where, round=round_text(c.stage, c.round), question=c.question
        )[:120]
        return board

    def open_in_rules_desk(self, call_id: int | None = None) -> QWidget | None:
        """The rules desk on a new scenario for the call; what it exports is attached to it."""
        from organiser.ui.rules_desk import open_rules_desk

        c = self.call(call_id) if call_id is not None else self.selected_call()
        if c is None:
            self.ctx.message.emit(self.tr("Select a judge call first."), True)
            return None
        desk = open_rules_desk(
            None,
            event=self.ctx.info.name,
            board=self.rules_desk_board(c),
            judge=c.judge or self.judge_name,
        )
        path = self.ctx.backend.path
        name = f"call-{c.id}-ruling.pdf"
        desk.export_name = str(path.parent / f"{path.stem}-{name}") if path is not None else name
        desk.setWindowTitle(self.tr("Maester — Rules desk — judge call {0}").format(c.id))
        desk.ruling_exported.connect(
            lambda pdf, scenario, title, conclusion: self._exported(
                c.id, desk, pdf, scenario, title, conclusion
            )
        )
        self.desks.append(desk)
        self.desk_opened.emit(desk)
        return desk

    def _exported(
        self, call_id: int, desk: Any, pdf: str, scenario: str, title: str, conclusion: str
    ) -> None:
        cards = sorted({spec.name for spec in getattr(desk.setup.board, "cards", ())})
        summary = conclusion
        if cards:
            summary += ("\n" if summary else "") + self.tr("Cards: ") + ", ".join(cards)
        self.attach(
            call_id,
            title or self.tr("Ruling for call {call_id}").format(call_id=call_id),
            summary,
            scenario,
            pdf,
        )

    def open_ruling(self, ruling: RulingInfo | None = None) -> QWidget | None:
        """A ruling opened again: its scenario in the rules desk, else its PDF in the viewer."""
        from organiser.ui.rules_desk import open_rules_desk

        if ruling is None:
            item = self.call_rulings.currentItem()
            if item is not None:
                ruling = item.data(Qt.ItemDataRole.UserRole)
            else:
                c = self.selected_call()
                ruling = c.rulings[-1] if c is not None and c.rulings else None
        if ruling is None:
            self.ctx.message.emit(self.tr("This call has no ruling attached yet."), True)
            return None
        if ruling.scenario_path and Path(ruling.scenario_path).is_file():
            desk = open_rules_desk(None, ruling.scenario_path, event=self.ctx.info.name)
            call_id = ruling.call_id
            desk.export_name = ruling.pdf_path or desk.export_name
            # exported again (a ruling revised): attached to the same call as a new ruling
            desk.ruling_exported.connect(
                lambda pdf, scenario, title, conclusion: self._exported(
                    call_id, desk, pdf, scenario, title, conclusion
                )
            )
            self.desks.append(desk)
            self.desk_opened.emit(desk)
            return desk
        if ruling.pdf_path and Path(ruling.pdf_path).is_file():
            QDesktopServices.openUrl(QUrl.fromLocalFile(ruling.pdf_path))
            return None
        files = ", ".join(x for x in (ruling.scenario_path, ruling.pdf_path) if x)
        self.ctx.message.emit(
            self.tr("The ruling's files are not on this computer ({0}).").format(
                files or self.tr("none was attached")
            ),
            True,
        )
        return None

    def _ruling_clicked(self, item: QListWidgetItem) -> None:
        ruling = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(ruling, RulingInfo):
            self.open_ruling(ruling)

    # the report
    def ask_report_html(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the event report"), "event-report.html", self.tr("HTML (*.html)")
        )
        if path:
            self.save_report_html(Path(path))

    def save_report_html(self, path: Path) -> bool:
        """Write the event report, judge's log included, as one HTML page."""
        backend, eid = self.ctx.backend, self.ctx.event_id
        return self._save(path, lambda: backend.report_html(eid), self.tr("Event report"))

    def ask_csv(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the judge's log"), "judge-log.csv", self.tr("CSV (*.csv)")
        )
        if path:
            self.save_csv(Path(path))

    def save_csv(self, path: Path) -> bool:
        """Write the log as the CSV of ``organiser judge export``."""
        backend, eid = self.ctx.backend, self.ctx.event_id
        return self._save(path, lambda: backend.judge_log_csv(eid), self.tr("Judge's log"))

    def _save(self, path: Path, build: Callable[[], str], what: str) -> bool:
        try:
            # newline="": the CSV keeps its own line ends
            path.write_text(build(), encoding="utf-8", newline="")
        except OSError as exc:
            self.ctx.message.emit(
                self.tr("Cannot write {0}: {1}.").format(path, exc.strerror or exc), True
            )
            return False
        except Exception as exc:  # a user error from the services: said, never a traceback
            self.ctx.report(exc)
            return False
        self.ctx.message.emit(self.tr("{0} written: {1}").format(what, path), False)
        return True

    # the dialogs
    def ask_new_call(self) -> CallDialog:
        dialog = CallDialog(self)
        dialog.open()
        return dialog

    def ask_resolve(self) -> ResolveDialog | None:
        c = self.selected_call()
        if c is None:
            return None
        dialog = ResolveDialog(self, c)
        dialog.open()
        return dialog

    def ask_penalty(self) -> PenaltyDialog:
        dialog = PenaltyDialog(self, self.selected_call())
        dialog.open()
        return dialog

    def ask_withdraw(self) -> WithdrawDialog | None:
        p = self.selected_penalty()
        if p is None or p.withdrawn:
            return None
        dialog = WithdrawDialog(self, p)
        dialog.open()
        return dialog


class CallDialog(QDialog):
    """A judge is called: round, table (0: away from a table), judge, question."""

    def __init__(self, view: JudgeView) -> None:
        super().__init__(view)
        self.view = view
        self.setWindowTitle(self.tr("New judge call"))
        info = view.ctx.info
        self.round = QComboBox()
        for n in range(1, info.swiss_round + 1):
            self.round.addItem(self.tr("Round {0}").format(n), ("swiss", n))
        for n in range(1, info.cut_rounds + 1):
            self.round.addItem(self.tr("Elimination round {0}").format(n), ("cut", n))
        self.round.setCurrentIndex(self.round.count() - 1)
        self.table = QSpinBox()
        self.table.setRange(0, 9999)
        self.table.setSpecialValueText(self.tr("away from a table"))
        self.table.setValue(1)
        self.judge = QLineEdit(view.judge_name)
        self.question = QPlainTextEdit()
        self.question.setPlaceholderText(self.tr("What the players asked, in a few words."))
        form = QFormLayout(self)
        form.addRow(self.tr("&Round"), self.round)
        form.addRow(self.tr("&Table"), self.table)
        form.addRow(self.tr("&Judge"), self.judge)
        form.addRow(self.tr("&Question"), self.question)
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        form.addRow(box)

    def accept(self) -> None:
        stage, number = self.round.currentData() or ("swiss", None)
        table = self.table.value() or None
        info = self.view.new_call(
            self.question.toPlainText(), table, number, self.judge.text().strip(), stage
        )
        if info is not None:
            super().accept()


class ResolveDialog(QDialog):
    """Close a call: what was decided and the table's time extension."""

    def __init__(self, view: JudgeView, call: JudgeCallInfo) -> None:
        super().__init__(view)
        self.view = view
        self.call = call
        self.setWindowTitle(self.tr("Resolve judge call {0}").format(call.id))
        self.outcome = QPlainTextEdit()
        self.outcome.setPlaceholderText(self.tr("What was decided."))
        self.extension = QSpinBox()
        self.extension.setRange(0, 60)
        self.extension.setSuffix(self.tr(" min"))
        self.extension.setSpecialValueText(self.tr("no extension"))
        self.judge = QLineEdit(call.judge or view.judge_name)
        form = QFormLayout(self)
        form.addRow(QLabel(call.question))
        form.addRow(self.tr("&Outcome"), self.outcome)
        form.addRow(self.tr("Time &extension"), self.extension)
        form.addRow(self.tr("&Judge"), self.judge)
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        form.addRow(box)

    def accept(self) -> None:
        info = self.view.resolve(
            self.call.id,
            self.outcome.toPlainText(),
            self.extension.value(),
            self.judge.text().strip(),
        )
        if info is not None:
            super().accept()


class WithdrawDialog(QDialog):
    """Withdraw a penalty entered by mistake: why, and who decided."""

    def __init__(self, view: JudgeView, penalty: PenaltyInfo) -> None:
        super().__init__(view)
        self.view = view
        self.penalty = penalty
        self.setWindowTitle(self.tr("Withdraw penalty {0}").format(penalty.id))
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("Why (the wrong player, the wrong infraction…)"))
        self.judge = QLineEdit(view.judge_name)
        form = QFormLayout(self)
        form.addRow(
            QLabel(
                self.tr("{0}: {1} for {2}, {3}.").format(
                    penalty.player_name,
                    level_text(penalty.level),
                    level_text(penalty.category),
                    round_text(penalty.stage, penalty.round),
                )
            )
        )
        form.addRow(self.tr("&Reason"), self.reason)
        form.addRow(self.tr("&Judge"), self.judge)
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        box.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Withdraw"))
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        form.addRow(box)

    def accept(self) -> None:
        info = self.view.withdraw_penalty(
            self.penalty.id, self.reason.text(), self.judge.text().strip()
        )
        if info is not None:
            super().accept()


class PenaltyDialog(QDialog):
    """A penalty: the player's history and the proposed level shown before it is issued."""

    def __init__(self, view: JudgeView, call: JudgeCallInfo | None) -> None:
        super().__init__(view)
        self.view = view
        self.call = call
        self.setWindowTitle(
            self.tr("Penalty from judge call {0}").format(call.id)
            if call is not None
            else self.tr("Penalty")
        )
        self.resize(620, 520)
        self.player = QComboBox()
        if call is not None and call.players:
            for pid, name in zip(call.players, call.player_names, strict=False):
                self.player.addItem(name, pid)
        else:
            ctx = view.ctx
            ids = ctx.backend.player_ids(ctx.event_id)
            for p in ctx.backend.players(ctx.event_id, ids):
                self.player.addItem(p.name, p.id)
        self.category = QComboBox()
        for c in Category:
            self.category.addItem(level_text(c.value), c.value)
        self.level = QComboBox()
        for lv in Level:
            self.level.addItem(level_text(lv.value), lv.value)
        self.history_text = QTextBrowser()
        self.history_text.setObjectName("penalty_history")
        self.history_text.setMaximumHeight(140)
        self.proposal = QLabel()
        self.proposal.setWordWrap(True)
        self.proposal.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.consequence = QLabel()
        self.consequence.setWordWrap(True)
        self.judge = QLineEdit((call.judge if call else None) or view.judge_name)
        self.note = QLineEdit()
        form = QFormLayout(self)
        if call is not None:
            where = QLabel(
                self.tr("Judge call {0}, round {1}, table {2}: {3}").format(
                    call.id,
                    round_text(call.stage, call.round),
                    "—" if call.table is None else call.table,
                    call.question,
                )
            )
            where.setWordWrap(True)
            form.addRow(where)
        form.addRow(self.tr("&Player"), self.player)
        form.addRow(self.tr("Earlier penalties"), self.history_text)
        form.addRow(self.tr("&Infraction"), self.category)
        form.addRow(self.tr("Proposed"), self.proposal)
        form.addRow(self.tr("&Level"), self.level)
        form.addRow("", self.consequence)
        form.addRow(self.tr("&Judge"), self.judge)
        form.addRow(self.tr("&Note"), self.note)
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        box.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Issue penalty"))
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        form.addRow(box)
        self.history: PenaltyHistory | None = None
        self.player.currentIndexChanged.connect(lambda _i: self.read_history())
        self.category.currentIndexChanged.connect(lambda _i: self._propose())
        self.level.currentIndexChanged.connect(lambda _i: self._consequence())
        self.read_history()

    def read_history(self) -> PenaltyHistory | None:
        pid = self.player.currentData()
        self.history = self.view.history(int(pid)) if pid is not None else None
        if self.history is None or not self.history.penalties:
            self.history_text.setPlainText(self.tr("None in this event."))
        else:
            self.history_text.setPlainText(
                "\n".join(
                    self.tr("Round {0}: {1} for {2}{3}").format(
                        round_text(p.stage, p.round),
                        level_text(p.level),
                        level_text(p.category),
                        f" — {p.note}" if p.note else "",
                    )
                    + (
                        self.tr(" (withdrawn: {0})").format(p.withdrawn_reason)
                        if p.withdrawn
                        else ""
                    )
                    for p in self.history.penalties
                )
            )
        self._propose()
        return self.history

    def _propose(self) -> None:
        category = str(self.category.currentData())
        if self.history is None:
            self.proposal.clear()
            return
        level = self.history.proposals.get(category, Level.WARNING.value)
        self.proposal.setText(
            self.tr("<b>{level}</b> — {reason}").format(
                level=level_text(level),
                reason=escape(level_text(self.history.reasons.get(category, ""))),
            )
        )
        self.level.setCurrentIndex(max(self.level.findData(level), 0))
        self._consequence()

    def _consequence(self) -> None:
        level = str(self.level.currentData())
        if level == Level.GAME_LOSS.value:
            text = self.tr(
                "A game loss gives this player's game of the round to the opponent (in a melee "
                "event: last place at the table): the result is entered or corrected through "
                "the results, audited."
            )
        elif level == Level.DISQUALIFICATION.value:
            text = self.tr(
                "A disqualification drops the player from the event for good; a pending game "
                "goes to the opponent."
            )
        else:
            text = self.tr("A warning is recorded; nothing else changes.")
        self.consequence.setText(text)

    def accept(self) -> None:
        pid = self.player.currentData()
        if pid is None:
            return
        info = self.view.issue_penalty(
            int(pid),
            str(self.category.currentData()),
            str(self.level.currentData()),
            self.call.id if self.call is not None else None,
            self.judge.text().strip(),
            self.note.text().strip(),
        )
        if info is not None:
            super().accept()
