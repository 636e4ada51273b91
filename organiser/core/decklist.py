"""Deck lists: parsing every format players bring, and writing them back.

Formats read by :func:`parse_decklist` (detected from the text):

- the ThronesDB plain-text export: deck name; faction; agenda(s); a ``Packs:`` line; sections
  such as ``Plots (7):`` with lines ``Nx Name (PACK)``;
- the ThronesDB downloadable ``.txt``: a ``Version:`` line, full pack names in the
  parentheses, section headers without counts;
- the ThronesDB decklist JSON (``faction_code``, ``agendas``, ``slots``);
- a bare list of ``Nx Name`` lines (the faction is inferred from the cards).

Windows line endings, a byte-order mark, tabs, trailing spaces and curly apostrophes are all
accepted. Every line that cannot be read is reported at once, unknown names with the closest
matches, in a :class:`DeckParseError`.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from organiser.core.cards import (
    FACTIONS_2E,
    AmbiguousCard,
    Card,
    CardCatalogue,
    faction_code,
    normalise_name,
)
from organiser.core.errors import NotFound, UserError

MAX_COPIES_IN_A_LINE = 99
SECTION_ORDER = ("plot", "character", "attachment", "location", "event")
SECTION_TITLES = {
    "agenda": "Agenda",
    "plot": "Plots",
    "character": "Characters",
    "attachment": "Attachments",
    "location": "Locations",
    "event": "Events",
    "title": "Titles",
}

_HEADER = re.compile(
    r"^(?P<kind>plots?|plot deck|characters?|attachments?|locations?|events?|agendas?|titles?"
    r"|draw deck|house deck|cards?)\s*(?:\(\s*\d+\s*\))?\s*:?$",
    re.IGNORECASE,
)
_COUNT_FIRST = re.compile(r"^(?P<n>\d{1,6})\s*[x×]?\s+(?P<rest>\S.*)$", re.IGNORECASE)
_COUNT_LAST = re.compile(r"^(?P<rest>\S.*?)\s+[x×]\s*(?P<n>\d{1,6})$", re.IGNORECASE)
_PACK_SUFFIX = re.compile(r"^(?P<name>.*?)\s*\((?P<pack>[^()]*)\)$")
_KEY_VALUE = re.compile(r"^[A-Za-z][\w '’-]{0,30}:\s+\S")
_META = re.compile(r"^(?P<key>version|packs?|cards? up to|total cards?)\s*:", re.IGNORECASE)


@dataclass(frozen=True)
class DeckList:
    """A parsed list: codes only (plots and draw cards together), independent of its format."""

    faction: str | None
    agendas: tuple[str, ...]
    cards: tuple[tuple[str, int], ...]
    name: str = ""
    source_format: str = ""
    warnings: tuple[str, ...] = ()

    @classmethod
    def build(
        cls,
        faction: str | None,
        agendas: Iterable[str],
        counts: Mapping[str, int],
        *,
        name: str = "",
        source_format: str = "",
        warnings: Iterable[str] = (),
    ) -> DeckList:
        return cls(
            faction=faction,
            agendas=tuple(agendas),
            cards=tuple(sorted((c, n) for c, n in counts.items() if n > 0)),
            name=name,
            source_format=source_format,
            warnings=tuple(warnings),
        )

    def counts(self) -> dict[str, int]:
        return dict(self.cards)


@dataclass
class LineProblem:
    line: int  # 1-based; 0 for the whole list
    text: str
    message: str
    suggestions: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "line": self.line,
            "text": self.text,
            "message": self.message,
            "suggestions": self.suggestions,
        }


class DeckParseError(UserError):
    """The list could not be read; ``problems`` says where and why, line by line."""

    def __init__(self, problems: list[LineProblem]) -> None:
        first = problems[0]
        where = f"line {first.line}: " if first.line else ""
        more = f" (and {len(problems) - 1} more problem(s))" if len(problems) > 1 else ""
        super().__init__(
            f"The deck list cannot be read — {where}{first.message}{more}",
            problems=[p.to_json() for p in problems],
        )
        self.problems = problems


def clean_text(text: str) -> str:
    """BOM, Windows/Mac line endings, non-breaking spaces and tabs removed."""
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    return text.replace("\u00a0", " ").replace("\t", " ")


def detect_format(text: str) -> str:
    """``thronesdb-json``, ``thronesdb-txt`` (downloaded), ``thronesdb-text`` or ``bare``."""
    body = clean_text(text).strip()
    if body.startswith(("{", "[")):
        return "thronesdb-json"
    lines = [line.strip() for line in body.split("\n")]
    if any(line.lower().startswith("version:") for line in lines):
        return "thronesdb-txt"
    if any(_HEADER.match(line) for line in lines) or any(
        line.lower().startswith("packs:") for line in lines
    ):
        return "thronesdb-text"
    return "bare"


def parse_decklist(
    text: str | bytes,
    catalogue: CardCatalogue,
    *,
    out_of_pool: Collection[str] = (),
    faction: str | None = None,
) -> DeckList:
    """Reads a deck list in any supported format. ``out_of_pool`` (a restricted list's
    ``bannedCards``) settles a same-name card given without its pack; ``faction`` is used
    when the list names none."""
    if isinstance(text, bytes):
        raw = text
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            text = raw.decode("cp1252", errors="replace")
    body = clean_text(text)
    if not body.strip():
        raise DeckParseError([LineProblem(0, "", "the list is empty.")])
    kind = detect_format(body)
    if kind == "thronesdb-json":
        deck = parse_thronesdb_json(body, catalogue)
    else:
        deck = _parse_text(body, catalogue, kind, out_of_pool)
    if deck.faction is None and faction is not None:
        code = faction_code(faction) or faction
        deck = DeckList(
            code, deck.agendas, deck.cards, deck.name, deck.source_format, deck.warnings
        )
    return deck


def _resolve(
    raw: str, catalogue: CardCatalogue, out_of_pool: Collection[str], *, suggest: bool = True
) -> tuple[Card | None, str | None, list[str]]:
    """A card from ``Name`` or ``Name (PACK)``; else (None, message, suggestions)."""
    pool = out_of_pool if isinstance(out_of_pool, frozenset) else frozenset(out_of_pool)
    cached = catalogue.line_cache.get((raw, pool))
    if cached is not None:
        return catalogue.cards[cached], None, []
    card, message, close = _resolve_uncached(raw, catalogue, pool, suggest=suggest)
    if card is not None:
        if len(catalogue.line_cache) > 100_000:
            catalogue.line_cache.clear()
        catalogue.line_cache[(raw, pool)] = card.code
    return card, message, close


def _resolve_uncached(
    raw: str, catalogue: CardCatalogue, out_of_pool: Collection[str], *, suggest: bool
) -> tuple[Card | None, str | None, list[str]]:
    name, pack = raw.strip(), None
    match = _PACK_SUFFIX.match(name)
    if match and not catalogue.has_name(name):
        name, pack = match.group("name").strip(), match.group("pack").strip()
    try:
        return catalogue.resolve(name, pack, out_of_pool, suggest=suggest), None, []
    except AmbiguousCard as exc:
        return None, exc.message, list(exc.details.get("suggestions", []))
    except NotFound as exc:
        return None, exc.message, list(exc.details.get("suggestions", []))


def _parse_text(
    body: str, catalogue: CardCatalogue, kind: str, out_of_pool: Collection[str]
) -> DeckList:
    problems: list[LineProblem] = []
    warnings: list[str] = []
    counts: Counter[str] = Counter()
    agendas: list[str] = []
    faction: str | None = None
    name = ""
    section: str | None = None
    for number, raw_line in enumerate(body.split("\n"), start=1):
        line = raw_line.strip()
        if not line or line.startswith(("#", "//")):
            continue
        header = _HEADER.match(line)
        if header:
            section = header.group("kind").lower()
            continue
        if _META.match(line):
            continue
        count_match = _COUNT_FIRST.match(line) or _COUNT_LAST.match(line)
        if count_match:
            copies = int(count_match.group("n"))
            card, message, close = _resolve(count_match.group("rest"), catalogue, out_of_pool)
            if card is None:
                problems.append(LineProblem(number, line, message or "unknown card.", close))
                continue
            if not 1 <= copies <= MAX_COPIES_IN_A_LINE:
                problems.append(
                    LineProblem(number, line, f"{copies} copies of {card.name} is not a count.")
                )
                continue
            if card.type == "agenda" or (section or "").startswith("agenda"):
                if card.type != "agenda":
                    problems.append(
                        LineProblem(number, line, f"{card.name} is a {card.type}, not an agenda.")
                    )
                    continue
                agendas.extend([card.code] * copies)
            else:
                counts[card.code] += copies
            continue
        # A line without a count: the faction, an agenda, or the deck's name.
        fcode = faction_code(line)
        if fcode is not None and fcode != "neutral" and faction is None:
            faction = fcode
            continue
        # Most such lines are a name or a title: suggestions only once it is a problem.
        card, message, _close = _resolve(line, catalogue, out_of_pool, suggest=False)
        if card is not None and card.type == "agenda" and section is None:
            agendas.append(card.code)
            continue
        printings = catalogue.named(_PACK_SUFFIX.sub(r"\g<name>", line))
        if card is None and printings and all(c.type == "agenda" for c in printings):
            problems.append(LineProblem(number, line, message or "unknown agenda.", _close))
            continue
        if not name and section is None and not counts:
            name = line
            continue
        if (section is None and not counts) or _KEY_VALUE.match(line):
            # Text before the cards, or a "Key: value" line (legality notes, dates...).
            warnings.append(f"line {number} ignored: {line!r}")
            continue
        problems.append(
            LineProblem(
                number,
                line,
                f"{line!r} is neither a card line (like '3x Name (PACK)') nor a section title.",
                catalogue.suggestions(_PACK_SUFFIX.sub(r"\g<name>", line)),
            )
        )
    if problems:
        raise DeckParseError(problems)
    if not counts and not agendas:
        raise DeckParseError(
            [LineProblem(0, "", "no card lines were found (expected lines like '3x Name').")]
        )
    if faction is None:
        faction = infer_faction(counts, catalogue)
        if faction is not None:
            warnings.append(f"no faction line: {FACTIONS_2E.get(faction, faction)} was inferred.")
    return DeckList.build(
        faction, agendas, counts, name=name, source_format=kind, warnings=warnings
    )


def infer_faction(counts: Mapping[str, int], catalogue: CardCatalogue) -> str | None:
    """The faction of most loyal cards, else of most non-neutral cards."""
    loyal: Counter[str] = Counter()
    any_: Counter[str] = Counter()
    for code, n in counts.items():
        card = catalogue.cards.get(code)
        if card is None or card.faction in ("neutral", "multi"):
            continue
        any_[card.faction] += n
        if card.loyal:
            loyal[card.faction] += n
    best = loyal or any_
    return best.most_common(1)[0][0] if best else None


def parse_thronesdb_json(body: str, catalogue: CardCatalogue) -> DeckList:
    try:
        data = json.loads(body)
    except json.JSONDecodeError as exc:
        raise DeckParseError(
            [LineProblem(exc.lineno, "", f"the file is not valid JSON ({exc.msg}).")]
        ) from None
    if isinstance(data, list) and len(data) == 1:
        data = data[0]
    if not isinstance(data, dict) or not isinstance(data.get("slots"), dict):
        raise DeckParseError(
            [LineProblem(0, "", "a ThronesDB deck list in JSON needs a 'slots' object.")]
        )
    problems: list[LineProblem] = []
    counts: Counter[str] = Counter()
    agendas: list[str] = []
    for raw in data.get("agendas") or ():
        code = str(raw.get("code") if isinstance(raw, dict) else raw)
        card = catalogue.cards.get(code)
        if card is None or card.type != "agenda":
            problems.append(LineProblem(0, code, f"agenda {code!r} is not a known agenda."))
        else:
            agendas.append(code)
    for code, raw_count in data["slots"].items():
        card = catalogue.cards.get(str(code))
        if card is None:
            problems.append(LineProblem(0, str(code), f"no card has the code {code!r}."))
            continue
        if not isinstance(raw_count, int) or isinstance(raw_count, bool) or raw_count < 0:
            problems.append(LineProblem(0, str(code), f"{raw_count!r} is not a count."))
            continue
        if card.type == "agenda":
            if card.code not in agendas:
                agendas.append(card.code)
            continue
        counts[card.code] += raw_count
    if problems:
        raise DeckParseError(problems)
    raw_faction = data.get("faction_code") or data.get("faction_name") or data.get("faction")
    faction = faction_code(str(raw_faction)) if raw_faction else None
    warnings: list[str] = []
    if faction is None:
        faction = infer_faction(counts, catalogue)
        if faction is not None:
            warnings.append(f"no faction given: {FACTIONS_2E.get(faction, faction)} was inferred.")
    return DeckList.build(
        faction,
        agendas,
        counts,
        name=str(data.get("name") or ""),
        source_format="thronesdb-json",
        warnings=warnings,
    )


# ---------------------------------------------------------------------------------------------
# Writers (round trips, open deck lists)


def _grouped(deck: DeckList, catalogue: CardCatalogue) -> dict[str, list[tuple[Card, int]]]:
    groups: dict[str, list[tuple[Card, int]]] = {}
    for code, n in deck.cards:
        card = catalogue.card(code)
        groups.setdefault(card.type, []).append((card, n))
    for rows in groups.values():
        rows.sort(key=lambda r: (r[0].name, r[0].code))
    return groups


def _faction_line(deck: DeckList) -> str:
    return FACTIONS_2E.get(deck.faction or "", deck.faction or "")


def _agenda_line(code: str, catalogue: CardCatalogue, *, full_pack: bool) -> str:
    """The agenda's name, with its pack only where the name alone is ambiguous."""
    card = catalogue.card(code)
    try:
        if catalogue.resolve(card.name).code == code:
            return card.name
    except NotFound:
        pass
    return f"{card.name} ({catalogue.pack_name(card.pack) if full_pack else card.pack})"


