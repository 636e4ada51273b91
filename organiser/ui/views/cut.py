"""The cut of a joust event: choose the top N from the standings, then play it in the
bracket (a melee event's cut is :mod:`organiser.ui.views.melee_cut`)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from organiser.core.model import Outcome
from organiser.ui import context as ctxmod
from organiser.ui.backend import CutState
from organiser.ui.context import EventContext
from organiser.ui.dialogs import confirm
from organiser.ui.views.bracket import BracketWidget


class CutView(QWidget):
    def __init__(self, ctx: EventContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.size_box = QComboBox()
        for n in (2, 4, 8, 16, 32):
            self.size_box.addItem(self.tr("Top {n}").format(n=n), n)
        self.start_btn = QPushButton(self.tr("Start the cut"))
        self.start_btn.clicked.connect(self.start_cut)
        self.next_btn = QPushButton(self.tr("Pair next elimination round"))
        self.next_btn.clicked.connect(self.pair_next)
        self.hint = QLabel(
            self.tr("Click a player's name to record their win (Shift+click: modified win).")
        )
        self.status = QLabel()
        self.bracket = BracketWidget()
        scroll = QScrollArea()
        scroll.setWidget(self.bracket)
        scroll.setWidgetResizable(True)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Cut size")))
        top.addWidget(self.size_box)
        top.addWidget(self.start_btn)
        top.addWidget(self.next_btn)
        top.addStretch(1)
        top.addWidget(self.status)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.hint)
        layout.addWidget(scroll, 1)
        self.bracket.winner_clicked.connect(self.record)
        ctx.changed.connect(self._changed)
        self.state = CutState(0, (), ())
        cut = ctx.info.cut
        idx = self.size_box.findData(cut)
        if idx >= 0:
            self.size_box.setCurrentIndex(idx)
        self.reload()

    def _changed(self, what: str) -> None:
        if what in (ctxmod.CUT, ctxmod.EVENT, ctxmod.PLAYERS):
            self.ctx.when_info(self.reload)  # whether the cut started: in the new summary

    def reload(self) -> None:
        state = (
            self.ctx.call(self.ctx.backend.cut_state, self.ctx.event_id)
            if self.ctx.info.cut_rounds
            else None
        )
        self.state = state if state is not None else CutState(0, (), ())
        names = dict(self.state.names)
        self.bracket.set_state(self.state, names)
        started = bool(self.state.size)
        self.start_btn.setEnabled(not started)
        self.size_box.setEnabled(not started)
        latest = self.state.rounds[-1] if self.state.rounds else ()
        open_games = sum(1 for t in latest if not t.reported and t.player_b is not None)
        self.next_btn.setEnabled(started and open_games == 0 and self.state.champion is None)
        if self.state.champion is not None:
            self.status.setText(
                self.tr("Winner: {name}").format(
                    name=names.get(self.state.champion, self.state.champion)
                )
            )
        elif started:
            self.status.setText(
                self.tr("%n game(s) outstanding", "", open_games)
                if open_games
                else self.tr("Round complete")
            )
        else:
            self.status.setText("")

    def start_cut(self) -> QMessageBox:
        """Asks first: a cut, once started, ends the Swiss rounds."""
        size = int(self.size_box.currentData())

        def start() -> None:
            self.ctx.attempt(
                lambda: self.ctx.backend.start_cut(self.ctx.event_id, size),
                ctxmod.CUT,
                done=self.tr("Top {size} cut started.").format(size=size),
            )

        return confirm(
            self,
            self.tr("Start the cut"),
            self.tr(
                "Start a top {size} cut? The top {size} of the standings are seeded and the first elimination round is paired; no Swiss round can be paired after it."
            ).format(size=size),
            start,
        )

    def pair_next(self) -> None:
        self.ctx.attempt(
            lambda: self.ctx.backend.pair_cut_round(self.ctx.event_id),
            ctxmod.CUT,
            done=self.tr("Next elimination round paired."),
        )

    def record(self, round_number: int, table: int, player: int, modified: bool) -> QMessageBox:
        """A click on a name in the bracket: asks first, naming both players."""
        outcome = Outcome.MODIFIED_WIN if modified else Outcome.WIN
        names = self.bracket.names
        winner = names.get(player, str(player))
        games = (
            self.state.rounds[round_number - 1] if round_number <= len(self.state.rounds) else ()
        )
        game = next((t for t in games if t.table == table), None)
        other = None
        if game is not None:
            other = game.player_b if game.player_a == player else game.player_a
        against = (
            self.tr(" over {name}").format(name=names.get(other, str(other)))
            if other is not None
            else ""
        )
        how = self.tr("a modified win") if modified else self.tr("a win")

        def record() -> None:
            self.ctx.attempt(
                lambda: self.ctx.backend.record_cut_result(
                    self.ctx.event_id, round_number, table, player, outcome
                ),
                ctxmod.CUT,
                done=self.tr("Recorded the win of {winner}.").format(winner=winner),
            )

        return confirm(
            self,
            self.tr("Record the result"),
            self.tr(
                "Record {how} for {winner}{against} (elimination round {round_number}, table {table})?"
            ).format(
                how=how, winner=winner, against=against, round_number=round_number, table=table
            ),
            record,
        )
