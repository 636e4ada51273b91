"""Setting up a board quickly: ruleset, where to start, players, and cards picked by name.

The panel edits a scenario as plain data (the engine's YAML format, docs/engine/scenarios.md)
and keeps every field it does not show (abilities, attachments, expectations), so a loaded
file survives a round trip through the form.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QStringListModel, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine_ref.catalogue import CATALOGUE
from engine_ref.profiles import PROFILES, get_profile
from engine_ref.scenario import START_AT, UNTIL
from engine_ref.state import ZONES
from organiser.core.cards import normalise_name
from organiser.ui.rules_desk.controller import ZONE_LABELS

SCRIPTED_MARK = "★"
PLAYER_FIELDS = ("name", "house", "gold", "power")
TOP_KEPT = ("source", "notes", "expect", "checkpoints")


@dataclass
class CardSpec:
    """A card on the board being set up: where it is and its scenario mapping."""

    player: str
    zone: str
    raw: dict[str, Any]

    @property
    def scripted(self) -> bool:
        return "card" in self.raw and self.raw["card"] in CATALOGUE

    @property
    def name(self) -> str:
        if "name" in self.raw:
            return str(self.raw["name"])
        key = str(self.raw.get("card"))
        if key in CATALOGUE:
            return str(CATALOGUE[key]["name"])
        return str(self.raw.get("id", "?"))

    @property
    def ident(self) -> str:
        return str(self.raw.get("id") or self.raw.get("card") or slug(self.name))


@dataclass
class Choice:
    """A completion entry: how it is shown and the card mapping it adds."""

    label: str
    raw: dict[str, Any]
    scripted: bool = False


def slug(name: str) -> str:
    out = re.sub(r"[^a-z0-9]+", "_", normalise_name(name)).strip("_")
    return out or "card"


def _int(v: Any) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def facts_raw(card: Any) -> dict[str, Any]:
    """A card database entry (facts only) as an ad-hoc scenario card."""
    raw: dict[str, Any] = {"name": card.name, "type": card.type}
    if card.type in ("title",):
        raw["type"] = "agenda"
    if card.cost == "X":
        raw["cost"] = "X"
    elif _int(card.cost) is not None:
        raw["cost"] = card.cost
    if _int(card.strength) is not None:
        raw["strength"] = card.strength
    for key in ("icons", "traits", "keywords"):
        if getattr(card, key):
            raw[key] = list(getattr(card, key))
    if card.unique:
        raw["unique"] = True
    if card.plot is not None:
        raw["plot"] = {
            k: getattr(card.plot, k)
            for k in ("income", "initiative", "claim", "reserve")
            if _int(getattr(card.plot, k)) is not None
        }
    return raw


class CardIndex:
    """Card names for completion: the engine's scripted cards first, then the card database
    (accent-, case- and apostrophe-insensitive)."""

    def __init__(self, catalogue: Any = None) -> None:
        self.catalogue = catalogue
        self.scripted: list[Choice] = []
        for key, entry in CATALOGUE.items():
            label = f"{entry['name']}  {SCRIPTED_MARK} {key}"
            self.scripted.append(Choice(label, {"card": key}, scripted=True))

    def _db(self) -> Any:
        if self.catalogue is None:
            try:
                from organiser.core.cards import default_catalogue

                self.catalogue = default_catalogue()
            except Exception:
                self.catalogue = False
        return self.catalogue or None

    def search(self, text: str, limit: int = 25) -> list[Choice]:
        key = normalise_name(text)
        if not key:
            return []
        out = [
            c
            for c in self.scripted
            if key in normalise_name(c.label.split(SCRIPTED_MARK)[0]) or key in c.raw["card"]
        ]
        db = self._db()
        if db is not None:
            for card in db.search(text, limit=limit):
                out.append(Choice(f"{card.name} ({card.type}, {card.pack})", facts_raw(card)))
        return out[:limit]

    def choose(self, text: str) -> Choice:
        """The entry for a typed text: an exact completion label, a scripted key or name, a
        card database name, or else a new ad-hoc card with that name."""
        text = text.strip()
        for c in self.search(text.split(SCRIPTED_MARK)[0].split(" (")[0], limit=60):
            if c.label == text:
                return c
        if text in CATALOGUE:
            return Choice(text, {"card": text}, scripted=True)
        key = normalise_name(text)
        for c in self.scripted:
            if normalise_name(c.label.split(SCRIPTED_MARK)[0]) == key:
                return c
        db = self._db()
        if db is not None:
            found = db.named(text)
            if found:
                return Choice(found[0].name, facts_raw(found[-1]))
        return Choice(text, {"name": text})


@dataclass
class Board:
    """The scenario being set up, as plain data."""

    title: str = "New ruling"
    ruleset: str = "lcg2"
    phase: str = "challenges"
    at: str = "actions"
    until: str = "end-of-phase"
    challenge: Any = None
    first_player: str = ""
    active_player: str = ""
    round: int = 1
    players: list[dict[str, Any]] = field(default_factory=list)
    cards: list[CardSpec] = field(default_factory=list)
    decisions: list[str] = field(default_factory=list)
    kept: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def default(cls) -> Board:
        return cls(
            players=[
                {"name": "first", "house": "", "gold": 0, "power": 0},
                {"name": "second", "house": "", "gold": 0, "power": 0},
            ],
            first_player="first",
        )

    @classmethod
    def from_raw(cls, data: Mapping[str, Any]) -> Board:
        start = data.get("start", {}) or {}
        if isinstance(start, str):
            start = {"phase": start}
        phase = str(start.get("phase", "marshalling"))
        b = cls(
            title=str(data.get("title", "Ruling")),
            ruleset=str(data.get("ruleset", "lcg1")),
            phase=phase,
            at=str(start.get("at", "begin" if phase == "setup" else "actions")),
            until=str(start.get("until", "end-of-phase")),
            challenge=copy.deepcopy(start.get("challenge")),
            first_player=str(data.get("first_player", "")),
            active_player=str(data.get("active_player", "") or ""),
            round=int(data.get("round", 1)),
            decisions=[str(d) for d in data.get("decisions", []) or []],
            kept={k: copy.deepcopy(data[k]) for k in TOP_KEPT if k in data},
        )
        for pr in data.get("players", []) or []:
            pr = dict(pr)
            player = {k: v for k, v in pr.items() if k not in ZONES}
            b.players.append(player)
            for zone in ZONES:
                items = pr.get(zone, []) or []
                if zone == "plot" and isinstance(items, Mapping | str):
                    items = [items]
                for item in items:
                    raw = {"card": item} if isinstance(item, str) else copy.deepcopy(dict(item))
                    b.cards.append(CardSpec(str(player.get("name")), zone, raw))
        if not b.first_player and b.players:
            b.first_player = str(b.players[0].get("name", ""))
        return b

    def to_raw(self) -> dict[str, Any]:
        start: dict[str, Any] = {"phase": self.phase, "at": self.at, "until": self.until}
        if self.challenge is not None:
            start["challenge"] = copy.deepcopy(self.challenge)
        data: dict[str, Any] = {"title": self.title, "ruleset": self.ruleset, "start": start}
        if "source" in self.kept:
            data["source"] = self.kept["source"]
        if self.first_player:
            data["first_player"] = self.first_player
        if self.active_player:
            data["active_player"] = self.active_player
        if self.round != 1:
            data["round"] = self.round
        players = []
        for p in self.players:
            entry = {k: v for k, v in p.items() if v not in ("", None)}
            for zone in ZONES:
                cards = [
                    copy.deepcopy(c.raw)
                    for c in self.cards
                    if c.player == p.get("name") and c.zone == zone
                ]
                if cards:
                    entry[zone] = cards
            players.append(entry)
        data["players"] = players
        data["decisions"] = list(self.decisions)
        for k in ("notes", "expect", "checkpoints"):
            if k in self.kept:
                data[k] = copy.deepcopy(self.kept[k])
        return data

    def new_id(self, base: str) -> str:
        used = {c.ident for c in self.cards}
        if base not in used:
            return base
        n = 2
        while f"{base}_{n}" in used:
            n += 1
        return f"{base}_{n}"


#: what the scenario file's start and end points mean, in the combo boxes' tooltips
START_AT_WORDS = {
    "begin": QT_TRANSLATE_NOOP("RulesDesk", "the start of the phase: its first framework event"),
    "actions": QT_TRANSLATE_NOOP(
        "RulesDesk",
        "the players' actions (in marshalling, the active player's, income counted)",
    ),
    "declare": QT_TRANSLATE_NOOP(
        "RulesDesk", "challenges only: the active player declares a challenge"
    ),
    "after-attackers": QT_TRANSLATE_NOOP(
        "RulesDesk", "challenges only: the challenge below, attackers declared"
    ),
    "after-defenders": QT_TRANSLATE_NOOP(
        "RulesDesk", "challenges only: the challenge below, defenders declared"
    ),
    "resolution": QT_TRANSLATE_NOOP(
        "RulesDesk", "challenges only: the challenge below is resolved"
    ),
}
UNTIL_WORDS = {
    "end-of-phase": QT_TRANSLATE_NOOP("RulesDesk", "the end of the start phase"),
    "end-of-round": QT_TRANSLATE_NOOP("RulesDesk", "the end of the round"),
    "end-of-game": QT_TRANSLATE_NOOP("RulesDesk", "the end of the game (a winner)"),
}


def _t(text: str) -> str:
    """A string marked with ``QT_TRANSLATE_NOOP("RulesDesk", ...)``, in the window's language."""
    return QCoreApplication.translate("RulesDesk", text)


