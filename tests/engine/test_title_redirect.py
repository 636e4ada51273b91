"""The Lord Commander of the Kingsguard's redirect (seed 003 Title Effects; seed 002 card
ruling: step 2 of the defenders event), as profile data (``TitleRedirect``)."""

from __future__ import annotations

from typing import Any

import yaml

from engine_ref import scenario
from engine_ref.session import Session

BOARD = """
ruleset: lcg1
start:
  phase: challenges
  at: after-attackers
  challenge: {type: military, attacker: a, defender: b, attackers: [raider]}
first_player: a
active_player: a
players:
  - name: a
    title: Master of Whispers
    power: 3
    play:
      - {id: raider, name: Raider, strength: 3, icons: [military], kneeling: true}
  - name: b
    title: Master of Laws
    play:
      - {id: b_guard, name: B Guard, strength: 1, icons: [military, intrigue]}
  - name: c
    title: Lord Commander of the Kingsguard
    play:
      - {id: c_knight, name: C Knight, strength: 1, icons: [military]}
"""


def _board(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(BOARD)
    for key, value in changes.items():
        data[key] = value
    return data


def _at_defenders_step2(data: dict[str, Any], decisions: tuple[str, ...]) -> Session:
    s = Session(scenario.from_dict(data), decisions=decisions)
    s.run_to_decision()
    return s


def test_offered_only_when_no_defenders_are_declared() -> None:
    s = _at_defenders_step2(_board(), ("b: defender b_guard",))
    point = s.waiting()
    # with a defender declared the next question is not the Lord Commander's
    assert point is None or "use title" not in {o.key for o in point.options}
    s = _at_defenders_step2(_board(), ("b: done",))
    point = s.waiting()
    assert point is not None and point.player == "c"
    assert "use title" in {o.key for o in point.options}


def test_not_in_other_challenge_types() -> None:
    data = _board()
    data["start"]["challenge"]["type"] = "intrigue"
    data["players"][0]["play"][0]["icons"] = ["intrigue"]
    s = _at_defenders_step2(data, ("b: done",))
    assert all(
        "use title" not in {o.key for o in snap.item.options}
        for snap in s.snapshots()
        if hasattr(snap.item, "options")
    )


def test_losing_the_redirected_challenge_means_satisfying_the_claim() -> None:
    s = _at_defenders_step2(_board(), ("b: done", "c: use title", "c: defender c_knight"))
    s.run_to_decision()
    st = s.state()
    # 3 STR against 1 + 3 (title): C wins; with a 6-STR raider he loses
    assert st.player("c").power == 1 and st.player("a").power == 2
    data = _board()
    data["players"][0]["play"][0]["strength"] = 6
    s = _at_defenders_step2(
        data, ("b: done", "c: use title", "c: defender c_knight", "c: kill c_knight")
    )
    s.run_to_decision()
    st = s.state()
    assert st.player("c").power == 0 and st.player("a").power == 3
    assert not st.is_in_play("c_knight")  # military claim: C, the new defender, lost it


def test_once_per_round() -> None:
    s = _at_defenders_step2(_board(), ("b: done", "c: use title", "c: done"))
    s.run_to_decision()
    assert s.state().counter("round:redirect:Lord Commander of the Kingsguard") == 1
