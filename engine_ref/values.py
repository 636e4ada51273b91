"""Values counted from the state: the X of card text ("draw X cards, where X is …", "+1 STR
for each …"), as a registry of small functions. A triggered ability counts its X once, when
it is initiated (002 §3.11); a constant ability recounts it all the time."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import TYPE_CHECKING

from engine_ref.conditions import card_ref
from engine_ref.filters import card_matches

if TYPE_CHECKING:
    from engine_ref.abilities import Filter
    from engine_ref.conditions import Ctx
    from engine_ref.state import Card, GameState


@dataclass(frozen=True)
class Subject:
    """What a value is counted about: the ability's context, its first target (and all of
    them), and the filter a count uses."""

    ctx: Ctx
    target: str | None = None
    filter: Filter | None = None
    targets: tuple[str, ...] = ()  # every target chosen (a triggered ability's X)
    # what follows the colon of a value written ``name:arg`` (``tokens:bell``)
    arg: str = ""


Counter = Callable[["GameState", Subject], int]
_VALUES: dict[str, tuple[Counter, str]] = {}


def value(name: str, doc: str) -> Callable[[Counter], Counter]:
    def deco(fn: Counter) -> Counter:
        if name in _VALUES:
            raise RuntimeError(f"value {name!r} is registered twice")
        _VALUES[name] = (fn, doc)
        return fn

    return deco


def value_name(x: str) -> str:
    """The registered name of a value as written: ``tokens:bell`` is the value ``tokens``
    with ``bell`` as its argument."""
    return x.partition(":")[0]


def count(st: GameState, name: str, subject: Subject) -> int:
    base, _, arg = name.partition(":")
    if arg:
        subject = replace(subject, arg=arg)
    return max(0, _VALUES[base][0](st, subject))


def _card(st: GameState, s: Subject, ref: str) -> str | None:
    cid = s.target if ref == "target" else card_ref(st, s.ctx, ref)
    return cid if cid in st.cards else None


@value("hand", "cards in the controller's hand")
def _hand(st: GameState, s: Subject) -> int:
    return len(st.player(s.ctx.controller).hand)


@value("gold", "gold in the controller's gold pool")
def _gold(st: GameState, s: Subject) -> int:
    return st.player(s.ctx.controller).gold


@value("power", "the controller's power total")
def _power(st: GameState, s: Subject) -> int:
    return st.total_power(s.ctx.controller)


@value("characters", "characters the controller has in play")
def _characters(st: GameState, s: Subject) -> int:
    return sum(1 for c in st.in_play(s.ctx.controller) if st.card_type(c.id) == "character")


@value("count", "cards in play matching the effect's x_filter (seen from the controller)")
def _count(st: GameState, s: Subject) -> int:
    return sum(
        1 for c in st.in_play() if card_matches(st, s.filter, c.id, s.ctx.controller, s.ctx.source)
    )


@value("opponents", "the controller's opponents still in the game")
def _opponents(st: GameState, s: Subject) -> int:
    return sum(1 for o in st.opponents(s.ctx.controller) if not st.player(o).eliminated)


@value("used_pile", "plots in the controller's used pile")
def _used_pile(st: GameState, s: Subject) -> int:
    return len(st.player(s.ctx.controller).plots_used)


@value("dead_pile", "cards in the controller's dead pile")
def _dead_pile(st: GameState, s: Subject) -> int:
    return len(st.player(s.ctx.controller).dead)


@value("discard_pile", "cards in the controller's discard pile")
def _discard_pile(st: GameState, s: Subject) -> int:
    return len(st.player(s.ctx.controller).discard)


@value("margin", "the STR by which the current challenge was won")
def _margin(st: GameState, s: Subject) -> int:
    ch = st.challenge
    return abs(ch.attacker_strength - ch.defender_strength) if ch and ch.winner else 0


def _of(attr: str, ref: str) -> Counter:
    def counter(st: GameState, s: Subject) -> int:
        cid = _card(st, s, ref)
        if cid is None:
            return 0
        if attr == "str":
            return st.strength(cid)
        if attr == "cost":
            return max(0, st.cards[cid].cost)
        if attr == "power":
            return st.cards[cid].power
        return st.cards[cid].gold

    return counter


for _ref in ("self", "target", "trigger", "attached"):
    for _attr, _what in (
        ("str", "STR"),
        ("cost", "printed cost"),
        ("power", "power"),
        ("gold", "gold on it"),
    ):
        value(f"{_ref}_{_attr}", f"the {_what} of the {_ref} card")(_of(_attr, _ref))


@value(
    "target_controls",
    "cards in play matching x_filter that the chosen player (the first target) controls",
)
def _target_controls(st: GameState, s: Subject) -> int:
    """The count of cards matching the filter on the side of the player the ability chose
    (a plot paying gold per character of a chosen opponent): ``controller: you`` means the
    chosen player's cards."""
    who = s.target
    if who is None or who not in st.player_names:
        return 0
    return sum(1 for c in st.in_play(who) if card_matches(st, s.filter, c.id, who, s.ctx.source))


