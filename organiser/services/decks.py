"""Deck lists in an event: attach, check, lock at round 1, deck checks, the field.

Each player has at most one current list. It is kept exactly as handed in, with what was
read from it and the verdict of the last check against the event's ruleset, format and
restricted-list version (the event's ``restricted_list`` setting, by name or code; the
newest version when it is unset). A list that cannot be read is still kept, as illegal,
with the reasons. Once round 1 is paired the lists are locked: a change then needs
``override_lock=True`` and a reason, and is written to the audit log like every change.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlmodel import Session, col

from organiser.core.cards import (
    EDITION_2E,
    FACTIONS_2E,
    Card,
    CardCatalogue,
    ImportRecord,
    Pack,
    RestrictedList,
    card_from_throneteki,
    catalogue_from_facts,
    catalogue_to_facts,
    default_catalogue,
    load_catalogue,
    load_first_edition_cards,
    load_pack_folder,
    load_restricted_lists,
    load_thronesdb_cards,
    save_catalogue,
)
from organiser.core.decklist import (
    SECTION_ORDER,
    SECTION_TITLES,
    DeckList,
    decode,
    faction_label,
    read_decklist,
    to_thronesdb_text,
)
from organiser.core.errors import M_, Conflict, NotFound, UserError, message_keys
from organiser.core.legality import DeckSummary, check_deck
from organiser.core.model import Ruleset, Stage
from organiser.services import thronesdb
from organiser.services._support import audit, latest_round, load_event, players_of
from organiser.services.card_texts import (
    CARDS_ENV,  # noqa: F401 (the variable's name, for callers)
    card_data_dir,
    keep_texts,
    source_texts,
)
from organiser.store.db import Store
from organiser.store.decks import DeckListRow
from organiser.store.models import EventRow, PlayerRow

MAX_LIST_BYTES = 256 * 1024

MISSING = "missing"
ILLEGAL = "illegal"
LEGAL = "legal"


@dataclass(frozen=True)
class DeckStatus:
    """One player's deck-list status in an event."""

    player_id: int
    player_name: str
    status: str  # missing | illegal | legal
    faction: str | None = None  # the faction's code
    agendas: tuple[str, ...] = ()  # agenda names
    deck_name: str | None = None
    errors: tuple[dict[str, Any], ...] = ()
    restricted_list: str | None = None
    submitted_at: str | None = None
    updated_at: str | None = None
    locked: bool = False

    @property
    def faction_name(self) -> str:
        """The faction as printed (``House Stark``), for every message and column."""
        return faction_label(self.faction)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["player"] = self.player_id
        data["faction_name"] = self.faction_name if self.faction else None
        data["agendas"] = list(self.agendas)
        data["errors"] = list(self.errors)
        return data


@dataclass(frozen=True)
class DeckCardLine:
    code: str
    name: str
    pack: str
    count: int


@dataclass(frozen=True)
class DeckCheckView:
    """A list as a judge checks it at the table: sections with counts, and the verdict."""

    status: DeckStatus
    sections: tuple[tuple[str, tuple[DeckCardLine, ...]], ...]  # (section title, lines)
    counts_by_type: dict[str, int]
    plots: int
    draw: int
    text: str  # as submitted
    notes: tuple[str, ...] = ()  # what the reader noted (a faction inferred, a line ignored)

    def to_json(self) -> dict[str, Any]:
        return {
            **self.status.to_json(),
            "sections": [
                {"section": title, "cards": [asdict(line) for line in lines]}
                for title, lines in self.sections
            ],
            "counts_by_type": dict(self.counts_by_type),
            "plots": self.plots,
            "draw": self.draw,
            "text": self.text,
        }


@dataclass(frozen=True)
class FieldBreakdown:
    """The field's factions and agendas (lists handed in, whatever their verdict)."""

    players: int
    missing: int
    legal: int
    illegal: int
    factions: dict[str, int] = field(default_factory=dict)  # display name -> players
    agendas: dict[str, int] = field(default_factory=dict)  # agenda name(s) -> players

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


# -- the card database -----------------------------------------------------------------------

_loaded: dict[Path, tuple[tuple[int, int], CardCatalogue]] = {}


