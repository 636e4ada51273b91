"""``organiser result set|correct|list``: game results."""

from __future__ import annotations

import argparse
from typing import Any

from organiser.cli import Context, Reply
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
from organiser.services import results
from organiser.services.dto import TableInfo


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


def _set(args: argparse.Namespace, ctx: Context, *, correction: bool) -> Reply:
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
    return Reply(info.to_json(), round_text(info))


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    inner = subcommands(sub, "result", "enter, correct and list results", common)
    p = command(
        inner, "set", "enter a table's result", common, lambda a, c: _set(a, c, correction=False)
    )
    add_result_options(p)
    add_reason(p)
    p = command(
        inner,
        "correct",
        "correct a recorded result (audited)",
        common,
        lambda a, c: _set(a, c, correction=True),
    )
    add_result_options(p)
    add_reason(p)
    p = command(inner, "list", "a round's results", common, _list)
    p.add_argument("--round", type=int, help="round number (default: the latest)")
    p.add_argument("--cut", action="store_true", help="an elimination round of the cut")