@value(
    "targets",
    'the cards chosen as the ability\'s targets ("for each character sacrificed this way")',
)
def _targets(st: GameState, s: Subject) -> int:
    """How many targets the ability chose as it was initiated (Return to the Fields: one
    card and one gold for each character chosen to be sacrificed)."""
    return len(s.targets)


@value("shadows", "cards in the controller's shadows area")
def _shadows(st: GameState, s: Subject) -> int:
    """Facedown cards in the controller's shadows area ("for each card you control in
    shadows": Rules Reference, "Shadows")."""
    return len(st.player(s.ctx.controller).shadows)


VALUES: Mapping[str, tuple[Counter, str]] = MappingProxyType(_VALUES)


@value("attached_icons", "the challenge icons the card the source is attached to has now")
def _attached_icons(st: GameState, s: Subject) -> int:
    """ "X is the number of challenge icons attached character has" (icons gained and lost
    count)."""
    cid = _card(st, s, "attached")
    return len(st.icons(cid)) if cid is not None else 0


@value("defending_gold", "the gold in the defending player's gold pool")
def _defending_gold(st: GameState, s: Subject) -> int:
    """The defending player's gold pool, counted in gold; 0 outside a challenge."""
    ch = st.challenge
    return st.player(ch.defending or ch.defender).gold if ch is not None else 0


@value("revealed_plots", "revealed plots (every player's) matching the effect's x_filter")
def _revealed_plots(st: GameState, s: Subject) -> int:
    """ "For each Summer plot card revealed": every player's revealed plot that matches
    ``x_filter`` (``{type: plot, traits: [Summer]}``)."""
    return sum(
        1
        for p in st.players
        if (plot := st.revealed_plot(p.name)) is not None
        and card_matches(st, s.filter, plot.id, s.ctx.controller, s.ctx.source)
    )


@value(
    "target_discard",
    "cards in the discard pile of the player chosen as the target that match x_filter",
)
def _target_discard(st: GameState, s: Subject) -> int:
    """The cards in the chosen player's discard pile that match the effect's ``x_filter``
    (every card there without one)."""
    who = s.target
    if who is None or who not in st.player_names:
        return 0
    return sum(
        1
        for c in st.player(who).discard
        if card_matches(st, s.filter, c, s.ctx.controller, s.ctx.source)
    )


@value("trigger_printed_str", "the printed STR of the card of the triggering occurrence")
def _trigger_printed_str(st: GameState, s: Subject) -> int:
    """ "X is that character's printed STR": the STR printed on the triggering card,
    whatever modifies it now (``trigger_str`` reads its current STR)."""
    cid = _card(st, s, "trigger")
    return max(0, st.cards[cid].strength) if cid is not None and cid in st.cards else 0


@value("defender_count", "cards in play the defending player controls that match x_filter")
def _defender_count(st: GameState, s: Subject) -> int:
    """ "X is the number of kneeling characters the defending player controls": the
    challenge's defending player's cards matching ``x_filter`` (``controller: you`` means
    his own); 0 outside a challenge."""
    ch = st.challenge
    if ch is None:
        return 0
    who = ch.defending or ch.defender
    return sum(1 for c in st.in_play(who) if card_matches(st, s.filter, c.id, who, s.ctx.source))


@value("power_on", "the power on the cards in play matching x_filter (seen from the controller)")
def _power_on(st: GameState, s: Subject) -> int:
    """ "+1 STR for each power he has" for a card named by the filter (a unique card: its
    own power): the power on every card in play matching ``x_filter``."""
    return sum(
        c.power
        for c in st.in_play()
        if card_matches(st, s.filter, c.id, s.ctx.controller, s.ctx.source)
    )


@value("factions", "different factions among the characters the controller has in play")
def _factions(st: GameState, s: Subject) -> int:
    """ "The number of different factions among characters you control": a neutral card is
    affiliated with no faction, so it adds none (Rules Reference, "Neutral"); gained and lost
    affiliations count."""
    return len(
        {
            f
            for c in st.in_play(s.ctx.controller)
            if st.card_type(c.id) == "character"
            for f in st.factions(c.id)
        }
    )


@value("dead_matching", "cards in the controller's dead pile matching the effect's x_filter")
def _dead_matching(st: GameState, s: Subject) -> int:
    """ "For each character in your dead pile": the controller's dead pile, counted through
    the filter (its cards read as printed)."""
    me = s.ctx.controller
    return sum(1 for c in st.player(me).dead if card_matches(st, s.filter, c, me, s.ctx.source))


@value("result_cost", "the printed cost of the card the ability's cost or an earlier effect named")
def _result_cost(st: GameState, s: Subject) -> int:
    """ "Kill a character to draw X cards, X being its printed cost": the first card of the
    ability's ``result`` (the card a ``kill`` or ``discard_power`` cost took)."""
    cid = next((c for c in s.ctx.results if c in st.cards), None)
    return max(0, st.cards[cid].cost) if cid is not None else 0


