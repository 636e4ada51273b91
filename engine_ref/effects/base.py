"""The effect registry: every operation an ability's effect may name has exactly one handler,
registered here by the module of its family.

A handler receives a narrow context (``EffectContext``: the state, the log, leaving play,
power and the win check, drawing) and one ``Applied`` effect; it yields steps and decisions
like the rest of the flow and returns what happened. No handler imports the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from engine_ref.abilities import Ability, Effect
    from engine_ref.profiles import Profile
    from engine_ref.runtime import Gen, Instance
    from engine_ref.state import GameState
    from engine_ref.timing import LogEntry, Occurrence, Option

#: the effect subjects that name a player rather than cards: the ability's controller, his
#: opponent, and the players of the challenge in progress (or just resolved)
PLAYER_SUBJECTS = (
    "you",
    "opponent",
    "winner",
    "loser",
    "attacking_player",
    "defending_player",
    "trigger_player",
)


class EffectContext(Protocol):
    """What an effect handler may touch."""

    @property
    def state(self) -> GameState: ...

    @property
    def profile(self) -> Profile: ...

    def set_state(self, st: GameState) -> None: ...

    def log(
        self,
        text: str,
        cite: str,
        actor: str | None = None,
        step: str | None = None,
        *,
        as_is: bool = False,
    ) -> tuple[LogEntry, ...]: ...

    def name(self, card_id: str | None) -> str: ...

    def ask(
        self,
        player: str,
        prompt: str,
        options: list[Option],
        cite: str,
        *,
        random: bool = False,
        auto_single: bool = True,
    ) -> Gen[Option]:
        """A decision for ``player`` (a lone pass or done is taken without asking)."""
        ...

    def occurrence(self, event: str, **kw: object) -> Occurrence: ...

    def remove(
        self, card_id: str, op: str, inst: Instance, *, terminal: bool = False
    ) -> Gen[list[Occurrence]]:
        """Kill / discard / sacrifice / return a card in play (Moribund or leaving play)."""
        ...

    def add_power(
        self,
        amount: int,
        text: str,
        cite: str,
        actor: str | None,
        *,
        card: str | None = None,
        player: str | None = None,
        from_card: str | None = None,
        from_player: str | None = None,
        check: bool = True,
    ) -> Gen[None]:
        """Power onto a card or a House card (moved from another when ``from_*`` is
        given), logged, then the win check."""
        ...

    def check_win(self) -> Gen[None]: ...

    def draw(self, name: str, counts: bool = True) -> Gen[list[Occurrence]]: ...

    def attachment_hosts(self, player: str, attachment: str) -> list[str]:
        """The cards ``attachment`` could go on for ``player`` now."""
        ...

    def immunity_arrives(self, card_id: str) -> Gen[None]: ...

    def unique_blocked(self, player: str, card_id: str) -> str | None:
        """Why ``player`` may not bring that unique card into play now, or None."""
        ...

    def player_subject(self, inst: Instance, e: Effect) -> str:
        """The player an effect on a player subject (``PLAYER_SUBJECTS``) names."""
        ...

    def source_controller(self, inst: Instance) -> str: ...

    def end_round_later(self) -> None:
        """The round ends when the outermost window closes (op ``end_round``)."""
        ...

    def resolve_nested(self, inst: Instance, effects: tuple[Effect, ...]) -> Gen[Outcome]:
        """Effects an effect resolves itself (a ``choose_one`` option), each through its
        handler with its own subjects; what they caused, and whether all did something."""
        ...

    def initiate_as_revealed(self, inst: Instance, ability: Ability, plot: str) -> Gen[bool]:
        """A plot's when revealed ability, initiated by ``inst``'s controller as if he had
        just revealed the plot, as a nested sequence; False when it was cancelled."""
        ...


@dataclass(frozen=True)
class Applied:
    """One effect of one ability instance, ready to apply."""

    inst: Instance
    effect: Effect
    #: the cards it applies to, less those immune to its source
    subjects: list[str]
    #: the amount: X as fixed when the ability was initiated (002 §3.11), else the printed one
    amount: int
    #: where the first player sent a card killed, discarded and returned at once (002 §2.5)
    chosen: Mapping[str, str]

    @property
    def who(self) -> str:
        return self.inst.controller

    def cite(self, default: str = "002.timing.step3") -> str:
        return self.inst.cite or default


#: what a handler returns: the occurrences it caused, and whether it did anything (what a
#: "then" part waits for: 002 §4.10)
Outcome = tuple[list["Occurrence"], bool]
Handler = Callable[[EffectContext, Applied], "Gen[Outcome]"]


@dataclass(frozen=True)
class Operation:
    name: str
    family: str  # the handler's module: removal, power, gold, ...
    handler: Handler
    #: "one-shot" (happens once), "lasting" (until a duration ends), "constant" (read while
    #: its card is in play; applying it does nothing), "marker" (handled by the window)
    kind: str
    doc: str


_REGISTRY: dict[str, Operation] = {}


def register(*names: str, kind: str = "one-shot") -> Callable[[Handler], Handler]:
    """Register ``handler`` for the operations ``names`` (each exactly once)."""

    def deco(handler: Handler) -> Handler:
        family = handler.__module__.rsplit(".", 1)[-1]
        doc = (handler.__doc__ or "").strip()
        for name in names:
            if name in _REGISTRY:
                raise RuntimeError(
                    f"effect op {name!r} has two handlers: {_REGISTRY[name].family} and {family}"
                )
            _REGISTRY[name] = Operation(name, family, handler, kind, doc)
        return handler

    return deco


def registry() -> Mapping[str, Operation]:
    return MappingProxyType(_REGISTRY)
