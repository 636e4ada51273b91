"""Rounds: pair the next round, pairings by table, fast result entry, corrections, swaps."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QProgressBar,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from organiser.core.errors import Conflict
from organiser.core.model import Outcome, TimeTiebreak
from organiser.i18n import user_text
from organiser.ui import context as ctxmod
from organiser.ui.backend import MeleeTable, PairOutcome, TableInfo
from organiser.ui.context import EventContext
from organiser.ui.dialogs import confirm
from organiser.ui.entry import melee_entry_ready, melee_preview, melee_result, parse_entry
from organiser.ui.models import FilterProxy, MeleeTablesModel, PairingsModel, outcome_text
from organiser.ui.tasks import run_task
from organiser.ui.views.common import result_entry_row


class ProposalPanel(QFrame):
    """After pairing: the round's warnings, to keep, pair again or delete; or, when no
    rematch-free pairing exists, the offer of the least-bad one."""

    def __init__(self) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("proposal")
        self.title = QLabel()
        self.title.setWordWrap(True)
        bold = QFont()
        bold.setBold(True)
        self.title.setFont(bold)
        self.warnings = QListWidget()
        self.warnings.setMaximumHeight(110)
        self.keep_btn = QPushButton(self.tr("Keep these pairings"))
        self.repair_btn = QPushButton(self.tr("Pair again"))
        self.accept_least_bad_btn = QPushButton(self.tr("Accept the least-bad pairing"))
        self.discard_btn = QPushButton(self.tr("Cancel"))
        row = QHBoxLayout()
        row.addWidget(self.title, 1)
        for b in (self.keep_btn, self.repair_btn, self.accept_least_bad_btn, self.discard_btn):
            row.addWidget(b)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.warnings)

    def show_warnings(self, outcome: PairOutcome) -> None:
        self.title.setText(
            self.tr(
                "Round {round} is paired ({tables} tables) with warnings: keep it, pair it again, or edit it by swapping players."
            ).format(round=outcome.round, tables=outcome.tables)
        )
        self.warnings.clear()
        self.warnings.addItems([user_text(w) for w in outcome.warnings])
        self.warnings.show()
        self.keep_btn.show()
        self.repair_btn.show()
        self.accept_least_bad_btn.hide()
        self.discard_btn.hide()
        self.show()
        self.keep_btn.setFocus()

    def show_no_rematch_free(self, message: str, warnings: list[str]) -> None:
        self.title.setText(message)
        self.warnings.clear()
        self.warnings.addItems([user_text(w) for w in warnings])
        self.warnings.setVisible(bool(warnings))
        self.keep_btn.hide()
        self.repair_btn.hide()
        self.accept_least_bad_btn.show()
        self.discard_btn.show()
        self.show()
        self.accept_least_bad_btn.setFocus()


class RoundsView(QWidget):
    projector_requested = Signal()
    loaded = Signal()  # the round's tables are shown (after a background read)

    def __init__(self, ctx: EventContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.model = PairingsModel()
        self.model.setParent(self)  # deleted with the view (see MainWindow._drop_event_page)
        self.proxy = FilterProxy()
        self.proxy.setParent(self)  # deleted with the view (see MainWindow._drop_event_page)
        self.proxy.setSourceModel(self.model)
        self.round_number = 0
        self._generation = 0
        # tables whose result another station entered while a line was being typed here:
        # the first Enter on one of them warns instead of correcting (table -> station)
        self._arrived: dict[int, str] = {}
        self.undo_stack: list[tuple[int, TableInfo]] = []  # results entered here, newest last
        # melee events: tables of 3-5, a place and power per seat
        self.melee = ctx.info.format == "melee"
        self.melee_model = MeleeTablesModel()
        self.melee_model.setParent(self)  # deleted with the view (see MainWindow._drop_event_page)
        self.melee_undo: list[tuple[int, MeleeTable]] = []

        self.round_box = QComboBox()
        self.round_box.currentIndexChanged.connect(self._round_chosen)
        self.pair_btn = QPushButton(self.tr("Pair next round"))
        self.pair_btn.setToolTip(self.tr("Ctrl+P"))
        self.pair_btn.clicked.connect(lambda: self.pair_next())
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.setMaximumWidth(120)
        self.progress.hide()
        self.outstanding = QLabel()
        self.outstanding.setObjectName("outstanding")
        big = QFont()
        big.setPointSize(12)
        big.setBold(True)
        self.outstanding.setFont(big)

        self.proposal = ProposalPanel()
        self.proposal.hide()
        self.proposal.keep_btn.clicked.connect(self.proposal.hide)
        self.proposal.repair_btn.clicked.connect(self.repair)
        self.proposal.accept_least_bad_btn.clicked.connect(self.accept_least_bad)
        self.proposal.discard_btn.clicked.connect(self.proposal.hide)

        self.table = QTableView()
        self.table.setModel(self.proxy)
        # The models keep tables in table order; the proxy sorts only once a header is
        # clicked (sorting thousands of rows through Python on every reset would stall).
        self.table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.resizeSection(PairingsModel.COL_TABLE, 60)
        for col in (PairingsModel.COL_A, PairingsModel.COL_B, PairingsModel.COL_RESULT):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
        self.table.doubleClicked.connect(self._prefill_from_row)
        if self.melee:
            self.proxy.setSourceModel(self.melee_model)
            self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
            self.table.horizontalHeader().setSectionResizeMode(
                0, QHeaderView.ResizeMode.ResizeToContents
            )

        self.entry = QLineEdit()
        self.entry.setObjectName("entry")
        self.entry.setPlaceholderText(self.tr("7a ⏎ · a/b win · A/B modified · d double loss"))
        self.entry.setToolTip(
            self.tr(
                "7a: player A of table 7 wins · 7b: player B wins · 7A or 7B: modified win (7A2: decided by cards left in the draw deck) · 7d: double loss. Typing a table that already has a result corrects it (audited)."
            )
        )
        if self.melee:
            self.entry.setPlaceholderText(
                self.tr("5 2143 9 15 3 7 ⏎ · table, places by seat, powers")
            )
            self.entry.setToolTip(
                self.tr(
                    "Table number, then each seat's finishing place in seating order (2143: seat 2 won, seat 1 second…), then each seat's power at the end. A first place with 15 power is a won game, otherwise time was called (power is needed for every seat either way). Players eliminated before the end: x and their seats (5 2143 9 15 3 7 x3). Typing a table that already has a result corrects it (audited)."
                )
            )
        mono = QFont("monospace")
        mono.setPointSize(13)
        self.entry.setFont(mono)
        self.entry.textChanged.connect(self._preview_entry)
        self.entry.returnPressed.connect(self.commit_entry)
        self.entry_preview = QLabel()
        self.entry_preview.setObjectName("entry_preview")

        self.swap_btn = QPushButton(self.tr("Swap two players"))
        self.swap_btn.setToolTip(self.tr("Select two player cells, then swap (audited)"))
        self.swap_btn.clicked.connect(self.swap_selected)
        self.undo_btn = QPushButton(self.tr("Undo last result"))
        self.undo_btn.setToolTip(self.tr("Ctrl+Z"))
        self.undo_btn.clicked.connect(self.undo_last)
        self.delete_btn = QPushButton(self.tr("Delete latest round…"))
        self.delete_btn.clicked.connect(self.ask_delete_latest)
        self.projector_btn = QPushButton(self.tr("Projector pairings"))
        self.projector_btn.clicked.connect(self.projector_requested.emit)

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Round")))
        top.addWidget(self.round_box)
        top.addWidget(self.pair_btn)
        top.addWidget(self.progress)
        top.addStretch(1)
        top.addWidget(self.outstanding)
        entry_row = result_entry_row(self.entry, self.entry_preview)
        actions = QHBoxLayout()
        for btn in (self.swap_btn, self.undo_btn, self.delete_btn):
            actions.addWidget(btn)
        actions.addStretch(1)
        actions.addWidget(self.projector_btn)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.proposal)
        layout.addWidget(self.table, 1)
        layout.addLayout(entry_row)
        layout.addLayout(actions)

        ctx.changed.connect(self._changed)
        self.reload_rounds()

    # loading
    def reload_rounds(self, select: int | None = None) -> None:
        latest = self.ctx.info.swiss_round
        self.round_box.blockSignals(True)
        self.round_box.clear()
        for r in range(1, latest + 1):
            self.round_box.addItem(f"{r}", r)
        target = select if select is not None else latest
        if target:
            self.round_box.setCurrentIndex(target - 1)
        self.round_box.blockSignals(False)
        self.show_round(target)

    def show_round(self, number: int, remote: str = "") -> None:
        """Show round ``number``: its tables are read off the GUI thread (thousands of
        players take a moment), then the table updates row by row when only results
        changed. ``remote``: the station whose change this reload shows."""
        if number != self.round_number:
            self._arrived.clear()
        self.round_number = number
        self._generation += 1
        generation = self._generation
        backend, eid, melee = self.ctx.backend, self.ctx.event_id, self.melee

        def fetch() -> tuple[list[TableInfo], list[MeleeTable]]:
            if not number:
                return [], []
            if melee:
                return [], backend.melee_tables(eid, number)
            return backend.round_tables(eid, number), []

        def done(found: tuple[list[TableInfo], list[MeleeTable]]) -> None:
            if generation != self._generation:  # a newer read supersedes this one
                return
            tables, melee_tables = found
            if remote and self.entry.text().strip() and not melee:
                before = {t.table: (t.winner, t.outcome) for t in self.model.tables}
                for t in tables:
                    if t.reported and before.get(t.table, (t.winner, t.outcome)) != (
                        t.winner,
                        t.outcome,
                    ):
                        self._arrived[t.table] = remote
            self.model.update(tables)
            if melee:
                self.melee_model.update(melee_tables)
            self._update_outstanding()
            self._preview_entry(self.entry.text())
            self.loaded.emit()

        run_task(fetch, done, self.ctx.report, owner=self)

    def _round_chosen(self, index: int) -> None:
        if index >= 0:
            self.show_round(int(self.round_box.itemData(index)))

    def _changed(self, what: str) -> None:
        # one reload per change, however many names it carries (pairing: rounds + results)
        mine = (ctxmod.ROUNDS, ctxmod.EVENT, ctxmod.RESULTS, ctxmod.PLAYERS)
        if not self.ctx.first_of(what, *mine):
            return
        if any(self.ctx.in_batch(n) for n in (ctxmod.ROUNDS, ctxmod.EVENT)):
            if self.ctx.remote and self.entry.text().strip() and self.round_number:
                # paired at another station while a result is being typed here: the round
                # shown stays (the typed line is for it), the new one is said and listed
                shown, station = self.round_number, self.ctx.remote

                def keep() -> None:
                    self.reload_rounds(select=min(shown, self.ctx.info.swiss_round) or None)
                    if self.ctx.info.swiss_round > shown:
                        self.ctx.message.emit(
                            self.tr(
                                "Round {0} was paired at {1}: round {2} stays shown while "
                                "you type its result (choose the new round above)."
                            ).format(self.ctx.info.swiss_round, station, shown),
                            False,
                        )

                self.ctx.when_info(keep)
            else:
                self.ctx.when_info(self.reload_rounds)  # the rounds paired: in the new summary
        else:
            self.show_round(self.round_number, remote=self.ctx.remote)

    def _update_outstanding(self) -> None:
        if not self.round_number:
            self.outstanding.setText(self.tr("No round paired yet"))
            return
        n = self.outstanding_count()
        self.outstanding.setText(
            self.tr("Round {round_number}: all results in").format(round_number=self.round_number)
            if n == 0
            else self.tr("Round {round_number}: {n} outstanding").format(
                round_number=self.round_number, n=n
            )
        )

    def outstanding_count(self) -> int:
        return self.melee_model.outstanding() if self.melee else self.model.outstanding()

    # pairing
    def pair_next(self, allow_rematches: bool = False) -> None:
        """Pair the next round off the GUI thread (a big round takes a moment)."""
        if self.ctx.read_only:
            self.ctx.refuse_read_only(self.tr("nothing was paired"))
            return
        backend, eid = self.ctx.backend, self.ctx.event_id
        self.pair_btn.setEnabled(False)
        self.progress.show()
        self.ctx.busy.emit(True)
        self.proposal.hide()
        self.ctx.message.emit(self.tr("Pairing…"), False)

        def done(outcome: PairOutcome) -> None:
            self._pairing_finished()
            self.undo_stack.clear()
            self.melee_undo.clear()
            self.ctx.notify(ctxmod.ROUNDS, ctxmod.RESULTS)
            bye = self.tr(", one bye") if outcome.bye is not None else ""
            self.ctx.message.emit(
                self.tr("Round {round} paired: {tables} tables{bye}.").format(
                    round=outcome.round, tables=outcome.tables, bye=bye
                ),
                False,
            )
            if outcome.warnings:
                self.proposal.show_warnings(outcome)
            else:
                self.entry.setFocus()

        def failed(exc: BaseException) -> None:
            self._pairing_finished()
            if isinstance(exc, Conflict) and "least_bad" in exc.details:
                least = exc.details["least_bad"]
                self.proposal.show_no_rematch_free(
                    user_text(exc).replace("--allow-rematches", "the button"),
                    list(least.get("warnings", [])),
                )
            elif isinstance(exc, Conflict) and "rounds of this event are paired" in user_text(exc):
                self.ctx.message.emit(
                    self.tr(
                        "{message}. In the window: Event ▸ Event settings… (Ctrl+,) for more rounds, or the Cut tab."
                    ).format(message=user_text(exc)),
                    True,
                )
            else:
                self.ctx.report(exc)

        run_task(lambda: backend.pair_round(eid, allow_rematches), done, failed, owner=self)

    def _pairing_finished(self) -> None:
        self.pair_btn.setEnabled(True)
        self.progress.hide()
        self.ctx.busy.emit(False)

    def accept_least_bad(self) -> None:
        self.proposal.hide()
        self.pair_next(allow_rematches=True)

    def repair(self) -> None:
        self.proposal.hide()
        outcome = self.ctx.attempt_value(
            lambda: self.ctx.backend.repair_round(self.ctx.event_id),
            ctxmod.ROUNDS,
            ctxmod.RESULTS,
            done=self.tr("Round paired again (recorded in the audit log)."),
        )
        if isinstance(outcome, PairOutcome) and outcome.warnings:
            self.proposal.show_warnings(outcome)

    # results
    def _table(self, number: int) -> TableInfo | None:
        row = self.model.row_of_table(number)
        return None if row is None else self.model.tables[row]

    def _preview_entry(self, text: str) -> None:
        if not text.strip():
            self._arrived.clear()  # a new line: what arrived meanwhile has been seen
            self.entry_preview.setText("")
            return
        if self.melee:
            self.entry_preview.setText(self._melee_preview(text)[0])
            return
        entry = parse_entry(text)
        if entry is None:
            self.entry_preview.setText(
                self.tr("⚠ not understood: type a table number then a, b, A, B or d")
            )
            return
        t = self._table(entry.table)
        if t is None:
            self.entry_preview.setText(
                self.tr("⚠ no table {table} in round {round_number}").format(
                    table=entry.table, round_number=self.round_number
                )
            )
            return
        pre = self.tr("correct: ") if t.reported else ""
        if t.table in self._arrived:
            pre = self.tr("⚠ just entered at {0}; correct: ").format(self._arrived[t.table])
        if entry.outcome is None:
            self.entry_preview.setText(
                self.tr("Table {table}: a = {name_a}   b = {name_b}").format(
                    table=t.table, name_a=t.name_a, name_b=t.name_b
                )
            )
        elif entry.outcome == Outcome.DOUBLE_LOSS:
            self.entry_preview.setText(
                self.tr("{pre}Table {table}: double loss ({name_a}, {name_b})").format(
                    pre=pre, table=t.table, name_a=t.name_a, name_b=t.name_b
                )
            )
        else:
            winner, loser = (t.name_a, t.name_b) if entry.side == "a" else (t.name_b, t.name_a)
            how = outcome_text(entry.outcome)
            if entry.tiebreak:
                how += f", {entry.tiebreak.value.replace('_', ' ')}"
            self.entry_preview.setText(
                self.tr("{pre}Table {table}: {winner} beats {loser} ({how}) ⏎").format(
                    pre=pre, table=t.table, winner=winner, loser=loser, how=how
                )
            )

    def commit_entry(self) -> None:
        if self.melee:
            self.commit_melee_entry()
            return
        entry = parse_entry(self.entry.text())
        if entry is None or entry.outcome is None:
            self._entry_problem(self.tr("type a table number and a, b, A, B or d, then Enter"))
            return
        t = self._table(entry.table)
        if t is None:
            self._entry_problem(
                self.tr("there is no table {table} in round {round_number}").format(
                    table=entry.table, round_number=self.round_number
                )
            )
            return
        station = self._arrived.pop(t.table, "")
        if station:
            # entered at another station while this line was typed: not silently corrected
            shown = outcome_text(t.outcome) if t.outcome is not None else ""
            won = t.name_a if t.winner == t.player_a else t.name_b if t.winner else ""
            self._entry_problem(
                self.tr(
                    "table {0}'s result was just entered at {1} ({2}): press Enter again "
                    "to correct it"
                ).format(t.table, station, f"{won}: {shown}" if won else shown)
            )
            return
        winner = None
        if entry.outcome != Outcome.DOUBLE_LOSS:
            winner = t.player_a if entry.side == "a" else t.player_b
        text = self.entry.text()
        self.entry.clear()  # ready for the next table while this one is written

        def failed() -> None:
            if not self.entry.text():  # nothing typed since: the line comes back to fix
                self.entry.setText(text)
                self.entry.selectAll()

        if not self.record(t, winner, entry.outcome, entry.tiebreak, failed=failed):
            failed()

    def _entry_problem(self, text: str) -> None:
        """A typing slip: said beside the entry line, not in a dialog (which would take the
        next keystroke); the line's text is selected so that typing again replaces it."""
        self.entry_preview.setText(f"⚠ {text[:1].upper()}{text[1:]}")
        self.entry.selectAll()
        self.entry.setFocus()

    def record(
        self,
        t: TableInfo,
        winner: int | None,
        outcome: Outcome,
        tiebreak: TimeTiebreak | None = None,
        failed: Callable[[], object] | None = None,
    ) -> bool:
        """Record the result off the GUI thread (a big event's write takes a moment); the
        round's tables and the summary are read again when it is in. False when refused at
        once; ``failed`` is called when the write fails."""
        backend, eid, rnd = self.ctx.backend, self.ctx.event_id, self.round_number
        fix = t.reported
        reason = "corrected at the results desk" if fix else ""
        return self.ctx.attempt_async(
            lambda: backend.record_result(
                eid, rnd, t.table, winner, outcome, tiebreak, fix, reason
            ),
            ctxmod.RESULTS,
            done=(
                self.tr("Table {table}: corrected.")
                if t.reported
                else self.tr("Table {table}: recorded.")
            ).format(table=t.table),
            then=lambda _result: self.undo_stack.append((rnd, t)),
            failed=failed,
        )

    # melee results
    def _melee_table(self, number: int) -> MeleeTable | None:
        row = self.melee_model.row_of_table(number)
        return None if row is None else self.melee_model.tables[row]

    def _melee_preview(self, text: str) -> tuple[str, bool]:
        """What Enter would record, and whether it is complete."""
        return melee_preview(
            text,
            self._melee_table,
            self.tr("round {round_number}").format(round_number=self.round_number),
        )

    def commit_melee_entry(self) -> None:
        ready = melee_entry_ready(
            self.entry.text(),
            self._melee_table,
            self.tr("round {round_number}").format(round_number=self.round_number),
        )
        if isinstance(ready, str):
            self._entry_problem(ready)
            return
        t, entry = ready
        places, powers, out = melee_result(entry, t)
        backend, eid, rnd = self.ctx.backend, self.ctx.event_id, self.round_number
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
                "corrected at the results desk" if fix else "",
                out,
            ),
            ctxmod.RESULTS,
            done=(
                self.tr("Table {table}: corrected.") if fix else self.tr("Table {table}: recorded.")
            ).format(table=t.table),
        )
        if ok:
            self.melee_undo.append((rnd, t))
            self.entry.clear()

    def _undo_melee(self) -> None:
        if not self.melee_undo:
            self.ctx.message.emit(self.tr("No result to undo."), False)
            return
        rnd, before = self.melee_undo.pop()
        backend, eid = self.ctx.backend, self.ctx.event_id
        reason = "undo of the last result entry"
        if before.reported and before.ending is not None:
            ending = before.ending
            places = {s.player: s.place or 0 for s in before.seats}
            powers = {s.player: s.power or 0 for s in before.seats}
            out = tuple(s.player for s in before.seats if s.eliminated)

            def action() -> None:
                backend.record_melee(
                    eid, rnd, before.table, places, powers, ending, True, reason, out
                )

        else:

            def action() -> None:
                backend.clear_result(eid, rnd, before.table, reason)

        self.ctx.attempt_async(
            action,
            ctxmod.RESULTS,
            done=self.tr("Undone: table {table} of round {rnd}.").format(
                table=before.table, rnd=rnd
            ),
        )

    def undo_last(self) -> None:
        if self.melee:
            self._undo_melee()
            return
        if not self.undo_stack:
            self.ctx.message.emit(self.tr("No result to undo."), False)
            return
        rnd, before = self.undo_stack.pop()
        backend, eid = self.ctx.backend, self.ctx.event_id
        if before.reported and before.outcome is not None:
            outcome = before.outcome

            def action() -> None:
                backend.record_result(
                    eid,
                    rnd,
                    before.table,
                    before.winner,
                    outcome,
                    before.tiebreak,
                    correction=True,
                    reason="undo of the last result entry",
                )

        else:

            def action() -> None:
                backend.clear_result(eid, rnd, before.table, "undo of the last result entry")

        self.ctx.attempt_async(
            action,
            ctxmod.RESULTS,
            done=self.tr("Undone: table {table} of round {rnd}.").format(
                table=before.table, rnd=rnd
            ),
        )

    def _prefill_from_row(self, index: object) -> None:
        src = self.proxy.mapToSource(index)  # type: ignore[arg-type]
        if self.melee:
            m = self.melee_model.tables[src.row()]
            if not m.is_bye:
                self.entry.setText(f"{m.table} ")
                self.entry.setFocus()
            return
        t = self.model.tables[src.row()]
        if not t.is_bye:
            self.entry.setText(str(t.table))
            self.entry.setFocus()

    # manual changes
    def selected_players(self) -> list[int]:
        found: list[int] = []
        if self.melee:
            for idx in self.table.selectionModel().selectedIndexes():
                src = self.proxy.mapToSource(idx)
                m = self.melee_model.tables[src.row()]
                if 1 <= src.column() <= len(m.seats):
                    found.append(m.seats[src.column() - 1].player)
            return found
        for idx in self.table.selectionModel().selectedIndexes():
            src = self.proxy.mapToSource(idx)
            t = self.model.tables[src.row()]
            if src.column() == PairingsModel.COL_A:
                found.append(t.player_a)
            elif src.column() == PairingsModel.COL_B and t.player_b is not None:
                found.append(t.player_b)
        return found

    def swap_selected(self) -> None:
        players = self.selected_players()
        if len(players) != 2:
            self.ctx.message.emit(
                self.tr("Select exactly two player cells to swap (Ctrl+click)."), True
            )
            return
        a, b = players
        self.ctx.attempt(
            lambda: self.ctx.backend.swap_players(self.ctx.event_id, self.round_number, a, b),
            ctxmod.RESULTS,
            done=self.tr("Players swapped (recorded in the audit log)."),
        )

    def ask_delete_latest(self) -> None:
        # the question names the latest round: asked once the summary is up to date
        self.ctx.when_info(self._ask_delete_latest)

    def _ask_delete_latest(self) -> None:
        latest = self.ctx.info.swiss_round
        if not latest:
            self.ctx.message.emit(self.tr("There is no round to delete."), False)
            return
        confirm(
            self,
            self.tr("Delete round"),
            self.tr(
                "Delete round {latest} with its pairings and every result entered for it?"
            ).format(latest=latest),
            self.delete_latest,
        )

    def delete_latest(self) -> None:
        latest = self.ctx.info.swiss_round
        self.ctx.attempt(
            lambda: self.ctx.backend.delete_latest_round(self.ctx.event_id),
            ctxmod.ROUNDS,
            ctxmod.RESULTS,
            done=self.tr("Round {latest} deleted.").format(latest=latest),
        )
        self.undo_stack.clear()

    def focus_entry(self) -> None:
        self.entry.setFocus()
        self.entry.selectAll()
