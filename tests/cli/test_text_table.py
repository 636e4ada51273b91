"""``text_table`` builds its lines column by column with one format per line: the same text
as the straightforward row-by-row table it replaced (kept here as the reference)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from organiser.cli.common import text_table


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else ""
    if isinstance(value, float):
        return f"{value:.3f}".rstrip("0").rstrip(".")
    return str(value)


def reference(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    cells = [[_cell(v) for v in row] for row in rows]
    widths = [len(h) for h in headers]
    for row in cells:
        for i, v in enumerate(row):
            widths[i] = max(widths[i], len(v))
    numeric = [
        all(isinstance(row[i], int | float) and not isinstance(row[i], bool) for row in rows)
        if rows
        else False
        for i in range(len(headers))
    ]

    def fmt(values: Sequence[str]) -> str:
        parts = [
            v.rjust(widths[i]) if numeric[i] else v.ljust(widths[i]) for i, v in enumerate(values)
        ]
        return "  ".join(parts).rstrip()

    lines = [fmt(list(headers)), fmt(["-" * w for w in widths])]
    lines.extend(fmt(row) for row in cells)
    return "\n".join(lines)


text = st.text(alphabet=st.characters(codec="utf-8"), max_size=8) | st.sampled_from(
    ["{}", "{0}", "{:>3}", " ", "", "bye", "-", "Zoë [12]", "（全角）"]
)
value = (
    st.none()
    | st.booleans()
    | st.integers(-5000, 5000)
    | st.floats(allow_nan=False, allow_infinity=False, width=32)
    | text
)


@st.composite
def tables(draw: st.DrawFn) -> tuple[list[str], list[list[Any]]]:
    headers = draw(st.lists(text, min_size=1, max_size=5))
    # columns of one kind (numbers right-aligned) or mixed, as the commands give them
    kinds = [draw(st.sampled_from([value, st.integers(0, 4096), text])) for _ in headers]
    rows = draw(st.lists(st.tuples(*kinds).map(list), max_size=12))
    return headers, rows


@given(tables())
def test_the_same_text_as_row_by_row(table: tuple[list[str], list[list[Any]]]) -> None:
    headers, rows = table
    assert text_table(headers, rows) == reference(headers, rows)


def test_numbers_right_aligned_only_when_a_column_holds_nothing_else() -> None:
    assert text_table(["table", "who"], [[1, "a"], [12, "b"]]).splitlines() == [
        "table  who",
        "-----  ---",
        "    1  a",
        "   12  b",
    ]
    assert text_table(["table", "who"], [[1, "a"], ["bye", "b"]]).splitlines()[2:] == [
        "1      a",
        "bye    b",
    ]


def test_ragged_rows_are_still_refused() -> None:
    with pytest.raises(IndexError):
        text_table(["a", "b"], [[1, 2, 3]])
    assert text_table([], []) == reference([], [])
