"""Legality: one list per rule (each breaking exactly what it names), agendas, versions."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from organiser.core.agendas import NO_DECK_RULES, SPECS
from organiser.core.cards import Card, CardCatalogue, load_first_edition_cards
from organiser.core.decklist import DeckList, parse_decklist
from organiser.core.errors import UserError
from organiser.core.legality import LegalityReport, check_deck

Check = Callable[..., LegalityReport]


@pytest.fixture(scope="module")
def base(catalogue: CardCatalogue) -> DeckList:
    """A legal Stark Fealty deck (7 plots, 60 cards), read from a ThronesDB text export."""
    path = Path(__file__).parent / "fixtures" / "stark_fealty.txt"
    return parse_decklist(path.read_text(encoding="utf-8"), catalogue)


def code(catalogue: CardCatalogue, label: str) -> str:
    name, _, pack = label.partition(" (")
    return catalogue.resolve(name, pack.rstrip(")") or None).code


def edit(
    deck: DeckList,
    catalogue: CardCatalogue,
    add: dict[str, int] | None = None,
    remove: dict[str, int] | None = None,
    *,
    faction: str | None = "keep",
    agendas: list[str] | None = None,
) -> DeckList:
    counts = deck.counts()
    for label, n in (add or {}).items():
        c = code(catalogue, label)
        counts[c] = counts.get(c, 0) + n
    for label, n in (remove or {}).items():
        c = code(catalogue, label)
        counts[c] -= n
    return DeckList.build(
        deck.faction if faction == "keep" else faction,
        deck.agendas if agendas is None else [code(catalogue, a) for a in agendas],
        counts,
    )


def rules(deck: DeckList, catalogue: CardCatalogue, **kw: object) -> set[str]:
    return check_deck(deck, catalogue, **kw).rules()  # type: ignore[arg-type]


def test_the_base_deck_is_legal(base: DeckList, catalogue: CardCatalogue) -> None:
    report = check_deck(base, catalogue, restricted=catalogue.restricted_list())
    assert report.legal, report.errors
    assert report.deck.plots == 7 and report.deck.draw == 60
    assert report.to_json()["deck"]["agendas"] == ["Fealty"]
    assert report.restricted == catalogue.restricted_list().code  # type: ignore[union-attr]


# Each list breaks exactly one rule of the base deck.
@pytest.mark.parametrize(
    ("rule", "change"),
    [
        ("faction", {"faction": None}),
        ("faction", {"faction": "neutral"}),
        ("agenda-count", {"agendas": ["Fealty", "The Lord of the Crossing"]}),
        ("plot-count", {"remove": {"The Winds of Winter (Core)": 1}}),
        ("plot-count", {"add": {"A Noble Cause (Core)": 1}}),
        (
            "plot-duplicates",
            {
                "add": {"A Storm of Swords (Core)": 1, "Calling the Banners (Core)": 1},
                "remove": {"The Winds of Winter (Core)": 1, "Wildfire Assault (Core)": 1},
            },
        ),
        (
            "plot-deck-limit",
            {"add": {"A Feast for Crows (Core)": 2}, "remove": {"The Winds of Winter (Core)": 1, "Wildfire Assault (Core)": 1}},
        ),
        ("draw-count", {"remove": {"Old Nan (WotN)": 1}}),
        ("copies", {"add": {"Old Nan (WotN)": 1}, "remove": {"Osha (WotN)": 1}}),
        ("loyalty", {"add": {"Tywin Lannister (Core)": 1}}),
        ("out-of-faction", {"add": {"Lannisport Merchant (Core)": 1}}),
        ("not-a-deck-card", {"add": {"Hand of the King": 1}}),
        ("not-constructed", {"add": {"Vargo Hoat (ToJ)": 1}, "remove": {"Old Nan (WotN)": 1}}),
        ("agenda:Fealty", {"add": {"Milk of the Poppy (Core)": 3, "Bodyguard (Core)": 3, "Tears of Lys (Core)": 1}}),
    ],
)  # fmt: skip
def test_one_list_per_rule(
    rule: str, change: dict[str, object], base: DeckList, catalogue: CardCatalogue
) -> None:
    deck = edit(base, catalogue, **change)  # type: ignore[arg-type]
    report = check_deck(deck, catalogue)
    assert report.rules() == {rule}, report.errors
    error = report.errors[0]
    assert error.message
    if rule in {"copies", "loyalty", "out-of-faction", "plot-duplicates", "plot-deck-limit"}:
        assert error.cards  # the cards are named


def test_card_lists_name_the_cards(base: DeckList, catalogue: CardCatalogue) -> None:
    deck = edit(base, catalogue, add={"Tywin Lannister (Core)": 1})
    (error,) = check_deck(deck, catalogue).errors
    assert error.cards == ("Tywin Lannister (Core)",)
    assert error.to_json() == {
        "rule": "loyalty",
        "message": error.message,
        "cards": ["Tywin Lannister (Core)"],
        # kept so the window can show the message in the user's language
        "template": "Loyal cards of {factions} are never allowed in a {faction} deck.",
        "values": {"factions": "House Lannister", "faction": "House Stark"},
    }


# --- restricted lists ------------------------------------------------------------------------


def _restricted_cards(catalogue: CardCatalogue, version: str, faction: str) -> list[Card]:
    rlist = catalogue.restricted_list(version)
    assert rlist is not None
    cards = [catalogue.card(c) for c in sorted(rlist.format("joust").restricted)]
    return [c for c in cards if c.faction in ("neutral", faction) and c.type != "agenda"]


def test_restricted_titles(base: DeckList, catalogue: CardCatalogue) -> None:
    version = "Standard v2.1"
    rlist = catalogue.restricted_list(version)
    options = [
        c for c in _restricted_cards(catalogue, version, "stark") if c.type != "plot"
        and not any(c.code in p.cards for p in rlist.format("joust").pods)  # type: ignore[union-attr]
    ]  # fmt: skip
    assert len(options) >= 2
    in_base = {
        catalogue.card(c).name for c, _ in base.cards if c in rlist.format("joust").restricted
    }  # type: ignore[union-attr]
    assert len(in_base) <= 1  # the base deck is legal
    one = edit(base, catalogue, add={f"{options[0].name} ({options[0].pack})": 1})
    assert ("restricted" in rules(one, catalogue, restricted=rlist)) == bool(
        in_base - {options[0].name}
    )
    two = edit(one, catalogue, add={f"{options[1].name} ({options[1].pack})": 1})
    report = check_deck(two, catalogue, restricted=rlist)
    assert "restricted" in report.rules()
    (error,) = [e for e in report.errors if e.rule == "restricted"]
    assert set(error.cards) == {options[0].name, options[1].name} | in_base
    # melee has its own list; no list at all checks nothing of the kind
    assert "restricted" not in rules(two, catalogue, restricted=None)


def test_card_pool_and_format_bans(base: DeckList, catalogue: CardCatalogue) -> None:
    newest = catalogue.restricted_list()
    assert newest is not None
    # the original Wars To Come is out of the pool of the newest list (the redesign replaces it)
    deck = edit(base, catalogue, agendas=["The Wars To Come (SoD)"])
    assert "card-pool" in rules(deck, catalogue, restricted=newest)
    assert "card-pool" not in rules(deck, catalogue, restricted=catalogue.restricted_list("ffg1.3"))
    # a format ban (melee of Standard v2.1 bans cards that joust does not)
    melee_banned = sorted(newest.format("melee").banned - newest.format("joust").banned)
    assert melee_banned
    card = catalogue.card(melee_banned[0])
    deck = DeckList.build(base.faction, base.agendas, {**base.counts(), card.code: 1})
    assert "banned" in rules(deck, catalogue, format="melee", restricted=newest)
    assert "banned" not in rules(deck, catalogue, format="joust", restricted=newest)


def test_pods(base: DeckList, catalogue: CardCatalogue) -> None:
    # Conclave FAQ v2.0, joust: Wyman Manderly (restricted) forbids Skagos and Bear Island Scout
    conclave = catalogue.restricted_list("conclave2.0")
    wyman = edit(base, catalogue, add={"Wyman Manderly (TMoW)": 1})
    assert "pod" not in rules(wyman, catalogue, restricted=conclave)
    both = edit(wyman, catalogue, add={"Skagos (IDP)": 1})
    report = check_deck(both, catalogue, restricted=conclave)
    (pod,) = [e for e in report.errors if e.rule == "pod"]
    assert pod.cards == ("Wyman Manderly (TMoW)", "Skagos (IDP)")
    assert "pod" not in rules(
        edit(base, catalogue, add={"Skagos (IDP)": 1}), catalogue, restricted=conclave
    )
    # Standard v1.0, joust: a pod without a restricted card allows one of its cards
    standard = catalogue.restricted_list("gotstandard1.0")
    pod_cards = next(p for p in standard.format("joust").pods if not p.restricted).cards  # type: ignore[union-attr]
    names = sorted(catalogue.card(c).name for c in pod_cards)
    assert names == ["Bowels of Casterly Rock", "Nightflyer"]
    one = DeckList.build("stark", base.agendas, {**base.counts(), sorted(pod_cards)[0]: 1})
    two = DeckList.build("stark", base.agendas, {**base.counts(), **dict.fromkeys(pod_cards, 1)})
    assert "pod" not in rules(one, catalogue, restricted=standard)
    assert "pod" in rules(two, catalogue, restricted=standard)


def test_bad_ruleset_or_format(base: DeckList, catalogue: CardCatalogue) -> None:
    with pytest.raises(UserError, match="ruleset"):
        check_deck(base, catalogue, ruleset="lcg3")
    with pytest.raises(UserError, match="format"):
        check_deck(base, catalogue, format="cube")


def test_unknown_codes_are_reported(base: DeckList, catalogue: CardCatalogue) -> None:
    deck = DeckList.build("stark", base.agendas, {**base.counts(), "99999": 1})
    assert "unknown-card" in rules(deck, catalogue)


# --- agendas ---------------------------------------------------------------------------------


def _fill(
    catalogue: CardCatalogue, faction: str, titles: int, skip: frozenset[str] = frozenset()
) -> dict[str, int]:
    """3 copies of ``titles`` plain in-faction draw cards (constructed, no special traits)."""
    out: dict[str, int] = {}
    for card in sorted(catalogue.cards.values(), key=lambda c: c.code):
        if len(out) == titles:
            break
        if (
            card.faction == faction and card.type in ("character", "event")
            and card.deck_limit == 3 and catalogue.is_constructed(card) and card.name not in skip
            and not {"Maester", "Kingsguard", "Small Council", "Fool", "Wildling"} & set(card.traits)
            and not any(catalogue.card(o).name == card.name for o in out)
        ):  # fmt: skip
            out[card.code] = 3
    return out


def _plots(
    catalogue: CardCatalogue, n: int, keep: Callable[[Card], bool] = lambda c: True
) -> dict[str, int]:
    out: dict[str, int] = {}
    for card in sorted(catalogue.cards.values(), key=lambda c: c.code):
        if len(out) == n:
            break
        if (
            card.type == "plot" and card.faction == "neutral" and catalogue.is_constructed(card)
            and not {"Winter", "Summer", "Kingdom", "Omen", "Scheme"} & set(card.traits) and keep(card)
            and not any(catalogue.card(o).name == card.name for o in out)
        ):  # fmt: skip
            out[card.code] = 1
    return out


def deck_of(
    catalogue: CardCatalogue,
    faction: str,
    agendas: list[str],
    *,
    titles: int = 20,
    plots: dict[str, int] | None = None,
    extra: dict[str, int] | None = None,
) -> DeckList:
    counts = {**_fill(catalogue, faction, titles), **(plots or _plots(catalogue, 7))}
    for label, n in (extra or {}).items():
        counts[code(catalogue, label)] = n
    return DeckList.build(faction, [code(catalogue, a) for a in agendas], counts)


def test_banner_allows_non_loyal_cards_and_needs_twelve(catalogue: CardCatalogue) -> None:
    lions = {c: 3 for c in list(_fill(catalogue, "lannister", 40))}
    non_loyal = [c for c in lions if not catalogue.card(c).loyal][:4]
    assert len(non_loyal) == 4
    ok = deck_of(catalogue, "stark", ["Banner of the Lion"], titles=20)
    with_lions = DeckList.build("stark", ok.agendas, {**ok.counts(), **dict.fromkeys(non_loyal, 3)})
    assert check_deck(with_lions, catalogue).legal
    too_few = DeckList.build(
        "stark", ok.agendas, {**ok.counts(), **dict.fromkeys(non_loyal[:3], 3), non_loyal[3]: 2}
    )
    assert check_deck(too_few, catalogue).rules() == {"agenda:Banner of the Lion"}
    loyal = next(c for c in lions if catalogue.card(c).loyal)
    assert (
        "loyalty"
        in check_deck(
            DeckList.build("stark", ok.agendas, {**with_lions.counts(), loyal: 1}), catalogue
        ).rules()
    )
    without = DeckList.build("stark", [], with_lions.counts())
    assert check_deck(without, catalogue).rules() == {"out-of-faction"}


def test_alliance_with_two_banners(catalogue: CardCatalogue) -> None:
    lions = [c for c in _fill(catalogue, "lannister", 40) if not catalogue.card(c).loyal][:4]
    suns = [c for c in _fill(catalogue, "martell", 40) if not catalogue.card(c).loyal][:4]
    base = deck_of(
        catalogue, "stark", ["Alliance", "Banner of the Lion", "Banner of the Sun"], titles=17
    )
    deck = DeckList.build(
        "stark", base.agendas, {**base.counts(), **dict.fromkeys(lions + suns, 3)}
    )
    assert check_deck(deck, catalogue).legal, check_deck(deck, catalogue).errors
    short = DeckList.build("stark", base.agendas, {**deck.counts(), lions[0]: 2})
    rules_short = check_deck(short, catalogue).rules()
    assert "draw-count" in rules_short  # Alliance: 75
    three = deck_of(
        catalogue,
        "stark",
        ["Alliance", "Banner of the Lion", "Banner of the Sun", "Banner of the Rose"],
    )
    assert "agenda-count" in check_deck(three, catalogue).rules()
    fealty = deck_of(catalogue, "stark", ["Alliance", "Fealty"])
    assert "agenda-count" in check_deck(fealty, catalogue).rules()


def test_rains_of_castamere(catalogue: CardCatalogue) -> None:
    schemes = [c for c in sorted(catalogue.cards.values(), key=lambda c: c.code)
               if c.type == "plot" and c.has_trait("Scheme") and c.faction == "neutral" and catalogue.is_constructed(c)]  # fmt: skip
    names: dict[str, str] = {}
    for card in schemes:
        names.setdefault(card.name, card.code)
    five = list(names.values())[:5]
    plots = {**_plots(catalogue, 7), **dict.fromkeys(five, 1)}
    deck = deck_of(catalogue, "lannister", ['"The Rains of Castamere"'], plots=plots)
    assert check_deck(deck, catalogue).legal, check_deck(deck, catalogue).errors
    seven = deck_of(catalogue, "lannister", ['"The Rains of Castamere"'])
    assert check_deck(seven, catalogue).rules() == {"plot-count", 'agenda:"The Rains of Castamere"'}
    four = {**_plots(catalogue, 8), **dict.fromkeys(five[:4], 1)}
    assert check_deck(
        deck_of(catalogue, "lannister", ['"The Rains of Castamere"'], plots=four), catalogue
    ).rules() == {'agenda:"The Rains of Castamere"'}


def test_wars_to_come(catalogue: CardCatalogue) -> None:
    doubles = _plots(catalogue, 8, keep=lambda c: c.deck_limit == 2)
    codes = list(doubles)
    ten = {**{c: 1 for c in codes[:6]}, codes[6]: 2, codes[7]: 2}
    for agenda in ("The Wars To Come (SoD)", "The Wars To Come (R)"):
        deck = deck_of(catalogue, "martell", [agenda], plots=ten)
        assert check_deck(deck, catalogue).legal, check_deck(deck, catalogue).errors
    three_doubled = {**{c: 1 for c in codes[:4]}, codes[4]: 2, codes[5]: 2, codes[6]: 2}
    bad = deck_of(
        catalogue, "martell", ["The Wars To Come (R)"], plots={**three_doubled, codes[7]: 0}
    )
    assert check_deck(bad, catalogue).rules() == {"plot-duplicates"}
    seven = deck_of(catalogue, "martell", ["The Wars To Come (R)"])
    assert check_deck(seven, catalogue).rules() == {"plot-count"}


def test_the_conclave(catalogue: CardCatalogue) -> None:
    maesters = [c for c in sorted(catalogue.cards.values(), key=lambda c: c.code)
                if c.type == "character" and c.has_trait("Maester") and not c.loyal and c.deck_limit == 3
                and c.faction in ("neutral", "lannister", "stark") and catalogue.is_constructed(c)]  # fmt: skip
    pick: dict[str, str] = {}
    for card in maesters:
        pick.setdefault(card.name, card.code)
    chosen = list(pick.values())[:4]
    assert any(catalogue.card(c).faction != "tyrell" for c in chosen)
    base = deck_of(catalogue, "tyrell", ["The Conclave"], titles=16)
    deck = DeckList.build("tyrell", base.agendas, {**base.counts(), **dict.fromkeys(chosen, 3)})
    assert check_deck(deck, catalogue).legal, check_deck(deck, catalogue).errors
    fewer = DeckList.build(
        "tyrell", base.agendas, {**deck.counts(), chosen[0]: 2, **_fill(catalogue, "tyrell", 17)}
    )
    assert check_deck(fewer, catalogue).rules() == {"agenda:The Conclave"}


@pytest.mark.parametrize(
    ("agenda", "faction", "extra", "rule"),
    [
        ("Kings of Summer", "stark", {"The Long Winter (WotN)": 1}, "agenda:Kings of Summer"),
        ("Kings of Winter", "stark", {"Calm Over Westeros (Core)": 1}, "agenda:Kings of Winter"),
        ("The Many-Faced God", "stark", {"Trading with the Pentoshi (TRtW)": 1}, "agenda:The Many-Faced God"),
        ("The Gift of Mercy", "stark", {"Valar Morghulis (TIMC)": 1}, "agenda:The Gift of Mercy"),
        ("The Free Folk (MoD)", "stark", {}, "agenda:The Free Folk"),
        ("The Brotherhood Without Banners", "stark", {}, "agenda:The Brotherhood Without Banners"),
        ("Armed to the Teeth", "stark", {"Milk of the Poppy (Core)": 1}, "agenda:Armed to the Teeth"),
        ("Sea of Blood (R)", "greyjoy", {"Nightmares (CoW)": 1}, "agenda:Sea of Blood"),
        ("Valyrian Steel (R)", "stark", {}, "draw-count"),
        ("Dark Wings, Dark Words", "stark", {}, "draw-count"),
        ("The Long Voyage", "stark", {}, "draw-count"),
        ("The White Book", "stark", {}, "agenda:The White Book"),
        ("The Small Council", "stark", {}, "agenda:The Small Council"),
        ("Battle of the Trident", "stark", {}, "plot-count"),
        ("Banner of the Falcon", "stark", {}, "agenda:Banner of the Falcon"),
    ],
)  # fmt: skip
def test_agenda_rules(
    agenda: str, faction: str, extra: dict[str, int], rule: str, catalogue: CardCatalogue
) -> None:
    deck = deck_of(catalogue, faction, [agenda], extra=extra)
    report = check_deck(deck, catalogue)
    assert rule in report.rules(), report.errors
    assert all(r == rule or r.startswith("agenda:") or r == "plot-count" for r in report.rules())
    # the same list without the agenda (and its extra plot swapped for a plain one) is fine
    if not extra:
        assert check_deck(DeckList.build(faction, [], deck.counts()), catalogue).legal


def test_copy_limits_set_by_agendas(catalogue: CardCatalogue) -> None:
    deck = deck_of(
        catalogue, "stark", ["Valyrian Steel (R)"], titles=25, extra={"Milk of the Poppy (Core)": 2}
    )
    assert check_deck(deck, catalogue).rules() == {"agenda:Valyrian Steel"}
    dwdw = deck_of(catalogue, "stark", ["Dark Wings, Dark Words"], titles=26)
    assert "agenda:Dark Wings, Dark Words" in check_deck(dwdw, catalogue).rules()


def test_battle_of_the_trident(catalogue: CardCatalogue) -> None:
    war = _plots(
        catalogue, 10, keep=lambda c: any(c.has_trait(t) for t in ("Edict", "Siege", "War"))
    )
    assert len(war) == 10
    ok = deck_of(catalogue, "stark", ["Battle of the Trident"], plots=war)
    assert check_deck(ok, catalogue).legal, check_deck(ok, catalogue).errors
    other = {
        **dict(list(war.items())[:9]),
        **_plots(
            catalogue, 1, keep=lambda c: not any(c.has_trait(t) for t in ("Edict", "Siege", "War"))
        ),
    }
    assert check_deck(
        deck_of(catalogue, "stark", ["Battle of the Trident"], plots=other), catalogue
    ).rules() == {"agenda:Battle of the Trident"}


def test_uniting_the_realm(catalogue: CardCatalogue) -> None:
    lions = [
        c
        for c in _fill(catalogue, "lannister", 40)
        if not catalogue.card(c).loyal and catalogue.card(c).type == "character"
    ]
    base = deck_of(catalogue, "stark", ["Uniting the Realm"], titles=20)
    three = DeckList.build("stark", base.agendas, {**base.counts(), **dict.fromkeys(lions[:3], 1)})
    assert check_deck(three, catalogue).legal, check_deck(three, catalogue).errors
    four = DeckList.build("stark", base.agendas, {**base.counts(), **dict.fromkeys(lions[:4], 1)})
    assert check_deck(four, catalogue).rules() == {"agenda:Uniting the Realm"}


def test_every_agenda_is_classified(catalogue: CardCatalogue) -> None:
    """Each constructed agenda in the data is either checked (SPECS) or has no deck rule."""
    checked = {c for spec in SPECS for c in spec.codes}
    agendas = [
        c for c in catalogue.cards.values() if c.type == "agenda" and catalogue.is_constructed(c)
    ]
    unclassified = [
        f"{c.name} ({c.code})" for c in agendas if c.code not in checked | set(NO_DECK_RULES)
    ]
    assert unclassified == []


def test_variant_agendas_are_not_constructed(catalogue: CardCatalogue) -> None:
    deck = deck_of(catalogue, "stark", ["Treaty"])
    assert "not-constructed" in check_deck(deck, catalogue).rules()


# --- 1st edition -----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def first(fixtures_dir: Path = Path(__file__).parent / "fixtures") -> CardCatalogue:
    return load_first_edition_cards(fixtures_dir / "first_edition_cards.json")


def _first_deck(first: CardCatalogue, **extra: int) -> DeckList:
    counts = {f"1e{i:04d}": 3 for i in range(1, 21)}
    counts.update({f"1e{i:04d}": 1 for i in range(33, 40)})
    counts.update(extra)
    return DeckList.build("stark", [], counts)


@pytest.mark.parametrize("ruleset", ["lcg1", "ccg-winter"])
def test_first_edition_rules(first: CardCatalogue, ruleset: str) -> None:
    def r(deck: DeckList, fmt: str = "joust") -> set[str]:
        return check_deck(deck, first, ruleset=ruleset, format=fmt).rules()

    assert r(_first_deck(first)) == set()
    assert r(_first_deck(first, **{"1e0033": 2})) == {"plot-count", "plot-duplicates"}
    assert r(_first_deck(first, **{"1e0001": 2})) == {"draw-count"}
    assert r(_first_deck(first, **{"1e0001": 4})) == {"copies"}
    assert r(_first_deck(first, **{"1e0032": 2})) == {"copies"}  # limit 1 in the data
    assert r(_first_deck(first, **{"1e0025": 1})) == {"house-only"}
    assert r(DeckList.build("lannister", [], _first_deck(first, **{"1e0025": 1}).counts())) == set()
    assert r(_first_deck(first, **{"1e0031": 1})) == set()  # multi-House: Stark or Baratheon
    assert r(DeckList.build("baratheon", [], _first_deck(first, **{"1e0031": 1}).counts())) == set()
    assert r(_first_deck(first, **{"1e0028": 1})) == {"banned"}
    assert r(_first_deck(first, **{"1e0029": 1, "1e0030": 1})) == {"restricted"}
    assert r(_first_deck(first, **{"1e0029": 1, "1e0030": 1}), "melee") == set()
    assert r(DeckList.build(None, [], _first_deck(first).counts())) == {"house"}
    two_agendas = DeckList.build("stark", ["1e0041", "1e0041"], _first_deck(first).counts())
    assert r(two_agendas) == {"agenda-count"}


@pytest.mark.parametrize(
    ("agenda", "keep"),
    [
        ("Kingdom of Shadows (R)", lambda c: c.type == "character" and "shadow" in c.keywords),
        ("A Mummer's Farce", lambda c: c.type == "character" and c.has_trait("Fool")),
        ("The Conclave", lambda c: c.type == "character" and c.has_trait("Maester")),
        ("Trading With Braavos", lambda c: c.type == "location" and c.has_trait("Warship")),
    ],
)
def test_agendas_that_permit_non_loyal_cards(
    agenda: str, keep: Callable[[Card], bool], catalogue: CardCatalogue
) -> None:
    """The permitted kind of non-loyal out-of-faction card is allowed; a loyal one never."""
    candidates = [
        c for c in sorted(catalogue.cards.values(), key=lambda c: c.code)
        if c.faction not in ("neutral", "stark") and catalogue.is_constructed(c) and keep(c)
    ]  # fmt: skip
    non_loyal = next(c for c in candidates if not c.loyal)
    base = deck_of(catalogue, "stark", [agenda], titles=21)
    deck = DeckList.build("stark", base.agendas, {**base.counts(), non_loyal.code: 1})
    assert "out-of-faction" not in check_deck(deck, catalogue).rules()
    assert (
        "out-of-faction"
        in check_deck(DeckList.build("stark", [], deck.counts()), catalogue).rules()
    )
    loyal = [c for c in candidates if c.loyal]
    if loyal:
        with_loyal = DeckList.build("stark", base.agendas, {**base.counts(), loyal[0].code: 1})
        assert "loyalty" in check_deck(with_loyal, catalogue).rules()
