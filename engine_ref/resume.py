"""Resume points: where a replay may resume instead of starting from the beginning.

Undo and branching replay the decisions taken so far through a fresh engine (a generator
cannot be copied). Replaying the whole game grows with its length; but at the start of every
phase of the round loop the engine holds nothing beyond the game state and a few counters —
no window is open, no gate or pending win waits, the frame stack is empty. The engine records
a ``ResumePoint`` there, and a replay starts from the last one before the decision it must
reach: a new engine starts at that phase with that state and counters, and replays only the
decisions of the phase since. The result is the same engine, in the same place, as a replay
from the beginning (``tests/engine/test_resume_points.py`` proves it over random games of the
three rulesets; ``Session`` checks every resumed replay against its record and falls back to
a full replay if it ever differed).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine_ref.runtime import Start
from engine_ref.state import GameState
from engine_ref.timing import PriorityView

if TYPE_CHECKING:
    from engine_ref.engine import Engine
    from engine_ref.profiles import Profile


@dataclass(frozen=True)
class ResumePoint:
    """The start of a phase of the round loop, with everything the engine carries into it."""

    answered: int  # decisions answered before it
    phase: str
    state: GameState
    start_round: int  # the round the run started in (the round cap counts from it)
    ids: int
    occ: int
    initiative_winner: str | None
    priority: PriorityView
    log_index: int


def capture(g: Engine, phase: str, start_round: int) -> None:
    """Record a resume point at the start of ``phase`` if nothing but the state is in flight."""
    if g.windows or g.sc_gates or g.stack or g.round_ends or g.game_end.pending():
        return
    g.resume_points.append(
        ResumePoint(
            g.answered,
            phase,
            g.state,
            start_round,
            g._ids,
            g._occ,
            g.initiative_winner,
            g.priority,
            g._log_index,
        )
    )


def resume(cp: ResumePoint, profile: Profile, until: str) -> Engine:
    """A new engine at resume point ``cp``, running until ``until`` like the original run."""
    from engine_ref.engine import Engine

    g = Engine(cp.state, profile, Start(cp.phase, "begin", until))
    g.round_origin = cp.start_round
    g.answered = cp.answered
    g._ids = cp.ids
    g._occ = cp.occ
    g.initiative_winner = cp.initiative_winner
    g.priority = cp.priority
    g._log_index = cp.log_index
    return g
