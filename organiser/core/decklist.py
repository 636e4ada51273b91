"""Deck lists: reading every format ThronesDB writes (and bare lists), and writing them back.

Formats read by :func:`read_decklist` (detected from the text):

- ``thronesdb-text``: the plain-text export (deck name; faction; agendas, with the pack code
  where two agendas share the name; ``Packs: From … to …``; sections ``Plots (7):`` with
  lines ``Nx Name (PACK)``), and the older layout without section counts;
- ``thronesdb-txt``: the downloaded ``.txt`` (a ``Version:`` line or the version after the
  name, full pack names in the parentheses, singular headings for one-card sections, empty
  headings, CRLF line ends);
- ``thronesdb-cycle``: the download sorted by cycle (``---- Core Set ----`` headings, lines
  ``Nx Name (Pack #12)`` or, formerly, ``Nx Name | #01012 Pack``; the agendas are printed
  both under the faction and in the list);
- ``markdown``: ``## Faction``, ``### Plots (7):`` and ``- 3x [Name \\(PACK\\)](…/card/CODE)``;
- ``agotcards``: the forum tags ``3x [agot]Name (PACK)[/agot]``;
- ``octgn``: the OCTGN ``.o8d`` XML (sections Faction, Agenda, Plots, …, by card name);
- ``thronesdb-json``: the public API's deck and decklist JSON (``faction_code``, ``agendas``,
  ``slots``);
- ``bare``: ``Nx Name`` lines only (the faction is inferred from the cards).

The first line of a ThronesDB text export is the deck's name whatever it says (a name may
start with a number, or be the name of a card, an agenda or a faction). Every line that
cannot be read is reported at once (:class:`LineProblem`), unknown names with the closest
names, an agenda line that names no agenda with the closest agendas; what could be read is
still returned, so the deck's other problems can be checked too.
"""

from __future__ import annotations

import difflib
import json
import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from organiser.core.cards import (
    FACTIONS_2E,
    Card,
    CardCatalogue,
    faction_close_to,
    faction_code,
    normalise_name,
)
from organiser.core.errors import M_, NotFound, UserError, message_keys

MAX_COPIES_IN_A_LINE = 99
MAX_SUGGESTIONS = 3
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

# Problem kinds (the rule id a deck check reports them under).
UNKNOWN_CARD = "unknown-card"
AMBIGUOUS_CARD = "ambiguous-card"
NOT_AN_AGENDA = "unknown-agenda"
UNREADABLE = "unreadable-line"
BAD_COUNT = "bad-count"
BAD_FACTION = "faction-line"
NO_CARDS = "no-cards"
SEVERAL_DECKS = "several-decks"

_HEADER = re.compile(
    r"^(?P<kind>plots?|plot deck|characters?|attachments?|locations?|events?|agendas?|titles?"
    r"|draw deck|house deck|cards?)\s*(?:\(\s*\d+\s*\))?\s*:?$",
    re.IGNORECASE,
)
_COUNT_FIRST = re.compile(r"^(?P<n>\d{1,40})\s*[x×]?\s+(?P<rest>\S.*)$", re.IGNORECASE)
_COUNT_LAST = re.compile(r"^(?P<rest>\S.*?)\s+[x×]\s*(?P<n>\d{1,40})$", re.IGNORECASE)
_PACK_SUFFIX = re.compile(r"^(?P<name>.*?)\s*\((?P<pack>[^()]*)\)$")
_PACK_POSITION = re.compile(r"\s*#\s*\d+\s*$")
_KEY_VALUE = re.compile(r"^[A-Za-z][\w '’-]{0,30}:\s+\S")
_META = re.compile(r"^(?P<key>version|packs?|cards? up to|total cards?)\s*:", re.IGNORECASE)
_CYCLE_HEADING = re.compile(r"^-{2,}\s*(?P<cycle>.*?)\s*-{2,}$")
_CODE_BAR = re.compile(r"^(?P<name>.*?)\s*\|\s*#\s*(?P<code>\w+)\b.*$")
_MD_HEADING = re.compile(r"^#{1,6}\s*(?P<text>.*?)\s*#*$")
_MD_BULLET = re.compile(r"^[-*+]\s+")
_MD_LINK = re.compile(r"\[(?P<label>(?:\\.|[^\]\\])*)\]\((?P<url>[^)\s]*)\)")
_MD_CARD_URL = re.compile(r"/card/(?P<code>[0-9A-Za-z_]+)/?$")
_AGOT_TAG = re.compile(r"\[agot\](?P<inner>.*?)\[/agot\]", re.IGNORECASE)
_VERSION_AFTER_NAME = re.compile(r"^(?P<name>.+?)\s+(?P<version>\d+\.\d+)$")
_SEPARATOR = "==="


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
    """One line that could not be read: ``kind`` is the rule id a deck check shows."""

    line: int  # 1-based; 0 for the whole list
    text: str
    message: str
    suggestions: list[str] = field(default_factory=list)
    kind: str = UNREADABLE

    def __post_init__(self) -> None:
        self.suggestions = unique(self.suggestions)

    def located(self) -> str:
        """The message with its line first (``line 4: …``) when it has one."""
        return (
            M_("line {line}: {problem}", line=self.line, problem=self.message)
            if self.line
            else self.message
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "line": self.line,
            "text": self.text,
            "message": self.message,
            "suggestions": self.suggestions,
            "kind": self.kind,
            **message_keys(self.message),
        }


