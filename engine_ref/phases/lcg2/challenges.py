"""The 2nd-edition challenges phase (Rules Reference, Appendix I, 4.1-4.4).

Each challenge: the active player initiates it (type, opponent, attackers and stealth targets
at once: 4.2), the defending player declares defenders (4.2.1), the winner is determined
(4.2.2), challenge bonuses are gained (4.2.3: unopposed, rivals), claim is applied (4.2.4),
the challenge resolution keywords take effect in the order the first player chooses (4.2.5:
insight, intimidate, pillage, renown), and the challenge ends (4.2.6). An action window
opens before each challenge, after attackers and after defenders are declared.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.flow.legality import Offer, Why
from engine_ref.phases.lcg2.claim import CLAIM_CITE, SecondEditionClaim
from engine_ref.phases.pipeline import Where, framework_event
from engine_ref.runtime import Gen, Instance
from engine_ref.state import CHALLENGE_TYPES, Challenge, GameState, LastingEffect, replace
from engine_ref.timing import Occurrence, Option, PriorityView

if TYPE_CHECKING:
    from engine_ref.engine import Engine

#: challenge resolution keywords, in the order the rules list them (4.2.5)
RESOLUTION_KEYWORDS = ("insight", "intimidate", "pillage", "renown")


class SecondEditionChallenges(SecondEditionClaim):
    """Challenges as the Rules Reference's Appendix I lays them out."""

    # ------------------------------------------------------------------ initiation (4.2)
    def challenge_options(self, name: str) -> list[Option]:
        """The challenges ``name`` may initiate now: a type he has not used up, against an
        opponent his title does not support, with at least one eligible attacker."""
        return self.challenge_offer(name).options

    def challenge_offer(self, name: str) -> Offer:
        """The challenges ``name`` may initiate, and those the rules forbid with their rule."""
        st = self.g.state
        offer = Offer(name)
        for ctype in CHALLENGE_TYPES:
            for opp in st.opponents(name):
                if st.player(opp).eliminated:
                    continue
                offer.add(
                    f"challenge {ctype} {opp}",
                    f"{ctype} challenge against {opp}",
                    self.challenge_refusal(name, ctype, opp),
                )
        return offer

    def challenge_refusal(self, name: str, ctype: str, opp: str) -> Why | None:
        """Why ``name`` may not initiate a ``ctype`` challenge against ``opp``: his title
        supports ``opp``'s (Rules Reference, "Supports"); the type is used up this phase (the
        Hand of the King's extra power challenge goes against another opponent); no
        character of his can attack (Appendix I, 4.2.1)."""
        g = self.g
        st = g.state
        mine, theirs = st.player(name).title, st.player(opp).title
        if mine is not None and (mine, theirs) in g.profile.supports:
            return Why("001.title.supports", f"{name}'s {mine} supports {opp}'s {theirs}")
        if self.forbidden_against(name, opp, ctype):
            return Why("rr.cannot", f"{name} cannot initiate {ctype} challenges against {opp}")
        if not self.may_challenge(name, ctype, opp):
            extra = g.profile.title_extra_challenge
            if extra and mine == extra[0] and ctype == extra[1]:
                return Why(
                    "001.title.hand",
                    f"{name} already made his {ctype} challenges (the extra one goes against "
                    "another opponent)",
                )
            return Why("001.phase.challenges", f"{name} already made a {ctype} challenge")
        if not self.eligible_attackers(name, ctype):
            return Why("001.challenge.steps", f"no character of {name} can attack in it")
        return None

    def forbidden_against(self, name: str, opp: str, ctype: str | None = None) -> bool:
        """A lasting "cannot initiate challenges against you" (``forbid_challenges`` with
        ``value: against_you``) keeps ``name`` from challenging ``opp``; one naming a type
        (``against_you:military``, ``against_target:military``) only in challenges of
        ``ctype``."""
        keys = {f"against:{opp}"} | ({f"against:{opp}:{ctype}"} if ctype else set())
        return any(
            le.op == "forbid_challenges" and le.target == name and le.value in keys
            for le in self.g.state.lasting
        )

    def may_challenge(self, name: str, ctype: str, opp: str) -> bool:
        g = self.g
        st = g.state
        if st.player(opp).eliminated or self.forbidden_against(name, opp, ctype):
            return False
        mine, theirs = st.player(name).title, st.player(opp).title
        if mine is not None and (mine, theirs) in g.profile.supports:
            return False  # Rules Reference, "Supports"
        if self.plot_forbids(name, ctype):
            return False
        used = st.counter(f"phase:challenges:{name}:{ctype}")
        allowed = g.profile.challenges_per_type + st.counter(
            f"phase:extra-challenge:{name}:{ctype}"
        )
        # "you may initiate an additional challenge" as a constant ability (a plot's)
        allowed += sum(
            e.amount
            for e, _ in st.player_constants(name, ("additional_challenge",))
            if e.value == ctype
        )
        if used < allowed or self.extra_against_fits(name, ctype, opp, allowed):
            return True
        # the Hand of the King: one more power challenge, against a different opponent
        extra = g.profile.title_extra_challenge
        return bool(
            extra
            and mine == extra[0]
            and ctype == extra[1]
            and used == allowed
            and not st.counter(f"phase:challenged:{name}:{ctype}:{opp}")
        )

    def plot_forbids(self, name: str, ctype: str) -> bool:
        """Constant abilities limiting the challenges a player initiates (Rules Reference,
        "Cannot"): ``challenge_limit`` (no more than ``amount`` challenges this phase, of the
        types its ``value`` lists when it has one) and
        ``challenge_needs_win`` (no challenge of another type until he has won a ``value``
        challenge this phase), and the lasting ``forbid_challenges`` (none of a type)."""
        st = self.g.state
        if any(
            le.op == "forbid_challenges" and le.target == name and le.value == ctype
            for le in st.lasting
        ):
            return True
        for e, _ in st.player_constants(name, ("challenge_limit",)):
            # with a value, only the challenges of those types count and are refused ("you
            # cannot initiate [intrigue] challenges": amount 0, value intrigue)
            types = e.value.split("|") if e.value else CHALLENGE_TYPES
            made = sum(st.counter(f"phase:challenges:{name}:{t}") for t in types)
            if ctype in types and made >= e.amount:
                return True
        return any(
            ctype != e.value and not st.counter(f"phase:won:{name}:{e.value}")
            for e, _ in st.player_constants(name, ("challenge_needs_win",))
        )

    def extra_against_fits(self, name: str, ctype: str, opp: str, allowed: int) -> bool:
        """With additional challenges that must go against a given opponent ("against the
        losing opponent"): may one more go against ``opp``? Challenges beyond those extras
        must fit in the ``allowed`` ones against anybody."""
        st = self.g.state
        if not st.counter(f"phase:extra-challenge-vs:{name}:{ctype}:{opp}"):
            return False
        over = 0
        for o in st.opponents(name):
            made = st.counter(f"phase:challenged:{name}:{ctype}:{o}") + (o == opp)
            over += max(0, made - st.counter(f"phase:extra-challenge-vs:{name}:{ctype}:{o}"))
        return over <= allowed

    def eligible_attackers(self, name: str, ctype: str) -> list[str]:
        st = self.g.state
        return [
            c.id
            for c in st.in_play(name)
            if c.duplicate_of is None
            and c.attached_to is None
            and self.attacker_refusal(name, c.id, ctype) is None
        ]

    def attacker_refusal(self, name: str, cid: str, ctype: str) -> Why | None:
        """Attackers: standing characters of the attacking player with the challenge's icon
        (Appendix I, 4.2.1), not one an effect says cannot be declared ("Cannot")."""
        why = self.g.legality.attacker_refusal(name, cid, ctype)
        if why is not None:
            return why
        st = self.g.state
        if st.challenge is None:
            # the type being initiated counts: "cannot be declared as an attacker in an
            # intrigue challenge" reads it (the defender is not known yet)
            st = replace(st, challenge=Challenge(ctype, name, ""))
        if st.restricted(cid, "cannot_be_declared_attacker"):
            return Why("rr.cannot", "it cannot be declared as an attacker")
        return None

    def declare_challenge(self, name: str) -> Gen[bool]:
        """4.2: the active player initiates a challenge or passes (then 4.3)."""
        g = self.g
        offer = self.challenge_offer(name)
        offer.add("done", "no more challenges", None)
        g.priority = PriorityView(name, (), "challenge initiation")
        choice = yield from g.ask(
            name,
            "initiate a challenge or pass",
            offer.options,
            "001.challenge.steps",
            refused=offer.refused,
        )
        if choice.key == "done":
            return False
        _, ctype, opp = choice.key.split(" ")
        attackers = yield from self.choose_attackers(name, ctype)
        stealth = yield from self.choose_stealth(name, opp, attackers, ctype)
        assault = yield from self.choose_assault(name, opp, attackers, ctype)

        def initiate(inst: Instance) -> Gen[list[Occurrence]]:
            return self.initiated(name, ctype, opp, attackers, stealth, assault)

        article = "an" if ctype == "intrigue" else "a"
        yield from g.timing.framework_window(
            "Challenge initiated",
            [
                framework_event(
                    g,
                    f"{name} initiates {article} {ctype} challenge against {opp}",
                    "001.challenge.steps",
                    initiate,
                )
            ],
        )
        return True

    def choose_attackers(self, name: str, ctype: str) -> Gen[list[str]]:
        g = self.g
        attackers: list[str] = []
        while True:
            offer = Offer(name)
            for c in g.state.in_play(name):
                if c.id in attackers or g.state.card_type(c.id) != "character":
                    continue
                if c.duplicate_of is not None or c.attached_to is not None:
                    continue
                why = self.attacker_refusal(name, c.id, ctype)
                why = why or self.declare_limit_refusal(name, len(attackers))
                offer.add(f"attacker {c.id}", f"attack with {g.name(c.id)}", why)
            if attackers:
                why = self.must_declare_refusal(offer, ctype)
                offer.add("done", "no more attackers", why)
            if not offer.options:
                break
            a = yield from g.ask(
                name,
                "declare attackers",
                offer.options,
                "001.challenge.steps",
                refused=offer.refused,
            )
            if a.key == "done":
                break
            attackers.append(a.key.split(" ", 1)[1])
        return attackers

    def choose_stealth(
        self, name: str, opp: str, attackers: list[str], ctype: str | None = None
    ) -> Gen[tuple[tuple[str, str], ...]]:
        """Each attacker with stealth may bypass a character without stealth controlled by
        the defending player (chosen as the challenge is initiated: Rules Reference,
        "Stealth"). The challenge being initiated counts for keywords gained "during a
        [military] challenge"."""
        g = self.g
        st = g.state
        if st.challenge is None and ctype is not None:
            st = replace(st, challenge=Challenge(ctype, name, opp, tuple(attackers)))
        pairs: list[tuple[str, str]] = []
        for a in attackers:
            if "stealth" not in st.keywords(a):
                continue
            offer = Offer(name)
            for c in st.in_play(opp):
                if st.card_type(c.id) != "character" or c.duplicate_of is not None:
                    continue
                why = self.stealth_refusal(c.id, [p[1] for p in pairs], st)
                offer.add(f"stealth {c.id}", f"{g.name(a)} bypasses {g.name(c.id)}", why)
            if not offer.options:
                continue
            offer.add("done", "no stealth target", None)
            choice = yield from g.ask(
                name,
                f"stealth target for {g.name(a)}",
                offer.options,
                "001.keyword.stealth",
                refused=offer.refused,
            )
            if choice.key != "done":
                pairs.append((a, choice.key.split(" ", 1)[1]))
        return tuple(pairs)

    def choose_assault(
        self, name: str, opp: str, attackers: list[str], ctype: str
    ) -> Gen[str | None]:
        """Assault (Rules Reference, "Assault"): when attackers with assault are declared,
        the attacking player may choose one location the defending player controls whose
        printed cost is lower than the highest printed cost among those attackers (an X
        cost counts as 0)."""
        g = self.g
        st = g.state
        if st.challenge is None:
            st = replace(st, challenge=Challenge(ctype, name, opp, tuple(attackers)))
        # an attacker under the restriction cannot_assault (its own "cannot target a location
        # using assault unless …", read with the attackers being declared) lends no cost
        assaulting = [
            a
            for a in attackers
            if "assault" in st.keywords(a) and not st.restricted(a, "cannot_assault")
        ]
        if not assaulting:
            return None
        top = max(max(st.cards[a].cost, 0) for a in assaulting)
        offer = Offer(name)
        for c in st.in_play(opp):
            if st.card_type(c.id) != "location" or c.duplicate_of is not None:
                continue
            why = None
            if max(c.cost, 0) >= top:
                why = Why("rr.assault", f"its printed cost is not lower than {top}")
            offer.add(f"assault {c.id}", f"assault {g.name(c.id)}", why)
        if not offer.options:
            return None
        offer.add("done", "no assault target", None)
        choice = yield from g.ask(
            name, "assault target", offer.options, "rr.assault", refused=offer.refused
        )
        return None if choice.key == "done" else choice.key.split(" ", 1)[1]

    def assault_blanks(self, name: str, assault: str | None) -> Gen[None]:
        """The assaulted location's printed text box counts as blank until the challenge
        ends; its traits stay (Rules Reference, "Assault")."""
        g = self.g
        st = g.state
        if assault is None or not st.is_in_play(assault):
            return
        text = f"{g.name(assault)} is assaulted: its printed text box is blank until the challenge ends"
        eff = LastingEffect(
            st.next_effect_id, assault, assault, "blank", 0, "", "challenge", text, name
        )
        g.set_state(st.with_lasting(eff))
        yield from g.log(text, "rr.assault", name)

    def assault_kneels(self) -> Gen[list[Occurrence]]:
        """The attacking player won: the assaulted location kneels, before any reaction to
        the win, if it still stands and an attacker with assault is still in the challenge
        (Rules Reference, "Assault")."""
        g = self.g
        st = g.state
        ch = st.challenge
        if ch is None or ch.assault is None or ch.winner != ch.attacker:
            return []
        loc = ch.assault
        still = any(st.is_in_play(a) and "assault" in st.keywords(a) for a in ch.attackers)
        if not still or not st.is_in_play(loc) or st.cards[loc].kneeling:
            return []
        if st.restricted(loc, "cannot_kneel"):
            return []
        g.set_state(st.update_card(loc, kneeling=True))
        yield from g.log(f"assault: {g.name(loc)} kneels", "rr.assault", ch.attacker)
        return [
            g.occurrence(
                "knelt", card=loc, player=ch.attacker, text="knelt by assault", cause="assault"
            )
        ]

    def _winner(self, inst: Instance) -> Gen[list[Occurrence]]:
        occs = yield from super()._winner(inst)
        return occs + (yield from self.assault_kneels())

    def stealth_refusal(
        self, cid: str, taken: list[str], st: GameState | None = None
    ) -> Why | None:
        """A stealth target: a character without stealth of the defending player, each one
        chosen once, not one an effect says cannot be bypassed (Rules Reference, "Stealth")."""
        st = st or self.g.state
        if "stealth" in st.keywords(cid):
            return Why("001.keyword.stealth", "it has stealth itself")
        if cid in taken:
            return Why("001.keyword.stealth", "another stealth attacker chose it")
        if st.restricted(cid, "cannot_be_bypassed_by_stealth"):
            return Why("rr.cannot", "it cannot be bypassed by stealth")
        return None

    def initiated(
        self,
        name: str,
        ctype: str,
        opp: str,
        attackers: list[str],
        stealth: tuple[tuple[str, str], ...],
        assault: str | None = None,
    ) -> Gen[list[Occurrence]]:
        """The challenge is initiated: attackers kneel (all at once), stealth targets are
        bypassed, an assaulted location is blanked; reactions to the initiation may follow."""
        g = self.g
        st = counted_initiation(g.state, name, ctype, opp, attackers)
        # the challenge exists as its attackers kneel: "does not kneel when declared as an
        # attacker in a military challenge" reads the challenge being initiated
        st = replace(
            st,
            challenge=Challenge(
                ctype, name, opp, tuple(attackers), stealth=stealth, assault=assault
            ),
        )
        knelt = [a for a in attackers if not st.restricted(a, "does_not_kneel_attacking")]
        for a in knelt:
            st = st.update_card(a, kneeling=True)
        g.set_state(st)
        article = "an" if ctype == "intrigue" else "a"
        yield from g.log(
            f"{name} initiates {article} {ctype} challenge against {opp}; attackers "
            + ", ".join(g.name(a) for a in attackers)
            + " kneel",
            "001.challenge.steps",
            name,
        )
        for a, t in stealth:
            yield from g.log(
                f"{g.name(a)} uses stealth: {g.name(t)} cannot defend in this challenge",
                "001.keyword.stealth",
                name,
            )
        yield from self.offer_redirect(name, opp)
        ch = g.state.challenge
        assert ch is not None
        # after a redirect, the location assaulted is the new defending player's
        yield from self.assault_blanks(name, ch.assault)
        occs = [
            g.occurrence(
                "challenge_initiated",
                player=name,
                challenge=ctype,
                text=f"{name} initiated a {ctype} challenge",
            )
        ]
        occs += [
            g.occurrence(
                "declared_attacker",
                card=a,
                player=name,
                challenge=ctype,
                text=f"{g.name(a)} declared as attacker",
            )
            for a in attackers
        ]
        # an attacker that kneels as it is declared is knelt like any card ("after X is
        # knelt": Rules Reference, "Kneeling")
        occs += [
            g.occurrence("knelt", card=a, player=name, text=f"{g.name(a)} knelt to attack")
            for a in knelt
        ]
        occs += [
            g.occurrence(
                "bypassed_by_stealth",
                card=t,
                player=ch.defender,
                challenge=ctype,
                text=f"{g.name(t)} bypassed by stealth",
            )
            for _, t in ch.stealth
        ]
        return occs

    def offer_redirect(self, name: str, opp: str) -> Gen[None]:
        """Melee: the bearer of a redirecting title (the Crown Regent) may, once per round,
        make the attacker choose a new opponent (with new stealth and assault targets), before any
        reaction to the initiation (Rules Reference, "Redirect")."""
        g = self.g
        st = g.state
        for r in g.profile.title_redirects:
            holder = next((p.name for p in st.players if p.title == r.title), None)
            if holder is None or holder == name or st.counter(f"round:redirect:{r.title}"):
                continue  # the title forces another player to choose a new target
            targets = self.redirect_offer(name, opp)
            others = [o.key.split(" ", 1)[1] for o in targets.options]
            if not others:
                continue
            opts = [
                Option("use title", holder, f"{r.title}: redirect the challenge"),
                Option("pass", holder, "pass"),
            ]
            choice = yield from g.ask(holder, f"redirect {name}'s challenge?", opts, r.cite)
            if choice.is_pass:
                continue
            g.set_state(g.state.bump(f"round:redirect:{r.title}"))
            pick = yield from g.ask(
                name, "choose the new opponent", targets.options, r.cite, refused=targets.refused
            )
            new = pick.key.split(" ", 1)[1]
            ch = g.state.challenge
            assert ch is not None
            stealth = yield from self.choose_stealth(name, new, list(ch.attackers))
            assault = yield from self.choose_assault(name, new, list(ch.attackers), ch.type)
            ch = replace(ch, defender=new, stealth=stealth, assault=assault, redirected=holder)
            g.set_state(replace(g.state, challenge=ch))
            yield from g.log(
                f"{holder} uses the {r.title}: the challenge resolves against {new}", r.cite, holder
            )
            return

    def redirect_offer(self, name: str, opp: str) -> Offer:
        """The new targets of a redirected challenge: an opponent still in the game other
        than the original one, and not one whose title ``name``'s title supports (seed 001,
        Crown Regent; Supports)."""
        st = self.g.state
        offer = Offer(name)
        for o in st.opponents(name):
            if st.player(o).eliminated:
                continue
            why: Why | None = None
            mine, theirs = st.player(name).title, st.player(o).title
            if o == opp:
                why = Why("001.title.crown-regent", "the challenge must take a new target")
            elif mine is not None and (mine, theirs) in self.g.profile.supports:
                why = Why("001.title.supports", f"{name}'s {mine} supports {o}'s {theirs}")
            offer.add(f"opponent {o}", f"resolve against {o}", why)
        return offer

    # ------------------------------------------------------------------ defenders (4.2.1)
    def declare_defenders(self, at: str) -> Gen[None]:
        g = self.g
        if at == "after-attackers":
            yield from g.actions.player_actions("Player actions (attackers declared)")
        if g.state.challenge is None:
            return
        declare = framework_event(
            g,
            "the defending player declares defenders",
            "001.challenge.steps",
            self._defenders,
            prepare=self._choose_defenders,
        )
        yield from g.timing.framework_window("Defenders", [declare])

    # ------------------------------------------------------------------ resolution (4.2.2-4.2.6)
    def resolution_events(self) -> list[Instance]:
        g = self.g
        return [
            framework_event(
                g, "determine the challenge winner", "001.challenge.resolve", self._winner
            ),
            framework_event(g, "challenge bonuses", "001.challenge.unopposed", self.bonuses),
            framework_event(
                g, "claim is applied", CLAIM_CITE, self._claim, prepare=self._claim_victims
            ),
            framework_event(
                g, "challenge resolution keywords", "rr.challenge-keywords", self.keywords
            ),
            framework_event(
                g, "the challenge ends", "001.challenge.steps", self.ends, would="challenge_ends"
            ),
        ]

    def ends_unresolved(self) -> Gen[None]:
        """No character participates: nobody wins, and the challenge still ends through its
        own step, which interrupts may answer ("when a challenge ends in which there are no
        participating characters")."""
        g = self.g
        yield from g.log(
            "no participating characters: nobody wins, and the challenge ends",
            "001.challenge.steps",
        )
        yield from g.timing.framework_window(
            "Challenge ends",
            [
                framework_event(
                    g,
                    "the challenge ends",
                    "001.challenge.steps",
                    self.ends,
                    would="challenge_ends",
                )
            ],
        )

    def bonuses(self, inst: Instance) -> Gen[list[Occurrence]]:
        """4.2.3: the unopposed bonus, and in melee the rivals bonus, gained together."""
        g = self.g
        ch = self.challenge()
        occs: list[Occurrence] = []
        if ch.winner is None:
            yield from g.log("nobody won the challenge: no bonus", "001.challenge.unopposed")
            return occs
        if ch.winner == ch.attacker and ch.defender_strength == 0:
            yield from g.add_power(
                g.profile.unopposed_power,
                f"unopposed: {ch.attacker} claims {g.profile.unopposed_power} power",
                "001.challenge.unopposed",
                ch.attacker,
                player=ch.attacker,
                check=False,
            )
            occs.append(
                g.occurrence(
                    "unopposed_won",
                    player=ch.attacker,
                    challenge=ch.type,
                    text="unopposed challenge won",
                )
            )
        yield from self.rivals_bonus(ch)
        yield from g.check_win()
        return occs

    def rivals_bonus(self, ch: Challenge) -> Gen[None]:
        g = self.g
        st = g.state
        if ch.winner is None or ch.loser is None:
            return
        mine, theirs = st.player(ch.winner).title, st.player(ch.loser).title
        if mine is None or (mine, theirs) not in g.profile.rivals:
            return
        key = f"round:rivals:{ch.winner}:{ch.loser}"
        if st.counter(key):
            yield from g.log(
                f"{ch.winner} already gained the rivals bonus against {ch.loser} this round",
                "001.title.rivals",
                ch.winner,
            )
            return
        g.set_state(st.bump(key))
        yield from g.add_power(
            1,
            f"{ch.winner}'s {mine} rivals {ch.loser}'s {theirs}: rivals bonus, 1 power",
            "001.title.rivals",
            ch.winner,
            player=ch.winner,
            check=False,
        )

    def counted_strength(self, ch: Challenge) -> Gen[dict[str, int]]:
        """Each participating character counts its STR: the 2nd edition's intimidate is a
        challenge resolution keyword (4.2.5, Rules Reference "Intimidate"), not the 1st
        edition's rule that makes lower-STR characters count none. A character under the
        restriction ``does_not_contribute_strength`` (The Kraken's Grasp) still participates
        but counts none of its STR."""
        g = self.g
        st = g.state
        counted: dict[str, int] = {}
        for c in (*ch.attackers, *ch.defenders):
            if not st.is_in_play(c):
                continue
            counted[c] = st.strength(c)
            if counted[c] and st.restricted(c, "does_not_contribute_strength"):
                counted[c] = 0
                yield from g.log(
                    f"{g.name(c)} participates but does not contribute its STR",
                    "001.challenge.resolve",
                )
        return counted

    def keywords(self, inst: Instance) -> Gen[list[Occurrence]]:
        """4.2.5: the first player chooses the order of the keyword types; the instances of
        one type resolve together."""
        g = self.g
        ch = self.challenge()
        if ch.winner is None:
            return []
        pending = [kw for kw in RESOLUTION_KEYWORDS if self.keyword_cards(kw)]
        occs: list[Occurrence] = []
        first = g.state.first_player
        while pending:
            kw = pending[0]
            if len(pending) > 1:
                opts = [Option(f"keyword {k}", first, f"{k} next") for k in pending]
                pick = yield from g.ask(
                    first, "order the challenge keywords", opts, "rr.challenge-keywords"
                )
                kw = pick.key.split(" ", 1)[1]
            pending.remove(kw)
            occs.extend((yield from self.resolve_keyword(kw)))
        return occs

    def keyword_cards(self, kw: str) -> list[str]:
        """The participating characters of the winning side with ``kw`` (intimidate: only
        attacking ones)."""
        st = self.g.state
        ch = self.challenge()
        if ch.winner is None:
            return []
        side = ch.attackers if ch.winner == ch.attacker else ch.defenders
        if kw == "intimidate" and ch.winner != ch.attacker:
            return []
        return [c for c in side if st.is_in_play(c) and kw in st.keywords(c)]

    def resolve_keyword(self, kw: str) -> Gen[list[Occurrence]]:
        g = self.g
        ch = self.challenge()
        assert ch.winner is not None and ch.loser is not None
        cards = self.keyword_cards(kw)
        occs: list[Occurrence] = []
        cite = f"001.keyword.{kw}"
        if kw == "intimidate":
            return (yield from self.intimidate(cards))
        for c in cards:
            opts = [
                Option(f"{kw} {c}", ch.winner, f"{kw}: {g.name(c)}"),
                Option("decline", ch.winner, "decline"),
            ]
            pick = yield from g.ask(ch.winner, f"use {kw} of {g.name(c)}?", opts, cite)
            if pick.key == "decline":
                continue
            if kw == "renown" and g.state.restricted(c, "cannot_gain"):
                yield from g.log(f"{g.name(c)} cannot gain power", "rr.cannot", ch.winner)
            elif kw == "renown":
                yield from g.add_power(
                    1, f"{g.name(c)} gains 1 power (renown)", cite, ch.winner, card=c, check=False
                )
                occs.append(
                    g.occurrence(
                        "renown",
                        card=c,
                        player=ch.winner,
                        amount=1,
                        text=f"{g.name(c)} gained power for renown",
                    )
                )
                yield from g.check_win()
            elif kw == "insight":
                occs.extend((yield from g.draw(ch.winner)))
            elif kw == "pillage":
                occs.extend((yield from self.pillage(c, cite)))
        return occs

    def pillage(self, c: str, cite: str) -> Gen[list[Occurrence]]:
        """The loser discards his top card; the card pillaged (``pillage_discarded``) and
        the character that pillaged (``pillaged``) are occurrences of their own ("after X
        discards a card using pillage", "after a location is discarded using pillage")."""
        g = self.g
        ch = self.challenge()
        assert ch.winner is not None and ch.loser is not None
        occs = yield from self.discard_top(ch.loser, 1, cite)
        for o in list(occs):
            text = f"{g.name(c)} discarded {g.name(o.card)} using pillage"
            occs.append(
                g.occurrence("pillage_discarded", card=o.card, player=ch.winner, text=text, by=c)
            )
            occs.append(g.occurrence("pillaged", card=c, player=ch.winner, text=text))
        return occs

    def intimidate(self, cards: list[str]) -> Gen[list[Occurrence]]:
        """One character of the losing opponent with STR up to the margin of victory may be
        knelt; no more than one per challenge (Rules Reference, "Intimidate")."""
        g = self.g
        ch = self.challenge()
        assert ch.winner is not None and ch.loser is not None
        if not cards:
            return []
        margin = ch.attacker_strength - ch.defender_strength
        offer = Offer(ch.winner)
        for c in g.state.in_play(ch.loser):
            if g.state.card_type(c.id) != "character" or c.duplicate_of is not None:
                continue
            why: Why | None = None
            if c.kneeling:
                why = Why("001.keyword.intimidate", "it is already kneeling")
            elif g.state.strength(c.id) > margin:
                why = Why(
                    "001.keyword.intimidate",
                    f"its STR {g.state.strength(c.id)} is above the margin of victory ({margin})",
                )
            offer.add(f"kneel {c.id}", f"intimidate: kneel {g.name(c.id)}", why)
        offer.add("decline", "decline", None)
        pick = yield from g.ask(
            ch.winner,
            "intimidate: choose a character to kneel",
            offer.options,
            "001.keyword.intimidate",
            refused=offer.refused,
        )
        if pick.key == "decline":
            return []
        t = pick.key.split(" ", 1)[1]
        g.set_state(g.state.update_card(t, kneeling=True))
        yield from g.log(f"intimidate: {g.name(t)} kneels", "001.keyword.intimidate", ch.winner)
        return [g.occurrence("knelt", card=t, player=ch.winner)]

    def discard_top(self, player: str, n: int, cite: str) -> Gen[list[Occurrence]]:
        g = self.g
        occs: list[Occurrence] = []
        for _ in range(n):
            deck = g.state.player(player).deck
            if not deck:
                break
            cid = deck[0]
            g.set_state(g.state.move(cid, g.state.cards[cid].owner, "discard"))
            yield from g.log(
                f"{g.name(cid)} is discarded from the top of {player}'s deck", cite, player
            )
            occs.append(
                g.occurrence(
                    "discarded_from_deck",
                    card=cid,
                    player=player,
                    text=f"{g.name(cid)} discarded from deck",
                )
            )
        return occs

    def ends(self, inst: Instance) -> Gen[list[Occurrence]]:
        g = self.g
        ch = self.challenge()
        yield from g.log(
            "the challenge ends: its characters no longer participate", "001.challenge.steps"
        )
        return [
            g.occurrence(
                "challenge_ends", player=ch.attacker, challenge=ch.type, text="challenge ended"
            )
        ]


def counted_initiation(
    st: GameState, name: str, ctype: str, opp: str, attackers: list[str]
) -> GameState:
    """What a challenge's initiation counts for the phase: the challenges of its type, those
    against that opponent, and each attacker declared ("if it was declared as an attacker
    this phase")."""
    st = st.bump(f"phase:challenges:{name}:{ctype}").bump(f"phase:challenged:{name}:{ctype}:{opp}")
    for a in attackers:
        st = st.bump(f"phase:attacked:{a}")
    return st


def take_challenges(g: Engine, where: Where) -> Gen[None]:
    """The active player's turn: an action window before each challenge, then a challenge
    or his pass (4.2-4.3); a scenario starting inside a challenge resumes it first."""
    assert where.player is not None
    resume = where.at if where.at in ("after-attackers", "after-defenders", "resolution") else None
    first = where.at not in ("begin", "actions")
    if resume is not None:
        yield from g.challenges.run_challenge(where.player, resume)
        first = False
    while True:
        if not first:
            yield from g.actions.player_actions("Player actions (before a challenge)")
        first = False
        ok = yield from g.challenges.declare_challenge(where.player)
        if not ok:
            break
        yield from g.challenges.run_challenge(where.player, "after-attackers")
