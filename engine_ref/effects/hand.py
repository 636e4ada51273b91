"""A player's hand as a whole (seed 002 §4.13 The Hand)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.effects.base import Applied, EffectContext, Outcome, register

if TYPE_CHECKING:
    from engine_ref.runtime import Gen


def discard_whole(ctx: EffectContext, player: str, cite: str, actor: str) -> Gen[None]:
    """``player`` discards his hand: one act on the hand, possible with no card in it; none
    of its cards counts as discarded one by one (seed 002 §4.13)."""
    hand = ctx.state.player(player).hand
    st = ctx.state
    for cid in hand:
        st = st.move(cid, st.cards[cid].owner, "discard")
    ctx.set_state(st)
    yield from ctx.log(
        f"{player} discards his hand ({len(hand)} card{'s' if len(hand) != 1 else ''}); "
        "no card of it counts as discarded by itself",
        cite,
        actor,
    )


@register("discard_whole_hand")
def discard_whole_hand(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The player the effect names (``on: you|opponent|winner|each``) discards his whole
    hand, as one act on the hand: it succeeds even with an empty hand, and causes a
    ``hand_discarded`` occurrence, never a ``discarded`` one for its cards (seed 002
    §4.13)."""
    p = ctx.player_subject(a.inst, a.effect)
    yield from discard_whole(ctx, p, a.cite("002.clar.4.13"), a.who)
    occ = ctx.occurrence("hand_discarded", player=p, text=f"{p} discarded his hand")
    return [occ], True
