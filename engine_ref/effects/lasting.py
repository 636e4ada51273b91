"""Lasting effects on cards: STR, icons, keywords and card types, each until the end of the
challenge, the phase or the round (seed 003 "Lasting Effects"; 002 §3.22-3.23 for acting as
another card type)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine_ref.effects.base import Applied, EffectContext, Outcome, register
from engine_ref.state import LastingEffect

if TYPE_CHECKING:
    from engine_ref.abilities import Effect
    from engine_ref.runtime import Gen
    from engine_ref.timing import Occurrence

UNTIL = {
    "challenge": "the end of the challenge",
    "phase": "the end of the phase",
    "round": "the end of the round",
    "game": "the end of the game",
    # "until you reveal a new plot card": ends as the effect's controller (``by``) puts a
    # new plot in place of his revealed one (Rules Reference, "Lasting Effects")
    "new_plot": "the effect's controller reveals a new plot card",
}


def describe(ctx: EffectContext, e: Effect, amount: int, t: str) -> str:
    """The log text of a lasting effect on card ``t``."""
    what = {
        "str": f"{'+' if amount >= 0 else ''}{amount} STR",
        "set_str": f"has its STR set to {amount} (other STR modifiers do not change it)",
        "gain_icon": f"gains the {e.value} icon",
        "lose_icon": f"loses the {e.value} icon",
        "gain_keyword": f"gains {e.value}",
        "lose_keyword": f"loses {e.value}",
        "acts_as": f"is a {e.value} (and no other card type)",
        "gain_trait": f"gains the {e.value} trait",
        "lose_trait": "loses every trait" if e.value == "all" else f"loses the {e.value} trait",
        "gain_faction": f"gains the {e.value} faction affiliation",
        "lose_faction": (
            "loses every faction affiliation"
            if e.value == "all"
            else f"loses the {e.value} faction affiliation"
        ),
        "restrict": f"is under '{e.value.replace('_', ' ')}'",
        "blank": "has a blank text box (no printed abilities, keywords, income or influence)",
    }[e.op]
    return f"{ctx.name(t)} {what} until {UNTIL[e.until or 'phase']}"


@register(
    "str",
    "set_str",
    "gain_icon",
    "lose_icon",
    "gain_keyword",
    "lose_keyword",
    "acts_as",
    "gain_trait",
    "lose_trait",
    "restrict",
    "blank",
    "gain_faction",
    "lose_faction",
    kind="lasting",
)
def lasting_effect(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Each subject gets the change until ``until`` (default: the end of the phase):
    STR, an icon, a keyword, a trait, a faction affiliation (``gain_faction``,
    ``lose_faction``: Rules Reference, "Faction"), a card type it acts as, or a restriction
    (``restrict`` with ``value:`` one of the restriction kinds, e.g.
    ``cannot_be_declared_defender``: Rules Reference, "Cannot"), or a blank text box
    (``blank``: its printed abilities, keywords and the income, influence and initiative
    icons of its text box are gone; traits, challenge icons and STR stay: seed 002
    §3.8-3.9). A
    ``terminal`` STR effect kills a card it brings to 0 STR (002 §3.19); gaining an
    immunity logs what it now ignores (002 §3.14, §3.24) and leaves effects that already
    resolved in place (002 §3.18). A card losing an icon it had causes an ``icon_lost``
    occurrence. ``set_str`` sets the STR to ``amount``: while it lasts, no other STR
    modifier raises or lowers it, and the most recent set value wins (Rules Reference,
    "Modifiers"). ``lose_trait`` and ``lose_faction`` with ``value: all`` take every trait
    (every affiliation) the card has when they apply; one gained later stays."""
    e = a.effect
    occs: list[Occurrence] = []
    ok = False
    for t in a.subjects:
        st = ctx.state
        had = e.op == "lose_icon" and e.value in st.icons(t)
        eff = LastingEffect(
            st.next_effect_id,
            a.inst.source or "",
            t,
            e.op,
            a.amount,
            # a terminal STR effect keeps threatening its card while it lasts (002 §3.19)
            "terminal" if e.terminal and e.op == "str" else e.value,
            e.until or "phase",
            describe(ctx, e, a.amount, t),
            ctx.source_controller(a.inst),
        )
        ctx.set_state(st.with_lasting(eff))
        yield from ctx.log(eff.text, a.cite(), a.who)
        if had and e.value not in ctx.state.icons(t):
            # "after a character loses a challenge icon": only one it had
            occs.append(ctx.occurrence("icon_lost", card=t, player=ctx.state.cards[t].controller))
        if e.terminal and e.op == "str" and ctx.state.strength(t) <= 0:
            yield from ctx.log(
                f"{ctx.name(t)} is at 0 STR: the terminal effect kills it "
                "(a save that did not lift its STR does not help)",
                "002.clar.3.19",
                a.who,
            )
            occs.extend((yield from ctx.remove(t, "kill", a.inst, terminal=True)))
        if e.op == "gain_keyword" and e.value.startswith("immune"):
            opponents = "opponents" in e.value
            yield from ctx.log(
                f"{ctx.name(t)} now ignores those effects"
                + (", even constant ones from an opponent's characters" if opponents else ""),
                "002.clar.3.24" if opponents else "002.clar.3.14",
                a.who,
            )
            yield from ctx.immunity_arrives(t)
        ok = True
    return occs, ok


