"""The event report as one self-contained HTML page: the same content as the PDF report
(the event's facts, every round with every result, the standings, the judge's log).

Like the published page it has no external asset and every text is HTML-escaped; unlike it,
it is the organiser's record, judge's log included, and is not written by ``publish``.
"""

from __future__ import annotations

from organiser.core.model import Stage
from organiser.i18n import _, language
from organiser.printing.data import EventInfo, EventReport, ResultLine, RoundResults
from organiser.printing.publish import _CSS, _e, _standings_html
from organiser.printing.report import (
    call_heading,
    call_outcome,
    ordinal,
    penalty_level,
    report_facts,
    result_text,
)

_EXTRA_CSS = """
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; }
.won { font-weight: 700; }
.lost { color: var(--muted); }
article.call { margin: .8rem 0; padding: .4rem .6rem; border-left: 3px solid var(--muted); }
article.call h3 { margin: 0 0 .2rem; font-size: 1rem; }
article.call p { margin: .15rem 0; }
.open { color: var(--muted); font-style: italic; }
"""


def _facts(event: EventInfo, report: EventReport) -> str:
    facts = [
        *report_facts(event, report),
        (_("Judge calls"), str(len(report.calls))),
        (_("Penalties"), str(len(report.penalties))),
    ]
    items = "".join(f"<dt>{_e(k)}</dt><dd>{_e(v)}</dd>" for k, v in facts)
    return f"<dl class='facts'>{items}</dl>"


def _seat_html(line: ResultLine, i: int) -> str:
    seat = line.seats[i]
    if line.places:
        place = line.places[i] if i < len(line.places) else None
        power = line.power[i] if i < len(line.power) else None
        tail = ordinal(place) if place else "—"
        if power is not None:
            tail += _(", {power} power").format(power=power)
        return f"<span class='{'won' if place == 1 else ''}'>{_e(seat.name)}</span> ({_e(tail)})"
    if line.outcome is None:
        return _e(seat.name)
    cls = "won" if line.winner == seat.player else "lost"
    return f"<span class='{cls}'>{_e(seat.name)}</span>"


def _round_html(results: RoundResults) -> str:
    title = (
        _("Cut round {round}").format(round=results.round)
        if results.stage == Stage.CUT
        else _("Round {round}").format(round=results.round)
    )
    out = [f"<h2>{_e(title)}</h2>"]
    if not results.lines:
        return out[0] + f"<p>{_e(_('No games.'))}</p>"
    out.append(
        f"<div class='scroll'><table><thead><tr><th class='num'>{_e(_('Table'))}</th><th>{_e(_('Players'))}</th>"
        f"<th>{_e(_('Result'))}</th></tr></thead><tbody>"
    )
    for line in results.lines:
        players = f" {_e(_('v'))} ".join(_seat_html(line, i) for i in range(len(line.seats)))
        table = "—" if len(line.seats) == 1 else str(line.table)
        out.append(
            f"<tr><td class='table'>{_e(table)}</td><td>{players}</td>"
            f"<td>{_e(result_text(line))}</td></tr>"
        )
    out.append("</tbody></table></div>")
    return "\n".join(out)


def judge_log_html(report: EventReport) -> str:
    """The calls (with their rulings) and the penalties; "" when there are none."""
    if not report.calls and not report.penalties:
        return ""
    title = _("Judge's log")
    out = [f"<h2 id='judge-log'>{_e(title)}</h2>"]
    if report.calls:
        out.append(f"<h3>{_e(_('Calls ({count})').format(count=len(report.calls)))}</h3>")
    for c in report.calls:
        out.append(f"<article class='call' id='call-{c.id}'><h3>{_e(call_heading(c))}</h3>")
        if c.players:
            out.append(f"<p>{_e(' – '.join(c.players))}</p>")
        out.append(f"<p>{_e(_('Question: {question}').format(question=c.question))}</p>")
        out.append(f"<p class='{'' if c.outcome else 'open'}'>{_e(call_outcome(c))}</p>")
        for r in c.rulings:
            files = ", ".join(x for x in (r.pdf, r.scenario) if x)
            summary = f" — {_e(r.summary)}" if r.summary else ""
            out.append(
                f"<p>{_e(_('Ruling:'))} <b>{_e(r.title)}</b>{summary}"
                + (f" <span class='pts'>({_e(files)})</span>" if files else "")
                + "</p>"
            )
        out.append("</article>")
    if report.penalties:
        out.append(f"<h3>{_e(_('Penalties ({count})').format(count=len(report.penalties)))}</h3>")
        out.append(
            f"<div class='scroll'><table><thead><tr><th class='num'>{_e(_('Round'))}</th>"
            f"<th class='num'>{_e(_('Table'))}</th><th>{_e(_('Player'))}</th><th>{_e(_('Infraction'))}</th><th>{_e(_('Penalty'))}</th>"
            f"<th>{_e(_('Judge'))}</th><th>{_e(_('Call'))}</th><th>{_e(_('Note'))}</th></tr></thead><tbody>"
        )
        for p in report.penalties:
            out.append(
                f"<tr><td class='num'>{_e(p.round_label)}</td>"
                f"<td class='num'>{_e('—' if p.table is None else p.table)}</td>"
                f"<td class='name'>{_e(p.player)}</td><td>{_e(p.category)}</td>"
                f"<td>{_e(penalty_level(p))}</td><td>{_e(p.judge)}</td>"
                f"<td>{_e('' if p.call is None else p.call)}</td><td>{_e(p.note)}</td></tr>"
            )
        out.append("</tbody></table></div>")
    return "\n".join(out)


def build_report_html(event: EventInfo, report: EventReport) -> str:
    """The event report as a self-contained HTML page."""
    parts = [
        "<!DOCTYPE html>",
        f"<html lang='{language()}'><head><meta charset='utf-8'>",
        "<meta name='viewport' content='width=device-width, initial-scale=1'>",
        f"<title>{_e(event.name)} — {_e(_('event report'))}</title>",
        f"<style>{_CSS}{_EXTRA_CSS}</style></head><body>",
        f"<header><h1>{_e(event.name)}</h1><p>{_e(_('Event report'))}</p></header>",
        _facts(event, report),
        *(_round_html(r) for r in report.rounds),
        _standings_html(report.standings),
        judge_log_html(report),
    ]
    if report.notes:
        parts.append(
            f"<h2>{_e(_('Notes'))}</h2><ul>" + "".join(f"<li>{_e(n)}</li>" for n in report.notes)
        )
        parts.append("</ul>")
    parts.append(f"<footer>{_e(_('Made with Maester.'))}</footer></body></html>")
    return "\n".join(p for p in parts if p) + "\n"
