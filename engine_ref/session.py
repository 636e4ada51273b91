"""The stepping API a front end drives, like a debugger (docs/engine/engine.md).

A ``Session`` runs a scenario one step at a time. Every step (a log entry or a decision
point) is recorded with a snapshot of the state, the window stack, priority and gates, so
``back()`` and ``forward()`` are instant; ``branch(k)`` replays the first ``k`` decisions and
leaves decision ``k + 1`` open, which is how undo and "what if" work.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import replace as dc_replace

from engine_ref.engine import Engine, Gen
from engine_ref.errors import IllegalDecision
from engine_ref.phases import pipelines
from engine_ref.profiles import get_profile
from engine_ref.resume import ResumePoint, resume
from engine_ref.scenario import Scenario
from engine_ref.state import GameState, LastingEffect, Moribund
from engine_ref.timing import (
    DecisionPoint,
    Frame,
    GateView,
    LogEntry,
    Option,
    PriorityView,
    Refused,
)

#: decisions taken without asking when ``auto`` is on and no scripted decision is left
AUTO_KEYS = ("pass", "done", "order 1")


@dataclass(frozen=True)
class Snapshot:
    item: LogEntry | DecisionPoint
    state: GameState
    stack: tuple[Frame, ...]
    priority: PriorityView
    gates: tuple[GateView, ...]
    decisions: int  # decisions answered before this point
    log_len: int  # log entries up to and including this point
    #: the step of the phase's pipeline running here: (phase, number in its steps)
    phase_step: tuple[str, int] | None = None


@dataclass(frozen=True)
class PhaseStep:
    """One step of the current phase's pipeline, as the rules desk lists it."""

    label: str
    status: str  # done, current, next


def _decisions_of(snap: Snapshot) -> int:
    return snap.decisions


