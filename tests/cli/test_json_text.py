"""``json_text`` gives the bytes of ``json.dumps(data, ensure_ascii=False, indent=2,
default=str)``: on random data of every kind the encoder meets (with lists of dictionaries
of the same keys, which it encodes column by column), and on the recorded ``round pair
--json`` answers."""

from __future__ import annotations

import json
import math
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from organiser.cli._json_text import json_text
from organiser.core.model import Outcome


def reference(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2, default=str)


text = st.text(max_size=6) | st.sampled_from(["", "a\nb", "\u2028", '"q"', "Zoë", "\\", "\x00"])
plain = (
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats()
    | text
    | st.sampled_from([Outcome.WIN, date(2026, 11, 21), math.inf, -math.inf, True, 0.0, -0.0])
)
key = text | st.integers(-5, 5) | st.floats(allow_nan=False) | st.booleans() | st.none()


def records(values: st.SearchStrategy[Any]) -> st.SearchStrategy[list[dict[Any, Any]]]:
    """Lists of dictionaries with the same keys (a round's tables, its results)."""
    return st.lists(key, min_size=1, max_size=4, unique=True).flatmap(
        lambda keys: st.lists(
            st.tuples(*(values for _ in keys)).map(lambda vs: dict(zip(keys, vs, strict=True))),
            min_size=0,
            max_size=5,
        )
    )


small = plain | st.lists(plain, max_size=3) | st.dictionaries(key, plain, max_size=3)
data = st.recursive(
    plain | records(small),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.lists(inner, max_size=3).map(tuple)
        | st.dictionaries(key, inner, max_size=4)
        | records(inner)
    ),
    max_leaves=25,
)


@settings(max_examples=400)
@given(data)
def test_the_same_text_as_json_dumps(value: Any) -> None:
    assert json_text(value) == reference(value)


@given(records(small))
def test_lists_of_records_as_json_dumps(value: list[dict[Any, Any]]) -> None:
    assert json_text({"results": value, "n": [value]}) == reference(
        {"results": value, "n": [value]}
    )


def test_the_recorded_round_pair_answers() -> None:
    golden = Path(__file__).with_name("golden")
    answers = sorted(golden.glob("*.json.txt"))
    assert answers
    checked = 0
    for path in answers:
        status, printed = path.read_text(encoding="utf-8").split("\n", 1)
        if status != "exit 0":
            continue  # an error: printed on one line, not indented
        body = printed[: printed.index("\n}\n") + 2]  # the JSON, before the stored rows
        assert json_text(json.loads(body)) == body, path.name
        checked += 1
    assert checked >= 8


def test_a_circular_structure_is_refused_as_json_dumps_refuses_it() -> None:
    loop: list[Any] = [1]
    loop.append(loop)
    with pytest.raises(ValueError, match="Circular reference"):
        json_text({"a": loop})
    with pytest.raises(TypeError, match="keys must be str"):
        json_text({(1, 2): 3})


def test_a_reply_gives_its_data_as_that_text() -> None:
    from organiser.cli.reply import Reply

    data = {"tables": [{"table": 1, "players": [3, 4]}, {"table": 2, "players": [5]}], "n": 2.0}
    assert Reply(lambda: data).json_out() == reference(data)
    assert Reply(data).json_out() == reference(data)
