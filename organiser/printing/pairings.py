"""Pairings by table and pairings by name (the wall sheets)."""

from __future__ import annotations

import math

from organiser.core.model import Stage
from organiser.core.text import name_key
from organiser.i18n import _
from organiser.printing import fonts
from organiser.printing.data import EventInfo, PairedTable, RoundPairings, Seat
from organiser.printing.layout import (
    GREY,
    STRIPE,
    Box,
    PageDraw,
    Painter,
    Row,
    Template,
    body,
    flow_pages,
    points,
    render,
)


def round_label(pairings: RoundPairings) -> str:
    if pairings.stage == Stage.CUT:
        return _("Cut round {round}").format(round=pairings.round)
    return _("Round {round}").format(round=pairings.round)


def sort_key(name: str) -> tuple[tuple[int, ...], str]:
    """Alphabetical as people read it (the Unicode collation: "Émile" sits with the E,
    "Łukasz" after "Luis")."""
    return name_key(name)


def _seat_text(seat: Seat) -> str:
    return f"({points(seat.points)})"


# --- by table --------------------------------------------------------------------------

JOUST_ROW = 24.0
NAME_SIZE = 13.0


def _table_header(melee: bool) -> Row:
    def draw(p: Painter, x: float, top: float, w: float) -> None:
        y = top - 12
        p.text(x + 44, y, _("Table"), 9, bold=True, align="right", color=GREY)
        if melee:
            p.text(x + 60, y, _("Players (points so far)"), 9, bold=True, color=GREY)
        else:
            half = (w - 60) / 2
            p.text(x + 60, y, _("Player (points so far)"), 9, bold=True, color=GREY)
            p.text(x + 60 + half + 14, y, _("Opponent (points so far)"), 9, bold=True, color=GREY)
        p.line(x, top - 17, x + w, top - 17, color=GREY, width=0.5)

    return Row(20, draw, keep_with_next=True)


def _joust_row(table: PairedTable, stripe: bool, header: Row) -> Row:
    def draw(p: Painter, x: float, top: float, w: float) -> None:
        if stripe:
            p.rect(x, top - JOUST_ROW, w, JOUST_ROW, fill=STRIPE, stroke=None)
        y = top - 17
        p.text(x + 44, y, str(table.table), 15, bold=True, align="right")
        half = (w - 60) / 2
        for i, seat in enumerate(table.seats[:2]):
            left = x + 60 + i * (half + 14)
            score = _seat_text(seat)
            sw = fonts.width(score, 11)
            used = p.text(left, y, seat.name, NAME_SIZE, bold=True, max_width=half - sw - 18)
            p.text(left + used + 5, y, score, 11, color=GREY)
        p.text(x + 60 + half + 2, y, "v", 10, color=GREY, align="center")
        if table.rematch:
            p.text(x + w - 2, y - 8, "rematch", 7, color=GREY, align="right")

    return Row(JOUST_ROW, draw, header=header)


