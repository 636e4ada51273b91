"""Tools ▸ Card search and File ▸ Import card database: name search (case, accents,
apostrophes), the filters, the restricted-list column of an open event, importing card data."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from organiser.core.cards import default_catalogue
from organiser.services import events as ev_svc
from organiser.ui.backend import CardRow
from organiser.ui.main_window import MainWindow
from organiser.ui.models import CardsModel
from organiser.ui.views.card_search import CardSearchWindow

from .test_whole_day import create_event
from .test_window import errors

FIXTURES = Path(__file__).parents[1] / "decks" / "fixtures"


@pytest.fixture(autouse=True)
def own_card_database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAESTER_CARDS_DIR", str(tmp_path / "cards"))  # the shipped catalogue


def menu_action(window: MainWindow, text: str) -> QAction:
    """The menu action whose text (without the & marks) starts with ``text``."""
    for action in window.findChildren(QAction):
        if action.text().replace("&", "").startswith(text):
            return action
    raise AssertionError(f"no menu action {text!r}")


@pytest.fixture
def search(qtbot: Any, window: MainWindow) -> CardSearchWindow:
    menu_action(window, "Card search").trigger()
    w = window.card_search
    assert w is not None and w.isVisible()
    qtbot.addWidget(w)
    return w


def typed(qtbot: Any, w: CardSearchWindow, text: str) -> list[str]:
    w.query.clear()
    if text.isascii():
        qtbot.keyClicks(w.query, text)
    else:  # QTest types Latin-1 keys only: the rest is pasted
        w.query.insert(text)
    return w.names()


def column(w: CardSearchWindow, col: int) -> list[str]:
    return [str(w.model.index(r, col).data()) for r in range(w.model.rowCount())]


def test_typing_a_name_finds_the_card(qtbot: Any, search: CardSearchWindow) -> None:
    everything = search.model.rowCount()
    assert everything == len(default_catalogue().cards)  # an empty query shows every card
    names = typed(qtbot, search, "eddard")
    assert names and set(names) == {"Eddard Stark"}
    assert len(names) < everything
    assert "Eddard Stark" in column(search, CardsModel.COL_NAME)
    assert set(column(search, CardsModel.COL_FACTION)) == {"House Stark"}
    assert f"{len(names)} cards" in search.summary.text()


def test_apostrophes_and_accents_do_not_matter(qtbot: Any, search: CardSearchWindow) -> None:
    assert typed(qtbot, search, "jaqen") == ["Jaqen H'ghar"]
    assert typed(qtbot, search, "JAQEN H’GHAR") == ["Jaqen H'ghar"]  # curly apostrophe
    assert typed(qtbot, search, "jaqen hghar") == ["Jaqen H'ghar"]
    plain = typed(qtbot, search, "Daenerys")
    assert plain and all(n.startswith("Daenerys") for n in plain)
    assert typed(qtbot, search, "Daënerys") == plain
    assert typed(qtbot, search, "DAËNÉRYS") == plain
    assert typed(qtbot, search, "no card is called this") == []
    assert "0 cards" in search.summary.text()


def test_filters_narrow_the_results(qtbot: Any, search: CardSearchWindow) -> None:
    every_card = search.model.rowCount()
    search.faction.setCurrentIndex(search.faction.findData("stark"))
    stark_faction = search.model.rowCount()
    assert 0 < stark_faction < every_card
    assert set(column(search, CardsModel.COL_FACTION)) == {"House Stark"}
    search.type.setCurrentIndex(search.type.findData("character"))
    characters = search.model.rowCount()
    assert 0 < characters < stark_faction
    assert set(column(search, CardsModel.COL_TYPE)) == {"Character"}
    search.pack.setCurrentIndex(search.pack.findData("Core"))
    core = search.model.rowCount()
    assert 0 < core < characters
    assert set(column(search, CardsModel.COL_PACK)) == {"Core Set"}
    assert 0 < len(typed(qtbot, search, "stark")) < core  # the name narrows the filters
    assert all("Stark" in name for name in search.names())
    search.faction.setCurrentIndex(0)  # All factions again
    assert len(search.names()) > 0 and "House Stark" in column(search, CardsModel.COL_FACTION)
    # the combo boxes come from the catalogue
    catalogue = default_catalogue()
    assert search.pack.count() == 1 + len({c.pack for c in catalogue.cards.values()})
    assert search.type.count() == 1 + len({c.type for c in catalogue.cards.values()})


def test_header_click_sorts_by_cost(qtbot: Any, search: CardSearchWindow) -> None:
    search.type.setCurrentIndex(search.type.findData("character"))
    search.faction.setCurrentIndex(search.faction.findData("lannister"))
    search.table.sortByColumn(CardsModel.COL_COST, Qt.SortOrder.AscendingOrder)
    costs = [int(c) for c in column(search, CardsModel.COL_COST) if c.isdigit()]
    assert costs == sorted(costs) and costs[0] < costs[-1]
    typed(qtbot, search, "tywin")  # the sort stays with a new search
    costs = [int(c) for c in column(search, CardsModel.COL_COST)]
    assert costs == sorted(costs)


def test_card_model(qtmodeltester: Any) -> None:
    model = CardsModel()
    rows = [
        CardRow("01", "B card", "Core Set", "Core", "House Stark", "character", "3", "2"),
        CardRow("02", "A card", "Core Set", "Core", "Neutral", "event", "X", "", unique=True),
        CardRow("03", "C card", "Other", "O", "House Tyrell", "location", "0", "", True),
    ]
    model.set_rows(rows)
    qtmodeltester.check(model)
    model.sort(CardsModel.COL_NAME)
    assert [model.card(r).name for r in range(3)] == ["A card", "B card", "C card"]
    model.sort(CardsModel.COL_COST, Qt.SortOrder.DescendingOrder)
    assert [model.card(r).cost for r in range(3)] == ["X", "3", "0"]  # numbers first, ascending
    qtmodeltester.check(model)
    model.set_rows([])
    qtmodeltester.check(model)


def test_restricted_list_column_follows_the_open_event(
    qtbot: Any, window: MainWindow, db_path: Path
) -> None:
    create_event(qtbot, window, db_path, "Regional", cut=0)
    assert window.backend is not None and window.ctx is not None
    ev_svc.update_event(
        window.backend.store, window.ctx.event_id, restricted_list="gotstandard1.15"
    )  # type: ignore[attr-defined]
    rlist = default_catalogue().restricted_list("gotstandard1.15")
    assert rlist is not None
    joust = rlist.format("joust")
    code = sorted(joust.banned - rlist.banned_cards)[0]
    banned = default_catalogue().card(code)
    w = window.open_card_search()
    qtbot.addWidget(w)
    assert "Standard v1.15 (joust)" in w.summary.text()
    assert "Regional" in w.windowTitle()
    w.pack.setCurrentIndex(w.pack.findData(banned.pack))
    typed(qtbot, w, banned.name)
    standing = {
        w.model.card(r).code: w.model.index(r, CardsModel.COL_STANDING).data()
        for r in range(w.model.rowCount())
    }
    assert standing[code] == "banned"
    window.close_event()  # no event: the column is empty, the search still works
    assert "open an event" in w.summary.text()
    assert set(column(w, CardsModel.COL_STANDING)) == {""}


def _cards_in(folder: Path) -> dict[str, str]:
    cards: dict[str, str] = {}
    for pack in sorted((folder / "packs").glob("*.json")):
        cards.update({c["code"]: c["name"] for c in json.loads(pack.read_text())["cards"]})
    return cards


def test_import_a_pack_folder_then_search_it(
    qtbot: Any, window: MainWindow, no_blocking_modals: dict[str, Any]
) -> None:
    folder = FIXTURES / "mini2e"
    cards = _cards_in(folder)
    assert "Maester Élan" in cards.values()
    search = window.open_card_search()
    qtbot.addWidget(search)
    assert typed(qtbot, search, "Testington") == []
    no_blocking_modals["QFileDialog.getExistingDirectory"] = str(folder)
    menu_action(window, "From a folder of pack files").trigger()
    assert window.card_search is search  # the open window is refreshed, not replaced
    assert not errors(window)
    assert f"Imported {len(cards)} cards from mini2e" in search.note.text()
    assert search.note.isVisible()
    assert "Ser Testington" in search.names()  # the query typed before is searched again
    assert typed(qtbot, search, "elan") == ["Maester Élan"]  # accent-insensitive
    assert search.pack.findData("Tst") > 0
    assert window.messages[-1][0].startswith(f"Imported {len(cards)} cards")


def test_import_a_thronesdb_file_opens_the_search(
    qtbot: Any, window: MainWindow, no_blocking_modals: dict[str, Any]
) -> None:
    path = FIXTURES / "thronesdb_api_cards.json"
    names = {c["name"] for c in json.loads(path.read_text())}
    no_blocking_modals["QFileDialog.getOpenFileName"] = (str(path), "")
    menu_action(window, "From a JSON file").trigger()
    search = window.card_search
    assert search is not None and search.isVisible()
    qtbot.addWidget(search)
    assert f"Imported {len(names)} cards" in search.note.text()
    name = sorted(names)[0]
    assert name in typed(qtbot, search, name)


def test_a_file_that_is_not_card_data_is_refused(
    qtbot: Any, window: MainWindow, tmp_path: Path, no_blocking_modals: dict[str, Any]
) -> None:
    bad = tmp_path / "players.json"
    bad.write_text('{"players": []}')
    no_blocking_modals["QFileDialog.getOpenFileName"] = (str(bad), "")
    menu_action(window, "From a JSON file").trigger()
    assert errors(window) and "not card data" in errors(window)[-1]
    assert window.card_search is None
    assert not (tmp_path / "cards").exists()  # nothing written


def test_cancelled_chooser_imports_nothing(
    window: MainWindow, no_blocking_modals: dict[str, Any]
) -> None:
    no_blocking_modals["QFileDialog.getExistingDirectory"] = ""
    menu_action(window, "From a folder of pack files").trigger()
    assert window.card_search is None and not window.messages


def test_shortcut_opens_the_search(qtbot: Any, window: MainWindow) -> None:
    assert menu_action(window, "Card search").shortcut().toString() == "Ctrl+Shift+K"
    window.activateWindow()
    qtbot.keyClick(
        window,
        Qt.Key.Key_K,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert window.card_search is not None and window.card_search.isVisible()
    qtbot.addWidget(window.card_search)
