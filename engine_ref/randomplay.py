"""Random boards and random legal play: the property tests and the benchmark use these.

Everything is driven by a seeded ``random.Random``, so a failing game is reproduced by its
seed, and its decisions replay it exactly.
"""

from __future__ import annotations

import random
from typing import Any

from engine_ref.catalogue import CATALOGUE
from engine_ref.scenario import Scenario, from_dict
from engine_ref.session import Session

SCRIPTED_CHARACTERS = (
    "catelyn_stark",
    "asha_greyjoy",
    "field_sergeant",
    "robert_baratheon",
    "aeron_damphair",
    "unorthodox_priest",
    "the_reader",
    "ser_gregor_clegane",
    "eddard_stark",
    "ser_boros_blount",
)
SCRIPTED_EVENTS = (
    "never_surrender",
    "price_of_failure",
    "put_to_the_sword",
    "treachery",
    "insidious_ways",
    "wildfire_assault",
    "from_the_mouth_of_dragonstone",
)
ICONS = ("military", "intrigue", "power")


def scripted_pool(edition: str, *types: str) -> tuple[str, ...]:
    """The catalogue's scripted cards of an edition and card types."""
    return tuple(
        sorted(
            k
            for k, e in CATALOGUE.items()
            if e["edition"] == edition and e.get("type", "character") in types
        )
    )


HOUSES = ("Stark", "Lannister", "Baratheon", "Targaryen", "Greyjoy", "Martell")
#: names unique cards are drawn from, so that copies meet (duplicates, dead copies)
UNIQUE_NAMES = ("Ser Arlan", "Lady Alys", "Old Nan", "Maester Cressen")