def _imported_path(edition: str) -> Path:
    return card_data_dir() / f"{edition}.json.gz"


def active_catalogue(edition: str = EDITION_2E) -> CardCatalogue | None:
    """The imported card data of ``edition`` if any, else the shipped 2nd-edition catalogue
    (None for an edition with neither)."""
    path = _imported_path(edition)
    if path.exists():
        stat = path.stat()
        mtime = (stat.st_mtime_ns, stat.st_size)
        hit = _loaded.get(path)
        if hit is None or hit[0] != mtime:
            hit = (mtime, load_catalogue(path))
            _loaded[path] = hit
        return hit[1]
    return default_catalogue() if edition == EDITION_2E else None


@dataclass(frozen=True)
class CardImport:
    edition: str
    kind: str
    cards: int  # cards read from the source
    total: int  # cards in the card database afterwards
    restricted_lists: int
    at: str
    path: str

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def _read_source(source: Path) -> tuple[str, CardCatalogue | list[RestrictedList]]:
    if source.is_dir():
        return "pack-folder", load_pack_folder(source)
    try:
        data = json.loads(source.read_bytes().decode("utf-8-sig"))
    except OSError as exc:
        raise UserError(
            M_("Cannot read {source}: {value}.", source=source, value=exc.strerror or exc)
        ) from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise UserError(
            M_("{name} is not a JSON card file ({exc}).", name=source.name, exc=exc)
        ) from None
    if isinstance(data, dict) and "cards" in data and "code" in data:
        return "pack-file", _one_pack(data)
    if isinstance(data, list) and data and isinstance(data[0], dict):
        first = data[0]
        if "pack_code" in first:
            return "thronesdb-api", load_thronesdb_cards(data)
        if "card_type" in first:
            return "first-edition", load_first_edition_cards(data)
        if "formats" in first and "bannedCards" in first:
            return "restricted-list", load_restricted_lists(data)
    raise UserError(
        M_(
            "{name} is not card data Maester knows: use a throneteki/ThronesDB folder, a ThronesDB cards API array, restricted-list.json or the 1st-edition card search JSON.",
            name=source.name,
        )
    )


def _one_pack(data: dict[str, Any]) -> CardCatalogue:
    """A single throneteki pack file (a new pack arrives)."""
    code = str(data["code"])
    catalogue = CardCatalogue(edition=EDITION_2E)
    catalogue.packs[code] = Pack(
        code=code, name=str(data.get("name") or code), release_date=data.get("releaseDate")
    )
    if not isinstance(data["cards"], list):
        raise UserError(M_("The pack file {code} has no list of cards.", code=code))
    for raw in data["cards"]:
        card = card_from_throneteki(raw, code)
        catalogue.cards[card.code] = card
    catalogue.reindex()
    return catalogue


def import_card_data(path: str | os.PathLike[str], *, at: str | None = None) -> CardImport:
    """Import card data into the card database, updating it in place (a new pack arrives),
    and remember what was imported and when. 2nd-edition imports start from the shipped
    catalogue; 1st-edition data is kept apart (for lcg1 / ccg-winter events)."""
    source = Path(path)
    if not source.exists():
        raise NotFound(
            M_("No such card data file or folder: {source}.", source=source), path=str(source)
        )
    kind, read = _read_source(source)
    when = at or datetime.now(UTC).isoformat(timespec="seconds")
    if isinstance(read, list):
        incoming = CardCatalogue(edition=EDITION_2E, restricted_lists=read)
        incoming.imports.append(ImportRecord(source.name, kind, 0, when))
        count = 0
    else:
        incoming = read
        count = len(read.cards)
        incoming.imports = [ImportRecord(source.name, kind, count, when)]
    edition = incoming.edition
    base = active_catalogue(edition)
    if base is None:
        merged = incoming
    else:
        merged = catalogue_from_facts(catalogue_to_facts(base))  # a copy: the cache stays intact
        merged.update(incoming)
    target = _imported_path(edition)
    try:
        save_catalogue(merged, target)
    except OSError as exc:
        raise UserError(
            M_("Cannot write the card database {target}: {exc}.", target=target, exc=exc)
        ) from None
    if edition == EDITION_2E and kind != "restricted-list":
        # the printed text stays on this computer, for the Rules desk (never shipped)
        try:
            keep_texts(edition, source_texts(source))
        except OSError as exc:
            raise UserError(
                M_("Cannot write the card texts beside {target}: {exc}.", target=target, exc=exc)
            ) from None
    return CardImport(
        edition=edition,
        kind=kind,
        cards=count,
        total=len(merged.cards),
        restricted_lists=len(merged.restricted_lists),
        at=when,
        path=str(target),
    )


