"""``base_initiative_zero`` (Snowed Under): the printed initiative of each revealed plot
counts as 0 wherever a player's initiative value is read; cards' initiative still counts."""

from __future__ import annotations

from engine_ref.state import GameState
from engine_ref.value_conditions import plot_value

from .lcg2_boards import board, plot


def _state(b_plot: dict[str, object]) -> GameState:
    s = board(
        [
            {
                "name": "a",
                "plot": plot("pa", initiative=6),
                "play": [{"id": "tower", "type": "location", "initiative": 1}],
            },
            {"name": "b", "plot": b_plot},
        ]
    )
    st: GameState = s.current().state
    return st


def test_the_printed_initiative_counts_as_zero_under_snowed_under() -> None:
    st = _state({"card": "03048", "id": "snow"})
    assert plot_value(st, "a", "initiative") == 1  # the tower only


def test_without_it_the_printed_initiative_counts() -> None:
    st = _state(plot("pb"))
    assert plot_value(st, "a", "initiative") == 7
