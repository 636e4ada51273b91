"""Standings: rank, name, points, record, SoS, extended SoS; dropped players marked."""

from __future__ import annotations

from organiser.core.model import StandingRow
from organiser.printing.data import EventInfo, Standings
from organiser.printing.layout import (
    GREY,
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
        text += f" +{row.byes} bye" + ("s" if row.byes > 1 else "")
    return text


def _columns(w: float) -> dict[str, float]:
    """Column x offsets (right edges for numbers, left edges for text)."""
    return {
        "rank": 34,  # right
        "name": 46,  # left
        "points": w - 250,  # right
        "record": w - 238,  # left
        "sos": w - 110,  # right
        "esos": w - 52,  # right
        "status": w - 2,  # right
    }


def standings_header() -> Row:
    def draw(p: Painter, x: float, top: float, w: float) -> None:
        c = _columns(w)
        y = top - 12
        p.text(x + c["rank"], y, "Rank", 9, bold=True, color=GREY, align="right")
        p.text(x + c["name"], y, "Player", 9, bold=True, color=GREY)
        p.text(x + c["points"], y, "Points", 9, bold=True, color=GREY, align="right")
        p.text(x + c["record"], y, "Record (W–L)", 9, bold=True, color=GREY)
        p.text(x + c["sos"], y, "SoS", 9, bold=True, color=GREY, align="right")
        p.text(x + c["esos"], y, "eSoS", 9, bold=True, color=GREY, align="right")
        p.line(x, top - 17, x + w, top - 17, color=GREY, width=0.5)

    return Row(20, draw, keep_with_next=True)


def standings_row(row: StandingRow, stripe: bool, header: Row) -> Row:
    def draw(p: Painter, x: float, top: float, w: float) -> None:
        if stripe:
            p.rect(x, top - ROW_H, w, ROW_H, fill=STRIPE, stroke=None)
        c = _columns(w)
        y = top - 14
        ink = GREY if row.dropped else (0.0, 0.0, 0.0)
        p.text(x + c["rank"], y, str(row.rank), 12, bold=True, align="right", color=ink)
        name_w = c["points"] - c["name"] - 40
        p.text(x + c["name"], y, row.name, 12, bold=not row.dropped, max_width=name_w, color=ink)
        p.text(x + c["points"], y, points(row.points), 12, bold=True, align="right", color=ink)
        p.text(x + c["record"], y, record(row), 11, color=ink)
        p.text(x + c["sos"], y, f"{row.sos:.2f}", 11, align="right", color=ink)
        p.text(x + c["esos"], y, f"{row.esos:.2f}", 11, align="right", color=ink)
        if row.dropped:
            p.text(x + c["status"], y, "dropped", 9, align="right", color=ink)

    return Row(ROW_H, draw, header=header)


def standings_rows(rows: tuple[StandingRow, ...]) -> list[Row]:
    header = standings_header()
    return [header, *(standings_row(r, i % 2 == 1, header) for i, r in enumerate(rows))]


def standings_label(standings: Standings) -> str:
    if standings.final:
        return "Final"
    if standings.after_round is None:
        return ""
    return f"After round {standings.after_round}"


def build_standings(event: EventInfo, standings: Standings) -> bytes:
    """The rows in the order given (the services' order); dropped players greyed and
    marked "dropped"."""
    template = Template(event, "Standings", standings_label(standings))
    return render(template, flow_pages(standings_rows(standings.rows), body(template)))
