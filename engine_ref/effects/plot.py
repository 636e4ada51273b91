"""Effects on a player's plot values and challenges: claim, income, initiative and reserve
modifiers for a while, and additional challenges (Rules Reference, "Plot Value Modifiers",
"Claim")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.effects.base import Applied, EffectContext, Outcome, register
from engine_ref.effects.lasting import UNTIL
from engine_ref.filters import card_matches
from engine_ref.state import CHALLENGE_TYPES, LastingEffect, replace
from engine_ref.timing import Option

if TYPE_CHECKING:
    from engine_ref.abilities import Ability
    from engine_ref.runtime import Gen
    from engine_ref.state import Card, GameState

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
    ctx.set_state(st.with_lasting(eff))
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
    ctx.set_state(st.with_lasting(eff))
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
    ctx.set_state(st.with_lasting(eff))
    yield from ctx.log(text, a.cite("rr.plot-modifiers"), a.who)
    return [], True


def when_revealed_abilities(st: GameState, card: Card) -> list[Ability]:
    """The when revealed abilities of a plot card as the game sees them now (``kind:
    when_revealed``: a forced ability answering its own reveal; none while blank)."""
    return [
        ab
        for ab in st.abilities(card.id)
        if ab.kind == "passive"
        and ab.trigger is not None
        and ab.trigger.event == "revealed"
        and ab.trigger.card == "self"
        and ab.trigger.when == "after"
    ]


@register("resolve_ability")
def resolve_ability(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The ability's controller initiates the when revealed ability of each subject plot
    card (a revealed plot, or one in a used pile) as if he had just revealed it: his
    ability while it resolves, as a nested sequence of its own; the plot stays where it is
    and no "after a plot is revealed" reaction answers it (Varys's Riddle, City of Spiders,
    Tyrion's Chain; Rules Reference, "When Revealed"). Succeeds when an ability resolved
    uncancelled; a plot without a when revealed ability does nothing."""
    done = False
    for cid in a.subjects:
        card = ctx.state.cards.get(cid)
        if card is None or card.type != "plot":
            continue
        abilities = when_revealed_abilities(ctx.state, card)
        if not abilities:
            yield from ctx.log(
                f"{card.name} has no when revealed ability: nothing happens",
                a.cite("rr.when-revealed"),
                a.who,
            )
            continue
        for ab in abilities:
            ok = yield from ctx.initiate_as_revealed(a.inst, ab, cid)
            done = done or ok
    return [], done


