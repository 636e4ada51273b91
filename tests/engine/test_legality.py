"""Options show why: a decision carries the options the rules forbid, each with its rule; the
scenario expectations ``offers``, ``does_not_offer`` and ``refuses`` read them; and the
independent legality check of the property tests does catch an illegal option."""

from __future__ import annotations

from typing import Any

from engine_ref import scenario
from engine_ref.citations import is_known
from engine_ref.expect import evaluate
from engine_ref.session import Session, run_scenario
from engine_ref.timing import DecisionPoint, Option

from .legality_check import Context, violation


def _board(**over: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "title": "probe",
        "ruleset": "lcg1",
        "start": {"phase": "marshalling", "at": "actions"},
        "first_player": "stark",
        "active_player": "stark",
        "players": [
            {
                "name": "stark",
                "house": "Stark",
                "gold": 4,
                "hand": [
                    {"id": "bran", "name": "Bran", "cost": 3, "house": "Stark"},
                    {"id": "tyrion", "name": "Tyrion", "cost": 3, "house": "Lannister"},
                ],
            },
            {"name": "lannister", "house": "Lannister"},
        ],
    }
    data.update(over)
    return data


def test_a_decision_carries_its_refused_options_with_their_rule() -> None:
    s = Session(scenario.from_dict(_board()), ())
    point = s.run_to_decision()
    assert point is not None
    assert [o.key for o in point.options] == ["pass", "marshal bran"]
    (refused,) = point.refused
    assert refused.key == "marshal tyrion"
    assert refused.cite == "003.phase.marshalling.penalty"
    assert "penalty" in refused.text and "5 gold" in refused.text
    assert is_known(refused.cite)
    assert s.refused() == point.refused


def test_a_refused_option_is_not_a_legal_answer() -> None:
    s = Session(scenario.from_dict(_board()), ())
    s.run_to_decision()
    try:
        s.decide("marshal tyrion")
    except Exception as exc:  # IllegalDecision
        assert "not a legal option" in str(exc)
    else:
        raise AssertionError("a refused option was accepted")


def _checkpoint(**exp: Any) -> list[str]:
    data = _board(checkpoints=[{"before_decision": 1, **exp}])
    sc = scenario.from_dict(data)
    return [str(f) for f in evaluate(run_scenario(sc), sc)]


def test_offers_and_does_not_offer_hold_and_fail_as_written() -> None:
    assert _checkpoint(offers=["marshal bran"], does_not_offer=["marshal tyrion"]) == []
    assert _checkpoint(offers=["marshal *"], does_not_offer=["challenge *"]) == []
    bad = _checkpoint(offers=["marshal tyrion"], does_not_offer=["marshal bran"])
    assert len(bad) == 2
    assert "'marshal tyrion' is not offered" in bad[0]
    assert "marshal bran is offered" in bad[1]


def test_refuses_checks_the_key_and_its_rule() -> None:
    assert _checkpoint(refuses={"marshal tyrion": "003.phase.marshalling.penalty"}) == []
    assert _checkpoint(refuses=["marshal tyrion"]) == []
    wrong = _checkpoint(refuses={"marshal tyrion": "003.unique"})
    assert wrong and "refused by 003.phase.marshalling.penalty" in wrong[0]
    assert _checkpoint(refuses=["marshal bran"])  # offered, so not refused


def test_offers_after_a_log_line_reads_the_next_decision() -> None:
    data = _board(
        checkpoints=[{"after_log": "stark collects", "offers": ["marshal bran"]}],
        start={"phase": "marshalling", "at": "begin"},
    )
    sc = scenario.from_dict(data)
    assert [str(f) for f in evaluate(run_scenario(sc), sc)] == []


