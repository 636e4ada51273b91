"""The page template and the small drawing kit every document uses.

Documents are laid out on a reportlab canvas directly (not platypus): every row has a known
height, so pagination is computed before anything is drawn and "page X of Y" is exact. This
also keeps 4,096-player documents fast.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from reportlab import rl_config
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.textobject import PDFTextObject

from organiser.i18n import _, format_date, format_points
from organiser.printing import fonts
from organiser.printing.data import EventInfo, PageSize

MARGIN = 14 * mm
INK = (0.0, 0.0, 0.0)
GREY = (0.45, 0.45, 0.45)
RULE = (0.6, 0.6, 0.6)
STRIPE = (0.93, 0.93, 0.93)
ELLIPSIS = "…"

Color = tuple[float, float, float]


@dataclass(frozen=True)
class Box:
    """A rectangle in points; (x0, y0) is the bottom-left corner."""

    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def width(self) -> float:
        return self.x1 - self.x0

    @property
    def height(self) -> float:
        return self.y1 - self.y0


def page_size(event: EventInfo, wide: bool = False) -> tuple[float, float]:
    size = LETTER if event.page_size == PageSize.LETTER else A4
    w, h = landscape(size) if wide else size
    return float(w), float(h)


def fit(
    text: str, size: float, max_width: float, font: str = fonts.REGULAR, min_size: float = 0
) -> tuple[str, float]:
    """Shrink ``text`` down to ``min_size`` to fit ``max_width``, then cut it with an
    ellipsis. Returns the text to draw and its size."""
    w = fonts.width(text, size, font)
    if w <= max_width:
        return text, size
    floor = min_size or size
    shrunk = int(size * max_width / w * 10) / 10
    if shrunk >= floor:
        return text, shrunk
    lo, hi = 0, len(text)
    while lo < hi:  # the longest prefix that fits with the ellipsis
        mid = (lo + hi + 1) // 2
        if fonts.width(text[:mid].rstrip() + ELLIPSIS, floor, font) <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + ELLIPSIS, floor


class Painter:
    """A canvas with Unicode-aware text, boxes and rules.

    Text goes into one text object per page, written out by ``flush`` (which ``render``
    calls before each page break): far cheaper than a text object per string, and it puts
    every string above the page's stripes and rules."""

    def __init__(self, canvas: Canvas) -> None:
        self.c = canvas
        self._t: PDFTextObject | None = None
        self._color: Color | None = None

    def flush(self) -> None:
        if self._t is not None:
            self.c.drawText(self._t)
        self._t = None

    def text(
        self,
        x: float,
        y: float,
        text: str,
        size: float,
        *,
        bold: bool = False,
        mono: bool = False,
        align: str = "left",
        max_width: float | None = None,
        min_size: float = 0,
        color: Color = INK,
    ) -> float:
        """Draw ``text`` with its baseline at ``y``; returns the width drawn."""
        if not text:
            return 0.0
        font = fonts.MONO if mono else fonts.BOLD if bold else fonts.REGULAR
        parts, total = fonts.measure(text, size, font)
        if max_width is not None and total > max_width:
            text, size = fit(text, size, max_width, font, min_size)
            parts, total = fonts.measure(text, size, font)
        if align == "right":
            x -= total
        elif align == "center":
            x -= total / 2
        t = self._t
        if t is None:
            t = self._t = self.c.beginText()
            self._color = None
        if color != self._color:
            t.setFillColorRGB(*color)
            self._color = color
        t.setTextOrigin(x, y)
        # A font operator opens every string, even in the font already set: text
        # extraction (copy, search, screen readers) then keeps the strings apart.
        for name, part in parts:  # textOut moves the cursor on: the runs follow each other
            t.setFont(name, size)
            t.textOut(part)
        return total

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        *,
        fill: Color | None = None,
        stroke: Color | None = INK,
        width: float = 0.8,
    ) -> None:
        if fill is not None:
            self.c.setFillColorRGB(*fill)
        if stroke is not None:
            self.c.setStrokeColorRGB(*stroke)
            self.c.setLineWidth(width)
        self.c.rect(x, y, w, h, stroke=int(stroke is not None), fill=int(fill is not None))

    def line(
        self,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        *,
        color: Color = INK,
        width: float = 0.8,
        dash: tuple[float, float] | None = None,
    ) -> None:
        self.c.setStrokeColorRGB(*color)
        self.c.setLineWidth(width)
        self.c.setDash(*(dash or ()))
        self.c.line(x0, y0, x1, y1)
        self.c.setDash()

    def checkbox(self, x: float, y: float, size: float = 10) -> None:
        """An empty square with its bottom-left corner at (x, y)."""
        self.rect(x, y, size, size, stroke=INK, width=1)


@dataclass(frozen=True)
class Template:
    """What the header and footer of every page say."""

    event: EventInfo
    title: str  # "Pairings by table"
    round_label: str = ""  # "Round 3", "Cut round 1", "Final standings"
    wide: bool = False  # landscape
    compact: bool = False  # a small header (match slips)


HEADER_H = 46.0
COMPACT_HEADER_H = 16.0
FOOTER_H = 18.0


def body(template: Template) -> Box:
    """The area between the header and the footer."""
    w, h = page_size(template.event, template.wide)
    margin = MARGIN * (0.6 if template.compact else 1)
    header = COMPACT_HEADER_H if template.compact else HEADER_H
    return Box(margin, margin + FOOTER_H, w - margin, h - margin - header)


