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