def card_imports(edition: str = EDITION_2E) -> list[ImportRecord]:
    catalogue = active_catalogue(edition)
    return list(catalogue.imports) if catalogue else []


@dataclass(frozen=True)
class CardHit:
    """One card found by :func:`search_cards`: its facts, its pack's name, and its standing
    in the event's restricted-list version and format ("" when legal or when no event)."""

    card: Card
    pack_name: str
    standing: str = ""  # "" | restricted | banned | pod | not in pool


@dataclass(frozen=True)
class CardSearch:
    edition: str
    restricted_list: str | None  # the version name the standings follow (None: no event)
    format: str | None
    hits: tuple[CardHit, ...]


@dataclass(frozen=True)
class CardChoices:
    """What the card search can filter on, from the card database in use."""

    edition: str
    factions: tuple[tuple[str, str], ...]  # (code, display name)
    types: tuple[str, ...]
    packs: tuple[tuple[str, str], ...]  # (code, name), in release order


def _catalogue_of(
    store: Store | None, event_id: int | None
) -> tuple[CardCatalogue, RestrictedList | None, str | None]:
    """The card database of the event (its edition, restricted list and format), or the
    2nd-edition one when no event is given."""
    if store is None:
        catalogue = active_catalogue(EDITION_2E)
        assert catalogue is not None
        return catalogue, None, None
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        catalogue = catalogue_for(event)
        return catalogue, restricted_for(event, catalogue), event.format


def card_standing(card: Card, rlist: RestrictedList | None, fmt: str | None) -> str:
    """How a restricted-list version treats ``card`` in ``fmt``: "" (legal), "not in pool",
    "banned", "restricted" or "pod" (1st edition: the card's own legality)."""
    if fmt is None:
        return ""
    if card.legality:
        legality = card.legality_in(fmt)
        return "" if legality == "Legal" else legality.lower()
    if rlist is None:
        return ""
    if card.code in rlist.banned_cards:
        return "not in pool"
    flist = rlist.format(fmt)
    if card.code in flist.banned:
        return "banned"
    if card.code in flist.restricted:
        return "restricted"
    if any(card.code in pod.cards for pod in flist.pods):
        return "pod"
    return ""


def search_cards(
    name: str = "",
    *,
    faction: str | None = None,
    type: str | None = None,
    pack: str | None = None,
    limit: int | None = None,
    store: Store | None = None,
    event_id: int | None = None,
) -> CardSearch:
    """Card search in the card database in use (:meth:`CardCatalogue.search`: the name
    without regard to case, accents, apostrophes or quotes; faction, type, pack). With a
    store, the event's edition, and each card's standing in its restricted-list version."""
    catalogue, rlist, fmt = _catalogue_of(store, event_id)
    found = catalogue.search(name, faction=faction, type=type, pack=pack, limit=limit)
    hits = tuple(
        CardHit(card, catalogue.pack_name(card.pack), card_standing(card, rlist, fmt))
        for card in found
    )
    return CardSearch(catalogue.edition, rlist.name if rlist else None, fmt, hits)


def card_choices(store: Store | None = None, event_id: int | None = None) -> CardChoices:
    """The factions, types and packs of the card database in use (the event's edition)."""
    catalogue, _rlist, _fmt = _catalogue_of(store, event_id)
    codes = {c.faction for c in catalogue.cards.values()}
    for card in catalogue.cards.values():
        codes.update(card.houses)
    factions = tuple(
        sorted(
            ((code, FACTIONS_2E.get(code, code.title())) for code in codes if code),
            key=lambda f: f[1],
        )
    )
    types = tuple(sorted({c.type for c in catalogue.cards.values()}))
    used = {c.pack for c in catalogue.cards.values()}
    packs = tuple((p.code, p.name) for p in catalogue.packs.values() if p.code in used)
    return CardChoices(catalogue.edition, factions, types, packs)


