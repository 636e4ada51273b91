"""The bounded YAML loader: what a scenario file may be, and the clear refusal beyond it."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from engine_ref.cli import main
from engine_ref.safe_yaml import YamlLimitError, YamlLimits, load_yaml

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = sorted((ROOT / "tests" / "scenarios").glob("*.yaml")) + sorted(
    (ROOT / "tests" / "engine" / "scenarios").glob("*.yaml")
)

LAUGHS = "\n".join(
    [
        "title: laughs",
        "ruleset: lcg2",
        "players: [{name: a}, {name: b}]",
        'notes: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]',
        *(f"x{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]" for i in range(1, 10)),
        "source: *a9",
    ]
)


def test_every_shipped_scenario_reads_as_safe_load_reads_it() -> None:
    assert SHIPPED
    for path in SHIPPED:
        text = path.read_text(encoding="utf-8")
        assert load_yaml(text) == yaml.safe_load(text), path


def test_a_few_aliases_are_fine() -> None:
    text = "card: &c {name: Ser Jaime, strength: 5}\nhand: [*c, *c, *c]\n"
    assert load_yaml(text) == {
        "card": {"name": "Ser Jaime", "strength": 5},
        "hand": [{"name": "Ser Jaime", "strength": 5}] * 3,
    }


@pytest.mark.timeout(20)
def test_billion_laughs_is_refused_by_engine_ref_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert len(LAUGHS) < 1300  # a file of less than 1.3 KB standing for 9^10 values
    path = tmp_path / "laughs.yaml"
    path.write_text(LAUGHS, encoding="utf-8")
    assert main(["run", str(path)]) == 2
    err = capsys.readouterr().err
    assert "aliases (*name)" in err and "Traceback" not in err
    assert main(["run", str(path), "--json"]) == 2


@pytest.mark.parametrize(
    ("text", "limits", "needle"),
    [
        ("a: &a [1]\nb: &b [*a, *a]\nc: [*b, *b, *b]\n", YamlLimits(max_alias_nodes=4), "repeat"),
        (
            "a: &a [1, 2]\nb: [" + ", ".join(["*a"] * 11) + "]\n",
            YamlLimits(max_aliases=10),
            "aliases",
        ),
        ("[" * 100 + "]" * 100, YamlLimits(), "nested more than 64"),
        ("{a: " * 80 + "1" + "}" * 80, YamlLimits(), "nested more than 64"),
        ("n: " + "9" * 5000, YamlLimits(), "integer of more than 30 digits"),
        ("n: -0x" + "f" * 40, YamlLimits(), "integer of more than 30 digits"),
        ("t: " + "x" * 200, YamlLimits(max_scalar_chars=100), "longer than 100"),
        ("t: x\n" * 10, YamlLimits(max_chars=20), "longer than 20 characters"),
        ("a: 1\n---\nb: 2\n", YamlLimits(), "not valid YAML"),
        ("a: [1, 2\n", YamlLimits(), "not valid YAML"),
        ("a: \x1f\n", YamlLimits(), "not valid YAML"),
        ("a: &a [*a]\n", YamlLimits(), "contains it"),
        ("a: !!python/object:os.system {}\n", YamlLimits(), "not valid YAML"),
    ],
)
def test_refusals_say_which_bound(text: str, limits: YamlLimits, needle: str) -> None:
    with pytest.raises(YamlLimitError, match=needle.replace("(", r"\(").replace("*", r"\*")):
        load_yaml(text, limits)
