"""The rule citation catalogue: stable ids for every rule the engine explains a step with.

Each citation names a source document (a seed file by its number, or ``RR`` for a section of
the 2nd-edition Rules Reference cited by name), the section of that document where a judge
finds the original wording, a short title, and a paraphrase in the project's own words.

Ids have the form ``<document>.<area>.<item>`` in lower case, for example
``002.timing.step4`` (seed 002, Timing Structure, action window step 4), ``002.clar.2.6``
(numbered clarification 2.6 of seed 002), ``003.keyword.renown`` or
``rr.nested-ability-sequences``. The data lives in ``engine_ref/data/citations.yaml``.

>>> from engine_ref import citations
>>> citations.get("002.clar.2.6").reference
'002 Official Rules Clarification › (2.6) End of the Phase'
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

import yaml

__all__ = [
    "ID_PATTERN",
    "CatalogueError",
    "Citation",
    "Document",
    "UnknownCitation",
    "all_citations",
    "by_document",
    "documents",
    "get",
    "ids",
    "is_known",
    "main",
    "search",
    "unknown",
]

#: What a citation id looks like: a document prefix, then dot-separated lower-case parts.
ID_PATTERN = re.compile(r"^(?:00[0-4]|rr)(?:\.[a-z0-9][a-z0-9-]*)+$")

_DOCUMENT_OF_PREFIX = {"000": "000", "001": "001", "002": "002", "003": "003", "004": "004"}


class UnknownCitation(KeyError):
    """Raised for a citation id that the catalogue does not hold."""

    def __init__(self, citation_id: str, suggestions: Iterable[str] = ()) -> None:
        self.citation_id = citation_id
        self.suggestions = tuple(suggestions)
        super().__init__(citation_id)

    def __str__(self) -> str:
        text = f"unknown rule citation {self.citation_id!r}"
        if self.suggestions:
            text += f" (did you mean {', '.join(self.suggestions)}?)"
        else:
            text += " (see engine_ref/data/citations.yaml for the known ids)"
        return text


class CatalogueError(ValueError):
    """The catalogue file itself is malformed (a packaging or editing mistake)."""


@dataclass(frozen=True, slots=True)
class Document:
    """A source document of the rules: a seed file or the 2nd-edition Rules Reference."""

    key: str
    file: str | None
    title: str
    profile: str


@dataclass(frozen=True, slots=True)
class Citation:
    """One rule a step of the engine can name, described in the project's own words."""

    id: str
    document: str
    section: str
    title: str
    paraphrase: str

    @property
    def reference(self) -> str:
        """How a log line names the rule: document key, then section path."""
        return f"{self.document} {self.section}"

    @property
    def profile(self) -> str:
        """The ruleset profile this rule belongs to (``lcg1``, ``lcg2``, ``ccg-winter``)."""
        return documents()[self.document].profile

    def __str__(self) -> str:
        return f"[{self.id}] {self.reference}: {self.paraphrase}"


def _text(entry: Mapping[str, Any], key: str, where: str) -> str:
    value = entry.get(key)
    if not isinstance(value, str) or not value.strip():
        raise CatalogueError(f"{where}: field {key!r} must be a non-empty string")
    return " ".join(value.split())