# -- helpers --------------------------------------------------------------------------------


def catalogue_of(ruleset: Ruleset | str) -> CardCatalogue:
    """The card database a ruleset's lists are read with (its edition's)."""
    rules = Ruleset.parse(ruleset)
    catalogue = active_catalogue(rules.edition)
    if catalogue is None:
        raise UserError(
            M_(
                "Deck lists of {value} events need 1st-edition card data: import the 1st-edition card search JSON first (organiser deck import-cards FILE).",
                value=rules.value,
            )
        )
    return catalogue


def card_database(
    ruleset: Ruleset | str = Ruleset.LCG2, cards_folder: str | os.PathLike[str] | None = None
) -> CardCatalogue:
    """The card data a check without an event uses: a card data folder (throneteki layout)
    if given, else the card database of the ruleset's edition."""
    rules = Ruleset.parse(ruleset)
    if cards_folder is None:
        return catalogue_of(rules)
    catalogue = load_pack_folder(Path(cards_folder))
    if catalogue.edition != rules.edition:
        raise UserError(
            M_(
                "The {value} ruleset cannot use {edition} card data.",
                value=rules.value,
                edition=catalogue.edition,
            )
        )
    return catalogue


def catalogue_for(event: EventRow) -> CardCatalogue:
    """The card catalogue an event's lists are read with."""
    return catalogue_of(event.ruleset)


def restricted_of(
    ruleset: Ruleset | str, catalogue: CardCatalogue, version: str | None
) -> RestrictedList | None:
    """The restricted-list version that applies (by name or code; the newest when None);
    None for a ruleset whose cards carry their own legality."""
    if not Ruleset.parse(ruleset).uses_restricted_versions:
        return None
    return catalogue.restricted_list(version or None)


def restricted_for(event: EventRow, catalogue: CardCatalogue) -> RestrictedList | None:
    return restricted_of(event.ruleset, catalogue, event.restricted_list)


def restricted_list_in_use(store: Store, event_id: int | None = None) -> str:
    """In words, the restricted-list version the event's deck checks use, and why."""
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        ruleset, version = event.ruleset, event.restricted_list
    rules = Ruleset.parse(ruleset)
    if not rules.uses_restricted_versions:
        return f"none ({rules.value} cards carry their own legality)"
    catalogue = active_catalogue(rules.edition)
    if catalogue is None or not catalogue.restricted_lists:
        return f"{version or 'the newest'} (no card data imported: lists cannot be checked yet)"
    try:
        rlist = catalogue.restricted_list(version or None)
    except NotFound:
        return f"{version} (not in the card data: deck checks refuse it)"
    assert rlist is not None
    why = "set for this event" if version else "the newest, as none is set"
    return f"{rlist.name} ({rlist.code}; {why})"


def lists_locked(session: Session, event: EventRow) -> bool:
    """Deck lists lock when round 1 is paired."""
    assert event.id is not None
    return latest_round(session, event.id, Stage.SWISS) is not None or event.status in (
        "cut",
        "finished",
    )


def _player(session: Session, event: EventRow, player_id: int) -> PlayerRow:
    row = session.get(PlayerRow, player_id)
    if row is None or row.event_id != event.id:
        raise NotFound(
            M_("no player {player_id} in this event", player_id=player_id), player=player_id
        )
    return row


def _row_for(session: Session, player_id: int) -> DeckListRow | None:
    return session.scalars(
        select(DeckListRow).where(col(DeckListRow.player_id) == player_id)
    ).first()


