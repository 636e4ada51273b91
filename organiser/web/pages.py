"""The phone pages as HTML, from the services' plain data.

Mobile first, light and dark (``prefers-color-scheme``), in the published page's style.
Every name and every other text from the event is escaped and set in ``<bdi>`` (a
right-to-left name never turns the text around it); long names wrap anywhere. The pages
carry no inline script or style: ``/app.css`` and ``/app.js`` are served beside them, so
the Content-Security-Policy can forbid everything else.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from organiser.web.messages import text

CSS = """
:root { color-scheme: light dark; --bg: #fff; --fg: #1b1b1b; --muted: #6b6b6b;
        --stripe: rgba(127,127,127,.12); --accent: #8a1c1c; --ok: #1d6b2f; --warn: #9a5b00;
        --card: #f6f4f1; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #151515; --fg: #ececec; --muted: #a0a0a0; --accent: #f08a7e; --ok: #7fd48f;
          --warn: #f2b25c; --card: #232220; }
}
* { box-sizing: border-box; }
html { background: var(--bg); color: var(--fg); }
body { font: 16px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
       margin: 0 auto; max-width: 48rem; padding: .75rem; }
header h1 { margin: 0; font-size: 1.35rem; overflow-wrap: anywhere; }
header p { margin: .1rem 0 0; color: var(--muted); }
nav { margin: .75rem 0; display: flex; gap: .9rem; flex-wrap: wrap; align-items: center; }
nav a { color: var(--accent); font-weight: 600; text-decoration: none; }
nav a[aria-current] { text-decoration: underline; }
input, select, button { font: inherit; padding: .45rem .6rem; border-radius: .35rem;
        border: 1px solid var(--muted); background: var(--bg); color: var(--fg); }
button { background: var(--accent); color: var(--bg); border: 0; font-weight: 600; }
#find { width: 100%; }
h2 { margin: 1.2rem 0 .4rem; font-size: 1.15rem; }
table { border-collapse: collapse; width: 100%; }
th { text-align: left; font-size: .75rem; color: var(--muted); text-transform: uppercase;
     letter-spacing: .04em; border-bottom: 1px solid var(--muted); padding: .25rem .4rem; }
td { padding: .35rem .4rem; vertical-align: top; overflow-wrap: anywhere; }
tbody tr:nth-child(even) { background: var(--stripe); }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap;
                 overflow-wrap: normal; }
td.table { font-weight: 700; font-size: 1.15rem; text-align: right; width: 3rem; white-space: nowrap; }
.name { font-weight: 600; }
a.name { color: inherit; text-decoration: none; }
a.name:hover, a.name:focus { text-decoration: underline; }
.muted, .pts { color: var(--muted); font-size: .85rem; }
tr.dropped td { color: var(--muted); }
.tag { font-size: .72rem; border: 1px solid var(--muted); border-radius: .6rem;
       padding: 0 .4rem; margin-left: .3rem; color: var(--muted); white-space: nowrap; }
.tag.ok { color: var(--ok); border-color: var(--ok); }
.tag.warn { color: var(--warn); border-color: var(--warn); }
.clock { display: flex; justify-content: space-between; align-items: baseline;
         background: var(--card); border-radius: .5rem; padding: .5rem .75rem; }
