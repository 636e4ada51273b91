"""Match slips: one per table, several to a page, in cut-stack order.

Cut-stack order: with P pages of k slips, slot s of page p holds table number s·P + p (in
table order). Cut the printed pile along the lines without shuffling it, put the stacks on
top of one another in slot order, and the slips run table 1, 2, 3… from the top.
"""

from __future__ import annotations

import math

from organiser.core.errors import UserError
from organiser.core.model import TimeTiebreak
from organiser.i18n import N_, _, format_date
from organiser.printing.data import EventInfo, PairedTable, RoundPairings
from organiser.printing.layout import (
    GREY,
    Box,
    PageDraw,
    Painter,
    Template,
    points,
    render,
)
from organiser.printing.pairings import round_label

# In the order the time-called procedure applies them (TOURNAMENT_RULES "Time called").
TIEBREAK_LABELS: tuple[tuple[TimeTiebreak, str], ...] = (
    (TimeTiebreak.POWER_NEEDED, N_("1 fewest power needed")),
    (TimeTiebreak.DRAW_DECK, N_("2 most cards in draw deck")),
    (TimeTiebreak.DOMINANCE, N_("3 won dominance last round")),
    (TimeTiebreak.DEAD_PILE, N_("4 fewest dead characters")),
    (TimeTiebreak.FIRST_PLAYER_CHOICE, N_("5 first player's choice")),
)

PAD = 9.0


def cut_stack_order(count: int, per_page: int) -> list[list[int | None]]:
    """For ``count`` slips, the slip index printed in each slot of each page."""
    pages = max(1, math.ceil(count / per_page))
    return [
        [s * pages + p if s * pages + p < count else None for s in range(per_page)]
        for p in range(pages)
    ]


def _slip_header(p: Painter, event: EventInfo, label: str, table: PairedTable, b: Box) -> float:
    """Table number large on the left, event and round on the right; returns the y below."""
    top = b.y1 - PAD
    p.text(b.x0 + PAD, top - 20, _("Table"), 9, color=GREY)
    p.text(b.x0 + PAD + 30, top - 20, str(table.table), 22, bold=True)
    right = b.x1 - PAD
    p.text(right, top - 9, event.name, 8.5, bold=True, align="right", max_width=b.width * 0.55)
    sub = _("{label} · {round_minutes} min").format(label=label, round_minutes=event.round_minutes)
    if event.date:
        sub += f" · {format_date(event.date)}"
    p.text(right, top - 20, sub, 8.5, align="right", color=GREY, max_width=b.width * 0.55)
    p.line(b.x0 + PAD, top - 27, b.x1 - PAD, top - 27, color=GREY, width=0.5)
    return top - 27


