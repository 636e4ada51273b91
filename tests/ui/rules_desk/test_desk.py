"""The Rules desk driven through its widgets: every example scenario reaches the engine's own
outcome, stepping back and branching, the board set-up, ad-hoc abilities and the ruling."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from engine_ref import citations
from engine_ref import scenario as scenario_mod
from engine_ref.session import AUTO_KEYS, run_scenario
from organiser.core.cards import normalise_name
from organiser.ui.rules_desk import RulesDeskWindow, open_rules_desk
from organiser.ui.rules_desk.controller import rule_name as c_name
from organiser.ui.rules_desk.setup import SCRIPTED_MARK, Board, CardIndex
from organiser.ui.rules_desk.window import STEP_COMMANDS

from .log_rows import entry_rows

SCENARIOS = sorted((Path(__file__).parents[2] / "scenarios").glob("*.yaml"))
CATELYN = Path(__file__).parents[2] / "scenarios" / "002-catelyn-moribund.yaml"
COMMANDS = ("run_to_decision", "step_over", "step", "step_out")


@pytest.fixture(scope="module")
def index() -> CardIndex:
    return CardIndex()  # the card database is loaded once for the module


@pytest.fixture
def desk(qtbot: Any, index: CardIndex) -> RulesDeskWindow:
    w = RulesDeskWindow(index=index)
    qtbot.addWidget(w)
    w.show()
    return w


def unscripted_character(index: CardIndex) -> str:
    """A character of the card database the engine has not scripted (cards get scripted
    all the time: the test does not name one)."""
    scripted = {normalise_name(c.label.split(SCRIPTED_MARK)[0]) for c in index.scripted}
    for word in ("ser", "knight", "guard", "the"):
        for c in index.search(word, limit=200):
            name = str(c.raw.get("name", ""))
            if (
                not c.scripted
                and c.raw.get("type") == "character"
                and (normalise_name(name) not in scripted)
            ):
                return name
    raise AssertionError("every character of the card database is scripted")


def click(qtbot: Any, desk: RulesDeskWindow, key: str) -> None:
    button = desk.option_buttons[key]
    assert button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def run_through_widgets(
    qtbot: Any, desk: RulesDeskWindow, command: str, *, signals: bool = True
) -> None:
    """Step with one command; at an open decision answer pass / done / order 1 with its
    button (what ``engine-ref run`` answers by itself), and stop at any other question.

    ``signals=False`` calls the slots the toolbar action and the option button are wired
    to instead of delivering thousands of Qt signals: PySide 6.12 loses a reference to
    None per signal delivered to Python with an argument, and the test process would
    crash at exit after a few thousand (the wiring itself is tested with real clicks)."""
    for _ in range(5000):
        s = desk.ctl.session
        if s.finished:
            return
        point = s.waiting()
        if point is not None:
            key = next((k for k in AUTO_KEYS if point.find(k)), None)
            if key is None:
                return
            if signals:
                click(qtbot, desk, key)
            else:
                assert desk.option_buttons[key].isVisible()
                assert desk.decide(key), desk.error.text()
            continue
        if signals:
            desk.actions_by_name[command].trigger()
        else:
            assert desk.actions_by_name[command].isEnabled()
            desk.command(command)
        assert not desk.error.isVisible(), desk.error.text()
    raise AssertionError("the run did not end")


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario_steps_to_the_engines_outcome(
    qtbot: Any, desk: RulesDeskWindow, path: Path
) -> None:
    command = COMMANDS[SCENARIOS.index(path) % len(COMMANDS)]
    sc = scenario_mod.load(path)
    engine = run_scenario(sc)
    assert desk.load(path), desk.error.text()
    run_through_widgets(qtbot, desk, command, signals=False)
    s = desk.ctl.session
    assert [(e.index, e.text, e.cite) for e in s.log()] == [
        (e.index, e.text, e.cite) for e in engine.log()
    ]
    assert s.decisions() == engine.decisions()
    assert s.state() == engine.state()
    assert s.finished == engine.finished
    # the log shows every step: the engine's lines and the decisions
    assert desk.log.topLevelItemCount() == s.length
    assert [e.text for _item, e in entry_rows(desk)] == [e.text for e in engine.log()]
    # the form holds the whole file: set up again from it, the same board comes out
    again = scenario_mod.from_dict(Board.from_raw(sc.raw).to_raw(), "round trip")
    assert again.state == sc.state
    assert again.decisions == sc.decisions
    assert again.start == sc.start


def test_views_at_catelyns_response(qtbot: Any, desk: RulesDeskWindow) -> None:
    desk.load(CATELYN)
    s = desk.ctl.session
    while not any("Catelyn Stark is killed" in e.text for e in s.log()):
        desk.actions_by_name["step"].trigger()
    assert "cat" in desk.board.moribund_items()
    assert "3) execute" in desk.breadcrumb.text()
    depth, item = 0, desk.stack_tree.topLevelItem(0)
    while item is not None:
        depth += 1
        item = item.child(0) if item.childCount() else None
    assert depth == len(s.stack()) >= 4
    # on to stark's response: priority, the response gate, the option buttons
    while desk.ctl.open_decision() is None:
        desk.actions_by_name["step"].trigger()
    point = desk.ctl.open_decision()
    assert point is not None and point.player == "stark"
    assert "stark" in desk.priority.text()
    gates = [desk.gates.item(i).text() for i in range(desk.gates.count())]
    assert any(g.startswith("Responses to") and "Catelyn" in g for g in gates)
    assert set(desk.option_buttons) == {o.key for o in point.options}
    assert "5) responses" in desk.breadcrumb.text()


def test_phase_steps_follow_the_flow(qtbot: Any, desk: RulesDeskWindow) -> None:
    """The phase's declared steps are listed; the running one is marked and moves on as
    the judge steps through the phase."""
    desk.load(Path(__file__).parents[2] / "scenarios" / "001-challenges-joann-jeff.yaml")

    def rows() -> list[str]:
        return [desk.phase_steps.item(i).text() for i in range(desk.phase_steps.count())]

    desk.actions_by_name["step"].trigger()
    first = rows()
    assert first[0].endswith("Challenges phase begins")
    assert first[-1].endswith("Challenges phase ends")
    current = [r for r in first if r.startswith("▶")]
    assert current == ["▶ each player in turn: joann may initiate challenges, one at a time"]
    seen = {current[0]}
    while not desk.ctl.session.finished:
        desk.actions_by_name["step"].trigger()
        seen.update(r for r in rows() if r.startswith("▶"))
        if desk.ctl.open_decision() is not None:
            desk.decide(desk.ctl.open_decision().options[0].key)  # type: ignore[union-attr]
    assert "▶ each player in turn: jeff may initiate challenges, one at a time" in seen
    assert any(r.startswith("✓") for r in rows())


def test_log_click_shows_the_rule_paraphrase(qtbot: Any, desk: RulesDeskWindow) -> None:
    desk.load(CATELYN)
    desk.actions_by_name["run_to_decision"].trigger()
    item = desk.log.topLevelItem(desk.log.topLevelItemCount() - 1)
    cite = item.data(3, Qt.ItemDataRole.UserRole)
    assert item.text(3) == c_name(cite) and cite in item.toolTip(3)
    rect = desk.log.visualItemRect(item)
    qtbot.mouseClick(desk.log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    c = citations.get(cite)
    text = desk.rule.toPlainText()
    assert c.paraphrase in text
    assert c.reference in text
    # double-click a step: the cursor moves there
    first = desk.log.topLevelItem(2)
    desk.log.scrollToItem(first)
    rect = desk.log.visualItemRect(first)
    qtbot.mouseClick(desk.log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(desk.log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    # the third row is the third step of the timeline (a decision takes a step too)
    assert desk.ctl.session.position == 2
    assert desk.log.topLevelItemCount() == 3


def test_back_forward_and_a_branch_compared(qtbot: Any, desk: RulesDeskWindow) -> None:
    desk.load(CATELYN)
    run_through_widgets(qtbot, desk, "run_to_decision")
    main = desk.ctl.session
    end = main.position
    for _ in range(3):
        desk.actions_by_name["back"].trigger()
    assert main.position == end - 3
    assert desk.slider.value() == end - 3
    desk.actions_by_name["forward"].trigger()
    assert main.position == end - 2
    # back to stark's decision, answered "use cat" in the file: pass instead
    i = next(
        i
        for i, sn in enumerate(main.snapshots())
        if sn.decisions == 2 and type(sn.item).__name__ == "DecisionPoint"
    )
    desk.slider.setValue(i)
    assert main.position == i
    assert "already answered here: stark chose “Catelyn Stark" in desk.prompt.text()
    click(qtbot, desk, "pass")
    assert len(desk.ctl.branches) == 2 and desk.ctl.current == 1
    run_through_widgets(qtbot, desk, "step_over")
    branch = desk.ctl.session
    assert branch.decisions() == ("greyjoy: play order", "greyjoy: target cat", "stark: pass")
    assert not any("claims 1 power" in e.text for e in branch.log())
    # the main line is kept whole, its cursor where it was left
    assert main.length == end + 1 and main.position == i
    assert any("claims 1 power" in getattr(sn.item, "text", "") for sn in main.snapshots())
    desk.side.setCurrentIndex(1)
    desk.compare_a.setCurrentIndex(0)
    desk.compare_b.setCurrentIndex(1)
    rows = desk.show_comparison()
    by_what = {what: (a, b) for what, a, b in rows}
    # the decisions in the words of the options chosen, not the file's keys
    main_lines, branch_lines = (v.splitlines() for v in by_what["decisions"])
    assert main_lines[:2] == branch_lines[:2] and len(main_lines) == 3
    assert main_lines[2].startswith("3. stark: Catelyn Stark: after any character is killed")
    assert branch_lines[2] == "3. stark: pass"
    assert "use cat" not in by_what["decisions"][0]
    assert desk.compare_table.rowCount() == len(rows)
    # the main branch can be selected again and shows its own log
    desk.branch_list.setCurrentRow(0)
    assert desk.ctl.current == 0
    assert [e.text for _item, e in entry_rows(desk)] == [e.text for e in main.log()]
    assert [item.text(2) for item, _e in entry_rows(desk)] == [e.text for e in main.log()]


def test_take_back_a_decision(qtbot: Any, desk: RulesDeskWindow) -> None:
    desk.load(CATELYN)
    desk.ctl.set_auto(False)
    desk.actions_by_name["run_to_decision"].trigger()
    s = desk.ctl.session
    assert len(s.decisions()) == 3 and s.finished
    before = s.decisions()
    desk.actions_by_name["undo"].trigger()
    assert desk.ctl.session.decisions() == before[:-1]
    assert desk.ctl.open_decision() is not None


def test_every_stepping_command_has_its_debugger_shortcut(
    qtbot: Any, desk: RulesDeskWindow
) -> None:
    wanted = {
        "step": "F11",
        "step_over": "F10",
        "step_out": "Shift+F11",
        "run_to_decision": "F5",
        "back": "Alt+Left",
        "forward": "Alt+Right",
    }
    for name, key in wanted.items():
        keys = [k.toString() for k in desk.actions_by_name[name].shortcuts()]
        assert key in keys, (name, keys)
    assert {n for n, _l, _k in STEP_COMMANDS} >= set(wanted)
    desk.load(CATELYN)
    desk.activateWindow()
    qtbot.waitUntil(desk.isActiveWindow, timeout=2000)
    start = desk.ctl.session.position
    qtbot.keyClick(desk, Qt.Key.Key_F11)
    assert desk.ctl.session.position == start + 1
    seq = QKeySequence("Alt+Left")
    qtbot.keyClick(desk, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert desk.ctl.session.position == start, seq.toString()


def test_set_up_a_board_with_an_ad_hoc_ability(
    qtbot: Any, desk: RulesDeskWindow, index: CardIndex
) -> None:
    # completion: the scripted card first and marked; accents and case do not matter
    labels = [c.label for c in index.search("CÁTELYN")]
    assert labels[0].startswith("Catelyn Stark") and SCRIPTED_MARK in labels[0]
    assert any(SCRIPTED_MARK not in lab for lab in labels)  # the card database too
    panel = desk.setup
    panel.ruleset.setCurrentIndex(panel.ruleset.findData("lcg1"))
    panel.phase.setCurrentText("marshalling")
    panel.at.setCurrentText("actions")
    for row, name in enumerate(("greyjoy", "stark")):
        panel.players.item(row, 0).setText(name)
    panel.players.item(1, 3).setText("5")
    panel.first.setCurrentText("greyjoy")
    panel.active.setCurrentText("greyjoy")
    panel.card_name.setText(labels[0])
    panel.card_player.setCurrentText("stark")
    panel.card_zone.setCurrentIndex(panel.card_zone.findData("play"))
    assert panel.card_zone.currentText() == "in play"
    panel.card_power.setValue(2)
    panel.add_card_from_entry()
    cat = panel.board.cards[-1]
    assert cat.scripted and cat.raw["power"] == 2
    ilyn = panel.add_card(unscripted_character(index), "greyjoy", "play")
    assert not ilyn.scripted
    # the ad-hoc ability dialog (opened non-modally, filled, OK)
    panel.cards.selectRow(len(panel.board.cards) - 1)
    desk.actions_by_name["adhoc"].trigger()
    dlg = desk._dialog
    assert dlg is not None and dlg.isVisible()
    dlg.kind.setCurrentText("action")
    dlg.text.setText("kneel: kill a character")
    dlg.phase.setCurrentText("marshalling")
    dlg.cost.setCurrentText("kneel_self")
    dlg.target.setCurrentText("character")
    dlg.target_controller.setCurrentText("opponent")
    dlg.effect.setCurrentText("kill")
    dlg.buttons.accepted.emit()
    assert not dlg.isVisible()
    assert ilyn.raw["abilities"][0]["effects"] == [{"op": "kill"}]
    panel.decisions.setPlainText(
        f"greyjoy: use {ilyn.ident}\ngreyjoy: target {cat.ident}\nstark: use {cat.ident}"
    )
    desk.actions_by_name["start"].trigger()
    assert not desk.error.isVisible(), desk.error.text()
    run_through_widgets(qtbot, desk, "run_to_decision")
    engine = run_scenario(scenario_mod.from_dict(panel.scenario_dict(), "board"))
    s = desk.ctl.session
    assert [e.text for e in s.log()] == [e.text for e in engine.log()]
    assert any("Catelyn Stark claims 1 power" in e.text for e in s.log())
    assert s.state().zone_of(cat.ident) == ("stark", "dead")


def test_ad_hoc_dialog_refuses_what_the_engine_refuses(qtbot: Any, desk: RulesDeskWindow) -> None:
    desk.setup.add_card("Somebody", "first", "play")
    dlg = desk.open_adhoc_dialog(0)
    dlg.kind.setCurrentText("response")  # a response needs a trigger
    dlg.buttons.accepted.emit()
    assert dlg.isVisible()
    assert "trigger" in dlg.message.text()
    assert "abilities" not in desk.setup.board.cards[0].raw


def test_bad_input_gives_a_message_not_a_traceback(
    qtbot: Any, desk: RulesDeskWindow, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("players: [{name: a}]\n", encoding="utf-8")
    assert not desk.load(bad)
    assert desk.error.isVisible() and "two players" in desk.error.text()
    assert not desk.load(tmp_path / "missing.yaml")
    assert "cannot read" in desk.error.text()
    assert not desk.command("step")  # nothing loaded yet: a message, no crash
    # an empty board runs; the decision it never asks for is reported, not lost
    desk.setup.decisions.setPlainText("first: marshal nothing")
    desk.setup.phase.setCurrentText("marshalling")
    assert desk.start_from_setup()
    assert desk.command("run_to_decision")
    assert desk.ctl.session.finished
    assert "never asked for: first: marshal nothing" in desk.expectations.text()
    desk.setup.decisions.setPlainText("")
    desk.setup.players.item(1, 0).setText("first")  # two players share a name
    assert not desk.start_from_setup()
    assert "share a name" in desk.setup.message.text()


def test_export_ruling_pdf_and_scenario(
    qtbot: Any, desk: RulesDeskWindow, tmp_path: Path, no_blocking_modals: dict[str, Any]
) -> None:
    desk.load(CATELYN)
    run_through_widgets(qtbot, desk, "run_to_decision")
    desk.conclusion.setPlainText("Catelyn Stark claims her power while Moribund.")
    desk.judge.setText("Head judge")
    target = tmp_path / "out" / "catelyn-ruling.pdf"
    no_blocking_modals["QFileDialog.getSaveFileName"] = (str(target), "PDF (*.pdf)")
    desk.actions_by_name["export"].trigger()
    assert not desk.error.isVisible(), desk.error.text()
    text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(target.read_bytes())).pages)
    assert "Catelyn Stark claims her power while Moribund." in text
    assert "Judge: Head judge" in text
    assert "stark: use cat" in text
    assert "[002.timing.moribund]" in text
    assert citations.get("002.timing.moribund").paraphrase[:40] in " ".join(text.split())
    yaml_path = target.with_suffix(".yaml")
    again = run_scenario(scenario_mod.load(yaml_path))
    assert again.decisions() == desk.ctl.session.decisions()
    assert again.state() == desk.ctl.session.state()


def test_open_rules_desk_entry_point(qtbot: Any, no_blocking_modals: dict[str, Any]) -> None:
    w = open_rules_desk(scenario_path=CATELYN)
    qtbot.addWidget(w)
    assert w.isVisible() and w.ctl.loaded
    assert w.tabs.currentIndex() == 1
    no_blocking_modals["QFileDialog.getOpenFileName"] = (str(SCENARIOS[0]), "")
    w.actions_by_name["open"].trigger()
    assert w.ctl.scenario is not None and w.ctl.scenario.path == str(SCENARIOS[0])


def test_another_answer_than_the_scripted_one_starts_a_branch(
    qtbot: Any, desk: RulesDeskWindow
) -> None:
    desk.load(CATELYN)
    while (p := desk.ctl.open_decision()) is None or p.player != "stark":
        desk.command("step")
    main = desk.ctl.session
    assert "at the next step stark will choose “Catelyn Stark" in desk.prompt.text()
    click(qtbot, desk, "pass")
    assert [b.name for b in desk.ctl.branches] == ["main", "branch 1"]
    assert main.unused_decisions() == ("stark: use cat",)  # the main line is untouched
    assert desk.ctl.session.decisions()[-1] == "stark: pass"
    desk.command("run_to_decision")
    assert desk.ctl.session.finished