.clock b { font-size: 1.8rem; font-variant-numeric: tabular-nums; }
.clock.called b { color: var(--accent); }
.card { background: var(--card); border-radius: .5rem; padding: .75rem; margin: .75rem 0; }
.card p { margin: .3rem 0; }
form.report { display: grid; gap: .5rem; }
form.report label { display: grid; gap: .15rem; font-size: .9rem; }
form.report fieldset { border: 0; padding: 0; margin: 0; display: grid; gap: .25rem; }
form.report > *, form.report label > * { min-width: 0; }
form.report td { vertical-align: middle; }
form.report input[type=number] { width: 4.2rem; }
td.result { overflow-wrap: normal; }
.answer { font-size: 1.1rem; font-weight: 600; }
.answer.bad { color: var(--accent); }
footer { margin-top: 2rem; color: var(--muted); font-size: .8rem; }
#offline { display: none; color: var(--warn); font-size: .85rem; }
body.offline #offline { display: block; }
.scroll { overflow-x: auto; }
@media (max-width: 30rem) { .minor { display: none; } }
"""

JS = """
(function () {
  'use strict';
  var main = document.getElementById('main');
  var mark = document.body.dataset.mark;
  function filter() {
    var box = document.getElementById('find');
    if (!box) { return; }
    var q = box.value.trim().toLocaleLowerCase();
    document.querySelectorAll('[data-names]').forEach(function (row) {
      row.hidden = q !== '' && row.dataset.names.indexOf(q) < 0;
    });
  }
  document.addEventListener('input', function (e) {
    if (e.target && e.target.id === 'find') { filter(); }
  });
  var clock = null;
  function readClock() {
    var el = document.getElementById('clock');
    if (!el) { clock = null; return; }
    clock = { left: parseFloat(el.dataset.remaining), running: el.dataset.running === '1',
              started: el.dataset.started === '1', since: Date.now() };
  }
  function pad(n) { return (n < 10 ? '0' : '') + n; }
  function drawClock() {
    var el = document.getElementById('clock');
    if (!el || !clock || isNaN(clock.left)) { return; }
    var left = clock.left - (clock.running ? (Date.now() - clock.since) / 1000 : 0);
    var s = Math.abs(Math.round(left));
    var shown = (left < 0 ? '+' : '') + Math.floor(s / 60) + ':' + pad(s % 60);
    el.querySelector('b').textContent = shown;
    el.classList.toggle('called', clock.started && left <= 0);
    var note = el.querySelector('.state');
    if (note) {
      note.textContent = clock.started && left <= 0 ? el.dataset.called
        : (!clock.started ? el.dataset.notstarted : (clock.running ? '' : el.dataset.paused));
    }
  }
  function busy() {
    var a = document.activeElement;
    return a && a.form && a.form.classList.contains('report');
  }
  function refresh() {
    if (busy()) { setTimeout(refresh, 3000); return; }
    fetch(location.pathname, { headers: { 'X-Fragment': '1' }, cache: 'no-store' })
      .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status); })
      .then(function (html) { main.innerHTML = html; filter(); readClock(); drawClock(); })
      .catch(function () {});
  }
  function poll() {
    fetch('/state', { cache: 'no-store' })
      .then(function (r) { return r.json(); })
      .then(function (s) {
        document.body.classList.remove('offline');
        if (s.mark !== mark) { mark = s.mark; refresh(); }
        else if (s.clock && clock) {
          clock.left = s.clock.remaining; clock.running = s.clock.running;
          clock.started = s.clock.started; clock.since = Date.now();
        }
      })
      .catch(function () { document.body.classList.add('offline'); })
      .then(function () { setTimeout(poll, 4000 + Math.random() * 2000); });
  }
  // /#find=NAME opens the page filtered (a link or a QR code for one player)
  var box = document.getElementById('find');
  if (box && location.hash.indexOf('#find=') === 0) {
    try { box.value = decodeURIComponent(location.hash.slice(6)); } catch (err) {}
  }
  readClock(); drawClock(); filter();
  setInterval(drawClock, 1000);
  setTimeout(poll, 3000);
})();
"""


def e(value: object) -> str:
    """Escaped for HTML text and attribute values."""
    return escape(str(value), quote=True)


def name(value: str, href: str | None = None) -> str:
    """A name: escaped, isolated (``<bdi>``), optionally a link."""
    inner = f"<bdi>{e(value)}</bdi>"
    if href:
        return f"<a class='name' href='{e(href)}'>{inner}</a>"
    return f"<span class='name'>{inner}</span>"


def names_attr(*names: str) -> str:
    return e(" ".join(n.lower() for n in names))


def points(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def round_label(stage: str, number: int) -> str:
    return text("round.cut" if stage == "cut" else "round.swiss", number=number)


@dataclass(frozen=True)
class Frame:
    """What every page shows around its content."""

    event_name: str
    subtitle: str
    mark: str
    current: str  # which nav item is this page (pairings | standings | bracket | "")
    has_cut: bool


def page(frame: Frame, title: str, body: str) -> str:
    items = [("pairings", "/", "nav.pairings"), ("standings", "/standings", "nav.standings")]
    if frame.has_cut:
        items.append(("bracket", "/bracket", "nav.bracket"))
    nav = " ".join(
        f"<a href='{href}'{' aria-current=page' if key == frame.current else ''}>"
        f"{e(text(label))}</a>"
        for key, href, label in items
    )
    return "\n".join(
        [
            "<!DOCTYPE html>",
            "<html lang='en'><head><meta charset='utf-8'>",
            "<meta name='viewport' content='width=device-width, initial-scale=1'>",
            "<meta name='color-scheme' content='light dark'>",
            f"<title>{e(title)}</title>",
            "<link rel='stylesheet' href='/app.css'></head>",
            f"<body data-mark='{e(frame.mark)}'>",
            f"<header><h1><bdi>{e(frame.event_name)}</bdi></h1><p>{e(frame.subtitle)}</p></header>",
            f"<nav>{nav}</nav>",
            f"<p id='offline'>{e(text('offline'))}</p>",
            f"<main id='main'>{body}</main>",
            f"<footer>{e(text('footer'))}</footer>",
            "<script src='/app.js'></script></body></html>",
        ]
    )


def clock_html(clock: Any | None) -> str:
    if clock is None:
        return ""
    return (
        f"<div class='clock' id='clock' data-remaining='{clock.remaining_seconds:.1f}' "
        f"data-running='{int(clock.running)}' data-started='{int(clock.started)}' "
        f"data-called='{e(text('clock.time_called'))}' "
        f"data-paused='{e(text('clock.paused'))}' "
        f"data-notstarted='{e(text('clock.not_started'))}'>"
        f"<span>{e(text('clock.label'))} · {e(round_label(clock.stage, clock.round))} "
        f"<span class='state muted'></span></span><b>{_clock_text(clock)}</b></div>"
    )


def _clock_text(clock: Any) -> str:
    left = clock.remaining_seconds
    s = abs(round(left))
    return f"{'+' if left < 0 else ''}{s // 60}:{s % 60:02d}"


def pairings_body(round_info: Any | None, clock: Any | None) -> str:
    out = [clock_html(clock)]
    out.append(
        f"<p><input id='find' type='search' autocomplete='off' "
        f"placeholder='{e(text('find.placeholder'))}' aria-label='{e(text('find.label'))}'></p>"
    )
    if round_info is None:
        out.append(f"<p>{e(text('pairings.none'))}</p>")
        return "\n".join(out)
    label = round_label(round_info.stage, round_info.number)
    out.append(f"<h2>{e(text('pairings.title', round=label))}</h2>")
    out.append(
        "<div class='scroll'><table><thead><tr>"
        f"<th class='num'>{e(text('pairings.table'))}</th>"
        f"<th>{e(text('pairings.players'))}</th></tr></thead><tbody>"
    )
    vs = f" <span class='pts'>{e(text('pairings.vs'))}</span> "
    if round_info.format == "melee":
        for t in round_info.melee_tables:
            cells = vs.join(name(s.name, f"/p/{s.player}") for s in t.seats)
            done = f"<span class='tag ok'>{e(text('pairings.reported'))}</span>" if t.ending else ""
            out.append(
                f"<tr data-names='{names_attr(*(s.name for s in t.seats))}'>"
                f"<td class='table'>{t.table}</td><td>{cells}{done}</td></tr>"
            )
    else:
        for t in round_info.tables:
            cells = (
                name(t.name_a, f"/p/{t.player_a}") + vs + name(t.name_b or "", f"/p/{t.player_b}")
            )
            done = (
                f"<span class='tag ok'>{e(text('pairings.reported'))}</span>"
                if t.outcome is not None
                else ""
            )
            out.append(
                f"<tr data-names='{names_attr(t.name_a, t.name_b or '')}'>"
                f"<td class='table'>{t.table}</td><td>{cells}{done}</td></tr>"
            )
    for b in round_info.byes:
        out.append(
            f"<tr data-names='{names_attr(b.name_a)}'><td class='table'>"
            f"{e(text('pairings.bye'))}</td><td>{name(b.name_a, f'/p/{b.player_a}')}</td></tr>"
        )
    out.append("</tbody></table></div>")
    return "\n".join(out)


def standings_body(standings: Any | None) -> str:
    if standings is None:
        return f"<p>{e(text('pairings.none'))}</p>"
    out = []
    if standings.final:
        out.append(f"<h2>{e(text('standings.final'))}</h2><div class='scroll'><table><tbody>")
        for place in standings.final:
            out.append(
                f"<tr data-names='{names_attr(place.name)}'><td class='num'>{place.place}</td>"
                f"<td>{name(place.name, f'/p/{place.player}')}</td></tr>"
            )
        out.append("</tbody></table></div>")
    title = (
        text("standings.title", round=standings.round)
        if standings.round
        else text("standings.title_none")
    )
    out.append(f"<h2>{e(title)}</h2>")
    if standings.in_progress is not None:
        out.append(
            f"<p class='muted'>{e(text('standings.in_progress', round=standings.in_progress))}</p>"
        )
    melee = standings.format == "melee"
    heads = [text("standings.points")] + (
        [text("standings.power")] if melee else [text("standings.record"), text("standings.sos")]
    )
    out.append(
        "<div class='scroll'><table><thead><tr>"
        f"<th class='num'>{e(text('standings.rank'))}</th><th>{e(text('standings.player'))}</th>"
        + "".join(
            f"<th class='num{' minor' if i == 2 else ''}'>{e(h)}</th>" for i, h in enumerate(heads)
        )
        + "</tr></thead><tbody>"
    )
    rows: Iterable[Any] = standings.melee_rows if melee else standings.rows
    for row in rows:
        cells = [points(row.points)] + (
            [str(row.power)] if melee else [f"{row.wins}–{row.losses}", f"{row.sos:g}"]
        )
        tag = f"<span class='tag'>{e(text('standings.dropped'))}</span>" if row.dropped else ""
        out.append(
            f"<tr{' class=dropped' if row.dropped else ''} data-names='{names_attr(row.name)}'>"
            f"<td class='num'>{row.rank}</td><td>{name(row.name, f'/p/{row.player}')}{tag}</td>"
            + "".join(
                f"<td class='num{' minor' if i == 2 else ''}'>{e(c)}</td>"
                for i, c in enumerate(cells)
            )
            + "</tr>"
        )
    out.append("</tbody></table></div>")
    return "\n".join(out)


def bracket_body(cut: Any | None) -> str:
    if cut is None or not cut.rounds:
        return f"<p>{e(text('bracket.none'))}</p>"
    seeds = {player: seed for seed, player, _name in cut.seeds}
    out = [f"<h2>{e(text('bracket.title', size=cut.size))}</h2>"]
    for r in cut.rounds:
        out.append(f"<h2>{e(text('bracket.round', number=r.number))}</h2><div class='scroll'>")
        out.append("<table><tbody>")
        for t in r.tables:

            def side(pid: int | None, shown: str | None, won: bool) -> str:
                if pid is None:
                    return ""
                seed = (
                    f" <span class='pts'>{e(text('bracket.seed', seed=seeds.get(pid, '?')))}</span>"
                )
                mark = " ✓" if won else ""
                return name(shown or "", f"/p/{pid}") + seed + mark

            out.append(
                f"<tr data-names='{names_attr(t.name_a, t.name_b or '')}'>"
                f"<td class='table'>{t.table}</td><td>"
                + side(t.player_a, t.name_a, t.winner == t.player_a)
                + "<br>"
                + side(t.player_b, t.name_b, t.winner is not None and t.winner == t.player_b)
                + "</td></tr>"
            )
        out.append("</tbody></table></div>")
    return "\n".join(out)


@dataclass(frozen=True)
class PlayerView:
    player_id: int
    name: str
    dropped: bool
    seat: Any | None  # TableInfo of the current round, or None
    round_label: str | None
    history: Sequence[Any]
    deck: str | None  # legal | illegal | missing | None
    asked: Sequence[str]  # open requests: result, drop
    self_report: bool
    can_report: bool  # a real table without a result yet
    melee: Any | None = None  # MeleeTableInfo of the current round for a melee seat


def player_body(view: PlayerView, clock: Any | None) -> str:
    out = [clock_html(clock), f"<h2>{name(view.name)}</h2>", "<div class='card'>"]
    seat = view.seat
    opponent_id: int | None = None
    if view.dropped:
        out.append(f"<p>{e(text('player.dropped'))}</p>")
    table = view.melee
    if table is not None:
        return _melee_player_body(view, table, out)
    if seat is None:
        out.append(f"<p>{e(text('player.now_none'))}</p>")
    elif seat.player_b is None:
        out.append(f"<p>{e(text('player.now_bye', round=view.round_label))}</p>")
    else:
        opponent_id = seat.player_b if seat.player_a == view.player_id else seat.player_a
        opponent = seat.name_b if seat.player_a == view.player_id else seat.name_a
        sentence = e(text("player.now", round=view.round_label, table="\x00T", opponent="\x00O"))
        sentence = sentence.replace("\x00T", f"<b>{seat.table}</b>").replace(
            "\x00O", name(opponent or "", f"/p/{opponent_id}")
        )
        out.append(f"<p>{sentence}</p>")
    _deck_and_asked(view, out)
    if seat is not None and seat.player_b is not None and opponent_id is not None:
        if not view.self_report:
            out.append(f"<p class='muted'>{e(text('report.off'))}</p>")
        elif view.can_report:
            out.append(_report_form(seat.table, view.player_id, opponent_id))
    _history(view, out)
    if view.self_report and seat is not None and seat.player_b is not None and not view.dropped:
        out.append(_drop_form(seat.table))
    return "\n".join(out)


def _deck_and_asked(view: PlayerView, out: list[str]) -> None:
    deck_key = f"player.deck.{view.deck}" if view.deck else "player.deck.unknown"
    deck_class = {"legal": " ok", "illegal": " warn"}.get(view.deck or "", "")
    out.append(
        f"<p>{e(text('player.deck'))}: <span class='tag{deck_class}'>{e(text(deck_key))}</span></p>"
    )
    for kind in view.asked:
        out.append(f"<p class='muted'>{e(text('player.asked.' + kind))}</p>")
    out.append("</div>")


def _melee_player_body(view: PlayerView, table: Any, out: list[str]) -> str:
    """A melee seat: the table and everyone at it, the whole table's report form."""
    others = [x for x in table.seats if x.player != view.player_id]
    sentence = e(text("player.now_melee", round=view.round_label, table="\x00T", players="\x00P"))
    listed = ", ".join(name(x.name, f"/p/{x.player}") for x in others)
    sentence = sentence.replace("\x00T", f"<b>{table.table}</b>").replace("\x00P", listed)
    out.append(f"<p>{sentence}</p>")
    _deck_and_asked(view, out)
    if not view.self_report:
        out.append(f"<p class='muted'>{e(text('report.off'))}</p>")
    elif view.can_report:
        out.append(_melee_report_form(table))
    _history(view, out)
    if view.self_report and not view.dropped:
        out.append(_drop_form(table.table))
    return "\n".join(out)


