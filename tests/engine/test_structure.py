"""The engine's shape: small modules and functions, one handler per effect and cost op
(each documented), handlers that do not import the engine, one timing model per profile,
and a declared pipeline for every phase."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from radon.complexity import cc_visit

from engine_ref.abilities import EFFECT_OPS, parse_ability
from engine_ref.costs import COST_OPS, COSTS
from engine_ref.effects import OPERATIONS
from engine_ref.effects.base import register
from engine_ref.errors import ScenarioError
from engine_ref.expect import CHECKS
from engine_ref.phases import PIPELINES
from engine_ref.profiles import PROFILES
from engine_ref.scenario import EXPECT_KEYS
from engine_ref.timing_models import MODELS

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "engine_ref"
SOURCES = sorted(PACKAGE.rglob("*.py"))
MAX_MODULE_LINES = 900
MAX_FUNCTION_LINES = 80
MAX_COMPLEXITY = 25


def _functions(tree: ast.AST) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    return [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]


def test_modules_are_small() -> None:
    big = {
        str(p.relative_to(ROOT)): n
        for p in SOURCES
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES
    }
    assert not big, f"modules over {MAX_MODULE_LINES} lines: {big}"


def test_functions_are_short_and_simple() -> None:
    long: list[str] = []
    complex_: list[str] = []
    for p in SOURCES:
        text = p.read_text(encoding="utf-8")
        for f in _functions(ast.parse(text)):
            n = (f.end_lineno or f.lineno) - f.lineno + 1
            if n > MAX_FUNCTION_LINES:
                long.append(f"{p.relative_to(ROOT)}:{f.lineno} {f.name} ({n} lines)")
        for block in cc_visit(text):
            if block.complexity > MAX_COMPLEXITY:
                complex_.append(
                    f"{p.relative_to(ROOT)}:{block.lineno} {block.name} ({block.complexity})"
                )
    assert not long, f"functions over {MAX_FUNCTION_LINES} lines: {long}"
    assert not complex_, f"cyclomatic complexity over {MAX_COMPLEXITY}: {complex_}"


def test_the_checks_catch_what_they_are_for() -> None:
    """A planted long, branchy function is caught by both measures."""
    branches = "\n".join(f"    if x == {i}:\n        return {i}" for i in range(40))
    text = f"def f(x):\n{branches}\n    return -1\n"
    (f,) = _functions(ast.parse(text))
    assert (f.end_lineno or 0) - f.lineno + 1 > MAX_FUNCTION_LINES
    assert max(b.complexity for b in cc_visit(text)) > MAX_COMPLEXITY


def test_every_effect_op_has_exactly_one_documented_handler() -> None:
    assert set(EFFECT_OPS) == set(OPERATIONS)
    assert len(EFFECT_OPS) == len(set(EFFECT_OPS))
    docs = (ROOT / "docs" / "engine" / "effects.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"^### `([a-z_]+)`$", docs, re.M))
    assert documented == set(OPERATIONS), (
        f"undocumented: {set(OPERATIONS) - documented}; "
        f"documented but unknown: {documented - set(OPERATIONS)}"
    )
    for name, op in OPERATIONS.items():
        assert op.doc, f"the handler of {name} has no docstring"
        assert op.handler.__module__ == f"engine_ref.effects.{op.family}"


def test_a_second_handler_for_an_op_is_refused() -> None:
    with pytest.raises(RuntimeError, match="two handlers"):
        register("kill")(OPERATIONS["kill"].handler)


def test_every_cost_op_is_registered_and_documented() -> None:
    assert set(COST_OPS) == set(COSTS)
    docs = (ROOT / "docs" / "engine" / "effects.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"^### cost `([a-z_]+)`$", docs, re.M))
    assert documented == set(COSTS)
    assert all(c.doc for c in COSTS.values())


def test_the_parser_accepts_exactly_the_registered_ops() -> None:
    for op in OPERATIONS:
        parse_ability({"kind": "action", "effects": [{"op": op}]})
    with pytest.raises(ScenarioError, match="op"):
        parse_ability({"kind": "action", "effects": [{"op": "no_such_op"}]})


def _imports(path: Path) -> set[str]:
    out: set[str] = set()
    for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(n, ast.ImportFrom) and n.module:
            out.add(n.module)
        elif isinstance(n, ast.Import):
            out.update(a.name for a in n.names)
    return out


def test_no_effect_handler_imports_the_engine() -> None:
    for p in sorted((PACKAGE / "effects").glob("*.py")):
        bad = {m for m in _imports(p) if m.startswith(("engine_ref.engine", "engine_ref.flow"))}
        assert not bad, f"{p.name} imports {bad}"


def test_each_profile_has_a_timing_model_and_a_pipeline_per_phase() -> None:
    for profile in PROFILES.values():
        assert profile.timing in MODELS, profile.name
        model = MODELS[profile.timing]
        assert model.name == profile.timing
        assert model.steps
        for phase in (*profile.phases, "setup"):
            labels = PIPELINES[phase].describe(profile)
            assert labels and all("{" not in label for label in labels), (phase, labels)


def test_pipelines_list_their_rulesets_own_steps() -> None:
    lcg2 = PIPELINES["taxation"].describe(PROFILES["lcg2"])
    lcg1 = PIPELINES["taxation"].describe(PROFILES["lcg1"])
    assert any("reserve" in label for label in lcg2)
    assert not any("reserve" in label for label in lcg1)
    assert PIPELINES["draw"].describe(PROFILES["lcg2"])[2] == (
        "Draw cards: each player draws 2 cards"
    )


def test_every_expectation_key_has_a_check() -> None:
    assert set(CHECKS) == EXPECT_KEYS
