"""The game state as immutable plain data.

Every card lives in exactly one zone of exactly one player (its owner's out-of-play zones, or
its controller's play area). Cards that are Moribund stay physically in play (seed 002, Timing
Structure, "What is Moribund?") and are listed in ``GameState.moribund`` until step 6.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING, TypeVar

from engine_ref.conditions import Ctx, holds
from engine_ref.copies import cannot_gain_icons, gained_and_lost, with_constants
from engine_ref.filters import card_matches
from engine_ref.values import Subject, count, gold_modifier_ignored, keyword_x_value

if TYPE_CHECKING:
    from engine_ref.abilities import Ability, Effect, Filter

__all__ = ["card_matches"]  # re-exported: filters used to live here

_T = TypeVar("_T")


def replace(obj: _T, **changes: object) -> _T:
    """``dataclasses.replace`` for this module's frozen dataclasses, without re-running
    ``__init__`` (state updates are the engine's hottest path)."""
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    new.__dict__.update(changes)
    return new


ZONES: tuple[str, ...] = (
    "hand",
    "deck",
    "discard",
    "dead",
    "play",
    "plot_deck",
    "plots_used",
    "plot",
    "limbo",  # events being played: Moribund until step 6 (seed 002, "Moribund State For Events")
    "shadows",  # 2nd edition: facedown, out of play (Rules Reference, "Shadows")
    "removed",  # removed from the game: out of play, and no card ability reaches it
)
#: keywords that are not printed in the text box, so a blank text box keeps them (the
#: Doomed raven icon sits outside it: seed 000 Card Anatomy; 002 §3.9)
OUTSIDE_TEXT_BOX: frozenset[str] = frozenset({"doomed"})
OUT_OF_PLAY_DESTINATIONS: tuple[str, ...] = ("dead", "discard", "hand", "deck_top", "deck_bottom")
CHALLENGE_TYPES: tuple[str, ...] = ("military", "intrigue", "power")


@dataclass(frozen=True)
class PlotValues:
    income: int = 0
    initiative: int = 0
    claim: int = 1
    reserve: int = 6


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    type: str  # character, location, attachment, event, plot, agenda, title
    owner: str
    controller: str
    cost: int = 0  # -1: X, or a printed "–" (no_cost)
    strength: int = 0
    icons: frozenset[str] = frozenset()
    keywords: frozenset[str] = frozenset()
    traits: frozenset[str] = frozenset()
    unique: bool = False
    kneeling: bool = False
    # printed cost "–": never marshalled nor played from the hand (Rules Reference, costs)
    no_cost: bool = False
    power: int = 0
    income: int = 0  # gold modifier printed on the card
    influence: int = 0  # ccg-winter / lcg1 influence
    initiative: int = 0
    attached_to: str | None = None
    duplicate_of: str | None = None
    plot: PlotValues | None = None
    abilities: tuple[Ability, ...] = ()
    script: str | None = None  # catalogue key when the card is scripted
    immune: frozenset[str] = frozenset()
    acts_as: str | None = None  # a card type it counts as while in play (002 §3.23)
    faction: str = ""  # 2nd edition: stark, lannister, ..., neutral
    loyal: bool = False
    gold: int = 0  # gold tokens on the card (bestow; Rules Reference, "Bestow")
    attach: Filter | None = None  # an attachment's restriction ("Lord character only")
    # the Houses the card is affiliated with (its House shields; none: a neutral card,
    # several: a multi-house card), seed 002 §4.1, seed 003 "Multi-house Cards"
    house: tuple[str, ...] = ()
    # a facedown attachment: no traits, no abilities, no card type but attachment; it goes
    # to its owner's discard pile whenever it leaves play (seed 002 §3.22)
    facedown: bool = False
    # tokens of other kinds than power and gold on the card, by kind ("betrayal", "bell", …),
    # sorted, each count above 0; they leave with the card when it leaves play (Rules
    # Reference, "Tokens")
    tokens: tuple[tuple[str, int], ...] = ()

    def token_count(self, kind: str) -> int:
        """How many ``kind`` tokens are on the card (``gold``: its gold)."""
        if kind == "gold":
            return self.gold
        return dict(self.tokens).get(kind, 0)

    def tokens_changed(self, kind: str, delta: int) -> tuple[tuple[str, int], ...]:
        """Its tokens with ``delta`` more of ``kind`` (never below 0)."""
        counts = dict(self.tokens)
        counts[kind] = max(counts.get(kind, 0) + delta, 0)
        return tuple(sorted((k, n) for k, n in counts.items() if n > 0))


@dataclass(frozen=True)
class Player:
    name: str
    house: str = ""
    gold: int = 0
    power: int = 0  # power on the House / faction card
    title: str | None = None
    eliminated: bool = False
    # the "Two on Two" variant (seed 003): partners share a team, are not opponents and win
    # together
    team: str | None = None
    hand: tuple[str, ...] = ()
    deck: tuple[str, ...] = ()  # index 0 is the top
    discard: tuple[str, ...] = ()
    dead: tuple[str, ...] = ()
    play: tuple[str, ...] = ()
    plot_deck: tuple[str, ...] = ()
    plots_used: tuple[str, ...] = ()
    plot: tuple[str, ...] = ()  # the revealed plot (0 or 1 card)
    limbo: tuple[str, ...] = ()
    shadows: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()  # cards removed from the game
    faction_kneeling: bool = False  # the faction card (a cost may kneel it)

    def zone(self, name: str) -> tuple[str, ...]:
        value: tuple[str, ...] = getattr(self, name)
        return value


@dataclass(frozen=True)
class Moribund:
    """A card that has left play for triggering purposes only (seed 002 Timing Structure)."""

    card: str
    destination: str  # dead, discard, hand, deck_top, deck_bottom
    how: str  # killed, discarded, returned, sacrificed, played (events)


@dataclass(frozen=True)
class LastingEffect:
    id: int
    source: str
    target: str  # card id or player name
    op: str  # str, gain_icon, lose_icon, gain_keyword, lose_keyword, cannot_be_killed, ...
    amount: int = 0
    value: str = ""
    until: str = "phase"  # challenge, phase, round, new_plot (see ends_at_new_plot)
    text: str = ""
    # the player controlling the card that created the effect: an "opponent" named by the
    # effect (e.g. immunity to opponents' abilities) is counted from him (seed 002 §3.24)
    by: str = ""
    filter: Filter | None = None  # which cards a cost reduction applies to
    # a cost reduction of another amount for the cards matching ``instead_filter`` (a larger
    # reduction for a character printed at cost 6 or more, say)
    instead: int | None = None
    instead_filter: Filter | None = None

    def reduction_for(self, state: GameState, card_id: str, player: str) -> int:
        """The gold a cost reduction takes off ``card_id``: its ``instead`` amount for a
        card matching ``instead_filter``, its ``amount`` otherwise."""
        if self.instead is not None and card_matches(state, self.instead_filter, card_id, player):
            return self.instead
        return self.amount

    def ends_at_new_plot(self, player: str) -> bool:
        """Whether ``player`` revealing a new plot card ends this effect: one lasting
        "until you reveal a new plot card" ends when its controller (``by``; the player it
        names when no controller was recorded) puts a new plot in place of his revealed one
        (Rules Reference, "Lasting Effects")."""
        return self.until == "new_plot" and (self.by or self.target) == player


@dataclass(frozen=True)
class Challenge:
    type: str
    attacker: str
    defender: str
    attackers: tuple[str, ...] = ()
    defenders: tuple[str, ...] = ()
    stealth: tuple[tuple[str, str], ...] = ()  # (stealth character, bypassed character)
    winner: str | None = None
    loser: str | None = None
    defending: str | None = None  # who declared defenders, if a supporter did (seed 003)
    redirected: str | None = None  # the title that redirected the challenge (seed 003)
    attacker_strength: int = 0
    defender_strength: int = 0
    # the challenge's traits (Jousting, Melee: seed 002 §4.7), lower case
    traits: frozenset[str] = frozenset()
    # the location an attacker with assault chose as the challenge was initiated (2nd
    # edition, Rules Reference, "Assault"): blank until the challenge ends, knelt on a win
    assault: str | None = None
    # the type of claim applied when it is not the challenge's own ("apply [military] claim
    # instead": Rules Reference, "Claim"); None: the challenge's type
    claim_type: str | None = None


# "immune to ..." keywords: the words naming what a card is immune to, and the card types
# (or "any") they stand for (seed 002 §3.14)
IMMUNITY_WORDS: Mapping[str, str] = MappingProxyType(
    {
        "events": "event",
        "event cards": "event",
        "character abilities": "character",
        "characters": "character",
        "location abilities": "location",
        "locations": "location",
        "attachment abilities": "attachment",
        "attachments": "attachment",
        "plots": "plot",
        "plot effects": "plot",
        "plot cards": "plot",
        "agendas": "agenda",
        "card effects": "any",
        "all card effects": "any",
    }
)


_KEYWORD_VALUE = re.compile(r"^(ambush|shadow|bestow)\s*\(\s*(\d+|x)\s*\)$")


@lru_cache(maxsize=512)
def keyword_value(keyword: str) -> tuple[str, int] | None:
    """``"ambush (2)"`` -> ("ambush", 2); an X value reads as -1 (counted by the card's
    own ability); ``None`` for a keyword without a value."""
    m = _KEYWORD_VALUE.match(keyword.strip().lower())
    if m is None:
        return None
    return m.group(1), (-1 if m.group(2) == "x" else int(m.group(2)))


@lru_cache(maxsize=256)
def parse_immunity(keyword: str) -> tuple[bool, frozenset[str]] | None:
    """``"immune to opponents' events and character abilities"`` -> (opponents only, the
    card types it covers); ``None`` when the keyword is not an immunity."""
    text = keyword.strip().lower()
    if not text.startswith("immune to "):
        return None
    rest = text[len("immune to ") :]
    opponents = False
    for prefix in ("opponents' ", "opponent's ", "opponents "):
        if rest.startswith(prefix):
            opponents, rest = True, rest[len(prefix) :]
            break
    kinds: set[str] = set()
    for part in re.split(r",\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+", rest):
        kind = IMMUNITY_WORDS.get(part.strip())
        if kind is not None:
            kinds.add(kind)
    return opponents, frozenset(kinds)


def house_key(name: str) -> str:
    """A House named the way players write it ("House Stark", "stark") as one key."""
    key = name.strip().lower()
    return key[len("house ") :].strip() if key.startswith("house ") else key


def _frozen_map(d: Mapping[str, int] | None = None) -> Mapping[str, int]:
    return MappingProxyType(dict(d or {}))


@dataclass(frozen=True)
class GameState:
    profile: str
    players: tuple[Player, ...]
    cards: Mapping[str, Card]
    first_player: str
    phase: str
    active_player: str | None = None
    round: int = 1
    moribund: tuple[Moribund, ...] = ()
    lasting: tuple[LastingEffect, ...] = ()
    challenge: Challenge | None = None
    counters: Mapping[str, int] = field(default_factory=_frozen_map)
    winner: str | None = None
    next_effect_id: int = 1
    epic_phases: tuple[str, ...] = ()  # created this round, played after dominance (002 §3.34)
    power_on_all_cards: bool = False  # the profile's: what counts toward the win

    # --- lookups -------------------------------------------------------------------------
    def card(self, card_id: str) -> Card:
        return self.cards[card_id]

    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    @property
    def player_names(self) -> tuple[str, ...]:
        # seat order never changes during a game: computed once, then carried by replace()
        names: tuple[str, ...] | None = self.__dict__.get("_names")
        if names is None:
            names = tuple(p.name for p in self.players)
            self.__dict__["_names"] = names
        return names

    def _seats(self) -> tuple[dict[str, tuple[str, ...]], dict[str, str]]:
        """Seat orders and left neighbours already computed for this ``players`` tuple,
        keyed by its identity: ``replace()`` carries the cache to the next state, which
        starts a new one as soon as its players differ."""
        cached: tuple[tuple[Player, ...], dict[str, tuple[str, ...]], dict[str, str]] | None = (
            self.__dict__.get("_seat_cache")
        )
        if cached is None or cached[0] is not self.players:
            cached = (self.players, {}, {})
            self.__dict__["_seat_cache"] = cached
        return cached[1], cached[2]

    def seat_order_from(self, name: str) -> tuple[str, ...]:
        """Player names clockwise, starting with ``name``; eliminated players are skipped."""
        orders = self._seats()[0]
        order = orders.get(name)
        if order is None:
            names = self.player_names
            i = names.index(name)
            order = names[i:] + names[:i] if i else names
            gone = {p.name for p in self.players if p.eliminated}
            if gone:
                order = tuple(n for n in order if n not in gone or n == name)
            orders[name] = order
        return order

    def left_of(self, name: str) -> str:
        """The next player clockwise who is still in the game (``name`` when none is)."""
        lefts = self._seats()[1]
        left = lefts.get(name)
        if left is None:
            names = self.player_names
            i = names.index(name)
            left = name
            for k in range(1, len(names) + 1):
                cand = names[(i + k) % len(names)]
                if not self.player(cand).eliminated:
                    left = cand
                    break
            lefts[name] = left
        return left

    def opponents(self, name: str) -> tuple[str, ...]:
        """The other players clockwise from ``name``, less his partner in a team game (seed
        003, "Two on Two": a partner is not an opponent)."""
        team = self.player(name).team
        return tuple(
            n
            for n in self.seat_order_from(name)
            if n != name and (team is None or self.player(n).team != team)
        )

    def partners(self, name: str) -> tuple[str, ...]:
        team = self.player(name).team
        if team is None:
            return ()
        return tuple(p.name for p in self.players if p.name != name and p.team == team)

    def team_power(self, team: str) -> int:
        """A team's power toward its victory: its players' together (seed 003)."""
        return sum(self.total_power(p.name) for p in self.players if p.team == team)

    def zone_of(self, card_id: str) -> tuple[str, str]:
        for p in self.players:
            for z in ZONES:
                if card_id in p.zone(z):
                    return p.name, z
        raise KeyError(card_id)

    def in_play(self, player: str | None = None) -> Sequence[Card]:
        """Cards in play in seat and play order (of one player, or of all), computed once
        per ``players`` and ``cards`` value: the same state is asked many times."""
        cached: (
            tuple[Mapping[str, Card], tuple[Player, ...], dict[str | None, list[Card]]] | None
        ) = self.__dict__.get("_in_play")
        if cached is None or cached[0] is not self.cards or cached[1] is not self.players:
            cached = (self.cards, self.players, {})
            self.__dict__["_in_play"] = cached
        out = cached[2].get(player)
        if out is None:
            cards = self.cards
            out = [
                cards[cid]
                for p in self.players
                if player is None or p.name == player
                for cid in p.play
            ]
            cached[2][player] = out
        return out

    def is_in_play(self, card_id: str) -> bool:
        return any(card_id in p.play for p in self.players)

    def keeps_tokens(self, card_id: str) -> bool:
        """Can the card hold tokens now: in play, or a revealed plot (a plot is in play
        while it is revealed: Rules Reference, "Plot Cards", "Tokens")?"""
        return self.is_in_play(card_id) or any(card_id in p.plot for p in self.players)

    def is_moribund(self, card_id: str) -> bool:
        return any(m.card == card_id for m in self.moribund)

    def counter(self, key: str) -> int:
        return self.counters.get(key, 0)

    # --- derived values ------------------------------------------------------------------
    def strength(self, card_id: str, constants: bool = True) -> int:
        """Printed STR, lasting effects, and constant abilities of cards in play (a card
        immune to opponents' character abilities ignores theirs: seed 002 §3.24)."""
        c = self.cards[card_id]
        s = c.strength
        sets = [e for e in self.lasting if e.target == card_id and e.op == "set_str"]
        if sets:
            # a set value overrides every other STR modifier; the newest set wins
            return max(0, sets[-1].amount)
        if constants:
            # a constant ability setting it ("while … set its STR to 1": Strangler) overrides
            # the other modifiers while it applies (Rules Reference, "Modifiers")
            fixed = self.constants_on(card_id, ("set_str",))
            if fixed:
                return max(0, fixed[-1][0].amount)
        for e in self.lasting:
            if e.target == card_id and e.op == "str":
                s += e.amount
        if constants:
            s += self.constant_strength(card_id)
        return max(0, s)

    def constant_strength(self, card_id: str) -> int:
        """Constant STR modifiers of cards in play; constants keep checking immunity, so a
        card gaining it is cut off at once (seed 002 §3.18, §3.24); a constant recounts its
        X all the time (002 §3.11)."""
        return sum(
            count(self, e.x, Subject(Ctx(src.id, src.controller), filter=e.x_filter)) * e.times
            + e.plus
            if e.x
            else e.amount
            for e, src in self.constants_on(card_id, ("str",))
        )

    def _constant_effects(self) -> list[tuple[Ability, Effect, Card]]:
        """Every effect of a constant ability of a card in play or a revealed plot, in
        seat and play order; computed once per ``players`` and ``cards`` value."""
        cached: (
            tuple[
                tuple[Player, ...],
                Mapping[str, Card],
                tuple[LastingEffect, ...],
                list[tuple[Ability, Effect, Card]],
            ]
            | None
        ) = self.__dict__.get("_constants")
        if (
            cached is not None
            and cached[0] is self.players
            and cached[1] is self.cards
            and cached[2] is self.lasting  # a blank text box silences a card's constants
        ):
            return cached[3]
        out: list[tuple[Ability, Effect, Card]] = []
        for p in self.players:
            for cid in (*p.play, *p.plot):
                src = self.cards[cid]
                for ab in self.abilities(cid) if src.abilities else ():
                    if ab.kind == "constant":
                        out.extend((ab, e, src) for e in ab.effects)
        self.__dict__["_constants"] = (self.players, self.cards, self.lasting, out)
        return out

    def constants_on(self, card_id: str, ops: tuple[str, ...]) -> list[tuple[Effect, Card]]:
        """The constant effects of these ops that apply to the card now: on itself
        (``self``), on the card it is attached to (``attached``), or on every card matching
        a filter (``all``), while the ability's ``while`` conditions hold; a card immune to
        the source ignores them."""
        found = [(ab, e, src) for ab, e, src in self._constant_effects() if e.op in ops]
        if not found:
            return []
        immune = any(k.startswith("immune") for k in self.keywords_printed_and_lasting(card_id))
        out: list[tuple[Effect, Card]] = []
        for ab, e, src in found:
            if e.on == "self":
                if src.id != card_id:
                    continue
            elif e.on == "attached":
                if src.attached_to != card_id:
                    continue
            elif e.on == "all":
                if not card_matches(self, e.filter, card_id, src.controller, src.id):
                    continue
            else:
                continue
            if ab.while_ and not holds(self, ab.while_, Ctx(src.id, src.controller)):
                continue
            if immune and self.immune_to(card_id, src.id, self.card_type(src.id), src.controller):
                continue
            out.append((e, src))
        return out

    def player_constants(self, player: str, ops: tuple[str, ...]) -> list[tuple[Effect, Card]]:
        """Constant effects on a player (``on: you`` / ``opponent`` / ``each``) that reach
        ``player`` now."""
        out: list[tuple[Effect, Card]] = []
        for ab, e, src in self._constant_effects():
            if e.op not in ops:
                continue
            mine = src.controller == player
            if not (
                (e.on == "you" and mine) or (e.on == "opponent" and not mine) or e.on == "each"
            ):
                continue
            if ab.while_ and not holds(self, ab.while_, Ctx(src.id, src.controller)):
                continue
            out.append((e, src))
        return out

    def entry_forbidden_by(self, player: str, card_id: str) -> str | None:
        """The name of the card whose ``cannot_put_into_play`` constant keeps ``card_id``
        from entering play under ``player`` (put into play, ambushed, brought out of
        shadows), if one does (Rules Reference, "Cannot"; City Blockade)."""
        for e, src in self.player_constants(player, ("cannot_put_into_play",)):
            if card_matches(self, e.filter, card_id, player, src.id):
                return src.name
        return None

    def restricted(self, card_id: str, kind: str) -> bool:
        """Is the card under a "cannot" of this kind (a lasting effect or a constant
        ability: ``restrict`` with ``value: <kind>``)?"""
        for e in self.lasting:
            if e.target == card_id and e.op == "restrict" and e.value == kind:
                return True
        return any(e.value == kind for e, _ in self.constants_on(card_id, ("restrict",)))

    def plot_modifier(
        self, player: str, which: str, challenge: str | None = None, base: int = 0
    ) -> int:
        """A player's modifier to a plot value (income, initiative, claim, reserve) from
        cards and effects, beyond his revealed plot's printed value (Rules Reference, "Plot
        Value Modifiers"). A claim modifier may name a challenge type; a constant one may
        count X all the time ("+1 for each plot in your used pile": ``x``, ``per``,
        ``at_most``), and with a ``filter`` reach only a revealed plot matching it ("your
        revealed Summer plot", "each opponent's non-Summer plot"). A constant reduction with
        a ``minimum`` ("by 2, to a minimum of 2") is applied last, to the value ``base`` has
        with every other modifier, and takes it no lower than that floor (nor lowers a value
        already under it)."""
        total = 0
        floored: list[Effect] = []
        for e, src in self.player_constants(player, ("plot_modifier",)):
            kind, _, ctype = e.value.partition(":")
            if e.filter is not None and not any(
                card_matches(self, e.filter, pc, src.controller, src.id)
                for pc in self.player(player).plot
            ):
                continue  # only on a revealed plot matching the filter ("Summer plot")
            if which == "income" and (e.x or e.amount > 0) and gold_modifier_ignored(self, src):
                continue  # Rains of Autumn: no positive gold modifier from that card
            if kind == which and (not ctype or ctype == challenge):
                if e.minimum is not None and not e.x:
                    floored.append(e)
                elif e.x:
                    n = count(self, e.x, Subject(Ctx(src.id, src.controller), filter=e.x_filter))
                    n = n // max(1, e.per) * e.times
                    total += n if e.at_most is None else min(n, e.at_most)
                else:
                    total += e.amount
        for le in self.lasting:
            if le.target == player and le.op == "plot_modifier":
                kind, _, ctype = le.value.partition(":")
                if kind == which and (not ctype or ctype == challenge):
                    total += le.amount
        for e in floored:
            assert e.minimum is not None
            now = base + total
            total += e.amount if e.amount >= 0 else max(e.amount, min(0, e.minimum - now))
        return total

    def card_type(self, card_id: str) -> str:
        """The card's type as the game sees it now: a card acting as another type has only
        that type while it does (seed 002 §3.22-3.23); the latest effect wins."""
        c = self.cards[card_id]
        if c.facedown:
            return "attachment"
        kind = c.acts_as or c.type
        for e in self.lasting:
            if e.op == "acts_as" and e.target == card_id:
                kind = e.value
        return kind

    def immunities(self, card_id: str) -> list[tuple[bool, frozenset[str], str]]:
        """The card's immunities as (opponents only, card types, the player "opponent" is
        counted from): its own keywords count from its controller, a gained immunity from
        the player who controlled the card granting it (seed 002 §3.24)."""
        c = self.cards[card_id]
        out: list[tuple[bool, frozenset[str], str]] = []
        for kw in self.keywords(card_id):
            parsed = parse_immunity(kw)
            if parsed is None:
                continue
            ref = c.controller
            for e in self.lasting:
                if e.target == card_id and e.op == "gain_keyword" and e.value == kw and e.by:
                    ref = e.by
            out.append((parsed[0], parsed[1], ref))
        return out

    def immune_to(
        self, card_id: str, source: str | None, source_type: str, controller: str
    ) -> bool:
        """Is the card immune to an effect of ``source`` (a card of ``source_type``
        controlled by ``controller``)? A card is never immune to itself (seed 002 §3.17)."""
        if source is None or source == card_id:
            return False
        for opponents_only, kinds, ref in self.immunities(card_id):
            if source_type not in kinds and "any" not in kinds:
                continue
            if opponents_only and controller == ref:
                continue
            return True
        return False

    def icons(self, card_id: str) -> frozenset[str]:
        c = self.cards[card_id]
        gains = any(e.target == card_id and e.op == "gain_icon" for e in self.lasting)
        no_gain = gains and cannot_gain_icons(self, card_id)
        printed = gained_and_lost(self, card_id, c.icons, "gain_icon", "lose_icon", no_gain)
        return with_constants(self, card_id, printed, "gain_icon", "lose_icon", "copy_icons")

    def factions(self, card_id: str) -> frozenset[str]:
        """The factions the card is affiliated with now: its printed one (none for a neutral
        card), with those gained and lost through effects (``gain_faction``,
        ``lose_faction``, ``all`` for every one): Rules Reference, "Faction", "Neutral"."""
        c = self.cards[card_id]
        printed = (
            frozenset() if c.facedown or c.faction in ("", "neutral") else frozenset((c.faction,))
        )
        found = gained_and_lost(self, card_id, printed, "gain_faction", "lose_faction")
        return with_constants(self, card_id, found, "gain_faction", "lose_faction")

    def keywords_printed_and_lasting(self, card_id: str) -> frozenset[str]:
        """Keywords without constant abilities (what immunity is read from); a blank text
        box keeps only the keywords printed outside it (002 §3.8)."""
        printed = self.cards[card_id].keywords
        if self.cards[card_id].facedown:
            printed = frozenset()
        elif printed and (self.lasting or self._plot_blanking()) and self.is_blank(card_id):
            printed = printed & OUTSIDE_TEXT_BOX
        return gained_and_lost(self, card_id, printed, "gain_keyword", "lose_keyword")

    # --- the text box ----------------------------------------------------------------------
    def is_blank(self, card_id: str) -> bool:
        """Is the card's printed text box blank (a lasting ``blank`` effect on it)? Its
        printed abilities, keywords and the income, influence and initiative icons of its
        text box are gone; traits, challenge icons and STR stay (seed 002 §3.8-3.9 and the
        Milk of the Poppy ruling)."""
        if any(e.op == "blank" and e.target == card_id for e in self.lasting):
            return True
        return any(
            src.attached_to == card_id
            if e.on == "attached"
            else card_matches(self, e.filter, card_id, src.controller, src.id)
            for e, src in self._plot_blanking()
        )

    def _plot_blanking(self) -> list[tuple[Effect, Card]]:
        """The ``blank`` effects of revealed plots' constant abilities (Fortified Position:
        every character's text box is blank while it is revealed). Read from the plots'
        own abilities: a plot is never blanked by them; and those of attachments in play on
        the card they are attached to (Blood Magic Ritual). Computed once per ``players``
        and ``cards`` value."""
        hit = self.__dict__.get("_plot_blanks")
        if hit is not None and hit[0] is self.players and hit[1] is self.cards:
            found: list[tuple[Effect, Card]] = hit[2]
            return found
        found = [
            (e, self.cards[pid])
            for p in self.players
            for pid in (*p.plot, *p.play)
            for ab in self.cards[pid].abilities
            if ab.kind == "constant"
            for e in ab.effects
            if e.op == "blank"
            and (e.on == "all" if pid in p.plot else e.on == "attached")
            and (pid in p.plot or self.cards[pid].attached_to is not None)
        ]
        self.__dict__["_plot_blanks"] = (self.players, self.cards, found)
        return found

    def abilities(self, card_id: str) -> tuple[Ability, ...]:
        """The card's abilities as the game sees them now (none while blank; an event put
        into play as an attachment has only its constant ones, the text it gained)."""
        c = self.cards[card_id]
        if c.facedown or (
            c.abilities and (self.lasting or self._plot_blanking()) and self.is_blank(card_id)
        ):
            return ()
        if c.type == "event" and c.attached_to is not None:
            return tuple(ab for ab in c.abilities if ab.kind == "constant")
        return c.abilities

    def income(self, card_id: str) -> int:
        """The gold modifier of a card's text box (0 while blank: 002 §3.9)."""
        c = self.cards[card_id]
        return 0 if c.income and self.is_blank(card_id) else c.income

    def influence(self, card_id: str) -> int:
        c = self.cards[card_id]
        return 0 if c.influence and self.is_blank(card_id) else c.influence

    def initiative(self, card_id: str) -> int:
        c = self.cards[card_id]
        return 0 if c.initiative and self.is_blank(card_id) else c.initiative

    # --- House affiliation -------------------------------------------------------------------
    def affiliated(self, card_id: str, house: str) -> bool:
        """Is the card affiliated with ``house`` (one of its House shields)? A neutral card
        has none (seed 002 §4.1; a multi-house card has several: seed 003)."""
        want = house_key(house)
        return any(house_key(h) == want for h in self.cards[card_id].house)

    def keywords(self, card_id: str) -> frozenset[str]:
        printed = self.keywords_printed_and_lasting(card_id)
        c = self.cards[card_id]
        if c.tokens and c.token_count("shadow") and card_id in self.player(c.owner).shadows:
            # a shadow token: shadow (X), X its printed cost, while it stays in shadows
            printed = printed | {f"shadow ({max(c.cost, 0)})"}
        return with_constants(
            self, card_id, printed, "gain_keyword", "lose_keyword", "copy_keywords"
        )

    def traits(self, card_id: str) -> frozenset[str]:
        c = self.cards[card_id]
        printed = gained_and_lost(
            self, card_id, frozenset() if c.facedown else c.traits, "gain_trait", "lose_trait"
        )
        return with_constants(self, card_id, printed, "gain_trait", "lose_trait")

    def keyword_value(self, card_id: str, name: str) -> int | None:
        """The value of a keyword like ambush (X), shadow (X), bestow (X); ``None`` when
        the card does not have it (the lowest when it has several)."""
        kvs = (keyword_value(k) for k in self.keywords(card_id))
        values = [kv[1] for kv in kvs if kv and kv[0] == name]
        if -1 in values and (n := keyword_x_value(self, card_id, name)) is not None:
            values = [n if v == -1 else v for v in values]  # X counted by the card itself
        return min(values) if values else None

    def total_power(self, name: str) -> int:
        """Power counting toward victory: House card plus characters in play (Moribund too)."""
        p = self.player(name)
        if self.power_on_all_cards:
            # 2nd edition: power on every card he controls (Rules Reference, "Winning the
            # Game")
            return p.power + sum(c.power for c in self.in_play(name))
        return p.power + sum(
            c.power
            for c in self.in_play(name)
            if c.power
            and (
                self.card_type(c.id) == "character"
                # power on a card with Infamy counts whatever its type (seed 003 Infamy)
                or "infamy" in self.keywords(c.id)
            )
        )

    def revealed_plot(self, name: str) -> Card | None:
        p = self.player(name)
        return self.cards[p.plot[0]] if p.plot else None

    def attachments_of(self, card_id: str) -> tuple[str, ...]:
        return tuple(
            c.id for c in self.in_play() if c.attached_to == card_id or c.duplicate_of == card_id
        )

    # --- functional updates --------------------------------------------------------------
    def with_card(self, card: Card) -> GameState:
        cards = dict(self.cards)
        cards[card.id] = card
        return replace(self, cards=MappingProxyType(cards))

    def enters_knelt(self, card_id: str) -> bool:
        """The card's printed text says it enters play knelt (Rules Reference, "Enters
        Play"): marshalled, put into play, ambushed or out of shadows, it arrives kneeling."""
        return "enters play knelt" in self.cards[card_id].keywords

    def update_card(self, card_id: str, **changes: object) -> GameState:
        return self.with_card(replace(self.cards[card_id], **changes))

    def with_lasting(self, effect: LastingEffect) -> GameState:
        """The state with one more lasting effect, the effect id counter moved past it."""
        return replace(
            self, lasting=(*self.lasting, effect), next_effect_id=self.next_effect_id + 1
        )

    def with_player(self, player: Player) -> GameState:
        return replace(
            self,
            players=tuple(player if p.name == player.name else p for p in self.players),
        )

    def update_player(self, name: str, **changes: object) -> GameState:
        return self.with_player(replace(self.player(name), **changes))

    def out_of_challenge(self, card_id: str) -> GameState:
        """The state with the card no longer attacking or defending in the challenge."""
        ch = self.challenge
        if ch and (card_id in ch.attackers or card_id in ch.defenders):
            return replace(
                self.bump(f"phase:participated:{card_id}"),
                challenge=replace(
                    ch,
                    attackers=tuple(a for a in ch.attackers if a != card_id),
                    defenders=tuple(d for d in ch.defenders if d != card_id),
                ),
            )
        return self

    def bump(self, key: str, by: int = 1) -> GameState:
        counters = dict(self.counters)
        counters[key] = counters.get(key, 0) + by
        return replace(self, counters=MappingProxyType(counters))

    def move(self, card_id: str, to_player: str, to_zone: str, *, top: bool = False) -> GameState:
        """Move a card out of its zone into ``to_zone`` of ``to_player``."""
        owner, zone = self.zone_of(card_id)
        st = self.update_player(
            owner, **{zone: tuple(c for c in self.player(owner).zone(zone) if c != card_id)}
        )
        card = st.cards[card_id]
        if zone == "shadows" and card.token_count("shadow"):
            # a shadow token leaves the card as it leaves shadows (Rules Reference, "Shadows")
            st = st.update_card(
                card_id, tokens=card.tokens_changed("shadow", -card.token_count("shadow"))
            )
        dest = st.player(to_player).zone(to_zone)
        new = (card_id, *dest) if top else (*dest, card_id)
        return st.update_player(to_player, **{to_zone: new})


def check_invariants(state: GameState) -> list[str]:
    """Return the broken invariants (empty when the state is sound). Called on every state
    of every random game in the tests and benchmarks: it formats text only for a problem."""
    problems: list[str] = []
    seen: dict[str, tuple[str, str]] = {}
    cards = state.cards
    for p in state.players:
        for z in ZONES:
            for cid in p.zone(z):
                before = seen.get(cid)
                if before is not None:
                    problems.append(f"{cid} is in both {before[0]}.{before[1]} and {p.name}.{z}")
                seen[cid] = (p.name, z)
                if cid not in cards:
                    problems.append(f"{p.name}.{z} holds unknown card {cid}")
    if problems or len(seen) != len(cards):
        for cid in cards:
            if cid not in seen:
                problems.append(f"{cid} is in no zone")
    for m in state.moribund:
        if not (state.is_in_play(m.card) or m.card in _limbo(state)):
            problems.append(f"Moribund {m.card} is not physically in play")
    for c in cards.values():
        if c.power < 0:
            problems.append(f"{c.id} has negative power")
        if c.tokens and any(n <= 0 for _, n in c.tokens):
            problems.append(f"{c.id} holds a token count that is not positive")
    for p in state.players:
        if p.power < 0 or p.gold < 0:
            problems.append(f"{p.name} has negative power or gold")
    return problems


def _limbo(state: GameState) -> Iterable[str]:
    for p in state.players:
        yield from p.limbo
