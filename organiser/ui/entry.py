"""The result-entry mini language: a table number, one letter, Enter.

``7a`` player A of table 7 wins · ``7b`` player B wins · ``7A`` / ``7B`` (or ``7am`` /
``7bm``) a modified win, optionally followed by the time-called step that decided it
(``7A2``: most cards left in the draw deck) · ``7d`` a double loss.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from organiser.core.model import Outcome, TimeTiebreak
from organiser.ui.backend import MeleeTable

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
# ``5 2143`` places of seats 1-4 at table 5 (seat 2 won); ``5 2143 9 15 3 7`` with powers;
# ``5 2143 9 15 3 7 x3`` seat 3 was eliminated before the end of the game (``x34``: seats 3, 4).
_MELEE = re.compile(
    r"^\s*(\d+)(?:\s+([1-6]{1,6}))?((?:[\s,]+\d{1,3})*)(?:\s*([xX])\s*([1-6]{0,6}))?\s*$"
)

WIN_POWER = 15


@dataclass(frozen=True)
class MeleeEntry:
    table: int
    places: tuple[int, ...] = ()  # one per seat, in seating order ("" typed so far: ())
    powers: tuple[int, ...] = ()  # one per seat once typed
    eliminated: tuple[int, ...] = ()  # seat numbers (1-based) eliminated before the end

    @property
    def ending(self) -> str:
        """``won`` when a first place reached 15 power, or every other seat was eliminated;
        else ``time`` (time was called)."""
        first = [pw for pl, pw in zip(self.places, self.powers, strict=False) if pl == 1]
        if any(p >= WIN_POWER for p in first):
            return "won"
        others = [seat for seat, pl in enumerate(self.places, start=1) if pl != 1]
        if others and self.powers and all(seat in self.eliminated for seat in others):
            return "won"
        return "time"


def parse_melee_entry(text: str) -> MeleeEntry | None:
    """None when the text is not (a prefix of) a melee entry."""
    m = _MELEE.match(text)
    if not m:
        return None
    places = tuple(int(c) for c in m.group(2) or "")
    powers = tuple(int(p) for p in re.findall(r"\d+", m.group(3) or ""))
    if powers and not places:
        return None
    if m.group(4) and not powers:
        return None  # the eliminated seats come after the powers
    eliminated = tuple(dict.fromkeys(int(c) for c in m.group(5) or ""))
    return MeleeEntry(int(m.group(1)), places, powers, eliminated)


def melee_preview(
    text: str, table_of: Callable[[int], MeleeTable | None], where: str
) -> tuple[str, bool]:
    """What Enter would record for ``text``, and whether it is complete.

    ``table_of`` finds a table of the round shown by number; ``where`` names that round
    ("round 3", "the final") for the messages.
    """
    entry = parse_melee_entry(text)
    if entry is None:
        return (
            QCoreApplication.translate(
                "Entry",
                "⚠ not understood: table number, places by seat (2143), powers, x and seats out",
            ),
            False,
        )
    t = table_of(entry.table)
    if t is None:
        return QCoreApplication.translate("Entry", "⚠ no table {table} in {where}").format(
            table=entry.table, where=where
        ), False
    n = len(t.seats)
    seats = "   ".join(f"{s.seat} = {s.name}" for s in t.seats)
    if not entry.places:
        return QCoreApplication.translate("Entry", "Table {table}: {seats}").format(
            table=t.table, seats=seats
        ), False
    if len(entry.places) != n:
        return QCoreApplication.translate(
            "Entry", "⚠ table {table} has {n} seats: type {n} places ({seats})"
        ).format(table=t.table, n=n, seats=seats), False
    if len(entry.powers) < n:
        return (
            QCoreApplication.translate(
                "Entry",
                "Table {table}: now each seat's power ({count} of {n}; power is needed for every seat, also when time is called)",
            ).format(table=t.table, count=len(entry.powers), n=n),
            False,
        )
    if len(entry.powers) > n:
        return QCoreApplication.translate(
            "Entry", "⚠ table {table} has {n} seats: {count} powers typed"
        ).format(table=t.table, n=n, count=len(entry.powers)), False
    wrong = [s for s in entry.eliminated if s > n]
    if wrong:
        return QCoreApplication.translate(
            "Entry", "⚠ table {table} has no seat {seat} (x and the seats out: x3)"
        ).format(table=t.table, seat=wrong[0]), False
    order = sorted(zip(entry.places, entry.powers, t.seats, strict=True), key=lambda x: x[0])
    ranking = ", ".join(
        f"{pl}. {seat.name} ({pw}{', out' if seat.seat in entry.eliminated else ''})"
        for pl, pw, seat in order
    )
    how = (
        QCoreApplication.translate("Entry", "won")
        if entry.ending == "won"
        else QCoreApplication.translate("Entry", "time called")
    )
    pre = QCoreApplication.translate("Entry", "correct: ") if t.reported else ""
    return QCoreApplication.translate("Entry", "{pre}Table {table} ({how}): {ranking} ⏎").format(
        pre=pre, table=t.table, how=how, ranking=ranking
    ), True


def melee_result(
    entry: MeleeEntry, table: MeleeTable
) -> tuple[dict[int, int], dict[int, int], tuple[int, ...]]:
    """(places, powers, eliminated players) by player id, for a complete entry."""
    places = {s.player: p for s, p in zip(table.seats, entry.places, strict=True)}
    powers = {s.player: p for s, p in zip(table.seats, entry.powers, strict=True)}
    out = tuple(s.player for s in table.seats if s.seat in entry.eliminated)
    return places, powers, out


def melee_entry_ready(
    text: str, table_of: Callable[[int], MeleeTable | None], where: str
) -> tuple[MeleeTable, MeleeEntry] | str:
    """The table and the complete entry that Enter records for ``text``, or the message
    saying why it cannot be recorded yet (arguments as for :func:`melee_preview`)."""
    preview, complete = melee_preview(text, table_of, where)
    entry = parse_melee_entry(text)
    if not complete or entry is None:
        return preview.lstrip("⚠ ")
    table = table_of(entry.table)
    assert table is not None
    return table, entry
