"""Scripted cards, one YAML file per card under ``engine_ref/data/cards/<edition>/``.

A file holds a card's facts (name, type, faction, cost, STR, icons, traits, keywords, plot
values …) and its abilities in the project's own structured words (``engine_ref.abilities``);
``text`` fields are our own short paraphrases, never printed card text. The file's name (less
``.yaml``) is the card's key: a scenario names it with ``card: <key>``; a 2nd-edition card
may also be named by its card code (``card: "01067"``). ``docs/engine/cards.md`` is the
authoring guide.

Every file is read and checked when the catalogue is first used; an unknown field, op,
event or value is an error naming the file and the field, with a "did you mean".
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

import yaml

from engine_ref.abilities import parse_ability
from engine_ref.errors import ScenarioError

CARDS_DIR = Path(__file__).resolve().parent / "data" / "cards"
EDITIONS = ("lcg1", "ccg-winter", "lcg2")
#: the fields a card file may have (besides ``abilities``)
CARD_FIELDS = frozenset(
    {
        "edition",
        "code",
        "name",
        "type",
        "faction",
        "loyal",
        "unique",
        "cost",
        "strength",
        "icons",
        "traits",
        "keywords",
        "income",
        "influence",
        "initiative",
        "plot",
        "attach",
        "cite",
        "doomed",
        "deck_limit",
        "abilities",
    }
)
CARD_TYPES = ("character", "location", "attachment", "event", "plot", "agenda", "title")
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _check_fields(data: Mapping[str, Any], where: str) -> None:
    unknown = sorted(set(data) - CARD_FIELDS)
    if unknown:
        hints = []
        for u in unknown:
            close = difflib.get_close_matches(str(u), sorted(CARD_FIELDS), n=1)
            hints.append(f"{u}" + (f" (did you mean {close[0]}?)" if close else ""))
        raise ScenarioError(f"{where}: unknown field(s): {', '.join(hints)}")
    kind = data.get("type", "character")
    if kind not in CARD_TYPES:
        close = difflib.get_close_matches(str(kind), CARD_TYPES, n=1)
        hint = f" (did you mean {close[0]}?)" if close else ""
        raise ScenarioError(f"{where}: type {kind!r} is not a card type{hint}")
    if "name" not in data:
        raise ScenarioError(f"{where}: a card file needs a name")


def load_card(path: Path, edition: str) -> tuple[str, Mapping[str, Any]]:
    """One card file -> (key, entry with parsed abilities)."""
    where = f"{path.parent.name}/{path.name}"
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader)
    except yaml.YAMLError as exc:
        raise ScenarioError(f"{where}: not valid YAML ({exc})") from None
    if not isinstance(data, Mapping):
        raise ScenarioError(f"{where}: a card file is a mapping of fields")
    data = {("on" if k is True else k): v for k, v in data.items()}
    _check_fields(data, where)
    if data.get("edition", edition) != edition:
        raise ScenarioError(
            f"{where}: edition {data['edition']!r} but the file is under {edition}/"
        )
    entry = {k: v for k, v in data.items() if k not in ("cite",)}
    entry["edition"] = edition
    if "code" in entry:
        entry["code"] = str(entry["code"])
    entry["abilities"] = tuple(
        parse_ability(a, f"{where} abilities[{i}]")
        for i, a in enumerate(data.get("abilities") or [])
    )
    return path.stem, MappingProxyType(entry)


def load_all(root: Path = CARDS_DIR) -> Mapping[str, Mapping[str, Any]]:
    """Every card file of every edition; a key used twice is an error naming both files."""
    out: dict[str, Mapping[str, Any]] = {}
    seen: dict[str, str] = {}
    for edition in EDITIONS:
        folder = root / edition
        if not folder.is_dir():
            continue
        for path in sorted(folder.glob("*.yaml")):
            key, entry = load_card(path, edition)
            where = f"{edition}/{path.name}"
            if key in seen:
                raise ScenarioError(f"{where}: the key {key!r} is also {seen[key]}")
            seen[key] = where
            out[key] = entry
    return MappingProxyType(out)


CATALOGUE: Mapping[str, Mapping[str, Any]] = load_all()
#: 2nd-edition card code -> key
CODES: Mapping[str, str] = MappingProxyType(
    {str(e["code"]): k for k, e in CATALOGUE.items() if "code" in e}
)


def lookup(key: str) -> str | None:
    """The catalogue key a scenario's ``card:`` names (a key, or a 2nd-edition card code)."""
    if key in CATALOGUE:
        return key
    return CODES.get(key)


def edition_of(key: str) -> str:
    return str(CATALOGUE[key]["edition"])


def scripted_names(edition: str | None = None) -> dict[str, str]:
    """Card name -> catalogue key (of one edition, if given), for a front end that marks
    scripted cards."""
    return {
        str(v["name"]): k
        for k, v in CATALOGUE.items()
        if edition is None or v["edition"] == edition
    }
