"""Claim in the 2nd-edition challenge (Rules Reference, Appendix I, 4.2.4; "Claim"): its
value with every modifier, the interrupts to claim being applied (which may change its
type), and the Master of Whispers' claim against several opponents in melee."""

from __future__ import annotations

from engine_ref.phases.challenges import Challenges
from engine_ref.runtime import Gen, Instance
from engine_ref.state import CHALLENGE_TYPES, Challenge
from engine_ref.timing import Occurrence, Option, Refused
from engine_ref.value_conditions import set_value

CLAIM_CITE = "001.challenge.steps"


class SecondEditionClaim(Challenges):
    """The claim step of a 2nd-edition challenge."""

    def cannot_lose(self, defending: str, ch: Challenge) -> bool:
        """``first_defense_unlosable``: the defending player cannot lose the first challenge
        initiated against him this phase (For the Watch!)."""
        st = self.g.state
        if not st.player_constants(defending, ("first_defense_unlosable",)):
            return False
        against = sum(
            st.counter(f"phase:challenged:{o}:{t}:{defending}")
            for o in st.opponents(defending)
            for t in CHALLENGE_TYPES
        )
        return against == 1

    def _claim_value(self) -> int:
        """The attacking player's claim: his revealed plot's, with every modifier (Rules
        Reference, "Claim"; "Plot Value Modifiers"; the Master of Ships against a rival)."""
        g = self.g
        ch = self.challenge()
        printed = super()._claim_value()
        value = printed + g.state.plot_modifier(ch.attacker, "claim", ch.type, base=printed)
        value += sum(  # "claim against you in challenges of that type" (Calm Over Westeros)
            e.amount
            for e in g.state.lasting
            if e.op == "defender_claim_modifier" and e.target == ch.defender and e.value == ch.type
        )
        ships = g.profile.title_claim
        mine, theirs = g.state.player(ch.attacker).title, g.state.player(ch.defender).title
        if (
            ships
            and mine == ships[0]
            and ch.type == ships[1]
            and (mine, theirs) in g.profile.rivals
        ):
            value += ships[2]
        return set_value(g.state, ch.attacker, "claim", max(0, value))

    def _claim_victims(self, inst: Instance) -> Gen[None]:
        """Before claim is applied, its interrupts ("when claim is applied", forced ones
        first, then the players' in turn) may change the type of claim; the defending
        player then chooses the characters a military claim kills (Rules Reference,
        "Claim", "Interrupts")."""
        yield from self.claim_interrupts()
        yield from super()._claim_victims(inst)

    def claim_interrupts(self) -> Gen[None]:
        g = self.g
        ch = g.state.challenge
        if ch is None or ch.winner is None or ch.winner != ch.attacker or not g.windows:
            return
        win = g.windows[-1]
        occs = [
            g.occurrence(
                "claim_applied",
                player=ch.attacker,
                challenge=ch.type,
                text=f"claim is about to be applied for the {ch.type} challenge",
            )
        ]
        outer = win.pending
        win.pending = []
        g.triggers.queue_passives(win, occs, when="before")
        if win.pending:
            yield from g.triggers.resolve_passives(win)
        win.pending = outer
        window = getattr(g.timing, "trigger_window", None)
        if window is not None:
            yield from window(win, occs, "interrupt")

    def _claim(self, inst: Instance) -> Gen[list[Occurrence]]:
        g = self.g
        ch = self.challenge()
        if ch.winner != ch.attacker:
            yield from g.log("the attacking player did not win: no claim", CLAIM_CITE)
            return []
        extra = yield from self.claim_recipients(ch)
        occs = yield from super()._claim(inst)
        kind = ch.claim_type or ch.type
        for opp in extra:
            yield from g.log(
                f"{ch.attacker}'s {kind} claim is also applied against {opp}",
                "001.title.whispers",
                ch.attacker,
            )
            occs.extend((yield from self.claim_against(opp, kind, inst)))
        occs.append(
            g.occurrence(
                "claim_applied",
                player=ch.attacker,
                challenge=ch.type,
                text=f"{ch.type} claim applied",
            )
        )
        return occs

    def claim_against(self, opp: str, kind: str, inst: Instance) -> Gen[list[Occurrence]]:
        """The claim applied against one more opponent (the Master of Whispers), of the type
        it has now: an interrupt may have changed it (Rules Reference, "Claim"). Military:
        that opponent chooses the characters of his to kill; power: it moves from his
        faction card."""
        g = self.g
        ch = self.challenge()
        n = self._claim_value()
        if kind == "intrigue":
            return (yield from self.intrigue_claim(opp, n))
        if kind == "power":
            moved = min(n, g.state.player(opp).power)
            yield from g.add_power(
                moved,
                f"{moved} power moves from {opp}'s faction card to {ch.attacker}'s",
                "001.title.whispers",
                ch.attacker,
                player=ch.attacker,
                from_player=opp,
            )
            return [g.occurrence("power_moved", player=ch.attacker, amount=moved)] if moved else []
        victims: list[str] = []
        for _ in range(n):
            opts = [
                Option(f"kill {c.id}", opp, f"{g.name(c.id)} is killed for claim")
                for c in g.state.in_play(opp)
                if g.state.card_type(c.id) == "character"
                and c.duplicate_of is None
                and g.legality.victim_refusal(c.id, victims) is None
            ]
            if not opts:
                break
            pick = yield from g.ask(
                opp, "choose a character to kill for military claim", opts, "001.title.whispers"
            )
            victims.append(pick.key.split(" ", 1)[1])
        occs: list[Occurrence] = []
        for v in victims:
            occs.extend((yield from g.leaving.remove(v, "kill", inst)))
        return occs

    def claim_recipients(self, ch: Challenge) -> Gen[list[str]]:
        """Melee: the bearer of the Master of Whispers, winning an intrigue challenge as the
        attacker, may apply the full claim against any number of other opponents as well;
        the challenge is still won against the defending player only (seed 001, Master of
        Whispers)."""
        g = self.g
        multi = g.profile.title_multi_claim
        st = g.state
        if multi is None or ch.type != multi[1] or st.player(ch.attacker).title != multi[0]:
            return []
        if self._claim_value() <= 0:
            return []  # no claim to apply against anyone
        chosen: list[str] = []
        while True:
            others = [
                o
                for o in st.opponents(ch.attacker)
                if o != ch.defender and o not in chosen and not st.player(o).eliminated
            ]
            if not others:
                return chosen
            opts = [
                Option(f"claim {o}", ch.attacker, f"apply claim against {o} too") for o in others
            ]
            opts.append(Option("done", ch.attacker, "no more opponents"))
            refused = [
                Refused(
                    f"claim {o}",
                    ch.attacker,
                    f"claim is applied against {o} already",
                    "001.title.whispers",
                )
                for o in (ch.defender, *chosen)
            ]
            pick = yield from g.ask(
                ch.attacker,
                f"{multi[0]}: apply claim against other opponents too?",
                opts,
                "001.title.whispers",
                auto_single=False,
                refused=refused,
            )
            if pick.key == "done":
                return chosen
            chosen.append(pick.key.split(" ", 1)[1])
