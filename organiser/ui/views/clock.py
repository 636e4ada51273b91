"""The round clock panel: start, pause, extend, reset; the deadline is saved through the
backend on every change, so a restarted app shows the same time left."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from organiser.ui import context as ctxmod
from organiser.ui.backend import ClockState
from organiser.ui.clock import RoundClock, format_left
from organiser.ui.context import EventContext


def utc_now() -> datetime:
    return datetime.now(UTC)


class ClockView(QWidget):
    projector_requested = Signal()
    ticked = Signal()

    def __init__(self, ctx: EventContext, now: Callable[[], datetime] = utc_now) -> None:
        super().__init__()
        self.ctx = ctx
        self.now = now
        self.clock = RoundClock(ClockState(round=0, length_s=ctx.info.round_minutes * 60))
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

        self.start_btn = QPushButton("Start")
        self.pause_btn = QPushButton("Pause")
        self.minus_btn = QPushButton("−1 min")
        self.plus_btn = QPushButton("+1 min")
        self.plus5_btn = QPushButton("+5 min")
        self.reset_btn = QPushButton("Reset")
        self.projector_btn = QPushButton("Projector clock")
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
        if what in (ctxmod.ROUNDS, ctxmod.EVENT, ctxmod.CLOCK):
            self.load()

    def load(self) -> None:
        ev = self.ctx.info
        state = self.ctx.call(self.ctx.backend.clock, self.ctx.event_id)
        if state is None or state.round != ev.swiss_round:
            state = ClockState(round=ev.swiss_round, length_s=ev.round_minutes * 60)
        self.clock = RoundClock(state)
        self.refresh()

    def _save(self, done: str) -> None:
        state = self.clock.state
        if not self.ctx.attempt(
            lambda: self.ctx.backend.save_clock(self.ctx.event_id, state), done=done
        ):
            self.load()  # the stored clock is the truth
        self.refresh()

    def start(self) -> None:
        self.clock.start(self.now())
        self._save("Clock started.")

    def pause(self) -> None:
        self.clock.pause(self.now())
        self._save("Clock paused.")

    def extend(self, seconds: float) -> None:
        self.clock.extend(seconds)
        self._save(
            f"Clock {'extended' if seconds > 0 else 'shortened'} by {abs(seconds) / 60:g} min."
        )

    def reset(self) -> None:
        self.clock.reset(self.ctx.info.round_minutes * 60)
        self._save("Clock reset.")

    def refresh(self) -> None:
        now = self.now()
        ev = self.ctx.info
        self.title.setText(f"{ev.name} · round {self.clock.state.round or '—'}")
        self.digits.setText(format_left(self.clock.left_s(now)))
        if self.clock.time_called(now):
            self.state_label.setText("TIME CALLED — finish the current round through taxation")
            self.digits.setStyleSheet("color: #d03030;")
        elif self.clock.last_minutes(now):
            self.state_label.setText("Last five minutes")
            self.digits.setStyleSheet("color: #e08a00;")
        else:
            self.state_label.setText(
                "running"
                if self.clock.running
                else ("paused" if self.clock.started else "not started")
            )
            self.digits.setStyleSheet("")
        self.start_btn.setEnabled(not self.clock.running)
        self.pause_btn.setEnabled(self.clock.running)
        self.ticked.emit()
