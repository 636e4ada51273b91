"""The 2nd-edition timing (``lcg2``): around each triggering condition, cancel and save
interrupts, forced interrupts, the interrupt window, the condition, forced reactions and one
reaction window; nested sequences resolve last in, first out (Rules Reference, "Triggering
Condition", "Nested Ability Sequences"; seed 004, Priority of Simultaneous Resolution)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine_ref.effects import REMOVAL_OPS
from engine_ref.runtime import PASS, Gen, Instance, Window
from engine_ref.timing import LogEntry, Occurrence, Option, PriorityView

if TYPE_CHECKING:
    from engine_ref.engine import Engine

#: what a player may play in a window: (option, the occurrence it answers, ability index)
Found = list[tuple[Option, Occurrence, int]]


class InterruptReaction:
    """The interrupt / reaction model: every ability and framework event resolves as a
    sequence (cancel and save interrupts, forced interrupts, interrupts, the effect, forced
    reactions, reactions)."""

    name: str = "interrupt-reaction"
    steps: tuple[str, ...] = (
        "Interrupts (cancel and save first)",
        "Forced interrupts",
        "Interrupts",
        "Resolve",
        "Forced reactions",
        "Reactions",
    )

    def __init__(self, g: Engine) -> None:
        self.g = g

    def defers_win(self) -> bool:
        """The game ends as soon as a player reaches the winning total ("Winning the Game")."""
        return False

    def response_gates(self, win: Window) -> list[Occurrence]:
        """Only the conditions of this sequence: they share one reaction window."""
        return list(win.gates)

    def announce_passive(self, inst: Instance, occ: Occurrence) -> tuple[LogEntry, ...]:
        return ()

    def close_marshal(self, win: Window, player: str) -> Gen[None]:
        """The card is in play: its forced reactions, then one reaction window."""
        yield from self.forced_then_reactions(win)
        self.g.pop()
        self.g.windows.pop()

    def ability_window(self, inst: Instance) -> Gen[None]:
        g = self.g
        win = Window("sequence", f"Ability: {inst.label}", inst.controller)
        g.windows.append(win)
        g.push("window", win.label)
        yield from g.resolution.initiate(inst, win)
        yield from self.resolve(inst, win)
        g.pop()
        g.windows.pop()
        g.check_round_end()

    def resolve(self, inst: Instance, win: Window) -> Gen[None]:
        """Rules Reference, "Triggering Condition" and "Nested Ability Sequences": cancel/save
        interrupts first, forced interrupts, the interrupt window, the effect resolves, forced
        reactions (first player orders), then one reaction window."""
        g = self.g
        if not inst.cannot_be_cancelled or inst.threatened:
            yield from self.interrupt_window(inst, win)
        if not inst.cancelled:
            imminent = self.imminent(inst)
            if imminent:
                outer = win.pending
                win.pending = []
                g.triggers.queue_passives(win, imminent, when="before")
                if win.pending:
                    g.push("step", "Forced interrupts")
                    yield from g.triggers.resolve_passives(win)
                    g.pop()
                win.pending = outer
                g.push("step", "Interrupts")
                yield from self.trigger_window(win, imminent, "interrupt")
                g.pop()
        g.push("step", "Resolve")
        outer = win.pending
        win.pending = []
        stocked = g.game_end.stocked()
        if inst.kind == "framework":
            if inst.cancelled:
                yield from g.log(f"{inst.label} was cancelled", "rr.cancel")
                occs: list[Occurrence] = []
            else:
                assert inst.run is not None
                occs = yield from inst.run(inst)
                win.gates.extend(occs)
                g.triggers.queue_passives(win, occs)
        else:
            yield from g.resolution.execute(inst, win)
            g.resolution.discard_played_event(inst)
            if inst.is_event_card and inst.source is not None:
                # "after you play an event": once its effects resolved (or were cancelled)
                played = g.occurrence(
                    "played", card=inst.source, player=inst.controller, text="event played"
                )
                occs = [played]
                if inst.out_of_shadows:  # it came out of shadows as it was played
                    occs.append(
                        g.occurrence(
                            "comes_out_of_shadows",
                            card=inst.source,
                            player=inst.controller,
                            text="event played out of shadows",
                        )
                    )
                win.gates.extend(occs)
                g.triggers.queue_passives(win, occs)
        g.pop()
        # a player whose draw deck this resolution emptied loses at once (seed 001, Instant
        # Loss)
        yield from g.game_end.check_decked(stocked)
        g.push("step", "Forced reactions")
        yield from g.triggers.resolve_passives(win)
        g.pop()
        win.pending = outer
        g.push("step", "Reactions")
        yield from self.reactions(win)
        g.pop()
        win.gates.clear()

    def imminent(self, inst: Instance) -> list[Occurrence]:
        """The occurrences an ability is about to cause (its triggering condition is
        imminent: Rules Reference, "Triggering Condition")."""
        g = self.g
        ab = inst.ability
        if ab is None:
            kills = [
                g.occurrence("killed", card=t, player=g.state.cards[t].controller)
                for t in inst.threatened
                if t not in inst.saved and g.state.is_in_play(t)
            ]
            ch = g.state.challenge
            if inst.would and ch is not None:  # "when a challenge ends" (its own condition)
                kills.append(g.occurrence(inst.would, player=ch.attacker, challenge=ch.type))
            return kills
        out: list[Occurrence] = []
        for e in ab.effects:
            if e.op in REMOVAL_OPS:
                how = REMOVAL_OPS[e.op][0]
                for t in g.resolution.subjects(inst, e):
                    if g.state.is_in_play(t) and t not in inst.saved:
                        c = g.state.cards[t]
                        out.append(
                            g.occurrence(
                                how, card=t, player=c.controller, text=f"{c.name} would be {how}"
                            )
                        )
        return out

    def trigger_window(self, win: Window, occs: list[Occurrence], kind: str) -> Gen[None]:
        """A window for optional interrupts to imminent occurrences: the first player first,
        clockwise until all pass consecutively."""
        g = self.g
        used: set[tuple[str, int]] = set()

        def found(p: str) -> Found:
            out: Found = []
            for c, i, ab in g.options.playable_sources(p, kind):
                if ab.trigger is None:
                    continue
                for occ in occs:
                    if (f"{c.id}#{i}", occ.id) in used:
                        continue
                    if g.trigger_matches(ab.trigger, occ, c.id, p) and g.options.usable(
                        p, c, i, ab, None
                    ):
                        out.append(
                            (Option(g.options.use_key(c, i, ab), p, f"{c.name}: {ab.text}"), occ, i)
                        )
                        break
            return out

        yield from self.take_turns(
            found, used, kind, f"{kind}s", f"{kind} or pass", "rr.interrupts", "Interrupt"
        )

    def take_turns(
        self,
        found: Callable[[str], Found],
        used: set[tuple[str, int]],
        kind: str,
        where: str,
        prompt: str,
        cite: str,
        label: str,
    ) -> Gen[None]:
        """Players in turn, the first player first, play what ``found`` offers them or pass,
        until all pass consecutively; each ability played resolves as a nested sequence."""
        g = self.g
        n = len(g.state.players)
        who = g.state.first_player
        if not any(found(p) for p in g.state.seat_order_from(who)):
            return
        passed: list[str] = []
        while len(passed) < n:
            g.priority = PriorityView(who, tuple(passed), where)
            offered = found(who)
            opts = [Option(PASS, who, "pass"), *(o for o, _, _ in offered)]
            choice = yield from g.ask(who, prompt, opts, cite)
            if choice.is_pass:
                passed.append(who)
            else:
                passed = []
                _opt, occ, idx = next(f for f in offered if f[0].key == choice.key)
                ref = choice.key.split(" ", 1)[1]
                src = g.resolution.parse_ref(ref)[0]
                used.add((f"{src.id}#{idx}", occ.id))
                inst = g.resolution.make_instance(who, ref, kind, trigger=occ, ability_index=idx)
                yield from self.nested(inst, f"{label}: {inst.label}")
            who = g.state.left_of(who)

    def nested(self, inst: Instance, label: str) -> Gen[None]:
        """An ability played in a window resolves as its own sequence inside it (Rules
        Reference, "Nested Ability Sequences")."""
        g = self.g
        sub = Window("sequence", label, inst.controller)
        g.windows.append(sub)
        g.push("ability", sub.label)
        yield from g.resolution.initiate(inst, sub)
        yield from self.resolve(inst, sub)
        g.pop()
        g.windows.pop()

    def interrupt_window(self, inst: Instance, win: Window) -> Gen[None]:
        g = self.g
        g.push("step", f"Interrupts: {inst.label}")
        g.sc_gates.append(inst.label)
        n = len(g.state.players)
        who = g.state.first_player  # rr: in every window the first player acts first
        passed: list[str] = []
        order = g.state.seat_order_from(who)
        if not any(g.save_cancel.options(p, inst) for p in order):
            passed = list(order)
        while len(passed) < n and not inst.cancelled:
            g.priority = PriorityView(who, tuple(passed), f"interrupts: {inst.label}")
            opts = [Option(PASS, who, "pass"), *g.save_cancel.options(who, inst)]
            choice = yield from g.ask(
                who, f"interrupt {inst.label}?", opts, "rr.triggering-condition"
            )
            if choice.is_pass:
                passed.append(who)
            else:
                passed = []
                yield from g.save_cancel.play(who, choice, inst, win)
            who = g.state.left_of(who)
        g.sc_gates.pop()
        g.pop()

    def forced_then_reactions(self, win: Window) -> Gen[None]:
        """The lcg2 close of a window: its forced reactions, then one reaction window."""
        g = self.g
        g.push("step", "Forced reactions")
        yield from g.triggers.resolve_passives(win)
        g.pop()
        g.push("step", "Reactions")
        yield from self.reactions(win)
        g.pop()

    def reactions(self, win: Window) -> Gen[None]:
        """The reaction window of the conditions that resolved together."""
        g = self.g
        yield from self.take_turns(
            lambda p: g.triggers.response_options(p, win),
            win.used,
            "response",
            f"reactions: {win.label}",
            "react or pass",
            "rr.action-windows",
            "Reaction",
        )

    def framework_window(
        self,
        label: str,
        events: list[Instance],
        end_of_phase: bool = False,
        together: bool = False,
        keywords: Callable[[Window], None] | None = None,
    ) -> Gen[None]:
        """Each framework event resolves as its own sequence; ``together``, they happen as
        one step and their forced abilities follow in the first player's order; at the end
        of a phase each event's forced abilities resolve at once. (The 1st edition's
        challenge keywords, ``keywords``, have no place here.)"""
        g = self.g
        win = Window("sequence", f"Framework: {label}", None)
        g.windows.append(win)
        g.push("framework", win.label)
        if together:
            # the events resolve as one step; their forced abilities then resolve in the
            # first player's order (004, Priority of Simultaneous Resolution)
            stocked = g.game_end.stocked()
            for ev in events:
                g.push("step", ev.label)
                if ev.prepare is not None:
                    yield from ev.prepare(ev)
                assert ev.run is not None
                occs = yield from ev.run(ev)
                win.gates.extend(occs)
                g.triggers.queue_passives(win, occs)
                g.pop()
            yield from g.game_end.check_decked(stocked)
            yield from self.forced_then_reactions(win)
            g.pop()
            g.windows.pop()
            return
        for ev in events:
            g.push("step", ev.label)
            if ev.prepare is not None:
                yield from ev.prepare(ev)
            if end_of_phase:
                # forced interrupts to the phase's end ("when the challenges phase ends")
                # resolve before it ends, while this phase's effects and counts still hold
                ending = g.occurrence("phase_ends", text=f"end of the {g.state.phase} phase")
                g.triggers.queue_passives(win, [ending], when="before")
                if win.pending:
                    yield from g.triggers.resolve_passives(win)
                # then the players' own interrupts to it ("Interrupt: When the challenges
                # phase ends, kneel X to ..."), the first player first
                yield from self.trigger_window(win, [ending], "interrupt")
                assert ev.run is not None
                occs = yield from ev.run(ev)
                g.triggers.queue_passives(win, occs)
                yield from g.triggers.resolve_passives(win)
            else:
                yield from self.resolve(ev, win)
            g.pop()
        g.pop()
        g.windows.pop()
