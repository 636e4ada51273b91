"""Deck lists in the Players tab: attach a list (paste, file, drop), a deck check of one
list, and the field's factions and agendas as bar charts."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from organiser.core.errors import UserError
from organiser.i18n import _ as data_word
from organiser.i18n import user_text
from organiser.ui.backend import DeckCheck, FieldInfo
from organiser.ui.tasks import run_task

DECK_SUFFIXES = (".txt", ".json", ".o8d", ".md", ".markdown", ".xml")
MAX_DECK_BYTES = 1_000_000  # a deck list is a few kilobytes; anything bigger is the wrong file

# the great houses' colours, for the bars of the field chart (neutral grey otherwise)
FACTION_COLOURS = {
    "House Baratheon": "#d8a400",
    "House Greyjoy": "#1e6f80",
    "House Lannister": "#b8202e",
    "House Martell": "#e07b17",
    "The Night's Watch": "#4a4a4a",
    "House Stark": "#8a97a6",
    "House Targaryen": "#7a2323",
    "House Tyrell": "#4d8a2d",
    "Neutral": "#9c8f7a",
}


def read_deck_file(path: Path) -> bytes:
    """The bytes of a deck-list file, or ValueError with a message for the organiser."""
    if path.suffix.lower() not in DECK_SUFFIXES:
        raise ValueError(
            QCoreApplication.translate(
                "Decks", "{name}: a deck list is a .txt, .json, .o8d (OCTGN) or .md (Markdown) file"
            ).format(name=path.name)
        )
    try:
        size = path.stat().st_size
        if size > MAX_DECK_BYTES:
            raise ValueError(
                QCoreApplication.translate(
                    "Decks", "{name} is too big for a deck list ({size} KB)"
                ).format(name=path.name, size=size // 1024)
            )
        return path.read_bytes()
    except OSError as exc:
        raise ValueError(
            QCoreApplication.translate("Decks", "cannot read {name}: {error}").format(
                name=path.name, error=exc.strerror or exc
            )
        ) from exc


class DeckListDialog(QDialog):
    """Paste a list, or load it from a file; after round 1 a reason is asked (audited)."""

    def __init__(
        self,
        parent: QWidget,
        player_name: str,
        locked: bool,
        attach: Callable[[bytes, str, str], bool],
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Deck list — {player_name}").format(player_name=player_name))
        self.resize(560, 560)
        self._attach = attach
        self.source = "pasted"
        intro = QLabel(
            self.tr(
                "Paste the list (ThronesDB text or JSON, or a bare list of cards) or its ThronesDB link (a decklist, or a deck its owner shares), or load a file."
            )
        )
        intro.setWordWrap(True)
        self.text = QPlainTextEdit()
        self.text.setPlaceholderText(
            self.tr("House Stark\nThe Lord of the Crossing\n\nPlots\n1x …")
        )
        self.file_btn = QPushButton(self.tr("From file…"))
        self.file_btn.clicked.connect(self.choose_file)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("Why the list changes after round 1 (audit log)"))
        form = QFormLayout()
        form.addRow(self.tr("Reason"), self.reason)
        self.reason.setVisible(locked)
        form.labelForField(self.reason).setVisible(locked)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Attach"))
        self.buttons.accepted.connect(self.submit)
        self.buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(intro, 1)
        row.addWidget(self.file_btn)
        self.problem = QLabel()  # what a ThronesDB link fetch said, in the dialog itself
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.fetching = False
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.text, 1)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)

    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Deck list"),
            "",
            self.tr("Deck lists (*.txt *.json *.o8d *.md);;All files (*)"),
        )
        if path:
            self.load_file(Path(path))

    def load_file(self, path: Path) -> None:
        try:
            data = read_deck_file(path)
        except ValueError as exc:
            self.text.setPlaceholderText(str(exc))
            self.text.clear()
            return
        self.text.setPlainText(data.decode("utf-8-sig", errors="replace"))
        self.source = path.name

    def submit(self) -> None:
        """Attach; the dialog stays open (nothing lost) when the services refuse. A pasted
        ThronesDB link is fetched off the GUI thread (ThronesDB may take seconds to answer):
        the window stays live, the dialog says it is fetching, then attaches what came."""
        if self.fetching:
            return
        data = self.text.toPlainText().encode("utf-8")
        from organiser.services.decks import deck_link_in, fetch_decklist

        link = deck_link_in(data)
        if link is None:
            if self._attach(data, self.source, self.reason.text()):
                self.accept()
            return
        self._set_fetching(True)
        run_task(lambda: fetch_decklist(link), self._fetched, self._fetch_failed, owner=self)

    def _set_fetching(self, on: bool) -> None:
        self.fetching = on
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not on)
        self.text.setReadOnly(on)
        self.problem.setText(self.tr("Fetching the list from ThronesDB…") if on else "")

    def _fetched(self, deck: Any) -> None:
        self._set_fetching(False)
        if self._attach(deck.text.encode("utf-8"), deck.page, self.reason.text()):
            self.accept()

    def _fetch_failed(self, exc: BaseException) -> None:
        self._set_fetching(False)
        message = user_text(exc) if isinstance(exc, UserError) else f"{type(exc).__name__}: {exc}"
        self.problem.setText(f"⚠ {message}")


class DeckCheckDialog(QDialog):
    """One list as a judge checks it: verdict, counts by type, problems by rule, the cards."""

    def __init__(self, parent: QWidget, check: DeckCheck) -> None:
        super().__init__(parent)
        self.check = check
        self.setWindowTitle(
            self.tr("Deck check — {player_name}").format(player_name=check.player_name)
        )
        self.resize(620, 640)
        verdict = {
            "legal": self.tr("Legal"),
            "illegal": self.tr("Illegal"),
            "missing": self.tr("No list"),
        }.get(check.status, check.status)
        head = QLabel(
            self.tr("<b>{player_name}</b> — {verdict}").format(
                player_name=check.player_name, verdict=verdict
            )
            + ("<br>" + check.deck_name if check.deck_name else "")
            + "<br>"
            + (check.faction or self.tr("no faction"))
            + (f" · {', '.join(check.agendas)}" if check.agendas else self.tr(" · no agenda"))
        )
        head.setObjectName("verdict")
        head.setTextFormat(Qt.TextFormat.RichText)
        self.counts = QLabel(
            self.tr("Plot deck {plots} · draw deck {draw} — ").format(
                plots=check.plots, draw=check.draw
            )
            # the card types and section titles come from the services in English; the
            # gettext catalogue has them (the printed deck sheets show them translated too)
            + ", ".join(f"{data_word(kind)} {n}" for kind, n in check.counts_by_type)
        )
        self.counts.setObjectName("counts")
        self.counts.setWordWrap(True)
        self.problems = QListWidget()
        for rule, message in check.problems:
            self.problems.addItem(f"[{rule}] {user_text(message)}")
        self.problems.setVisible(bool(check.problems))
        # a long problem (German is long) wraps rather than running off to the right
        self.problems.setWordWrap(True)
        self.problems.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.problems.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.problems.setMaximumHeight(min(170, 12 + 26 * max(len(check.problems), 1)))
        # what the reader noted (a faction inferred, a line ignored): no problem, worth a look
        self.notes = QLabel(
            "\n".join(self.tr("Note: {note}").format(note=user_text(n)) for n in check.notes)
        )
        self.notes.setObjectName("notes")
        self.notes.setWordWrap(True)
        self.notes.setVisible(bool(check.notes))
        self.cards = QTreeWidget()
        self.cards.setHeaderLabels([self.tr("Card"), self.tr("Count")])
        for title, lines in check.sections:
            section = QTreeWidgetItem([data_word(title), str(sum(n for n, _ in lines))])
            for count, name in lines:
                section.addChild(QTreeWidgetItem([name, str(count)]))
            self.cards.addTopLevelItem(section)
        self.cards.expandAll()
        self.cards.header().setStretchLastSection(False)
        self.cards.header().resizeSection(0, 460)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(head)
        layout.addWidget(self.counts)
        layout.addWidget(self.problems)
        layout.addWidget(self.notes)
        layout.addWidget(self.cards, 1)
        layout.addWidget(close)


class BarChart(QWidget):
    """Horizontal bars, one per label, longest first, the count at the end of each bar."""

    BAR = 22
    GAP = 6

    def __init__(self, title: str, rows: Sequence[tuple[str, int]]) -> None:
        super().__init__()
        self.title = title
        self.rows = list(rows)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(self.sizeHint().height())

    def sizeHint(self) -> QSize:
        return QSize(480, 34 + max(len(self.rows), 1) * (self.BAR + self.GAP))

    def bar_rects(self) -> list[QRectF]:
        """Where each bar is drawn (tests check the lengths follow the counts)."""
        fm = QFontMetrics(self.font())
        label_w = max((fm.horizontalAdvance(label) for label, _ in self.rows), default=0) + 12
        top = 30.0
        biggest = max((n for _, n in self.rows), default=0) or 1
        room = max(self.width() - label_w - 50, 20)
        return [
            QRectF(label_w, top + i * (self.BAR + self.GAP), room * n / biggest, self.BAR)
            for i, (_label, n) in enumerate(self.rows)
        ]

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().color(QPalette.ColorRole.WindowText)
        bold = QFont(self.font())
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(text)
        painter.drawText(QRectF(0, 0, self.width(), 24), Qt.AlignmentFlag.AlignLeft, self.title)
        painter.setFont(self.font())
        if not self.rows:
            painter.drawText(
                QRectF(0, 30, self.width(), 24), 0, self.tr("No deck list handed in yet.")
            )
            return
        accent = self.palette().color(QPalette.ColorRole.Highlight)
        for (label, n), rect in zip(self.rows, self.bar_rects(), strict=True):
            painter.setPen(text)
            painter.drawText(
                QRectF(0, rect.top(), rect.left() - 8, rect.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(FACTION_COLOURS.get(label, accent.name())))
            painter.drawRoundedRect(rect, 3, 3)
            painter.setPen(text)
            painter.drawText(
                QRectF(rect.right() + 6, rect.top(), 44, rect.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                str(n),
            )
        painter.end()


class FieldDialog(QDialog):
    """The field at a glance: lists handed in, factions, agendas."""

    def __init__(self, parent: QWidget, field: FieldInfo, event_name: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("The field — {event_name}").format(event_name=event_name))
        self.resize(640, 620)
        handed = field.players - field.missing
        self.summary = QLabel(
            self.tr(
                "{handed} of {players} lists handed in: {legal} legal, {illegal} illegal, {missing} missing."
            ).format(
                handed=handed,
                players=field.players,
                legal=field.legal,
                illegal=field.illegal,
                missing=field.missing,
            )
        )
        self.summary.setObjectName("summary")
        self.factions = BarChart(self.tr("Factions"), field.factions)
        self.agendas = BarChart(self.tr("Agendas"), field.agendas)
        inner = QWidget()
        charts = QVBoxLayout(inner)
        charts.addWidget(self.factions)
        charts.addSpacing(12)
        charts.addWidget(self.agendas)
        charts.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(scroll, 1)
        layout.addWidget(close)