def _status(
    row: DeckListRow | None,
    player: PlayerRow,
    catalogue: CardCatalogue | None,
    locked: bool,
    event: EventRow | None = None,
) -> DeckStatus:
    """A player's status. With the event, the verdict is the list's deck check against the
    card data and restricted list in use now (what ``deck check`` says); else as stored."""
    assert player.id is not None
    if row is None:
        return DeckStatus(player.id, player.name, MISSING, locked=locked)
    status, errors = row.status, tuple(json.loads(row.errors or "[]"))
    faction, codes, name = row.faction, [a for a in row.agendas.split(",") if a], row.name
    restricted = row.restricted_list
    if event is not None and catalogue is not None:
        rlist = restricted_for(event, catalogue)
        now = _cached_verdict(row.text, catalogue, event, rlist)
        status, errors, restricted = now.status, now.errors, now.restricted
        if now.deck is not None:
            faction, codes = now.deck.faction, list(now.deck.agendas)
            name = now.deck.name or None
    names = tuple(
        catalogue.cards[c].name if catalogue and c in catalogue.cards else c for c in codes
    )
    return DeckStatus(
        player_id=player.id,
        player_name=player.name,
        status=status,
        faction=faction,
        agendas=names,
        deck_name=name,
        errors=tuple(dict(e) for e in errors),
        restricted_list=restricted,
        submitted_at=row.submitted_at,
        updated_at=row.updated_at,
        locked=locked,
    )


def current_verdict(event: EventRow, row: DeckListRow) -> DeckVerdict | None:
    """A stored list's deck check now (None when the event's card data is missing)."""
    try:
        catalogue = catalogue_for(event)
        rlist = restricted_for(event, catalogue)
    except UserError:
        return None
    return _cached_verdict(row.text, catalogue, event, rlist)


def _decode(data: str | bytes) -> str:
    if len(data) > MAX_LIST_BYTES:
        raise UserError(
            M_(
                "A deck list is at most {value} KB; this one is bigger.",
                value=MAX_LIST_BYTES // 1024,
            )
        )
    return decode(data)


@dataclass(frozen=True)
class DeckVerdict:
    """What a deck check says of one list: every problem at once (the lines that cannot be
    read, then the deck-building rules broken by what could be read)."""

    legal: bool
    errors: tuple[dict[str, Any], ...]
    warnings: tuple[str, ...]
    deck: DeckList | None  # None when nothing at all could be read
    summary: DeckSummary | None
    ruleset: str
    format: str
    restricted: str | None  # the restricted-list version's code
    restricted_name: str | None = None

    @property
    def status(self) -> str:
        return LEGAL if self.legal else ILLEGAL

    def to_json(self) -> dict[str, Any]:
        summary = (
            self.summary.to_json()
            if self.summary is not None
            else {"faction": None, "faction_name": None, "agendas": [], "plots": 0, "draw": 0}
        )
        return {
            "legal": self.legal,
            "errors": [dict(e) for e in self.errors],
            "deck": summary,
            "name": self.deck.name if self.deck else "",
            "source_format": self.deck.source_format if self.deck else "",
            "ruleset": self.ruleset,
            "format": self.format,
            "restricted": self.restricted,
            "warnings": list(self.warnings),
        }


def verdict(
    text: str | bytes,
    catalogue: CardCatalogue,
    ruleset: Ruleset | str,
    fmt: str,
    rlist: RestrictedList | None,
) -> DeckVerdict:
    """The deck check of one list: the same for ``deck check`` and for an event's column."""
    rules = Ruleset.parse(ruleset)
    pool = rlist.banned_cards if rlist is not None else frozenset()
    read = read_decklist(text, catalogue, out_of_pool=pool)
    errors: list[dict[str, Any]] = []
    for p in read.problems:
        message = p.located()
        errors.append(
            {
                "rule": p.kind,
                "message": message,
                "cards": list(p.suggestions),
                **message_keys(message),
            }
        )
    deck: DeckList | None = read.deck
    warnings = list(read.deck.warnings)
    summary: DeckSummary | None = None
    if read.deck.cards or read.deck.agendas:
        report = check_deck(read.deck, catalogue, ruleset=rules, format=fmt, restricted=rlist)
        errors += [e.to_json() for e in report.errors]
        summary = report.deck
        if read.problems:
            warnings.append(
                M_(
                    "the counts leave out the line(s) that could not be read; fix them and check "
                    "again."
                )
            )
    else:
        deck = None
    return DeckVerdict(
        legal=not errors,
        errors=tuple(errors),
        warnings=tuple(warnings),
        deck=deck,
        summary=summary,
        ruleset=rules.value,
        format=fmt,
        restricted=rlist.code if rlist else None,
        restricted_name=rlist.name if rlist else None,
    )


