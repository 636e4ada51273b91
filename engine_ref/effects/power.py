"""Power: claimed onto a card or a House card, and moved from a card to a House card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.effects.base import PLAYER_SUBJECTS, Applied, EffectContext, Outcome, register
from engine_ref.state import replace

if TYPE_CHECKING:
    from engine_ref.runtime import Gen
    from engine_ref.timing import Occurrence


@register("claim_power")
def claim_power(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """On a player (``on: you|opponent|winner``, or each of ``each_opponent``) the power
    goes to his House card; otherwise
    each subject card claims it (a Moribund card is still in play for this: seed 002). The
    win is checked once, after every card claimed."""
    occs: list[Occurrence] = []
    ok = False
    n = a.amount
    # a player: named (``on: you``), or each in turn (``on: each_opponent``, resolved once
    # per player as his own target)
    if a.effect.on in PLAYER_SUBJECTS or (a.subjects and a.subjects[0] in ctx.state.player_names):
        p = ctx.player_subject(a.inst, a.effect)
        yield from ctx.add_power(
            n,
            f"{p} claims {n} power for the {ctx.profile.faction_card}",
            a.cite(),
            a.who,
            player=p,
            check=False,
        )
        ok = True
    else:
        for t in a.subjects:
            if ctx.state.restricted(t, "cannot_gain"):
                yield from ctx.log(f"{ctx.name(t)} cannot gain power", "rr.cannot", a.who)
                continue
            extra = " (Moribund, but still in play for this)" if ctx.state.is_moribund(t) else ""
            yield from ctx.add_power(
                n, f"{ctx.name(t)} claims {n} power{extra}", a.cite(), a.who, card=t, check=False
            )
            occs.append(ctx.occurrence("power_claimed", card=t, player=a.who, amount=n))
            ok = True
    yield from ctx.check_win()
    return occs, ok


@register("move_power")
def move_power(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Up to ``amount`` power moves from each subject card to the House card of the
    ability's controller; succeeds when the last card had power to move. On a player
    (``on: loser|opponent|…`` or a chosen player) it moves from that player's faction card
    to the controller's (Rules Reference, "Power"; A Clash of Kings)."""
    ok = False
    who = a.who
    if a.effect.on in PLAYER_SUBJECTS or (a.subjects and a.subjects[0] in ctx.state.player_names):
        p = ctx.player_subject(a.inst, a.effect)
        n = 0 if p == who else min(ctx.state.player(p).power, a.amount)
        yield from ctx.add_power(
            n,
            f"{n} power moves from {p}'s faction card to {who}'s",
            a.cite("002.faq.move-power"),
            who,
            player=who,
            from_player=p,
        )
        return ([_moved(ctx, who, n)] if n else []), n > 0
    occs: list[Occurrence] = []
    for t in a.subjects:
        card = ctx.state.card(t)
        n = min(card.power, a.amount)
        yield from ctx.add_power(
            n,
            f"{n} power moves from {card.name} to {who}'s {ctx.profile.faction_card}",
            a.cite("002.faq.move-power"),
            who,
            player=who,
            from_card=t,
            check=False,
        )
        ok = n > 0
        if n:
            occs.append(_moved(ctx, who, n))
    yield from ctx.check_win()
    return occs, ok


def _moved(ctx: EffectContext, player: str, n: int) -> Occurrence:
    """``n`` power moved onto ``player``'s faction card (trigger ``power_moved``)."""
    return ctx.occurrence(
        "power_moved", player=player, amount=n, text=f"{n} power moved to {player}'s faction card"
    )


@register("discard_power")
def discard_power(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Up to ``amount`` power is discarded (returned to the pool) from each subject card,
    or from the faction card of the player the effect names (``on: you|opponent`` or a
    chosen player); succeeds when any power was discarded."""
    ok = False
    if a.effect.on in PLAYER_SUBJECTS or (a.subjects and a.subjects[0] in ctx.state.player_names):
        p = ctx.player_subject(a.inst, a.effect)
        have = ctx.state.player(p).power
        n = min(have, a.amount)
        ctx.set_state(ctx.state.update_player(p, power=have - n))
        yield from ctx.log(f"{n} power is discarded from {p}'s faction card", a.cite(), a.who)
        return [], n > 0
    for t in a.subjects:
        card = ctx.state.card(t)
        n = min(card.power, a.amount)
        ctx.set_state(ctx.state.update_card(t, power=card.power - n))
        yield from ctx.log(f"{n} power is discarded from {card.name}", a.cite(), a.who)
        ok = ok or n > 0
    return [], ok


@register("move_power_to_card")
def move_power_to_card(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Up to ``amount`` power moves from the faction card of the player ``from`` names
    (``opponent``, the default; ``winner``, ``loser``; ``trigger_player``: the player of the
    triggering occurrence, such as the winner of dominance; ``self``: the card with the
    ability itself) onto each subject card; succeeds when power moved (Rules Reference,
    "Power": moving power)."""
    src = a.effect.source or "opponent"
    if src == "self":  # from the card with the ability ("move 1 power from X to ...")
        return (yield from _card_to_cards(ctx, a))
    if src == "trigger_player" and a.inst.trigger is not None and a.inst.trigger.player:
        p = a.inst.trigger.player
    else:
        p = ctx.player_subject(a.inst, replace(a.effect, on=src))
    ok = False
    for t in a.subjects:
        if ctx.state.restricted(t, "cannot_gain"):
            yield from ctx.log(f"{ctx.name(t)} cannot gain power", "rr.cannot", a.who)
            continue
        n = min(ctx.state.player(p).power, a.amount)
        yield from ctx.add_power(
            n,
            f"{n} power moves from {p}'s faction card to {ctx.name(t)}",
            a.cite(),
            a.who,
            card=t,
            from_player=p,
            check=False,
        )
        ok = ok or n > 0
    yield from ctx.check_win()
    return [], ok


def _card_to_cards(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """``move_power_to_card`` from the card with the ability onto each subject card."""
    src = a.inst.source or ""
    ok = False
    for t in a.subjects:
        n = min(ctx.state.card(src).power, a.amount)
        yield from ctx.add_power(
            n,
            f"{n} power moves from {ctx.name(src)} to {ctx.name(t)}",
            a.cite(),
            a.who,
            card=t,
            from_card=src,
            check=False,
        )
        ok = ok or n > 0
    return [], ok


@register("claim_power_one")
def claim_power_one(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The ability's controller chooses one of the subjects still in play (``on: target``:
    "choose one of those characters"), and it gains ``amount`` power (Consolidation of
    Power). A card that cannot gain power, or is immune to the ability's card, is not
    offered. Succeeds when a card gained power."""
    from engine_ref.timing import Option

    st = ctx.state
    src = st.cards.get(a.inst.source or "")
    kind = "event" if src is not None and src.type == "event" else None
    cands = [
        t
        for t in a.subjects
        if st.is_in_play(t)
        and not st.restricted(t, "cannot_gain")
        and not st.restricted(t, "cannot_be_chosen")
        and not (src is not None and st.immune_to(t, src.id, kind or st.card_type(src.id), a.who))
    ]
    if not cands:
        return [], False
    opts = [Option(f"choose {t}", a.who, f"{ctx.name(t)} gains power") for t in cands]
    pick = yield from ctx.ask(a.who, "choose the card that gains power", opts, a.cite())
    t = pick.key.split(" ", 1)[1]
    yield from ctx.add_power(
        a.amount, f"{ctx.name(t)} gains {a.amount} power", a.cite(), a.who, card=t
    )
    return [ctx.occurrence("power_claimed", card=t, player=a.who, amount=a.amount)], True
