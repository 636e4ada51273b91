"""The rules desk shows, behind a toggle, the options the rules forbid at a decision: greyed,
with the reason and the rule (its reference and paraphrase) that forbids each."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from engine_ref import citations
from organiser.ui.rules_desk import RulesDeskWindow
from organiser.ui.rules_desk.controller import rule_name

LEGALITY = Path(__file__).parents[2] / "scenarios" / "legality"


def _desk(qtbot: Any, name: str) -> RulesDeskWindow:
    w = RulesDeskWindow()
    qtbot.addWidget(w)
    w.show()
    w.load(LEGALITY / name)
    w.command("run_to_decision")
    return w


def test_forbidden_options_appear_greyed_with_their_rule(qtbot: Any) -> None:
    w = _desk(qtbot, "003-gold-penalty-forbidden.yaml")
    assert set(w.option_buttons) == {"pass", "marshal rickon", "marshal sellsword"}
    assert w.show_refused.isEnabled() and "(1)" in w.show_refused.text()
    assert w.refused_buttons == {}  # hidden until asked for
    qtbot.mouseClick(w.show_refused, Qt.MouseButton.LeftButton)
    button = w.refused_buttons["marshal tyrion"]
    assert button.isVisible() and not button.isEnabled()
    # the rule by its heading on the button, its id and words in the tooltip
    assert button.text().endswith("— " + rule_name("003.phase.marshalling.penalty"))
    assert "003.phase.marshalling.penalty" in button.toolTip()
    assert "costs 5 gold" in button.text()
    rule = citations.get("003.phase.marshalling.penalty")
    assert rule.reference in button.toolTip() and rule.paraphrase in button.toolTip()
    # a greyed option is not an answer: clicking it does nothing
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert w.ctl.session.waiting() is not None and not w.error.isVisible()
    qtbot.mouseClick(w.show_refused, Qt.MouseButton.LeftButton)
    assert w.refused_buttons == {}


def test_the_toggle_stays_on_from_decision_to_decision(qtbot: Any) -> None:
    w = _desk(qtbot, "003-limited-marshal-forbidden.yaml")  # the Kingsroad is marshalled
    w.show_refused.setChecked(True)
    assert w.refused_buttons["marshal searoad"].text().endswith("— Limited")
    w.decide("marshal guard")
    w.command("run_to_decision")
    assert w.show_refused.isChecked()
    point = w.ctl.open_decision()
    shown = {r.key for r in point.refused} if point is not None else set()
    assert set(w.refused_buttons) == shown
