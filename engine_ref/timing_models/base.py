"""The interface every timing model implements: how an ability's window, a framework
window and the close of a marshalling window run, and what a reaction may answer."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from engine_ref.runtime import Gen, Instance, Window
    from engine_ref.timing import LogEntry, Occurrence


class TimingModel(Protocol):
    #: the profile's ``timing`` value this model implements
    name: str
    #: the steps of its action window, as the stack view names them
    steps: tuple[str, ...]

    def ability_window(self, inst: Instance) -> Gen[None]:
        """A player's action (or an event played as one), from initiation to the close."""
        ...

    def framework_window(
        self,
        label: str,
        events: list[Instance],
        end_of_phase: bool = False,
        together: bool = False,
        keywords: Callable[[Window], None] | None = None,
    ) -> Gen[None]:
        """A framework window holding one or more framework events. ``together``: the events
        happen as one step; ``keywords`` queues the passives of keywords that resolve in
        this window (the challenge keywords of the 1st edition)."""
        ...

    def close_marshal(self, win: Window, player: str) -> Gen[None]:
        """The rest of the window in which ``player`` marshalled a card, once it is in play."""
        ...

    def response_gates(self, win: Window) -> list[Occurrence]:
        """The occurrences a response (reaction) may answer now."""
        ...

    def defers_win(self) -> bool:
        """Does a player reaching the winning total wait for the next passives step?"""
        ...

    def announce_passive(self, inst: Instance, occ: Occurrence) -> tuple[LogEntry, ...]:
        """A step to log before a passive of this occurrence resolves (or nothing)."""
        ...
