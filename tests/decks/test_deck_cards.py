"""The card catalogue: loaders for every supported layout, search, the shipped facts."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from organiser.core.cards import (
    EDITION_1E,
    AmbiguousCard,
    CardCatalogue,
    catalogue_from_facts,
    catalogue_to_facts,
    faction_code,
    keywords_of,
    load_catalogue,
    load_first_edition_cards,
    load_pack_folder,
    load_restricted_lists,
    load_thronesdb_cards,
    normalise_name,
    save_catalogue,
    shipped_catalogue_path,
)
from organiser.core.errors import NotFound, UserError


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Jaqen H'ghar", "jaqen hghar"),
        ("Jaqen H’ghar", "JAQEN H'GHAR"),
        ('"The Rains of Castamere"', "the rains of castamere"),
        ("Maester Élan", "maester elan"),
        ("  Old   Nan ", "old nan"),
    ],
)
def test_normalise_name_ignores_case_accents_apostrophes(a: str, b: str) -> None:
    assert normalise_name(a) == normalise_name(b)


def test_normalise_name_keeps_different_names_apart() -> None:
    assert normalise_name("Robb Stark") != normalise_name("Rob Stark")


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("House Stark", "stark"),
        ("stark", "stark"),
        ("The Night's Watch", "thenightswatch"),
        ("Night’s Watch", "thenightswatch"),
        ("thenightswatch", "thenightswatch"),
        ("Dorne", None),
    ],
)
def test_faction_code(text: str, code: str | None) -> None:
    assert faction_code(text) == code


def test_keywords_are_read_from_the_head_of_the_text_only() -> None:
    assert keywords_of("Shadow (2). Stealth.\n<b>Reaction:</b> gain stealth.") == (
        "shadow",
        "stealth",
    )
    assert keywords_of("<b>Action:</b> Give a character stealth.") == ()
    assert keywords_of("Limited. +1 Income.") == ("limited",)


def test_pack_folder(fixtures: Path) -> None:
    cat = load_pack_folder(fixtures / "mini2e")
    ser = cat.card("90001")
    assert (ser.name, ser.faction, ser.loyal, ser.pack) == ("Ser Testington", "stark", True, "Tst")
    assert ser.keywords == ("shadow", "stealth")
    assert ser.icons == ("military",)
    plot = cat.card("90004")
    assert plot.plot is not None and plot.plot.initiative == "X" and plot.plot.income == 5
    assert cat.card("90003").cost == "X" and cat.card("90003").strength == "-"
    assert cat.card("90006").keywords == ("limited",)
    assert not cat.is_constructed(cat.card("90101")) and cat.is_constructed(ser)
    # without a pack, the variant printing is ignored; with one, it is chosen
    assert cat.resolve("Ser Testington").code == "90001"
    assert cat.resolve("Ser Testington", "Test Variants").code == "90101"
    assert [r.code for r in cat.restricted_lists] == ["test0.9", "test1.0"]  # by date
    assert cat.restricted_list().code == "test1.0"
    assert cat.restricted_list("Test List v1.0").code == "test1.0"  # double space in the data
    assert cat.restricted_list("TEST0.9").code == "test0.9"
    with pytest.raises(NotFound, match="Unknown restricted-list version"):
        cat.restricted_list("v7")
    assert cat.imports and cat.imports[0].cards == 7


def test_pack_folder_errors(tmp_path: Path) -> None:
    with pytest.raises(UserError, match="not a folder"):
        load_pack_folder(tmp_path / "missing")
    with pytest.raises(UserError, match="No pack files"):
        load_pack_folder(tmp_path)
    (tmp_path / "Bad.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(UserError, match="not valid JSON"):
        load_pack_folder(tmp_path)


def test_thronesdb_api_array(fixtures: Path) -> None:
    cat = load_thronesdb_cards(fixtures / "thronesdb_api_cards.json")
    ser = cat.card("90001")
    assert ser.traits == ("Knight", "Lord")
    assert ser.icons == ("military", "power") and ser.unique and ser.loyal
    assert ser.keywords == ("shadow", "stealth")
    assert cat.packs["Tst"].name == "Test Core"
    assert cat.card("90004").plot is not None
    with pytest.raises(UserError, match="JSON array"):
        load_thronesdb_cards({"code": "x"})  # type: ignore[arg-type]
    with pytest.raises(UserError, match="API layout"):
        load_thronesdb_cards([{"name": "no code"}])


def test_reimport_updates_in_place(fixtures: Path) -> None:
    cat = load_pack_folder(fixtures / "mini2e")
    update = load_thronesdb_cards(fixtures / "thronesdb_api_cards.json")
    before = len(cat.cards)
    cat.update(update)
    assert len(cat.cards) == before  # same codes: replaced, not duplicated
    assert cat.card("90001").traits == ("Knight", "Lord")
    assert len(cat.imports) == 2
    with pytest.raises(UserError, match="Cannot merge"):
        cat.update(CardCatalogue(edition=EDITION_1E))


def test_restricted_list_loader(fixtures: Path) -> None:
    versions = load_restricted_lists(fixtures / "mini2e" / "restricted-list.json")
    v1 = versions[-1]
    joust = v1.format("joust")
    assert joust.restricted == {"90001"} and joust.banned == {"90003"}
    assert joust.pods[0].restricted == "90001" and joust.pods[1].restricted is None
    assert v1.banned_cards == {"90006"}
    assert v1.format("melee").restricted == frozenset()
    with pytest.raises(UserError):
        load_restricted_lists({"not": "a list"})


def test_first_edition_loader(fixtures: Path) -> None:
    cat = load_first_edition_cards(fixtures / "first_edition_cards.json")
    assert cat.edition == EDITION_1E
    guard = cat.card("1e0001")
    assert guard.faction == "stark" and guard.type == "character" and guard.deck_limit == 3
    assert cat.card("1e0032").deck_limit == 1
    assert cat.card("1e0031").houses == ("stark", "baratheon")
    assert cat.card("1e0028").legality_in("joust") == "Banned"
    assert cat.card("1e0030").legality_in("melee") == "Legal"
    # two printings of a name in two sets: the set resolves it
    with pytest.raises(AmbiguousCard):
        cat.resolve("Winterfell Guard 1")
    assert cat.resolve("Winterfell Guard 1", "Another Set").code == "1e0042"
    with pytest.raises(UserError, match="card search layout"):
        load_first_edition_cards([{"name": "no id"}])


def test_search(catalogue: CardCatalogue) -> None:
    found = catalogue.search("jaqen h’ghar")
    assert found and all("jaqen" in normalise_name(c.name) for c in found)
    plots = catalogue.search("", faction="House Stark", type="plot")
    assert plots and all(c.faction == "stark" and c.type == "plot" for c in plots)
    in_pack = catalogue.search("", pack="Wolves of the North")
    assert in_pack and {c.pack for c in in_pack} == {"WotN"}
    assert catalogue.search("", pack="No Such Pack") == []
    prefixed = catalogue.search("arya")
    assert normalise_name(prefixed[0].name).startswith("arya")


def test_resolve_messages(catalogue: CardCatalogue) -> None:
    with pytest.raises(NotFound, match="Did you mean: Jon Snow") as info:
        catalogue.resolve("Jon Snwo")
    assert "Jon Snow" in info.value.details["suggestions"]
    with pytest.raises(AmbiguousCard, match=r"Sea of Blood \(KotI\) or Sea of Blood \(R\)"):
        catalogue.resolve("Sea of Blood")
    assert catalogue.resolve("Sea of Blood", "KotI").code == "12045"
    assert catalogue.resolve("sea of blood", "Kings of the Isles").code == "12045"
    # the version's card pool settles an original against its redesign
    assert catalogue.resolve("Sea of Blood", out_of_pool={"12045"}).code == "17149"
    with pytest.raises(NotFound, match="not in the pack"):
        catalogue.resolve("Sea of Blood", "Core")


def test_facts_round_trip_and_no_text(fixtures: Path, tmp_path: Path) -> None:
    cat = load_pack_folder(fixtures / "mini2e")
    path = save_catalogue(cat, tmp_path / "c.json.gz")
    raw = gzip.decompress(path.read_bytes()).decode("utf-8")
    assert "test passes" not in raw and "flavour" not in raw and "Nobody" not in raw
    again = load_catalogue(path)
    assert again.cards == cat.cards
    assert again.restricted_lists == cat.restricted_lists
    assert again.packs == cat.packs
    # reproducible bytes
    assert save_catalogue(again, tmp_path / "d.json.gz").read_bytes() == path.read_bytes()
    with pytest.raises(UserError, match="format"):
        catalogue_from_facts({"format": 99})
    (tmp_path / "broken.json.gz").write_bytes(b"\x1f\x8bnot gzip")
    with pytest.raises(UserError, match="damaged"):
        load_catalogue(tmp_path / "broken.json.gz")


def test_shipped_catalogue_is_facts_only(catalogue: CardCatalogue) -> None:
    path = shipped_catalogue_path()
    data = json.loads(gzip.decompress(path.read_bytes()))
    allowed = {
        "code", "name", "type", "faction", "pack", "loyal", "unique", "cost", "strength",
        "icons", "traits", "keywords", "plot", "deckLimit", "quantity",
    }  # fmt: skip
    assert all(set(row) <= allowed for row in data["cards"])
    assert len(catalogue.cards) > 2000 and len(catalogue.restricted_lists) >= 30
    assert catalogue.restricted_list().date >= "2026-07-01"
    assert catalogue_to_facts(catalogue_from_facts(data)) == data


def test_shipped_catalogue_matches_the_card_data(carddata_dir: Path, tmp_path: Path) -> None:
    """The shipped file is what scripts/build_catalogue.py makes of the data today."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    out = tmp_path / "agot2e.json.gz"
    subprocess.run(
        [
            sys.executable,
            str(root / "scripts" / "build_catalogue.py"),
            str(carddata_dir),
            "--out",
            str(out),
        ],
        check=True,
        capture_output=True,
    )
    assert out.read_bytes() == shipped_catalogue_path().read_bytes(), (
        "resources/cards/agot2e.json.gz is stale: run scripts/build_catalogue.py"
    )