def to_thronesdb_text(deck: DeckList, catalogue: CardCatalogue) -> str:
    """The ThronesDB plain-text export layout (pack codes, headers with counts)."""
    groups = _grouped(deck, catalogue)
    used = {catalogue.card(c).pack for c, _ in deck.cards} | {
        catalogue.card(a).pack for a in deck.agendas
    }
    packs = sorted(
        (catalogue.packs[p] for p in used if p in catalogue.packs), key=lambda p: p.position
    )
    out = [deck.name or "Deck", "", _faction_line(deck)]
    out += [_agenda_line(a, catalogue, full_pack=False) for a in deck.agendas]
    if packs:
        out += ["", f"Packs: From {packs[0].name} to {packs[-1].name}"]
    for kind in (*SECTION_ORDER, "title"):
        rows = groups.get(kind)
        if not rows:
            continue
        out += ["", f"{SECTION_TITLES[kind]} ({sum(n for _, n in rows)}):"]
        out += [f"{n}x {card.name} ({card.pack})" for card, n in rows]
    return "\n".join(out) + "\n"


def to_thronesdb_txt(deck: DeckList, catalogue: CardCatalogue, version: str = "1.0") -> str:
    """The downloadable ``.txt`` layout: a Version line, full pack names, bare headers."""
    groups = _grouped(deck, catalogue)
    out = [deck.name or "Deck", f"Version: {version}", "", _faction_line(deck)]
    out += [_agenda_line(a, catalogue, full_pack=True) for a in deck.agendas]
    for kind in (*SECTION_ORDER, "title"):
        rows = groups.get(kind)
        if not rows:
            continue
        out += ["", SECTION_TITLES[kind]]
        out += [f"{n}x {card.name} ({catalogue.pack_name(card.pack)})" for card, n in rows]
    return "\n".join(out) + "\n"


