"""The plain-data views of the timing structure that a front end shows: frames of the window
stack, log entries, decision points with their options, priority and gates."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Frame:
    """One level of the window stack: phase › framework action › action window › step › …"""

    kind: str  # phase, framework, actions, window, step, ability, gate
    label: str


@dataclass(frozen=True)
class LogEntry:
    index: int
    path: tuple[str, ...]  # labels of the window stack when the step happened
    step: str  # the innermost step label
    actor: str | None
    text: str
    cite: str  # citation id, e.g. "002.timing.step4"

    def as_dict(self) -> dict[str, object]:
        return {
            "index": self.index,
            "path": list(self.path),
            "step": self.step,
            "actor": self.actor,
            "text": self.text,
            "cite": self.cite,
        }


@dataclass(frozen=True)
class Option:
    key: str  # stable text a scenario file uses, e.g. "play never_surrender" or "pass"
    player: str
    text: str = ""
    random: bool = False  # a random outcome, recorded as a decision

    @property
    def is_pass(self) -> bool:
        return self.key == "pass"


@dataclass(frozen=True)
class Refused:
    """An option the rules forbid at a decision, kept with the rule that forbids it (a
    citation id) so that a judge can see why it is not offered ("why can't I choose him?").
    It is never a legal answer."""

    key: str
    player: str
    text: str
    cite: str


@dataclass(frozen=True)
class DecisionPoint:
    player: str
    prompt: str
    options: tuple[Option, ...]
    path: tuple[str, ...]
    cite: str
    random: bool = False
    #: the tempting but illegal options, each with the rule that forbids it
    refused: tuple[Refused, ...] = ()

    def find(self, key: str) -> Option | None:
        for o in self.options:
            if o.key == key:
                return o
        return None


@dataclass(frozen=True)
class PriorityView:
    holder: str | None
    passed: tuple[str, ...]
    where: str = ""


@dataclass(frozen=True)
class GateView:
    kind: str  # response (open until step 6) or save_cancel (closes when all pass)
    text: str
    window: str


@dataclass(frozen=True)
class Occurrence:
    """Something that happened in a window: a response "gate" and a passive trigger."""

    id: int
    event: str
    card: str | None = None
    player: str | None = None
    challenge: str | None = None
    text: str = ""
    source: int | None = None  # id of the ability instance that caused it
    origin: str | None = None  # enters_play: the zone the card came from (dead, hand, …)
    amount: int = 0  # how much it was, where that counts (power gained: "exactly 1 power")
    by: str | None = None  # pillage_discarded: the character whose pillage discarded the card
    cause: str | None = None  # knelt: the rule that did it where a card asks ("assault")
