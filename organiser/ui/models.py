"""Table models over service data: ids plus rows fetched lazily, in pages, and cached.

Each model exposes column constants; sorting and filtering are done by a
QSortFilterProxyModel in the view (``SORT_ROLE`` gives numbers for numeric columns).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from organiser import i18n
from organiser.core.melee import MeleeStandingRow
from organiser.core.model import Outcome, StandingRow
from organiser.core.text import name_key
from organiser.ui.backend import CardRow, MeleeTable, PlayerInfo, TableInfo

Index = QModelIndex | QPersistentModelIndex
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ID_ROLE = Qt.ItemDataRole.UserRole + 2
PAGE = 512
T = TypeVar("T")


def _t(text: str) -> str:
    """A column title, tooltip or outcome marked with QT_TRANSLATE_NOOP("Models", ...), in the
    user's language."""
    return QCoreApplication.translate("Models", text)


def outcome_text(outcome: Outcome) -> str:
    """How the window names a result's outcome ("modified win"), in the user's language."""
    return _t(OUTCOME_TEXT.get(outcome, str(outcome)))


def _points(value: float) -> str:
    return f"{value:g}"


class RowsTableModel(QAbstractTableModel, Generic[T]):
    """A flat table over a list of rows: ``HEADERS`` name the columns, ``TOOLTIPS`` maps a
    column to its header tooltip. Subclasses supply ``data()`` (see :meth:`_row_at`)."""

    HEADERS: ClassVar[tuple[str, ...]] = ()
    TOOLTIPS: ClassVar[Mapping[int, str]] = {}

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[T] = []

    def _ordered(self, rows: Sequence[T]) -> list[T]:
        """The rows as the model keeps them (a subclass may sort them)."""
        return list(rows)

    def reset(self, rows: Sequence[T]) -> None:
        self.beginResetModel()
        self.rows = self._ordered(rows)
        self.endResetModel()

    def _row_at(self, index: Index) -> T | None:
        """The row behind ``index``, or None for an invalid or out-of-range index."""
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        return self.rows[index.row()]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return _t(self.HEADERS[section]) if 0 <= section < len(self.HEADERS) else None
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = self.TOOLTIPS.get(section)
            return _t(tip) if tip else None
        return None


class _Table(Protocol):
    @property
    def table(self) -> int: ...
    @property
    def is_bye(self) -> bool: ...


TableT = TypeVar("TableT", bound=_Table)


class _TablesModel(RowsTableModel[TableT]):
    """Rows that are the tables of a round, the bye listed last; ``tables`` is ``rows``."""

    def _ordered(self, rows: Sequence[TableT]) -> list[TableT]:
        # the bye is not a table: listed last
        return sorted(rows, key=lambda t: (t.is_bye, t.table))

    @property
    def tables(self) -> list[TableT]:
        return self.rows

    def row_of_table(self, table: int) -> int | None:
        for row, t in enumerate(self.rows):
            if t.table == table and not t.is_bye:
                return row
        return None


def _search_text(haystack: dict[int, str], p: PlayerInfo) -> str:
    text = haystack.get(p.id)
    if text is None:
        text = f"{p.id}\t{p.name}\t{p.affiliation}\t{status_text(p)}".casefold()
        haystack[p.id] = text
    return text


@dataclass(frozen=True)
class PlayersSnapshot:
    """The players read and arranged off the GUI thread (:meth:`PlayersModel.prepare`)."""

    ids: list[int]
    rows: dict[int, PlayerInfo]
    haystack: dict[int, str]
    visible: list[int]
    arrangement: tuple[str, tuple[int, Qt.SortOrder] | None]


