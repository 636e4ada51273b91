"""``organiser round pair|show|list|swap|repair|delete``: Swiss rounds."""

from __future__ import annotations

import argparse
from typing import Any

from organiser.cli.common import add_reason, command, database, round_text, subcommands
from organiser.cli.reply import Context, Reply
from organiser.core.collector import collector_paused
from organiser.services import rounds


def _pair(args: argparse.Namespace, ctx: Context) -> Reply:
    # a round of 2,048 tables and its answer: thousands of objects, no reference cycles
    # (see organiser.core.collector), from opening the file to the printed answer
    with collector_paused(), database(ctx) as db:
        info = rounds.pair_round(
            db, ctx.event, seed=args.seed, allow_rematches=args.allow_rematches, reason=args.reason
        )

    def data() -> dict[str, Any]:
        with collector_paused():
            return info.to_json()

    def text() -> str:
        with collector_paused():
            return round_text(info)

    return Reply(data, text)


def _show(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        info = rounds.get_round(db, ctx.event, args.round, stage="cut" if args.cut else None)
    return Reply(info.to_json, lambda: round_text(info))


def _list(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        found = rounds.list_rounds(db, ctx.event)

    def text() -> str:
        return "\n\n".join(round_text(r) for r in found) or "no round has been paired yet"

    return Reply(lambda: {"rounds": [r.to_json() for r in found]}, text)


def _swap(args: argparse.Namespace, ctx: Context) -> Reply:
    a, b = args.players
    with database(ctx) as db:
        info = rounds.swap_players(db, ctx.event, a, b, reason=args.reason)
    return Reply(info.to_json, lambda: f"swapped players {a} and {b}\n" + round_text(info))


def _table(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        info = rounds.move_table(
            db,
            ctx.event,
            args.table,
            args.to,
            round=args.round,
            stage="cut" if args.cut else None,
            reason=args.reason,
        )
    return Reply(
        info.to_json, lambda: f"table {args.table} is now table {args.to}\n" + round_text(info)
    )


def _repair(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        info = rounds.repair_round(
            db, ctx.event, seed=args.seed, allow_rematches=args.allow_rematches, reason=args.reason
        )
    return Reply(info.to_json, lambda: "paired again\n" + round_text(info))


def _delete(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        gone = rounds.delete_latest_round(db, ctx.event, reason=args.reason)
    label = "round" if gone["stage"] == "swiss" else "elimination round"
    return Reply(
        {"deleted": True, **gone},
        f"deleted {label} {gone['round']} ({len(gone['games'])} games; kept in the audit log)",
    )


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    inner = subcommands(sub, "round", "pair and manage Swiss rounds", common)
    p = command(inner, "pair", "pair the next Swiss round", common, _pair)
    p.add_argument("--seed", type=int, help="pairing seed (default: derived from the event's)")
    p.add_argument(
        "--allow-rematches",
        action="store_true",
        help="accept the least-bad pairing when no rematch-free one exists",
    )
    add_reason(p)
    p = command(inner, "show", "show a round's tables and results", common, _show)
    p.add_argument("--round", type=int, help="round number (default: the latest)")
    p.add_argument("--cut", action="store_true", help="an elimination round of the cut")
    command(inner, "list", "show every round", common, _list)
    p = command(
        inner, "swap", "swap two players' seats in the latest round (audited)", common, _swap
    )
    p.add_argument(
        "--players", type=int, nargs=2, required=True, metavar="ID", help="two player ids"
    )
    add_reason(p)
    p = command(
        inner, "table", "give a table another number (swaps with a table using it)", common, _table
    )
    p.add_argument("--table", type=int, required=True, help="the table's number now")
    p.add_argument("--to", type=int, required=True, help="its new number")
    p.add_argument("--round", type=int, help="round number (default: the latest)")
    p.add_argument("--cut", action="store_true", help="an elimination round of the cut")
    add_reason(p)
    p = command(
        inner, "repair", "pair the latest round again (no results yet; audited)", common, _repair
    )
    p.add_argument("--seed", type=int, help="the new seed (default: a fresh derived seed)")
    p.add_argument("--allow-rematches", action="store_true")
    add_reason(p)
    p = command(
        inner, "delete", "delete the latest round and its results (audited)", common, _delete
    )
    add_reason(p)
