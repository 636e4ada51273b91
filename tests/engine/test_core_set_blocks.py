"""Building blocks of Core Set cards, each in the case it allows and the case it forbids:
a duplicate placed from the deck and the "while she has a duplicate" condition (Arya Stark)."""

from __future__ import annotations

from typing import Any

from .lcg2_boards import answer, board, point


def _arya_board() -> Any:
    return board(
        [
            {
                "name": "stark",
                "gold": 5,
                "hand": [{"card": "01141", "id": "arya"}],
                "deck": [{"id": "top", "name": "Stable Boy"}, {"id": "d2"}],
            },
            {"name": "lannister"},
        ],
        start={"phase": "marshalling", "at": "actions"},
        first_player="stark",
    )


def test_arya_takes_the_deck_top_as_a_duplicate_and_gains_a_military_icon() -> None:
    s = _arya_board()
    answer(s, "marshal arya", "use arya")
    s.run_to_decision()
    st = s.current().state
    assert st.cards["top"].duplicate_of == "arya"
    assert st.player("stark").deck == ("d2",)
    assert "military" in st.icons("arya")


def test_arya_without_a_duplicate_has_no_military_icon() -> None:
    s = _arya_board()
    answer(s, "marshal arya")
    p = point(s)
    assert p.find("use arya") is not None
    s.decide("pass" if p.find("pass") is not None else "decline")
    s.run_to_decision()
    st = s.current().state
    assert st.cards["top"].duplicate_of is None
    assert st.player("stark").deck[0] == "top"
    assert "military" not in st.icons("arya")
