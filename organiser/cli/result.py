"""``organiser result set|correct|list``: game results."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from organiser.cli.common import (
    add_reason,
    add_result_options,
    command,
    database,
    describe_result,
    outcome_of,
    round_text,
    subcommands,
)
from organiser.cli.reply import Context, Reply
from organiser.core.errors import UserError
from organiser.services import results
from organiser.services.dto import MeleeTableInfo, TableInfo


def _table_reply(t: TableInfo, verb: str) -> Reply:
    data = {
        "stage": t.stage,
        "round": t.round,
        "table": t.table,
        "players": [t.player_a, t.player_b],
        "winner": t.winner,
        "outcome": t.outcome,
        "tiebreak": t.tiebreak,
    }
    return Reply(data, f"{verb}: round {t.round} table {t.table}: {describe_result(t)}")


def _pairs(items: Sequence[str] | None, what: str) -> dict[int, int]:
    """``["12=1", "7=2"]`` → {12: 1, 7: 2}; a clear message for anything else."""
    out: dict[int, int] = {}
    for item in items or ():
        left, eq, right = item.partition("=")
        try:
            if not eq:
                raise ValueError
            player, value = int(left), int(right)
        except ValueError:
            raise UserError(
                f"--{what} is given as PLAYER_ID={what.upper()}, e.g. --{what} 12=1 (got {item!r})"
            ) from None
        if player in out:
            raise UserError(f"player {player} has two --{what} values", player=player)
        out[player] = value
    return out


def melee_table_reply(t: MeleeTableInfo, verb: str) -> Reply:
    line = ", ".join(
        f"{seat.place}. {seat.name} ({seat.power} power{', eliminated' if seat.eliminated else ''})"
        for seat in sorted(t.seats, key=lambda x: (x.place or 0, x.seat))
    )
    if not t.reported:
        line = "no result"
    return Reply(t.to_json(), f"{verb}: round {t.round} table {t.table}: {line}")


def _set_melee(args: argparse.Namespace, ctx: Context, *, correction: bool) -> Reply:
    if args.winner is not None or outcome_of(args) is not None:
        raise UserError("a melee table takes --place and --power for each player, not a winner")
    with database(ctx) as db:
        t = results.record_melee_result(
            db,
            ctx.event,
            table=args.table,
            places=_pairs(args.place, "place"),
            powers=_pairs(args.power, "power"),
            ending="time" if args.time_called else "won",
            eliminated=args.eliminated or (),
            round=args.round,
            stage="cut" if args.cut else None,
            correction=correction,
            reason=getattr(args, "reason", None),
        )
    return melee_table_reply(t, "corrected" if correction else "recorded")


def _set(args: argparse.Namespace, ctx: Context, *, correction: bool) -> Reply:
    if args.place or args.power or args.eliminated or args.time_called:
        return _set_melee(args, ctx, correction=correction)
    with database(ctx) as db:
        t = results.record_result(
            db,
            ctx.event,
            table=args.table,
            winner=args.winner,
            outcome=outcome_of(args),
            tiebreak=args.tiebreak,
            round=args.round,
            stage="cut" if args.cut else None,
            correction=correction,
            reason=getattr(args, "reason", None),
        )
    return _table_reply(t, "corrected" if correction else "recorded")


def _list(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        info = results.list_results(
            db, ctx.event, round=args.round, stage="cut" if args.cut else None
        )
    return Reply(info.to_json, lambda: round_text(info))


def _clear(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        t = results.clear_result(
            db,
            ctx.event,
            table=args.table,
            round=args.round,
            stage="cut" if args.cut else None,
            reason=args.reason,
        )
    if isinstance(t, MeleeTableInfo):
        reply = melee_table_reply(t, "withdrawn")
    else:
        reply = _table_reply(t, "withdrawn")
    return Reply({**reply.json_data(), "cleared": True}, reply.text)


def _melee_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--place",
        action="append",
        metavar="ID=PLACE",
        help="melee: a player's finishing place (repeat for each player at the table)",
    )
    parser.add_argument(
        "--power",
        action="append",
        metavar="ID=POWER",
        help="melee: a player's power at the end (repeat for each player)",
    )
    parser.add_argument(
        "--eliminated",
        action="append",
        type=int,
        metavar="ID",
        help="melee: a player who left the game before its end (conceded, decked)",
    )
    parser.add_argument(
        "--time-called",
        action="store_true",
        help="melee: time was called (default: the game was won)",
    )


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    inner = subcommands(sub, "result", "enter, correct and list results", common)
    p = command(
        inner, "set", "enter a table's result", common, lambda a, c: _set(a, c, correction=False)
    )
    add_result_options(p)
    _melee_options(p)
    add_reason(p)
    p = command(
        inner,
        "correct",
        "correct a recorded result (audited)",
        common,
        lambda a, c: _set(a, c, correction=True),
    )
    add_result_options(p)
    _melee_options(p)
    add_reason(p)
    p = command(
        inner,
        "clear",
        "withdraw a table's result entered by mistake (audited; not once the next round is paired)",
        common,
        _clear,
    )
    p.add_argument("--table", type=int, required=True, help="table number")
    p.add_argument("--round", type=int, help="round number (default: the latest)")
    p.add_argument("--cut", action="store_true", help="a round of the cut")
    add_reason(p)
    p = command(inner, "list", "a round's results", common, _list)
    p.add_argument("--round", type=int, help="round number (default: the latest)")
    p.add_argument("--cut", action="store_true", help="an elimination round of the cut")
