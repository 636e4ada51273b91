"""The card catalogue: facts about every card, pack and restricted list, and card search.

Loaders read the public card data in the layouts players and tools use:

- the throneteki / ThronesDB pack folder (``packs/<Pack>.json``, ``cycles.json``,
  ``restricted-list.json``) — :func:`load_pack_folder`;
- one JSON array as served by ThronesDB's public cards API — :func:`load_thronesdb_cards`;
- ``restricted-list.json`` with all its versions — :func:`load_restricted_lists`;
- the 1st-edition card search JSON (LCG and CCG) — :func:`load_first_edition_cards`.

A catalogue keeps *facts* only (no rules text, no flavour): :func:`catalogue_to_facts`
gives the compact form shipped in ``resources/cards`` and :func:`default_catalogue` loads it,
so that a fresh install checks 2nd-edition decks with no import.
"""

from __future__ import annotations

import difflib
import gzip
import json
import re
import unicodedata
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from organiser.core.errors import M_, NotFound, UserError
from organiser.core.model import EDITION_1E, EDITION_2E

FACTS_FORMAT = 1

CARD_TYPES = ("agenda", "attachment", "character", "event", "location", "plot", "title")
DRAW_TYPES = frozenset({"attachment", "character", "event", "location"})

FACTIONS_2E: dict[str, str] = {
    "baratheon": "House Baratheon",
    "greyjoy": "House Greyjoy",
    "lannister": "House Lannister",
    "martell": "House Martell",
    "thenightswatch": "The Night's Watch",
    "stark": "House Stark",
    "targaryen": "House Targaryen",
    "tyrell": "House Tyrell",
    "neutral": "Neutral",
}
HOUSES_1E = ("baratheon", "greyjoy", "lannister", "martell", "stark", "targaryen")

# Keywords are printed facts (like icons); only these are kept, never the text around them.
KEYWORDS = (
    "ambush",
    "assault",
    "bestow",
    "insight",
    "intimidate",
    "limited",
    "pillage",
    "renown",
    "shadow",
    "stealth",
    "terminal",
)
_KEYWORD_SENTENCE = re.compile(
    r"(" + "|".join(k.capitalize() for k in KEYWORDS) + r")(?:\s*\((?:\d+|X)\))?\.",
)
_TAG = re.compile(r"<[^>]+>")
_SENTENCE_END = re.compile(r"(?<=\.)\s+")

# The `variants` cycle holds draft and variant packs: not constructed cards.
NON_CONSTRUCTED_CYCLES = frozenset({"variants"})


# ---------------------------------------------------------------------------------------------
# Names


_APOSTROPHES = str.maketrans({c: "" for c in "'’‘`´ʼ\"“”„«»"})
_NON_WORD = re.compile(r"[^0-9a-z]+")


_CURLY_QUOTES = str.maketrans("\u201c\u201d\u201e", '"""')


def _straight_quotes(text: str) -> str:
    return text.translate(_CURLY_QUOTES)


@lru_cache(maxsize=16384)
def normalise_name(name: str) -> str:
    """A search key: case, accents, apostrophes, quotes and punctuation do not matter."""
    text = unicodedata.normalize("NFKD", name)
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = text.casefold().translate(_APOSTROPHES)
    return _NON_WORD.sub(" ", text).strip()


# The words ThronesDB's sites print before a House's name and the names they give a faction
# in their other languages (German, Spanish, French: the names of its card data), and the
# names players write for the Watch.
_HOUSE_WORDS = frozenset({"house", "haus", "casa", "maison"})
_ARTICLES = frozenset({"the", "die", "la", "el", "le"})
_FACTION_ALIASES = {
    "graufreud": "greyjoy",
    "lennister": "lannister",
    "nightswatch": "thenightswatch",
    "nachtwache": "thenightswatch",
    "guardiadelanoche": "thenightswatch",
    "gardedenuit": "thenightswatch",
    "nw": "thenightswatch",
    "watch": "thenightswatch",
    "neutre": "neutral",
}


def faction_code(text: str) -> str | None:
    """A faction's code from its name as people and ThronesDB write it, in any case and in
    ThronesDB's languages: ``"House Stark"``, ``"STARK"``, ``"The Night's Watch"``,
    ``"Haus Graufreud"``, ``"Casa Lannister"``, ``"La Garde de Nuit"`` -> a code; else None."""
    words = normalise_name(text).split()
    if words and words[0] in _HOUSE_WORDS:
        words = words[1:]
    if words and words[0] in _ARTICLES:
        words = words[1:]
    key = "".join(words)
    key = _FACTION_ALIASES.get(key, key)
    if key in FACTIONS_2E:
        return key
    return None


