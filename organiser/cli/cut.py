"""``organiser cut``: seed the cut and pair elimination rounds; ``--show`` changes nothing."""

from __future__ import annotations

import argparse
from typing import Any

from organiser.cli.common import command, database, round_text, text_table
from organiser.cli.reply import Context, Reply
from organiser.services import cut
from organiser.services.dto import CutInfo


def cut_text(info: CutInfo) -> str:
    if not info.seeds:
        return "the cut has not started"
    out = [
        f"Cut: top {info.size}",
        text_table(["seed", "name", "id"], [[s, n, p] for s, p, n in info.seeds]),
    ]
    for r in info.rounds:
        out += ["", round_text(r)]
    if info.finished and info.final:
        out += ["", f"Winner: {info.final[0].name}"]
    elif info.rounds and info.rounds[-1].complete:
        out += ["", "all results are in: `organiser cut` pairs the next round"]
    return "\n".join(out)


def _cut(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        if args.show:
            info = cut.get_cut(db, ctx.event)
        else:
            info = cut.advance_cut(db, ctx.event, size=args.size, reason=args.reason)
    return Reply(info.to_json, lambda: cut_text(info))


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    p = command(
        sub,
        "cut",
        "seed the cut and pair its first round, or pair the next elimination round",
        common,
        _cut,
    )
    p.add_argument(
        "--size", type=int, help="top 2/4/8/16/32; melee: 4 or 8 (default: the event's cut)"
    )
    p.add_argument("--show", action="store_true", help="show the bracket, change nothing")
    p.add_argument("--reason", help="why (kept in the audit log)")
