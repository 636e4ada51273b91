"""Changes to the challenge in progress."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.effects.base import Applied, EffectContext, Outcome, register
from engine_ref.filters import note_participants
from engine_ref.state import LastingEffect, replace

if TYPE_CHECKING:
    from engine_ref.runtime import Gen
    from engine_ref.timing import Occurrence


@register("add_to_challenge")
def add_to_challenge(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Each subject in play, not yet participating, joins the challenge as an attacker
    (``value: attacking``, for the attacking player's characters) or a defender
    (``value: defending``), or on the side of the ability's controller (``value:
    your_side``: "have it participate in the challenge on your side"); it does not kneel
    (Rules Reference, "Participating")."""
    ok = False
    value = a.effect.value
    ch0 = ctx.state.challenge
    if value == "your_side" and ch0 is not None:
        value = "attacking" if ch0.attacker == a.who else "defending"
    side = "attackers" if value == "attacking" else "defenders"
    for t in a.subjects:
        ch = ctx.state.challenge
        if ch is None or not ctx.state.is_in_play(t) or t in ch.attackers or t in ch.defenders:
            continue
        ctx.set_state(replace(ctx.state, challenge=replace(ch, **{side: (*getattr(ch, side), t)})))
        yield from ctx.log(f"{ctx.name(t)} is now {value} in the challenge", a.cite(), a.who)
        ok = True
    return [], ok


@register("remove_from_challenge")
def remove_from_challenge(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Each subject attacking or defending stops participating; it stays in play (seed 002
    FAQ on removing a character from a challenge). Each card removed causes a
    ``removed_from_challenge`` occurrence ("after a character is removed from a challenge"),
    and the effect as a whole one ``removed_from_challenge_any`` ("after 1 or more characters
    are removed from a challenge", once however many left)."""
    occs: list[Occurrence] = []
    for t in a.subjects:
        ch = ctx.state.challenge
        if ch and (t in ch.attackers or t in ch.defenders):
            ctx.set_state(ctx.state.out_of_challenge(t))
            yield from ctx.log(
                f"{ctx.name(t)} is removed from the challenge",
                "002.faq.remove-from-challenge",
                a.who,
            )
            occs.append(
                ctx.occurrence(
                    "removed_from_challenge",
                    card=t,
                    player=ctx.state.cards[t].controller,
                    challenge=ch.type,
                    text=f"{ctx.name(t)} removed from the challenge",
                )
            )
    if occs:
        occs.append(
            ctx.occurrence(
                "removed_from_challenge_any",
                player=a.who,
                challenge=occs[0].challenge,
                amount=len(occs),
                text=f"{len(occs)} character(s) removed from the challenge",
            )
        )
    return occs, bool(occs)


@register("challenge_trait")
def challenge_trait(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The challenge in progress gains the trait ``value`` (Jousting, Melee). Jousting is
    lost as soon as more than one attacker or defender takes part, Melee with fewer than
    four participants; a Jousting challenge takes one defender (seed 002 §4.7 and the
    Tourney Grounds rulings)."""
    ch = ctx.state.challenge
    trait = a.effect.value.strip().lower()
    if ch is None or not trait:
        return [], False
    ctx.set_state(replace(ctx.state, challenge=replace(ch, traits=ch.traits | {trait})))
    yield from ctx.log(f"the challenge gains the {trait.capitalize()} trait", a.cite(), a.who)
    return [], True


@register("claim_type")
def claim_type(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Claim for the challenge in progress is applied as the type ``value`` names instead of
    the challenge's own type (an interrupt to claim being applied: "apply [power] claim
    instead"); the challenge keeps its type. ``value: "military|this_challenge"`` with
    ``namer`` lets that player keep the claim as it is (Rules Reference, "Claim")."""
    ch = ctx.state.challenge
    kind = a.effect.value
    if ch is None or kind not in ("military", "intrigue", "power"):
        return [], False
    if kind == (ch.claim_type or ch.type):
        yield from ctx.log(f"{kind} claim is applied, as it was", a.cite(), a.who)
        return [], False
    ctx.set_state(replace(ctx.state, challenge=replace(ch, claim_type=kind)))
    yield from ctx.log(
        f"{kind} claim is applied for this {ch.type} challenge instead", a.cite(), a.who
    )
    return [], True


@register("end_challenge")
def end_challenge(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The challenge in progress ends at once with no winner and no loser: no claim, no
    keywords, no reaction to a win; what lasts "until the end of the challenge" ends with
    it, and it still counts as initiated (Rules Reference, "Initiating Challenges")."""
    ch = ctx.state.challenge
    if ch is None:
        return [], False
    ctx.set_state(replace(note_participants(ctx.state), challenge=None))
    yield from ctx.log("the challenge ends with no winner and no loser", a.cite(), a.who)
    occ = ctx.occurrence(
        "challenge_ends", player=ch.attacker, challenge=ch.type, text="challenge ended"
    )
    return [occ], True


@register("must_declare_all", kind="lasting")
def must_declare_all(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """In every challenge of type ``value`` the named player (``on: each``: every player)
    declares as attackers, or as defenders, every character of his the rules let him
    declare: he cannot be done while one is still eligible (Rules Reference, "Cannot";
    Battle Beneath the Wall). It binds the player, so characters that enter play later are
    held too; it lasts until ``until`` (``new_plot``: until the ability's controller reveals
    a new plot). It does not make anyone initiate a challenge."""
    ctype = a.effect.value
    if ctype not in ("military", "intrigue", "power"):
        raise ValueError(f"must_declare_all needs a challenge type, got {ctype!r}")
    p = ctx.player_subject(a.inst, a.effect)
    st = ctx.state
    until = a.effect.until or "phase"
    text = f"{p} must declare every eligible character in {ctype} challenges"
    eff = LastingEffect(
        st.next_effect_id,
        a.inst.source or "",
        p,
        "must_declare_all",
        0,
        ctype,
        until,
        text,
        ctx.source_controller(a.inst),
    )
    ctx.set_state(st.with_lasting(eff))
    yield from ctx.log(text, a.cite("rr.cannot"), a.who)
    return [], True
