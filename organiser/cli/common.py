"""Helpers shared by the command modules: opening the database, options, text tables."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, NoReturn

from organiser.cli import EXIT_USER_ERROR
from organiser.cli.reply import Context, Handler
from organiser.core.errors import UserError
from organiser.core.model import Outcome, TimeTiebreak
from organiser.i18n import _

if TYPE_CHECKING:  # the database layer loads when a command opens the file, not before
    from organiser.services import Database
    from organiser.services.dto import RoundInfo, TableInfo

CLOCK_ENV = "MAESTER_CLOCK"


def _clock() -> Callable[[], datetime] | None:
    """``$MAESTER_CLOCK`` (an ISO time) fixes the time written to the audit log."""
    text = os.environ.get(CLOCK_ENV)
    if not text:
        return None
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise UserError(f"{CLOCK_ENV} must be an ISO time such as 2026-11-21T09:00:00Z") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return lambda: moment


def open_database(*args: Any, **options: Any) -> Database:
    """:func:`organiser.services.open_database`, imported when a command opens its file."""
    from organiser.services import open_database as open_

    return open_(*args, **options)


def _say(message: str) -> None:
    """A note for the person at the keyboard (never on stdout, which may be JSON)."""
    print(f"note: {message}", file=sys.stderr, flush=True)


@contextmanager
def database(ctx: Context, *, create: bool = False) -> Iterator[Database]:
    """The event database of ``--db`` (the default file without it), closed afterwards.

    ``create``: a missing file is made (commands that create an event); other commands
    refuse it, so that reading never leaves an empty file behind. What the opening found
    (a file opened read-only, an interrupted change undone) and a change waiting for
    another station are said on stderr.
    """
    clock = _clock()
    options: dict[str, Any] = {"create": create, "on_wait": _say}
    if clock is not None:
        options["clock"] = clock
    db = open_database(ctx.db, **options)
    for notice in db.notices:
        _say(notice)
    try:
        yield db
    finally:
        db.close()


def _json_requested(extra: Sequence[str]) -> bool:
    return "--json" in extra or "--json" in sys.argv[1:]


def _json_errors(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Usage errors print ``{"error": ...}`` too when ``--json`` is on the command line."""
    seen: list[str] = []
    original_parse = parser.parse_known_args
    original_error = parser.error

    def parse_known_args(args: Any = None, namespace: Any = None) -> Any:
        seen[:] = list(args or [])
        return original_parse(args, namespace)

    def error(message: str) -> NoReturn:
        if _json_requested(seen):
            print(json.dumps({"error": message, "usage": parser.format_usage().strip()}))
            raise SystemExit(EXIT_USER_ERROR)
        original_error(message)

    parser.parse_known_args = parse_known_args  # type: ignore[method-assign]
    parser.error = error  # type: ignore[method-assign]
    return parser


def subcommands(sub: Any, name: str, help_text: str, common: argparse.ArgumentParser) -> Any:
    """A command with its own subcommands (``event create``, ``player add``...)."""
    parser = _json_errors(
        sub.add_parser(name, help=help_text, description=help_text, parents=[common])
    )
    inner = parser.add_subparsers(dest=f"{name}_command", metavar="ACTION", required=True)
    return inner


def command(
    sub: Any,
    name: str,
    help_text: str,
    common: argparse.ArgumentParser,
    handler: Handler,
) -> argparse.ArgumentParser:
    parser = _json_errors(
        sub.add_parser(name, help=help_text, description=help_text, parents=[common])
    )
    parser.set_defaults(handler=handler)
    return parser


