"""The main window: the welcome screen or an open event (Players, Rounds, Standings, Cut, Clock)."""

from __future__ import annotations

import gc
import logging
import threading
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TypeVar

import shiboken6
from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QCursor,
    QGuiApplication,
    QIcon,
    QKeySequence,
    QScreen,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QStackedWidget,
    QTabWidget,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

import organiser
from organiser import i18n
from organiser.core.errors import UserError
from organiser.i18n import user_text
from organiser.logs import explain
from organiser.ui import helper_process, tasks
from organiser.ui import settings as opt
from organiser.ui.backend import Backend, CardImportInfo, Cards, EventInfo
from organiser.ui.context import PLAYERS, RESULTS, EventContext
from organiser.ui.dialogs import inform
from organiser.ui.helper_process import HelperProcess
from organiser.ui.lock import FileLock
from organiser.ui.publishing import DOCUMENTS, PAGE_SIZES, Printing
from organiser.ui.settings import Settings
from organiser.ui.sharing import SharingWindow
from organiser.ui.status_bar import StatusBar
from organiser.ui.tasks import run_task
from organiser.ui.views.card_search import CardSearchWindow, import_summary
from organiser.ui.views.clock import ClockView
from organiser.ui.views.cut import CutView
from organiser.ui.views.event_settings import EventSettingsDialog
from organiser.ui.views.judge import JudgeView
from organiser.ui.views.melee_cut import MeleeCutView
from organiser.ui.views.players import PlayersView
from organiser.ui.views.projector import ProjectorClock, ProjectorPairings
from organiser.ui.views.rounds import RoundsView
from organiser.ui.views.standings import StandingsView
from organiser.ui.views.welcome import WelcomeView
from organiser.ui.wall_layout import choose_screen

BackendFactory = Callable[[Path | None], Backend]
V = TypeVar("V", bound=QWidget)

TAB_PLAYERS, TAB_ROUNDS, TAB_STANDINGS, TAB_CUT, TAB_CLOCK, TAB_JUDGE = range(6)


def app_icon() -> QIcon:
    try:
        from organiser.resources import resource_path

        icon = QIcon()
        for size in (16, 32, 48, 64, 128, 256):
            icon.addFile(str(resource_path("icons", f"maester-{size}.png")))
        return icon
    except (FileNotFoundError, ImportError):
        return QIcon()


log = logging.getLogger(__name__)


class OpeningPage(QWidget):
    """Shown from the first paint until the event file is open (the database layer loads in
    the background meanwhile)."""

    def __init__(self) -> None:
        super().__init__()
        self.label = QLabel(self.tr("Opening…"))
        self.label.setObjectName("opening")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.label.font()
        font.setPointSize(font.pointSize() + 8)
        self.label.setFont(font)
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)
        self.bar.setMaximumWidth(260)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.label)
        layout.addWidget(self.bar, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)


def load_database_layer() -> None:
    """Import the services, SQLAlchemy and the migrations (most of a second on a slow
    laptop) and the table of the names' collation: done off the GUI thread while the
    window already shows "Opening…".

    Then the objects that live as long as the program (modules, classes, SQLAlchemy's
    mappers: hundreds of thousands) are moved out of the garbage collector's way
    (``gc.freeze``): a full collection, which holds the interpreter lock for every thread,
    then walks only the objects made since, instead of stalling the window for 100 ms or
    more in the middle of reading 4,096 players; and full collections are made rarer."""
    # Once: the start-up begins it on a thread of its own before Qt starts, and the window
    # asks again when it opens the file; the second call waits for the first (two threads
    # building the collation table at once took twice as long, each).
    with _LOADING:
        if _LOADED:
            return
        import organiser.ui.service_backend  # noqa: F401
        from organiser.core.text import warm_collation

        warm_collation()  # the name collation's table, read before the first list is sorted
        gc.freeze()
        # A full collection walks every object made since (a 4,096-player event's rows and
        # pages: 30-40 ms, all of it holding the interpreter lock). By default one runs
        # after ten passes of the middle generation; a hundred makes them ten times rarer
        # (reading a big event no longer runs into one); cyclic garbage waits a little.
        young, middle, _old = gc.get_threshold()
        gc.set_threshold(young, middle, 100)
        _LOADED.append(True)


_LOADING = threading.Lock()
_LOADED: list[bool] = []


def _exists(path: Path) -> bool:
    """``path.exists()``, but a path that cannot be looked at counts as there: opening it
    then says exactly why it cannot be used (a folder Maester may not enter...)."""
    try:
        return path.exists()
    except OSError:
        return True