def zone_combo() -> QComboBox:
    """The zones in a judge's words ("being played", "used plots"); the item's data is the
    scenario file's key."""
    combo = QComboBox()
    for zone in ZONES:
        combo.addItem(_t(ZONE_LABELS[zone]) if zone in ZONE_LABELS else zone, zone)
    combo.setCurrentIndex(combo.findData("play"))
    return combo


def _item_tips(combo: QComboBox, words: dict[str, str]) -> None:
    for i in range(combo.count()):
        tip = words.get(combo.itemText(i))
        if tip:
            combo.setItemData(i, _t(tip), Qt.ItemDataRole.ToolTipRole)


CARD_COLUMNS = (
    QT_TRANSLATE_NOOP("RulesDesk", "Player"),
    QT_TRANSLATE_NOOP("RulesDesk", "Zone"),
    QT_TRANSLATE_NOOP("RulesDesk", "Card"),
    QT_TRANSLATE_NOOP("RulesDesk", "Id"),
    QT_TRANSLATE_NOOP("RulesDesk", "Kneeling"),
    QT_TRANSLATE_NOOP("RulesDesk", "Power"),
    QT_TRANSLATE_NOOP("RulesDesk", "Kind"),
)


class SetupPanel(QWidget):
    """The board editor. ``start_requested`` asks the window to start stepping it."""

    start_requested = Signal()
    adhoc_requested = Signal(int)  # row of the card to give an ad-hoc ability

    def __init__(self, index: CardIndex | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index or CardIndex()
        self.board = Board.default()
        self._filling = False
        self._choices: dict[str, Choice] = {}

        # --- where to start
        self.title = QLineEdit()
        self.ruleset = QComboBox()
        for name, prof in PROFILES.items():
            self.ruleset.addItem(f"{name} — {prof.title}", name)
        self.phase = QComboBox()
        self.at = QComboBox()
        self.at.addItems(list(START_AT))
        _item_tips(self.at, START_AT_WORDS)
        self.until = QComboBox()
        self.until.addItems(list(UNTIL))
        _item_tips(self.until, UNTIL_WORDS)
        self.first = QComboBox()
        self.active = QComboBox()
        self.round = QSpinBox()
        self.round.setRange(1, 99)
        form = QFormLayout()
        form.addRow(self.tr("&Title"), self.title)
        form.addRow(self.tr("&Ruleset"), self.ruleset)
        form.addRow(self.tr("Start &phase"), self.phase)
        form.addRow(self.tr("Start &at"), self.at)
        form.addRow(self.tr("Run &until"), self.until)
        form.addRow(self.tr("&First player"), self.first)
        form.addRow(self.tr("Acti&ve player"), self.active)
        form.addRow(self.tr("Rou&nd"), self.round)
        where = QGroupBox(self.tr("Where to start"))
        where.setLayout(form)

        # --- players
        self.players = QTableWidget(0, len(PLAYER_FIELDS))
        self.players.setHorizontalHeaderLabels(
            [self.tr("Name"), self.tr("House"), self.tr("Gold"), self.tr("Power")]
        )
        self.players.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.players.verticalHeader().hide()
        add_player = QPushButton(self.tr("Add player"))
        add_player.clicked.connect(self.add_player)
        remove_player = QPushButton(self.tr("Remove player"))
        remove_player.clicked.connect(self.remove_player)
        pl_box = QGroupBox(self.tr("Players, in seat order"))
        pl_lay = QVBoxLayout(pl_box)
        pl_lay.addWidget(self.players)
        row = QHBoxLayout()
        row.addWidget(add_player)
        row.addWidget(remove_player)
        row.addStretch(1)
        pl_lay.addLayout(row)

        left = QWidget()
        left_lay = QVBoxLayout(left)
        left_lay.setContentsMargins(0, 0, 0, 0)
        left_lay.addWidget(where)
        left_lay.addWidget(pl_box, 1)
        dec_box = QGroupBox(self.tr("Decisions the scenario makes, in order"))
        self.decisions = QPlainTextEdit()
        self.decisions.setPlaceholderText(
            self.tr(
                "one a line: who decides, a colon, the answer, e.g.\nstark: use cat\ngreyjoy: pass"
            )
        )
        dec_box.setToolTip(
            self.tr(
                "Each line answers one question when it comes: the player's name, a colon, then "
                "the answer as the desk names it in each option button's tooltip (pass, done, "
                "use cat — use the card whose id is cat —, target cat, play order…). "
                "The questions not answered here wait for a click."
            )
        )
        QVBoxLayout(dec_box).addWidget(self.decisions)
        left_lay.addWidget(dec_box, 1)

        # --- cards
        self.card_name = QLineEdit()
        self.card_name.setPlaceholderText(
            self.tr("card name ({mark} = scripted by the engine)").format(mark=SCRIPTED_MARK)
        )
        self._completion = QStringListModel(self)
        self.completer = QCompleter(self._completion, self)
        self.completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.card_name.setCompleter(self.completer)
        self.card_name.textEdited.connect(self._complete)
        self.card_name.returnPressed.connect(self.add_card_from_entry)
        self.card_player = QComboBox()
        self.card_zone = zone_combo()
        self.card_kneeling = QCheckBox(self.tr("kneeling"))
        self.card_power = QSpinBox()
        self.card_power.setRange(0, 30)
        self.card_power.setPrefix(self.tr("power "))
        add_card = QPushButton(self.tr("&Add card"))
        add_card.clicked.connect(self.add_card_from_entry)
        entry = QHBoxLayout()
        entry.addWidget(self.card_name, 3)
        entry.addWidget(self.card_player, 1)
        entry.addWidget(self.card_zone, 1)
        entry.addWidget(self.card_kneeling)
        entry.addWidget(self.card_power)
        entry.addWidget(add_card)

        self.cards = QTableWidget(0, len(CARD_COLUMNS))
        self.cards.setHorizontalHeaderLabels([_t(c) for c in CARD_COLUMNS])
        self.cards.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.cards.verticalHeader().hide()
        self.cards.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.cards.itemChanged.connect(self._card_edited)
        remove_card = QPushButton(self.tr("Remove card"))
        remove_card.clicked.connect(self.remove_card)
        adhoc = QPushButton(self.tr("Declare an ad-hoc &ability…"))
        adhoc.clicked.connect(self._ask_adhoc)
        self.start_button = QPushButton(self.tr("&Start stepping  (Ctrl+Return)"))
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.start_requested)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020")
        buttons = QHBoxLayout()
        buttons.addWidget(remove_card)
        buttons.addWidget(adhoc)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)

        right = QGroupBox(self.tr("Cards"))
        rl = QVBoxLayout(right)
        rl.addLayout(entry)
        rl.addWidget(self.cards, 1)
        rl.addLayout(buttons)
        rl.addWidget(self.message)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(1, 2)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(split)

        self.ruleset.currentIndexChanged.connect(self._ruleset_changed)
        self.players.itemChanged.connect(self._players_edited)
        self.set_board(self.board)

    # ------------------------------------------------------------------ filling
    def set_board(self, board: Board) -> None:
        self.board = board
        self._filling = True
        quiet = (self.players, self.cards, self.ruleset)
        for w in quiet:
            w.blockSignals(True)  # filling is not editing
        try:
            self.title.setText(board.title)
            i = self.ruleset.findData(board.ruleset)
            self.ruleset.setCurrentIndex(max(0, i))
            self._fill_phases()
            self.phase.setCurrentText(board.phase)
            self.at.setCurrentText(board.at)
            self.until.setCurrentText(board.until)
            self.round.setValue(board.round)
            self.players.setRowCount(0)
            for p in board.players:
                r = self.players.rowCount()
                self.players.insertRow(r)
                for col, key in enumerate(PLAYER_FIELDS):
                    self.players.setItem(r, col, QTableWidgetItem(str(p.get(key, "") or "")))
            self._fill_player_combos()
            self.decisions.setPlainText("\n".join(board.decisions))
            self._fill_cards()
        finally:
            for w in quiet:
                w.blockSignals(False)
            self._filling = False
        self.message.clear()

    def _fill_phases(self) -> None:
        prof = get_profile(str(self.ruleset.currentData()))
        current = self.phase.currentText()
        self.phase.clear()
        self.phase.addItems(["setup", *prof.phases])  # the engine also starts at setup
        if current in ("setup", *prof.phases):
            self.phase.setCurrentText(current)

    def _ruleset_changed(self) -> None:
        if not self._filling:
            self._fill_phases()

    def _names(self) -> list[str]:
        return [str(p.get("name", "")) for p in self.board.players]

    def _fill_player_combos(self) -> None:
        names = self._names()
        for combo, extra in (
            (self.first, None),
            (self.active, self.tr("(default)")),
            (self.card_player, None),
        ):
            keep = combo.currentText()
            combo.blockSignals(True)
            combo.clear()
            if extra:
                combo.addItem(extra, "")
            for n in names:
                combo.addItem(n, n)
            combo.blockSignals(False)
            if keep in names:
                combo.setCurrentText(keep)
        if self.board.first_player in names:
            self.first.setCurrentText(self.board.first_player)
        if self.board.active_player in names:
            self.active.setCurrentText(self.board.active_player)

    def _fill_cards(self) -> None:
        self._filling = True
        blocked = self.cards.blockSignals(True)
        self.cards.setRowCount(0)
        for spec in self.board.cards:
            r = self.cards.rowCount()
            self.cards.insertRow(r)
            kind = (
                self.tr("{mark} scripted").format(mark=SCRIPTED_MARK)
                if spec.scripted
                else self.tr("card facts")
            )
            if spec.raw.get("abilities"):
                kind += self.tr(" + ad-hoc") if spec.scripted else self.tr(", ad-hoc ability")
            extras = []
            if spec.raw.get("attachments"):
                extras.append(self.tr("+{n} attached").format(n=len(spec.raw["attachments"])))
            if spec.raw.get("duplicates"):
                extras.append(self.tr("+{n} duplicates").format(n=spec.raw["duplicates"]))
            name = spec.name + (f"  ({', '.join(extras)})" if extras else "")
            values = [
                spec.player,
                _t(ZONE_LABELS[spec.zone]) if spec.zone in ZONE_LABELS else spec.zone,
                name,
                spec.ident,
                "",
                str(spec.raw.get("power", 0)),
                kind,
            ]
            for col, v in enumerate(values):
                item = QTableWidgetItem(v)
                if col in (0, 1, 2, 6):
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                if col == 4:
                    item.setFlags(
                        (item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                        & ~Qt.ItemFlag.ItemIsEditable
                    )
                    item.setCheckState(
                        Qt.CheckState.Checked
                        if spec.raw.get("kneeling")
                        else Qt.CheckState.Unchecked
                    )
                self.cards.setItem(r, col, item)
        self.cards.resizeColumnsToContents()
        self.cards.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.cards.blockSignals(blocked)
        self._filling = blocked

    # ------------------------------------------------------------------ editing
    def _players_edited(self, item: QTableWidgetItem) -> None:
        if self._filling:
            return
        r, key = item.row(), PLAYER_FIELDS[item.column()]
        text = item.text().strip()
        old = str(self.board.players[r].get("name", ""))
        if key in ("gold", "power"):
            try:
                value: Any = int(text or 0)
            except ValueError:
                self.message.setText(
                    self.tr("Gold must be a whole number.")
                    if key == "gold"
                    else self.tr("Power must be a whole number.")
                )
                return
        else:
            value = text
        self.board.players[r][key] = value
        if key == "name" and old != text:
            for c in self.board.cards:
                if c.player == old:
                    c.player = text
            if self.board.first_player == old:
                self.board.first_player = text
            self._fill_player_combos()
            self._fill_cards()

    def add_player(self) -> None:
        n = len(self.board.players) + 1
        name = f"player{n}"
        while name in self._names():
            n += 1
            name = f"player{n}"
        self.board.players.append({"name": name, "house": "", "gold": 0, "power": 0})
        self.set_board(self.collect())

    def remove_player(self) -> None:
        r = self.players.currentRow()
        if r < 0 or len(self.board.players) <= 2:
            self.message.setText(self.tr("A board needs at least two players."))
            return
        gone = str(self.board.players.pop(r).get("name"))
        self.board.cards = [c for c in self.board.cards if c.player != gone]
        self.set_board(self.collect())

    def _complete(self, text: str) -> None:
        choices = self.index.search(text)
        self._choices = {c.label: c for c in choices}
        self._completion.setStringList([c.label for c in choices])

    def add_card(
        self, text: str, player: str, zone: str, kneeling: bool = False, power: int = 0
    ) -> CardSpec:
        """Add a card by name (or completion label, or scripted key) to a player's zone."""
        if not text.strip():
            raise ValueError(self.tr("Type a card name first."))
        choice = self._choices.get(text) or self.index.choose(text)
        return self.add_raw(choice.raw, player, zone, kneeling, power)

    def add_raw(
        self,
        card: Mapping[str, Any],
        player: str,
        zone: str,
        kneeling: bool = False,
        power: int = 0,
    ) -> CardSpec:
        """Add a scenario card mapping (``{card: key}`` or facts) to a player's zone."""
        raw = copy.deepcopy(dict(card))
        base = raw.get("card") or slug(str(raw.get("name", "card")))
        raw["id"] = self.board.new_id(str(base))
        if kneeling:
            raw["kneeling"] = True
        if power:
            raw["power"] = power
        if zone in ("plot", "plot_deck", "plots_used") and "type" not in raw and "card" not in raw:
            raw["type"] = "plot"
        spec = CardSpec(player, zone, raw)
        self.board = self.collect()
        self.board.cards.append(spec)
        self._fill_cards()
        self.cards.selectRow(len(self.board.cards) - 1)
        return spec

    def add_card_from_entry(self) -> None:
        try:
            self.add_card(
                self.card_name.text(),
                self.card_player.currentText(),
                str(self.card_zone.currentData()),
                self.card_kneeling.isChecked(),
                self.card_power.value(),
            )
        except ValueError as exc:
            self.message.setText(str(exc))
            return
        self.card_name.clear()
        self.message.clear()

    def remove_card(self) -> None:
        r = self.cards.currentRow()
        if 0 <= r < len(self.board.cards):
            self.board.cards.pop(r)
            self._fill_cards()

    def _card_edited(self, item: QTableWidgetItem) -> None:
        if self._filling:
            return
        spec = self.board.cards[item.row()]
        col = item.column()
        if col == 3:
            new = item.text().strip()
            if new:
                spec.raw["id"] = new
        elif col == 4:
            if item.checkState() == Qt.CheckState.Checked:
                spec.raw["kneeling"] = True
            else:
                spec.raw.pop("kneeling", None)
        elif col == 5:
            try:
                value = int(item.text() or 0)
            except ValueError:
                self.message.setText(self.tr("Power must be a whole number."))
                return
            if value:
                spec.raw["power"] = value
            else:
                spec.raw.pop("power", None)

    def _ask_adhoc(self) -> None:
        r = self.cards.currentRow()
        if r < 0:
            self.message.setText(self.tr("Select the card that has the ability first."))
            return
        self.adhoc_requested.emit(r)

    def add_ability(self, row: int, ability: Mapping[str, Any]) -> None:
        spec = self.board.cards[row]
        spec.raw.setdefault("abilities", [])
        abilities = list(spec.raw["abilities"])
        abilities.append(dict(ability))
        spec.raw["abilities"] = abilities
        self._fill_cards()
        self.cards.selectRow(row)

    # ------------------------------------------------------------------ reading
    def collect(self) -> Board:
        """The board as the form shows it."""
        b = self.board
        b.title = self.title.text().strip() or "Ruling"
        b.ruleset = str(self.ruleset.currentData())
        b.phase = self.phase.currentText()
        b.at = self.at.currentText()
        b.until = self.until.currentText()
        b.first_player = self.first.currentText()
        b.active_player = str(self.active.currentData() or "")
        b.round = self.round.value()
        b.decisions = [ln.strip() for ln in self.decisions.toPlainText().splitlines() if ln.strip()]
        return b

    def scenario_dict(self) -> dict[str, Any]:
        return self.collect().to_raw()
