"""Shared fixtures of the deck tests: the shipped catalogue and small deck builders."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from organiser.core.cards import CardCatalogue, default_catalogue
from organiser.core.decklist import DeckList

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(autouse=True)
def _own_card_database(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Imports go to a fresh folder: the user's own card database never leaks into a test."""
    monkeypatch.setenv("MAESTER_CARDS_DIR", str(tmp_path_factory.mktemp("cards")))


@pytest.fixture(scope="session")
def catalogue() -> CardCatalogue:
    return default_catalogue()


@pytest.fixture
def fixtures() -> Path:
    return FIXTURES


DeckBuilder = Callable[..., DeckList]


@pytest.fixture(scope="session")
def build(catalogue: CardCatalogue) -> DeckBuilder:
    """``build("stark", ["Fealty"], {"Arya Stark (WotN)": 3, ...})``: names (with packs) -> a DeckList."""

    def make(faction: str | None, agendas: list[str], cards: dict[str, int]) -> DeckList:
        def code(label: str) -> str:
            name, _, pack = label.partition(" (")
            return catalogue.resolve(name, pack.rstrip(")") or None).code

        return DeckList.build(
            faction, [code(a) for a in agendas], {code(k): n for k, n in cards.items()}
        )

    return make