_VERDICTS: dict[tuple[Any, ...], DeckVerdict] = {}
_VERDICTS_MAX = 4096


def _fingerprint(catalogue: CardCatalogue) -> tuple[Any, ...]:
    """Changes whenever card data is imported (a new catalogue object or new contents)."""
    last = catalogue.imports[-1] if catalogue.imports else None
    return (
        id(catalogue),
        catalogue.edition,
        len(catalogue.cards),
        len(catalogue.restricted_lists),
        len(catalogue.imports),
        (last.source, last.at) if last else None,
    )


def _cached_verdict(
    text: str, catalogue: CardCatalogue, event: EventRow, rlist: RestrictedList | None
) -> DeckVerdict:
    key = (
        text,
        _fingerprint(catalogue),
        event.ruleset,
        event.format,
        rlist.code if rlist else None,
    )
    hit = _VERDICTS.get(key)
    if hit is None:
        hit = verdict(text, catalogue, event.ruleset, event.format, rlist)
        if len(_VERDICTS) >= _VERDICTS_MAX:
            _VERDICTS.clear()
        _VERDICTS[key] = hit
    return hit


def _evaluate(
    text: str, catalogue: CardCatalogue, event: EventRow, rlist: RestrictedList | None
) -> tuple[DeckList | None, str, list[dict[str, Any]]]:
    """(the parsed deck or None, status, errors as JSON)."""
    found = _cached_verdict(text, catalogue, event, rlist)
    return found.deck, found.status, [dict(e) for e in found.errors]


def check_decklist(
    data: str | bytes,
    *,
    ruleset: Ruleset | str = Ruleset.LCG2,
    format: str = "joust",
    restricted: str | None = None,
    cards_folder: str | os.PathLike[str] | None = None,
) -> DeckVerdict:
    """``organiser deck check``: one list against a ruleset, a format and a restricted-list
    version (by name or code; the newest when None), with the card database in use (or the
    card data folder given). Exactly what an event with these settings shows for the list."""
    rules = Ruleset.parse(ruleset)
    text = _decode(data)
    catalogue = card_database(rules, cards_folder)
    rlist = restricted_of(rules, catalogue, restricted)
    return verdict(text, catalogue, rules, format, rlist)


def fetch_decklist(link: str, *, base_url: str | None = None) -> thronesdb.FetchedDeck:
    """A deck or decklist from ThronesDB's public API, by link or id (see
    :mod:`organiser.services.thronesdb`)."""
    return thronesdb.fetch(link, base_url=base_url)


# -- use cases ------------------------------------------------------------------------------


def attach_decklist(
    store: Store,
    event_id: int | None,
    player_id: int,
    data: str | bytes,
    *,
    source: str | None = None,
    override_lock: bool = False,
    reason: str | None = None,
) -> DeckStatus:
    """Attach (or replace) a player's list from pasted text or a file's bytes.

    Any supported format is accepted. The list is kept even when it cannot be read (it is
    then illegal, with the lines at fault). After round 1 is paired, only with
    ``override_lock`` and a reason.
    """
    text = _decode(data)
    if not text.strip():
        raise UserError(M_("The deck list is empty."))
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        player = _player(s, event, player_id)
        locked = lists_locked(s, event)
        if locked and not override_lock:
            raise Conflict(
                M_(
                    "Deck lists are locked: round 1 has been paired. An organiser can still change a list with the lock override and a reason (it is audited)."
                ),
                player=player_id,
            )
        if locked and not (reason and reason.strip()):
            raise UserError(
                M_("Changing a deck list after round 1 needs a reason for the audit log.")
            )
        catalogue = catalogue_for(event)
        rlist = restricted_for(event, catalogue)
        deck, status, errors = _evaluate(text, catalogue, event, rlist)
        row = _row_for(s, player_id)
        now = store.now()
        replacing = row is not None
        if row is None:
            row = DeckListRow(event_id=event.id, player_id=player_id, submitted_at=now)
        row.text = text
        row.source = source
        row.name = (deck.name or None) if deck else None
        row.source_format = deck.source_format if deck else ""
        row.faction = deck.faction if deck else None
        row.agendas = ",".join(deck.agendas) if deck else ""
        row.cards = json.dumps(deck.counts() if deck else {}, sort_keys=True)
        row.status = status
        row.errors = json.dumps(errors, ensure_ascii=False)
        row.restricted_list = rlist.code if rlist else None
        row.updated_at = now
        if replacing:
            row.submitted_at = row.submitted_at or now
        s.add(row)
        s.flush()
        action = "decklist_replaced" if replacing else "decklist_attached"
        if locked:
            action = "decklist_changed_after_lock"
        audit(
            s,
            store,
            event.id,
            action,
            {
                "player": player_id,
                "name": player.name,
                "status": status,
                "faction": row.faction,
                "agendas": row.agendas,
                "errors": len(errors),
                "restricted_list": row.restricted_list,
                "source": source,
            },
            reason,
        )
        return _status(row, player, catalogue, locked, event)


