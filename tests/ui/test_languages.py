"""The window in every language: every visible word translated, nothing cut off.

A pseudo-language (a translator that wraps each string in ⟦ ⟧) shows which texts on the main
screens never went through tr(); then the window is built in each real language and must
still fit a 1280-pixel-wide screen with every button and label at its full size.
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTableView,
    QTabWidget,
    QWidget,
)

from organiser import i18n
from organiser.core.errors import stored_message
from organiser.ui.language import chosen_language, install_language, system_language
from organiser.ui.main_window import MainWindow
from organiser.ui.service_backend import ServiceBackend
from organiser.ui.settings import LANGUAGE, Settings
from organiser.ui.structure import suggest_structure

LANGUAGES = ("de", "es", "fr", "it", "pl")
SCREEN_WIDTH = 1280  # a small laptop: the window must fit it in every language


class Pseudo(QTranslator):
    """Every string wrapped in ⟦ ⟧: what shows without the brackets was never translated."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return f"⟦{source}⟧"

    def isEmpty(self) -> bool:
        return False


class PseudoGettext(gettext.NullTranslations):
    """The same brackets for the strings of the non-Qt layers (a standings caption)."""

    def gettext(self, message: str) -> str:
        return f"⟦{message}⟧"

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return f"⟦{msgid1 if n == 1 else msgid2}⟧"


@pytest.fixture
def pseudo(qapp: QApplication) -> Iterator[None]:
    translator = Pseudo()
    qapp.installTranslator(translator)
    i18n.set_language("en")
    i18n._state["translations"] = PseudoGettext()
    yield
    qapp.removeTranslator(translator)
    i18n.set_language("en")


@pytest.fixture
def in_language(qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    lang = request.param
    install_language(qapp, lang)
    yield lang
    install_language(qapp, "en")


def _demo_window(qtbot: Any, settings: Settings) -> MainWindow:
    w = MainWindow(settings, ServiceBackend.open, suggest_structure)
    qtbot.addWidget(w)
    w.resize(1200, 760)
    w.show()
    w.open_demo(32)
    assert w.tabs is not None
    return w


def _screens(w: MainWindow) -> Iterator[QWidget]:
    tabs = w.tabs
    assert isinstance(tabs, QTabWidget)
    for i in range(tabs.count()):
        tabs.setCurrentIndex(i)
        QApplication.processEvents()
        yield tabs.widget(i)


def _texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) of what a user reads in a widget tree: labels, buttons, group titles,
    placeholders, tooltips, tab titles and the column titles of its tables."""
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(root) and w is not root:
            continue
        name = type(w).__name__ + (f"#{w.objectName()}" if w.objectName() else "")
        if (isinstance(w, QLabel) and w.textFormat() != Qt.TextFormat.RichText) or isinstance(
            w, QAbstractButton
        ):
            yield name, w.text()
        elif isinstance(w, QGroupBox):
            yield name, w.title()
        elif isinstance(w, QLineEdit):
            yield f"{name} placeholder", w.placeholderText()
        elif isinstance(w, QTabWidget):
            yield from ((f"{name} tab", w.tabText(i)) for i in range(w.count()))
        elif isinstance(w, QTableView) and w.model() is not None:
            model = w.model()
            yield from (
                (f"{name} column", str(model.headerData(c, Qt.Orientation.Horizontal) or ""))
                for c in range(model.columnCount())
            )
        if w.toolTip():
            yield f"{name} tooltip", w.toolTip()


WORD = re.compile(r"[^\W\d_]{2,}")


def _untranslated(text: str, data: set[str]) -> bool:
    """A text with words outside every ⟦ ⟧ that are not the event's own data (names)."""
    outside, before = text, ""
    while outside != before:  # innermost brackets first: "⟦Round {n}⟦ of 5⟧⟧"
        before, outside = outside, re.sub(r"⟦[^⟦⟧]*⟧", " ", outside)
    for value in data:
        outside = outside.replace(value, " ")
    return bool(WORD.search(outside))