def _joust_slip(p: Painter, event: EventInfo, label: str, table: PairedTable, b: Box) -> None:
    y = _slip_header(p, event, label, table, b)
    x0, x1 = b.x0 + PAD, b.x1 - PAD
    win_x = x1 - 96  # the "won" box column
    mod_x = x1 - 40  # the "modified win" box column
    p.text(win_x + 6, y - 11, _("won"), 7.5, align="center", color=GREY)
    p.text(mod_x + 6, y - 11, _("won on time"), 7.5, align="center", color=GREY)
    y -= 14
    for seat in table.seats[:2]:
        y -= 20
        score = f"({points(seat.points)})"
        used = p.text(x0, y + 2, seat.name, 12, bold=True, max_width=win_x - x0 - 40, min_size=8)
        p.text(x0 + used + 4, y + 2, score, 9, color=GREY)
        p.checkbox(win_x, y, 12)
        p.checkbox(mod_x, y, 12)
    y -= 16
    p.text(x0, y, _("Time called? The modified win was decided by:"), 7.5, color=GREY)
    y -= 4
    col = (x1 - x0) / 2
    for i, (_tiebreak, text) in enumerate(TIEBREAK_LABELS):
        cx = x0 + (i // 3) * col
        cy = y - 12 - 12 * (i % 3)
        p.checkbox(cx, cy, 8)
        p.text(cx + 11, cy + 1, _(text), 7.5, max_width=col - 14)
    qr_top = y - 12 * 2 - 6  # under the second row of the tiebreaks' right column
    y -= 12 * 3 + 20
    qr = min(52.0, qr_top - (b.y0 + 4)) if event.share_url else 0.0
    if qr >= 30:
        from organiser.printing.qr import draw_qr  # only when shared: segno loads then

        draw_qr(p, x1 - qr, b.y0 + 4, qr, event.share_url)
    else:
        qr = 0.0
    sig_w = (x1 - x0 - 12 - (qr + 6 if qr else 0)) / 2
    for i, seat in enumerate(table.seats[:2]):
        sx = x0 + i * (sig_w + 12)
        p.line(sx, y, sx + sig_w, y, width=0.6)
        code_w = 0.0
        if seat.code:
            # the player's code for reporting from their phone, by their signature
            code_w = p.text(sx + sig_w, y - 9, seat.code, 8, bold=True, align="right") + 4
        label = seat.name if seat.code else _("signature: {name}").format(name=seat.name)
        p.text(sx, y - 9, label, 7, color=GREY, max_width=sig_w - code_w)


def _melee_slip(p: Painter, event: EventInfo, label: str, table: PairedTable, b: Box) -> None:
    """Per player: the name on one line; place and power boxes and a signature under it."""
    y = _slip_header(p, event, label, table, b)
    x0, x1 = b.x0 + PAD, b.x1 - PAD
    row = min(44.0, (y - b.y0 - PAD - 4) / max(1, len(table.seats)))
    y -= 4
    for seat in table.seats:
        score = f"({points(seat.points)})"
        # the player's code for reporting from their phone, at the right of their name
        code_w = p.text(x1, y - 12, seat.code, 9, bold=True, align="right") + 6 if seat.code else 0
        used = p.text(
            x0, y - 12, seat.name, 11.5, bold=True, max_width=x1 - x0 - 40 - code_w, min_size=8
        )
        p.text(x0 + used + 4, y - 12, score, 8.5, color=GREY)
        by = y - row + 3
        p.text(x0 + 8, by + 5, _("place"), 7.5, color=GREY, max_width=22)
        p.rect(x0 + 30, by, 26, 18, width=1)
        p.text(x0 + 60, by + 5, _("power"), 7.5, color=GREY, max_width=28)
        p.rect(x0 + 90, by, 26, 18, width=1)
        p.text(x0 + 120, by + 5, _("signature"), 7.5, color=GREY, max_width=40)
        p.line(x0 + 162, by, x1, by, width=0.6)
        y -= row


def build_match_slips(event: EventInfo, pairings: RoundPairings, per_page: int = 8) -> bytes:
    """One slip per table (the bye gets none), ``per_page`` (6 or 8) to a page in two
    columns, in cut-stack order. Melee tables get place and power boxes per player."""
    if per_page not in (6, 8):
        raise UserError("Match slips print 6 or 8 to a page.", per_page=per_page)
    tables = sorted(pairings.tables, key=lambda t: t.table)
    label = round_label(pairings)
    template = Template(event, _("Match slips"), label, compact=True)
    rows = per_page // 2

    def page(slots: list[int | None]) -> PageDraw:
        def draw(p: Painter, b: Box) -> None:
            w = b.width / 2
            h = b.height / rows
            for slot, index in enumerate(slots):
                if index is None:
                    continue
                col, r = slot % 2, slot // 2
                box = Box(b.x0 + col * w, b.y1 - (r + 1) * h, b.x0 + (col + 1) * w, b.y1 - r * h)
                table = tables[index]
                draw_slip = _melee_slip if len(table.seats) > 2 else _joust_slip
                draw_slip(p, event, label, table, box)
            # cut lines through the whole sheet
            mid = b.x0 + w
            p.line(mid, b.y0, mid, b.y1, color=GREY, width=0.4, dash=(4, 3))
            for r in range(rows + 1):
                yy = b.y1 - r * h
                p.line(b.x0, yy, b.x1, yy, color=GREY, width=0.4, dash=(4, 3))
            p.text(b.x0 + 3, b.y1 - 3.5, "✂", 8, color=GREY)

        return draw

    pages = [page(slots) for slots in cut_stack_order(len(tables), per_page)] if tables else []
    return render(template, pages)
