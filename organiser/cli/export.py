"""``organiser export``: the event as JSON (everything) or CSV (one table)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from organiser.cli.common import command, database
from organiser.cli.reply import Context, Reply
from organiser.core.errors import UserError
from organiser.services import export


def _export(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        if args.format == "json":
            data = export.export_event(db, ctx.event)
            body = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
        else:
            data = None
            body = export.export_csv(db, ctx.event, table=args.table)
    if args.output is None:
        if args.format == "json" and data is not None:
            return Reply(data, body.rstrip("\n"))
        return Reply({"format": "csv", "table": args.table, "csv": body}, body.rstrip("\n"))
    target = Path(args.output)
    try:
        target.write_text(body, encoding="utf-8", newline="")
    except OSError as exc:
        raise UserError(f"cannot write {target}: {exc.strerror or exc}") from None
    return Reply(
        {"written": str(target), "format": args.format, "bytes": len(body.encode("utf-8"))},
        f"wrote {target}",
    )


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    p = command(sub, "export", "export the event as JSON or CSV", common, _export)
    p.add_argument("--format", choices=["json", "csv"], default="json", help="default json")
    p.add_argument(
        "--table",
        choices=list(export.CSV_TABLES),
        default="standings",
        help="which table for CSV (default standings)",
    )
    p.add_argument("--output", "-o", help="file to write (default: print)")
