"""Effects whose players each choose in turn, then resolve at once (seed 004, Priority of
Simultaneous Resolution): ``on: each_player`` with ``choose`` and ``unchosen``."""

from __future__ import annotations

import pytest
import yaml

from engine_ref import scenario
from engine_ref.abilities import parse_effect
from engine_ref.errors import ScenarioError
from engine_ref.session import Session

# three players in lcg1: the plot's when-revealed passive resolves in step 4 of the reveal
# window; Baratheon wins initiative and makes Stark first player
BOARD = """
ruleset: lcg1
start: {phase: plot, at: begin}
players:
  - name: baratheon
    plot_deck:
      - id: wildfire
        name: Wildfire Assault
        type: plot
        plot: {income: 4, initiative: 7, claim: 1}
        abilities:
          - kind: passive
            text: each player keeps up to 2 characters, the others die
            trigger: {event: revealed, card: self}
            cannot_be_saved: true
            effects:
              - {op: kill, "on": each_player, choose: 2, unchosen: true, filter: {type: character, controller: you}}
    play:
      - {id: b1, name: B One, strength: 1}
      - {id: b2, name: B Two, strength: 2}
      - {id: b3, name: B Three, strength: 3}
  - name: stark
    plot_deck:
      - {id: s_plot, name: Stark Plot, type: plot, plot: {income: 5, initiative: 1, claim: 1}}
    play:
      - {id: s1, name: S One, strength: 1}
      - {id: s2, name: S Two, strength: 2}
      - {id: s_loc, name: S Keep, type: location}
  - name: lannister
    plot_deck:
      - {id: l_plot, name: Lannister Plot, type: plot, plot: {income: 5, initiative: 0, claim: 1}}
    play:
      - {id: l1, name: L One, strength: 1}
"""

OPENING = (
    "baratheon: plot wildfire",
    "stark: plot s_plot",
    "lannister: plot l_plot",
    "baratheon: first stark",
)


def _session(extra: tuple[str, ...]) -> Session:
    sc = scenario.from_dict(yaml.safe_load(BOARD))
    s = Session(sc, decisions=(*OPENING, *extra))
    s.run_to_decision()
    return s


def test_the_first_player_chooses_first_then_player_order() -> None:
    s = _session(("stark: choose s2",))
    point = s.waiting()
    assert point is not None and point.player == "stark"  # up to 2: he may choose S One too
    s = _session(("stark: choose s2", "stark: done"))
    point = s.waiting()
    assert point is not None
    # after Stark (first player) comes Lannister, the next in player order, then Baratheon
    assert point.player == "lannister"
    assert {o.key for o in point.options} == {"choose l1", "done"}


def test_nothing_dies_before_every_choice_is_made_then_all_unchosen_die() -> None:
    s = _session(("stark: choose s2", "stark: done", "lannister: done"))
    point = s.waiting()
    assert point is not None and point.player == "baratheon"
    assert all(s.state().is_in_play(c) for c in ("b1", "b2", "b3", "s1", "s2", "l1"))
    s2 = _session(
        (
            "stark: choose s2",
            "stark: done",
            "lannister: done",
            "baratheon: choose b3",
            "baratheon: choose b1",
        )
    )
    s2.run_to_decision()
    st = s2.state()
    assert [c for c in ("b1", "b2", "b3", "s1", "s2", "l1") if st.is_in_play(c)] == [
        "b1",
        "b3",
        "s2",
    ]
    assert st.is_in_play("s_loc")  # a location is not among the characters chosen from
    assert "b2" in st.player("baratheon").dead or any(m.card == "b2" for m in st.moribund)
    cites = [e.cite for e in s2.log()]
    assert "004.priority-simultaneous" in cites


def test_a_player_chooses_at_most_n() -> None:
    s = _session(("stark: choose s1", "stark: choose s2"))
    point = s.waiting()
    assert point is not None and point.player == "lannister"  # Stark had chosen 2 of 2


@pytest.mark.parametrize(
    "data, message",
    [
        ({"op": "kill", "on": "each_player", "filter": "character"}, "choose"),
        ({"op": "kill", "on": "each_player", "choose": 2}, "filter"),
        ({"op": "kill", "on": "all", "choose": 2, "filter": "character"}, "each_player"),
        ({"op": "kill", "on": "each_player", "choose": 0, "filter": "character"}, "choose"),
    ],
)
def test_bad_each_player_effects_are_clear_errors(data: dict[str, object], message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        parse_effect(data, "effect")
