"""``organiser clock show|start|pause|resume|extend|reset``: the current round's clock."""

from __future__ import annotations

import argparse
from typing import Any

from organiser.cli.common import add_reason, command, database, subcommands
from organiser.cli.reply import Context, Reply
from organiser.services import clock
from organiser.services.clock import ClockInfo


def _left(seconds: float) -> str:
    sign = "+" if seconds < 0 else ""
    total = int(abs(seconds)) if seconds < 0 else int(seconds + 0.999)
    minutes, secs = divmod(total, 60)
    return f"{sign}{minutes}:{secs:02d}"


def clock_text(c: ClockInfo) -> str:
    label = "Round" if c.stage == "swiss" else "Cut round"
    state = "running" if c.running else "paused" if c.started else "not started"
    if c.time_called:
        state += ", time called"
    return f"{label} {c.round}: {_left(c.remaining_seconds)} left ({state})"


def _run(action: str) -> Any:
    def handler(args: argparse.Namespace, ctx: Context) -> Reply:
        with database(ctx) as db:
            if action == "show":
                info = clock.get_clock(db, ctx.event)
            elif action == "extend":
                seconds = (args.minutes or 0) * 60 + (args.seconds or 0)
                info = clock.extend_clock(db, ctx.event, seconds=seconds, reason=args.reason)
            else:
                change = {
                    "start": clock.start_clock,
                    "pause": clock.pause_clock,
                    "resume": clock.resume_clock,
                    "reset": clock.reset_clock,
                }[action]
                info = change(db, ctx.event, reason=args.reason)
        return Reply(info.to_json(), clock_text(info))

    return handler


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    inner = subcommands(sub, "clock", "the current round's clock", common)
    command(inner, "show", "time left in the current round", common, _run("show"))
    for action, text in (
        ("start", "start the clock (from the time it has left)"),
        ("pause", "pause the clock"),
        ("resume", "resume a paused clock"),
        ("reset", "stop the clock and give back the full round length"),
    ):
        add_reason(command(inner, action, text, common, _run(action)))
    p = command(inner, "extend", "add time (negative: take time away)", common, _run("extend"))
    p.add_argument("--minutes", type=float, help="minutes to add")
    p.add_argument("--seconds", type=float, help="seconds to add")
    add_reason(p)
