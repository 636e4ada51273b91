"""Fuzzing the files people hand to Maester: a roster CSV and a rules-desk scenario.

Hypothesis throws random bytes, random text, well-formed files with random cells, and real
files with random damage at the parsers. Whatever comes in, the answer is the parsed
content or the error a person can read (``UserError`` / the engine's ``EngineError``),
never another exception, and quickly (a deadline per example). The example counts are set
here so the suite stays a matter of seconds in CI.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine_ref.errors import EngineError
from engine_ref.safe_yaml import YamlLimitError, load_yaml
from engine_ref.scenario import loads
from organiser.core.errors import UserError
from organiser.core.text import clean_text
from organiser.services import Database, events, players

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "tests" / "scenarios").glob("*.yaml"))[:12]
FAST = settings(max_examples=200, deadline=2000, suppress_health_check=[HealthCheck.too_slow])

# -- the roster CSV ------------------------------------------------------------------------

HEADERS = ["name", "player", "affiliation", "club", "id", "email", "table", "checked_in", "x"]
cells = st.one_of(
    st.text(max_size=30),
    st.sampled_from(["", " ", "yes", "no", "3", "-1", "0", "10001", "a@b", "=1+1", "\u202e"]),
    st.from_regex(r"[0-9]{1,40}", fullmatch=True),
)


@st.composite
def roster_csv(draw: st.DrawFn) -> bytes:
    header = draw(st.lists(st.sampled_from(HEADERS), min_size=1, max_size=5))
    width = st.integers(0, len(header) + 2)
    rows = draw(st.lists(st.lists(cells, min_size=0, max_size=draw(width)), max_size=12))
    out = io.StringIO()
    writer = csv.writer(out, delimiter=draw(st.sampled_from([",", ";", "\t"])))
    writer.writerow(header)
    writer.writerows(rows)
    text = out.getvalue()
    encoded = text.encode(
        draw(st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "latin-1"])), "replace"
    )
    return encoded


def _parse_or_refuse(data: bytes) -> None:
    try:
        found = players.parse_players_csv(data, "fuzz.csv")
    except UserError as exc:
        assert exc.message and len(exc.message) < 5000
        return
    assert found
    for p in found:
        assert p.name and clean_text(p.name) == p.name and len(p.name) <= players.MAX_NAME
        assert p.fixed_table is None or 1 <= p.fixed_table <= 10_000


@FAST
@given(data=st.binary(max_size=600))
def test_csv_import_of_random_bytes(data: bytes) -> None:
    _parse_or_refuse(data)


@FAST
@given(text=st.text(max_size=400))
def test_csv_import_of_random_text(text: str) -> None:
    _parse_or_refuse(text.encode("utf-8", "surrogatepass"))


@FAST
@given(data=roster_csv())
def test_csv_import_of_rosters_with_random_cells(data: bytes) -> None:
    _parse_or_refuse(data)


@settings(max_examples=60, deadline=5000, suppress_health_check=[HealthCheck.too_slow])
@given(data=roster_csv())
def test_csv_import_into_an_event(fuzz_db: Database, data: bytes) -> None:
    """Through the service into a real file: all of the roster or none of it."""
    eid = events.create_event(fuzz_db, name="Fuzz").id
    try:
        added = players.import_players(fuzz_db, eid, data=data)
    except UserError:
        assert players.list_players(fuzz_db, eid) == []
        return
    assert [p.id for p in players.list_players(fuzz_db, eid)] == [p.id for p in added]


# -- the scenario file -----------------------------------------------------------------------

keys = st.sampled_from(["title", "ruleset", "players", "start", "decisions", "expect", "x"])
yaml_values = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-(10**30) + 1, 10**30 - 1),  # longer integers are refused (a bound)
        st.floats(allow_nan=False),
        st.text(max_size=12),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8) | keys, inner, max_size=4)
    ),
    max_leaves=20,
)


def _load_or_refuse(text: str) -> None:
    try:
        loads(text, "fuzz.yaml")
    except EngineError as exc:
        assert str(exc)


@FAST
@given(text=st.text(max_size=400))
def test_scenario_of_random_text(text: str) -> None:
    _load_or_refuse(text)


@FAST
@given(data=st.dictionaries(keys, yaml_values, max_size=6))
def test_scenario_of_random_yaml(data: dict[str, Any]) -> None:
    _load_or_refuse(yaml.safe_dump(data, allow_unicode=True))


@st.composite
def damaged_scenario(draw: st.DrawFn) -> str:
    lines = SCENARIOS[draw(st.integers(0, len(SCENARIOS) - 1))].read_text("utf-8").splitlines()
    for _ in range(draw(st.integers(1, 4))):
        if not lines:
            break
        i = draw(st.integers(0, len(lines) - 1))
        action = draw(st.sampled_from(["drop", "repeat", "indent", "garble", "alias"]))
        if action == "drop":
            del lines[i]
        elif action == "repeat":
            lines.insert(i, lines[i])
        elif action == "indent":
            lines[i] = " " * draw(st.integers(1, 6)) + lines[i]
        elif action == "garble":
            j = draw(st.integers(0, max(len(lines[i]) - 1, 0)))
            lines[i] = (
                lines[i][:j] + draw(st.sampled_from(list(":-[]{}&*!|>'\"#%@`"))) + lines[i][j:]
            )
        else:  # an anchor on one line and aliases of it elsewhere
            lines[i] = lines[i] + " &x" if ":" in lines[i] else lines[i]
            lines.append(f"notes: [{', '.join(['*x'] * draw(st.integers(1, 20)))}]")
    return "\n".join(lines)


@FAST
@given(text=damaged_scenario())
def test_scenario_of_real_files_damaged_at_random(text: str) -> None:
    _load_or_refuse(text)


@st.composite
def laughs(draw: st.DrawFn) -> str:
    """Nested aliases, each level repeating the one below: small text, huge expansion."""
    levels = draw(st.integers(2, 12))
    width = draw(st.integers(2, 12))
    lines = [f"a0: &a0 [{', '.join(['lol'] * width)}]"]
    for level in range(1, levels):
        lines.append(f"a{level}: &a{level} [{', '.join([f'*a{level - 1}'] * width)}]")
    lines.append(f"title: *a{levels - 1}")
    return "\n".join(lines)


@FAST
@given(text=laughs())
def test_alias_bombs_are_refused_or_small(text: str) -> None:
    try:
        data = load_yaml(text)
    except YamlLimitError as exc:
        assert "aliases" in str(exc)
        return
    assert data is not None
    _load_or_refuse(text)


@FAST
@given(data=yaml_values)
def test_bounded_loader_reads_what_safe_load_reads(data: Any) -> None:
    text = yaml.safe_dump(data, allow_unicode=True)
    assert load_yaml(text) == yaml.safe_load(text)