class Session:
    """Step through a scenario. ``decisions`` defaults to the scenario's own list; with
    ``auto=True`` the session answers "pass" / "done" / "order 1" by itself once the
    scripted decisions run out (``engine-ref run`` does this)."""

    def __init__(
        self, scenario: Scenario, decisions: Sequence[str] | None = None, *, auto: bool = False
    ) -> None:
        self.scenario = scenario
        self.profile = get_profile(scenario.ruleset)
        self.auto = auto
        self._script: list[str] = list(scenario.decisions if decisions is None else decisions)
        self._engine = Engine(scenario.state, self.profile, scenario.start)
        self._gen: Gen[None] = self._engine.flow()
        self._snapshots: list[Snapshot] = []
        self._log: list[LogEntry] = []
        self._taken: list[Option] = []
        self._finished = False
        self._pending_answer: Option | None = None
        self._cursor = -1
        self._advance()  # the first step

    # ------------------------------------------------------------------ driving
    def _record(self, item: LogEntry | DecisionPoint) -> None:
        e = self._engine
        if isinstance(item, LogEntry):
            self._log.append(item)
        self._snapshots.append(
            Snapshot(
                item,
                e.state,
                tuple(e.stack),
                e.priority,
                e.open_gates(),
                len(self._taken),
                len(self._log),
                e.phase_step,
            )
        )
        self._cursor = len(self._snapshots) - 1

    def _advance(self) -> bool:
        """Run the engine to its next yielded item; False once the flow has ended."""
        if self._finished:
            return False
        try:
            item = self._gen.send(self._pending_answer) if self._snapshots else next(self._gen)
        except StopIteration:
            self._finished = True
            return False
        self._pending_answer = None
        self._record(item)
        return True

    def _at_head(self) -> bool:
        return self._cursor == len(self._snapshots) - 1

    def _answer(self, option: Option) -> None:
        self._taken.append(option)
        self._pending_answer = option
        self._advance()

    def _scripted_answer(self, point: DecisionPoint) -> Option | None:
        if self._script:
            raw = self._script[0]
            player, sep, key = raw.partition(":")
            if sep and player.strip() in self.scenario.state.player_names:
                key = key.strip()
                if player.strip() != point.player:
                    raise IllegalDecision(
                        f"decision {len(self._taken) + 1} ({raw!r}) is for {player.strip()}, but "
                        f"{point.player} is to decide: {point.prompt}; options: {_keys(point)}"
                    )
            else:
                key = raw.strip()
            opt = point.find(key)
            if opt is None:
                raise IllegalDecision(
                    f"decision {len(self._taken) + 1} ({raw!r}) is not legal here: "
                    f"{point.player} must {point.prompt}; options: {_keys(point)}"
                )
            self._script.pop(0)
            return opt
        if self.auto:
            for k in AUTO_KEYS:
                opt = point.find(k)
                if opt is not None:
                    return opt
        return None

    def step(self) -> Snapshot | None:
        """One step forward (replays history first if the cursor is behind). At a decision
        point it uses the next scripted decision; without one it stays and returns the
        point (answer it with ``decide``)."""
        if not self._at_head():
            self._cursor += 1
            return self._snapshots[self._cursor]
        cur = self.current()
        if cur is not None and isinstance(cur.item, DecisionPoint):
            opt = self._scripted_answer(cur.item)
            if opt is None:
                return cur
            self._answer(opt)
            return self.current()
        if not self._advance():
            return None
        return self.current()

    def decide(self, option: Option | str) -> None:
        """Answer the open decision. If the cursor was moved back, this starts a branch: the
        later history is dropped (keep the old session to compare)."""
        if not self._at_head():
            snap = self._snapshots[self._cursor]
            if not isinstance(snap.item, DecisionPoint):
                raise IllegalDecision("there is no decision at this step")
            self._reset_to(snap.decisions)
        cur = self.current()
        if cur is None or not isinstance(cur.item, DecisionPoint):
            raise IllegalDecision("no decision is open: step until one is")
        key = option.key if isinstance(option, Option) else option
        opt = cur.item.find(key)
        if opt is None:
            raise IllegalDecision(f"{key!r} is not a legal option; options: {_keys(cur.item)}")
        self._script = []
        self._answer(opt)

    def waiting(self) -> DecisionPoint | None:
        """The open decision that nothing scripted answers, if the session is stopped at one."""
        cur = self.current()
        if cur is None or not self._at_head() or not isinstance(cur.item, DecisionPoint):
            return None
        if self._script or (self.auto and any(cur.item.find(k) for k in AUTO_KEYS)):
            return None  # the next step answers it
        return cur.item

    def run_to_decision(self) -> DecisionPoint | None:
        """Step until a decision needs an answer (returned) or the flow ends (None)."""
        while not self._at_head():
            self._cursor += 1
        while True:
            cur = self._snapshots[-1] if self._snapshots else None
            if cur is not None and isinstance(cur.item, DecisionPoint):
                opt = self._scripted_answer(cur.item)
                if opt is None:
                    return cur.item
                self._taken.append(opt)
                self._pending_answer = opt
            if not self._advance():
                return None

    def run(self) -> DecisionPoint | None:
        """Alias of ``run_to_decision`` for scripts."""
        return self.run_to_decision()

    def _run_until_left(self, stack: tuple[Frame, ...], depth: int) -> Snapshot | None:
        """Step until the frame at ``depth`` of ``stack`` has been popped (frames are
        compared by identity: the same label may come back as a new window)."""
        if depth >= len(stack):
            return self.step()
        frame = stack[depth]
        while True:
            before = (len(self._snapshots), self._cursor)
            snap = self.step()
            if snap is None:
                return None
            if (len(self._snapshots), self._cursor) == before:
                return snap  # stopped at an open decision
            if len(snap.stack) <= depth or snap.stack[depth] is not frame:
                return snap

    def _window_index(self, stack: tuple[Frame, ...], skip: int = 0) -> int:
        idx = [
            i
            for i, f in enumerate(stack)
            if f.kind in ("window", "framework", "ability", "actions", "phase")
        ]
        if not idx:
            return 0
        return idx[max(0, len(idx) - 1 - skip)]

    def step_over(self) -> Snapshot | None:
        """Finish the current window (or nested ability) and stop after it."""
        cur = self.current()
        if cur is None:
            return self.step()
        return self._run_until_left(cur.stack, self._window_index(cur.stack))

    def step_out(self) -> Snapshot | None:
        """Finish the level that holds the current window (e.g. the whole action segment)."""
        cur = self.current()
        if cur is None:
            return self.step()
        return self._run_until_left(cur.stack, self._window_index(cur.stack, skip=1))

    def back(self) -> Snapshot | None:
        if self._cursor > 0:
            self._cursor -= 1
        return self.current()

    def forward(self) -> Snapshot | None:
        if not self._at_head():
            self._cursor += 1
        return self.current()

    def goto(self, index: int) -> Snapshot | None:
        self._cursor = max(0, min(index, len(self._snapshots) - 1))
        return self.current()

    def _reset_to(self, n_decisions: int) -> None:
        """Go back to decision ``n_decisions + 1`` (undo = replay of the ones before)."""
        fresh = self._fork(n_decisions)
        auto = self.auto
        self.__dict__.update(fresh.__dict__)
        self.auto = auto

    def _fork(self, n: int, from_start: bool = False) -> Session:
        """Replay the first ``n`` decisions through a fresh engine without yielding its steps
        (they are already recorded here and, the engine being deterministic, identical), and
        stop where decision ``n + 1`` is asked."""
        # snapshots count the decisions answered so far in non-decreasing order: start the
        # search at the first one with ``n`` (a bisection, not a scan of the whole timeline)
        snaps = self._snapshots
        start = bisect_left(snaps, n, key=_decisions_of)
        idx = next(
            (
                i
                for i in range(start, len(snaps))
                if snaps[i].decisions == n and isinstance(snaps[i].item, DecisionPoint)
            ),
            None,
        )
        keys = [o.key for o in self._taken[:n]]
        if idx is None:  # never asked (the flow ended): replay in full
            full = Session(self.scenario, keys, auto=False)
            full.run_to_decision()
            return full
        target = self._snapshots[idx]
        # from the last resume point before the decision (engine_ref.resume); should the
        # replay ever differ from the record, from the beginning
        points = () if from_start else self._engine.resume_points
        fork = self._replay(keys, target, points) or self._replay(keys, target, ())
        if fork is None:
            raise IllegalDecision("replay diverged: the engine is not deterministic")
        engine, gen, item = fork
        new = Session.__new__(Session)
        new.scenario = self.scenario
        new.profile = self.profile
        new.auto = False
        new._script = []
        new._engine = engine
        new._gen = gen
        # the open decision is the new engine's own point (equal to the recorded one): the
        # engine recognises its options by identity (e.g. "pass" is its first option)
        new._snapshots = [*self._snapshots[:idx], dc_replace(target, item=item)]
        new._log = self._log[: target.log_len]
        new._taken = self._taken[:n]
        new._finished = False
        new._pending_answer = None
        new._cursor = idx
        return new

    def _replay(
        self, keys: list[str], target: Snapshot, points: Sequence[ResumePoint]
    ) -> tuple[Engine, Gen[None], DecisionPoint] | None:
        """Replay ``keys`` silently through a fresh engine — from the last of ``points`` that
        comes before them, else from the start — and return it at the decision recorded in
        ``target``; None if it arrived anywhere else."""
        usable = [p for p in points if p.answered <= len(keys)]
        if usable:
            point = usable[-1]
            engine = resume(point, self.profile, self.scenario.start.until)
            engine.resume_points = list(usable[:-1])  # it records ``point`` again
            done = point.answered
        else:
            engine = Engine(self.scenario.state, self.profile, self.scenario.start)
            done = 0
        engine.silent = True
        gen = engine.flow()
        try:
            item = next(gen)
            for key in keys[done:]:
                option = item.find(key) if isinstance(item, DecisionPoint) else None
                if option is None:
                    return None
                item = gen.send(option)
        except StopIteration:
            return None
        engine.silent = False
        engine._log_index = target.log_len  # the silent steps logged nothing: count them
        recorded = target.item
        if (
            not isinstance(item, DecisionPoint)
            or not isinstance(recorded, DecisionPoint)
            or item.options != recorded.options
            or engine.state != target.state
        ):
            return None
        return engine, gen, item

    def branch(self, at_decision: int, *, from_start: bool = False) -> Session:
        """A new session that replays the first ``at_decision`` decisions of this one and
        stops at the next decision, ready for a different answer. This session is kept.
        The replay starts at the last phase start before that decision
        (``engine_ref.resume``), or with ``from_start`` at the beginning of the run."""
        return self._fork(at_decision, from_start)

    def undo(self) -> None:
        """Take back the last decision (a replay of all the others)."""
        self._reset_to(max(0, len(self._taken) - 1))

    # ------------------------------------------------------------------ views
    def current(self) -> Snapshot | None:
        if self._cursor < 0:
            return None
        return self._snapshots[self._cursor]

    @property
    def finished(self) -> bool:
        return self._finished and self._at_head()

    @property
    def position(self) -> int:
        return self._cursor

    @property
    def length(self) -> int:
        return len(self._snapshots)

    def state(self) -> GameState:
        cur = self.current()
        return cur.state if cur else self.scenario.state

    def stack(self) -> tuple[Frame, ...]:
        cur = self.current()
        return cur.stack if cur else ()

    def phase_steps(self) -> tuple[PhaseStep, ...]:
        """The steps of the phase being played (its declared pipeline), with the one
        running now marked ``current``, those before it ``done``."""
        cur = self.current()
        if cur is None or cur.phase_step is None:
            return ()
        phase, at = cur.phase_step
        labels = pipelines(self.profile)[phase].describe(self.profile, cur.state.active_player)
        return tuple(
            PhaseStep(label, "done" if i < at else "current" if i == at else "next")
            for i, label in enumerate(labels)
        )

    def priority(self) -> PriorityView:
        cur = self.current()
        return cur.priority if cur else PriorityView(None, ())

    def open_gates(self) -> tuple[GateView, ...]:
        cur = self.current()
        return cur.gates if cur else ()

    def moribund(self) -> tuple[Moribund, ...]:
        return self.state().moribund

    def lasting_effects(self) -> tuple[LastingEffect, ...]:
        return self.state().lasting

    def options(self) -> tuple[Option, ...]:
        cur = self.current()
        if cur is not None and isinstance(cur.item, DecisionPoint):
            return cur.item.options
        return ()

    def refused(self) -> tuple[Refused, ...]:
        """The options the rules forbid at the decision under the cursor, each with the
        citation id of the rule that forbids it (never legal answers)."""
        cur = self.current()
        if cur is not None and isinstance(cur.item, DecisionPoint):
            return cur.item.refused
        return ()

    def log(self) -> tuple[LogEntry, ...]:
        cur = self.current()
        n = cur.log_len if cur else 0
        return tuple(self._log[:n])

    def decisions(self) -> tuple[str, ...]:
        """The decisions answered so far, as scenario keys ("player: key")."""
        return tuple(f"{o.player}: {o.key}" for o in self._taken)

    def unused_decisions(self) -> tuple[str, ...]:
        """Scripted decisions that no question has asked for (yet)."""
        return tuple(self._script)

    def snapshots(self) -> tuple[Snapshot, ...]:
        return tuple(self._snapshots)


def _keys(point: DecisionPoint) -> str:
    return ", ".join(o.key for o in point.options)


def run_scenario(scenario: Scenario, *, auto: bool = True) -> Session:
    """Run a scenario as far as its decisions (and automatic passes) take it."""
    s = Session(scenario, auto=auto)
    s.run_to_decision()
    return s
