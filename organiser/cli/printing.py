"""``organiser print KIND --out FILE.pdf`` and ``organiser publish --out DIR``."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from organiser.cli.common import command, database
from organiser.cli.reply import Context, Reply
from organiser.services import documents


def _print(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        done = documents.print_document(
            db,
            ctx.event,
            args.kind,
            Path(args.out),
            round=args.round,
            page_size=args.page_size,
            cut=args.cut,
        )
    what = documents.TITLES[done.kind]
    if done.round is not None and done.kind != "standings":
        label = "elimination round" if done.stage == "cut" else "round"
        what += f", {label} {done.round}"
    elif done.round is not None:
        what += f" after round {done.round}"
    pages = f"{done.pages} page{'s' if done.pages != 1 else ''}"
    text = f"wrote {done.path} ({what}; {pages}, {done.page_size.upper()})"
    if done.path.suffix.lower() in (".html", ".htm") and done.kind == "report":
        text = f"wrote {done.path} ({what}, HTML; {done.bytes} bytes)"
    return Reply(done.to_json(), text)


def _publish(args: argparse.Namespace, ctx: Context) -> Reply:
    out = Path(args.out)
    with database(ctx) as db:
        files = documents.publish(db, ctx.event, out)
    lines = [f"published to {out}:"] + [f"  {f.name}" for f in files]
    return Reply(
        {"written": str(out), "files": [f.name for f in files], "index": str(out / "index.html")},
        "\n".join(lines),
    )


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    p = command(sub, "print", "print a document of the event to a PDF file", common, _print)
    p.add_argument(
        "kind",
        choices=list(documents.KINDS),
        metavar="KIND",
        help="pairings | pairings-by-name | standings | slips | bracket | report | decks",
    )
    p.add_argument(
        "--round",
        type=int,
        help="the round (default: the latest); for standings, as they were after it",
    )
    p.add_argument("--cut", action="store_true", help="--round is an elimination round")
    p.add_argument(
        "--page-size",
        choices=list(documents.PAGE_SIZES),
        help="paper (default: $MAESTER_PAGE_SIZE, else the locale's: Letter or A4)",
    )
    p.add_argument(
        "--out",
        "-o",
        required=True,
        help="the PDF file to write (the report: a .html file gets the HTML page)",
    )

    q = command(
        sub,
        "publish",
        "write the public page (index.html) with CSV and JSON files to a folder",
        common,
        _publish,
    )
    q.add_argument("--out", "-o", required=True, help="the folder to write into")
