"""The engine's working types: where a run starts, one use of an ability on its way through a
window, the open windows, and the exceptions that end a game or a round.

They are shared by the engine's parts (``engine_ref.flow``, ``engine_ref.phases``,
``engine_ref.timing_models``) and by the effect handlers (``engine_ref.effects``); none of
them imports the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

from engine_ref.timing import DecisionPoint, LogEntry, Occurrence, Option

if TYPE_CHECKING:
    from engine_ref.abilities import Ability, Effect

T = TypeVar("T")
Yielded = LogEntry | DecisionPoint
#: the engine's flow: generators yielding steps and decisions, sent the chosen option
Gen = Generator[Yielded, Option | None, T]

PASS = "pass"
#: the events a "leaves play" trigger answers
LEAVE_EVENTS = ("killed", "discarded", "sacrificed", "returned")


class GameOver(Exception):
    """Raised inside the flow when the game ends (a win, or every player eliminated)."""


class RoundEnds(Exception):
    """Raised when the outermost window closes after an effect ended the round: the current
    phase and every later phase of the round end with it (seed 002, Rhaegar Targaryen)."""


@dataclass(frozen=True)
class Start:
    """Where a scenario starts: a phase and a point inside it."""

    phase: str = "marshalling"
    at: str = "actions"  # begin, actions, declare, after-attackers, after-defenders, resolution
    until: str = "end-of-phase"  # end-of-window, end-of-phase, end-of-round, end-of-game


@dataclass
class Instance:
    """One use of an ability, or one framework event, on its way through a window."""

    id: int
    kind: str  # action, response, save_cancel, passive, interrupt, framework, marshal
    controller: str
    label: str
    ability: Ability | None = None
    source: str | None = None
    targets: tuple[str, ...] = ()
    trigger: Occurrence | None = None
    cancelled: bool = False
    saved: set[str] = field(default_factory=set)
    threatened: tuple[str, ...] = ()
    x: int = 0
    run: Callable[[Instance], Gen[list[Occurrence]]] | None = None  # framework events
    prepare: Callable[[Instance], Gen[None]] | None = None  # framework step 1 choices
    cite: str = ""
    cannot_be_cancelled: bool = False
    cannot_be_saved: bool = False
    is_event_card: bool = False
    xs: dict[Effect, int] = field(default_factory=dict)  # X fixed at initiation (002 §3.11)
    # "each player chooses" (on: each_player): the cards chosen, per effect
    chosen: dict[Effect, tuple[str, ...]] = field(default_factory=dict)
    # a framework event: the player its step-1 choices name (who declared defenders), and
    # the point of the flow it is, for title redirects answering it in step 2 ("defenders")
    player: str | None = None
    answers: str = ""
    # a framework event's own triggering condition, imminent before it resolves (what an
    # interrupt "when a challenge ends" answers): an occurrence event name
    would: str = ""
    terminal: dict[str, int] = field(default_factory=dict)  # card -> STR change (002 §3.19)
    # card -> the removal ops threatening it (what a save or a duplicate may answer)
    threat_ops: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # the cards the latest of its effects that caused occurrences acted on ("the discarded
    # card"): what ``on: result`` and the condition ``result_card`` read
    results: tuple[str, ...] = ()
    # the value a ``name_choice`` effect of the ability named ("name a challenge type"): what
    # ``named`` in a later effect's value reads
    named: str = ""
    # the cards chosen to pay its costs ("kneel a character to have it participate"): what
    # ``on: paid`` names
    paid: tuple[str, ...] = ()
    # an event card played out of its player's shadows area (it comes out of shadows as it
    # is played): what the ``comes_out_of_shadows`` occurrence after it resolved reads
    out_of_shadows: bool = False

    def card_refs(self) -> dict[str, str]:
        """The cards of this use a filter's ``compare_card`` may name: the triggering card
        (``trigger``) and the latest card paid as a cost (``paid``)."""
        refs: dict[str, str] = {}
        if self.trigger is not None and self.trigger.card is not None:
            refs["trigger"] = self.trigger.card
        if self.paid:
            refs["paid"] = self.paid[-1]
        return refs


@dataclass
class Window:
    """An open window: its gates (what responses and reactions may answer), the abilities
    already used against each gate, and the passives waiting to resolve."""

    kind: str  # player, framework, end_of_phase, sequence (lcg2)
    label: str
    initiator: str | None
    gates: list[Occurrence] = field(default_factory=list)
    used: set[tuple[str, int]] = field(default_factory=set)
    pending: list[tuple[Ability, str, Occurrence]] = field(default_factory=list)
