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

from engine_ref.phases.challenges import Challenges
from engine_ref.phases.pipeline import Where, framework_event
from engine_ref.runtime import Gen, Instance
from engine_ref.state import CHALLENGE_TYPES, Challenge, replace
from engine_ref.timing import Occurrence, Option, PriorityView

if TYPE_CHECKING:
    from engine_ref.engine import Engine

CLAIM_CITE = "001.challenge.steps"
#: challenge resolution keywords, in the order the rules list them (4.2.5)
RESOLUTION_KEYWORDS = ("insight", "intimidate", "pillage", "renown")


class SecondEditionChallenges(Challenges):
    """Challenges as the Rules Reference's Appendix I lays them out."""

    # ------------------------------------------------------------------ initiation (4.2)
    def challenge_options(self, name: str) -> list[Option]:
        """The challenges ``name`` may initiate now: a type he has not used up, against an
        opponent his title does not support, with at least one eligible attacker."""
        g = self.g
        st = g.state
        opts: list[Option] = []
        for ctype in CHALLENGE_TYPES:
            if not self.eligible_attackers(name, ctype):
                continue
            for opp in st.opponents(name):
                if not self.may_challenge(name, ctype, opp):
                    continue
                opts.append(
                    Option(f"challenge {ctype} {opp}", name, f"{ctype} challenge against {opp}")
                )
        return opts

    def may_challenge(self, name: str, ctype: str, opp: str) -> bool:
        g = self.g
        st = g.state
        if st.player(opp).eliminated:
            return False
        mine, theirs = st.player(name).title, st.player(opp).title
        if mine is not None and (mine, theirs) in g.profile.supports:
            return False  # Rules Reference, "Supports"
        used = st.counter(f"phase:challenges:{name}:{ctype}")
        allowed = g.profile.challenges_per_type + st.counter(
            f"phase:extra-challenge:{name}:{ctype}"
        )
        if used < allowed:
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

    def eligible_attackers(self, name: str, ctype: str) -> list[str]:
        st = self.g.state
        return [
            cid
            for cid in super().eligible_attackers(name, ctype)
            if not st.restricted(cid, "cannot_be_declared_attacker")
        ]

    def declare_challenge(self, name: str) -> Gen[bool]:
        """4.2: the active player initiates a challenge or passes (then 4.3)."""
        g = self.g
        opts = [*self.challenge_options(name), Option("done", name, "no more challenges")]
        g.priority = PriorityView(name, (), "challenge initiation")
        choice = yield from g.ask(name, "initiate a challenge or pass", opts, "001.challenge.steps")
        if choice.key == "done":
            return False
        _, ctype, opp = choice.key.split(" ")
        attackers = yield from self.choose_attackers(name, ctype)
        stealth = yield from self.choose_stealth(name, opp, attackers)

        def initiate(inst: Instance) -> Gen[list[Occurrence]]:
            return self.initiated(name, ctype, opp, attackers, stealth)

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
            cands = [c for c in self.eligible_attackers(name, ctype) if c not in attackers]
            aopts = [Option(f"attacker {c}", name, f"attack with {g.name(c)}") for c in cands]
            if attackers:
                aopts.append(Option("done", name, "no more attackers"))
            if not aopts:
                break
            a = yield from g.ask(name, "declare attackers", aopts, "001.challenge.steps")
            if a.key == "done":
                break
            attackers.append(a.key.split(" ", 1)[1])
        return attackers

    def choose_stealth(
        self, name: str, opp: str, attackers: list[str]
    ) -> Gen[tuple[tuple[str, str], ...]]:
        """Each attacker with stealth may bypass a character without stealth controlled by
        the defending player (chosen as the challenge is initiated: Rules Reference,
        "Stealth")."""
        g = self.g
        st = g.state
        pairs: list[tuple[str, str]] = []
        for a in attackers:
            if "stealth" not in st.keywords(a):
                continue
            cands = [
                c.id
                for c in st.in_play(opp)
                if st.card_type(c.id) == "character"
                and "stealth" not in st.keywords(c.id)
                and not st.restricted(c.id, "cannot_be_bypassed_by_stealth")
                and c.id not in [p[1] for p in pairs]
            ]
            if not cands:
                continue
            opts = [
                Option(f"stealth {c}", name, f"{g.name(a)} bypasses {g.name(c)}") for c in cands
            ]
            opts.append(Option("done", name, "no stealth target"))
            choice = yield from g.ask(
                name, f"stealth target for {g.name(a)}", opts, "001.keyword.stealth"
            )
            if choice.key != "done":
                pairs.append((a, choice.key.split(" ", 1)[1]))
        return tuple(pairs)

    def initiated(
        self,
        name: str,
        ctype: str,
        opp: str,
        attackers: list[str],
        stealth: tuple[tuple[str, str], ...],
    ) -> Gen[list[Occurrence]]:
        """The challenge is initiated: attackers kneel (all at once), stealth targets are
        bypassed; reactions to the initiation may follow."""
        g = self.g
        st = g.state.bump(f"phase:challenges:{name}:{ctype}")
        st = st.bump(f"phase:challenged:{name}:{ctype}:{opp}")
        for a in attackers:
            if not st.restricted(a, "does_not_kneel_attacking"):
                st = st.update_card(a, kneeling=True)
        g.set_state(
            replace(st, challenge=Challenge(ctype, name, opp, tuple(attackers), stealth=stealth))
        )
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
        make the attacker choose a new opponent (with new stealth targets), before any
        reaction to the initiation (Rules Reference, "Redirect")."""
        g = self.g
        st = g.state
        for r in g.profile.title_redirects:
            holder = next((p.name for p in st.players if p.title == r.title), None)
            if holder is None or st.counter(f"round:redirect:{r.title}"):
                continue
            others = [o for o in st.opponents(name) if o != opp and not st.player(o).eliminated]
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
            nopts = [Option(f"opponent {o}", name, f"resolve against {o}") for o in others]
            pick = yield from g.ask(name, "choose the new opponent", nopts, r.cite)
            new = pick.key.split(" ", 1)[1]
            ch = g.state.challenge
            assert ch is not None
            stealth = yield from self.choose_stealth(name, new, list(ch.attackers))
            g.set_state(
                replace(
                    g.state, challenge=replace(ch, defender=new, stealth=stealth, redirected=holder)
                )
            )
            yield from g.log(
                f"{holder} uses the {r.title}: the challenge resolves against {new}", r.cite, holder
            )
            return

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

    def pick_defenders(
        self, player: str, prompt: str, cite: str, bypassed: set[str], ask_if_none: bool = False
    ) -> Gen[list[str]]:
        st = self.g.state
        restricted = {
            c.id for c in st.in_play(player) if st.restricted(c.id, "cannot_be_declared_defender")
        }
        return super().pick_defenders(player, prompt, cite, bypassed | restricted, ask_if_none)

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
            framework_event(g, "the challenge ends", "001.challenge.steps", self.ends),
        ]

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

    def _claim_value(self) -> int:
        """The attacking player's claim: his revealed plot's, with every modifier (Rules
        Reference, "Claim"; "Plot Value Modifiers"; the Master of Ships against a rival)."""
        g = self.g
        ch = self.challenge()
        value = super()._claim_value() + g.state.plot_modifier(ch.attacker, "claim", ch.type)
        ships = g.profile.title_claim
        mine, theirs = g.state.player(ch.attacker).title, g.state.player(ch.defender).title
        if (
            ships
            and mine == ships[0]
            and ch.type == ships[1]
            and (mine, theirs) in g.profile.rivals
        ):
            value += ships[2]
        return max(0, value)

    def _claim(self, inst: Instance) -> Gen[list[Occurrence]]:
        g = self.g
        ch = self.challenge()
        if ch.winner != ch.attacker:
            yield from g.log("the attacking player did not win: no claim", CLAIM_CITE)
            return []
        occs = yield from super()._claim(inst)
        occs.append(
            g.occurrence(
                "claim_applied",
                player=ch.attacker,
                challenge=ch.type,
                text=f"{ch.type} claim applied",
            )
        )
        return occs

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
            if kw == "renown":
                yield from g.add_power(
                    1, f"{g.name(c)} gains 1 power (renown)", cite, ch.winner, card=c, check=False
                )
                occs.append(
                    g.occurrence(
                        "renown",
                        card=c,
                        player=ch.winner,
                        text=f"{g.name(c)} gained power for renown",
                    )
                )
                yield from g.check_win()
            elif kw == "insight":
                occs.extend((yield from g.draw(ch.winner)))
            elif kw == "pillage":
                occs.extend((yield from self.discard_top(ch.loser, 1, cite)))
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
        cands = [
            c.id
            for c in g.state.in_play(ch.loser)
            if g.state.card_type(c.id) == "character"
            and not c.kneeling
            and g.state.strength(c.id) <= margin
        ]
        opts = [Option(f"kneel {c}", ch.winner, f"intimidate: kneel {g.name(c)}") for c in cands]
        opts.append(Option("decline", ch.winner, "decline"))
        pick = yield from g.ask(
            ch.winner, "intimidate: choose a character to kneel", opts, "001.keyword.intimidate"
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
