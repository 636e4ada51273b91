"""Ability costs as a registry: each cost op says whether a player can pay it now and how it
is paid (seed 002 Timing Structure, step 1e: costs are paid when the ability is initiated;
a cost that cannot be paid in full means the ability cannot be initiated)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from engine_ref.filters import card_matches
from engine_ref.timing import Option

if TYPE_CHECKING:
    from engine_ref.abilities import Cost
    from engine_ref.engine import Engine
    from engine_ref.runtime import Gen, Instance, Window
    from engine_ref.state import Card

Payable = Callable[["Engine", str, "Card", "Cost"], bool]
Pay = Callable[["Engine", "Instance", "Card", "Cost", "Window"], "Gen[None]"]


@dataclass(frozen=True)
class CostOp:
    name: str
    payable: Payable
    pay: Pay
    doc: str


_COSTS: dict[str, CostOp] = {}


def cost(name: str, payable: Payable) -> Callable[[Pay], Pay]:
    """Register how the cost ``name`` is paid (the decorated function) and when it can be."""

    def deco(pay: Pay) -> Pay:
        if name in _COSTS:
            raise RuntimeError(f"cost op {name!r} is registered twice")
        _COSTS[name] = CostOp(name, payable, pay, (pay.__doc__ or "").strip())
        return pay

    return deco


def _standing_in_play(g: Engine, player: str, c: Card, k: Cost) -> bool:
    return not c.kneeling and g.state.is_in_play(c.id)


def _kneeling(g: Engine, player: str, c: Card, k: Cost) -> bool:
    return c.kneeling


def _gold_enough(g: Engine, player: str, c: Card, k: Cost) -> bool:
    return g.state.player(player).gold >= k.amount


def _influence_enough(g: Engine, player: str, c: Card, k: Cost) -> bool:
    from engine_ref.phases.titles import hand_influence

    return g.options.standing_influence(player) + hand_influence(g, player) >= k.amount


def _candidates(g: Engine, player: str, c: Card, k: Cost) -> bool:
    """Enough cards to pay the whole cost: "kneel 2 Builder characters" needs two."""
    return len(g.options.cost_candidates(player, k, c.id)) >= max(1, k.amount)


def _removable(g: Engine, player: str, c: Card, k: Cost) -> bool:
    st = g.state
    return (
        st.is_in_play(c.id)
        and not st.is_moribund(c.id)
        and not st.restricted(c.id, "cannot_leave_play")
    )


@cost("kneel_self", _standing_in_play)
def _kneel_self(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """The card with the ability kneels (it must be standing, in play); like any card that
    kneels, it causes a ``knelt`` occurrence ("after X is knelt" answers a cost too)."""
    g.set_state(g.state.update_card(c.id, kneeling=True))
    yield from g.log(f"cost: {c.name} kneels", "002.timing.step1e", inst.controller)
    _knelt(g, inst, c.id, win)


@cost("stand_self", _kneeling)
def _stand_self(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """The card with the ability stands (it must be kneeling)."""
    g.set_state(g.state.update_card(c.id, kneeling=False))
    return
    yield


@cost("gold", _gold_enough)
def _gold(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """``amount`` gold from the player's gold pool."""
    who = inst.controller
    g.set_state(g.state.update_player(who, gold=g.state.player(who).gold - k.amount))
    yield from g.log(f"cost: {who} pays {k.amount} gold", "002.timing.step1e", who)


