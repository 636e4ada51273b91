"""Declaring an ad-hoc ability for an unscripted card, from the engine's primitives.

The dialog writes the same mapping a scenario file holds under a card's ``abilities:``
(docs/engine/scenarios.md, "Abilities"), and checks it with the engine's own parser before
it is accepted. It is shown with ``open()`` (never a blocking ``exec()``).

It offers the whole ability language, read from the engine's registries: every kind (and
the 2nd edition's names for them), trigger event, cost, effect op, subject, condition
("only if" and "while"), value X counts, zone a target is chosen in, destination and limit
period; the fields no widget shows (a second condition, nested filters, ``if_win`` …) are
written in the *More fields* box, in the scenario file's words.
"""

from __future__ import annotations

from typing import Any

import yaml
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine_ref import citations
from engine_ref.abilities import KIND_ALIASES, LIMIT_PERIODS, parse_ability, primitives
from engine_ref.conditions import CONDITIONS
from engine_ref.effects.zones import DESTINATIONS
from engine_ref.errors import ScenarioError
from engine_ref.language import TARGET_ZONES
from engine_ref.values import VALUES
from organiser.core.cards import FACTIONS_2E

NONE = "(none)"
FILTER_TYPES = (NONE, "character", "location", "attachment", "event", "plot", "agenda", "card")
FACTIONS = tuple(FACTIONS_2E)  # the 2nd edition's faction codes


#: each kind of ability in a judge's words (the Kind list's tooltips)
KIND_TIPS = {
    "action": QT_TRANSLATE_NOOP("RulesDesk", "Action: a player may use it in an action window"),
    "response": QT_TRANSLATE_NOOP(
        "RulesDesk", "Reaction (1st edition: response): after its trigger, a player may use it"
    ),
    "save_cancel": QT_TRANSLATE_NOOP(
        "RulesDesk",
        "Save or cancel: used while something resolves, to cancel it or to save a card from it",
    ),
    "passive": QT_TRANSLATE_NOOP(
        "RulesDesk", "Forced: it resolves by itself when its trigger happens"
    ),
    "constant": QT_TRANSLATE_NOOP("RulesDesk", "Constant: it applies while its condition holds"),
    "interrupt": QT_TRANSLATE_NOOP(
        "RulesDesk", "Interrupt: before its trigger resolves, a player may use it"
    ),
    "replacement": QT_TRANSLATE_NOOP("RulesDesk", "Instead: it replaces what would happen"),
    "reaction": QT_TRANSLATE_NOOP(
        "RulesDesk", "Reaction (2nd edition's name; the engine's response)"
    ),
    "forced_reaction": QT_TRANSLATE_NOOP(
        "RulesDesk", "Forced reaction (the engine resolves it as a passive)"
    ),
    "forced_interrupt": QT_TRANSLATE_NOOP(
        "RulesDesk", "Forced interrupt (the engine resolves it as a passive)"
    ),
    "when_revealed": QT_TRANSLATE_NOOP(
        "RulesDesk", "When revealed, on a plot (the engine resolves it as a passive)"
    ),
}


def _t(text: str) -> str:
    """A string marked with ``QT_TRANSLATE_NOOP("RulesDesk", ...)``, in the window's language."""
    return QCoreApplication.translate("RulesDesk", text)


def _combo(
    items: tuple[str, ...] | list[str], none: bool = False, tips: dict[str, str] | None = None
) -> QComboBox:
    c = QComboBox()
    if none:
        c.addItem(NONE)
    c.addItems(list(items))
    for i in range(c.count()):
        tip = (tips or {}).get(c.itemText(i))
        if tip:
            c.setItemData(i, _t(tip), Qt.ItemDataRole.ToolTipRole)
    return c


def _value(text: str) -> Any:
    """A condition's value as typed: a word, a number, or a YAML mapping."""
    text = text.strip()
    if not text:
        return True
    return yaml.safe_load(text)


