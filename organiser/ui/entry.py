"""The result-entry mini language: a table number, one letter, Enter.

``7a`` player A of table 7 wins · ``7b`` player B wins · ``7A`` / ``7B`` (or ``7am`` /
``7bm``) a modified win, optionally followed by the time-called step that decided it
(``7A2``: most cards left in the draw deck) · ``7d`` a double loss.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from organiser.core.model import Outcome, TimeTiebreak

TIEBREAK_STEPS: tuple[TimeTiebreak, ...] = (
    TimeTiebreak.POWER_NEEDED,
    TimeTiebreak.DRAW_DECK,
    TimeTiebreak.DOMINANCE,
    TimeTiebreak.DEAD_PILE,
    TimeTiebreak.FIRST_PLAYER_CHOICE,
)

_PATTERN = re.compile(r"^\s*(\d+)\s*(?:([aAbB])(m?)([1-5]?)|([dD]))?\s*$")


@dataclass(frozen=True)
class Entry:
    table: int
    side: str | None  # "a", "b", or None for a double loss / nothing chosen yet
    outcome: Outcome | None  # None: only the table typed so far
    tiebreak: TimeTiebreak | None = None


def parse_entry(text: str) -> Entry | None:
    """None when the text is not (a prefix of) a valid entry."""
    m = _PATTERN.match(text)
    if not m:
        return None
    table = int(m.group(1))
    if m.group(5):
        return Entry(table, None, Outcome.DOUBLE_LOSS)
    letter = m.group(2)
    if not letter:
        return Entry(table, None, None)
    modified = letter.isupper() or m.group(3) == "m"
    step = m.group(4)
    if step and not modified:
        return None
    tiebreak = TIEBREAK_STEPS[int(step) - 1] if step else None
    return Entry(table, letter.lower(), Outcome.MODIFIED_WIN if modified else Outcome.WIN, tiebreak)


# -- melee: a table number, then each seat's place in seating order, then their power -------
# ``5 2143`` places of seats 1-4 at table 5 (seat 2 won); ``5 2143 9 15 3 7`` with powers.
_MELEE = re.compile(r"^\s*(\d+)(?:\s+([1-6]{1,6}))?((?:[\s,]+\d{1,3})*)\s*$")

WIN_POWER = 15


@dataclass(frozen=True)
class MeleeEntry:
    table: int
    places: tuple[int, ...] = ()  # one per seat, in seating order ("" typed so far: ())
    powers: tuple[int, ...] = ()  # one per seat once typed

    @property
    def ending(self) -> str:
        """``won`` when a first place reached 15 power, else ``time`` (time was called)."""
        first = [pw for pl, pw in zip(self.places, self.powers, strict=False) if pl == 1]
        return "won" if any(p >= WIN_POWER for p in first) else "time"


def parse_melee_entry(text: str) -> MeleeEntry | None:
    """None when the text is not (a prefix of) a melee entry."""
    m = _MELEE.match(text)
    if not m:
        return None
    places = tuple(int(c) for c in m.group(2) or "")
    powers = tuple(int(p) for p in re.findall(r"\d+", m.group(3) or ""))
    if powers and not places:
        return None
    return MeleeEntry(int(m.group(1)), places, powers)
