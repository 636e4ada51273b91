"""What a player may legally do now: the abilities he could use, the cards he could marshal,
the costs he could pay and the targets he could choose."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from engine_ref.abilities import Ability, Cost, Filter
from engine_ref.conditions import Cond, Ctx, holds, settle_bound
from engine_ref.costs import COSTS, paid_choices
from engine_ref.effects import REMOVAL_OPS
from engine_ref.filters import bind_refs, refers_to
from engine_ref.flow.cards_in_play import duplicate_target, may_enter_play
from engine_ref.flow.legality import MARSHALLED, Offer, Why, self_forbids
from engine_ref.runtime import Instance
from engine_ref.state import Card, GameState, LastingEffect, Player, replace
from engine_ref.timing import Occurrence, Option, Refused
from engine_ref.values import Subject, count

# the abilities a player triggers (Rules Reference, "Triggered Abilities"); a "cannot
# trigger" leaves forced, constant and keyword abilities alone
TRIGGERED = frozenset({"action", "response", "save_cancel", "interrupt"})

if TYPE_CHECKING:
    from engine_ref.engine import Engine

_NO_SOURCES: list[tuple[Card, int, Ability]] = []  # shared, never mutated


class Options:
    """The legal options of a player at this point of the flow."""

    def __init__(self, g: Engine) -> None:
        self.g = g
        self._sources_cache: dict[
            str,
            tuple[
                Mapping[str, Card],
                tuple[Player, ...],
                object,
                dict[str | None, list[tuple[Card, int, Ability]]],
            ],
        ] = {}

    def playable_sources(
        self, player: str, kind: str | None = None
    ) -> list[tuple[Card, int, Ability]]:
        """Abilities the player could use (of ``kind`` only, if given): on cards he controls
        in play, events in hand, and abilities usable from hand (002 §3.13). Cached per state
        value: priority passes around many times without the state changing."""
        g = self.g
        st = g.state
        me = st.player(player)
        cached = self._sources_cache.get(player)
        if (
            cached is None
            or cached[0] is not st.cards
            or cached[1] is not st.players  # his zones, and the others' plots
            or cached[2] is not st.lasting  # a blank text box changes the abilities
        ):
            out: list[tuple[Card, int, Ability]] = []
            # his cards in play and his revealed plot (Rules Reference, "Plot Cards": a
            # revealed plot's abilities are active; its actions and reactions are his)
            for c in (*st.in_play(player), *(st.cards[x] for x in me.plot)):
                for i, ab in enumerate(st.abilities(c.id) if c.abilities else ()):
                    if not ab.from_hand and not ab.from_shadows and not ab.from_pile:
                        out.append((c, i, ab))
            out.extend(self.open_to_any_player(player))
            for cid in me.shadows:  # abilities usable from the shadows area
                c = st.cards[cid]
                if self.shadow_event(player, c):  # an event played out of shadows
                    out.extend(
                        (c, i, ab) for i, ab in enumerate(c.abilities) if ab.kind != "constant"
                    )
                    continue
                out.extend((c, i, ab) for i, ab in enumerate(c.abilities) if ab.from_shadows)
            for cid in me.hand:
                c = st.cards[cid]
                for i, ab in enumerate(c.abilities):
                    if c.type == "event" or ab.from_hand:
                        out.append((c, i, ab))
            out.extend(self.from_pile_sources(player))
            by_kind: dict[str | None, list[tuple[Card, int, Ability]]] = {None: out}
            for x in out:
                by_kind.setdefault(x[2].kind, []).append(x)
            cached = (st.cards, st.players, st.lasting, by_kind)
            self._sources_cache[player] = cached
        return cached[3].get(kind, _NO_SOURCES)

    def from_pile_sources(self, player: str) -> list[tuple[Card, int, Ability]]:
        """The abilities of the cards in the player's own discard and dead piles that their
        text lets him use from there ("put Lady Stoneheart into play from your dead pile":
        ``from_pile``; Rules Reference, "Abilities": a card ability acts from out of play
        only where its text names that area)."""
        me = self.g.state.player(player)
        out: list[tuple[Card, int, Ability]] = []
        for zone, pile in (("discard", me.discard), ("dead", me.dead)):
            for cid in pile:
                c = self.g.state.cards[cid]
                out.extend(
                    (c, i, ab)
                    for i, ab in enumerate(c.abilities)
                    if zone in ab.from_pile.split("+")
                )
        return out

    def open_to_any_player(self, player: str) -> list[tuple[Card, int, Ability]]:
        """The abilities of other players' cards in play and revealed plots that any player
        may initiate ("Any player may initiate this ability")."""
        st = self.g.state
        out: list[tuple[Card, int, Ability]] = []
        for o in st.players:
            if o.name == player:
                continue
            for c in (*st.in_play(o.name), *(st.cards[x] for x in o.plot)):
                out.extend(
                    (c, i, ab)
                    for i, ab in enumerate(st.abilities(c.id) if c.abilities else ())
                    if ab.any_player
                )
        return out

    def action_options(
        self, player: str, marshal_player: str | None, refused: list[Refused] | None = None
    ) -> list[Option]:
        """The actions ``player`` may take now (``marshal_player``: whose marshalling turn
        it is). With ``refused``, the tempting ones the rules forbid are added to it, each
        with its rule (``engine_ref.flow.legality``)."""
        g = self.g
        st = g.state
        offer = Offer(player)
        if marshal_player is not None:
            for cid in (*st.player(player).hand, *self.from_zones(player, "marshal")):
                c = st.cards[cid]
                if c.type not in MARSHALLED:
                    continue
                why = g.legality.marshal_refusal(player, c, marshal_player)
                if why is not None and refused is None:
                    continue
                offer.add(f"marshal {cid}", f"marshal {c.name}", why)
        offer.options.extend(g.cards_into_play.options(player, marshal_player, offer.refused))
        g.ambush.options(player, offer, listing=refused is not None)
        for c, i, ab in self.playable_sources(player, "action"):
            why = self.action_refusal(player, c, i, ab, marshal_player)
            if why is not None and refused is None:
                continue
            verb = "play" if c.type == "event" else "use"
            offer.add(self.use_key(c, i, ab), f"{verb} {c.name}: {ab.text}", why)
        if refused is not None:
            refused.extend(offer.refused)
        return offer.options

    def from_zones(self, player: str, way: str) -> list[str]:
        """The cards out of ``player``'s hand that he may bring in ``way`` (``marshal``,
        ``ambush``, ``shadows``) as if they were in his hand (op ``marshal_from_zone``): those
        a constant ability of his cards in play or revealed plot allows, and those whose own
        ability allows it while they lie in that pile of his."""
        g = self.g
        st = g.state
        me = st.player(player)
        piles = {
            "discard": [me.discard],
            "dead": [me.dead],
            "opponents_discard": [st.player(o).discard for o in st.opponents(player)],
        }
        out: list[str] = []
        for e, src in st.player_constants(player, ("marshal_from_zone",)):
            if way in e.value.split("|"):
                for pile in piles.get(e.source, []):
                    out.extend(c for c in pile if g.matches_filter(e.filter, c, player, src.id))
        for zone in ("discard", "dead"):
            for cid in piles[zone][0]:
                c = st.cards[cid]
                if any(
                    ab.kind == "constant"
                    and e.op == "marshal_from_zone"
                    and e.on == "self"
                    and e.source == zone
                    and way in e.value.split("|")
                    and (not ab.while_ or holds(st, ab.while_, Ctx(cid, player)))
                    for ab in c.abilities
                    for e in ab.effects
                ):
                    out.append(cid)
        return list(dict.fromkeys(out))

    def action_refusal(
        self, player: str, c: Card, i: int, ab: Ability, marshal_player: str | None
    ) -> Why | None:
        """Why an action ability may not be used now: its phase (seed 003 Playing Cards),
        gold during another player's marshalling (seed 002 Marshalling Actions), or what
        ``refusal`` finds (limits, costs, targets)."""
        st = self.g.state
        if ab.phase not in ("any", st.phase):
            return Why("003.expert.playing-cards", f"it is a {ab.phase} action")
        if self.gold_cost(player, c, ab):
            why = self.g.legality.gold_action_refusal(player, marshal_player)
            if why is not None:
                return why
        return self.refusal(player, c, i, ab, None)

    def gold_cost(self, player: str, c: Card, ab: Ability) -> int:
        """The gold an ability costs: its gold costs, and an event's own cost from hand
        where the ruleset charges it (seed 003 Card Anatomy: the gold cost of any card)."""
        gold = sum(k.amount for k in ab.cost if k.op == "gold")
        st = self.g.state
        if c.type == "event" and self.g.profile.events_cost_gold and c.id in st.player(player).hand:
            gold += self.event_cost(player, c)
        elif self.shadow_event(player, c):
            gold += self.shadow_event_cost(player, c)
        return gold

    def shadow_event(self, player: str, c: Card) -> bool:
        """Is ``c`` an event card in ``player``'s shadows area with shadow (X) (printed, or
        from a shadow token): one he may play out of shadows, paying X instead of its
        printed cost (Rules Reference, "Shadows", "Shadow (X)")?"""
        st = self.g.state
        return (
            c.type == "event"
            and self.g.profile.shadows
            and c.id in st.player(player).shadows
            and st.keyword_value(c.id, "shadow") is not None
        )

    def shadow_event_cost(self, player: str, c: Card) -> int:
        """The gold an event played out of shadows costs: its shadow (X) value, less the
        player's reductions that reach a card brought out of shadows, with the modifiers to
        the cost of bringing cards out of shadows."""
        return self.g.cards_into_play.out_cost(player, c)

    def use_key(self, c: Card, i: int, ab: Ability) -> str:
        g = self.g
        verb = (
            "play"
            if c.type == "event" or (ab.from_hand and c.id in g.state.player(c.owner).hand)
            else "use"
        )
        same = [a for a in c.abilities if a.kind == ab.kind]
        return f"{verb} {c.id}" + (f"#{i + 1}" if len(same) > 1 else "")

    def gold_penalty(self, player: str, card: Card) -> tuple[int, int]:
        """(penalties, reducers) for marshalling ``card`` (seed 002 action window step 1c/1d)."""
        g = self.g
        pen, red = g.legality.house_penalty(player, card), 0
        for c in g.triggers.cards_with("constant", plots=True):
            for ab in g.state.abilities(c.id):
                if ab.kind != "constant":
                    continue
                if ab.while_ and not holds(g.state, ab.while_, Ctx(c.id, c.controller)):
                    continue
                for e in ab.effects:
                    if e.op in ("gold_penalty", "gold_reducer") and g.matches_filter(
                        e.filter, card.id, c.controller
                    ):
                        who = e.value or "opponent"
                        applies = (
                            (who == "any")
                            or (who == "you" and player == c.controller)
                            or (who == "opponent" and player != c.controller)
                        )
                        if applies:
                            if e.op == "gold_penalty":
                                pen += e.amount
                            else:
                                red += e.amount
        red += sum(le.reduction_for(g.state, card.id, player) for le in self.reducers(player, card))
        red += sum(n for _, n in self.first_reducers(player, card))
        red += self.own_marshal_reduction(player, card, max(0, card.cost) + pen - red)
        pen += self.first_character_penalty(player, card)
        return pen, red

    def first_character_penalty(self, player: str, card: Card) -> int:
        """What the ``first_character_penalty`` constants reaching ``player`` add to the
        cost of ``card``: the first character he marshals or ambushes this phase (Galbart
        Glover); counted by the phase's counter ``phase:character-in:<player>``."""
        st = self.g.state
        if card.type != "character" or st.counter(f"phase:character-in:{player}"):
            return 0
        return sum(e.amount for e, _ in st.player_constants(player, ("first_character_penalty",)))

    def own_marshal_reduction(self, player: str, card: Card, cost: int) -> int:
        """What the card's own "reduce the cost to marshal this card" abilities (op
        ``marshal_reducer`` on ``self``) take off ``cost``, the cost it has with the other
        modifiers: read where the card is marshalled from, with their ``while`` conditions
        and an X counted now; one with a ``minimum`` takes the cost no lower than that
        (Rules Reference, "Costs"; Grizzled Miner: to a minimum of 1)."""
        if card.type == "event":
            return 0
        st = self.g.state
        total = 0
        for ab in card.abilities:
            if ab.kind != "constant":
                continue
            ctx = Ctx(card.id, player)
            if ab.while_ and not holds(st, ab.while_, ctx):
                continue
            for e in ab.effects:
                if e.op != "marshal_reducer" or e.on != "self":
                    continue
                n = count(st, e.x, Subject(ctx, filter=e.x_filter)) * e.times if e.x else e.amount
                if e.minimum is not None:
                    n = min(n, max(0, cost - total - e.minimum))
                total += max(0, n)
        return total

    def first_reducers(self, player: str, card: Card) -> list[tuple[str, int]]:
        """The ``first_marshal_reducer`` constants reaching ``player`` that still reduce
        ``card`` — a character, location or attachment he marshals — being the first card
        matching their filter he marshals this round (A Noble Cause): (round counter, amount)."""
        g = self.g
        if card.type == "event":
            return []
        out: list[tuple[str, int]] = []
        for e, src in g.state.player_constants(player, ("first_marshal_reducer",)):
            key = f"round:first-marshal:{src.id}:{e.filter}:{player}"
            if not g.state.counter(key) and g.matches_filter(e.filter, card.id, player, src.id):
                out.append((key, e.amount))
        return out

    def reducers(self, player: str, card: Card, brought: bool = False) -> list[LastingEffect]:
        """The player's "reduce the cost of the next … by N" effects that apply to
        ``card`` (each is used up by the next card it reduces); ``brought``: the card is
        being ambushed or brought out of shadows, which the reductions for those ways only
        (``ambush_or_shadows``, ``out_of_shadows``: a card in his shadows area) wait for."""
        g = self.g
        return [
            le
            for le in g.state.lasting
            if le.op == "reduce_cost"
            and le.target == player
            and not (
                le.value in ("marshal", "each_marshal", "marshal_or_shadows")
                and card.type == "event"
            )
            and not (le.value in ("ambush_or_shadows", "out_of_shadows") and not brought)
            and not (
                le.value == "out_of_shadows" and card.id not in g.state.player(card.owner).shadows
            )
            # "marshal, ambush or bring out of shadows": not an event played from the hand
            and not (
                le.value == "brought"
                and card.type == "event"
                and card.id not in g.state.player(card.owner).shadows
            )
            and (le.filter is None or g.matches_filter(le.filter, card.id, player))
        ]

    def use_reducers(self, player: str, card: Card) -> None:
        for key, _ in self.first_reducers(player, card):
            self.g.set_state(self.g.state.bump(key))  # the round's first matching card
        # "each card you marshal (or play) this phase": a reduction that is not used up
        used = {
            le.id
            for le in self.reducers(player, card)
            if le.value not in ("each_marshal", "each_marshal_or_play")
        }
        if used:
            st = self.g.state
            self.g.set_state(
                replace(st, lasting=tuple(le for le in st.lasting if le.id not in used))
            )

    def can_marshal(self, player: str, c: Card) -> bool:
        """The 2nd edition's marshalling check (the 1st edition's, with its reasons, is
        ``Legality.marshal_refusal``)."""
        return self.marshal_refusal(player, c) is None

    def marshal_refusal(self, player: str, c: Card) -> Why | None:
        """Why ``player`` may not marshal ``c`` now (2nd edition): its gold cost (a duplicate
        costs nothing), one limited card a round, a unique card with a copy in his dead
        pile, an attachment with no card it may go on (Rules Reference: "Marshaling Cards",
        "Limited", "Unique Cards", "Duplicates", "Attachment Cards")."""
        g = self.g
        st = g.state
        if c.no_cost:
            return Why(
                "rr.cost-dash",
                "its printed cost is –: it is never marshalled"
                + (
                    " (it comes out of shadows)"
                    if any(k.startswith("shadow") for k in c.keywords)
                    else ""
                ),
            )
        if self_forbids(c, "marshal"):
            return Why("rr.cannot", f"{c.name} cannot be marshalled")
        duplicate = duplicate_target(g, player, c) is not None
        pen, red = self.gold_penalty(player, c)
        cost = max(0, c.cost + pen - red) if c.cost >= 0 else max(0, pen - red)
        if g.profile.attachments_return_to_hand and duplicate:
            cost = 0  # no cost to marshal a duplicate (Rules Reference, "Duplicates")
        gold = st.player(player).gold
        if cost > gold:
            return Why("001.phase.marshalling", f"it costs {cost} gold; {player} has {gold}")
        if "limited" in c.keywords and not self.limited_left(player):
            return Why(
                "001.keyword.limited", f"{player} already brought a limited card in this round"
            )
        forbids = self.forbidden_by(player, c, "cannot_marshal")
        if forbids is not None:
            return Why("rr.cannot", f"{forbids} forbids {player} to marshal this card")
        if duplicate:
            return None
        if g.profile.attachment_hosts:
            if (
                c.unique
                and g.profile.unique_blocked_by_dead_pile
                and any(st.cards[d].name == c.name for d in st.player(player).dead)
            ):
                return Why("rr.unique", f"a copy of {c.name} is in {player}'s dead pile")
            if not may_enter_play(g, player, c):
                return Why("rr.attachments", "there is no card it may be attached to")
            return None
        if c.type == "attachment" and not [
            x for x in st.in_play() if g.state.card_type(x.id) == "character"
        ]:
            return Why("rr.attachments", "there is no character it may be attached to")
        return None

    def usable(self, player: str, c: Card, i: int, ab: Ability, against: Instance | None) -> bool:
        return self.refusal(player, c, i, ab, against) is None

    def refusal(
        self,
        player: str,
        c: Card,
        i: int,
        ab: Ability,
        against: Instance | None,
        occ: Occurrence | None = None,
    ) -> Why | None:
        """Why the ability may not be used now, if it may not: another player's card, its
        limit, an event that cannot be played (its gold, a Limited card already played this
        round), its play restriction, a cost that cannot be paid, no legal target (seed 002
        event and ability elements)."""
        g = self.g
        st = g.state
        in_hand = c.id in st.player(c.owner).hand or c.type == "event"
        if not in_hand and st.is_in_play(c.id) and c.controller != player and not ab.any_player:
            return Why("002.faq.costs-own-cards", "another player controls this card")
        if ab.kind in TRIGGERED:
            forbids = self.forbidden_by(player, c, "cannot_trigger", ab)
            if forbids is not None:
                return Why("rr.cannot", f"{forbids}: {player} cannot trigger card abilities")
        if ab.limit is not None and st.counter(self.limit_key(c, i, ab)) >= ab.limit:
            return Why(
                "002.clar.ability-elements", f"its limit ({ab.limit} a {ab.limit_per}) is used"
            )
        why = self.event_rule_refusal(player, c)
        if why is not None:
            return why
        if ab.limited and st.counter(f"round:limited-response:{player}") >= 1:
            return Why(
                "003.keyword.limited", f"{player} already used a Limited Response this round"
            )
        if self.gold_cost(player, c, ab) and g.profile.gold_only_own_marshalling:
            why = g.legality.gold_action_refusal(player, st.active_player)
            if why is not None:
                return why
        if c.type == "event" and not self.event_playable(player, c):
            return Why("002.clar.event-elements", "its gold cost cannot be paid")
        why = self.restriction_refusal(player, c, ab)
        if why is not None:
            return why
        if not self.costs_payable(player, c, ab):
            return Why("002.clar.event-elements", "its cost cannot be paid")
        if ab.target is not None and not ab.saves and not self.target_exists(player, c, ab, occ):
            return Why("002.clar.event-elements", "it has no legal target")
        return None

    def restriction_refusal(self, player: str, c: Card, ab: Ability) -> Why | None:
        """Its play restriction does not hold, or, used from a pile to put its own card into
        play, that unique card could not enter play (another copy keeps it out)."""
        g = self.g
        if ab.condition and not holds(g.state, ab.condition, Ctx(c.id, player)):
            return Why("002.clar.event-elements", "its play restriction is not met")
        if ab.from_pile and any(e.op == "put_into_play" and e.on == "self" for e in ab.effects):
            blocked = g.unique_blocked(player, c.id)
            if blocked is not None:
                return Why("003.unique", blocked)
        return None

    def target_exists(self, player: str, c: Card, ab: Ability, occ: Occurrence | None) -> bool:
        """Has the ability a legal target, for the occurrence it answers (a ``compare_card``
        with the ``trigger`` card) and for some card its cost may be paid with (one with the
        ``paid`` card: the cost is chosen first, then the target, and the ability cannot be
        initiated unless a target remains; Rules Reference, "Initiating Abilities",
        "Target")?"""
        assert ab.target is not None
        refs = {"trigger": occ.card} if occ is not None and occ.card is not None else {}
        if not refers_to(ab.target.filter, "paid"):
            return bool(self.target_candidates(player, c, ab, refs=refs))
        return any(
            self.target_candidates(player, c, ab, refs={**refs, "paid": x})
            for k in ab.cost
            for x in paid_choices(self.g, player, c, k)
        )

    def leaves_target(self, inst: Instance, card: str) -> bool:
        """May ``card`` pay the ability's cost: when its target is compared with the card
        paid (``compare_card: cost<=paid``), only a card that leaves it a legal target."""
        ab = inst.ability
        if ab is None or ab.target is None or not refers_to(ab.target.filter, "paid"):
            return True
        c = self.g.state.cards[inst.source or ""]
        refs = {**inst.card_refs(), "paid": card}
        return bool(self.target_candidates(inst.controller, c, ab, refs=refs))

    def event_playable(self, player: str, c: Card) -> bool:
        """2nd edition: an event's gold cost must be paid from its player's pool, and only
        one limited card is marshalled or played each round."""
        g = self.g
        st = g.state
        shadows = self.shadow_event(player, c)
        if not g.profile.events_cost_gold or (c.id not in st.player(player).hand and not shadows):
            return True
        if "limited" in c.keywords and not self.limited_left(player):
            return False
        cost = self.shadow_event_cost(player, c) if shadows else self.event_cost(player, c)
        return st.player(player).gold >= cost

    def event_rule_refusal(self, player: str, c: Card) -> Why | None:
        """An event card that may not be played: a limited one after the round's limited
        cards, one a ``cannot_play`` constant forbids (Rules Reference, "Limited", "Cannot")."""
        if c.type != "event":
            return None
        if "limited" in self.g.state.keywords(c.id) and not self.limited_left(player):
            return Why("003.keyword.limited", f"{player} already played a Limited card this round")
        if c.id in self.g.state.player(player).hand:
            if c.no_cost:
                return Why("rr.cost-dash", "its printed cost is –: it is not played from the hand")
            forbids = self.forbidden_by(player, c, "cannot_play")
            if forbids is not None:
                return Why("rr.cannot", f"{forbids} forbids {player} to play this event")
            return self.event_limit_refusal(player)
        if self.shadow_event(player, c):  # played out of shadows: both rules reach it
            forbids = self.forbidden_by(player, c, "cannot_play")
            if forbids is not None:
                return Why("rr.cannot", f"{forbids} forbids {player} to play this event")
            forbids = self.forbidden_by(player, c, "cannot_come_out_of_shadows")
            if forbids is not None:
                return Why("rr.cannot", f"{forbids} forbids {player} to bring cards out of shadows")
            return self.event_limit_refusal(player)
        return None

    def event_limit_refusal(self, player: str) -> Why | None:
        """An ``event_limit`` constant on ``player``: no more than its amount of events each
        phase or round (Rules Reference, "Cannot"); one with a ``filter`` spares a player who
        controls a card matching it (White Sword Tower: one who controls a Kingsguard)."""
        st = self.g.state
        for e, src in st.player_constants(player, ("event_limit",)):
            if e.filter is not None and any(
                self.g.matches_filter(e.filter, c.id, player, src.id) for c in st.in_play(player)
            ):
                continue
            period = e.value or "round"
            if st.counter(f"{period}:events-played:{player}") >= e.amount:
                return Why("rr.cannot", f"{src.name}: no more than {e.amount} events a {period}")
        return None

    def limited_left(self, player: str) -> bool:
        """May ``player`` still marshal or play a limited card this round? One a round, and
        more under ``limited_allowance`` (Rules Reference, "Limited")."""
        st = self.g.state
        allowed = 1 + sum(e.amount for e, _ in st.player_constants(player, ("limited_allowance",)))
        return st.counter(f"round:limited:{player}") < allowed

    def forbidden_by(self, player: str, c: Card, op: str, ab: Ability | None = None) -> str | None:
        """The name of the card whose ``cannot_marshal`` / ``cannot_play`` /
        ``cannot_come_out_of_shadows`` constant forbids ``player`` to marshal (play, bring out
        of shadows) ``c``, or whose lasting ``player_cannot`` does, if one does (Rules
        Reference, "Cannot"). A ``cannot_trigger`` with a ``value`` (trigger events joined
        with ``+``) reaches only the reactions ``ab`` to those events."""
        g = self.g
        for e, src in g.state.player_constants(player, (op,)):
            if e.value and not reaction_to(ab, e.value.split("+")):
                continue  # "cannot trigger reactions to winning or losing challenges"
            if g.matches_filter(e.filter, c.id, player, src.id):
                return src.name
        what = {"cannot_play": "play", "cannot_come_out_of_shadows": "come_out_of_shadows"}
        if op in what:  # a lasting "cannot" on the player (op ``player_cannot``)
            for le in g.state.lasting:
                if (
                    le.op == "player_cannot"
                    and le.target == player
                    and what[op] in le.value.split("+")
                    and g.matches_filter(le.filter, c.id, player, le.source or None)
                ):
                    src_card = g.state.cards.get(le.source)
                    return src_card.name if src_card is not None else "an effect"
        return None

    def event_cost(self, player: str, c: Card) -> int:
        pen, red = self.gold_penalty(player, c)
        return max(0, max(0, c.cost) + pen - red)

    def limit_key(self, c: Card, i: int, ab: Ability) -> str:
        if ab.max:  # a Max counts every copy of the title its player uses
            return f"{ab.limit_per}:max:{c.controller}:{c.name}"
        return f"{ab.limit_per}:limit:{c.id}:{i}"

    def costs_payable(self, player: str, c: Card, ab: Ability) -> bool:
        """Can ``player`` pay every cost of the ability now?"""
        return not ab.cost or all(COSTS[k.op].payable(self.g, player, c, k) for k in ab.cost)

    def standing_influence(self, player: str) -> int:
        g = self.g
        return sum(g.state.influence(c.id) for c in g.state.in_play(player) if not c.kneeling)

    def cost_candidates(self, player: str, k: Cost, source: str | None = None) -> list[str]:
        """The cards of ``player`` that could pay ``k``; ``source``: the card whose ability
        it is, which the filter may name (``host: false``: not the card it is attached to)."""
        g = self.g
        st = g.state
        out = []
        for c in st.in_play(player):
            if k.op == "kneel" and c.kneeling:
                continue
            if k.op in ("sacrifice", "return_to_hand") and st.is_moribund(c.id):
                continue  # 002 Moribund exception: cannot be removed from play again
            if k.op in ("sacrifice", "return_to_hand") and (
                st.restricted(c.id, "cannot_leave_play")
                or st.restricted(
                    c.id, f"cannot_be_{'sacrificed' if k.op == 'sacrifice' else 'returned'}"
                )
            ):
                continue  # a cost cannot be paid with a card that cannot leave play
            if g.matches_filter(k.filter or Filter(type="character"), c.id, player, source):
                out.append(c.id)
        return out

    def target_candidates(
        self,
        player: str,
        c: Card,
        ab: Ability,
        threatened: tuple[str, ...] = (),
        refused: list[tuple[str, Why]] | None = None,
        refs: Mapping[str, str] | None = None,
    ) -> list[str]:
        """The cards ``player`` may choose as the ability's target; with ``refused``, the
        cards its filter admits that a rule forbids are added to it with the reason; with
        ``refs``, the cards of the use its ``compare_card`` names (``bind_refs``)."""
        g = self.g
        assert ab.target is not None
        st = g.state
        out = []
        f = _bound(st, ab.target.filter, refs, Ctx(c.id, player))
        if f.type == "player":
            return self.player_targets(player, c, f)
        # "a character or faction card": an ``any_of`` alternative of type player offers
        # those players (their faction cards) besides the cards the other ones admit
        players = [o for o in f.any_of if o.type == "player"]
        if players:
            out = [p for o in players for p in self.player_candidates(player, o.controller)]
            f = replace(f, any_of=tuple(o for o in f.any_of if o.type != "player"))
            if not f.any_of:
                return out
        if ab.saves:
            pool = [t for t in threatened if self.lifts_out_of_terminal(ab, t)]
        else:
            pool = self.zone_pool(player, f)
        if f.host:
            # "attached character": the card it was on as the ability was initiated (a cost
            # may have taken the attachment out of play: Bodyguard)
            pool = [t for t in pool if t == c.attached_to]
            f = replace(f, host=None)
        for cid in pool:
            if cid not in st.cards or not g.matches_filter(f, cid, player, c.id):
                continue
            why = self.target_refusal(player, c, ab, cid)
            total = ab.target.total_str
            if why is None and total is not None and st.strength(cid) > total:
                why = Why("002.timing.step1f", "its STR alone tops the total the ability allows")
            if why is None:
                out.append(cid)
            elif refused is not None:
                refused.append((cid, why))
        return out

    def player_targets(self, player: str, c: Card, f: Filter) -> list[str]:
        """The players a player target may choose: its ``controller`` ones, kept to those
        for whom ``player_if`` (a ``compare_values`` condition, the player as ``target``)
        holds ("an opponent who controls fewer locations than you")."""
        return [
            p
            for p in self.player_candidates(player, f.controller)
            if f.player_if is None
            or holds(
                self.g.state,
                (Cond("compare_values", f.player_if),),
                Ctx(c.id, player, targets=(p,)),
            )
        ]

    def target_refusal(self, player: str, c: Card, ab: Ability, cid: str) -> Why | None:
        """Why a card the target's filter admits may not be chosen: it cannot be chosen; a
        Moribund card is not removed again (seed 002 Rules Exception); a card that cannot be
        killed or discarded is not chosen for it (002 §4.3); an immune card is never a
        target (002 §3.15); an agenda is not in play (002 §4.12); a unique card one may not
        own twice is neither put into play nor taken (002 §3.27)."""
        g = self.g
        st = g.state
        in_play = st.is_in_play(cid)
        chosen = ab.target is None or ab.target.chosen
        if in_play and chosen and st.restricted(cid, "cannot_be_chosen"):
            return Why("002.clar.4.3", "it cannot be chosen")
        if in_play and st.cards[cid].type == "agenda":
            return Why("002.clar.4.12", "an agenda is not in play")
        ops = {e.op for e in (*ab.effects, *ab.then) if e.on == "target"}
        why = self.removal_refusal(cid, ops & set(REMOVAL_OPS))
        if why is not None:
            return why
        if ab in c.abilities and st.immune_to(
            cid, c.id, "event" if c.type == "event" else st.card_type(c.id), player
        ):
            return Why("002.clar.3.15", "it is immune to this effect")
        if "take_control" in ops:
            why = self.unique_attachment_refusal(player, cid)
            if why is not None:
                return why
        taking = ops & {"take_control", "put_into_play"}
        if (taking and st.cards[cid].controller != player) or (
            "put_into_play" in ops and not in_play
        ):
            why = g.legality.unique_refusal(player, st.cards[cid], as_duplicate=False)
            if why is not None:
                return why
        return None

    def removal_refusal(self, cid: str, removals: set[str]) -> Why | None:
        """A card the target's removal effects cannot remove: a Moribund card (seed 002
        Rules Exception), one that cannot be killed, discarded, … (002 §4.3) or cannot leave
        play (Rules Reference, "Cannot")."""
        st = self.g.state
        if not removals:
            return None
        if st.is_moribund(cid):
            return Why(
                "002.timing.moribund-exception", "it is Moribund: it cannot leave play again"
            )
        for op in removals:
            how = REMOVAL_OPS[op][0]
            # the keyword (1st edition) or a "cannot be …" effect (``restrict``)
            if f"cannot-be-{how}" in st.keywords(cid) or st.restricted(cid, f"cannot_be_{how}"):
                return Why("002.clar.4.3", f"it cannot be {how}")
        if st.is_in_play(cid) and st.restricted(cid, "cannot_leave_play"):
            return Why("rr.cannot", "it cannot leave play")
        return None

    def unique_attachment_refusal(self, player: str, cid: str) -> Why | None:
        """002 §3.27: no taking control of a character carrying a unique attachment of which
        the taker already has a copy in play."""
        st = self.g.state
        mine = {c.name for c in st.in_play(player) if c.unique}
        for a in st.attachments_of(cid):
            att = st.cards[a]
            if att.unique and att.duplicate_of is None and att.name in mine:
                return Why("002.clar.3.27", f"it carries {att.name}, which {player} has in play")
        return None

    def player_candidates(self, player: str, relation: str) -> list[str]:
        """Players a "choose a player / an opponent" may pick (still in the game)."""
        st = self.g.state
        order = st.seat_order_from(player)
        if relation == "opponent":
            order = order[1:]
        elif relation == "you":
            order = order[:1]
        return [p for p in order if not st.player(p).eliminated]

    def zone_pool(self, player: str, f: Filter) -> list[str]:
        """The cards a target in ``f.zone`` is chosen from: in play, or in the hand,
        discard pile, dead pile, deck, shadows, plot deck, used pile or revealed plot
        (``plot``) of the players the filter names (its owner, or controller, seen from
        ``player``); several zones are joined with "+" (``hand+discard``)."""
        st = self.g.state
        if f.zone == "play":
            return [x.id for x in st.in_play()]
        relation = f.owner if f.owner != "any" else f.controller
        if f.zone == "hand" and relation == "any":
            relation = "you"  # "from your hand" unless the filter names another hand
        pool: list[str] = []
        # zones joined with "+" ("hand+discard": "from your hand or discard pile")
        for part in f.zone.split("+"):
            zone = {"used_pile": "plots_used", "deck_top": "deck"}.get(part, part)
            for name in self.player_candidates(player, relation):
                cards = st.player(name).zone(zone)
                pool.extend(cards[:1] if part == "deck_top" else cards)
        return pool

    def lifts_out_of_terminal(self, ab: Ability, card_id: str) -> bool:
        """002 §3.19: a save works against a terminal effect only if its own STR bonus
        keeps the card above 0 STR once the terminal effect applies."""
        g = self.g
        change = g.terminal_threats.get(card_id)
        if change is None:
            return True
        bonus = sum(e.amount for e in ab.effects if e.op == "str" and e.on == "target")
        return g.state.strength(card_id) + change + bonus > 0


def _bound(st: GameState, f: Filter, refs: Mapping[str, str] | None, ctx: Ctx) -> Filter:
    """A target's filter with the cards of the use its ``compare_card`` names and its
    alternative printed-cost bound settled (``settle_bound``)."""
    bound = settle_bound(st, bind_refs(f, refs) if refs else f, ctx)
    return f if bound is None else bound


def reaction_to(ab: Ability | None, events: list[str]) -> bool:
    """Is ``ab`` a reaction (not a forced one: nobody triggers that) answering one of
    ``events``?"""
    return (
        ab is not None
        and ab.kind == "response"
        and ab.trigger is not None
        and (ab.trigger.event in events)
    )
