"""``clean_text`` skips its character table for printable text: the same result either way."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from organiser.core.text import _table, clean_text


def by_table(text: str) -> str:
    return " ".join(text.translate(_table()).split())


@given(st.text())
@example("Gráinne  Ó Briain")  # printable: the quick way
@example("Ann\u202eenoR")  # a bidi override: removed by the table
@example("a\u00a0b\tc\u200dd")  # no-break space, tab, zero-width joiner (kept)
@example("\ud800x")  # a lone surrogate
def test_clean_text_is_the_table_translation(text: str) -> None:
    assert clean_text(text) == by_table(text)


def test_both_ways_are_taken() -> None:
    assert "Gráinne Ó Briain".isprintable()
    assert clean_text("  Gráinne \u3000 Ó Briain ") == "Gráinne Ó Briain"
    assert not "Ann\u202eenoR".isprintable()
    assert clean_text("Ann\u202eenoR") == "AnnenoR"
    assert clean_text("a\u00a0b\tc\u200dd") == "a b c\u200dd"
