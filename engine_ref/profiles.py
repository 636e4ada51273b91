"""Ruleset profiles as data: the engine reads these values, it never branches on a name."""

from __future__ import annotations

from dataclasses import dataclass

from engine_ref.errors import ScenarioError


@dataclass(frozen=True)
class Profile:
    name: str
    title: str
    phases: tuple[str, ...]
    # "window6": the six-step action window with Moribund (seed 002 Timing Structure);
    # "interrupt-reaction": the 2nd-edition model (Rules Reference, "Triggering Condition").
    timing: str
    setup_gold: int
    win_power: int
    draw_phase_cards: int
    draw_cap: int | None  # extra draws per round (seed 002 "The Draw Cap"); None: no cap
    dominance_counts_gold: bool
    unopposed_power: int
    gold_lost_at_end_of_marshalling: bool  # ccg-winter: unspent gold is lost
    moribund: bool
    influence: bool
    keywords: tuple[str, ...]
    titles: tuple[str, ...]
    challenges_per_type: int = 1
    cite_prefix: str = "002"


PROFILES: dict[str, Profile] = {
    "lcg1": Profile(
        name="lcg1",
        title="A Game of Thrones LCG, 1st edition (seeds 002, 003)",
        phases=("plot", "draw", "marshalling", "challenges", "dominance", "standing", "taxation"),
        timing="window6",
        setup_gold=5,
        win_power=15,
        draw_phase_cards=2,
        draw_cap=3,
        dominance_counts_gold=True,
        unopposed_power=1,
        gold_lost_at_end_of_marshalling=False,
        moribund=True,
        influence=True,
        keywords=(
            "deadly",
            "renown",
            "stealth",
            "vigilant",
            "vengeful",
            "infamy",
            "limited",
            "deathbound",
        ),
        titles=(
            "Master of Coin",
            "Master of Laws",
            "Master of Whispers",
            "Crown Regent",
            "Master of Ships",
            "Hand of the King",
        ),
        cite_prefix="002",
    ),
    "ccg-winter": Profile(
        name="ccg-winter",
        title="A Game of Thrones CCG, Winter Edition (seed 000)",
        phases=("plot", "draw", "marshalling", "challenges", "dominance", "standing"),
        timing="window6",
        setup_gold=5,
        win_power=15,
        draw_phase_cards=2,
        draw_cap=None,
        dominance_counts_gold=False,
        unopposed_power=1,
        gold_lost_at_end_of_marshalling=True,
        moribund=True,
        influence=True,
        keywords=("deadly", "renown", "stealth", "limited", "doomed", "deathbound"),
        titles=(),
        cite_prefix="000",
    ),
    "lcg2": Profile(
        name="lcg2",
        title="A Game of Thrones: The Card Game, 2nd edition (seeds 001, 004)",
        phases=("plot", "draw", "marshalling", "challenges", "dominance", "standing", "taxation"),
        timing="interrupt-reaction",
        setup_gold=8,
        win_power=15,
        draw_phase_cards=2,
        draw_cap=None,
        dominance_counts_gold=True,
        unopposed_power=1,
        gold_lost_at_end_of_marshalling=False,
        moribund=False,
        influence=False,
        keywords=(
            "ambush",
            "insight",
            "intimidate",
            "limited",
            "pillage",
            "renown",
            "stealth",
            "terminal",
            "no attachments",
        ),
        titles=(
            "The Hand of the King",
            "Master of Coin",
            "Master of Laws",
            "Master of Whispers",
            "Master of Ships",
            "Crown Regent",
        ),
        cite_prefix="001",
    ),
}


def get_profile(name: str) -> Profile:
    try:
        return PROFILES[name]
    except KeyError:
        raise ScenarioError(
            f"unknown ruleset {name!r}; choose one of {', '.join(PROFILES)}"
        ) from None