def deck_link_in(data: str | bytes) -> str | None:
    """The ThronesDB link (or decklist number, or deck uuid) a paste holds on its own, else
    None: what the window fetches instead of reading the paste as a list."""
    if len(data) > 2048:
        return None
    text = (data.decode("utf-8", errors="replace") if isinstance(data, bytes) else data).strip()
    if not text or "\n" in text:
        return None
    try:
        thronesdb.parse_link(text)
    except UserError:
        return None
    return text


def attach_decklist_from_link(
    store: Store,
    event_id: int | None,
    player_id: int,
    link: str,
    *,
    base_url: str | None = None,
    override_lock: bool = False,
    reason: str | None = None,
) -> DeckStatus:
    """Fetch a ThronesDB deck or decklist (a link or an id) through the public API and
    attach it like a file: the answer is kept as received, with the link as its source."""
    fetched = thronesdb.fetch(link, base_url=base_url)
    return attach_decklist(
        store,
        event_id,
        player_id,
        fetched.text,
        source=fetched.page,
        override_lock=override_lock,
        reason=reason,
    )


def remove_decklist(
    store: Store,
    event_id: int | None,
    player_id: int,
    *,
    override_lock: bool = False,
    reason: str | None = None,
) -> DeckStatus:
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        player = _player(s, event, player_id)
        locked = lists_locked(s, event)
        if locked and not (override_lock and reason and reason.strip()):
            raise Conflict(
                M_("Deck lists are locked: round 1 has been paired (override with a reason)."),
                player=player_id,
            )
        row = _row_for(s, player_id)
        if row is None:
            raise NotFound(
                M_("player {player_id} has no deck list", player_id=player_id), player=player_id
            )
        s.delete(row)
        audit(
            s,
            store,
            event.id,
            "decklist_removed",
            {"player": player_id, "name": player.name},
            reason,
        )
        return _status(None, player, None, locked)


def deck_statuses(store: Store, event_id: int | None = None) -> list[DeckStatus]:
    """Every player's status (missing / illegal / legal), in registration order."""
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        locked = lists_locked(s, event)
        rows = {
            r.player_id: r
            for r in s.scalars(select(DeckListRow).where(col(DeckListRow.event_id) == event.id))
        }
        try:
            catalogue: CardCatalogue | None = catalogue_for(event)
            restricted_for(event, catalogue)
        except UserError:  # no card data for this edition, or an unknown version name
            catalogue = active_catalogue(Ruleset.parse(event.ruleset).edition)
            return [
                _status(rows.get(p.id or 0), p, catalogue, locked) for p in players_of(s, event.id)
            ]
        return [
            _status(rows.get(p.id or 0), p, catalogue, locked, event)
            for p in players_of(s, event.id)
        ]