class PlayersModel(QAbstractTableModel):
    """All players of the event by id; rows fetched in pages and cached.

    Sorting and filtering happen here, in Python over cached keys, rather than in a
    QSortFilterProxyModel: a proxy calls ``data()`` once per cell and comparison, which is
    too slow in Python for thousands of players (benchmarks/bench_startup.py).
    """

    COL_ID, COL_NAME, COL_AFFILIATION, COL_STATUS, COL_CHECKED_IN, COL_DECK = range(6)
    HEADERS = (
        QT_TRANSLATE_NOOP("Models", "ID"),
        QT_TRANSLATE_NOOP("Models", "Name"),
        QT_TRANSLATE_NOOP("Models", "Affiliation"),
        QT_TRANSLATE_NOOP("Models", "Status"),
        QT_TRANSLATE_NOOP("Models", "Checked in"),
        QT_TRANSLATE_NOOP("Models", "Deck"),
    )

    def __init__(self, fetch: Callable[[Sequence[int]], list[PlayerInfo]]) -> None:
        super().__init__()
        self._fetch = fetch
        self._ids: list[int] = []  # every player, in the service's order
        self._visible: list[int] = []  # the rows shown: filtered and sorted
        self._rows: dict[int, PlayerInfo] = {}
        self._haystack: dict[int, str] = {}
        self._filter = ""
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self.fetches = 0  # pages fetched (observable in tests: lazy loading)

    def reset(self, ids: Sequence[int]) -> None:
        self.beginResetModel()
        self._ids = list(ids)
        self._rows.clear()
        self._haystack.clear()
        self._visible = self._arrange()
        self.endResetModel()

    def _fetch_page(self, pid: int) -> None:
        pos = self._ids.index(pid) if pid in self._ids else 0
        start = pos - pos % PAGE
        page = [i for i in self._ids[start : start + PAGE] if i not in self._rows]
        if pid not in page:
            page.append(pid)
        self.fetches += 1
        for info in self._fetch(page):
            self._rows[info.id] = info

    def _info(self, pid: int) -> PlayerInfo:
        if pid not in self._rows:
            self._fetch_page(pid)
        return self._rows[pid]

    def _load_all(self) -> None:
        for start in range(0, len(self._ids), PAGE):
            if any(i not in self._rows for i in self._ids[start : start + PAGE]):
                self._fetch_page(self._ids[start])

    def _arrange(self) -> list[int]:
        if not self._filter and self._sort is None:
            return list(self._ids)
        self._load_all()
        return self._arranged(self._ids, self._rows, self._haystack, self._filter, self._sort)

    @classmethod
    def _arranged(
        cls,
        ids: Sequence[int],
        rows: Mapping[int, PlayerInfo],
        haystack: dict[int, str],
        needle: str,
        order: tuple[int, Qt.SortOrder] | None,
    ) -> list[int]:
        """``ids`` filtered by ``needle`` and sorted by ``order`` (``haystack`` caches the
        search text of each player)."""
        out = list(ids)
        if needle:
            out = [i for i in out if needle in _search_text(haystack, rows[i])]
        if order is not None:
            column, direction = order
            out.sort(
                key=lambda i: cls.sort_key(rows[i], column),
                reverse=direction == Qt.SortOrder.DescendingOrder,
            )
        return out

    def arrangement(self) -> tuple[str, tuple[int, Qt.SortOrder] | None]:
        """The filter and the sort order, for :meth:`prepare`."""
        return self._filter, self._sort

    def prepare(
        self,
        ids: Sequence[int],
        arrangement: tuple[str, tuple[int, Qt.SortOrder] | None],
    ) -> PlayersSnapshot:
        """Every row of ``ids`` read and arranged (filtered, sorted) as ``arrangement`` says:
        the slow part of a reload, safe to run off the GUI thread (it changes nothing here);
        :meth:`apply` then shows it at once."""
        needle, order = arrangement
        rows = {info.id: info for info in self._fetch(ids)} if ids else {}
        haystack: dict[int, str] = {}
        visible = (
            self._arranged(ids, rows, haystack, needle, order)
            if needle or order is not None
            else list(ids)
        )
        return PlayersSnapshot(list(ids), rows, haystack, visible, arrangement)

    def apply(self, snapshot: PlayersSnapshot) -> None:
        """Show what :meth:`prepare` read: one reset, no reading or sorting here (unless the
        filter or the order changed meanwhile)."""
        self.beginResetModel()
        self._ids = snapshot.ids
        self._rows = dict(snapshot.rows)
        self._haystack = dict(snapshot.haystack)
        if snapshot.arrangement == (self._filter, self._sort):
            self._visible = snapshot.visible
        else:
            self._visible = self._arrange()
        self.endResetModel()

    def _search_text(self, pid: int) -> str:
        return _search_text(self._haystack, self._rows[pid])

    @classmethod
    def sort_key(cls, p: PlayerInfo, column: int) -> tuple[Any, ...]:
        if column == cls.COL_ID:
            return (p.id,)
        if column == cls.COL_AFFILIATION:
            return (name_key(p.affiliation), name_key(p.name), p.id)
        if column == cls.COL_STATUS:
            return (status_text(p), name_key(p.name), p.id)
        if column == cls.COL_CHECKED_IN:
            return (p.checked_in, name_key(p.name), p.id)
        if column == cls.COL_DECK:
            return (p.deck_status, name_key(p.name), p.id)
        return (name_key(p.name), p.id)

    def set_filter(self, text: str) -> None:
        """Keep the players whose id, name, affiliation or status contains ``text``."""
        needle = text.strip().casefold()
        if needle == self._filter:
            return
        self.beginResetModel()
        self._filter = needle
        self._visible = self._arrange()
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self.HEADERS):
            self._sort = None  # the order of the next search
            return
        self.layoutAboutToBeChanged.emit()
        old = self.persistentIndexList()
        old_ids = [(self._visible[i.row()], i.column()) for i in old]
        self._sort = (column, order)
        self._visible = self._arrange()
        where = {pid: row for row, pid in enumerate(self._visible)}
        self.changePersistentIndexList(
            old,
            [
                self.index(where[pid], col) if pid in where else QModelIndex()
                for pid, col in old_ids
            ],
        )
        self.layoutChanged.emit()

    def refresh_player(self, player: int) -> None:
        """Re-fetch one row after a change (check in, drop, edit)."""
        self._rows.pop(player, None)
        self._haystack.pop(player, None)
        if player in self._visible:
            row = self._visible.index(player)
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(self.HEADERS) - 1))

    def player_at(self, row: int) -> PlayerInfo:
        return self._info(self._visible[row])

    def row_of(self, player: int) -> int | None:
        try:
            return self._visible.index(player)
        except ValueError:
            return None

    def total(self) -> int:
        return len(self._ids)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._visible)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return _t(self.HEADERS[section]) if 0 <= section < len(self.HEADERS) else None
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._visible):
            return None
        p = self.player_at(index.row())
        col = index.column()
        if role == ID_ROLE:
            return p.id
        if role == Qt.ItemDataRole.DisplayRole:
            if col == self.COL_ID:
                return str(p.id)
            if col == self.COL_NAME:
                return p.name
            if col == self.COL_AFFILIATION:
                return p.affiliation
            if col == self.COL_STATUS:
                return status_text(p)
            if col == self.COL_CHECKED_IN:
                return "yes" if p.checked_in else "no"
            if col == self.COL_DECK:
                return p.deck_status or "—"
        if role == Qt.ItemDataRole.ForegroundRole and (p.dropped or p.disqualified):
            return QBrush(QColor(128, 128, 128))
        return None


