"""A malformed scenario gets a ScenarioError with a message, never another exception."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine_ref.errors import ScenarioError
from engine_ref.scenario import from_dict

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 20),
    st.sampled_from(["a", "b", "x", "catelyn_stark", "kill", "character", "X", ""]),
)
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.dictionaries(
            st.sampled_from(
                [
                    "name",
                    "id",
                    "card",
                    "play",
                    "hand",
                    "kind",
                    "effects",
                    "trigger",
                    "strength",
                    "abilities",
                    "op",
                    "filter",
                    "target",
                    "cost",
                    "plot",
                    "duplicates",
                    "attachments",
                    "event",
                ]
            ),
            inner,
            max_size=4,
        ),
    ),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(p1=values, p2=values, start=values, decisions=values, expect=values)
def test_malformed_scenarios_raise_scenario_error(
    p1: Any, p2: Any, start: Any, decisions: Any, expect: Any
) -> None:
    data = {"players": [p1, p2], "start": start, "decisions": decisions, "expect": expect}
    try:
        from_dict(data)
    except ScenarioError as exc:
        assert str(exc)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(card=values)
def test_malformed_cards_raise_scenario_error(card: Any) -> None:
    data = {"players": [{"name": "a", "play": [card], "hand": [card]}, {"name": "b"}]}
    try:
        from_dict(data)
    except ScenarioError as exc:
        assert str(exc)
