"""Where each line of the pairings goes on the wall: arithmetic only, nothing is painted.

Given the window's size, a way to measure text and the lines (player, table, opponent),
:func:`plan_wall` chooses the font size, the columns side by side, the rows per column and
the pages, and :meth:`WallPlan.rows` gives every cell's rectangle with the text it shows:
the whole text when it fits, otherwise the text cut short with "…" (never a clipped glyph).

The rules, in the order they are applied:

- the largest font at which every line is on one page, with as many columns as it takes;
- the font never goes below :data:`READABLE_LINES` lines of text per screen height (27 px on
  1080 lines, 18 px on 720); when the lines do not fit at that size, pages follow each other
  (the fewest pages, then the largest font that still gives that many);
- a cell is sized for the longest text of its kind unless that one is far longer than the rest
  (longer than :data:`OUTLIER` times the 90th percentile): then that name is cut with "…";
  when that saves pages, the opponents' cell may be narrower still (:data:`OPPONENT_SQUEEZE`):
  every opponent has a line of their own under their name;
- every row lies whole under the title and above the bottom margin.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication

READABLE_LINES = 40  # the smallest text: a fortieth of the screen's height
LARGEST_LINES = 14  # the largest: a fourteenth (a handful of players need no bigger)
FLOOR_PX = 12  # however small the window
MAX_COLUMNS = 6
ROW_SPACING = 1.15  # row height over the font's line height
SPREAD = 1.4  # rows of a page that leaves room below may be this much taller
OUTLIER = 1.5  # a text longer than this times the 90th percentile may be elided
OPPONENT_SQUEEZE = 0.8  # the opponents' cell may be this much of its width (they are names too)
TITLE_SHARE = 0.05  # title text height over the window's height
REF_PX = 100  # texts are measured once at this size to compare layouts quickly
ELLIPSIS = "…"

Line = tuple[str, str, str]  # player, table, opponent


class Metrics(Protocol):
    """Text measurement at a pixel size: what the layout needs from a font."""

    def width(self, text: str, px: int, bold: bool) -> float: ...

    def height(self, px: int) -> float: ...

    def elide(self, text: str, px: int, bold: bool, width: float) -> str: ...


@dataclass(frozen=True)
class Rect:
    x: int
    y: int
    w: int
    h: int

    @property
    def right(self) -> int:
        return self.x + self.w

    @property
    def bottom(self) -> int:
        return self.y + self.h

    def overlaps(self, other: Rect) -> bool:
        return (
            self.x < other.right
            and other.x < self.right
            and self.y < other.bottom
            and other.y < self.bottom
        )

    def inside(self, other: Rect) -> bool:
        return (
            self.x >= other.x
            and self.y >= other.y
            and self.right <= other.right
            and self.bottom <= other.bottom
        )


@dataclass(frozen=True)
class Cell:
    role: str  # name, table, opponent, title or page
    rect: Rect
    text: str  # what is shown
    full: str  # what it stands for
    bold: bool
    px: int

    @property
    def elided(self) -> bool:
        return self.text != self.full


@dataclass(frozen=True)
class Row:
    index: int  # in the lines
    rect: Rect
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class WallPlan:
    width: int
    height: int
    margin: int
    title_px: int
    title_rect: Rect
    body: Rect  # the rows' area: under the title, inside the margins
    font_px: int
    min_px: int
    row_height: int
    columns: int
    rows_per_column: int
    pages: int
    per_page: int
    count: int
    column_width: int
    gutter: int
    gap: int
    name_w: int
    table_w: int
    opponent_w: int
    indent: int  # from a column's left edge to its first cell (the block is centred)

    def page_lines(self, page: int) -> range:
        """The indices of the lines on ``page`` (0-based): the pages differ by one line at most."""
        if not 0 <= page < self.pages:
            return range(0)
        base, extra = divmod(self.count, self.pages)
        start = page * base + min(page, extra)
        return range(start, start + base + (1 if page < extra else 0))

    def rows(self, page: int, lines: Sequence[Line], metrics: Metrics) -> list[Row]:
        """The rows of one page, column by column, each cell with the text it shows."""
        shown = self.page_lines(page)
        per_column = math.ceil(len(shown) / self.columns) if shown else 0
        out: list[Row] = []
        for k, index in enumerate(shown):
            column, row = divmod(k, per_column)
            x = self.body.x + column * (self.column_width + self.gutter) + self.indent
            y = self.body.y + row * self.row_height
            name, table, opponent = lines[index]
            cells = [
                self._cell("name", x, y, self.name_w, name, True, metrics),
                self._cell(
                    "table", x + self.name_w + self.gap, y, self.table_w, table, True, metrics
                ),
            ]
            if self.opponent_w > 0:
                ox = x + self.name_w + self.table_w + 2 * self.gap
                cells.append(
                    self._cell("opponent", ox, y, self.opponent_w, opponent, False, metrics)
                )
            right = max(c.rect.right for c in cells)
            out.append(Row(index, Rect(x, y, right - x, self.row_height), tuple(cells)))
        return out

    def _cell(
        self, role: str, x: int, y: int, w: int, text: str, bold: bool, metrics: Metrics
    ) -> Cell:
        shown = fit_text(text, self.font_px, bold, w, metrics)
        return Cell(role, Rect(x, y, w, self.row_height), shown, text, bold, self.font_px)

    def title_cells(self, title: str, page_label: str, metrics: Metrics) -> tuple[Cell, ...]:
        """The title, centred and cut short if need be, and the page label at the right."""
        r = self.title_rect
        cells: list[Cell] = []
        label_w = 0
        if page_label:
            label_w = min(math.ceil(metrics.width(page_label, self.title_px, False)), r.w // 3)
            text = fit_text(page_label, self.title_px, False, label_w, metrics)
            where = Rect(r.right - label_w, r.y, label_w, r.h)
            cells.append(Cell("page", where, text, page_label, False, self.title_px))
        if label_w:  # the title at the left, the page at the right
            room = r.w - label_w - self.gap
            text = fit_text(title, self.title_px, True, room, metrics)
            w = min(room, math.ceil(metrics.width(text, self.title_px, True)))
            where = Rect(r.x, r.y, w, r.h)
        else:  # the title centred
            text = fit_text(title, self.title_px, True, r.w, metrics)
            w = min(r.w, math.ceil(metrics.width(text, self.title_px, True)))
            where = Rect(r.x + (r.w - w) // 2, r.y, w, r.h)
        cells.insert(0, Cell("title", where, text, title, True, self.title_px))
        return tuple(cells)


def fit_text(text: str, px: int, bold: bool, width: float, metrics: Metrics) -> str:
    """``text`` when it fits ``width``, otherwise the longest "…"-ended prefix that does."""
    if metrics.width(text, px, bold) <= width:
        return text
    room = width
    for _ in range(8):  # an eliding that measures differently from ``width``: a pixel less
        shown = metrics.elide(text, px, bold, room)
        if shown and metrics.width(shown, px, bold) <= width:
            return shown if shown.endswith(ELLIPSIS) else ELLIPSIS
        room -= 1
    return ELLIPSIS if metrics.width(ELLIPSIS, px, bold) <= width else ""


def readable_px(height: int) -> int:
    return max(FLOOR_PX, height // READABLE_LINES)


def _budget(widths: Sequence[float]) -> float:
    """The width a cell is sized for: the longest text that is not an outlier."""
    if not widths:
        return 0.0
    ordered = sorted(widths)
    cap = ordered[int(0.9 * (len(ordered) - 1))] * OUTLIER
    return max(w for w in ordered if w <= cap)


def plan_wall(width: int, height: int, lines: Sequence[Line], metrics: Metrics) -> WallPlan:
    """The layout of ``lines`` on a ``width`` × ``height`` window (see the module's rules)."""
    margin = max(8, round(min(width, height) * 0.025))
    title_px = max(FLOOR_PX, min(80, round(height * TITLE_SHARE)))
    band = math.ceil(metrics.height(title_px) * 1.3)
    title_rect = Rect(margin, margin, max(width - 2 * margin, 1), band)
    top = title_rect.bottom + max(4, margin // 2)
    body = Rect(margin, top, max(width - 2 * margin, 1), max(height - margin - top, 1))
    n = len(lines)

    def row_h(px: int) -> int:
        return math.ceil(metrics.height(px) * ROW_SPACING)

    min_px = readable_px(height)
    while min_px > 6 and row_h(min_px) > body.h:  # a window too small for a readable row
        min_px -= 1
    max_px = max(min_px, height // LARGEST_LINES)

    # at REF_PX; scaled (with a little to spare) to compare layouts without measuring again
    ref_name = _budget([metrics.width(t[0], REF_PX, True) for t in lines])
    ref_table = max((metrics.width(t[1], REF_PX, True) for t in lines), default=0.0)
    ref_opp = _budget([metrics.width(t[2], REF_PX, False) for t in lines if t[2]])

    def column_width(px: int, cols: int) -> int:
        return (body.w - (cols - 1) * _gutter(px)) // cols

    def fits(px: int, cols: int, squeeze: float) -> bool:
        scale = px / REF_PX * 1.03
        need = (ref_name + ref_table + ref_opp * squeeze) * scale + 2 * _gap(px) + 2
        return need <= column_width(px, cols)

    def capacity(px: int, cols: int) -> int:
        return cols * max(1, body.h // row_h(px))

    def search(squeeze: float) -> tuple[int, int, int] | None:
        """(pages, -px, columns): the fewest pages, then the largest font."""
        best: tuple[int, int, int] | None = None
        for px in range(max_px, min_px - 1, -1):
            usable = [c for c in range(1, MAX_COLUMNS + 1) if fits(px, c, squeeze)]
            if not usable:
                continue
            pages = math.ceil(n / capacity(px, usable[-1])) if n else 1
            cols = next(c for c in usable if math.ceil(n / capacity(px, c)) <= pages) if n else 1
            if best is None or (pages, -px) < best[:2]:
                best = (pages, -px, cols)
            if pages == 1:
                break  # the largest font on one page
        return best

    squeeze = 1.0
    best = search(squeeze)
    if best is None or best[0] > 1:  # narrower opponents' cells, if that saves pages
        squeezed = search(OPPONENT_SQUEEZE)
        if squeezed is not None and (best is None or squeezed[0] < best[0]):
            best, squeeze = squeezed, OPPONENT_SQUEEZE
    px, cols = (-best[1], best[2]) if best is not None else (min_px, 1)
    frame = (width, height, margin, title_px, title_rect, body)
    return _plan_at(frame, px, min_px, cols, squeeze, lines, metrics, row_h(px))


def _gap(px: int) -> int:
    return max(4, round(px * 0.7))


def _gutter(px: int) -> int:
    return max(8, round(px * 1.6))


def _plan_at(
    frame: tuple[int, int, int, int, Rect, Rect],
    px: int,
    min_px: int,
    cols: int,
    squeeze: float,
    lines: Sequence[Line],
    metrics: Metrics,
    row_height: int,
) -> WallPlan:
    """The exact plan at font ``px`` in ``cols`` columns: every text measured at that size."""
    width, height, margin, title_px, title_rect, body = frame
    gap, gutter = _gap(px), _gutter(px)
    cw = (body.w - (cols - 1) * gutter) // cols
    names = [metrics.width(t[0], px, True) for t in lines]
    tables = [metrics.width(t[1], px, True) for t in lines]
    opps = [metrics.width(t[2], px, False) for t in lines if t[2]]
    max_name, max_opp = max(names, default=0.0), max(opps, default=0.0)
    name_b, opp_b = _budget(names), _budget(opps)
    table_w = min(math.ceil(max(tables, default=0.0)) + 1, cw // 3)
    rest = cw - table_w - 2 * gap
    opp_need = math.ceil(opp_b * squeeze)
    if name_b + opp_need + 2 <= rest:  # an outlier name shows whole only if it fits too
        name_w = math.ceil(max_name if max_name + opp_need + 2 <= rest else name_b) + 1
    else:  # too narrow even at the smallest font: the names keep more than half
        name_w = min(math.ceil(name_b) + 1, max(rest * 11 // 20, rest - opp_need - 1))
    opp_room = rest - name_w
    if max_opp + 1 <= opp_room:
        opp_w = math.ceil(max_opp) + 1
    else:
        opp_w = min(math.ceil(opp_b) + 1, opp_room)
    opp_w = opp_w if opps else 0
    block = name_w + table_w + gap + (gap + opp_w if opp_w > 0 else 0)
    rows_per_column = max(1, body.h // row_height)
    capacity = cols * rows_per_column
    n = len(lines)
    pages = max(1, math.ceil(n / capacity))
    per_page = math.ceil(n / pages) if n else 0
    cols_used = max(1, min(cols, math.ceil(per_page / rows_per_column))) if n else 1
    if cols_used < cols:  # fewer lines than the columns allow: wider columns, same font
        cols = cols_used
        cw = (body.w - (cols - 1) * gutter) // cols
    if per_page:  # a font held back by the width: the rows spread over the height (a little)
        per_column = math.ceil(per_page / cols)
        row_height = max(row_height, min(body.h // per_column, round(row_height * SPREAD)))
        rows_per_column = max(1, body.h // row_height)
    return WallPlan(
        width=width,
        height=height,
        margin=margin,
        title_px=title_px,
        title_rect=title_rect,
        body=body,
        font_px=px,
        min_px=min_px,
        row_height=row_height,
        columns=cols,
        rows_per_column=rows_per_column,
        pages=pages,
        per_page=per_page,
        count=n,
        column_width=cw,
        gutter=gutter,
        gap=gap,
        name_w=name_w,
        table_w=table_w,
        opponent_w=max(opp_w, 0),
        indent=max(0, (cw - block) // 2) if cols == 1 else 0,
    )


def page_label(plan: WallPlan, page: int, lines: Sequence[Line]) -> str:
    """ "page 2 of 3 · D–J" (the initials of the first and last player on the page)."""
    if plan.pages <= 1:
        return ""
    shown = plan.page_lines(page)
    first, last = _initial(lines[shown[0]][0]), _initial(lines[shown[-1]][0])
    letters = first if first == last else f"{first}–{last}"
    return QCoreApplication.translate("WallLayout", "page {page} of {pages} · {letters}").format(
        page=page + 1, pages=plan.pages, letters=letters
    )


def _initial(name: str) -> str:
    """The letter a name is sorted under: Å under A (a letter of its own, Ø, stays itself)."""
    return unicodedata.normalize("NFD", name.strip())[:1].upper()


def choose_screen(screens: Sequence[str], current: str, wanted: str) -> int:
    """The screen for a wall window: the one the organiser picked when it is connected,
    otherwise the screen the main window is on (index into ``screens``; -1 when empty)."""
    if not screens:
        return -1
    if wanted and wanted in screens:
        return screens.index(wanted)
    return screens.index(current) if current in screens else 0
