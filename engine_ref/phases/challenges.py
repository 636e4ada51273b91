"""The challenges phase: declaring a challenge and its attackers, stealth, defenders, the
winner, claim, the unopposed bonus, renown, title effects and the challenge keywords."""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING

from engine_ref.abilities import Ability, Effect, Filter, Target
from engine_ref.conditions import Ctx, holds
from engine_ref.filters import note_participants
from engine_ref.flow.legality import Offer, Why, settle_traits
from engine_ref.phases.pipeline import (
    Begin,
    Custom,
    EachPlayer,
    EndOfPhase,
    Event,
    Framework,
    Pipeline,
    Where,
    framework_event,
)
from engine_ref.phases.titles import TITLE_CITES, offer_redirect
from engine_ref.runtime import Gen, Instance, Window
from engine_ref.state import CHALLENGE_TYPES, Challenge, replace
from engine_ref.timing import Occurrence, Option, PriorityView
from engine_ref.values import Subject, count

if TYPE_CHECKING:
    from engine_ref.engine import Engine


class Challenges:
    """Challenges: declaration to resolution."""

    def __init__(self, g: Engine) -> None:
        self.g = g

    def challenge(self) -> Challenge:
        """The challenge being resolved (a framework event of it is running)."""
        ch = self.g.state.challenge
        assert ch is not None
        return ch

    def eligible_attackers(self, name: str, ctype: str) -> list[str]:
        return self.g.legality.attackers(name, ctype)

    def declare_challenge(self, name: str) -> Gen[bool]:
        g = self.g
        st = g.state
        offer = Offer(name)
        others = [n for n in st.seat_order_from(name) if n != name]  # partners refused
        for ctype in CHALLENGE_TYPES:
            for opp in others:
                why = g.legality.challenge_refusal(name, ctype, opp)
                offer.add(f"challenge {ctype} {opp}", f"{ctype} challenge against {opp}", why)
        offer.add("done", "no more challenges", None)
        g.priority = PriorityView(name, (), "challenge declaration")
        choice = yield from g.ask(
            name,
            "declare a challenge or finish",
            offer.options,
            "002.flow.challenges",
            refused=offer.refused,
        )
        if choice.key == "done":
            return False
        _, ctype, opp = choice.key.split(" ")
        attackers = yield from self.pick_attackers(name, ctype)

        def declare(inst: Instance) -> Gen[list[Occurrence]]:
            st2 = g.state.bump(f"phase:challenges:{name}:{ctype}")
            for a in attackers:
                if "no-kneel" not in st2.keywords(a):
                    st2 = st2.update_card(a, kneeling=True)
            g.set_state(replace(st2, challenge=Challenge(ctype, name, opp, tuple(attackers))))
            yield from g.log(
                f"{name} declares {'an' if ctype == 'intrigue' else 'a'} {ctype} challenge against {opp} and kneels "
                + ", ".join(g.name(a) for a in attackers),
                "002.flow.challenges",
                name,
            )
            return [
                g.occurrence(
                    "declared_attacker",
                    card=a,
                    player=name,
                    challenge=ctype,
                    text=f"{g.name(a)} declared as attacker",
                )
                for a in attackers
            ]

        yield from g.timing.framework_window(
            "Challenge declared",
            [
                framework_event(
                    g,
                    f"{name} declares {'an' if ctype == 'intrigue' else 'a'} {ctype} challenge against {opp}",
                    "002.flow.challenges",
                    declare,
                )
            ],
        )
        yield from offer_redirect(g)
        return True

    def pick_attackers(self, name: str, ctype: str) -> Gen[list[str]]:
        """The attacker kneels his attackers one at a time, at least one (seed 003 Declare
        attackers); his characters that cannot attack are listed as refused."""
        g = self.g
        attackers: list[str] = []
        while True:
            offer = Offer(name)
            for c in g.state.in_play(name):
                if c.id in attackers or g.state.card_type(c.id) != "character":
                    continue
                if c.duplicate_of is not None or c.attached_to is not None:
                    continue
                why = g.legality.attacker_refusal(name, c.id, ctype)
                offer.add(f"attacker {c.id}", f"attack with {g.name(c.id)}", why)
            if attackers:
                offer.add("done", "no more attackers", None)
            if not offer.options:
                break
            a = yield from g.ask(
                name,
                "declare attackers",
                offer.options,
                "002.flow.challenges",
                refused=offer.refused,
            )
            if a.key == "done":
                break
            attackers.append(a.key.split(" ", 1)[1])
        return attackers

    def run_challenge(self, name: str, at: str) -> Gen[None]:
        """The declared challenge from ``at`` on: player actions, stealth and defenders,
        player actions, resolution; then it ends with its lasting effects."""
        g = self.g
        if g.state.challenge is None:
            return
        if at in ("after-attackers", "defenders"):
            yield from self.declare_defenders(at)
            at = "after-defenders"
        if at == "after-defenders" and g.state.challenge is not None:
            # (an effect may have ended the challenge already: no more window for it)
            yield from g.actions.player_actions("Player actions (defenders declared)")
        ch = g.state.challenge
        if ch is not None and (ch.attackers or ch.defenders):
            yield from g.timing.framework_window(
                "Challenge resolution",
                self.resolution_events(),
                keywords=self.queue_keyword_passives,
            )
        elif ch is not None:
            yield from self.ends_unresolved()
        st = g.state
        for e in st.lasting:
            if e.until == "challenge":
                yield from g.log(f"'{e.text}' ends with the challenge", "003.expert.lasting")
        # limits "per challenge" end with it; its characters took part in a challenge
        st = note_participants(st)
        counters = {k: v for k, v in st.counters.items() if not k.startswith("challenge:")}
        g.set_state(
            replace(
                st,
                challenge=None,
                lasting=tuple(e for e in st.lasting if e.until != "challenge"),
                counters=MappingProxyType(counters),
            )
        )

    def ends_unresolved(self) -> Gen[None]:
        """A challenge with no participating character ends without resolution (002 §3.33)."""
        yield from self.g.log(
            "no participating characters: the challenge ends without resolution",
            "002.clar.3.33",
        )

    def declare_defenders(self, at: str) -> Gen[None]:
        """Player actions once attackers are declared, then the window in which stealth
        targets are chosen and defenders declared; a title redirecting the challenge there
        sends play back to those player actions (002 card ruling, Lord Commander)."""
        g = self.g
        while at in ("after-attackers", "defenders"):
            if at == "after-attackers":
                yield from g.actions.player_actions("Player actions (attackers declared)")
            declare = framework_event(
                g,
                "the defender declares defenders",
                "002.flow.challenges",
                self._defenders,
                prepare=self._choose_defenders,
            )
            declare.answers = "defenders"
            yield from g.timing.framework_window(
                "Defenders",
                [
                    framework_event(
                        g, "stealth targets are chosen", "003.keyword.stealth", self._stealth
                    ),
                    declare,
                ],
            )
            at = "after-defenders"
            if declare.cancelled and g.state.challenge is not None:
                at = "after-attackers"

    def resolution_events(self) -> list[Instance]:
        """The framework events of the challenge resolution window, in order."""
        g = self.g
        ch = self.challenge()
        events = [
            framework_event(
                g,
                "determine the winner of the challenge",
                "002.timing.framework-example",
                self._winner,
            ),
            framework_event(
                g,
                "the challenge result is applied",
                f"003.challenge.claim.{ch.type}",
                self._claim,
                prepare=self._claim_victims,
            ),
            framework_event(
                g, "reward for an unopposed challenge", "003.challenge.unopposed", self._unopposed
            ),
            framework_event(g, "renown is awarded", "003.keyword.renown", self._renown),
        ]
        if ch.redirected is not None:
            events.append(
                framework_event(
                    g,
                    "title: the redirecting title's reward",
                    "003.phase.plot.titles",
                    self._redirect_reward,
                )
            )
        if g.profile.opposes and any(p.title for p in g.state.players):
            events.append(framework_event(g, "title: opposes", "003.title.opposes", self._opposes))
        return events

    def _stealth(self, inst: Instance) -> Gen[list[Occurrence]]:
        g = self.g
        ch = self.challenge()
        pairs: list[tuple[str, str]] = []
        for a in ch.attackers:
            if "stealth" not in g.state.keywords(a):
                continue
            offer = Offer(ch.attacker)
            taken = [p[1] for p in pairs]
            for c in g.state.in_play(ch.defender):
                if g.state.card_type(c.id) != "character" or c.duplicate_of is not None:
                    continue
                why = g.legality.stealth_refusal(c.id, taken)
                offer.add(f"stealth {c.id}", f"{g.name(a)} bypasses {g.name(c.id)}", why)
            if not offer.options:
                continue
            offer.add("done", "no stealth target", None)
            choice = yield from g.ask(
                ch.attacker,
                f"stealth target for {g.name(a)}",
                offer.options,
                "003.keyword.stealth",
                refused=offer.refused,
            )
            if choice.key != "done":
                tgt = choice.key.split(" ", 1)[1]
                pairs.append((a, tgt))
                yield from g.log(
                    f"{g.name(a)} uses stealth on {g.name(tgt)}: it cannot defend",
                    "003.keyword.stealth",
                    ch.attacker,
                )
        g.set_state(replace(g.state, challenge=replace(ch, stealth=tuple(pairs))))
        return []

    def _choose_defenders(self, inst: Instance) -> Gen[None]:
        """Step 1 of the defenders event: defenders are (or are not) declared, by the
        attacked player or a supporting one; step 3 carries it out."""
        g = self.g
        ch = self.challenge()
        bypassed = {p[1] for p in ch.stealth}
        defenders = yield from self.pick_defenders(
            ch.defender, "declare defenders", "002.flow.challenges", bypassed, ask_if_none=True
        )
        defending = ch.defender
        yield from g.log(
            f"{ch.defender} defends with " + (", ".join(g.name(d) for d in defenders) or "nobody"),
            "002.flow.challenges",
            ch.defender,
        )
        if not defenders:
            # seed 003, Supports: a supporting player may defend instead
            for helper in self.supporters(ch.defender, ch.attacker):
                defenders = yield from self.pick_defenders(
                    helper, f"defend in support of {ch.defender}", "003.title.supports", set()
                )
                if defenders:
                    defending = helper
                    yield from g.log(
                        f"{helper} supports {ch.defender} and defends with "
                        + ", ".join(g.name(d) for d in defenders)
                        + f"; {ch.defender} still owes any claim",
                        "003.title.supports",
                        helper,
                    )
                    break
        inst.targets = tuple(defenders)
        inst.player = defending

    def supporters(self, defender: str, attacker: str) -> list[str]:
        """The players whose title supports the attacked player's (seed 003, Supports)."""
        st = self.g.state
        out = []
        for helper in st.opponents(defender):
            title = st.player(helper).title
            if helper == attacker or title is None:
                continue
            if (title, st.player(defender).title) in self.g.profile.supports:
                out.append(helper)
        return out

    def pick_defenders(
        self, player: str, prompt: str, cite: str, bypassed: set[str], ask_if_none: bool = False
    ) -> Gen[list[str]]:
        """``player`` declares defenders one at a time among his standing characters with
        the challenge's icon (not those stealth bypassed) until he is done."""
        g = self.g
        ch = self.challenge()
        defenders: list[str] = []
        while True:
            offer = Offer(player)
            for c in g.state.in_play(player):
                if c.id in defenders or g.state.card_type(c.id) != "character":
                    continue
                if c.duplicate_of is not None or c.attached_to is not None:
                    continue
                why = g.legality.defender_refusal(player, c.id, ch, bypassed, defenders)
                offer.add(
                    f"defender {c.id}",
                    f"defend with {g.name(c.id)}",
                    why or self.declare_limit_refusal(player, len(defenders)),
                )
            if not offer.options and not ask_if_none:
                break
            why = self.must_declare_refusal(offer, ch.type)
            why = why or g.legality.must_defend(player, defenders, offer.options)
            offer.add("done", "no more defenders", why)
            choice = yield from g.ask(player, prompt, offer.options, cite, refused=offer.refused)
            if choice.key == "done":
                break
            defenders.append(choice.key.split(" ", 1)[1])
        return defenders

    def must_declare_refusal(self, offer: Offer, ctype: str | None = None) -> Why | None:
        """A character under ``must_be_declared`` that may be declared now and is not yet:
        the player cannot be done ("must be declared as a defender, if able": Rules
        Reference, "Cannot"); nor may he under ``must_declare_all`` for ``ctype``."""
        st = self.g.state
        key = ("must_declare_all", offer.player, ctype)
        every = any((le.op, le.target, le.value) == key for le in st.lasting)
        for o in offer.options:
            kind, _, cid = o.key.partition(" ")
            held = every or st.restricted(cid, "must_be_declared")
            if kind in ("attacker", "defender") and held:
                return Why("rr.cannot", f"{self.g.name(cid)} must be declared, as it is able to be")
        return None

    def declare_limit_refusal(self, player: str, declared: int) -> Why | None:
        """A ``declare_limit`` constant on ``player``: no more than its amount of attackers,
        nor of defenders, in a challenge (Rules Reference, "Cannot"; Jousting Contest)."""
        caps = [e.amount for e, _ in self.g.state.player_constants(player, ("declare_limit",))]
        if caps and declared >= min(caps):
            return Why("rr.cannot", f"{player} cannot declare more than {min(caps)} here")
        return None

    def _defenders(self, inst: Instance) -> Gen[list[Occurrence]]:
        g = self.g
        ch = self.challenge()
        defenders = list(inst.targets)
        defending = inst.player or ch.defender
        yield from g.log(
            f"the defenders of {ch.defender} are in the challenge: "
            + (", ".join(g.name(d) for d in defenders) or "none"),
            "002.flow.challenges",
            defending,
        )
        st = g.state
        knelt = [
            d
            for d in defenders
            if "no-kneel" not in st.keywords(d) and not st.restricted(d, "does_not_kneel_defending")
        ]
        for d in knelt:
            st = st.update_card(d, kneeling=True)
        g.set_state(
            settle_traits(
                replace(
                    st,
                    challenge=replace(
                        ch,
                        # a character an effect made a defender before the declaration
                        # (put into play defending) stays one
                        defenders=(*(d for d in ch.defenders if d not in defenders), *defenders),
                        defending=None if defending == ch.defender else defending,
                    ),
                )
            )
        )
        occs = [
            g.occurrence(
                "declared_defender",
                card=d,
                player=defending,
                challenge=ch.type,
                text=f"{g.name(d)} declared as defender",
            )
            for d in defenders
        ]
        if g.profile.name == "lcg2":  # a defender kneeling is knelt like any card ("after X
            # is knelt": Rules Reference, "Kneeling")
            occs += [
                g.occurrence("knelt", card=d, player=defending, text=f"{g.name(d)} knelt to defend")
                for d in knelt
            ]
            # "after no defenders are declared" (Rules Reference, Appendix I 4.2.1)
            if not defenders:
                occs.append(
                    g.occurrence(
                        "no_defenders_declared",
                        player=ch.attacker,
                        challenge=ch.type,
                        text="no defenders are declared",
                    )
                )
        return occs

    def _winner(self, inst: Instance) -> Gen[list[Occurrence]]:
        g = self.g
        st = g.state
        ch = st.challenge
        assert ch is not None
        counted = yield from self.counted_strength(ch)
        a = sum(counted.get(c, 0) for c in ch.attackers)
        d = sum(counted.get(c, 0) for c in ch.defenders)
        defending = ch.defending or ch.defender
        a += yield from self.side_bonus(ch, ch.attacker, ch.attackers)
        d += yield from self.side_bonus(ch, defending, ch.defenders)
        attacker_wins = a >= d and (a > 0 or not g.profile.attacker_needs_strength)
        if attacker_wins and self.cannot_lose(defending, ch):
            attacker_wins = False  # and a >= d: nobody wins (For the Watch!)
        if attacker_wins:
            w, loser = ch.attacker, defending
        elif d > a:
            w, loser = defending, ch.attacker
        else:
            w, loser = None, None
        g.set_state(
            replace(
                st,
                challenge=replace(
                    ch, winner=w, loser=loser, attacker_strength=a, defender_strength=d
                ),
            )
        )
        if w is None:
            yield from g.log(f"STR {a} to {d}: nobody wins the challenge", "001.challenge.resolve")
            return []
        # who won and lost which type this phase ("if you have lost a [power] challenge")
        g.set_state(g.state.bump(f"phase:won:{w}:{ch.type}").bump(f"phase:lost:{loser}:{ch.type}"))
        # and this round ("if you have not lost a [power] challenge this round")
        g.set_state(g.state.bump(f"round:lost:{loser}:{ch.type}"))
        if loser == defending:
            # counted for the condition lost_defending_this_phase
            g.set_state(g.state.bump(f"phase:lost-defending:{loser}"))
        why = " (the attacker wins ties)" if a == d else ""
        yield from g.log(
            f"STR {a} to {d}: {w} wins the {ch.type} challenge{why}",
            "002.faq.ties" if a == d else "003.challenge.resolve",
            w,
        )
        return [
            g.occurrence(
                "won_challenge", player=w, challenge=ch.type, text=f"{w} won a {ch.type} challenge"
            ),
            g.occurrence(
                "lost_challenge",
                player=loser,
                challenge=ch.type,
                text=f"{loser} lost a {ch.type} challenge",
            ),
        ]

    def side_bonus(self, ch: Challenge, side: str, chars: tuple[str, ...]) -> Gen[int]:
        """STR added to a side without participating: its title's bonus, and cards that
        contribute to it (``challenge_str``; an X counted now: Nightfort Ruins)."""
        g = self.g
        st = g.state
        total = 0
        title = st.player(side).title
        for t, ctype, bonus in g.profile.title_strength:
            if t == title and ctype == ch.type and any(st.is_in_play(c) for c in chars):
                total += bonus
                yield from g.log(
                    f"{side}'s title {t} adds {bonus} STR to his side",
                    TITLE_CITES.get(t, "003.phase.plot.titles"),
                    side,
                )
        for e, src in st.player_constants(side, ("challenge_str",)):
            added = e.amount
            if e.x:
                subject = Subject(Ctx(src.id, src.controller), filter=e.x_filter)
                added = count(st, e.x, subject) * e.times
            total += added
            yield from g.log(
                f"{g.name(src.id)} adds {added} STR to {side}'s side", "001.challenge.resolve", side
            )
        return total

    def cannot_lose(self, defending: str, ch: Challenge) -> bool:
        """May the defending player not lose this challenge? (none in the 1st edition)"""
        return False

    def counted_strength(self, ch: Challenge) -> Gen[dict[str, int]]:
        """Each participating character's STR as it counts for the challenge: while a
        character with Intimidate attacks, characters with a lower STR count none (seed 003
        House Specific Keywords, Intimidate)."""
        g = self.g
        st = g.state
        chars = [c for c in (*ch.attackers, *ch.defenders) if st.is_in_play(c)]
        counted = {c: st.strength(c) for c in chars}
        if "intimidate" not in g.profile.keywords:
            return counted
        bullies = [c for c in ch.attackers if c in counted and "intimidate" in st.keywords(c)]
        if not bullies:
            return counted
        top = max(counted[c] for c in bullies)
        low = [c for c in chars if counted[c] < top]
        for c in low:
            counted[c] = 0
        if low:
            yield from g.log(
                f"{g.name(bullies[0])} attacks with Intimidate: "
                + ", ".join(g.name(c) for c in low)
                + f" (STR below {top}) count no STR in this challenge",
                "003.keyword.intimidate",
            )
        return counted

    def _claim_value(self) -> int:
        g = self.g
        ch = self.challenge()
        plot = g.state.revealed_plot(ch.attacker)
        value = plot.plot.claim if plot and plot.plot else 1
        for a in ch.attackers:
            # the abilities in force (a blank text box has none), each while its condition holds
            for ab in g.state.abilities(a):
                if ab.kind != "constant":
                    continue
                if ab.while_ and not holds(g.state, ab.while_, Ctx(a, g.state.cards[a].controller)):
                    continue
                value += sum(e.amount for e in ab.effects if e.op == "claim_bonus")
        return value

    def _claim_victims(self, inst: Instance) -> Gen[None]:
        g = self.g
        ch = g.state.challenge
        if ch is None or ch.winner != ch.attacker or (ch.claim_type or ch.type) != "military":
            return
        victims: list[str] = []
        for _ in range(self._claim_value()):
            offer = Offer(ch.defender)
            for c in g.state.in_play(ch.defender):
                if g.state.card_type(c.id) != "character" or c.duplicate_of is not None:
                    continue
                why = g.legality.victim_refusal(c.id, victims)
                offer.add(f"kill {c.id}", f"{g.name(c.id)} is killed for claim", why)
            if not offer.options:
                break
            for c in g.state.in_play():
                if c.controller != ch.defender and g.state.card_type(c.id) == "character":
                    offer.add(
                        f"kill {c.id}",
                        f"{g.name(c.id)} is killed for claim",
                        Why(
                            f"003.challenge.claim.{ch.type}",
                            f"claim kills characters {ch.defender} controls, not {c.controller}'s",
                        ),
                    )
            choice = yield from g.ask(
                ch.defender,
                "choose a character to kill for military claim",
                offer.options,
                f"003.challenge.claim.{ch.type}",
                refused=offer.refused,
            )
            victims.append(choice.key.split(" ", 1)[1])
        inst.targets = tuple(victims)
        inst.threatened = tuple(victims)
        inst.threat_ops = dict.fromkeys(victims, ("kill",))
        if victims:
            yield from g.log(
                f"{ch.defender} chooses " + ", ".join(g.name(v) for v in victims) + " to be killed",
                f"003.challenge.claim.{ch.type}",
                ch.defender,
            )

    def _claim(self, inst: Instance) -> Gen[list[Occurrence]]:
        g = self.g
        ch = self.challenge()
        if ch.winner != ch.attacker:
            yield from g.log("the attacker did not win: no claim", f"003.challenge.claim.{ch.type}")
            return []
        n = self._claim_value()
        kind = ch.claim_type or ch.type
        if kind == "military":
            occs: list[Occurrence] = []
            for v in inst.targets:
                occs.extend((yield from g.leaving.remove(v, "kill", inst)))
            return occs
        if kind == "intrigue":
            return (yield from self.intrigue_claim(ch.defender, n))
        # power: move power from the loser's House card to the winner's
        moved = min(n, g.state.player(ch.defender).power)
        where = g.profile.faction_card
        yield from g.add_power(
            moved,
            f"{moved} power moves from {ch.defender}'s {where} to {ch.attacker}'s"
            if moved
            else f"{ch.defender} has no power on the {where}: no power moves",
            f"003.challenge.claim.{kind}",
            ch.attacker,
            player=ch.attacker,
            from_player=ch.defender,
        )
        return [g.occurrence("power_moved", player=ch.attacker, amount=moved)] if moved else []

    def intrigue_claim(self, victim: str, n: int) -> Gen[list[Occurrence]]:
        """Intrigue claim against ``victim``: ``n`` cards of his hand discarded at random,
        one at a time (each a recorded random decision)."""
        g = self.g
        ch = self.challenge()
        occs: list[Occurrence] = []
        for _ in range(n):
            hand = g.state.player(victim).hand
            if not hand:
                break
            opts = [
                Option(f"random {c}", victim, f"{g.name(c)} is discarded at random", random=True)
                for c in hand
            ]
            choice = yield from g.ask(
                victim,
                "random discard for intrigue claim",
                opts,
                f"003.challenge.claim.{ch.type}",
                random=True,
            )
            cid = choice.key.split(" ", 1)[1]
            g.set_state(g.state.move(cid, victim, "discard"))
            yield from g.log(
                f"{victim} discards {g.name(cid)} at random",
                f"003.challenge.claim.{ch.type}",
                victim,
            )
            occs.append(
                g.occurrence(
                    "discarded", card=cid, player=victim, text=f"{g.name(cid)} discarded from hand"
                )
            )
        return occs

    def _unopposed(self, inst: Instance) -> Gen[list[Occurrence]]:
        g = self.g
        ch = self.challenge()
        if ch.winner == ch.attacker and ch.defender_strength == 0:
            yield from g.add_power(
                g.profile.unopposed_power,
                f"unopposed: {ch.attacker} claims {g.profile.unopposed_power} power",
                "003.challenge.unopposed",
                ch.attacker,
                player=ch.attacker,
            )
            return [self.claimed(ch.attacker, "an unopposed challenge")]
        else:
            yield from g.log(
                "the challenge was opposed: no unopposed bonus", "003.challenge.unopposed"
            )
        return []

    def claimed(self, player: str, why: str) -> Occurrence:
        """A House claimed power in a framework event: a response opportunity (seed 002
        Timing Structure, Framework Actions)."""
        return self.g.occurrence(
            "power_claimed", player=player, text=f"{player} claimed power for {why}"
        )

    def _opposes(self, inst: Instance) -> Gen[list[Occurrence]]:
        g = self.g
        ch = self.challenge()
        if ch.winner is None or ch.loser is None:
            return []
        st = g.state
        mine, theirs = st.player(ch.winner).title, st.player(ch.loser).title
        if not g.profile.title_opposes(mine, theirs):
            yield from g.log("no title opposes the loser's title", "003.title.opposes")
            return []
        key = f"round:opposes:{ch.winner}"
        if st.counter(key):
            yield from g.log(
                f"{ch.winner} already claimed power for an opposed title this round",
                "003.title.opposes",
                ch.winner,
            )
            return []
        g.set_state(st.bump(key))
        yield from g.add_power(
            1,
            f"{ch.winner}'s {mine} opposes {ch.loser}'s {theirs}: {ch.winner} claims 1 power",
            "003.title.opposes",
            ch.winner,
            player=ch.winner,
        )
        return [self.claimed(ch.winner, "an opposed title")]

    def _renown(self, inst: Instance) -> Gen[list[Occurrence]]:
        g = self.g
        ch = self.challenge()
        if ch.winner is None:
            return []
        side = ch.attackers if ch.winner == ch.attacker else ch.defenders
        occs: list[Occurrence] = []
        for c in side:
            if g.state.is_in_play(c) and "renown" in g.state.keywords(c):
                yield from g.add_power(
                    1,
                    f"{g.name(c)} claims 1 power for renown",
                    "003.keyword.renown",
                    ch.winner,
                    card=c,
                    check=False,
                )
                occs.append(
                    g.occurrence(
                        "renown",
                        card=c,
                        player=ch.winner,
                        text=f"{g.name(c)} claimed power for renown",
                    )
                )
                yield from g.game_end.check_win()
        if not occs:
            yield from g.log("no participating winner has renown", "003.keyword.renown")
        return occs

    def queue_keyword_passives(self, win: Window) -> None:
        """Deadly, Vigilant and Vengeful resolve as passives in step 4 of the resolution
        window (seed 003 keywords; seed 002 §4.14: they cannot be cancelled, their targets
        can be saved)."""
        g = self.g
        st = g.state
        ch = st.challenge
        if ch is None:
            return
        in_play = [c for c in (*ch.attackers, *ch.defenders) if st.is_in_play(c)]

        def has(c: str, kw: str) -> bool:
            return kw in st.keywords(c)

        att_deadly = [c for c in ch.attackers if c in in_play and has(c, "deadly")]
        def_deadly = [c for c in ch.defenders if c in in_play and has(c, "deadly")]
        defenders_left = [c for c in ch.defenders if c in in_play and not st.is_moribund(c)]
        occ = g.occurrence("keyword", text="challenge keywords")
        if att_deadly and len(att_deadly) > len(def_deadly) and defenders_left:
            ab = Ability(
                kind="passive",
                text="deadly: the defender kills one of his defending characters",
                target=Target(
                    Filter(type="character", controller="opponent", defending=True),
                    chooser="defending",
                ),
                effects=(Effect(op="kill"),),
                cannot_be_cancelled=True,
                cite="003.keyword.deadly",
            )
            win.pending.append((ab, att_deadly[0], occ))
        if ch.winner == ch.attacker:
            self._queue_stand_keyword(
                win, occ, ch.attacker, "vigilant", "the winning attacker stands his Vigilant cards"
            )
            self._queue_stand_keyword(
                win,
                occ,
                ch.defending or ch.defender,
                "vengeful",
                "the losing defender stands his Vengeful cards",
            )

    def _queue_stand_keyword(
        self, win: Window, occ: Occurrence, player: str, keyword: str, text: str
    ) -> None:
        """Queue the passive of a standing keyword (Vigilant, Vengeful): the player stands
        each of his kneeling cards with that keyword (seed 003 keywords)."""
        g = self.g
        st = g.state
        kneeling = [c.id for c in st.in_play(player) if keyword in st.keywords(c.id) and c.kneeling]
        if kneeling:
            ab = Ability(
                kind="passive",
                text=f"{keyword}: {text}",
                effects=(
                    Effect(
                        op="stand",
                        on="all",
                        filter=Filter(type="card", controller="you", keyword=keyword),
                    ),
                ),
                cannot_be_cancelled=True,
                cite=f"003.keyword.{keyword}",
            )
            win.pending.append((ab, kneeling[0], occ))

    def _redirect_reward(self, inst: Instance) -> Gen[list[Occurrence]]:
        """The holder of a redirecting title who wins moves power from the attacker's House
        to his own (seed 003 Title Effects); if he loses he satisfies the claim as the
        defender."""
        g = self.g
        st = g.state
        ch = st.challenge
        assert ch is not None and ch.redirected is not None
        holder = ch.redirected
        title = st.player(holder).title
        r = next((x for x in g.profile.title_redirects if x.title == title), None)
        if r is None or ch.winner != holder or not r.won_power:
            who = "nobody" if ch.winner is None else ch.winner
            yield from g.log(
                f"{who} wins the redirected challenge: no title reward",
                r.cite if r else "003.phase.plot.titles",
            )
            return []
        n = min(r.won_power, st.player(ch.attacker).power)
        yield from g.add_power(
            n,
            f"{holder} wins the challenge he redirected: {n} power moves from "
            f"{ch.attacker}'s House to his",
            r.cite,
            holder,
            player=holder,
            from_player=ch.attacker,
        )
        return []