@lru_cache(maxsize=1)
def _load() -> tuple[dict[str, Document], dict[str, Citation]]:
    raw_text = resources.files("engine_ref.data").joinpath("citations.yaml").read_text("utf-8")
    raw = yaml.safe_load(raw_text)
    if not isinstance(raw, dict):
        raise CatalogueError("citations.yaml: expected a mapping with 'documents' and 'citations'")
    docs: dict[str, Document] = {}
    for key, entry in (raw.get("documents") or {}).items():
        where = f"citations.yaml document {key!r}"
        if not isinstance(entry, dict):
            raise CatalogueError(f"{where}: expected a mapping")
        file = entry.get("file")
        docs[str(key)] = Document(
            key=str(key),
            file=str(file) if file else None,
            title=_text(entry, "title", where),
            profile=_text(entry, "profile", where),
        )
    table: dict[str, Citation] = {}
    for index, entry in enumerate(raw.get("citations") or []):
        where = f"citations.yaml entry #{index + 1}"
        if not isinstance(entry, dict):
            raise CatalogueError(f"{where}: expected a mapping")
        cid = _text(entry, "id", where)
        where = f"citations.yaml {cid!r}"
        if not ID_PATTERN.match(cid):
            raise CatalogueError(f"{where}: id does not have the form <document>.<area>.<item>")
        if cid in table:
            raise CatalogueError(f"{where}: id is defined twice")
        document = _text(entry, "document", where)
        if document not in docs:
            raise CatalogueError(f"{where}: unknown document {document!r}")
        prefix = cid.split(".", 1)[0]
        if _DOCUMENT_OF_PREFIX.get(prefix, "RR") != document:
            raise CatalogueError(f"{where}: id prefix {prefix!r} does not match {document!r}")
        table[cid] = Citation(
            id=cid,
            document=document,
            section=_text(entry, "section", where),
            title=_text(entry, "title", where),
            paraphrase=_text(entry, "paraphrase", where),
        )
    if not table:
        raise CatalogueError("citations.yaml holds no citations")
    return docs, table


def documents() -> dict[str, Document]:
    """The source documents by key (``"000"`` … ``"004"``, ``"RR"``)."""
    return dict(_load()[0])


def all_citations() -> list[Citation]:
    """Every citation, in catalogue order."""
    return list(_load()[1].values())


def ids() -> frozenset[str]:
    """Every known citation id."""
    return frozenset(_load()[1])


def is_known(citation_id: str) -> bool:
    """Whether ``citation_id`` is in the catalogue."""
    return citation_id in _load()[1]


def _suggest(citation_id: str, table: Mapping[str, Citation]) -> list[str]:
    parent = citation_id
    while "." in parent:
        parent = parent.rsplit(".", 1)[0]
        near = sorted(k for k in table if k == parent or k.startswith(parent + "."))
        if near:
            return near[:5]
    return []


def get(citation_id: str) -> Citation:
    """The citation with this id; :class:`UnknownCitation` (a ``KeyError``) if there is none."""
    table = _load()[1]
    try:
        return table[citation_id]
    except KeyError:
        raise UnknownCitation(citation_id, _suggest(citation_id, table)) from None


def by_document(document: str) -> list[Citation]:
    """The citations of one document (``"002"``, ``"RR"``, …), in catalogue order."""
    return [c for c in _load()[1].values() if c.document == document]


def unknown(citation_ids: Iterable[str]) -> list[str]:
    """The ids among ``citation_ids`` that the catalogue does not hold (sorted, unique)."""
    table = _load()[1]
    return sorted({cid for cid in citation_ids if cid not in table})


def search(words: str) -> list[Citation]:
    """Citations whose id, section, title or paraphrase contain every word (case-insensitive)."""
    needles = words.lower().split()
    found = []
    for c in _load()[1].values():
        hay = " ".join((c.id, c.section, c.title, c.paraphrase)).lower()
        if all(n in hay for n in needles):
            found.append(c)
    return found


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m engine_ref.citations ID…`` prints rules; ``--search WORDS`` finds them."""
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] in ("-h", "--help"):
        print("usage: python -m engine_ref.citations ID [ID…] | --search WORDS…")
        return 0 if args else 2
    if args[0] == "--search":
        hits = search(" ".join(args[1:]))
        for c in hits:
            print(f"{c.id:40} {c.reference}")
        return 0 if hits else 1
    status = 0
    for cid in args:
        try:
            c = get(cid)
        except UnknownCitation as exc:
            print(f"error: {exc}", file=sys.stderr)
            status = 1
            continue
        print(f"{c.id} — {c.title}\n  {c.reference}\n  {c.paraphrase}")
    return status


if __name__ == "__main__":
    raise SystemExit(main())