@register("reveal_new_plot")
def reveal_new_plot(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The named player (``on: you``; ``each_opponent``: each opponent in turn) chooses a
    plot card in his plot deck (one matching ``filter`` if given: "a Summer plot") and
    reveals it: his revealed plot goes to his used pile (``value: return``: back into his
    plot deck instead), effects lasting until he reveals a new plot end, and the new plot's
    when revealed ability resolves; initiative and the first player are not determined
    again. ``value: may`` (or ``may+return``) lets him keep his revealed plot instead. An
    emptied plot deck takes back the used pile, as in the plot phase (Rules Reference,
    "When Revealed", "Plot Deck")."""
    p = ctx.player_subject(a.inst, a.effect)
    words = set(a.effect.value.split("+")) if a.effect.value else set()
    unknown = words - {"may", "return"}
    if unknown:
        raise ValueError(f"reveal_new_plot takes value may, return or may+return, got {unknown}")
    st = ctx.state
    f = a.effect.filter
    deck = [c for c in st.player(p).plot_deck if card_matches(st, f, c, p, a.inst.source)]
    cite = a.cite("rr.new-plot")
    if not deck:
        yield from ctx.log(f"{p} has no plot card he could reveal: nothing happens", cite, p)
        return [], False
    opts = [Option(f"plot {c}", p, f"reveal {ctx.name(c)}") for c in deck]
    if "may" in words:
        opts.append(Option("done", p, "keep the revealed plot"))
    pick = yield from ctx.ask(p, "choose a new plot card to reveal", opts, cite)
    if pick.key == "done":
        yield from ctx.log(f"{p} keeps his revealed plot", cite, p)
        return [], False
    cid = pick.key.split(" ", 1)[1]
    old_to = "plot_deck" if "return" in words else "plots_used"
    olds = st.player(p).plot
    for old in olds:  # it leaves play: its tokens go back to the pool
        st = st.move(old, p, old_to).update_card(old, tokens=())
    st = st.move(cid, p, "plot")
    ending = [e for e in st.lasting if e.ends_at_new_plot(p)]
    st = replace(st, lasting=tuple(e for e in st.lasting if not e.ends_at_new_plot(p)))
    ctx.set_state(st)
    where = "plot deck" if old_to == "plot_deck" else "used pile"
    for old in olds:
        yield from ctx.log(f"{ctx.name(old)} goes to {p}'s {where}", cite, p)
    for e in ending:
        yield from ctx.log(f"'{e.text}' ends: {p} reveals a new plot", "rr.lasting", p)
    yield from ctx.log(f"{p} reveals {ctx.name(cid)}", cite, p)
    pl = ctx.state.player(p)
    if not pl.plot_deck and pl.plots_used:  # the last plot: the used pile becomes the deck
        ctx.set_state(ctx.state.update_player(p, plot_deck=pl.plots_used, plots_used=()))
        yield from ctx.log(f"{p}'s plot deck is empty: the used plots return to it", cite, p)
    occs = [ctx.occurrence("revealed", card=cid, player=p, text=f"{ctx.name(cid)} revealed")]
    if old_to == "plots_used":
        occs += [
            ctx.occurrence("plot_used", card=o, player=p, text=f"{ctx.name(o)} enters a used pile")
            for o in olds
        ]
    return occs, True


PLAYER_CANNOT = ("play", "come_out_of_shadows")


@register("player_cannot", kind="lasting")
def player_cannot(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The named player (``on: each_opponent``, ``opponent``, a chosen player…) cannot, until
    ``until`` (default: the end of the phase), do what ``value`` lists, joined with ``+``:
    ``play`` — play events (from his hand or out of shadows), ``come_out_of_shadows`` —
    bring cards out of his shadows area; a ``filter`` narrows the cards it forbids (Rules
    Reference, "Cannot"; No Surprises)."""
    p = ctx.player_subject(a.inst, a.effect)
    what = a.effect.value.split("+")
    if not what or any(w not in PLAYER_CANNOT for w in what):
        raise ValueError(f"player_cannot needs value among {PLAYER_CANNOT}, got {a.effect.value!r}")
    st = ctx.state
    until = a.effect.until or "phase"
    said = {"play": "play events", "come_out_of_shadows": "bring cards out of shadows"}
    text = f"{p} cannot {' or '.join(said[w] for w in what)} until {UNTIL[until]}"
    eff = LastingEffect(
        st.next_effect_id,
        a.inst.source or "",
        p,
        "player_cannot",
        0,
        a.effect.value,
        until,
        text,
        ctx.source_controller(a.inst),
        a.effect.filter,
    )
    ctx.set_state(st.with_lasting(eff))
    yield from ctx.log(text, a.cite("rr.cannot"), a.who)
    return [], True


@register("set_plot_value", kind="lasting")
def set_plot_value(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The named player's plot value ``value`` (claim, income, initiative or reserve) is
    set to ``amount`` until ``until`` (default: the end of the phase): the value read is
    that number whatever the printed value and the modifiers, the latest set winning
    (Rules Reference, "Plot Value Modifiers"; Burning on the Sand: the winner's claim is 0
    until the end of the challenge)."""
    p = ctx.player_subject(a.inst, a.effect)
    if a.effect.value not in PLOT_VALUES:
        raise ValueError(f"set_plot_value needs value one of {PLOT_VALUES}")
    st = ctx.state
    until = a.effect.until or "phase"
    text = f"{p}'s {a.effect.value} value is {a.amount} until {UNTIL[until]}"
    eff = LastingEffect(
        st.next_effect_id,
        a.inst.source or "",
        p,
        "set_plot_value",
        a.amount,
        a.effect.value,
        until,
        text,
        ctx.source_controller(a.inst),
    )
    ctx.set_state(st.with_lasting(eff))
    yield from ctx.log(text, a.cite("rr.plot-modifiers"), a.who)
    return [], True


@register("first_player_opponent", kind="constant")
def first_player_opponent(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: you``): when the player wins initiative he
    must choose one of his opponents, not himself, as the first player (Rules Reference,
    "Plot Phase", "Initiative"; Retaliation)."""
    return [], True
    yield
