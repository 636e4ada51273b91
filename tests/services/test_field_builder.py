"""field_builder: the rows pairing reads and answers (games, entries, tables) built in one
step are the instances their dataclass's own constructor builds; a class it cannot build
that way is refused."""

from __future__ import annotations

from dataclasses import dataclass, fields

import pytest
from hypothesis import given
from hypothesis import strategies as st

from organiser.core.model import Game, Outcome, PlayerEntry, Stage, TimeTiebreak
from organiser.services._support import field_builder
from organiser.services.dto import TableInfo

ids = st.integers(1, 70_000)
maybe_id = st.none() | ids


@given(
    st.tuples(
        st.integers(1, 20),
        st.integers(0, 4096),
        ids,
        maybe_id,
        maybe_id,
        st.none() | st.sampled_from(Outcome),
        st.none() | st.sampled_from(TimeTiebreak),
        st.sampled_from(Stage),
    )
)
def test_a_game_as_its_constructor_builds_it(values: tuple[object, ...]) -> None:
    built, made = field_builder(Game)(*values), Game(*values)  # type: ignore[arg-type]
    assert built == made and hash(built) == hash(made) and repr(built) == repr(made)
    assert vars(built) == vars(made)
    with pytest.raises(AttributeError):
        built.round = 3  # type: ignore[misc]  # still frozen


@given(st.tuples(ids, st.text(max_size=8), *(st.booleans(), maybe_id) * 2, st.booleans()))
def test_an_entry_as_its_constructor_builds_it(values: tuple[object, ...]) -> None:
    assert field_builder(PlayerEntry)(*values) == PlayerEntry(*values)  # type: ignore[arg-type]


def test_a_table_as_its_constructor_builds_it() -> None:
    values = ("swiss", 3, 7, 11, None, "Ann [11]", None, 11, "bye", None, False)
    built = field_builder(TableInfo)(*values)
    assert built == TableInfo(*values) and built.to_json() == TableInfo(*values).to_json()
    assert [f.name for f in fields(TableInfo)] == [
        "stage", "round", "table", "player_a", "player_b", "name_a", "name_b",
        "winner", "outcome", "tiebreak", "rematch",
    ]  # fmt: skip


def test_classes_it_cannot_build_are_refused() -> None:
    @dataclass
    class Mutable:
        a: int

    @dataclass(frozen=True)
    class Checked:
        a: int

        def __post_init__(self) -> None:
            assert self.a > 0

    @dataclass(frozen=True, slots=True)
    class Slotted:
        a: int

    for cls in (Mutable, Checked, Slotted, int):
        with pytest.raises(TypeError, match="not a plain frozen dataclass"):
            field_builder(cls)
