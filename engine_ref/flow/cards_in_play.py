"""How cards come into play outside the ability language: marshalling (1st and 2nd edition),
and the 2nd edition's own ways — marshalling into shadows, coming out of shadows, ambush —
with the rules they share: attachment hosts (no attachments, attachment restrictions),
unique cards and the dead pile, bestow (Rules Reference: "Attachment Cards", "No
Attachments", "Unique Cards", "Shadows", "Ambush (X)", "Bestow")."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine_ref.conditions import Ctx, holds
from engine_ref.runtime import Gen, Window
from engine_ref.state import Card, LastingEffect, replace
from engine_ref.timing import Occurrence, Option, Refused
from engine_ref.values import Subject, count

if TYPE_CHECKING:
    from engine_ref.engine import Engine

_NO_ATTACHMENTS = re.compile(
    r"^no attachments(?: except (?P<except>.+))?$|^no (?P<only>.+) attachments$"
)
SHADOWS_COST = 2  # marshalling a card into shadows (Rules Reference, "Shadows")


def host_allows(g: Engine, host: str, attachment: Card, player: str) -> bool:
    """May ``attachment`` be attached to ``host``: the host's no-attachments keywords (with
    their trait variants) and the attachment's own restriction (``attach`` on its card)."""
    st = g.state
    traits = {t.lower() for t in attachment.traits}
    for kw in st.keywords(host):
        m = _NO_ATTACHMENTS.match(kw.lower())
        if m is None:
            continue
        if m.group("except"):
            allowed = {t.strip() for t in re.split(r",| or | and ", m.group("except")) if t.strip()}
            if not traits & allowed:
                return False
        elif m.group("only"):
            if m.group("only").strip() in traits:
                return False
        else:
            return False
    return attachment.attach is None or g.matches_filter(
        attachment.attach, host, player, attachment.id
    )


def hosts(g: Engine, player: str, attachment: Card) -> list[str]:
    """The cards ``attachment`` could be attached to now (characters by default)."""
    st = g.state
    default_type = "character" if attachment.attach is None else None
    out = []
    for c in st.in_play():
        if c.id == attachment.id or st.is_moribund(c.id) or c.duplicate_of:
            continue
        if default_type and st.card_type(c.id) != default_type:
            continue
        if host_allows(g, c.id, attachment, player):
            out.append(c.id)
    return out


def may_enter_play(g: Engine, player: str, c: Card) -> bool:
    """The rules that keep a card out of play whatever pays for it: a unique card with a
    copy in its owner's dead pile (2nd edition), an attachment with no legal host, a
    ``cannot_put_into_play`` constant (City Blockade)."""
    st = g.state
    if st.entry_forbidden_by(player, c.id) is not None:
        return False
    dead = st.player(player).dead
    if (
        c.unique
        and g.profile.unique_blocked_by_dead_pile
        and any(st.cards[d].name == c.name for d in dead)
    ):
        return False
    if duplicate_target(g, player, c) is not None:
        return True
    return c.type != "attachment" or bool(hosts(g, player, c))


def duplicate_target(g: Engine, player: str, c: Card) -> str | None:
    """The copy of a unique card ``c`` would be a duplicate on (one he controls in play)."""
    if not c.unique:
        return None
    return next(
        (
            o.id
            for o in g.state.in_play(player)
            if o.name == c.name and o.duplicate_of is None and o.id != c.id
        ),
        None,
    )


def bestow(g: Engine, player: str, cid: str) -> Gen[None]:
    """As a card with bestow (X) enters play, its controller may move up to X gold from his
    pool onto it (before any reaction to its entering play)."""
    x = g.state.keyword_value(cid, "bestow")
    gold = g.state.player(player).gold
    if not x or gold <= 0:
        return
    most = min(x, gold)
    opts = [
        Option(f"bestow {n}", player, f"move {n} gold onto {g.name(cid)}") for n in range(most + 1)
    ]
    beyond = [
        Refused(f"bestow {n}", player, f"{player} has only {gold} gold in his pool", "rr.bestow")
        for n in range(most + 1, x + 1)
    ]
    pick = yield from g.ask(
        player, f"bestow: gold onto {g.name(cid)}", opts, "rr.bestow", refused=beyond
    )
    n = int(pick.key.split(" ")[1])
    if n:
        st = g.state.update_player(player, gold=gold - n)
        g.set_state(st.update_card(cid, gold=st.cards[cid].gold + n))
        yield from g.log(
            f"{player} moves {n} gold onto {g.name(cid)} (bestow)", "rr.bestow", player
        )


