"""The deck-building rules that 2nd-edition agendas set, as small declarative specs.

An agenda may *permit* out-of-faction cards (the Banners, The Conclave...), change the
sizes (minimum draw deck, plot deck size, doubled plots), and add checks of its own. The
wording is the publisher's; here each agenda is keyed by its card codes (every printing),
and each rule is summarised in our own words. ``AGENDA_STATUS`` lists which agendas are
checked and which have no deck-building rule, for the documentation and the tests.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from organiser.core.cards import FACTIONS_2E, Card
from organiser.core.errors import M_, message_keys


@dataclass(frozen=True)
class Violation:
    """One broken rule: ``rule`` is a stable id, ``cards`` the cards involved (display names).
    ``message`` is English; made with ``M_`` it keeps its template and values, stored beside
    it in the JSON so the window can show it in the user's language."""

    rule: str
    message: str
    cards: tuple[str, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {
            "rule": self.rule,
            "message": self.message,
            "cards": list(self.cards),
            **message_keys(self.message),
        }


def label(card: Card) -> str:
    """``Name (PACK)``: identifies same-name cards uniquely."""
    return f"{card.name} ({card.pack})"


@dataclass(frozen=True)
class DeckView:
    """A deck resolved against the catalogue, as agenda rules need to see it."""

    faction: str
    agendas: tuple[Card, ...]
    plots: tuple[tuple[Card, int], ...]
    draw: tuple[tuple[Card, int], ...]

    def draw_count(self, keep: Callable[[Card], bool] = lambda c: True) -> int:
        return sum(n for c, n in self.draw if keep(c))

    def draw_titles(self, keep: Callable[[Card], bool]) -> set[str]:
        return {c.name for c, _ in self.draw if keep(c)}

    def all_cards(self) -> tuple[tuple[Card, int], ...]:
        return self.plots + self.draw


Check = Callable[[DeckView, str], list[Violation]]


@dataclass(frozen=True)
class AgendaSpec:
    name: str
    codes: tuple[str, ...]
    summary: str
    may_include: Callable[[Card], bool] | None = None  # non-loyal out-of-faction cards
    min_draw: int | None = None
    plot_count: int | None = None
    doubled_plots: int | None = None
    checks: tuple[Check, ...] = field(default_factory=tuple)
    banner_faction: str | None = None


def _rule(spec_name: str) -> str:
    return f"agenda:{spec_name}"


def at_least(
    count: int, what: str, keep: Callable[[Card], bool], *, different: bool = False
) -> Check:
    def check(deck: DeckView, agenda: str) -> list[Violation]:
        have = len(deck.draw_titles(keep)) if different else deck.draw_count(keep)
        if have >= count:
            return []
        values = {"agenda": agenda, "count": count, "what": what, "have": have}
        message = (
            M_(
                "{agenda} needs at least {count} different {what} in the draw deck; it has {have}.",
                **values,
            )
            if different
            else M_(
                "{agenda} needs at least {count} {what} in the draw deck; it has {have}.", **values
            )
        )
        return [Violation(_rule(agenda), message)]

    return check


def at_most(count: int, what: str, keep: Callable[[Card], bool]) -> Check:
    def check(deck: DeckView, agenda: str) -> list[Violation]:
        have = deck.draw_count(keep)
        if have <= count:
            return []
        cards = tuple(label(c) for c, _ in deck.draw if keep(c))
        return [
            Violation(
                _rule(agenda),
                M_(
                    "{agenda} allows at most {count} {what} in the draw deck; it has {have}.",
                    agenda=agenda,
                    count=count,
                    what=what,
                    have=have,
                ),
                cards,
            )
        ]

    return check


def forbid(what: str, bad: Callable[[Card], bool]) -> Check:
    def check(deck: DeckView, agenda: str) -> list[Violation]:
        cards = tuple(label(c) for c, _ in deck.all_cards() if bad(c))
        if not cards:
            return []
        return [
            Violation(
                _rule(agenda), M_("{agenda} forbids {what}.", agenda=agenda, what=what), cards
            )
        ]

    return check


def one_copy(what: str, keep: Callable[[Card], bool]) -> Check:
    def check(deck: DeckView, agenda: str) -> list[Violation]:
        by_title: Counter[str] = Counter()
        labels: dict[str, str] = {}
        for card, n in deck.draw:
            if keep(card):
                by_title[card.name] += n
                labels[card.name] = label(card)
        cards = tuple(labels[t] for t, n in sorted(by_title.items()) if n > 1)
        if not cards:
            return []
        message = M_("{agenda} allows 1 copy of each {what}.", agenda=agenda, what=what)
        return [Violation(_rule(agenda), message, cards)]

    return check


def plots_only(what: str, keep: Callable[[Card], bool]) -> Check:
    def check(deck: DeckView, agenda: str) -> list[Violation]:
        cards = tuple(label(c) for c, _ in deck.plots if not keep(c))
        if not cards:
            return []
        message = M_("{agenda} allows only {what} in the plot deck.", agenda=agenda, what=what)
        return [Violation(_rule(agenda), message, cards)]

    return check


def exactly_schemes(count: int) -> Check:
    def check(deck: DeckView, agenda: str) -> list[Violation]:
        schemes = [(c, n) for c, n in deck.plots if c.has_trait("Scheme")]
        total = sum(n for _, n in schemes)
        titles = {c.name for c, _ in schemes}
        if total == count and len(titles) == count:
            return []
        return [
            Violation(
                _rule(agenda),
                M_(
                    "{agenda} needs exactly {count} different Scheme plots; the plot deck has "
                    "{total} Scheme card(s) with {titles} title(s).",
                    agenda=agenda,
                    count=count,
                    total=total,
                    titles=len(titles),
                ),
                tuple(label(c) for c, _ in schemes),
            )
        ]

    return check


def max_titles_per_other_faction(count: int) -> Check:
    def check(deck: DeckView, agenda: str) -> list[Violation]:
        titles: dict[str, set[str]] = {}
        for card, _ in deck.all_cards():
            if card.faction not in ("neutral", deck.faction):
                titles.setdefault(card.faction, set()).add(card.name)
        out = []
        for faction, names in sorted(titles.items()):
            if len(names) > count:
                out.append(
                    Violation(
                        _rule(agenda),
                        M_(
                            "{agenda} allows at most {count} different cards from each other "
                            "faction; {faction} has {have}.",
                            agenda=agenda,
                            count=count,
                            faction=FACTIONS_2E.get(faction, faction),
                            have=len(names),
                        ),
                        tuple(sorted(names)),
                    )
                )
        return out

    return check


def _char(trait: str) -> Callable[[Card], bool]:
    return lambda c: c.type == "character" and c.has_trait(trait)


def _of_faction(faction: str) -> Callable[[Card], bool]:
    return lambda c: c.faction == faction


def _banner(code: str, faction: str) -> AgendaSpec:
    name = f"Banner of the {BANNER_NAMES[faction]}"
    return AgendaSpec(
        name=name,
        codes=(code,),
        summary=f"non-loyal {FACTIONS_2E[faction]} cards allowed; at least 12 of them",
        may_include=_of_faction(faction),
        checks=(
            at_least(12, M_("{faction} cards", faction=FACTIONS_2E[faction]), _of_faction(faction)),
        ),
        banner_faction=faction,
    )


BANNER_NAMES = {
    "baratheon": "Stag",
    "greyjoy": "Kraken",
    "lannister": "Lion",
    "martell": "Sun",
    "thenightswatch": "Watch",
    "stark": "Wolf",
    "targaryen": "Dragon",
    "tyrell": "Rose",
}
BANNERS = {
    "01198": "baratheon",
    "01199": "greyjoy",
    "01200": "lannister",
    "01201": "martell",
    "01202": "thenightswatch",
    "01203": "stark",
    "01204": "targaryen",
    "01205": "tyrell",
}
ALLIANCE = "06018"

SPECS: tuple[AgendaSpec, ...] = (
    *(_banner(code, faction) for code, faction in BANNERS.items()),
    AgendaSpec(
        "Fealty",
        ("01027",),
        "at most 15 neutral cards in the draw deck",
        checks=(at_most(15, M_("neutral cards"), lambda c: c.faction == "neutral"),),
    ),
    AgendaSpec(
        "Banner of the Falcon",
        ("23040",),
        "at least 12 House Arryn cards",
        checks=(at_least(12, M_("House Arryn cards"), lambda c: c.has_trait("House Arryn")),),
    ),
    AgendaSpec(
        "Alliance",
        (ALLIANCE,),
        "minimum 75 draw cards; up to 2 Banner agendas beside it",
        min_draw=75,
    ),
    AgendaSpec(
        '"The Rains of Castamere"',
        ("05045",),
        "12 plots including exactly 5 different Schemes",
        plot_count=12,
        checks=(exactly_schemes(5),),
    ),
    AgendaSpec(
        "The Wars To Come",
        ("10045", "17151"),
        "exactly 10 plots; up to 2 different plots doubled",
        plot_count=10,
        doubled_plots=2,
    ),
    AgendaSpec(
        "The Conclave",
        ("09045",),
        "non-loyal Maester characters allowed; at least 12 Maester characters",
        may_include=_char("Maester"),
        checks=(at_least(12, M_("Maester characters"), _char("Maester")),),
    ),
    AgendaSpec(
        "Kings of Summer",
        ("04037",),
        "no Winter plots",
        checks=(forbid(M_("Winter plots"), lambda c: c.type == "plot" and c.has_trait("Winter")),),
    ),
    AgendaSpec(
        "Kings of Winter",
        ("04038",),
        "no Summer plots",
        checks=(forbid(M_("Summer plots"), lambda c: c.type == "plot" and c.has_trait("Summer")),),
    ),
    AgendaSpec(
        "Kingdom of Shadows",
        ("13079", "17148"),
        "non-loyal characters with printed shadow allowed",
        may_include=lambda c: c.type == "character" and "shadow" in c.keywords,
    ),
    AgendaSpec(
        "The Free Folk",
        ("11079",),
        "only neutral plots and draw cards",
        checks=(forbid(M_("non-neutral cards"), lambda c: c.faction != "neutral"),),
    ),
    AgendaSpec(
        "The Free Folk (redesign)",
        ("17150",),
        "only neutral cards and non-loyal Wildling characters",
        may_include=_char("Wildling"),
        checks=(
            forbid(
                M_("cards other than neutral cards and non-loyal Wildling characters"),
                lambda c: c.faction != "neutral" and not (_char("Wildling")(c) and not c.loyal),
            ),
        ),
    ),
    AgendaSpec(
        "The Many-Faced God",
        ("20052",),
        "no Kingdom plots",
        checks=(
            forbid(M_("Kingdom plots"), lambda c: c.type == "plot" and c.has_trait("Kingdom")),
        ),
    ),
    AgendaSpec(
        "The Gift of Mercy",
        ("25080",),
        "no Omen plots",
        checks=(forbid(M_("Omen plots"), lambda c: c.type == "plot" and c.has_trait("Omen")),),
    ),
    AgendaSpec(
        "Valyrian Steel",
        ("13118", "17152"),
        "minimum 75 draw cards; 1 copy of each attachment",
        min_draw=75,
        checks=(one_copy(M_("attachment (by title)"), lambda c: c.type == "attachment"),),
    ),
    AgendaSpec(
        "Dark Wings, Dark Words",
        ("16028",),
        "minimum 75 draw cards; 1 copy of each event",
        min_draw=75,
        checks=(one_copy(M_("event (by title)"), lambda c: c.type == "event"),),
    ),
    AgendaSpec("The Long Voyage", ("16030",), "minimum 100 draw cards", min_draw=100),
    AgendaSpec(
        "The White Book",
        ("13099",),
        "non-loyal Kingsguard characters allowed; at least 7 different Kingsguard characters",
        may_include=_char("Kingsguard"),
        checks=(at_least(7, M_("Kingsguard characters"), _char("Kingsguard"), different=True),),
    ),
    AgendaSpec(
        "The Small Council",
        ("26040",),
        "non-loyal Small Council characters allowed; at least 7 different of them",
        may_include=_char("Small Council"),
        checks=(
            at_least(7, M_("Small Council characters"), _char("Small Council"), different=True),
        ),
    ),
    AgendaSpec(
        "The Brotherhood Without Banners",
        ("06119",),
        "no loyal characters",
        checks=(forbid(M_("loyal characters"), lambda c: c.type == "character" and c.loyal),),
    ),
    AgendaSpec(
        "A Mummer's Farce",
        ("20051",),
        "non-loyal Fool characters allowed",
        may_include=_char("Fool"),
    ),
    AgendaSpec(
        "Battle of the Trident",
        ("21030",),
        "exactly 10 plots, each an Edict, Siege or War",
        plot_count=10,
        checks=(
            plots_only(
                M_("Edict, Siege or War cards"),
                lambda c: any(c.has_trait(t) for t in ("Edict", "Siege", "War")),
            ),
        ),
    ),
    AgendaSpec(
        "Uniting the Realm",
        ("25120",),
        "non-loyal characters, locations and attachments of any faction; at most 3 "
        "different titles from each other faction",
        may_include=lambda c: c.type in ("character", "location", "attachment"),
        checks=(max_titles_per_other_faction(3),),
    ),
    AgendaSpec(
        "Trading With Braavos",
        ("26080",),
        "non-loyal Warship locations allowed; 1 copy of each non-limited location",
        may_include=lambda c: c.type == "location" and c.has_trait("Warship"),
        checks=(
            one_copy(
                M_("non-limited location (by title)"),
                lambda c: c.type == "location" and "limited" not in c.keywords,
            ),
        ),
    ),
    AgendaSpec(
        "Armed to the Teeth",
        ("26120",),
        "no attachments other than Weapons",
        checks=(
            forbid(
                M_("non-Weapon attachments"),
                lambda c: c.type == "attachment" and not c.has_trait("Weapon"),
            ),
        ),
    ),
    AgendaSpec(
        "Sea of Blood (redesign)",
        ("17149",),
        "no neutral events",
        checks=(
            forbid(M_("neutral events"), lambda c: c.type == "event" and c.faction == "neutral"),
        ),
    ),
)

SPEC_BY_CODE: dict[str, AgendaSpec] = {code: spec for spec in SPECS for code in spec.codes}

# Agendas whose text sets no deck-building rule (nothing to check).
NO_DECK_RULES: dict[str, str] = {
    "02060": "The Lord of the Crossing",
    "08039": "The House With the Red Door",
    "08079": "Greensight",
    "08099": "The Faith Militant",
    "11039": "Trading With Qohor",
    "11118": "Assault from the Shadows",
    "12045": "Sea of Blood",
    "13039": "Knights of the Hollow Hill",
    "14045": "The Prince that was Promised",
    "16027": "Aloof and Apart",
    "16029": "Knights of the Realm",
    "18019": "Free Companies",
    "25040": "The Gold Price",
}


def is_banner(card: Card) -> bool:
    return card.type == "agenda" and card.has_trait("Banner")