def status_text(p: PlayerInfo) -> str:
    if p.disqualified:
        return "disqualified"
    if p.dropped:
        return "dropped"
    return (
        QCoreApplication.translate("Models", "active")
        if p.checked_in
        else QCoreApplication.translate("Models", "not checked in")
    )


OUTCOME_TEXT = {
    Outcome.WIN: QT_TRANSLATE_NOOP("Models", "win"),
    Outcome.MODIFIED_WIN: QT_TRANSLATE_NOOP("Models", "modified win"),
    Outcome.CONCESSION: QT_TRANSLATE_NOOP("Models", "concession"),
    Outcome.DECKED: QT_TRANSLATE_NOOP("Models", "decked"),
    Outcome.DOUBLE_LOSS: QT_TRANSLATE_NOOP("Models", "double loss"),
    Outcome.BYE: QT_TRANSLATE_NOOP("Models", "bye"),
    Outcome.UNPAIRED_LOSS: QT_TRANSLATE_NOOP("Models", "unpaired loss"),
}


def _update_rows(
    model: Any, old: list[Any], new: list[Any], shape: Callable[[Any], object]
) -> None:
    """Replace ``old`` (the model's list, in place) by ``new``: a reset when the rows differ
    in number or shape, else one ``dataChanged`` per run of changed rows."""
    if len(old) != len(new) or any(shape(a) != shape(b) for a, b in zip(old, new, strict=True)):
        model.beginResetModel()
        old[:] = new
        model.endResetModel()
        return
    changed = [i for i, (a, b) in enumerate(zip(old, new, strict=True)) if a != b]
    old[:] = new
    last_col = model.columnCount() - 1
    start = None
    for k, row in enumerate(changed):
        if start is None:
            start = row
        if k + 1 == len(changed) or changed[k + 1] != row + 1:
            model.dataChanged.emit(model.index(start, 0), model.index(row, last_col))
            start = None


