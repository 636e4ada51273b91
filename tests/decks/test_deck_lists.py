"""Deck-list parsing: every format, messy input, unknown names, round trips, no crashes."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from organiser.core.cards import CardCatalogue
from organiser.core.decklist import (
    WRITERS,
    DeckList,
    DeckParseError,
    detect_format,
    normalised_key,
    parse_decklist,
)
from organiser.core.errors import UserError

FIXTURE_DECKS = {
    "stark_fealty.txt": ("thronesdb-text", "stark", ["Fealty"], 7, 60),
    "stark_fealty_windows.txt": ("thronesdb-text", "stark", ["Fealty"], 7, 60),
    "martell_wars_to_come.txt": ("thronesdb-txt", "martell", ["The Wars To Come"], 10, 60),
    "lannister_rains.json": ("thronesdb-json", "lannister", ['"The Rains of Castamere"'], 12, 60),
    "tyrell_conclave_bare.txt": ("bare", "tyrell", ["The Conclave"], 7, 60),
    "greyjoy_core_starter.txt": ("thronesdb-text", "stark", ["Banner of the Kraken"], 7, 45),
}


def _split(deck: DeckList, catalogue: CardCatalogue) -> tuple[int, int]:
    plots = sum(n for c, n in deck.cards if catalogue.card(c).type == "plot")
    return plots, sum(n for _, n in deck.cards) - plots


@pytest.mark.parametrize("name", sorted(FIXTURE_DECKS))
def test_fixture_decks_parse(name: str, fixtures: Path, catalogue: CardCatalogue) -> None:
    fmt, faction, agendas, plots, draw = FIXTURE_DECKS[name]
    deck = parse_decklist((fixtures / name).read_bytes(), catalogue)
    assert deck.source_format == fmt
    assert deck.faction == faction
    assert [catalogue.card(a).name for a in deck.agendas] == agendas
    assert _split(deck, catalogue) == (plots, draw)


def test_windows_bom_curly_apostrophes_trailing_spaces(
    fixtures: Path, catalogue: CardCatalogue
) -> None:
    clean = parse_decklist((fixtures / "stark_fealty.txt").read_text(), catalogue)
    messy_bytes = (fixtures / "stark_fealty_windows.txt").read_bytes()
    assert messy_bytes.startswith(b"\xef\xbb\xbf") and b"\r\n" in messy_bytes
    assert "’".encode() in messy_bytes
    messy = parse_decklist(messy_bytes, catalogue)
    assert normalised_key(messy) == normalised_key(clean)
    assert messy.name == clean.name == "Winter Is Coming"


def test_thronesdb_text_layout(catalogue: CardCatalogue) -> None:
    text = """My Deck

House Stark
Fealty

Packs: From Core Set to Wolves of the North

Plots (2):
1x A Noble Cause (Core)
1x A Feast for Crows (Core Set)