def _melee_report_form(table: Any) -> str:
    count = len(table.seats)
    rows = []
    for x in table.seats:
        places = "".join(f"<option value='{n}'>{n}</option>" for n in range(1, count + 1))
        rows.append(
            f"<tr><td>{name(x.name)}</td>"
            f"<td><select name='place_{x.player}' required "
            f"aria-label='{e(text('report.place'))}'><option value=''>–</option>{places}"
            "</select></td>"
            f"<td><input name='power_{x.player}' type='number' min='0' max='99' required "
            f"inputmode='numeric' aria-label='{e(text('report.power'))}'></td>"
            f"<td><input name='out_{x.player}' type='checkbox' value='1' "
            f"aria-label='{e(text('report.eliminated'))}'></td></tr>"
        )
    endings = "".join(
        f"<option value='{k}'>{e(text('ending.' + k))}</option>" for k in ("won", "time")
    )
    return (
        f"<div class='card'><h2>{e(text('report.title'))}</h2>"
        f"<p class='muted'>{e(text('report.melee_help'))}</p>"
        "<form class='report' method='post' action='/report'>"
        + _code_inputs(table.table)
        + "<div class='scroll'><table><thead><tr>"
        f"<th>{e(text('report.player'))}</th><th>{e(text('report.place'))}</th>"
        f"<th>{e(text('report.power'))}</th><th>{e(text('report.eliminated'))}</th>"
        "</tr></thead><tbody>" + "".join(rows) + "</tbody></table></div>"
        f"<label>{e(text('report.ending'))}<select name='ending'>{endings}</select></label>"
        f"<button type='submit'>{e(text('report.send'))}</button></form></div>"
    )


