"""Effects that choose between outcomes: another amount when a condition holds, one of
several effects, a value named for the effects that follow, a cost the affected player may
pay to stop an effect."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.conditions import Ctx, holds
from engine_ref.effects.base import Applied, EffectContext, Outcome, register, registry
from engine_ref.filters import card_matches
from engine_ref.state import replace
from engine_ref.timing import Option

if TYPE_CHECKING:
    from engine_ref.abilities import Effect
    from engine_ref.runtime import Gen

#: the ops that only wrap another effect: never the effect an alternative wraps
WRAPPERS = ("alternative_amount", "either", "choose_one")


def _ctx(a: Applied) -> Ctx:
    inst = a.inst
    return Ctx(inst.source, inst.controller, inst.trigger, inst.results, inst.targets)


@register("alternative_amount")
def alternative_amount(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The op ``value`` names (``gain_gold``, ``draw``, ``str``, ``move_power`` …) resolves
    with ``instead`` as its amount when the conditions ``instead_if`` hold as it resolves,
    else with ``amount``: a card's "(2 gold instead if …)" changes how much of the same
    effect happens, nothing else (the condition is read as the effect resolves, like any
    "if" of an effect: Rules Reference, "Ability", "If"). ``value: op:v`` gives the op its
    own value ``v`` (``discard_from_hand:random``)."""
    op, _, inner_value = a.effect.value.partition(":")
    if op not in registry() or op in WRAPPERS or a.effect.instead is None:
        raise ValueError(
            f"alternative_amount: value must name an op ({op!r}) and instead an amount"
        )
    met = holds(ctx.state, a.effect.instead_if, _ctx(a))
    n = a.effect.instead if met else a.amount
    yield from ctx.log(
        f"{op.replace('_', ' ')}: {n}"
        + (
            " (the amount it gives instead: its condition holds)"
            if met
            else " (its condition does not hold)"
        ),
        a.cite(),
        a.who,
    )
    inner = replace(a.effect, op=op, value=inner_value, instead=None, instead_if=())
    return (yield from registry()[op].handler(ctx, replace(a, effect=inner, amount=n)))


