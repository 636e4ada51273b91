"""``TableInfo.to_json`` reads its plain fields directly: the same dictionary as before."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from organiser.services.dto import TableInfo, _plain

ids = st.integers(min_value=1, max_value=70_000)
names = st.text(max_size=12)
maybe = st.none()


def reference_json(t: TableInfo) -> dict[str, Any]:
    data: dict[str, Any] = _plain(asdict(t))
    data["players"] = [p for p in (t.player_a, t.player_b) if p is not None]
    data["reported"] = t.reported
    return data


@given(
    st.builds(
        TableInfo,
        stage=st.sampled_from(["swiss", "cut"]),
        round=st.integers(1, 20),
        table=st.integers(0, 4096),
        player_a=ids,
        player_b=ids | maybe,
        name_a=names,
        name_b=names | maybe,
        winner=ids | maybe,
        outcome=st.sampled_from(["win", "modified_win", "bye", "double_loss"]) | maybe,
        tiebreak=st.sampled_from(["power_needed", "draw_deck"]) | maybe,
        rematch=st.booleans(),
    )
)
def test_to_json_is_the_dataclass_as_a_dictionary(t: TableInfo) -> None:
    got = t.to_json()
    assert got == reference_json(t)
    assert list(got) == list(reference_json(t))  # the same key order in the printed JSON
