"""Card search through the services: the name, the filters, and each card's standing in an
event's restricted-list version (the card search window uses these)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from organiser.core.cards import default_catalogue
from organiser.services import Database, events, open_database
from organiser.services.decks import card_choices, import_card_data, search_cards


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "event.sqlite")
    yield database
    database.close()


def test_name_search_ignores_case_accents_and_apostrophes() -> None:
    assert [h.card.name for h in search_cards("jaqen h’GHAR").hits] == ["Jaqen H'ghar"]
    plain = {h.card.code for h in search_cards("Daenerys").hits}
    assert plain and plain == {h.card.code for h in search_cards("Daënérys").hits}
    assert search_cards("no such card at all").hits == ()


def test_filters_narrow_and_no_event_means_no_standing() -> None:
    everyone = search_cards("stark").hits
    plots = search_cards("", faction="stark", type="plot").hits
    assert plots and all(h.card.type == "plot" and h.card.faction == "stark" for h in plots)
    core = search_cards("stark", pack="Core Set").hits
    assert core and len(core) < len(everyone) and all(h.card.pack == "Core" for h in core)
    assert all(h.pack_name == "Core Set" for h in core)
    assert all(h.standing == "" for h in everyone)


def test_standing_follows_the_events_restricted_list(db: Database) -> None:
    catalogue = default_catalogue()
    rlist = catalogue.restricted_list("gotstandard1.15")  # has cards banned in joust
    assert rlist is not None
    joust = rlist.format("joust")
    restricted = sorted(joust.restricted - rlist.banned_cards)[0]
    banned = sorted(joust.banned - rlist.banned_cards)[0]
    out_of_pool = sorted(rlist.banned_cards)[0]
    info = events.create_event(db, name="Search", restricted_list="Standard v1.15")
    cases = ((restricted, "restricted"), (banned, "banned"), (out_of_pool, "not in pool"))
    for code, standing in cases:
        card = catalogue.card(code)
        found = search_cards(card.name, pack=card.pack, store=db, event_id=info.id)
        assert found.restricted_list == rlist.name and found.format == "joust"
        assert [h.standing for h in found.hits if h.card.code == code] == [standing]


def test_choices_come_from_the_card_database(fixtures: Path) -> None:
    choices = card_choices()
    assert ("stark", "House Stark") in choices.factions
    assert "plot" in choices.types and "character" in choices.types
    assert choices.packs[0] == ("Core", "Core Set")
    assert "Tst" not in {code for code, _ in choices.packs}
    import_card_data(fixtures / "mini2e")
    assert ("Tst", "Test Core") in card_choices().packs
    assert [h.card.name for h in search_cards("elan").hits] == ["Maester Élan"]
