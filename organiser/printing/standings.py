"""Standings: rank, name, points, record, SoS, extended SoS; dropped players marked.

Melee standings (``organiser.core.melee.MeleeStandingRow``) print their own columns:
points, first places, power, tables played and SoS.
"""

from __future__ import annotations

import itertools
import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from organiser.core.melee import MeleeStandingRow
from organiser.core.model import StandingRow
from organiser.i18n import N_, _, format_decimal, ngettext
from organiser.printing.data import AnyStandingRow, EventInfo, Standings
from organiser.printing.layout import (
    GREY,
    INK,
    STRIPE,
    Painter,
    Row,
    Template,
    body,
    flow_pages,
    points,
    render,
)

ROW_H = 19.0


def record(row: StandingRow) -> str:
    """Wins–losses, and the byes (a bye scores as a win but is not a game)."""
    text = f"{row.wins}–{row.losses}"
    if row.byes:
        text += " " + ngettext("+{n} bye", "+{n} byes", row.byes).format(n=row.byes)
    return text


def melee_record(row: MeleeStandingRow) -> str:
    """First places out of tables played, and the byes."""
    text = _("{wins} of {tables}").format(wins=row.wins, tables=row.tables)
    if row.byes:
        text += " " + ngettext("+{n} bye", "+{n} byes", row.byes).format(n=row.byes)
    return text


@dataclass(frozen=True)
class Column:
    title: str
    right: float  # offset from the right edge of the row (right-aligned) ...
    value: Callable[[AnyStandingRow], str]
    align: str = "right"  # ... or, for "left", where the text starts
    bold: bool = False
    size: float = 11


JOUST_COLUMNS: tuple[Column, ...] = (
    Column(N_("Points"), 250, lambda r: points(r.points), bold=True, size=12),
    Column(
        N_("Record (W–L)"), 238, lambda r: record(r) if isinstance(r, StandingRow) else "", "left"
    ),
    Column(N_("SoS"), 110, lambda r: format_decimal(r.sos)),
    Column(N_("eSoS"), 52, lambda r: format_decimal(r.esos) if isinstance(r, StandingRow) else ""),
)
MELEE_COLUMNS: tuple[Column, ...] = (
    Column(N_("Points"), 250, lambda r: points(r.points), bold=True, size=12),
    Column(
        N_("1st places"),
        238,
        lambda r: melee_record(r) if isinstance(r, MeleeStandingRow) else "",
        "left",
    ),
    Column(N_("Power"), 110, lambda r: str(r.power) if isinstance(r, MeleeStandingRow) else ""),
    Column(N_("SoS"), 52, lambda r: format_decimal(r.sos)),
)


def columns_for(rows: Sequence[AnyStandingRow]) -> tuple[Column, ...]:
    return MELEE_COLUMNS if rows and isinstance(rows[0], MeleeStandingRow) else JOUST_COLUMNS


def standings_header(columns: tuple[Column, ...] = JOUST_COLUMNS) -> Row:
    def draw(p: Painter, x: float, top: float, w: float) -> None:
        y = top - 12
        p.text(x + 34, y, _("Rank"), 9, bold=True, color=GREY, align="right")
        p.text(x + 46, y, _("Player"), 9, bold=True, color=GREY)
        for col in columns:
            p.text(x + w - col.right, y, _(col.title), 9, bold=True, color=GREY, align=col.align)
        p.line(x, top - 17, x + w, top - 17, color=GREY, width=0.5)

    return Row(20, draw, keep_with_next=True)


def standings_row(
    row: AnyStandingRow, stripe: bool, header: Row, columns: tuple[Column, ...] = JOUST_COLUMNS
) -> Row:
    def draw(p: Painter, x: float, top: float, w: float) -> None:
        if stripe:
            p.rect(x, top - ROW_H, w, ROW_H, fill=STRIPE, stroke=None)
        y = top - 14
        ink = GREY if row.dropped else INK
        p.text(x + 34, y, str(row.rank), 12, bold=True, align="right", color=ink)
        name_w = w - 250 - 46 - 40
        p.text(x + 46, y, row.name, 12, bold=not row.dropped, max_width=name_w, color=ink)
        for col in columns:
            p.text(
                x + w - col.right,
                y,
                col.value(row),
                col.size,
                bold=col.bold,
                align=col.align,
                color=ink,
            )
        if row.dropped:
            p.text(x + w - 2, y, _("dropped"), 9, align="right", color=ink)

    return Row(ROW_H, draw, header=header)


def standings_rows(rows: Sequence[AnyStandingRow]) -> list[Row]:
    columns = columns_for(rows)
    header = standings_header(columns)
    out = [header, *(standings_row(r, i % 2 == 1, header, columns) for i, r in enumerate(rows))]
    note = random_tiebreak_note(rows)
    if note:
        out.append(footnote(note))
    return out


def random_tiebreak_note(rows: Sequence[AnyStandingRow]) -> str:
    """The footnote of joust standings: the random tiebreak, and the players it ordered."""
    joust = [r for r in rows if isinstance(r, StandingRow)]
    if not joust:
        return ""
    decided = []
    for a, b in itertools.pairwise(joust):
        if (a.points, a.sos, a.esos, a.h2h) == (
            b.points,
            b.sos,
            b.esos,
            b.h2h,
        ) and a.rank != b.rank:
            decided.append(
                _("{name} {random_key:.4f} above {name2} {random_key2:.4f}").format(
                    name=a.name, random_key=a.random_key, name2=b.name, random_key2=b.random_key
                )
            )
    text = _(
        "Players level on every tiebreak are ordered by a random tiebreak drawn from the event's seed (the same draw orders the bye)."
    )
    if decided:
        text += _(" Decided by it: ") + "; ".join(decided) + "."
    return text


def footnote(text: str) -> Row:
    lines = textwrap.wrap(text, 120)

    def draw(p: Painter, x: float, top: float, w: float) -> None:
        for i, line in enumerate(lines):
            p.text(x, top - 14 - 11 * i, line, 8, color=GREY)

    return Row(10 + 11 * len(lines), draw)


def standings_label(standings: Standings) -> str:
    if standings.final:
        return _("Final")
    progress = (
        _(" (round {in_progress} in progress)").format(in_progress=standings.in_progress)
        if standings.in_progress is not None
        else ""
    )
    if standings.after_round is None:
        return _("Before round 1{progress}").format(progress=progress) if progress else ""
    return _("After round {after_round}{progress}").format(
        after_round=standings.after_round, progress=progress
    )


def build_standings(event: EventInfo, standings: Standings) -> bytes:
    """The rows in the order given (the services' order); dropped players greyed and
    marked "dropped". Joust and melee rows each print their own columns."""
    if standings.final:
        template = Template(event, _("Final standings"))
    else:
        template = Template(event, _("Standings"), standings_label(standings))
    return render(template, flow_pages(standings_rows(standings.rows), body(template)))
