"""Random decks written out the way ThronesDB's templates lay out each export (the deck page's
plain text, Markdown, AGoT.cards tags and "plots and draw deck only"; the .txt download; the
download by cycle; OCTGN; the JSON) read back to the very deck: same cards and copies, same
agendas, same faction, and the name for the exports that carry one — whatever the name says."""

from __future__ import annotations

import html
import json
import random
from collections import Counter
from collections.abc import Callable

import pytest

from organiser.core.cards import FACTIONS_2E, Card, CardCatalogue
from organiser.core.decklist import read_decklist

NAMES = [
    "3 Krakens and a Bear",
    "3x Old Nan (WotN)",
    "House Stark",
    "Fealty",
    "Plots (7):",
    "Packs: From Core Set",
    "---- Core Set ----",
    "# 1 Stark",
    "<3 Krakens",
    "{Kraken}",
    "Drowned Men",
    "The Night's Watch",
    "L'Épée du Matin ☀",
    "Characters",
    "x3 Winter",
    "2",
]
SECTIONS = [
    ("Plots", "plot"),
    ("Characters", "character"),
    ("Attachments", "attachment"),
    ("Locations", "location"),
    ("Events", "event"),
]
DOWNLOAD_ORDER = [SECTIONS[0], SECTIONS[1], SECTIONS[3], SECTIONS[2], SECTIONS[4]]

Deck = tuple[str, str, list[Card], dict[str, int]]


class Writer:
    """ThronesDB's export layouts, for decks of the shipped catalogue."""

    def __init__(self, catalogue: CardCatalogue) -> None:
        self.cat = catalogue
        self.names = Counter(c.name for c in catalogue.cards.values())
        self.pack_order = list(catalogue.packs)
        self.cycle_of = {p: cyc for cyc, packs in catalogue.cycles.items() for p in packs}

    def multiple(self, card: Card) -> bool:
        return self.names[card.name] > 1

    def pack_name(self, card: Card) -> str:
        return self.cat.packs[card.pack].name

    def section(self, slots: dict[str, int], kind: str) -> list[tuple[Card, int]]:
        cards = [(self.cat.cards[k], n) for k, n in slots.items()]
        return sorted([(c, n) for c, n in cards if c.type == kind], key=lambda x: x[0].name)

    def packs(self, deck: Deck) -> str:
        _, _, agendas, slots = deck
        used = {self.cat.cards[k].pack for k in slots} | {a.pack for a in agendas}
        first, *_, last = sorted(used, key=self.pack_order.index) * 2
        names = self.cat.packs[first].name, self.cat.packs[last].name
        return f"Packs: From {names[0]}" + (f" to {names[1]}" if first != last else "")

    def plain(self, deck: Deck) -> str:
        name, faction, agendas, slots = deck
        lines = [name, "", FACTIONS_2E[faction]]
        lines += [a.name + (f" ({a.pack})" if self.multiple(a) else "") for a in agendas]
        lines += ["", self.packs(deck)]
        for title, kind in SECTIONS:
            cards = self.section(slots, kind)
            lines += ["", f"{title} ({sum(n for _, n in cards)}):"]
            lines += [f"{n}x {c.name} ({c.pack})" for c, n in cards]
        return "\n".join(lines)

    def _tagged(self, deck: Deck, line: Callable[[Card], str], heading: str, bullet: str) -> str:
        _, faction, agendas, slots = deck
        lines = [heading.format("") + FACTIONS_2E[faction] if heading else FACTIONS_2E[faction]]
        lines += [""] + [line(a) + "  " for a in agendas] + ["", self.packs(deck)]
        for title, kind in SECTIONS:
            cards = self.section(slots, kind)
            lines += ["", f"{heading}{title} ({sum(n for _, n in cards)}):", ""]
            lines += [f"{bullet}{n}x {line(c)}" for c, n in cards]
        return "\n".join(lines)

    def markdown(self, deck: Deck) -> str:
        text = self._tagged(
            deck,
            lambda c: f"[{c.name} \\({c.pack}\\)](https://thronesdb.com/card/{c.code})",
            "### ",
            "- ",
        )
        return "## " + text.removeprefix("### ")

    def agotcards(self, deck: Deck) -> str:
        return self._tagged(deck, lambda c: f"[agot]{c.name} ({c.pack})[/agot]", "", "")

    def draw_only(self, deck: Deck) -> str:
        slots = deck[3]
        return "\n".join(
            f"{n}x {c.name} ({c.pack})"
            for _, kind in SECTIONS
            for c, n in self.section(slots, kind)
        )

    def download(self, deck: Deck) -> str:
        name, faction, agendas, slots = deck
        lines = [name, "Version: 1.0", "", FACTIONS_2E[faction]]
        lines += [a.name + (f" ({self.pack_name(a)})" if self.multiple(a) else "") for a in agendas]
        lines += ["", self.packs(deck), "", ""]
        for title, kind in DOWNLOAD_ORDER:
            cards = self.section(slots, kind)
            lines.append(title if len(cards) > 1 else title[:-1])
            lines += [f"{n}x {c.name} ({self.pack_name(c)})" for c, n in cards] + [""]
        return "\r\n".join(lines)

    def by_cycle(self, deck: Deck) -> str:
        name, faction, agendas, slots = deck
        lines = [f"{name} 1.0", "", FACTIONS_2E[faction]]
        lines.append(
            "".join(
                a.name + (f" ({self.pack_name(a)})" if self.multiple(a) else "") for a in agendas
            )
        )
        lines += [self.packs(deck), ""]
        every = dict(slots) | {a.code: 1 for a in agendas}
        groups: dict[str, list[Card]] = {}
        for code in every:
            card = self.cat.cards[code]
            groups.setdefault(self.cycle_of[card.pack], []).append(card)
        for cycle in sorted(groups, key=list(self.cat.cycles).index):
            lines.append(f"---- {cycle} ----")
            for c in sorted(groups[cycle], key=lambda c: (self.pack_order.index(c.pack), c.code)):
                lines.append(f"{every[c.code]}x {c.name} ({self.pack_name(c)} #{int(c.code[2:])})")
            lines.append("")
        return "\r\n".join(lines)

    def octgn(self, deck: Deck) -> str:
        _, faction, agendas, slots = deck

        def esc(text: str) -> str:  # Twig's HTML escaping of an .xml template
            return html.escape(text, quote=True).replace("&#x27;", "&#039;")

        lines = [
            '<?xml version="1.0" encoding="utf-8" standalone="yes"?>',
            '<deck game="30c200c9-6c98-49a4-a293-106c06295c05" sleeveid="0">',
            '    <section name="Faction" shared="False">',
            f'        <card qty="1" id="f">{esc(FACTIONS_2E[faction])}</card>',
            "    </section>",
            '    <section name="Agenda" shared="False">',
            *(f'            <card qty="1" id="a">{esc(a.name)}</card>' for a in agendas),
            "    </section>",
        ]
        for title, kind in DOWNLOAD_ORDER:
            lines.append(f'    <section name="{title}" shared="False">')
            lines += [
                f'            <card qty="{n}" id="c">{esc(c.name)}</card>'
                for c, n in self.section(slots, kind)
            ]
            lines.append("    </section>")
        return "\n".join([*lines, "    <notes><![CDATA[]]></notes>", "</deck>"])

    def json(self, deck: Deck) -> str:
        name, faction, agendas, slots = deck
        every = dict(slots) | {a.code: 1 for a in agendas}
        return json.dumps(
            {
                "id": 1,
                "name": name,
                "faction_code": faction,
                "faction_name": FACTIONS_2E[faction],
                "slots": every,
                "agendas": [a.code for a in agendas],
            }
        )


