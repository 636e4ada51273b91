"""Every scenario file (ours in tests/engine/scenarios, the seeds' in tests/scenarios) runs and
meets its expectations."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine_ref import scenario
from engine_ref.expect import evaluate
from engine_ref.session import run_scenario

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "tests" / "engine" / "scenarios").glob("*.yaml")) + sorted(
    (ROOT / "tests" / "scenarios").glob("*.yaml")
)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_meets_expectations(path: Path) -> None:
    sc = scenario.load(path)
    assert sc.expect or sc.checkpoints, f"{path.name} states no expectation"
    s = run_scenario(sc)
    failures = evaluate(s, sc)
    assert not failures, "\n".join(str(f) for f in failures)


def test_docs_example_is_the_scenario_file() -> None:
    """The example in docs/engine/scenarios.md is the file that runs in the suite."""
    doc = (ROOT / "docs" / "engine" / "scenarios.md").read_text(encoding="utf-8")
    block = doc.split("```yaml\n", 1)[1].split("```", 1)[0]
    file_text = (ROOT / "tests" / "engine" / "scenarios" / "catelyn_moribund.yaml").read_text(
        encoding="utf-8"
    )
    assert block.strip() == file_text.strip()
