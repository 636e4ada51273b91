"""Conditions: the "only if", "while", "during" and "in which" of card text, as a registry of
small predicates over the game state.

A condition is written ``{kind: value}`` (``{challenge_type: military}``,
``{participating: self}``, ``{controls: {filter: {trait: Lord}}}``); an ability's
``condition`` must hold to initiate it (a play restriction), a constant ability's ``while``
for it to apply, a trigger's ``condition`` for the occurrence to trigger it. Each kind is one
function; ``CONDITIONS`` lists them, and ``engine_ref.language`` reports them as features.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from engine_ref.filters import card_matches

if TYPE_CHECKING:
    from engine_ref.abilities import Filter
    from engine_ref.state import GameState
    from engine_ref.timing import Occurrence


@dataclass(frozen=True)
class Cond:
    """One condition: its kind and its value (a word, a number, a filter or a tuple)."""

    kind: str
    value: Any = True


@dataclass(frozen=True)
class Counted:
    """How many cards matching a filter (``controls: {filter: …, min: 2}``); ``other``:
    the card with the ability does not count itself."""

    filter: Filter | None = None
    min: int = 1
    other: bool = False


@dataclass(frozen=True)
class Ctx:
    """What a condition is checked from: the card with the ability, its controller, and the
    occurrence that triggered it (if any)."""

    source: str | None
    controller: str
    trigger: Occurrence | None = None
    results: tuple[str, ...] = ()  # the cards an earlier effect acted on (``only_if``)
    targets: tuple[str, ...] = ()  # the ability's targets (``only_if``)


Check = Callable[["GameState", Ctx, Any], bool]
_CONDITIONS: dict[str, tuple[Check, str]] = {}


def condition(name: str, doc: str) -> Callable[[Check], Check]:
    def deco(fn: Check) -> Check:
        if name in _CONDITIONS:
            raise RuntimeError(f"condition {name!r} is registered twice")
        _CONDITIONS[name] = (fn, doc)
        return fn

    return deco


def holds(st: GameState, conds: tuple[Cond, ...], ctx: Ctx) -> bool:
    """Do all the conditions hold?"""
    return all(_CONDITIONS[c.kind][0](st, ctx, c.value) for c in conds)


def card_ref(st: GameState, ctx: Ctx, ref: str) -> str | None:
    """``self``, ``attached`` (the card the source is attached to), ``trigger`` (the card of
    the triggering occurrence)."""
    if ref == "self":
        return ctx.source
    if ref == "attached":
        src = st.cards.get(ctx.source or "")
        return src.attached_to if src else None
    if ref == "trigger":
        return ctx.trigger.card if ctx.trigger else None
    return ref


def _in_challenge(st: GameState, ctx: Ctx, value: Any, side: str) -> bool:
    ch = st.challenge
    if ch is None:
        return False
    pool = {"attacking": ch.attackers, "defending": ch.defenders}.get(side)
    members = pool if pool is not None else (*ch.attackers, *ch.defenders)
    if isinstance(value, str):
        cid = card_ref(st, ctx, value)
        return cid is not None and cid in members
    return any(card_matches(st, value, c, ctx.controller, ctx.source) for c in members)


@condition(
    "participating",
    "a card (self, attached, trigger) or any card matching a filter is participating in the challenge",
)
def _participating(st: GameState, ctx: Ctx, value: Any) -> bool:
    return _in_challenge(st, ctx, value, "participating")


@condition("attacking", "a card or any card matching a filter is attacking")
def _attacking(st: GameState, ctx: Ctx, value: Any) -> bool:
    return _in_challenge(st, ctx, value, "attacking")


@condition("defending", "a card or any card matching a filter is defending")
def _defending(st: GameState, ctx: Ctx, value: Any) -> bool:
    return _in_challenge(st, ctx, value, "defending")


@condition(
    "challenge_type", "a challenge of this type (military, intrigue, power) is being resolved"
)
def _challenge_type(st: GameState, ctx: Ctx, value: Any) -> bool:
    return st.challenge is not None and st.challenge.type == value


@condition("in_challenge", "a challenge is being resolved (or not, with false)")
def _in_a_challenge(st: GameState, ctx: Ctx, value: Any) -> bool:
    return (st.challenge is not None) == bool(value)


@condition("you_are", "the ability's controller is the attacking or the defending player")
def _you_are(st: GameState, ctx: Ctx, value: Any) -> bool:
    ch = st.challenge
    if ch is None:
        return False
    who = ch.attacker if value == "attacker" else (ch.defending or ch.defender)
    return who == ctx.controller


@condition("phase", "the game is in this phase")
def _phase(st: GameState, ctx: Ctx, value: Any) -> bool:
    return bool(st.phase == value)


@condition("controls", "the controller controls at least min (1) cards in play matching filter")
def _controls(st: GameState, ctx: Ctx, value: Any) -> bool:
    return _count(st, ctx, value, ctx.controller) >= int(value.min)


@condition("controls_none", "the controller controls no card in play matching filter")
def _controls_none(st: GameState, ctx: Ctx, value: Any) -> bool:
    return _count(st, ctx, value, ctx.controller) == 0


@condition("opponent_controls", "an opponent controls at least min (1) cards matching filter")
def _opponent_controls(st: GameState, ctx: Ctx, value: Any) -> bool:
    return any(_count(st, ctx, value, o) >= value.min for o in st.opponents(ctx.controller))


def _count(st: GameState, ctx: Ctx, value: Counted, player: str) -> int:
    return sum(
        1
        for c in st.in_play(player)
        if c.id != (ctx.source if value.other else None)
        and card_matches(st, value.filter, c.id, ctx.controller, ctx.source)
    )


@condition("kneeling", "a card (self, attached, trigger) is kneeling")
def _kneeling(st: GameState, ctx: Ctx, value: Any) -> bool:
    cid = card_ref(st, ctx, value)
    return cid is not None and cid in st.cards and st.cards[cid].kneeling


@condition("standing", "a card (self, attached, trigger) is standing")
def _standing(st: GameState, ctx: Ctx, value: Any) -> bool:
    cid = card_ref(st, ctx, value)
    return cid is not None and cid in st.cards and not st.cards[cid].kneeling


@condition("first_player", "the controller is (true) or is not (false) the first player")
def _first_player(st: GameState, ctx: Ctx, value: Any) -> bool:
    return (st.first_player == ctx.controller) == bool(value)


@condition("plot_trait", "the controller's revealed plot has this trait")
def _plot_trait(st: GameState, ctx: Ctx, value: Any) -> bool:
    plot = st.revealed_plot(ctx.controller)
    return plot is not None and value in plot.traits


@condition("any_plot_trait", "any player's revealed plot has this trait (a Summer or Winter plot)")
def _any_plot_trait(st: GameState, ctx: Ctx, value: Any) -> bool:
    return any(
        (plot := st.revealed_plot(p.name)) is not None and value in plot.traits for p in st.players
    )


@condition("hand_at_least", "the controller has at least this many cards in hand")
def _hand_at_least(st: GameState, ctx: Ctx, value: Any) -> bool:
    return len(st.player(ctx.controller).hand) >= int(value)


@condition("gold_at_least", "the controller has at least this much gold")
def _gold_at_least(st: GameState, ctx: Ctx, value: Any) -> bool:
    return st.player(ctx.controller).gold >= int(value)


@condition("used_pile_at_least", "the controller's used pile holds at least this many plots")
def _used_pile(st: GameState, ctx: Ctx, value: Any) -> bool:
    return len(st.player(ctx.controller).plots_used) >= int(value)


@condition(
    "more_power",
    "the controller has more power than an opponent (or, with 'each', than every opponent)",
)
def _more_power(st: GameState, ctx: Ctx, value: Any) -> bool:
    mine = st.total_power(ctx.controller)
    theirs = [st.total_power(o) for o in st.opponents(ctx.controller)]
    return bool(theirs) and (all if value == "each" else any)(mine > t for t in theirs)


@condition("fewer_power", "the controller has less power than an opponent")
def _fewer_power(st: GameState, ctx: Ctx, value: Any) -> bool:
    mine = st.total_power(ctx.controller)
    return any(mine < st.total_power(o) for o in st.opponents(ctx.controller))


@condition("unopposed", "the challenge being resolved is (true) or is not unopposed")
def _unopposed(st: GameState, ctx: Ctx, value: Any) -> bool:
    ch = st.challenge
    return ch is not None and (ch.winner == ch.attacker and ch.defender_strength == 0) == bool(
        value
    )


@condition("won_by", "the challenge was won by at least this much STR")
def _won_by(st: GameState, ctx: Ctx, value: Any) -> bool:
    ch = st.challenge
    if ch is None or ch.winner is None:
        return False
    return abs(ch.attacker_strength - ch.defender_strength) >= int(value)


@condition("attached_to", "the card with the ability is attached to a card matching filter")
def _attached_to(st: GameState, ctx: Ctx, value: Any) -> bool:
    src = st.cards.get(ctx.source or "")
    return bool(
        src
        and src.attached_to
        and card_matches(st, value, src.attached_to, ctx.controller, ctx.source)
    )


@condition("trigger_card", "the card of the triggering occurrence matches filter")
def _trigger_card(st: GameState, ctx: Ctx, value: Any) -> bool:
    cid = ctx.trigger.card if ctx.trigger else None
    return (
        cid is not None
        and cid in st.cards
        and card_matches(st, value, cid, ctx.controller, ctx.source)
    )


@condition("not", "none of the listed conditions holds")
def _not(st: GameState, ctx: Ctx, value: Any) -> bool:
    return not holds(st, value, ctx)


@condition("any", "at least one of the listed conditions holds")
def _any(st: GameState, ctx: Ctx, value: Any) -> bool:
    return any(holds(st, (c,), ctx) for c in value)


def _challenges_this_phase(st: GameState, ctx: Ctx, value: Any, how: str) -> bool:
    types = ("military", "intrigue", "power") if value in (True, "any") else (str(value),)
    return any(st.counter(f"phase:{how}:{ctx.controller}:{t}") for t in types)


@condition(
    "won_challenge_this_phase",
    "the controller has won a challenge of this type (or any: true) this phase",
)
def _won_this_phase(st: GameState, ctx: Ctx, value: Any) -> bool:
    return _challenges_this_phase(st, ctx, value, "won")


@condition(
    "lost_challenge_this_phase",
    "the controller has lost a challenge of this type (or any: true) this phase",
)
def _lost_this_phase(st: GameState, ctx: Ctx, value: Any) -> bool:
    return _challenges_this_phase(st, ctx, value, "lost")


@condition("used_pile_trait", "a plot with this trait is in the controller's used pile")
def _used_pile_trait(st: GameState, ctx: Ctx, value: Any) -> bool:
    return any(value in st.cards[c].traits for c in st.player(ctx.controller).plots_used)


@condition(
    "defender_controls",
    "the player a challenge in progress is against controls at least min cards matching filter",
)
def _defender_controls(st: GameState, ctx: Ctx, value: Any) -> bool:
    """Read from the defending player of the challenge ("against an opponent who controls a
    King"); false outside a challenge."""
    ch = st.challenge
    return ch is not None and _count(st, ctx, value, ch.defender) >= value.min


@condition(
    "bypassed_by",
    "the triggering card was bypassed by stealth by this card (self, attached) in the challenge",
)
def _bypassed_by(st: GameState, ctx: Ctx, value: Any) -> bool:
    """For "after X bypasses a character using stealth": the challenge's stealth choices
    pair the card named by ``value`` with the card of the ``bypassed_by_stealth``
    occurrence."""
    ch = st.challenge
    by = card_ref(st, ctx, str(value))
    target = ctx.trigger.card if ctx.trigger else None
    return ch is not None and by is not None and (by, target) in ch.stealth


@condition("faction_standing", "the controller's faction card is (true) or is not (false) standing")
def _faction_standing(st: GameState, ctx: Ctx, value: Any) -> bool:
    """For an ability whose effect kneels its player's faction card: with the card already
    kneeling it would change nothing, so it cannot be initiated."""
    return (not st.player(ctx.controller).faction_kneeling) == bool(value)


@condition(
    "first_challenge",
    "the challenge in progress is (true) or is not (false) the first of its type the "
    "controller initiated this round",
)
def _first_challenge(st: GameState, ctx: Ctx, value: Any) -> bool:
    """For "the first military challenge you initiate each round": counted as the challenge
    is initiated (challenges are only initiated in the challenges phase, once a round)."""
    ch = st.challenge
    first = (
        ch is not None
        and ch.attacker == ctx.controller
        and st.counter(f"phase:challenges:{ctx.controller}:{ch.type}") == 1
    )
    return first == bool(value)


@condition(
    "hand_below_reserve",
    "the controller's hand is smaller than the reserve value he checked this round",
)
def _hand_below_reserve(st: GameState, ctx: Ctx, value: Any) -> bool:
    """Read after the reserve check of the taxation phase, which records each player's
    reserve value with every modifier (Rules Reference, "Reserve Value")."""
    key = f"round:reserve:{ctx.controller}"
    reserve = st.counter(key)
    return key in st.counters and len(st.player(ctx.controller).hand) < reserve


@condition(
    "challenge_number",
    "the challenge in progress is the controller's Nth initiated this phase (any type)",
)
def _challenge_number(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "During the third challenge you initiate each phase": the controller attacks, and
    the challenges he has initiated this phase, this one included, number ``value``."""
    ch = st.challenge
    if ch is None or ch.attacker != ctx.controller:
        return False
    made = sum(
        st.counter(f"phase:challenges:{ctx.controller}:{t}")
        for t in ("military", "intrigue", "power")
    )
    return made == int(value)


@condition(
    "revealed_plots_more",
    "more revealed plots have the first trait than the second (value 'Winter>Summer')",
)
def _revealed_plots_more(st: GameState, ctx: Ctx, value: Any) -> bool:
    """Whether revealed plots with the first trait outnumber those with the second
    (``value: "Winter>Summer"``); each player's revealed plot counts once for each of the
    two traits it has."""
    more, _, than = str(value).partition(">")

    def revealed(trait: str) -> int:
        return sum(
            1
            for p in st.players
            if (plot := st.revealed_plot(p.name)) is not None and trait.strip() in plot.traits
        )

    return revealed(more) > revealed(than)


@condition("ambushed_this_phase", "the card (self) entered play using ambush this phase")
def _ambushed_this_phase(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "A phase in which it entered play using ambush": the mark ambush left on the card
    lasts until the end of the phase and leaves play with it."""
    cid = card_ref(st, ctx, str(value))
    return any(e.op == "entered_by_ambush" and e.target == cid for e in st.lasting)


@condition(
    "result_card",
    "a card an earlier effect of the ability acted on matches filter (in only_if)",
)
def _result_card(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "If that card is a character, …": the card discarded (drawn, …) by an earlier effect
    of the same ability, as ``on: result`` names it."""
    return any(
        cid in st.cards and card_matches(st, value, cid, ctx.controller, ctx.source)
        for cid in ctx.results
    )


@condition("trigger_amount", "the triggering occurrence was exactly this much (power gained)")
def _trigger_amount(st: GameState, ctx: Ctx, value: Any) -> bool:
    """For "after a character gains exactly 1 power": the amount the occurrence carries."""
    return ctx.trigger is not None and ctx.trigger.amount == int(value)


@condition(
    "lost_defending_this_phase",
    "the controller has lost a challenge as the defending player this phase (or not: false)",
)
def _lost_defending(st: GameState, ctx: Ctx, value: Any) -> bool:
    return bool(st.counter(f"phase:lost-defending:{ctx.controller}")) == bool(value)


@condition("entered_from", "the triggering card entered play from this zone (dead, hand, …)")
def _entered_from(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "After a character enters play from your dead pile": the zone the card left as it
    was put into play (recorded by ``put_into_play``)."""
    return ctx.trigger is not None and ctx.trigger.origin == str(value)


def _others(st: GameState, ctx: Ctx, value: Counted) -> list[int]:
    return [
        _count(st, ctx, value, p.name)
        for p in st.players
        if p.name != ctx.controller and not p.eliminated
    ]


@condition(
    "controls_most", "the controller controls more cards matching filter than each other player"
)
def _controls_most(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "While you control more Knight characters than each other player"."""
    mine = _count(st, ctx, value, ctx.controller)
    return all(mine > n for n in _others(st, ctx, value))


@condition(
    "controls_fewest", "the controller controls fewer cards matching filter than each other player"
)
def _controls_fewest(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "While you control fewer Knight characters than each other player"."""
    mine = _count(st, ctx, value, ctx.controller)
    return all(mine < n for n in _others(st, ctx, value))


@condition(
    "hand_more_than_target",
    "the controller has more cards in hand than the chosen player (or the chosen card's "
    "controller)",
)
def _hand_more_than_target(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "If you have more cards in hand than that player" (the player chosen as the
    ability's first target) or "than that character's controller" (a card chosen as it),
    read as the effect resolves (``only_if``)."""
    who = ctx.targets[0] if ctx.targets else None
    if who is not None and who in st.cards:
        who = st.cards[who].controller  # a chosen card: its controller now
    if who is None or who not in st.player_names:
        return False
    more = len(st.player(ctx.controller).hand) > len(st.player(who).hand)
    return more == bool(value)


@condition("trigger_attached_to", "the triggering card is attached to this card (self, attached)")
def _trigger_attached_to(st: GameState, ctx: Ctx, value: Any) -> bool:
    """For "after you attach an attachment to X": the attachment that entered play is on
    the card ``value`` names."""
    cid = ctx.trigger.card if ctx.trigger else None
    host = card_ref(st, ctx, str(value))
    return (
        cid is not None
        and cid in st.cards
        and host is not None
        and (st.cards[cid].attached_to == host)
    )


CONDITIONS: Mapping[str, tuple[Check, str]] = MappingProxyType(_CONDITIONS)


@condition(
    "first_event_this_round",
    "the controller has (false) or has not (true) played an event this round yet",
)
def _first_event_this_round(st: GameState, ctx: Ctx, value: Any) -> bool:
    return (st.counter(f"round:events-played:{ctx.controller}") == 0) == bool(value)


@condition("target_card", "a card chosen as the ability's target matches filter (in only_if)")
def _target_card(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "If that character is a Captain, …": one of the cards the ability chose as its
    targets matches the filter, read as the effect resolves."""
    return any(
        cid in st.cards and card_matches(st, value, cid, ctx.controller, ctx.source)
        for cid in ctx.targets
    )


@condition(
    "opponent_discard_at_least", "an opponent has at least this many cards in his discard pile"
)
def _opponent_discard_at_least(st: GameState, ctx: Ctx, value: Any) -> bool:
    """Some opponent's discard pile holds at least ``value`` cards."""
    return any(len(st.player(o).discard) >= int(value) for o in st.opponents(ctx.controller))


@condition(
    "alone",
    "a card (self, attached, trigger) or any card matching a filter is attacking or defending "
    "alone: the only attacker, or the only defender, of the challenge (with attacking or "
    "defending for one side)",
)
def _alone(st: GameState, ctx: Ctx, value: Any) -> bool:
    ch = st.challenge
    if ch is None:
        return False
    lone = [side[0] for side in (ch.attackers, ch.defenders) if len(side) == 1]
    if isinstance(value, str):
        return card_ref(st, ctx, value) in lone
    return any(card_matches(st, value, c, ctx.controller, ctx.source) for c in lone)


@condition("self_matches", "the card with the ability matches filter (it has an attachment, …)")
def _self_matches(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "While this character has an attachment": the card with the ability itself matches
    the filter (``{type: character, has_attachments: true}``)."""
    src = ctx.source
    return src is not None and src in st.cards and card_matches(st, value, src, ctx.controller, src)


@condition(
    "faction_power",
    "power on the controller's faction card compared with his opponents' (fewer: less than an "
    "opponent; most: more than each opponent)",
)
def _faction_power(st: GameState, ctx: Ctx, value: Any) -> bool:
    """Compares the power on faction cards only, not power on other cards: ``fewer`` holds
    when some opponent's faction card carries more than the controller's, ``most`` when the
    controller's carries more than every opponent's."""
    mine = st.player(ctx.controller).power
    theirs = [st.player(o).power for o in st.opponents(ctx.controller)]
    if value == "most":
        return bool(theirs) and all(mine > t for t in theirs)
    return any(mine < t for t in theirs)


@condition(
    "opponent_controls_at_most",
    "an opponent controls no more than min cards matching filter (min is the bound here)",
)
def _opponent_controls_at_most(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "While an opponent controls 3 or fewer characters": some opponent's count of cards
    matching the filter is at most ``min``."""
    return any(_count(st, ctx, value, o) <= value.min for o in st.opponents(ctx.controller))


@condition(
    "pillaged_by",
    "the card pillage discarded was discarded by this card's pillage (self, attached)",
)
def _pillaged_by(st: GameState, ctx: Ctx, value: Any) -> bool:
    """For "after X discards a card using pillage" answered on the discarded card (its type
    matters): the ``pillage_discarded`` occurrence names the character that pillaged (Rules
    Reference, "Pillage")."""
    by = card_ref(st, ctx, str(value))
    return ctx.trigger is not None and by is not None and ctx.trigger.by == by


@condition("card_in_shadows", "some player has (true) or no player has (false) a card in shadows")
def _card_in_shadows(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "While there is a card in shadows" / "while there are no cards in shadows": every
    player's shadows area counts, facedown cards included (Rules Reference, "Shadows")."""
    return any(st.player(p).shadows for p in st.player_names) == bool(value)


@condition(
    "has_tokens",
    "a card has at least N tokens of a kind: 'betrayal:6' (the ability's card), "
    "'attached:bell:2', 'gold:2'",
)
def _has_tokens(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "While it has 2 or more gold", "if he has 6 or more betrayal tokens": ``kind:N`` counts
    the tokens of that kind (``gold``: its gold) on the ability's own card; a leading
    ``attached:`` or ``trigger:`` reads that card instead. A card out of play has none."""
    parts = str(value).split(":")
    ref = parts[0] if len(parts) == 3 else "self"
    kind, n = parts[-2], int(parts[-1])
    cid = card_ref(st, ctx, ref)
    if cid is None or cid not in st.cards or not st.keeps_tokens(cid):
        return False
    return st.cards[cid].token_count(kind) >= n


@condition("faction_power_at_least", "the controller's faction card holds at least this much power")
def _faction_power_at_least(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "If you have 5 or more power on your faction card" (power on other cards does not
    count)."""
    return st.player(ctx.controller).power >= int(value)


@condition("shadows_at_least", "the controller has at least this many cards in shadows")
def _shadows_at_least(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "If you control 2 or more cards in shadows"."""
    return len(st.player(ctx.controller).shadows) >= int(value)


@condition("opponent_shadows_at_least", "an opponent has at least this many cards in shadows")
def _opponent_shadows_at_least(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "While an opponent controls a card in shadows"."""
    return any(len(st.player(o).shadows) >= int(value) for o in st.opponents(ctx.controller))


#: ``compare_players``: ``<stat><op><player>``: the controller's cards in hand, gold or power
#: on his faction card, compared with another player's
COMPARE_PLAYERS = re.compile(
    r"^(hand|gold|faction_power|shadows)(<=|>=|<|>|=)"
    r"(loser|winner|target|each_opponent|an_opponent|attacker|defender|challenge_opponent)$"
)


def _compared(a: int, op: str, b: int) -> bool:
    return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "=": a == b}[op]


def _player_stat(st: GameState, player: str, stat: str) -> int:
    p = st.player(player)
    return {
        "hand": len(p.hand),
        "gold": p.gold,
        "faction_power": p.power,
        "shadows": len(p.shadows),
    }[stat]


def _challenge_player(st: GameState, ctx: Ctx, who: str) -> str | None:
    """A player of the challenge in progress (or just resolved): its ``winner``, ``loser``,
    ``attacker``, ``defender``, or the ``challenge_opponent`` of the controller (the
    defending player when he attacks, the attacking one otherwise)."""
    ch = st.challenge
    if ch is None:
        return None
    if who == "challenge_opponent":
        if ctx.controller not in (ch.attacker, ch.defender):
            return None
        return ch.defender if ch.attacker == ctx.controller else ch.attacker
    one: str | None = getattr(ch, who)
    return one


@condition(
    "compare_players",
    "the controller's cards in hand, gold, faction power or cards in shadows compared with "
    "another player's (hand>loser: more cards in hand than the losing opponent; "
    "each_opponent, an_opponent, target: the chosen player, winner, attacker, defender, "
    "challenge_opponent: his opponent in the challenge in progress)",
)
def _compare_players(st: GameState, ctx: Ctx, value: Any) -> bool:
    m = COMPARE_PLAYERS.match(str(value))
    if m is None:
        raise ValueError(f"compare_players: {value!r} is not <stat><op><player>")
    stat, op, who = m.groups()
    if who in ("loser", "winner", "attacker", "defender", "challenge_opponent"):
        one = _challenge_player(st, ctx, who)
        others = [one] if one else []
    elif who == "target":
        others = [t for t in ctx.targets if t in st.player_names]
    else:
        others = list(st.opponents(ctx.controller))
    mine = _player_stat(st, ctx.controller, stat)
    hits = [_compared(mine, op, _player_stat(st, o, stat)) for o in others]
    return bool(hits) and (all(hits) if who == "each_opponent" else any(hits))


@condition(
    "defender_has_shadows",
    "the defending player of the challenge in progress has (true) or has no (false) card in shadows",
)
def _defender_has_shadows(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "If the defending player controls a card in shadows": his shadows area, read during a
    challenge (false outside one)."""
    ch = st.challenge
    if ch is None:
        return False
    return bool(st.player(ch.defending or ch.defender).shadows) == bool(value)


@condition(
    "used_pile_trait_count",
    "the controller's used pile holds at least N plots with a trait ('City:3')",
)
def _used_pile_trait_count(st: GameState, ctx: Ctx, value: Any) -> bool:
    """At least N plots with the trait lie in the controller's used pile (``trait:N``)."""
    trait, _, n = str(value).rpartition(":")
    used = st.player(ctx.controller).plots_used
    return sum(1 for c in used if trait in st.cards[c].traits) >= int(n)


@condition(
    "trigger_zone",
    "the triggering card is now in its owner's discard or dead pile, as named (discard, dead)",
)
def _trigger_zone(st: GameState, ctx: Ctx, value: Any) -> bool:
    """With the trigger ``enters_pile``: which pile the card entered ("after a character
    enters your dead pile": ``dead``). The card is read where it is now."""
    card = ctx.trigger.card if ctx.trigger is not None else None
    if card is None or card not in st.cards:
        return False
    return card in st.player(st.cards[card].owner).zone(str(value))


#: ``opponent_zone_count``: ``<zone>[:<card type>]<op><n>``
OPPONENT_ZONE = re.compile(
    r"^(hand|discard|dead|shadows|deck)(?::(character|location|attachment|event))?"
    r"(<=|>=|<|>|=)(\d+)$"
)


@condition(
    "opponent_zone_count",
    "an opponent's hand, discard or dead pile, shadows or deck holds a number of cards "
    "('dead:character>=4': 4 or more characters in his dead pile; 'hand=0': no card in hand)",
)
def _opponent_zone_count(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "If an opponent has no cards in his hand" (``hand=0``), "if an opponent has 4 or more
    characters in his dead pile" (``dead:character>=4``): some opponent's zone, counted as
    it is now, optionally only the cards of one printed type."""
    m = OPPONENT_ZONE.match(str(value).replace(" ", ""))
    if m is None:
        raise ValueError(f"opponent_zone_count: {value!r} is not <zone>[:<type>]<op><n>")
    zone, kind, op, n = m.groups()

    def counted(player: str) -> int:
        cards = st.player(player).zone(zone)
        return sum(1 for c in cards if kind is None or st.cards[c].type == kind)

    return any(_compared(counted(o), op, int(n)) for o in st.opponents(ctx.controller))


@condition(
    "used_pile_traits_at_least",
    "the plots in the controller's used pile have at least this many different traits",
)
def _used_pile_traits_at_least(st: GameState, ctx: Ctx, value: Any) -> bool:
    """At least N distinct traits show on the plots in the controller's used pile (a
    threshold such as five): every printed trait of every plot there, each counted once."""
    traits = {t for c in st.player(ctx.controller).plots_used for t in st.cards[c].traits}
    return len(traits) >= int(value)


@condition("has_duplicate", "the card (self, attached, trigger) has at least one duplicate on it")
def _has_duplicate(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "While X has a duplicate": one or more duplicates (Rules Reference, "Duplicates");
    ``false`` for "has no duplicate"."""
    want = value is not False
    ref = "self" if value in (True, False) else str(value)
    cid = card_ref(st, ctx, ref)
    has = cid is not None and any(st.cards[d].duplicate_of == cid for d in st.attachments_of(cid))
    return has == want


@condition(
    "characters_entered",
    "at least N characters entered play under the triggering player's control this phase "
    "or round: 'phase:2', 'round:2'",
)
def _characters_entered(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "If another character entered play under that player's control this phase": with
    the triggering character counted, at least 2 (``phase:2``; ``round:2`` for the round)
    characters entered play under the control of the player the triggering occurrence
    concerns (the ability's controller without one). Every way of entering play counts
    (marshalled, put into play, ambush, out of shadows); a duplicate does not."""
    period, _, n = str(value).partition(":")
    who = (ctx.trigger.player if ctx.trigger else None) or ctx.controller
    return st.counter(f"{period}:entered:{who}") >= int(n)


@condition(
    "drawn_this_phase",
    "the controller has (true) or has not (false) drawn a card this phase, in any way",
)
def _drawn_this_phase(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "If you have not yet drawn any cards this phase" (``false``): every card drawn counts,
    the draw phase's own as much as an effect's (Rules Reference, "Draw")."""
    return bool(st.counter(f"phase:drawn:{ctx.controller}")) == bool(value)


def settle_bound(st: GameState, f: Filter | None, ctx: Ctx) -> Filter | None:
    """The filter with its alternative bound settled: "printed cost 3 or lower (6 or lower
    instead if …)" is ``max_cost: 3``, ``max_cost_instead: 6`` and the conditions
    ``instead_if``, checked for the ability's controller as the card is chosen or searched
    for; without them, the filter as it is."""
    if f is None or not f.instead_if:
        return f
    bound = f.max_cost_instead if holds(st, f.instead_if, ctx) else f.max_cost
    return dataclasses.replace(f, max_cost=bound, max_cost_instead=None, instead_if=())


@condition(
    "pile_has",
    "a card matching the filter lies in the controller's own pile its zone names (dead, discard)",
)
def _pile_has(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "If The Red Viper is in your dead pile": ``{type: character, zone: dead, name: The Red
    Viper}``; the pile is the controller's (the dead pile without a zone)."""
    zone = value.zone if value.zone in ("dead", "discard") else "dead"
    pile = st.player(ctx.controller).zone(zone)
    return any(card_matches(st, value, c, ctx.controller, ctx.source) for c in pile)


@condition(
    "killed_this_round",
    "a character of this faction (any: of any faction) was killed this round while the "
    "controller controlled it",
)
def _killed_this_round(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "If a [martell] character was killed under your control this round": every kill
    counts, by claim or by an effect, whatever became of the card since (the count is kept
    as the card is killed, by the faction it had then)."""
    return st.counter(f"round:killed:{ctx.controller}:{value}") > 0


@condition(
    "removed_at_least",
    "the controller has at least min (1) cards matching filter removed from the game",
)
def _removed_at_least(st: GameState, ctx: Ctx, value: Any) -> bool:
    """At least N of its controller's cards matching a filter (three Scheme plots, say) lie
    removed from the game: the cards the
    controller owns in the removed-from-game area, read as printed, counted through the
    filter (``{filter: {type: plot, trait: Scheme}, min: 3}``)."""
    me = ctx.controller
    found = sum(
        1 for c in st.player(me).removed if card_matches(st, value.filter, c, me, ctx.source)
    )
    return found >= int(value.min)


@condition(
    "played_from_shadows", "the event with the ability was played out of shadows (true/false)"
)
def _played_from_shadows(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "(3 cards instead if you played this event from shadows)": the event card with the
    ability was last played out of its player's shadows area, not from his hand (Rules
    Reference, "Shadows")."""
    played = bool(st.counter(f"round:event-from-shadows:{ctx.source}"))
    return played == bool(value)


# conditions on values (plot values, STR) and on the challenge flow live in modules of their
# own, registered here on import
from engine_ref import conditions_flow, value_conditions  # noqa: E402, F401


@condition("out_of_shadows_this_phase", "the card (self) came out of shadows this phase")
def _out_of_shadows_this_phase(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "If it came out of shadows this phase": the mark coming out of shadows left on the
    card lasts until the end of the phase and leaves play with it (Rules Reference,
    "Shadows")."""
    cid = card_ref(st, ctx, str(value))
    return any(e.op == "entered_from_shadows" and e.target == cid for e in st.lasting)
