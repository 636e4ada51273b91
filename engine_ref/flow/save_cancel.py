"""Saves and cancels: the save/cancel step (seed 002 step 2; in the 2nd edition the cancel and
save interrupts that come first), the options a player has against an effect, duplicates as
saves, and the title redirects of seed 003 that answer a framework event there."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.abilities import Ability
from engine_ref.flow.legality import Offer, Why
from engine_ref.profiles import TitleRedirect
from engine_ref.runtime import PASS, Gen, Instance, Window
from engine_ref.state import Card, replace
from engine_ref.timing import Option, PriorityView, Refused

if TYPE_CHECKING:
    from engine_ref.engine import Engine


class SaveCancel:
    """The save/cancel step and its options."""

    def __init__(self, g: Engine) -> None:
        self.g = g

    def step(self, inst: Instance, win: Window) -> Gen[None]:
        """Step 2 (and sub-steps II/b): clockwise until all pass consecutively; the gate then
        closes (seed 002, Save/Cancel Responses)."""
        g = self.g
        if win.kind == "end_of_phase":
            return
        st = g.state
        n = len(st.players)
        first = st.first_player if inst.kind == "framework" else st.left_of(inst.controller)
        who = first
        passed: list[str] = []
        order = st.seat_order_from(who)
        if self.unanswerable(inst) or not any(self.options(p, inst) for p in order):
            if g.silent:
                return  # nothing to ask and nothing to show: a silent replay goes on
            g.push("step", f"Step 2: save/cancel — {inst.label}")
            g.sc_gates.append(inst.label)
            for p in order:
                yield from g.log(f"{p} passes (nothing legal to play)", "002.timing.step2", p)
            yield from g.log(
                f"the save/cancel gate for {inst.label} closes", "002.timing.save-cancel"
            )
            g.sc_gates.pop()
            g.pop()
            return
        g.push("step", f"Step 2: save/cancel — {inst.label}")
        g.sc_gates.append(inst.label)
        while len(passed) < n and not inst.cancelled:
            g.priority = PriorityView(who, tuple(passed), f"save/cancel: {inst.label}")
            refused: list[Refused] = []
            opts = [Option(PASS, who, "pass"), *self.options(who, inst, refused)]
            choice = yield from g.ask(
                who,
                f"save/cancel against {inst.label}?",
                opts,
                "002.timing.step2",
                refused=refused,
            )
            if choice.is_pass:
                if len(opts) > 1:
                    yield from g.log(f"{who} passes", "002.timing.step2", who)
                passed.append(who)
            else:
                passed = []
                yield from self.play(who, choice, inst, win)
            who = g.state.left_of(who)
        g.sc_gates.pop()
        yield from g.log(f"the save/cancel gate for {inst.label} closes", "002.timing.save-cancel")
        g.pop()

    @staticmethod
    def unanswerable(inst: Instance) -> bool:
        """Nothing can answer this: it cannot be cancelled, threatens no card and no title
        redirects it (what ``options`` would find for every player, without asking)."""
        return inst.cannot_be_cancelled and not inst.threatened and not inst.answers

    def redirect_for(self, who: str, inst: Instance) -> TitleRedirect | None:
        """The title redirect ``who`` may use against this framework event now, if any (seed
        003 Title Effects; 002 card ruling on the Lord Commander)."""
        g = self.g
        if not inst.answers or not g.profile.title_redirects:
            return None
        st = g.state
        ch = st.challenge
        title = st.player(who).title
        if ch is None or title is None:
            return None
        for r in g.profile.title_redirects:
            if r.title != title or inst.answers != "defenders" or r.when == "declared":
                continue  # (a redirect on declaration is offered right after it)
            if r.challenge is not None and r.challenge != ch.type:
                continue
            if r.when == "no_defenders" and inst.targets:
                continue
            if st.counter(f"round:redirect:{r.title}"):
                continue  # once per round
            if r.to == "holder":
                if who in (ch.attacker, ch.defender):
                    continue  # an opponent attacked by another opponent
                mine = st.player(ch.attacker).title
                if mine is not None and (mine, title) in g.profile.supports:
                    continue  # the holder is not a legal target of this attack
            return r
        return None

    def options(
        self, who: str, inst: Instance, refused: list[Refused] | None = None
    ) -> list[Option]:
        """What ``who`` may answer ``inst`` with in its save/cancel step; with ``refused``,
        the saves and cancels the rules forbid here are added to it with their rule."""
        g = self.g
        offer = Offer(who)
        redirect = self.redirect_for(who, inst)
        if redirect is not None:
            offer.add("use title", f"{redirect.title}: redirect the challenge to {who}", None)
        if inst.cannot_be_cancelled and not inst.threatened and refused is None:
            return offer.options  # nothing to cancel, nothing to save
        g.terminal_threats = inst.terminal
        g.cancelling = inst
        for c, i, ab in g.options.playable_sources(who, "save_cancel"):
            self._answer(who, inst, c, i, ab, offer, listing=refused is not None)
        g.cancelling = None
        self._duplicates(who, inst, offer)
        g.threats = ()
        g.terminal_threats = {}
        if refused is not None:
            refused.extend(offer.refused)
        return offer.options

    def _answer(
        self, who: str, inst: Instance, c: Card, i: int, ab: Ability, offer: Offer, listing: bool
    ) -> None:
        """A save/cancel ability of ``who`` against ``inst``: offered, refused (``listing``:
        refusals are wanted) or not relevant at all."""
        g = self.g
        key = g.options.use_key(c, i, ab)
        if ab.cancels and self.cancel_matches(ab.cancels, inst, who):
            why = (
                Why("002.clar.4.3", f"{inst.label} cannot be cancelled")
                if inst.cannot_be_cancelled
                else g.options.refusal(who, c, i, ab, inst)
            )
            if why is None or (listing and inst.kind != "framework"):
                offer.add(key, f"{c.name}: cancel {inst.label}", why)
                return
        threats = self.save_threats(inst, ab.saves) if ab.saves else []
        if not threats:
            if ab.saves and listing and any(t not in inst.saved for t in inst.threatened):
                why = Why("003.expert.save-cancel", "a save prevents only a kill or a discard")
                offer.add(key, f"{c.name}: save a card from {inst.label}", why)
            return
        g.threats = tuple(threats)
        why = (
            Why("002.clar.4.3", f"{inst.label} cannot be saved from")
            if inst.cannot_be_saved
            else g.options.refusal(who, c, i, ab, inst)
        )
        if (
            why is None
            and ab.target is not None
            and not g.options.target_candidates(who, c, ab, tuple(threats))
        ):
            why = Why("002.clar.3.19", "no threatened card it could save")
        if why is None or listing:
            offer.add(key, f"{c.name}: save a card from {inst.label}", why)

    def _duplicates(self, who: str, inst: Instance, offer: Offer) -> None:
        """Discarding a duplicate to save the card it is on (seed 003 Duplicates)."""
        st = self.g.state
        for t in self.save_threats(inst, "duplicate"):
            card = st.cards[t]
            if card.controller != who:
                continue
            for d in st.attachments_of(t):
                if st.cards[d].duplicate_of == t and not st.is_moribund(d):
                    why = None
                    if inst.cannot_be_saved:
                        why = Why("002.clar.4.3", f"{inst.label} cannot be saved from")
                    elif t in inst.terminal:
                        why = Why("002.clar.3.19", "a duplicate does not lift its STR above 0")
                    else:
                        # the save is the duplicate's triggered interrupt: a "cannot trigger"
                        # reaches it (Rules Reference, "Duplicates", "Cannot")
                        forbids = self.g.options.forbidden_by(who, st.cards[d], "cannot_trigger")
                        if forbids is not None:
                            why = Why(
                                "rr.cannot", f"{forbids}: {who} cannot trigger card abilities"
                            )
                    offer.add(f"duplicate {d}", f"discard duplicate to save {card.name}", why)
                    break

    def save_threats(self, inst: Instance, saves: str) -> list[str]:
        """The cards ``inst`` still threatens that a save of kind ``saves`` (kill, discard,
        any; "duplicate" for a duplicate) may save: a save prevents a kill or a discard
        (seed 003 Save/Cancel Responses), a duplicate also a return to hand or deck in the
        1st edition (seed 003 Duplicates); the profile lists them."""
        g = self.g
        st = g.state
        prof = g.profile
        allowed = prof.duplicate_savable if saves == "duplicate" else prof.savable
        if saves in ("kill", "discard", "kill_or_discard"):
            allowed = tuple(op for op in allowed if op in saves.split("_or_"))
        out = []
        for t in inst.threatened:
            if t in inst.saved or not st.is_in_play(t):
                continue
            if any(op in allowed for op in inst.threat_ops.get(t, ("kill",))):
                out.append(t)
        return out

    def cancel_matches(self, what: str, inst: Instance, who: str | None = None) -> bool:
        """Does a cancel of ``what`` answer ``inst``? Kinds join with ``|`` ("an event or a
        when revealed ability": ``event|when_revealed``); ``opponents_<what>``: only when an
        opponent of ``who`` controls it ("an opponent's event"); ``<what>@<keyword>`` /
        ``<what>@no_<keyword>``: only when the ability's card has (has not) that keyword."""
        if "|" in what:
            return any(self.cancel_matches(w, inst, who) for w in what.split("|"))
        if "@" in what:
            what, _, keyword = what.partition("@")
            return self.cancel_matches(what, inst, who) and self.source_keyword_matches(
                keyword, inst
            )
        if what.startswith("opponents_"):
            if who is None or inst.controller not in self.g.state.opponents(who):
                return False
            what = what.removeprefix("opponents_")
        if what in ("when_revealed", "location", "character_ability") or what.startswith(
            "triggered:"
        ):
            return self.source_kind_matches(what, inst)
        if what == "framework":
            return inst.kind == "framework"
        if what == "any":
            return inst.kind != "framework"
        if inst.kind in ("framework", "marshal"):
            return False
        if what == "event":
            return inst.is_event_card
        if what == "triggered":
            return inst.kind in ("action", "response", "save_cancel")
        if what == "ability":
            return not inst.is_event_card
        return inst.kind == what

    def source_keyword_matches(self, keyword: str, inst: Instance) -> bool:
        """A cancel kind qualified with ``@<keyword>`` answers only an ability whose card
        has that keyword as it is now (``@shadow``: "if that card has shadow", any shadow
        (X) counting), and ``@no_<keyword>`` only one whose card has not ("if that character
        does not have shadow") (Rules Reference, "Keywords")."""
        src = self.g.state.cards.get(inst.source or "")
        if src is None:
            return False
        want = not keyword.startswith("no_")
        name = keyword.removeprefix("no_")
        has = any(k == name or k.startswith(f"{name} (") for k in self.g.state.keywords(src.id))
        return has == want

    def source_kind_matches(self, what: str, inst: Instance) -> bool:
        """The cancel kinds read from the ability's card: ``when_revealed`` (a plot's when
        revealed ability), ``location`` (a location's triggered ability: Castle Black),
        ``character_ability`` (a character's triggered ability, not a forced one),
        ``triggered:<types>`` (a triggered ability of a card of these types, joined with
        ``+``: ``triggered:character+location``)."""
        if what == "when_revealed":
            trig = inst.ability.trigger if inst.ability is not None else None
            return inst.kind == "passive" and trig is not None and trig.event == "revealed"
        if what.startswith("triggered:"):
            origin = self.g.resolution.card_ability_source(inst)
            return origin is not None and origin[1] in what.split(":", 1)[1].split("+")
        src = self.g.state.cards.get(inst.source or "")
        if src is None or inst.is_event_card:
            return False
        if what == "location":
            return inst.kind not in ("framework", "marshal") and (
                self.g.state.card_type(src.id) == "location"
            )
        return inst.kind in ("action", "response", "save_cancel", "interrupt") and (
            self.g.state.card_type(src.id) == "character"
        )

    def play(self, who: str, choice: Option, against: Instance, win: Window) -> Gen[None]:
        g = self.g
        verb, ref = choice.key.split(" ", 1)
        if choice.key == "use title":
            yield from self.use_redirect(who, against)
            return
        if verb == "duplicate":
            dup = ref
            target = g.state.cards[dup].duplicate_of
            assert target is not None
            # 002 §4.2: a duplicate save is a gained triggered response; it can be cancelled
            # (2nd edition: it cannot; Rules Reference, "Duplicates")
            inst = Instance(
                g.next_id(),
                "save_cancel",
                who,
                f"duplicate saves {g.name(target)}",
                source=dup,
                cite=g.profile.duplicate_cite,
                cannot_be_cancelled=not g.profile.duplicate_save_cancellable,
            )
            g.push("ability", inst.label)
            yield from g.log(
                f"{who} discards a duplicate of {g.name(target)} to save it",
                g.profile.duplicate_cite,
                who,
            )
            occs = yield from g.leaving.remove(dup, "discard", inst)
            win.gates.extend(occs)
            g.triggers.queue_passives(win, occs)
            yield from self.step(inst, win)
            if not inst.cancelled:
                against.saved.add(target)
                yield from g.log(f"{g.name(target)} is saved", "002.timing.step2", who)
                occ = g.occurrence("saved", card=target, player=who, text=f"{g.name(target)} saved")
                win.gates.append(occ)
                g.triggers.queue_passives(win, [occ])
            g.pop()
            return
        inst = g.resolution.make_instance(who, ref, "save_cancel")
        ab0 = g.resolution.parse_ref(ref)[2]
        g.threats = tuple(self.save_threats(against, ab0.saves or "any"))
        g.terminal_threats = against.terminal
        g.cancelling = against
        g.push("ability", inst.label)
        yield from g.resolution.initiate(inst, win)
        g.cancelling = None
        g.threats = ()
        g.terminal_threats = {}
        yield from self.step(inst, win)
        if inst.cancelled:
            yield from g.log(
                f"{inst.label} is cancelled: it has no effect (its costs stay paid)", "002.clar.3.4"
            )
        else:
            ab = inst.ability
            assert ab is not None
            if ab.cancels and not (ab.saves and inst.targets):
                against.cancelled = True
                yield from g.log(f"{inst.label} cancels {against.label}", "002.timing.step2", who)
                yield from self.cancelled_event_to_discard(against)
            else:
                for t in inst.targets:
                    against.saved.add(t)
                    yield from g.log(
                        f"{g.name(t)} is saved from {against.label}", "002.timing.step2", who
                    )
                    occ = g.occurrence("saved", card=t, player=who, text=f"{g.name(t)} saved")
                    win.gates.append(occ)
                    g.triggers.queue_passives(win, [occ])
                yield from g.resolution.apply_effects(
                    inst, win, [e for e in ab.effects if e.op not in ("save", "cancel")]
                )
        g.resolution.discard_played_event(inst)
        g.pop()

    def cancelled_event_to_discard(self, inst: Instance) -> Gen[None]:
        """A Deathbound event goes to the dead pile only once successfully played: when its
        effects are cancelled it goes to the discard pile (seed 003 Deathbound)."""
        g = self.g
        st = g.state
        if not inst.is_event_card or inst.source is None:
            return
        moved = tuple(
            replace(m, destination="discard")
            if m.card == inst.source and m.how == "played" and m.destination == "dead"
            else m
            for m in st.moribund
        )
        if moved != st.moribund:
            g.set_state(replace(st, moribund=moved))
            yield from g.log(
                f"{g.name(inst.source)} was cancelled: a Deathbound event goes to the discard "
                "pile, not the dead pile",
                "003.keyword.deathbound",
            )

    def use_redirect(self, who: str, against: Instance) -> Gen[None]:
        """A title redirects the challenge: the defenders event's initiation is cancelled,
        stealth is chosen again, and the holder is the new defender."""
        g = self.g
        r = self.redirect_for(who, against)
        ch = g.state.challenge
        assert r is not None and ch is not None
        against.cancelled = True
        new = who if r.to == "holder" else ch.defender
        st = g.state.bump(f"round:redirect:{r.title}")
        g.set_state(
            replace(
                st,
                challenge=replace(
                    ch, defender=new, stealth=(), defenders=(), defending=None, redirected=who
                ),
            )
        )
        yield from g.log(
            f"{who} uses the {r.title} title: the {ch.type} challenge of {ch.attacker} now "
            f"targets {new}, with the same attackers",
            r.cite,
            who,
        )
        yield from g.log(
            "the redirect cancels the initiation of the defenders window; play goes back to "
            "the player actions after attackers were declared, before stealth",
            r.timing_cite,
            who,
        )
