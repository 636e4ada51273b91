"""The Rules desk window: set up a board, then step through it like a debugger.

Layout (left to right): the board (Moribund cards marked), the timing views (window stack,
priority, decision buttons, gates, lasting effects), and tabs for the log with its rule
paraphrases, the branches of the timeline, and the ruling. Behaviour lives in
``DeskController``; this module only lays out widgets and refreshes them.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QSlider,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QToolBar,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine_ref.session import PhaseStep
from engine_ref.state import ZONES, GameState
from engine_ref.timing import DecisionPoint, GateView, LogEntry
from organiser.core.errors import UserError
from organiser.printing import save_pdf
from organiser.printing.ruling import build_ruling
from organiser.ui.rules_desk.adhoc import AdhocAbilityDialog
from organiser.ui.rules_desk.controller import (
    ZONE_LABELS,
    DeskController,
    Passes,
    card_label,
    citation_text,
    gates_now,
    passes_now,
    rule_name,
    stage_label,
)
from organiser.ui.rules_desk.lookup import CardLookup, CardLookupPanel
from organiser.ui.rules_desk.setup import Board, CardIndex, CardSpec, SetupPanel

#: every stepping command: (name, label, shortcuts); the first shortcut is the debugger's
STEP_COMMANDS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("step", QT_TRANSLATE_NOOP("RulesDesk", "Step"), ("F11", "Ctrl+Down")),
    ("step_over", QT_TRANSLATE_NOOP("RulesDesk", "Step over"), ("F10", "Ctrl+Right")),
    ("step_out", QT_TRANSLATE_NOOP("RulesDesk", "Step out"), ("Shift+F11", "Ctrl+Up")),
    ("run_to_decision", QT_TRANSLATE_NOOP("RulesDesk", "Run to decision"), ("F5", "Ctrl+D")),
    ("back", QT_TRANSLATE_NOOP("RulesDesk", "Back"), ("Alt+Left", "Ctrl+[")),
    ("forward", QT_TRANSLATE_NOOP("RulesDesk", "Forward"), ("Alt+Right", "Ctrl+]")),
    ("branch_here", QT_TRANSLATE_NOOP("RulesDesk", "Branch here"), ("Ctrl+B",)),
    ("undo", QT_TRANSLATE_NOOP("RulesDesk", "Take back decision"), ("Ctrl+Z",)),
)


#: what each level of the window stack is, in a judge's words (the tree's tooltips)
FRAME_KINDS = {
    "phase": QT_TRANSLATE_NOOP("RulesDesk", "A phase of the round."),
    "actions": QT_TRANSLATE_NOOP(
        "RulesDesk", "Players take turns to act, first player first, until all pass in a row."
    ),
    "framework": QT_TRANSLATE_NOOP(
        "RulesDesk",
        "A framework event: something the structure of the game makes happen, "
        "not a card's ability.",
    ),
    "window": QT_TRANSLATE_NOOP(
        "RulesDesk", "An action or ability being played and resolved, part by part."
    ),
    "step": QT_TRANSLATE_NOOP(
        "RulesDesk",
        "A part of the timing structure, numbered as in the Rules Reference's timing chart.",
    ),
    "ability": QT_TRANSLATE_NOOP("RulesDesk", "A triggered ability resolving inside this part."),
    "gate": QT_TRANSLATE_NOOP("RulesDesk", "A chance to save against or cancel what is resolving."),
}


#: what the engine's "save/cancel gate" is, in the log's tooltips
SAVE_CANCEL_WORDS = QT_TRANSLATE_NOOP(
    "RulesDesk",
    "Save/cancel gate: the chance, going round the table, to cancel what is resolving or "
    "to save a card from it, before it takes effect. It closes when every player has "
    "passed in a row.",
)


def _t(text: str) -> str:
    """A string marked with ``QT_TRANSLATE_NOOP("RulesDesk", ...)``, in the window's language."""
    return QCoreApplication.translate("RulesDesk", text)


def answer_words(point: DecisionPoint, decision: str, future: bool = False) -> str:
    """A decision as the scenario writes it ("stark: use cat") in the option's words:
    "stark chose Catelyn Stark: after any character is killed…"."""
    player, _, key = decision.partition(": ")
    opt = point.find(key) if player == point.player else None
    words = opt.text if opt is not None and opt.text else key
    if len(words) > 60:
        words = words[:59].rstrip() + "…"
    if future:
        return QCoreApplication.translate("RulesDesk", "{player} will choose “{words}”").format(
            player=player, words=words
        )
    return QCoreApplication.translate("RulesDesk", "{player} chose “{words}”").format(
        player=player, words=words
    )


def gate_text(g: GateView) -> str:
    """A gate in a judge's words."""
    window = stage_label(g.window)
    if g.kind == "save_cancel":
        return QCoreApplication.translate(
            "RulesDesk", "Save or cancel against: {what} — in {window}"
        ).format(what=g.text, window=window)
    if g.kind == "response":
        return QCoreApplication.translate(
            "RulesDesk", "Responses to: {what} — until {window} closes"
        ).format(what=g.text, window=window)
    return f"{g.kind}: {g.text} — {window}"


#: the toolbar's words, short enough for every button to show at 1280 px; the full name,
#: its keys and what it does are in the tooltip
SHORT_LABELS = {
    "save": QT_TRANSLATE_NOOP("RulesDesk", "Save…"),
    "export": QT_TRANSLATE_NOOP("RulesDesk", "Export…"),
    "start": QT_TRANSLATE_NOOP("RulesDesk", "Start"),
    "run_to_decision": QT_TRANSLATE_NOOP("RulesDesk", "Run to decision"),
    "branch_here": QT_TRANSLATE_NOOP("RulesDesk", "Branch"),
    "undo": QT_TRANSLATE_NOOP("RulesDesk", "Take back"),
}

