"""Export an event: the whole event as JSON, or one table (standings, players, results) as CSV."""

from __future__ import annotations

from typing import Any

from organiser.core.errors import M_, UserError
from organiser.core.model import Stage
from organiser.core.text import csv_text
from organiser.services import judging, melee
from organiser.services._support import (
    display_names,
    event_info,
    load_event,
    player_info,
    player_rows,
    round_info,
    rounds_of,
)
from organiser.services.audit import list_audit
from organiser.services.dto import StandingsInfo
from organiser.services.standings import cut_seed_ids, final_places, swiss_rows
from organiser.store.db import Store

EXPORT_FORMAT = "maester-event"
EXPORT_VERSION = 1
CSV_TABLES = ("standings", "players", "results", "final")


def export_event(
    store: Store, event_id: int | None = None, *, audit: bool = True, judge_log: bool = True
) -> dict[str, Any]:
    """The whole event as one JSON-ready dictionary (one read transaction); with
    ``judge_log`` its judge's log too (calls, rulings, penalties)."""
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        rows = player_rows(s, event.id)
        names = display_names(rows)
        if event.format == "melee":
            mrows, played, _ = melee.standing_rows(s, event)
            final = melee.final_places(s, event, mrows, names)
            standings = StandingsInfo(
                event.id, played, (), tuple(final), format="melee", melee_rows=tuple(mrows)
            )
        else:
            standing_rows, played, _ = swiss_rows(s, event)
            final = final_places(s, event, standing_rows, names)
            standings = StandingsInfo(event.id, played, tuple(standing_rows), tuple(final))
        rounds = rounds_of(s, event.id, Stage.SWISS) + rounds_of(s, event.id, Stage.CUT)
        seeds = cut_seed_ids(s, event.id)
        data: dict[str, Any] = {
            "format": EXPORT_FORMAT,
            "version": EXPORT_VERSION,
            "event": event_info(s, event).to_json(),
            "players": [player_info(p, names[p.id or 0]).to_json() for p in rows],
            "rounds": [round_info(s, r, names).to_json() for r in rounds],
            "standings": standings.to_json()["standings"],
            "cut": {"seeds": seeds} if seeds else None,
            "final": [f.to_json() for f in final],
        }
    if judge_log:
        data["judge_log"] = judging.judge_log(store, event.id).to_json()
    if audit:
        data["audit"] = [e.to_json() for e in list_audit(store, event.id)]
    return data


def export_csv(store: Store, event_id: int | None = None, *, table: str = "standings") -> str:
    """One table of the event as CSV text (UTF-8 when written; a header row first).

    Text cells that a spreadsheet would take for a formula are written as text
    (``organiser/core/text.py``: a name like ``=HYPERLINK(…)`` gets a leading apostrophe)."""
    if table not in CSV_TABLES:
        raise UserError(
            M_(
                "unknown table {table} (choose one of: {value})",
                table=repr(table),
                value=", ".join(CSV_TABLES),
            )
        )
    data = export_event(store, event_id, audit=False, judge_log=False)
    header, rows = _table_rows(data, table)
    return csv_text(header, rows)


def _table_rows(data: dict[str, Any], table: str) -> tuple[list[str], list[list[Any]]]:
    melee = data["event"]["format"] == "melee"
    rows: list[list[Any]] = []
    if melee and table == "standings":
        cols = ["rank", "player", "name", "points", "sos", "power", "wins", "tables", "byes"]
        return [*cols, "dropped"], [
            [row[c] for c in (*cols, "dropped")] for row in data["standings"]
        ]
    if melee and table == "results":
        for r in data["rounds"]:
            for t in r["tables"]:
                rows.extend(
                    [
                        t["stage"],
                        t["round"],
                        t["table"],
                        seat["player"],
                        seat["place"],
                        seat["power"],
                        seat["eliminated"],
                        t["ending"],
                    ]
                    for seat in t["seats"]
                )
            rows.extend(
                [r["stage"], r["round"], 0, bye, None, None, False, "bye"] for bye in r["byes"]
            )
        header = ["stage", "round", "table", "player", "place", "power", "eliminated", "ending"]
        return header, rows
    if table == "standings":
        cols = ["rank", "player", "name", "points", "sos", "esos", "wins", "losses", "byes"]
        cols.append("dropped")
        return cols, [[row[c] for c in cols] for row in data["standings"]]
    if table == "players":
        cols = [
            "player",
            "name",
            "affiliation",
            "external_id",
            "email",
            "checked_in",
            "dropped",
            "dropped_after_round",
            "disqualified",
            "fixed_table",
        ]
        return cols, [[p[c] for c in cols] for p in data["players"]]
    if table == "results":
        for r in data["rounds"]:
            rows.extend(
                [
                    t["stage"],
                    t["round"],
                    t["table"],
                    t["player_a"],
                    t["player_b"],
                    t["winner"],
                    t["outcome"],
                    t["tiebreak"],
                ]
                for t in r["results"]
            )
        header = ["stage", "round", "table", "player_a", "player_b", "winner", "outcome"]
        return [*header, "tiebreak"], rows
    return ["place", "player", "name"], [
        [f["place"], f["player"], f["name"]] for f in data["final"]
    ]
