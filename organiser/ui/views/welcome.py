"""The welcome screen: a new event (with a suggested structure), recent files, the demo."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from organiser.core.model import Ruleset

RULESETS = tuple((r.value, r.label) for r in Ruleset)
FORMATS = (("joust", "Joust"), ("melee", "Melee"))
CUT_SIZES = (0, 2, 4, 8, 16, 32)


class NewEventForm(QGroupBox):
    """Name, ruleset, format, expected players → suggested rounds and cut (overridable)."""

    create_requested = Signal(
        str, str, str, int, int, int
    )  # name, ruleset, format, rounds, cut, minutes

    def __init__(self, suggest: Callable[[int, str], tuple[int, int]]) -> None:
        super().__init__(self.tr("New event"))
        self._suggest = suggest
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("e.g. Winter Store Championship"))
        self.ruleset = QComboBox()
        for key, label in RULESETS:
            self.ruleset.addItem(label, key)
        self.format = QComboBox()
        for key, label in FORMATS:
            self.format.addItem(label, key)
        self.players = QSpinBox()
        self.players.setRange(2, 65536)
        self.players.setValue(16)
        self.level = QComboBox()
        self.level.addItem(self.tr("Store"), "store")
        self.level.addItem(self.tr("Regional"), "regional")
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 20)
        self.cut = QComboBox()
        for size in CUT_SIZES:
            self.cut.addItem(
                self.tr("no cut") if size == 0 else self.tr("top {size}").format(size=size), size
            )
        self.minutes = QSpinBox()
        self.minutes.setRange(10, 240)
        self.minutes.setValue(55)
        self.minutes.setSuffix(self.tr(" min"))
        self.suggestion = QLabel()
        self.suggestion.setObjectName("suggestion")
        self.create_btn = QPushButton(self.tr("Create event"))
        self.create_btn.setDefault(True)

        form = QFormLayout(self)
        form.addRow(self.tr("&Name"), self.name)
        form.addRow(self.tr("&Ruleset"), self.ruleset)
        form.addRow(self.tr("&Format"), self.format)
        form.addRow(self.tr("Expected &players"), self.players)
        form.addRow(self.tr("Structure &table"), self.level)
        form.addRow("", self.suggestion)
        form.addRow(self.tr("Swiss &rounds"), self.rounds)
        form.addRow(self.tr("&Cut"), self.cut)
        form.addRow(self.tr("Round &length"), self.minutes)
        form.addRow("", self.create_btn)

        self.players.valueChanged.connect(self.apply_suggestion)
        self.level.currentIndexChanged.connect(self.apply_suggestion)
        self.create_btn.clicked.connect(self._create)
        self.name.returnPressed.connect(self._create)
        self.apply_suggestion()

    def apply_suggestion(self) -> None:
        rounds, cut = self._suggest(self.players.value(), str(self.level.currentData()))
        self.rounds.setValue(rounds)
        idx = self.cut.findData(cut)
        self.cut.setCurrentIndex(max(idx, 0))
        cut_text = self.tr("no cut") if cut == 0 else self.tr("a top {cut} cut").format(cut=cut)
        self.suggestion.setText(
            self.tr("Suggested for {players} players: {rounds} Swiss rounds, {cut_text}").format(
                players=self.players.value(), rounds=rounds, cut_text=cut_text
            )
        )

    def _create(self) -> None:
        name = self.name.text().strip()
        if not name:
            self.name.setFocus()
            self.name.setPlaceholderText(self.tr("An event needs a name"))
            return
        self.create_requested.emit(
            name,
            str(self.ruleset.currentData()),
            str(self.format.currentData()),
            self.rounds.value(),
            int(self.cut.currentData()),
            self.minutes.value(),
        )


class WelcomeView(QWidget):
    open_recent = Signal(str)
    open_demo = Signal()
    open_file = Signal()

    def __init__(self, suggest: Callable[[int, str], tuple[int, int]]) -> None:
        super().__init__()
        title = QLabel(self.tr("Maester"))
        font = QFont()
        font.setPointSize(26)
        font.setBold(True)
        title.setFont(font)
        subtitle = QLabel(self.tr("Tournament organiser for A Game of Thrones: The Card Game"))
        self.form = NewEventForm(suggest)

        self.recent = QListWidget()
        self.recent.setObjectName("recent")
        self.recent.itemActivated.connect(
            lambda item: self.open_recent.emit(item.data(Qt.ItemDataRole.UserRole))
        )
        open_btn = QPushButton(self.tr("Open event file…"))
        open_btn.clicked.connect(self.open_file.emit)
        self.demo_btn = QPushButton(self.tr("Open the demo event"))
        self.demo_btn.setToolTip(
            self.tr("A sample 32-player event with a few rounds played: browse freely")
        )
        self.demo_btn.clicked.connect(self.open_demo.emit)

        side = QGroupBox(self.tr("Open"))
        side_layout = QVBoxLayout(side)
        side_layout.addWidget(QLabel(self.tr("Recent event files")))
        side_layout.addWidget(self.recent, 1)
        side_layout.addWidget(open_btn)
        side_layout.addWidget(self.demo_btn)

        row = QHBoxLayout()
        row.addWidget(self.form, 3)
        row.addWidget(side, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        layout.addSpacing(12)
        layout.addLayout(row, 1)

    def set_recent(self, files: list[str]) -> None:
        self.recent.clear()
        for path in files:
            item = QListWidgetItem(f"{Path(path).name}    —    {Path(path).parent}")
            item.setData(Qt.ItemDataRole.UserRole, path)
            item.setToolTip(path)
            self.recent.addItem(item)
        if not files:
            item = QListWidgetItem(self.tr("(none yet)"))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.recent.addItem(item)
