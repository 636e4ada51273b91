"""Standings, live: recomputed whenever a result, a drop or a round changes."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from organiser.core.melee import MeleeStandingRow
from organiser.core.model import StandingRow
from organiser.services.dto import StandingsInfo
from organiser.ui import context as ctxmod
from organiser.ui.context import EventContext
from organiser.ui.models import FilterProxy, MeleeStandingsModel, StandingsModel
from organiser.ui.tasks import run_task


class StandingsView(QWidget):
    def __init__(self, ctx: EventContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.model = StandingsModel()
        self.model.setParent(self)  # deleted with the view (see MainWindow._drop_event_page)
        self.melee = ctx.info.format == "melee"
        self.melee_model = MeleeStandingsModel()  # melee events: points, SoS, power, wins
        self.melee_model.setParent(self)  # deleted with the view (see MainWindow._drop_event_page)
        self.proxy = FilterProxy()
        self.proxy.setParent(self)  # deleted with the view (see MainWindow._drop_event_page)
        self.proxy.setSourceModel(self.melee_model if self.melee else self.model)
        self.caption = QLabel()
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Find a player…"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(StandingsModel.COL_RANK, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(
            StandingsModel.COL_NAME, QHeaderView.ResizeMode.Stretch
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.caption)
        layout.addWidget(self.filter)
        layout.addWidget(self.table, 1)
        self._stale = True
        self._generation = 0
        # results typed in quick succession recompute the standings once, off the GUI thread
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(250)
        self._debounce.timeout.connect(self.reload)
        ctx.changed.connect(self._changed)

    def _changed(self, what: str) -> None:
        if what in (ctxmod.RESULTS, ctxmod.ROUNDS, ctxmod.PLAYERS, ctxmod.EVENT):
            self._stale = True
            if self.isVisible():
                self._debounce.start()

    def showEvent(self, event: object) -> None:
        if self._stale:
            self.reload()
        super().showEvent(event)  # type: ignore[arg-type]

    def reload(self) -> None:
        """Recompute in the background (thousands of players take a moment)."""
        self._stale = False
        self._generation += 1
        generation = self._generation
        backend, eid = self.ctx.backend, self.ctx.event_id
        self.caption.setText(self.caption.text() or self.tr("Computing standings…"))

        def done(info: StandingsInfo) -> None:
            if generation == self._generation:  # a newer computation supersedes this one
                self._show(info)

        run_task(lambda: backend.standings_info(eid), done, self.ctx.report, owner=self)

    def _show(self, info: StandingsInfo) -> None:
        ev = self.ctx.info
        when = (
            info.label[0].upper()
            + info.label[1:]
            + self.tr(" of {rounds}").format(rounds=ev.rounds)
        )
        if self.melee:
            rows: Sequence[StandingRow | MeleeStandingRow] = info.melee_rows
            self.melee_model.reset(list(info.melee_rows))
            self.caption.setText(
                self.tr(
                    "{when} · {count} players · melee: ranked by points, strength of schedule, power, then random"
                ).format(when=when, count=len(rows))
            )
            return
        rows = info.rows
        self.model.reset([r for r in rows if isinstance(r, StandingRow)])
        names = {
            "points": self.tr("points"),
            "sos": self.tr("SoS"),
            "esos": self.tr("extended SoS"),
            "h2h": self.tr("head-to-head"),
            "random": self.tr("random"),
        }
        order = ", ".join(names.get(t, t) for t in ev.tiebreaks)
        self.caption.setText(
            self.tr("{when} · {count} players · ranked by {order}").format(
                when=when, count=len(rows), order=order
            )
        )
