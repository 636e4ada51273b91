"""The ad-hoc ability dialog offers the whole ability language, and what it builds is what
the engine reads (or the engine's objection, shown in the dialog)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QComboBox

from engine_ref.abilities import (
    COST_OPS,
    EFFECT_OPS,
    EVENTS,
    KIND_ALIASES,
    KINDS,
    LIMIT_PERIODS,
    SUBJECTS,
    parse_ability,
)
from engine_ref.conditions import CONDITIONS
from engine_ref.effects.zones import DESTINATIONS
from engine_ref.language import TARGET_ZONES
from engine_ref.values import VALUES
from organiser.ui.rules_desk.adhoc import AdhocAbilityDialog


@pytest.fixture
def dlg(qtbot: Any) -> AdhocAbilityDialog:
    d = AdhocAbilityDialog("Invented Card")
    qtbot.addWidget(d)
    return d


def items(combo: QComboBox) -> set[str]:
    return {combo.itemText(i) for i in range(combo.count())}


def test_every_registered_building_block_is_offered(dlg: AdhocAbilityDialog) -> None:
    assert set(KINDS) | set(KIND_ALIASES) <= items(dlg.kind)
    assert set(EVENTS) <= items(dlg.trigger)
    assert set(COST_OPS) <= items(dlg.cost)
    assert set(EFFECT_OPS) <= items(dlg.effect)
    assert set(EFFECT_OPS) <= items(dlg.then)
    assert set(SUBJECTS) <= items(dlg.effect_on)
    assert set(CONDITIONS) <= items(dlg.condition)
    assert set(CONDITIONS) <= items(dlg.while_)
    assert set(VALUES) <= items(dlg.x)
    assert set(DESTINATIONS) <= items(dlg.to)
    assert set(TARGET_ZONES) <= items(dlg.target_zone)
    assert set(LIMIT_PERIODS) <= items(dlg.limit_per)
    # each condition says what it checks (the registry's own description)
    i = dlg.condition.findText("controls")
    assert dlg.condition.itemData(i, 3)  # Qt.ToolTipRole


def test_a_full_ability_reaches_the_engine(dlg: AdhocAbilityDialog) -> None:
    dlg.kind.setCurrentText("reaction")
    dlg.text.setText("after you win a military challenge, return a Knight from your discard")
    dlg.trigger.setCurrentText("won_challenge")
    dlg.trigger_player.setCurrentText("you")
    dlg.trigger_challenge.setCurrentText("military")
    dlg.target.setCurrentText("character")
    dlg.target_zone.setCurrentText("discard")
    dlg.target_trait.setText("Knight")
    dlg.target_faction.setCurrentText("stark")
    dlg.target_unique.setCurrentText("non-unique")
    dlg.effect.setCurrentText("move_to")
    dlg.to.setCurrentText("hand")
    dlg.then.setCurrentText("draw")
    dlg.then_on.setCurrentText("you")
    dlg.condition.setCurrentText("controls")
    dlg.condition_value.setText("{filter: {trait: Lord}, min: 2}")
    dlg.limit.setValue(1)
    dlg.limit_per.setCurrentText("phase")
    dlg.limit_max.setChecked(True)
    dlg.more.setPlainText("cannot_be_cancelled: true")
    assert dlg.check() is None, dlg.check()
    got: list[dict[str, Any]] = []
    dlg.declared.connect(got.append)
    dlg.buttons.accepted.emit()
    ab = parse_ability(got[0])
    assert ab.kind == "response" and ab.trigger is not None
    assert (ab.trigger.event, ab.trigger.player, ab.trigger.challenge) == (
        "won_challenge",
        "you",
        "military",
    )
    assert ab.target is not None
    f = ab.target.filter
    assert (f.zone, f.trait, f.faction, f.unique) == ("discard", "Knight", "stark", False)
    assert ab.effects[0].op == "move_to" and ab.effects[0].to == "hand"
    assert ab.then[0].op == "draw" and ab.then[0].on == "you"
    assert ab.condition[0].kind == "controls" and ab.condition[0].value.min == 2
    assert (ab.limit, ab.limit_per, ab.max, ab.cannot_be_cancelled) == (1, "phase", True, True)


def test_a_constant_ability_while_a_condition_holds(dlg: AdhocAbilityDialog) -> None:
    dlg.kind.setCurrentText("constant")
    dlg.effect.setCurrentText("str")
    dlg.effect_on.setCurrentText("self")
    dlg.amount.setValue(2)
    dlg.while_.setCurrentText("attacking")
    dlg.while_value.setText("self")
    assert dlg.check() is None
    ab = parse_ability(dlg.ability())
    assert ab.while_[0].kind == "attacking" and ab.while_[0].value == "self"
    assert ab.effects[0].amount == 2


@pytest.mark.parametrize(
    ("setup", "objection"),
    [
        (lambda d: d.more.setPlainText("colour: red"), "unknown field"),
        (lambda d: d.more.setPlainText("just words"), "field: value"),
        (lambda d: d.more.setPlainText("a: [unclosed"), "Cannot read"),
        (lambda d: d.limit_per.addItem("turn") or d.limit_per.setCurrentText("turn"), "limit"),
        (lambda d: d.x.setCurrentText("hand") or d.amount.setValue(1), None),
    ],
)
def test_what_the_engine_refuses_is_shown_not_accepted(
    dlg: AdhocAbilityDialog, setup: Any, objection: str | None
) -> None:
    dlg.kind.setCurrentText("action")
    dlg.effect.setCurrentText("draw")
    dlg.effect_on.setCurrentText("you")
    dlg.limit.setValue(1)
    setup(dlg)
    dlg.show()
    dlg.buttons.accepted.emit()
    if objection is None:
        assert not dlg.isVisible()
    else:
        assert dlg.isVisible() and objection in dlg.message.text()


def test_a_condition_the_engine_does_not_know_is_refused(dlg: AdhocAbilityDialog) -> None:
    dlg.kind.setCurrentText("action")
    dlg.effect.setCurrentText("draw")
    dlg.more.setPlainText("condition: [{controlz: character}]")
    problem = dlg.check()
    assert problem is not None and "did you mean controls" in problem


def test_more_fields_add_to_what_the_widgets_built(dlg: AdhocAbilityDialog) -> None:
    dlg.kind.setCurrentText("reaction")
    dlg.trigger.setCurrentText("won_challenge")
    dlg.trigger_player.setCurrentText("you")
    dlg.effect.setCurrentText("stand")
    dlg.effect_on.setCurrentText("self")
    dlg.more.setPlainText("trigger: {condition: [{participating: self}]}")
    assert dlg.check() is None, dlg.check()
    ab = parse_ability(dlg.ability())
    assert ab.trigger is not None and ab.trigger.event == "won_challenge"
    assert ab.trigger.player == "you"  # kept from the widgets
    assert ab.trigger.condition[0].kind == "participating"
    # a field given whole replaces the widgets' one
    dlg.more.setPlainText("effects: [{op: draw, on: you, amount: 2}]")
    ab = parse_ability(dlg.ability())
    assert [(e.op, e.amount) for e in ab.effects] == [("draw", 2)]


def test_the_dialog_works_on_a_1280_by_720_screen(qtbot: Any, dlg: AdhocAbilityDialog) -> None:
    """The form scrolls inside the dialog: at 1280x720 the buttons and the message stay in
    sight, and every field (the last one too) can be scrolled to."""
    dlg.resize(1280, 720)
    dlg.show()
    qtbot.waitExposed(dlg)
    assert dlg.height() <= 720 and dlg.width() <= 1280
    assert dlg.minimumSizeHint().height() <= 720
    for w in (dlg.buttons, dlg.message, dlg.form_area):
        assert dlg.rect().contains(w.geometry()), w
    area = dlg.form_area
    assert area.verticalScrollBar().maximum() > 0  # taller than the room: it scrolls
    assert area.horizontalScrollBar().maximum() == 0  # never sideways
    form = area.widget()
    assert form.height() >= form.minimumSizeHint().height()  # not squeezed: nothing cut
    bar = area.verticalScrollBar()
    for value, fields in ((0, (dlg.kind, dlg.trigger)), (bar.maximum(), (dlg.more, dlg.saves))):
        bar.setValue(value)
        for field in fields:
            top_left = field.mapTo(area.viewport(), field.rect().topLeft())
            bottom_right = field.mapTo(area.viewport(), field.rect().bottomRight())
            assert area.viewport().rect().contains(top_left)
            assert area.viewport().rect().contains(bottom_right)
