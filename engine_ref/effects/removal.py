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
    # removed from the game: out of play for good, out of every card ability's reach (a card
    # out of play moves there too)
    "remove_from_game": ("removed from the game", "removed"),
    # placed in its owner's dead pile, not killed ("place it in its owner's dead pile")
    "place_in_dead_pile": ("placed_in_dead", "dead"),
}
#: the removal ops that also take a card out of play, and the zone (and deck end) it goes to
OUT_OF_PLAY_TOO = {"shuffle_into_deck": ("deck", True), "remove_from_game": ("removed", False)}


@register(*REMOVAL_OPS)
def remove_cards(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The subjects leave play by this op (a card the first player sent elsewhere when it was
    killed and discarded at once follows that choice instead: 002 §2.5). Succeeds when at
    least one card left (or became Moribund). ``shuffle_into_deck`` also takes a card out of
    play (in a discard or dead pile, a hand) into its owner's deck, and ``remove_from_game`` such
    a card out of the game."""
    occs: list[Occurrence] = []
    ok = False
    op = a.effect.op
    for t in a.subjects:
        if a.chosen.get(t, op) != op:
            continue
        if op in OUT_OF_PLAY_TOO and not ctx.state.is_in_play(t):
            ok = (yield from _out_of_play(ctx, a, t)) or ok
            continue
        got = yield from ctx.remove(t, op, a.inst)
        occs.extend(got)
        ok = ok or bool(got)
    return occs, ok


def _out_of_play(ctx: EffectContext, a: Applied, card: str) -> Gen[bool]:
    """A card out of play shuffled into its owner's deck, or removed from the game. The
    engine keeps a deck's order (the players do not know it), so a card shuffled in joins
    the deck on top, as a card shuffled in from play does; an event being played, a card in
    a deck or a plot stays."""
    st = ctx.state
    owner, zone = st.zone_of(card)
    if zone not in ("hand", "discard", "dead", "shadows"):
        return False
    to_zone, top = OUT_OF_PLAY_TOO[a.effect.op]
    ctx.set_state(st.move(card, st.cards[card].owner, to_zone, top=top))
    where = "out of the game" if to_zone == "removed" else f"into {st.cards[card].owner}'s deck"
    verb = "removed" if to_zone == "removed" else "shuffled"
    yield from ctx.log(f"{ctx.name(card)} is {verb} from {owner}'s {zone} {where}", a.cite(), a.who)
    return True


@register("discard_copy")
def discard_copy(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The ability's controller may choose one card in play, whoever controls it, that is a
    copy of a subject (the same title; a facedown card has none): it is discarded from play
    (a follow-up naming the card an earlier effect acted on: ``on: result``; The Tickler).
    The choice is a target: a card that cannot be chosen or discarded, or is immune to the
    ability's card, is not eligible (Rules Reference, "Copy", "Target"). With
    ``value: must_choose`` the choice is not optional: a copy is discarded whenever one is
    eligible (Andrik the Unsmiling)."""
    from engine_ref.timing import Option

    st = ctx.state
    names = {st.cards[t].name for t in a.subjects if t in st.cards}
    src = st.cards.get(a.inst.source or "")
    cands = [
        c.id
        for c in st.in_play()
        if c.name in names
        and not c.facedown
        and c.duplicate_of is None
        and not st.restricted(c.id, "cannot_be_chosen")
        and not st.restricted(c.id, "cannot_be_discarded")
        and "cannot-be-discarded" not in st.keywords(c.id)
        and not st.restricted(c.id, "cannot_leave_play")
        and not (src is not None and st.immune_to(c.id, src.id, st.card_type(src.id), a.who))
    ]
    if not cands:
        yield from ctx.log("no copy of that card is in play to choose", a.cite("rr.copy"), a.who)
        return [], False
    opts = [Option(f"choose {c}", a.who, f"discard {ctx.name(c)}") for c in cands]
    if a.effect.value != "must_choose":
        opts.append(Option("done", a.who, "choose no copy (the choice is optional)"))
    pick = yield from ctx.ask(
        a.who,
        "choose a copy of that card to discard from play",
        opts,
        a.cite("rr.copy"),
        auto_single=False,
    )
    if pick.key == "done":
        return [], False
    got = yield from ctx.remove(pick.key.split(" ", 1)[1], "discard", a.inst)
    return got, bool(got)
