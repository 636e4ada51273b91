"""A judge's ruling as a PDF: the board, the decisions, the steps with their rule
references, and the judge's conclusion.

Plain data in (the rules desk converts the engine's state into these dataclasses), bytes
out; no Qt and no engine import here::

    pdf = build_ruling(Ruling(title=..., ruleset="lcg1", board=..., steps=..., conclusion=...))
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, field

from organiser.i18n import _
from organiser.printing import fonts
from organiser.printing.data import EventInfo, PageSize
from organiser.printing.layout import (
    GREY,
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


@dataclass(frozen=True)
class RulingZone:
    """One zone of a player's board: its name and the cards in it, already described
    ("Catelyn Stark [cat] (kneeling, 2 power, Moribund)")."""

    name: str
    cards: tuple[str, ...]


@dataclass(frozen=True)
class RulingPlayer:
    name: str
    house: str = ""
    power: int = 0  # total power (House card and cards in play)
    gold: int = 0
    zones: tuple[RulingZone, ...] = ()


@dataclass(frozen=True)
class RulingStep:
    """A step of the engine's log with the rule behind it."""

    index: int
    where: str  # the window stack, "Marshalling phase › Action window: … › Step 3: execute"
    text: str
    actor: str = ""
    cite: str = ""  # citation id
    reference: str = ""  # "002 Timing Structure › Step 5"
    paraphrase: str = ""  # the project's own words for the rule


@dataclass(frozen=True)
class Ruling:
    title: str
    ruleset: str
    board: tuple[RulingPlayer, ...]
    steps: tuple[RulingStep, ...] = ()
    decisions: tuple[str, ...] = ()
    conclusion: str = ""
    source: str = ""  # the seed section the situation comes from, if any
    start: str = ""  # "marshalling phase, player actions"
    outcome: tuple[str, ...] = ()  # a few lines on where the run ended
    judge: str = ""
    event: str = ""
    scenario_file: str = ""  # the scenario saved beside the PDF
    date: dt.date | None = None
    board_title: str = "Board at the start"
    final_board: tuple[RulingPlayer, ...] = field(default=())


TEXT = 9.5
LEAD = 12.5
SMALL = 8.0
SMALL_LEAD = 10.5


def wrap(text: str, size: float, width: float, font: str = fonts.REGULAR) -> list[str]:
    """Greedy word wrap by measured width; a word longer than the line is cut."""
    lines: list[str] = []
    for para in text.splitlines() or [""]:
        words = para.split()
        if not words:
            lines.append("")
            continue
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if fonts.width(trial, size, font) <= width:
                line = trial
                continue
            if line:
                lines.append(line)
            while fonts.width(word, size, font) > width and len(word) > 1:
                cut = len(word)
                while cut > 1 and fonts.width(word[:cut], size, font) > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def _paragraph(
    text: str,
    *,
    size: float = TEXT,
    lead: float = LEAD,
    indent: float = 0,
    bold: bool = False,
    color: tuple[float, float, float] = (0, 0, 0),
    width: float,
) -> list[Row]:
    """One row per wrapped line, so a long paragraph can break across pages."""
    font = fonts.BOLD if bold else fonts.REGULAR
    rows = []
    for line in wrap(text, size, width - indent, font):

        def draw(p: Painter, x: float, top: float, w: float, line: str = line) -> None:
            p.text(x + indent, top - size, line, size, bold=bold, color=color)

        rows.append(Row(lead, draw))
    return rows


def _board_rows(players: Sequence[RulingPlayer], width: float) -> list[Row]:
    rows: list[Row] = []
    for pl in players:
        label = pl.name + (f" ({pl.house})" if pl.house else "")
        facts = _("{power} power · {gold} gold").format(power=pl.power, gold=pl.gold)

        def head(
            p: Painter, x: float, top: float, w: float, label: str = label, f: str = facts
        ) -> None:
            p.rect(x, top - LEAD - 2, w, LEAD + 2, fill=STRIPE, stroke=None)
            p.text(x + 3, top - TEXT - 1, label, TEXT + 0.5, bold=True, max_width=w * 0.6)
            p.text(x + w - 3, top - TEXT - 1, f, TEXT, align="right")

        rows.append(Row(LEAD + 4, head, keep_with_next=True))
        if not pl.zones:
            rows.extend(_paragraph(_("(no cards)"), indent=12, color=GREY, width=width))
        for zone in pl.zones:
            text = f"{zone.name}: " + "; ".join(zone.cards)
            rows.extend(_paragraph(text, indent=12, width=width))
        rows.append(spacer(4))
    return rows


