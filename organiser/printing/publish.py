"""Publishing: one self-contained HTML page (pairings and standings) plus CSV and JSON.

The page has no external asset (inline CSS and a few lines of inline script for the name
filter), so it can be copied to any web host, a USB stick or a shared folder as it is.
Every name is HTML-escaped.
"""

from __future__ import annotations

import datetime as dt
import json
from html import escape
from pathlib import Path
from typing import Any

from organiser.core.errors import UserError
from organiser.core.melee import MeleeStandingRow
from organiser.core.text import csv_text
from organiser.i18n import _, format_date, format_datetime, language
from organiser.printing.data import EventInfo, RoundPairings, Standings
from organiser.printing.layout import points
from organiser.printing.pairings import round_label, sort_key
from organiser.printing.standings import Column, columns_for, standings_label

_CSS = """
:root { color-scheme: light dark; --stripe: rgba(127,127,127,.12); --muted: #777; }
* { box-sizing: border-box; }
body { font: 16px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
       margin: 0 auto; max-width: 60rem; padding: 1rem; }
header h1 { margin: 0 0 .2rem; font-size: 1.6rem; }
header p { margin: 0; color: var(--muted); }
nav { margin: 1rem 0; display: flex; gap: 1rem; flex-wrap: wrap; align-items: center; }
nav input { font: inherit; padding: .35rem .6rem; min-width: 14rem; }
h2 { margin: 1.6rem 0 .5rem; font-size: 1.25rem; }
table { border-collapse: collapse; width: 100%; }
th { text-align: left; font-size: .8rem; color: var(--muted); text-transform: uppercase;
     letter-spacing: .04em; border-bottom: 1px solid var(--muted); padding: .25rem .4rem; }
td { padding: .3rem .4rem; vertical-align: top; }
tbody tr:nth-child(even) { background: var(--stripe); }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
td.table { font-weight: 700; font-size: 1.15rem; text-align: right; width: 3.5rem; }
.name { font-weight: 600; }
.pts { color: var(--muted); font-size: .85rem; }
tr.dropped td { color: var(--muted); }
tr.dropped .name { font-weight: 400; }
.tag { font-size: .75rem; border: 1px solid var(--muted); border-radius: .6rem;
       padding: 0 .4rem; margin-left: .4rem; color: var(--muted); }
footer { margin-top: 2rem; color: var(--muted); font-size: .8rem; }
.scroll { overflow-x: auto; }
td { overflow-wrap: anywhere; }
@media (max-width: 40rem) {
  body { padding: .6rem; font-size: 15px; }
  nav input { min-width: 0; width: 100%; }
  .minor { display: none; }
}
@media print { nav { display: none; } body { max-width: none; } }
"""

# On a phone the standings keep rank, player, points and the record (or the power); the
# tiebreak columns give way (they stay in the CSV and on paper).
MAJOR_COLUMNS = frozenset({"Points", "Record (W–L)", "Power"})

_SCRIPT = """
document.getElementById('find').addEventListener('input', function (e) {
  var q = e.target.value.trim().toLocaleLowerCase();
  document.querySelectorAll('tr[data-names]').forEach(function (row) {
    row.hidden = q !== '' && row.dataset.names.indexOf(q) < 0;
  });
});
"""


def _e(text: object) -> str:
    return escape(str(text), quote=True)


def _names_attr(*names: str) -> str:
    # lower(), as the page script lowers the query (casefold would turn ß into ss)
    return _e(" ".join(n.lower() for n in names))