class MainWindow(QMainWindow):
    opened = Signal()  # the start-up file is open (or could not be): the benchmark waits on it
    # a change waits for another station's (said from a worker thread: queued to this one)
    _waiting = Signal(str)
    crashed = Signal(str)  # an error of Maester's own, already logged: told to the person
    # another station's change and the link to the other stations (said from the watcher's
    # thread: queued to this one)
    remote_change = Signal(object)
    link_status = Signal(object)

    def __init__(
        self,
        settings: Settings,
        open_backend: BackendFactory,
        suggest: Callable[[int, str], tuple[int, int]],
    ) -> None:
        super().__init__()
        self.settings = settings
        self.open_backend = open_backend
        self.backend: Backend | None = None
        self.lock: FileLock | None = None
        self.helper: HelperProcess | None = None  # the long reads and changes run there
        self._pending_tabs: list[Callable[[], None]] = []
        self._opening: object | None = None  # the file being opened in the background
        self.ctx: EventContext | None = None
        self.messages: list[tuple[str, bool]] = []  # everything shown in the status bar
        self.projectors: list[QWidget] = []
        self.printing: Printing | None = None
        self.rules_desks: list[QWidget] = []
        self.card_search: CardSearchWindow | None = None
        self.sharing: SharingWindow | None = None  # the event server for the phones
        self._opening_at_start = False  # the start-up file is being opened
        self._reading_events = False  # open_path is reading the file's events
        self.setWindowIcon(app_icon())
        self.setWindowTitle(self.tr("Maester"))
        self._waiting.connect(self._show_waiting)
        self.remote_change.connect(self._on_remote_change)
        self.link_status.connect(self._on_link_status)
        self.server_lost = ""  # why the server cannot be reached, while it cannot
        self.stations: int | None = None  # stations connected (None: not known)
        self._remote_pending: dict[str, str] = {}  # other stations' changes not yet announced
        self.crashed.connect(lambda text: self.show_message(text, error=True))

        self.stack = QStackedWidget()
        self.welcome = WelcomeView(suggest)
        self.welcome.form.create_requested.connect(self.create_event)
        form = self.welcome.form
        form.level.setCurrentIndex(max(form.level.findData(settings.get(opt.STRUCTURE_LEVEL)), 0))
        form.level.currentIndexChanged.connect(
            lambda _i: settings.set(opt.STRUCTURE_LEVEL, str(form.level.currentData()))
        )
        self.welcome.open_recent.connect(lambda p: self.open_path(Path(p)))
        self.welcome.open_demo.connect(self.open_demo)
        self.welcome.open_file.connect(self.choose_file)
        self.stack.addWidget(self.welcome)
        self.opening = OpeningPage()
        self.stack.addWidget(self.opening)
        self.tabs: QTabWidget | None = None
        self.setCentralWidget(self.stack)

        self.setStatusBar(StatusBar(self))
        self.status_event = QLabel()
        self.busy = QProgressBar()  # shown while pairing or importing in the background
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(140)
        self.busy.hide()
        self.status_station = QLabel()
        self.status_station.setObjectName("status_station")
        self.statusBar().addPermanentWidget(self.busy)
        self.statusBar().addPermanentWidget(self.status_event)
        self.statusBar().addPermanentWidget(self.status_station)
        self._build_menus()
        self.refresh_recent()
        self.resize(1100, 720)
        geometry = settings.get(opt.GEOMETRY)
        if geometry and not geometry.isEmpty():
            self.restoreGeometry(geometry)

    # menus
    def _action(
        self,
        menu: QMenu,
        text: str,
        slot: Callable[[], object],
        shortcut: str | QKeySequence.StandardKey | None = None,
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file = bar.addMenu(self.tr("&File"))
        self._action(file, self.tr("&New event…"), self.show_welcome, QKeySequence.StandardKey.New)
        self._action(
            file, self.tr("&Open event file…"), self.choose_file, QKeySequence.StandardKey.Open
        )
        self.recent_menu = file.addMenu(self.tr("Open &recent"))
        self._action(file, self.tr("Open the &demo event"), self.open_demo)
        self._action(file, self.tr("Connect to a &server…"), self.show_connect)
        self.events_menu = file.addMenu(self.tr("&Switch event"))
        file.addSeparator()
        publish = self._action(file, self.tr("&Publish…"), self.publish)
        file.addSeparator()
        cards = file.addMenu(self.tr("&Import card database"))
        self._action(cards, self.tr("From a &folder of pack files…"), self.choose_card_folder)
        self._action(
            cards,
            self.tr("From a &JSON file (ThronesDB cards, a pack, restricted lists, 1st edition)…"),
            self.choose_card_file,
        )
        file.addSeparator()
        self._action(
            file, self.tr("&Close event"), self.close_event, QKeySequence.StandardKey.Close
        )
        self._action(file, self.tr("&Quit"), self.close, self.tr("Ctrl+Q"))

        event = bar.addMenu(self.tr("&Event"))
        self.event_actions = [
            self._action(
                event,
                self.tr("&Add player"),
                lambda: self._goto(TAB_PLAYERS, "name"),
                self.tr("Ctrl+Shift+A"),
            ),
            self._action(
                event,
                self.tr("&Import players (CSV)…"),
                lambda: self._view(PlayersView).choose_csv(),
                self.tr("Ctrl+I"),
            ),
            self._action(
                event,
                self.tr("&Pair next round"),
                lambda: self._view(RoundsView).pair_next(),
                self.tr("Ctrl+Shift+P"),
            ),
            self._action(
                event,
                self.tr("&Enter results"),
                lambda: self._goto(TAB_ROUNDS, "entry"),
                self.tr("Ctrl+R"),
            ),
            self._action(
                event,
                self.tr("&Undo last result"),
                lambda: self._view(RoundsView).undo_last(),
                QKeySequence.StandardKey.Undo,
            ),
            self._action(
                event,
                self.tr("&Delete latest round…"),
                lambda: self._view(RoundsView).ask_delete_latest(),
            ),
            self._action(
                event, self.tr("Event &settings…"), self.show_event_settings, self.tr("Ctrl+,")
            ),
            self._action(
                event, self.tr("Event &settings…"), self.show_event_settings, self.tr("Ctrl+,")
            ),
            self._action(event, self.tr("S&hare on the local network…"), self.show_sharing),
            publish,
        ]
        self.print_menu = bar.addMenu(self.tr("P&rint"))
        self.print_actions: dict[str, QAction] = {}
        for kind, text, key in DOCUMENTS:
            action = self._action(
                self.print_menu,
                QCoreApplication.translate("Printing", text),
                partial(self.print_document, kind),
                key or None,
            )
            self.print_actions[kind] = action
            self.event_actions.append(action)
        self.print_menu.addSeparator()
        paper = self.print_menu.addMenu(self.tr("&Paper size"))
        group = QActionGroup(self)
        self.paper_actions: dict[str, QAction] = {}
        for value, text in PAGE_SIZES:
            action = self._action(
                paper,
                QCoreApplication.translate("Printing", text),
                partial(self.set_page_size, value),
            )
            action.setCheckable(True)
            action.setChecked(self.settings.get(opt.PAGE_SIZE) == value)
            group.addAction(action)
            self.paper_actions[value] = action
        # Ctrl+P: the documents as a pop-up list, from anywhere in the window
        self.print_action = QAction(self.tr("&Print…"), self)
        self.print_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Print))
        self.print_action.triggered.connect(lambda _checked=False: self.show_print_menu())
        self.addAction(self.print_action)
        self.event_actions.append(self.print_action)
        toolbar = QToolBar(self.tr("Print"))
        toolbar.setObjectName("print_toolbar")
        toolbar.setMovable(False)
        self.print_button = QToolButton()
        self.print_button.setText(self.tr("Print"))
        self.print_button.setToolTip(self.tr("Print a document of the event (Ctrl+P)"))
        self.print_button.setMenu(self.print_menu)
        self.print_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        toolbar.addWidget(self.print_button)
        self.addToolBar(toolbar)
        view = bar.addMenu(self.tr("&View"))
        for i, name in enumerate(
            (
                self.tr("&Players"),
                self.tr("&Rounds"),
                self.tr("&Standings"),
                self.tr("&Cut"),
                self.tr("C&lock"),
            )
        ):
            self.event_actions.append(
                self._action(
                    view, name, partial(self._goto, i), self.tr("Ctrl+{value}").format(value=i + 1)
                )
            )
        self.event_actions.append(
            self._action(
                view, self.tr("&Judge's log"), partial(self._goto, TAB_JUDGE), self.tr("Ctrl+6")
            )
        )
        view.addSeparator()
        self.event_actions.append(
            self._action(
                view, self.tr("Projector &clock"), self.show_projector_clock, self.tr("F9")
            )
        )
        self.event_actions.append(
            self._action(
                view, self.tr("Projector pairin&gs"), self.show_projector_pairings, self.tr("F10")
            )
        )
        self.screen_menu = view.addMenu(self.tr("Projector &screen"))
        self.screen_menu.aboutToShow.connect(self._fill_screen_menu)
        self._action(view, self.tr("Station &name…"), self.ask_station_name)
        theme = view.addMenu(self.tr("&Theme"))
        themes = QActionGroup(self)  # one checked: the theme in use
        themes.setExclusive(True)
        current = self.settings.get(opt.THEME)
        self.theme_actions: dict[str, QAction] = {}
        names = {"system": self.tr("System"), "light": self.tr("Light"), "dark": self.tr("Dark")}
        for choice in ("system", "light", "dark"):
            action = self._action(theme, names[choice], partial(self.set_theme, choice))
            action.setCheckable(True)
            action.setChecked(choice == current)
            themes.addAction(action)
            self.theme_actions[choice] = action
        self._language_menu(bar.addMenu(self.tr("Se&ttings")))
        tools = bar.addMenu(self.tr("&Tools"))
        self._action(tools, self.tr("&Rules desk…"), self.open_rules_desk, self.tr("Ctrl+J"))
        # Ctrl+K is the Players tab's check in / out
        self._action(
            tools, self.tr("&Card search…"), self.open_card_search, self.tr("Ctrl+Shift+K")
        )
        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&About Maester"), self.show_about)
        self._set_event_actions(False)

    def _language_menu(self, settings_menu: QMenu) -> None:
        """Settings ▸ Language: the system's, or one of Maester's (from the next start)."""
        menu = settings_menu.addMenu(self.tr("&Language"))
        group = QActionGroup(self)
        group.setExclusive(True)
        current = i18n.normalise(self.settings.get(opt.LANGUAGE)) or ""
        self.language_actions: dict[str, QAction] = {}
        choices = [("", self.tr("System language")), *i18n.LANGUAGES.items()]
        for code, name in choices:
            action = self._action(menu, name, partial(self.set_language, code))
            action.setCheckable(True)
            action.setChecked(code == current)
            group.addAction(action)
            self.language_actions[code] = action

    def set_language(self, code: str) -> None:
        """Remember the language; the window speaks it from the next start."""
        self.settings.set(opt.LANGUAGE, code)
        name = i18n.language_name(code) if code else self.tr("the system's language")
        self.statusBar().showMessage(
            self.tr("Language: {name}, from the next start of Maester.").format(name=name), 8000
        )

    def _set_event_actions(self, enabled: bool) -> None:
        for action in self.event_actions:
            action.setEnabled(enabled)
        self.events_menu.setEnabled(enabled)
        self.print_button.setEnabled(enabled)

    # printing, publishing, the rules desk
    def print_document(self, kind: str) -> None:
        if self.printing is not None:
            self.printing.print_document(kind)

    def show_print_menu(self) -> QMenu:
        """Ctrl+P: the documents pop up under the mouse (or the Print button); a letter picks."""
        where = self.print_button.mapToGlobal(self.print_button.rect().bottomLeft())
        if self.rect().contains(self.mapFromGlobal(QCursor.pos())):
            where = QCursor.pos()
        self.print_menu.popup(where)
        return self.print_menu

    def set_page_size(self, value: str) -> None:
        self.settings.set(opt.PAGE_SIZE, value)
        self.statusBar().showMessage(
            self.tr("Paper: {value}.").format(
                value=value.upper() if value else self.tr("the paper of your locale")
            ),
            5000,
        )

    def publish(self) -> None:
        if self.printing is not None:
            self.printing.choose_folder()

    def open_rules_desk(self) -> QWidget:
        from organiser.ui.rules_desk import open_rules_desk

        # a ruling made during an event is that event's: its name fills the Event field
        desk = open_rules_desk(None, event=self.ctx.info.name if self.ctx is not None else "")
        self.rules_desks = [d for d in self.rules_desks if d.isVisible()] + [desk]
        return desk

    def _keep_desk(self, desk: QWidget) -> None:
        """A rules desk opened from the Judge tab closes with the window."""
        self.rules_desks = [d for d in self.rules_desks if d.isVisible()] + [desk]

    # the card database
    def _cards(self) -> Cards:
        """The event's card database (its edition, its restricted list) when one is open."""
        if self.backend is not None and self.ctx is not None:
            return self.backend.cards(self.ctx.event_id)
        from organiser.ui.service_backend import ServiceCards

        return ServiceCards()

    def _card_search_window(self) -> CardSearchWindow | None:
        w = self.card_search
        return w if w is not None and shiboken6.isValid(w) and w.isVisible() else None

    def open_card_search(self) -> CardSearchWindow:
        w = self._card_search_window()
        title = self.ctx.info.name if self.ctx is not None else ""
        if w is None:
            w = CardSearchWindow(self._cards(), title)
            self.card_search = w
            w.show()
        else:
            self._rebind_card_search()
        w.raise_()
        w.activateWindow()
        w.focus_query()
        return w

    def _rebind_card_search(self) -> None:
        """An event was opened or closed: the search follows its edition and restricted list."""
        w = self._card_search_window()
        if w is not None:
            w.cards = self._cards()
            name = self.ctx.info.name if self.ctx is not None else ""
            w.setWindowTitle(self.tr("Card search") + (f" — {name}" if name else ""))
            w.refresh()

    def choose_card_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Import card database: a folder of pack files (throneteki / ThronesDB)")
        )
        if folder:
            self.import_card_data(Path(folder))

    def choose_card_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import card database: a JSON card file"),
            "",
            self.tr("Card data (*.json);;All files (*)"),
        )
        if path:
            self.import_card_data(Path(path))

    def import_card_data(self, path: Path) -> None:
        """Import in the background, then say what came in and show the card search."""
        cards = self._cards()
        self.busy.show()
        self.statusBar().showMessage(
            self.tr("Importing card data from {name}…").format(name=path.name)
        )

        def done(info: CardImportInfo) -> None:
            self.busy.hide()
            self.show_message(import_summary(info))
            self.open_card_search().imported(info)

        def failed(exc: BaseException) -> None:
            self.busy.hide()
            text = explain(exc)
            self.show_message(
                self.tr("Card data not imported: {text}").format(text=text), error=True
            )

        run_task(lambda: cards.import_cards(path), done, failed, owner=self)

    def refresh_recent(self) -> None:
        files = self.settings.recent_files()
        self.welcome.set_recent(files)
        self.recent_menu.clear()
        for path in files:
            self._action(self.recent_menu, path, partial(self.open_path, Path(path)))
        self.recent_menu.setEnabled(bool(files))

    def set_theme(self, choice: str) -> None:
        from PySide6.QtWidgets import QApplication

        from organiser.ui.theme import apply_theme

        self.settings.set(opt.THEME, choice)
        self.theme_actions[choice].setChecked(True)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, choice)

    # opening at start-up
    def show_opening(self, what: str) -> None:
        self.opening.label.setText(self.tr("Opening {what}…").format(what=what))
        self.stack.setCurrentWidget(self.opening)
        self.statusBar().showMessage(self.tr("Opening {what}…").format(what=what))

    def open_in_background(self, then: Callable[[], object]) -> None:
        """Load the database layer off the GUI thread, then run ``then`` (which opens the
        event) on it; the "Opening…" page stays on screen meanwhile."""
        from organiser.ui.tasks import run_task

        def done(_result: object) -> None:
            self.statusBar().clearMessage()
            self._opening_at_start = True
            try:
                then()
            except Exception as exc:  # never left on "Opening…": say what went wrong
                self._reading_events = False
                self.show_message(explain(exc), error=True)
            if self._reading_events:
                return  # the file's events are being read: _opened() finishes the start
            self._opened()

        def failed(exc: BaseException) -> None:
            self.stack.setCurrentWidget(self.welcome)
            self.show_message(
                self.tr("Maester could not load its database layer: {exc}").format(exc=exc),
                error=True,
            )
            self.opened.emit()

        run_task(load_database_layer, done, failed, owner=self)

    def _opened(self) -> None:
        """The start-up file is open (or could not be): the event, or the welcome screen."""
        if not self._opening_at_start:
            return
        self._opening_at_start = False
        if self.stack.currentWidget() is self.opening:
            self.stack.setCurrentWidget(self.welcome)  # nothing opened: the welcome screen
        self.opened.emit()

    # messages
    def _show_waiting(self, text: str) -> None:
        """A change waits for another station: said at once, even when the change runs on
        this thread and the event loop is not free to paint until it is done."""
        self.show_message(f"⏳ {text}")
        self.statusBar().repaint()

    def show_message(self, text: str, error: bool = False) -> None:
        self.messages.append((text, error))
        self.statusBar().showMessage(("⚠ " if error else "") + text, 0 if error else 8000)
        if error:
            inform(self, self.tr("Maester"), text, error=True)

    # files and events
    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open event file"),
            "",
            self.tr("Maester event files (*.sqlite *.db);;All files (*)"),
        )
        if path:
            self.open_path(Path(path))

    def _attach(self, path: Path | None) -> bool:
        """Open ``path`` (None: the default file), taking its lock; False on failure."""
        self.close_event()
        lock = self._take_lock(path)
        try:
            backend = self.open_backend(path)
        except Exception as exc:
            if lock is not None:
                lock.release()
            self.show_message(explain(exc), error=True)
            return False
        self._use(backend, lock)
        return True

    def _attach_in_background(self, path: Path, then: Callable[[], object]) -> bool:
        """:meth:`_attach`, the file opened and checked off the GUI thread (a big event's
        file takes 30 ms and more to check); ``then`` runs once it is open. The "Opening…"
        page shows meanwhile; a file opened after this one supersedes it."""
        self.close_event()
        lock = self._take_lock(path)
        self._opening = token = object()
        self._reading_events = True  # a start-up open finishes once the events are read
        self.show_opening(path.name)

        def done(backend: Backend) -> None:
            if self._opening is not token:  # another file was opened meanwhile
                backend.close()
                if lock is not None:
                    lock.release()
                return
            self._opening = None
            self.statusBar().clearMessage()
            self._use(backend, lock)
            then()

        def failed(exc: BaseException) -> None:
            if lock is not None:
                lock.release()
            if self._opening is not token:
                return
            self._opening = None
            self._reading_events = False
            self.statusBar().clearMessage()
            self.stack.setCurrentWidget(self.welcome)
            self.show_message(explain(exc), error=True)
            self._opened()

        run_task(partial(self.open_backend, path), done, failed, owner=self)
        return True

    def _take_lock(self, path: Path | None) -> FileLock | None:
        """The file's lock, or None: another station has it (said), or it cannot be made."""
        if path is None:
            return None
        lock = FileLock(path)
        if lock.acquire():
            return lock
        # no lock file in a read-only folder: the database opens read-only and says so
        if lock.held_elsewhere():
            # several stations on one file: the file serialises their changes and each
            # window hears the others' at once (organiser.store.changes)
            self.show_message(
                self.tr(
                    "{0} is also open in {1}: both are scorekeeping stations, and a "
                    "change made in one shows in the other within a second."
                ).format(path.name, lock.holder())
            )
        return None

    def _use(self, backend: Backend, lock: FileLock | None) -> None:
        """Make ``backend`` (just opened) the window's database."""
        self.backend, self.lock = backend, lock
        why = ""  # why the file is read-only here, if it is
        if getattr(backend, "read_only", False):
            why = self.tr(
                " (a read-only folder or disk: copy the file to a writable folder to change it)"
            )
        self._read_only, self._read_only_why = bool(why), why
        for notice in getattr(backend, "notices", ()):
            self.show_message(notice, error=False)
        set_wait_notice = getattr(backend, "set_wait_notice", None)
        if set_wait_notice is not None:
            set_wait_notice(self._waiting.emit)
        self._start_station(backend)
        if backend.path is not None:
            self.settings.add_recent(str(backend.path))
            self.refresh_recent()

    def new_file(self, path: Path) -> bool:
        """Start a new event file (or reuse an existing one) and show the new-event form."""
        if _exists(path):
            return self.open_path(path)
        if not self._attach(path):
            return False
        self.show_welcome()
        return True

    def open_path(self, path: Path | None, event_id: int | None = None) -> bool:
        if path is not None and not _exists(path):
            self.show_message(
                self.tr("{path} does not exist (moved or deleted?).").format(path=path), error=True
            )
            return False
        if path is not None and not tasks.SYNCHRONOUS:
            return self._attach_in_background(path, partial(self._show_events, event_id))
        if not self._attach(path):
            return False
        return self._show_events(event_id)

    def open_server(self, url: str, event_id: int | None = None) -> bool:
        """Open the event database of a server (``postgresql+psycopg://…``) as a station;
        False, with the reason said, when it cannot be used."""
        self.close_event()
        try:
            backend = self.open_backend(url)  # type: ignore[arg-type]
        except Exception as exc:
            self.show_message(explain(exc), error=True)
            return False
        self.backend, self.lock = backend, None
        self._read_only, self._read_only_why = False, ""
        set_wait_notice = getattr(backend, "set_wait_notice", None)
        if set_wait_notice is not None:
            set_wait_notice(self._waiting.emit)
        self._start_station(backend)
        return self._show_events(event_id)

    def reopen_server(self, name: str) -> None:
        """Reconnect at start-up to the server connected to last (``user@host:port/db``),
        with the password kept in the keyring: checked off the GUI thread first; when it
        cannot be used the connect dialog opens on it, saying why."""
        from organiser.ui import secrets
        from organiser.ui.connect import check, make_url, parse_account

        parsed = parse_account(name)
        if parsed is None:
            return
        user, host, port, database = parsed
        url = make_url(host, port, database, user, secrets.load(name) or "")
        self._reading_events = True  # the start finishes once the events are read

        def done(problem: object) -> None:
            self._reading_events = False
            if problem is None and self.open_server(url):
                return  # _show_events finishes the start
            self._opened()
            dialog = self.show_connect()
            text = getattr(problem, "text", "")
            if text and hasattr(dialog, "say"):
                dialog.say(self.tr("Cannot reconnect to {0}: {1}.").format(name, text))

        def failed(exc: BaseException) -> None:
            self._reading_events = False
            self.show_message(explain(exc), error=True)
            self._opened()

        run_task(lambda: check(url), done, failed, owner=self)

    def _show_events(self, event_id: int | None) -> bool:
        """Read the open database's events (off the GUI thread) and show the one asked for,
        the last one shown, or the newest."""
        assert self.backend is not None
        backend = self.backend

        def done(events: list[EventInfo]) -> None:
            self._reading_events = False
            if self.backend is backend:  # else another file was opened meanwhile
                if not events:
                    self.show_message(
                        self.tr("This file holds no event yet: create one."), error=False
                    )
                    self.show_welcome()
                else:
                    wanted = event_id or self.settings.get(opt.LAST_EVENT)
                    chosen = next((e for e in events if e.id == wanted), events[-1])
                    self.show_event(chosen.id, events)
            self._opened()

        def failed(exc: BaseException) -> None:
            self._reading_events = False
            if self.backend is backend:
                self.show_message(explain(exc), error=True)
            self._opened()

        # the events' summaries count players and rounds: read off the GUI thread
        self._reading_events = True
        run_task(backend.list_events, done, failed, owner=self)
        return True

    def ctx_call(self, fn: Callable[[], object]) -> list[EventInfo] | None:
        try:
            return fn()  # type: ignore[return-value]
        except UserError as exc:
            self.show_message(user_text(exc), error=True)
            return None

    def create_event(
        self, name: str, ruleset: str, fmt: str, rounds: int, cut: int, minutes: int
    ) -> None:
        if self.backend is None and not self._attach(None):
            return
        assert self.backend is not None
        if getattr(self, "_read_only", False):
            why = getattr(self, "_read_only_why", "")
            self.show_message(
                self.tr("This event file is open read-only{why}: no event was created.").format(
                    why=why
                ),
                True,
            )
            return
        try:
            info = self.backend.create_event(name, ruleset, fmt, rounds, cut, minutes)
        except UserError as exc:
            self.show_message(user_text(exc), error=True)
            return
        self.show_event(info.id)
        self.show_message(self.tr("Event “{name}” created: add players next.").format(name=name))
        self._goto(TAB_PLAYERS, "name")

    def open_demo(self, players: int = 32, path: Path | None = None) -> bool:
        """Build a fresh demo event and show it: in the demo file of the user data folder
        (replaced every time), or in ``path``, which must not exist yet (never overwritten)."""
        from organiser.ui.app import demo_path

        if path is not None and path.exists():
            self.show_message(
                self.tr(
                    "{path} already exists: a demo event is built only in a new file, so that no event is overwritten. Give a new file name, or open this one without --demo."
                ).format(path=path),
                error=True,
            )
            return False
        if path is None:
            path = demo_path()
            if self.backend is not None and self.backend.path == path:
                self.close_event()
            for suffix in ("", "-wal", "-shm"):
                Path(str(path) + suffix).unlink(missing_ok=True)
        if not self._attach(path):
            return False
        assert self.backend is not None
        try:
            info = self.backend.create_demo(players, 2026)
        except UserError as exc:
            self.show_message(user_text(exc), error=True)
            return False
        self.show_event(info.id)
        self.show_message(
            self.tr(
                "Demo event: a sample event with rounds played. Browse freely; nothing here is real."
            )
        )
        return True

    def show_event(self, event_id: int, events: list[EventInfo] | None = None) -> None:
        assert self.backend is not None
        self._drop_event_page()
        ctx = EventContext(
            self.backend,
            event_id,
            read_only=getattr(self, "_read_only", False),
            why=getattr(self, "_read_only_why", ""),
        )
        known = next((e for e in events or () if e.id == event_id), None)
        if known is not None:
            ctx.prime(known)  # already read (off the GUI thread): no second read here
        ctx.message.connect(self.show_message)
        ctx.busy.connect(self.busy.setVisible)
        self.ctx = ctx
        tabs = QTabWidget()
        tabs.setDocumentMode(True)
        self.players_view = PlayersView(ctx)
        self.rounds_view = RoundsView(ctx)
        # the status bar counts outstanding results once the round's tables are read
        self.rounds_view.loaded.connect(self._update_status)
        self.rounds_view.projector_requested.connect(self.show_projector_pairings)
        tabs.addTab(self.players_view, self.tr("&Players"))
        tabs.addTab(self.rounds_view, self.tr("&Rounds"))
        # The other tabs are built a moment later, one per turn of the event loop: building
        # all six at once kept the window from painting for 35-120 ms. Anything that needs
        # one of them first (a shortcut to its tab, a projector) builds the rest at once.
        self._pending_tabs = [
            partial(self._add_standings, ctx, tabs),
            partial(self._add_cut, ctx, tabs),
            partial(self._add_clock, ctx, tabs),
            partial(self._add_judge, ctx, tabs),
        ]
        ctx.changed.connect(self._context_changed)  # after the views: they reload first
        ctx.info_changed.connect(self._update_status)
        self.printing = Printing(self, ctx, self.settings, lambda: self.rounds_view.round_number)
        self.tabs = tabs
        self.stack.addWidget(tabs)
        self.stack.setCurrentWidget(tabs)
        self.settings.set(opt.LAST_EVENT, event_id)
        ev = ctx.info
        if ev.swiss_round:
            tabs.setCurrentIndex(TAB_ROUNDS)
        self._set_event_actions(True)
        self._rebind_card_search()
        self._fill_events_menu(events if events is not None else self.backend.list_events())
        self._update_status()
        if tasks.SYNCHRONOUS:
            self._finish_page()
        else:
            QTimer.singleShot(0, partial(self._build_next_tab, ctx))

    # the event page's tabs after the first two (see show_event)
    def _build_next_tab(self, ctx: EventContext) -> None:
        if ctx is not self.ctx or not self._pending_tabs:
            return  # the event was closed (or another opened) meanwhile
        self._pending_tabs.pop(0)()
        if self._pending_tabs:
            QTimer.singleShot(0, partial(self._build_next_tab, ctx))

    def _finish_page(self) -> None:
        """Build the event page's tabs not built yet, now."""
        while self._pending_tabs:
            self._pending_tabs.pop(0)()

    def _add_standings(self, ctx: EventContext, tabs: QTabWidget) -> None:
        self._standings_view = StandingsView(ctx)
        tabs.addTab(self._standings_view, self.tr("&Standings"))

    def _add_cut(self, ctx: EventContext, tabs: QTabWidget) -> None:
        self._cut_view = MeleeCutView(ctx) if ctx.info.format == "melee" else CutView(ctx)
        tabs.addTab(self._cut_view, self.tr("&Cut"))

    def _add_clock(self, ctx: EventContext, tabs: QTabWidget) -> None:
        self._clock_view = ClockView(ctx)
        self._clock_view.projector_requested.connect(self.show_projector_clock)
        self._clock_view.loaded.connect(self._clock_loaded)
        tabs.addTab(self._clock_view, self.tr("C&lock"))

    def _add_judge(self, ctx: EventContext, tabs: QTabWidget) -> None:
        self._judge_view = JudgeView(ctx)
        self._judge_view.desk_opened.connect(self._keep_desk)
        tabs.addTab(self._judge_view, self.tr("&Judge"))

    @property
    def standings_view(self) -> StandingsView:
        self._finish_page()
        return self._standings_view

    @property
    def cut_view(self) -> CutView | MeleeCutView:
        self._finish_page()
        return self._cut_view

    @property
    def clock_view(self) -> ClockView:
        self._finish_page()
        return self._clock_view

    @property
    def judge_view(self) -> JudgeView:
        self._finish_page()
        return self._judge_view

    # stations
    def _attach_helper(self, backend: Backend) -> None:
        """Give ``backend`` the window's helper process (started with the first database,
        kept across files; organiser.ui.helper_process)."""
        attach = getattr(backend, "attach_helper", None)
        if attach is None or tasks.SYNCHRONOUS or not helper_process.ENABLED:
            return
        if self.helper is None:
            # Everything imported and built so far (Qt, SQLAlchemy, the window) lives as long
            # as the window: out of the collector's full passes, which otherwise walk all
            # of it and froze the window 50-70 ms at a time with a big event open. Once, so
            # no event's data is kept for ever.
            gc.freeze()
        if self.helper is None or self.helper.broken:
            try:
                self.helper = HelperProcess()
            except Exception as exc:  # no second process here: the worker thread does it all
                log.warning("no helper process: %s", exc)
                self.helper = None
                return
        attach(self.helper)

    def _start_station(self, backend: Backend) -> None:
        """Name this station in the audit log and hear the other stations' changes."""
        self._attach_helper(backend)
        set_station = getattr(backend, "set_station", None)
        if set_station is not None:
            set_station(self.settings.station_name())
        self.server_lost, self.stations = "", None
        watch = getattr(backend, "watch", None)
        if watch is not None:
            watch(self.remote_change.emit, self.link_status.emit)
        self._update_station()

    def _on_remote_change(self, change: object) -> None:
        """Another station's change (see ``ServiceBackend.watch``): the views showing what it
        touched reload it, off the GUI thread; the event list follows new and deleted events."""
        ctx = self.ctx
        event_id = getattr(change, "event_id", None)
        kinds: tuple[str, ...] = getattr(change, "kinds", ())
        everything = bool(getattr(change, "everything", False))
        if ctx is None or self.backend is None:
            return
        if everything or event_id == ctx.event_id:
            # changes that arrive together (a burst from several stations) are announced
            # once, when the event loop has delivered them all: one reload, not one each
            if not self._remote_pending:
                QTimer.singleShot(0, partial(self._announce_remote, ctx))
            for kind in kinds or ("event",):
                self._remote_pending[kind] = str(getattr(change, "station", ""))
        if everything or event_id is None or "event" in kinds:
            self._refresh_events_menu()

    def _announce_remote(self, ctx: EventContext) -> None:
        pending, self._remote_pending = self._remote_pending, {}
        if ctx is not self.ctx or not pending:
            return  # another event is shown now: it was read afresh
        order = ("event", "players", "rounds", "results", "cut", "clock", "judge")
        kinds = tuple(sorted(pending, key=lambda k: order.index(k) if k in order else 99))
        ctx.notify_remote(kinds, list(pending.values())[-1])

    def _refresh_events_menu(self) -> None:
        backend = self.backend
        if backend is None:
            return

        def done(events: list[EventInfo]) -> None:
            if self.backend is backend and self.ctx is not None:
                self._fill_events_menu(events)

        run_task(backend.list_events, done, lambda _exc: None, owner=self)

    def _fill_events_menu(self, events: list[EventInfo]) -> None:
        self.events_menu.clear()
        for e in events:
            self._action(self.events_menu, f"{e.name} (#{e.id})", partial(self.show_event, e.id))

    def _on_link_status(self, status: object) -> None:
        """The link to the server: lost (what is typed stays, changes are refused until it
        is back, and the status bar says so), back (everything was read again), how many
        stations are connected."""
        connected = bool(getattr(status, "connected", True))
        if not connected:
            reason = str(getattr(status, "message", "")) or self.tr("no answer")
            if not self.server_lost:
                self.show_message(
                    self.tr(
                        "Lost the server ({0}). What you type is kept; a change cannot be "
                        "saved until the server is back. Trying again every few seconds…"
                    ).format(reason)
                )
            self.server_lost = reason
        else:
            if self.server_lost:
                self.show_message(self.tr("The server is back: everything was read again."))
            self.server_lost = ""
            self.stations = getattr(status, "stations", None)
        self._update_station()

    def show_connect(self) -> QWidget:
        """File ▸ Connect to a server…: the dialog checks the server off the GUI thread and,
        when nothing stops it, the window opens its event database as a station."""
        from organiser.ui.connect import ConnectDialog

        dialog = ConnectDialog(self, self.settings)
        dialog.connected.connect(self.open_server)
        dialog.open()
        return dialog

    def ask_station_name(self) -> QInputDialog:
        """This station's name in the audit log (the computer's name when left empty)."""
        dialog = QInputDialog(self)
        dialog.setWindowTitle(self.tr("Station name"))
        dialog.setLabelText(
            self.tr(
                "This station's name, recorded with every change made here "
                "(empty: the computer's name):"
            )
        )
        dialog.setTextValue(self.settings.get(opt.STATION_NAME))

        def chosen(name: str) -> None:
            self.settings.set(opt.STATION_NAME, name.strip())
            set_station = getattr(self.backend, "set_station", None)
            if set_station is not None:
                set_station(self.settings.station_name())
            self._update_station()

        dialog.textValueSelected.connect(chosen)
        dialog.open()
        return dialog

    def _update_station(self) -> None:
        backend = self.backend
        if backend is None:
            self.status_station.setText("")
            self.status_station.setToolTip("")
            return
        name = self.settings.station_name()
        if self.server_lost:
            text = self.tr("Station {0} · ⚠ server lost").format(name)
        elif self.stations is not None:
            text = self.tr("Station {0} · {1} stations connected").format(name, self.stations)
            if self.stations == 1:
                text = self.tr("Station {0} · 1 station connected").format(name)
        else:
            text = self.tr("Station {0}").format(name)
        self.status_station.setText(text)
        self.status_station.setToolTip(
            self.tr("This station's name in the audit log (View ▸ Station name…)")
        )

    def _context_changed(self, _what: str) -> None:
        self._update_status()

    def _update_status(self) -> None:
        if self.ctx is None:
            self.status_event.setText("")
            self.setWindowTitle(self.tr("Maester"))
            return
        ev = self.ctx.info
        where = (
            self.backend.path.name
            if self.backend and self.backend.path
            else str(getattr(self.backend, "where", "")) or self.tr("default file")
        )
        ro = self.tr(" · READ-ONLY") if self.ctx.read_only else ""
        outstanding = self.rounds_view.outstanding_count() if ev.swiss_round else 0
        rnd = (
            self.tr("round {swiss_round}/{rounds}").format(
                swiss_round=ev.swiss_round, rounds=ev.rounds
            )
            if ev.swiss_round
            else self.tr("registration")
        )
        # the summary is read again off the GUI thread after a change: until it is in, the
        # last one stays, marked as loading
        loading = self.tr(" · loading…") if self.ctx.info_loading else ""
        self.status_event.setText(
            self.tr("{name} · {rnd} · {outstanding} outstanding · {where}{ro}{loading}").format(
                name=ev.name, rnd=rnd, outstanding=outstanding, where=where, ro=ro, loading=loading
            )
        )
        self.setWindowTitle(self.tr("{name} — Maester{ro}").format(name=ev.name, ro=ro))

    def _drop_event_page(self) -> None:
        self.busy.hide()
        self.stop_sharing()
        for w in self.projectors:
            w.close()
        self.projectors.clear()
        self._pending_tabs = []
        clock = self.__dict__.get("_clock_view")
        for name in ("_standings_view", "_cut_view", "_clock_view", "_judge_view"):
            self.__dict__.pop(name, None)  # the next event's are built anew
        if self.tabs is not None:
            if clock is not None:
                clock.timer.stop()
            self.stack.removeWidget(self.tabs)
            self.tabs.deleteLater()
            self.tabs = None
        if self.printing is not None:
            self.printing.deleteLater()
            self.printing = None
        if self.ctx is not None:
            # The views' slots are connected to the context's signals, and the context is
            # kept by the views: a loop through Qt that Python's collector cannot see.
            # Deleting the context ends it, so the event's views and data are freed.
            self.ctx.deleteLater()
        self.ctx = None

    def close_event(self) -> None:
        self._drop_event_page()
        if self.backend is not None:
            self.backend.close()
            self.backend = None
        if self.lock is not None:
            self.lock.release()
            self.lock = None
        self._set_event_actions(False)
        self._rebind_card_search()
        self.stack.setCurrentWidget(self.welcome)
        self._update_status()
        self._update_station()

    def show_welcome(self) -> None:
        self.stack.setCurrentWidget(self.welcome)
        self.welcome.form.name.setFocus()

    def _view(self, cls: type[V]) -> V:
        for view in (
            self.players_view,
            self.rounds_view,
            self.standings_view,
            self.cut_view,
            self.clock_view,
            self.judge_view,
        ):
            if isinstance(view, cls):
                if self.tabs is not None:
                    self.tabs.setCurrentWidget(view)
                return view
        raise LookupError(cls)

    def _goto(self, tab: int, focus: str = "") -> None:
        if self.tabs is None:
            return
        self._finish_page()
        self.tabs.setCurrentIndex(tab)
        widget = self.tabs.widget(tab)
        target = getattr(widget, focus, None) if focus else None
        if isinstance(target, QWidget):
            target.setFocus()

    # sharing the event with the players' phones
    def show_sharing(self) -> SharingWindow | None:
        if self.ctx is None:
            return None
        if self.sharing is None:
            store = getattr(self.backend, "store", None)
            if store is None:
                return None
            from organiser.ui.service_sharing import ServiceSharing

            ctx = self.ctx
            self.sharing = SharingWindow(
                ServiceSharing(store, ctx.event_id),
                on_change=lambda: ctx.notify(RESULTS, PLAYERS),
            )
            self.sharing.sharing_changed.connect(self._shared)
        self.sharing.show()
        self.sharing.raise_()
        return self.sharing

    def share_url(self) -> str | None:
        return self.sharing.url if self.sharing is not None else None

    def _shared(self, url: str) -> None:
        for w in self.projectors:
            if isinstance(w, (ProjectorClock, ProjectorPairings)):
                w.set_share_url(url or None)
        self.show_message(
            self.tr("The event is shared on {0}").format(url)
            if url
            else self.tr("Sharing stopped.")
        )

    def stop_sharing(self) -> None:
        """Stop the event server (the event is closed, the app quits) and its window."""
        if self.sharing is not None:
            self.sharing.stop()
            self.sharing.timer.stop()
            self.sharing.close()
            self.sharing.deleteLater()
            self.sharing = None

    # projector windows
    def show_projector_clock(self) -> ProjectorClock | None:
        if self.ctx is None:
            return None
        window = ProjectorClock(self.clock_view)
        window.set_share_url(self.share_url())
        self.projectors.append(window)
        window.show_on(self.projector_screen())
        return window

    def show_projector_pairings(self) -> ProjectorPairings | None:
        if self.ctx is None:
            return None
        rounds = self.rounds_view
        window = ProjectorPairings(
            self.ctx.info.name,
            rounds.round_number,
            rounds.model.tables,
            page_ms=max(self.settings.get(opt.PROJECTOR_PAGE_S), 2) * 1000,
            melee_tables=rounds.melee_model.tables if rounds.melee else (),
            extensions=self._extensions(rounds.round_number),
        )
        window.set_share_url(self.share_url())
        self.projectors.append(window)
        window.show_on(self.projector_screen())
        return window

    def _extensions(self, round_number: int) -> dict[int, int]:
        """The time extensions (table → minutes) of a Swiss round, as the clock read them."""
        state = self.clock_view.clock.state
        if state.round != round_number or state.stage != "swiss":
            return {}
        return dict(state.extensions)

    def _clock_loaded(self) -> None:
        """A new extension shows on the pairings walls of its round at once."""
        for window in self.projectors:
            if isinstance(window, ProjectorPairings) and shiboken6.isValid(window):
                window.set_extensions(self._extensions(window.round_number))

    def projector_screen(self) -> QScreen | None:
        """The screen picked under View ▸ Projector screen while it is connected, otherwise
        the one this window is on."""
        screens = QGuiApplication.screens()
        here = self.screen()
        index = choose_screen(
            [s.name() for s in screens],
            here.name() if here is not None else "",
            self.settings.get(opt.PROJECTOR_SCREEN),
        )
        return screens[index] if index >= 0 else None

    def _fill_screen_menu(self) -> None:
        """The connected screens, read when the menu opens (a projector may just be plugged in)."""
        menu = self.screen_menu
        menu.clear()
        for old in menu.findChildren(QActionGroup):
            old.deleteLater()
        group = QActionGroup(menu)
        wanted = self.settings.get(opt.PROJECTOR_SCREEN)
        names = [s.name() for s in QGuiApplication.screens()]
        choices = [("", self.tr("The screen of this window"))]
        for screen in QGuiApplication.screens():
            size = screen.size()
            choices.append((screen.name(), f"{screen.name()} ({size.width()}×{size.height()})"))
        for name, text in choices:
            action = menu.addAction(text)
            action.setCheckable(True)
            action.setChecked(name == wanted or (not name and wanted not in names))
            action.triggered.connect(partial(self.settings.set, opt.PROJECTOR_SCREEN, name))
            group.addAction(action)

    def show_event_settings(self) -> EventSettingsDialog | None:
        if self.ctx is None:
            return None
        dialog = EventSettingsDialog(self, self.ctx)
        dialog.open()
        return dialog

    def show_about(self) -> QMessageBox:
        return inform(
            self,
            self.tr("About Maester"),
            self.tr(
                "Maester {version}\n\nTournament organiser and rules desk for A Game of Thrones: The Card Game.\nLicensed under the GPL, version 3 or later."
            ).format(version=organiser.__version__),
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.set(opt.GEOMETRY, self.saveGeometry())
        for desk in self.rules_desks:
            desk.close()
        if self._card_search_window() is not None:
            self.card_search.close()  # type: ignore[union-attr]
        self.close_event()
        if self.helper is not None:
            self.helper.close()
            self.helper = None
        self.settings.sync()
        super().closeEvent(event)


__all__ = ["MainWindow", "Qt"]
