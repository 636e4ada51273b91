"""Every out-of-the-box deck of the card data gets the verdict a rules expert gives."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from organiser.core.cards import CardCatalogue, RestrictedList
from organiser.core.decklist import DeckList
from organiser.core.legality import check_deck

CORE_STARTERS = {"Core-1", "Core-2", "Core-3", "Core-4"}


@pytest.fixture
def standalone(carddata_dir: Path) -> list[dict[str, Any]]:
    return json.loads((carddata_dir / "standalone-decks.json").read_text(encoding="utf-8"))


def _deck(raw: dict[str, Any]) -> DeckList:
    agendas = [raw["agenda"]] if raw.get("agenda") else []
    return DeckList.build(
        raw["faction"], agendas, {c["code"]: c["count"] for c in raw["cards"]}, name=raw["name"]
    )


def _in_force(catalogue: CardCatalogue, date: str) -> RestrictedList | None:
    """The newest restricted list published on or before ``date`` (None before the first)."""
    older = [r for r in catalogue.restricted_lists if r.date <= date]
    return older[-1] if older else None


def test_core_starter_decks_are_illegal(
    standalone: list[dict[str, Any]], catalogue: CardCatalogue
) -> None:
    starters = [d for d in standalone if d["id"] in CORE_STARTERS]
    assert len(starters) == 4
    for raw in starters:
        report = check_deck(_deck(raw), catalogue, restricted=None)
        assert report.rules() == {"draw-count", "loyalty"}, (raw["id"], report.errors)
        assert report.deck.draw < 60
        loyalty = next(e for e in report.errors if e.rule == "loyalty")
        banner_faction = catalogue.card(raw["agenda"]).name  # e.g. Banner of the Kraken
        assert loyalty.cards and banner_faction.startswith("Banner of the")


def test_sixty_card_decks_are_legal_under_the_deck_rules(
    standalone: list[dict[str, Any]], catalogue: CardCatalogue
) -> None:
    decks = [d for d in standalone if d["id"] not in CORE_STARTERS]
    assert len(decks) >= 25
    plot_sizes = set()
    for raw in decks:
        report = check_deck(_deck(raw), catalogue, restricted=None)
        assert report.legal, (raw["id"], report.errors)
        assert report.deck.draw >= 60
        plot_sizes.add(report.deck.plots)
    assert plot_sizes == {7, 10, 12}  # Rains (12) and The Wars To Come (10) are among them


def test_restricted_list_verdicts_follow_the_version(
    standalone: list[dict[str, Any]], catalogue: CardCatalogue, carddata_dir: Path
) -> None:
    by_id = {d["id"]: d for d in standalone}
    raw_lists = {
        r["code"]: r
        for r in json.loads((carddata_dir / "restricted-list.json").read_text(encoding="utf-8"))
    }
    joust_21 = next(f for f in raw_lists["ffg2.1"]["formats"] if f["name"] == "joust")
    restricted_21 = {
        catalogue.card(c["code"]).name
        for c in by_id["uCHP10"]["cards"]
        if c["code"] in joust_21["restricted"]
    }
    assert len(restricted_21) > 1 and "Flea Bottom" in restricted_21
    # Legal under the list in force when each deck came out, with one known exception: the
    # 2018 World Championship deck (sold 2019-04, played 2018 with Flea Bottom its only
    # restricted title) runs several titles that FAQ v2.1 restricted.
    for raw in standalone:
        if raw["id"] in CORE_STARTERS:
            continue
        rlist = _in_force(catalogue, raw["releaseDate"])
        report = check_deck(_deck(raw), catalogue, restricted=rlist)
        if raw["id"] == "uCHP10":
            assert rlist is not None and rlist.code == "ffg2.1"
            assert report.rules() == {"restricted"}
            (error,) = report.errors
            assert set(error.cards) == restricted_21
        else:
            assert report.legal, (raw["id"], rlist and rlist.code, report.errors)
    played = check_deck(
        _deck(by_id["uCHP10"]), catalogue, restricted=catalogue.restricted_list("ffg2.0")
    )
    assert played.legal
    # Under Standard v2.1 the redesigns replace originals: The Long Plan's Wars To Come is out
    newest = catalogue.restricted_list("Standard v2.1")
    long_plan = check_deck(_deck(by_id["SoD-2"]), catalogue, restricted=newest)
    pool = next(e for e in long_plan.errors if e.rule == "card-pool")
    assert "The Wars To Come (SoD)" in pool.cards
    # ... and The Old Way's original Sea of Blood too
    old_way = check_deck(_deck(by_id["KotI-2"]), catalogue, restricted=newest)
    assert "Sea of Blood (KotI)" in next(e for e in old_way.errors if e.rule == "card-pool").cards
    # a deck untouched by the lists stays legal from the first version to the newest
    for rlist in catalogue.restricted_lists:
        assert check_deck(_deck(by_id["WotN-2"]), catalogue, restricted=rlist).legal, rlist.code
