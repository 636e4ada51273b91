"""The event report: the event's facts, every round with every result, final standings."""

from __future__ import annotations

from organiser.core.model import Outcome, Stage, TimeTiebreak
from organiser.i18n import N_, _, format_date, ordinal
from organiser.printing import fonts
from organiser.printing.data import (
    CallLine,
    EventInfo,
    EventReport,
    PenaltyLine,
    ResultLine,
    RoundResults,
    RulingLine,
)
from organiser.printing.layout import (
    GREY,
    INK,
    STRIPE,
    Painter,
    Row,
    Template,
    body,
    flow_pages,
    heading,
    render,
    spacer,
)
from organiser.printing.ruling import wrap
from organiser.printing.standings import standings_rows

OUTCOME_LABELS: dict[Outcome, str] = {
    Outcome.WIN: N_("win"),
    Outcome.MODIFIED_WIN: N_("modified win"),
    Outcome.CONCESSION: N_("win by concession"),
    Outcome.DECKED: N_("win (opponent decked)"),
    Outcome.DOUBLE_LOSS: N_("double loss"),
    Outcome.BYE: N_("bye"),
    Outcome.UNPAIRED_LOSS: N_("unpaired loss"),
}
TIEBREAK_SHORT: dict[TimeTiebreak, str] = {
    TimeTiebreak.POWER_NEEDED: N_("power needed"),
    TimeTiebreak.DRAW_DECK: N_("draw deck"),
    TimeTiebreak.DOMINANCE: N_("dominance"),
    TimeTiebreak.DEAD_PILE: N_("dead pile"),
    TimeTiebreak.FIRST_PLAYER_CHOICE: N_("first player chose"),
}
ROW_H = 18.0


def result_text(line: ResultLine) -> str:
    """ "win", "modified win (draw deck)", "not reported"..."""
    if line.places:
        return _("reported") if line.reported else _("not reported")
    if line.outcome is None:
        return _("not reported")
    text = _(OUTCOME_LABELS[line.outcome])
    if line.outcome == Outcome.MODIFIED_WIN and line.tiebreak is not None:
        text += f" ({_(TIEBREAK_SHORT[line.tiebreak])})"
    return text


def report_facts(event: EventInfo, report: EventReport) -> list[tuple[str, str]]:
    """The event's facts a report opens with (date, venue, format, players, rounds), as
    translated (label, value) pairs: the PDF and the web page show the same."""
    swiss = sum(1 for r in report.rounds if r.stage == Stage.SWISS)
    cut = sum(1 for r in report.rounds if r.stage == Stage.CUT)
    return [
        (_("Date"), format_date(event.date) if event.date else "—"),
        (_("Venue"), event.venue or "—"),
        (
            _("Format"),
            _("{format} · {ruleset} · {round_minutes}-minute rounds").format(
                format=event.format, ruleset=event.ruleset, round_minutes=event.round_minutes
            ),
        ),
        (_("Players"), str(len(report.standings.rows))),
        (
            _("Rounds"),
            _("{swiss} Swiss").format(swiss=swiss)
            + (_(" + {cut} elimination").format(cut=cut) if cut else ""),
        ),
    ]


def _facts(event: EventInfo, report: EventReport) -> list[Row]:
    facts = [(_("Event"), event.name), *report_facts(event, report)]

    def fact(label: str, value: str, first: bool) -> Row:
        def draw(p: Painter, x: float, top: float, w: float) -> None:
            p.text(x, top - 13, label, 10, color=GREY)
            p.text(x + 70, top - 13, value, 11, bold=first, max_width=w - 72)

        return Row(17, draw)

    return [fact(k, v, i == 0) for i, (k, v) in enumerate(facts)]


def _round_header(melee: bool) -> Row:
    def draw(p: Painter, x: float, top: float, w: float) -> None:
        y = top - 12
        col = (w - 44 - 150) / 2
        p.text(x + 30, y, _("Table"), 9, bold=True, color=GREY, align="right")
        if melee:
            p.text(x + 44, y, _("Players (place, power)"), 9, bold=True, color=GREY)
        else:
            p.text(x + 44, y, _("Player"), 9, bold=True, color=GREY)
            p.text(x + 44 + col, y, _("Opponent"), 9, bold=True, color=GREY)
            p.text(x + w - 150, y, _("Result"), 9, bold=True, color=GREY)
        p.line(x, top - 16, x + w, top - 16, color=GREY, width=0.5)

    return Row(19, draw, keep_with_next=True)


