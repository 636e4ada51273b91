"""Effects on a player's plot values and challenges: claim, income, initiative and reserve
modifiers for a while, and additional challenges (Rules Reference, "Plot Value Modifiers",
"Claim")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.effects.base import Applied, EffectContext, Outcome, register
from engine_ref.effects.lasting import UNTIL
from engine_ref.state import CHALLENGE_TYPES, LastingEffect, replace

if TYPE_CHECKING:
    from engine_ref.runtime import Gen

PLOT_VALUES = ("income", "initiative", "claim", "reserve")


@register("plot_modifier", kind="lasting")
def plot_modifier(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The named player's plot value ``value`` (income, initiative, claim or reserve; a
    claim may name a challenge type: ``claim:intrigue``) changes by ``amount`` until
    ``until`` (default: the end of the phase)."""
    p = ctx.player_subject(a.inst, a.effect)
    kind = a.effect.value.partition(":")[0]
    if kind not in PLOT_VALUES:
        raise ValueError(f"plot_modifier needs value one of {PLOT_VALUES}, got {a.effect.value!r}")
    st = ctx.state
    until = a.effect.until or "phase"
    text = (
        f"{p}'s {a.effect.value.replace(':', ' (')}{')' if ':' in a.effect.value else ''} "
        f"{'+' if a.amount >= 0 else ''}{a.amount} until {UNTIL[until]}"
    )
    eff = LastingEffect(
        st.next_effect_id,
        a.inst.source or "",
        p,
        "plot_modifier",
        a.amount,
        a.effect.value,
        until,
        text,
        ctx.source_controller(a.inst),
    )
    ctx.set_state(replace(st, lasting=(*st.lasting, eff), next_effect_id=st.next_effect_id + 1))
    yield from ctx.log(text, a.cite("rr.plot-modifiers"), a.who)
    return [], True


@register("additional_challenge")
def additional_challenge(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The named player may initiate ``amount`` more challenges of type ``value`` this
    phase; as a constant ability (``on: you``), in every challenges phase while its card is
    in play. With ``to:`` a player subject (``loser``), the extra challenges may only go
    against that player; ``value: same`` is the type of the challenge being resolved."""
    p = ctx.player_subject(a.inst, a.effect)
    ctype = a.effect.value
    if ctype == "same" and ctx.state.challenge is not None:  # "of that type"
        ctype = ctx.state.challenge.type
    if a.effect.to:  # only against that player ("against the losing opponent")
        opp = ctx.player_subject(a.inst, replace(a.effect, on=a.effect.to))
        ctx.set_state(ctx.state.bump(f"phase:extra-challenge-vs:{p}:{ctype}:{opp}", a.amount))
        yield from ctx.log(
            f"{p} may initiate {a.amount} more {ctype} challenge(s) against {opp} this phase",
            a.cite(),
            a.who,
        )
        return [], True
    ctx.set_state(ctx.state.bump(f"phase:extra-challenge:{p}:{ctype}", a.amount))
    yield from ctx.log(
        f"{p} may initiate {a.amount} more {ctype} challenge(s) this phase", a.cite(), a.who
    )
    return [], True


@register("forbid_challenges", kind="lasting")
def forbid_challenges(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The named player cannot initiate challenges of type ``value`` until ``until``
    (default: the end of the phase): "the winner cannot initiate challenges of that type";
    with ``value: against_you``, no challenge at all against the ability's controller
    ("cannot initiate challenges against you this round"); ``against_you:<type>`` only
    challenges of that type against him, ``against_target:<type>`` only those against the
    player the ability chose as its target (A Southron Peace) (Rules Reference, "Cannot")."""
    p = ctx.player_subject(a.inst, a.effect)
    st = ctx.state
    until = a.effect.until or "phase"
    value = a.effect.value
    text = f"{p} cannot initiate {value} challenges until {UNTIL[until]}"
    if value == "against_you":
        value = f"against:{a.who}"
        text = f"{p} cannot initiate challenges against {a.who} until {UNTIL[until]}"
    elif value.startswith(("against_you:", "against_target:")):
        whom, _, ctype = value.partition(":")
        if ctype not in CHALLENGE_TYPES:
            raise ValueError(f"forbid_challenges needs a challenge type, got {value!r}")
        opp = a.who if whom == "against_you" else (a.inst.targets or ("",))[0]
        value = f"against:{opp}:{ctype}"
        text = f"{p} cannot initiate {ctype} challenges against {opp} until {UNTIL[until]}"
    eff = LastingEffect(
        st.next_effect_id,
        a.inst.source or "",
        p,
        "forbid_challenges",
        0,
        value,
        until,
        text,
        ctx.source_controller(a.inst),
    )
    ctx.set_state(replace(st, lasting=(*st.lasting, eff), next_effect_id=st.next_effect_id + 1))
    yield from ctx.log(text, a.cite("rr.cannot"), a.who)
    return [], True


@register("no_new_plot")
def no_new_plot(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The named player (a chosen opponent: ``on: target``) cannot reveal a new plot in
    the next round's plot phase: the plot he has revealed stays revealed, and is not
    revealed again (The Art of Seduction; Rules Reference, "Cannot")."""
    p = ctx.player_subject(a.inst, a.effect)
    nxt = ctx.state.round + 1
    ctx.set_state(ctx.state.bump(f"no-new-plot:{p}:{nxt}"))
    yield from ctx.log(f"{p} will not reveal a new plot in round {nxt}", a.cite(), a.who)
    return [], True


@register("defender_claim_modifier", kind="lasting")
def defender_claim_modifier(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """In each challenge of type ``value`` in which the named player (``on: you``) is the
    defending player, the attacking player's claim value changes by ``amount`` (Calm Over
    Westeros: "-1 claim against you in challenges of the named type"). It lasts until
    ``until``; ``new_plot`` (the default): until the named player reveals a new plot card
    (Rules Reference, "Plot Value Modifiers", "Claim")."""
    p = ctx.player_subject(a.inst, a.effect)
    ctype = a.effect.value
    if ctype not in CHALLENGE_TYPES:
        raise ValueError(f"defender_claim_modifier needs a challenge type, got {ctype!r}")
    st = ctx.state
    until = a.effect.until or "new_plot"
    ends = f"{p} reveals a new plot" if until == "new_plot" else UNTIL[until]
    sign = "+" if a.amount >= 0 else ""
    text = f"claim against {p} in {ctype} challenges {sign}{a.amount} until {ends}"
    eff = LastingEffect(
        st.next_effect_id,
        a.inst.source or "",
        p,
        "defender_claim_modifier",
        a.amount,
        ctype,
        until,
        text,
        ctx.source_controller(a.inst),
    )
    ctx.set_state(replace(st, lasting=(*st.lasting, eff), next_effect_id=st.next_effect_id + 1))
    yield from ctx.log(text, a.cite("rr.plot-modifiers"), a.who)
    return [], True