def faction_close_to(text: str) -> str | None:
    """The faction a line that names none seems meant for (``"Hous Greyjoy"``,
    ``"La Gard de Nuit"``), else None."""
    if faction_code(text) is not None:
        return None
    words = normalise_name(text).split()
    if not words or len(words) > 4:
        return None
    if words[0] in _ARTICLES:
        words = words[1:]
    keys: dict[str, str] = {}
    names = {code: code for code in FACTIONS_2E if code != "neutral"}
    names.update({a: c for a, c in _FACTION_ALIASES.items() if len(a) > 2 and c in names})
    for name, code in names.items():
        keys[name] = code
        if code != "thenightswatch":
            for word in _HOUSE_WORDS:
                keys[word + name] = code
    close = difflib.get_close_matches("".join(words), list(keys), n=1, cutoff=0.85)
    return keys[close[0]] if close else None


# ---------------------------------------------------------------------------------------------
# Plain data


@dataclass(frozen=True, slots=True)
class PlotValues:
    income: int | str
    initiative: int | str
    claim: int | str
    reserve: int | str


@dataclass(frozen=True, slots=True)
class Card:
    """Facts about one card. ``faction`` is a 2nd-edition faction code or a 1st-edition House."""

    code: str
    name: str
    type: str
    faction: str
    pack: str
    loyal: bool = False
    unique: bool = False
    cost: int | str | None = None
    strength: int | str | None = None
    icons: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    plot: PlotValues | None = None
    deck_limit: int = 3
    quantity: int = 1
    # 1st edition: every House the card shows, and the Houses that may use it ("House X only").
    houses: tuple[str, ...] = ()
    legal_in_houses: tuple[str, ...] = ()
    # 1st edition: "Legal", "Restricted" or "Banned" per format.
    legality: tuple[tuple[str, str], ...] = ()

    @property
    def is_draw_card(self) -> bool:
        return self.type in DRAW_TYPES

    def has_trait(self, trait: str) -> bool:
        return trait.casefold() in (t.casefold() for t in self.traits)

    def legality_in(self, fmt: str) -> str:
        return dict(self.legality).get(fmt, "Legal")


@dataclass(frozen=True, slots=True)
class Pack:
    code: str
    name: str
    release_date: str | None = None
    cycle: str | None = None
    position: int = 0


@dataclass(frozen=True, slots=True)
class Pod:
    """At most one card of the pod; with ``restricted``, that card excludes the others."""

    cards: frozenset[str]
    restricted: str | None = None


@dataclass(frozen=True, slots=True)
class FormatList:
    name: str
    restricted: frozenset[str] = frozenset()
    banned: frozenset[str] = frozenset()
    pods: tuple[Pod, ...] = ()


@dataclass(frozen=True, slots=True)
class RestrictedList:
    """One version of the restricted list. ``banned_cards`` are out of its card pool."""

    code: str
    name: str
    version: str
    issuer: str
    date: str
    card_set: str
    formats: tuple[FormatList, ...] = ()
    banned_cards: frozenset[str] = frozenset()

    def format(self, name: str) -> FormatList:
        for fmt in self.formats:
            if fmt.name == name:
                return fmt
        return FormatList(name=name)


@dataclass(frozen=True)
class ImportRecord:
    """What was imported into a catalogue, and when (ISO time, set by the caller)."""

    source: str
    kind: str
    cards: int
    at: str = ""


