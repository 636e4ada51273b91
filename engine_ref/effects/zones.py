"""Cards moving between zones other than by leaving play: drawing, putting into play,
changing where a Moribund card goes, and the discard pile to the deck."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.conditions import Ctx, settle_bound
from engine_ref.effects.base import Applied, EffectContext, Outcome, register
from engine_ref.filters import bind_refs, card_matches
from engine_ref.runtime import Instance
from engine_ref.state import LastingEffect, replace
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
    controller, standing (kneeling if it enters play knelt), without cost and without being
    played (002 §4.4); an event, plot or agenda cannot; an attachment goes on a card its
    controller chooses. ``value: attacking|defending`` puts it into the challenge too
    (002 §3.28); with the word ``knelt`` in its value it enters play kneeling ("put into
    play knelt, participating as a defender": ``value: defending knelt``). With the word
    ``owner`` each card enters play under its owner's control, not the ability's
    controller's ("put the top character in each player's dead pile into play"). A unique
    card its new controller may not bring into play (another copy in his dead pile or in
    play) stays where it is (seed 003 Unique Cards)."""
    occs: list[Occurrence] = []
    ok = False
    src = a.inst.source
    for t in a.subjects or ([src] if src else []):
        who = ctx.state.cards[t].owner if "owner" in a.effect.value.split() else a.who
        if ctx.state.cards[t].type in ("event", "plot", "agenda"):
            yield from ctx.log(
                f"{ctx.name(t)} is not a card that can be in play: nothing enters",
                "002.clar.4.4",
                who,
            )
            continue
        if ctx.state.is_in_play(t):
            continue
        blocked = ctx.unique_blocked(who, t)
        if blocked is not None:
            yield from ctx.log(f"{ctx.name(t)} stays out of play: {blocked}", "003.unique", who)
            continue
        host = None
        if ctx.state.card_type(t) == "attachment":
            host = yield from _choose_host(ctx, who, t)
            if host is None:
                continue
        knelt = ctx.state.enters_knelt(t) or "knelt" in a.effect.value.split()
        origin = ctx.state.zone_of(t)[1]
        if origin == "shadows":  # it comes out of shadows (the round's first: Kingdom of Shadows)
            ctx.set_state(ctx.state.bump(f"round:out-of-shadows:{ctx.state.zone_of(t)[0]}:{t}"))
        ctx.set_state(
            ctx.state.move(t, who, "play").update_card(
                t, controller=who, kneeling=knelt, attached_to=host
            )
        )
        yield from ctx.log(
            f"{ctx.name(t)} is put into play (no cost, not 'played')", "002.clar.4.4", who
        )
        occs.append(
            ctx.occurrence(
                "enters_play", card=t, player=who, text=f"{ctx.name(t)} entered play", origin=origin
            )
        )
        ok = True
        ch = ctx.state.challenge
        role = next((w for w in a.effect.value.split() if w in ("attacking", "defending")), "")
        if ch is not None and role:
            side = "attackers" if role == "attacking" else "defenders"
            joined = replace(ch, **{side: (*getattr(ch, side), t)})
            ctx.set_state(replace(ctx.state, challenge=joined))
            yield from ctx.log(
                f"{ctx.name(t)} enters play {role} in the challenge",
                "002.clar.3.28",
                who,
            )
    return occs, ok


