"""A player's hand as a whole (seed 002 §4.13 The Hand)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.effects.base import Applied, EffectContext, Outcome, register
from engine_ref.timing import Option

if TYPE_CHECKING:
    from engine_ref.profiles import Profile
    from engine_ref.runtime import Gen
    from engine_ref.state import GameState
    from engine_ref.timing import Occurrence


def discard_whole(ctx: EffectContext, player: str, cite: str, actor: str) -> Gen[None]:
    """``player`` discards his hand: one act on the hand, possible with no card in it; none
    of its cards counts as discarded one by one (seed 002 §4.13)."""
    hand = ctx.state.player(player).hand
    st = ctx.state
    for cid in hand:
        st = st.move(cid, st.cards[cid].owner, "discard")
    ctx.set_state(st)
    yield from ctx.log(
        f"{player} discards his hand ({len(hand)} card{'s' if len(hand) != 1 else ''}); "
        "no card of it counts as discarded by itself",
        cite,
        actor,
    )


@register("discard_whole_hand")
def discard_whole_hand(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The player the effect names (``on: you|opponent|winner|each``) discards his whole
    hand, as one act on the hand: it succeeds even with an empty hand, and causes a
    ``hand_discarded`` occurrence, never a ``discarded`` one for its cards (seed 002
    §4.13)."""
    p = ctx.player_subject(a.inst, a.effect)
    yield from discard_whole(ctx, p, a.cite("002.clar.4.13"), a.who)
    occ = ctx.occurrence("hand_discarded", player=p, text=f"{p} discarded his hand")
    return [occ], True


@register("discard_down_to")
def discard_down_to(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Each player with the most cards in hand (counted once, as it resolves; ``value:
    most``) — or every player — chooses and discards cards from his hand, one at a time,
    until he holds ``amount`` (Rule By Decree); the first player first. Each card causes a
    ``discarded`` occurrence; succeeds when a card was discarded."""
    st = ctx.state
    order = [p for p in st.seat_order_from(st.first_player) if not st.player(p).eliminated]
    most = max((len(st.player(p).hand) for p in order), default=0)
    who = [p for p in order if a.effect.value != "most" or len(st.player(p).hand) == most]
    occs: list[Occurrence] = []
    for p in who:
        while len(ctx.state.player(p).hand) > a.amount:
            opts = [
                Option(f"discard {c}", p, f"discard {ctx.name(c)}")
                for c in ctx.state.player(p).hand
            ]
            choice = yield from ctx.ask(p, f"discard down to {a.amount} cards", opts, a.cite())
            cid = choice.key.split(" ", 1)[1]
            ctx.set_state(ctx.state.move(cid, ctx.state.cards[cid].owner, "discard"))
            yield from ctx.log(f"{p} discards {ctx.name(cid)} from hand", a.cite(), p)
            occs.append(
                ctx.occurrence(
                    "discarded", card=cid, player=p, text=f"{ctx.name(cid)} discarded from hand"
                )
            )
    return occs, bool(occs)


@register("discard_hand_by_cost")
def discard_hand_by_cost(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """For each subject (a card out of play, in a discard pile), its owner reveals his hand
    and discards from it every card with the same printed cost (an X or no cost counts as
    0); each causes a ``discarded`` occurrence. Succeeds when a card was discarded."""
    occs: list[Occurrence] = []
    for t in a.subjects:
        st = ctx.state
        owner = st.cards[t].owner
        cost = max(0, st.cards[t].cost)
        hand = st.player(owner).hand
        yield from ctx.log(
            f"{owner} reveals his hand: " + (", ".join(ctx.name(c) for c in hand) or "no card"),
            a.cite(),
            owner,
        )
        for cid in [c for c in hand if max(0, st.cards[c].cost) == cost]:
            ctx.set_state(ctx.state.move(cid, owner, "discard"))
            yield from ctx.log(
                f"{owner} discards {ctx.name(cid)} (printed cost {cost})", a.cite(), owner
            )
            occs.append(
                ctx.occurrence(
                    "discarded", card=cid, player=owner, text=f"{ctx.name(cid)} discarded from hand"
                )
            )
    return occs, bool(occs)


def reserve_value(st: GameState, profile: Profile, name: str) -> int:
    """A player's reserve: his revealed plot's, with every reserve modifier (Rules
    Reference, "Reserve Value"; "Plot Value Modifiers")."""
    plot = st.revealed_plot(name)
    base = plot.plot.reserve if plot and plot.plot else 7
    title = st.player(name).title
    base += sum(n for t, n in profile.title_reserve if t == title)
    return max(0, base + st.plot_modifier(name, "reserve", base=base))


@register("check_reserve")
def check_reserve(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The named player (``on: each``: every player in turn, the first player first)
    checks reserve now, as in the taxation phase: he discards cards of his choice from
    his hand until it holds no more than his reserve value (Hotho Humpback; Rules
    Reference, "Reserve Value"). Each card causes a ``discarded`` occurrence, and one or
    more a ``reserve_discard``; succeeds when he discarded."""
    p = ctx.player_subject(a.inst, a.effect)
    reserve = reserve_value(ctx.state, ctx.profile, p)
    cite = a.cite("001.phase.taxation")
    occs: list[Occurrence] = []
    while len(ctx.state.player(p).hand) > reserve:
        hand = ctx.state.player(p).hand
        opts = [Option(f"discard {c}", p, f"discard {ctx.name(c)}") for c in hand]
        ch = yield from ctx.ask(p, f"discard down to your reserve of {reserve}", opts, cite)
        cid = ch.key.split(" ", 1)[1]
        ctx.set_state(ctx.state.move(cid, p, "discard"))
        yield from ctx.log(f"{p} discards {ctx.name(cid)} (reserve {reserve})", cite, p)
        occs.append(ctx.occurrence("discarded", card=cid, player=p))
    if not occs:
        yield from ctx.log(f"{p} checks reserve ({reserve}): nothing to discard", cite, p)
        return [], False
    occs.append(
        ctx.occurrence(
            "reserve_discard",
            player=p,
            amount=len(occs),
            text=f"{p} discarded {len(occs)} for reserve",
        )
    )
    return occs, True
