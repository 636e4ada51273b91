"""Control of cards in play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.effects.base import Applied, EffectContext, Outcome, register

if TYPE_CHECKING:
    from engine_ref.runtime import Gen


@register("take_control")
def take_control(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The ability's controller takes control of each subject; a participating character
    that changes control leaves the challenge (002 §3.28)."""
    ok = False
    who = a.who
    for t in a.subjects:
        st = ctx.state.move(t, who, "play").update_card(t, controller=who)
        # its duplicates come with it; its attachments stay with their controller (002 §3.25)
        for d in [c.id for c in st.in_play() if c.duplicate_of == t]:
            st = st.move(d, who, "play").update_card(d, controller=who)
        ctx.set_state(st.out_of_challenge(t))
        yield from ctx.log(f"{who} takes control of {ctx.name(t)}", "002.clar.3.28", who)
        ok = True
    return [], ok
