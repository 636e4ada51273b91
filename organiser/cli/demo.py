"""``organiser demo``: a realistic sample event, played up to its next step."""

from __future__ import annotations

import argparse
from typing import Any

from organiser.cli.common import command, database
from organiser.cli.reply import Context, Reply
from organiser.services import demo


def _demo(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx, create=True) as db:
        summary = demo.create_demo_event(
            db,
            players_count=args.players,
            rounds_count=args.rounds,
            seed=args.seed,
            name=args.name,
            format=args.format,
        )
    text = (
        f"created demo event {summary['event']}: {summary['name']}\n"
        f"  {summary['players']} players, {summary['rounds']} Swiss rounds played "
        f"(seed {summary['seed']}), {len(summary['dropped'])} dropped, "
        f"{len(summary['late_entries'])} late entry\n"
        f"next: organiser standings, then {summary['next']}"
    )
    return Reply(summary, text)


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    p = command(sub, "demo", "create a sample event and play its Swiss rounds", common, _demo)
    p.add_argument("--players", type=int, default=32, help="number of players (default 32)")
    p.add_argument("--rounds", type=int, help="Swiss rounds to play (default: recommended)")
    p.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    p.add_argument("--name", help="event name")
    p.add_argument(
        "--format", choices=["joust", "melee"], default="joust", help="joust (default) or melee"
    )
