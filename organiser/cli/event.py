"""``organiser event create|list|show|set|finish``: events and their settings."""

from __future__ import annotations

import argparse
from typing import Any

from organiser.cli.common import add_reason, command, database, subcommands, text_table
from organiser.cli.reply import Context, Reply
from organiser.core.melee import MELEE_SCORING_PROFILES, OddTables
from organiser.core.model import SCORING_PROFILES, Format, Ruleset
from organiser.services import events
from organiser.services.dto import EventInfo


def _settings_options(parser: argparse.ArgumentParser, *, create: bool) -> None:
    parser.add_argument("--name", required=create, help="event name")
    parser.add_argument("--date", help="date, YYYY-MM-DD")
    parser.add_argument(
        "--ruleset",
        choices=[r.value for r in Ruleset],
        default="lcg2" if create else None,
        help="game edition (default lcg2)" if create else "game edition",
    )
    parser.add_argument(
        "--format",
        choices=[f.value for f in Format],
        default="joust" if create else None,
        help="joust (two players) or melee",
    )
    parser.add_argument(
        "--scoring",
        choices=list(SCORING_PROFILES),
        default="ffg-2e" if create else None,
        help="scoring profile (default ffg-2e: win 5, modified win 4, loss 0, bye 5)",
    )
    parser.add_argument(
        "--points",
        help="change the profile's points, e.g. win=3,modified_win=2,bye=3 "
        "(outcomes: win, modified_win, loss, bye, double_loss, unpaired_loss)",
    )
    parser.add_argument(
        "--tiebreaks", help="tiebreak order, comma-separated: points,h2h,sos,esos,random"
    )
    parser.add_argument(
        "--level",
        choices=["store", "regional"],
        default="store" if create else None,
        help="which recommended-structure table applies (default store)",
    )
    parser.add_argument("--rounds", type=int, help="Swiss rounds (default: recommended)")
    parser.add_argument("--cut", type=int, help="cut size 0/2/4/8/16/32 (default: recommended)")
    parser.add_argument(
        "--round-minutes", type=int, default=55 if create else None, help="round length"
    )
    parser.add_argument("--restricted-list", help="restricted list version")
    parser.add_argument(
        "--melee-profile",
        choices=list(MELEE_SCORING_PROFILES),
        default="maester-melee" if create else None,
        help="melee events: points by place (maester-melee, the default) or places plus power "
        "(maester-melee-power)",
    )
    parser.add_argument(
        "--odd-tables",
        choices=[o.value for o in OddTables],
        default="three" if create else None,
        help="melee events: tables of three (default) or five where four does not divide",
    )


def event_text(e: EventInfo) -> str:
    def mark(overridden: bool) -> str:
        return "" if overridden else " (recommended)"

    cut = f"top {e.cut_size}" if e.cut_size else "none"
    lines = [
        f"Event {e.id}: {e.name}",
        f"  date            {e.date or '-'}",
        f"  status          {e.status}",
        f"  ruleset         {e.ruleset}",
        f"  format          {e.format}",
        f"  scoring         {e.scoring_profile} (tiebreaks: {', '.join(e.tiebreaks)})",
        "  points          "
        + ", ".join(f"{k.replace('_', ' ')} {v:g}" for k, v in e.points.items()),
        f"  level           {e.level}",
        f"  Swiss rounds    {e.rounds}{mark(e.rounds_overridden)} - paired {e.swiss_rounds_paired}",
        f"  cut             {cut}{mark(e.cut_overridden)}",
        *(
            [f"  melee           {e.melee_profile}, odd tables of {e.odd_tables}"]
            if e.format == "melee"
            else []
        ),
        f"  round length    {e.round_minutes} min",
        f"  restricted list {e.restricted_list or '-'}",
        f"  players         {e.players} registered, {e.active_players} active",
        f"  seed            {e.seed}",
    ]
    return "\n".join(lines)


def _profile(args: argparse.Namespace, current: str | None = None) -> str | None:
    """The scoring profile setting from --scoring and --points (None: unchanged)."""
    if args.scoring is None and args.points is None:
        return None
    base = args.scoring or (current or "ffg-2e").partition(":")[0]
    return f"{base}:{args.points}" if args.points else base


