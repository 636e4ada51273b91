"""Effects on the game's structure: epic phases and ending the round."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.effects.base import Applied, EffectContext, Outcome, register, registry
from engine_ref.state import replace

if TYPE_CHECKING:
    from engine_ref.runtime import Gen


@register("create_epic_phase")
def create_epic_phase(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """An epic phase named ``value`` is created; it is played after the dominance phase,
    after any created before it (002 §3.34)."""
    name = a.effect.value or f"epic phase {len(ctx.state.epic_phases) + 1}"
    ctx.set_state(replace(ctx.state, epic_phases=(*ctx.state.epic_phases, name)))
    yield from ctx.log(
        f"the epic phase '{name}' is created; it will be played after the dominance "
        "phase, after any created before it",
        "002.clar.3.34",
        a.who,
    )
    return [], True


@register("end_round")
def end_round(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The round ends when the outermost window closes: the current and every later phase
    end with it (seed 002 card ruling, Rhaegar Targaryen)."""
    ctx.end_round_later()
    yield from ctx.log(
        "the round will end when this window closes", a.cite("002.card.rhaegar"), a.who
    )
    return [], True


@register("either")
def either(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """One op of several, as the card's "either … or …" says: ``value`` lists ops joined
    with ``|``; the ability's controller names one as it resolves, and it resolves with
    this effect's ``on``, ``amount`` and other fields."""
    op = a.effect.value
    if op not in registry() or op == "either":
        raise ValueError(f"either: {op!r} is not an op to choose (value: op|op)")
    chosen = replace(a, effect=replace(a.effect, op=op, value=""))
    return (yield from registry()[op].handler(ctx, chosen))


@register("determine_dominance")
def determine_dominance(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Dominance is determined now, outside the dominance phase, exactly as that phase does
    it: each player's standing characters' STR plus his gold and what cards add; the highest
    total wins dominance and gains 1 power for it, a tie gives it to nobody, and the
    occurrences "after dominance is determined" / "after you win dominance" follow (Rules
    Reference, "Dominance")."""
    from engine_ref.phases.lcg2.rounds import determine_dominance as determine

    occs = yield from determine(ctx, a.inst)
    return occs, True
