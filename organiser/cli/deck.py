"""``organiser deck ...``: check a deck list, search cards, attach lists to players.

    organiser deck check FILE [--ruleset lcg2] [--format joust] [--restricted VERSION] [--json]
    organiser deck cards NAME [--faction F] [--type T] [--pack P] [--json]
    organiser deck versions [--json]
    organiser deck import --player ID FILE [--override-lock --reason TEXT]
    organiser deck list | show --player ID | field | recheck | export [--out FILE]
    organiser deck remove --player ID [--override-lock --reason TEXT]

``deck check`` exits 0 whether or not the deck is legal; it fails (exit 2) only when the
file cannot be read. A list whose lines cannot be understood is reported as illegal, with
one ``unknown-card`` / ``unreadable-line`` error per line.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from organiser.cli import Context, Reply
from organiser.cli.common import command, database, subcommands, text_table
from organiser.core.cards import EDITION_1E, EDITION_2E, CardCatalogue, load_pack_folder
from organiser.core.decklist import DeckParseError, parse_decklist
from organiser.core.errors import UserError
from organiser.core.legality import FORMATS, RULESETS, check_deck
from organiser.services import decks


def _catalogue(args: argparse.Namespace) -> CardCatalogue:
    """``--cards FOLDER`` if given, else the imported card data (or the shipped catalogue)."""
    folder = getattr(args, "cards", None)
    if folder is not None:
        return load_pack_folder(folder)
    edition = EDITION_2E if getattr(args, "ruleset", "lcg2") == "lcg2" else EDITION_1E
    catalogue = decks.active_catalogue(edition)
    if catalogue is None:
        raise UserError(
            f"The {args.ruleset} ruleset needs 1st-edition card data: import the 1st-edition "
            "card search JSON first (organiser deck import-cards FILE)."
        )
    return catalogue


def read_deck_file(path: Path) -> bytes:
    if str(path) == "-":
        import sys

        return sys.stdin.buffer.read()
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise UserError(f"No such deck list file: {path}.", path=str(path)) from None
    except IsADirectoryError:
        raise UserError(f"{path} is a folder, not a deck list file.", path=str(path)) from None
    except OSError as exc:
        raise UserError(f"Cannot read {path}: {exc.strerror or exc}.", path=str(path)) from None


def _check(args: argparse.Namespace, ctx: Context) -> Reply:
    raw = read_deck_file(args.file)
    catalogue = _catalogue(args)
    if (args.ruleset == "lcg2") != (catalogue.edition == EDITION_2E):
        raise UserError(f"The {args.ruleset} ruleset cannot use {catalogue.edition} card data.")
    rlist = catalogue.restricted_list(args.restricted) if args.ruleset == "lcg2" else None
    try:
        deck = parse_decklist(
            raw, catalogue, out_of_pool=rlist.banned_cards if rlist else frozenset()
        )
    except DeckParseError as exc:
        errors: list[dict[str, Any]] = [
            {
                "rule": "unknown-card"
                if p.suggestions or "Unknown card" in p.message
                else "unreadable-line",
                "message": (f"line {p.line}: " if p.line else "") + p.message,
                "cards": p.suggestions,
            }
            for p in exc.problems
        ]
        data = {
            "legal": False,
            "errors": errors,
            "deck": {"faction": None, "agendas": [], "plots": 0, "draw": 0},
            "ruleset": args.ruleset,
            "format": args.format,
            "restricted": rlist.code if rlist else None,
        }
        text = "ILLEGAL (the list cannot be fully read)\n" + "\n".join(
            f"  [{e['rule']}] {e['message']}" for e in errors
        )
        return Reply(data=data, text=text)
    report = check_deck(deck, catalogue, ruleset=args.ruleset, format=args.format, restricted=rlist)
    data = report.to_json()
    data["warnings"] = list(deck.warnings)
    summary = report.deck
    head = (
        f"{'LEGAL' if report.legal else 'ILLEGAL'}: {deck.name or args.file} — "
        f"{summary.faction or 'no faction'}"
        f"{', ' + ' + '.join(summary.agendas) if summary.agendas else ''}; "
        f"{summary.plots} plots, {summary.draw} draw cards"
        f" ({args.ruleset}, {args.format}{', ' + rlist.name if rlist else ''})"
    )
    lines = [head]
    for error in report.errors:
        cards = f" — {', '.join(error.cards)}" if error.cards else ""
        lines.append(f"  [{error.rule}] {error.message}{cards}")
    lines += [f"  note: {w}" for w in deck.warnings]
    return Reply(data=data, text="\n".join(lines))


def _cards(args: argparse.Namespace, ctx: Context) -> Reply:
    catalogue = _catalogue(args)
    found = catalogue.search(
        args.name, faction=args.faction, type=args.type, pack=args.pack, limit=args.limit
    )
    rows = [
        {
            "code": c.code,
            "name": c.name,
            "type": c.type,
            "faction": c.faction,
            "pack": c.pack,
            "loyal": c.loyal,
            "unique": c.unique,
            "cost": c.cost,
            "traits": list(c.traits),
        }
        for c in found
    ]
    text = "\n".join(
        f"{c.code}  {c.name} ({c.pack})  {c.type}, {c.faction}" + (", loyal" if c.loyal else "")
        for c in found
    )
    return Reply(data={"cards": rows}, text=text or "no card matches.")


def _versions(args: argparse.Namespace, ctx: Context) -> Reply:
    catalogue = _catalogue(args)
    rows = [
        {"code": r.code, "name": r.name, "date": r.date, "issuer": r.issuer}
        for r in catalogue.restricted_lists
    ]
    text = "\n".join(f"{r['date']}  {r['code']:<18} {r['name']}" for r in rows)
    return Reply(data={"versions": rows}, text=text)


def _status_text(st: decks.DeckStatus) -> str:
    agendas = " + ".join(st.agendas) if st.agendas else ""
    head = f"{st.player_name} (player {st.player_id}): {st.status.upper()}"
    if st.status != decks.MISSING:
        head += f" — {st.faction or 'no faction'}{', ' + agendas if agendas else ''}"
    lines = [head]
    for e in st.errors:
        cards = f" — {', '.join(e.get('cards') or [])}" if e.get("cards") else ""
        lines.append(f"  [{e.get('rule')}] {e.get('message')}{cards}")
    return "\n".join(lines)


def _import(args: argparse.Namespace, ctx: Context) -> Reply:
    raw = read_deck_file(args.file)
    with database(ctx) as db:
        st = decks.attach_decklist(
            db,
            ctx.event,
            args.player,
            raw,
            source=args.file.name,
            override_lock=args.override_lock,
            reason=args.reason,
        )
    return Reply(st.to_json(), _status_text(st))


def _list(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        found = decks.deck_statuses(db, ctx.event)
    rows = [
        [
            st.player_id,
            st.player_name,
            st.status,
            st.faction or "",
            " + ".join(st.agendas),
            len(st.errors),
        ]
        for st in found
    ]
    text = text_table(["id", "player", "list", "faction", "agenda", "errors"], rows)
    return Reply(
        {"players": [st.to_json() for st in found], "locked": bool(found and found[0].locked)},
        text,
    )


def _show(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        view = decks.deck_check(db, ctx.event, args.player)
    lines = [_status_text(view.status), f"{view.plots} plots, {view.draw} draw cards"]
    lines.append(", ".join(f"{k}: {n}" for k, n in view.counts_by_type.items()))
    for title, cards in view.sections:
        lines += ["", f"{title} ({sum(c.count for c in cards)}):"]
        lines += [f"  {c.count}x {c.name} ({c.pack})" for c in cards]
    return Reply(view.to_json(), "\n".join(lines))


def _field(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        breakdown = decks.field_breakdown(db, ctx.event)
    lines = [
        f"{breakdown.players} players: {breakdown.legal} legal, {breakdown.illegal} illegal, "
        f"{breakdown.missing} missing",
        "",
        "Factions:",
    ]
    lines += [f"  {n:>3}  {name}" for name, n in breakdown.factions.items()]
    lines += ["", "Agendas:"]
    lines += [f"  {n:>3}  {name}" for name, n in breakdown.agendas.items()]
    return Reply(breakdown.to_json(), "\n".join(lines))


def _recheck(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        found = decks.recheck_decklists(db, ctx.event, reason=args.reason)
    return Reply(
        {"players": [st.to_json() for st in found]},
        "\n".join(_status_text(st) for st in found if st.status != decks.MISSING)
        or "no deck lists yet",
    )


def _export(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        text = decks.open_decklists(db, ctx.event)
    if args.out is not None:
        try:
            args.out.write_text(text, encoding="utf-8")
        except OSError as exc:
            raise UserError(f"Cannot write {args.out}: {exc.strerror or exc}.") from None
        return Reply({"written": str(args.out)}, f"open deck lists written to {args.out}")
    return Reply({"text": text}, text)


def _remove(args: argparse.Namespace, ctx: Context) -> Reply:
    with database(ctx) as db:
        st = decks.remove_decklist(
            db, ctx.event, args.player, override_lock=args.override_lock, reason=args.reason
        )
    return Reply(st.to_json(), f"deck list of {st.player_name} removed")


def _import_cards(args: argparse.Namespace, ctx: Context) -> Reply:
    result = decks.import_card_data(args.path)
    return Reply(
        result.to_json(),
        f"imported {result.cards} cards ({result.kind}) into the {result.edition} card "
        f"database: {result.total} cards, {result.restricted_lists} restricted-list versions",
    )


def _imports(args: argparse.Namespace, ctx: Context) -> Reply:
    edition = EDITION_1E if args.first_edition else EDITION_2E
    records = decks.card_imports(edition)
    rows = [{"source": r.source, "kind": r.kind, "cards": r.cards, "at": r.at} for r in records]
    text = "\n".join(
        f"{r['at'] or '(shipped)':<25} {r['kind']:<16} {r['cards']:>5}  {r['source']}" for r in rows
    )
    return Reply({"edition": edition, "imports": rows}, text or "no card data")


def _cards_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--cards",
        type=Path,
        default=None,
        help="card data folder (throneteki layout) instead of the card database",
    )


def _lock_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--override-lock", action="store_true", help="change a list after round 1 (audited)"
    )
    parser.add_argument("--reason", default=None, help="why (kept in the audit log)")


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    inner = subcommands(sub, "deck", "deck lists: legality, card search, lists in an event", common)

    check = command(inner, "check", "check a deck list's legality", common, _check)
    check.add_argument(
        "file",
        type=Path,
        help="deck list file (ThronesDB text/.txt/JSON, or Nx Name lines); - reads stdin",
    )
    check.add_argument("--ruleset", choices=RULESETS, default="lcg2")
    check.add_argument("--format", choices=FORMATS, default="joust")
    check.add_argument(
        "--restricted",
        default=None,
        metavar="VERSION",
        help='restricted-list version, by name or code ("Standard v2.1", "gotstandard2.1"); '
        "default: the newest",
    )
    _cards_option(check)

    cards = command(inner, "cards", "search cards", common, _cards)
    cards.add_argument(
        "name", nargs="?", default="", help="part of the name (accents, apostrophes ignored)"
    )
    cards.add_argument("--faction", default=None)
    cards.add_argument("--type", default=None)
    cards.add_argument("--pack", default=None, help="pack code or name")
    cards.add_argument("--limit", type=int, default=50)
    _cards_option(cards)

    versions = command(inner, "versions", "list the restricted-list versions", common, _versions)
    _cards_option(versions)

    imp = command(inner, "import", "attach a deck list file to a player", common, _import)
    imp.add_argument("--player", type=int, required=True, help="player id")
    imp.add_argument("file", type=Path, help="deck list file; - reads stdin")
    _lock_options(imp)

    command(inner, "list", "every player's list status (missing/illegal/legal)", common, _list)

    show = command(inner, "show", "one list, for a deck check", common, _show)
    show.add_argument("--player", type=int, required=True)

    command(inner, "field", "the field's factions and agendas", common, _field)

    recheck = command(inner, "recheck", "check every list again", common, _recheck)
    recheck.add_argument("--reason", default=None, help="why (kept in the audit log)")

    export = command(inner, "export", "open deck lists as text", common, _export)
    export.add_argument("--out", type=Path, default=None)

    remove = command(inner, "remove", "remove a player's list", common, _remove)
    remove.add_argument("--player", type=int, required=True)
    _lock_options(remove)

    import_cards = command(
        inner,
        "import-cards",
        "import card data: folder, pack file, ThronesDB array, restricted-list.json, 1st edition",
        common,
        _import_cards,
    )
    import_cards.add_argument("path", type=Path)

    imports = command(inner, "imports", "what card data was imported, and when", common, _imports)
    imports.add_argument("--first-edition", action="store_true")
