"""``organiser audit``: the log of every change to the event."""

from __future__ import annotations

import argparse
import json
from typing import Any

from organiser.cli.common import command, database, text_table
from organiser.cli.reply import Context, Reply
from organiser.services import audit


def _audit(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        found = audit.list_audit(
            db, ctx.event, action=args.action, limit=args.limit, all_events=args.all
        )
    rows = [
        [
            e.id,
            e.at,
            e.action,
            e.station or "",
            json.dumps(e.detail, ensure_ascii=False)[:90],
            e.reason or "",
        ]
        for e in found
    ]
    text = (
        text_table(["#", "time (UTC)", "action", "station", "detail", "reason"], rows)
        if rows
        else "no entries"
    )
    return Reply({"audit": [e.to_json() for e in found]}, text)


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    p = command(
        sub, "audit", "list the audit log (every change, with time and reason)", common, _audit
    )
    p.add_argument("--action", help="only this action (e.g. result_corrected)")
    p.add_argument("--limit", type=int, help="only the last N entries")
    p.add_argument("--all", action="store_true", help="every event of the file")
