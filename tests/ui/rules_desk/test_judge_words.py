"""The desk speaks a judge's words: no engine kinds ("(framework)"), no raw rule ids in
narrow columns, no unexplained "player: key" or "save_cancel"; the scenario file keeps its
format (the words are only on screen)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from engine_ref import citations
from engine_ref import scenario as scenario_mod
from organiser.ui.rules_desk import RulesDeskWindow
from organiser.ui.rules_desk.adhoc import AdhocAbilityDialog
from organiser.ui.rules_desk.controller import rule_name
from organiser.ui.rules_desk.window import SAVE_CANCEL_WORDS, stage_label

from .log_rows import entry_rows

CATELYN = Path(__file__).parents[2] / "scenarios" / "002-catelyn-moribund.yaml"


@pytest.fixture
def desk(qtbot: Any) -> RulesDeskWindow:
    w = RulesDeskWindow()
    qtbot.addWidget(w)
    w.show()
    assert w.load(CATELYN)
    return w


def tree_texts(desk: RulesDeskWindow) -> list[tuple[str, str]]:
    out = []
    item = desk.stack_tree.topLevelItem(0)
    while item is not None:
        out.append((item.text(0), item.toolTip(0)))
        item = item.child(0) if item.childCount() else None
    return out


def test_the_window_stack_names_levels_in_words(qtbot: Any, desk: RulesDeskWindow) -> None:
    desk.auto.setChecked(True)
    s = desk.ctl.session
    framework = False
    while not s.finished:
        desk.actions_by_name["step"].trigger()
        rows = tree_texts(desk)
        for text, tip in rows:
            assert not text.endswith(("(framework)", "(step)", "(window)", "(actions)"))
            assert tip  # every level says what it is
        if any(text.startswith("Framework event: ") for text, _ in rows):
            framework = True
            assert "framework event" in desk.breadcrumb.text().lower()
            assert "Framework: " not in desk.breadcrumb.text()
    assert framework
    assert stage_label("Framework: greyjoy counts income") == (
        "Framework event: greyjoy counts income"
    )


def test_the_log_names_rules_by_heading_and_explains_the_gate(
    qtbot: Any, desk: RulesDeskWindow
) -> None:
    desk.auto.setChecked(True)
    desk.actions_by_name["run_to_decision"].trigger()
    rows = entry_rows(desk)
    assert [e for _item, e in rows] == list(desk.ctl.session.log())
    explained = 0
    for item, e in rows:
        if e.cite:
            assert item.text(3) != e.cite and e.cite not in item.text(3)
            assert e.cite in item.toolTip(3)
            assert item.data(3, Qt.ItemDataRole.UserRole) == e.cite
        if "save/cancel gate" in e.text:
            assert SAVE_CANCEL_WORDS in item.toolTip(2)
            explained += 1
        else:
            assert SAVE_CANCEL_WORDS not in item.toolTip(2)
    assert explained


def test_gates_never_show_the_engine_kind(qtbot: Any, desk: RulesDeskWindow) -> None:
    desk.auto.setChecked(True)
    desk.actions_by_name["run_to_decision"].trigger()
    seen = 0
    for i, sn in enumerate(desk.ctl.session.snapshots()):
        if sn.gates:
            desk.slider.setValue(i)
            rows = [desk.gates.item(j).text() for j in range(desk.gates.count())]
            assert not any("save_cancel" in r or r.startswith("response:") for r in rows)
            seen += len(rows)
    assert seen


def test_decisions_are_explained_and_the_file_keeps_its_format(
    qtbot: Any, desk: RulesDeskWindow, tmp_path: Path
) -> None:
    box = desk.setup.decisions.parentWidget()
    assert "player: key" not in box.title()
    assert "colon" in box.toolTip() and "tooltip" in box.toolTip()
    # each option button says how a scenario file writes that answer
    while (p := desk.ctl.open_decision()) is None or p.player != "stark":
        desk.actions_by_name["step"].trigger()
    tip = desk.option_buttons["use cat"].toolTip()
    assert "In a scenario's decisions: stark: use cat" in tip
    # the scenario file still says "player: key"
    saved = desk.save_scenario(tmp_path / "ruling.yaml")
    again = scenario_mod.load(saved)
    assert again.decisions[:2] == ("greyjoy: play order", "greyjoy: target cat")
    # the setup's start points say what they mean
    at = desk.setup.at
    for i in range(at.count()):
        assert at.itemData(i, Qt.ItemDataRole.ToolTipRole), at.itemText(i)


def test_every_kind_of_ability_is_explained(qtbot: Any) -> None:
    dlg = AdhocAbilityDialog("Invented Card")
    qtbot.addWidget(dlg)
    for i in range(dlg.kind.count()):
        tip = dlg.kind.itemData(i, Qt.ItemDataRole.ToolTipRole)
        assert tip and "_" not in tip, dlg.kind.itemText(i)
    i = dlg.kind.findText("save_cancel")
    assert "Save or cancel" in dlg.kind.itemData(i, Qt.ItemDataRole.ToolTipRole)


def test_the_log_keeps_the_engines_lines_word_for_word(desk: RulesDeskWindow) -> None:
    """Only the desk's own labels change: a log line is the engine's record (and the
    ruling's), shown as it is."""
    desk.actions_by_name["step"].trigger()
    desk.actions_by_name["step"].trigger()
    rows = entry_rows(desk)
    assert [item.text(2) for item, _e in rows] == [e.text for e in desk.ctl.session.log()]


def test_no_rule_heading_says_step() -> None:
    """The sources' "Step 1: Declare attackers" reads "1) Declare attackers" in the desk's
    narrow places (the full reference, as the source writes it, is in the tooltip)."""
    names = {c.id: rule_name(c.id) for c in citations.all_citations()}
    assert not [n for n in names.values() if re.search(r"\bStep \d", n)]
    assert names["003.challenge.attackers"] == "1) Declare attackers"
    assert re.search(r"[A-Za-z]{3}", names["002.timing.step1f"])  # never a bare "1) f)"


def test_zones_are_named_as_a_judge_names_them(qtbot: Any, desk: RulesDeskWindow) -> None:
    for combo in (desk.setup.card_zone, desk.lookup.zone):
        labels = [combo.itemText(i) for i in range(combo.count())]
        assert "being played" in labels and "used plots" in labels
        assert not [x for x in labels if "_" in x or x == "limbo"]
        assert combo.currentData() == "play"
    # the scenario keeps its own key for the zone chosen in words
    panel = desk.setup
    panel.card_name.setText("Invented Trick")
    panel.card_zone.setCurrentIndex(panel.card_zone.findText("being played"))
    panel.add_card_from_entry()
    spec = panel.board.cards[-1]
    assert spec.zone == "limbo"
    row = len(panel.board.cards) - 1
    assert panel.cards.item(row, 1).text() == "being played"