def _choose_host(ctx: EffectContext, who: str, attachment: str) -> Gen[str | None]:
    """An attachment put into play goes on a card its controller chooses among those it
    may be attached to (Rules Reference, "Attachment Cards"); with none, it stays."""
    hosts = ctx.attachment_hosts(who, attachment)
    if not hosts:
        yield from ctx.log(
            f"{ctx.name(attachment)} has no card it may go on: it stays", "002.clar.4.4", who
        )
        return None
    opts = [Option(f"attach {h}", who, f"attach to {ctx.name(h)}") for h in hosts]
    choice = yield from ctx.ask(who, "choose a card to attach to", opts, "002.clar.4.4")
    return choice.key.split(" ", 1)[1]


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
    decision, like intrigue claim), of his own choice (``value: chosen``, the default), or
    chosen by the ability's controller, who looks at that hand (``value: controller``).
    Each causes a ``discarded`` occurrence; succeeds when a card was discarded."""
    p = ctx.player_subject(a.inst, a.effect)
    at_random = a.effect.value == "random"
    chooser = a.who if a.effect.value == "controller" else p
    occs: list[Occurrence] = []
    for _ in range(a.amount):
        hand = ctx.state.player(p).hand
        if not hand:
            break
        how = (
            "at random"
            if at_random
            else ("of his choice" if chooser == p else f"chosen by {chooser}")
        )
        opts = [
            Option(
                f"{'random' if at_random else 'discard'} {c}",
                chooser,
                f"discard {ctx.name(c)}",
                at_random,
            )
            for c in hand
        ]
        choice = yield from ctx.ask(
            chooser, f"discard a card {how}", opts, a.cite(), random=at_random
        )
        cid = choice.key.split(" ", 1)[1]
        ctx.set_state(ctx.state.move(cid, ctx.state.cards[cid].owner, "discard"))
        yield from ctx.log(f"{p} discards {ctx.name(cid)} from hand {how}", a.cite(), p)
        occs.append(
            ctx.occurrence(
                "discarded", card=cid, player=p, text=f"{ctx.name(cid)} discarded from hand"
            )
        )
    return occs, bool(occs)


#: where move_to / search may send cards, and the zone (and deck end) each means
DESTINATIONS = {
    "hand": ("hand", False),
    "deck_top": ("deck", True),
    "deck_bottom": ("deck", False),
    "discard": ("discard", False),
    "dead": ("dead", False),
    "shadows": ("shadows", False),
    # a plot to the bottom of its owner's used pile (the newest plot lies on top)
    "used_pile_bottom": ("plots_used", True),
}


@register("move_to")
def move_to(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Each subject out of play (a card in a hand, a pile, a deck or shadows) goes to its
    owner's ``to`` (hand, deck_top, deck_bottom, discard, dead, shadows; a plot from the plot
    deck to used_pile_bottom). Cards in play
    leave play through the removal ops instead; one in play is left where it is."""
    if a.effect.to not in DESTINATIONS:
        raise ValueError(f"move_to needs to: one of {', '.join(DESTINATIONS)}")
    zone, top = DESTINATIONS[a.effect.to]
    occs: list[Occurrence] = []
    for t in a.subjects:
        if ctx.state.is_in_play(t):
            yield from ctx.log(f"{ctx.name(t)} is in play: it does not move", a.cite(), a.who)
            continue
        owner = ctx.state.cards[t].owner
        ctx.set_state(ctx.state.move(t, owner, zone, top=top))
        yield from ctx.log(
            f"{ctx.name(t)} goes to {owner}'s {a.effect.to.replace('_', ' ')}", a.cite(), a.who
        )
        occs.append(
            ctx.occurrence(
                f"placed_in_{zone}" if zone == "shadows" else "moved", card=t, player=owner
            )
        )
    return occs, bool(occs)