def take_challenges(g: Engine, where: Where) -> Gen[None]:
    """The active player declares challenges one at a time until he is done; a scenario
    starting inside a challenge resumes it first."""
    assert where.player is not None
    resume = where.at if where.at in ("after-attackers", "after-defenders", "resolution") else None
    if resume is not None:
        yield from g.challenges.run_challenge(where.player, resume)
    while True:
        ok = yield from g.challenges.declare_challenge(where.player)
        if not ok:
            break
        yield from g.challenges.run_challenge(where.player, "after-attackers")


EACH_PLAYER = EachPlayer(
    (
        Custom("{player} declares challenges, one at a time", take_challenges),
        Framework(
            "{player} is finished with challenges",
            (Event("the next player becomes the active player", "002.flow.challenges"),),
        ),
    )
)


def opening_actions(g: Engine, where: Where) -> Gen[None]:
    """Player actions before the first challenge, the first player to declare being the
    active player."""
    if where.at not in ("begin", "actions"):
        return
    order, _ = EACH_PLAYER.order(g, where.at)
    g.set_state(replace(g.state, active_player=order[0]))
    yield from g.actions.player_actions("Player actions")


CHALLENGES = Pipeline(
    "challenges",
    (Begin(), Custom("Player actions", opening_actions), EACH_PLAYER, EndOfPhase()),
)