def _history(view: PlayerView, out: list[str]) -> None:
    out.append(f"<h2>{e(text('player.history'))}</h2>")
    if not view.history:
        out.append(f"<p class='muted'>{e(text('player.history_none'))}</p>")
    else:
        out.append(
            "<table><thead><tr>"
            f"<th>{e(text('history.round'))}</th><th class='num'>{e(text('history.table'))}</th>"
            f"<th>{e(text('history.opponent'))}</th><th>{e(text('history.result'))}</th>"
            "</tr></thead><tbody>"
        )
        for line in view.history:
            opp = name(line.opponent) if line.opponent else "—"
            table = str(line.table) if line.table else "—"
            shown = text("result." + line.result, place=line.place, power=line.power)
            out.append(
                f"<tr><td>{e(_short_round(line.stage, line.round))}</td>"
                f"<td class='num'>{table}</td>"
                f"<td>{opp}</td><td class='result'>{e(shown)}</td></tr>"
            )
        out.append("</tbody></table>")


def _short_round(stage: str, number: int) -> str:
    return text("history.cut", number=number) if stage == "cut" else str(number)


def _code_inputs(table: int) -> str:
    return (
        f"<input type='hidden' name='table' value='{table}'>"
        f"<label>{e(text('report.code'))}<input name='code' required maxlength='12' "
        "autocomplete='off' autocapitalize='characters' spellcheck='false' "
        "inputmode='text' pattern='[A-Za-z0-9 \\-]{4,12}'></label>"
    )