@dataclass(frozen=True)
class DeckRead:
    """What :func:`read_decklist` made of a list: the deck as far as it could be read, and
    every line that could not be."""

    deck: DeckList
    problems: tuple[LineProblem, ...] = ()

    @property
    def complete(self) -> bool:
        return not self.problems


class DeckParseError(UserError):
    """The list could not be read; ``problems`` says where and why, line by line."""

    def __init__(self, problems: list[LineProblem]) -> None:
        first = problems[0].located()
        if len(problems) > 1:
            first = M_(
                "{problem} (and {count} more problem(s))", problem=first, count=len(problems) - 1
            )
        super().__init__(
            M_("The deck list cannot be read — {problem}", problem=first),
            problems=[p.to_json() for p in problems],
        )
        self.problems = problems


_CARD_TYPES = {
    "agenda": M_("agenda"),
    "attachment": M_("attachment"),
    "character": M_("character"),
    "event": M_("event"),
    "location": M_("location"),
    "plot": M_("plot"),
    "title": M_("title"),
}


def card_type(kind: str) -> str:
    """A card type's word (``character``), in the user's language where it is shown."""
    return _CARD_TYPES.get(kind, kind)


def unique(items: Iterable[str]) -> list[str]:
    """``items`` without repeats, in their first order."""
    return list(dict.fromkeys(items))


def faction_label(code: str | None) -> str:
    """A faction's printed name (``House Stark``) from its code; 1st-edition Houses too."""
    if not code:
        return "no faction"
    return FACTIONS_2E.get(code) or f"House {code.title()}"


def clean_text(text: str) -> str:
    """BOM, Windows/Mac line endings, non-breaking spaces and tabs removed."""
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    return text.replace("\u00a0", " ").replace("\t", " ")


def decode(data: str | bytes) -> str:
    """Text from a file's bytes: UTF-8 (with or without a byte-order mark), UTF-16 with a
    byte-order mark, else Windows-1252."""
    if isinstance(data, str):
        return data
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            pass
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


_OTHER_FILES = (
    ("%PDF", M_("a PDF")),
    ("PK\x03\x04", M_("a Word, spreadsheet or zip file")),
    ("\u2030PNG", M_("an image")),
    ("\x89PNG", M_("an image")),
    ("\xff\xd8\xff", M_("an image")),
    ("GIF8", M_("an image")),
    ("{\\rtf", M_("a rich-text (RTF) document")),
)


