"""``organiser deck ...``: check a deck list, search cards, attach lists to players.

    organiser deck check FILE|--link LINK [--ruleset lcg2] [--format joust] [--restricted V] [--json]
    organiser deck cards NAME [--faction F] [--type T] [--pack P] [--json]
    organiser deck versions [--json]
    organiser deck import --player ID FILE|--link LINK [--override-lock --reason TEXT]
    organiser deck list | show --player ID | field | recheck | export [--out FILE]
    organiser deck remove --player ID [--override-lock --reason TEXT]

``deck check`` and ``deck import`` take a file or ``--link`` (a ThronesDB deck or decklist
link, fetched through the public API). ``deck check`` exits 0 whether or not the deck is
legal; it fails (exit 2) only when the file cannot be read or fetched. A list whose lines
cannot be understood is reported as illegal, one error per line (``unknown-card``,
``unknown-agenda``, ``ambiguous-card``, ``unreadable-line``…), together with every
deck-building rule that what could be read breaks. It says exactly what an event with the
same ruleset, format and restricted list shows for the list.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from organiser.cli.common import command, database, subcommands, text_table
from organiser.cli.reply import Context, Reply
from organiser.core.errors import UserError
from organiser.core.model import Format, Ruleset
from organiser.services import decks


def _catalogue(args: argparse.Namespace) -> decks.CardCatalogue:
    """``--cards FOLDER`` if given, else the imported card data (or the shipped catalogue)."""
    return decks.card_database(getattr(args, "ruleset", Ruleset.LCG2), getattr(args, "cards", None))


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


def _deck_source(args: argparse.Namespace) -> tuple[bytes | str, str]:
    """(the list, where it came from): ``--link`` fetches it from ThronesDB, else FILE."""
    link = getattr(args, "link", None)
    if link:
        if args.file is not None:
            raise UserError("Give a deck list file or --link, not both.")
        fetched = decks.fetch_decklist(link)
        return fetched.text, fetched.page
    if args.file is None:
        raise UserError("Give a deck list file (or - for stdin), or --link LINK.")
    return read_deck_file(args.file), args.file.name


def _check(args: argparse.Namespace, ctx: Context) -> Reply:
    data, source = _deck_source(args)
    found = decks.check_decklist(
        data,
        ruleset=args.ruleset,
        format=args.format,
        restricted=args.restricted,
        cards_folder=args.cards,
    )
    reply = found.to_json()
    summary = found.summary
    if summary is None:
        head = "ILLEGAL (the list cannot be read)"
    else:
        agendas = " + ".join(summary.agendas)
        head = (
            f"{'LEGAL' if found.legal else 'ILLEGAL'}: "
            f"{(found.deck.name if found.deck else '') or source} — "
            f"{summary.faction_name}{', ' + agendas if agendas else ''}; "
            f"{summary.plots} plots, {summary.draw} draw cards"
            f" ({found.ruleset}, {found.format}"
            f"{', ' + found.restricted_name if found.restricted_name else ''})"
        )
    lines = [head]
    for error in found.errors:
        cards = f" — {', '.join(error['cards'])}" if error.get("cards") else ""
        lines.append(f"  [{error['rule']}] {error['message']}{cards}")
    lines += [f"  note: {w}" for w in found.warnings]
    return Reply(data=reply, text="\n".join(lines))


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
        head += f" — {st.faction_name}{', ' + agendas if agendas else ''}"
    lines = [head]
    for e in st.errors:
        cards = f" — {', '.join(e.get('cards') or [])}" if e.get("cards") else ""
        lines.append(f"  [{e.get('rule')}] {e.get('message')}{cards}")
    return "\n".join(lines)


def _import(args: argparse.Namespace, ctx: Context) -> Reply:
    raw, source = _deck_source(args)
    with database(ctx) as db:
        st = decks.attach_decklist(
            db,
            ctx.event,
            args.player,
            raw,
            source=source,
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
    edition = Ruleset.LCG1.edition if args.first_edition else Ruleset.LCG2.edition
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


def _link_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--link",
        default=None,
        metavar="LINK",
        help="a ThronesDB deck or decklist link (or a decklist number), fetched through "
        "ThronesDB's public API instead of a file",
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
        nargs="?",
        default=None,
        help="deck list file (any ThronesDB export: text, .txt, Markdown, by cycle, AGoT.cards "
        "tags, OCTGN .o8d, JSON; or Nx Name lines); - reads stdin",
    )
    _link_option(check)
    check.add_argument("--ruleset", choices=[r.value for r in Ruleset], default="lcg2")
    check.add_argument("--format", choices=[f.value for f in Format], default="joust")
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
    imp.add_argument(
        "file", type=Path, nargs="?", default=None, help="deck list file; - reads stdin"
    )
    _link_option(imp)
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