class _Board:
    """Random cards for a board, numbered in the order they are made."""

    def __init__(self, rng: random.Random, ruleset: str = "lcg1") -> None:
        self.rng = rng
        self.n = 0
        self.used: set[str] = set()
        self.ruleset = ruleset
        self.house = ""

    def affiliation(self) -> list[str]:
        """The player's House, another one, or none (a neutral card)."""
        r = self.rng.random()
        if r < 0.5:
            return [self.house]
        if r < 0.7:
            return [self.rng.choice([h for h in HOUSES if h != self.house])]
        return []

    def character(self) -> dict[str, Any]:
        rng = self.rng
        self.n += 1
        icons = [i for i in ICONS if rng.random() < 0.5] or [rng.choice(ICONS)]
        kws = [k for k in ("renown", "stealth") if rng.random() < 0.15]
        card: dict[str, Any] = {
            "id": f"c{self.n}",
            "name": f"Character {self.n}",
            "cost": rng.randint(1, 5),
            "strength": rng.randint(1, 5),
            "icons": icons,
            "keywords": kws,
            "influence": rng.choice([0, 0, 1]),
        }
        if self.ruleset == "lcg2":
            return card
        # 1st edition: House affiliation, Limited, unique names that meet, restrictions
        kws += [k for k in ("limited", "cannot-be-killed", "no attachments") if rng.random() < 0.05]
        card["house"] = self.affiliation()
        if rng.random() < 0.15:
            card["name"] = rng.choice(UNIQUE_NAMES)
            card["unique"] = True
        return card

    def attachment(self) -> dict[str, Any]:
        rng = self.rng
        self.n += 1
        return {
            "id": f"att{self.n}",
            "name": f"Attachment {self.n}",
            "type": "attachment",
            "cost": rng.randint(0, 2),
            "keywords": ["setup"] if rng.random() < 0.3 else [],
            "traits": ["Weapon"] if rng.random() < 0.3 else [],
            "house": self.affiliation(),
        }

    def location(self) -> dict[str, Any]:
        rng = self.rng
        self.n += 1
        return {
            "id": f"loc{self.n}",
            "name": f"Location {self.n}",
            "type": "location",
            "cost": rng.randint(0, 3),
            "income": rng.choice([0, 0, 1]),
            "influence": rng.choice([0, 1, 2]),
            "house": self.affiliation() if self.ruleset != "lcg2" else [],
        }

    def plot(self) -> dict[str, Any]:
        rng = self.rng
        self.n += 1
        return {
            "id": f"plot{self.n}",
            "name": f"Plot {self.n}",
            "plot": {
                "income": rng.randint(2, 6),
                "initiative": rng.randint(0, 5),
                "claim": rng.randint(1, 2),
            },
        }

    def scripted(self, pool: tuple[str, ...]) -> dict[str, Any] | None:
        """A catalogue card of ``pool`` not on the board yet (None when all are)."""
        free = [k for k in pool if k not in self.used]
        if not free:
            return None
        key = self.rng.choice(free)
        self.used.add(key)
        return {"card": key, "id": key}

    def player(self, name: str) -> dict[str, Any]:
        if self.ruleset == "lcg2":
            return self.player_2e(name)
        rng = self.rng
        self.house = rng.choice(HOUSES)
        play: list[dict[str, Any]] = [self.character() for _ in range(rng.randint(1, 3))]
        if rng.random() < 0.6:
            s = self.scripted(SCRIPTED_CHARACTERS)
            if s:
                play.append(s)
        seen: set[str] = set()
        for card in play:
            if card.get("unique"):
                if card["name"] in seen:  # one copy of a unique card in play
                    card["name"], card["unique"] = f"Character {card['id'][1:]}", False
                seen.add(card["name"])
        play.append(self.location())
        hand: list[dict[str, Any]] = [self.character() for _ in range(rng.randint(1, 3))]
        if rng.random() < 0.4:
            hand.append(self.attachment())
        for _ in range(rng.randint(0, 2)):
            s = self.scripted(SCRIPTED_EVENTS)
            if s:
                hand.append(s)
        deck = [self.character() for _ in range(rng.randint(4, 10))]
        plots = [self.plot() for _ in range(3)]
        dead = [self.character() for _ in range(rng.randint(0, 1))]
        return {
            "name": name,
            "house": self.house,
            "power": rng.randint(0, 8),
            "play": play,
            "hand": hand,
            "deck": deck,
            "dead": dead,
            "plot_deck": plots,
        }

    def player_2e(self, name: str) -> dict[str, Any]:
        """A 2nd-edition player: the scripted 2nd-edition cards (characters and locations in
        play, events and attachments in hand, plots in the plot deck) among plain ones."""
        rng = self.rng
        chars = scripted_pool("lcg2", "character")
        play: list[dict[str, Any]] = [self.character() for _ in range(rng.randint(1, 2))]
        for pool, k in (
            (chars, rng.randint(1, 3)),
            (scripted_pool("lcg2", "location"), rng.randint(0, 1)),
        ):
            for _ in range(k):
                if (s := self.scripted(pool)) is not None:
                    play.append(s)
        play.append(self.location())
        hand: list[dict[str, Any]] = [self.character() for _ in range(rng.randint(1, 2))]
        for pool in (scripted_pool("lcg2", "event"), scripted_pool("lcg2", "attachment"), chars):
            for _ in range(rng.randint(0, 2)):
                if (s := self.scripted(pool)) is not None:
                    hand.append(s)
        deck = [self.character() for _ in range(rng.randint(6, 12))]
        plots = [self.plot() for _ in range(3)]
        for _ in range(rng.randint(0, 2)):
            if (s := self.scripted(scripted_pool("lcg2", "plot"))) is not None:
                plots.append(s)
        return {
            "name": name,
            "power": rng.randint(0, 8),
            "gold": rng.randint(0, 3),
            "play": play,
            "hand": hand,
            "deck": deck,
            "plot_deck": plots,
        }


def random_board(seed: int, ruleset: str = "lcg1", players: int = 2) -> Scenario:
    """A random but legal board at the start of a round (plot phase); a 2nd-edition board
    holds the scripted 2nd-edition cards."""
    board = _Board(random.Random(seed), ruleset)
    data = {
        "title": f"random board {seed}",
        "ruleset": ruleset,
        "start": {"phase": "plot", "at": "begin", "until": "end-of-game"},
        "players": [board.player(f"p{i + 1}") for i in range(players)],
    }
    return from_dict(data, f"random board {seed}")


def play_randomly(
    scenario: Scenario, seed: int, *, max_decisions: int = 3000, pass_bias: float = 0.35
) -> Session:
    """Answer every question with a random legal option (passing with some bias, so that
    games end) until the flow ends or ``max_decisions`` were taken."""
    rng = random.Random(seed)
    s = Session(scenario, ())
    for _ in range(max_decisions):
        point = s.run_to_decision()
        if point is None:
            break
        opts = point.options
        passive = [o for o in opts if o.key in ("pass", "done")]
        active = [o for o in opts if o.key not in ("pass", "done")]
        if passive and (not active or rng.random() < pass_bias):
            s.decide(passive[0])
        else:
            s.decide(rng.choice(active))
    return s
