"""Deck lists in an event: status per player, lock at round 1 (audited), deck check, field."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from organiser.core.errors import Conflict, NotFound, UserError
from organiser.services import Database, events, open_database, players, rounds
from organiser.services.audit import list_audit
from organiser.services.decks import (
    attach_decklist,
    deck_check,
    deck_statuses,
    field_breakdown,
    open_decklists,
    recheck_decklists,
    remove_decklist,
)

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("decks") / "empty.sqlite"
    open_database(path).close()
    return path


@pytest.fixture
def db(tmp_path: Path, template: Path) -> Iterator[Database]:
    target = tmp_path / "event.sqlite"
    shutil.copyfile(template, target)
    database = open_database(target, clock=lambda: datetime(2026, 11, 21, 9, tzinfo=UTC))
    yield database
    database.close()


def _event(db: Database, count: int = 4, **settings: object) -> tuple[int, list[int]]:
    info = events.create_event(db, name="Deck test", seed=3, **settings)  # type: ignore[arg-type]
    return info.id, [players.add_player(db, info.id, name=f"P{i}").id for i in range(count)]


def test_status_per_player(db: Database) -> None:
    eid, ids = _event(db)
    legal = attach_decklist(
        db, eid, ids[0], (FIXTURES / "stark_fealty.txt").read_bytes(), source="stark.txt"
    )
    assert legal.status == "legal" and legal.faction == "stark" and legal.agendas == ("Fealty",)
    assert legal.restricted_list == "gotstandard2.1"  # the newest when the event names none
    illegal = attach_decklist(db, eid, ids[1], (FIXTURES / "greyjoy_core_starter.txt").read_text())
    assert illegal.status == "illegal"
    assert {e["rule"] for e in illegal.errors} >= {"draw-count", "loyalty"}
    statuses = {st.player_id: st.status for st in deck_statuses(db, eid)}
    assert statuses == {ids[0]: "legal", ids[1]: "illegal", ids[2]: "missing", ids[3]: "missing"}


def test_unreadable_list_is_kept_as_illegal(db: Database) -> None:
    eid, ids = _event(db)
    text = "House Stark\n3x Jon Snwo (Core)\n"
    st = attach_decklist(db, eid, ids[0], text)
    assert st.status == "illegal" and st.errors[0]["rule"] == "unknown-card"
    assert "Jon Snow" in st.errors[0]["cards"]
    assert deck_check(db, eid, ids[0]).text == text  # nothing handed in is lost
    with pytest.raises(UserError, match="empty"):
        attach_decklist(db, eid, ids[1], "  \n")
    with pytest.raises(NotFound):
        attach_decklist(db, eid, 999, text)


def test_event_restricted_list_version(db: Database) -> None:
    eid, ids = _event(db, restricted_list="FFG FAQ v1.3")
    st = attach_decklist(db, eid, ids[0], (FIXTURES / "martell_wars_to_come.txt").read_text())
    assert st.status == "legal" and st.restricted_list == "ffg1.3"
    events.update_event(db, eid, restricted_list="gotstandard2.1")
    (after,) = [s for s in recheck_decklists(db, eid) if s.player_id == ids[0]]
    assert after.status == "illegal" and {e["rule"] for e in after.errors} == {"card-pool"}
    assert list_audit(db, eid, action="decklists_rechecked")[-1].detail["changed"] == [
        {"player": ids[0], "from": "legal", "to": "illegal"}
    ]


def test_lists_lock_when_round_one_is_paired(db: Database) -> None:
    eid, ids = _event(db)
    attach_decklist(db, eid, ids[0], (FIXTURES / "stark_fealty.txt").read_text())
    attach_decklist(db, eid, ids[0], (FIXTURES / "stark_fealty.txt").read_text())  # replace: fine
    rounds.pair_round(db, eid)
    assert all(st.locked for st in deck_statuses(db, eid))
    with pytest.raises(Conflict, match="locked"):
        attach_decklist(db, eid, ids[1], (FIXTURES / "stark_fealty.txt").read_text())
    with pytest.raises(UserError, match="reason"):
        attach_decklist(db, eid, ids[1], "3x Old Nan", override_lock=True)
    with pytest.raises(Conflict):
        remove_decklist(db, eid, ids[0])
    st = attach_decklist(
        db, eid, ids[1], (FIXTURES / "stark_fealty_windows.txt").read_bytes(),
        override_lock=True, reason="list arrived by mail before round 1",
    )  # fmt: skip
    assert st.status == "legal" and st.locked
    actions = [a.action for a in list_audit(db, eid) if a.action.startswith("decklist")]
    assert actions == ["decklist_attached", "decklist_replaced", "decklist_changed_after_lock"]
    late = list_audit(db, eid, action="decklist_changed_after_lock")[0]
    assert late.reason == "list arrived by mail before round 1" and late.detail["player"] == ids[1]


def test_deck_check_view(db: Database) -> None:
    eid, ids = _event(db, restricted_list="ffg1.1")  # the list in force when it came out
    attach_decklist(db, eid, ids[0], (FIXTURES / "lannister_rains.json").read_bytes())
    view = deck_check(db, eid, ids[0])
    assert view.plots == 12 and view.draw == 60
    assert sum(view.counts_by_type.values()) == 72
    titles = [title for title, _ in view.sections]
    assert titles[0] == "Plots" and "Characters" in titles
    plots = dict(view.sections)["Plots"]
    assert sum(line.count for line in plots) == 12
    data = view.to_json()
    assert data["status"] == "legal" and data["sections"][0]["section"] == "Plots"
    with pytest.raises(NotFound):
        deck_check(db, eid, ids[1])


def test_field_breakdown_and_open_lists(db: Database) -> None:
    eid, ids = _event(db, count=5, restricted_list="ffg1.3")
    attach_decklist(db, eid, ids[0], (FIXTURES / "stark_fealty.txt").read_text())
    attach_decklist(db, eid, ids[1], (FIXTURES / "stark_fealty_windows.txt").read_bytes())
    attach_decklist(db, eid, ids[2], (FIXTURES / "tyrell_conclave_bare.txt").read_text())
    attach_decklist(db, eid, ids[3], "nonsense only")
    field = field_breakdown(db, eid)
    assert (field.players, field.legal, field.illegal, field.missing) == (5, 3, 1, 1)
    assert field.factions == {"House Stark": 2, "House Tyrell": 1, "Unknown": 1}
    assert field.agendas == {"Fealty": 2, "The Conclave": 1, "No agenda": 1}
    text = open_decklists(db, eid)
    assert text.count("## P") == 4
    assert "3x Arya Stark (WotN)" in text and "nonsense only" in text
    assert json.dumps(field.to_json())


def test_remove_before_round_one(db: Database) -> None:
    eid, ids = _event(db)
    attach_decklist(db, eid, ids[0], (FIXTURES / "stark_fealty.txt").read_text())
    assert remove_decklist(db, eid, ids[0]).status == "missing"
    with pytest.raises(NotFound):
        remove_decklist(db, eid, ids[0])


def test_first_edition_events_need_imported_card_data(db: Database) -> None:
    eid, ids = _event(db, ruleset="lcg1")
    with pytest.raises(UserError, match="need 1st-edition card data"):
        attach_decklist(db, eid, ids[0], "3x Old Nan")
    assert deck_statuses(db, eid)[0].status == "missing"


def test_card_data_import_updates_in_place_and_is_remembered(tmp_path: Path) -> None:
    from organiser.services.decks import active_catalogue, card_imports, import_card_data

    shipped = active_catalogue()
    assert shipped is not None and "90001" not in shipped.cards
    first = import_card_data(FIXTURES / "mini2e", at="2026-11-21T08:00:00+00:00")
    assert first.kind == "pack-folder" and first.cards == 7
    assert first.total == len(shipped.cards) + 7  # merged into the shipped catalogue
    cat = active_catalogue()
    assert cat is not None and cat.card("90001").name == "Ser Testington"
    assert cat.restricted_list().code == "test1.0"  # the imported versions join the others
    assert len(cat.restricted_lists) == len(shipped.restricted_lists) + 2
    # a new pack arrives as one file: added in place, nothing else lost
    pack = json.loads((FIXTURES / "mini2e" / "packs" / "Tst.json").read_text(encoding="utf-8"))
    pack["code"], pack["name"] = "Tst2", "Test Two"
    pack["cards"] = [{**pack["cards"][0], "code": "90201", "name": "Ser Newcomer"}]
    (tmp_path / "Tst2.json").write_text(json.dumps(pack), encoding="utf-8")
    second = import_card_data(tmp_path / "Tst2.json", at="2026-11-21T09:00:00+00:00")
    assert second.kind == "pack-file" and second.total == first.total + 1
    cat = active_catalogue()
    assert cat is not None and cat.resolve("Ser Newcomer").pack == "Tst2" and "90001" in cat.cards
    assert cat.is_constructed(cat.card("90001")) and not cat.is_constructed(cat.card("90101"))
    records = [(r.kind, r.at) for r in card_imports()]
    assert records[-2:] == [
        ("pack-folder", "2026-11-21T08:00:00+00:00"),
        ("pack-file", "2026-11-21T09:00:00+00:00"),
    ]
    lists = import_card_data(FIXTURES / "mini2e" / "restricted-list.json")
    assert lists.kind == "restricted-list" and lists.total == second.total
    (tmp_path / "junk.json").write_text('{"hello": 1}', encoding="utf-8")
    with pytest.raises(UserError, match="not card data"):
        import_card_data(tmp_path / "junk.json")
    with pytest.raises(NotFound):
        import_card_data(tmp_path / "missing")


def test_first_edition_event_after_import(db: Database) -> None:
    from organiser.services.decks import import_card_data

    result = import_card_data(FIXTURES / "first_edition_cards.json")
    assert result.edition == "agot1e" and result.kind == "first-edition"
    eid, ids = _event(db, ruleset="lcg1")
    plots = "".join(f"1x Test Plot {i}\n" for i in range(33, 40))
    guards = "".join(f"3x Winterfell Guard {i} (Test Edition)\n" for i in range(1, 21))
    st = attach_decklist(db, eid, ids[0], f"House Stark\n{plots}{guards}")
    assert st.status == "legal", st.errors
    bad = attach_decklist(db, eid, ids[1], f"House Stark\n{plots}{guards}1x Lion Retainer 25\n")
    assert {e["rule"] for e in bad.errors} == {"house-only"}
