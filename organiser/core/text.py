"""Text people type that other people see: names on pairings, cells of exported CSVs.

**Names** (players, affiliations, events) are cleaned where they enter and again where
they are shown (a file written before the cleaning existed): control characters (tabs,
line breaks, escape sequences) become spaces, runs of spaces become one, and invisible
format characters are removed — above all the bidirectional overrides, embeddings and
isolates (U+202A–U+202E, U+2066–U+2069) that would make a name print backwards or drag the
text after it along, and the zero-width spaces, marks and joiners that make two names look
alike. Only the zero-width joiner and non-joiner stay (U+200D, U+200C): scripts and emoji
need them. A right-to-left name itself (Arabic, Hebrew) is kept as typed.

**CSV cells** that a spreadsheet would read as a formula — text beginning with ``=``,
``+``, ``-``, ``@``, a tab or a carriage return — get a leading apostrophe (``'=SUM(…)``),
which spreadsheets show as text; numbers are written as numbers.

**Sorting by name** follows the Unicode Collation Algorithm with its default table (the
root collation, the same order ICU gives when no language is chosen), through ``pyuca``:
accents and case come after the letters ("Émile" sits with the E), and letters of their
own sit beside their base letter — Ł after L, Ø after O, ß with ss — never after Z, as
plain code-point order would put them. Names of many languages meet at one event, so no
single language's tailoring (Danish puts Ø after Z) is applied.
"""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Iterable, Sequence
from functools import cache, lru_cache
from typing import Any

KEEP_FORMAT = {"\u200c", "\u200d"}  # zero-width non-joiner and joiner: needed by scripts
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


# Control, format and surrogate code points all lie in these planes (Unicode 15); the
# table is built once, in milliseconds, on first use.
_PLANES = (range(0x0000, 0x20000), range(0xE0000, 0xE1000))


@cache
def _table() -> dict[int, str | None]:
    table: dict[int, str | None] = {}
    for cp in (cp for plane in _PLANES for cp in plane):
        category = unicodedata.category(chr(cp))
        if category == "Cc":
            table[cp] = " "
        elif category in ("Cf", "Cs") and chr(cp) not in KEEP_FORMAT:
            table[cp] = None
    return table


def clean_text(text: str) -> str:
    """``text`` without control and invisible format characters, its spaces collapsed."""
    if text.isprintable():  # no control, format or surrogate character: nothing to remove
        return " ".join(text.split())
    return " ".join(text.translate(_table()).split())


def csv_cell(value: object) -> object:
    """A CSV cell a spreadsheet cannot take for a formula (see the module doc)."""
    if isinstance(value, str) and value.startswith(FORMULA_START):
        return "'" + value
    return value


def csv_text(header: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    """A CSV table (header first, ``\\n`` line ends), every cell through :func:`csv_cell`;
    None is written as an empty cell."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    for row in rows:
        writer.writerow(["" if v is None else csv_cell(v) for v in row])
    return out.getvalue()


@cache
def _collator() -> Any:
    from pyuca import Collator  # reads its table (about half a second) on first use

    return Collator()


@lru_cache(maxsize=1 << 16)
def name_key(name: str) -> tuple[tuple[int, ...], str]:
    """The key that sorts names as people read them (see the module's notes); the name
    itself breaks exact ties, so the order never depends on the input's."""
    return tuple(_collator().sort_key(name)), name


def warm_collation() -> None:
    """Read the collation table now (the window does it on a worker thread at start)."""
    _collator()
