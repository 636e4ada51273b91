"""Immunity (seed 002 §3.14-3.18, §3.24) and the order of a win and an elimination (§2.8)."""

from __future__ import annotations

from pathlib import Path

from engine_ref import scenario
from engine_ref.session import Session, run_scenario
from engine_ref.state import parse_immunity

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"

BOARD = """
ruleset: lcg1
start: {phase: challenges, at: actions}
first_player: stark
players:
  - name: stark
    hand:
      - {id: swing, name: Swing the Sword, type: event, abilities: [{kind: action, text: kill a character, phase: challenges, target: character, effects: [kill]}]}
    play:
      - id: ward
        name: Warden
        strength: 2
        abilities:
          - {kind: action, text: each character gets -1 STR, phase: challenges, cost: [kneel_self], effects: [{op: str, amount: -1, "on": all, filter: character, until: round}]}
  - name: greyjoy
    play:
      - {id: priest, name: Drowned Priest, strength: 2, keywords: [immune to events]}
      - {id: raider, name: Raider, strength: 2, keywords: [immune to opponents' character abilities]}
      - {id: thrall, name: Thrall, strength: 2}
"""


def test_parse_immunity_reads_the_kinds_and_the_opponent_clause() -> None:
    assert parse_immunity("immune to events") == (False, frozenset({"event"}))
    assert parse_immunity("immune to opponents' events and character abilities") == (
        True,
        frozenset({"event", "character"}),
    )
    assert parse_immunity("renown") is None


def test_an_event_cannot_target_a_card_immune_to_events() -> None:
    s = Session(scenario.loads(BOARD), ["stark: play swing"])
    s.run_to_decision()
    keys = [o.key for o in s.options()]
    assert "target thrall" in keys and "target raider" in keys
    assert "target priest" not in keys  # 002 §3.15


def test_an_effect_on_all_skips_immune_cards_and_the_card_is_not_immune_to_itself() -> None:
    board = BOARD.replace(
        "keywords: [immune to events]", "keywords: [immune to character abilities]"
    )
    s = run_scenario(scenario.loads(board + 'decisions: ["stark: use ward"]\n'))
    st = s.state()
    # the Warden's own -1 applies to itself (002 §3.17), not to the two immune characters
    assert st.strength("ward") == 1
    assert st.strength("priest") == 2 and st.strength("raider") == 2
    assert st.strength("thrall") == 1
    assert any(e.cite == "002.clar.3.14" for e in s.log())


def test_the_first_player_may_resolve_the_win_before_the_elimination() -> None:
    sc = scenario.load(SCENARIOS / "002-clar-2-8-win-before-elimination.yaml")
    s = run_scenario(sc)  # the scripted order: elimination first
    assert s.state().winner == "b" and s.state().player("c").eliminated
    other = Session(sc, ["c: kill doomed5", "a: order 2"], auto=True)
    other.run_to_decision()
    st = other.state()
    assert st.winner == "b"
    assert not st.player("c").eliminated  # the game ended before the elimination resolved
    texts = [e.text for e in other.log()]
    assert not any("is eliminated" in t for t in texts)


def test_a_constant_x_is_recounted_while_a_triggered_x_is_fixed() -> None:
    board = """
ruleset: lcg1
start: {phase: challenges, at: actions}
first_player: stark
players:
  - name: stark
    play:
      - {id: lord, name: Lord, strength: 1, abilities: [{kind: constant, text: "+X STR, X = cards in your hand", effects: [{op: str, "on": self, amount: X, x: hand}]}]}
    hand:
      - {id: spend, name: Spend, type: event, abilities: [{kind: action, text: gain 1 gold, phase: challenges, effects: [{op: gain_gold, "on": you}]}]}
      - {id: h1}
  - name: lannister
decisions: ["stark: play spend"]
"""
    sc = scenario.loads(board)
    assert sc.state.strength("lord") == 3  # two cards in hand
    assert run_scenario(sc).state().strength("lord") == 2  # one left (002 §3.11)


def test_amount_x_without_a_count_is_a_clear_error() -> None:
    import pytest

    from engine_ref.errors import ScenarioError

    bad = BOARD.replace("amount: -1,", "amount: X,")
    with pytest.raises(ScenarioError, match="amount X needs 'x'"):
        scenario.loads(bad)


def test_an_unquoted_on_key_is_read_as_on() -> None:
    # YAML 1.1 turns a bare `on:` into the boolean true; the loader takes it back as "on"
    unquoted = BOARD.replace('"on": all', "on: all")
    assert '"on"' not in unquoted
    sc = scenario.loads(unquoted + 'decisions: ["stark: use ward"]\n')
    assert run_scenario(sc).state().strength("thrall") == 1


def test_a_card_acting_as_a_character_counts_its_power_only_while_it_does() -> None:
    board = """
ruleset: lcg1
start: {phase: challenges, at: actions}
first_player: greyjoy
players:
  - name: greyjoy
    power: 2
    play:
      - {id: legion, name: Marine Legion, type: location, strength: 3, power: 2}
      - id: horn
        name: War Horn
        type: location
        abilities:
          - {kind: action, text: a location becomes a character until the end of the round, phase: challenges, cost: [kneel_self], target: location, effects: [{op: acts_as, value: character, until: round}]}
  - name: stark
"""
    sc = scenario.loads(board + 'decisions: ["greyjoy: use horn", "greyjoy: target legion"]\n')
    assert sc.state.total_power("greyjoy") == 2  # a location's power does not count
    st = run_scenario(sc).state()
    assert st.card_type("legion") == "character"
    assert st.total_power("greyjoy") == 4  # 002 §3.23: now it counts
    assert st.card("legion").type == "location"  # the printed type is unchanged


def test_a_plain_save_is_no_option_against_a_terminal_effect() -> None:
    sc = scenario.load(SCENARIOS / "002-clar-3-19-terminal-effect.yaml")
    s = Session(sc, ["targaryen: use greyworm", "targaryen: target page"])
    s.run_to_decision()
    keys = [o.key for o in s.options()]
    assert "play courage" in keys and "use plate" not in keys  # 002 §3.19
    # without Courage, Page drops to 0 STR and dies although Gilded Plate is attached
    done = Session(sc, ["targaryen: use greyworm", "targaryen: target page"], auto=True)
    done.run_to_decision()
    assert done.state().zone_of("page") == ("stark", "dead")
    assert any("terminal effect kills it" in e.text for e in done.log())