class PairingsModel(_TablesModel[TableInfo]):
    COL_TABLE, COL_A, COL_B, COL_RESULT = range(4)
    HEADERS = (
        QT_TRANSLATE_NOOP("Models", "Table"),
        QT_TRANSLATE_NOOP("Models", "Player A"),
        QT_TRANSLATE_NOOP("Models", "Player B"),
        QT_TRANSLATE_NOOP("Models", "Result"),
    )

    def update(self, tables: Sequence[TableInfo]) -> None:
        """Like :meth:`reset`, but when the same tables seat the same players (only results
        changed) just the changed rows are announced: no reset of thousands of rows."""
        new = self._ordered(tables)
        _update_rows(self, self.rows, new, lambda t: (t.table, t.player_a, t.player_b))

    def outstanding(self) -> int:
        return sum(1 for t in self.rows if not t.reported and not t.is_bye)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        t = self._row_at(index)
        if t is None:
            return None
        col = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, SORT_ROLE):
            if col == self.COL_TABLE:
                if role == SORT_ROLE:
                    return t.table if not t.is_bye else 1 << 30
                return self.tr("bye") if t.is_bye else str(t.table)
            if col == self.COL_A:
                return t.name_a
            if col == self.COL_B:
                return "" if t.is_bye else t.name_b
            if col == self.COL_RESULT:
                return result_text(t)
        if role == Qt.ItemDataRole.FontRole and col in (self.COL_A, self.COL_B) and t.reported:
            pid = t.player_a if col == self.COL_A else t.player_b
            if t.winner is not None and pid == t.winner:
                font = QFont()
                font.setBold(True)
                return font
        if role == Qt.ItemDataRole.ToolTipRole and t.rematch:
            return self.tr("Rematch: these players have met before in this stage")
        if role == Qt.ItemDataRole.BackgroundRole and t.rematch:
            return QBrush(QColor(255, 200, 120, 90))
        return None


def result_text(t: TableInfo) -> str:
    if t.is_bye:
        return QCoreApplication.translate("Models", "bye")
    if not t.reported:
        return "—"
    if t.outcome == Outcome.DOUBLE_LOSS:
        return QCoreApplication.translate("Models", "double loss")
    winner = t.name_a if t.winner == t.player_a else t.name_b
    text = f"{winner}: {outcome_text(t.outcome) if t.outcome else ''}"
    if t.tiebreak is not None:
        text += f" ({t.tiebreak.value.replace('_', ' ')})"
    return text


