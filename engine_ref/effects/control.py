"""Control of cards in play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.effects.base import Applied, EffectContext, Outcome, register
from engine_ref.state import LastingEffect, replace

if TYPE_CHECKING:
    from engine_ref.runtime import Gen


@register("take_control")
def take_control(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The ability's controller takes control of each subject; a participating character
    that changes control leaves the challenge (002 §3.28). With ``until: phase`` control
    goes back to the player who had it as the phase ends (``return_control``), if the card
    is still in play. With ``to`` a player subject (``winner``, ``loser``, ``opponent``,
    ``target``) that player takes control instead ("the winning opponent takes control of
    it")."""
    ok = False
    who = a.who
    if a.effect.to:
        who = ctx.player_subject(a.inst, replace(a.effect, on=a.effect.to))
    for t in a.subjects:
        before = ctx.state.cards[t].controller
        if a.effect.until == "phase":
            _mark_return(ctx, a, t, before)
        st = ctx.state.move(t, who, "play").update_card(t, controller=who)
        # its duplicates come with it; its attachments stay with their controller (002 §3.25)
        for d in [c.id for c in st.in_play() if c.duplicate_of == t]:
            st = st.move(d, who, "play").update_card(d, controller=who)
        ctx.set_state(st.out_of_challenge(t))
        yield from ctx.log(f"{who} takes control of {ctx.name(t)}", "002.clar.3.28", who)
        ok = True
    return [], ok


def _mark_return(ctx: EffectContext, a: Applied, card: str, before: str) -> None:
    """The delayed return of control, resolved with the returns as the phase ends."""
    st = ctx.state
    text = f"{ctx.name(card)} goes back under {before}'s control as the phase ends"
    mark = LastingEffect(
        st.next_effect_id,
        a.inst.source or card,
        card,
        "return_at_phase_end",
        0,
        f"control:{before}",
        "phase",
        text,
        a.who,
    )
    ctx.set_state(st.with_lasting(mark))


@register("return_control")
def return_control(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Each subject goes back under the control of the player who had it before a
    ``take_control`` lasting until the end of the phase (its mark says who); a participating
    character leaves the challenge (002 §3.28)."""
    ok = False
    for t in a.subjects:
        marks = [
            e.value.split(":", 1)[1]
            for e in ctx.state.lasting
            if e.target == t and e.op == "return_at_phase_end" and e.value.startswith("control:")
        ]
        if not marks or not ctx.state.is_in_play(t):
            continue
        back = marks[0]
        st = ctx.state.move(t, back, "play").update_card(t, controller=back)
        for d in [c.id for c in st.in_play() if c.duplicate_of == t]:
            st = st.move(d, back, "play").update_card(d, controller=back)
        ctx.set_state(st.out_of_challenge(t))
        yield from ctx.log(f"{back} takes back control of {ctx.name(t)}", "rr.lasting", a.who)
        ok = True
    return [], ok
