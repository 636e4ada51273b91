"""A replay resumed at a phase's start (engine_ref.resume) is the replay from the beginning.

Over random games of the three rulesets (two to four players), a branch taken at many
decisions — those just before, at and after each resume point, and the last one — must
resume (not fall back to a full replay) and, fed the rest of the game's decisions, record
exactly the steps the game recorded (every log entry, decision, state, window stack,
priority, gate and pipeline step) and the same resume points, so that a branch of a branch
resumes as exactly.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine_ref.randomplay import play_randomly, random_board
from engine_ref.session import Session
from engine_ref.timing import DecisionPoint

GAMES = [
    ("lcg1", 2, 101),
    ("lcg1", 3, 102),
    ("ccg-winter", 2, 103),
    ("lcg2", 2, 104),
    ("lcg2", 3, 105),
    ("lcg2", 4, 106),
]


def _continue(branch: Session, keys: list[str]) -> None:
    """Answer ``keys`` in order and run the branch to the end of its flow."""
    for key in keys:
        point = branch.run_to_decision()
        assert point is not None, "the branch ended before the game did"
        branch.decide(key)
    assert branch.run_to_decision() is None


def _decision_indexes(s: Session) -> list[int]:
    total = len(s.decisions())
    picks = {total - 1, 1, total // 2}
    for p in s._engine.resume_points:
        picks.update({p.answered - 1, p.answered, p.answered + 1})
    return sorted(n for n in picks if 0 <= n < total)[::3]


@pytest.mark.parametrize(("ruleset", "players", "seed"), GAMES)
def test_a_resumed_branch_records_what_the_game_recorded(
    ruleset: str, players: int, seed: int
) -> None:
    s = play_randomly(random_board(seed, ruleset, players=players), seed)
    assert s.run_to_decision() is None or len(s.decisions()) >= 3000
    points = s._engine.resume_points
    assert len(points) >= 4, "a random game crosses several phases"
    keys = [d.split(": ", 1)[1] for d in s.decisions()]
    resumed = 0
    for n in _decision_indexes(s):
        target = next(
            snap
            for snap in s._snapshots
            if snap.decisions == n and isinstance(snap.item, DecisionPoint)
        )
        if any(p.answered <= n for p in points):
            # the branch starts from a resume point, never from a fallback to a full replay
            assert s._replay(keys[:n], target, points) is not None
            resumed += 1
        branch = s.branch(n)
        _continue(branch, keys[n:])
        assert branch._snapshots == s._snapshots
        assert branch._log == s._log
        # and it leaves the same resume points behind (counters, priority, initiative)
        assert branch._engine.resume_points == points
    assert resumed >= 3


def test_a_resume_point_is_taken_only_between_phases() -> None:
    s = play_randomly(random_board(7, "lcg1"), 7)
    phases = [p.phase for p in s._engine.resume_points]
    assert phases[:4] == ["plot", "draw", "marshalling", "challenges"]
    answered = [p.answered for p in s._engine.resume_points]
    assert answered == sorted(answered)
    assert answered[-1] <= len(s.decisions())


def test_a_replay_that_arrives_elsewhere_is_refused() -> None:
    """The check behind the fallback: a resume point whose state is not the game's leads the
    replay somewhere else, and ``_replay`` says so (the branch then replays in full)."""
    s = play_randomly(random_board(11, "lcg1"), 11)
    keys = [d.split(": ", 1)[1] for d in s.decisions()]
    points = s._engine.resume_points
    late = [p for p in points if 0 < p.answered < len(keys) - 1]
    assert late
    point = late[-1]
    n = len(keys) - 1
    target = next(
        snap
        for snap in reversed(s._snapshots)
        if snap.decisions == n and isinstance(snap.item, DecisionPoint)
    )
    # the same phase start, but a player has one more power: not where the game was
    first = point.state.players[0]
    wrong = point.state.update_player(first.name, power=first.power + 1)

    bad = [*points[: points.index(point)], replace(point, state=wrong)]
    assert s._replay(keys[:n], target, bad) is None
    branch = s.branch(n)  # the real points: resumed, and where the game was
    assert branch.waiting() == target.item