def _create(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx, create=True) as db:
        info = events.create_event(
            db,
            name=args.name,
            date=args.date,
            ruleset=args.ruleset,
            format=args.format,
            scoring_profile=_profile(args) or "ffg-2e",
            tiebreaks=args.tiebreaks,
            level=args.level,
            rounds=args.rounds,
            cut_size=args.cut,
            round_minutes=args.round_minutes,
            restricted_list=args.restricted_list,
            seed=args.seed,
            melee_profile=args.melee_profile,
            odd_tables=args.odd_tables,
        )
    return Reply(info.to_json(), f"created event {info.id}\n{event_text(info)}")


def _list(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        found = events.list_events(db)
    rows = [
        [e.id, e.name, e.date or "", e.format, e.status, e.players, e.swiss_rounds_paired]
        for e in found
    ]
    text = (
        text_table(["id", "name", "date", "format", "status", "players", "rounds"], rows)
        if rows
        else "no events yet: organiser event create --name NAME"
    )
    return Reply({"events": [e.to_json() for e in found]}, text)


def _show(args: argparse.Namespace, ctx: Context) -> Reply:
    from organiser.services import decks  # the card catalogue: loaded by this command only

    with database(ctx) as db:
        info = events.get_event(db, ctx.event)
        in_use = decks.restricted_list_in_use(db, info.id)
    text = event_text(info).replace(
        f"  restricted list {info.restricted_list or '-'}", f"  restricted list {in_use}"
    )
    return Reply({**info.to_json(), "restricted_list_in_use": in_use}, text)


def _set(args: argparse.Namespace, ctx: Context) -> Reply:
    changes: dict[str, Any] = {}
    mapping = {
        "name": "name",
        "date": "date",
        "ruleset": "ruleset",
        "format": "format",
        "tiebreaks": "tiebreaks",
        "level": "level",
        "rounds": "rounds",
        "cut": "cut_size",
        "round_minutes": "round_minutes",
        "restricted_list": "restricted_list",
        "status": "status",
        "melee_profile": "melee_profile",
        "odd_tables": "odd_tables",
    }
    for option, setting in mapping.items():
        value = getattr(args, option, None)
        if value is not None:
            changes[setting] = value
    if args.recommended_rounds:
        changes["rounds"] = None
    if args.recommended_cut:
        changes["cut_size"] = None
    with database(ctx) as db:
        if args.scoring is not None or args.points is not None:
            current = events.get_event(db, ctx.event).scoring_profile
            changes["scoring_profile"] = _profile(args, current)
        if not changes:
            info = events.get_event(db, ctx.event)
            return Reply(info.to_json(), "nothing to change\n" + event_text(info))
        info = events.update_event(db, ctx.event, reason=args.reason, **changes)
    return Reply(info.to_json(), event_text(info))


def _finish(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        info = events.finish_event(db, ctx.event, reason=args.reason)
    return Reply(info.to_json(), f"event {info.id} is finished")


def _delete(args: argparse.Namespace, ctx: Context) -> Reply:
    from organiser.core.errors import UserError

    if ctx.event is None:
        raise UserError("name the event to delete with --event ID (deleting cannot be undone)")
    with database(ctx) as db:
        info = events.get_event(db, ctx.event)
        events.delete_event(db, ctx.event, reason=args.reason)
    return Reply(
        {"deleted": True, "event": info.id, "name": info.name},
        f"deleted event {info.id} ({info.name}); the audit log keeps a line saying so",
    )


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    inner = subcommands(sub, "event", "create, list, show and change events", common)
    p = command(inner, "create", "create an event", common, _create)
    _settings_options(p, create=True)
    p.add_argument("--seed", type=int, help="random seed of the event (default: random)")
    command(inner, "list", "list the events of the file", common, _list)
    command(inner, "show", "show an event's settings", common, _show)
    p = command(inner, "set", "change event settings (audited)", common, _set)
    _settings_options(p, create=False)
    p.add_argument(
        "--status", choices=["registration", "swiss", "cut", "finished"], help="event status"
    )
    p.add_argument(
        "--recommended-rounds", action="store_true", help="use the recommended Swiss rounds"
    )
    p.add_argument("--recommended-cut", action="store_true", help="use the recommended cut")
    add_reason(p)
    p = command(inner, "finish", "close the event (no more pairing)", common, _finish)
    add_reason(p)
    p = command(
        inner, "delete", "delete an event and everything in it (needs --event)", common, _delete
    )
    add_reason(p)
