"""The 1st-edition action window (``lcg1``, ``ccg-winter``): six steps, saves and cancels in
step 2, passives in step 4, responses in step 5, Moribund cards leave in step 6 (seed 002,
Timing Structure)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine_ref.runtime import PASS, Gen, Instance, Window
from engine_ref.timing import LogEntry, Occurrence, Option, PriorityView, Refused

if TYPE_CHECKING:
    from engine_ref.engine import Engine


class SixStepWindow:
    """The six-step action window: 1 initiate, 2 save/cancel, 3 execute, 4 passives,
    5 responses, 6 resolve (Moribund cards leave play)."""

    name: str = "window6"
    steps: tuple[str, ...] = (
        "Step 1: initiate",
        "Step 2: save/cancel",
        "Step 3: execute",
        "Step 4: passives",
        "Step 5: responses",
        "Step 6: resolve",
    )

    def __init__(self, g: Engine) -> None:
        self.g = g

    def defers_win(self) -> bool:
        """The win is a special passive resolving first in the next step 4 (002 §2.8)."""
        return bool(self.g.windows)

    def response_gates(self, win: Window) -> list[Occurrence]:
        """Every gate of every open window stays open until step 6 (seed 002 step 5)."""
        return [o for w in self.g.windows for o in w.gates]

    def announce_passive(self, inst: Instance, occ: Occurrence) -> tuple[LogEntry, ...]:
        if occ.event == "revealed":
            return self.g.log(
                f"when revealed: {inst.label} resolves as a passive in step 4 of the reveal window",
                "002.clar.2.2",
                inst.controller,
            )
        return ()

    def close_marshal(self, win: Window, player: str) -> Gen[None]:
        """Steps 4-6 of the marshalling window, responses from the player's left."""
        yield from self.finish_window(win, first=self.g.state.left_of(player))

    def ability_window(self, inst: Instance) -> Gen[None]:
        """A player action window (seed 002 Timing Structure, steps 1-6)."""
        g = self.g
        win = Window("player", f"Action window: {inst.label}", inst.controller)
        g.windows.append(win)
        g.push("window", win.label)
        g.push("step", "Step 1: initiate")
        ok = yield from g.resolution.initiate(inst, win)
        g.pop()
        if ok:
            yield from g.save_cancel.step(inst, win)
            g.push("step", "Step 3: execute")
            yield from g.resolution.execute(inst, win)
            g.pop()
        yield from self.finish_window(win, first=g.state.left_of(inst.controller))

    def finish_window(self, win: Window, first: str) -> Gen[None]:
        """Steps 4-6 and the window closes. In a silent replay a step that has nothing to
        resolve can neither ask nor change the state (its log entries are already
        recorded), so it is skipped."""
        g = self.g
        # (g.silent is read at each step: a branch's silent replay may end at a decision
        # asked in step 4 or 5, and the steps after it are then recorded again)
        if not g.silent or win.pending or g.game_end.pending():
            g.push("step", "Step 4: passives")
            if not g.silent and not win.pending:
                yield from g.log("no passive ability was triggered", "002.timing.step4")
            yield from g.triggers.resolve_passives(win)
            g.pop()
        if win.kind != "end_of_phase" and (
            not g.silent
            or any(g.triggers.response_options(p, win) for p in g.state.seat_order_from(first))
        ):
            g.push("step", "Step 5: responses")
            yield from self.responses(win, first)
            g.pop()
        if not g.silent or (g.state.moribund and len(g.windows) <= 1):
            g.push("step", "Step 6: resolve")
            yield from g.leaving.resolve_moribund()
            g.pop()
        g.pop()
        g.windows.pop()
        g.check_round_end()

    def framework_window(
        self,
        label: str,
        events: list[Instance],
        end_of_phase: bool = False,
        together: bool = False,
        keywords: Callable[[Window], None] | None = None,
    ) -> Gen[None]:
        """A framework action window: each framework event runs steps 1-3, then one step 4,
        one step 5 (first player first) and one step 6 for all of them (seed 002, the
        challenge resolution example). ``together`` changes nothing here: every event has
        its own steps 1-3 anyway."""
        g = self.g
        win = Window("end_of_phase" if end_of_phase else "framework", f"Framework: {label}", None)
        g.windows.append(win)
        g.push("framework", win.label)
        for ev in events:
            # (g.silent is read each time: a branch's silent replay ends at a decision)
            if ev.prepare is not None or not g.silent:
                # (a silent replay skips a step that can neither ask nor be seen)
                g.push("step", f"Step 1: initiate — {ev.label}")
                if ev.prepare is not None:
                    yield from ev.prepare(ev)
                yield from g.log(f"framework event: {ev.label}", ev.cite or "002.timing.framework")
                g.pop()
            if not end_of_phase and not (g.silent and g.save_cancel.unanswerable(ev)):
                yield from g.save_cancel.step(ev, win)
            g.push("step", "Step 3: execute")
            if ev.cancelled:
                yield from g.log(f"{ev.label} was cancelled", "002.timing.step3")
            else:
                assert ev.run is not None
                occs = yield from ev.run(ev)
                if occs:
                    win.gates.extend(occs)
                    g.triggers.queue_passives(win, occs)
            g.pop()
        if keywords is not None:
            keywords(win)
        yield from self.finish_window(win, first=g.state.first_player)

    def responses(self, win: Window, first: str) -> Gen[None]:
        """Step 5: normal responses clockwise through every open gate until all pass
        consecutively (seed 002 step 5)."""
        g = self.g
        st = g.state
        n = len(st.players)
        who = first
        passed: list[str] = []
        why = "002.faq.first-response"
        silent = g.silent
        if silent:
            pass
        elif win.kind == "player":
            yield from g.log(f"responses: {who}, on the initiator's left, may respond first", why)
        else:
            yield from g.log(f"responses: {who}, the first player, may respond first", why)
        order = st.seat_order_from(who)
        if not any(g.triggers.response_options(p, win) for p in order):
            passed = list(order)
            if not silent:
                for p in passed:
                    yield from g.log(f"{p} passes (nothing legal to play)", "002.timing.step5", p)
        while len(passed) < n:
            g.priority = PriorityView(who, tuple(passed), f"responses: {win.label}")
            refused: list[Refused] = []
            found = g.triggers.response_options(who, win, refused)
            opts = [Option(PASS, who, "pass"), *(o for o, _, _ in found)]
            choice = yield from g.ask(
                who, "play a response or pass", opts, "002.timing.step5", refused=refused
            )
            if choice.is_pass:
                if len(opts) > 1:
                    yield from g.log(f"{who} passes", "002.timing.step5", who)
                passed.append(who)
            else:
                passed = []
                _opt, occ, idx = next(f for f in found if f[0].key == choice.key)
                src = g.resolution.parse_ref(choice.key.split(" ", 1)[1])[0]
                win.used.add((f"{src.id}#{idx}", occ.id))
                inst = g.resolution.make_instance(
                    who, choice.key.split(" ", 1)[1], "response", trigger=occ, ability_index=idx
                )
                yield from g.log(
                    f"{who} responds with {inst.label} (gate: {occ.text or occ.event})",
                    "002.timing.step5",
                    who,
                )
                g.push("ability", f"Response: {inst.label}")
                yield from g.resolution.initiate(inst, win)
                yield from g.save_cancel.step(inst, win)
                outer = win.pending
                win.pending = []
                yield from g.resolution.execute(inst, win)
                yield from g.triggers.resolve_passives(win)
                win.pending = outer
                g.pop()
            who = g.state.left_of(who)
        yield from g.log("all players passed consecutively: no more responses", "002.timing.step5")
