"""Changes to the challenge in progress."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.effects.base import Applied, EffectContext, Outcome, register

if TYPE_CHECKING:
    from engine_ref.runtime import Gen


@register("remove_from_challenge")
def remove_from_challenge(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Each subject attacking or defending stops participating; it stays in play (seed 002
    FAQ on removing a character from a challenge)."""
    ok = False
    for t in a.subjects:
        ch = ctx.state.challenge
        if ch and (t in ch.attackers or t in ch.defenders):
            ctx.set_state(ctx.state.out_of_challenge(t))
            yield from ctx.log(
                f"{ctx.name(t)} is removed from the challenge",
                "002.faq.remove-from-challenge",
                a.who,
            )
            ok = True
    return [], ok
