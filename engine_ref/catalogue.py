"""Scripted cards: those whose text or ruling the seeds give, written with the primitives of
``engine_ref.abilities``. Texts are the project's own short paraphrases (never card text);
``cite`` names the seed passage that rules on the card.

A scenario names a card by its key (``card: catelyn_stark``) and may override any field.
Stats are those the seeds' examples use; where an example does not give one, a plausible
value is used and the scenario can override it.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from engine_ref.abilities import parse_ability

_RAW: dict[str, dict[str, Any]] = {
    # ---- seed 002, Timing Structure examples ------------------------------------------
    "catelyn_stark": {
        "name": "Catelyn Stark",
        "type": "character",
        "unique": True,
        "strength": 3,
        "icons": ["intrigue", "power"],
        "traits": ["Lady"],
        "edition": "lcg1",
        "abilities": [
            {
                "kind": "response",
                "text": "after any character is killed, she claims 1 power",
                "trigger": {"event": "killed", "filter": "character"},
                "effects": [{"op": "claim_power", "on": "self", "amount": 1}],
                "cite": "002.timing.moribund",
            }
        ],
    },
    "never_surrender": {
        "name": "Never Surrender",
        "type": "event",
        "abilities": [
            {
                "kind": "response",
                "text": "after a character is killed, stand each of your characters",
                "trigger": {"event": "killed", "filter": "character"},
                "effects": [
                    {
                        "op": "stand",
                        "on": "all",
                        "filter": {"type": "character", "controller": "you"},
                    }
                ],
                "cite": "002.timing.step5",
            }
        ],
    },
    "price_of_failure": {
        "name": "Price of Failure",
        "type": "event",
        "abilities": [
            {
                "kind": "save_cancel",
                "text": "cancel a triggered effect (event, action or response)",
                "cancels": "triggered",
                "cite": "002.timing.step2",
            }
        ],
    },
    "from_the_mouth_of_dragonstone": {
        "name": "From the Mouth of Dragonstone",
        "type": "event",
        "abilities": [
            {
                "kind": "action",
                "text": "stand a kneeling character you control",
                "target": {"filter": {"type": "character", "controller": "you", "kneeling": True}},
                "effects": [{"op": "stand"}],
                "cite": "002.timing.step2",
            }
        ],
    },
    "asha_greyjoy": {
        "name": "Asha Greyjoy",
        "type": "character",
        "unique": True,
        "strength": 4,
        "icons": ["military", "power"],
        "traits": ["Ironborn", "Lady"],
        "abilities": [
            {
                "kind": "passive",
                "text": "when she leaves play, her controller discards a location he controls (cannot be saved)",
                "trigger": {"event": "leaves_play", "card": "self"},
                "target": {"filter": {"type": "location", "controller": "you"}},
                "effects": [{"op": "discard"}],
                "cannot_be_saved": True,
                "cite": "002.timing.step4",
            }
        ],
    },
    "field_sergeant": {
        "name": "Field Sergeant",
        "type": "character",
        "strength": 2,
        "icons": ["military"],
        "abilities": [
            {
                "kind": "passive",
                "text": "when killed or discarded, move the top 2 cards of your discard pile to the bottom of your deck",
                "trigger": {"event": "killed_or_discarded", "card": "self"},
                "effects": [{"op": "discard_pile_to_deck_bottom", "on": "you", "amount": 2}],
                "cite": "002.timing.moribund",
            }
        ],
    },
    "aeron_damphair": {
        "name": "Aeron Damphair",
        "type": "character",
        "unique": True,
        "strength": 3,
        "icons": ["power"],
        "traits": ["Ironborn", "Priest"],
        "abilities": [
            {
                "kind": "replacement",
                "text": "if killed, he goes to the bottom of his owner's deck instead of the dead pile",
                "trigger": {"event": "killed", "card": "self"},
                "destination": "deck_bottom",
                "cite": "002.timing.moribund-exception",
            }
        ],
    },
    "unorthodox_priest": {
        "name": "Unorthodox Priest",
        "type": "character",
        "strength": 1,
        "icons": ["power"],
        "traits": ["Priest"],
        "abilities": [
            {
                "kind": "response",
                "text": "after a character is killed, it goes to the top of its owner's deck instead",
                "trigger": {"event": "killed", "filter": "character"},
                "effects": [{"op": "set_destination", "on": "trigger", "value": "deck_top"}],
                "cite": "002.timing.moribund-exception",
            }
        ],
    },
    "robert_baratheon": {
        "name": "Robert Baratheon",
        "type": "character",
        "unique": True,
        "strength": 6,
        "icons": ["military", "power"],
        "keywords": ["renown"],
        "traits": ["King", "Lord"],
        "abilities": [
            {
                "kind": "passive",
                "text": "when he claims power for renown, he claims 1 more",
                "trigger": {"event": "renown", "card": "self"},
                "effects": [{"op": "claim_power", "on": "self", "amount": 1}],
                "cite": "002.timing.framework-example",
            }
        ],
    },
    "put_to_the_sword": {
        "name": "Put to the Sword",
        "type": "event",
        "abilities": [
            {
                "kind": "response",
                "text": "after you win a military challenge, kill a character the loser controls",
                "trigger": {"event": "won_challenge", "player": "you", "challenge": "military"},
                "target": {"filter": {"type": "character", "controller": "opponent"}},
                "effects": [{"op": "kill"}],
                "cite": "002.timing.framework-example",
            }
        ],
    },
    "treachery": {
        "name": "Treachery",
        "type": "event",
        "abilities": [
            {
                "kind": "save_cancel",
                "text": "kneel a character you control to cancel an event or card ability",
                "cost": [{"op": "kneel", "filter": {"type": "character"}}],
                "cancels": "triggered",
                "cite": "002.timing.framework-example",
            }
        ],
    },
    # ---- seed 002 §§3-4 --------------------------------------------------------------
    "ser_gregor_clegane": {
        "name": "Ser Gregor Clegane",
        "type": "character",
        "unique": True,
        "strength": 5,
        "icons": ["military"],
        "traits": ["Knight"],
        "abilities": [
            {
                "kind": "action",
                "text": "kneel 3 influence: kill a kneeling character with STR 2 or lower; then Gregor stands",
                "cost": [{"op": "influence", "amount": 3}],
                "target": {"filter": {"type": "character", "kneeling": True, "max_str": 2}},
                "effects": [{"op": "kill"}],
                "then": [{"op": "stand", "on": "self"}],
                "cite": "002.clar.4.10",
            }
        ],
    },
    "eddard_stark": {
        "name": "Eddard Stark",
        "type": "character",
        "unique": True,
        "strength": 4,
        "icons": ["military", "power"],
        "traits": ["Lord"],
        "abilities": [
            {
                "kind": "response",
                "text": "after you win a challenge, stand Eddard; he gets +2 STR until the end of the phase",
                "trigger": {"event": "won_challenge", "player": "you"},
                "effects": [
                    {"op": "stand", "on": "self"},
                    {"op": "str", "on": "self", "amount": 2, "until": "phase"},
                ],
                "cite": "002.clar.4.10",
            }
        ],
    },
    "the_reader": {
        "name": "The Reader",
        "type": "character",
        "unique": True,
        "strength": 2,
        "icons": ["intrigue"],
        "abilities": [
            {
                "kind": "response",
                "text": "after a character is saved, draw 1 card",
                "trigger": {"event": "saved"},
                "effects": [{"op": "draw", "on": "you", "amount": 1}],
                "cite": "002.clar.2.4",
            }
        ],
    },
    "ser_boros_blount": {
        "name": "Ser Boros Blount",
        "type": "character",
        "unique": True,
        "strength": 3,
        "icons": ["military"],
        "traits": ["Kingsguard", "Knight"],
        "abilities": [
            {
                "kind": "passive",
                "text": "at the beginning of the dominance phase, stand each Kingsguard character",
                "trigger": {"event": "phase_begins", "phase": "dominance"},
                "effects": [
                    {
                        "op": "stand",
                        "on": "all",
                        "filter": {"type": "character", "trait": "Kingsguard"},
                    }
                ],
                "cite": "002.timing.player-actions",
            }
        ],
    },
    "wildfire_assault": {
        "name": "Wildfire Assault",
        "type": "event",
        "abilities": [
            {
                "kind": "action",
                "text": "kill a character (cannot be saved)",
                "phase": "challenges",
                "target": {"filter": {"type": "character"}},
                "effects": [{"op": "kill"}],
                "cannot_be_saved": True,
                "cite": "002.clar.4.3",
            }
        ],
    },
    "gilded_plate": {
        "name": "Gilded Plate",
        "type": "attachment",
        "cost": 1,
        "abilities": [
            {
                "kind": "save_cancel",
                "text": "kneel: save attached character from being killed",
                "cost": [{"op": "kneel_self"}],
                "saves": "kill",
                "target": {"filter": {"type": "character", "controller": "you"}},
                "cite": "002.clar.4.3",
            }
        ],
    },
    "the_old_palace": {
        "name": "The Old Palace",
        "type": "location",
        "unique": True,
        "cost": 2,
        "abilities": [
            {
                "kind": "constant",
                "text": "each opponent's character costs 1 more gold to marshal",
                "effects": [
                    {"op": "gold_penalty", "amount": 1, "value": "any", "filter": "character"}
                ],
                "cite": "002.timing.step1c",
            }
        ],
    },
    "riders_of_the_boneway": {
        "name": "Riders of the Boneway",
        "type": "character",
        "cost": "X",
        "strength": 0,
        "icons": ["military"],
        "cite": "002.timing.step1a",
    },
    # ---- seeds 003 and 000, examples of a challenge ------------------------------------
    "raff_the_sweetling": {
        "name": "Raff the Sweetling",
        "type": "character",
        "unique": True,
        "strength": 2,
        "icons": ["military"],
    },
    "grey_wind": {
        "name": "Grey Wind",
        "type": "character",
        "unique": True,
        "strength": 4,
        "icons": ["military"],
        "traits": ["Direwolf"],
    },
    "sansa_stark": {
        "name": "Sansa Stark",
        "type": "character",
        "unique": True,
        "strength": 1,
        "icons": ["intrigue"],
        "traits": ["Lady"],
    },
    "insidious_ways": {
        "name": "Insidious Ways",
        "type": "event",
        "abilities": [
            {
                "kind": "action",
                "phase": "challenges",
                "text": "an attacking character gets +2 STR until the end of the challenge",
                "target": {"filter": {"type": "character", "attacking": True}},
                "effects": [{"op": "str", "amount": 2, "until": "challenge"}],
                "cite": "003.challenge.example",
            }
        ],
    },
    "ser_jorah_mormont": {
        "name": "Ser Jorah Mormont",
        "type": "character",
        "unique": True,
        "strength": 3,
        "icons": ["military"],
    },
    "bannermen_to_the_kraken": {
        "name": "Bannermen to the Kraken",
        "type": "character",
        "strength": 5,
        "icons": ["military"],
    },
    "victarion_greyjoy": {
        "name": "Victarion Greyjoy",
        "type": "character",
        "unique": True,
        "strength": 4,
        "icons": ["military", "power"],
    },
    "spinning_slash": {
        "name": "Spinning Slash",
        "type": "event",
        "abilities": [
            {
                "kind": "action",
                "phase": "challenges",
                "text": "an attacker gains 2 STR for the phase; on a won challenge, an attachment is discarded",
                "target": {"filter": {"type": "character", "attacking": True}},
                "effects": [{"op": "str", "amount": 2, "until": "phase"}],
                "if_win": [{"op": "discard"}],
                "if_win_target": {"filter": "attachment"},
                "cite": "000.challenge.example",
            }
        ],
    },
    "eddard_stark_core": {
        "name": "Eddard Stark",
        "type": "character",
        "unique": True,
        "cost": 4,
        "strength": 4,
        "icons": ["military", "power"],
    },
    "jon_snow": {
        "name": "Jon Snow",
        "type": "character",
        "unique": True,
        "cost": 3,
        "strength": 3,
        "icons": ["military"],
    },
    "daenerys_targaryen": {
        "name": "Daenerys Targaryen",
        "type": "character",
        "unique": True,
        "cost": 3,
        "strength": 2,
        "icons": ["power"],
    },
    "khal_drogo": {
        "name": "Khal Drogo",
        "type": "character",
        "unique": True,
        "cost": 4,
        "strength": 5,
        "icons": ["military"],
    },
    "ser_boros_blount_2e": {
        "name": "Ser Boros Blount",
        "type": "character",
        "unique": True,
        "strength": 3,
        "icons": ["military"],
    },
    # ---- seed 002 §3-4 and seed 003 / 000 examples (more) --------------------------------
    "lyseni_sellsails": {
        "name": "Lyseni Sellsails",
        "type": "character",
        "strength": 1,
        "icons": ["intrigue"],
        "abilities": [
            {
                "kind": "action",
                "text": "kneel 1 influence: stand this character",
                "cost": [{"op": "influence", "amount": 1}],
                "effects": [{"op": "stand", "on": "self"}],
                "cite": "002.clar.3.3",
            }
        ],
    },
    "support_of_the_people": {
        "name": "Support of the People",
        "type": "event",
        "abilities": [
            {
                "kind": "action",
                "text": "put a location of cost 2 or lower from your hand into play",
                "target": {"filter": {"type": "location", "zone": "hand", "max_cost": 2}},
                "effects": [{"op": "put_into_play"}],
                "cite": "002.clar.4.4",
            }
        ],
    },
    "countered_plots": {
        "name": "Countered Plots",
        "type": "event",
        "abilities": [
            {
                "kind": "save_cancel",
                "text": "cancel an event",
                "cancels": "event",
                "cite": "003.expert.save-cancel.example",
            }
        ],
    },
    "not_listening": {
        "name": "Not Listening",
        "type": "event",
        "abilities": [
            {
                "kind": "save_cancel",
                "text": "kneel 2 influence: cancel an event",
                "cost": [{"op": "influence", "amount": 2}],
                "cancels": "event",
                "cite": "000.influence",
            }
        ],
    },
    "salt_in_your_eyes": {
        "name": "Salt in Your Eyes",
        "type": "event",
        "abilities": [
            {
                "kind": "save_cancel",
                "text": "cancel an event just played",
                "cancels": "event",
                "cite": "000.expert.save-cancel",
            }
        ],
    },
    "poisoned_wine": {
        "name": "Poisoned Wine",
        "type": "event",
        "abilities": [
            {
                "kind": "action",
                "text": "a character gets -2 STR until the end of the phase",
                "target": {"filter": "character"},
                "effects": [{"op": "str", "amount": -2, "until": "phase"}],
                "cite": "003.expert.lasting",
            }
        ],
    },
    "tyrion_lannister": {
        "name": "Tyrion Lannister",
        "type": "character",
        "unique": True,
        "strength": 2,
        "icons": ["intrigue"],
        "abilities": [
            {
                "kind": "response",
                "text": "after you win an intrigue challenge, pay 1 gold to draw 1 card",
                "trigger": {"event": "won_challenge", "player": "you", "challenge": "intrigue"},
                "cost": [{"op": "gold", "amount": 1}],
                "effects": [{"op": "draw", "on": "you", "amount": 1}],
                "cite": "003.gold.uses",
            }
        ],
    },
    "bran_stark": {
        "name": "Bran Stark",
        "type": "character",
        "unique": True,
        "strength": 1,
        "icons": ["power"],
        "abilities": [
            {
                "kind": "action",
                "phase": "challenges",
                "text": "kneel Bran: take control of an attacking character",
                "cost": [{"op": "kneel_self"}],
                "target": {"filter": {"type": "character", "attacking": True}},
                "effects": [{"op": "take_control"}],
                "cite": "002.clar.3.28",
            }
        ],
    },
    "eddard_stark_ved": {
        "name": "Eddard Stark",
        "type": "character",
        "unique": True,
        "strength": 4,
        "icons": ["military", "power"],
        "keywords": ["no-kneel"],
        "cite": "002.clar.3.10",
    },
    "knight_of_the_rainwood": {
        "name": "Knight of the Rainwood",
        "type": "character",
        "strength": 2,
        "icons": ["military"],
        "traits": ["Knight"],
        "keywords": ["cannot-be-discarded"],
        "cite": "002.clar.4.3",
    },
    "khal_drogo_ite": {
        "name": "Khal Drogo",
        "type": "character",
        "unique": True,
        "cost": 4,
        "strength": 5,
        "icons": ["military"],
        "abilities": [
            {
                "kind": "response",
                "text": "once you have won a challenge, he may enter play straight from your hand",
                "trigger": {"event": "won_challenge", "player": "you"},
                "from_hand": True,
                "effects": [{"op": "put_into_play", "on": "self"}],
                "cite": "002.clar.3.13",
            }
        ],
    },
    # 2nd-edition characters of seed 001's examples (stats as the example uses them)
    "cersei_lannister_2e": {
        "name": "Cersei Lannister",
        "type": "character",
        "unique": True,
        "strength": 4,
        "icons": ["intrigue", "power"],
        "abilities": [
            {
                "kind": "constant",
                "text": "while she attacks, the claim is raised by 1",
                "effects": [{"op": "claim_bonus", "amount": 1}],
                "cite": "001.challenge.example",
            }
        ],
    },
    "the_tickler": {
        "name": "The Tickler",
        "type": "character",
        "unique": True,
        "strength": 2,
        "icons": ["military", "intrigue"],
    },
    "tywin_lannister": {
        "name": "Tywin Lannister",
        "type": "character",
        "unique": True,
        "strength": 6,
        "icons": ["military", "intrigue", "power"],
    },
    "vanguard_of_the_north": {
        "name": "Vanguard of the North",
        "type": "character",
        "cost": 4,
        "strength": 4,
        "icons": ["military"],
        "traits": ["Army"],
    },
    "catelyn_stark_2e": {
        "name": "Catelyn Stark",
        "type": "character",
        "unique": True,
        "strength": 4,
        "icons": ["intrigue", "power"],
    },
}


def _build() -> Mapping[str, Mapping[str, Any]]:
    out: dict[str, Mapping[str, Any]] = {}
    for key, raw in _RAW.items():
        entry = {k: v for k, v in raw.items() if k not in ("edition", "cite")}
        entry["abilities"] = tuple(
            parse_ability(a, f"catalogue {key}") for a in raw.get("abilities", [])
        )
        out[key] = MappingProxyType(entry)
    return MappingProxyType(out)


CATALOGUE: Mapping[str, Mapping[str, Any]] = _build()


def scripted_names() -> dict[str, str]:
    """Card name -> catalogue key, for a front end that marks scripted cards."""
    return {str(v["name"]): k for k, v in CATALOGUE.items()}
