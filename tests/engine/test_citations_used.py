"""Every rule citation the engine writes into a log exists in the citation catalogue."""

from __future__ import annotations

import re
from pathlib import Path

from engine_ref import citations, scenario
from engine_ref.profiles import PROFILES
from engine_ref.session import run_scenario

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine_ref"
CITE = re.compile(r'"((?:00[0-4]|rr)\.[a-z0-9.\-]*[a-z0-9])"')


def _missing_listed() -> set[str]:
    path = ROOT / "docs" / "engine" / "missing-citations.txt"
    if not path.exists():
        return set()
    return {
        line.strip()
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    }


def test_literal_citations_in_the_engine_are_known_or_listed_missing() -> None:
    used: set[str] = set()
    for f in ENGINE.glob("*.py"):
        if f.name != "citations.py":
            used |= set(CITE.findall(f.read_text(encoding="utf-8")))
    for profile in PROFILES.values():
        used |= {new for _, new in profile.cite_map}
    unknown = sorted(u for u in used if not citations.is_known(u))
    assert set(unknown) <= _missing_listed(), f"unknown citation ids: {unknown}"


def test_every_logged_citation_is_known() -> None:
    files = sorted((ROOT / "tests" / "engine" / "scenarios").glob("*.yaml"))
    assert files
    for path in files:
        s = run_scenario(scenario.load(path))
        for entry in s.log():
            assert citations.is_known(entry.cite) or entry.cite in _missing_listed(), (
                f"{path.name}: step {entry.index} cites unknown {entry.cite!r}"
            )
