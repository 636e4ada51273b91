"""``display_names`` counts affiliations among namesakes only: the same names as the
straightforward count over every player (kept here as the reference), in the same order."""

from __future__ import annotations

from collections import Counter, namedtuple
from collections.abc import Iterable
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from organiser.core.text import clean_text
from organiser.services._support import display_names

Player = namedtuple("Player", "id name affiliation")


def reference(players: Iterable[Any]) -> dict[int, str]:
    rows = [(p.id, clean_text(p.name), clean_text(p.affiliation or "")) for p in players]
    by_name = Counter(name.casefold() for _pid, name, _aff in rows)
    by_name_aff = Counter((name.casefold(), aff.casefold()) for _pid, name, aff in rows)
    out: dict[int, str] = {}
    for pid, name, aff in rows:
        if by_name[name.casefold()] == 1:
            out[pid] = name
        elif aff and by_name_aff[(name.casefold(), aff.casefold())] == 1:
            out[pid] = f"{name} ({aff})"
        else:
            out[pid] = f"{name} #{pid}"
    return out


# few distinct names and clubs, so that namesakes (in any case, with stray spaces or
# invisible characters) are common
names = st.sampled_from(
    ["Ann Lee", "ann lee", "ANN  LEE ", "Bo\u200b", "Bo", "Ł", "ł", "Straße", "STRASSE"]
)
clubs = st.none() | st.sampled_from(["", " ", "North", "north", "South\t", "Süd", "SÜD"])


@given(st.lists(st.tuples(names, clubs), max_size=30))
def test_the_same_names_as_counting_every_player(people: list[tuple[str, str | None]]) -> None:
    players = [Player(i + 1, name, club) for i, (name, club) in enumerate(people)]
    got = display_names(players)
    assert got == reference(players)
    assert list(got) == [p.id for p in players]