@value("reserve_gap", "how many cards the controller's hand lacks to match his reserve value")
def _reserve_gap(st: GameState, s: Subject) -> int:
    """How many cards a player lacks to hold as many as his reserve value (drawing "up to
    the reserve"): his reserve value as modified, less the cards in his hand (never below
    0)."""
    from engine_ref.value_conditions import plot_value

    me = s.ctx.controller
    return max(0, plot_value(st, me, "reserve") - len(st.player(me).hand))


@value("claim_value", "the claim value on the controller's revealed plot, with its modifiers")
def _claim_value(st: GameState, s: Subject) -> int:
    """ "X is the claim value on your revealed plot card": the printed claim with every
    modifier that is not tied to a challenge type (Rules Reference, "Plot Value Modifiers")."""
    from engine_ref.value_conditions import plot_value

    return plot_value(st, s.ctx.controller, "claim")


@value("used_pile_matching", "plots in the controller's used pile matching the effect's x_filter")
def _used_pile_matching(st: GameState, s: Subject) -> int:
    """ "For each City plot card in your used pile": the controller's used pile, counted
    through the filter (``{type: plot, trait: City}``)."""
    me = s.ctx.controller
    return sum(
        1 for c in st.player(me).plots_used if card_matches(st, s.filter, c, me, s.ctx.source)
    )


@value(
    "tokens",
    "tokens of a kind on a card: 'tokens:bell' (the ability's card), 'tokens:attached:venom'",
)
def _tokens(st: GameState, s: Subject) -> int:
    """ "+1 STR for each bell token on it", "X is the number of journey tokens on it": the
    tokens of the kind the argument names (``tokens:bell``) on the ability's own card; a
    leading ``attached:``, ``trigger:`` or ``target:`` reads that card instead. A card that
    cannot hold tokens now (out of play) has none (Rules Reference, "Tokens")."""
    ref, _, kind = s.arg.rpartition(":")
    cid = _card(st, s, ref or "self")
    if not kind or cid is None or not st.keeps_tokens(cid):
        return 0
    return st.cards[cid].token_count(kind)


@value("reserve", "the controller's reserve value, with its modifiers")
def _reserve(st: GameState, s: Subject) -> int:
    """ "X is your reserve value": the reserve on the controller's revealed plot with every
    modifier (Rules Reference, "Plot Value Modifiers", "Reserve")."""
    from engine_ref.value_conditions import plot_value

    return plot_value(st, s.ctx.controller, "reserve")


@value(
    "pile_printed_str",
    "the printed STR of the card of the controller's discard or dead pile matching x_filter",
)
def _pile_printed_str(st: GameState, s: Subject) -> int:
    """X read from a pile: the STR printed on
    the card of the controller's piles that ``x_filter`` picks (its ``zone``, ``dead`` or
    ``discard``, with ``top_of_pile: true``); the highest such STR should it pick several,
    0 when it picks none."""
    me = s.ctx.controller
    zone = s.filter.zone if s.filter is not None and s.filter.zone != "play" else "dead"
    strs = [
        max(0, st.cards[c].strength)
        for c in st.player(me).zone(zone)
        if card_matches(st, s.filter, c, me, s.ctx.source)
    ]
    return max(strs, default=0)


def keyword_x_value(st: GameState, card_id: str, name: str) -> int | None:
    """The X of the card's ``name (X)`` keyword, as its own constant ability (op
    ``keyword_x`` with ``value: name``) counts it now, wherever the card is (in shadows, in
    hand), floored at its ``minimum``; ``None`` when the card has no such ability."""
    from engine_ref.conditions import Ctx

    c = st.cards[card_id]
    who = c.controller if st.is_in_play(card_id) else c.owner
    for ab in c.abilities:
        if ab.kind != "constant":
            continue
        for e in ab.effects:
            if e.op == "keyword_x" and e.value == name and e.x:
                n = count(st, e.x, Subject(Ctx(card_id, who), filter=e.x_filter))
                n = n * e.times // max(e.per, 1)
                return max(n, e.minimum) if e.minimum is not None else n
    return None


@value("str_total", "the STR, as it is now, of the cards in play matching x_filter, added up")
def _str_total(st: GameState, s: Subject) -> int:
    """ "X is that character's STR" (the one other character the condition counts): the
    current STR of every card in play ``x_filter`` picks, seen from the controller, added up
    (``not_self`` keeps the card with the ability out of its own count)."""
    return sum(
        st.strength(c.id)
        for c in st.in_play()
        if card_matches(st, s.filter, c.id, s.ctx.controller, s.ctx.source)
    )


def gold_modifier_ignored(st: GameState, src: Card) -> bool:
    """Is a positive gold modifier of ``src``'s constant ability ignored now, an
    ``ignore_gold_modifiers`` constant (on ``each``) naming such cards in its ``filter``
    (Rains of Autumn: characters and locations)?"""
    return any(
        e.op == "ignore_gold_modifiers"
        and st.is_in_play(src.id)
        and card_matches(st, e.filter, src.id, src.controller, owner.id)
        for e, owner in st.player_constants(src.controller, ("ignore_gold_modifiers",))
    )