class StandingsModel(RowsTableModel[StandingRow]):
    COL_RANK, COL_NAME, COL_POINTS, COL_WL, COL_SOS, COL_ESOS, COL_BYES, COL_STATUS = range(8)
    HEADERS = (
        QT_TRANSLATE_NOOP("Models", "Rank"),
        QT_TRANSLATE_NOOP("Models", "Name"),
        QT_TRANSLATE_NOOP("Models", "Points"),
        QT_TRANSLATE_NOOP("Models", "W–L"),
        QT_TRANSLATE_NOOP("Models", "SoS"),
        QT_TRANSLATE_NOOP("Models", "eSoS"),
        QT_TRANSLATE_NOOP("Models", "Byes"),
        QT_TRANSLATE_NOOP("Models", "Status"),
    )
    TOOLTIPS: ClassVar[Mapping[int, str]] = {
        COL_SOS: QT_TRANSLATE_NOOP(
            "Models", "Strength of schedule: mean of opponents' points per round played"
        ),
        COL_ESOS: QT_TRANSLATE_NOOP(
            "Models", "Extended strength of schedule: mean of opponents' SoS"
        ),
    }

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        r = self._row_at(index)
        if r is None:
            return None
        col = index.column()
        if role == ID_ROLE:
            return r.player
        if role == SORT_ROLE:
            return (
                r.rank,
                r.name.casefold(),
                r.points,
                r.wins,
                r.sos,
                r.esos,
                r.byes,
                int(r.dropped),
            )[col]
        if role == Qt.ItemDataRole.DisplayRole:
            if col == self.COL_RANK:
                return str(r.rank)
            if col == self.COL_NAME:
                return r.name
            if col == self.COL_POINTS:
                return _points(r.points)
            if col == self.COL_WL:
                return f"{r.wins}–{r.losses}"
            if col == self.COL_SOS:
                return f"{r.sos:.3f}"
            if col == self.COL_ESOS:
                return f"{r.esos:.3f}"
            if col == self.COL_BYES:
                return str(r.byes)
            if col == self.COL_STATUS:
                return "dropped" if r.dropped else ""
        if role == Qt.ItemDataRole.TextAlignmentRole and col != self.COL_NAME:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ForegroundRole and r.dropped:
            return QBrush(QColor(128, 128, 128))
        if role == Qt.ItemDataRole.ToolTipRole and col in (self.COL_RANK, self.COL_NAME):
            return self.tr(
                "Random tiebreak {random_key:.4f}: it orders players level on every other tiebreak (drawn from the event's seed; the same draw orders the bye)"
            ).format(random_key=r.random_key)
        return None


class FilterProxy(QSortFilterProxyModel):
    """Case-insensitive filter as you type on every column, numeric-aware sorting."""

    def __init__(self) -> None:
        super().__init__()
        self.setSortRole(SORT_ROLE)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(-1)


def melee_seat_text(table: MeleeTable, seat: int) -> str:
    s = table.seats[seat]
    if s.place is None:
        return s.name
    power = (
        ""
        if s.power is None
        else QCoreApplication.translate("Models", ", {power} power").format(power=s.power)
    )
    out = QCoreApplication.translate("Models", " (out)") if s.eliminated else ""
    return f"{s.name} — {i18n.ordinal(s.place)}{power}{out}"


