"""Event ▸ Settings: name, Swiss rounds, cut size, round length (audited by the services)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from organiser.ui import context as ctxmod
from organiser.ui.context import EventContext
from organiser.ui.views.welcome import CUT_SIZES


class EventSettingsDialog(QDialog):
    """Opened with ``open()``; OK saves through the services, an error keeps it open."""

    def __init__(self, parent: QWidget, ctx: EventContext) -> None:
        super().__init__(parent)
        self.ctx = ctx
        ev = ctx.info
        self.setWindowTitle(self.tr("Event settings — {name}").format(name=ev.name))
        self.name = QLineEdit(ev.name)
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 30)
        self.rounds.setValue(ev.rounds)
        self.cut = QComboBox()
        for size in CUT_SIZES:
            self.cut.addItem(
                self.tr("no cut") if size == 0 else self.tr("top {size}").format(size=size), size
            )
        self.cut.setCurrentIndex(max(self.cut.findData(ev.cut), 0))
        self.minutes = QSpinBox()
        self.minutes.setRange(5, 600)
        self.minutes.setSuffix(self.tr(" min"))
        self.minutes.setValue(ev.round_minutes)
        self.note = QLabel(
            self.tr("{swiss_round} of {rounds} Swiss rounds paired. Changes are audited.").format(
                swiss_round=ev.swiss_round, rounds=ev.rounds
            )
        )
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("&Name"), self.name)
        form.addRow(self.tr("Swiss &rounds"), self.rounds)
        form.addRow(self.tr("&Cut"), self.cut)
        form.addRow(self.tr("Round &length"), self.minutes)
        form.addRow(self.note)
        form.addRow(self.buttons)

    def save(self) -> None:
        name, rounds = self.name.text().strip(), self.rounds.value()
        cut, minutes = int(self.cut.currentData()), self.minutes.value()
        if self.ctx.attempt(
            lambda: self.ctx.backend.update_event(self.ctx.event_id, name, rounds, cut, minutes),
            ctxmod.EVENT,
            done=self.tr("Event settings saved."),
        ):
            self.accept()