@register("search")
def search(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The named player (``on: you`` by default) looks at his deck (``from: deck``) or its
    top or bottom N cards (``from: top:N``, ``bottom:N``; ``top:X`` with the effect's X,
    which is then also how many he may take), chooses up to ``amount`` cards matching ``filter``,
    reveals them and sends them to ``to`` (hand, by default; or ``play``); the deck is
    then shuffled when the whole of it was searched (Rules Reference, "Search"). ``value``
    may hold ``must_take`` (he takes ``amount`` if he can: "add 1 to your hand", not "up
    to"), ``rest_to_bottom`` (the looked-at cards not taken go to the bottom of the
    deck, in the order he chooses) and ``other_type:<type>`` (only cards of another card
    type)."""
    p = ctx.player_subject(a.inst, a.effect)
    scope = a.effect.source or "deck"
    if scope.upper().endswith(":X"):  # "the top X cards": the X the ability fixed
        scope = f"{scope.partition(':')[0]}:{a.inst.xs.get(a.effect, 0)}"
    deck = ctx.state.player(p).deck
    looked = _looked_at(deck, scope)
    matching = _searchable(ctx, a, p, looked)
    chosen: list[str] = []
    occs: list[Occurrence] = []
    while len(chosen) < a.amount:
        opts = [Option(f"take {c}", p, f"take {ctx.name(c)}") for c in matching if c not in chosen]
        if not opts:
            break
        if "must_take" not in a.effect.value.split():
            opts.append(Option("done", p, "take no more"))
        pick = yield from ctx.ask(
            p, f"search: choose up to {a.amount - len(chosen)} more", opts, a.cite("rr.search")
        )
        if pick.key == "done":
            break
        chosen.append(pick.key.split(" ", 1)[1])
    yield from ctx.log(
        f"{p} searches "
        + (f"the {scope.replace(':', ' ')} cards of his deck" if ":" in scope else "his deck")
        + " and takes "
        + (", ".join(ctx.name(c) for c in chosen) or "nothing"),
        a.cite("rr.search"),
        p,
    )
    a.inst.chosen[a.effect] = tuple(chosen)  # what a later effect "on: found" acts on
    if chosen:  # "if it is …": what a later condition result_card reads
        a.inst.results = tuple(chosen)
    for c in chosen:
        if a.effect.to == "play":
            knelt = ctx.state.enters_knelt(c)
            ctx.set_state(ctx.state.move(c, p, "play").update_card(c, controller=p, kneeling=knelt))
            occs.append(
                ctx.occurrence("enters_play", card=c, player=p, text=f"{ctx.name(c)} entered play")
            )
        else:
            zone, top = DESTINATIONS.get(a.effect.to or "hand", ("hand", False))
            ctx.set_state(ctx.state.move(c, p, zone, top=top))
    if ":" not in scope:
        yield from ctx.log(f"{p} shuffles his deck", a.cite("rr.search"), p)
    elif "rest_to_bottom" in a.effect.value.split():
        yield from _rest_to_bottom(ctx, a, p, [c for c in looked if c not in chosen])
    return occs, bool(chosen)


def _rest_to_bottom(ctx: EffectContext, a: Applied, p: str, rest: list[str]) -> Gen[None]:
    """The looked-at cards not taken go to the bottom of the deck, one at a time in the
    order the player chooses (the last one without asking)."""
    while rest:
        c = rest[0]
        if len(rest) > 1:
            pick = yield from ctx.ask(
                p,
                "place the next card on the bottom of the deck",
                [Option(f"bottom {c}", p, f"{ctx.name(c)} to the bottom") for c in rest],
                a.cite("rr.search"),
            )
            c = pick.key.split(" ", 1)[1]
        rest.remove(c)
        ctx.set_state(ctx.state.move(c, p, "deck"))
        yield from ctx.log(f"{p} places {ctx.name(c)} on the bottom of his deck", a.cite(), p)


def _searchable(ctx: EffectContext, a: Applied, p: str, looked: tuple[str, ...]) -> list[str]:
    """The looked-at cards a search may take: matching its filter, and of another card type
    than ``other_type:<type>`` in its value ("a card with a different cardtype")."""
    matching = [c for c in looked if a.effect.filter is None or _matches(ctx, a, c, p)]
    for token in a.effect.value.split():
        if token.startswith("other_type:"):
            matching = [c for c in matching if ctx.state.cards[c].type != token[11:]]
    return matching


def _looked_at(deck: tuple[str, ...], scope: str) -> tuple[str, ...]:
    """The cards a search looks at: the deck, its top N (``top:N``) or its bottom N
    (``bottom:N``: "reveal the bottom 5 cards of your deck")."""
    where, _, n = scope.partition(":")
    if where == "top":
        return deck[: int(n)]
    if where == "bottom":
        return deck[len(deck) - int(n) :] if int(n) < len(deck) else deck
    return deck


def _matches(ctx: EffectContext, a: Applied, card: str, player: str) -> bool:
    f = bind_refs(a.effect.filter, a.inst.card_refs())
    f = settle_bound(ctx.state, f, Ctx(a.inst.source, a.inst.controller, a.inst.trigger))
    return card_matches(ctx.state, f, card, player, a.inst.source)


@register("discard_from_deck")
def discard_from_deck(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The top ``amount`` cards of the named player's deck are discarded (each causes a
    ``discarded_from_deck`` occurrence)."""
    p = ctx.player_subject(a.inst, a.effect)
    occs: list[Occurrence] = []
    for _ in range(a.amount):
        deck = ctx.state.player(p).deck
        if not deck:
            break
        cid = deck[0]
        ctx.set_state(ctx.state.move(cid, ctx.state.cards[cid].owner, "discard"))
        yield from ctx.log(
            f"{ctx.name(cid)} is discarded from the top of {p}'s deck", a.cite(), a.who
        )
        occs.append(
            ctx.occurrence(
                "discarded_from_deck",
                card=cid,
                player=p,
                text=f"{ctx.name(cid)} discarded from deck",
            )
        )
    return occs, bool(occs)


@register("shuffle_deck")
def shuffle_deck(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The named player (``on: you`` by default) shuffles his deck, as a card's "Shuffle
    your deck." says after a search of its top cards or cards put into it. Like the search's
    own shuffle, the engine keeps the order it has: which card is where is not known to the
    players, and a scenario names the deck it needs (Rules Reference, "Search")."""
    p = ctx.player_subject(a.inst, a.effect)
    yield from ctx.log(f"{p} shuffles his deck", a.cite("rr.search"), p)
    return [], True


#: where a delayed return sends a card, and the removal op that does it
DELAYED_RETURNS = {
    "hand": "return_hand",
    "deck_bottom": "return_deck_bottom",
    "dead": "place_in_dead_pile",
    "deck": "shuffle_into_deck",  # "shuffle it back into its owner's deck"
}


@register("return_at_phase_end", kind="lasting")
def return_at_phase_end(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A delayed effect: each subject in play will go back to its owner's ``to`` (``hand``,
    the default, ``deck_bottom``, ``deck``: shuffled into it, or ``dead``: placed in the
    dead pile, not killed) when the phase ends, if it is still in play then (the
    mark leaves play with the card). It resolves as the phase ends, with the forced
    interrupts to that moment, once, and no player may decline it (Rules Reference,
    "Delayed Effects"); a ``cannot_be_saved`` ability's return cannot be saved either. With
    ``until: challenge`` it happens as the challenge in progress ends instead ("at the end of
    the challenge, return them to your hand")."""
    to = a.effect.to or "hand"
    end = "challenge" if a.effect.until == "challenge" else "phase"
    if to not in DELAYED_RETURNS:
        raise ValueError(f"return_at_phase_end needs to: one of {', '.join(DELAYED_RETURNS)}")
    ok = False
    for t in a.subjects:
        st = ctx.state
        if not st.is_in_play(t):
            continue
        where = {"hand": "hand", "dead": "dead pile", "deck": "deck, shuffled in,"}.get(
            to, "deck, at the bottom,"
        )
        text = f"{ctx.name(t)} goes back to its owner's {where} as the {end} ends"
        mark = LastingEffect(
            st.next_effect_id,
            a.inst.source or t,
            t,
            "return_at_phase_end",
            int(a.inst.cannot_be_saved),
            to,
            end,
            text,
            a.who,
        )
        ctx.set_state(st.with_lasting(mark))
        yield from ctx.log(f"{text}, if it is still in play", "rr.delayed", a.who)
        ok = True
    return [], ok


@register("reveal_top")
def reveal_top(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The named player (``on: you`` by default) reveals the top card of his deck; if it
    matches ``filter`` he draws it (a draw: it counts for the draw cap and triggers), else
    it stays on top. Succeeds when the card was drawn (Rules Reference, "Reveal")."""
    p = ctx.player_subject(a.inst, a.effect)
    deck = ctx.state.player(p).deck
    if not deck:
        yield from ctx.log(f"{p} has no deck to reveal from", a.cite(), a.who)
        return [], False
    top = deck[0]
    yield from ctx.log(f"{p} reveals {ctx.name(top)} from the top of his deck", a.cite(), a.who)
    if not card_matches(ctx.state, a.effect.filter, top, a.who, a.inst.source):
        yield from ctx.log(f"{ctx.name(top)} does not qualify: it stays on top", a.cite(), a.who)
        return [], False
    occs = yield from ctx.draw(p)
    return occs, True


#: what each delayed mark does as the phase ends: the returns above, a poison token, and
#: control taken until the end of the phase (``take_control`` with ``until: phase``)
DELAYED_OPS = {**DELAYED_RETURNS, "poison": "kill", "control": "return_control"}


@register("poison", kind="lasting")
def poison(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A poison token is placed on each subject in play; as the phase ends, if the card
    still has it (the token leaves play with the card), the token is removed and the card
    is killed: a delayed effect resolved like ``return_at_phase_end`` (Rules Reference,
    "Delayed Effects")."""
    ok = False
    for t in a.subjects:
        st = ctx.state
        if not st.is_in_play(t):
            continue
        text = f"{ctx.name(t)} loses its poison token and is killed as the phase ends"
        mark = LastingEffect(
            st.next_effect_id,
            a.inst.source or t,
            t,
            "return_at_phase_end",
            int(a.inst.cannot_be_saved),
            "poison",
            "phase",
            text,
            a.who,
        )
        ctx.set_state(st.with_lasting(mark))
        yield from ctx.log(
            f"a poison token is placed on {ctx.name(t)}: {text}, if it still has it",
            "rr.delayed",
            a.who,
        )
        ok = True
    return [], ok


@register("arrange_deck_top")
def arrange_deck_top(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The ability's controller looks at the top ``amount`` cards of the named player's deck
    (``on: target`` with a chosen player), puts up to ``at_most`` of them on the bottom of
    that deck, one at a time, and the others back on top in the order he chooses (the
    first chosen ends on top). With ``value: exactly`` he puts exactly ``at_most`` on the
    bottom, as many as he looked at if fewer ("place 1 of those cards on the bottom, and the
    other on top")."""
    p, me = ctx.player_subject(a.inst, a.effect), a.who
    deck = ctx.state.player(p).deck
    looked = list(deck[: a.amount])
    bottom: list[str] = []
    stop = [] if a.effect.value == "exactly" else [Option("done", me, "no more")]
    while looked and len(bottom) < (a.effect.at_most or 0):
        opts = [Option(f"bottom {c}", me, f"{ctx.name(c)} to the bottom") for c in looked]
        pick = yield from ctx.ask(
            me,
            "place a card on the bottom" + ("" if not stop else ", or stop"),
            [*opts, *stop],
            a.cite(),
        )
        if pick.key == "done":
            break
        bottom.append(pick.key.split(" ", 1)[1])
        looked.remove(bottom[-1])
    top: list[str] = []
    while len(looked) > 1:
        opts = [Option(f"top {c}", me, f"{ctx.name(c)} next from the top") for c in looked]
        pick = yield from ctx.ask(me, "order the cards left on top", opts, a.cite())
        top.append(pick.key.split(" ", 1)[1])
        looked.remove(top[-1])
    top.extend(looked)
    rest = deck[len(top) + len(bottom) :]
    ctx.set_state(ctx.state.update_player(p, deck=(*top, *rest, *bottom)))
    yield from ctx.log(
        f"{me} looks at the top {len(top) + len(bottom)} cards of {p}'s deck: "
        f"{len(bottom)} to the bottom, {len(top)} back on top (from the top: "
        f"{', '.join(ctx.name(c) for c in top) or 'none'}; at the bottom: "
        f"{', '.join(ctx.name(c) for c in bottom) or 'none'})",
        a.cite(),
        me,
    )
    return [], True


@register("reveal_top_draw_if")
def reveal_top_draw_if(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The named player (``on: you`` by default) reveals the top card of his deck; if its
    card type is ``value`` (a type named as the effect resolves: ``value:
    "character|location|attachment|event"``) he draws it, and the effect succeeds (what a
    "then" waits for); otherwise the card stays where it is."""
    p = ctx.player_subject(a.inst, a.effect)
    deck = ctx.state.player(p).deck
    if not deck:
        yield from ctx.log(f"{p} has no card in his deck to reveal", a.cite(), a.who)
        return [], False
    top = deck[0]
    kind = ctx.state.cards[top].type
    yield from ctx.log(f"{p} reveals {ctx.name(top)} ({kind}) from his deck", a.cite(), a.who)
    if kind != a.effect.value:
        yield from ctx.log(
            f"not the type named ({a.effect.value}): it stays on top", a.cite(), a.who
        )
        return [], False
    occs = yield from ctx.draw(p)
    return occs, bool(occs)


#: the token a card placed in shadows by an effect carries while it stays there
SHADOW_TOKEN = "shadow"


@register("shadow_token")
def shadow_token(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Each subject goes facedown into its owner's shadows area with a shadow token on it:
    a card in play leaves play that way (the saves, "cannot be …" and Moribund rules of the
    other ways of leaving play hold; it causes a ``returned`` occurrence); a card out of play
    (a hand, a pile, a deck) moves there. With ``from: top:1`` or ``bottom:1`` the card is
    the top or bottom card of the named player's deck (``on: you``) instead. While the card
    stays in shadows with its token it has shadow (X), X its printed cost, and it may come
    out of shadows for that much; the token leaves with it (Rules Reference, "Shadows").
    ``value: unless_printed`` gives no shadow (X) to a card with a printed shadow keyword.
    Succeeds when a card went into shadows."""
    if a.effect.source:
        p = ctx.player_subject(a.inst, a.effect)
        where, _, n = a.effect.source.partition(":")
        deck = ctx.state.player(p).deck
        count = int(n) if n else 1
        if where not in ("top", "bottom"):
            raise ValueError("shadow_token needs from: top:N or bottom:N")
        cards = list(deck[:count] if where == "top" else deck[max(len(deck) - count, 0) :])
    else:
        cards = [c for c in a.subjects if c in ctx.state.cards]
    occs: list[Occurrence] = []
    placed = False
    for t in cards:
        st = ctx.state
        owner = st.cards[t].owner
        if st.is_in_play(t):
            got = yield from ctx.remove(t, "return_to_shadows", a.inst)
            occs.extend(got)
        elif st.zone_of(t)[1] in ("hand", "deck", "discard", "dead"):
            ctx.set_state(st.move(t, owner, "shadows"))
            yield from ctx.log(
                f"{ctx.name(t)} is placed facedown in {owner}'s shadows", a.cite(), a.who
            )
            occs.append(ctx.occurrence("placed_in_shadows", card=t, player=owner))
        if t not in ctx.state.player(owner).shadows:
            continue
        c = ctx.state.cards[t]
        if a.effect.value == "unless_printed" and any(k.startswith("shadow") for k in c.keywords):
            yield from ctx.log(
                f"{ctx.name(t)} keeps its printed shadow keyword (no token)", a.cite(), a.who
            )
        else:
            ctx.set_state(ctx.state.update_card(t, tokens=c.tokens_changed(SHADOW_TOKEN, 1)))
            yield from ctx.log(
                f"a shadow token is placed on {ctx.name(t)}: shadow ({max(c.cost, 0)}) "
                "while it stays in shadows",
                a.cite(),
                a.who,
            )
        placed = True
    return occs, placed


@register("swap_deck_ends")
def swap_deck_ends(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The top card and the bottom card of the named player's deck (``on: target`` with a
    chosen player, ``you`` by default) change places; the cards stay facedown, unseen by the
    players (the log names them for the judge). A deck of fewer than 2 cards has nothing to
    switch: the effect does nothing (Rules Reference, "Draw Deck")."""
    p = ctx.player_subject(a.inst, a.effect)
    deck = ctx.state.player(p).deck
    if len(deck) < 2:
        yield from ctx.log(f"{p}'s deck has no two cards to switch", a.cite(), p)
        return [], False
    ctx.set_state(ctx.state.update_player(p, deck=(deck[-1], *deck[1:-1], deck[0])))
    yield from ctx.log(
        f"the top and bottom cards of {p}'s deck change places "
        f"({ctx.name(deck[0])} to the bottom, {ctx.name(deck[-1])} to the top)",
        a.cite(),
        p,
    )
    return [], True


#: when a card removed "until the beginning of" a phase comes back (op ``remove_until``)
REMOVED_UNTIL = {"next": "the beginning of the next phase", "plot": "the next plot phase"}


@register("remove_until", kind="lasting")
def remove_until(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Each subject in play is removed from the game (leaving play as ``remove_from_game``
    does) until the beginning of a later phase: ``value: next`` (the next phase, whatever
    it is) or ``plot`` (the next plot phase). As that phase begins it is put back into play
    under its owner's control, as a new card (standing, without its power, attachments or
    effects), if it may then enter play (Journey to Oldtown, Olenna's Wheelhouse; Rules
    Reference, "Lasting Effects", "Put into Play")."""
    value = a.effect.value or "next"
    if value not in REMOVED_UNTIL:
        raise ValueError(f"remove_until needs value one of {', '.join(REMOVED_UNTIL)}")
    occs: list[Occurrence] = []
    ok = False
    for t in a.subjects:
        if not ctx.state.is_in_play(t):
            continue
        occs.extend((yield from ctx.remove(t, "remove_from_game", a.inst)))
        st = ctx.state
        owner = st.cards[t].owner
        if t not in st.player(owner).removed:
            continue  # it did not leave play (saved, or it cannot)
        text = f"{ctx.name(t)} is out of the game until {REMOVED_UNTIL[value]}"
        eff = LastingEffect(st.next_effect_id, a.inst.source or "", t, "removed_until", 0)
        eff = replace(eff, value=value, until="game", text=text, by=a.who)
        ctx.set_state(replace(st, lasting=(*st.lasting, eff), next_effect_id=eff.id + 1))
        yield from ctx.log(text, a.cite("rr.lasting"), a.who)
        ok = True
    return occs, ok


def return_removed(ctx: EffectContext, phase: str) -> Gen[list[Occurrence]]:
    """As ``phase`` begins, the cards removed from the game until then (op ``remove_until``)
    are put back into play under their owners' control; what entered play is returned."""
    from engine_ref.abilities import Effect  # (abilities imports this module)

    st = ctx.state
    due = [
        e
        for e in st.lasting
        if e.op == "removed_until" and e.value in ("next", phase) and e.target in st.cards
    ]
    if not due:
        return []
    ctx.set_state(replace(st, lasting=tuple(e for e in st.lasting if e not in due)))
    occs: list[Occurrence] = []
    for e in due:
        owner = ctx.state.cards[e.target].owner
        if e.target not in ctx.state.player(owner).removed:
            continue  # it went elsewhere meanwhile
        yield from ctx.log(f"'{e.text}' ends", "rr.lasting", owner)
        back = Effect(op="put_into_play", on="target", value="owner")
        inst = Instance(0, "framework", owner, "the end of a removal", source=None)
        got, _ = yield from put_into_play(ctx, Applied(inst, back, [e.target], 1, {}))
        occs.extend(got)
    return occs
