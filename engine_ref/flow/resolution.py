"""One ability on its way through a window: initiated (costs, targets, choices, X fixed),
then executed, its effects dispatched to the handlers of ``engine_ref.effects``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.abilities import Ability, Effect, Filter, with_nested
from engine_ref.conditions import Ctx, holds, settle_bound
from engine_ref.costs import COSTS
from engine_ref.effects import OPERATIONS, REMOVAL_OPS, Applied, Outcome
from engine_ref.effects.base import PLAYER_SUBJECTS
from engine_ref.filters import bind_refs, named_player
from engine_ref.flow.legality import Why
from engine_ref.runtime import Gen, Instance, Window
from engine_ref.state import Card, LastingEffect, Moribund, replace
from engine_ref.timing import Occurrence, Option, Refused
from engine_ref.values import Subject, count

if TYPE_CHECKING:
    from engine_ref.engine import Engine


class Resolution:
    """Initiating and executing ability instances."""

    def __init__(self, g: Engine) -> None:
        self.g = g

    def parse_ref(self, ref: str) -> tuple[Card, int, Ability]:
        g = self.g
        cid, _, n = ref.partition("#")
        c = g.state.cards[cid]
        if n:
            kind_list = [(i, a) for i, a in enumerate(c.abilities)]
            i = int(n) - 1
            return c, i, kind_list[i][1]
        return c, 0, c.abilities[0]

    def make_instance(
        self,
        player: str,
        ref: str,
        kind: str,
        trigger: Occurrence | None = None,
        ability_index: int | None = None,
    ) -> Instance:
        g = self.g
        c, _, ab = self.parse_ref(ref)
        if ability_index is not None:
            ab = c.abilities[ability_index]
        elif "#" not in ref:  # the card's only ability of that kind (``use_key``)
            ab = next((a for a in c.abilities if a.kind == kind), ab)
        # "the effects of events you play cannot be canceled" (op events_uncancellable)
        sure = c.type == "event" and bool(
            g.state.player_constants(player, ("events_uncancellable",))
        )
        return Instance(
            g.next_id(),
            kind,
            player,
            c.name,
            ability=ab,
            source=c.id,
            trigger=trigger,
            cite=ab.cite or "",
            cannot_be_cancelled=ab.cannot_be_cancelled or sure,
            cannot_be_saved=ab.cannot_be_saved,
            is_event_card=c.type == "event",
        )

    def initiate(self, inst: Instance, win: Window) -> Gen[bool]:
        """Step 1 (or sub-step I/a): reveal, costs, restrictions, pay, targets."""
        g = self.g
        ab = inst.ability
        assert ab is not None and inst.source is not None
        c = g.state.cards[inst.source]
        who = inst.controller
        text = f" ({ab.text})" if ab.text else ""
        yield from g.log(
            f"{who} initiates {inst.label}{text}", inst.cite or "002.timing.step1", who
        )
        if c.type == "event" and g.options.shadow_event(who, c):
            inst.out_of_shadows = True
            yield from self.play_event_card(c, who, from_shadows=True)
        elif c.type == "event" and c.id in g.state.player(c.owner).hand:
            yield from self.play_event_card(c, who)
        if ab.limited:  # one Limited Response a round for each player (seed 003 Limited)
            g.set_state(g.state.bump(f"round:limited-response:{who}"))
        # limits count on use (a cancelled ability still counted: 002 §3.4)
        if ab.limit is not None:
            idx = c.abilities.index(ab)
            g.set_state(g.state.bump(g.options.limit_key(c, idx, ab)))
        yield from self.pay_costs(inst, c, ab, win)
        if ab.target is not None:
            yield from self.choose_targets(inst, c, ab)
        yield from self.each_player_chooses(inst, ab)
        yield from self.fix_variables(inst, ab)
        self.threaten(inst, ab)
        yield from self.terminal_threats(inst, ab)
        return True

    def threaten(self, inst: Instance, ab: Ability) -> None:
        """The cards the ability would remove in a way a save or a duplicate may prevent
        (the profile's ``savable`` and ``duplicate_savable`` removals), with those ops."""
        prof = self.g.profile
        savable = (*prof.savable, *prof.duplicate_savable)
        ops: dict[str, list[str]] = {}
        for e in ab.effects:
            if e.op in savable:
                for t in self.subjects(inst, e):
                    ops.setdefault(t, []).append(e.op)
        inst.threat_ops = {t: tuple(v) for t, v in ops.items()}
        inst.threatened = tuple(ops)

    def play_event_card(self, c: Card, who: str, from_shadows: bool = False) -> Gen[None]:
        """An event card leaves the hand as it is played: Moribund until step 6 in the
        six-step window (seed 002, "Moribund State For Events"), to the discard pile once
        resolved in the 2nd edition. ``from_shadows``: the 2nd edition's event played out
        of its player's shadows area, its shadow (X) paid instead of its printed cost
        (Rules Reference, "Shadows")."""
        g = self.g
        if from_shadows:
            yield from self.play_event_from_shadows(c, who)
            return
        key = f"round:event-from-shadows:{c.id}"
        if g.state.counter(key):  # played from the hand this time
            g.set_state(g.state.bump(key, -g.state.counter(key)))
        st = g.state.move(c.id, c.owner, "limbo")
        if g.profile.moribund:
            dest = "dead" if "deathbound" in c.keywords else "discard"
            st = replace(st, moribund=(*st.moribund, Moribund(c.id, dest, "played")))
        g.set_state(st)
        if g.profile.events_cost_gold:
            cost = g.options.event_cost(who, c)
            g.options.use_reducers(who, c)
            st = g.state.update_player(who, gold=g.state.player(who).gold - cost)
            if "limited" in c.keywords:
                st = st.bump(f"round:limited:{who}")
            # events played this round (condition first_event_this_round) and phase (op
            # event_limit)
            g.set_state(st.bump(f"round:events-played:{who}").bump(f"phase:events-played:{who}"))
            if cost or g.profile.framework != "1e":  # (1st edition: most events cost 0)
                yield from g.log(f"{who} pays {cost} gold to play {c.name}", "rr.event-cards", who)
        if g.profile.moribund:
            yield from g.log(
                f"{c.name} is played and waits, Moribund, until step 6",
                "002.timing.moribund-events",
                who,
            )
        else:
            yield from g.log(
                f"{c.name} is played; it goes to the discard pile once resolved",
                "rr.triggering-condition",
                who,
            )

    def play_event_from_shadows(self, c: Card, who: str) -> Gen[None]:
        """The event is revealed and comes out of shadows as it is played: its shadow (X),
        read while it is still in shadows (a shadow token leaves with it), is paid, the
        reductions for a card brought out of shadows are used up, and it counts as an event
        played (Limited, events played this round and phase)."""
        g = self.g
        cost = g.cards_into_play.out_cost(who, c, use=True)
        st = g.state.move(c.id, c.owner, "limbo")
        st = st.update_player(who, gold=st.player(who).gold - cost)
        if "limited" in c.keywords:
            st = st.bump(f"round:limited:{who}")
        st = st.bump(f"round:events-played:{who}").bump(f"phase:events-played:{who}")
        # "if you played this event from shadows" (condition played_from_shadows)
        key = f"round:event-from-shadows:{c.id}"
        g.set_state(st.bump(key, 1 - st.counter(key)))
        yield from g.log(
            f"{who} pays {cost} gold to play {c.name} out of shadows; it goes to the discard "
            "pile once resolved",
            "rr.shadows",
            who,
        )

    def choose_targets(self, inst: Instance, c: Card, ab: Ability) -> Gen[None]:
        """Targets are chosen one at a time among the legal ones (002 step 1f), by the
        controller or, where the ability says so, by his opponent."""
        g = self.g
        assert ab.target is not None
        who = inst.controller
        chooser = self.chooser(who, ab.target.chooser)
        threatened = g.threats
        count, up_to = ab.target.count, ab.target.up_to
        if ab.target.more is not None and holds(
            g.state, ab.target.more_if, Ctx(inst.source, who, inst.trigger, (), ())
        ):  # "(up to 2 instead if …)"
            count, up_to = ab.target.more, True
        for _ in range(count):
            why_not: list[tuple[str, Why]] = []
            cands = [
                t
                for t in g.options.target_candidates(
                    who, c, ab, threatened, why_not, refs=inst.card_refs()
                )
                if t not in inst.targets
            ]
            cands = self.joint_target_limits(inst, ab, cands)
            if not cands:
                break
            opts = [Option(f"target {t}", chooser, f"choose {g.name(t)}") for t in cands]
            if ab.optional or (up_to and inst.targets):
                opts.append(Option("done", chooser, "choose nothing (the effect is optional)"))
            refused = [w.refuse(f"target {t}", chooser, f"choose {g.name(t)}") for t, w in why_not]
            ch = yield from g.ask(
                chooser,
                f"choose a target for {inst.label}",
                opts,
                "002.timing.step1f",
                refused=refused,
            )
            if ch.key == "done":
                break
            inst.targets = (*inst.targets, ch.key.split(" ", 1)[1])
        if inst.targets:
            yield from g.log(
                "targets: " + ", ".join(g.name(t) for t in inst.targets),
                "002.timing.step1f",
                chooser,
            )

    def joint_target_limits(self, inst: Instance, ab: Ability, cands: list[str]) -> list[str]:
        """What the targets already chosen leave open: "up to N total STR worth" (the STR
        of every target, as it is now, adds up to N at most) and "controlled by the same
        player" (the first target's controller) (Rules Reference, "Target")."""
        assert ab.target is not None
        st = self.g.state
        if ab.target.total_str is not None:
            used = sum(st.strength(t) for t in inst.targets)
            cands = [t for t in cands if used + st.strength(t) <= ab.target.total_str]
        if ab.target.same_controller and inst.targets:
            who = st.cards[inst.targets[0]].controller
            cands = [t for t in cands if st.cards[t].controller == who]
        return cands

    def chooser(self, who: str, chooser: str) -> str:
        """Who chooses a target: the ability's controller, his opponent (the next player),
        the player defending in the challenge (Deadly: seed 003 Keywords), or the player who
        lost or won the challenge in progress or just resolved ("that player chooses")."""
        st = self.g.state
        if chooser in ("loser", "winner", "dominance_winner"):
            return named_player(st, chooser) or who
        if chooser == "defending" and st.challenge is not None:
            return st.challenge.defending or st.challenge.defender
        if chooser in ("opponent", "defending"):
            return st.left_of(who)
        return who

    def terminal_threats(self, inst: Instance, ab: Ability) -> Gen[None]:
        """002 §3.19: a terminal STR effect that would bring a card to 0 STR threatens to
        kill it; only a save that also lifts its STR above 0 saves it."""
        g = self.g
        for e in ab.effects:
            if e.op != "str" or not e.terminal:
                continue
            amount = inst.xs.get(e, e.amount) if e.x else e.amount
            for t in self.subjects(inst, e):
                if g.state.strength(t) + amount <= 0:
                    inst.terminal[t] = inst.terminal.get(t, 0) + amount
            if inst.terminal:
                inst.threatened = (
                    *inst.threatened,
                    *(t for t in inst.terminal if t not in inst.threatened),
                )
                for t in inst.terminal:
                    inst.threat_ops.setdefault(t, ("kill",))
                yield from g.log(
                    "terminal effect: "
                    + ", ".join(g.name(t) for t in inst.terminal)
                    + " would drop to 0 STR and die; only a save that also lifts STR above 0"
                    " can save it",
                    "002.clar.3.19",
                    inst.controller,
                )

    def each_player_candidates(self, inst: Instance, e: Effect, player: str) -> list[str]:
        """The cards ``player`` chooses from for an ``on: each_player`` effect (its filter
        counted from him: "characters he controls" are his own); with ``zone: hand``,
        ``discard`` or ``dead`` in the filter, the cards there of his own ("that player
        chooses a card in his hand")."""
        g = self.g
        st = g.state
        zone = e.filter.zone if e.filter is not None else "play"
        pool = (
            [st.cards[c] for c in st.player(player).zone(zone)]
            if zone in ("hand", "discard", "dead")
            else st.in_play()
        )
        f = settle_bound(st, bind_refs(e.filter, inst.card_refs()), Ctx(inst.source, player))
        out = [c.id for c in pool if g.matches_filter(f, c.id, player, inst.source)]
        if e.op in REMOVAL_OPS and not e.unchosen:
            # the chosen cards leave play: not one that cannot (002 §4.3), nor a Moribund one
            how = REMOVAL_OPS[e.op][0]
            out = [
                c for c in out if f"cannot-be-{how}" not in st.keywords(c) and not st.is_moribund(c)
            ]
        return out

    def unchoosable(self, inst: Instance, e: Effect, player: str) -> list[Refused]:
        """The cards of an each-player choice that the filter admits but a rule keeps out:
        one that cannot leave play that way (002 §4.3), or a Moribund one."""
        g = self.g
        st = g.state
        if e.op not in REMOVAL_OPS or e.unchosen:
            return []
        legal = set(self.each_player_candidates(inst, e, player))
        out: list[Refused] = []
        for c in st.in_play():
            if c.id in legal or not g.matches_filter(e.filter, c.id, player, inst.source):
                continue
            why = (
                Why("002.timing.moribund-exception", "it is Moribund already")
                if st.is_moribund(c.id)
                else Why("002.clar.4.3", f"it cannot be {REMOVAL_OPS[e.op][0]}")
            )
            out.append(why.refuse(f"choose {c.id}", player, f"choose {c.name}"))
        return out

    def each_player_chooses(self, inst: Instance, ab: Ability) -> Gen[None]:
        """An effect on every player whose players make choices: the first player chooses
        first, then the others in player order; the effect later resolves once, on everything
        chosen at the same time (seed 004, Priority of Simultaneous Resolution)."""
        g = self.g
        for e in (*ab.effects, *ab.then):
            if e.on != "each_player" or e in inst.chosen:
                continue
            picked: list[str] = []
            for p in g.state.seat_order_from(g.state.first_player):
                if not self.chooses(inst, e, p):
                    continue
                mine: list[str] = []
                who = inst.controller if e.by_controller else p  # who makes p's choice
                while len(mine) < e.choose:
                    cands = [c for c in self.each_player_candidates(inst, e, p) if c not in mine]
                    if not cands:
                        break
                    opts = [Option(f"choose {c}", who, f"choose {g.name(c)}") for c in cands]
                    if not e.exactly:  # "(if able)": he chooses while he can
                        opts.append(Option("done", who, f"choose no more (up to {e.choose})"))
                    ch = yield from g.ask(
                        who,
                        f"{inst.label}: choose {'' if e.exactly else 'up to '}"
                        f"{e.choose - len(mine)} more",
                        opts,
                        "004.priority-simultaneous",
                        refused=self.unchoosable(inst, e, p),
                    )
                    if ch.key == "done":
                        break
                    mine.append(ch.key.split(" ", 1)[1])
                yield from g.log(
                    (f"{who} chooses for {p}: " if who != p else f"{p} chooses ")
                    + (", ".join(g.name(c) for c in mine) or "nothing")
                    + (
                        " (in player order, the first player first)"
                        if p == g.state.first_player
                        else ""
                    ),
                    "004.priority-simultaneous",
                    p,
                )
                picked.extend(mine)
            inst.chosen[e] = tuple(picked)
            hit = self.subjects(inst, e)
            yield from g.log(
                "every choice is made: the effect will resolve at once on "
                + (", ".join(g.name(c) for c in hit) or "nothing"),
                "004.priority-simultaneous",
                inst.controller,
            )

    def chooses(self, inst: Instance, e: Effect, player: str) -> bool:
        """Does ``player`` make a choice for an ``on: each_player`` effect: every player, or
        only the player chosen as the target (``value: target``), or only the owner of the
        triggering card (``value: trigger_owner``: "that player must choose …" after a card
        of his entered his discard pile)?"""
        if e.value == "target":
            return player in inst.targets
        if e.value == "trigger_owner":
            card = inst.trigger.card if inst.trigger is not None else None
            return card is not None and self.g.state.cards[card].owner == player
        return True

    def fix_variables(self, inst: Instance, ab: Ability) -> Gen[None]:
        """002 §3.11: a triggered or passive effect counts its X once, when initiated."""
        g = self.g
        st = g.state
        who = inst.controller
        for e in with_nested((*ab.effects, *ab.then)):
            if e.x is None or e in inst.xs:
                continue
            target = inst.targets[0] if inst.targets else None
            ctx = Ctx(inst.source, who, inst.trigger, inst.results, inst.targets)
            n = count(st, e.x, Subject(ctx, target, e.x_filter, targets=inst.targets))
            n = n // max(1, e.per) * e.times + e.plus
            if e.at_most is not None:
                n = min(n, e.at_most)
            inst.xs[e] = n
            yield from g.log(
                f"X = {n} ({e.x.replace('_', ' ')} of {who}), fixed now for the whole effect",
                "002.clar.3.11",
                who,
            )

    def pay_costs(self, inst: Instance, c: Card, ab: Ability, win: Window) -> Gen[None]:
        """Every cost, in the order the ability lists them (``engine_ref.costs``)."""
        for k in ab.cost:
            yield from COSTS[k.op].pay(self.g, inst, c, k, win)

    def affected(self, inst: Instance) -> list[str]:
        ab = inst.ability
        if ab is None:
            return list(inst.threatened)
        out: list[str] = []
        for e in ab.effects:
            out.extend(self.subjects(inst, e))
        return out

    def named_cards(self, inst: Instance, e: Effect) -> list[str] | None:
        """The cards ``on: target|self|trigger|result|paid`` names (None for another subject)."""
        if e.on == "target":
            return list(inst.targets)
        if e.on == "self":
            return [inst.source] if inst.source else []
        if e.on == "trigger":
            return [inst.trigger.card] if inst.trigger and inst.trigger.card else []
        if e.on == "result":
            return [c for c in inst.results if c in self.g.state.cards]
        if e.on == "paid":
            return [c for c in inst.paid if c in self.g.state.cards]
        return None

    def subjects(self, inst: Instance, e: Effect) -> list[str]:
        g = self.g
        st = g.state
        named = self.named_cards(inst, e)
        if named is not None:
            return named
        if e.on == "attached":
            src = st.cards.get(inst.source or "")
            return [src.attached_to] if src and src.attached_to else []
        if e.on == "all":
            # "each … in each player's dead pile": a filter naming a zone out of play reads
            # those piles (of the players its owner or controller names) instead of play
            pool = (
                self.pile_pool(inst, e.filter)
                if e.filter is not None and e.filter.zone != "play"
                else [c.id for c in st.in_play()]
            )
            f = bind_refs(e.filter, inst.card_refs())
            f = settle_bound(st, f, Ctx(inst.source, inst.controller, inst.trigger))
            return [c for c in pool if g.matches_filter(f, c, inst.controller, inst.source)]
        if e.on == "found":
            return [c for f, cs in inst.chosen.items() if f.op == "search" for c in cs]
        if e.on == "each_player":
            picked = inst.chosen.get(e, ())
            pool = [
                c
                for p in st.seat_order_from(st.first_player)
                for c in self.each_player_candidates(inst, e, p)
            ]
            pool = list(dict.fromkeys(pool))
            return [c for c in pool if (c in picked) != e.unchosen]
        return []

    def pile_pool(self, inst: Instance, f: Filter) -> list[str]:
        """The cards out of play an ``on: all`` effect reads, in the zone its filter names:
        those of the players its ``owner`` or ``controller`` names, or with ``owner: target``
        those of the player the ability chose ("each character in that player's dead
        pile")."""
        st = self.g.state
        if f.owner != "target":
            return self.g.options.zone_pool(inst.controller, f)
        players = [t for t in inst.targets if t in st.player_names]
        return [c for p in players for z in f.zone.split("+") for c in st.player(p).zone(z)]

    def player_subject(self, inst: Instance, e: Effect) -> str:
        g = self.g
        if e.on == "target" and inst.targets and inst.targets[0] in g.state.player_names:
            return inst.targets[0]  # a chosen player ("choose an opponent")
        if e.on == "opponent":
            return g.state.left_of(inst.controller)
        ch = g.state.challenge
        if e.on == "winner" and ch and ch.winner:
            return ch.winner
        if e.on == "loser" and ch and ch.loser:
            return ch.loser
        if e.on == "attacking_player" and ch:
            return ch.attacker
        if e.on == "defending_player" and ch:
            return ch.defender
        if e.on == "trigger_player" and inst.trigger is not None and inst.trigger.player:
            return inst.trigger.player  # the player the triggering event concerns
        return inst.controller

    def discard_played_event(self, inst: Instance) -> None:
        """Without Moribund (lcg2) a played event goes to the discard pile once resolved or
        cancelled; with Moribund it waits for step 6."""
        g = self.g
        if g.profile.moribund or inst.source is None:
            return
        src = g.state.cards.get(inst.source)
        if src is not None and inst.source in g.state.player(src.owner).limbo:
            g.set_state(g.state.move(src.id, src.owner, "discard"))

    def execute(self, inst: Instance, win: Window) -> Gen[None]:
        g = self.g
        if inst.cancelled:
            yield from g.log(f"{inst.label} was cancelled: nothing happens", "002.clar.3.4")
            return
        ab = inst.ability
        assert ab is not None
        success = yield from self.apply_effects(inst, win, list(ab.effects))
        if ab.if_win and g.state.challenge is not None and inst.source is not None:
            st = g.state
            card = st.cards[inst.source]
            eff = LastingEffect(
                st.next_effect_id,
                inst.source,
                inst.controller,
                "if_win",
                0,
                # the ability's index, and the card it chose: "if you win, stand that
                # character" acts on it (``on: trigger`` in the delayed part)
                f"{card.abilities.index(ab)}:{inst.targets[0] if inst.targets else ''}",
                "challenge",
                f"{card.name}: more happens if {inst.controller} wins this challenge",
            )
            g.set_state(st.with_lasting(eff))
            yield from g.log(eff.text, ab.cite or "002.timing.step3", inst.controller)
        if ab.then:
            if success:
                yield from g.log(
                    "the first part succeeded, so the 'then' part resolves", "002.clar.4.10"
                )
                # an X of the 'then' part counts the state its first part left
                # (Tunnels of the Red Keep counts itself once back in shadows)
                recount = [e for e in ab.then if e.x is not None]
                for e in recount:
                    inst.xs.pop(e, None)
                if recount:
                    yield from self.fix_variables(inst, ab)
                yield from self.apply_effects(inst, win, list(ab.then))
            else:
                yield from g.log(
                    "the first part did not resolve, so the 'then' part does not happen",
                    "002.clar.4.10",
                )

    def source_controller(self, inst: Instance) -> str:
        """The player controlling the card behind an ability: an "opponent" it names is
        counted from him (seed 002 §3.24)."""
        g = self.g
        src = g.state.cards.get(inst.source or "")
        if src is not None and g.state.is_in_play(src.id):
            return src.controller
        return inst.controller

    def card_ability_source(self, inst: Instance) -> tuple[str, str, str] | None:
        """(card, card type, controller) when the instance is a card ability or an event —
        what immunity looks at; keywords and framework events are neither (002 §3.7)."""
        g = self.g
        ab = inst.ability
        src = g.state.cards.get(inst.source or "")
        if ab is None or src is None or ab not in src.abilities:
            return None
        kind = "event" if inst.is_event_card else g.state.card_type(src.id)
        return src.id, kind, self.source_controller(inst)

    def is_immune(self, inst: Instance, card_id: str) -> bool:
        g = self.g
        who = self.card_ability_source(inst)
        if who is None or card_id not in g.state.cards:
            return False
        return g.state.immune_to(card_id, *who)

    def effect_subjects(self, inst: Instance, e: Effect) -> Gen[list[str]]:
        """The cards an effect applies to, less those immune to its source (seed 002
        §3.14: immunity is checked when the effect resolves)."""
        g = self.g
        subs = self.subjects(inst, e)
        if not subs or e.on in PLAYER_SUBJECTS:
            return subs
        kept = []
        for t in subs:
            if self.is_immune(inst, t):
                yield from g.log(
                    f"{g.name(t)} is immune: {inst.label} does not affect it",
                    "002.clar.3.14",
                    inst.controller,
                )
            else:
                kept.append(t)
        return kept

    def immunity_arrives(self, card_id: str) -> Gen[None]:
        """002 §3.18: an effect with a duration that already resolved stays; immunity only
        cuts off constant abilities (recounted in ``GameState.strength``)."""
        g = self.g
        st = g.state
        for e in st.lasting:
            if e.target != card_id or e.source == card_id or e.source not in st.cards:
                continue
            if e.op.startswith("gain_keyword") and e.value.startswith("immune"):
                continue
            src = st.cards[e.source]
            if st.immune_to(card_id, e.source, st.card_type(e.source), e.by or src.controller):
                yield from g.log(
                    f"'{e.text}' already resolved: the new immunity does not end it",
                    "002.clar.3.18",
                )

    def apply_effects(self, inst: Instance, win: Window, effects: list[Effect]) -> Gen[bool]:
        """Apply ``effects`` in order, each through the handler its op is registered with
        (``engine_ref.effects``); what they cause opens response gates and triggers
        passives. True when every effect did something (what a "then" part waits for)."""
        g = self.g
        success = True
        chosen = yield from self.conflicting_removals(inst, effects)
        for e in effects:
            occs, ok = yield from self.apply_one(inst, e, chosen)
            win.gates.extend(occs)
            g.triggers.queue_passives(win, occs)
            success = success and ok
        return success

    def resolve_nested(self, inst: Instance, effects: tuple[Effect, ...]) -> Gen[Outcome]:
        """Effects an effect resolves itself (the option of a ``choose_one``), in order: what
        they cause is returned to the effect that holds them, which reports it."""
        out: list[Occurrence] = []
        success = True
        for e in effects:
            occs, ok = yield from self.apply_one(inst, e, {})
            out.extend(occs)
            success = success and ok
        return out, success

    def initiate_as_revealed(self, inst: Instance, ability: Ability, plot: str) -> Gen[bool]:
        """A plot card's when revealed ability, initiated by ``inst``'s controller as if he
        had just revealed that plot (Varys's Riddle, Pulling the Strings): it is his
        ability for its whole resolution ("you" is him, "an opponent" his opponent), and
        it resolves as a nested sequence of its own, which may be cancelled like any when
        revealed ability; the plot itself is not revealed and stays where it is (Rules
        Reference, "When Revealed", "Nested Ability Sequences"). True unless cancelled."""
        g = self.g
        who = inst.controller
        occ = g.occurrence(
            "revealed", card=plot, player=who, text=f"{g.name(plot)}, as if {who} revealed it"
        )
        sub = Instance(
            g.next_id(),
            "passive",
            who,
            g.name(plot),
            ability=ability,
            source=plot,
            trigger=occ,
            cite=ability.cite or "rr.when-revealed",
            cannot_be_cancelled=ability.cannot_be_cancelled,
            cannot_be_saved=ability.cannot_be_saved,
        )
        yield from g.log(
            f"{who} initiates the when revealed ability of {g.name(plot)} as if he had just "
            "revealed it",
            "rr.when-revealed",
            who,
        )
        nested = getattr(g.timing, "nested", None)
        if nested is not None:  # the 2nd edition: a sequence of its own
            yield from nested(sub, f"When revealed: {sub.label}")
        else:
            win = g.windows[-1] if g.windows else Window("player", sub.label, who)
            yield from self.initiate(sub, win)
            yield from g.save_cancel.step(sub, win)
            yield from self.execute(sub, win)
        return not sub.cancelled

    def apply_one(self, inst: Instance, e: Effect, chosen: dict[str, str]) -> Gen[Outcome]:
        """One effect through its handler: its condition, its amount, its named value, its
        subjects (once for each player with ``on: each``); what it caused, and whether it
        did something."""
        g = self.g
        if e.only_if and not holds(
            g.state,
            e.only_if,
            Ctx(inst.source, inst.controller, inst.trigger, inst.results, inst.targets),
        ):
            yield from g.log(
                f"{e.op.replace('_', ' ')}: its condition does not hold; it is skipped",
                "002.clar.ability-elements",
                inst.controller,
            )
            return [], True
        amount = inst.xs.get(e, e.amount) if e.x else e.amount
        handler = OPERATIONS[e.op].handler
        e = yield from self.named_value(inst, e)
        if e.on in ("each", "each_opponent"):
            # every player (or every opponent), the first player first: once for each,
            # as his own target
            ok = False
            out: list[Occurrence] = []
            each = replace(e, on="target")
            for p in self.players_in_order():
                if e.on == "each_opponent" and p not in g.state.opponents(inst.controller):
                    continue
                one = replace(inst, targets=(p,))
                occs, done = yield from handler(g, Applied(one, each, [p], amount, chosen))
                out.extend(occs)
                ok = ok or done
            return out, ok
        subs = yield from self.effect_subjects(inst, e)
        occs, ok = yield from handler(g, Applied(inst, e, subs, amount, chosen))
        inst.results = tuple(o.card for o in occs if o.card) or inst.results
        # what the 1st edition checks at all times: terminal effects, attachment
        # restrictions (engine_ref.flow.state_checks)
        occs = occs + (yield from g.state_checks.run(inst))
        return occs, ok

    def named_value(self, inst: Instance, e: Effect) -> Gen[Effect]:
        """The effect with its ``value`` settled as it resolves: ``a|b|c`` is named now, by
        the ability's controller or the player ``namer`` says (``loser``: "the losing
        opponent names"), after an optional ``prefix:`` kept as it is
        (``other_type:character|location``); ``this_challenge`` is the type of the challenge
        in progress or just resolved ("challenges of this same type"), and
        ``other_challenge_type`` the other two types, one to name ("choose a different
        challenge type"); ``named`` is what a ``name_choice`` effect of the same ability
        named ("that icon")."""
        g = self.g
        value = e.value
        if "other_challenge_type" in value:
            ch = g.state.challenge
            others = "|".join(
                t for t in ("military", "intrigue", "power") if not ch or t != ch.type
            )
            value = value.replace("other_challenge_type", others)
        if "this_challenge" in value:
            ch = g.state.challenge
            value = value.replace("this_challenge", ch.type if ch else "none")
        if "named" in value.split(":"):  # what a name_choice of the ability named
            value = ":".join(inst.named if v == "named" else v for v in value.split(":"))
        head, sep, alts = value.rpartition(":")
        if "|" in alts:
            who = self.player_subject(inst, replace(e, on=e.namer)) if e.namer else inst.controller
            opts = [Option(f"name {v}", who, f"name {v}") for v in alts.split("|")]
            pick = yield from g.ask(
                who, f"{inst.label}: name one", opts, inst.cite or "002.timing.step3"
            )
            value = head + sep + pick.key.split(" ", 1)[1]
            yield from g.log(
                f"{who} names {pick.key.split(' ', 1)[1]}", inst.cite or "002.timing.step3", who
            )
        return e if value == e.value else replace(e, value=value)

    def players_in_order(self) -> list[str]:
        st = self.g.state
        return [p for p in st.seat_order_from(st.first_player) if not st.player(p).eliminated]

    def conflicting_removals(self, inst: Instance, effects: list[Effect]) -> Gen[dict[str, str]]:
        """002 §2.5: a card killed, discarded and/or returned at the same time — the first
        player decides which destination its Moribund state takes."""
        g = self.g
        hits: dict[str, list[str]] = {}
        st = g.state
        for e in effects:
            if e.op in REMOVAL_OPS:
                for t in self.subjects(inst, e):
                    if st.is_in_play(t) and not st.is_moribund(t) and t not in inst.saved:
                        hits.setdefault(t, []).append(e.op)
        chosen: dict[str, str] = {}
        if not g.profile.moribund:
            return chosen
        first = st.first_player
        for t, ops in hits.items():
            by_dest: dict[str, str] = {}
            for op in ops:
                by_dest.setdefault(REMOVAL_OPS[op][1], op)
            if len(by_dest) < 2:
                continue
            opts = [
                Option(f"destination {d}", first, f"{g.name(t)} goes to {d.replace('_', ' ')}")
                for d in by_dest
            ]
            ch = yield from g.ask(
                first,
                f"conflicting removal of {g.name(t)}: choose where it goes",
                opts,
                "002.clar.2.5",
            )
            dest = ch.key.split(" ", 1)[1]
            chosen[t] = by_dest[dest]
            yield from g.log(
                f"{first}, the first player, decides that {g.name(t)} goes to {dest.replace('_', ' ')}",
                "002.clar.2.5",
                first,
            )
        return chosen