@dataclass
class CardCatalogue:
    """Every known card of one edition, its packs and restricted lists, with name lookup."""

    edition: str = EDITION_2E
    cards: dict[str, Card] = field(default_factory=dict)
    packs: dict[str, Pack] = field(default_factory=dict)
    cycles: dict[str, tuple[str, ...]] = field(default_factory=dict)
    restricted_lists: list[RestrictedList] = field(default_factory=list)
    imports: list[ImportRecord] = field(default_factory=list)
    _by_name: dict[str, list[Card]] = field(default_factory=dict, repr=False)
    _pack_keys: dict[str, str] = field(default_factory=dict, repr=False)
    _variant_packs: frozenset[str] = field(default=frozenset(), repr=False)
    # Deck-list lines already resolved: (line text, card pool) -> card code.
    line_cache: dict[tuple[str, frozenset[str]], str] = field(
        default_factory=dict, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        self.reindex()

    # -- building ---------------------------------------------------------------------------

    def reindex(self) -> None:
        self.line_cache = {}
        self._by_name = {}
        for card in self.cards.values():
            self._by_name.setdefault(normalise_name(card.name), []).append(card)
        for found in self._by_name.values():
            found.sort(key=lambda c: c.code)
        self._pack_keys = {}
        for pack in self.packs.values():
            self._pack_keys[normalise_name(pack.code)] = pack.code
            self._pack_keys[normalise_name(pack.name)] = pack.code
        self.restricted_lists.sort(key=lambda r: (r.date, r.code))
        self._variant_packs = frozenset(
            p.code for p in self.packs.values() if p.cycle in NON_CONSTRUCTED_CYCLES
        )

    def update(self, other: CardCatalogue) -> CardCatalogue:
        """Merges ``other`` in place (a new pack arrives): its cards and lists win."""
        if other.edition != self.edition:
            raise UserError(
                M_(
                    "Cannot merge {edition} cards into the {edition2} card database.",
                    edition=other.edition,
                    edition2=self.edition,
                )
            )
        self.cards.update(other.cards)
        self.cycles.update(other.cycles)
        cycle_of = {p: cid for cid, packs in self.cycles.items() for p in packs}
        for code, pack in other.packs.items():
            old = self.packs.get(code)
            cycle = pack.cycle or (old.cycle if old else None) or cycle_of.get(code)
            release = pack.release_date or (old.release_date if old else None)
            self.packs[code] = Pack(code, pack.name, release, cycle, pack.position)
        _order_packs(self)
        if other.restricted_lists:
            by_code = {r.code: r for r in self.restricted_lists}
            by_code.update({r.code: r for r in other.restricted_lists})
            self.restricted_lists = list(by_code.values())
        self.imports.extend(other.imports)
        self.reindex()
        return self

    # -- lookup -----------------------------------------------------------------------------

    def card(self, code: str) -> Card:
        try:
            return self.cards[code]
        except KeyError:
            raise NotFound(M_("No card has the code {code}.", code=repr(code)), code=code) from None

    def named(self, name: str) -> list[Card]:
        return list(self._by_name.get(normalise_name(name), ()))

    def has_name(self, name: str) -> bool:
        return normalise_name(name) in self._by_name

    def pack_code(self, text: str) -> str | None:
        """A pack code from its code or full name (any case, accents, apostrophes)."""
        return self._pack_keys.get(normalise_name(text))

    def pack_name(self, code: str) -> str:
        pack = self.packs.get(code)
        return pack.name if pack else code

    def is_constructed(self, card: Card) -> bool:
        """False for draft and variant cards (the ``variants`` cycle)."""
        return card.pack not in self._variant_packs

    def suggestions(self, name: str, limit: int = 3) -> list[str]:
        """The closest card names, for an "unknown card" message."""
        key = normalise_name(name)
        # A ratio of 0.6 needs lengths within 3:7 of each other: skip the others cheaply.
        size = len(key)
        pool = [k for k in self._by_name if 3 * size <= 7 * len(k) and 3 * len(k) <= 7 * size]
        keys = difflib.get_close_matches(key, pool, n=limit, cutoff=0.6)
        if not keys:
            keys = [k for k in self._by_name if key and (key in k or k in key)][:limit]
        return [self._by_name[k][0].name for k in keys]

    def resolve(
        self,
        name: str,
        pack: str | None = None,
        out_of_pool: Collection[str] = (),
        *,
        suggest: bool = True,
    ) -> Card:
        """The one card called ``name`` (from ``pack`` if given: code or full name).

        Without a pack, draft and variant printings are ignored, and so are the codes in
        ``out_of_pool`` (a restricted list's ``bannedCards``: an original replaced by its
        redesign); when two cards still share the name, the list must say which.
        """
        found = self.named(name)
        if not found:
            close = self.suggestions(name) if suggest else []
            message = (
                M_(
                    "Unknown card {name}. Did you mean: {names}?",
                    name=repr(name),
                    names=", ".join(close),
                )
                if close
                else M_("Unknown card {name}.", name=repr(name))
            )
            raise NotFound(
                message,
                card=name,
                suggestions=close,
            )
        if pack is not None and pack.strip():
            code = self.pack_code(pack)
            in_pack = [c for c in found if c.pack == code]
            if not in_pack:
                packs = ", ".join(f"{c.name} ({c.pack})" for c in found)
                raise NotFound(
                    M_(
                        "{name} is not in the pack {pack}; known printings: {packs}.",
                        name=repr(found[0].name),
                        pack=repr(pack),
                        packs=packs,
                    ),
                    card=name,
                    pack=pack,
                    suggestions=[f"{c.name} ({c.pack})" for c in found],
                )
            return in_pack[0]
        constructed = [c for c in found if self.is_constructed(c)] or found
        if len(constructed) > 1 and out_of_pool:
            constructed = [c for c in constructed if c.code not in out_of_pool] or constructed
        if len(constructed) > 1:  # names apart only by quotes: the name as written decides
            written = _straight_quotes(name.strip())
            constructed = [
                c for c in constructed if _straight_quotes(c.name) == written
            ] or constructed
        if len(constructed) == 1:
            return constructed[0]
        options = [f"{c.name} ({c.pack})" for c in constructed]
        raise AmbiguousCard(
            f"{found[0].name!r} names several cards; add the pack: {' or '.join(options)}.",
            card=name,
            suggestions=options,
        )

    def search(
        self,
        name: str = "",
        *,
        faction: str | None = None,
        type: str | None = None,
        pack: str | None = None,
        limit: int | None = None,
    ) -> list[Card]:
        """Cards whose name contains ``name`` (accent/apostrophe-insensitive), filtered."""
        key = normalise_name(name)
        pack_code = self.pack_code(pack) if pack else None
        if pack and pack_code is None:
            return []
        fcode = (faction_code(faction) or faction.casefold()) if faction else None
        out: list[Card] = []
        for card_key, cards in self._by_name.items():
            if key and key not in card_key:
                continue
            for card in cards:
                if fcode and card.faction != fcode and fcode not in card.houses:
                    continue
                if type and card.type != type.casefold():
                    continue
                if pack_code and card.pack != pack_code:
                    continue
                out.append(card)
        out.sort(key=lambda c: (not normalise_name(c.name).startswith(key), c.name, c.code))
        return out[:limit] if limit is not None else out

    # -- restricted lists -------------------------------------------------------------------

    def restricted_list(self, version: str | None = None) -> RestrictedList | None:
        """A version by ``name`` or ``code`` (spacing and case do not matter); the newest if None."""
        if not self.restricted_lists:
            if version:
                raise NotFound(
                    M_(
                        "No restricted list has been imported (asked for {version}).",
                        version=repr(version),
                    )
                )
            return None
        if version is None:
            return self.restricted_lists[-1]
        key = normalise_name(version)
        for rlist in self.restricted_lists:
            if key in (normalise_name(rlist.name), normalise_name(rlist.code)):
                return rlist
        known = ", ".join(f"{r.name} ({r.code})" for r in self.restricted_lists[-5:])
        raise NotFound(
            M_(
                "Unknown restricted-list version {version}. Recent versions: {known}.",
                version=repr(version),
                known=known,
            ),
            version=version,
            known=[r.code for r in self.restricted_lists],
        )


class AmbiguousCard(NotFound):
    """A name that several constructed cards share; the pack must be given."""


# ---------------------------------------------------------------------------------------------
# Loaders


def _int_or_x(value: Any) -> int | str | None:
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    text = str(value).strip()
    return int(text) if text.isdigit() else text


def keywords_of(text: str) -> tuple[str, ...]:
    """The printed keywords of a card's text, wherever they stand: a keyword is a sentence of
    its own (``Shadow (3).``, ``Stealth.``), also after other text such as
    ``No attachments. Shadow (2).``. A keyword inside quoted text another card gains
    (``"Terminal."``) or inside a longer sentence (``gains stealth``) is not printed on the card."""
    found: list[str] = []
    for paragraph in _TAG.sub("", text).split("\n"):
        for sentence in _SENTENCE_END.split(paragraph.strip()):
            match = _KEYWORD_SENTENCE.fullmatch(sentence.strip())
            if match is not None:
                found.append(match.group(1).casefold())
    return tuple(dict.fromkeys(found))


def _read_json(path: Path) -> Any:
    try:
        with path.open(encoding="utf-8-sig") as handle:
            return json.load(handle)
    except OSError as exc:
        raise UserError(
            M_("Cannot read {path}: {value}.", path=path, value=exc.strerror or exc), path=str(path)
        ) from exc
    except json.JSONDecodeError as exc:
        raise UserError(
            M_(
                "{name} is not valid JSON (line {lineno}): {msg}.",
                name=path.name,
                lineno=exc.lineno,
                msg=exc.msg,
            ),
            path=str(path),
        ) from exc


def card_from_throneteki(raw: Mapping[str, Any], pack: str) -> Card:
    """One card of a throneteki pack file (``pack`` is the file's code)."""
    try:
        icons = raw.get("icons") or {}
        stats = raw.get("plotStats")
        plot = (
            PlotValues(
                income=_int_or_x(stats.get("income")) or 0,
                initiative=_int_or_x(stats.get("initiative")) or 0,
                claim=_int_or_x(stats.get("claim")) or 0,
                reserve=_int_or_x(stats.get("reserve")) or 0,
            )
            if isinstance(stats, Mapping)
            else None
        )
        return Card(
            code=str(raw["code"]),
            name=str(raw["name"]),
            type=str(raw["type"]),
            faction=str(raw.get("faction") or "neutral"),
            pack=pack,
            loyal=bool(raw.get("loyal", False)),
            unique=bool(raw.get("unique", False)),
            cost=_int_or_x(raw.get("cost")),
            strength=_int_or_x(raw.get("strength")),
            icons=tuple(k for k in ("military", "intrigue", "power") if icons.get(k)),
            traits=tuple(str(t) for t in raw.get("traits") or ()),
            keywords=keywords_of(str(raw.get("text") or "")),
            plot=plot,
            deck_limit=int(raw.get("deckLimit") or 3),
            quantity=int(raw.get("quantity") or 1),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise UserError(
            M_(
                "A card of pack {pack} is not in the throneteki layout ({exc}).",
                pack=pack,
                exc=repr(exc),
            ),
            pack=pack,
        ) from exc


def _cycles_from(raw: Any) -> dict[str, tuple[str, ...]]:
    if not isinstance(raw, list):
        return {}
    return {str(c["id"]): tuple(str(p) for p in c.get("packs", ())) for c in raw if "id" in c}


def load_pack_folder(folder: Path | str) -> CardCatalogue:
    """A throneteki / ThronesDB data folder: ``packs/*.json`` (or ``*.json`` pack files in
    ``folder``), with ``cycles.json`` and ``restricted-list.json`` when present."""
    root = Path(folder)
    if not root.is_dir():
        raise UserError(M_("{root} is not a folder of card data.", root=root), path=str(root))
    pack_dir = root / "packs" if (root / "packs").is_dir() else root
    cycles = (
        _cycles_from(_read_json(root / "cycles.json")) if (root / "cycles.json").exists() else {}
    )
    cycle_of = {p: cid for cid, packs in cycles.items() for p in packs}
    catalogue = CardCatalogue(edition=EDITION_2E, cycles=cycles)
    position = 0
    for path in sorted(pack_dir.glob("*.json")):
        if path.name.endswith(".schema.json") or path.name in {
            "cycles.json",
            "restricted-list.json",
            "standalone-decks.json",
        }:
            continue
        raw = _read_json(path)
        if not isinstance(raw, Mapping) or "cards" not in raw or "code" not in raw:
            continue
        code = str(raw["code"])
        position += 1
        catalogue.packs[code] = Pack(
            code=code,
            name=str(raw.get("name") or code),
            release_date=raw.get("releaseDate"),
            cycle=cycle_of.get(code),
            position=position,
        )
        for card in raw["cards"]:
            parsed = card_from_throneteki(card, code)
            catalogue.cards[parsed.code] = parsed
    if not catalogue.cards:
        raise UserError(
            M_("No pack files with cards were found in {root}.", root=root), path=str(root)
        )
    _order_packs(catalogue)
    rl_path = root / "restricted-list.json"
    if rl_path.exists():
        catalogue.restricted_lists = load_restricted_lists(_read_json(rl_path))
    catalogue.imports.append(ImportRecord(str(root), "pack-folder", len(catalogue.cards)))
    catalogue.reindex()
    return catalogue


def _order_packs(catalogue: CardCatalogue) -> None:
    """Positions packs by release date (then code), so that "From X to Y" reads right."""
    ordered = sorted(catalogue.packs.values(), key=lambda p: (p.release_date or "9999", p.code))
    for index, pack in enumerate(ordered, start=1):
        catalogue.packs[pack.code] = Pack(
            code=pack.code,
            name=pack.name,
            release_date=pack.release_date,
            cycle=pack.cycle,
            position=index,
        )


def load_thronesdb_cards(
    data: Sequence[Mapping[str, Any]] | Path | str,
    cycles: Mapping[str, Sequence[str]] | None = None,
) -> CardCatalogue:
    """The JSON array of ThronesDB's public cards API (``/api/public/cards/``)."""
    if isinstance(data, (str, Path)):
        data = _read_json(Path(data))
    if not isinstance(data, list):
        raise UserError(M_("The ThronesDB card file must be a JSON array of cards."))
    cyc = {k: tuple(v) for k, v in (cycles or {}).items()}
    cycle_of = {p: cid for cid, packs in cyc.items() for p in packs}
    catalogue = CardCatalogue(edition=EDITION_2E, cycles=cyc)
    for index, raw in enumerate(data):
        try:
            pack = str(raw["pack_code"])
            traits = [t.strip() for t in str(raw.get("traits") or "").split(".") if t.strip()]
            ptype = str(raw["type_code"])
            plot = None
            if ptype == "plot":
                plot = PlotValues(
                    income=_int_or_x(raw.get("income")) or 0,
                    initiative=_int_or_x(raw.get("initiative")) or 0,
                    claim=_int_or_x(raw.get("claim")) or 0,
                    reserve=_int_or_x(raw.get("reserve")) or 0,
                )
            card = Card(
                code=str(raw["code"]),
                name=str(raw["name"]),
                type=ptype,
                faction=str(raw.get("faction_code") or "neutral"),
                pack=pack,
                loyal=bool(raw.get("is_loyal", False)),
                unique=bool(raw.get("is_unique", False)),
                cost=_int_or_x(raw.get("cost")),
                strength=_int_or_x(raw.get("strength")),
                icons=tuple(k for k in ("military", "intrigue", "power") if raw.get(f"is_{k}")),
                traits=tuple(traits),
                keywords=keywords_of(str(raw.get("text") or "")),
                plot=plot,
                deck_limit=int(raw.get("deck_limit") or 3),
                quantity=int(raw.get("quantity") or 1),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise UserError(
                M_(
                    "Card #{value} of the ThronesDB file is not in the API layout ({exc}).",
                    value=index + 1,
                    exc=repr(exc),
                )
            ) from exc
        catalogue.cards[card.code] = card
        if pack not in catalogue.packs:
            catalogue.packs[pack] = Pack(
                code=pack,
                name=str(raw.get("pack_name") or pack),
                cycle=cycle_of.get(pack),
                position=len(catalogue.packs) + 1,
            )
    catalogue.imports.append(ImportRecord("thronesdb-api", "thronesdb-api", len(catalogue.cards)))
    catalogue.reindex()
    return catalogue


def load_restricted_lists(data: Any) -> list[RestrictedList]:
    """Every version of ``restricted-list.json`` (oldest first)."""
    if isinstance(data, (str, Path)):
        data = _read_json(Path(data))
    if not isinstance(data, list):
        raise UserError(M_("restricted-list.json must be a JSON array of versions."))
    out: list[RestrictedList] = []
    for raw in data:
        try:
            formats = tuple(
                FormatList(
                    name=str(f["name"]),
                    restricted=frozenset(f.get("restricted") or ()),
                    banned=frozenset(f.get("banned") or ()),
                    pods=tuple(
                        Pod(cards=frozenset(p.get("cards") or ()), restricted=p.get("restricted"))
                        for p in f.get("pods") or ()
                    ),
                )
                for f in raw.get("formats") or ()
            )
            out.append(
                RestrictedList(
                    code=str(raw["code"]),
                    name=" ".join(str(raw["name"]).split()),
                    version=str(raw.get("version", "")),
                    issuer=str(raw.get("issuer", "")),
                    date=str(raw["date"]),
                    card_set=str(raw.get("cardSet", "original")),
                    formats=formats,
                    banned_cards=frozenset(raw.get("bannedCards") or ()),
                )
            )
        except (KeyError, TypeError, AttributeError) as exc:
            raise UserError(
                M_("A restricted-list version is malformed ({exc}).", exc=repr(exc))
            ) from exc
    out.sort(key=lambda r: (r.date, r.code))
    return out


_FIRST_ED_TYPES = {
    "character": "character",
    "location": "location",
    "attachment": "attachment",
    "event": "event",
    "plot": "plot",
    "agenda": "agenda",
    "title": "title",
}


def load_first_edition_cards(data: Sequence[Mapping[str, Any]] | Path | str) -> CardCatalogue:
    """The 1st-edition card search JSON (LCG and CCG): an array of cards with ``id``,
    ``name``, ``card_type``, ``set``, ``number``, ``limit``, ``house``, ``legal_in_houses``,
    ``unique``, ``legality_joust`` / ``legality_melee``, ``cost``, ``icons``, ``traits``,
    ``strength``, ``income``, ``initiative``, ``claim``, ...  (``rules_text`` is not kept)."""
    if isinstance(data, (str, Path)):
        data = _read_json(Path(data))
    if not isinstance(data, list):
        raise UserError(M_("The 1st-edition card file must be a JSON array of cards."))
    catalogue = CardCatalogue(edition=EDITION_1E)
    for index, raw in enumerate(data):
        try:
            set_name = str(raw.get("set") or "Unknown set")
            pack_key = normalise_name(set_name)
            if pack_key not in catalogue.packs:
                catalogue.packs[pack_key] = Pack(
                    code=pack_key, name=set_name, position=len(catalogue.packs) + 1
                )
            houses = tuple(h.casefold() for h in _as_list(raw.get("house")))
            legal_in = tuple(h.casefold() for h in _as_list(raw.get("legal_in_houses")))
            ctype = normalise_name(str(raw.get("card_type") or ""))
            icons_raw = raw.get("icons")
            icons = tuple(
                i.casefold()
                for i in (icons_raw if isinstance(icons_raw, list) else _as_list(icons_raw))
            )
            traits_raw = raw.get("traits")
            traits = (
                tuple(str(t) for t in traits_raw)
                if isinstance(traits_raw, list)
                else tuple(t.strip() for t in str(traits_raw or "").split(".") if t.strip())
            )
            plot = None
            if ctype == "plot":
                plot = PlotValues(
                    income=_int_or_x(raw.get("income")) or 0,
                    initiative=_int_or_x(raw.get("initiative")) or 0,
                    claim=_int_or_x(raw.get("claim")) or 0,
                    reserve=0,
                )
            limit = raw.get("limit")
            card = Card(
                code=str(raw["id"]),
                name=str(raw["name"]),
                type=_FIRST_ED_TYPES.get(ctype, ctype or "unknown"),
                faction=houses[0] if len(houses) == 1 else ("neutral" if not houses else "multi"),
                pack=pack_key,
                unique=bool(raw.get("unique", False)),
                cost=_int_or_x(raw.get("cost")),
                strength=_int_or_x(raw.get("strength")),
                icons=icons,
                traits=traits,
                plot=plot,
                deck_limit=int(limit) if limit not in (None, "") else 3,
                houses=houses,
                legal_in_houses=legal_in,
                legality=(
                    ("joust", str(raw.get("legality_joust") or "Legal")),
                    ("melee", str(raw.get("legality_melee") or "Legal")),
                ),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise UserError(
                M_(
                    "Card #{value} of the 1st-edition file is not in the card search layout ({exc}).",
                    value=index + 1,
                    exc=repr(exc),
                )
            ) from exc
        catalogue.cards[card.code] = card
    catalogue.imports.append(ImportRecord("first-edition", "first-edition", len(catalogue.cards)))
    catalogue.reindex()
    return catalogue


def _as_list(value: Any) -> list[str]:
    if value is None or value == "":
        return []
    if isinstance(value, list):
        return [str(v) for v in value]
    return [s.strip() for s in str(value).replace("/", ",").split(",") if s.strip()]


# ---------------------------------------------------------------------------------------------
# The shipped, facts-only catalogue


def catalogue_to_facts(catalogue: CardCatalogue) -> dict[str, Any]:
    """A compact JSON-able form holding facts only (no rules text, no flavour)."""
    cards = []
    for card in sorted(catalogue.cards.values(), key=lambda c: c.code):
        row: dict[str, Any] = {
            "code": card.code,
            "name": card.name,
            "type": card.type,
            "faction": card.faction,
            "pack": card.pack,
        }
        if card.loyal:
            row["loyal"] = True
        if card.unique:
            row["unique"] = True
        if card.cost is not None:
            row["cost"] = card.cost
        if card.strength is not None:
            row["strength"] = card.strength
        if card.icons:
            row["icons"] = list(card.icons)
        if card.traits:
            row["traits"] = list(card.traits)
        if card.keywords:
            row["keywords"] = list(card.keywords)
        if card.plot is not None:
            p = card.plot
            row["plot"] = [p.income, p.initiative, p.claim, p.reserve]
        row["deckLimit"] = card.deck_limit
        if card.quantity != 1:
            row["quantity"] = card.quantity
        if card.houses:
            row["houses"] = list(card.houses)
        if card.legal_in_houses:
            row["legalInHouses"] = list(card.legal_in_houses)
        if card.legality:
            row["legality"] = dict(card.legality)
        cards.append(row)
    return {
        "format": FACTS_FORMAT,
        "edition": catalogue.edition,
        "packs": [
            {
                "code": p.code,
                "name": p.name,
                "releaseDate": p.release_date,
                "cycle": p.cycle,
                "position": p.position,
            }
            for p in sorted(catalogue.packs.values(), key=lambda p: p.position)
        ],
        "cycles": {k: list(v) for k, v in catalogue.cycles.items()},
        "cards": cards,
        "restrictedLists": [
            {
                "code": r.code,
                "name": r.name,
                "version": r.version,
                "issuer": r.issuer,
                "date": r.date,
                "cardSet": r.card_set,
                "formats": [
                    {
                        "name": f.name,
                        "restricted": sorted(f.restricted),
                        "banned": sorted(f.banned),
                        "pods": [
                            {"cards": sorted(p.cards), "restricted": p.restricted}
                            if p.restricted
                            else {"cards": sorted(p.cards)}
                            for p in f.pods
                        ],
                    }
                    for f in r.formats
                ],
                "bannedCards": sorted(r.banned_cards),
            }
            for r in catalogue.restricted_lists
        ],
        "imports": [
            {"source": i.source, "kind": i.kind, "cards": i.cards, "at": i.at}
            for i in catalogue.imports
        ],
    }


def catalogue_from_facts(data: Mapping[str, Any]) -> CardCatalogue:
    if data.get("format") != FACTS_FORMAT:
        raise UserError(
            M_(
                "This card catalogue has format {value}; this version of Maester reads format {FACTS_FORMAT}.",
                value=repr(data.get("format")),
                FACTS_FORMAT=FACTS_FORMAT,
            )
        )
    catalogue = CardCatalogue(edition=str(data.get("edition", EDITION_2E)))
    for p in data.get("packs", ()):
        catalogue.packs[p["code"]] = Pack(
            code=p["code"],
            name=p["name"],
            release_date=p.get("releaseDate"),
            cycle=p.get("cycle"),
            position=int(p.get("position", 0)),
        )
    catalogue.cycles = {k: tuple(v) for k, v in data.get("cycles", {}).items()}
    for row in data.get("cards", ()):
        plot = row.get("plot")
        catalogue.cards[row["code"]] = Card(
            code=row["code"],
            name=row["name"],
            type=row["type"],
            faction=row["faction"],
            pack=row["pack"],
            loyal=bool(row.get("loyal", False)),
            unique=bool(row.get("unique", False)),
            cost=row.get("cost"),
            strength=row.get("strength"),
            icons=tuple(row.get("icons", ())),
            traits=tuple(row.get("traits", ())),
            keywords=tuple(row.get("keywords", ())),
            plot=PlotValues(*plot) if plot else None,
            deck_limit=int(row.get("deckLimit", 3)),
            quantity=int(row.get("quantity", 1)),
            houses=tuple(row.get("houses", ())),
            legal_in_houses=tuple(row.get("legalInHouses", ())),
            legality=tuple(sorted(row.get("legality", {}).items())),
        )
    catalogue.restricted_lists = load_restricted_lists(data.get("restrictedLists", []))
    catalogue.imports = [
        ImportRecord(i["source"], i["kind"], int(i["cards"]), i.get("at", ""))
        for i in data.get("imports", ())
    ]
    catalogue.reindex()
    return catalogue


def save_catalogue(catalogue: CardCatalogue, path: Path | str) -> Path:
    """Writes the facts-only catalogue as gzip JSON (reproducible bytes: no timestamp)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    payload = json.dumps(
        catalogue_to_facts(catalogue), ensure_ascii=False, separators=(",", ":"), sort_keys=True
    ).encode("utf-8")
    # gzip.compress stores neither a file name nor a time: the same input, the same bytes.
    target.write_bytes(gzip.compress(payload, compresslevel=9, mtime=0))
    return target


def load_catalogue(path: Path | str) -> CardCatalogue:
    """A catalogue written by :func:`save_catalogue` (``.json.gz`` or plain ``.json``)."""
    source = Path(path)
    try:
        raw = source.read_bytes()
        text = gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw
        data = json.loads(text.decode("utf-8-sig"))
    except (gzip.BadGzipFile, ValueError, EOFError) as exc:
        raise UserError(
            M_("The card catalogue {source} is damaged ({exc}).", source=source, exc=exc)
        ) from exc
    except OSError as exc:
        raise UserError(
            M_("Cannot read the card catalogue {source}: {exc}.", source=source, exc=exc)
        ) from exc
    except TypeError as exc:
        raise UserError(
            M_("The card catalogue {source} is damaged ({exc}).", source=source, exc=exc)
        ) from exc
    return catalogue_from_facts(data)


SHIPPED_CATALOGUE = ("cards", "agot2e.json.gz")


def shipped_catalogue_path() -> Path:
    """Where the shipped 2nd-edition catalogue is (checkout, wheel or bundle)."""
    from organiser.resources import resource_path

    try:
        return resource_path(*SHIPPED_CATALOGUE)
    except FileNotFoundError as exc:
        raise UserError(str(exc)) from exc


@lru_cache(maxsize=1)
def default_catalogue() -> CardCatalogue:
    """The shipped 2nd-edition catalogue (facts only), loaded once per process."""
    return load_catalogue(shipped_catalogue_path())
