"""Export an event: the whole event as JSON, or one table (standings, players, results) as CSV."""

from __future__ import annotations

import csv
import io
from typing import Any

from organiser.core.errors import UserError
from organiser.core.model import Stage
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
    store: Store, event_id: int | None = None, *, audit: bool = True
) -> dict[str, Any]:
    """The whole event as one JSON-ready dictionary (one read transaction)."""
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        rows = player_rows(s, event.id)
        names = display_names(rows)
        if event.format == "melee":
            from organiser.services import melee

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
    if audit:
        data["audit"] = [e.to_json() for e in list_audit(store, event.id)]
    return data


def export_csv(store: Store, event_id: int | None = None, *, table: str = "standings") -> str:
    """One table of the event as CSV text (UTF-8 when written; a header row first)."""
    if table not in CSV_TABLES:
        raise UserError(f"unknown table {table!r} (choose one of: {', '.join(CSV_TABLES)})")
    data = export_event(store, event_id, audit=False)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    melee = data["event"]["format"] == "melee"
    if melee and table == "standings":
        cols = ["rank", "player", "name", "points", "sos", "power", "wins", "tables", "byes"]
        writer.writerow([*cols, "dropped"])
        for row in data["standings"]:
            writer.writerow([row[c] for c in (*cols, "dropped")])
    elif melee and table == "results":
        writer.writerow(
            ["stage", "round", "table", "player", "place", "power", "eliminated", "ending"]
        )
        for r in data["rounds"]:
            for t in r["tables"]:
                for seat in t["seats"]:
                    writer.writerow(
                        [
                            t["stage"],
                            t["round"],
                            t["table"],
                            seat["player"],
                            "" if seat["place"] is None else seat["place"],
                            "" if seat["power"] is None else seat["power"],
                            seat["eliminated"],
                            t["ending"] or "",
                        ]
                    )
            for bye in r["byes"]:
                writer.writerow([r["stage"], r["round"], 0, bye, "", "", False, "bye"])
    elif table == "standings":
        cols = [
            "rank",
            "player",
            "name",
            "points",
            "sos",
            "esos",
            "wins",
            "losses",
            "byes",
            "dropped",
        ]
        writer.writerow(cols)
        for row in data["standings"]:
            writer.writerow([row[c] for c in cols])
    elif table == "players":
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
        writer.writerow(cols)
        for p in data["players"]:
            writer.writerow(["" if p[c] is None else p[c] for c in cols])
    elif table == "results":
        writer.writerow(
            ["stage", "round", "table", "player_a", "player_b", "winner", "outcome", "tiebreak"]
        )
        for r in data["rounds"]:
            for t in r["results"]:
                writer.writerow(
                    [
                        t["stage"],
                        t["round"],
                        t["table"],
                        t["player_a"],
                        "" if t["player_b"] is None else t["player_b"],
                        "" if t["winner"] is None else t["winner"],
                        t["outcome"] or "",
                        t["tiebreak"] or "",
                    ]
                )
    else:
        writer.writerow(["place", "player", "name"])
        for f in data["final"]:
            writer.writerow([f["place"], f["player"], f["name"]])
    return out.getvalue()
