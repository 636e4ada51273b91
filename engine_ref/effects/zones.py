"""Cards moving between zones other than by leaving play: drawing, putting into play,
changing where a Moribund card goes, and the discard pile to the deck."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.effects.base import Applied, EffectContext, Outcome, register
from engine_ref.state import replace
from engine_ref.timing import Option

if TYPE_CHECKING:
    from engine_ref.runtime import Gen
    from engine_ref.timing import Occurrence


@register("draw")
def draw(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The player the effect names draws ``amount`` cards, one at a time (002 §1.1), within
    the draw cap where the ruleset has one."""
    occs: list[Occurrence] = []
    ok = False
    p = ctx.player_subject(a.inst, a.effect)
    for _ in range(a.amount):
        got = yield from ctx.draw(p)
        occs.extend(got)
        ok = ok or bool(got)
    return occs, ok


@register("put_into_play")
def put_into_play(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Each subject (or the ability's own card when there is none) enters play under the
    controller, standing, without cost and without being played (002 §4.4); an event, plot
    or agenda cannot. ``value: attacking|defending`` puts it into the challenge too
    (002 §3.28)."""
    occs: list[Occurrence] = []
    ok = False
    who = a.who
    src = a.inst.source
    for t in a.subjects or ([src] if src else []):
        if ctx.state.cards[t].type in ("event", "plot", "agenda"):
            yield from ctx.log(
                f"{ctx.name(t)} is not a card that can be in play: nothing enters",
                "002.clar.4.4",
                who,
            )
            continue
        if ctx.state.is_in_play(t):
            continue
        ctx.set_state(ctx.state.move(t, who, "play").update_card(t, controller=who, kneeling=False))
        yield from ctx.log(
            f"{ctx.name(t)} is put into play (no cost, not 'played')", "002.clar.4.4", who
        )
        occs.append(
            ctx.occurrence("enters_play", card=t, player=who, text=f"{ctx.name(t)} entered play")
        )
        ok = True
        ch = ctx.state.challenge
        if ch is not None and a.effect.value in ("attacking", "defending"):
            side = "attackers" if a.effect.value == "attacking" else "defenders"
            joined = replace(ch, **{side: (*getattr(ch, side), t)})
            ctx.set_state(replace(ctx.state, challenge=joined))
            yield from ctx.log(
                f"{ctx.name(t)} enters play {a.effect.value} in the challenge",
                "002.clar.3.28",
                who,
            )
    return occs, ok


@register("set_destination")
def set_destination(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A Moribund subject will go to ``value`` (dead, discard, hand, deck_top, deck_bottom)
    when it leaves play; it is not removed a second time (seed 002, the Aeron Damphair and
    Unorthodox Priest example)."""
    ok = False
    for t in a.subjects:
        st = ctx.state
        if not any(m.card == t for m in st.moribund):
            continue
        new = tuple(
            replace(m, destination=a.effect.value) if m.card == t else m for m in st.moribund
        )
        ctx.set_state(replace(st, moribund=new))
        yield from ctx.log(
            f"{ctx.name(t)} stays Moribund but will now go to "
            f"{a.effect.value.replace('_', ' ')} (not removed a second time)",
            "002.timing.moribund-exception",
            a.who,
        )
        ok = True
    return [], ok


@register("discard_pile_to_deck_bottom")
def discard_pile_to_deck_bottom(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The top ``amount`` cards of the named player's discard pile go to the bottom of his
    deck (Field Sergeant, seed 002)."""
    p = ctx.player_subject(a.inst, a.effect)
    pile = ctx.state.player(p).discard
    moved = pile[-a.amount :] if a.amount else ()
    st = ctx.state
    for cid in moved:
        st = st.move(cid, p, "deck")
    ctx.set_state(st)
    yield from ctx.log(
        f"{p} puts {len(moved)} card(s) from the top of the discard pile on the bottom of the deck"
        + (": " + ", ".join(ctx.name(m) for m in moved) if moved else ""),
        "002.timing.moribund",
        a.who,
    )
    return [], True


@register("discard_from_hand")
def discard_from_hand(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The player the effect names (``on: you|opponent|winner``) discards ``amount`` cards
    from his hand: at random (``value: random``, each card drawn as a recorded random
    decision, like intrigue claim) or of his own choice (``value: chosen``, the default).
    Each causes a ``discarded`` occurrence; succeeds when a card was discarded."""
    p = ctx.player_subject(a.inst, a.effect)
    at_random = a.effect.value == "random"
    occs: list[Occurrence] = []
    for _ in range(a.amount):
        hand = ctx.state.player(p).hand
        if not hand:
            break
        how = "at random" if at_random else "of his choice"
        opts = [
            Option(
                f"{'random' if at_random else 'discard'} {c}",
                p,
                f"discard {ctx.name(c)}",
                at_random,
            )
            for c in hand
        ]
        choice = yield from ctx.ask(p, f"discard a card {how}", opts, a.cite(), random=at_random)
        cid = choice.key.split(" ", 1)[1]
        ctx.set_state(ctx.state.move(cid, ctx.state.cards[cid].owner, "discard"))
        yield from ctx.log(f"{p} discards {ctx.name(cid)} from hand {how}", a.cite(), p)
        occs.append(
            ctx.occurrence(
                "discarded", card=cid, player=p, text=f"{ctx.name(cid)} discarded from hand"
            )
        )
    return occs, bool(occs)
