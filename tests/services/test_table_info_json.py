"""TableInfo.to_json writes its fields out by hand (for speed): it must still give every
field, in the dataclass's order, as asdict would, plus the two derived keys."""

from __future__ import annotations

from dataclasses import asdict, fields

from organiser.services.dto import TableInfo


def _table(**changes: object) -> TableInfo:
    base: dict[str, object] = {
        "stage": "swiss",
        "round": 3,
        "table": 7,
        "player_a": 12,
        "player_b": 40,
        "name_a": "Ana",
        "name_b": "Bo",
        "winner": 40,
        "outcome": "modified_win",
        "tiebreak": "power",
        "rematch": True,
    }
    base.update(changes)
    return TableInfo(**base)  # type: ignore[arg-type]


def test_every_field_in_order_then_players_and_reported() -> None:
    table = _table()
    data = table.to_json()
    names = [f.name for f in fields(TableInfo)]
    assert list(data) == [*names, "players", "reported"]
    assert {k: data[k] for k in names} == asdict(table)
    assert data["players"] == [12, 40] and data["reported"] is True


def test_a_bye_and_an_unreported_table() -> None:
    bye = _table(table=0, player_b=None, name_b=None, winner=12, outcome="bye", tiebreak=None)
    assert bye.to_json()["players"] == [12] and bye.to_json()["reported"] is True
    pending = _table(winner=None, outcome=None, tiebreak=None, rematch=False)
    assert pending.to_json()["reported"] is False and pending.to_json()["players"] == [12, 40]
