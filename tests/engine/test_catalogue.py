"""The scripted cards: every entry loads, the paraphrases are the project's own words, and a
few scripted rulings behave as the seeds say."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from engine_ref.catalogue import CATALOGUE, scripted_names
from engine_ref.errors import ScenarioError
from engine_ref.scenario import from_dict
from engine_ref.session import Session

SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"


def _board(players: list[dict[str, Any]], decisions: list[str], **top: Any) -> Session:
    data: dict[str, Any] = {"ruleset": "lcg1", "players": players, "decisions": decisions, **top}
    data.setdefault("start", {"phase": "challenges", "at": "actions"})
    s = Session(from_dict(data), auto=True)
    s.run_to_decision()
    return s


def test_catalogue_has_the_worked_examples_cards() -> None:
    names = scripted_names()
    for name in (
        "Catelyn Stark",
        "Never Surrender",
        "Price of Failure",
        "Asha Greyjoy",
        "Field Sergeant",
        "Aeron Damphair",
        "Unorthodox Priest",
        "Robert Baratheon",
        "Put to the Sword",
        "Treachery",
        "Riders of the Boneway",
        "The Old Palace",
        "Ser Gregor Clegane",
        "Insidious Ways",
        "Spinning Slash",
    ):
        assert name in names
    assert len(CATALOGUE) >= 40


def test_paraphrases_are_not_copied_from_the_seeds() -> None:
    if not SEEDS.is_dir():
        pytest.skip(f"the seed documents are not beside the project ({SEEDS})")
    text = " ".join(p.read_text(encoding="utf-8") for p in SEEDS.glob("*.txt")).lower()
    for key, entry in CATALOGUE.items():
        for ab in entry["abilities"]:
            if len(ab.text) > 25:
                assert ab.text.lower() not in text, f"{key}: paraphrase copies the seed"


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", re.sub(r"<[^>]+>|\[[a-z]+\]", " ", text.lower()))


RUN = 10  # words in a row shared with the printed text make a copy, not a paraphrase


def test_paraphrases_are_not_copied_from_the_printed_cards(carddata_dir: Path) -> None:
    printed: dict[str, str] = {}
    for pack in carddata_dir.glob("packs/*.json"):
        for card in json.loads(pack.read_text(encoding="utf-8"))["cards"]:
            printed[str(card["code"])] = card.get("text") or ""
    checked = 0
    for key, entry in CATALOGUE.items():
        if "code" not in entry:
            continue
        words = _words(printed.get(str(entry["code"]), ""))
        runs = {tuple(words[i : i + RUN]) for i in range(len(words) - RUN + 1)}
        whole = " ".join(words)
        for ab in entry["abilities"]:
            mine = _words(ab.text)
            checked += 1
            copied = [
                " ".join(mine[i : i + RUN])
                for i in range(len(mine) - RUN + 1)
                if tuple(mine[i : i + RUN]) in runs
            ]
            assert not copied, f"{key}: the paraphrase copies the card: {copied[0]!r}"
            if len(ab.text) > 25:
                assert " ".join(mine) not in whole, f"{key}: the paraphrase is the card's sentence"
    assert checked > 0


def test_the_copy_check_catches_a_copied_sentence() -> None:
    printed = (
        "Reaction: After you win a challenge by 5 or more STR, kneel The Mander to draw 2 cards."
    )
    words = _words(printed)
    runs = {tuple(words[i : i + RUN]) for i in range(len(words) - RUN + 1)}
    copied = _words("after you win a challenge by 5 or more STR, kneel it")
    assert any(tuple(copied[i : i + RUN]) in runs for i in range(len(copied) - RUN + 1))


def test_unknown_card_key_is_a_clear_error() -> None:
    with pytest.raises(ScenarioError, match="did you mean catelyn_stark"):
        from_dict({"players": [{"name": "a", "play": ["catelyn_stak"]}, {"name": "b"}]})


def test_support_of_the_people_puts_a_second_limited_location_into_play() -> None:
    s = _board(
        [
            {
                "name": "a",
                "hand": [
                    "support_of_the_people",
                    {
                        "id": "keep",
                        "name": "Keep",
                        "type": "location",
                        "cost": 2,
                        "keywords": ["limited"],
                    },
                    {"id": "tower", "name": "Tower", "type": "location", "cost": 3},
                ],
            },
            {"name": "b"},
        ],
        ["play support_of_the_people", "target keep"],
    )
    st = s.state()
    assert st.zone_of("keep") == ("a", "play")
    assert st.zone_of("tower") == ("a", "hand")  # cost 3: not a legal target
    assert any(e.cite == "002.clar.4.4" for e in s.log())


def test_knight_of_the_rainwood_cannot_be_chosen_for_a_discard() -> None:
    discard = {
        "id": "purge",
        "name": "Purge",
        "type": "event",
        "abilities": [
            {
                "kind": "action",
                "text": "discard a character",
                "target": "character",
                "effects": ["discard"],
            }
        ],
    }
    s = Session(
        from_dict(
            {
                "start": {"phase": "challenges", "at": "actions"},
                "players": [
                    {"name": "a", "hand": [discard]},
                    {
                        "name": "b",
                        "play": ["knight_of_the_rainwood", {"id": "page", "name": "Page"}],
                    },
                ],
            }
        )
    )
    s.run_to_decision()
    s.decide("play purge")
    point = s.run_to_decision()
    assert point is not None
    assert [o.key for o in point.options] == ["target page"]


def test_khal_drogo_enters_play_from_hand_after_a_won_challenge() -> None:
    s = _board(
        [
            {
                "name": "a",
                "play": [
                    {
                        "id": "rider",
                        "name": "Rider",
                        "strength": 3,
                        "icons": ["power"],
                        "kneeling": True,
                    }
                ],
                "hand": ["khal_drogo_ite"],
            },
            {"name": "b", "power": 3},
        ],
        ["a: play khal_drogo_ite"],
        start={
            "phase": "challenges",
            "at": "resolution",
            "challenge": {
                "type": "power",
                "attacker": "a",
                "defender": "b",
                "attackers": ["rider"],
            },
        },
    )
    assert s.state().zone_of("khal_drogo_ite") == ("a", "play")
    assert any(e.cite == "002.clar.3.13" for e in s.log())
