"""``compare_card`` with a card of the ability's use (``trigger``, ``paid``): bound to that
card it compares with it; unbound, no card qualifies."""

from __future__ import annotations

from engine_ref.abilities import Filter
from engine_ref.filters import bind_refs, card_matches, refers_to
from engine_ref.state import GameState

from .lcg2_boards import board, char, plot


def _state() -> GameState:
    s = board(
        [
            {
                "name": "a",
                "plot": plot("pa"),
                "play": [char("cheap", cost=1), char("dear", cost=5)],
                "discard": [{"id": "gone", "cost": 3}],
            },
            {"name": "b", "plot": plot("pb")},
        ]
    )
    st: GameState = s.current().state
    return st


def test_a_bound_reference_compares_with_that_card_even_out_of_play() -> None:
    st = _state()
    f = Filter(compare_card="cost<=paid")
    bound = bind_refs(f, {"paid": "gone"})
    assert bound is not None and bound.compare_card == "cost<=@gone"
    assert card_matches(st, bound, "cheap", "a")
    assert not card_matches(st, bound, "dear", "a")


def test_an_unbound_reference_lets_no_card_qualify() -> None:
    st = _state()
    f = Filter(compare_card="cost<=paid")
    assert not card_matches(st, f, "cheap", "a")
    assert bind_refs(f, {"trigger": "gone"}) == f  # another reference leaves it alone


def test_refers_to_reads_the_alternatives_too() -> None:
    f = Filter(type="card", any_of=(Filter(compare_card="cost<trigger"), Filter(trait="Lord")))
    assert refers_to(f, "trigger")
    assert not refers_to(f, "paid")
    bound = bind_refs(f, {"trigger": "gone"})
    assert bound is not None and bound.any_of[0].compare_card == "cost<@gone"
