"""``organiser server check URL``: what is wrong with a connection to a PostgreSQL server,
or with the server's setup for scorekeeping stations (docs/stations.md)."""

from __future__ import annotations

import argparse
from typing import Any

from organiser.cli.common import command, subcommands
from organiser.cli.reply import Context, Reply

MARK = {"ok": "ok     ", "note": "note   ", "warning": "warning", "problem": "PROBLEM"}


def _check(args: argparse.Namespace, _ctx: Context) -> Reply:
    from organiser.services.server import check_server

    found = check_server(args.url)
    lines = [f"{MARK[f.level]}  {f.text}" for f in found.findings]
    if found.ok and found.local_only:
        lines.append(
            "Only this computer can use the server: other stations cannot connect until the "
            "warnings above are fixed (docs/stations.md)."
        )
    elif found.ok:
        lines.append(
            f"The server is ready for scorekeeping stations ({found.stations} connected now)."
        )
    else:
        lines.append("Stations cannot use this server until the problem above is fixed.")
    return Reply(found.to_json(), "\n".join(lines), exit_code=0 if found.ok else 1)


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    inner = subcommands(sub, "server", "check a PostgreSQL server for several stations", common)
    p = command(
        inner,
        "check",
        "say what is wrong with a connection to a server or with its setup",
        common,
        _check,
    )
    p.add_argument("url", help="postgresql://USER:PASSWORD@HOST:PORT/DATABASE")
