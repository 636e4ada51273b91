"""Tools ▸ Card search…: find cards by name (case, accents, apostrophes do not matter),
faction, type and pack, in the card database in use; with an event open, in its edition,
each card's standing in the event's restricted-list version (docs/app.md).

The matching is the services' (``organiser.services.decks.search_cards``); this window only
lays out the filters and the results. Importing card data (File ▸ Import card database)
refreshes it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from organiser.core.errors import UserError
from organiser.i18n import user_text
from organiser.ui.backend import CardImportInfo, CardResults, Cards
from organiser.ui.models import CardsModel

EDITIONS = {
    "agot2e": QT_TRANSLATE_NOOP("CardSearch", "2nd edition"),
    "agot1e": QT_TRANSLATE_NOOP("CardSearch", "1st edition"),
}
IMPORT_KINDS = {
    "pack-folder": QT_TRANSLATE_NOOP("CardSearch", "a folder of pack files"),
    "pack-file": QT_TRANSLATE_NOOP("CardSearch", "a pack file"),
    "thronesdb-api": QT_TRANSLATE_NOOP("CardSearch", "a ThronesDB cards file"),
    "restricted-list": QT_TRANSLATE_NOOP("CardSearch", "restricted lists"),
    "first-edition": QT_TRANSLATE_NOOP("CardSearch", "1st-edition card data"),
}


def edition_name(edition: str) -> str:
    """The edition as the window names it ("2nd edition"), in the user's language."""
    return QCoreApplication.translate("CardSearch", EDITIONS.get(edition, edition))


def import_summary(info: CardImportInfo) -> str:
    """One line on what an import did: "Imported 6 cards (a folder of pack files) …"."""
    edition = edition_name(info.edition)
    kind = QCoreApplication.translate("CardSearch", IMPORT_KINDS.get(info.kind, info.kind))
    return QCoreApplication.translate(
        "CardSearch",
        "Imported {cards} cards from {source} ({kind}): the {edition} card database now has {total} cards and {restricted_lists} restricted-list versions.",
    ).format(
        cards=info.cards,
        source=info.source,
        kind=kind,
        edition=edition,
        total=info.total,
        restricted_lists=info.restricted_lists,
    )


class CardSearchWindow(QWidget):
    """A window of its own (not modal): search box, three filters, the results table."""

    def __init__(self, cards: Cards, title: str = "") -> None:
        super().__init__(None)
        self.cards = cards
        self.setWindowTitle(self.tr("Card search") + (f" — {title}" if title else ""))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.results: CardResults | None = None

        self.query = QLineEdit()
        self.query.setObjectName("card_query")
        self.query.setPlaceholderText(self.tr("Card name (accents and apostrophes do not matter)"))
        self.query.setClearButtonEnabled(True)
        self.faction = QComboBox()
        self.faction.setObjectName("card_faction")
        self.type = QComboBox()
        self.type.setObjectName("card_type")
        self.pack = QComboBox()
        self.pack.setObjectName("card_pack")
        self.pack.setMinimumContentsLength(18)
        self.pack.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        filters = QHBoxLayout()
        filters.addWidget(self.query, 3)
        for label, box in (
            (self.tr("&Faction"), self.faction),
            (self.tr("&Type"), self.type),
            (self.tr("&Pack"), self.pack),
        ):
            caption = QLabel(label)
            caption.setBuddy(box)
            filters.addWidget(caption)
            filters.addWidget(box, 1)

        self.model = CardsModel()
        self.table = QTableView()
        self.table.setObjectName("card_results")
        self.table.setModel(self.model)
        # No sort column at first: the search's own order (names starting with the query
        # first, then by name); a header click sorts.
        self.table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.table.setSortingEnabled(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        header.setSectionResizeMode(CardsModel.COL_TRAITS, QHeaderView.ResizeMode.Stretch)
        for column, width in (
            (CardsModel.COL_NAME, 210),
            (CardsModel.COL_PACK, 170),
            (CardsModel.COL_FACTION, 140),
            (CardsModel.COL_TYPE, 85),
            (CardsModel.COL_COST, 45),
            (CardsModel.COL_STRENGTH, 40),
            (CardsModel.COL_LOYAL, 50),
            (CardsModel.COL_UNIQUE, 55),
            (CardsModel.COL_STANDING, 110),
        ):
            self.table.setColumnWidth(column, width)

        self.summary = QLabel()
        self.summary.setObjectName("card_summary")
        self.summary.setWordWrap(True)
        self.note = QLabel()  # the last import, or an error
        self.note.setObjectName("card_note")
        self.note.setWordWrap(True)
        self.note.hide()

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.note)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.summary)

        self.query.textChanged.connect(lambda _text: self.search())
        for box in (self.faction, self.type, self.pack):
            box.currentIndexChanged.connect(lambda _i: self.search())
        QShortcut(QKeySequence("Ctrl+F"), self).activated.connect(self.focus_query)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self).activated.connect(self.close)
        self.resize(1180, 620)
        self.refresh()

    def focus_query(self) -> None:
        self.query.setFocus()
        self.query.selectAll()

    # filling in
    def refresh(self) -> None:
        """Fill the filters from the card database (keeping the choices made), then search."""
        try:
            choices = self.cards.choices()
        except UserError as exc:
            self.show_note(user_text(exc), error=True)
            return
        fills = (
            (self.faction, self.tr("All factions"), list(choices.factions)),
            (self.type, self.tr("All types"), [(t, t.capitalize()) for t in choices.types]),
            (self.pack, self.tr("All packs"), list(choices.packs)),
        )
        for box, everything, items in fills:
            kept = box.currentData()
            box.blockSignals(True)
            box.clear()
            box.addItem(everything, None)
            for code, text in items:
                box.addItem(text, code)
            box.setCurrentIndex(max(box.findData(kept), 0) if kept is not None else 0)
            box.blockSignals(False)
        self.search()

    def search(self) -> None:
        try:
            results = self.cards.search(
                self.query.text(),
                self.faction.currentData(),
                self.type.currentData(),
                self.pack.currentData(),
            )
        except UserError as exc:
            self.model.set_rows(())
            self.summary.setText(user_text(exc))
            return
        self.results = results
        self.model.set_rows(results.rows)
        count = len(results.rows)
        text = self.tr("%n card(s)", "", count) + " · " + edition_name(results.edition)
        if results.restricted_list:
            text += self.tr(" · restricted list: {restricted_list} ({format})").format(
                restricted_list=results.restricted_list, format=results.format
            )
        elif results.format is None:
            text += self.tr(" · open an event to see its restricted list")
        self.summary.setText(text)

    def show_note(self, text: str, error: bool = False) -> None:
        self.note.setText(text)
        self.note.setStyleSheet("color: #c62828;" if error else "")
        self.note.show()

    def imported(self, info: CardImportInfo) -> None:
        """After File ▸ Import card database: say what came in and search again."""
        self.show_note(import_summary(info))
        self.refresh()

    def names(self) -> list[str]:
        """The names shown, in order (tests, the screenshot)."""
        return [self.model.card(r).name for r in range(self.model.rowCount())]