def test_the_independent_check_catches_illegal_options() -> None:
    """The property test's check is not a rubber stamp: it flags what the rules forbid."""
    sc = scenario.from_dict(
        {
            "ruleset": "lcg1",
            "start": {"phase": "challenges", "at": "declare"},
            "active_player": "a",
            "players": [
                {
                    "name": "a",
                    "house": "Stark",
                    "gold": 2,
                    "play": [
                        {"id": "k", "strength": 2, "icons": ["military"], "kneeling": True},
                        {"id": "p", "strength": 2, "icons": ["power"]},
                    ],
                    "hand": [{"id": "x", "cost": 1, "house": "Martell"}],
                },
                {"name": "b", "play": [{"id": "s", "keywords": ["stealth"]}]},
            ],
        }
    )
    st = sc.state

    def point(player: str, prompt: str = "p") -> DecisionPoint:
        return DecisionPoint(player, prompt, (Option("x", player),), (), "")

    ctx = Context(ctype="military")
    assert violation(st, point("a"), "attacker k", ctx) is not None  # kneeling
    assert violation(st, point("a"), "attacker p", ctx) is not None  # no military icon
    assert violation(st, point("a"), "challenge military a", ctx) is not None  # himself
    assert violation(st, point("a"), "challenge military b", ctx) is not None  # nobody able
    assert violation(st, point("a"), "challenge power b", ctx) is None
    assert violation(st, point("a"), "marshal x", ctx) is not None  # not marshalling


def test_the_independent_check_catches_illegal_options_of_the_2nd_edition() -> None:
    """The 2nd-edition part of the check flags what seed 001 and the Rules Reference forbid:
    ambush outside the challenges phase, shadows by a player not marshalling, a title
    already gone, the Master of Whispers' extra claim without the title, a challenge
    against a supported title, renown for a character that did not take part."""
    plot = {"id": "p", "type": "plot", "plot": {"income": 5, "claim": 1, "reserve": 6}}
    sc = scenario.from_dict(
        {
            "ruleset": "lcg2",
            "start": {"phase": "marshalling", "at": "actions"},
            "first_player": "a",
            "active_player": "a",
            "players": [
                {
                    "name": "a",
                    "title": "Master of Whispers",
                    "gold": 3,
                    "plot": {**plot, "id": "pa"},
                    "play": [
                        {"id": "k", "strength": 2, "icons": ["intrigue"], "keywords": ["renown"]}
                    ],
                    "hand": [
                        {"id": "amb", "cost": 3, "keywords": ["ambush (1)"]},
                        {"id": "sh", "cost": 3, "keywords": ["shadow (2)"]},
                    ],
                },
                {"name": "b", "title": "Hand of the King", "plot": {**plot, "id": "pb"}},
                {"name": "c", "title": "Master of Laws", "plot": {**plot, "id": "pc"}},
            ],
        }
    )
    st = sc.state

    def point(player: str, prompt: str = "p") -> DecisionPoint:
        return DecisionPoint(player, prompt, (Option("x", player),), (), "")

    ctx = Context()
    assert violation(st, point("a"), "ambush amb", ctx) is not None  # not the challenges phase
    assert violation(st, point("a"), "shadow sh", ctx) is None  # a marshals: legal
    assert violation(st, point("b"), "shadow sh", ctx) is not None  # b is not marshalling
    assert violation(st, point("a"), "shadow amb", ctx) is not None  # no shadow (X)
    assert violation(st, point("a"), "challenge intrigue b", ctx) is not None  # supports
    assert violation(st, point("a"), "challenge intrigue c", ctx) is None
    assert violation(st, point("a"), "claim c", ctx) is not None  # no challenge won
    assert violation(st, point("a"), "renown k", ctx) is not None  # no challenge at all
    assert violation(st, point("a"), "bestow 4", ctx) is not None  # 3 gold in the pool
    assert violation(st, point("a"), "bestow 3", ctx) is None
    assert violation(st, point("a", "intimidate: kneel"), "kneel k", ctx) is not None
    assert violation(st, point("a"), "plot pa", ctx) is not None  # revealed, not in the deck
    assert violation(st, point("a"), "first b", ctx) is None
    assert violation(st, point("b", "discard down to your reserve"), "discard amb", ctx)
    ctx.taken("a", "remove Crown Regent", "random: a title is set aside")
    assert violation(st, point("a"), "title Crown Regent", ctx) is not None
    assert violation(st, point("a"), "title Master of Coin", ctx) is None
    ctx.taken("a", "first a", "appoint the first player")  # a new round: the pool is full
    assert violation(st, point("a"), "title Crown Regent", ctx) is None