def _pairings_html(pairings: RoundPairings) -> str:
    title = _("{round} — pairings by table").format(round=round_label(pairings))
    out = [f"<h2 id='pairings'>{_e(title)}</h2>"]
    out.append(
        f"<div class='scroll'><table><thead><tr><th class='num'>{_e(_('Table'))}</th>"
        f"<th>{_e(_('Players'))}</th></tr></thead><tbody>"
    )
    for paired in sorted(pairings.tables, key=lambda t: t.table):
        cells = f" <span class='pts'>{_e(_('v'))}</span> ".join(
            f"<span class='name'>{_e(s.name)}</span> <span class='pts'>({points(s.points)})</span>"
            for s in paired.seats
        )
        names = _names_attr(*(s.name for s in paired.seats))
        out.append(
            f"<tr data-names='{names}'><td class='table'>{paired.table}</td><td>{cells}</td></tr>"
        )
    if pairings.bye is not None:
        bye = pairings.bye
        out.append(
            f"<tr data-names='{_names_attr(bye.name)}'><td class='table'>{_e(_('Bye'))}</td>"
            f"<td><span class='name'>{_e(bye.name)}</span> "
            f"<span class='pts'>({points(bye.points)})</span></td></tr>"
        )
    out.append("</tbody></table></div>")

    title = _("{round} — pairings by name").format(round=round_label(pairings))
    out.append(f"<h2 id='by-name'>{_e(title)}</h2>")
    out.append(
        f"<div class='scroll'><table><thead><tr><th>{_e(_('Player'))}</th>"
        f"<th class='num'>{_e(_('Table'))}</th><th>{_e(_('Opponent'))}</th>"
        "</tr></thead><tbody>"
    )
    entries = []
    for seat, table in pairings.seats():
        if table is None:
            entries.append((seat.name, _("Bye"), "—"))
        else:
            others = ", ".join(s.name for s in table.seats if s.player != seat.player)
            entries.append((seat.name, str(table.table), others))
    entries.sort(key=lambda e: sort_key(e[0]))
    for name, table_no, opponent in entries:
        out.append(
            f"<tr data-names='{_names_attr(name)}'><td class='name'>{_e(name)}</td>"
            f"<td class='table'>{_e(table_no)}</td><td>{_e(opponent)}</td></tr>"
        )
    out.append("</tbody></table></div>")
    return "\n".join(out)


def _standings_html(standings: Standings) -> str:
    label = standings_label(standings)
    title = _("Standings — {label}").format(label=label.lower()) if label else _("Standings")
    columns = columns_for(standings.rows)
    out = [f"<h2 id='standings'>{_e(title)}</h2>"]

    def col_class(c: Column) -> str:
        names = ("" if c.align == "left" else "num") + (
            "" if c.title in MAJOR_COLUMNS else " minor"
        )
        return f" class='{names.strip()}'" if names.strip() else ""

    heads = "".join(f"<th{col_class(c)}>{_e(_(c.title))}</th>" for c in columns)
    out.append(
        f"<div class='scroll'><table><thead><tr><th class='num'>{_e(_('Rank'))}</th>"
        f"<th>{_e(_('Player'))}</th>{heads}</tr></thead><tbody>"
    )
    for row in standings.rows:
        cls = " class='dropped'" if row.dropped else ""
        tag = f"<span class='tag'>{_e(_('dropped'))}</span>" if row.dropped else ""
        cells = "".join(
            f"<td{col_class(c)}>"
            + (f"<b>{_e(c.value(row))}</b>" if c.bold else _e(c.value(row)))
            + "</td>"
            for c in columns
        )
        out.append(
            f"<tr{cls} data-names='{_names_attr(row.name)}'><td class='num'>{row.rank}</td>"
            f"<td><span class='name'>{_e(row.name)}</span>{tag}</td>{cells}</tr>"
        )
    out.append("</tbody></table></div>")
    return "\n".join(out)


def build_publish_html(
    event: EventInfo,
    pairings: RoundPairings | None = None,
    standings: Standings | None = None,
    published_at: dt.datetime | None = None,
) -> str:
    """The public page: the round's pairings (by table and by name) and the standings."""
    sub = " · ".join(x for x in (format_date(event.date), event.venue, str(event.format)) if x)
    links = []
    if pairings is not None:
        links += [
            f"<a href='#pairings'>{_e(_('By table'))}</a>",
            f"<a href='#by-name'>{_e(_('By name'))}</a>",
        ]
    if standings is not None:
        links.append(f"<a href='#standings'>{_e(_('Standings'))}</a>")
    find = _e(_("Find a player…"))
    parts = [
        "<!DOCTYPE html>",
        f"<html lang='{language()}'><head><meta charset='utf-8'>",
        "<meta name='viewport' content='width=device-width, initial-scale=1'>",
        f"<title>{_e(event.name)}</title>",
        f"<style>{_CSS}</style></head><body>",
        f"<header><h1>{_e(event.name)}</h1><p>{_e(sub)}</p></header>",
        f"<nav><input id='find' type='search' placeholder='{find}' aria-label='{find}'>"
        + " ".join(links)
        + "</nav>",
    ]
    if pairings is not None:
        parts.append(_pairings_html(pairings))
    if standings is not None:
        parts.append(_standings_html(standings))
    if pairings is None and standings is None:
        parts.append(f"<p>{_e(_('Nothing published yet.'))}</p>")
    stamp = (
        _("Published {when}.").format(when=format_datetime(published_at, "short")) + " "
        if published_at
        else ""
    )
    parts.append(f"<footer>{_e(stamp)}{_e(_('Made with Maester.'))}</footer>")
    parts.append(f"<script>{_SCRIPT}</script></body></html>")
    return "\n".join(parts) + "\n"


