"""Cards as cards: attaching and moving attachments, revealing and looking at cards, tokens
on cards, cards removed from the game or shuffled into a deck."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.effects.base import Applied, EffectContext, Outcome, register
from engine_ref.filters import card_matches
from engine_ref.timing import Option

if TYPE_CHECKING:
    from engine_ref.runtime import Gen
    from engine_ref.state import Player
    from engine_ref.timing import Occurrence

#: fixed hosts an ``attach`` may name with ``to``: the triggering card, the ability's own
#: card, the ability's first target
FIXED_HOSTS = ("trigger", "self", "target")


@register("attach")
def attach(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Each subject is attached to a card (Rules Reference, "Attachment Cards"). An
    attachment in play moves to another card it may go on, staying under its controller and
    keeping its state (it neither leaves nor enters play); a card out of play (in a hand, a
    deck, a pile, or the card a ``search`` of the same ability found) is put into play
    attached, under the ability's controller, without being marshalled. The new host is
    fixed by ``to`` (``trigger``, ``self``, ``target``: "attach it to that character") or
    chosen as the effect resolves by the ability's controller among the cards the
    attachment may legally go on other than its present host ("another eligible
    character"), limited by ``filter`` when given ("a character you control"). A card that
    cannot go on the host stays where it is; succeeds when a card was attached."""
    occs: list[Occurrence] = []
    ok = False
    st = ctx.state
    for t in a.subjects:
        st = ctx.state
        card = st.cards[t]
        in_play = st.is_in_play(t)
        if card.type != "attachment" and in_play:
            continue
        player = card.controller if in_play else a.who
        legal = [
            h
            for h in ctx.attachment_hosts(player, t)
            if h != card.attached_to
            and (
                a.effect.filter is None
                or card_matches(st, a.effect.filter, h, a.who, a.inst.source)
            )
        ]
        host: str | None
        if a.effect.to in FIXED_HOSTS:
            fixed = _fixed_host(a)
            host = fixed if fixed in legal else None
        elif legal:
            opts = [Option(f"onto {h}", a.who, f"attach to {ctx.name(h)}") for h in legal]
            pick = yield from ctx.ask(
                a.who, f"choose a card for {ctx.name(t)}", opts, a.cite("rr.attachments")
            )
            host = pick.key.split(" ", 1)[1]
        else:
            host = None
        if host is None:
            yield from ctx.log(
                f"{ctx.name(t)} has no eligible card to go on: it stays where it is",
                a.cite("rr.attachments"),
                a.who,
            )
            continue
        if in_play:
            ctx.set_state(st.update_card(t, attached_to=host))
            yield from ctx.log(
                f"{ctx.name(t)} moves onto {ctx.name(host)} (it stays in play)",
                a.cite("rr.attachments"),
                a.who,
            )
        else:
            origin = st.zone_of(t)[1]
            ctx.set_state(
                st.move(t, a.who, "play").update_card(
                    t, controller=a.who, kneeling=False, attached_to=host
                )
            )
            yield from ctx.log(
                f"{ctx.name(t)} is put into play attached to {ctx.name(host)}",
                a.cite("rr.attachments"),
                a.who,
            )
            occs.append(
                ctx.occurrence(
                    "enters_play",
                    card=t,
                    player=a.who,
                    text=f"{ctx.name(t)} entered play",
                    origin=origin,
                )
            )
        ok = True
    return occs, ok


def _fixed_host(a: Applied) -> str | None:
    """The card ``to: trigger|self|target`` names."""
    inst = a.inst
    if a.effect.to == "self":
        return inst.source
    if a.effect.to == "trigger":
        return inst.trigger.card if inst.trigger is not None else None
    return inst.targets[0] if inst.targets else None


