"""Phase frameworks as declared step pipelines.

A phase is a ``Pipeline``: a tuple of steps (the phase beginning, player action segments,
framework windows holding framework events, a pass for each player in turn, the end of the
phase). The runner walks the steps; the rules desk lists them (``Pipeline.describe``), so a
judge sees where in the phase the game stands and what comes next.

Labels are templates: ``{player}`` is the player whose turn a per-player step is,
``{phase}`` / ``{Phase}`` the phase's name, ``{draw}`` the cards each player draws in the
draw phase, ``{epic}`` the name of an epic phase.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Protocol

from engine_ref.effects.zones import return_removed
from engine_ref.runtime import Gen, Instance
from engine_ref.state import replace
from engine_ref.timing import Occurrence

if TYPE_CHECKING:
    from engine_ref.engine import Engine
    from engine_ref.profiles import Profile

#: what a framework event does: (engine, the event's instance) -> what it caused
EventRun = Callable[["Engine", Instance], Gen[list[Occurrence]]]


@dataclass
class Where:
    """Where a pipeline runs: its phase, the start point inside it, whose turn it is."""

    phase: str
    at: str
    player: str | None = None
    values: Mapping[str, str] = field(default_factory=dict)

    def fmt(self, template: str, g: Engine) -> str:
        if "{" not in template:
            return template
        return template.format(
            player=self.player or "",
            phase=self.phase,
            Phase=self.phase.capitalize(),
            draw=g.profile.draw_phase_cards,
            **self.values,
        )


def framework_event(
    g: Engine,
    label: str,
    cite: str,
    run: Callable[[Instance], Gen[list[Occurrence]]] | None = None,
    *,
    occurs: str | None = None,
    prepare: Callable[[Instance], Gen[None]] | None = None,
    would: str = "",
) -> Instance:
    """A framework event (it cannot be cancelled). Without ``run`` it only logs its label
    and, with ``occurs``, causes that occurrence (e.g. ``phase_begins``); ``would`` names
    the occurrence interrupts may answer before it resolves (``challenge_ends``)."""

    if run is None:

        def run(inst: Instance) -> Gen[list[Occurrence]]:
            yield from g.log(label, cite)
            return [g.occurrence(occurs, text=label)] if occurs else []

    return Instance(
        g.next_id(),
        "framework",
        g.state.first_player,
        label,
        run=run,
        prepare=prepare,
        cite=cite,
        cannot_be_cancelled=True,
        would=would,
    )


@dataclass(frozen=True)
class Event:
    """A framework event of a pipeline: its label, its rule (``None``: the phase's own
    rule), what it does (``None``: it is logged and causes ``occurs``), and for which
    rulesets it exists (``applies``; always when ``None``)."""

    label: str
    cite: str | None = None
    run: EventRun | None = None
    occurs: str | None = None
    applies: Callable[[Profile], bool] | None = None

    def instance(self, g: Engine, where: Where) -> Instance:
        label = where.fmt(self.label, g)
        cite = self.cite or g.cite_phase(where.phase)
        run = self.run
        if run is None:
            return framework_event(g, label, cite, occurs=self.occurs)
        return framework_event(g, label, cite, lambda inst: run(g, inst))


class Step(Protocol):
    def run(self, g: Engine, where: Where) -> Gen[None]:
        """The step's flow (a generator the pipeline runs; steps hand back the generator of
        the window they open rather than wrapping it, which keeps the flow shallow)."""
        ...

    def describe(self, profile: Profile) -> tuple[str, ...]: ...


@dataclass(frozen=True)
class Begin:
    """The framework window in which the phase begins (only when the flow reaches the
    phase's beginning, not when a scenario starts inside it)."""

    def run(self, g: Engine, where: Where) -> Gen[None]:
        if where.at != "begin":
            return nothing()
        phase = where.phase
        label = f"the {phase} phase begins"

        def begins(inst: Instance) -> Gen[list[Occurrence]]:
            yield from g.log(label, g.cite_phase(phase))
            occs = [g.occurrence("phase_begins", text=label)]
            # cards removed from the game until the beginning of this phase come back
            occs.extend((yield from return_removed(g, phase)))
            return occs

        return g.timing.framework_window(
            f"{phase.capitalize()} phase begins",
            [framework_event(g, label, g.cite_phase(phase), begins)],
        )

    def describe(self, profile: Profile) -> tuple[str, ...]:
        return ("{Phase} phase begins",)


@dataclass(frozen=True)
class Actions:
    """A player action segment. ``only_at``: the start points at which it runs (always when
    ``None``); ``marshal``: the player of the turn may marshal in it."""

    label: str = "Player actions"
    only_at: tuple[str, ...] | None = None
    marshal: bool = False

    def run(self, g: Engine, where: Where) -> Gen[None]:
        if self.only_at is not None and where.at not in self.only_at:
            return nothing()
        return g.actions.player_actions(
            where.fmt(self.label, g), marshal_player=where.player if self.marshal else None
        )

    def describe(self, profile: Profile) -> tuple[str, ...]:
        return (self.label,)


@dataclass(frozen=True)
class Framework:
    """A framework window holding framework events. ``only_at``: the start points at which
    it opens (always when ``None``); ``together``: the events happen as one step
    (004 Priority of Simultaneous Resolution)."""

    title: str
    events: tuple[Event, ...]
    only_at: tuple[str, ...] | None = None
    together: bool = False
    #: whether the window opens in this game (e.g. titles: a melee game only)
    applies: Callable[[Engine], bool] | None = None

    def run(self, g: Engine, where: Where) -> Gen[None]:
        if self.only_at is not None and where.at not in self.only_at:
            return nothing()
        if self.applies is not None and not self.applies(g):
            return nothing()
        events = [
            e.instance(g, where) for e in self.events if e.applies is None or e.applies(g.profile)
        ]
        return g.timing.framework_window(where.fmt(self.title, g), events, together=self.together)

    def describe(self, profile: Profile) -> tuple[str, ...]:
        labels = [e.label for e in self.events if e.applies is None or e.applies(profile)]
        return (f"{self.title}: {'; '.join(labels)}",)


@dataclass(frozen=True)
class EachPlayer:
    """The steps once for each player, from the first player clockwise, each the active
    player in turn. A scenario starting inside the phase resumes at the active player
    (when it starts at one of ``resume_at``, or at any point when ``None``), and that
    player skips the steps in ``skip_on_resume`` (e.g. income he already collected)."""

    steps: tuple[Step, ...]
    resume_at: tuple[str, ...] | None = None
    skip_on_resume: tuple[Step, ...] = ()

    def order(self, g: Engine, at: str) -> tuple[tuple[str, ...], bool]:
        """The players in turn, and whether the first of them resumes his turn."""
        order = g.state.seat_order_from(g.state.first_player)
        active = g.state.active_player
        if active in order and (self.resume_at is None or at in self.resume_at):
            return order[order.index(active) :], True
        return order, False

    def turns(self, g: Engine, where: Where, base: int) -> Iterator[tuple[Step, Where]]:
        """Each player's steps with where they run, the player made the active one as his
        turn begins (an iterator the pipeline runs the steps of: one generator less
        between the flow and every window it opens)."""
        order, resuming = self.order(g, where.at)
        for name in order:
            g.set_state(replace(g.state, active_player=name))
            turn = replace(where, player=name)
            for i, step in enumerate(self.steps):
                if resuming and step in self.skip_on_resume:
                    continue
                g.phase_step = (where.phase, base + i)
                yield step, turn
            resuming = False
            where = replace(where, at="begin")
        g.set_state(replace(g.state, active_player=None))

    def run(self, g: Engine, where: Where) -> Gen[None]:
        base = g.phase_step[1] if g.phase_step else 0
        for step, turn in self.turns(g, where, base):
            yield from step.run(g, turn)

    def describe(self, profile: Profile) -> tuple[str, ...]:
        inner = [label for s in self.steps for label in s.describe(profile)]
        return tuple(f"each player in turn: {label}" for label in inner)


@dataclass(frozen=True)
class Custom:
    """A step the phase's own code runs (its label is what the rules desk lists)."""

    label: str
    body: Callable[[Engine, Where], Gen[None]]

    def run(self, g: Engine, where: Where) -> Gen[None]:
        return self.body(g, where)

    def describe(self, profile: Profile) -> tuple[str, ...]:
        return (self.label,)


@dataclass(frozen=True)
class EndOfPhase:
    """The end-of-phase window: no saves, cancels or responses in it; effects lasting
    "until the end of the phase" end first (seed 002 §2.6)."""

    def run(self, g: Engine, where: Where) -> Gen[None]:
        return end_of_phase(g, where.phase)

    def describe(self, profile: Profile) -> tuple[str, ...]:
        return ("{Phase} phase ends",)


def end_of_phase(g: Engine, phase: str) -> Gen[None]:
    """End-of-phase window without steps 2 and 5 (seed 002 §2.6)."""

    def expire(inst: Instance) -> Gen[list[Occurrence]]:
        st = g.state
        ending = [e for e in st.lasting if e.until == "phase"]
        counters = {k: v for k, v in st.counters.items() if not k.startswith("phase:")}
        g.set_state(
            replace(
                st,
                lasting=tuple(e for e in st.lasting if e.until != "phase"),
                counters=MappingProxyType(counters),
            )
        )
        for e in ending:
            yield from g.log(f"'{e.text}' ends (until the end of the phase)", "002.clar.2.6")
        return [g.occurrence("phase_ends", text=f"end of the {phase} phase")]

    return g.timing.framework_window(
        f"{phase.capitalize()} phase ends",
        [framework_event(g, f"the {phase} phase ends", "002.clar.2.6", expire)],
        end_of_phase=True,
    )


def nothing() -> Gen[None]:
    """A step with nothing to do here."""
    return
    yield


_NUMBERS: dict[tuple[str, str], tuple[int, ...]] = {}


@dataclass(frozen=True)
class Pipeline:
    """A phase as the steps it goes through."""

    phase: str
    steps: tuple[Step, ...]

    def run(self, g: Engine, at: str, values: Mapping[str, str] | None = None) -> Gen[None]:
        """Run the steps from the start point ``at``; the engine's ``phase_step`` says
        which of ``describe()``'s steps is running (what the rules desk highlights)."""
        where = Where(self.phase, at, values=values or {})
        for step, n in zip(self.steps, self.numbers(g.profile), strict=True):
            g.phase_step = (self.phase, n)
            if isinstance(step, EachPlayer):
                for inner, turn in step.turns(g, where, n):
                    yield from inner.run(g, turn)
            else:
                yield from step.run(g, where)

    def numbers(self, profile: Profile) -> tuple[int, ...]:
        """The number, in ``describe()``'s list, of each step's first label."""
        key = (self.phase, profile.name)
        found = _NUMBERS.get(key)
        if found is None:
            n, out = 0, []
            for step in self.steps:
                out.append(n)
                n += len(step.describe(profile))
            found = _NUMBERS[key] = tuple(out)
        return found

    def describe(self, profile: Profile, player: str | None = None) -> tuple[str, ...]:
        """The steps' labels, in order, as the rules desk lists them (``player``: the
        player whose turn it is, when there is one)."""
        names = {
            "Phase": self.phase.capitalize(),
            "phase": self.phase,
            "player": player or "that player",
            "draw": str(profile.draw_phase_cards),
            "epic": "the epic phase",
        }
        return tuple(
            label.format(**names) for step in self.steps for label in step.describe(profile)
        )