# --- CSV and JSON ----------------------------------------------------------------------


def pairings_rows(pairings: RoundPairings) -> list[dict[str, Any]]:
    """One row per seated player: round, table (None for the bye), player, opponents."""
    rows: list[dict[str, Any]] = []
    for seat, table in pairings.seats():
        others = [s for s in table.seats if s.player != seat.player] if table else []
        rows.append(
            {
                "round": pairings.round,
                "stage": str(pairings.stage),
                "table": table.table if table else None,
                "player_id": seat.player,
                "player": seat.name,
                "points": seat.points,
                "opponent_ids": [s.player for s in others],
                "opponents": [s.name for s in others],
                "bye": table is None,
            }
        )
    return rows


def standings_dicts(standings: Standings) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for r in standings.rows:
        row: dict[str, Any] = {
            "rank": r.rank,
            "player_id": r.player,
            "player": r.name,
            "points": r.points,
            "wins": r.wins,
        }
        if isinstance(r, MeleeStandingRow):
            row |= {"power": r.power, "tables": r.tables}
        else:
            row |= {"losses": r.losses}
        row |= {"byes": r.byes, "sos": r.sos}
        if not isinstance(r, MeleeStandingRow):
            row["esos"] = r.esos
        row |= {"dropped": r.dropped, "rounds_played": r.rounds_played}
        out.append(row)
    return out


def csv_value(value: Any) -> Any:
    """A cell as a spreadsheet user reads it: yes or empty for a flag, a whole number
    without ".0", lists joined with "; ", nothing for None."""
    if isinstance(value, bool):
        return "yes" if value else ""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, list):
        return "; ".join(str(csv_value(v)) for v in value)
    if value is None:
        return ""
    return value


def _csv(rows: list[dict[str, Any]]) -> str:
    """Published CSV: clean values (:func:`csv_value`); formula-like names are written as
    text (organiser/core/text.py)."""
    if not rows:
        return ""
    columns = list(rows[0])
    return csv_text(columns, ([csv_value(v) for v in map(row.get, columns)] for row in rows))


def pairings_csv(pairings: RoundPairings) -> str:
    return _csv(pairings_rows(pairings))


def standings_csv(standings: Standings) -> str:
    return _csv(standings_dicts(standings))


def write_publication(
    out_dir: Path,
    event: EventInfo,
    pairings: RoundPairings | None = None,
    standings: Standings | None = None,
    published_at: dt.datetime | None = None,
) -> list[Path]:
    """Write index.html, and pairings.csv/json and standings.csv/json for what is given.
    Returns the files written."""
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UserError(f"Cannot create the folder {out_dir}: {exc.strerror}.") from exc
    files: dict[str, str] = {
        "index.html": build_publish_html(event, pairings, standings, published_at)
    }
    if pairings is not None:
        files["pairings.csv"] = pairings_csv(pairings)
        files["pairings.json"] = json.dumps(pairings_rows(pairings), ensure_ascii=False, indent=1)
    if standings is not None:
        files["standings.csv"] = standings_csv(standings)
        files["standings.json"] = json.dumps(
            standings_dicts(standings), ensure_ascii=False, indent=1
        )
    written = []
    for name, text in files.items():
        path = out_dir / name
        try:
            path.write_text(text, encoding="utf-8")
        except OSError as exc:
            raise UserError(f"Cannot write {path}: {exc.strerror}.") from exc
        written.append(path)
    return written
