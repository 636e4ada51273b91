"""What the Step tab shows at the cursor: one meaning of "step" (the judge's place in the
timeline) shared by the timeline, the window stack's title, the current step and the log."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from engine_ref.timing import DecisionPoint, LogEntry
from organiser.ui.rules_desk import RulesDeskWindow
from organiser.ui.rules_desk.window import stage_label

CATELYN = Path(__file__).parents[2] / "scenarios" / "002-catelyn-moribund.yaml"


@pytest.fixture
def desk(qtbot: Any) -> RulesDeskWindow:
    w = RulesDeskWindow()
    qtbot.addWidget(w)
    w.show()
    assert w.load(CATELYN)
    return w


def numbers(text: str) -> tuple[int, int]:
    """(step, of) from "step 12 of 61" anywhere in a text, case aside."""
    m = re.search(r"step (\d+) of (\d+)", text, re.IGNORECASE)
    assert m is not None, text
    return int(m.group(1)), int(m.group(2))


def assert_agree(desk: RulesDeskWindow) -> int:
    s = desk.ctl.session
    want = (s.position + 1, s.length)
    assert numbers(desk.position.text()) == want
    assert numbers(desk.stack_box.title()) == want
    assert numbers(desk.current_step.text()) == want
    assert desk.slider.value() + 1 == want[0]
    # the log's first column counts the same steps: its last row is the last log entry
    # at or before the cursor
    entries = [
        i + 1
        for i, sn in enumerate(s.snapshots()[: s.position + 1])
        if isinstance(sn.item, LogEntry)
    ]
    rows = desk.log.topLevelItemCount()
    assert rows == len(entries)
    if not entries:  # the first step is a decision: nothing logged yet
        return want[0]
    last_entry = entries[-1]
    assert int(desk.log.topLevelItem(rows - 1).text(0)) == last_entry
    cur = s.current()
    assert cur is not None
    if isinstance(cur.item, LogEntry):
        assert last_entry == want[0]
        assert desk.log.topLevelItem(rows - 1).text(2) == cur.item.text
    return want[0]


def test_step_counters_agree_forward_back_and_jumping(qtbot: Any, desk: RulesDeskWindow) -> None:
    seen = [assert_agree(desk)]
    for _ in range(15):
        desk.actions_by_name["step"].trigger()
        seen.append(assert_agree(desk))
    assert seen == sorted(seen) and seen[-1] > seen[0]
    for _ in range(4):
        desk.actions_by_name["back"].trigger()
        assert_agree(desk)
    assert desk.ctl.session.position + 1 == seen[-1] - 4
    desk.actions_by_name["forward"].trigger()
    assert assert_agree(desk) == seen[-1] - 3
    # jumping: the timeline slider, then a double-click in the log
    desk.slider.setValue(2)
    assert assert_agree(desk) == 3
    desk.actions_by_name["run_to_decision"].trigger()
    assert_agree(desk)
    desk.slider.setValue(desk.slider.maximum())
    assert_agree(desk)
    item = desk.log.topLevelItem(4)
    step = int(item.text(0))
    desk._log_double_clicked(item)
    assert assert_agree(desk) == step


def test_a_decision_takes_a_step_of_its_own(qtbot: Any, desk: RulesDeskWindow) -> None:
    """The log's step numbers skip the decisions: they are steps of the timeline too."""
    s = desk.ctl.session
    desk.actions_by_name["step"].trigger()
    while desk.ctl.open_decision() is None or desk.ctl.open_decision().player != "stark":
        desk.actions_by_name["step"].trigger()
    cur = s.current()
    assert cur is not None and isinstance(cur.item, DecisionPoint)
    assert "a decision" in desk.current_step.text() and cur.item.player in desk.current_step.text()
    logged = [int(desk.log.topLevelItem(i).text(0)) for i in range(desk.log.topLevelItemCount())]
    decisions = [
        i + 1
        for i, sn in enumerate(s.snapshots()[: s.position + 1])
        if isinstance(sn.item, DecisionPoint)
    ]
    assert decisions and not set(decisions) & set(logged)
    assert sorted(logged + decisions) == list(range(1, s.position + 2))


def test_the_rules_numbered_parts_are_not_called_steps() -> None:
    assert stage_label("Step 5: responses") == "5) responses"
    assert (
        stage_label("Step 2: save/cancel — Assassin's Order") == "2) save/cancel — Assassin's Order"
    )
    # a label that is not a numbered part stays as it is
    assert stage_label("Reactions") == "Reactions"
    assert stage_label("Step out of the shadows") == "Step out of the shadows"


def test_the_window_stack_says_step_only_of_the_timeline(qtbot: Any, desk: RulesDeskWindow) -> None:
    while "responses" not in desk.breadcrumb.text():
        desk.actions_by_name["step"].trigger()
    assert "5) responses" in desk.breadcrumb.text()
    assert not re.search(r"Step \d+:", desk.breadcrumb.text())
    item = desk.stack_tree.topLevelItem(0)
    while item.childCount():
        assert "(" not in item.text(0) or "marshals" in item.text(0)  # no "(framework)"
        assert item.toolTip(0)
        item = item.child(0)
    assert item.text(0).startswith("5) ")
    assert "timing chart" in item.toolTip(0)
