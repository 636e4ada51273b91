"""Players: the table (sort, filter as you type), add/edit, check in, drop, reinstate, import."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeySequence,
    QShortcut,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from organiser.ui import context as ctxmod
from organiser.ui.backend import DeckCheck, FieldInfo, ImportPreview, PlayerInfo
from organiser.ui.context import EventContext
from organiser.ui.models import PlayersModel, PlayersSnapshot, RowsTableModel
from organiser.ui.tasks import run_task
from organiser.ui.views.decks import (
    DECK_SUFFIXES,
    DeckCheckDialog,
    DeckListDialog,
    FieldDialog,
    read_deck_file,
)

PREVIEW_COLUMNS = (
    ("name", QT_TRANSLATE_NOOP("Models", "Name")),
    ("affiliation", QT_TRANSLATE_NOOP("Models", "Affiliation")),
    ("external_id", QT_TRANSLATE_NOOP("Models", "ID")),
    ("email", QT_TRANSLATE_NOOP("Models", "E-mail")),
    ("fixed_table", QT_TRANSLATE_NOOP("Models", "Fixed table")),
    ("checked_in", QT_TRANSLATE_NOOP("Models", "Checked in")),
)
PreviewLine = tuple[str, ...]  # the line number, then a cell per preview column


def raw_lines(path: Path) -> list[PreviewLine]:
    """Each line of the file as the import reads it (one line, one player): its number and
    every column the import takes; a line that cannot be read shows as written."""
    from organiser.services.players import preview_lines

    try:
        data = path.read_bytes()
    except OSError:
        return []
    _fields, lines = preview_lines(data)
    return [
        (str(number), *(cells.get(key, "") for key, _ in PREVIEW_COLUMNS))
        for number, cells in lines
    ]


class _Cell:
    def __init__(self, text: str) -> None:
        self._text = text

    def text(self) -> str:
        return self._text


class PreviewModel(RowsTableModel[PreviewLine]):
    """The lines of a CSV file (line number, then every column the import takes), bad lines
    tinted; cells are made only when drawn (thousands of lines)."""

    HEADERS = (QT_TRANSLATE_NOOP("Models", "Line"), *(title for _, title in PREVIEW_COLUMNS))

    def __init__(self, lines: list[PreviewLine], bad: set[int]) -> None:
        super().__init__()
        self.rows = lines
        self.bad = bad

    def text(self, row: int, col: int) -> str:
        return self.rows[row][col]

    def data(self, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        line = self._row_at(index)
        if line is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(index.row(), index.column())
        if role == Qt.ItemDataRole.BackgroundRole and int(line[0]) in self.bad:
            return QColor(255, 90, 90, 70)
        return None


class PreviewTable(QTableView):
    """The preview's table; ``rowCount()`` and ``item(row, col).text()`` as a table widget."""

    def __init__(self, lines: list[PreviewLine], bad: set[int]) -> None:
        super().__init__()
        self.preview_model = PreviewModel(lines, bad)
        self.setModel(self.preview_model)

    def rowCount(self) -> int:
        return self.preview_model.rowCount()

    def item(self, row: int, col: int) -> _Cell:
        return _Cell(self.preview_model.text(row, col))


