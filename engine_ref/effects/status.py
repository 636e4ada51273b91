"""Standing and kneeling cards in play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.effects.base import Applied, EffectContext, Outcome, register

if TYPE_CHECKING:
    from engine_ref.runtime import Gen
    from engine_ref.timing import Occurrence


@register("stand", "kneel")
def stand_or_kneel(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Each subject still in play stands (``stand``) or kneels (``kneel``), unless it is
    under ``cannot_stand`` / ``cannot_kneel``; each causes a ``stood`` / ``knelt``
    occurrence."""
    occs: list[Occurrence] = []
    ok = False
    kneel = a.effect.op == "kneel"
    for t in a.subjects:
        if ctx.state.is_in_play(t) and not ctx.state.restricted(
            t, "cannot_kneel" if kneel else "cannot_stand"
        ):
            ctx.set_state(ctx.state.update_card(t, kneeling=kneel))
            yield from ctx.log(f"{ctx.name(t)} {'kneels' if kneel else 'stands'}", a.cite(), a.who)
            occs.append(ctx.occurrence("knelt" if kneel else "stood", card=t, player=a.who))
            ok = True
    return occs, ok


@register("kneel_faction")
def kneel_faction(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The player the effect names (``on: you`` by default) kneels his faction card; it
    succeeds only if the card was standing, so a "then" part waits for it (Rules
    Reference, "Then"). As a cost, ``kneel_faction`` is in ``costs.py``."""
    p = ctx.player_subject(a.inst, a.effect)
    if ctx.state.player(p).faction_kneeling:
        yield from ctx.log(f"{p}'s faction card is already kneeling", a.cite(), a.who)
        return [], False
    ctx.set_state(ctx.state.update_player(p, faction_kneeling=True))
    yield from ctx.log(f"{p} kneels his faction card", a.cite(), a.who)
    return [], True