def _report_form(table: int, me: int, opponent: int) -> str:
    outcomes = "".join(
        f"<option value='{o}'>{e(text('outcome.' + o))}</option>"
        for o in ("win", "modified_win", "concession", "decked")
    )
    return (
        f"<div class='card'><h2>{e(text('report.title'))}</h2>"
        f"<p class='muted'>{e(text('report.help'))}</p>"
        "<form class='report' method='post' action='/report'>"
        + _code_inputs(table)
        + f"<fieldset><legend>{e(text('report.winner'))}</legend>"
        f"<label><span><input type='radio' name='winner' value='{me}' required> "
        f"{e(text('report.me'))}</span></label>"
        f"<label><span><input type='radio' name='winner' value='{opponent}'> "
        f"{e(text('report.opponent'))}</span></label>"
        "<label><span><input type='radio' name='winner' value='none'> "
        f"{e(text('report.double_loss'))}</span></label></fieldset>"
        f"<label>{e(text('report.how'))}<select name='outcome'>{outcomes}</select></label>"
        f"<button type='submit'>{e(text('report.send'))}</button></form></div>"
    )


def _drop_form(table: int) -> str:
    return (
        f"<div class='card'><h2>{e(text('drop.title'))}</h2>"
        f"<p class='muted'>{e(text('drop.help'))}</p>"
        "<form class='report' method='post' action='/drop'>"
        + _code_inputs(table)
        + f"<button type='submit'>{e(text('drop.send'))}</button></form></div>"
    )


def answer_body(key: str, good: bool, back: str, **values: object) -> str:
    return (
        f"<div class='card'><p class='answer{'' if good else ' bad'}'>"
        f"{e(text('answer.' + key, **values))}</p>"
        f"<p><a href='{e(back)}'>{e(text('answer.back'))}</a></p></div>"
    )