class ImportDialog(QDialog):
    """Preview of a CSV import with its per-line errors; imports all or nothing."""

    def __init__(
        self,
        parent: QWidget,
        path: Path,
        preview: ImportPreview,
        lines: list[PreviewLine] | None = None,
    ) -> None:
        """``lines``: :func:`raw_lines` of ``path``, when already read (off the GUI thread)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import players — {name}").format(name=path.name))
        self.resize(860, 480)
        self.path = path
        self.preview = preview
        summary = QLabel(
            self.tr("{count} players ready to import.").format(count=len(preview.rows))
            if preview.ok
            else self.tr(
                "{count} line(s) need fixing; nothing will be imported until they are."
            ).format(count=len(preview.errors))
        )
        summary.setObjectName("summary")
        bad = {line for line, _ in preview.errors}
        if lines is None:
            lines = raw_lines(path)  # the file as the import reads it, bad lines marked
        self.table = PreviewTable(lines, bad)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().resizeSection(0, 50)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.errors = QListWidget()
        for line, message in preview.errors:
            self.errors.addItem(
                self.tr("line {line}: {message}").format(line=line, message=message)
            )
        self.errors.setVisible(not preview.ok)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Import"))
        ok.setEnabled(preview.ok and bool(preview.rows))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(summary)
        layout.addWidget(self.table, 2)
        layout.addWidget(self.errors, 1)
        layout.addWidget(self.buttons)


class PlayersView(QWidget):
    loaded = Signal()  # the players are shown (after a background read)

    def __init__(self, ctx: EventContext) -> None:
        super().__init__()
        self.ctx = ctx
        self._generation = 0
        self._select_after_load: int | None = None
        self.model = PlayersModel(lambda ids: ctx.backend.players(ctx.event_id, ids))
        self.model.setParent(self)  # deleted with the view (see MainWindow._drop_event_page)
        self.import_dialog: ImportDialog | None = None
        self.deck_dialog: QDialog | None = None  # the deck dialog open last (tests read it)
        self._editing: int | None = None

        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Filter players (name, affiliation, status)…"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._filter_changed)

        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(PlayersModel.COL_NAME, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(24)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(PlayersModel.COL_NAME, QHeaderView.ResizeMode.Stretch)
        header.resizeSection(PlayersModel.COL_ID, 60)
        header.resizeSection(PlayersModel.COL_AFFILIATION, 180)
        header.resizeSection(PlayersModel.COL_STATUS, 120)
        self.table.doubleClicked.connect(lambda _i: self.start_edit())
        # a deck list (.txt / .json) dropped on a player's row is attached to that player
        self.table.setAcceptDrops(True)
        self.table.viewport().setAcceptDrops(True)
        self.table.viewport().installEventFilter(self)

        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("Name (Enter to add)"))
        self.affiliation = QLineEdit()
        self.affiliation.setPlaceholderText(self.tr("Affiliation (optional)"))
        self.add_btn = QPushButton(self.tr("Add player"))
        self.add_btn.clicked.connect(self.submit)
        self.name.returnPressed.connect(self.submit)
        self.affiliation.returnPressed.connect(self.submit)

        self.checkin_btn = QPushButton(self.tr("Check in / out"))
        self.checkin_btn.setShortcut(QKeySequence("Ctrl+K"))
        self.drop_btn = QPushButton(self.tr("Drop"))
        self.reinstate_btn = QPushButton(self.tr("Reinstate"))
        self.edit_btn = QPushButton(self.tr("Edit…"))
        self.import_btn = QPushButton(self.tr("Import CSV…"))
        # deck lists: one button with a menu keeps the row narrow
        self.deck_btn = QPushButton(self.tr("Deck lists"))
        self.deck_btn.setToolTip(
            self.tr(
                "Attach the selected player's list (or drop a .txt/.json file on the player's row), check it, or see the field"
            )
        )
        deck_menu = QMenu(self.deck_btn)
        self.attach_action = deck_menu.addAction(self.tr("&Attach a list…"), self.ask_deck_list)
        self.check_action = deck_menu.addAction(self.tr("Deck &check…"), self.show_deck_check)
        self.field_action = deck_menu.addAction(self.tr("The &field…"), self.show_field)
        self.deck_btn.setMenu(deck_menu)
        self.count = QLabel()
        self.checkin_btn.clicked.connect(self.toggle_check_in)
        self.drop_btn.clicked.connect(self.drop_selected)
        self.reinstate_btn.clicked.connect(self.reinstate_selected)
        self.edit_btn.clicked.connect(self.start_edit)
        self.import_btn.clicked.connect(self.choose_csv)
        find = QShortcut(QKeySequence("Ctrl+F"), self)
        find.activated.connect(self.filter.setFocus)

        add_row = QHBoxLayout()
        add_row.addWidget(self.name, 3)
        add_row.addWidget(self.affiliation, 2)
        add_row.addWidget(self.add_btn)
        actions = QHBoxLayout()
        for btn in (
            self.edit_btn,
            self.checkin_btn,
            self.drop_btn,
            self.reinstate_btn,
            self.import_btn,
            self.deck_btn,
        ):
            actions.addWidget(btn)
        actions.addStretch(1)
        actions.addWidget(self.count)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter)
        layout.addWidget(self.table, 1)
        layout.addLayout(actions)
        layout.addLayout(add_row)

        ctx.changed.connect(self._changed)
        self.reload()

    # data
    def reload(self) -> None:
        """Re-read the players off the GUI thread (4,096 players with their deck-list
        status take a moment), then show them."""
        self._generation += 1
        generation = self._generation
        backend, eid = self.ctx.backend, self.ctx.event_id
        model, arrangement = self.model, self.model.arrangement()

        def fetch() -> PlayersSnapshot:
            # every row read and sorted here, off the GUI thread: showing them is one reset
            return model.prepare(backend.player_ids(eid), arrangement)

        def done(snapshot: PlayersSnapshot) -> None:
            if generation != self._generation:  # a newer read supersedes this one
                return
            current = self.selected_player()
            keep = self._select_after_load or (current.id if current is not None else None)
            self._select_after_load = None
            self.model.apply(snapshot)
            self._update_count()
            if keep is not None:  # the selection (or the player just added) stays selected
                self.select_player(keep)
            self.loaded.emit()

        run_task(fetch, done, self.ctx.report, owner=self)

    def _update_count(self) -> None:
        n, shown = self.model.total(), self.model.rowCount()
        text = self.tr("%n player(s)", "", n)
        self.count.setText(
            text if shown == n else self.tr("{shown} of {text}").format(shown=shown, text=text)
        )

    def _filter_changed(self, text: str) -> None:
        keep = self.selected_player()
        self.model.set_filter(text)
        self._update_count()
        if keep is not None:
            self.select_player(keep.id)

    def _changed(self, what: str) -> None:
        if what in (ctxmod.PLAYERS, ctxmod.EVENT):
            self.reload()

    def selected_player(self) -> PlayerInfo | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        return self.model.player_at(rows[0].row())

    def select_player(self, player: int) -> None:
        row = self.model.row_of(player)
        if row is not None:
            self.table.selectRow(row)
            self.table.scrollTo(self.model.index(row, 0))

    # actions
    def submit(self) -> None:
        name = self.name.text().strip()
        if not name:
            return
        affiliation = self.affiliation.text().strip()
        if self._editing is not None:
            pid = self._editing
            if self.ctx.attempt(
                lambda: self.ctx.backend.edit_player(self.ctx.event_id, pid, name, affiliation),
                done=self.tr("Saved {name}.").format(name=name),
            ):
                self.model.refresh_player(pid)
            self._stop_edit()
            return
        info = self.ctx.attempt_value(
            lambda: self.ctx.backend.add_player(self.ctx.event_id, name, affiliation),
            ctxmod.PLAYERS,
            done=self.tr("Added {name}.").format(name=name),
        )
        if isinstance(info, PlayerInfo):
            self.name.clear()
            self.affiliation.clear()
            self.select_player(info.id)
            if self.model.row_of(info.id) is None:  # the list is still being read again
                self._select_after_load = info.id
            self.name.setFocus()

    def start_edit(self) -> None:
        p = self.selected_player()
        if p is None:
            return
        self._editing = p.id
        self.name.setText(p.plain_name or p.name)
        self.affiliation.setText(p.affiliation)
        self.add_btn.setText(self.tr("Save"))
        self.name.setFocus()
        self.name.selectAll()

    def _stop_edit(self) -> None:
        self._editing = None
        self.name.clear()
        self.affiliation.clear()
        self.add_btn.setText(self.tr("Add player"))

    def keyPressEvent(self, event: object) -> None:  # Escape leaves edit mode
        from PySide6.QtGui import QKeyEvent

        if isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape and self._editing:
            self._stop_edit()
            return
        super().keyPressEvent(event)  # type: ignore[arg-type]

    def _player_action(self, verb: str) -> None:
        p = self.selected_player()
        if p is None:
            self.ctx.message.emit(self.tr("Select a player first."), False)
            return
        backend, eid = self.ctx.backend, self.ctx.event_id
        if verb == "checkin":
            self.ctx.attempt(
                lambda: backend.check_in(eid, p.id, not p.checked_in),
                done=(
                    self.tr("{name} checked in.")
                    if not p.checked_in
                    else self.tr("{name} no longer checked in.")
                ).format(name=p.name),
            )
        elif verb == "drop":
            self.ctx.attempt(
                lambda: backend.drop(eid, p.id),
                ctxmod.RESULTS,
                done=self.tr("Dropped {name}.").format(name=p.name),
            )
        else:
            self.ctx.attempt(
                lambda: backend.reinstate(eid, p.id),
                ctxmod.RESULTS,
                done=self.tr("Reinstated {name}.").format(name=p.name),
            )
        self.model.refresh_player(p.id)

    def toggle_check_in(self) -> None:
        self._player_action("checkin")

    def drop_selected(self) -> None:
        self._player_action("drop")

    def reinstate_selected(self) -> None:
        self._player_action("reinstate")

    # import
    def choose_csv(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import players"), "", self.tr("CSV files (*.csv);;All files (*)")
        )
        if path:
            self.import_csv(Path(path))

    def import_csv(self, path: Path) -> ImportDialog | None:
        """Read and check the file off the GUI thread, then show the preview (non-blocking);
        Import runs off the GUI thread too. Returns the preview when it is already shown
        (always in tests, where background work runs inline), else None: it opens shortly.
        """
        backend, eid = self.ctx.backend, self.ctx.event_id
        self.import_dialog = None
        self.ctx.message.emit(self.tr("Reading {name}…").format(name=path.name), False)

        def read() -> tuple[ImportPreview, list[PreviewLine]]:
            # the check and the lines shown, both read here: the dialog only displays them
            return backend.preview_import(eid, path), backend.compute(raw_lines, path)

        def done(found: tuple[ImportPreview, list[PreviewLine]]) -> None:
            preview, lines = found
            dialog = ImportDialog(self, path, preview, lines)
            dialog.accepted.connect(lambda: self._run_import(path))
            self.import_dialog = dialog
            dialog.open()

        run_task(read, done, self.ctx.report, owner=self)
        return self.import_dialog

    def _run_import(self, path: Path) -> None:
        if self.ctx.read_only:
            self.ctx.refuse_read_only(self.tr("nothing was imported"))
            return
        backend, eid = self.ctx.backend, self.ctx.event_id
        self.import_btn.setEnabled(False)
        self.ctx.busy.emit(True)
        self.ctx.message.emit(self.tr("Importing {name}…").format(name=path.name), False)

        def done(count: object) -> None:
            self.import_btn.setEnabled(True)
            self.ctx.busy.emit(False)
            self.ctx.notify(ctxmod.PLAYERS)
            self.ctx.message.emit(
                self.tr("Imported {count} players from {name}.").format(
                    count=count, name=path.name
                ),
                False,
            )

        def failed(exc: BaseException) -> None:
            self.import_btn.setEnabled(True)
            self.ctx.busy.emit(False)
            self.ctx.report(exc)

        run_task(lambda: backend.import_players(eid, path), done, failed, owner=self)

    # deck lists
    def _lists_locked(self) -> bool:
        return self.ctx.info.swiss_round > 0  # lists lock when round 1 is paired

    def attach_deck(self, player: PlayerInfo, data: bytes, source: str, reason: str = "") -> bool:
        """Attach ``data`` as the player's list; the status column follows."""
        backend, eid = self.ctx.backend, self.ctx.event_id
        status = self.ctx.attempt_value(
            lambda: backend.attach_deck(eid, player.id, data, source, reason),
            ctxmod.PLAYERS,
        )
        if not isinstance(status, str):
            return False
        self.ctx.message.emit(
            self.tr("Deck list of {name} ({source}): {status}.").format(
                name=player.name, source=source, status=status
            ),
            False,
        )
        self.select_player(player.id)
        return True

    def attach_file(self, player: PlayerInfo, path: Path) -> bool:
        try:
            data = read_deck_file(path)
        except ValueError as exc:
            self.ctx.message.emit(str(exc), True)
            return False
        return self.attach_deck(player, data, path.name)

    def ask_deck_list(self) -> DeckListDialog | None:
        p = self.selected_player()
        if p is None:
            self.ctx.message.emit(self.tr("Select a player first."), False)
            return None
        dialog = DeckListDialog(
            self,
            p.name,
            self._lists_locked(),
            lambda data, source, reason: self.attach_deck(p, data, source, reason),
        )
        self.deck_dialog = dialog
        dialog.open()
        return dialog

    def show_deck_check(self) -> DeckCheckDialog | None:
        p = self.selected_player()
        if p is None:
            self.ctx.message.emit(self.tr("Select a player first."), False)
            return None
        check = self.ctx.call(self.ctx.backend.deck_check, self.ctx.event_id, p.id)
        if not isinstance(check, DeckCheck):
            return None
        dialog = DeckCheckDialog(self, check)
        self.deck_dialog = dialog
        dialog.open()
        return dialog

    def show_field(self) -> FieldDialog | None:
        field = self.ctx.call(self.ctx.backend.field, self.ctx.event_id)
        if not isinstance(field, FieldInfo):
            return None
        dialog = FieldDialog(self, field, self.ctx.info.name)
        self.deck_dialog = dialog
        dialog.open()
        return dialog

    @staticmethod
    def _deck_path(event: QDropEvent | QDragEnterEvent | QDragMoveEvent) -> Path | None:
        urls = event.mimeData().urls()
        if len(urls) != 1 or not urls[0].isLocalFile():
            return None
        path = Path(urls[0].toLocalFile())
        return path if path.suffix.lower() in DECK_SUFFIXES else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.table.viewport():
            return False
        if isinstance(event, QDragEnterEvent | QDragMoveEvent):
            row = self.table.indexAt(event.position().toPoint()).row()
            if self._deck_path(event) is not None and (
                isinstance(event, QDragEnterEvent) or row >= 0
            ):
                event.acceptProposedAction()
            else:
                event.ignore()
            return True
        if isinstance(event, QDropEvent):
            return self.drop_deck(event)
        return False

    def drop_deck(self, event: QDropEvent) -> bool:
        path = self._deck_path(event)
        index = self.table.indexAt(event.position().toPoint())
        if path is None or not index.isValid():
            self.ctx.message.emit(
                self.tr("Drop one .txt or .json deck list on a player's row."), True
            )
            event.ignore()
            return True
        event.acceptProposedAction()
        self.attach_file(self.model.player_at(index.row()), path)
        return True