def test_every_text_of_the_main_screens_goes_through_tr(
    qtbot: Any, settings: Settings, pseudo: None
) -> None:
    w = _demo_window(qtbot, settings)
    data = {w.ctx.info.name} if w.ctx is not None else set()
    data |= (
        {p.name for p in w.players_view.model._infos.values()}
        if hasattr(w.players_view.model, "_infos")
        else set()
    )
    found = []
    for screen in _screens(w):
        found += [(where, text) for where, text in _texts(screen) if _untranslated(text, data)]
    for menu in w.menuBar().findChildren(QMenu):
        if menu in (w.recent_menu, w.events_menu):  # file paths and event names
            continue
        found += [
            ("menu", a.text())
            for a in menu.actions()
            if a.text() and _untranslated(a.text(), set(i18n.LANGUAGES.values()))
        ]
    assert not found, "\n".join(f"{where}: {text!r}" for where, text in found)


def test_the_pseudo_check_sees_an_untranslated_text() -> None:
    assert _untranslated("Pair next round", set())
    assert _untranslated("⟦Round {n}⟧ paired", set())
    assert not _untranslated("⟦Round 3⟧ · 12", set())
    assert not _untranslated("Alys Karstark", {"Alys Karstark"})


@pytest.mark.parametrize("in_language", LANGUAGES, indirect=True)
def test_the_window_fits_and_nothing_is_cut_off(
    qtbot: Any, settings: Settings, in_language: str
) -> None:
    w = _demo_window(qtbot, settings)
    assert w.tabs is not None and w.tabs.tabText(0) != "&Players"  # the language is on
    cut_off = []
    for screen in _screens(w):
        assert w.minimumSizeHint().width() <= SCREEN_WIDTH, (in_language, type(screen).__name__)
        for child in screen.findChildren(QWidget):
            if not child.isVisibleTo(screen):
                continue
            if isinstance(child, QAbstractButton) and child.text():
                short = child.width() + 1 < child.sizeHint().width()
            elif isinstance(child, QLabel) and child.text() and not child.wordWrap():
                short = child.width() + 1 < child.minimumSizeHint().width()
            else:
                continue
            if short:
                cut_off.append(f"{type(screen).__name__}: {type(child).__name__} {child.text()!r}")
    assert not cut_off, "\n".join(cut_off)


def test_the_language_follows_the_setting_then_the_system(settings: Settings) -> None:
    from PySide6.QtCore import QLocale

    polish = QLocale(QLocale.Language.Polish, QLocale.Country.Poland)
    assert system_language(polish) == "pl"
    assert system_language(QLocale(QLocale.Language.Japanese)) == "en"
    assert chosen_language(settings, polish) == "pl"
    settings.set(LANGUAGE, "de")
    assert chosen_language(settings, polish) == "de"
    settings.set(LANGUAGE, "xx")  # not a language of Maester: the system's
    assert chosen_language(settings, polish) == "pl"


def test_installing_a_language_translates_the_window_qt_and_the_documents(
    qapp: QApplication,
) -> None:
    try:
        install_language(qapp, "de")
        assert QCoreApplication.translate("MainWindow", "&File") == "&Datei"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"  # Qt's own
        assert i18n.language() == "de" and i18n._("Standings") == "Tabelle"
    finally:
        install_language(qapp, "en")
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"
    assert i18n._("Standings") == "Standings"


def test_settings_language_menu_remembers_the_choice(qtbot: Any, settings: Settings) -> None:
    w = MainWindow(settings, ServiceBackend.open, suggest_structure)
    qtbot.addWidget(w)
    assert w.language_actions[""].isChecked()  # the system's, until one is chosen
    w.language_actions["pl"].trigger()
    assert settings.get(LANGUAGE) == "pl"
    assert w.language_actions["pl"].isChecked() and not w.language_actions[""].isChecked()


def test_the_services_errors_reach_the_window_in_its_language(
    qapp: QApplication, qtbot: Any, settings: Settings, tmp_path: Any
) -> None:
    from organiser.core.model import Outcome
    from organiser.services import events, open_database, players, rounds

    path = tmp_path / "e.sqlite"
    db = open_database(path)
    ev = events.create_event(db, name="Abend", seed=1)
    for n in ("A", "B", "C", "D"):
        players.add_player(db, ev.id, name=n)
    rounds.pair_round(db, ev.id)
    db.close()
    try:
        install_language(qapp, "de")
        w = MainWindow(settings, ServiceBackend.open, suggest_structure)
        qtbot.addWidget(w)
        assert w.open_path(path)
        backend = w.backend
        assert backend is not None
        # the window's own call path: a user error becomes a message in the window's language
        assert not w.ctx.attempt(lambda: backend.record_result(ev.id, 1, 9, 1, Outcome.WIN))
        said = w.messages[-1][0]
        assert said.startswith("es gibt keinen Tisch 9 in Runde 1"), said
        w.close_event()
    finally:
        install_language(qapp, "en")


