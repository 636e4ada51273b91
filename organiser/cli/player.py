"""``organiser player add|import|list|checkin|drop|reinstate|noshow|disqualify|edit``."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from organiser.cli.common import add_reason, command, database, subcommands, text_table
from organiser.cli.reply import Context, Reply
from organiser.services import players
from organiser.services.dto import PlayerInfo


def _status(p: PlayerInfo) -> str:
    if p.disqualified:
        return "disqualified"
    if p.dropped:
        return f"dropped after round {p.dropped_after_round or 0}"
    if not p.checked_in:
        return "not checked in"
    if p.entered_round > 1:
        return f"late entry (from round {p.entered_round})"
    return "active"


def players_text(found: list[PlayerInfo]) -> str:
    if not found:
        return "no players yet: organiser player add --name NAME"
    rows = [
        [p.id, p.display_name, p.affiliation or "", p.external_id or "", p.fixed_table, _status(p)]
        for p in found
    ]
    return text_table(["id", "name", "affiliation", "ID", "table", "status"], rows)


def _one(p: PlayerInfo, verb: str) -> Reply:
    return Reply(p.to_json(), f"{verb} player {p.id}: {p.display_name} ({_status(p)})")


def _add(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        p = players.add_player(
            db,
            ctx.event,
            name=args.name,
            affiliation=args.affiliation,
            external_id=args.id,
            email=args.email,
            fixed_table=args.fixed_table,
            checked_in=not args.not_checked_in,
        )
    return _one(p, "registered")


def _import(args: argparse.Namespace, ctx: Context) -> Reply:
    if args.check:
        path = Path(args.file)
        try:
            data = path.read_bytes()
        except OSError as exc:
            from organiser.core.errors import UserError

            raise UserError(f"cannot read {path}: {exc.strerror or exc}") from None
        rows = players.parse_players_csv(data, path.name)
        preview = [
            {
                "line": r.line,
                "name": r.name,
                "affiliation": r.affiliation,
                "external_id": r.external_id,
                "email": r.email,
                "fixed_table": r.fixed_table,
                "checked_in": r.checked_in,
            }
            for r in rows
        ]
        text = f"{len(rows)} players would be imported (nothing was changed)\n" + "\n".join(
            f"  line {r.line}: {r.name}" for r in rows
        )
        return Reply({"would_import": len(rows), "players": preview}, text)
    with database(ctx) as db:
        added = players.import_players(db, ctx.event, path=Path(args.file))
    return Reply(
        {"imported": len(added), "players": [p.to_json() for p in added]},
        f"imported {len(added)} players\n{players_text(added)}",
    )


def _list(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        found = players.list_players(db, ctx.event)
    return Reply({"players": [p.to_json() for p in found]}, players_text(found))


def _checkin(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        done = players.check_in(db, ctx.event, args.player, checked_in=not args.undo)
    verb = "checked in" if not args.undo else "check-in undone for"
    return Reply(
        {"players": [p.to_json() for p in done]},
        "\n".join(f"{verb} {p.id}: {p.display_name}" for p in done),
    )


def _drop(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        p = players.drop_player(db, ctx.event, args.player, reason=args.reason)
    return _one(p, "dropped")


def _reinstate(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        p = players.reinstate_player(db, ctx.event, args.player, reason=args.reason)
    return _one(p, "reinstated")


def _noshow(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        if args.all_absent:
            done = players.drop_absent(db, ctx.event, reason=args.reason)
            return Reply(
                {"players": [p.to_json() for p in done]},
                f"dropped {len(done)} player(s) not checked in",
            )
        if args.player is None:
            from organiser.core.errors import UserError

            raise UserError("give --player ID, or --all-absent before round 1")
        p = players.record_no_show(db, ctx.event, args.player, reason=args.reason)
    return _one(p, "no-show:")


def _disqualify(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        p = players.disqualify_player(db, ctx.event, args.player, reason=args.reason)
    return _one(p, "disqualified")


def _edit(args: argparse.Namespace, ctx: Context) -> Reply:
    changes: dict[str, Any] = {}
    for option, field in (
        ("name", "name"),
        ("affiliation", "affiliation"),
        ("id", "external_id"),
        ("email", "email"),
        ("fixed_table", "fixed_table"),
    ):
        value = getattr(args, option)
        if value is not None:
            changes[field] = value
    if args.no_fixed_table:
        changes["fixed_table"] = None
    with database(ctx) as db:
        p = players.update_player(db, ctx.event, args.player, reason=args.reason, **changes)
    return _one(p, "updated")


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    inner = subcommands(sub, "player", "register players, check in, drop, reinstate", common)
    p = command(inner, "add", "register a player (late entry once rounds are paired)", common, _add)
    p.add_argument("--name", required=True, help="player name (any script; namesakes allowed)")
    p.add_argument("--affiliation", help="team, club or store")
    p.add_argument("--id", help="organised-play or membership ID")
    p.add_argument("--email", help="e-mail address")
    p.add_argument("--fixed-table", type=int, help="always seat at this table (accessibility)")
    p.add_argument("--not-checked-in", action="store_true", help="pre-registration: not here yet")
    p = command(
        inner, "import", "register every player of a CSV file (all or none)", common, _import
    )
    p.add_argument(
        "file", help="CSV with a header: name[,affiliation,id,email,fixed_table,checked_in]"
    )
    p.add_argument(
        "--check", action="store_true", help="only read the file and report; import nothing"
    )
    command(inner, "list", "list the players", common, _list)
    p = command(inner, "checkin", "mark players present", common, _checkin)
    p.add_argument("--player", type=int, nargs="+", required=True, help="player id(s)")
    p.add_argument("--undo", action="store_true", help="mark them not checked in")
    for name, handler, text in (
        ("drop", _drop, "drop a player (not paired again)"),
        (
            "reinstate",
            _reinstate,
            "bring a dropped player back (unpaired losses for missed rounds)",
        ),
        ("disqualify", _disqualify, "disqualify a player (cannot be reinstated)"),
    ):
        p = command(inner, name, text, common, handler)
        p.add_argument("--player", type=int, required=True, help="player id")
        add_reason(p)
    p = command(
        inner,
        "noshow",
        "a player who did not come: loses the pending game, dropped",
        common,
        _noshow,
    )
    p.add_argument("--player", type=int, help="player id")
    p.add_argument(
        "--all-absent", action="store_true", help="before round 1: drop everyone not checked in"
    )
    add_reason(p)
    p = command(inner, "edit", "change a player's details (audited)", common, _edit)
    p.add_argument("--player", type=int, required=True, help="player id")
    p.add_argument("--name")
    p.add_argument("--affiliation")
    p.add_argument("--id")
    p.add_argument("--email")
    p.add_argument("--fixed-table", type=int)
    p.add_argument("--no-fixed-table", action="store_true", help="remove the fixed table")
    add_reason(p)