OUT_OF_SHADOWS = "round:out-of-shadows:"


def out_of_shadows_this_round(g: Engine, player: str) -> list[str]:
    """The cards that came out of ``player``'s shadows this round, by any way (his action,
    an event played from there, a card effect putting it into play)."""
    head = f"{OUT_OF_SHADOWS}{player}:"
    return [k[len(head) :] for k in g.state.counters if k.startswith(head)]


def mark_out_of_shadows(g: Engine, player: str, c: Card) -> None:
    """Count ``c`` coming out of ``player``'s shadows this round (``first_each_round``
    reads it: "the first character you bring out of shadows each round")."""
    g.set_state(g.state.bump(f"{OUT_OF_SHADOWS}{player}:{c.id}"))


class CardsIntoPlay:
    """The 2nd edition's player actions that bring cards into play or into shadows."""

    def __init__(self, g: Engine) -> None:
        self.g = g

    def options(
        self, player: str, marshal_player: str | None, refused: list[Refused] | None = None
    ) -> list[Option]:
        """Marshal into shadows (the active player, marshalling phase), bring a card out of
        shadows (any action window), ambush (challenges phase). With ``refused``, the cards
        with the keyword that the rules keep out now are added to it with their rule."""
        g = self.g
        st = g.state
        if not g.profile.shadows:
            return []
        opts: list[Option] = []
        me = st.player(player)

        def add(key: str, label: str, why: tuple[str, str] | None) -> None:
            if why is None:
                opts.append(Option(key, player, label))
            elif refused is not None:
                refused.append(Refused(key, player, f"{label}: {why[1]}", why[0]))

        for cid in (*me.hand, *g.options.from_zones(player, "shadows")):
            if st.keyword_value(cid, "shadow") is None:
                continue
            why: tuple[str, str] | None = None
            into = self.shadows_cost(player)
            if marshal_player != player:
                why = ("rr.shadows", "only the active player marshals into shadows")
            elif me.gold < into:
                why = ("rr.shadows", f"it costs {into} gold; {player} has {me.gold}")
            if why is None or marshal_player is not None:
                add(f"shadow {cid}", f"marshal {g.name(cid)} into shadows", why)
        for cid in me.shadows:
            c = st.cards[cid]
            if c.type == "event" or st.keyword_value(cid, "shadow") is None:
                continue
            cost = self.out_cost(player, c)
            why = None
            if me.gold < max(0, cost):
                why = ("rr.shadows", f"its shadow cost is {cost} gold; {player} has {me.gold}")
            elif not may_enter_play(g, player, c):
                why = ("rr.unique", "it may not enter play now")
            forbids = g.options.forbidden_by(player, c, "cannot_come_out_of_shadows")
            if forbids is not None:
                why = ("rr.cannot", f"{forbids} forbids {player} to bring cards out of shadows")
            add(f"out {cid}", f"bring {g.name(cid)} out of shadows", why)
        for cid in (*me.hand, *g.options.from_zones(player, "ambush")):
            printed = st.keyword_value(cid, "ambush")
            if printed is None:
                continue
            c = st.cards[cid]
            cost = printed + g.options.first_character_penalty(player, c)
            cost -= self.reduction(player, c) + self.own_ambush_reduction(player, c)
            why = None
            if st.phase != "challenges":
                why = ("001.keyword.ambush", "ambush is used only in the challenges phase")
            elif me.gold < max(0, cost):
                why = (
                    "001.keyword.ambush",
                    f"its ambush cost is {cost} gold; {player} has {me.gold}",
                )
            elif not may_enter_play(g, player, c):
                why = ("rr.unique", "it may not enter play now")
            add(f"ambush {cid}", f"ambush {g.name(cid)}", why)
        return opts

    def reduction(self, player: str, c: Card, use: bool = False) -> int:
        """What the player's "the next card … costs N less" effects take off bringing ``c``
        in by ambush or out of shadows (not those for a card marshalled, or marshalled or
        played, only); with ``use``, they are used up."""
        g = self.g
        reds = [
            le
            for le in g.options.reducers(player, c, brought=True)
            if le.value
            not in ("marshal", "each_marshal", "each_marshal_or_play", "marshal_or_shadows")
        ]
        if use and reds:
            ids = {le.id for le in reds}
            st = g.state
            g.set_state(replace(st, lasting=tuple(le for le in st.lasting if le.id not in ids)))
        return sum(le.reduction_for(g.state, c.id, player) for le in reds)

    def own_ambush_reduction(self, player: str, c: Card) -> int:
        """What the card's own "reduce the cost to ambush this card" abilities take off
        (op ``ambush_reducer`` on ``self``): read from the hand, where the card is ambushed
        from, with their ``while`` conditions and an X counted now."""
        st = self.g.state
        total = 0
        for ab in c.abilities:
            if ab.kind != "constant":
                continue
            ctx = Ctx(c.id, player)
            if ab.while_ and not holds(st, ab.while_, ctx):
                continue
            for e in ab.effects:
                if e.op == "ambush_reducer" and e.on == "self":
                    n = count(st, e.x, Subject(ctx, filter=e.x_filter)) if e.x else e.amount
                    total += n * e.times if e.x else n
        return total

    def take(self, player: str, verb: str, cid: str) -> Gen[None]:
        g = self.g
        c = g.state.cards[cid]
        if verb == "shadow":
            yield from self.into_shadows(player, c)
            return
        if verb == "out":
            cost = self.out_cost(player, c, use=True)
        else:
            cost = g.state.keyword_value(cid, "ambush") or 0
            cost += g.options.first_character_penalty(player, c)  # a penalty, then reductions
            if c.type == "character":
                g.set_state(g.state.bump(f"phase:character-in:{player}"))
            cost = max(0, cost - self.reduction(player, c, use=True))
            cost = max(0, cost - self.own_ambush_reduction(player, c))
        label = {"out": "out of shadows", "ambush": "ambush"}[verb]
        win = Window("player", f"Action window: {g.name(cid)} {label}", player)
        g.windows.append(win)
        g.push("window", win.label)
        g.set_state(g.state.update_player(player, gold=g.state.player(player).gold - cost))
        yield from g.log(
            f"{player} pays {cost} gold to bring {c.name} into play ({label})",
            "rr.shadows" if verb == "out" else "001.keyword.ambush",
            player,
        )
        host = None
        dup = duplicate_target(g, player, c)
        if c.type == "attachment" and dup is None:
            host = yield from g.actions.choose_attachment_host(player, c)
        event = "comes_out_of_shadows" if verb == "out" else "ambushed"
        if verb == "ambush" and dup is None:
            self.mark_ambushed(cid, player)
        elif verb == "out" and dup is None:
            self.mark_ambushed(cid, player, out=True)
        yield from self.put_into_play(player, c, win, host, dup, (event,))
        yield from g.timing.close_marshal(win, player)

    def mark_ambushed(self, cid: str, player: str, out: bool = False) -> None:
        """Remember, until the end of the phase, that the card entered play using ambush
        (``out``: came out of shadows; the mark leaves play with it): "a phase in which it
        entered play using ambush" (conditions ``ambushed_this_phase``,
        ``out_of_shadows_this_phase``)."""
        st = self.g.state
        how = "came out of shadows" if out else "entered play using ambush"
        text = f"{self.g.name(cid)} {how} this phase"
        op = "entered_from_shadows" if out else "entered_by_ambush"
        mark = LastingEffect(st.next_effect_id, cid, cid, op, 0, "", "phase", text, player)
        self.g.set_state(st.with_lasting(mark))

    def shadows_reducers(self, player: str) -> list[LastingEffect]:
        """The player's "the next card you marshal (or marshal into shadows) costs N less"
        effects (``reduce_cost`` with ``value: marshal_or_shadows``) that reach a card
        marshalled into shadows: only one with no filter, as a facedown card has no
        characteristics to match (Rules Reference, "Shadows")."""
        st = self.g.state
        return [
            le
            for le in st.lasting
            if le.op == "reduce_cost"
            and le.target == player
            and le.value == "marshal_or_shadows"
            and le.filter is None
        ]

    def out_cost(self, player: str, c: Card, use: bool = False) -> int:
        """What bringing ``c`` out of ``player``'s shadows costs now (into play, or an
        event played from there): its shadow (X), less the reductions for a card brought
        out of shadows, changed by the ``shadow_cost_modifier`` constants that reach the
        player (one with ``value: first_each_round`` only for the round's first matching
        card); never below 0. With ``use``, the reductions are used up and the round's
        first-card modifiers marked (Rules Reference, "Shadows")."""
        g = self.g
        cost = (g.state.keyword_value(c.id, "shadow") or 0) - self.reduction(player, c, use=use)
        for e, src in g.state.player_constants(player, ("shadow_cost_modifier",)):
            if not g.matches_filter(e.filter, c.id, player, src.id):
                continue
            if e.value == "first_each_round" and any(
                g.matches_filter(e.filter, cid, player, src.id)
                for cid in out_of_shadows_this_round(g, player)
            ):
                continue  # a matching card already came out of shadows this round
            cost += e.amount
        if use:
            mark_out_of_shadows(g, player, c)
        return max(0, cost)

    def shadows_cost(self, player: str) -> int:
        """What marshalling a card into shadows costs ``player`` now: 2 gold, less the
        reductions that reach it."""
        return max(0, SHADOWS_COST - sum(le.amount for le in self.shadows_reducers(player)))

    def into_shadows(self, player: str, c: Card) -> Gen[None]:
        g = self.g
        cost = self.shadows_cost(player)
        used = {le.id for le in self.shadows_reducers(player)}
        st = g.state
        st = replace(st, lasting=tuple(le for le in st.lasting if le.id not in used))
        st = st.update_player(player, gold=st.player(player).gold - cost)
        g.set_state(st.move(c.id, player, "shadows"))
        yield from g.log(
            f"{player} marshals a card into shadows for {cost} gold (facedown)",
            "rr.shadows",
            player,
        )

    def put_into_play(
        self,
        player: str,
        c: Card,
        win: Window,
        host: str | None,
        duplicate_on: str | None,
        events: tuple[str, ...],
    ) -> Gen[list[Occurrence]]:
        """The card enters play (standing, on its host or as a duplicate); bestow; then
        what it caused opens the window's gates."""
        g = self.g
        st = g.state.move(c.id, player, "play").update_card(
            c.id,
            controller=player,
            kneeling=g.state.enters_knelt(c.id),
            attached_to=host,
            duplicate_of=duplicate_on,
            gold=0,
            tokens=(),
        )
        g.set_state(st)
        where = (
            f" as a duplicate on {g.name(duplicate_on)}"
            if duplicate_on
            else (f" on {g.name(host)}" if host else "")
        )
        yield from g.log(f"{c.name} enters play{where}", "001.phase.marshalling", player)
        if not duplicate_on:
            yield from bestow(g, player, c.id)
        # the zone it came from ("enters play from your hand or shadows area")
        origin = "shadows" if "comes_out_of_shadows" in events else "hand"
        occs = [
            g.occurrence(
                "enters_play",
                card=c.id,
                player=player,
                text=f"{c.name} entered play",
                origin=origin,
            )
        ]
        occs += [
            g.occurrence(e, card=c.id, player=player, text=f"{c.name}: {e.replace('_', ' ')}")
            for e in events
        ]
        win.gates.extend(occs)
        g.triggers.queue_passives(win, occs)
        return occs