# export -> (carries the name, carries the agendas and faction, names its packs)
EXPORTS = {
    "plain": (True, True, True),
    "markdown": (False, True, True),
    "agotcards": (False, True, True),
    "draw_only": (False, False, True),
    "download": (True, True, True),
    "by_cycle": (True, True, True),
    "octgn": (False, True, False),
    "json": (True, True, True),
}


def random_decks(catalogue: CardCatalogue, pool: frozenset[str], count: int) -> list[Deck]:
    rng = random.Random(15)
    variants = set(catalogue.cycles.get("variants", ()))
    cards = [
        c
        for c in catalogue.cards.values()
        if c.pack not in variants and c.code not in pool and c.faction in FACTIONS_2E
    ]
    agendas = [c for c in cards if c.type == "agenda"]
    banners = [c for c in agendas if c.name.startswith("Banner of the")]
    alliance = [c for c in agendas if c.name == "Alliance"]
    plots = [c for c in cards if c.type == "plot"]
    draw = [c for c in cards if c.is_draw_card]
    decks: list[Deck] = []
    for i in range(count):
        faction = rng.choice([f for f in FACTIONS_2E if f != "neutral"])
        roll = rng.random()
        chosen = (
            [alliance[0], *rng.sample(banners, 2)]
            if roll < 0.1
            else ([] if roll < 0.2 else [rng.choice(agendas)])
        )
        slots = {p.code: 1 for p in rng.sample(plots, 7)}
        mine = [c for c in draw if c.faction in (faction, "neutral") or rng.random() < 0.02]
        slots |= {c.code: rng.randint(1, 3) for c in rng.sample(mine, rng.randint(5, 30))}
        decks.append((NAMES[i % len(NAMES)], faction, chosen, slots))
    return decks


@pytest.fixture(scope="module")
def decks(catalogue: CardCatalogue) -> list[Deck]:
    rlist = catalogue.restricted_list(None)
    assert rlist is not None
    return random_decks(catalogue, rlist.banned_cards, 48)


@pytest.mark.parametrize("export", sorted(EXPORTS))
def test_every_export_of_random_decks_reads_back(
    export: str, decks: list[Deck], catalogue: CardCatalogue
) -> None:
    named, whole, packed = EXPORTS[export]
    rlist = catalogue.restricted_list(None)
    assert rlist is not None
    writer = Writer(catalogue)
    for deck in decks:
        name, faction, agendas, slots = deck
        text = getattr(writer, export)(deck)
        read = read_decklist(text, catalogue, out_of_pool=rlist.banned_cards)
        where = f"{export} of {name!r}:\n{text}"
        assert read.problems == (), where
        got = read.deck
        if packed:
            assert got.counts() == slots, where
        else:  # OCTGN names no pack: the same names and copies
            by_name = Counter[str]()
            for code, n in got.counts().items():
                by_name[catalogue.cards[code].name] += n
            wanted = Counter[str]()
            for code, n in slots.items():
                wanted[catalogue.cards[code].name] += n
            assert by_name == wanted, where
        if whole:
            assert got.faction == faction, where
            want = (
                sorted(a.name for a in agendas) if not packed else sorted(a.code for a in agendas)
            )
            have = (
                sorted(catalogue.cards[a].name for a in got.agendas)
                if not packed
                else sorted(got.agendas)
            )
            assert have == want, where
        if named:
            assert got.name == name, where