def test_deck_problems_notes_and_pairing_warnings_reach_the_window_in_its_language(
    qapp: QApplication,
    qtbot: Any,
    settings: Settings,
    tmp_path: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """What the services hand over as data (the deck check's problems, the deck-list reader's
    notes, the pairing warnings) is English there and in the window's language on screen."""
    from organiser.services import decks, events, open_database, players, results, rounds
    from organiser.ui.views.decks import DeckCheckDialog

    monkeypatch.setenv("MAESTER_CARDS_DIR", str(tmp_path / "cards"))  # the shipped catalogue
    fixtures = Path(__file__).parents[1] / "decks" / "fixtures"
    path = tmp_path / "e.sqlite"
    db = open_database(path)
    ev = events.create_event(db, name="Abend", seed=1, rounds=5)
    ids = [players.add_player(db, ev.id, name=n).id for n in ("Arne", "Berit", "Cora", "Dirk")]
    decks.attach_decklist(db, ev.id, ids[0], (fixtures / "greyjoy_core_starter.txt").read_bytes())
    decks.attach_decklist(db, ev.id, ids[1], (fixtures / "tyrell_conclave_bare.txt").read_bytes())
    for _ in range(3):  # four players, three rounds: every pairing of round 4 is a rematch
        info = rounds.pair_round(db, ev.id)
        for t in info.tables:
            results.record_result(db, ev.id, table=t.table, winner=t.player_a, round=info.number)
    db.close()
    try:
        install_language(qapp, "de")
        w = MainWindow(settings, ServiceBackend.open, suggest_structure)
        qtbot.addWidget(w)
        assert w.open_path(path)
        backend = w.backend
        assert backend is not None
        # the deck check: each problem in German, its rule id as it is
        check = backend.deck_check(ev.id, ids[0])
        assert dict(check.problems)["loyalty"] == (
            "Loyal cards of House Greyjoy are never allowed in a House Stark deck."
        )
        dialog = DeckCheckDialog(w, check)
        qtbot.addWidget(dialog)
        shown = [dialog.problems.item(i).text() for i in range(dialog.problems.count())]
        assert shown == [
            "[draw-count] Der Zugstapel braucht mindestens 60 Karten; er hat 45.",
            "[loyalty] Loyale Karten von House Greyjoy sind in einem Deck von House Stark "
            "nie erlaubt.",
        ]
        assert dialog.notes.isHidden()
        # the reader's note on a list without a faction line
        noted = DeckCheckDialog(w, backend.deck_check(ev.id, ids[1]))
        qtbot.addWidget(noted)
        assert noted.notes.text() == "Hinweis: keine Fraktionszeile: House Tyrell wurde abgeleitet."
        assert not noted.notes.isHidden()
        # a verdict stored before messages kept their template: its English, as stored
        old = {"rule": "draw-count", "message": "The draw deck needs 60 cards.", "cards": []}
        older = DeckCheckDialog(
            w, replace(check, problems=(("draw-count", stored_message(old)),), notes=())
        )
        qtbot.addWidget(older)
        assert older.problems.item(0).text() == "[draw-count] The draw deck needs 60 cards."
        # pairing round 4 with its rematches: the warnings in German
        w.rounds_view.pair_next(allow_rematches=True)
        panel = w.rounds_view.proposal
        assert not panel.isHidden() and w.rounds_view.round_number == 4
        warnings = [panel.warnings.item(i).text() for i in range(panel.warnings.count())]
        assert warnings and all(
            re.fullmatch(
                r"Rematch an Tisch \d: \w+ und \w+ haben schon gegeneinander gespielt\.", text
            )
            for text in warnings
        ), warnings
        w.close_event()
    finally:
        install_language(qapp, "en")


def test_the_windows_own_refusals_are_in_its_language(qapp: QApplication) -> None:
    from organiser.core.errors import UserError
    from organiser.ui.rules_desk.controller import DeskController

    desk = DeskController()  # nothing loaded: no step to look at
    try:
        install_language(qapp, "de")
        with pytest.raises(UserError) as refused:
            desk.undo()
        assert refused.value.message == "Zuerst ein Szenario laden oder ein Spielfeld aufbauen."
    finally:
        install_language(qapp, "en")
    with pytest.raises(UserError) as refused:
        desk.undo()
    assert refused.value.message == "Load a scenario or set up a board first."
