"""A filter's alternative printed-cost bound (``max_cost_instead`` with ``instead_if``)."""

from __future__ import annotations

import pytest

from engine_ref.abilities import parse_filter
from engine_ref.conditions import Ctx, settle_bound
from engine_ref.errors import ScenarioError
from engine_ref.state import GameState

from .lcg2_boards import board, plot

CITY = {"max_cost": 3, "max_cost_instead": 6, "instead_if": [{"used_pile_trait": "City"}]}


def _state(used_trait: str) -> GameState:
    used = [{**plot("old"), "traits": [used_trait]}]
    s = board([{"name": "a", "plot": plot("pa"), "plots_used": used}, {"name": "b"}])
    st: GameState = s.current().state
    return st


def test_the_other_bound_applies_while_its_conditions_hold() -> None:
    f = parse_filter(CITY, "t")
    settled = settle_bound(_state("City"), f, Ctx(None, "a"))
    assert settled is not None and settled.max_cost == 6 and not settled.instead_if


def test_the_printed_bound_stays_otherwise() -> None:
    f = parse_filter(CITY, "t")
    settled = settle_bound(_state("War"), f, Ctx(None, "a"))
    assert settled is not None and settled.max_cost == 3


def test_a_bound_without_its_conditions_is_refused() -> None:
    with pytest.raises(ScenarioError, match="go together"):
        parse_filter({"max_cost": 3, "max_cost_instead": 6}, "t")
