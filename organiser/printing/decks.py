"""Deck registration sheets: one (or more) pages per player, with judge check boxes."""

from __future__ import annotations

from collections.abc import Sequence

from organiser.i18n import N_, _, user_text
from organiser.printing.data import DeckSection, DeckSheet, EventInfo
from organiser.printing.layout import (
    GREY,
    INK,
    Box,
    PageDraw,
    Painter,
    Template,
    body,
    render,
)

LINE_H = 14.5
TITLE_H = 22.0
HEAD_H = 96.0  # the player block at the top of the first page
FOOT_H = 64.0  # signatures at the bottom of the last page
BLANK_FORM = (DeckSection(N_("Plot deck"), ()), DeckSection(N_("Draw deck"), ()))
# the section titles the deck parser gives (organiser.core.decklist.SECTION_TITLES), marked
# here for the catalogue: a sheet shows them translated
SECTION_TITLES = (
    N_("Agenda"),
    N_("Plots"),
    N_("Characters"),
    N_("Attachments"),
    N_("Locations"),
    N_("Events"),
    N_("Titles"),
)
BLANK_LINES = {"Plot deck": 7, "Draw deck": 40}

# an entry of the flowing list: (kind, left text, right text)
Entry = tuple[str, str, str]


def _entries(sheet: DeckSheet) -> list[Entry]:
    out: list[Entry] = []
    for section in sheet.sections or BLANK_FORM:
        if section.cards:
            out.append(("title", _(section.title), str(section.total)))
            out += [("card", str(card.count), card.name) for card in section.cards]
        else:  # a blank form to fill in by hand
            out.append(("title", _(section.title), ""))
            out += [("blank", "", "")] * BLANK_LINES.get(section.title, 10)
        out.append(("gap", "", ""))
    while out and out[-1][0] == "gap":
        out.pop()
    return out


def _height(entry: Entry) -> float:
    return {"title": TITLE_H, "gap": 6.0}.get(entry[0], LINE_H)


def _columns(entries: list[Entry], first: float, later: float) -> list[list[Entry]]:
    """Split the entries into columns of the given heights; a section title never ends a
    column. The first two columns are shorter (the player block sits above them)."""
    cols: list[list[Entry]] = [[]]
    used = 0.0
    for i, entry in enumerate(entries):
        limit = first if len(cols) <= 2 else later
        need = _height(entry)
        if entry[0] == "title" and i + 1 < len(entries):
            need += _height(entries[i + 1])
        if used + need > limit and cols[-1]:
            if entry[0] == "gap":
                continue
            cols.append([])
            used = 0.0
        cols[-1].append(entry)
        used += _height(entry)
    return cols


def _player_block(p: Painter, sheet: DeckSheet, b: Box) -> None:
    top = b.y1
    p.text(b.x0, top - 20, sheet.player.name, 20, bold=True, max_width=b.width - 150, min_size=11)
    p.text(
        b.x1,
        top - 18,
        _("player #{player}").format(player=sheet.player.player),
        10,
        align="right",
        color=GREY,
    )
    fields = [
        (_("Faction"), sheet.faction),
        (_("Agenda"), ", ".join(sheet.agendas) or ("" if not sheet.sections else _("none"))),
        (_("Deck"), sheet.deck_name),
    ]
    y = top - 42
    for label, value in fields:
        p.text(b.x0, y, label, 9.5, color=GREY)
        p.text(b.x0 + 56, y, value, 11.5, bold=True, max_width=b.width - 200)
        if not value:
            p.line(b.x0 + 56, y - 2, b.x0 + 300, y - 2, width=0.5, color=GREY)
        y -= 17
    # the judge's legality box
    bx = b.x1 - 130
    p.rect(bx, top - 88, 130, 52, width=0.8)
    p.text(bx + 6, top - 48, _("Deck check"), 9, bold=True)
    status = {True: _("legal"), False: _("NOT LEGAL"), None: _("not checked")}[sheet.legal]
    p.text(
        bx + 6,
        top - 62,
        _("Maester: {status}").format(status=status),
        9,
        color=INK if sheet.legal else GREY,
    )
    p.checkbox(bx + 6, top - 81, 9)
    p.text(bx + 19, top - 80, _("checked by a judge"), 8.5)
    p.line(b.x0, top - HEAD_H + 6, b.x1, top - HEAD_H + 6, color=GREY, width=0.5)


def _signatures(p: Painter, sheet: DeckSheet, b: Box) -> None:
    y = b.y0 + 20
    w = (b.width - 24) / 2
    for i, label in enumerate((_("player signature"), _("judge"))):
        x = b.x0 + i * (w + 24)
        p.line(x, y, x + w, y, width=0.6)
        p.text(x, y - 10, label, 8, color=GREY)
    if sheet.problems:
        p.text(b.x0, b.y0 + FOOT_H - 12, _("Problems found:"), 8.5, bold=True)
        p.text(
            b.x0 + 80,
            b.y0 + FOOT_H - 12,
            "; ".join(user_text(problem) for problem in sheet.problems),
            8.5,
            max_width=b.width - 82,
        )


def _draw_column(p: Painter, entries: list[Entry], x: float, top: float, w: float) -> None:
    y = top
    for kind, left, right in entries:
        if kind == "title":
            p.text(x, y - 15, left, 11.5, bold=True)
            if right:
                p.text(x + w, y - 15, right, 11.5, bold=True, align="right")
            p.line(x, y - 19, x + w, y - 19, width=0.5, color=GREY)
        elif kind == "card":
            p.text(x + 16, y - 11, left, 10, bold=True, align="right")
            p.text(x + 22, y - 11, right, 10, max_width=w - 24, min_size=7)
        elif kind == "blank":
            p.line(x, y - 12, x + 18, y - 12, width=0.4, color=GREY)
            p.line(x + 24, y - 12, x + w, y - 12, width=0.4, color=GREY)
        y -= _height((kind, left, right))


def _sheet_pages(sheet: DeckSheet, area: Box) -> list[PageDraw]:
    gap = 18.0
    col_w = (area.width - gap) / 2
    first = area.height - HEAD_H - FOOT_H
    later = area.height - FOOT_H
    cols = _columns(_entries(sheet), first, later)
    pages: list[list[list[Entry]]] = [cols[i : i + 2] for i in range(0, len(cols), 2)]

    def page(number: int, columns: list[list[Entry]]) -> PageDraw:
        def draw(p: Painter, b: Box) -> None:
            top = b.y1
            if number == 0:
                _player_block(p, sheet, b)
                top -= HEAD_H
            else:
                p.text(
                    b.x0,
                    top - 12,
                    _("{name} (continued)").format(name=sheet.player.name),
                    11,
                    bold=True,
                )
                top -= 20
            for i, entries in enumerate(columns):
                _draw_column(p, entries, b.x0 + i * (col_w + gap), top, col_w)
            if number == len(pages) - 1:
                _signatures(p, sheet, b)

        return draw

    return [page(i, c) for i, c in enumerate(pages)]


def build_deck_sheets(event: EventInfo, sheets: Sequence[DeckSheet]) -> bytes:
    """One registration sheet per player, in the order given (a long list continues on a
    second page). A sheet without sections prints as a blank form to fill in by hand."""
    template = Template(event, _("Deck registration"))
    area = body(template)
    pages = [draw for sheet in sheets for draw in _sheet_pages(sheet, area)]
    return render(template, pages)
