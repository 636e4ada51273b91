"""The round clock panel: start, pause, extend, reset. Each change is one service call that
stores the clock in the event file (a deadline while it runs), so a restarted app, or a
second station, shows the same time left."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from organiser.ui import context as ctxmod
from organiser.ui.backend import ClockState
from organiser.ui.clock import RoundClock, extension_text, format_left
from organiser.ui.context import EventContext
from organiser.ui.tasks import run_task


class ClockView(QWidget):
    projector_requested = Signal()
    ticked = Signal()
    loaded = Signal()  # the stored clock (and the tables' extensions) read again

    def __init__(self, ctx: EventContext, now: Callable[[], datetime] | None = None) -> None:
        super().__init__()
        self.ctx = ctx
        # the database's clock: what the services measure the deadline against
        self.now: Callable[[], datetime] = now or ctx.backend.now
        self.clock = RoundClock(ClockState(round=0, length_s=ctx.info.round_minutes * 60))
        self._generation = 0
        self.title = QLabel()
        self.digits = QLabel("55:00")
        self.digits.setObjectName("digits")
        self.digits.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont()
        font.setPointSize(72)
        font.setBold(True)
        font.setStyleHint(QFont.StyleHint.Monospace)
        self.digits.setFont(font)
        self.state_label = QLabel()
        self.state_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # the tables judge calls gave extra time, each with the time it has left
        self.extensions = QLabel()
        self.extensions.setObjectName("extensions")
        self.extensions.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.extensions.setWordWrap(True)

        self.start_btn = QPushButton(self.tr("Start"))
        self.pause_btn = QPushButton(self.tr("Pause"))
        self.minus_btn = QPushButton(self.tr("−1 min"))
        self.plus_btn = QPushButton(self.tr("+1 min"))
        self.plus5_btn = QPushButton(self.tr("+5 min"))
        self.reset_btn = QPushButton(self.tr("Reset"))
        self.projector_btn = QPushButton(self.tr("Projector clock"))
        self.start_btn.clicked.connect(self.start)
        self.pause_btn.clicked.connect(self.pause)
        self.minus_btn.clicked.connect(lambda: self.extend(-60))
        self.plus_btn.clicked.connect(lambda: self.extend(60))
        self.plus5_btn.clicked.connect(lambda: self.extend(300))
        self.reset_btn.clicked.connect(self.reset)
        self.projector_btn.clicked.connect(self.projector_requested.emit)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for b in (
            self.start_btn,
            self.pause_btn,
            self.minus_btn,
            self.plus_btn,
            self.plus5_btn,
            self.reset_btn,
        ):
            buttons.addWidget(b)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        layout.addWidget(self.digits)
        layout.addWidget(self.state_label)
        layout.addWidget(self.extensions)
        layout.addStretch(1)
        layout.addLayout(buttons)
        layout.addWidget(self.projector_btn, 0, Qt.AlignmentFlag.AlignCenter)

        self.timer = QTimer(self)
        self.timer.setInterval(250)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        ctx.changed.connect(self._changed)
        self.load()

    def _changed(self, what: str) -> None:
        # the judge's log too: a call resolved here or at another station may extend a table
        mine = (ctxmod.ROUNDS, ctxmod.EVENT, ctxmod.CLOCK, ctxmod.CUT, ctxmod.JUDGE)
        if self.ctx.first_of(what, *mine):
            self.load()

    def load(self) -> None:
        """Read the stored clock off the GUI thread, then show it."""
        self._generation += 1
        generation = self._generation
        backend, eid = self.ctx.backend, self.ctx.event_id

        def done(state: ClockState | None) -> None:
            if generation != self._generation:  # a newer read supersedes this one
                return
            if state is None:  # no round paired yet
                state = ClockState(round=0, length_s=self.ctx.info.round_minutes * 60)
            self.clock = RoundClock(state)
            self.refresh()
            self.loaded.emit()

        run_task(lambda: backend.clock(eid), done, self.ctx.report, owner=self)

    def _act(self, action: str, done: str, seconds: float = 0) -> None:
        backend, eid = self.ctx.backend, self.ctx.event_id
        state = self.ctx.attempt_value(
            lambda: backend.clock_action(eid, action, seconds), ctxmod.CLOCK, done=done
        )
        if not isinstance(state, ClockState):
            self.load()  # the stored clock is the truth

    def start(self) -> None:
        self._act("start", self.tr("Clock started."))

    def pause(self) -> None:
        self._act("pause", self.tr("Clock paused."))

    def extend(self, seconds: float) -> None:
        self._act(
            "extend",
            (
                self.tr("Clock extended by {minutes:g} min.")
                if seconds > 0
                else self.tr("Clock shortened by {minutes:g} min.")
            ).format(minutes=abs(seconds) / 60),
            seconds,
        )

    def reset(self) -> None:
        self._act("reset", self.tr("Clock reset."))

    def round_label(self) -> str:
        state = self.clock.state
        if not state.round:
            return "—"
        if state.stage == "cut":
            return self.tr("elimination round {round}").format(round=state.round)
        return self.tr("round {round}").format(round=state.round)

    def refresh(self) -> None:
        now = self.now()
        ev = self.ctx.info
        self.title.setText(f"{ev.name} · {self.round_label()}")
        self.digits.setText(format_left(self.clock.left_s(now)))
        if self.clock.time_called(now):
            self.state_label.setText(
                self.tr("TIME CALLED — finish the current round through taxation")
            )
            self.digits.setStyleSheet("color: #d03030;")
        elif self.clock.last_minutes(now):
            self.state_label.setText(self.tr("Last five minutes"))
            self.digits.setStyleSheet("color: #e08a00;")
        else:
            self.state_label.setText(
                "running"
                if self.clock.running
                else ("paused" if self.clock.started else self.tr("not started"))
            )
            self.digits.setStyleSheet("")
        extra = extension_text(self.clock, now, self.tr("Table"))
        self.extensions.setText(self.tr("Extra time: {0}").format(extra) if extra else "")
        self.extensions.setVisible(bool(extra))
        self.start_btn.setEnabled(not self.clock.running)
        self.pause_btn.setEnabled(self.clock.running)
        self.ticked.emit()
