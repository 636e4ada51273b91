"""Every scripted 2nd-edition card has a scenario that uses it (tests/engine/cards/), and every
such scenario meets its expectations; a card's triggered and action abilities each show up
in the log of one of its scenarios (a constant ability shows in the expected state)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from engine_ref import scenario
from engine_ref.catalogue import CATALOGUE, lookup
from engine_ref.expect import evaluate
from engine_ref.session import Session, run_scenario

ROOT = Path(__file__).resolve().parents[2]
CARD_SCENARIOS = sorted((ROOT / "tests" / "engine" / "cards").glob("*.yaml"))
LCG2_CARDS = sorted(k for k, e in CATALOGUE.items() if e["edition"] == "lcg2" and "code" in e)


@cache
def played(path: Path) -> Session:
    return run_scenario(scenario.load(path))


@cache
def cards_named(path: Path) -> frozenset[str]:
    """The catalogue keys a scenario file names with ``card:``."""
    names = re.findall(r"card:\s*\"?([A-Za-z0-9_]+)\"?", path.read_text(encoding="utf-8"))
    return frozenset(k for n in names if (k := lookup(n)) is not None)


@pytest.mark.parametrize("path", CARD_SCENARIOS, ids=lambda p: p.stem)
def test_card_scenario_meets_its_expectations(path: Path) -> None:
    sc = scenario.load(path)
    assert sc.expect or sc.checkpoints, f"{path.name} states no expectation"
    failures = evaluate(played(path), sc)
    assert not failures, "\n".join(str(f) for f in failures)


@pytest.mark.parametrize("key", LCG2_CARDS)
def test_each_scripted_card_is_used_by_a_scenario(key: str) -> None:
    using = [p for p in CARD_SCENARIOS if key in cards_named(p)]
    assert using, f"{key}: no scenario in tests/engine/cards names it"
    texts = [ab.text for ab in CATALOGUE[key]["abilities"] if ab.kind != "constant" and ab.text]
    logs = "\n".join(e.text for p in using for e in played(p).log())
    missing = [t for t in texts if t not in logs]
    assert not missing, f"{key}: never used in its scenarios: {missing}"
