"""Gold: gained from the treasury, paid back to it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.effects.base import Applied, EffectContext, Outcome, register
from engine_ref.effects.lasting import UNTIL
from engine_ref.state import LastingEffect

if TYPE_CHECKING:
    from engine_ref.runtime import Gen


def gold_forbidden(ctx: EffectContext, player: str) -> bool:
    """Does a ``cannot_gain_gold`` constant reach ``player`` now?"""
    return bool(ctx.state.player_constants(player, ("cannot_gain_gold",)))


@register("gain_gold", "pay_gold")
def gain_or_pay_gold(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The player the effect names (``on: you|opponent|winner``) gains ``amount`` gold, or
    pays it (never more than he has)."""
    p = ctx.player_subject(a.inst, a.effect)
    have = ctx.state.player(p).gold
    if a.effect.op == "gain_gold" and gold_forbidden(ctx, p):
        yield from ctx.log(f"{p} cannot gain gold now: he gains none", "rr.cannot", a.who)
        return [], False
    delta = a.amount if a.effect.op == "gain_gold" else -min(a.amount, have)
    ctx.set_state(ctx.state.update_player(p, gold=have + delta))
    yield from ctx.log(
        f"{p} {'gains' if delta >= 0 else 'pays'} {abs(delta)} gold", a.cite(), a.who
    )
    return [], True


@register("take_gold")
def take_gold(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Up to ``amount`` gold moves from the gold pool of the player the effect names
    (``on: opponent`` or a chosen player) to the controller's."""
    p = ctx.player_subject(a.inst, a.effect)
    who = a.who
    if gold_forbidden(ctx, who):
        yield from ctx.log(f"{who} cannot gain gold now: no gold moves", "rr.cannot", who)
        return [], False
    n = min(a.amount, ctx.state.player(p).gold)
    st = ctx.state.update_player(p, gold=ctx.state.player(p).gold - n)
    ctx.set_state(st.update_player(who, gold=st.player(who).gold + n))
    yield from ctx.log(f"{who} takes {n} gold from {p}", a.cite(), who)
    return [], n > 0


@register("move_gold_to_card", "discard_gold")
def gold_on_cards(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """``move_gold_to_card``: up to ``amount`` gold moves from the controller's pool onto
    each subject; ``discard_gold``: up to ``amount`` gold on each subject returns to the
    treasury (Rules Reference, "Bestow": gold on a card is not in a gold pool)."""
    ok = False
    who = a.who
    for t in a.subjects:
        card = ctx.state.card(t)
        if a.effect.op == "move_gold_to_card":
            n = min(a.amount, ctx.state.player(who).gold)
            st = ctx.state.update_player(who, gold=ctx.state.player(who).gold - n)
            ctx.set_state(st.update_card(t, gold=card.gold + n))
            yield from ctx.log(f"{who} moves {n} gold onto {card.name}", a.cite(), who)
        else:
            n = min(a.amount, card.gold)
            ctx.set_state(ctx.state.update_card(t, gold=card.gold - n))
            yield from ctx.log(f"{n} gold on {card.name} returns to the treasury", a.cite(), who)
        ok = ok or n > 0
    return [], ok


@register("reduce_cost", kind="lasting")
def reduce_cost(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The next card matching ``filter`` the named player marshals, plays or brings into
    play this phase (or until ``until``) costs ``amount`` less; the reduction is used up by
    that card. With ``value: marshal`` only a card marshalled counts (an event played does
    not use it up); with ``value: brought`` a card marshalled, ambushed or brought out of
    shadows counts, an event played from the hand does not; with ``value: each_marshal``
    every matching card marshalled until then costs less (it is not used up); with ``value:
    each_marshal_or_play`` every matching card marshalled, and every matching event played,
    until then (not one ambushed or brought out of shadows; not used up either); with
    ``value: marshal_or_shadows`` the next card marshalled, or marshalled into shadows (only
    a reduction with no ``filter`` reaches a facedown card: Rules Reference, "Shadows"); with
    ``value: ambush_or_shadows`` only a card ambushed or brought out of shadows (an event
    played out of shadows too), with ``value: out_of_shadows`` only a card brought out of
    shadows. With ``instead: N`` and an ``instead_filter``, a card matching that filter costs
    N less instead (Great Hall: 2 less for a character of printed cost 6 or more)."""
    p = ctx.player_subject(a.inst, a.effect)
    st = ctx.state
    until = a.effect.until or "phase"
    which = {
        "each_marshal": "each matching card marshalled by",
        "each_marshal_or_play": "each matching card marshalled or played by",
    }.get(a.effect.value, "the next matching card")
    more = "" if a.effect.instead is None else f" ({a.effect.instead} less for some)"
    text = f"{which} {p} pays for costs {a.amount} less{more} (until {UNTIL[until]})"
    eff = LastingEffect(
        st.next_effect_id,
        a.inst.source or "",
        p,
        "reduce_cost",
        a.amount,
        a.effect.value,
        until,
        text,
        ctx.source_controller(a.inst),
        a.effect.filter,
        a.effect.instead,
        a.effect.instead_filter,
    )
    ctx.set_state(st.with_lasting(eff))
    yield from ctx.log(text, a.cite(), a.who)
    return [], True


@register("return_gold_pool")
def return_gold_pool(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The player the effect names (``on: you|opponent|each``) returns all the gold in his
    gold pool to the treasury (gold on cards stays: Rules Reference, "Bestow"); succeeds
    when he had gold to return."""
    p = ctx.player_subject(a.inst, a.effect)
    have = ctx.state.player(p).gold
    ctx.set_state(ctx.state.update_player(p, gold=0))
    yield from ctx.log(f"{p} returns the {have} gold of his gold pool to the treasury", a.cite(), p)
    return [], have > 0


@register("move_gold_from_self")
def move_gold_from_self(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Up to ``amount`` gold moves from the card with the ability onto each subject, card
    to card: it never passes through a gold pool (Rules Reference, "Bestow"); succeeds when
    any gold moved."""
    ok = False
    src = a.inst.source or ""
    for t in a.subjects:
        st = ctx.state
        if src not in st.cards or not st.is_in_play(src) or t == src:
            break
        n = min(a.amount, st.cards[src].gold)
        if n <= 0:
            break
        st = st.update_card(src, gold=st.cards[src].gold - n)
        ctx.set_state(st.update_card(t, gold=st.cards[t].gold + n))
        yield from ctx.log(f"{n} gold moves from {ctx.name(src)} to {ctx.name(t)}", a.cite(), a.who)
        ok = True
    return [], ok


@register("place_gold")
def place_gold(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """``amount`` gold from the treasury is placed on each subject card (no player pays
    it: Free Companies); succeeds when a card received gold."""
    ok = False
    for t in a.subjects:
        card = ctx.state.card(t)
        ctx.set_state(ctx.state.update_card(t, gold=card.gold + a.amount))
        yield from ctx.log(
            f"{a.amount} gold from the treasury is placed on {card.name}", a.cite(), a.who
        )
        ok = ok or a.amount > 0
    return [], ok