def _melee_row(table: PairedTable, stripe: bool, header: Row) -> Row:
    per_line = 2
    lines = math.ceil(len(table.seats) / per_line)
    height = 8 + 19 * lines

    def draw(p: Painter, x: float, top: float, w: float) -> None:
        if stripe:
            p.rect(x, top - height, w, height, fill=STRIPE, stroke=None)
        p.text(x + 44, top - 19, str(table.table), 15, bold=True, align="right")
        col = (w - 60) / per_line
        for i, seat in enumerate(table.seats):
            left = x + 60 + (i % per_line) * col
            y = top - 19 - 19 * (i // per_line)
            score = _seat_text(seat)
            sw = fonts.width(score, 11)
            used = p.text(left, y, seat.name, NAME_SIZE, bold=True, max_width=col - sw - 14)
            p.text(left + used + 5, y, score, 11, color=GREY)

    return Row(height, draw, header=header)


def _bye_row(seat: Seat) -> Row:
    def draw(p: Painter, x: float, top: float, w: float) -> None:
        y = top - 22
        p.text(x + 44, y, _("Bye"), 13, bold=True, align="right")
        used = p.text(x + 60, y, seat.name, NAME_SIZE, bold=True, max_width=w - 140)
        p.text(x + 65 + used, y, _seat_text(seat), 11, color=GREY)

    return Row(30, draw)


def build_pairings_by_table(event: EventInfo, pairings: RoundPairings) -> bytes:
    """Every table in table order with each player's points so far; the bye last."""
    tables = sorted(pairings.tables, key=lambda t: t.table)
    melee = any(len(t.seats) > 2 for t in tables)
    header = _table_header(melee)
    rows: list[Row] = [header]
    for i, table in enumerate(tables):
        make = _melee_row if melee else _joust_row
        rows.append(make(table, i % 2 == 1, header))
    if pairings.bye is not None:
        rows.append(_bye_row(pairings.bye))
    template = Template(event, _("Pairings by table"), round_label(pairings))
    return render(template, flow_pages(rows, body(template)))


# --- by name ---------------------------------------------------------------------------

NAME_ROW = 19.0
COLUMN_GAP = 16.0


def _by_name_entries(pairings: RoundPairings) -> list[tuple[Seat, str, str]]:
    """(player, table label, opponent text) for every seated player, alphabetical."""
    out: list[tuple[Seat, str, str]] = []
    for seat, table in pairings.seats():
        if table is None:
            out.append((seat, _("Bye"), "—"))
            continue
        others = [s.name for s in table.seats if s.player != seat.player]
        out.append((seat, str(table.table), ", ".join(others)))
    out.sort(key=lambda e: sort_key(e[0].name))
    return out


def build_pairings_by_name(event: EventInfo, pairings: RoundPairings) -> bytes:
    """For the wall: every player alphabetically, in two columns, with their table and
    opponent(s); the player with the bye shows "Bye"."""
    entries = _by_name_entries(pairings)
    template = Template(event, _("Pairings by name"), round_label(pairings))
    area = body(template)
    col_w = (area.width - COLUMN_GAP) / 2
    per_col = max(1, int((area.height - 20) // NAME_ROW))
    per_page = 2 * per_col
    name_w = col_w * 0.47
    table_x = name_w + 30  # right edge of the table number
    opp_x = table_x + 8

    def column_header(p: Painter, x: float, top: float) -> None:
        y = top - 12
        p.text(x + 2, y, _("Player"), 9, bold=True, color=GREY)
        p.text(x + table_x, y, _("Table"), 9, bold=True, color=GREY, align="right")
        p.text(x + opp_x, y, _("Opponent"), 9, bold=True, color=GREY)
        p.line(x, top - 17, x + col_w, top - 17, color=GREY, width=0.5)

    def page(chunk: list[tuple[Seat, str, str]]) -> PageDraw:
        def draw(p: Painter, b: Box) -> None:
            for col in range(2):
                items = chunk[col * per_col : (col + 1) * per_col]
                if not items:
                    continue
                x = b.x0 + col * (col_w + COLUMN_GAP)
                column_header(p, x, b.y1)
                top = b.y1 - 20
                for i, (seat, table, opponent) in enumerate(items):
                    if i % 2 == 1:
                        p.rect(x, top - NAME_ROW, col_w, NAME_ROW, fill=STRIPE, stroke=None)
                    y = top - 14
                    p.text(x + 2, y, seat.name, 11.5, bold=True, max_width=name_w - 4, min_size=8)
                    p.text(x + table_x, y, table, 13, bold=True, align="right")
                    p.text(x + opp_x, y, opponent, 10, max_width=col_w - opp_x - 2, min_size=7.5)
                    top -= NAME_ROW
            if len(chunk) > per_col:
                mid = b.x0 + col_w + COLUMN_GAP / 2
                p.line(mid, b.y0 + 4, mid, b.y1, color=GREY, width=0.4)

        return draw

    pages = [page(entries[i : i + per_page]) for i in range(0, len(entries), per_page)]
    return render(template, pages)