@cost("influence", _influence_enough)
def _influence(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """Cards with influence kneel, in play order, until ``amount`` influence is knelt
    (seed 002 §3.2-3.3; seed 000 "Influence"); a title producing influence (the Hand of the
    King, once a round) may pay it first, as its holder chooses."""
    from engine_ref.phases.titles import hand_influence, use_hand_influence

    who = inst.controller
    need = k.amount
    title = hand_influence(g, who)
    if title and need > 0:
        # the Hand of the King's influence, once a round (seed 003 Title Effects)
        use = g.options.standing_influence(who) < need
        if not use:
            opts = [
                Option("influence title", who, f"produce {title} influence with the title"),
                Option("influence cards", who, "kneel cards with influence"),
            ]
            pick = yield from g.ask(who, "pay influence with", opts, "003.title.hand")
            use = pick.key == "influence title"
        if use:
            need -= yield from use_hand_influence(g, who)
    st = g.state
    for card in list(st.in_play(who)):
        if need <= 0:
            break
        influence = st.influence(card.id)
        if influence and not card.kneeling:
            st = st.update_card(card.id, kneeling=True)
            need -= influence
    g.set_state(st)
    yield from g.log(f"cost: {who} kneels {k.amount} influence", "002.clar.3.2", who)


def _chosen(g: Engine, inst: Instance, k: Cost) -> Gen[str]:
    who = inst.controller
    cands = [
        x
        for x in g.options.cost_candidates(who, k, inst.source)
        if g.options.leaves_target(inst, x)
    ]
    opts = [Option(f"{k.op} {x}", who, f"{k.op} {g.name(x)}") for x in cands]
    ch = yield from g.ask(who, f"cost: choose a card to {k.op}", opts, "002.timing.step1e")
    return ch.key.split(" ", 1)[1]


@cost("kneel", _candidates)
def _kneel(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """``amount`` standing cards of the player matching ``filter`` (a character by
    default), chosen one at a time, kneel; a Moribund card is still in play for this. Each
    causes a ``knelt`` occurrence; the cards knelt are what an effect ``on: paid`` acts on."""
    for _ in range(k.amount):
        x = yield from _chosen(g, inst, k)
        inst.paid = (*inst.paid, x)
        g.set_state(g.state.update_card(x, kneeling=True))
        moribund = " (it is Moribund but still in play)" if g.state.is_moribund(x) else ""
        yield from g.log(
            f"cost: {g.name(x)} kneels{moribund}", "002.timing.moribund", inst.controller
        )
        _knelt(g, inst, x, win)


def _knelt(g: Engine, inst: Instance, card: str, win: Window) -> None:
    """A card knelt to pay a cost is knelt like any other: the ``knelt`` occurrence opens
    its reactions once the ability resolves (Satin knelt for The New Gift)."""
    occ = g.occurrence("knelt", card=card, player=inst.controller)
    win.gates.append(occ)
    g.triggers.queue_passives(win, [occ])


@cost("sacrifice", _candidates)
def _sacrifice(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """``amount`` cards of the player matching ``filter``, chosen one at a time, are
    sacrificed (not a Moribund one: it cannot leave play again); they are what ``on: paid``
    and ``compare_card: …paid`` name."""
    for _ in range(k.amount):
        x = yield from _chosen(g, inst, k)
        inst.paid = (*inst.paid, x)
        occs = yield from g.leaving.remove(x, "sacrifice", inst)
        win.gates.extend(occs)
        g.triggers.queue_passives(win, occs)


@cost("sacrifice_self", _removable)
def _sacrifice_self(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """The card with the ability is sacrificed."""
    occs = yield from g.leaving.remove(c.id, "sacrifice", inst)
    win.gates.extend(occs)
    g.triggers.queue_passives(win, occs)


@cost("remove_self_from_game", _removable)
def _remove_self_from_game(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """The card with the ability is removed from the game (Varys): it leaves play for good,
    out of every card ability's reach (Rules Reference, "Removed from the Game")."""
    occs = yield from g.leaving.remove(c.id, "remove_from_game", inst)
    win.gates.extend(occs)
    g.triggers.queue_passives(win, occs)


def _discardable(g: Engine, player: str, c: Card, k: Cost) -> list[str]:
    """The cards of the player's hand a ``discard_hand`` cost may take: not the card being
    played, and matching the cost's ``filter`` when it has one."""
    return [
        h
        for h in g.state.player(player).hand
        if h != c.id and (k.filter is None or card_matches(g.state, k.filter, h, player, c.id))
    ]


def _hand_enough(g: Engine, player: str, c: Card, k: Cost) -> bool:
    return len(_discardable(g, player, c, k)) >= k.amount


@cost("discard_hand", _hand_enough)
def _discard_hand(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """``amount`` cards of the player's choice from his hand (not the card being played)
    are discarded; with ``filter``, only cards matching it ("discard 2 Targaryen cards").
    The discarded cards are what ``on: paid`` and ``compare_card: …paid`` name."""
    who = inst.controller
    hand = [h for h in _discardable(g, who, c, k) if g.options.leaves_target(inst, h)]
    for _ in range(k.amount):
        opts = [Option(f"discard {h}", who, f"discard {g.name(h)}") for h in hand]
        ch = yield from g.ask(who, "cost: discard a card from hand", opts, "002.timing.step1e")
        h = ch.key.split(" ", 1)[1]
        hand.remove(h)
        inst.paid = (*inst.paid, h)
        g.set_state(g.state.move(h, g.state.cards[h].owner, "discard"))


def _faction_standing(g: Engine, player: str, c: Card, k: Cost) -> bool:
    return not g.state.player(player).faction_kneeling


@cost("kneel_faction", _faction_standing)
def _kneel_faction(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """The controller kneels his faction card (it must be standing)."""
    who = inst.controller
    g.set_state(g.state.update_player(who, faction_kneeling=True))
    yield from g.log(f"cost: {who} kneels his faction card", "002.timing.step1e", who)


def _in_play_self(g: Engine, player: str, c: Card, k: Cost) -> bool:
    return g.state.is_in_play(c.id) and not g.state.is_moribund(c.id)


@cost("return_self_to_hand", _in_play_self)
def _return_self(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """The card with the ability returns to its owner's hand."""
    occs = yield from g.leaving.remove(c.id, "return_hand", inst)
    win.gates.extend(occs)
    g.triggers.queue_passives(win, occs)


@cost("put_self_in_shadows", _in_play_self)
def _self_to_shadows(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """The card with the ability leaves play and goes facedown into its owner's shadows
    area (Rules Reference, "Shadows": returning a card to shadows)."""
    yield from g.leaving.leave_play(c.id, "shadows")
    yield from g.log(f"cost: {c.name} returns to shadows", "rr.shadows", inst.controller)


def _power_on_self(g: Engine, player: str, c: Card, k: Cost) -> bool:
    return g.state.is_in_play(c.id) and g.state.cards[c.id].power >= k.amount


@cost("discard_power_self", _power_on_self)
def _discard_power_self(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """``amount`` power is discarded from the card with the ability."""
    g.set_state(g.state.update_card(c.id, power=g.state.cards[c.id].power - k.amount))
    yield from g.log(
        f"cost: {k.amount} power is discarded from {c.name}", "002.timing.step1e", inst.controller
    )


def _gold_on_self(g: Engine, player: str, c: Card, k: Cost) -> bool:
    return g.state.is_in_play(c.id) and g.state.cards[c.id].gold >= k.amount


@cost("discard_gold_self", _gold_on_self)
def _discard_gold_self(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """``amount`` gold on the card with the ability returns to the treasury."""
    g.set_state(g.state.update_card(c.id, gold=g.state.cards[c.id].gold - k.amount))
    yield from g.log(
        f"cost: {k.amount} gold on {c.name} returns to the treasury", "rr.bestow", inst.controller
    )


def _any_hand(g: Engine, player: str, c: Card, k: Cost) -> bool:
    return True  # a hand of no card is discarded all the same (seed 002 §4.13)


@cost("discard_whole_hand", _any_hand)
def _discard_whole_hand(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """The player discards his whole hand, even an empty one; none of its cards counts as
    discarded by itself (seed 002 §4.13; the Narrow Escape and Secrets of Oldtown rulings)."""
    from engine_ref.effects.hand import discard_whole

    yield from discard_whole(g, inst.controller, "002.clar.4.13", inst.controller)


def _host_standing(g: Engine, player: str, c: Card, k: Cost) -> bool:
    st = g.state
    host = c.attached_to if st.is_in_play(c.id) else None
    return host is not None and st.is_in_play(host) and not st.cards[host].kneeling


@cost("kneel_attached", _host_standing)
def _kneel_attached(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """The card the attachment with the ability is attached to kneels; it must be standing
    ("kneel attached character to …": the text names that card, whoever controls it)."""
    host = c.attached_to or ""
    g.set_state(g.state.update_card(host, kneeling=True))
    yield from g.log(f"cost: {g.name(host)} kneels", "002.timing.step1e", inst.controller)


def _host_killable(g: Engine, player: str, c: Card, k: Cost) -> bool:
    st = g.state
    host = c.attached_to if st.is_in_play(c.id) else None
    return (
        host is not None
        and st.is_in_play(host)
        and not st.is_moribund(host)
        and not st.restricted(host, "cannot_be_killed")
        and not st.restricted(host, "cannot_leave_play")
    )


@cost("kill_attached", _host_killable)
def _kill_attached(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """The card the attachment with the ability is attached to is killed ("kill attached
    character to …"); it counts as killed for "killed" triggers, and is what ``on: paid``
    names (a card that cannot be killed or cannot leave play cannot pay it)."""
    host = c.attached_to or ""
    occs = yield from g.leaving.remove(host, "kill", inst)
    win.gates.extend(occs)
    g.triggers.queue_passives(win, occs)
    _paid_with(inst, host)


def _killable_self(g: Engine, player: str, c: Card, k: Cost) -> bool:
    return _removable(g, player, c, k) and not g.state.restricted(c.id, "cannot_be_killed")


@cost("kill_self", _killable_self)
def _kill_self(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """The card with the ability is killed: it goes to its owner's dead pile ("kill Maester
    Kerwin to …"); it counts as killed for "killed" triggers."""
    occs = yield from g.leaving.remove(c.id, "kill", inst)
    win.gates.extend(occs)
    g.triggers.queue_passives(win, occs)


def _tokens_on_self(g: Engine, player: str, c: Card, k: Cost) -> bool:
    st = g.state
    return st.keeps_tokens(c.id) and st.cards[c.id].token_count(k.value) >= k.amount


@cost("discard_tokens_self", _tokens_on_self)
def _discard_tokens_self(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """``amount`` tokens of the kind ``value`` names ("vengeance") on the card with the
    ability return to the token pool (Rules Reference, "Tokens")."""
    card = g.state.cards[c.id]
    g.set_state(g.state.update_card(c.id, tokens=card.tokens_changed(k.value, -k.amount)))
    yield from g.log(
        f"cost: {k.amount} {k.value} token(s) are discarded from {c.name}",
        "002.timing.step1e",
        inst.controller,
    )


def _paid_with(inst: Instance, card: str) -> None:
    """The card a cost named ("kill a character to …"): what the ability's effects read as
    ``on: paid``, and as ``on: result`` and the value ``result_cost`` until an effect acts on
    other cards."""
    inst.paid = (*inst.paid, card)
    inst.results = (*inst.results, card)


def _killable(g: Engine, player: str, k: Cost) -> list[str]:
    st = g.state
    return [
        x
        for x in g.options.cost_candidates(player, k)
        if not st.is_moribund(x)
        and not st.restricted(x, "cannot_be_killed")
        and not st.restricted(x, "cannot_leave_play")
    ]


def _kill_candidates(g: Engine, player: str, c: Card, k: Cost) -> bool:
    return len(_killable(g, player, k)) >= max(1, k.amount)


@cost("kill", _kill_candidates)
def _kill(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """``amount`` cards the player controls matching ``filter`` (a character by default),
    chosen one at a time, are killed ("kill a Drowned God character to …"); only cards he
    controls pay a cost (Rules Reference, "Costs"), and not one that cannot be killed. Each
    causes a ``killed`` occurrence; the killed card is the ability's ``result``."""
    who = inst.controller
    for _ in range(max(1, k.amount)):
        opts = [
            Option(f"kill {x}", who, f"kill {g.name(x)}")
            for x in _killable(g, who, k)
            if g.options.leaves_target(inst, x)
        ]
        ch = yield from g.ask(who, "cost: choose a card to kill", opts, "002.timing.step1e")
        x = ch.key.split(" ", 1)[1]
        occs = yield from g.leaving.remove(x, "kill", inst)
        win.gates.extend(occs)
        g.triggers.queue_passives(win, occs)
        _paid_with(inst, x)


def _powered(g: Engine, player: str, c: Card, k: Cost) -> list[str]:
    st = g.state
    need = max(1, k.amount)
    return [
        x.id
        for x in st.in_play(player)
        if x.power >= need and g.matches_filter(k.filter, x.id, player, c.id)
    ]


def _power_somewhere(g: Engine, player: str, c: Card, k: Cost) -> bool:
    return bool(_powered(g, player, c, k))


@cost("discard_power", _power_somewhere)
def _discard_power(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """``amount`` power is discarded from one card the player controls matching ``filter``
    ("discard 1 power from a character you control to …"; ``not_self`` for "another"),
    chosen as the cost is paid; that card is the ability's ``result`` ("stand that
    character")."""
    who = inst.controller
    opts = [
        Option(f"power {x}", who, f"discard power from {g.name(x)}")
        for x in _powered(g, who, c, k)
        if g.options.leaves_target(inst, x)
    ]
    ch = yield from g.ask(who, "cost: discard power from a card", opts, "002.timing.step1e")
    x = ch.key.split(" ", 1)[1]
    n = max(1, k.amount)
    g.set_state(g.state.update_card(x, power=g.state.cards[x].power - n))
    yield from g.log(f"cost: {n} power is discarded from {g.name(x)}", "002.timing.step1e", who)
    _paid_with(inst, x)


def _faction_power(g: Engine, player: str, c: Card, k: Cost) -> bool:
    return g.state.player(player).power >= max(1, k.amount)


@cost("discard_power_faction", _faction_power)
def _discard_power_faction(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """``amount`` power is discarded from the player's faction card (it must hold that
    much): "discard 1 power from your faction card to …"."""
    who = inst.controller
    n = max(1, k.amount)
    g.set_state(g.state.update_player(who, power=g.state.player(who).power - n))
    yield from g.log(
        f"cost: {n} power is discarded from {who}'s faction card", "002.timing.step1e", who
    )


@cost("return_to_hand", _candidates)
def _return_to_hand(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """``amount`` cards of the player matching ``filter`` (a character by default), chosen
    one at a time, return to their owner's hand ("return a Sand Snake character to your
    hand to …"): they leave play, and each causes a ``returned`` occurrence."""
    for _ in range(k.amount):
        x = yield from _chosen(g, inst, k)
        occs = yield from g.leaving.remove(x, "return_hand", inst)
        win.gates.extend(occs)
        g.triggers.queue_passives(win, occs)
        _paid_with(inst, x)


@cost("shuffle_self_into_deck", _in_play_self)
def _shuffle_self(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """The card with the ability leaves play and is shuffled into its owner's deck ("kneel X
    and shuffle it into your deck to …"); it causes a ``shuffled`` occurrence."""
    occs = yield from g.leaving.remove(c.id, "shuffle_into_deck", inst)
    win.gates.extend(occs)
    g.triggers.queue_passives(win, occs)


def _deck_enough(g: Engine, player: str, c: Card, k: Cost) -> bool:
    return len(g.state.player(player).deck) >= max(1, k.amount)


@cost("discard_deck_top", _deck_enough)
def _discard_deck_top(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """The top ``amount`` cards of the player's deck go to his discard pile ("discard the
    top card of your deck to …"); each causes a ``discarded_from_deck`` occurrence."""
    who = inst.controller
    for _ in range(max(1, k.amount)):
        top = g.state.player(who).deck[0]
        g.set_state(g.state.move(top, g.state.cards[top].owner, "discard"))
        yield from g.log(
            f"cost: {g.name(top)} is discarded from the top of {who}'s deck",
            "002.timing.step1e",
            who,
        )
        occ = g.occurrence("discarded_from_deck", card=top, player=who)
        win.gates.append(occ)
        g.triggers.queue_passives(win, [occ])


def _cancelled_event_cost(g: Engine) -> int | None:
    """The printed cost of the event card whose effects are being cancelled (``None`` when
    no event card is being answered); an X cost prints as 0."""
    inst = g.cancelling
    if inst is None or not inst.is_event_card:
        return None
    ev = g.state.cards.get(inst.source or "")
    return max(0, ev.cost) if ev is not None else None


def _gold_for_cancelled(g: Engine, player: str, c: Card, k: Cost) -> bool:
    x = _cancelled_event_cost(g)
    return x is not None and g.state.player(player).gold >= x


@cost("gold_cancelled_cost", _gold_for_cancelled)
def _gold_cancelled_cost(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """Gold equal to the printed cost of the event card the cancel answers ("X is that
    event's printed cost"): it can be paid only while an event card is being cancelled."""
    who = inst.controller
    x = _cancelled_event_cost(g) or 0
    g.set_state(g.state.update_player(who, gold=g.state.player(who).gold - x))
    yield from g.log(
        f"cost: {who} pays {x} gold (the event's printed cost)", "002.timing.step1e", who
    )


def _token_holders(g: Engine, player: str, c: Card, k: Cost) -> list[str]:
    need = max(1, k.amount)
    return [
        x.id
        for x in g.state.in_play(player)
        if x.token_count(k.value) >= need and g.matches_filter(k.filter, x.id, player, c.id)
    ]


def _tokens_somewhere(g: Engine, player: str, c: Card, k: Cost) -> bool:
    return bool(_token_holders(g, player, c, k))


@cost("discard_tokens", _tokens_somewhere)
def _discard_tokens(g: Engine, inst: Instance, c: Card, k: Cost, win: Window) -> Gen[None]:
    """``amount`` tokens of the kind ``value`` names are discarded from one card the player
    controls matching ``filter`` (any of his cards without one), chosen as the cost is paid:
    "discard 1 kiss token from a character to …" (Rules Reference, "Tokens", "Costs": only cards he
    controls pay his costs). That card is the ability's ``result``."""
    who = inst.controller
    opts = [
        Option(f"tokens {x}", who, f"discard {k.value} token(s) from {g.name(x)}")
        for x in _token_holders(g, who, c, k)
        if g.options.leaves_target(inst, x)
    ]
    ch = yield from g.ask(
        who, f"cost: discard {k.value} tokens from a card", opts, "002.timing.step1e"
    )
    x = ch.key.split(" ", 1)[1]
    n = max(1, k.amount)
    card = g.state.cards[x]
    g.set_state(g.state.update_card(x, tokens=card.tokens_changed(k.value, -n)))
    yield from g.log(
        f"cost: {n} {k.value} token(s) are discarded from {g.name(x)}", "002.timing.step1e", who
    )
    _paid_with(inst, x)


def paid_choices(g: Engine, player: str, c: Card, k: Cost) -> list[str]:
    """The cards ``player`` could pay the cost ``k`` of ``c``'s ability with, for the costs
    that name one (kneel, sacrifice, return to hand, kill, discard from hand or power from a
    card), when it can be paid."""
    if not COSTS[k.op].payable(g, player, c, k):
        return []
    if k.op in ("kneel", "sacrifice", "return_to_hand"):
        return g.options.cost_candidates(player, k, c.id)
    if k.op == "kill":
        return _killable(g, player, k)
    if k.op == "discard_hand":
        return _discardable(g, player, c, k)
    if k.op == "discard_power":
        return _powered(g, player, c, k)
    if k.op == "kill_attached":
        return [c.attached_to] if c.attached_to else []
    return []


COSTS: Mapping[str, CostOp] = MappingProxyType(_COSTS)
COST_OPS: tuple[str, ...] = tuple(_COSTS)