class MeleeTablesModel(_TablesModel[MeleeTable]):
    """A melee round: one row per table, the players in seating order, places once in.
    The columns depend on the largest table: Table, Seat 1 … Seat n, Result."""

    COL_TABLE = 0
    MAX_SEATS = 6

    def __init__(self) -> None:
        super().__init__()
        self.seats = 4

    def reset(self, tables: Sequence[MeleeTable]) -> None:
        self.beginResetModel()
        self.rows = self._ordered(tables)
        self.seats = max((len(t.seats) for t in self.rows), default=4)
        self.endResetModel()

    def update(self, tables: Sequence[MeleeTable]) -> None:
        """Like :meth:`reset`; only the changed rows are announced when just results changed."""
        new = self._ordered(tables)
        seats = max((len(t.seats) for t in new), default=4)
        if seats != self.seats:
            self.reset(new)
            return
        _update_rows(self, self.rows, new, lambda t: (t.table, tuple(s.player for s in t.seats)))

    def outstanding(self) -> int:
        return sum(1 for t in self.rows if not t.reported)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 2 + self.seats

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            if section == 0:
                return self.tr("Table")
            if 1 <= section <= self.seats:
                return self.tr("Seat {section}").format(section=section)
            if section == self.seats + 1:
                return self.tr("Result")
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        t = self._row_at(index)
        if t is None:
            return None
        col = index.column()
        if role == SORT_ROLE:
            if col == 0:
                return (t.is_bye, t.table)
            role = Qt.ItemDataRole.DisplayRole
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return self.tr("bye") if t.is_bye else str(t.table)
            if 1 <= col <= self.seats:
                return melee_seat_text(t, col - 1) if col - 1 < len(t.seats) else ""
            if col == self.seats + 1:
                if t.is_bye:
                    return self.tr("bye")
                if not t.reported:
                    return "—"
                return self.tr("won") if t.ending == "won" else self.tr("time called")
        seated = 1 <= col <= self.seats and col - 1 < len(t.seats)
        if role == Qt.ItemDataRole.FontRole and seated and t.seats[col - 1].place == 1:
            bold = QFont()
            bold.setBold(True)
            return bold
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (0, self.seats + 1):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None


class MeleeStandingsModel(RowsTableModel[MeleeStandingRow]):
    """Melee standings: points, strength of schedule, power, first places, tables, byes."""

    HEADERS = (
        QT_TRANSLATE_NOOP("Models", "Rank"),
        QT_TRANSLATE_NOOP("Models", "Name"),
        QT_TRANSLATE_NOOP("Models", "Points"),
        QT_TRANSLATE_NOOP("Models", "SoS"),
        QT_TRANSLATE_NOOP("Models", "Power"),
        QT_TRANSLATE_NOOP("Models", "Wins"),
        QT_TRANSLATE_NOOP("Models", "Tables"),
        QT_TRANSLATE_NOOP("Models", "Byes"),
        QT_TRANSLATE_NOOP("Models", "Status"),
    )
    COL_RANK, COL_NAME, COL_POINTS, COL_SOS, COL_POWER, COL_WINS = range(6)
    TOOLTIPS: ClassVar[Mapping[int, str]] = {
        COL_SOS: QT_TRANSLATE_NOOP(
            "Models", "Strength of schedule: mean of table opponents' points per round played"
        ),
        COL_POWER: QT_TRANSLATE_NOOP("Models", "Total power at the end of the Swiss games"),
        COL_WINS: QT_TRANSLATE_NOOP("Models", "First places (shared ones included)"),
    }

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        r = self._row_at(index)
        if r is None:
            return None
        col = index.column()
        values = (r.rank, r.name.casefold(), r.points, r.sos, r.power, r.wins, r.tables, r.byes)
        if role == ID_ROLE:
            return r.player
        if role == SORT_ROLE:
            return values[col] if col < len(values) else int(r.dropped)
        if role == Qt.ItemDataRole.DisplayRole:
            texts = (
                str(r.rank),
                r.name,
                _points(r.points),
                f"{r.sos:.3f}",
                str(r.power),
                str(r.wins),
                str(r.tables),
                str(r.byes),
                "dropped" if r.dropped else "",
            )
            return texts[col] if 0 <= col < len(texts) else None
        if role == Qt.ItemDataRole.TextAlignmentRole and col != self.COL_NAME:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ForegroundRole and r.dropped:
            return QBrush(QColor(128, 128, 128))
        return None


