"""The worked-examples document restates the seeds in the project's own words and only cites
ids that exist."""

from __future__ import annotations

import re

import pytest

from engine_ref import citations

from .textcheck import ROOT, first_copies, seeds_dir

EXAMPLES = ROOT / "docs" / "engine" / "examples.md"
CITED = re.compile(r"`((?:00[0-4]|rr)(?:\.[a-z0-9][a-z0-9-]*)+)`")


def _sections() -> list[tuple[str, str]]:
    text = EXAMPLES.read_text(encoding="utf-8")
    parts = re.split(r"^### ", text, flags=re.MULTILINE)
    return [(part.splitlines()[0], part) for part in parts]


def test_examples_do_not_copy_twelve_word_runs_from_the_seeds() -> None:
    if not any(seeds_dir().glob("*.txt")):
        pytest.skip(f"the seeds are not beside the project ({seeds_dir()}); cannot compare")
    assert first_copies(_sections()) == []


def test_examples_cite_only_known_ids() -> None:
    cited = set(CITED.findall(EXAMPLES.read_text(encoding="utf-8")))
    assert len(cited) > 50
    assert citations.unknown(cited) == []


def test_every_example_names_its_source() -> None:
    for title, body in _sections()[1:]:
        assert "**Source**" in body, title


def test_every_example_has_a_scenario_or_says_why_not() -> None:
    scenarios = {p.stem for p in (ROOT / "tests" / "scenarios").rglob("*.yaml")}
    for title, body in _sections()[1:]:
        example_id = title.split()[0]
        if example_id not in scenarios:
            assert "reference only" in body or "played out by" in body, example_id
