"""``organiser judge call|resolve|ruling|rulings|penalty|withdraw|history|list|export``: the
judge's log."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from organiser.cli.common import command, database, subcommands, text_table
from organiser.cli.reply import Context, Reply
from organiser.core.errors import UserError
from organiser.core.penalties import ORDER, Category
from organiser.services import judging
from organiser.services.dto import JudgeCallInfo, PenaltyHistory, PenaltyInfo, RulingInfo


def _where(stage: str, round_no: int | None, table: int | None) -> str:
    if round_no is None:
        return "before round 1"
    label = "round" if stage == "swiss" else "cut round"
    return f"{label} {round_no}" + (f", table {table}" if table is not None else "")


def _call_text(c: JudgeCallInfo) -> str:
    who = ", ".join(c.player_names) or "no player named"
    lines = [f"call {c.id} ({_where(c.stage, c.round, c.table)}; {who}) at {c.called_at}"]
    lines.append(f"  question: {c.question}")
    if c.judge:
        lines.append(f"  judge: {c.judge}")
    if c.resolved_at is not None:
        extra = f", {c.extension_minutes} min extension" if c.extension_minutes else ""
        lines.append(f"  resolved at {c.resolved_at}{extra}: {c.outcome}")
    else:
        lines.append("  open")
    lines.extend(f"  ruling {r.id}: {r.title}" for r in c.rulings)
    return "\n".join(lines)


def _ruling_text(r: RulingInfo) -> str:
    files = ", ".join(x for x in (r.scenario_path, r.pdf_path) if x)
    text = f"ruling {r.id} (call {r.call_id}, {_where(r.stage, r.round, r.table)}): {r.title}"
    if r.summary:
        text += f"\n  {r.summary}"
    if files:
        text += f"\n  files: {files}"
    return text


def _penalty_text(p: PenaltyInfo) -> str:
    chosen = p.level if p.level == p.proposed_level else f"{p.level} (proposed {p.proposed_level})"
    text = f"penalty {p.id}: {p.player_name}, {p.category}: {chosen} ({_where(p.stage, p.round, p.table)})"
    if p.withdrawn_at:
        text += f"\n  withdrawn {p.withdrawn_at}: {p.withdrawn_reason}"
    if p.effect:
        text += f"\n  {p.effect}"
    return text


def _withdraw(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        p = judging.withdraw_penalty(
            db, ctx.event, args.penalty, reason=args.reason, judge=args.judge
        )
    return Reply(p.to_json(), _penalty_text(p))


def _call(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        c = judging.open_call(
            db,
            ctx.event,
            question=args.question,
            table=args.table,
            round=args.round,
            stage=args.stage,
            players=args.player,
            judge=args.judge,
        )
    return Reply(c.to_json(), _call_text(c))


def _resolve(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        c = judging.resolve_call(
            db,
            ctx.event,
            args.call,
            outcome=args.outcome,
            extension_minutes=args.extension,
            judge=args.judge,
        )
    return Reply(c.to_json(), _call_text(c))


def _ruling(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        r = judging.attach_ruling(
            db,
            ctx.event,
            args.call,
            title=args.title,
            summary=args.summary or "",
            scenario_path=args.scenario,
            pdf_path=args.pdf,
        )
    return Reply(r.to_json(), _ruling_text(r))


def _rulings(args: argparse.Namespace, ctx: Context) -> Reply:
    query = " ".join(args.words)
    with database(ctx) as db:
        found = judging.search_rulings(db, ctx.event, query)
    text = "\n".join(_ruling_text(r) for r in found) or (
        f"no ruling matches {query!r}" if query else "no ruling yet"
    )
    return Reply({"query": query, "rulings": [r.to_json() for r in found]}, text)


def _penalty(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        p = judging.issue_penalty(
            db,
            ctx.event,
            args.player,
            category=args.category,
            level=args.level,
            round=args.round,
            stage=args.stage,
            table=args.table,
            judge=args.judge,
            note=args.note or "",
            call_id=args.call,
        )
    return Reply(p.to_json(), _penalty_text(p))


def _history_text(h: PenaltyHistory) -> str:
    lines = [f"{h.player_name} (player {h.player}):"]
    if not h.penalties:
        lines.append("  no penalty yet")
    lines.extend(f"  {_penalty_text(p)}" for p in h.penalties)
    lines.append("a new penalty would be proposed at:")
    lines.extend(f"  {c}: {level}" for c, level in h.proposals.items())
    return "\n".join(lines)


def _history(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        h = judging.penalty_history(db, ctx.event, args.player)
    return Reply(h.to_json(), _history_text(h))


def _penalty_row(p: PenaltyInfo) -> list[Any]:
    level = f"{p.level} (withdrawn)" if p.withdrawn_at else p.level
    return [p.id, p.player_name, p.round, p.table, p.category, level, p.proposed_level, p.call_id]


def _list(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        log = judging.judge_log(db, ctx.event)
    parts = [_call_text(c) for c in log.calls]
    if log.penalties:
        parts.append(
            text_table(
                ["id", "player", "round", "table", "category", "level", "proposed", "call"],
                [_penalty_row(p) for p in log.penalties],
            )
        )
    return Reply(log.to_json(), "\n".join(parts) or "the judge's log is empty")


def _export(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        body = judging.judge_log_csv(db, ctx.event)
    if args.output is None:
        return Reply({"format": "csv", "csv": body}, body.rstrip("\n"))
    target = Path(args.output)
    try:
        target.write_text(body, encoding="utf-8", newline="")
    except OSError as exc:
        raise UserError(f"cannot write {target}: {exc.strerror or exc}") from None
    return Reply(
        {"written": str(target), "format": "csv", "bytes": len(body.encode("utf-8"))},
        f"wrote {target}",
    )


def _round_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--round", type=int, help="round number (default: the latest)")
    p.add_argument("--stage", choices=["swiss", "cut"], help="default swiss (cut once started)")


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    inner = subcommands(sub, "judge", "the judge's log: calls, rulings and penalties", common)
    p = command(inner, "call", "a judge is called to a table", common, _call)
    p.add_argument("--table", type=int, help="table number (none: a call away from a table)")
    _round_options(p)
    p.add_argument("--question", required=True, help="what the judge was asked")
    p.add_argument("--player", type=int, nargs="+", help="player id(s) (default: the table's)")
    p.add_argument("--judge", help="the judge's name")
    p = command(inner, "resolve", "close a call with its outcome", common, _resolve)
    p.add_argument("call", type=int, help="judge call id")
    p.add_argument("--outcome", required=True, help="what was decided")
    p.add_argument("--extension", type=int, default=0, help="extra minutes for the table (0 to 60)")
    p.add_argument("--judge", help="the judge's name")
    p = command(inner, "ruling", "attach a ruling (rules-desk files) to a call", common, _ruling)
    p.add_argument("call", type=int, help="judge call id")
    p.add_argument("--title", required=True, help="a short title")
    p.add_argument("--summary", help="what was ruled, in a few sentences")
    p.add_argument("--scenario", help="the rules-desk scenario file, as saved")
    p.add_argument("--pdf", help="the ruling's PDF, as saved")
    p = command(inner, "rulings", "search the event's rulings by words", common, _rulings)
    p.add_argument("words", nargs="*", help="words every ruling found holds (none: all)")
    p = command(inner, "penalty", "issue a penalty to a player", common, _penalty)
    p.add_argument("--player", type=int, required=True, help="player id")
    p.add_argument(
        "--category",
        required=True,
        choices=[c.value for c in Category],
        help="infraction category",
    )
    p.add_argument(
        "--level",
        choices=[level.value for level in ORDER],
        help="default: the level the escalation rule proposes (see judge history)",
    )
    _round_options(p)
    p.add_argument("--table", type=int, help="table number")
    p.add_argument("--call", type=int, help="the judge call it came from")
    p.add_argument("--judge", help="the judge's name")
    p.add_argument("--note", help="what happened (kept in the log and the audit)")
    p = command(
        inner,
        "withdraw",
        "withdraw a penalty entered by mistake (it stays in the log, marked)",
        common,
        _withdraw,
    )
    p.add_argument("penalty", type=int, help="penalty id (see judge list)")
    p.add_argument("--reason", required=True, help="why it is withdrawn")
    p.add_argument("--judge", help="the judge's name")
    p = command(
        inner, "history", "a player's penalties and the level a new one would get", common, _history
    )
    p.add_argument("--player", type=int, required=True, help="player id")
    command(inner, "list", "the judge's log: calls, rulings, penalties", common, _list)
    p = command(inner, "export", "the judge's log as CSV", common, _export)
    p.add_argument("--output", "-o", help="file to write (default: print)")
