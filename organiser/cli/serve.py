"""``organiser serve``: the event on the players' phones; ``organiser phones ...``: the
organiser's side of it (the queue of reports, the switch, the codes of a round)."""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from typing import Any

from organiser.cli.common import add_reason, command, database, subcommands
from organiser.cli.reply import Context, Reply
from organiser.services import phones


def _serve(args: argparse.Namespace, ctx: Context) -> Reply:
    from organiser.web.server import serve_forever

    def started(url: str) -> None:
        if ctx.json:
            print(json.dumps({"serving": url}), flush=True)
        else:
            print(f"serving the event on {url} (Ctrl+C stops)", flush=True)

    with database(ctx) as db, contextlib.suppress(KeyboardInterrupt):
        serve_forever(db, ctx.event, args.host, args.port, on_start=started)
    if not ctx.json:
        print("stopped", file=sys.stderr)
    return Reply({"stopped": True}, "")


def _queue(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        items = phones.queue(db, ctx.event)
    data = {"queue": [dict(i.__dict__) for i in items]}
    lines = [f"{i.id:>4}  {i.status:<9} {i.describe()}" for i in items] or ["nothing waiting"]
    return Reply(data, "\n".join(lines))


def _decide(confirming: bool) -> Any:
    def handler(args: argparse.Namespace, ctx: Context) -> Reply:
        with database(ctx) as db:
            if confirming:
                phones.confirm(db, ctx.event, args.report, reason=args.reason)
            else:
                phones.reject(db, ctx.event, args.report, reason=args.reason)
        verb = "confirmed" if confirming else "rejected"
        return Reply({"report": args.report, "status": verb}, f"report {args.report} {verb}")

    return handler


def _switch(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        info = phones.set_self_report(db, ctx.event, args.state == "on", reason=args.reason)
    state = "on" if info.self_report else "off"
    return Reply(
        {"event": info.event_id, "self_report": info.self_report},
        f"reporting from phones is {state}",
    )


def _codes(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        codes = phones.table_codes(db, ctx.event, round=args.round)
    return Reply(
        {"codes": {str(k): v for k, v in codes.items()}},
        "\n".join(f"player {pid:>5}  {code}" for pid, code in sorted(codes.items())),
    )


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    p = command(
        sub,
        "serve",
        "serve the event to the players' phones on the local network",
        common,
        _serve,
    )
    p.add_argument(
        "--host",
        default="127.0.0.1",
        help="the address to listen on: this computer's address on the venue network "
        "(default 127.0.0.1: this computer only)",
    )
    p.add_argument("--port", type=int, default=8080, help="the port (default 8080; 0: any)")
    inner = subcommands(
        sub, "phones", "results and drops reported from phones: the queue, the switch", common
    )
    command(inner, "queue", "reports waiting for the organiser", common, _queue)
    for verb, confirming, text in (
        ("confirm", True, "accept a report: enter its result, or drop the player"),
        ("reject", False, "turn a report down"),
    ):
        q = command(inner, verb, text, common, _decide(confirming))
        q.add_argument("report", type=int, help="the report's number (from phones queue)")
        add_reason(q)
    s = command(
        inner, "self-report", "let players report from phones (on) or not (off)", common, _switch
    )
    s.add_argument("state", choices=["on", "off"])
    add_reason(s)
    c = command(
        inner, "codes", "the table codes of a round (for slips written by hand)", common, _codes
    )
    c.add_argument("--round", type=int, help="round number (default: the latest round)")
