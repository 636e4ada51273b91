"""Standings, live: recomputed whenever a result, a drop or a round changes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from organiser.ui import context as ctxmod
from organiser.ui.context import EventContext
from organiser.ui.models import FilterProxy, StandingsModel


class StandingsView(QWidget):
    def __init__(self, ctx: EventContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.model = StandingsModel()
        self.proxy = FilterProxy()
        self.proxy.setSourceModel(self.model)
        self.caption = QLabel()
        self.filter = QLineEdit()
        self.filter.setPlaceholderText("Find a player…")
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
        ctx.changed.connect(self._changed)

    def _changed(self, what: str) -> None:
        if what in (ctxmod.RESULTS, ctxmod.ROUNDS, ctxmod.PLAYERS, ctxmod.EVENT):
            self._stale = True
            if self.isVisible():
                self.reload()

    def showEvent(self, event: object) -> None:
        if self._stale:
            self.reload()
        super().showEvent(event)  # type: ignore[arg-type]

    def reload(self) -> None:
        rows = self.ctx.call(self.ctx.backend.standings, self.ctx.event_id) or []
        self.model.reset(rows)
        self._stale = False
        ev = self.ctx.info
        names = {
            "points": "points",
            "sos": "SoS",
            "esos": "extended SoS",
            "h2h": "head-to-head",
            "random": "random",
        }
        order = ", ".join(names.get(t, t) for t in ev.tiebreaks)
        self.caption.setText(
            f"After round {ev.swiss_round} of {ev.rounds} · {len(rows)} players · ranked by {order}"
        )