@register("name_choice")
def name_choice(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A player names one of the alternatives ``value`` lists (``a|b|c``: challenge types,
    card types, traits …), the ability's controller or the player ``namer`` says; the name
    is kept for the ability's later effects, which read it as ``named`` in their own value
    ("loses a challenge icon of your choice, and … gains that icon"). Naming happens as the
    effect resolves (Rules Reference, "Name": a player chooses among the values the card
    allows)."""
    named = a.effect.value.rpartition(":")[2]
    if not named or "|" in named:
        raise ValueError(f"name_choice: value lists what may be named (a|b|c), got {named!r}")
    a.inst.named = named
    yield from ctx.log(f"the effects that follow read '{named}'", a.cite(), a.who)
    return [], True


def _describe(option: tuple[Effect, ...]) -> str:
    if not option:
        return "nothing more"
    return "; ".join(
        f"{e.op.replace('_', ' ')}" + (f" {e.value}" if e.value else "") + f" ({e.on})"
        for e in option
    )


@register("choose_one")
def choose_one(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """One of the options ``choices`` lists (each a list of effects) resolves: "either: …,
    or …", "(choose one)". The ability's controller picks it as the effect resolves
    (decision ``option N``, in the order printed), or the player ``namer`` says ("the
    losing opponent chooses, either: …": ``namer: loser``); the picked effects then resolve
    in order with their own subjects, and the others do not happen. It succeeds when they
    all did something (what a "then" waits for)."""
    options = a.effect.choices
    if len(options) < 2:
        raise ValueError("choose_one: choices lists at least two options")
    who = a.who
    if a.effect.namer:
        who = ctx.player_subject(a.inst, replace(a.effect, on=a.effect.namer))
    offered = [Option(f"option {i}", who, _describe(o)) for i, o in enumerate(options, 1)]
    pick = yield from ctx.ask(who, "choose one", offered, a.cite())
    n = int(pick.key.split(" ", 1)[1])
    yield from ctx.log(f"{who} chooses option {n}: {_describe(options[n - 1])}", a.cite(), who)
    return (yield from ctx.resolve_nested(a.inst, options[n - 1]))


#: the payments an "unless" may ask for: gold from a card (``discard_gold``) or from a
#: player's gold pool (``pay_gold``), each payable only in full
PAYMENTS = ("discard_gold", "pay_gold", "sacrifice")


def _sacrificeable(ctx: EffectContext, a: Applied, e: Effect, payer: str) -> list[str]:
    """The cards the paying player may sacrifice for a ``sacrifice`` payment: his cards in
    play matching its filter (``not_self``: "another"), none that cannot leave play."""
    st = ctx.state
    return [
        c.id
        for c in st.in_play(payer)
        if card_matches(st, e.filter, c.id, payer, a.inst.source)
        and not st.restricted(c.id, "cannot_leave_play")
        and not st.is_moribund(c.id)
    ]


def _payable(ctx: EffectContext, a: Applied, payment: tuple[Effect, ...], payer: str) -> bool:
    """Can the whole payment be made now?"""
    inst = a.inst
    for e in payment:
        if e.op not in PAYMENTS:
            raise ValueError(f"unless_paid: a payment is one of {', '.join(PAYMENTS)}, not {e.op}")
        if e.op == "pay_gold":
            if ctx.state.player(ctx.player_subject(inst, e)).gold < e.amount:
                return False
            continue
        if e.op == "sacrifice":
            return bool(_sacrificeable(ctx, a, e, payer))
        cards: list[str | None] = []
        if e.on == "self":
            cards = [inst.source]
        elif e.on == "target":
            cards = list(inst.targets)
        if not cards or any(c is None or ctx.state.card(c).gold < e.amount for c in cards):
            return False
    return True


@register("unless_paid")
def unless_paid(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The effects of the first option in ``choices`` happen unless the paying player (the
    ability's controller, or the player ``namer`` says) makes the payment the second option
    lists: gold discarded from a card (``discard_gold``, "unless you discard 1 gold from
    it"), paid from his pool (``pay_gold``), or a card of his matching the payment's filter
    that he chooses and sacrifices (``sacrifice``: "unless you sacrifice another
    character"). He may pay only if he can pay it all; he
    decides as the effect resolves (decisions ``pay`` / ``pass``; a lone ``pass`` is taken without asking). Paid, the payment
    resolves and the first option does not happen."""
    if len(a.effect.choices) != 2:
        raise ValueError("unless_paid: choices lists the effect, then the payment")
    effect, payment = a.effect.choices
    who = a.who
    if a.effect.namer:
        who = ctx.player_subject(a.inst, replace(a.effect, on=a.effect.namer))
    offered = [Option("pass", who, f"do not pay: {_describe(effect)}")]
    if _payable(ctx, a, payment, who):
        offered.insert(0, Option("pay", who, f"pay: {_describe(payment)}"))
    pick = yield from ctx.ask(who, "pay to stop the effect?", offered, a.cite())
    if pick.key == "pay":
        yield from ctx.log(f"{who} pays ({_describe(payment)}): it does not happen", a.cite(), who)
        if payment[0].op == "sacrifice":  # he chooses the card he sacrifices
            opts = [
                Option(f"sacrifice {c}", who, f"sacrifice {ctx.name(c)}")
                for c in _sacrificeable(ctx, a, payment[0], who)
            ]
            chosen = yield from ctx.ask(who, "choose the card to sacrifice", opts, a.cite())
            occs = yield from ctx.remove(chosen.key.split(" ", 1)[1], "sacrifice", a.inst)
            return occs, True
        return (yield from ctx.resolve_nested(a.inst, payment))
    yield from ctx.log(f"{who} does not pay: {_describe(effect)}", a.cite(), who)
    return (yield from ctx.resolve_nested(a.inst, effect))


@register("alternative_effect")
def alternative_effect(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A card's "(… instead if …)" that replaces the effect itself: ``choices`` lists the
    usual effects, then the effects that happen instead when the conditions ``instead_if``
    hold as it resolves (read like any "if" of an effect: Rules Reference, "Ability").
    With ``value: may`` ("you may kill it instead if …") the ability's controller picks,
    when they hold, between the two (decisions ``usual`` / ``instead``); otherwise the
    other effects happen whenever they hold. When they do not hold only the usual effects
    can happen. It succeeds when the effects that resolved all did something."""
    if len(a.effect.choices) != 2 or not a.effect.instead_if:
        raise ValueError("alternative_effect: choices lists the usual effects, then the others")
    usual, other = a.effect.choices
    met = holds(ctx.state, a.effect.instead_if, _ctx(a))
    pick = other if met else usual
    if met and a.effect.value == "may":
        offered = [
            Option("usual", a.who, _describe(usual)),
            Option("instead", a.who, _describe(other)),
        ]
        choice = yield from ctx.ask(a.who, "which effect?", offered, a.cite())
        pick = other if choice.key == "instead" else usual
    why = "its condition holds" if met else "its condition does not hold"
    yield from ctx.log(f"{_describe(pick)} ({why})", a.cite(), a.who)
    return (yield from ctx.resolve_nested(a.inst, pick))