class CardsModel(RowsTableModel[CardRow]):
    """Cards found by the card search: facts only, one row per printing. Sorting is done
    here (a header click) over the few thousand rows of a search."""

    (
        COL_NAME,
        COL_PACK,
        COL_FACTION,
        COL_TYPE,
        COL_COST,
        COL_STRENGTH,
        COL_LOYAL,
        COL_UNIQUE,
        COL_TRAITS,
        COL_STANDING,
    ) = range(10)
    HEADERS = (
        QT_TRANSLATE_NOOP("Models", "Name"),
        QT_TRANSLATE_NOOP("Models", "Pack"),
        QT_TRANSLATE_NOOP("Models", "Faction"),
        QT_TRANSLATE_NOOP("Models", "Type"),
        QT_TRANSLATE_NOOP("Models", "Cost"),
        QT_TRANSLATE_NOOP("Models", "STR"),
        QT_TRANSLATE_NOOP("Models", "Loyal"),
        QT_TRANSLATE_NOOP("Models", "Unique"),
        QT_TRANSLATE_NOOP("Models", "Traits"),
        QT_TRANSLATE_NOOP("Models", "Restricted list"),
    )

    def __init__(self) -> None:
        super().__init__()
        self._sort: tuple[int, Qt.SortOrder] | None = None

    def _ordered(self, rows: Sequence[CardRow]) -> list[CardRow]:
        ordered = list(rows)
        if self._sort is not None:
            column, order = self._sort
            ordered.sort(
                key=lambda c: self.sort_key(c, column),
                reverse=order == Qt.SortOrder.DescendingOrder,
            )
        return ordered

    def set_rows(self, rows: Sequence[CardRow]) -> None:
        self.reset(rows)

    def card(self, row: int) -> CardRow:
        return self.rows[row]

    @classmethod
    def text(cls, c: CardRow, column: int) -> str:
        values = (
            c.name,
            c.pack,
            c.faction,
            c.type.capitalize(),
            c.cost,
            c.strength,
            "loyal" if c.loyal else "",
            "unique" if c.unique else "",
            ". ".join(c.traits) + ("." if c.traits else ""),
            c.standing,
        )
        return values[column]

    @classmethod
    def sort_key(cls, c: CardRow, column: int) -> tuple[Any, ...]:
        if column in (cls.COL_COST, cls.COL_STRENGTH):
            value = c.cost if column == cls.COL_COST else c.strength
            number = int(value) if value.lstrip("-").isdigit() else None
            return (number is None, number or 0, value, name_key(c.name), c.code)
        return (name_key(cls.text(c, column)), name_key(c.name), c.code)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        c = self._row_at(index)
        if c is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(c, column)
        if role == ID_ROLE:
            return c.code
        if role == Qt.ItemDataRole.ToolTipRole and column == self.COL_NAME:
            return f"{c.name} ({c.pack_code}, {c.code})"
        if role == Qt.ItemDataRole.ForegroundRole and column == self.COL_STANDING and c.standing:
            return QBrush(QColor("#c62828" if c.standing != "restricted" else "#b26a00"))
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            self.COL_COST,
            self.COL_STRENGTH,
        ):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self.HEADERS):
            self._sort = None  # the order of the next search
            return
        self.layoutAboutToBeChanged.emit()
        self._sort = (column, order)
        before = self.persistentIndexList()
        ids = [id(self.rows[i.row()]) for i in before]
        self.rows = self._ordered(self.rows)
        where = {id(c): row for row, c in enumerate(self.rows)}
        self.changePersistentIndexList(
            before, [self.index(where[k], i.column()) for k, i in zip(ids, before, strict=True)]
        )
        self.layoutChanged.emit()
