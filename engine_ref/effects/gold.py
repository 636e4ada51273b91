"""Gold: gained from the treasury, paid back to it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.effects.base import Applied, EffectContext, Outcome, register

if TYPE_CHECKING:
    from engine_ref.runtime import Gen


@register("gain_gold", "pay_gold")
def gain_or_pay_gold(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The player the effect names (``on: you|opponent|winner``) gains ``amount`` gold, or
    pays it (never more than he has)."""
    p = ctx.player_subject(a.inst, a.effect)
    have = ctx.state.player(p).gold
    delta = a.amount if a.effect.op == "gain_gold" else -min(a.amount, have)
    ctx.set_state(ctx.state.update_player(p, gold=have + delta))
    yield from ctx.log(
        f"{p} {'gains' if delta >= 0 else 'pays'} {abs(delta)} gold", a.cite(), a.who
    )
    return [], True