def deck_check(store: Store, event_id: int | None, player_id: int) -> DeckCheckView:
    """One player's list for a deck check: sections with card counts, totals by type."""
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        player = _player(s, event, player_id)
        row = _row_for(s, player_id)
        if row is None:
            raise NotFound(M_("{name} has no deck list yet", name=player.name), player=player_id)
        catalogue = catalogue_for(event)
        status = _status(row, player, catalogue, lists_locked(s, event), event)
        now = current_verdict(event, row)
    counts: dict[str, int] = (
        now.deck.counts()
        if now is not None and now.deck is not None
        else json.loads(row.cards or "{}")
    )
    by_type: Counter[str] = Counter()
    grouped: dict[str, list[DeckCardLine]] = {}
    for code, n in counts.items():
        card = catalogue.cards.get(code)
        kind = card.type if card else "unknown"
        by_type[kind] += n
        grouped.setdefault(kind, []).append(
            DeckCardLine(code, card.name if card else code, card.pack if card else "?", n)
        )
    order = [*SECTION_ORDER, "title", "unknown"]
    sections = tuple(
        (
            SECTION_TITLES.get(kind, kind.title()),
            tuple(sorted(grouped[kind], key=lambda line: (line.name, line.code))),
        )
        for kind in order
        if kind in grouped
    )
    plots = by_type.get("plot", 0)
    return DeckCheckView(
        status=status,
        sections=sections,
        counts_by_type=dict(sorted(by_type.items())),
        plots=plots,
        draw=sum(n for k, n in by_type.items() if k not in ("plot", "title", "unknown")),
        text=row.text,
        notes=now.warnings if now is not None else (),
    )


def recheck_decklists(
    store: Store, event_id: int | None = None, *, reason: str | None = None
) -> list[DeckStatus]:
    """Check every stored list again (a new restricted-list version, new card data)."""
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        catalogue = catalogue_for(event)
        rlist = restricted_for(event, catalogue)
        changed = []
        for row in s.scalars(select(DeckListRow).where(col(DeckListRow.event_id) == event.id)):
            deck, status, errors = _evaluate(row.text, catalogue, event, rlist)
            if status != row.status:
                changed.append({"player": row.player_id, "from": row.status, "to": status})
            row.status = status
            row.errors = json.dumps(errors, ensure_ascii=False)
            row.restricted_list = rlist.code if rlist else None
            if deck is not None:
                row.faction = deck.faction
                row.agendas = ",".join(deck.agendas)
                row.cards = json.dumps(deck.counts(), sort_keys=True)
            s.add(row)
        audit(
            s,
            store,
            event.id,
            "decklists_rechecked",
            {"restricted_list": rlist.code if rlist else None, "changed": changed},
            reason,
        )
    return deck_statuses(store, event_id)


def field_breakdown(store: Store, event_id: int | None = None) -> FieldBreakdown:
    """How many players bring each faction and each agenda (for the chart)."""
    statuses = deck_statuses(store, event_id)
    factions: Counter[str] = Counter()
    agendas: Counter[str] = Counter()
    for st in statuses:
        if st.status == MISSING:
            continue
        factions[FACTIONS_2E.get(st.faction or "", st.faction or "Unknown")] += 1
        agendas[" + ".join(st.agendas) if st.agendas else "No agenda"] += 1
    return FieldBreakdown(
        players=len(statuses),
        missing=sum(st.status == MISSING for st in statuses),
        legal=sum(st.status == LEGAL for st in statuses),
        illegal=sum(st.status == ILLEGAL for st in statuses),
        factions=dict(factions.most_common()),
        agendas=dict(agendas.most_common()),
    )


def open_decklists(store: Store, event_id: int | None = None) -> str:
    """Every list of the event as ThronesDB text, headed by the player's name."""
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        catalogue = catalogue_for(event)
        players = {p.id: p for p in players_of(s, event.id)}
        rows = list(
            s.scalars(
                select(DeckListRow)
                .where(col(DeckListRow.event_id) == event.id)
                .order_by(col(DeckListRow.player_id))
            )
        )
        title = event.name
    parts = [f"# {title} — open deck lists", ""]
    for row in rows:
        player = players.get(row.player_id)
        name = player.name if player else f"player {row.player_id}"
        parts.append(f"## {name}")
        parts.append("")
        counts: dict[str, int] = json.loads(row.cards or "{}")
        if not counts and not row.agendas:
            parts += ["(the list could not be read; as handed in:)", "", row.text.strip(), ""]
            continue
        deck = DeckList.build(
            row.faction, [a for a in row.agendas.split(",") if a], counts, name=row.name or ""
        )
        known = all(c in catalogue.cards for c in counts) and all(
            a in catalogue.cards for a in deck.agendas
        )
        parts.append(to_thronesdb_text(deck, catalogue) if known else row.text.strip())
    return "\n".join(parts).rstrip() + "\n"