def to_thronesdb_json(deck: DeckList, catalogue: CardCatalogue) -> str:
    slots = {a: 1 for a in deck.agendas}
    slots.update(dict(deck.cards))
    data = {
        "name": deck.name or "Deck",
        "faction_code": deck.faction,
        "faction_name": _faction_line(deck),
        "agendas": list(deck.agendas),
        "slots": dict(sorted(slots.items())),
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def to_bare(deck: DeckList, catalogue: CardCatalogue) -> str:
    """``Nx Name`` lines; the pack is added only where the name alone is ambiguous."""
    lines: list[str] = []
    entries = [(a, 1) for a in deck.agendas] + list(deck.cards)
    for code, n in entries:
        card = catalogue.card(code)
        try:
            unique_name = catalogue.resolve(card.name).code == code
        except NotFound:
            unique_name = False
        suffix = "" if unique_name else f" ({card.pack})"
        lines.append(f"{n}x {card.name}{suffix}")
    return "\n".join(lines) + "\n"


WRITERS = {
    "thronesdb-text": to_thronesdb_text,
    "thronesdb-txt": to_thronesdb_txt,
    "thronesdb-json": to_thronesdb_json,
    "bare": to_bare,
}


def normalised_key(
    deck: DeckList,
) -> tuple[str | None, tuple[str, ...], tuple[tuple[str, int], ...]]:
    """What two lists must share to be the same deck (name and format aside)."""
    return deck.faction, tuple(sorted(deck.agendas)), deck.cards


__all__ = [
    "DeckList",
    "DeckParseError",
    "LineProblem",
    "detect_format",
    "infer_faction",
    "normalise_name",
    "parse_decklist",
    "to_bare",
    "to_thronesdb_json",
    "to_thronesdb_text",
    "to_thronesdb_txt",
]