def _not_text(text: str) -> str | None:
    """Why a file is no deck list at all (a PDF, an image, binary data), else None."""
    head = text.lstrip("\ufeff")
    for magic, what in _OTHER_FILES:
        if head.startswith(magic):
            return M_(
                "the file is {what}, not a deck list: export the list from ThronesDB as text "
                "(or paste it).",
                what=what,
            )
    sample = head[:4096]
    control = sum(1 for c in sample if ord(c) < 32 and c not in "\t\n\r\x0c")
    if sample and control > max(8, len(sample) // 50):
        return M_("the file holds binary data, not a deck list: export the list as text.")
    return None


def detect_format(text: str) -> str:
    """The layout of ``text``: ``thronesdb-json``, ``octgn``, ``markdown``, ``agotcards``,
    ``thronesdb-cycle``, ``thronesdb-txt``, ``thronesdb-text`` or ``bare``."""
    body = clean_text(text).strip()
    lines = [line.strip() for line in body.split("\n")]
    # The first line of a text export is the deck's name, whatever it says ("# 1 Stark",
    # "---- Krakens ----", "<3 Krakens"): the layout is told from the lines after it.
    rest = lines[1:] if len(lines) > 1 else lines
    text_below = len(lines) > 1 and any(
        _HEADER.match(line) or _COUNT_FIRST.match(line) or line.lower().startswith("packs:")
        for line in rest
    )
    if body.startswith(("{", "[")) and not text_below:
        return "thronesdb-json"
    if body.startswith("<") and not text_below:
        return "octgn"
    if any(_AGOT_TAG.search(line) for line in rest):
        return "agotcards"
    if any(_MD_HEADING.match(line) and line.startswith("#") for line in rest) or any(
        "](" in line and _MD_LINK.search(line) for line in rest
    ):
        return "markdown"
    if any(_CYCLE_HEADING.match(line) for line in rest):
        return "thronesdb-cycle"
    if any(line.lower().startswith("version:") for line in rest):
        return "thronesdb-txt"
    if any(_HEADER.match(line) for line in lines) or any(
        line.lower().startswith("packs:") for line in lines
    ):
        return "thronesdb-text"
    return "bare"


def read_decklist(
    text: str | bytes,
    catalogue: CardCatalogue,
    *,
    out_of_pool: Collection[str] = (),
    faction: str | None = None,
) -> DeckRead:
    """Reads a deck list in any supported format, as far as it can be read.

    ``out_of_pool`` (a restricted list's ``bannedCards``) settles a same-name card given
    without its pack (an original and its redesign); ``faction`` is used when the list
    names none. Never raises for bad input: every problem is in the result."""
    raw = decode(text)
    not_text = _not_text(raw)
    if not_text is not None:
        empty = DeckList.build(None, (), {}, source_format="")
        return DeckRead(empty, (LineProblem(0, "", not_text, kind=UNREADABLE),))
    body = clean_text(raw)
    pool = out_of_pool if isinstance(out_of_pool, frozenset) else frozenset(out_of_pool)
    if not body.strip():
        empty = DeckList.build(None, (), {}, source_format="")
        return DeckRead(empty, (LineProblem(0, "", M_("the list is empty."), kind=NO_CARDS),))
    kind = detect_format(body)
    if kind == "thronesdb-json":
        read = _read_json(body, catalogue)
    elif kind == "octgn":
        read = _read_octgn(body, catalogue, pool)
    else:
        read = _read_text(body, catalogue, kind, pool)
    deck = read.deck
    if deck.faction is None and faction is not None:
        code = faction_code(faction) or faction
        deck = DeckList(
            code, deck.agendas, deck.cards, deck.name, deck.source_format, deck.warnings
        )
        read = DeckRead(deck, read.problems)
    return read


def parse_decklist(
    text: str | bytes,
    catalogue: CardCatalogue,
    *,
    out_of_pool: Collection[str] = (),
    faction: str | None = None,
) -> DeckList:
    """Like :func:`read_decklist`, but a list with any unreadable line raises
    :class:`DeckParseError` (listing every problem)."""
    read = read_decklist(text, catalogue, out_of_pool=out_of_pool, faction=faction)
    if read.problems:
        raise DeckParseError(list(read.problems))
    return read.deck


# -- resolving names --------------------------------------------------------------------------


def _resolve(
    raw: str, catalogue: CardCatalogue, out_of_pool: frozenset[str], *, suggest: bool = True
) -> tuple[Card | None, str | None, list[str]]:
    """A card from ``Name`` or ``Name (PACK)``; else (None, message, suggestions)."""
    cached = catalogue.line_cache.get((raw, out_of_pool))
    if cached is not None:
        return catalogue.cards[cached], None, []
    card, message, close = _resolve_uncached(raw, catalogue, out_of_pool, suggest=suggest)
    if card is not None:
        if len(catalogue.line_cache) > 100_000:
            catalogue.line_cache.clear()
        catalogue.line_cache[(raw, out_of_pool)] = card.code
    return card, message, close


def _split_pack(raw: str, catalogue: CardCatalogue) -> tuple[str, str | None]:
    name = raw.strip()
    match = _PACK_SUFFIX.match(name)
    if match and not catalogue.has_name(name):
        pack = _PACK_POSITION.sub("", match.group("pack")).strip()
        return match.group("name").strip(), pack
    return name, None


def _resolve_uncached(
    raw: str, catalogue: CardCatalogue, out_of_pool: frozenset[str], *, suggest: bool
) -> tuple[Card | None, str | None, list[str]]:
    name, pack = _split_pack(raw, catalogue)
    try:
        return catalogue.resolve(name, pack, out_of_pool, suggest=suggest), None, []
    except NotFound as exc:  # AmbiguousCard too
        return None, exc.message, unique(exc.details.get("suggestions", []))


def agenda_suggestions(catalogue: CardCatalogue, text: str) -> list[str]:
    """The agendas whose names are closest to ``text`` (constructed agendas first)."""
    names: dict[str, str] = {}
    for card in catalogue.cards.values():
        if card.type == "agenda" and catalogue.is_constructed(card):
            names.setdefault(normalise_name(card.name), card.name)
    key = normalise_name(_split_pack(text, catalogue)[0])
    close = difflib.get_close_matches(key, list(names), n=MAX_SUGGESTIONS, cutoff=0.6)
    if not close:
        close = [k for k in names if key and (key in k or k in key)][:MAX_SUGGESTIONS]
    return [names[k] for k in close]


def _agenda_problem(
    number: int, line: str, catalogue: CardCatalogue, out_of_pool: frozenset[str]
) -> LineProblem:
    """Why a line where an agenda stands names no agenda."""
    card, message, close = _resolve(line, catalogue, out_of_pool, suggest=False)
    if card is not None:
        return LineProblem(
            number,
            line,
            M_(
                "{card} is a {type}, not an agenda (a card line needs a count, like '1x {card}').",
                card=card.name,
                type=card_type(card.type),
            ),
            [],
            NOT_AN_AGENDA,
        )
    if close:  # several printings: the pack decides
        return LineProblem(number, line, message or "", close, AMBIGUOUS_CARD)
    suggestions = agenda_suggestions(catalogue, line)
    message = (
        M_(
            "{line} is not an agenda Maester knows (a typo, or a 1st-edition agenda?). "
            "Did you mean: {names}?",
            line=repr(line),
            names=", ".join(suggestions),
        )
        if suggestions
        else M_(
            "{line} is not an agenda Maester knows (a typo, or a 1st-edition agenda?).",
            line=repr(line),
        )
    )
    return LineProblem(
        number,
        line,
        message,
        suggestions,
        NOT_AN_AGENDA,
    )


# -- text layouts ------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Line:
    number: int
    text: str  # markup removed
    code: str | None = None  # a card code the layout gives outright (links, "| #01027")
    heading: bool = False  # a Markdown heading


def _markdown_line(number: int, raw: str) -> _Line:
    text = raw.strip()
    heading = _MD_HEADING.match(text) if text.startswith("#") else None
    if heading:
        return _Line(number, heading.group("text").strip(), heading=True)
    text = _MD_BULLET.sub("", text)
    code = None
    link = _MD_LINK.search(text)
    if link:
        label = re.sub(r"\\(.)", r"\1", link.group("label"))
        found = _MD_CARD_URL.search(link.group("url"))
        code = found.group("code") if found else None
        text = (text[: link.start()] + label + text[link.end() :]).strip()
    text = text.replace("**", "").replace("__", "")
    return _Line(number, text.strip(), code)


def _lines_of(body: str, kind: str) -> list[_Line]:
    out: list[_Line] = []
    for number, raw in enumerate(body.split("\n"), start=1):
        text = raw.strip()
        if not text:
            continue
        if kind == "markdown":
            line = _markdown_line(number, text)
            if line.text:
                out.append(line)
            continue
        if kind == "agotcards":
            text = _AGOT_TAG.sub(lambda m: m.group("inner"), text).strip()
        code = None
        if kind == "thronesdb-cycle":
            if _CYCLE_HEADING.match(text):
                continue
            bar = _CODE_BAR.match(text)
            if bar:
                text, code = bar.group("name").strip(), bar.group("code")
        out.append(_Line(number, text, code))
    return out


_NAMED_KINDS = frozenset({"thronesdb-text", "thronesdb-txt", "thronesdb-cycle"})


def _is_section_start(line: _Line) -> bool:
    return bool(_HEADER.match(line.text)) or bool(
        _COUNT_FIRST.match(line.text) or _COUNT_LAST.match(line.text)
    )


def _read_text(
    body: str, catalogue: CardCatalogue, kind: str, out_of_pool: frozenset[str]
) -> DeckRead:
    if any(raw.strip() == _SEPARATOR for raw in body.split("\n")):
        parts = sum(1 for raw in body.split("\n") if raw.strip() == _SEPARATOR) + 1
        empty = DeckList.build(None, (), {}, source_format=kind)
        problem = LineProblem(
            0,
            "",
            M_(
                "this file holds {count} deck lists (ThronesDB's download of several decks); "
                "hand in one list per player.",
                count=parts,
            ),
            kind=SEVERAL_DECKS,
        )
        return DeckRead(empty, (problem,))
    lines = _lines_of(body, kind)
    problems: list[LineProblem] = []
    warnings: list[str] = []
    counts: Counter[str] = Counter()
    agendas: list[str] = []
    faction: str | None = None
    name = ""
    start = 0
    if kind in _NAMED_KINDS and lines:
        # The first line is the deck's name, whatever it says, unless the list has no name
        # at all (then it opens with the faction, and no other faction line follows).
        first = lines[0]
        header: list[_Line] = []
        for line in lines[1:]:
            if _is_section_start(line):
                break
            header.append(line)
        opens_with_faction = _faction_of(first.text) is not None and not any(
            _faction_of(h.text) for h in header
        )
        if not opens_with_faction:
            name, start = first.text, 1
            if kind == "thronesdb-cycle" or (kind == "thronesdb-txt" and not _has_version(lines)):
                match = _VERSION_AFTER_NAME.match(name)  # "Name 1.0": the version follows
                if match:
                    name = match.group("name")
    section: str | None = None
    seen_cards = False
    bare_name_allowed = kind in ("bare", "agotcards", "markdown")
    for line in lines[start:]:
        text = line.text
        if _HEADER.match(text):
            section = _HEADER.match(text).group("kind").lower()  # type: ignore[union-attr]
            continue
        if _META.match(text) and not line.heading:
            continue
        count_match = _COUNT_FIRST.match(text) or _COUNT_LAST.match(text)
        if count_match:
            seen_cards = True
            bare_name_allowed = False
            copies = int(count_match.group("n"))
            rest = count_match.group("rest")
            card, message, close = _card_of(line, rest, catalogue, out_of_pool)
            if card is None:
                kind_of = AMBIGUOUS_CARD if close and "several" in (message or "") else UNKNOWN_CARD
                problems.append(
                    LineProblem(line.number, text, message or M_("unknown card."), close, kind_of)
                )
                continue
            if not 1 <= copies <= MAX_COPIES_IN_A_LINE:
                problems.append(
                    LineProblem(
                        line.number,
                        text,
                        M_(
                            "{copies} copies of {card} is not a count.",
                            copies=copies,
                            card=card.name,
                        ),
                        kind=BAD_COUNT,
                    )
                )
                continue
            if card.type == "agenda" or (section or "").startswith("agenda"):
                if card.type != "agenda":
                    problems.append(
                        LineProblem(
                            line.number,
                            text,
                            M_(
                                "{card} is a {type}, not an agenda.",
                                card=card.name,
                                type=card_type(card.type),
                            ),
                            kind=NOT_AN_AGENDA,
                        )
                    )
                    continue
                if kind == "thronesdb-cycle" and card.code in agendas:
                    continue  # the by-cycle download prints each agenda twice
                agendas.extend([card.code] * copies)
            else:
                counts[card.code] += copies
            continue
        # A line without a count: the faction, an agenda, the name of a bare list, or a note.
        fcode = _faction_of(text)
        if fcode is not None:
            if faction is None:
                faction = fcode
            elif fcode != faction:
                problems.append(
                    LineProblem(
                        line.number,
                        text,
                        M_(
                            "a second faction line ({faction}; the list already names {named}).",
                            faction=faction_label(fcode),
                            named=faction_label(faction),
                        ),
                        kind=BAD_FACTION,
                    )
                )
            continue
        if line.heading and not seen_cards:
            if not name and kind == "markdown" and section is None:
                name = text
            continue
        card, _message, _close = _card_of(line, text, catalogue, out_of_pool, suggest=False)
        if card is not None and card.type == "agenda" and not seen_cards:
            if kind == "thronesdb-cycle" and card.code in agendas:
                continue
            agendas.append(card.code)
            continue
        if (
            bare_name_allowed
            and not name
            and section is None
            and card is None
            and not _looks_like_agenda(text, catalogue, out_of_pool)
        ):
            name = text
            bare_name_allowed = False
            continue
        bare_name_allowed = False
        if _KEY_VALUE.match(text) and (seen_cards or section is not None):
            warnings.append(M_("line {line} ignored: {text}", line=line.number, text=repr(text)))
            continue
        if section is None and not seen_cards:
            joined = _joined_agendas(text, catalogue, out_of_pool)
            if joined:  # the by-cycle download runs several agendas into one line
                agendas.extend(a.code for a in joined if a.code not in agendas)
                continue
            meant = faction_close_to(text) if faction is None else None
            if meant is not None and not _looks_like_agenda(text, catalogue, out_of_pool):
                label = faction_label(meant)
                problems.append(
                    LineProblem(
                        line.number,
                        text,
                        M_(
                            "{text} is not a faction Maester knows. Did you mean: {label}?",
                            text=repr(text),
                            label=label,
                        ),
                        [label],
                        BAD_FACTION,
                    )
                )
                continue
            problems.append(_agenda_problem(line.number, text, catalogue, out_of_pool))
            continue
        problems.append(
            LineProblem(
                line.number,
                text,
                M_(
                    "{text} is neither a card line (like '3x Name (PACK)') nor a section title.",
                    text=repr(text),
                ),
                catalogue.suggestions(_split_pack(text, catalogue)[0]),
                UNREADABLE,
            )
        )
    if not counts and not agendas and not seen_cards:
        # First when nothing looked like a deck at all; else after the lines at fault.
        problems.insert(
            0 if section is None else len(problems),
            LineProblem(
                0,
                "",
                M_("no card lines were found (expected lines like '3x Name')."),
                kind=NO_CARDS,
            ),
        )
    if faction is None:
        faction = infer_faction(counts, catalogue)
        if faction is not None:
            warnings.append(
                M_("no faction line: {faction} was inferred.", faction=faction_label(faction))
            )
    deck = DeckList.build(
        faction, agendas, counts, name=name, source_format=kind, warnings=warnings
    )
    return DeckRead(deck, tuple(problems))


def _has_version(lines: list[_Line]) -> bool:
    return any(line.text.lower().startswith("version:") for line in lines)


def _faction_of(text: str) -> str | None:
    code = faction_code(text)
    return code if code is not None and code != "neutral" else None


def _looks_like_agenda(text: str, catalogue: CardCatalogue, out_of_pool: frozenset[str]) -> bool:
    """A line that is an agenda's name with a typo (close to one agenda name), not a title."""
    name = _split_pack(text, catalogue)[0]
    printings = catalogue.named(name)
    if printings:
        return any(c.type == "agenda" for c in printings)
    key = normalise_name(name)
    agendas = {normalise_name(c.name) for c in catalogue.cards.values() if c.type == "agenda"}
    return bool(difflib.get_close_matches(key, list(agendas), n=1, cutoff=0.85))


def _joined_agendas(text: str, catalogue: CardCatalogue, out_of_pool: frozenset[str]) -> list[Card]:
    """``AllianceBanner of the Wolf``: agenda names printed with nothing between them."""
    names = sorted(
        {c.name for c in catalogue.cards.values() if c.type == "agenda"}, key=len, reverse=True
    )
    found: list[Card] = []
    rest = text.strip()
    while rest:
        head = next((n for n in names if rest.startswith(n) and len(n) < len(text)), None)
        if head is None:
            return []
        card, _message, _close = _resolve(head, catalogue, out_of_pool, suggest=False)
        if card is None:
            return []
        found.append(card)
        rest = rest[len(head) :].strip()
    return found if len(found) > 1 else []


def _card_of(
    line: _Line,
    rest: str,
    catalogue: CardCatalogue,
    out_of_pool: frozenset[str],
    *,
    suggest: bool = True,
) -> tuple[Card | None, str | None, list[str]]:
    """The card a line names: by the code its layout gives, else by name (and pack)."""
    if line.code is not None and line.code in catalogue.cards:
        return catalogue.cards[line.code], None, []
    return _resolve(rest, catalogue, out_of_pool, suggest=suggest)


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


# -- OCTGN .o8d --------------------------------------------------------------------------------


def _read_octgn(body: str, catalogue: CardCatalogue, out_of_pool: frozenset[str]) -> DeckRead:
    """The OCTGN deck file: cards by name in sections (the file names no pack)."""
    if "<!DOCTYPE" in body.upper() or "<!ENTITY" in body.upper():
        return _unreadable("octgn", M_("an OCTGN deck file has no document type or entities."))
    try:
        root = ET.fromstring(body)
    except ET.ParseError as exc:
        return _unreadable(
            "octgn", M_("the file is not a readable OCTGN deck (XML: {error}).", error=str(exc))
        )
    if root.tag != "deck":
        return _unreadable("octgn", M_("the file is XML but not an OCTGN deck (<deck>)."))
    problems: list[LineProblem] = []
    warnings: list[str] = []
    counts: Counter[str] = Counter()
    agendas: list[str] = []
    faction: str | None = None
    for section in root.iter("section"):
        title = (section.get("name") or "").strip().lower()
        for element in section.iter("card"):
            text = " ".join("".join(element.itertext()).split())
            qty_text = (element.get("qty") or "1").strip()
            if title == "faction":
                faction = faction or _faction_of(text)
                if faction is None:
                    problems.append(
                        LineProblem(
                            0,
                            text,
                            M_("{text} is not a faction.", text=repr(text)),
                            kind=BAD_FACTION,
                        )
                    )
                continue
            copies = int(qty_text) if qty_text.isdigit() else 0
            card, message, close = _octgn_card(
                text, catalogue, out_of_pool, warnings, _OCTGN_TYPES.get(title)
            )
            if card is None:
                if title.startswith("agenda"):
                    problems.append(_agenda_problem(0, text, catalogue, out_of_pool))
                else:
                    problems.append(
                        LineProblem(0, text, message or M_("unknown card."), close, UNKNOWN_CARD)
                    )
                continue
            if not 1 <= copies <= MAX_COPIES_IN_A_LINE:
                problems.append(
                    LineProblem(
                        0,
                        text,
                        M_(
                            "{copies} copies of {card} is not a count.",
                            copies=qty_text,
                            card=card.name,
                        ),
                        kind=BAD_COUNT,
                    )
                )
                continue
            if card.type == "agenda":
                agendas.extend([card.code] * copies)
            elif title.startswith("agenda"):
                problems.append(
                    LineProblem(
                        0,
                        text,
                        M_(
                            "{card} is a {type}, not an agenda.",
                            card=card.name,
                            type=card_type(card.type),
                        ),
                        kind=NOT_AN_AGENDA,
                    )
                )
            else:
                counts[card.code] += copies
    if not counts and not agendas and not problems:
        problems.append(LineProblem(0, "", M_("the OCTGN deck has no cards."), kind=NO_CARDS))
    if faction is None:
        faction = infer_faction(counts, catalogue)
        if faction is not None:
            warnings.append(
                M_("no faction given: {faction} was inferred.", faction=faction_label(faction))
            )
    deck = DeckList.build(faction, agendas, counts, source_format="octgn", warnings=warnings)
    return DeckRead(deck, tuple(problems))


_OCTGN_TYPES = {
    "agenda": "agenda",
    "plots": "plot",
    "characters": "character",
    "locations": "location",
    "attachments": "attachment",
    "events": "event",
}


def _octgn_card(
    name: str,
    catalogue: CardCatalogue,
    out_of_pool: frozenset[str],
    warnings: list[str],
    card_type: str | None = None,
) -> tuple[Card | None, str | None, list[str]]:
    """A card by name alone. Printings the card pool cannot tell apart (reprints) are the
    same card for deck building: the newest constructed one of the section's type is taken,
    with a note."""
    card, message, close = _resolve(name, catalogue, out_of_pool)
    if card is not None and card_type in (None, card.type):
        return card, message, close
    printings = catalogue.named(name)
    if not printings:
        return card, message, close
    typed = [c for c in printings if c.type == card_type] or printings
    if card is not None and len({c.type for c in printings}) == 1:
        return card, message, close
    candidates = [
        c for c in typed if catalogue.is_constructed(c) and c.code not in out_of_pool
    ] or typed
    if len(candidates) == 1:
        return candidates[0], None, []
    chosen = max(
        candidates,
        key=lambda c: (
            catalogue.packs[c.pack].position if c.pack in catalogue.packs else 0,
            c.code,
        ),
    )
    warnings.append(
        M_(
            "{name}: the OCTGN file names no pack; {chosen} was taken (of {candidates}).",
            name=name,
            chosen=f"{chosen.name} ({chosen.pack})",
            candidates=", ".join(f"{c.name} ({c.pack})" for c in candidates),
        )
    )
    return chosen, None, []


def _unreadable(kind: str, message: str) -> DeckRead:
    empty = DeckList.build(None, (), {}, source_format=kind)
    return DeckRead(empty, (LineProblem(0, "", message, kind=UNREADABLE),))


# -- ThronesDB JSON ----------------------------------------------------------------------------


def _read_json(body: str, catalogue: CardCatalogue) -> DeckRead:
    try:
        data = json.loads(body)
    except json.JSONDecodeError as exc:
        empty = DeckList.build(None, (), {}, source_format="thronesdb-json")
        problem = LineProblem(
            exc.lineno, "", M_("the file is not valid JSON ({error}).", error=exc.msg)
        )
        return DeckRead(empty, (problem,))
    except RecursionError:
        return _unreadable(
            "thronesdb-json", M_("the file is not a deck list (JSON nested too deeply).")
        )
    return read_thronesdb_data(data, catalogue)


def read_thronesdb_data(data: Any, catalogue: CardCatalogue) -> DeckRead:
    """A deck or decklist as ThronesDB's public API serves it (already decoded JSON)."""
    if isinstance(data, list) and len(data) == 1:
        data = data[0]
    if not isinstance(data, dict) or not isinstance(data.get("slots"), dict):
        return _unreadable(
            "thronesdb-json", M_("a ThronesDB deck list in JSON needs a 'slots' object.")
        )
    problems: list[LineProblem] = []
    counts: Counter[str] = Counter()
    agendas: list[str] = []
    listed = data.get("agendas") or ()
    for raw in [listed] if isinstance(listed, (str, int)) else listed:
        code = str(raw.get("code") if isinstance(raw, dict) else raw)
        card = catalogue.cards.get(code)
        if card is None or card.type != "agenda":
            what = (
                M_("{card} is a {type}", card=card.name, type=card_type(card.type))
                if card
                else M_("no agenda has the code {code}", code=repr(code))
            )
            problems.append(
                LineProblem(
                    0,
                    code,
                    M_(
                        "agenda {code}: {problem} (import newer card data?).",
                        code=repr(code),
                        problem=what,
                    ),
                    kind=NOT_AN_AGENDA,
                )
            )
        elif code not in agendas:
            agendas.append(code)
    for code, raw_count in data["slots"].items():
        card = catalogue.cards.get(str(code))
        if card is None:
            problems.append(
                LineProblem(
                    0,
                    str(code),
                    M_("no card has the code {code} (import newer card data?).", code=repr(code)),
                    kind=UNKNOWN_CARD,
                )
            )
            continue
        if (
            not isinstance(raw_count, int)
            or isinstance(raw_count, bool)
            or not 0 <= raw_count <= MAX_COPIES_IN_A_LINE
        ):
            problems.append(
                LineProblem(
                    0,
                    str(code),
                    M_("{count} is not a count.", count=repr(raw_count)),
                    kind=BAD_COUNT,
                )
            )
            continue
        if card.type == "agenda":
            if raw_count and card.code not in agendas:
                agendas.append(card.code)
            continue
        counts[card.code] += raw_count
    raw_faction = data.get("faction_code") or data.get("faction_name") or data.get("faction")
    faction = faction_code(str(raw_faction)) if raw_faction else None
    warnings: list[str] = []
    if faction is None:
        faction = infer_faction(counts, catalogue)
        if faction is not None:
            warnings.append(
                M_("no faction given: {faction} was inferred.", faction=faction_label(faction))
            )
    if not counts and not agendas and not problems:
        problems.append(LineProblem(0, "", M_("the deck has no cards."), kind=NO_CARDS))
    deck = DeckList.build(
        faction,
        agendas,
        counts,
        name=str(data.get("name") or ""),
        source_format="thronesdb-json",
        warnings=warnings,
    )
    return DeckRead(deck, tuple(problems))


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
    "DeckRead",
    "LineProblem",
    "decode",
    "detect_format",
    "faction_label",
    "infer_faction",
    "normalise_name",
    "parse_decklist",
    "read_decklist",
    "read_thronesdb_data",
    "to_bare",
    "to_thronesdb_json",
    "to_thronesdb_text",
    "to_thronesdb_txt",
]