#: what each stepping command does, in the toolbar's tooltips
STEP_HELP = {
    "step": QT_TRANSLATE_NOOP("RulesDesk", "one step: a line of the log or a decision"),
    "step_over": QT_TRANSLATE_NOOP("RulesDesk", "finish what is resolving at this level"),
    "step_out": QT_TRANSLATE_NOOP(
        "RulesDesk", "finish the level that holds it (e.g. the player actions)"
    ),
    "run_to_decision": QT_TRANSLATE_NOOP("RulesDesk", "run until someone must decide"),
    "back": QT_TRANSLATE_NOOP("RulesDesk", "one recorded step back"),
    "forward": QT_TRANSLATE_NOOP("RulesDesk", "one recorded step forward"),
    "branch_here": QT_TRANSLATE_NOOP(
        "RulesDesk", "a new branch from the decision under the cursor"
    ),
    "undo": QT_TRANSLATE_NOOP("RulesDesk", "take back the last decision"),
}


def _child(item: QTreeWidgetItem, i: int) -> QTreeWidgetItem:
    child = item.child(i)
    assert child is not None
    return child


class BoardView(QTextBrowser):
    """Each player's House card, gold and zones as text that wraps; Moribund cards are
    marked ☠ on a red ground."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)

    def show_state(self, st: GameState) -> None:
        moribund = {m.card for m in st.moribund}
        parts: list[str] = []
        for p in st.players:
            bits = [
                self.tr("{total} power ({house} on House)").format(
                    total=st.total_power(p.name), house=p.power
                ),
                self.tr("{gold} gold").format(gold=p.gold),
            ]
            if p.name == st.first_player:
                bits.append(self.tr("first player"))
            if p.name == st.active_player:
                bits.append(self.tr("active"))
            if st.winner == p.name:
                bits.append("<b>" + self.tr("WINNER") + "</b>")
            house = f" ({html.escape(p.house)})" if p.house else ""
            parts.append(
                f"<p style='margin: 6px 0 2px 0'><b>{html.escape(p.name)}</b>{house} — "
                + ", ".join(bits)
                + "</p>"
            )
            for z in ZONES:
                ids = p.zone(z)
                if not ids:
                    continue
                parts.append(
                    f"<p style='margin: 2px 0 0 10px; color: #555'>{_t(ZONE_LABELS[z])} ({len(ids)})</p>"
                )
                for cid in ids:
                    text = html.escape(card_label(st, cid, z))
                    if cid in moribund:
                        parts.append(
                            "<p style='margin: 0 0 0 24px; background: #ffd6d6; color: #780000'>"
                            f"☠ {text}</p>"
                        )
                    else:
                        parts.append(f"<p style='margin: 0 0 0 24px'>{text}</p>")
        self.setHtml("".join(parts))

    def moribund_items(self) -> list[str]:
        """Card ids shown as Moribund (read back from the text, as a judge sees it)."""
        out = []
        for line in self.toPlainText().splitlines():
            if line.startswith("☠ ") and "[" in line:
                out.append(line.split("[", 1)[1].split("]", 1)[0])
        return out


class RulesDeskWindow(QMainWindow):
    """The judge's step-through view. ``open_rules_desk`` creates and shows one."""

    changed = Signal()
    # a ruling was exported: (PDF path, scenario path, title, conclusion); a judge call
    # opened in the desk attaches it (docs/judges.md)
    ruling_exported = Signal(str, str, str, str)

    def __init__(
        self,
        parent: QWidget | None = None,
        index: CardIndex | None = None,
        lookup: CardLookup | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Maester — Rules desk"))
        self.ctl = DeskController()
        self.path: Path | None = None
        self.export_name = "ruling.pdf"  # what the export dialog proposes
        self._dialog: AdhocAbilityDialog | None = None

        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(
            "background: #fde7e9; color: #8a0014; padding: 4px; border: 1px solid #e8a0a8"
        )
        self.error.hide()

        self.setup = SetupPanel(index)
        self.setup.start_requested.connect(self.start_from_setup)
        self.setup.adhoc_requested.connect(self.open_adhoc_dialog)

        self.lookup = CardLookupPanel(lookup)
        self.lookup.put_on_board.connect(self.put_card_on_board)
        self.lookup.declare_requested.connect(self.declare_card)
        self.lookup.set_players(self.setup._names())

        self.tabs = QTabWidget()
        self.tabs.addTab(self.setup, self.tr("Set &up"))
        self.tabs.addTab(self._build_step_panel(), self.tr("S&tep"))
        self.tabs.addTab(self.lookup, self.tr("&Cards"))
        self.tabs.currentChanged.connect(self._tab_changed)

        central = QWidget()
        lay = QVBoxLayout(central)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.error)
        lay.addWidget(self.tabs)
        self.setCentralWidget(central)
        self._build_actions()
        self.resize(1280, 780)
        self.refresh()

    # ------------------------------------------------------------------ layout
    def _build_step_panel(self) -> QWidget:
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.heading.setFont(font)
        self.board = BoardView()
        board_box = QGroupBox(self.tr("Board"))
        bl = QVBoxLayout(board_box)
        bl.addWidget(self.heading)
        bl.addWidget(self.board)

        self.breadcrumb = QLabel()
        self.breadcrumb.setWordWrap(True)
        self.breadcrumb.setTextFormat(Qt.TextFormat.RichText)
        self.stack_tree = QTreeWidget()
        self.stack_tree.setHeaderHidden(True)
        self.stack_tree.setMaximumHeight(120)
        # the phase as its declared pipeline of steps: done, running, to come
        self.phase_steps = QListWidget()
        self.phase_steps.setObjectName("phase_steps")
        self.phase_steps.setMaximumHeight(96)
        self.phase_steps.setWordWrap(True)
        self.phase_steps.setToolTip(
            self.tr("The parts of this phase, in order: the one running is marked")
        )
        self.priority = QLabel()
        self.priority.setWordWrap(True)
        self.current_step = QLabel()
        self.current_step.setWordWrap(True)
        self.current_step.setTextFormat(Qt.TextFormat.RichText)
        self.priority.setTextFormat(Qt.TextFormat.RichText)
        self.stack_box = stack_box = QGroupBox(self.tr("Window stack"))
        self.breadcrumb.setToolTip(
            self.tr(
                "What is resolving now, outermost first. The numbered parts (“5) responses”) are "
                "those of the Rules Reference's timing chart; “step” is your place in the timeline."
            )
        )
        sl = QVBoxLayout(stack_box)
        sl.addWidget(self.breadcrumb)
        sl.addWidget(self.stack_tree)
        sl.addWidget(self.phase_steps)
        sl.addWidget(self.priority)
        sl.addWidget(self.current_step)

        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.options_area = QWidget()
        self.options_grid = QGridLayout(self.options_area)
        self.options_grid.setContentsMargins(0, 0, 0, 0)
        self.option_buttons: dict[str, QPushButton] = {}
        # the options the rules forbid here, greyed, each with the rule behind it
        self.show_refused = QCheckBox(self.tr("Show forbidden options and why"))
        self.show_refused.setObjectName("show_refused")
        self.show_refused.setToolTip(
            self.tr(
                "List, greyed, the options a player might expect here that the rules forbid, "
                "each with the rule that forbids it"
            )
        )
        self.show_refused.toggled.connect(
            lambda _on: None if self._refreshing else self._set_options(self.ctl.open_decision())
        )
        self.refused_buttons: dict[str, QPushButton] = {}
        self.decision_box = QGroupBox(self.tr("Decision"))
        dl = QVBoxLayout(self.decision_box)
        dl.addWidget(self.prompt)
        dl.addWidget(self.options_area)
        dl.addWidget(self.show_refused)

        self.gates = QListWidget()
        self.lasting = QListWidget()
        for lw in (self.gates, self.lasting):
            lw.setWordWrap(True)
            lw.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        gates_box = QGroupBox(self.tr("Open gates"))
        gates_box.setToolTip(
            self.tr(
                "What players may still respond to, or save or cancel against, at this step. "
                "A save or cancel chance closes when every player has passed in a row; "
                "the responses close with their window."
            )
        )
        QVBoxLayout(gates_box).addWidget(self.gates)
        lasting_box = QGroupBox(self.tr("Lasting effects"))
        QVBoxLayout(lasting_box).addWidget(self.lasting)
        small = QHBoxLayout()
        small.addWidget(gates_box)
        small.addWidget(lasting_box)

        middle = QWidget()
        ml = QVBoxLayout(middle)
        ml.setContentsMargins(0, 0, 0, 0)
        ml.addWidget(stack_box, 0)
        ml.addWidget(self.decision_box, 0)
        ml.addLayout(small, 1)

        # right: log, branches, ruling
        self.log = QTreeWidget()
        self.log.setHeaderLabels(
            [self.tr("Step"), self.tr("Who"), self.tr("What happened"), self.tr("Rule")]
        )
        header_item = self.log.headerItem()
        header_item.setToolTip(
            0,
            self.tr(
                "Its place in the timeline: a line of the engine's log, or a decision (italics)"
            ),
        )
        header_item.setToolTip(
            3, self.tr("The rule behind it, by its heading: click the row for the project's words")
        )
        self.log.setRootIsDecorated(False)
        # one line a step, cut with "…" when the column is narrow: the whole text is in
        # each cell's tooltip and, for the clicked step, in the rule panel under the log
        self.log.setWordWrap(False)
        self.log.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.log.setUniformRowHeights(True)
        self.log.header().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.log.header().setStretchLastSection(False)
        self.log.header().setSectionResizeMode(3, QHeaderView.ResizeMode.Interactive)
        self._log_keys: list[tuple[object, str]] = []  # the steps the log shows
        self.log.itemClicked.connect(self._log_clicked)
        # not currentItemChanged: PySide 6.12 mis-counts None passed as an item pointer
        self.log.itemSelectionChanged.connect(lambda: self._log_clicked(self.log.currentItem()))
        self.log.itemDoubleClicked.connect(self._log_double_clicked)
        self.rule = QTextBrowser()
        self.rule.setMaximumHeight(150)
        self.rule.setPlaceholderText(self.tr("Click a step: its rule, in the project's own words."))
        log_page = QSplitter(Qt.Orientation.Vertical)
        log_page.addWidget(self.log)
        log_page.addWidget(self.rule)
        log_page.setStretchFactor(0, 3)

        self.branch_list = QListWidget()
        self.branch_list.currentRowChanged.connect(self._branch_selected)
        self.compare_a = QComboBox()
        self.compare_b = QComboBox()
        compare = QPushButton(self.tr("Co&mpare"))
        compare.clicked.connect(self.show_comparison)
        self.compare_table = QTableWidget(0, 3)
        self.compare_table.setHorizontalHeaderLabels(["", "A", "B"])
        self.compare_table.verticalHeader().hide()
        self.compare_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.compare_table.setWordWrap(True)
        branches_page = QWidget()
        bpl = QVBoxLayout(branches_page)
        bpl.addWidget(
            QLabel(self.tr("Timeline (a decision taken after going back starts a branch):"))
        )
        bpl.addWidget(self.branch_list, 1)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("A")))
        row.addWidget(self.compare_a, 1)
        row.addWidget(QLabel(self.tr("B")))
        row.addWidget(self.compare_b, 1)
        row.addWidget(compare)
        bpl.addLayout(row)
        bpl.addWidget(self.compare_table, 2)

        self.judge = QLineEdit()
        self.event_name = QLineEdit()
        self.conclusion = QPlainTextEdit()
        self.conclusion.setPlaceholderText(self.tr("The judge's conclusion, in plain words."))
        export = QPushButton(self.tr("&Export ruling (PDF + scenario)…"))
        export.clicked.connect(self.ask_export)
        ruling_page = QWidget()
        rl = QFormLayout(ruling_page)
        rl.addRow(self.tr("Judge"), self.judge)
        rl.addRow(self.tr("Event"), self.event_name)
        rl.addRow(self.tr("Conclusion"), self.conclusion)
        rl.addRow("", export)
        self.expectations = QLabel()
        self.expectations.setWordWrap(True)
        rl.addRow(self.tr("Scenario checks"), self.expectations)

        self.side = QTabWidget()
        self.side.addTab(log_page, self.tr("&Log"))
        self.side.addTab(branches_page, self.tr("&Branches"))
        self.side.addTab(ruling_page, self.tr("&Ruling"))
        self._ruling_page = ruling_page
        self._scenario_title = ""
        self.event_name.textChanged.connect(self._name_ruling_tab)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(board_box)
        split.addWidget(middle)
        split.addWidget(self.side)
        split.setSizes([400, 400, 480])

        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setMinimum(0)
        self.slider.valueChanged.connect(self._slider_moved)
        self.position = QLabel()
        self.position.setMinimumWidth(170)
        self.auto = QCheckBox(self.tr("Answer pass / done automatically"))
        self.auto.setToolTip(
            self.tr(
                "When the scenario has no answer written for a question, pass, say done or take "
                "the first order without asking (what the command line's engine-ref run does)"
            )
        )
        self.auto.toggled.connect(self._auto_toggled)
        timeline = QHBoxLayout()
        timeline.addWidget(QLabel(self.tr("Timeline")))
        timeline.addWidget(self.slider, 1)
        timeline.addWidget(self.position)
        timeline.addWidget(self.auto)

        page = QWidget()
        pl = QVBoxLayout(page)
        pl.setContentsMargins(0, 0, 0, 0)
        pl.addWidget(split, 1)
        pl.addLayout(timeline)
        return page

    def _build_actions(self) -> None:
        bar = QToolBar(self.tr("Rules desk"))
        bar.setObjectName("rules-desk-toolbar")
        self.addToolBar(bar)
        self.actions_by_name: dict[str, QAction] = {}

        def add(name: str, label: str, keys: tuple[str, ...], slot: Callable[..., None]) -> QAction:
            act = QAction(label, self)
            act.setShortcuts([QKeySequence(k) for k in keys])
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            if keys:
                act.setToolTip(f"{label} ({', '.join(keys)})")
            act.triggered.connect(slot)
            self.addAction(act)
            self.actions_by_name[name] = act
            return act

        file_commands: tuple[tuple[str, str, tuple[str, ...]], ...] = (
            ("open", self.tr("Open…"), ("Ctrl+O",)),
            ("save", self.tr("Save scenario…"), ("Ctrl+S",)),
            ("export", self.tr("Export ruling…"), ("Ctrl+E",)),
            ("start", self.tr("Start stepping"), ("Ctrl+Return",)),
        )
        for name, label, keys in file_commands:
            act = add(name, label, keys, getattr(self, f"action_{name}"))
            act.setIconText(_t(SHORT_LABELS[name]) if name in SHORT_LABELS else label)
            bar.addAction(act)
        bar.addSeparator()
        for name, label, keys in STEP_COMMANDS:
            act = add(name, _t(label), keys, self._stepper(name))
            act.setIconText(_t(SHORT_LABELS.get(name, label)))
            act.setToolTip(f"{_t(label)} ({', '.join(keys)}): {_t(STEP_HELP[name])}")
            if name == "back":
                bar.addSeparator()  # moving through what is recorded, not running the engine
            bar.addAction(act)
        add("setup_tab", self.tr("Set up tab"), ("Ctrl+1",), lambda: self.tabs.setCurrentIndex(0))
        add("step_tab", self.tr("Step tab"), ("Ctrl+2",), lambda: self.tabs.setCurrentIndex(1))
        add("cards_tab", self.tr("Cards tab"), ("Ctrl+3",), self.show_lookup)
        add("adhoc", self.tr("Ad-hoc ability"), ("Ctrl+Shift+A",), self.setup._ask_adhoc)

    def _stepper(self, name: str) -> Callable[[bool], None]:
        # the slot takes ``triggered``'s argument: PySide 6.12 mis-counts None references
        # when a zero-argument slot is called for a signal with one (a crash at exit)
        def run(_checked: bool = False) -> None:
            self.command(name)

        return run

    # ------------------------------------------------------------------ commands
    def _guard(self, fn: Callable[[], Any]) -> bool:
        """Run a command; a user error shows in the banner (never a traceback)."""
        try:
            fn()
        except UserError as exc:
            self.show_error(str(exc))
            return False
        self.show_error("")
        return True

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    def command(self, name: str) -> bool:
        """A stepping command by name (what the toolbar, shortcuts and tests use)."""
        if not self.ctl.loaded:
            self.show_error(self.tr("Load a scenario or set up a board first."))
            return False
        ok = self._guard(getattr(self.ctl, name))
        self.tabs.setCurrentIndex(1)
        self.refresh()
        return ok

    def decide(self, key: str) -> bool:
        ok = self._guard(lambda: self.ctl.decide(key))
        self.refresh()
        return ok

    def load(self, path: str | Path) -> bool:
        """Load a scenario file into the form and start stepping it."""

        def go() -> None:
            sc = self.ctl.load_path(path)
            self.setup.set_board(Board.from_raw(sc.raw))
            self.path = Path(path)

        ok = self._guard(go)
        if ok:
            self.setWindowTitle(
                self.tr("Maester — Rules desk — {file}").format(file=Path(path).name)
            )
            raw = self.ctl.scenario.raw if self.ctl.scenario is not None else {}
            self._scenario_title = str(raw.get("title") or Path(path).stem)
            self._name_ruling_tab()
            self.tabs.setCurrentIndex(1)
            self.rule.clear()  # the rule of a step of the scenario loaded before
        self.refresh()
        return ok

    def ruling_tab_text(self) -> str:
        """The Ruling tab carries the event's name, else the scenario's title (elided)."""
        name = self.event_name.text().strip() or self._scenario_title
        if len(name) > 24:  # the side panel's tab bar shows all three tabs at 1280 px
            name = name[:23] + "…"
        return self.tr("&Ruling — {name}").format(name=name) if name else self.tr("&Ruling")

    def _name_ruling_tab(self) -> None:
        i = self.side.indexOf(self._ruling_page)
        self.side.setTabText(i, self.ruling_tab_text())
        self.side.setTabToolTip(i, self.event_name.text().strip() or self._scenario_title)

    def start_from_setup(self) -> bool:
        ok = self._guard(lambda: self.ctl.load_dict(self.setup.scenario_dict(), "the board"))
        if ok:
            self.tabs.setCurrentIndex(1)
        else:
            self.setup.message.setText(self.error.text())
        self.refresh()
        return ok

    def action_start(self) -> None:
        self.start_from_setup()

    def action_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a rules scenario"),
            str(self.path or ""),
            self.tr("Scenarios (*.yaml *.yml)"),
        )
        if path:
            self.load(path)

    def action_save(self) -> None:
        if not self.ctl.loaded:
            self._guard(lambda: self.ctl.load_dict(self.setup.scenario_dict(), "the board"))
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the scenario"),
            str(self.path or "ruling.yaml"),
            self.tr("Scenarios (*.yaml)"),
        )
        if path:
            self._guard(lambda: self.save_scenario(Path(path)))

    def save_scenario(self, path: Path) -> Path:
        """The scenario with the current branch's decisions."""
        text = self.ctl.scenario_yaml()
        try:
            path.write_text(text, encoding="utf-8")
        except OSError as exc:
            raise UserError(
                self.tr("Cannot write {path}: {reason}.").format(
                    path=path, reason=exc.strerror or exc
                )
            ) from exc
        return path

    def action_export(self) -> None:
        self.ask_export()

    def ask_export(self) -> None:
        if not self.ctl.loaded:
            self.show_error(self.tr("Nothing to rule on: load a scenario or set up a board first."))
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the ruling"), self.export_name, self.tr("PDF (*.pdf)")
        )
        if path:
            self._guard(lambda: self.export_ruling(Path(path)))

    def export_ruling(self, pdf_path: Path) -> tuple[Path, Path]:
        """Write the ruling PDF and, beside it, the scenario file it was made from."""
        if pdf_path.suffix.lower() != ".pdf":
            pdf_path = pdf_path.with_suffix(".pdf")
        yaml_path = pdf_path.with_suffix(".yaml")
        ruling = self.ctl.ruling(
            self.conclusion.toPlainText().strip(),
            judge=self.judge.text().strip(),
            scenario_file=yaml_path.name,
            event=self.event_name.text().strip(),
        )
        save_pdf(pdf_path, build_ruling(ruling))
        self.save_scenario(yaml_path)
        self.statusBar().showMessage(
            self.tr("Ruling written: {pdf} and {scenario}").format(
                pdf=pdf_path, scenario=yaml_path.name
            ),
            8000,
        )
        self.ruling_exported.emit(str(pdf_path), str(yaml_path), ruling.title, ruling.conclusion)
        return pdf_path, yaml_path

    def show_lookup(self) -> None:
        """The Cards tab, its name field ready for typing."""
        self.tabs.setCurrentWidget(self.lookup)
        self.lookup.name.setFocus()
        self.lookup.name.selectAll()

    def _tab_changed(self, index: int) -> None:
        if self.tabs.widget(index) is self.lookup:
            self.lookup.set_players(self.setup._names())

    def put_card_on_board(self, raw: dict[str, Any], player: str, zone: str) -> CardSpec:
        """A card looked up goes on the board being set up (the Set up tab shows it)."""
        spec = self.setup.add_raw(raw, player or self.setup._names()[0], zone or "play")
        self.tabs.setCurrentWidget(self.setup)
        self.statusBar().showMessage(
            self.tr("{card} is on the board ({player}, {zone})").format(
                card=spec.name, player=spec.player, zone=spec.zone
            ),
            6000,
        )
        return spec

    def declare_card(self, raw: dict[str, Any], player: str, zone: str) -> AdhocAbilityDialog:
        """An unscripted card goes on the board, and the ad-hoc ability dialog opens for it."""
        self.put_card_on_board(raw, player, zone)
        return self.open_adhoc_dialog(len(self.setup.board.cards) - 1)

    def open_adhoc_dialog(self, row: int) -> AdhocAbilityDialog:
        spec = self.setup.board.cards[row]
        dlg = AdhocAbilityDialog(spec.name, self)
        dlg.declared.connect(lambda ab: self.setup.add_ability(row, ab))
        dlg.setModal(False)
        dlg.open()
        self._dialog = dlg
        return dlg

    def _auto_toggled(self, on: bool) -> None:
        self.ctl.set_auto(on)
        self.refresh()

    def _slider_moved(self, value: int) -> None:
        if self._refreshing or not self.ctl.loaded:
            return
        if value != self.ctl.session.position:
            self.ctl.goto(value)
            self.refresh()

    def _branch_selected(self, row: int) -> None:
        if self._refreshing or row < 0 or row == self.ctl.current:
            return
        self._guard(lambda: self.ctl.select(row))
        self.refresh()

    def show_comparison(self) -> list[tuple[str, str, str]]:
        a, b = self.compare_a.currentIndex(), self.compare_b.currentIndex()
        if a < 0 or b < 0:
            return []
        rows = self.ctl.compare(a, b)
        self.compare_table.setHorizontalHeaderLabels(
            ["", self.ctl.branches[a].name, self.ctl.branches[b].name]
        )
        self.compare_table.setRowCount(len(rows))
        for r, (what, va, vb) in enumerate(rows):
            for c, v in enumerate((what, va, vb)):
                item = QTableWidgetItem(v)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                if c and va != vb:
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                self.compare_table.setItem(r, c, item)
        self.compare_table.resizeRowsToContents()
        return rows

    def _log_clicked(self, item: QTreeWidgetItem | None) -> None:
        if item is None:
            return
        cite = str(item.data(3, Qt.ItemDataRole.UserRole) or "")
        path = str(item.data(2, Qt.ItemDataRole.UserRole) or "")
        who = f"{item.text(1)}: " if item.text(1) else ""
        self.show_citation(
            cite,
            path,
            self.tr("Step {n}: {who}{what}").format(n=item.text(0), who=who, what=item.text(2)),
        )

    def _log_double_clicked(self, item: QTreeWidgetItem) -> None:
        """Double-click a step: move the cursor there."""
        if not self.ctl.loaded:
            return
        step = int(item.text(0))
        if 1 <= step <= self.ctl.session.length:
            self.ctl.goto(step - 1)
            self.refresh()

    def show_citation(self, cite: str, where: str = "", step: str = "") -> None:
        head = f"<p>{html.escape(step)}</p>" if step else ""
        if not cite:
            self.rule.setHtml(head + "<i>" + self.tr("This step names no rule.") + "</i>")
            return
        ref, para = citation_text(cite)
        self.rule.setHtml(
            head + f"<b>{html.escape(ref)}</b> <small>[{html.escape(cite)}]</small>"
            f"<p>{html.escape(para)}</p>"
            + (f"<p><small>{html.escape(where)}</small></p>" if where else "")
        )

    # ------------------------------------------------------------------ refresh
    _refreshing = False

    def refresh(self) -> None:
        # widgets filled here do not signal back: there is nothing to react to
        quiet = (self.slider, self.branch_list, self.compare_a, self.compare_b, self.log)
        self._refreshing = True
        for w in quiet:
            w.blockSignals(True)
        try:
            self._refresh()
        finally:
            for w in quiet:
                w.blockSignals(False)
            self._refreshing = False
        self.changed.emit()

    def _refresh(self) -> None:
        loaded = self.ctl.loaded
        for name, _label, _keys in STEP_COMMANDS:
            self.actions_by_name[name].setEnabled(loaded)
        if not loaded:
            self.heading.setText(self.tr("Set up a board, or open a scenario file (Ctrl+O)."))
            self.board.clear()
            self._set_options(None)
            return
        s = self.ctl.session
        st = s.state()
        ch = st.challenge
        head = self.tr("{phase} phase · round {round} · first player {player}").format(
            phase=st.phase.capitalize(), round=st.round, player=st.first_player
        )
        if st.active_player:
            head += self.tr(" · active {player}").format(player=st.active_player)
        if ch is not None:
            head += "\n" + self.tr("{type} challenge: {attacker} attacks {defender}").format(
                type=ch.type, attacker=ch.attacker, defender=ch.defender
            )
        if st.winner:
            head += "\n" + self.tr("{player} wins").format(player=st.winner)
        self.heading.setText(head)
        self.board.show_state(st)

        stack = s.stack()
        crumbs = [html.escape(stage_label(f.label)) for f in stack]
        if crumbs:
            crumbs[-1] = f"<b>{crumbs[-1]}</b>"
        self.breadcrumb.setText(" › ".join(crumbs) or self.tr("<i>(no window open)</i>"))
        self.stack_tree.clear()
        parent: QTreeWidgetItem | None = None
        for f in stack:
            item = QTreeWidgetItem([stage_label(f.label)])
            item.setToolTip(0, _t(FRAME_KINDS[f.kind]) if f.kind in FRAME_KINDS else f.kind)
            if parent is None:
                self.stack_tree.addTopLevelItem(item)
            else:
                parent.addChild(item)
            item.setExpanded(True)
            parent = item
        if parent is not None:
            self.stack_tree.setCurrentItem(parent)
        self._show_phase_steps(s.phase_steps())
        self.priority.setText(self._priority_text(passes_now(s)))
        cur = s.current()
        where = self.step_text()
        self.stack_box.setTitle(
            self.tr("Window stack — {where}").format(where=where)
            if where
            else self.tr("Window stack")
        )
        if cur is not None and isinstance(cur.item, LogEntry):
            e = cur.item
            who = html.escape((e.actor + ": ") if e.actor else "")
            self.current_step.setText(f"<b>{where.capitalize()}</b>: {who}{html.escape(e.text)}")
        elif cur is not None:
            point = cur.item
            self.current_step.setText(
                self.tr("<b>{where}</b>: a decision — {player} must {prompt}").format(
                    where=where.capitalize(),
                    player=html.escape(point.player),
                    prompt=html.escape(point.prompt),
                )
            )
        else:
            self.current_step.setText("")

        self.gates.clear()
        for g in gates_now(s):
            self.gates.addItem(gate_text(g))
        self.lasting.clear()
        for eff in s.lasting_effects():
            target = st.cards[eff.target].name if eff.target in st.cards else eff.target
            self.lasting.addItem(
                self.tr("{effect} on {target} — until the end of the {until}").format(
                    effect=eff.text or eff.op, target=target, until=eff.until
                )
            )

        self._fill_log()
        self._set_options(self.ctl.open_decision())

        self.slider.setMaximum(max(0, s.length - 1))
        self.slider.setValue(max(0, s.position))
        end = "finished" if s.finished else ("waiting" if s.waiting() else "")
        self.position.setText(self.step_text() + (f" · {end}" if end else ""))

        self.branch_list.clear()
        for b in self.ctl.branches:
            self.branch_list.addItem(QListWidgetItem(b.describe()))
        self.branch_list.setCurrentRow(self.ctl.current)
        for combo, default in ((self.compare_a, 0), (self.compare_b, len(self.ctl.branches) - 1)):
            keep = combo.currentIndex()
            combo.clear()
            combo.addItems([b.name for b in self.ctl.branches])
            combo.setCurrentIndex(keep if 0 <= keep < combo.count() and keep != -1 else default)
        if self.compare_b.currentIndex() == self.compare_a.currentIndex() and combo.count() > 1:
            self.compare_b.setCurrentIndex(
                self.ctl.current if self.ctl.current else combo.count() - 1
            )
        failures = self.ctl.expectations() if (s.finished or s.waiting()) else []
        if s.finished or s.waiting():
            self.expectations.setText(
                self.tr("all of the scenario's expectations hold")
                if not failures
                else "\n".join(failures)
            )
        else:
            self.expectations.setText(self.tr("(checked when the run stops)"))

    @staticmethod
    def _priority_text(p: Passes) -> str:
        """Who must decide and who has passed since the last thing played at this level."""
        names = html.escape(", ".join(p.passed))
        if p.holder:
            text = _t(QT_TRANSLATE_NOOP("RulesDesk", "Priority: <b>{player}</b>")).format(
                player=html.escape(p.holder)
            )
            text += (
                _t(QT_TRANSLATE_NOOP("RulesDesk", " · passed: {names}")).format(names=names)
                if p.passed
                else _t(QT_TRANSLATE_NOOP("RulesDesk", " · no one has passed yet"))
            )
        elif p.passed:
            text = _t(QT_TRANSLATE_NOOP("RulesDesk", "Passed: {names}")).format(names=names)
            if p.everyone:
                text += _t(QT_TRANSLATE_NOOP("RulesDesk", " · everyone, in a row: this closes"))
        else:
            return _t(QT_TRANSLATE_NOOP("RulesDesk", "Priority: —"))
        if p.where:
            text += (
                " <small>· "
                + _t(QT_TRANSLATE_NOOP("RulesDesk", "at <i>{where}</i>")).format(
                    where=html.escape(stage_label(p.where[-1]))
                )
                + "</small>"
            )
        return text

    def step_text(self) -> str:
        """The judge's place in the timeline, "step 12 of 61": the one meaning of "step"
        in the desk (the timeline, the window stack's title, the current step and the log's
        first column all count this way)."""
        if not self.ctl.loaded or self.ctl.session.position < 0:
            return ""
        s = self.ctl.session
        return self.tr("step {n} of {total}").format(n=s.position + 1, total=s.length)

    def _show_phase_steps(self, steps: tuple[PhaseStep, ...]) -> None:
        """The phase's steps, the running one in bold with a marker, those done greyed."""
        self.phase_steps.clear()
        marks = {"done": "✓", "current": "▶", "next": "·"}
        current: QListWidgetItem | None = None
        for step in steps:
            item = QListWidgetItem(f"{marks[step.status]} {step.label}")
            if step.status == "current":
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                current = item
            elif step.status == "done":
                item.setForeground(self.palette().color(QPalette.ColorRole.PlaceholderText))
            self.phase_steps.addItem(item)
        if current is not None:
            self.phase_steps.scrollToItem(current)

    def _fill_log(self) -> None:
        """Every step of the timeline up to the cursor: the engine's log lines and the
        decisions (who chose what, or who must decide at the cursor), numbered as the
        timeline counts. Rows already shown stay while they are the same steps."""
        s = self.ctl.session
        snaps = s.snapshots()[: s.position + 1]
        taken = s.decisions()
        keys: list[tuple[object, str]] = []
        for i, snap in enumerate(snaps):
            answer = ""
            if isinstance(snap.item, DecisionPoint) and i < len(snaps) - 1:
                answer = taken[snap.decisions] if snap.decisions < len(taken) else ""
            keys.append((snap.item, answer))
        shown = self._log_keys
        same = 0
        while (
            same < min(len(shown), len(keys), self.log.topLevelItemCount())
            and shown[same][0] is keys[same][0]
            and shown[same][1] == keys[same][1]
        ):
            same += 1
        if same == 0:
            self.log.clear()
        while self.log.topLevelItemCount() > same:
            self.log.takeTopLevelItem(self.log.topLevelItemCount() - 1)
        self.log.addTopLevelItems(
            [
                self._log_row(i + 1, item, answer)
                for i, (item, answer) in enumerate(keys)
                if i >= same
            ]
        )
        self._log_keys = keys
        count = self.log.topLevelItemCount()
        if count:
            self.log.scrollToItem(_child(self.log.invisibleRootItem(), count - 1))
        self.log.resizeColumnToContents(0)
        self.log.resizeColumnToContents(1)
        self.log.setColumnWidth(3, 150)

    def _log_row(self, n: int, step: object, answer: str) -> QTreeWidgetItem:
        """One row of the log: a log line, or a decision (in italics)."""
        if isinstance(step, LogEntry):
            who, text, cite, path = step.actor or "", step.text, step.cite, step.path
        else:
            assert isinstance(step, DecisionPoint)
            who, cite, path = step.player, step.cite, step.path
            if answer:
                key = answer.partition(": ")[2]
                opt = step.find(key)
                text = self.tr("chose “{option}”").format(
                    option=opt.text if opt is not None and opt.text else key
                )
            else:
                text = self.tr("must {prompt}").format(prompt=step.prompt)
        item = QTreeWidgetItem([str(n), who, text, rule_name(cite) if cite else ""])
        if isinstance(step, DecisionPoint):
            font = item.font(2)
            font.setItalic(True)
            for col in (1, 2):
                item.setFont(col, font)
        where = " › ".join(stage_label(label) for label in path)
        item.setToolTip(0, self.tr("Step {n}").format(n=n))
        item.setToolTip(1, who)
        words = f"{who} {text}" if isinstance(step, DecisionPoint) else text
        words = words + "\n\n" + self.tr("in {where}").format(where=where) if where else words
        if "save/cancel gate" in text:
            words += "\n\n" + _t(SAVE_CANCEL_WORDS)
        item.setToolTip(2, words)
        item.setToolTip(3, f"{citation_text(cite)[0]} [{cite}]" if cite else "")
        item.setData(3, Qt.ItemDataRole.UserRole, cite)
        item.setData(2, Qt.ItemDataRole.UserRole, where)
        return item

    def _set_options(self, point: DecisionPoint | None) -> None:
        for b in (*self.option_buttons.values(), *self.refused_buttons.values()):
            self.options_grid.removeWidget(b)
            b.hide()
            b.deleteLater()
        self.option_buttons = {}
        self.refused_buttons = {}
        n_refused = len(point.refused) if point is not None else 0
        self.show_refused.setText(
            self.tr("Show forbidden options and why ({n})").format(n=n_refused)
            if n_refused
            else self.tr("Show forbidden options and why")
        )
        self.show_refused.setEnabled(bool(n_refused))
        if point is None:
            self.decision_box.setTitle(self.tr("Decision"))
            self.prompt.setText(self.tr("No decision at this step."))
            return
        s = self.ctl.session
        note = ""
        cur = s.current()
        if s.position < s.length - 1 and cur is not None:
            taken = s.decisions()[cur.decisions] if cur.decisions < len(s.decisions()) else ""
            note = self.tr(
                "already answered here: {answer}; a different answer starts a branch"
            ).format(answer=answer_words(point, taken))
        elif s.waiting() is None:
            nxt = s.unused_decisions()[0] if s.unused_decisions() else ""
            if nxt:
                said = self.tr("{answer} (the scenario's answer)").format(
                    answer=answer_words(point, nxt, future=True)
                )
            else:
                said = self.tr("the desk answers pass / done by itself")
            note = self.tr("at the next step {said}; another answer starts a branch").format(
                said=said
            )
        self.decision_box.setTitle(self.tr("Decision — {player}").format(player=point.player))
        self.prompt.setText(
            self.tr("<b>{player}</b> must {prompt}").format(
                player=html.escape(point.player), prompt=html.escape(point.prompt)
            )
            + (f"<br><small>({html.escape(note)})</small>" if note else "")
        )
        for i, opt in enumerate(point.options):
            label = opt.text or opt.key
            if len(label) > 64:
                label = label[:63].rstrip() + "…"
            if i < 9:
                label = f"&{i + 1}  {label}"
            b = QPushButton(label)
            keys = f" (Alt+{i + 1})" if i < 9 else ""
            b.setToolTip(
                self.tr("{option}{keys}\nIn a scenario's decisions: {player}: {key}").format(
                    option=opt.text or opt.key, keys=keys, player=point.player, key=opt.key
                )
            )
            b.setStyleSheet("text-align: left; padding: 3px 8px")
            b.setObjectName(f"option:{opt.key}")
            b.clicked.connect(lambda _=False, k=opt.key: self.decide(k))
            self.options_grid.addWidget(b, i, 0)
            b.setVisible(self.options_area.isVisible())  # at once, not at the next event loop
            self.option_buttons[opt.key] = b
        if self.show_refused.isChecked():
            self._show_refused(point, len(point.options))

    def _show_refused(self, point: DecisionPoint, row: int) -> None:
        """The refused options under the legal ones: greyed (they cannot be chosen), the
        reason on the button, the rule's reference and paraphrase in its tooltip."""
        for j, r in enumerate(point.refused):
            ref, para = citation_text(r.cite)
            label = f"✗  {r.text}"
            if len(label) > 72:
                label = label[:71].rstrip() + "…"
            b = QPushButton(f"{label} — {rule_name(r.cite)}")
            b.setEnabled(False)
            b.setToolTip(
                self.tr("Not allowed: {reason}\n{ref} [{cite}]\n{para}").format(
                    reason=r.text, ref=ref, cite=r.cite, para=para
                )
            )
            b.setStyleSheet("text-align: left; padding: 3px 8px; font-style: italic")
            b.setObjectName(f"refused:{r.key}")
            self.options_grid.addWidget(b, row + j, 0)
            b.setVisible(self.options_area.isVisible())
            self.refused_buttons[r.key] = b


def open_rules_desk(
    parent: QWidget | None = None,
    scenario_path: str | Path | None = None,
    event: str = "",
    board: Board | None = None,
    judge: str = "",
) -> RulesDeskWindow:
    """Create and show the Rules desk (a scenario file loaded if given; ``event``, the
    name of the event open in the organiser, fills the ruling's Event field; ``board``, a
    new scenario to set up, e.g. a judge call's players and the event's ruleset)."""
    w = RulesDeskWindow(parent)
    w.event_name.setText(event)
    w.judge.setText(judge)
    if board is not None:
        w.setup.set_board(board)
        w._scenario_title = board.title
        w._name_ruling_tab()
    if scenario_path is not None:
        w.load(scenario_path)
    w.show()
    return w
