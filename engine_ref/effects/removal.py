"""Cards leaving play: kill, discard, sacrifice and the returns (to hand, deck top, deck
bottom). The window decides what leaving means: Moribund until step 6 in the six-step
window (seed 002 Timing Structure), at once in the 2nd edition ("Leaves Play")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.effects.base import Applied, EffectContext, Outcome, register

if TYPE_CHECKING:
    from engine_ref.runtime import Gen
    from engine_ref.timing import Occurrence

#: op -> (the event it causes, where the card goes)
REMOVAL_OPS = {
    "kill": ("killed", "dead"),
    "discard": ("discarded", "discard"),
    "sacrifice": ("sacrificed", "discard"),
    "return_hand": ("returned", "hand"),
    "return_deck_top": ("returned", "deck_top"),
    "return_deck_bottom": ("returned", "deck_bottom"),
    # 2nd edition: facedown into its owner's shadows area (Rules Reference, "Shadows")
    "return_to_shadows": ("returned", "shadows"),
}


@register(*REMOVAL_OPS)
def remove_cards(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The subjects leave play by this op (a card the first player sent elsewhere when it was
    killed and discarded at once follows that choice instead: 002 §2.5). Succeeds when at
    least one card left (or became Moribund)."""
    occs: list[Occurrence] = []
    ok = False
    op = a.effect.op
    for t in a.subjects:
        if a.chosen.get(t, op) != op:
            continue
        got = yield from ctx.remove(t, op, a.inst)
        occs.extend(got)
        ok = ok or bool(got)
    return occs, ok
