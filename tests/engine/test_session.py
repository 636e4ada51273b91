"""The stepping API: step, step over/out, run to decision, options, decide, back/forward,
branch and undo, and the views a front end shows."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine_ref import scenario
from engine_ref.errors import IllegalDecision
from engine_ref.session import Session
from engine_ref.timing import DecisionPoint, LogEntry

HERE = Path(__file__).parent / "scenarios"


def _load(name: str) -> scenario.Scenario:
    return scenario.load(HERE / f"{name}.yaml")


def test_run_to_decision_stops_at_the_first_real_choice_with_pass_included() -> None:
    s = Session(_load("catelyn_moribund"), ())
    point = s.run_to_decision()
    assert isinstance(point, DecisionPoint)
    assert point.player == "greyjoy"
    assert [o.key for o in s.options()] == ["pass", "play order"]
    assert s.priority().holder == "greyjoy"
    assert s.stack()[-1].label.startswith("Player actions")


def test_decide_rejects_an_illegal_option_with_the_legal_ones() -> None:
    s = Session(_load("catelyn_moribund"), ())
    s.run_to_decision()
    with pytest.raises(IllegalDecision, match="play order"):
        s.decide("play nothing")


def test_moribund_and_gates_visible_during_step_5() -> None:
    s = Session(_load("catelyn_moribund"), ["play order", "target cat"])
    point = s.run_to_decision()
    assert point is not None and point.player == "stark"
    assert [m.card for m in s.moribund() if m.how != "played"] == ["cat"]
    assert ("order", "played") in [(m.card, m.how) for m in s.moribund()]
    gates = s.open_gates()
    assert any(g.kind == "response" and "Catelyn Stark killed" in g.text for g in gates)
    assert "use cat" in [o.key for o in s.options()]
    assert [f.label for f in s.stack()][-1] == "Step 5: responses"


def test_back_and_forward_move_through_recorded_steps_without_changing_them() -> None:
    s = Session(_load("catelyn_moribund"))
    s.run_to_decision()
    end = s.position
    final_state = s.state()
    s.back()
    s.back()
    assert s.position == end - 2
    assert s.log() != () and len(s.log()) <= len(s.snapshots())
    s.forward()
    s.forward()
    assert s.position == end and s.state() == final_state


def test_step_over_finishes_the_current_window() -> None:
    s = Session(_load("catelyn_moribund"), ["play order", "target cat", "pass"])
    s.step()
    s.step()  # inside the action window of Assassin's Order
    assert any(f.label.startswith("Action window") for f in s.stack())
    snap = s.step_over()
    assert snap is not None
    assert not any(f.label.startswith("Action window") for f in snap.stack)
    # the window closed with step 6: Catelyn is in the dead pile
    assert s.state().zone_of("cat") == ("stark", "dead")


def test_step_out_leaves_the_enclosing_level() -> None:
    s = Session(_load("catelyn_moribund"), ["play order", "target cat", "pass"])
    s.step()
    s.step()
    segment = s.stack()[1]
    assert segment.kind == "actions"
    snap = s.step_out()
    assert snap is not None
    assert segment not in snap.stack  # the whole action segment is over
    assert snap.stack[1].kind == "framework"


def test_branch_takes_a_different_decision_and_keeps_the_original() -> None:
    s = Session(_load("catelyn_moribund"))
    s.run_to_decision()
    assert s.state().winner == "stark"
    b = s.branch(2)  # before Stark's response
    assert b.waiting() is not None and b.waiting().player == "stark"
    b.decide("pass")
    b.run_to_decision()
    assert b.state().winner is None
    assert b.state().zone_of("cat") == ("stark", "dead")
    assert s.state().winner == "stark"  # the original timeline is untouched


def test_undo_is_a_replay_of_the_other_decisions() -> None:
    s = Session(_load("catelyn_moribund"), ["play order", "target cat"])
    s.run_to_decision()
    before = s.state()
    s.decide("use cat")
    s.run_to_decision()
    s.undo()
    assert s.state() == before
    assert s.decisions() == ("greyjoy: play order", "greyjoy: target cat")


def test_decide_after_back_starts_a_branch_at_that_decision() -> None:
    s = Session(_load("catelyn_moribund"), ["play order", "target cat"])
    s.run_to_decision()
    # go back to the first decision point and pass instead of playing the event
    first = next(i for i, x in enumerate(s.snapshots()) if isinstance(x.item, DecisionPoint))
    s.goto(first)
    s.decide("pass")
    assert s.decisions() == ("greyjoy: pass",)


def test_log_entries_carry_path_step_actor_text_and_citation() -> None:
    s = Session(_load("baratheon_lannister_resolution"))
    s.run_to_decision()
    entries = s.log()
    assert all(isinstance(e, LogEntry) and e.cite for e in entries)
    renown = next(e for e in entries if "claims 1 power for renown" in e.text)
    assert renown.actor == "baratheon"
    assert renown.path[:2] == ("Challenges phase", "Framework: Challenge resolution")
    assert renown.cite == "003.keyword.renown"
    # all framework events' passives resolve in one step 4, before any response
    idx_passive = next(e.index for e in entries if "Robert Baratheon claims 1 power" in e.text)
    idx_response = next(e.index for e in entries if "responds with Put to the Sword" in e.text)
    assert idx_passive < idx_response


def test_lasting_effects_listed_until_they_expire() -> None:
    s = Session(_load("darrell_brian_challenge_lcg1"))
    seen = False
    while s.step() is not None:
        if s.lasting_effects():
            seen = True
            # Insidious Ways lasts until the end of the phase (seed 003's example)
            assert s.lasting_effects()[0].until == "phase"
        if s.waiting():
            break
    assert seen
    assert s.lasting_effects() == ()  # the run went on to the end of the phase
