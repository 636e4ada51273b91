"""Players: the table (sort, filter as you type), add/edit, check in, drop, reinstate, import."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QKeySequence, QShortcut
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
    QPushButton,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from organiser.ui import context as ctxmod
from organiser.ui.backend import ImportPreview, PlayerInfo
from organiser.ui.context import EventContext
from organiser.ui.models import PlayersModel
from organiser.ui.tasks import run_task


def raw_lines(path: Path) -> list[tuple[int, str, str]]:
    """(line, name, affiliation) as written in the file, for the preview only."""
    try:
        text = path.read_bytes().decode("utf-8-sig", errors="replace")
    except OSError:
        return []
    reader = csv.reader(io.StringIO(text))
    header = [h.strip().casefold() for h in next(reader, [])]
    name_col = next((i for i, h in enumerate(header) if h in ("name", "player", "player name")), 0)
    aff_col = next(
        (i for i, h in enumerate(header) if h in ("affiliation", "team", "club", "store")), -1
    )
    out = []
    for row in reader:
        line = reader.line_num
        name = row[name_col] if name_col < len(row) else ""
        aff = row[aff_col] if 0 <= aff_col < len(row) else ""
        out.append((line, name, aff))
    return out


class ImportDialog(QDialog):
    """Preview of a CSV import with its per-line errors; imports all or nothing."""

    def __init__(self, parent: QWidget, path: Path, preview: ImportPreview) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Import players — {path.name}")
        self.resize(640, 480)
        self.path = path
        self.preview = preview
        summary = QLabel(
            f"{len(preview.rows)} players ready to import."
            if preview.ok
            else f"{len(preview.errors)} line(s) need fixing; nothing will be imported until they are."
        )
        summary.setObjectName("summary")
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels(["Line", "Name", "Affiliation"])
        bad = {line for line, _ in preview.errors}
        if preview.ok:
            lines = [(i + 2, p.name, p.affiliation) for i, p in enumerate(preview.rows)]
        else:
            lines = raw_lines(path)  # show the file as it is, bad lines marked
        self.table.setRowCount(len(lines))
        for row, (line, name, affiliation) in enumerate(lines):
            for col, text in enumerate((str(line), name, affiliation)):
                item = QTableWidgetItem(text)
                if line in bad:
                    item.setBackground(QColor(255, 90, 90, 70))
                self.table.setItem(row, col, item)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().resizeSection(0, 50)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.errors = QListWidget()
        for line, message in preview.errors:
            self.errors.addItem(f"line {line}: {message}")
        self.errors.setVisible(not preview.ok)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText("Import")
        ok.setEnabled(preview.ok and bool(preview.rows))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(summary)
        layout.addWidget(self.table, 2)
        layout.addWidget(self.errors, 1)
        layout.addWidget(self.buttons)


class PlayersView(QWidget):
    def __init__(self, ctx: EventContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.model = PlayersModel(lambda ids: ctx.backend.players(ctx.event_id, ids))
        self.import_dialog: ImportDialog | None = None
        self._editing: int | None = None

        self.filter = QLineEdit()
        self.filter.setPlaceholderText("Filter players (name, affiliation, status)…")
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

        self.name = QLineEdit()
        self.name.setPlaceholderText("Name (Enter to add)")
        self.affiliation = QLineEdit()
        self.affiliation.setPlaceholderText("Affiliation (optional)")
        self.add_btn = QPushButton("Add player")
        self.add_btn.clicked.connect(self.submit)
        self.name.returnPressed.connect(self.submit)
        self.affiliation.returnPressed.connect(self.submit)

        self.checkin_btn = QPushButton("Check in / out")
        self.checkin_btn.setShortcut(QKeySequence("Ctrl+K"))
        self.drop_btn = QPushButton("Drop")
        self.reinstate_btn = QPushButton("Reinstate")
        self.edit_btn = QPushButton("Edit…")
        self.import_btn = QPushButton("Import CSV…")
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
        ids = self.ctx.call(self.ctx.backend.player_ids, self.ctx.event_id) or []
        self.model.reset(ids)
        self._update_count()

    def _update_count(self) -> None:
        n, shown = self.model.total(), self.model.rowCount()
        text = f"{n} player{'s' if n != 1 else ''}"
        self.count.setText(text if shown == n else f"{shown} of {text}")

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
                done=f"Saved {name}.",
            ):
                self.model.refresh_player(pid)
            self._stop_edit()
            return
        info = self.ctx.attempt_value(
            lambda: self.ctx.backend.add_player(self.ctx.event_id, name, affiliation),
            ctxmod.PLAYERS,
            done=f"Added {name}.",
        )
        if isinstance(info, PlayerInfo):
            self.name.clear()
            self.affiliation.clear()
            self.select_player(info.id)
            self.name.setFocus()

    def start_edit(self) -> None:
        p = self.selected_player()
        if p is None:
            return
        self._editing = p.id
        self.name.setText(p.plain_name or p.name)
        self.affiliation.setText(p.affiliation)
        self.add_btn.setText("Save")
        self.name.setFocus()
        self.name.selectAll()

    def _stop_edit(self) -> None:
        self._editing = None
        self.name.clear()
        self.affiliation.clear()
        self.add_btn.setText("Add player")

    def keyPressEvent(self, event: object) -> None:  # Escape leaves edit mode
        from PySide6.QtGui import QKeyEvent

        if isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape and self._editing:
            self._stop_edit()
            return
        super().keyPressEvent(event)  # type: ignore[arg-type]

    def _player_action(self, verb: str) -> None:
        p = self.selected_player()
        if p is None:
            self.ctx.message.emit("Select a player first.", False)
            return
        backend, eid = self.ctx.backend, self.ctx.event_id
        if verb == "checkin":
            self.ctx.attempt(
                lambda: backend.check_in(eid, p.id, not p.checked_in),
                done=f"{p.name} {'checked in' if not p.checked_in else 'no longer checked in'}.",
            )
        elif verb == "drop":
            self.ctx.attempt(
                lambda: backend.drop(eid, p.id), ctxmod.RESULTS, done=f"Dropped {p.name}."
            )
        else:
            self.ctx.attempt(
                lambda: backend.reinstate(eid, p.id), ctxmod.RESULTS, done=f"Reinstated {p.name}."
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
            self, "Import players", "", "CSV files (*.csv);;All files (*)"
        )
        if path:
            self.import_csv(Path(path))

    def import_csv(self, path: Path) -> ImportDialog | None:
        """Read the file, show the preview (non-blocking); Import runs off the GUI thread."""
        preview = self.ctx.call(self.ctx.backend.preview_import, self.ctx.event_id, path)
        if preview is None:
            return None
        dialog = ImportDialog(self, path, preview)
        dialog.accepted.connect(lambda: self._run_import(path))
        self.import_dialog = dialog
        dialog.open()
        return dialog

    def _run_import(self, path: Path) -> None:
        if self.ctx.read_only:
            self.ctx.message.emit("This event file is open read-only: nothing was imported.", True)
            return
        backend, eid = self.ctx.backend, self.ctx.event_id
        self.import_btn.setEnabled(False)
        self.ctx.busy.emit(True)
        self.ctx.message.emit(f"Importing {path.name}…", False)

        def done(count: object) -> None:
            self.import_btn.setEnabled(True)
            self.ctx.busy.emit(False)
            self.ctx.notify(ctxmod.PLAYERS)
            self.ctx.message.emit(f"Imported {count} players from {path.name}.", False)

        def failed(exc: BaseException) -> None:
            self.import_btn.setEnabled(True)
            self.ctx.busy.emit(False)
            self.ctx.report(exc)

        run_task(lambda: backend.import_players(eid, path), done, failed, owner=self)