def add_reason(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--reason", help="why (kept in the audit log)")


def add_result_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--round", type=int, help="round number (default: the latest round)")
    parser.add_argument("--cut", action="store_true", help="an elimination round of the cut")
    parser.add_argument("--table", type=int, required=True, help="table number")
    parser.add_argument("--winner", type=int, help="player id of the winner")
    kind = parser.add_mutually_exclusive_group()
    kind.add_argument(
        "--outcome",
        choices=[
            o.value
            for o in (
                Outcome.WIN,
                Outcome.MODIFIED_WIN,
                Outcome.CONCESSION,
                Outcome.DECKED,
                Outcome.DOUBLE_LOSS,
            )
        ],
        help="how the game ended (default: win)",
    )
    kind.add_argument("--modified", action="store_true", help="a modified win (time was called)")
    kind.add_argument("--concession", action="store_true", help="the loser conceded")
    kind.add_argument("--decked", action="store_true", help="the loser's draw deck was empty")
    kind.add_argument(
        "--double-loss", action="store_true", help="both players lose (absent, disqualified)"
    )
    parser.add_argument(
        "--tiebreak",
        choices=[t.value for t in TimeTiebreak],
        help="for a modified win: the time-called tiebreak that decided it",
    )


def outcome_of(args: argparse.Namespace) -> str | None:
    if args.modified:
        return Outcome.MODIFIED_WIN.value
    if args.concession:
        return Outcome.CONCESSION.value
    if args.decked:
        return Outcome.DECKED.value
    if args.double_loss:
        return Outcome.DOUBLE_LOSS.value
    value: str | None = args.outcome
    return value


def text_table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """A plain, aligned text table (numbers right-aligned)."""
    n = len(headers)
    if not n or any(len(row) != n for row in rows):
        return _text_table_rows(headers, rows)  # ragged: row by row (and its IndexError)
    # Column by column, then one format per line: a round of 2,048 tables is 8,000 cells.
    columns = list(zip(*rows, strict=True)) if rows else [()] * n
    cells: list[Sequence[str]] = []
    numeric: list[bool] = []
    for column in columns:
        kinds = set(map(type, column))
        if kinds == {str}:
            cells.append(column)
        elif kinds == {int}:
            cells.append(list(map(str, column)))
        else:
            cells.append([_cell(v) for v in column])
        # what _is_number says of every value, asked once per type of value
        numeric.append(bool(kinds) and all(_is_number_type(k) for k in kinds))
    widths = [max(len(h), max(map(len, c), default=0)) for h, c in zip(headers, cells, strict=True)]
    line = "  ".join(
        f"{{:{'>' if right else '<'}{width}}}" for right, width in zip(numeric, widths, strict=True)
    ).format
    lines = [line(*headers).rstrip(), line(*("-" * w for w in widths)).rstrip()]
    lines.extend(text.rstrip() for text in map(line, *cells))
    return "\n".join(lines)


def _text_table_rows(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    cells = [[_cell(v) for v in row] for row in rows]
    widths = [len(h) for h in headers]
    for row in cells:
        for i, v in enumerate(row):
            widths[i] = max(widths[i], len(v))
    numeric = [
        all(_is_number(row[i]) for row in rows) if rows else False for i in range(len(headers))
    ]

    def fmt(values: Sequence[str]) -> str:
        parts = [
            v.rjust(widths[i]) if numeric[i] else v.ljust(widths[i]) for i, v in enumerate(values)
        ]
        return "  ".join(parts).rstrip()

    lines = [fmt(list(headers)), fmt(["-" * w for w in widths])]
    lines.extend(fmt(row) for row in cells)
    return "\n".join(lines)


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _is_number_type(kind: type) -> bool:
    return issubclass(kind, int | float) and not issubclass(kind, bool)


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else ""
    if isinstance(value, float):
        return f"{value:.3f}".rstrip("0").rstrip(".")  # 16.5, 2.034, 15
    return str(value)


def describe_result(t: TableInfo) -> str:
    if t.outcome is None:
        return _("(pending)")
    if t.outcome == "double_loss":
        return _("double loss")
    if t.outcome == "bye":
        return _("bye")
    if t.outcome == "unpaired_loss":
        return _("unpaired loss")
    winner = t.name_a if t.winner == t.player_a else t.name_b
    how = {
        "win": _("wins"),
        "modified_win": _("modified win"),
        "concession": _("wins (concession)"),
        "decked": _("wins (empty deck)"),
    }.get(t.outcome, t.outcome)
    extra = f", {t.tiebreak.replace('_', ' ')}" if t.tiebreak else ""
    return f"{winner} {how}{extra}"


def melee_round_text(info: RoundInfo, head: str) -> str:
    """A melee round: one line per seat (place, power and points once reported)."""
    rows: list[list[Any]] = []
    for t in info.melee_tables:
        for seat in t.seats:
            rows.append(
                [
                    t.table if seat.seat == 1 else "",
                    f"{seat.name} [{seat.player}]",
                    seat.place,
                    seat.power,
                    _("eliminated") if seat.eliminated else "",
                    seat.points,
                    (t.ending or _("(pending)")) if seat.seat == 1 else "",
                ]
            )
    rows += [
        [_("bye"), f"{t.name_a} [{t.player_a}]", None, None, "", None, _("bye")] for t in info.byes
    ]
    headers = [_("table"), _("player"), _("place"), _("power"), "", _("points"), _("ending")]
    out = [head, text_table(headers, rows)]
    if info.rematches:
        out.append(_("{count} pair(s) of players share a table again").format(count=info.rematches))
    out += _round_notes(info)
    return "\n".join(out)


def _round_notes(info: RoundInfo) -> list[str]:
    """The lines under a round's table: its warnings, then the tables still without results."""
    out: list[str] = []
    if info.warnings:
        out.append("")
        out.extend(_("warning: {warning}").format(warning=w) for w in info.warnings)
    missing = info.missing  # a pass over every table: once
    if missing:
        tables = ", ".join(map(str, missing))
        out.append(_("results missing at table(s): {tables}").format(tables=tables))
    return out


def round_text(info: RoundInfo, *, title: str | None = None) -> str:
    label = _("Round") if info.stage == "swiss" else _("Elimination round")
    if info.format == "melee" and info.stage != "swiss":
        label = _("Cut round")
    head = title or _("{label} {number} (seed {seed})").format(
        label=label, number=info.number, seed=info.seed
    )
    if info.format == "melee":
        return melee_round_text(info, head)
    pending = _("(pending)")  # once, not per table (a round just paired: every table)
    rows: list[list[Any]] = [
        [
            t.table,
            f"{t.name_a} [{t.player_a}]",
            f"{t.name_b} [{t.player_b}]",
            pending if t.outcome is None else describe_result(t),
        ]
        for t in info.tables
    ]
    rows += [[_("bye"), f"{t.name_a} [{t.player_a}]", "", _("bye")] for t in info.byes]
    rows += [["-", f"{t.name_a} [{t.player_a}]", "", _("unpaired loss")] for t in info.unpaired]
    headers = [_("table"), _("player"), _("opponent"), _("result")]
    out = [head, text_table(headers, rows)]
    out += _round_notes(info)
    return "\n".join(out)
