"""``organiser standby start|stop|status|run``: the process that keeps Maester loaded so
that commands start at once (organiser/standby.py, docs/cli.md)."""

from __future__ import annotations

import argparse
import time
from typing import Any

from organiser.cli.reply import Context, Reply
from organiser.core.errors import UserError

ABSENT = "No standby is running; the next command starts one (unless MAESTER_STANDBY=off)."


def _socket(create: bool = True) -> str:
    from organiser import standby

    if not standby.enabled():
        raise UserError(
            "The standby is not available here: it needs fork and descriptor passing "
            "(Linux, macOS), and MAESTER_STANDBY must not be 'off'."
        )
    path = standby.socket_path(create)
    if path is None:
        raise UserError(
            "The standby's folder cannot be used safely (it must belong to you and be closed "
            "to others): check $XDG_RUNTIME_DIR/maester or the temporary folder's maester-UID."
        )
    return path


def _status_of(answer: str | None) -> dict[str, Any]:
    if answer is None:
        return {"running": False}
    data: dict[str, Any] = {"running": True}
    for line in answer.splitlines():
        key, _, value = line.partition(" ")
        data[key] = int(value) if value.isdigit() else value
    return data


def _status(_args: argparse.Namespace, _ctx: Context) -> Reply:
    from organiser import standby

    path = _socket(create=False) if standby.enabled() else None
    data = _status_of(standby.ask("status", path))
    data["socket"] = path
    if not data["running"]:
        return Reply(data, ABSENT)
    text = (
        f"The standby is running (pid {data['pid']}, since {data.get('since', '?')}): "
        f"{data.get('commands', 0)} command(s) run; it stops after "
        f"{data.get('idle_minutes', '?')} minutes unused."
    )
    if data.get("stale") == "yes":
        text += " Maester was installed anew since it started: it stops at the next command."
    return Reply(data, text)


def _start(args: argparse.Namespace, _ctx: Context) -> Reply:
    from organiser import standby

    path = _socket()
    before = _status_of(standby.ask("status", path))
    if before["running"]:
        return Reply(
            {**before, "socket": path}, f"The standby is already running (pid {before['pid']})."
        )
    standby.start_in_background(path, args.idle)
    deadline = time.monotonic() + args.wait
    while time.monotonic() < deadline:
        now = _status_of(standby.ask("status", path))
        if now["running"]:
            return Reply(
                {**now, "socket": path},
                f"The standby is running (pid {now['pid']}); commands start at once.",
            )
        time.sleep(0.1)
    raise UserError(
        f"The standby did not answer within {args.wait:g} s; commands run on their own. "
        "Try `organiser standby run` to see what stops it."
    )


def _stop(_args: argparse.Namespace, _ctx: Context) -> Reply:
    from organiser import standby

    answer = standby.ask("stop", _socket(create=False))
    if answer is None:
        return Reply({"running": False, "stopped": False}, ABSENT.split(";")[0] + ".")
    return Reply(
        {"running": False, "stopped": True},
        f"The standby has stopped ({answer.removeprefix('stopped ')}).",
    )


def _run(args: argparse.Namespace, _ctx: Context) -> Reply:
    from organiser import standby

    why = standby.serve_standby(_socket(), args.idle, args.after)
    texts = {
        "running": "Another standby is running already.",
        "idle": "The standby stopped: it was not used for a while.",
        "stopped": "The standby stopped (organiser standby stop).",
        "stale": "The standby stopped: Maester was installed anew.",
        "terminated": "The standby stopped (terminated).",
        "interrupted": "The standby stopped (interrupted).",
    }
    return Reply({"stopped": why}, texts.get(why, why))


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "standby",
        help="keep Maester loaded so that commands start at once (POSIX)",
        description=(
            "The standby keeps Maester loaded in a process of yours; each command hands it "
            "its command line and terminal and runs in a copy of it, at once. The first "
            "command that finds none starts one; it stops after a time unused, or when "
            "Maester is installed anew. MAESTER_STANDBY=off switches it off."
        ),
    )
    cmds = p.add_subparsers(dest="action", metavar="ACTION", required=True)
    s = cmds.add_parser("status", parents=[common], help="whether a standby runs, and since when")
    s.set_defaults(handler=_status)
    idle = "minutes unused before it stops (default: $MAESTER_STANDBY_IDLE, or 30)"
    s = cmds.add_parser("start", parents=[common], help="start the standby (if none runs)")
    s.add_argument("--idle", type=float, default=None, help=idle)
    s.add_argument("--wait", type=float, default=15.0, help="seconds to wait for it to answer")
    s.set_defaults(handler=_start)
    s = cmds.add_parser("stop", parents=[common], help="stop the standby")
    s.set_defaults(handler=_stop)
    s = cmds.add_parser(
        "run", parents=[common], help="run the standby in this process (for service managers)"
    )
    s.add_argument("--idle", type=float, default=None, help=idle)
    s.add_argument("--after", type=int, default=None, help="load once this process has ended")
    s.set_defaults(handler=_run)