class AdhocAbilityDialog(QDialog):
    """Emits ``declared(mapping)`` with a valid ability when the judge presses OK."""

    declared = Signal(dict)

    def __init__(self, card_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Ad-hoc ability — {card}").format(card=card_name))
        prim = primitives()
        self.kind = _combo([*prim["kinds"], *KIND_ALIASES], tips=KIND_TIPS)
        self.kind.setToolTip(
            self.tr("The kind of ability, in the engine's words or the 2nd edition's")
        )
        self.text = QLineEdit()
        self.text.setPlaceholderText(self.tr("a short paraphrase, shown in the log"))
        self.phase = _combo(prim["phases"])
        self.from_hand = QCheckBox(self.tr("usable from hand"))

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
        self.target_participating = QCheckBox(self.tr("participating in the challenge"))
        self.target_zone = _combo(TARGET_ZONES)
        self.target_faction = _combo(FACTIONS, none=True)
        self.target_trait = QLineEdit()
        self.target_trait.setPlaceholderText(self.tr("a trait, e.g. Knight"))
        self.target_unique = _combo(("either", "unique", "non-unique"))
        self.target_count = QSpinBox()
        self.target_count.setRange(1, 10)
        self.target_up_to = QCheckBox(self.tr("up to that many"))
        self.target_chooser = _combo(("controller", "opponent"))

        self.effect = _combo(prim["effects"])
        self.effect_on = _combo(prim["subjects"])
        self.amount = QSpinBox()
        self.amount.setRange(-20, 20)
        self.amount.setValue(1)
        self.until = _combo(prim["durations"], none=True)
        self.value = QLineEdit()
        self.value.setPlaceholderText(
            self.tr("icon, keyword or destination, when the effect needs one")
        )
        value_tips = {name: doc for name, (_fn, doc) in VALUES.items()}
        self.x = _combo(list(VALUES), none=True, tips=value_tips)
        self.to = _combo(list(DESTINATIONS), none=True)
        self.source = QLineEdit()
        self.source.setPlaceholderText(self.tr("where a search looks: deck, top:5"))
        self.then = _combo(prim["effects"], none=True)
        self.then_on = _combo(prim["subjects"])

        cond_tips = {name: doc for name, (_fn, doc) in CONDITIONS.items()}
        self.condition = _combo(list(CONDITIONS), none=True, tips=cond_tips)
        self.condition_value = QLineEdit()
        self.condition_value.setPlaceholderText(
            self.tr("self, military, {filter: {trait: Knight}} …")
        )
        self.while_ = _combo(list(CONDITIONS), none=True, tips=cond_tips)
        self.while_value = QLineEdit()
        self.while_value.setPlaceholderText(self.tr("the value the condition reads"))
        self.more = QPlainTextEdit()
        self.more.setPlaceholderText(
            self.tr(
                "any other field, as in a scenario file, e.g.\n"
                "cannot_be_cancelled: true\nif_win: [{op: draw, on: you}]"
            )
        )
        self.more.setMaximumHeight(80)

        self.cancels = _combo(prim["cancels"], none=True)
        self.saves = _combo(prim["saves"], none=True)
        self.limit = QSpinBox()
        self.limit.setRange(0, 9)
        self.limit.setSpecialValueText("no limit")
        self.limit_per = _combo(LIMIT_PERIODS)
        self.limit_per.setCurrentText("round")
        self.limit_max = QCheckBox(self.tr("Max (every copy of the title)"))
        self.cite = QComboBox()
        self.cite.setEditable(True)
        self.cite.addItem("")
        self.cite.addItems(sorted(citations.ids()))

        general = QFormLayout()
        general.addRow(self.tr("&Kind"), self.kind)
        general.addRow(self.tr("&Text"), self.text)
        general.addRow(self.tr("&Phase"), self.phase)
        general.addRow("", self.from_hand)
        general.addRow(self.tr("Rule &citation"), self.cite)
        g1 = _group(self.tr("Ability"), general)

        trig = QFormLayout()
        trig.addRow(self.tr("&Event"), self.trigger)
        trig.addRow(self.tr("Card"), self.trigger_card)
        trig.addRow(self.tr("Player"), self.trigger_player)
        trig.addRow(self.tr("Challenge"), self.trigger_challenge)
        g2 = _group(self.tr("Trigger (responses, passives, interrupts)"), trig)

        cost = QFormLayout()
        cost.addRow(self.tr("C&ost"), self.cost)
        cost.addRow(self.tr("Amount"), self.cost_amount)
        cost.addRow(self.tr("Card to pay with"), self.cost_filter)
        g3 = _group(self.tr("Cost"), cost)

        tgt = QFormLayout()
        tgt.addRow(self.tr("T&arget"), self.target)
        tgt.addRow(self.tr("Controller"), self.target_controller)
        tgt.addRow(self.tr("State"), self.target_kneeling)
        tgt.addRow("", self.target_participating)
        tgt.addRow(self.tr("&Zone"), self.target_zone)
        tgt.addRow(self.tr("Faction"), self.target_faction)
        tgt.addRow(self.tr("Trait"), self.target_trait)
        tgt.addRow(self.tr("Unique"), self.target_unique)
        tgt.addRow(self.tr("How many"), self.target_count)
        tgt.addRow("", self.target_up_to)
        tgt.addRow(self.tr("Chosen by"), self.target_chooser)
        g4 = _group(self.tr("Target"), tgt)

        eff = QFormLayout()
        eff.addRow(self.tr("E&ffect"), self.effect)
        eff.addRow(self.tr("On"), self.effect_on)
        eff.addRow(self.tr("Amount"), self.amount)
        eff.addRow(self.tr("Until"), self.until)
        eff.addRow(self.tr("Value"), self.value)
        eff.addRow(self.tr("&X counts"), self.x)
        eff.addRow(self.tr("To"), self.to)
        eff.addRow(self.tr("From"), self.source)
        eff.addRow(self.tr("T&hen"), self.then)
        eff.addRow(self.tr("Then on"), self.then_on)
        eff.addRow(self.tr("Cancels"), self.cancels)
        eff.addRow(self.tr("Saves"), self.saves)
        g5 = _group(self.tr("Effect"), eff)

        cond = QFormLayout()
        cond.addRow(self.tr("Only &if"), self.condition)
        cond.addRow(self.tr("its value"), self.condition_value)
        cond.addRow(self.tr("&While (constant)"), self.while_)
        cond.addRow(self.tr("its value"), self.while_value)
        cond.addRow(self.tr("&Limit"), self.limit)
        cond.addRow(self.tr("per"), self.limit_per)
        cond.addRow("", self.limit_max)
        cond.addRow(self.tr("&More fields"), self.more)
        g6 = _group(self.tr("Conditions and limits"), cond)

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
        third = QVBoxLayout()
        third.addWidget(g5)
        third.addWidget(g6)
        cols.addLayout(left)
        cols.addLayout(right)
        cols.addLayout(third)
        # the form scrolls: it is taller than a 1280x720 screen leaves for a dialog, and the
        # message and the buttons stay in sight under it
        form = QWidget()
        form.setLayout(cols)
        self.form_area = QScrollArea()
        self.form_area.setWidgetResizable(True)
        self.form_area.setFrameShape(QFrame.Shape.NoFrame)
        self.form_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.form_area.setWidget(form)
        lay = QVBoxLayout(self)
        lay.addWidget(self.form_area, 1)
        lay.addWidget(self.message)
        lay.addWidget(self.buttons)
        self._fit_screen(form)

    def _fit_screen(self, form: QWidget) -> None:
        """As big as the form wants, as far as the screen allows (it scrolls beyond)."""
        want = form.sizeHint()
        bar = self.form_area.verticalScrollBar().sizeHint().width()
        width, height = want.width() + bar + 24, want.height() + 90
        screen = self.screen()
        if screen is not None:
            room = screen.availableGeometry()
            width = min(width, room.width() - 40)
            height = min(height, room.height() - 60)
        self.resize(width, height)

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
            if self.target_zone.currentText() != "play":
                f["zone"] = self.target_zone.currentText()
            if self.target_faction.currentText() != NONE:
                f["faction"] = self.target_faction.currentText()
            if self.target_trait.text().strip():
                f["trait"] = self.target_trait.text().strip()
            if self.target_unique.currentText() != "either":
                f["unique"] = self.target_unique.currentText() == "unique"
            t: dict[str, Any] = {"filter": f}
            if self.target_count.value() != 1:
                t["count"] = self.target_count.value()
            if self.target_up_to.isChecked():
                t["up_to"] = True
            if self.target_chooser.currentText() != "controller":
                t["chooser"] = self.target_chooser.currentText()
            d["target"] = t
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
            if self.x.currentText() != NONE:
                e["x"] = self.x.currentText()
            if self.to.currentText() != NONE:
                e["to"] = self.to.currentText()
            if self.source.text().strip():
                e["from"] = self.source.text().strip()
            d["effects"] = [e]
        if self.then.currentText() != NONE:
            th: dict[str, Any] = {"op": self.then.currentText()}
            if self.then_on.currentText() != "target":
                th["on"] = self.then_on.currentText()
            d["then"] = [th]
        if self.condition.currentText() != NONE:
            d["condition"] = [{self.condition.currentText(): _value(self.condition_value.text())}]
        if self.while_.currentText() != NONE:
            d["while"] = [{self.while_.currentText(): _value(self.while_value.text())}]
        if self.cancels.currentText() != NONE:
            d["cancels"] = self.cancels.currentText()
        if self.saves.currentText() != NONE:
            d["saves"] = self.saves.currentText()
        if self.limit.value():
            d["limit"] = self.limit.value()
            if self.limit_per.currentText() != "round":
                d["limit_per"] = self.limit_per.currentText()
            if self.limit_max.isChecked():
                d["max"] = True
        if self.cite.currentText().strip():
            d["cite"] = self.cite.currentText().strip()
        more = yaml.safe_load(self.more.toPlainText()) if self.more.toPlainText().strip() else None
        if more is not None:
            if not isinstance(more, dict):
                raise ValueError(self.tr("More fields: write 'field: value' lines"))
            for key, value in more.items():
                # a mapping adds to what the widgets built ("trigger: {condition: …}")
                if isinstance(value, dict) and isinstance(d.get(key), dict):
                    d[key] = {**d[key], **value}
                else:
                    d[key] = value
        return d

    def check(self) -> str | None:
        """The engine's objection to the ability, or None when it is valid."""
        try:
            d = self.ability()
        except (ValueError, yaml.YAMLError) as exc:
            return self.tr("Cannot read what was typed: {problem}").format(problem=exc)
        cite = d.get("cite")
        if cite and not citations.is_known(cite):
            return self.tr("Unknown rule citation {cite}.").format(cite=repr(cite))
        try:
            parse_ability(d, "ability")
        except (ScenarioError, TypeError, ValueError) as exc:
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
