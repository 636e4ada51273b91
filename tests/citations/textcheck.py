"""Helpers for checking that project text paraphrases the seeds instead of copying them."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RUN = 12  # a run of this many consecutive words shared with a seed counts as copied

_WORD = re.compile(r"[a-z0-9]+")


def seeds_dir() -> Path:
    """Where the rules documents are: $MAESTER_SEEDS, else ../shared/seeds beside the project."""
    env = os.environ.get("MAESTER_SEEDS")
    return Path(env) if env else ROOT.parent / "shared" / "seeds"


def words(text: str) -> list[str]:
    """Lower-case words, punctuation and markup dropped (so formatting cannot hide a copy)."""
    return _WORD.findall(text.lower().replace("’", "'").replace("'", ""))


def shingles(tokens: list[str], n: int = RUN) -> set[tuple[str, ...]]:
    return {tuple(tokens[i : i + n]) for i in range(len(tokens) - n + 1)}


@lru_cache(maxsize=1)
def seed_shingles() -> frozenset[tuple[str, ...]]:
    found: set[tuple[str, ...]] = set()
    for path in sorted(seeds_dir().glob("*.txt")):
        found |= shingles(words(path.read_text(encoding="utf-8", errors="replace")))
    return frozenset(found)


def copied_runs(text: str) -> list[str]:
    """The 12-word runs of ``text`` that also occur in a seed (empty when none)."""
    table = seed_shingles()
    return [" ".join(s) for s in sorted(shingles(words(text)) & table)]


def first_copies(items: Iterable[tuple[str, str]]) -> list[str]:
    """For (label, text) pairs, one message per label whose text copies a seed run."""
    problems = []
    for label, text in items:
        runs = copied_runs(text)
        if runs:
            problems.append(f"{label}: copies {runs[0]!r}")
    return problems