def _joust_line(line: ResultLine, stripe: bool, header: Row) -> Row:
    def draw(p: Painter, x: float, top: float, w: float) -> None:
        if stripe:
            p.rect(x, top - ROW_H, w, ROW_H, fill=STRIPE, stroke=None)
        y = top - 13
        col = (w - 44 - 150) / 2
        table = "—" if line.outcome in (Outcome.BYE, Outcome.UNPAIRED_LOSS) else str(line.table)
        p.text(x + 30, y, table, 10.5, bold=True, align="right")
        for i, seat in enumerate(line.seats[:2]):
            won = line.winner == seat.player and line.outcome is not None
            lost = line.outcome is not None and not won
            p.text(
                x + 44 + i * col,
                y,
                seat.name,
                10.5,
                bold=won,
                color=GREY if lost else INK,
                max_width=col - 8,
                min_size=7,
            )
        if len(line.seats) == 1:
            p.text(x + 44 + col, y, "—", 10.5, color=GREY)
        color = GREY if line.outcome is None else INK
        p.text(x + w - 150, y, result_text(line), 9.5, color=color, max_width=148, min_size=7)

    return Row(ROW_H, draw, header=header)


def _melee_line(line: ResultLine, stripe: bool, header: Row) -> Row:
    per_line = 2
    count = len(line.seats)
    height = 6 + 16 * ((count + per_line - 1) // per_line)

    def draw(p: Painter, x: float, top: float, w: float) -> None:
        if stripe:
            p.rect(x, top - height, w, height, fill=STRIPE, stroke=None)
        p.text(x + 30, top - 14, str(line.table), 10.5, bold=True, align="right")
        col = (w - 44) / per_line
        for i, seat in enumerate(line.seats):
            y = top - 14 - 16 * (i // per_line)
            left = x + 44 + (i % per_line) * col
            place = line.places[i] if i < len(line.places) else None
            power = line.power[i] if i < len(line.power) else None
            tail = ordinal(place) if place else "—"
            if power is not None:
                tail += _(", {power} power").format(power=power)
            used = p.text(left, y, seat.name, 10.5, bold=place == 1, max_width=col - 90)
            p.text(left + used + 6, y, tail, 9, color=GREY)

    return Row(height, draw, header=header)


def _round_rows(results: RoundResults) -> list[Row]:
    title = (
        _("Cut round {round}").format(round=results.round)
        if results.stage == Stage.CUT
        else _("Round {round}").format(round=results.round)
    )
    melee = [len(line.seats) > 2 or bool(line.places) for line in results.lines]
    header = _round_header(any(melee))
    rows: list[Row] = [heading(title), header]
    for i, line in enumerate(results.lines):
        make = _melee_line if melee[i] else _joust_line
        rows.append(make(line, i % 2 == 1, header))
    if not results.lines:
        rows.append(heading(_("no games"), 10, 2))
    return rows


def _lines(
    text: str,
    width: float,
    *,
    size: float = 9.5,
    indent: float = 0,
    bold: bool = False,
    color: tuple[float, float, float] = INK,
) -> list[Row]:
    """A paragraph as one row per wrapped line (a long one breaks across pages)."""
    rows = []
    for line in wrap(text, size, width - indent, fonts.BOLD if bold else fonts.REGULAR):

        def draw(p: Painter, x: float, top: float, w: float, line: str = line) -> None:
            p.text(x + indent, top - size - 1, line, size, bold=bold, color=color)

        rows.append(Row(size + 3.5, draw))
    return rows


def call_heading(c: CallLine) -> str:
    where = (
        _("table {table}").format(table=c.table) if c.table is not None else _("away from a table")
    )
    head = _("Call {id} · {round_label}, {where} · {called}").format(
        id=c.id, round_label=c.round_label, where=where, called=c.called
    )
    if c.judge:
        head += f" · {c.judge}"
    return head


def call_outcome(c: CallLine) -> str:
    if not c.outcome:
        return _("Open: not resolved.")
    text = _("Outcome ({resolved}): {outcome}").format(resolved=c.resolved, outcome=c.outcome)
    if c.extension_minutes:
        text += _(" · time extension {extension_minutes} min").format(
            extension_minutes=c.extension_minutes
        )
    return text


def ruling_text(r: RulingLine) -> str:
    files = ", ".join(x for x in (r.pdf, r.scenario) if x)
    text = _("Ruling: {title}").format(title=r.title)
    if r.summary:
        text += f" — {' '.join(r.summary.split())}"
    if files:
        text += _(" (files: {files})").format(files=files)
    return text


def penalty_level(p: PenaltyLine) -> str:
    return (
        p.level
        if p.level == p.proposed
        else _("{level} (proposed: {proposed})").format(level=p.level, proposed=p.proposed)
    )


def _call_rows(c: CallLine, width: float) -> list[Row]:
    rows = _lines(call_heading(c), width, size=10.5, bold=True)
    first = rows[0].draw

    def spaced(p: Painter, x: float, top: float, w: float) -> None:
        first(p, x, top - 4, w)  # a little room above each call

    rows[0] = Row(rows[0].height + 5, spaced)
    if c.players:
        rows += _lines(" – ".join(c.players), width, indent=12)
    rows += _lines(_("Question: {question}").format(question=c.question), width, indent=12)
    rows += _lines(call_outcome(c), width, indent=12, color=INK if c.outcome else GREY)
    for r in c.rulings:
        rows += _lines(ruling_text(r), width, indent=12)
    # a call is a few lines: kept on one page
    return [Row(r.height, r.draw, keep_with_next=i < len(rows) - 1) for i, r in enumerate(rows)]


PENALTY_COLUMNS = (("Round", 38), ("Table", 34), ("Player", 130), ("Infraction", 100))


def _penalty_header() -> Row:
    def draw(p: Painter, x: float, top: float, w: float) -> None:
        left = x
        for title, width in PENALTY_COLUMNS:
            p.text(left, top - 12, title, 9, bold=True, color=GREY)
            left += width
        p.text(left, top - 12, _("Penalty"), 9, bold=True, color=GREY)
        p.line(x, top - 16, x + w, top - 16, color=GREY, width=0.5)

    return Row(19, draw, keep_with_next=True)


def _penalty_rows(penalties: tuple[PenaltyLine, ...], width: float) -> list[Row]:
    header = _penalty_header()
    rows: list[Row] = [header]
    offset = sum(w for _t, w in PENALTY_COLUMNS)
    for i, pen in enumerate(penalties):
        detail = []
        if pen.judge:
            detail.append(_("judge {judge}").format(judge=pen.judge))
        if pen.call is not None:
            detail.append(_("call {call}").format(call=pen.call))
        if pen.note:
            detail.append(pen.note)
        level = wrap(penalty_level(pen), 9.5, width - offset, fonts.BOLD)
        wrapped = level + (wrap(" · ".join(detail), 9.5, width - offset) if detail else [])
        bold = len(level)
        height = 6 + 12.5 * len(wrapped)
        cells = (pen.round_label, "—" if pen.table is None else str(pen.table), pen.player)

        def draw(
            p: Painter,
            x: float,
            top: float,
            w: float,
            cells: tuple[str, ...] = cells,
            pen: PenaltyLine = pen,
            wrapped: list[str] = wrapped,
            height: float = height,
            bold: int = bold,
            stripe: bool = i % 2 == 1,
        ) -> None:
            if stripe:
                p.rect(x, top - height, w, height, fill=STRIPE, stroke=None)
            left = x
            for value, (_title, col) in zip((*cells, pen.category), PENALTY_COLUMNS, strict=True):
                p.text(left, top - 13, value, 9.5, max_width=col - 6, min_size=7)
                left += col
            for j, line in enumerate(wrapped):
                p.text(left, top - 13 - 12.5 * j, line, 9.5, bold=j < bold)

        rows.append(Row(height, draw, header=header))
    return rows


def judge_log_rows(report: EventReport, width: float) -> list[Row]:
    """The judge's log: every call with its rulings, then every penalty (nothing when the
    event has none)."""
    if not report.calls and not report.penalties:
        return []
    rows: list[Row] = [spacer(6), heading(_("Judge's log"))]
    if report.calls:
        rows.append(heading(_("Calls ({count})").format(count=len(report.calls)), 12, 4))
        for c in report.calls:
            rows += _call_rows(c, width)
    if report.penalties:
        rows.append(heading(_("Penalties ({count})").format(count=len(report.penalties)), 12, 8))
        rows += _penalty_rows(report.penalties, width)
    return rows


def build_event_report(event: EventInfo, report: EventReport) -> bytes:
    """The record of the event, for the organiser's files and the organised-play report."""
    template = Template(event, _("Event report"))
    rows: list[Row] = [*_facts(event, report)]
    for results in report.rounds:
        rows += _round_rows(results)
    title = _("Final standings") if report.standings.final else _("Standings")
    rows += [spacer(6), heading(title), *standings_rows(report.standings.rows)]
    rows += judge_log_rows(report, body(template).width)
    if report.notes:
        rows.append(heading(_("Notes")))
        for note in report.notes:

            def draw(p: Painter, x: float, top: float, w: float, note: str = note) -> None:
                p.text(x, top - 13, f"• {note}", 10, max_width=w)

            rows.append(Row(17, draw))
    return render(template, flow_pages(rows, body(template)))