Characters (4):
3x Arya Stark (WotN)
1x Old Nan (WotN)
"""
    deck = parse_decklist(text, catalogue)
    assert deck.name == "My Deck" and deck.faction == "stark"
    assert catalogue.card(deck.agendas[0]).name == "Fealty"
    names = {catalogue.card(c).name: n for c, n in deck.cards}
    assert names == {"A Noble Cause": 1, "A Feast for Crows": 1, "Arya Stark": 3, "Old Nan": 1}
    assert catalogue.resolve("Arya Stark", "WotN").code in deck.counts()


def test_same_name_needs_a_pack(catalogue: CardCatalogue) -> None:
    with pytest.raises(DeckParseError, match="add the pack") as info:
        parse_decklist("House Greyjoy\n1x Sea of Blood\n3x Theon Greyjoy (Core)\n", catalogue)
    problem = info.value.problems[0]
    assert problem.line == 2 and "Sea of Blood (KotI)" in problem.suggestions
    by_code = parse_decklist("House Greyjoy\n1x Sea of Blood (KotI)\n", catalogue)
    by_name = parse_decklist("House Greyjoy\n1x Sea of Blood (Kings of the Isles)\n", catalogue)
    assert by_code.agendas == by_name.agendas == ("12045",)
    # a version's card pool settles it: the original is out of the pool, the redesign is in
    pooled = parse_decklist("House Greyjoy\n1x Sea of Blood\n", catalogue, out_of_pool={"12045"})
    assert pooled.agendas == ("17149",)


def test_unknown_names_are_all_reported_with_closest_matches(catalogue: CardCatalogue) -> None:
    with pytest.raises(DeckParseError) as info:
        parse_decklist(
            "House Stark\n3x Jon Snwo (Core)\n3x Ary Stark (WotN)\n2x Zzzzzz\n", catalogue
        )
    problems = info.value.problems
    assert [p.line for p in problems] == [2, 3, 4]
    assert "Jon Snow" in problems[0].suggestions or "Jon Snow" in problems[0].message
    assert "Arya Stark" in problems[1].suggestions
    assert info.value.to_json()["problems"][2]["line"] == 4
    assert "line 2" in info.value.message and "2 more" in info.value.message


def test_bare_list_infers_the_faction(catalogue: CardCatalogue) -> None:
    deck = parse_decklist("3x Arya Stark (WotN)\n3 Old Nan\nOsha x2\n", catalogue)
    assert deck.faction == "stark" and deck.source_format == "bare"
    assert any("inferred" in w for w in deck.warnings)
    assert sum(n for _, n in deck.cards) == 8
    forced = parse_decklist("2x Milk of the Poppy\n", catalogue, faction="House Tyrell")
    assert forced.faction == "tyrell"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("   \n\r\n", "empty"),
        ("House Stark\nFealty\n", None),
        ("hello world\nthis is not a deck\n", "no card lines"),
        ("House Stark\nPlots (1):\nnot a card line\n", "neither a card line"),
        ("House Stark\n0x Old Nan\n", "is not a count"),
        ("House Stark\n1000x Old Nan\n", "is not a count"),
        ('{"slots": [1, 2]}', "slots"),
        ('{"slots": {"99999": 1}}', "no card has the code"),
        ('{"slots": {"01001": -1}}', "is not a count"),
        ("{broken json", "not valid JSON"),
        ("House Stark\nPlots (1):\n1x Fealty\nAgenda:\n1x Old Nan\n", "not an agenda"),
    ],
)
def test_garbage_gets_a_clear_error(
    text: str, message: str | None, catalogue: CardCatalogue
) -> None:
    if message is None:
        deck = parse_decklist(text, catalogue)  # an agenda alone is a (very illegal) deck
        assert deck.agendas and not deck.cards
        return
    with pytest.raises(DeckParseError, match=message):
        parse_decklist(text, catalogue)


def test_detect_format() -> None:
    assert detect_format('{"slots": {}}') == "thronesdb-json"
    assert detect_format("Deck\nVersion: 1.0\n\nHouse Stark\n") == "thronesdb-txt"
    assert detect_format("Deck\n\nHouse Stark\nPlots (7):\n") == "thronesdb-text"
    assert detect_format("3x Old Nan\n") == "bare"


@pytest.mark.parametrize("writer", sorted(WRITERS))
@pytest.mark.parametrize("name", sorted(FIXTURE_DECKS))
def test_round_trip_every_format(
    writer: str, name: str, fixtures: Path, catalogue: CardCatalogue
) -> None:
    deck = parse_decklist((fixtures / name).read_bytes(), catalogue)
    text = WRITERS[writer](deck, catalogue)
    again = parse_decklist(text, catalogue)
    assert again.source_format == writer
    if writer == "bare" and name == "greyjoy_core_starter.txt":
        # a bare list carries no faction: the Stark starter's loyal Greyjoy cards outvote it
        assert again.cards == deck.cards and again.agendas == deck.agendas
        return
    assert normalised_key(again) == normalised_key(deck)
    if writer != "bare":
        assert again.name == (deck.name or "Deck")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=400))
def test_no_text_crashes_the_parser(text: str) -> None:
    from organiser.core.cards import default_catalogue

    try:
        deck = parse_decklist(text, default_catalogue())
    except UserError as exc:
        assert exc.message
    else:
        assert deck.cards or deck.agendas


_LINE = st.one_of(
    st.sampled_from(
        ["House Stark", "Fealty", "Plots (7):", "Characters:", "Packs: Core", "Version: 1",
         "3x Old Nan", "1x A Noble Cause (Core)", "2x Jon Snow (Core)", "x3 Osha", "3x", "(Core)",
         "{", "}", "\"slots\": {}", "1x Sea of Blood", "Agenda", "1x Ned (Core"]
    ),
    st.text(alphabet="0123456789x ()'’:\"{}[],Éa\t\r", max_size=30),
)  # fmt: skip


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_LINE, max_size=25))
def test_no_line_mix_crashes_the_parser(lines: list[str]) -> None:
    from organiser.core.cards import default_catalogue

    text = "\n".join(lines)
    for data in (text, text.encode("utf-8"), text.encode("utf-16")):
        try:
            parse_decklist(data, default_catalogue())
        except UserError as exc:
            assert exc.message


def test_key_value_notes_are_ignored_with_a_warning(catalogue: CardCatalogue) -> None:
    text = "House Stark\nFealty\nPlots (1):\n1x A Noble Cause (Core)\nJoust: Legal\n3x Old Nan (WotN)\n"
    deck = parse_decklist(text, catalogue)
    assert sum(n for _, n in deck.cards) == 4
    assert any("Joust: Legal" in w for w in deck.warnings)