def _date(event: EventInfo) -> str:
    return format_date(event.date) if event.date else ""


def _draw_frame(p: Painter, t: Template, page: int, pages: int) -> None:
    h = page_size(t.event, t.wide)[1]
    b = body(t)
    when = _date(t.event)
    if t.compact:
        y = h - MARGIN * 0.6 - 9
        left = f"{t.title} · {t.round_label}" if t.round_label else t.title
        p.text(b.x0, y, left, 9, bold=True, max_width=b.width * 0.6)
        right = " · ".join(x for x in (t.event.name, when) if x)
        p.text(b.x1, y, right, 9, align="right", max_width=b.width * 0.38, color=GREY)
    else:
        top = h - MARGIN
        heading = f"{t.round_label} — {t.title}" if t.round_label else t.title
        p.text(b.x0, top - 20, heading, 20, bold=True, max_width=b.width * 0.62, min_size=12)
        right = b.x1
        if t.event.share_url:
            from organiser.printing.qr import draw_qr  # only when shared: segno loads then

            side = HEADER_H - 6
            draw_qr(p, b.x1 - side, b.y1 + 12, side, t.event.share_url)
            right = b.x1 - side - 6
        p.text(right, top - 11, t.event.name, 11, bold=True, align="right", max_width=b.width * 0.3)
        sub = " · ".join(x for x in (when, t.event.venue) if x)
        p.text(right, top - 25, sub, 10, align="right", max_width=b.width * 0.3, color=GREY)
        p.line(b.x0, b.y1 + 8, b.x1, b.y1 + 8, width=1.2)
    base = MARGIN * (0.6 if t.compact else 1)
    info = f"{t.event.name} · {t.event.format} · {t.event.ruleset}"
    if t.event.share_url:
        info = f"On your phone: {t.event.share_url} · {info}"
    p.text(b.x0, base + 2, info, 8, color=GREY, max_width=b.width * 0.7)
    p.text(
        b.x1, base + 2, _("page {page} of {pages}").format(page=page, pages=pages), 9, align="right"
    )


PageDraw = Callable[[Painter, Box], None]


def render(template: Template, pages: Sequence[PageDraw]) -> bytes:
    """Draw every page inside the template and return the PDF. An empty document still has
    one page (with its header), so a printout is never a blank file."""
    fonts.register()
    buf = io.BytesIO()
    a85, rl_config.useA85 = rl_config.useA85, 0  # binary streams: smaller and faster
    try:
        return _render(template, pages, buf)
    finally:
        rl_config.useA85 = a85


def _render(template: Template, pages: Sequence[PageDraw], buf: io.BytesIO) -> bytes:
    canvas = Canvas(
        buf,
        pagesize=page_size(template.event, template.wide),
        invariant=True,
        pageCompression=1,
    )
    canvas.setTitle(
        f"{template.event.name} — {template.round_label} {template.title}".replace("  ", " ")
    )
    canvas.setAuthor("Maester")
    canvas.setCreator("Maester")
    painter = Painter(canvas)
    todo: Sequence[PageDraw | None] = list(pages) or [None]
    area = body(template)
    for number, draw in enumerate(todo, start=1):
        _draw_frame(painter, template, number, len(todo))
        if draw is not None:
            draw(painter, area)
        painter.flush()
        canvas.showPage()
    canvas.save()
    return buf.getvalue()


# --- flowing rows ----------------------------------------------------------------------

RowDraw = Callable[[Painter, float, float, float], None]  # (painter, x, top, width)


@dataclass(frozen=True)
class Row:
    """A horizontal band of known height. ``header`` is repeated at the top of a page the
    row starts (a table's column titles); ``keep_with_next`` never ends a page after it."""

    height: float
    draw: RowDraw
    keep_with_next: bool = False
    header: Row | None = None


def paginate(rows: Sequence[Row], height: float) -> list[list[Row]]:
    pages: list[list[Row]] = [[]]
    used = 0.0
    i = 0
    while i < len(rows):
        row = rows[i]
        need = row.height
        j = i
        while rows[j].keep_with_next and j + 1 < len(rows):  # a heading and its first line
            j += 1
            need += rows[j].height
        if used + need > height and pages[-1]:
            pages.append([])
            used = 0.0
            if row.header is not None and row.header is not row:
                pages[-1].append(row.header)
                used += row.header.height
        pages[-1].append(row)
        used += row.height
        i += 1
    return pages if pages[0] else []


def flow_pages(rows: Sequence[Row], area: Box) -> list[PageDraw]:
    """Rows laid out top to bottom, page after page."""

    def page_draw(page_rows: list[Row]) -> PageDraw:
        def draw(p: Painter, b: Box) -> None:
            y = b.y1
            for row in page_rows:
                row.draw(p, b.x0, y, b.width)
                y -= row.height

        return draw

    return [page_draw(rows_) for rows_ in paginate(rows, area.height)]


def spacer(height: float) -> Row:
    return Row(height, lambda p, x, top, w: None)


def heading(text: str, size: float = 15, space_before: float = 10) -> Row:
    def draw(p: Painter, x: float, top: float, w: float) -> None:
        p.text(x, top - space_before - size, text, size, bold=True, max_width=w)

    return Row(space_before + size + 8, draw, keep_with_next=True)


def points(value: float) -> str:
    """5 → "5", 4.5 → "4.5"."""
    return format_points(value)