@register("discard_at_end_of_phase", kind="lasting")
def discard_at_end_of_phase(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Each subject is discarded from play when this phase ends, if it is still in play
    then: a delayed effect that resolves among the forced interrupts to the phase's end and
    cannot be cancelled (a card that left play meanwhile is a new card and is spared).
    ``value: cannot_be_saved`` forbids saving it (Rules Reference, "Delayed Effects",
    "Save")."""
    # it fires, and goes, as this phase ends ("round": no other end of its own)
    return (
        yield from _mark_in_play(
            ctx,
            a,
            "discard_at_end_of_phase",
            1 if a.effect.value == "cannot_be_saved" else 0,
            ctx.state.phase,
            lambda t: (
                f"{ctx.name(t)} is discarded from play at the end of the phase if still in play"
            ),
        )
    )


def _mark_in_play(
    ctx: EffectContext,
    a: Applied,
    op: str,
    amount: int,
    value: str,
    text: Callable[[str], str],
) -> Gen[Outcome]:
    """A lasting mark ``op`` on each subject still in play, until the round ends or the card
    leaves play; succeeds when one was marked."""
    ok = False
    for t in a.subjects:
        st = ctx.state
        if not st.is_in_play(t):
            continue
        eff = LastingEffect(
            st.next_effect_id,
            a.inst.source or "",
            t,
            op,
            amount,
            value,
            "round",
            text(t),
            ctx.source_controller(a.inst),
        )
        ctx.set_state(st.with_lasting(eff))
        yield from ctx.log(eff.text, a.cite(), a.who)
        ok = True
    return [], ok


@register("leave_instead", kind="lasting")
def leave_instead(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Each subject about to leave play (an interrupt to its kill, discard …) goes to
    ``value`` (hand, deck_top, deck_bottom, deck_shuffled, discard, dead, shadows) instead of where it was
    going (a replacement: to hand rather than the dead pile, for instance). Used up when
    the card leaves play (Rules Reference, "Interrupts", "Replacement Effects")."""
    where = a.effect.value.replace("_", " ")
    return (
        yield from _mark_in_play(
            ctx,
            a,
            "leave_instead",
            0,
            a.effect.value,
            lambda t: f"{ctx.name(t)} will go to {where} as it leaves play",
        )
    )


@register("gain_keywords_of", kind="lasting")
def gain_keywords_of(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Each subject gains, until ``until`` (default: the end of the phase), the keywords
    another card has as this resolves: ``value`` names it (``self``, ``target``,
    ``trigger``, ``attached``), ``:one`` after it makes the ability's controller choose one
    of them ("choose one of that character's keywords"). Only the Rules Reference's
    keywords are taken (an immunity is not one); a keyword the card gains or loses later
    does not follow (Rules Reference, "Keywords", "Lasting Effects")."""
    from engine_ref.filters import is_keyword
    from engine_ref.timing import Option

    ref, _, how = a.effect.value.partition(":")
    st = ctx.state
    src = st.cards.get(a.inst.source or "")
    card = {
        "self": a.inst.source,
        "target": a.inst.targets[0] if a.inst.targets else None,
        "trigger": a.inst.trigger.card if a.inst.trigger is not None else None,
        "attached": src.attached_to if src is not None else None,
    }.get(ref)
    if card is None or card not in st.cards:
        raise ValueError(f"gain_keywords_of: value {a.effect.value!r} names no card")
    words = sorted(k for k in st.keywords(card) if is_keyword(k))
    if how == "one" and words:
        pick = yield from ctx.ask(
            a.who,
            f"choose one of {ctx.name(card)}'s keywords",
            [Option(f"option {i + 1}", a.who, w) for i, w in enumerate(words)],
            a.cite(),
            auto_single=False,
        )
        words = [words[int(pick.key.split()[1]) - 1]]
    if not words:
        yield from ctx.log(f"{ctx.name(card)} has no keyword to gain", a.cite(), a.who)
        return [], False
    until = a.effect.until or "phase"
    ok = False
    for t in a.subjects:
        if not ctx.state.is_in_play(t):
            continue
        for w in words:
            st = ctx.state
            eff = LastingEffect(
                st.next_effect_id,
                a.inst.source or "",
                t,
                "gain_keyword",
                0,
                w,
                until,
                f"{ctx.name(t)} gains {w} (from {ctx.name(card)}) until {UNTIL[until]}",
                ctx.source_controller(a.inst),
            )
            ctx.set_state(st.with_lasting(eff))
            yield from ctx.log(eff.text, a.cite(), a.who)
            ok = True
    return [], ok


@register("copy_keywords", "copy_icons", kind="constant")
def copy_keywords(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability: each card it reaches (``on: self``, ``attached``, or ``all`` with
    a ``filter``) has every keyword (``copy_keywords``) or challenge icon (``copy_icons``)
    that a card in play matching ``x_filter`` has now, read from the ability's card ("while
    another Fool character has a keyword, he gains that keyword": ``x_filter: {type:
    character, traits: [Fool], not_self: true}``). A card that cannot gain icons takes none
    (Rules Reference, "Keywords", "Cannot")."""
    return [], True
    yield
