"""``organiser standings``: Swiss standings, and the final standings after a cut."""

from __future__ import annotations

import argparse
from typing import Any

from organiser.cli.common import command, database, text_table
from organiser.cli.reply import Context, Reply
from organiser.i18n import _
from organiser.services import standings
from organiser.services.dto import StandingsInfo


def _final_text(info: StandingsInfo, top: int | None) -> list[str]:
    if not info.final:
        return []
    return [
        "",
        _("Final standings"),
        text_table(
            [_("place"), _("name"), "id"],
            [[f.place, f.name, f.player] for f in info.final[: top or None]],
        ),
    ]


def melee_standings_text(info: StandingsInfo, top: int | None = None) -> str:
    rows = [
        [
            r.rank,
            r.name,
            r.points,
            round(r.sos, 3),
            r.power,
            r.wins,
            r.tables,
            r.byes,
            _("dropped") if r.dropped else "",
            r.player,
        ]
        for r in info.melee_rows[: top or None]
    ]
    headers = [_("rank"), _("name"), _("points"), "SoS", _("power"), _("wins"), _("tables")]
    headers += [_("byes"), _("status"), "id"]
    title = _("Melee standings {label}").format(label=info.label)
    out = [title, text_table(headers, rows)]
    return "\n".join(out + _final_text(info, top))


def standings_text(info: StandingsInfo, top: int | None = None) -> str:
    if info.format == "melee":
        return melee_standings_text(info, top)
    rows = [
        [
            r.rank,
            r.name,
            r.points,
            round(r.sos, 3),
            round(r.esos, 3),
            f"{r.wins}-{r.losses}",
            r.byes,
            f"{r.random_key:.4f}",
            _("dropped") if r.dropped else "",
            r.player,
        ]
        for r in info.rows[: top or None]
    ]
    headers = [_("rank"), _("name"), _("points"), "SoS", "eSoS", _("W-L"), _("byes")]
    headers += [_("random"), _("status"), "id"]
    out = [
        _("Standings {label}").format(label=info.label),
        text_table(headers, rows),
        _("random: the tiebreak after eSoS, drawn from the event's seed"),
    ]
    if info.final:
        out += ["", _("Final standings")]
        out.append(
            text_table(
                [_("place"), _("name"), "id"],
                [[f.place, f.name, f.player] for f in info.final[: top or None]],
            )
        )
    return "\n".join(out)


def _standings(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        info = standings.get_standings(db, ctx.event, through_round=args.round)
    return Reply(info.to_json, lambda: standings_text(info, args.top))


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    p = command(
        sub, "standings", "Swiss standings (and final standings after the cut)", common, _standings
    )
    p.add_argument("--round", type=int, help="as they were after this round")
    p.add_argument("--top", type=int, help="show only the first N rows (text output)")
