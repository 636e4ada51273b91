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
    # shuffled into its owner's deck: from play it leaves play; a card out of play (a pile, a
    # hand) moves there (Rules Reference, "Search": a deck's order is not known)
    "shuffle_into_deck": ("shuffled", "deck_shuffled"),
}


@register(*REMOVAL_OPS)
def remove_cards(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The subjects leave play by this op (a card the first player sent elsewhere when it was
    killed and discarded at once follows that choice instead: 002 §2.5). Succeeds when at
    least one card left (or became Moribund). ``shuffle_into_deck`` also takes a card out of
    play (in a discard or dead pile, a hand) into its owner's deck."""
    occs: list[Occurrence] = []
    ok = False
    op = a.effect.op
    for t in a.subjects:
        if a.chosen.get(t, op) != op:
            continue
        if op == "shuffle_into_deck" and not ctx.state.is_in_play(t):
            ok = (yield from _shuffle_in(ctx, a, t)) or ok
            continue
        got = yield from ctx.remove(t, op, a.inst)
        occs.extend(got)
        ok = ok or bool(got)
    return occs, ok


def _shuffle_in(ctx: EffectContext, a: Applied, card: str) -> Gen[bool]:
    """A card out of play shuffled into its owner's deck. The engine keeps a deck's order
    (the players do not know it), so the card joins the deck on top, as a card shuffled in
    from play does; an event being played or a card in no pile stays."""
    st = ctx.state
    owner, zone = st.zone_of(card)
    if zone not in ("hand", "discard", "dead", "shadows"):
        return False
    ctx.set_state(st.move(card, st.cards[card].owner, "deck", top=True))
    yield from ctx.log(
        f"{ctx.name(card)} is shuffled from {owner}'s {zone} into {st.cards[card].owner}'s deck",
        a.cite(),
        a.who,
    )
    return True
