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


def _calm_lasting(s: Any) -> list[Any]:
    st = s.current().state
    return [e for e in st.lasting if e.op == "defender_claim_modifier"]


def test_calm_over_westeros_ends_when_its_controller_reveals_a_new_plot() -> None:
    spare = {"type": "plot", "plot": {"income": 5, "initiative": 5, "claim": 1, "reserve": 6}}
    s = board(
        [
            {
                "name": "stark",
                "plot_deck": [{"card": "01008", "id": "calm"}, {"id": "spare", **spare}],
                "deck": [{"id": f"sd{i}"} for i in range(8)],
            },
            {
                "name": "lannister",
                "plot_deck": [{"id": "lplot", **spare}, {"id": "lspare", **spare}],
                "deck": [{"id": f"ld{i}"} for i in range(8)],
            },
        ],
        start={"phase": "plot", "at": "begin", "until": "end-of-game"},
        first_player="stark",
    )
    answer(s, "plot calm", "plot lplot", "first stark", "name military")
    seen_round_one = False
    for _ in range(400):
        p = s.run_to_decision()
        assert p is not None
        st = s.current().state
        if st.round == 1:
            seen_round_one = seen_round_one or bool(_calm_lasting(s))
        if st.round == 2 and st.player("stark").plot == ("spare",):
            break
        for k in ("plot spare", "plot lspare", "first stark", "pass", "done", "decline"):
            if p.find(k) is not None:
                s.decide(k)
                break
        else:
            s.decide(p.options[0].key)
    assert seen_round_one  # in force while Calm Over Westeros stays revealed
    assert _calm_lasting(s) == []  # gone once stark revealed a new plot
