"""The Ruling tab is named after the event, else after the loaded scenario's title."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from organiser.ui.rules_desk import RulesDeskWindow

CATELYN = Path(__file__).parents[2] / "scenarios" / "002-catelyn-moribund.yaml"


def tab_text(w: RulesDeskWindow) -> str:
    return w.side.tabText(w.side.count() - 1)


def test_ruling_tab_plain_before_anything_is_loaded(qtbot: Any) -> None:
    w = RulesDeskWindow()
    qtbot.addWidget(w)
    assert tab_text(w) == "&Ruling"


def test_ruling_tab_takes_scenario_title_then_event_name(qtbot: Any) -> None:
    w = RulesDeskWindow()
    qtbot.addWidget(w)
    assert w.load(CATELYN)
    assert tab_text(w).startswith("&Ruling — Catelyn Stark")
    assert tab_text(w).endswith("…")  # a long title is elided, the tooltip keeps it whole
    assert w.side.tabToolTip(w.side.count() - 1).startswith("Catelyn Stark, killed")
    w.event_name.setText("Regional at Winterfell")
    assert tab_text(w) == "&Ruling — Regional at Winterfell"
    w.event_name.setText("")
    assert "Catelyn Stark" in tab_text(w)
