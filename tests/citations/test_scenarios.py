"""Every worked example of the seeds, as a scenario in tests/scenarios, runs through the engine
and reaches the seed's outcome.

Scenarios the engine cannot play yet live in tests/scenarios/gaps/ and are strict expected
failures, each naming its gap (docs/engine/engine-gaps.md): when the engine learns the rule,
the xfail turns into a failure and the file moves up into tests/scenarios/.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .textcheck import ROOT, first_copies, seeds_dir

SCENARIOS = ROOT / "tests" / "scenarios"
GAPS = SCENARIOS / "gaps"

# file stem -> the gap (see docs/engine/engine-gaps.md, same headings)
KNOWN_GAPS: dict[str, str] = {}

SUPPORTED = sorted(SCENARIOS.glob("*.yaml"))
PENDING = sorted(GAPS.glob("*.yaml"))
# the legality sweep: for each rule that restricts a choice, the allowed case (offered) and
# the forbidden case (not offered, refused with its rule), <seed>-<rule>-allowed|forbidden
LEGALITY = sorted((SCENARIOS / "legality").glob("*.yaml"))
# the 2nd edition's rules and keywords (issue "The rules (lcg2)"): for each rule the case it
# allows and the case it forbids, lcg2-<rule>-allowed|forbidden
LCG2 = sorted((SCENARIOS / "lcg2").glob("*.yaml"))


def _failures(path: Path) -> list[str]:
    """Load and run a scenario; the expectation failures (or the error) as text."""
    try:
        from engine_ref import scenario
        from engine_ref.expect import evaluate
        from engine_ref.session import run_scenario
    except ImportError as exc:  # the engine is not importable (mid-rewrite or absent)
        pytest.skip(f"engine_ref cannot run scenarios: {exc}")
    sc = scenario.load(path)
    assert sc.expect or sc.checkpoints, f"{path.name} states no expectation"
    session = run_scenario(sc)
    failures = [str(f) for f in evaluate(session, sc)]
    # A decision the run never asked for means the scenario does not say what happened.
    unused = list(session.unused_decisions())
    if unused:
        failures.append(f"decisions never asked for: {unused}")
    return failures


@pytest.mark.parametrize("path", SUPPORTED, ids=[p.stem for p in SUPPORTED])
def test_worked_example_reaches_the_seed_outcome(path: Path) -> None:
    failures = _failures(path)
    assert failures == [], "\n".join(failures)


@pytest.mark.parametrize(
    "path",
    [
        pytest.param(
            p,
            marks=pytest.mark.xfail(
                strict=True, reason=KNOWN_GAPS.get(p.stem, "gap not named in KNOWN_GAPS")
            ),
        )
        for p in PENDING
    ]
    or [pytest.param(None, marks=pytest.mark.skip(reason="no scenario waits in gaps/ today"))],
    ids=[p.stem for p in PENDING] or ["none"],
)
def test_worked_example_waiting_for_the_engine(path: Path | None) -> None:
    assert path is not None
    assert path.stem in KNOWN_GAPS, f"{path.name}: name its gap in KNOWN_GAPS"
    failures = _failures(path)
    assert failures == [], "\n".join(failures)


def test_every_pending_scenario_names_a_known_gap() -> None:
    assert sorted(p.stem for p in PENDING) == sorted(KNOWN_GAPS)
    gaps_doc = (ROOT / "docs" / "engine" / "engine-gaps.md").read_text(encoding="utf-8")
    for reason in KNOWN_GAPS.values():
        assert f"## {reason.split(' ', 1)[0]} " in gaps_doc, reason


def test_every_scenario_is_listed_in_the_readme_and_the_examples() -> None:
    readme = (SCENARIOS / "README.md").read_text(encoding="utf-8")
    for path in [*SUPPORTED, *PENDING]:
        assert f"`{path.stem}`" in readme, path.name
    assert len(SUPPORTED) >= 30


@pytest.mark.parametrize("path", LEGALITY, ids=[p.stem for p in LEGALITY])
def test_legality_scenario_holds(path: Path) -> None:
    failures = _failures(path)
    assert failures == [], "\n".join(failures)


def test_every_legality_rule_has_its_two_scenarios_listed_in_the_readme() -> None:
    from engine_ref import scenario

    stems = {p.stem for p in LEGALITY}
    rules = {s.rsplit("-", 1)[0] for s in stems}
    assert len(rules) >= 30
    readme = (SCENARIOS / "README.md").read_text(encoding="utf-8")
    for rule in sorted(rules):
        for case in ("allowed", "forbidden"):
            assert f"{rule}-{case}" in stems, f"{rule}: no {case} scenario"
            assert f"`{rule}-{case}`" in readme, f"{rule}-{case} is not in the README"
    for path in LEGALITY:
        if path.stem.endswith("-forbidden"):
            raw = scenario.load(path).raw
            says = str(raw.get("checkpoints", "")) + str(raw.get("expect", ""))
            assert "does_not_offer" in says or "log_" in says, path.name


@pytest.mark.parametrize("path", LCG2, ids=[p.stem for p in LCG2])
def test_lcg2_rule_scenario_holds(path: Path) -> None:
    failures = _failures(path)
    assert failures == [], "\n".join(failures)


def test_every_lcg2_rule_has_its_two_scenarios_listed_in_the_readme() -> None:
    from engine_ref import scenario

    stems = {p.stem for p in LCG2}
    rules = {s.rsplit("-", 1)[0] for s in stems}
    readme = (SCENARIOS / "README.md").read_text(encoding="utf-8")
    section = readme.split("<!-- lcg2 table -->", 1)[-1].split("<!-- end of the lcg2 table -->")[0]
    for rule in sorted(rules):
        for case in ("allowed", "forbidden"):
            assert f"{rule}-{case}" in stems, f"{rule}: no {case} scenario"
            assert f"`{rule}-{case}`" in section, f"{rule}-{case} is not in the README's table"
    for path in LCG2:
        sc = scenario.load(path)
        assert sc.ruleset == "lcg2", path.name
        if path.stem.endswith("-forbidden"):
            raw = sc.raw
            says = str(raw.get("checkpoints", "")) + str(raw.get("expect", ""))
            # what must not happen: an option not offered, or a state or log it did not reach
            marks = ("does_not_offer", "log_", "zones", "power", "kneeling", "gold", "winner")
            assert any(m in says for m in marks), path.name


def test_every_scenario_is_described_in_the_examples() -> None:
    examples = (ROOT / "docs" / "engine" / "examples.md").read_text(encoding="utf-8")
    missing = [p.stem for p in [*SUPPORTED, *PENDING] if p.stem not in examples]
    assert missing == []


def test_scenario_texts_are_our_own_words() -> None:
    if not any(seeds_dir().glob("*.txt")):
        pytest.skip(f"the seeds are not beside the project ({seeds_dir()}); cannot compare")
    items = [
        (p.name, p.read_text(encoding="utf-8")) for p in [*SUPPORTED, *PENDING, *LEGALITY, *LCG2]
    ]
    assert first_copies(items) == []
