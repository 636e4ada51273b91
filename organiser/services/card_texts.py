"""The printed text of the cards a user imported, kept on this computer only.

Maester ships card *facts* (``resources/cards``), never the publisher's text. When the user
imports card data that carries it (File ▸ Import card database: a throneteki / ThronesDB
pack folder, a pack file or a ThronesDB cards API array), the text of each card is kept
beside the imported card database, in ``<card data folder>/<edition>-texts.json.gz``, so that
the Rules desk can show it next to the engine's own wording. Nothing here is written unless
the user imported it.

Light on purpose (no database): the Rules desk reads it at start.
"""

from __future__ import annotations

import gzip
import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

CARDS_ENV = "MAESTER_CARDS_DIR"
_cache: dict[Path, tuple[tuple[int, int], dict[str, str]]] = {}


def card_data_dir() -> Path:
    """Where imported card data is kept: ``$MAESTER_CARDS_DIR`` or the user data folder."""
    override = os.environ.get(CARDS_ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("Maester", appauthor=False)) / "cards"


def texts_path(edition: str) -> Path:
    return card_data_dir() / f"{edition}-texts.json.gz"


def _cards_of(data: Any) -> list[Mapping[str, Any]]:
    """The card records of one JSON document: a pack file or a cards API array."""
    if isinstance(data, Mapping) and isinstance(data.get("cards"), list):
        return [c for c in data["cards"] if isinstance(c, Mapping)]
    if isinstance(data, list) and data and isinstance(data[0], Mapping) and "pack_code" in data[0]:
        return [c for c in data if isinstance(c, Mapping)]
    return []


def source_texts(source: Path) -> dict[str, str]:
    """Card code -> printed text, for every card of a 2nd-edition source that has one."""
    files: list[Path]
    if source.is_dir():
        folder = source / "packs" if (source / "packs").is_dir() else source
        files = sorted(folder.glob("*.json"))
    else:
        files = [source]
    out: dict[str, str] = {}
    for f in files:
        try:
            data = json.loads(f.read_bytes().decode("utf-8-sig"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError):
            continue
        for card in _cards_of(data):
            code, text = card.get("code"), card.get("text")
            if code and isinstance(text, str) and text.strip():
                out[str(code)] = text
    return out


def imported_texts(edition: str) -> dict[str, str]:
    """The texts the user imported for ``edition`` (empty when none was)."""
    path = texts_path(edition)
    if not path.exists():
        return {}
    stat = path.stat()
    stamp = (stat.st_mtime_ns, stat.st_size)
    hit = _cache.get(path)
    if hit is None or hit[0] != stamp:
        try:
            data = json.loads(gzip.decompress(path.read_bytes()).decode("utf-8"))
        except (OSError, ValueError):
            data = {}
        texts = {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}
        hit = (stamp, texts)
        _cache[path] = hit
    return dict(hit[1])


def keep_texts(edition: str, texts: Mapping[str, str]) -> int:
    """Add ``texts`` to those kept for ``edition`` (a new pack adds to the earlier ones);
    returns how many are kept."""
    if not texts:
        return len(imported_texts(edition))
    merged = imported_texts(edition)
    merged.update(texts)
    path = texts_path(edition)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(gzip.compress(json.dumps(merged, ensure_ascii=False).encode("utf-8")))
    return len(merged)
