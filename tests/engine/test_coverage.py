"""engine-ref cards --coverage: the shipped classification, its generator, the CLI."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from engine_ref import coverage as cov
from engine_ref.cli import main
from engine_ref.language import RESTRICTIONS, features

ROOT = Path(__file__).resolve().parents[2]


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "card_coverage", ROOT / "scripts" / "card_coverage.py"
    )
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


GEN = _script()

# invented cards (not printed ones), one per case the classifier must tell apart
FIXTURE_CARDS: list[dict[str, Any]] = [
    {"code": "90001", "name": "Plain Guard", "type": "character", "faction": "stark", "text": ""},
    {
        "code": "90002",
        "name": "Quiet Scout",
        "type": "character",
        "faction": "greyjoy",
        "text": "Stealth. Renown.",
    },
    {
        "code": "90003",
        "name": "Eager Squire",
        "type": "character",
        "faction": "tyrell",
        "text": "<b>Reaction:</b> After you win a challenge in which Eager Squire is "
        "attacking, draw 1 card. (Limit once per phase.)",
    },
    {
        "code": "90004",
        "name": "Old Seer",
        "type": "character",
        "faction": "martell",
        "text": "<b>Action:</b> Kneel Old Seer to exchange the top card of your deck.",
    },
    {
        "code": "90005",
        "name": "Odd Relic",
        "type": "location",
        "faction": "neutral",
        "text": "Frobnicate every widget twice.",
    },
    {
        "code": "90006",
        "name": "Grave Robber",
        "type": "event",
        "faction": "lannister",
        "text": "<b>Action:</b> Choose a character in your dead pile and return it to your hand.",
    },
]


@pytest.fixture
def fixture_data(tmp_path: Path) -> Path:
    packs = tmp_path / "cards" / "packs"
    packs.mkdir(parents=True)
    (packs / "FX.json").write_text(
        json.dumps({"code": "FX", "name": "Fixture", "cards": FIXTURE_CARDS}), encoding="utf-8"
    )
    out = tmp_path / "coverage.json"
    assert GEN.main(["--data", str(tmp_path / "cards"), "--out", str(out)]) == 0
    return out


def _status(report: cov.Report, name: str) -> cov.Classified:
    found = cov.find(report, name)
    assert found is not None, name
    return found


def test_the_generator_reads_each_kind_of_clause(fixture_data: Path) -> None:
    data = json.loads(fixture_data.read_text(encoding="utf-8"))
    assert data["total"] == 6
    needs = {e["name"]: set(e["needs"]) for e in data["cards"]}
    assert needs["Plain Guard"] == set()
    assert needs["Quiet Scout"] == {"keyword:stealth", "keyword:renown"}
    assert {"kind:response", "trigger:won_challenge", "condition:attacking"} <= needs[
        "Eager Squire"
    ]
    assert {"effect:draw", "limit:per_phase"} <= needs["Eager Squire"]
    assert {"cost:kneel_self", "effect:swap"} <= needs["Old Seer"]
    assert {"target:dead", "destination:hand"} <= needs["Grave Robber"]
    # a clause no pattern reads is named, never dropped
    assert "unparsed:frobnicate" in needs["Odd Relic"]


def test_the_shipped_data_holds_no_card_text(fixture_data: Path) -> None:
    text = fixture_data.read_text(encoding="utf-8").lower()
    assert "widget" not in text and "top card of your deck" not in text
    shipped = cov.DATA_FILE.read_text(encoding="utf-8")
    assert '"text"' not in shipped and "<b>" not in shipped


def test_statuses_against_the_engine(fixture_data: Path) -> None:
    report = cov.classify(cov.load(fixture_data), scripted={})
    assert _status(report, "Plain Guard").status == "scripted"  # vanilla
    assert _status(report, "Quiet Scout").status == "scripted"  # keywords the engine reads
    assert _status(report, "Eager Squire").status == "expressible"
    assert _status(report, "Grave Robber").status == "expressible"
    seer = _status(report, "Old Seer")
    assert seer.status == "not_expressible" and seer.missing == ("effect:swap",)
    odd = _status(report, "Odd Relic")
    assert odd.status == "not_expressible" and "unparsed:frobnicate" in odd.missing
    assert report.missing_features()["effect:swap"] == 1


def test_a_keyword_the_engine_does_not_read_is_not_scripted() -> None:
    card = cov.CardNeeds("Brute", ("90010",), "character", "stark", ("keyword:bludgeon",))
    report = cov.classify([card], scripted={})
    assert report.cards[0].status == "not_expressible"
    assert report.cards[0].missing == ("keyword:bludgeon",)


def test_a_scripted_card_counts_as_scripted(fixture_data: Path) -> None:
    catalogue = {
        "90004_old_seer": {
            "edition": "lcg2",
            "code": "90004",
            "name": "Old Seer",
            "abilities": ("an ability",),
        },
        "facts_only": {"edition": "lcg2", "name": "Odd Relic", "abilities": ()},
        "first_edition": {"edition": "lcg1", "name": "Eager Squire", "abilities": ("x",)},
    }
    report = cov.classify(cov.load(fixture_data), scripted=cov.scripted_cards(catalogue))
    seer = _status(report, "Old Seer")
    assert seer.status == "scripted" and seer.key == "90004_old_seer"
    # a file with no abilities, or another edition's, does not make a card scripted
    assert _status(report, "Odd Relic").status == "not_expressible"
    assert _status(report, "Eager Squire").status == "expressible"


def test_the_real_catalogue_counts_its_scripted_cards() -> None:
    report = cov.classify(cov.load())
    asha = cov.find(report, "01067")
    assert asha is not None and asha.status == "scripted" and asha.key == "01067_asha_greyjoy"


def test_cli_json_on_a_fixture(fixture_data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--coverage", "--json", "--data", str(fixture_data)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["total"] == 6
    assert (data["scripted"], data["expressible"], data["not_expressible"]) == (2, 2, 2)
    assert data["vanilla"] == 2  # both scripted names have no ability to write down
    assert data["missing_features"]["effect:swap"] == 1
    assert {c["name"]: c["status"] for c in data["cards"]}["Old Seer"] == "not_expressible"


def test_cli_text_on_a_fixture(fixture_data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--coverage", "--data", str(fixture_data)]) == 0
    out = capsys.readouterr().out
    assert "card names: 6" in out and "expressible" in out
    assert re.search(r"1\s+effect:swap", out)


def test_cli_without_data_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["cards", "--coverage", "--data", str(tmp_path / "none.json")]) == 2
    assert "no coverage data" in capsys.readouterr().err


def test_cli_on_the_real_data(carddata_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--coverage", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["total"] == 1745
    assert data["scripted"] + data["expressible"] + data["not_expressible"] == 1745
    assert data["scripted"] >= 1
    supported = features()
    for c in data["cards"]:
        assert all(f not in supported for f in c.get("missing", ()))


def test_the_shipped_data_is_what_the_script_makes(carddata_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "coverage.json"
    assert GEN.main(["--data", str(carddata_dir), "--out", str(out)]) == 0
    fresh = json.loads(out.read_text(encoding="utf-8"))
    shipped = json.loads(cov.DATA_FILE.read_text(encoding="utf-8"))
    assert fresh == shipped, "run python scripts/card_coverage.py and commit the data"


def test_unparsed_is_never_a_feature() -> None:
    assert not any(f.startswith("unparsed:") for f in features())


def test_every_restriction_feature_is_read_by_the_rules() -> None:
    from engine_ref.effects import REMOVAL_OPS

    code = "\n".join(
        p.read_text(encoding="utf-8")
        for p in (ROOT / "engine_ref").rglob("*.py")
        if p.name != "language.py"
    )
    # leaving play reads f"cannot_be_{how}" for each way of leaving it
    removal = {f"cannot_be_{event}" for event, _ in REMOVAL_OPS.values()}
    assert 'f"cannot_be_{how}"' in code
    for r in RESTRICTIONS:
        assert f'"{r}"' in code or r in removal, r


def test_every_limit_period_is_a_counter_the_game_resets() -> None:
    from engine_ref.abilities import LIMIT_PERIODS

    code = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "engine_ref").rglob("*.py"))
    supported = features()
    for period in LIMIT_PERIODS:
        assert f"limit:per_{period}" in supported and f"limit:max_per_{period}" in supported
        # the game's counters never reset: every other period's are cleared when it ends
        if period != "game":
            assert f'startswith("{period}:")' in code, period
    assert "limit:per_turn" not in supported


@pytest.mark.parametrize(
    ("text", "present", "absent"),
    [
        # a trigger holding commas of its own is read whole, not cut at its first comma
        (
            "<b>Interrupt:</b> When the effects of a triggered location, character, or "
            "attachment ability would initiate, cancel those effects.",
            {"trigger:played", "effect:cancel"},
            {"unparsed:trigger"},
        ),
        # a trigger the engine has no event for is named, not left unread
        (
            "<b>Reaction:</b> After you win initiative, gain 1 gold.",
            {"trigger:initiative_won", "effect:gain_gold"},
            {"unparsed:trigger"},
        ),
        # what "for each" counts stops at the next clause, which is read on its own
        (
            "<b>Action:</b> Choose a character. Until the end of the challenge, that character "
            "gets +4 STR for each card in your hand and gains a challenge icon of your choice.",
            {"value:hand", "effect:str", "effect:name_choice"},
            set(),
        ),
        (
            "<b>Action:</b> Pay 1 gold to return Odd Card from your discard pile to your hand.",
            {"cost:gold", "target:discard", "destination:hand", "effect:move_to"},
            {"unparsed:return"},
        ),
        (
            "<b>Action:</b> Choose a character. It gains or loses an [intrigue] icon.",
            {"effect:gain_icon", "effect:lose_icon"},
            {"unparsed:gains"},
        ),
        (
            "<b>Forced Interrupt:</b> When the dominance phase ends, if you have not lost an "
            "[intrigue] challenge this round, draw 3 cards.",
            {"trigger:phase_ends", "condition:lost_challenge_this_round", "effect:draw"},
            set(),
        ),
    ],
)
def test_the_generator_reads_a_clause(text: str, present: set[str], absent: set[str]) -> None:
    needs = set(GEN.classify_text(text, "Odd Card"))
    assert present <= needs, sorted(needs)
    assert not (absent & needs), sorted(needs)


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("<b>Reaction:</b> After you lose dominance, draw 1 card.", "trigger:dominance_lost"),
        ("<b>Reaction:</b> After you play a <i>Song</i> event, gain 1 gold.", "trigger:played"),
        (
            "<b>Reaction:</b> After you win an [intrigue] or [power] challenge, draw 1 card.",
            "trigger:won_challenge",
        ),
        (
            "<b>Reaction:</b> After no defenders are declared, draw 1 card.",
            "trigger:no_defenders_declared",
        ),
        ("<b>Reaction:</b> After an opponent draws 2 or more cards, gain 1 gold.", "trigger:drawn"),
    ],
)
def test_each_trigger_is_named(text: str, trigger: str) -> None:
    needs = set(GEN.classify_text(text, "Odd Card"))
    assert trigger in needs and "unparsed:trigger" not in needs, sorted(needs)


def test_a_moment_the_engine_has_no_event_for_is_not_expressible() -> None:
    needs = tuple(
        GEN.classify_text(
            "<b>Reaction:</b> After you choose a plot card to reveal, gain 2 gold.", "X"
        )
    )
    report = cov.classify(
        [cov.CardNeeds("X", ("90020",), "character", "stark", needs)], scripted={}
    )
    assert "trigger:plot_chosen" not in features()
    assert report.cards[0].status == "not_expressible"
    assert report.cards[0].missing == ("trigger:plot_chosen",)


def test_deck_building_sentences_are_no_need_of_the_engine() -> None:
    text = "You must include at least 12 [stark] cards in your deck."
    assert GEN.classify_text(text, "Odd Agenda") == []
    # an ability after them is still read
    both = text + "\nEach <i>Knight</i> character you control gets +1 STR."
    assert {"effect:str", "kind:constant"} <= set(GEN.classify_text(both, "Odd Agenda"))


@pytest.mark.parametrize(
    ("text", "present"),
    [
        (
            "<b>Reaction:</b> After a challenge is initiated against you, draw 1 card.",
            {"trigger:challenge_initiated", "condition:you_are", "effect:draw"},
        ),
        (
            "<b>Action:</b> Kneel Odd Card to place a character you control in shadows.",
            {"cost:kneel_self", "destination:shadows"},
        ),
        ("Each <i>Direwolf</i> card in your hand gains ambush (2).", {"keyword:ambush"}),
        (
            "Odd Card gains a [military], an [intrigue], and a [power] icon.",
            {"effect:gain_icon"},
        ),
        (
            "<b>Action:</b> Pay 1 gold to kneel Odd Card. Any player may initiate this ability.",
            {"kind:any_player"},
        ),
    ],
)
def test_more_clauses(text: str, present: set[str]) -> None:
    needs = set(GEN.classify_text(text, "Odd Card"))
    assert present <= needs and not any(f.startswith("unparsed:") for f in needs), sorted(needs)


@pytest.mark.parametrize(
    ("text", "feature"),
    [
        ("Odd Card contributes its STR to your side during a challenge.", "effect:challenge_str"),
        ("Odd Card contributes 2 STR towards dominance.", "effect:dominance_str"),
        (
            "While Odd Card is attacking, it does not contribute its STR to the challenge.",
            "restriction:does_not_contribute_strength",
        ),
    ],
)
def test_a_clause_is_named_as_the_engine_names_it(text: str, feature: str) -> None:
    assert feature in GEN.classify_text(text, "Odd Card")
    assert feature in features()


def test_pillage_and_lowest_str_are_the_engines_words() -> None:
    pillage = GEN.classify_text(
        "<b>Reaction:</b> After Odd Card discards a location using pillage, gain 1 gold.",
        "Odd Card",
    )
    assert "trigger:pillage_discarded" in pillage and "trigger:pillage_discarded" in features()
    lowest = GEN.classify_text(
        "<b>Action:</b> Kill the character with the lowest STR you control.", "Odd Card"
    )
    assert "filter:lowest_str" in lowest and "filter:lowest_str" in features()
    highest = GEN.classify_text(
        "<b>Action:</b> Kill the character with the highest STR you control.", "Odd Card"
    )
    # the highest among one player's characters is not the highest in play
    assert "filter:highest_lowest_among" in highest and "filter:highest_lowest" not in highest
    assert "filter:highest_lowest_among" not in features()
    in_play = GEN.classify_text(
        "<b>Action:</b> Kill a character with the highest STR in play.", "Odd Card"
    )
    assert "filter:highest_lowest" in in_play and "filter:highest_lowest" in features()


@pytest.mark.parametrize(
    ("text", "present", "absent"),
    [
        (
            "<b>When Revealed:</b> Choose an opponent. Discard 2 cards at random from that "
            "player's hand.",
            {"effect:discard_from_hand", "target:opponent"},
            set(),
        ),
        (
            "<b>Interrupt:</b> When Odd Card is killed, return her to your hand instead of "
            "placing her in your dead pile.",
            {"kind:replacement", "trigger:killed"},
            set(),
        ),
        (
            "<b>Action:</b> Kneel Odd Card to have a character participate in the challenge on "
            "your side.",
            {"effect:add_to_challenge"},
            set(),
        ),
        (
            "<b>Action:</b> Pay 1 gold to give Odd Card +1 STR until the end of the phase.",
            {"effect:str", "cost:gold"},
            {"unparsed:give"},
        ),
        (
            "<b>Action:</b> Choose a character without attachments and kneel it.",
            {"filter:has_attachments", "effect:kneel"},
            {"unparsed:without"},
        ),
        # a choice between effects is a feature of its own, not two effects
        (
            "<b>Reaction:</b> After you win a challenge (choose one):\n- Draw 1 card.\n"
            "- Gain 1 gold.",
            {"effect:choose_one", "effect:draw", "effect:gain_gold"},
            set(),
        ),
        # a keyword that opens a card's name is still the keyword
        ("Shadow (1).\n<b>Action:</b> Draw 1 card.", {"keyword:shadow"}, set()),
    ],
)
def test_effects_read_before_their_zones(text: str, present: set[str], absent: set[str]) -> None:
    needs = set(GEN.classify_text(text, "Shadow of Odd Card"))
    needs |= set(GEN.classify_text(text.replace("Odd Card", "Odd"), "Odd"))
    assert present <= needs, sorted(needs)
    assert not (absent & needs), sorted(needs)


@pytest.mark.parametrize(
    ("text", "present"),
    [
        (
            "Terminal.\nTreat attached character's printed text box as if it were blank.",
            {"effect:blank", "keyword:terminal"},
        ),
        (
            "Unique character with printed cost 4 or lower only. Ambush (1).\nAttached "
            "character gets +1 STR.",
            {"keyword:ambush", "effect:str"},
        ),
        (
            "While you control a <i>King</i> character, Odd Card does not kneel when declared "
            "as a defender.",
            {"restriction:does_not_kneel_defending"},
        ),
        (
            "<b>Forced Reaction:</b> After the marshaling phase begins, sacrifice Odd Card unless "
            "you discard 1 gold from it.",
            {"effect:unless_paid", "effect:sacrifice"},
        ),
    ],
)
def test_attachments_and_restrictions(text: str, present: set[str]) -> None:
    needs = set(GEN.classify_text(text, "Odd Card"))
    assert present <= needs and not any(f.startswith("unparsed:") for f in needs), sorted(needs)


@pytest.mark.parametrize(
    ("text", "present", "absent"),
    [
        (
            "<b>Action:</b> Sacrifice Odd Card to put every character that was killed this phase "
            "into play from the dead piles of their owners.",
            {"filter:killed_this_phase", "effect:put_into_play", "cost:sacrifice_self"},
            {"effect:kill"},
        ),
        (
            "<b>When Revealed:</b> Put the top character in every player's dead pile into play.",
            {"filter:top_of_pile", "effect:put_into_play"},
            set(),
        ),
        (
            "<b>Action:</b> Put a non-unique character into play from your hand.",
            {"effect:put_into_play", "target:hand"},
            {"unparsed:put"},
        ),
        (
            "<b>Reaction:</b> After power is gained by or moved to Odd Card, stand it.",
            {"trigger:power_gained", "effect:stand"},
            set(),
        ),
        (
            "<b>Action:</b> Kneel Odd Card to look at a player's hand.",
            {"effect:look_at"},
            {"unparsed:look"},
        ),
    ],
)
def test_cards_picked_by_history_or_place(text: str, present: set[str], absent: set[str]) -> None:
    needs = set(GEN.classify_text(text, "Odd Card"))
    assert present <= needs, sorted(needs)
    assert not (absent & needs), sorted(needs)


def test_a_titles_relations_are_facts() -> None:
    text = "Supported by Odd Title\nSupports: Odd Title\nRivals: Odd Title, Other Title"
    assert GEN.classify_text(text, "Some Title") == []


def test_power_moved_is_not_a_card_moved() -> None:
    needs = GEN.classify_text(
        "<b>Reaction:</b> After power is moved to your faction card, gain 2 gold.", "Odd Card"
    )
    assert "trigger:power_moved" in needs and "trigger:moved" not in needs


def test_an_amount_that_depends_on_a_condition_is_its_own_feature() -> None:
    needs = GEN.classify_text(
        "<b>When Revealed:</b> Choose and kneel a location. (Up to 3 locations instead if there "
        "is a <i>City</i> plot card among your used plots.)",
        "Odd Plot",
    )
    # another number of targets is not another amount of the same effect
    assert "target:alternative_count" in needs and "effect:kneel" in needs
    assert "effect:alternative_amount" not in needs
    # a target's ``more`` / ``more_if`` says it (A City Besieged)
    assert "target:alternative_count" in features()
    gold = GEN.classify_text(
        "<b>Action:</b> Kneel Odd Card to gain 1 gold. (2 gold instead if you are the first "
        "player.)",
        "Odd Card",
    )
    assert "effect:alternative_amount" in gold and "condition:first_player" in gold
    assert "effect:alternative_amount" in features()
    odd = GEN.classify_text(
        "<b>Action:</b> Kneel Odd Card to gain 1 gold. (2 gold instead if the moon is full.)",
        "Odd Card",
    )
    assert "unparsed:moon" in odd  # an unread condition keeps the card not expressible
    bound = GEN.classify_text(
        "<b>When Revealed:</b> Put a character with printed cost 2 or less into play from "
        "your hand. (Printed cost 5 or lower instead if you are the first player.)",
        "Odd Plot",
    )
    assert "filter:alternative_bound" in bound and "effect:alternative_amount" not in bound
    other = GEN.classify_text(
        "<b>Action:</b> Choose and kneel a character. (You may kill that character instead if "
        "it has the <i>Knight</i> trait.)",
        "Odd Card",
    )
    assert "effect:alternative_effect" in other and "effect:alternative_amount" not in other
    loses = GEN.classify_text("Each attacking character loses all keywords.", "Odd Card")
    assert "effect:lose_keyword" in loses and "effect:gain_keyword" not in loses
