"""The Rules desk's Cards tab: a judge types the card in dispute; a scripted card shows its
abilities in the project's words and goes on the board; an unscripted one shows its facts
and opens the ad-hoc ability dialog; printed text only from the user's own import."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from engine_ref import coverage
from engine_ref.catalogue import CATALOGUE
from organiser.core.cards import default_catalogue
from organiser.core.model import EDITION_1E, EDITION_2E
from organiser.services import card_texts
from organiser.services.decks import active_catalogue, import_card_data
from organiser.ui.rules_desk import RulesDeskWindow
from organiser.ui.rules_desk.lookup import CardLookup, describe, info_html
from organiser.ui.rules_desk.setup import CardIndex

ASHA = "01067_asha_greyjoy"


@pytest.fixture(autouse=True)
def cards_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cards"
    monkeypatch.setenv("MAESTER_CARDS_DIR", str(folder))  # nothing imported: shipped facts
    return folder


@pytest.fixture(scope="module")
def report() -> coverage.Report:
    return coverage.classify(coverage.load())


@pytest.fixture(scope="module")
def index() -> CardIndex:
    return CardIndex()


@pytest.fixture
def desk(qtbot: Any, index: CardIndex, report: coverage.Report) -> RulesDeskWindow:
    lookup = CardLookup(database=default_catalogue, texts=dict, report=report)
    w = RulesDeskWindow(index=index, lookup=lookup)
    qtbot.addWidget(w)
    w.show()
    return w


def _first(report: coverage.Report, status: str, vanilla: bool = False) -> str:
    db = default_catalogue()
    for c in report.cards:
        if c.status != status or (status == "scripted" and (c.key is None) != vanilla):
            continue
        if db.named(c.card.name) and not any(e["name"] == c.card.name for e in CATALOGUE.values()):
            return c.card.name
    raise AssertionError(f"no {status} card in the data")


def test_a_scripted_card_shows_its_abilities_and_goes_on_the_board(
    qtbot: Any, desk: RulesDeskWindow
) -> None:
    desk.actions_by_name["cards_tab"].trigger()
    panel = desk.lookup
    assert desk.tabs.currentWidget() is panel
    qtbot.keyClicks(panel.name, "asha greyjoy")  # any case
    qtbot.keyClick(panel.name, Qt.Key.Key_Return)
    info = panel.info
    assert info is not None and info.name == "Asha Greyjoy" and info.key == ASHA
    assert info.scripted and panel.declare_button.isHidden()
    page = panel.view.toPlainText()
    paraphrase = CATALOGUE[ASHA]["abilities"][0].text
    assert paraphrase in page  # the card file's own words
    assert "Reaction" in page and "stand" in page  # what the engine does
    assert "STR" in page and "Ironborn" in page  # its facts
    assert "Printed text" not in page  # nothing imported
    panel.player.setCurrentText(desk.setup._names()[1])
    panel.zone.setCurrentText("hand")
    qtbot.mouseClick(panel.put_button, Qt.MouseButton.LeftButton)
    spec = desk.setup.board.cards[-1]
    assert spec.raw["card"] == ASHA and spec.zone == "hand"
    assert spec.player == desk.setup._names()[1]
    assert desk.tabs.currentWidget() is desk.setup
    assert desk.start_from_setup(), desk.error.text()


def test_an_unscripted_card_shows_its_facts_and_declares_its_ability(
    qtbot: Any, desk: RulesDeskWindow, report: coverage.Report
) -> None:
    name = _first(report, "expressible")
    panel = desk.lookup
    desk.show_lookup()
    info = panel.show_card(name.upper())
    assert info is not None and info.name == name and not info.scripted
    page = panel.view.toPlainText()
    assert "Not scripted: declare its ability" in page
    assert "Type" in page and info.type in page
    assert not panel.declare_button.isHidden() and panel.put_button.isEnabled()
    before = len(desk.setup.board.cards)
    qtbot.mouseClick(panel.declare_button, Qt.MouseButton.LeftButton)
    assert len(desk.setup.board.cards) == before + 1
    spec = desk.setup.board.cards[-1]
    assert spec.name == name and "card" not in spec.raw  # its facts, no card file
    dlg = desk._dialog
    assert dlg is not None and dlg.isVisible() and name in dlg.windowTitle()
    dlg.kind.setCurrentText("action")
    dlg.effect.setCurrentText("draw")
    dlg.effect_on.setCurrentText("you")
    dlg.buttons.accepted.emit()
    assert spec.raw["abilities"] == [{"kind": "action", "effects": [{"op": "draw", "on": "you"}]}]


def test_a_card_the_language_cannot_say_names_what_is_missing(
    desk: RulesDeskWindow, report: coverage.Report
) -> None:
    name = _first(report, "not_expressible")
    info = desk.lookup.show_card(name)
    assert info is not None and info.status == "not_expressible" and info.missing
    from organiser.ui.rules_desk.lookup import missing_words

    assert missing_words(info.missing) in desk.lookup.view.toPlainText()
    assert not desk.lookup.declare_button.isHidden()


def test_a_card_with_nothing_to_declare(desk: RulesDeskWindow, report: coverage.Report) -> None:
    name = _first(report, "scripted", vanilla=True)
    info = desk.lookup.show_card(name)
    assert info is not None and info.status == "vanilla"
    assert desk.lookup.declare_button.isHidden() and desk.lookup.put_button.isEnabled()


def test_did_you_mean(qtbot: Any, desk: RulesDeskWindow) -> None:
    panel = desk.lookup
    assert panel.show_card("Ser Jamie Lanister") is None
    assert not panel.suggest.isHidden() and "Did you mean" in panel.suggest.text()
    assert "Ser Jaime Lannister" in panel.suggest.text()
    assert not panel.put_button.isEnabled() and panel.declare_button.isHidden()
    panel.suggest.linkActivated.emit("Ser Jaime Lannister")
    assert panel.info is not None and panel.info.name == "Ser Jaime Lannister"
    assert panel.suggest.isHidden()
    assert panel.show_card("Qwxzzy Plorb") is None
    assert "No card called" in panel.suggest.text() and "Did you mean" not in panel.suggest.text()


def test_completion_lists_names_from_both_sources(desk: RulesDeskWindow) -> None:
    names = desk.lookup.lookup.complete("greyjoy")
    assert "Asha Greyjoy" in names and len(names) > 1
    assert desk.lookup.lookup.complete("") == []


def test_describe_uses_the_engines_structure() -> None:
    from engine_ref.abilities import parse_ability

    ab = parse_ability(
        {
            "kind": "action",
            "text": "ours",
            "cost": ["kneel_self"],
            "target": {"filter": {"type": "character", "zone": "discard"}},
            "effects": [{"op": "move_to", "to": "hand"}],
            "limit": 1,
            "limit_per": "phase",
        }
    )
    words = describe(ab)
    assert words.startswith("Action")
    assert "kneel self" in words and "in discard" in words and "to hand" in words
    assert "limit 1 per phase" in words


# -- printed text: only from the user's own import ------------------------------------------


INVENTED = {
    "code": "ZZ",
    "name": "Invented Pack",
    "cards": [
        {
            "code": "99901",
            "name": "Invented Guard",
            "type": "character",
            "faction": "stark",
            "cost": 2,
            "strength": 2,
            "icons": {"military": True, "intrigue": False, "power": False},
            "traits": ["Guard"],
            "text": "<b>Reaction:</b> Invented words of the test.",
            "unique": False,
            "loyal": False,
            "deckLimit": 3,
            "quantity": 3,
        }
    ],
}


def test_printed_text_only_after_an_import(cards_dir: Path, tmp_path: Path) -> None:
    before = CardLookup().lookup("Asha Greyjoy")
    assert before is not None and before.printed is None
    assert CardLookup().lookup("Invented Guard") is None
    pack = tmp_path / "ZZ.json"
    pack.write_text(json.dumps(INVENTED), encoding="utf-8")
    import_card_data(pack)
    kept = card_texts.imported_texts(EDITION_2E)
    assert kept == {"99901": "<b>Reaction:</b> Invented words of the test."}
    info = CardLookup().lookup("invented guard")
    assert info is not None and info.printed == "Reaction: Invented words of the test."
    assert "Printed text" in info_html(info) and "you imported" in info_html(info)
    assert info.needs_declaring and ("Cost", "2") in info.facts
    # the facts imported with it are the desk's database too
    assert active_catalogue() is not None and active_catalogue().named("Invented Guard")


def test_a_restricted_list_import_keeps_no_text(cards_dir: Path, tmp_path: Path) -> None:
    source = tmp_path / "restricted-list.json"
    source.write_text(
        json.dumps(
            [
                {
                    "code": "test",
                    "name": "Test list",
                    "date": "2026-01-01",
                    "issuer": "Test",
                    "version": "1",
                    "formats": [{"name": "joust", "restricted": [], "pods": []}],
                    "bannedCards": [],
                }
            ]
        ),
        encoding="utf-8",
    )
    import_card_data(source)
    assert card_texts.imported_texts(EDITION_2E) == {}
    assert not card_texts.texts_path(EDITION_2E).exists()


def test_texts_of_several_imports_add_up(cards_dir: Path) -> None:
    card_texts.keep_texts(EDITION_2E, {"1": "one"})
    card_texts.keep_texts(EDITION_2E, {"2": "two", "1": "one again"})
    assert card_texts.imported_texts(EDITION_2E) == {"1": "one again", "2": "two"}
    assert card_texts.imported_texts(EDITION_1E) == {}


def test_picking_a_completion_shows_the_card(qtbot: Any, desk: RulesDeskWindow) -> None:
    panel = desk.lookup
    desk.show_lookup()
    qtbot.keyClicks(panel.name, "asha")
    assert "Asha Greyjoy" in panel._completion.stringList()
    panel.completer.complete()
    popup = panel.completer.popup()
    row = panel._completion.stringList().index("Asha Greyjoy")
    popup.setCurrentIndex(popup.model().index(row, 0))
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert panel.info is not None and panel.info.key == ASHA


def test_missing_features_in_a_judges_words() -> None:
    from organiser.ui.rules_desk.lookup import missing_words

    assert missing_words(("effect:attach",)) == "effect:attach"
    assert missing_words(("effect:attach", "unparsed:frob")) == (
        "effect:attach and wording the coverage reader does not classify"
    )
    assert missing_words(("unparsed:frob",)) == "wording the coverage reader does not classify"


def test_a_name_scripted_from_one_printing_says_which() -> None:
    lookup = CardLookup()
    # a name the engine scripts from one of several printings
    several = next(
        (
            info
            for name in lookup.names().values()
            if (info := lookup.lookup(name)) is not None
            and info.scripted
            and len(info.codes) > 1
            and str(info.key).split("_", 1)[0] in info.codes
        ),
        None,
    )
    assert several is not None
    shown = info_html(several)
    code = str(several.key).split("_", 1)[0]
    assert f"Scripted from printing {code}" in shown
    others = [c for c in several.codes if c != code]
    assert ", ".join(others) in shown
    # a name printed once says nothing of the kind
    single = next(
        info
        for name in lookup.names().values()
        if (info := lookup.lookup(name)) is not None and info.scripted and len(info.codes) == 1
    )
    assert "Scripted from printing" not in info_html(single)