def _step_rows(steps: Sequence[RulingStep], width: float) -> list[Row]:
    rows: list[Row] = []
    last_where = None
    for st in steps:
        if st.where and st.where != last_where:
            rows.extend(_paragraph(st.where, size=SMALL, lead=SMALL_LEAD, color=GREY, width=width))
            last_where = st.where
        actor = f"{st.actor}: " if st.actor else ""
        first = _paragraph(f"{st.index}. {actor}{st.text}", indent=8, width=width)
        rows.extend(first)
        if st.cite:
            ref = f"[{st.cite}]" + (f" {st.reference}" if st.reference else "")
            rows.extend(
                _paragraph(ref, size=SMALL, lead=SMALL_LEAD, indent=22, bold=True, width=width)
            )
            if st.paraphrase:
                rows.extend(
                    _paragraph(st.paraphrase, size=SMALL, lead=SMALL_LEAD, indent=22, width=width)
                )
        rows.append(spacer(2))
    return rows


def build_ruling(ruling: Ruling, page_size: PageSize = PageSize.A4) -> bytes:
    """The ruling as a PDF (bytes)."""
    event = EventInfo(
        name=ruling.event or _("Rules desk ruling"),
        date=ruling.date,
        ruleset=ruling.ruleset,
        page_size=page_size,
    )
    template = Template(event, _("Ruling"))
    width = body(template).width
    rows: list[Row] = []
    rows.extend(_paragraph(ruling.title, size=14, lead=18, bold=True, width=width))
    facts = [_("Ruleset: {ruleset}").format(ruleset=ruling.ruleset)]
    if ruling.start:
        facts.append(_("Start: {start}").format(start=ruling.start))
    if ruling.judge:
        facts.append(_("Judge: {judge}").format(judge=ruling.judge))
    rows.extend(_paragraph(" · ".join(facts), width=width))
    if ruling.source:
        rows.extend(
            _paragraph(_("Source: {source}").format(source=ruling.source), color=GREY, width=width)
        )
    if ruling.scenario_file:
        rows.extend(
            _paragraph(
                _("Scenario file: {scenario_file}").format(scenario_file=ruling.scenario_file),
                color=GREY,
                width=width,
            )
        )

    rows.append(heading(_("Conclusion")))
    rows.extend(_paragraph(ruling.conclusion or _("(no conclusion written)"), width=width))
    if ruling.outcome:
        rows.append(spacer(4))
        for line in ruling.outcome:
            rows.extend(_paragraph(f"• {line}", indent=6, width=width))

    rows.append(heading(ruling.board_title))
    rows.extend(_board_rows(ruling.board, width))

    rows.append(heading(_("Decisions")))
    if ruling.decisions:
        for i, d in enumerate(ruling.decisions, start=1):
            rows.extend(_paragraph(f"{i}. {d}", indent=8, width=width))
    else:
        rows.extend(_paragraph(_("(no decision was taken)"), color=GREY, width=width))

    rows.append(heading(_("Steps and the rules behind them")))
    if ruling.steps:
        rows.extend(_step_rows(ruling.steps, width))
    else:
        rows.extend(_paragraph(_("(no step was run)"), color=GREY, width=width))

    if ruling.final_board:
        rows.append(heading(_("Board at the end")))
        rows.extend(_board_rows(ruling.final_board, width))
    return render(template, flow_pages(rows, body(template)))


__all__ = ["Ruling", "RulingPlayer", "RulingStep", "RulingZone", "build_ruling", "wrap"]
