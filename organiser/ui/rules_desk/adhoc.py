"""Declaring an ad-hoc ability for an unscripted card, from the engine's primitives.

The dialog writes the same mapping a scenario file holds under a card's ``abilities:``
(docs/engine/scenarios.md, "Abilities"), and checks it with the engine's own parser before
it is accepted. It is shown with ``open()`` (never a blocking ``exec()``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine_ref import citations
from engine_ref.abilities import parse_ability, primitives
from engine_ref.errors import ScenarioError

NONE = "(none)"
FILTER_TYPES = (NONE, "character", "location", "attachment", "event", "card")


def _combo(items: tuple[str, ...] | list[str], none: bool = False) -> QComboBox:
    c = QComboBox()
    if none:
        c.addItem(NONE)
    c.addItems(list(items))
    return c


class AdhocAbilityDialog(QDialog):
    """Emits ``declared(mapping)`` with a valid ability when the judge presses OK."""

    declared = Signal(dict)

    def __init__(self, card_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Ad-hoc ability — {card_name}")
        prim = primitives()
        self.kind = _combo(prim["kinds"])
        self.text = QLineEdit()
        self.text.setPlaceholderText("a short paraphrase, shown in the log")
        self.phase = _combo(prim["phases"])
        self.from_hand = QCheckBox("usable from hand")

        self.trigger = _combo(prim["events"], none=True)
        self.trigger_card = _combo(("any", "self", "yours", "opponents"))
        self.trigger_player = _combo(("any", "you", "opponent"))
        self.trigger_challenge = _combo(("military", "intrigue", "power"), none=True)

        self.cost = _combo(prim["costs"], none=True)
        self.cost_amount = QSpinBox()
        self.cost_amount.setRange(1, 20)
        self.cost_filter = _combo(FILTER_TYPES)

        self.target = _combo(FILTER_TYPES)
        self.target_controller = _combo(("any", "you", "opponent"))
        self.target_kneeling = _combo(("either", "kneeling", "standing"))
        self.target_participating = QCheckBox("participating in the challenge")

        self.effect = _combo(prim["effects"])
        self.effect_on = _combo(prim["subjects"])
        self.amount = QSpinBox()
        self.amount.setRange(-20, 20)
        self.amount.setValue(1)
        self.until = _combo(prim["durations"], none=True)
        self.value = QLineEdit()
        self.value.setPlaceholderText("icon, keyword or destination, when the effect needs one")

        self.cancels = _combo(prim["cancels"], none=True)
        self.saves = _combo(prim["saves"], none=True)
        self.limit = QSpinBox()
        self.limit.setRange(0, 9)
        self.limit.setSpecialValueText("no limit")
        self.cite = QComboBox()
        self.cite.setEditable(True)
        self.cite.addItem("")
        self.cite.addItems(sorted(citations.ids()))

        general = QFormLayout()
        general.addRow("&Kind", self.kind)
        general.addRow("&Text", self.text)
        general.addRow("&Phase", self.phase)
        general.addRow("", self.from_hand)
        general.addRow("Rule &citation", self.cite)
        g1 = _group("Ability", general)

        trig = QFormLayout()
        trig.addRow("&Event", self.trigger)
        trig.addRow("Card", self.trigger_card)
        trig.addRow("Player", self.trigger_player)
        trig.addRow("Challenge", self.trigger_challenge)
        g2 = _group("Trigger (responses, passives, interrupts)", trig)

        cost = QFormLayout()
        cost.addRow("C&ost", self.cost)
        cost.addRow("Amount", self.cost_amount)
        cost.addRow("Card to pay with", self.cost_filter)
        g3 = _group("Cost", cost)

        tgt = QFormLayout()
        tgt.addRow("T&arget", self.target)
        tgt.addRow("Controller", self.target_controller)
        tgt.addRow("State", self.target_kneeling)
        tgt.addRow("", self.target_participating)
        g4 = _group("Target", tgt)

        eff = QFormLayout()
        eff.addRow("E&ffect", self.effect)
        eff.addRow("On", self.effect_on)
        eff.addRow("Amount", self.amount)
        eff.addRow("Until", self.until)
        eff.addRow("Value", self.value)
        eff.addRow("Cancels", self.cancels)
        eff.addRow("Saves", self.saves)
        eff.addRow("Limit per round", self.limit)
        g5 = _group("Effect", eff)

        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.try_accept)
        self.buttons.rejected.connect(self.reject)

        cols = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(g1)
        left.addWidget(g2)
        left.addWidget(g3)
        right = QVBoxLayout()
        right.addWidget(g4)
        right.addWidget(g5)
        cols.addLayout(left)
        cols.addLayout(right)
        lay = QVBoxLayout(self)
        lay.addLayout(cols)
        lay.addWidget(self.message)
        lay.addWidget(self.buttons)

    def ability(self) -> dict[str, Any]:
        """The ability as a scenario mapping (not yet checked)."""
        d: dict[str, Any] = {"kind": self.kind.currentText()}
        if self.text.text().strip():
            d["text"] = self.text.text().strip()
        if self.phase.currentText() != "any":
            d["phase"] = self.phase.currentText()
        if self.from_hand.isChecked():
            d["from_hand"] = True
        if self.trigger.currentText() != NONE:
            trig: dict[str, Any] = {"event": self.trigger.currentText()}
            if self.trigger_card.currentText() != "any":
                trig["card"] = self.trigger_card.currentText()
            if self.trigger_player.currentText() != "any":
                trig["player"] = self.trigger_player.currentText()
            if self.trigger_challenge.currentText() != NONE:
                trig["challenge"] = self.trigger_challenge.currentText()
            d["trigger"] = trig
        if self.cost.currentText() != NONE:
            c: dict[str, Any] = {"op": self.cost.currentText()}
            if self.cost_amount.value() != 1:
                c["amount"] = self.cost_amount.value()
            if (
                self.cost.currentText() in ("kneel", "sacrifice")
                and self.cost_filter.currentText() != NONE
            ):
                c["filter"] = self.cost_filter.currentText()
            d["cost"] = [c]
        if self.target.currentText() != NONE:
            f: dict[str, Any] = {"type": self.target.currentText()}
            if self.target_controller.currentText() != "any":
                f["controller"] = self.target_controller.currentText()
            if self.target_kneeling.currentText() != "either":
                f["kneeling"] = self.target_kneeling.currentText() == "kneeling"
            if self.target_participating.isChecked():
                f["participating"] = True
            d["target"] = {"filter": f}
        if self.kind.currentText() != "save_cancel" or self.cancels.currentText() == NONE:
            e: dict[str, Any] = {"op": self.effect.currentText()}
            if self.effect_on.currentText() != "target":
                e["on"] = self.effect_on.currentText()
            if self.amount.value() != 1:
                e["amount"] = self.amount.value()
            if self.until.currentText() != NONE:
                e["until"] = self.until.currentText()
            if self.value.text().strip():
                e["value"] = self.value.text().strip()
            d["effects"] = [e]
        if self.cancels.currentText() != NONE:
            d["cancels"] = self.cancels.currentText()
        if self.saves.currentText() != NONE:
            d["saves"] = self.saves.currentText()
        if self.limit.value():
            d["limit"] = self.limit.value()
        if self.cite.currentText().strip():
            d["cite"] = self.cite.currentText().strip()
        return d

    def check(self) -> str | None:
        """The engine's objection to the ability, or None when it is valid."""
        d = self.ability()
        cite = d.get("cite")
        if cite and not citations.is_known(cite):
            return f"Unknown rule citation {cite!r}."
        try:
            parse_ability(d, "ability")
        except ScenarioError as exc:
            return str(exc)
        return None

    def try_accept(self) -> None:
        problem = self.check()
        if problem:
            self.message.setText(problem)
            return
        self.declared.emit(self.ability())
        self.accept()


def _group(title: str, form: QFormLayout) -> QGroupBox:
    box = QGroupBox(title)
    box.setLayout(form)
    return box
