"""The scripted cards as data files: every file loads; a malformed one is refused with the
file, the field and a suggestion."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine_ref.catalogue import CARDS_DIR, CATALOGUE, EDITIONS, load_all, lookup, scripted_names
from engine_ref.errors import ScenarioError


def test_every_card_file_loads_into_the_catalogue() -> None:
    files = [p for e in EDITIONS for p in (CARDS_DIR / e).glob("*.yaml")]
    assert len(files) == len(CATALOGUE) >= 48
    for p in files:
        assert CATALOGUE[p.stem]["edition"] == p.parent.name


def test_a_card_is_found_by_key_and_a_2e_card_by_its_code() -> None:
    assert lookup("catelyn_stark") == "catelyn_stark"
    coded = {str(e["code"]): k for k, e in CATALOGUE.items() if "code" in e}
    for code, key in coded.items():
        assert lookup(code) == key
    assert lookup("no such card") is None
    assert "Catelyn Stark" in scripted_names("lcg1")


def write(tmp: Path, edition: str, name: str, text: str) -> Path:
    (tmp / edition).mkdir(parents=True, exist_ok=True)
    p = tmp / edition / f"{name}.yaml"
    p.write_text(text, encoding="utf-8")
    return p


def test_an_unknown_field_names_the_file_and_suggests(tmp_path: Path) -> None:
    write(tmp_path, "lcg2", "x", "name: X\nstrenght: 3\n")
    with pytest.raises(
        ScenarioError,
        match=r"lcg2/x.yaml: unknown field\(s\): strenght \(did you mean strength\?\)",
    ):
        load_all(tmp_path)


def test_an_unknown_op_in_an_ability_suggests_the_closest(tmp_path: Path) -> None:
    write(tmp_path, "lcg2", "y", "name: Y\nabilities:\n  - {kind: action, effects: [{op: kil}]}\n")
    with pytest.raises(
        ScenarioError, match=r"y.yaml abilities\[0\].effects\[0\].*did you mean kill\?"
    ):
        load_all(tmp_path)


def test_a_wrong_card_type_and_a_key_used_twice_are_refused(tmp_path: Path) -> None:
    write(tmp_path, "lcg1", "z", "name: Z\ntype: charcter\n")
    with pytest.raises(ScenarioError, match="did you mean character"):
        load_all(tmp_path)
    (tmp_path / "lcg1" / "z.yaml").write_text("name: Z\n")
    write(tmp_path, "lcg2", "z", "name: Z\n")
    with pytest.raises(ScenarioError, match=r"the key 'z' is also lcg1/z\.yaml"):
        load_all(tmp_path)


def test_an_edition_field_must_match_its_folder(tmp_path: Path) -> None:
    write(tmp_path, "lcg2", "w", "name: W\nedition: lcg1\n")
    with pytest.raises(ScenarioError, match="under lcg2/"):
        load_all(tmp_path)
