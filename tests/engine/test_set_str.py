"""The ``set_str`` lasting effect: a set STR overrides every other STR modifier, the most
recent set wins, and the card's STR counts its modifiers again once the set ends (Rules
Reference, "Modifiers")."""

from __future__ import annotations

from engine_ref.scenario import from_dict
from engine_ref.state import GameState, LastingEffect, replace

from .lcg2_boards import char, deck


def _state() -> GameState:
    data = {
        "ruleset": "lcg2",
        "start": {"phase": "challenges", "at": "begin"},
        "first_player": "a",
        "players": [
            {"name": "a", "play": [char("knight", strength=2)], "deck": deck("a")},
            {"name": "b", "play": [char("bear", strength=6)], "deck": deck("b")},
        ],
    }
    return from_dict(data).state


def _with(st: GameState, op: str, amount: int, target: str = "knight") -> GameState:
    eff = LastingEffect(st.next_effect_id, "src", target, op, amount, "", "phase")
    return replace(st, lasting=(*st.lasting, eff), next_effect_id=st.next_effect_id + 1)


def test_a_set_value_overrides_bonuses_applied_before_and_after_it() -> None:
    st = _with(_state(), "str", 4)
    assert st.strength("knight") == 6
    st = _with(st, "set_str", 1)
    assert st.strength("knight") == 1  # the earlier +4 no longer counts
    st = _with(st, "str", 3)
    assert st.strength("knight") == 1  # nor does a later +3
    assert st.strength("bear") == 6  # other cards keep their STR


def test_the_most_recent_set_wins_and_modifiers_count_again_once_it_ends() -> None:
    st = _with(_with(_state(), "set_str", 1), "set_str", 3)
    assert st.strength("knight") == 3
    st = _with(st, "str", 2)
    ended = replace(st, lasting=tuple(e for e in st.lasting if e.op != "set_str"))
    assert ended.strength("knight") == 4  # printed 2 + the bonus, no set in force
