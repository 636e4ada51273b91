"""Deck legality by ruleset, format and restricted-list version.

:func:`check_deck` returns a :class:`LegalityReport` whose every error names the rule (a
stable id such as ``draw-count`` or ``agenda:The Conclave``) and the cards involved.

Rule ids, 2nd edition (``lcg2``): ``unknown-card``, ``faction``, ``agenda-count``,
``not-constructed``, ``not-a-deck-card``, ``plot-count``, ``plot-duplicates``,
``plot-deck-limit``, ``draw-count``, ``copies``, ``loyalty``, ``out-of-faction``,
``card-pool``, ``banned``, ``restricted``, ``pod`` and ``agenda:<name>``.
1st edition and CCG (``lcg1``, ``ccg-winter``): ``unknown-card``, ``house``,
``agenda-count``, ``plot-count``, ``plot-duplicates``, ``draw-count``, ``copies``,
``house-only``, ``banned``, ``restricted``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from organiser.core.agendas import (
    ALLIANCE,
    SPEC_BY_CODE,
    AgendaSpec,
    DeckView,
    Violation,
    is_banner,
    label,
)
from organiser.core.cards import (
    DRAW_TYPES,
    FACTIONS_2E,
    HOUSES_1E,
    Card,
    CardCatalogue,
    RestrictedList,
)
from organiser.core.decklist import DeckList
from organiser.core.errors import M_, Msg, UserError
from organiser.core.model import Format, Ruleset

RULESETS = tuple(r.value for r in Ruleset)
FORMATS = tuple(f.value for f in Format)

PLOT_DECK = 7
MIN_DRAW = 60
MAX_COPIES = 3


@dataclass(frozen=True)
class DeckSummary:
    faction: str | None
    agendas: tuple[str, ...]  # names
    plots: int
    draw: int
    by_type: dict[str, int] = field(default_factory=dict)

    @property
    def faction_name(self) -> str:
        return FACTIONS_2E.get(self.faction or "") or (
            f"House {self.faction.title()}" if self.faction else "no faction"
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "faction": self.faction,
            "faction_name": self.faction_name,
            "agendas": list(self.agendas),
            "plots": self.plots,
            "draw": self.draw,
            "by_type": dict(self.by_type),
        }


@dataclass(frozen=True)
class LegalityReport:
    errors: tuple[Violation, ...]
    deck: DeckSummary
    ruleset: str
    format: str
    restricted: str | None  # the restricted-list version's code, if one was applied

    @property
    def legal(self) -> bool:
        return not self.errors

    def rules(self) -> set[str]:
        return {e.rule for e in self.errors}

    def to_json(self) -> dict[str, Any]:
        return {
            "legal": self.legal,
            "errors": [e.to_json() for e in self.errors],
            "deck": self.deck.to_json(),
            "ruleset": self.ruleset,
            "format": self.format,
            "restricted": self.restricted,
        }


def summarise(deck: DeckList, catalogue: CardCatalogue) -> DeckSummary:
    by_type: Counter[str] = Counter()
    for code, n in deck.cards:
        card = catalogue.cards.get(code)
        by_type[card.type if card else "unknown"] += n
    agendas = tuple(catalogue.cards[a].name if a in catalogue.cards else a for a in deck.agendas)
    draw = sum(n for t, n in by_type.items() if t not in ("plot", "agenda", "title"))
    return DeckSummary(
        faction=deck.faction,
        agendas=agendas,
        plots=by_type.get("plot", 0),
        draw=draw,
        by_type=dict(sorted(by_type.items())),
    )


def check_deck(
    deck: DeckList,
    catalogue: CardCatalogue,
    *,
    ruleset: Ruleset | str = Ruleset.LCG2,
    format: str = "joust",
    restricted: RestrictedList | None = None,
) -> LegalityReport:
    """Every rule the deck breaks under ``ruleset`` / ``format`` / ``restricted``."""
    rules = Ruleset.parse(ruleset)
    if format not in FORMATS:
        raise UserError(M_("Unknown format {format}; use joust or melee.", format=repr(format)))
    if rules.second_edition:
        errors = _check_lcg2(deck, catalogue, format, restricted)
    else:
        errors = _check_first_edition(deck, catalogue, format)
    return LegalityReport(
        errors=tuple(_without_repeats(e) for e in errors),
        deck=summarise(deck, catalogue),
        ruleset=rules.value,
        format=format,
        restricted=restricted.code if restricted and rules.uses_restricted_versions else None,
    )


def _without_repeats(error: Violation) -> Violation:
    """A card named once per error, however many printings or lines brought it in."""
    cards = tuple(dict.fromkeys(error.cards))
    return error if cards == error.cards else Violation(error.rule, error.message, cards)


def _unknown(deck: DeckList, catalogue: CardCatalogue) -> list[Violation]:
    codes = [c for c, _ in deck.cards if c not in catalogue.cards]
    codes += [a for a in deck.agendas if a not in catalogue.cards]
    if not codes:
        return []
    return [
        Violation(
            "unknown-card",
            M_(
                "{count} card code(s) are not in the card database (import newer card data).",
                count=len(codes),
            ),
            tuple(codes),
        )
    ]


def _factions_of(cards: Iterable[Card]) -> str:
    """``House Greyjoy`` or ``House Greyjoy and House Martell``: printed faction names."""
    names = sorted({FACTIONS_2E.get(c.faction, c.faction.title()) for c in cards})
    if len(names) == 1:
        return names[0]
    return M_("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def _one_after_another(messages: list[Msg]) -> str:
    """``A; B; C``: each message translatable on its own."""
    out: str = messages[-1]
    for message in reversed(messages[:-1]):
        out = M_("{first}; {rest}", first=message, rest=out)
    return out


def _format_name(fmt: str) -> str:
    """The format's name (``joust``, ``melee``), in the user's language where shown."""
    return {"joust": M_("joust"), "melee": M_("melee")}.get(fmt, fmt)


def _too_many_copies(over: list[tuple[str, int, int]]) -> str:
    """``Too many copies: A ×4 (limit 3); B ×2 (limit 1).`` from (title, copies, limit)."""
    return M_(
        "Too many copies: {cards}.",
        cards=_one_after_another(
            [
                M_("{title} ×{count} (limit {limit})", title=t, count=n, limit=lim)
                for t, n, lim in over
            ]
        ),
    )


def _by_title(rows: Iterable[tuple[Card, int]]) -> dict[str, tuple[int, int, list[Card]]]:
    """title -> (copies, lowest deck limit among its printings, printings)."""
    out: dict[str, tuple[int, int, list[Card]]] = {}
    for card, n in rows:
        copies, limit, cards = out.get(card.name, (0, card.deck_limit, []))
        out[card.name] = (copies + n, min(limit, card.deck_limit), [*cards, card])
    return out


# ---------------------------------------------------------------------------------------------
# 2nd edition


def _check_lcg2(
    deck: DeckList, catalogue: CardCatalogue, fmt: str, rlist: RestrictedList | None
) -> list[Violation]:
    errors = _unknown(deck, catalogue)
    cards = [(catalogue.cards[c], n) for c, n in deck.cards if c in catalogue.cards]
    agendas = [catalogue.cards[a] for a in deck.agendas if a in catalogue.cards]
    faction = deck.faction
    if faction not in FACTIONS_2E or faction == "neutral":
        errors.append(
            Violation(
                "faction",
                M_(
                    "The deck has no faction card: name one of {factions}.",
                    factions=", ".join(v for k, v in FACTIONS_2E.items() if k != "neutral"),
                ),
            )
        )
        faction = ""

    # Agendas: 0 or 1; Alliance lets 2 Banners in beside it.
    wrong_type = [a for a in agendas if a.type != "agenda"]
    if wrong_type:
        errors.append(
            Violation(
                "agenda-count",
                M_("Only agenda cards can be a deck's agenda."),
                tuple(label(a) for a in wrong_type),
            )
        )
    agendas = [a for a in agendas if a.type == "agenda"]
    if len(agendas) > 1:
        has_alliance = any(a.code == ALLIANCE for a in agendas)
        others = [a for a in agendas if a.code != ALLIANCE]
        banners = [a for a in others if is_banner(a)]
        distinct = len({a.name for a in banners}) == len(banners)
        ok = has_alliance and len(others) == len(banners) <= 2 and distinct
        if not ok:
            errors.append(
                Violation(
                    "agenda-count",
                    M_("A deck has at most one agenda (Alliance adds up to 2 different Banners)."),
                    tuple(label(a) for a in agendas),
                )
            )
    specs: list[tuple[Card, AgendaSpec]] = [
        (a, SPEC_BY_CODE[a.code]) for a in agendas if a.code in SPEC_BY_CODE
    ]

    # Cards that are not constructed cards or not deck cards.
    variants = [c for c, _ in cards if not catalogue.is_constructed(c)]
    variants += [a for a in agendas if not catalogue.is_constructed(a)]
    if variants:
        errors.append(
            Violation(
                "not-constructed",
                M_("Draft and variant cards are not legal in constructed decks."),
                tuple(label(c) for c in variants),
            )
        )
    titles = [c for c, _ in cards if c.type not in DRAW_TYPES and c.type != "plot"]
    if titles:
        errors.append(
            Violation(
                "not-a-deck-card",
                M_("Titles (and other non-deck cards) are not part of a deck."),
                tuple(label(c) for c in titles),
            )
        )

    plots = [(c, n) for c, n in cards if c.type == "plot"]
    draw = [(c, n) for c, n in cards if c.type in DRAW_TYPES]

    # Sizes, with agenda overrides.
    plot_size = next((s.plot_count for _, s in specs if s.plot_count), PLOT_DECK)
    doubled_allowed = next((s.doubled_plots for _, s in specs if s.doubled_plots), 1)
    min_draw = max([MIN_DRAW, *(s.min_draw for _, s in specs if s.min_draw)])
    plot_total = sum(n for _, n in plots)
    if plot_total != plot_size:
        why = next((s.name for _, s in specs if s.plot_count), None)
        message = (
            M_(
                "The plot deck must have exactly {count} cards ({agenda}); it has {have}.",
                count=plot_size,
                agenda=why,
                have=plot_total,
            )
            if why
            else M_(
                "The plot deck must have exactly {count} cards; it has {have}.",
                count=plot_size,
                have=plot_total,
            )
        )
        errors.append(Violation("plot-count", message))
    plot_titles = _by_title(plots)
    doubled = [t for t, (n, _, _) in plot_titles.items() if n >= 2]
    if len(doubled) > doubled_allowed:
        errors.append(
            Violation(
                "plot-duplicates",
                M_(
                    "At most {count} plot title(s) may appear twice; {have} do.",
                    count=doubled_allowed,
                    have=len(doubled),
                ),
                tuple(sorted(doubled)),
            )
        )
    over_plot = [(t, n, lim) for t, (n, lim, _) in sorted(plot_titles.items()) if n > min(lim, 2)]
    if over_plot:
        errors.append(
            Violation(
                "plot-deck-limit",
                M_(
                    "Plot deck limit exceeded: {cards}.",
                    cards=_one_after_another(
                        [
                            M_(
                                "{title} {count} copies (limit {limit})",
                                title=t,
                                count=n,
                                limit=min(lim, 2),
                            )
                            for t, n, lim in over_plot
                        ]
                    ),
                ),
                tuple(t for t, _, _ in over_plot),
            )
        )
    draw_total = sum(n for _, n in draw)
    if draw_total < min_draw:
        why = next((s.name for _, s in specs if s.min_draw == min_draw), None)
        message = (
            M_(
                "The draw deck needs at least {count} cards ({agenda}); it has {have}.",
                count=min_draw,
                agenda=why,
                have=draw_total,
            )
            if why
            else M_(
                "The draw deck needs at least {count} cards; it has {have}.",
                count=min_draw,
                have=draw_total,
            )
        )
        errors.append(Violation("draw-count", message))
    over = [
        (t, n, lim)
        for t, (n, lim, _) in sorted(_by_title(draw).items())
        if n > min(lim, MAX_COPIES)
    ]
    if over:
        errors.append(
            Violation(
                "copies",
                _too_many_copies([(t, n, min(lim, MAX_COPIES)) for t, n, lim in over]),
                tuple(t for t, _, _ in over),
            )
        )

    # Faction and loyalty: neutral or in-faction, or non-loyal and permitted by an agenda.
    if faction:
        loyal_out: list[Card] = []
        not_allowed: list[Card] = []
        for card, _ in cards:
            if card.faction in ("neutral", faction) or card.type not in (*DRAW_TYPES, "plot"):
                continue
            if card.loyal:
                loyal_out.append(card)
            elif not any(s.may_include and s.may_include(card) for _, s in specs):
                not_allowed.append(card)
        if loyal_out:
            errors.append(
                Violation(
                    "loyalty",
                    M_(
                        "Loyal cards of {factions} are never allowed in a {faction} deck.",
                        factions=_factions_of(loyal_out),
                        faction=FACTIONS_2E[faction],
                    ),
                    tuple(label(c) for c in loyal_out),
                )
            )
        if not_allowed:
            errors.append(
                Violation(
                    "out-of-faction",
                    M_(
                        "Cards of {factions} need an agenda that allows them in a {faction} deck.",
                        factions=_factions_of(not_allowed),
                        faction=FACTIONS_2E[faction],
                    ),
                    tuple(label(c) for c in not_allowed),
                )
            )
        view = DeckView(faction, tuple(agendas), tuple(plots), tuple(draw))
        for agenda, spec in specs:
            for check in spec.checks:
                errors.extend(check(view, agenda.name))

    if rlist is not None:
        errors.extend(_restricted(cards, agendas, rlist, fmt))
    return errors


def _restricted(
    cards: list[tuple[Card, int]], agendas: list[Card], rlist: RestrictedList, fmt: str
) -> list[Violation]:
    errors: list[Violation] = []
    every = [c for c, _ in cards] + agendas
    codes = {c.code for c in every}
    by_code = {c.code: c for c in every}
    out_of_pool = [c for c in every if c.code in rlist.banned_cards]
    if out_of_pool:
        errors.append(
            Violation(
                "card-pool",
                M_("Not in the card pool of {name} (replaced or not yet legal).", name=rlist.name),
                tuple(label(c) for c in out_of_pool),
            )
        )
    flist = rlist.format(fmt)
    banned = [c for c in every if c.code in flist.banned]
    if banned:
        errors.append(
            Violation(
                "banned",
                M_("Banned in {format} by {name}.", format=_format_name(fmt), name=rlist.name),
                tuple(label(c) for c in banned),
            )
        )
    restricted = sorted({c.name for c in every if c.code in flist.restricted})
    if len(restricted) > 1:
        errors.append(
            Violation(
                "restricted",
                M_(
                    "Cards of at most one restricted title are allowed in {format} ({name}); "
                    "the deck has {count}.",
                    format=_format_name(fmt),
                    name=rlist.name,
                    count=len(restricted),
                ),
                tuple(restricted),
            )
        )
    for pod in flist.pods:
        present = sorted(codes & pod.cards)
        if pod.restricted is not None:
            if pod.restricted in codes:
                others = [by_code[c] for c in present if c != pod.restricted]
                if others:
                    errors.append(
                        Violation(
                            "pod",
                            M_(
                                "With {card}, its pod forbids these cards ({name}, {format}).",
                                card=by_code[pod.restricted].name,
                                name=rlist.name,
                                format=_format_name(fmt),
                            ),
                            (label(by_code[pod.restricted]), *(label(c) for c in others)),
                        )
                    )
            continue
        titles = {by_code[c].name for c in present}
        if len(titles) > 1:
            errors.append(
                Violation(
                    "pod",
                    M_(
                        "At most one card of this pod is allowed ({name}, {format}).",
                        name=rlist.name,
                        format=_format_name(fmt),
                    ),
                    tuple(label(by_code[c]) for c in present),
                )
            )
    return errors


# ---------------------------------------------------------------------------------------------
# 1st edition LCG and CCG


def _check_first_edition(deck: DeckList, catalogue: CardCatalogue, fmt: str) -> list[Violation]:
    errors = _unknown(deck, catalogue)
    cards = [(catalogue.cards[c], n) for c, n in deck.cards if c in catalogue.cards]
    agendas = [catalogue.cards[a] for a in deck.agendas if a in catalogue.cards]
    house = deck.faction or ""
    if house not in HOUSES_1E:
        errors.append(
            Violation(
                "house",
                M_(
                    "The deck must name its House: {houses}.",
                    houses=", ".join(h.title() for h in HOUSES_1E),
                ),
            )
        )
    if len(agendas) > 1:
        errors.append(
            Violation(
                "agenda-count",
                M_("A deck has at most one agenda."),
                tuple(a.name for a in agendas),
            )
        )
    plots = [(c, n) for c, n in cards if c.type == "plot"]
    house_deck = [(c, n) for c, n in cards if c.type not in ("plot", "agenda", "title")]
    plot_total = sum(n for _, n in plots)
    if plot_total != PLOT_DECK:
        errors.append(
            Violation(
                "plot-count",
                M_(
                    "The plot deck must have exactly {count} cards; it has {have}.",
                    count=PLOT_DECK,
                    have=plot_total,
                ),
            )
        )
    repeated = [t for t, (n, _, _) in sorted(_by_title(plots).items()) if n > 1]
    if repeated:
        errors.append(
            Violation(
                "plot-duplicates",
                M_("The 7 plots must all have different titles."),
                tuple(repeated),
            )
        )
    total = sum(n for _, n in house_deck)
    if total < MIN_DRAW:
        errors.append(
            Violation(
                "draw-count",
                M_(
                    "The House deck needs at least {count} cards; it has {have}.",
                    count=MIN_DRAW,
                    have=total,
                ),
            )
        )
    over = [
        (t, n, min(lim, MAX_COPIES))
        for t, (n, lim, _) in sorted(_by_title(house_deck + plots).items())
        if n > min(lim, MAX_COPIES)
    ]
    if over:
        errors.append(
            Violation(
                "copies",
                _too_many_copies(over),
                tuple(t for t, _, _ in over),
            )
        )
    every = [c for c, _ in cards] + agendas
    if house:
        # A multi-House card counts as every House it shows.
        wrong = [
            c
            for c in every
            if c.legal_in_houses and house not in c.legal_in_houses and house not in c.houses
        ]
        if wrong:
            errors.append(
                Violation(
                    "house-only",
                    M_(
                        "These cards are for other Houses only, not House {house}.",
                        house=house.title(),
                    ),
                    tuple(c.name for c in wrong),
                )
            )
    banned = [c for c in every if c.legality_in(fmt) == "Banned"]
    if banned:
        errors.append(
            Violation(
                "banned",
                M_("Banned in {format}.", format=_format_name(fmt)),
                tuple(c.name for c in banned),
            )
        )
    restricted = sorted({c.name for c in every if c.legality_in(fmt) == "Restricted"})
    if len(restricted) > 1:
        errors.append(
            Violation(
                "restricted",
                M_(
                    "At most one restricted card is allowed in {format}; the deck has {count}.",
                    format=_format_name(fmt),
                    count=len(restricted),
                ),
                tuple(restricted),
            )
        )
    return errors