@register("reveal")
def reveal(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Cards are revealed: shown to every player (the log names each with its card type),
    and left where they are. With ``from`` the named player (``on: you`` by default; ``opponent``, a chosen
    player, or ``each`` for every player in turn) reveals the top or bottom N cards of his
    deck (``top:N``, the default ``top:1``; ``bottom:N``) or his whole hand (``hand``);
    without it, the subject cards (``on: target``: "choose and reveal a card in shadows")
    are revealed. The revealed cards are what a later effect of the ability acts on with
    ``on: result``, and what ``result_card`` reads in ``only_if`` ("if it is a character,
    put it into play"); each causes a ``card_revealed`` occurrence. Succeeds when a card was
    revealed."""
    scope = a.effect.source
    if scope:
        p, pl, where, count = _scope(ctx, a, scope)
        if where == "hand":
            cards = list(pl.hand)
            what = "his hand"
        elif where == "bottom":
            cards = list(pl.deck[max(len(pl.deck) - count, 0) :])
            what = f"the bottom {count} card(s) of his deck"
        elif where == "top":
            cards = list(pl.deck[:count])
            what = f"the top {count} card(s) of his deck"
        else:
            raise ValueError("reveal needs from: top:N, bottom:N or hand")
        if not cards:
            yield from ctx.log(f"{p} has nothing to reveal ({what})", a.cite(), a.who)
            return [], False
        yield from ctx.log(
            f"{p} reveals {what}: " + ", ".join(_shown(ctx, c) for c in cards),
            a.cite(),
            a.who,
        )
    else:
        cards = [c for c in a.subjects if c in ctx.state.cards]
        for c in cards:
            yield from ctx.log(f"{_shown(ctx, c)} is revealed", a.cite(), a.who)
    occs = [
        ctx.occurrence(
            "card_revealed",
            card=c,
            player=ctx.state.cards[c].owner,
            text=f"{ctx.name(c)} revealed",
            origin=ctx.state.zone_of(c)[1],
        )
        for c in cards
    ]
    return occs, bool(occs)


def _scope(ctx: EffectContext, a: Applied, scope: str) -> tuple[str, Player, str, int]:
    """The player whose cards ``scope`` names, his record, where (``hand``, ``top``,
    ``bottom``, ``plot_deck``) and how many (``top:3``; one by default)."""
    p = ctx.player_subject(a.inst, a.effect)
    where, _, n = scope.partition(":")
    return p, ctx.state.player(p), where, int(n) if n else 1


def _shown(ctx: EffectContext, card: str) -> str:
    """A revealed card as the log shows it: its title and card type."""
    return f"{ctx.name(card)} ({ctx.state.cards[card].type})"


@register("look_at")
def look_at(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The ability's controller looks at cards no other player sees: the named player's hand
    (``from: hand``), the top or bottom N cards of his deck (``top:N``, ``bottom:N``), his
    plot deck (``plot_deck``) or the facedown cards of his shadows area (``shadows``); without ``from``, the subject cards (a facedown card, a card in
    shadows). The cards stay where they are; the log names them for the judge, as seen by
    the controller alone. What the ability then does with them is its next effects: ``on:
    result`` acts on them, and a discard "from that hand" chosen by the one who looked is
    ``discard_from_hand`` with ``value: controller``. Succeeds when there was a card to look
    at (what a "then" waits for)."""
    scope = a.effect.source
    if scope:
        p, pl, where, count = _scope(ctx, a, scope)
        zones = {
            "hand": (pl.hand, f"{p}'s hand"),
            "plot_deck": (pl.plot_deck, f"{p}'s plot deck"),
            "shadows": (pl.shadows, f"each card in {p}'s shadows area"),
            "top": (pl.deck[:count], f"the top {count} card(s) of {p}'s deck"),
            "bottom": (
                pl.deck[max(len(pl.deck) - count, 0) :],
                f"the bottom {count} card(s) of {p}'s deck",
            ),
        }
        if where not in zones:
            raise ValueError("look_at needs from: hand, plot_deck, shadows, top:N or bottom:N")
        seen, what = list(zones[where][0]), zones[where][1]
    else:
        seen = [c for c in a.subjects if c in ctx.state.cards]
        what = "the chosen card(s)"
    if not seen:
        yield from ctx.log(f"{a.who} has nothing to look at ({what})", a.cite(), a.who)
        return [], False
    yield from ctx.log(
        f"{a.who} looks at {what} (seen by {a.who} alone): "
        + ", ".join(_shown(ctx, c) for c in seen),
        a.cite(),
        a.who,
    )
    occs = [ctx.occurrence("looked_at", card=c, player=a.who) for c in seen]
    return occs, True


@register("tokens")
def tokens(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Tokens on cards in play (Rules Reference, "Tokens"): ``value: place:<kind>`` puts
    ``amount`` tokens of that kind (betrayal, vengeance, bell, …) on each subject from the
    token pool; ``value: discard:<kind>`` returns up to ``amount`` of them from each subject
    to the pool. A card's tokens stay with it while it is in play and leave with it;
    ``has_tokens`` reads them, and the cost ``discard_tokens_self`` spends them. Gold and
    power have ops of their own. Succeeds when a token was placed or discarded."""
    how, _, kind = a.effect.value.partition(":")
    if how not in ("place", "discard") or not kind or kind in ("gold", "power"):
        raise ValueError("tokens needs value: place:<kind> or discard:<kind> (not gold or power)")
    ok = False
    for t in a.subjects:
        st = ctx.state
        if not st.keeps_tokens(t):
            continue
        card = st.cards[t]
        n = a.amount if how == "place" else min(a.amount, card.token_count(kind))
        if n <= 0:
            continue
        ctx.set_state(
            st.update_card(t, tokens=card.tokens_changed(kind, n if how == "place" else -n))
        )
        now = ctx.state.cards[t].token_count(kind)
        verb = "placed on" if how == "place" else "discarded from"
        yield from ctx.log(
            f"{n} {kind} token(s) {verb} {ctx.name(t)} (it has {now})", a.cite(), a.who
        )
        ok = True
    return [], ok


@register("duplicate_from_deck")
def duplicate_from_deck(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The top ``amount`` cards of the ability controller's deck go facedown onto each
    subject in play as duplicates (Arya Stark takes her deck's top card under her, hidden):
    a duplicate has no title, text or type, only the save a duplicate gives
    (Rules Reference, "Duplicates"); it is not marshalled, and causes no occurrence a card's
    ability could answer. Only a card its owner controls takes a duplicate of his. Succeeds
    when a card was placed."""
    ok = False
    for t in a.subjects:
        for _ in range(max(1, a.amount)):
            st = ctx.state
            deck = st.player(a.who).deck
            host = st.cards[t]
            if not deck or not st.is_in_play(t) or host.owner != a.who or host.controller != a.who:
                break
            top = deck[0]
            ctx.set_state(
                st.move(top, a.who, "play").update_card(
                    top, controller=a.who, kneeling=False, attached_to=None, duplicate_of=t
                )
            )
            yield from ctx.log(
                f"the top card of {a.who}'s deck goes facedown onto {ctx.name(t)} as a duplicate",
                a.cite("rr.duplicates"),
                a.who,
            )
            ok = True
    return [], ok


@register("become_attachment")
def become_attachment(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The ability's own card (an event being played) is put into play attached to the
    subject (``on: target``, ``trigger``), under the ability's controller, as an attachment
    "with the text …": until it leaves play it is an attachment (no other card type) with
    the traits and keywords ``value`` lists (``"trait:Condition keyword:terminal"``), and the
    text it gains is the card file's own constant abilities, which apply only while it is in
    play (an event is in play only this way). A subject no longer in play takes nothing: the
    card stays where it is. It enters play, without being marshalled (Rules Reference,
    "Attachment Cards", "Lasting Effects")."""
    from engine_ref.state import LastingEffect

    src = a.inst.source or ""
    st = ctx.state
    host = next((t for t in a.subjects if st.is_in_play(t)), None)
    if src not in st.cards or host is None or st.is_in_play(src):
        yield from ctx.log(f"{ctx.name(src)} is attached to nothing", a.cite(), a.who)
        return [], False
    origin = st.zone_of(src)[1]
    st = st.move(src, a.who, "play").update_card(
        src, controller=a.who, kneeling=False, attached_to=host
    )
    gains = [("acts_as", "attachment")]
    for token in a.effect.value.split():
        kind, _, word = token.partition(":")
        gains.append(("gain_trait" if kind == "trait" else "gain_keyword", word))
    for op, word in gains:
        eff = LastingEffect(
            st.next_effect_id, src, src, op, 0, word, "game", f"{word} while in play", a.who
        )
        st = st.with_lasting(eff)
    ctx.set_state(st)
    what = ", ".join(w for _, w in gains[1:])
    yield from ctx.log(
        f"{ctx.name(src)} is put into play attached to {ctx.name(host)} as an attachment"
        + (f" ({what})" if what else ""),
        a.cite("rr.attachments"),
        a.who,
    )
    occ = ctx.occurrence(
        "enters_play", card=src, player=a.who, text=f"{ctx.name(src)} entered play", origin=origin
    )
    return [occ], True
