"""Forced abilities (passives) and responses: which occurrences trigger what, in which order
simultaneous passives resolve, and which responses a player may play."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from engine_ref.abilities import Ability, Effect
from engine_ref.effects.zones import DELAYED_OPS
from engine_ref.runtime import Gen, Instance, Window
from engine_ref.state import Card, Player
from engine_ref.timing import Occurrence, Option, Refused

if TYPE_CHECKING:
    from engine_ref.engine import Engine


class Triggers:
    """Passives and the responses open to a player."""

    def __init__(self, g: Engine) -> None:
        self.g = g
        self._kind_cache: dict[
            tuple[str, bool], tuple[tuple[Player, ...], Mapping[str, Card], object, list[Card]]
        ] = {}

    def cards_with(self, kind: str, plots: bool = False) -> list[Card]:
        """Cards in play (and revealed plots) with an ability of ``kind``, in seat and play
        order; cached per state value (most windows change neither zones nor cards)."""
        g = self.g
        st = g.state
        key = (kind, plots)
        hit = self._kind_cache.get(key)
        if hit is not None and hit[0] is st.players and hit[1] is st.cards and hit[2] is st.lasting:
            return hit[3]
        out = [
            c
            for c in st.in_play()
            if c.abilities and any(ab.kind == kind for ab in st.abilities(c.id))
        ]
        if plots:
            for p in st.players:
                out.extend(
                    st.cards[c]
                    for c in p.plot
                    if any(ab.kind == kind for ab in st.cards[c].abilities)
                )
        self._kind_cache[key] = (st.players, st.cards, st.lasting, out)
        return out

    def queue_passives(self, win: Window, occs: list[Occurrence], when: str = "after") -> None:
        """Queue the passives (forced abilities) the occurrences trigger. ``when="before"``
        collects the forced interrupts of imminent occurrences (lcg2)."""
        g = self.g
        if not occs:
            return
        st = g.state
        for occ in occs:
            if occ.event != "won_challenge" or when != "after":
                continue
            for eff in st.lasting:
                if eff.op == "if_win" and eff.target == occ.player:
                    index, _, chosen = eff.value.partition(":")
                    base = st.cards[eff.source].abilities[int(index)]
                    delayed = Ability(
                        kind="passive",
                        text=f"{base.text} (the part that needs a won challenge)",
                        target=base.if_win_target,
                        effects=base.if_win,
                        optional=True,  # "may": seed 000's example lets Darrell choose
                        cite=base.cite,
                    )
                    # the card the ability chose is the delayed part's "trigger" card
                    won = replace(occ, card=chosen) if chosen in st.cards else occ
                    win.pending.append((delayed, eff.source, won))
        if when == "before":
            self.queue_delayed(win, {o.event for o in occs})
        sources = self.cards_with("passive", plots=True)
        if not sources:
            return
        for occ in occs:
            for c in sources:
                for ab in st.abilities(c.id):
                    if ab.kind != "passive" or ab.trigger is None or ab.trigger.when != when:
                        continue
                    # a plot's own "when revealed" answers its own reveal only; a forced
                    # reaction of another card may answer any plot's ("after a Winter plot
                    # card is revealed")
                    if (
                        occ.event == "revealed"
                        and ab.trigger.event == "revealed"
                        and occ.card != c.id
                        and c.type == "plot"
                    ):
                        continue
                    if g.trigger_matches(ab.trigger, occ, c.id, c.controller):
                        win.pending.append((ab, c.id, occ))

    def queue_delayed(self, win: Window, events: set[str]) -> None:
        """The delayed effects due as the phase ends, or as the challenge ends ("at the end
        of the challenge"), queued with the forced interrupts to that end."""
        if "phase_ends" in events:
            self.queue_delayed_returns(win)
            self.queue_end_of_phase(win)
        if "challenge_ends" in events:
            self.queue_delayed_returns(win, "challenge")

    def queue_end_of_phase(self, win: Window) -> None:
        """The delayed discards of this phase (``discard_at_end_of_phase``) resolve among the
        forced interrupts to its end, each on its card (Rules Reference, "Delayed Effects")."""
        g = self.g
        st = g.state
        due = [e for e in st.lasting if e.op == "discard_at_end_of_phase" and e.value == st.phase]
        if not due:
            return
        g.set_state(replace(st, lasting=tuple(e for e in st.lasting if e not in due)))
        for eff in due:
            delayed = Ability(
                kind="passive",
                text=f"{g.name(eff.target)} is discarded from play as the phase ends",
                effects=(Effect(op="discard", on="trigger"),),
                cannot_be_cancelled=True,  # not a triggered ability
                cannot_be_saved=bool(eff.amount),
                cite="rr.delayed",
            )
            occ = g.occurrence("phase_ends", card=eff.target, player=eff.by, text=eff.text)
            win.pending.append((delayed, eff.source, occ))

    def queue_delayed_returns(self, win: Window, period: str = "phase") -> None:
        """The delayed returns (and poison tokens) due as the phase ends (ops
        ``return_at_phase_end``, ``poison``), or those due as the challenge ends (``period``
        ``challenge``: ``until: challenge``): each resolves once, among the forced
        interrupts to that end, on its card (Rules Reference, "Delayed Effects"); the first
        player orders them with the others."""
        g = self.g
        for e in g.state.lasting:
            if e.op != "return_at_phase_end" or not g.state.is_in_play(e.target):
                continue
            if (e.until == "challenge") != (period == "challenge"):
                continue
            ability = Ability(
                kind="passive",
                text=e.text,
                effects=(Effect(DELAYED_OPS[e.value.split(":", 1)[0]], on="trigger"),),
                cannot_be_cancelled=True,  # not a triggered ability
                cannot_be_saved=bool(e.amount),
                cite="rr.delayed",
            )
            occ = g.occurrence("phase_ends", card=e.target, text=e.text)
            win.pending.append((ability, e.source, occ))

    def resolve_passives(self, win: Window) -> Gen[None]:
        """Step 4: each passive runs initiate / save-cancel / execute / its own passives; the
        first player orders simultaneous ones (seed 002 step 4; §2.2, printed 6.1, for 'when revealed')."""
        g = self.g
        if g.game_end.pending():
            yield from g.game_end.resolve_game_end()
        while win.pending:
            batch = win.pending
            win.pending = []
            while batch:
                if g.game_end.pending():
                    yield from g.game_end.resolve_game_end()
                if len(batch) > 1:
                    opts = [
                        Option(
                            f"order {i + 1}",
                            g.state.first_player,
                            f"{g.name(src)}: {ab.text}",
                        )
                        for i, (ab, src, _) in enumerate(batch)
                    ]
                    revealed = any(o.event == "revealed" for _, _, o in batch)
                    ch = yield from g.ask(
                        g.state.first_player,
                        "the first player orders simultaneous passives",
                        opts,
                        "002.clar.2.2" if revealed else "002.timing.step4",
                    )
                    idx = int(ch.key.split(" ")[1]) - 1
                else:
                    idx = 0
                ab, src, occ = batch.pop(idx)
                yield from self.resolve_one_passive(ab, src, occ, win)
        if g.game_end.pending():
            yield from g.game_end.resolve_game_end()

    def resolve_one_passive(self, ab: Ability, src: str, occ: Occurrence, win: Window) -> Gen[None]:
        g = self.g
        c = g.state.cards[src]
        inst = Instance(
            g.next_id(),
            "passive",
            c.controller,
            c.name,
            ability=ab,
            source=src,
            trigger=occ,
            cite=ab.cite or "002.timing.step4",
            cannot_be_cancelled=ab.cannot_be_cancelled,
            cannot_be_saved=ab.cannot_be_saved,
        )
        g.push("ability", f"Passive: {inst.label}")
        yield from g.timing.announce_passive(inst, occ)
        if occ.event == "keyword":
            yield from g.log(
                "a keyword effect cannot be cancelled, but its targets can be saved",
                "002.clar.4.14",
            )
        yield from g.resolution.initiate(inst, win)
        yield from g.save_cancel.step(inst, win)
        outer = win.pending
        win.pending = []
        yield from g.resolution.execute(inst, win)
        nested = win.pending
        win.pending = outer
        if nested:
            sub = Window(win.kind, win.label, win.initiator, win.gates, win.used, nested)
            yield from self.resolve_passives(sub)
        g.pop()

    def response_options(
        self, who: str, win: Window, refused: list[Refused] | None = None
    ) -> list[tuple[Option, Occurrence, int]]:
        """The responses ``who`` may play now: each answers an open gate it has not answered
        yet (seed 002 §2.4). With ``refused``, a response whose gate is open but that a
        rule forbids now (its limit, its cost, a Limited Response already used) is added to
        it with the rule."""
        g = self.g
        out: list[tuple[Option, Occurrence, int]] = []
        sources = g.options.playable_sources(who, "response")
        if not sources:
            return out
        gates = g.timing.response_gates(win)
        used = set().union(*(w.used for w in g.windows)) if g.windows else win.used
        for c, i, ab in sources:
            if ab.trigger is None or ab.phase not in ("any", g.state.phase):
                continue
            for occ in gates:
                key = (f"{c.id}#{i}", occ.id)
                if key in used or key in win.used:
                    continue  # 002 §2.4 / once per triggering condition
                if not g.trigger_matches(ab.trigger, occ, c.id, who):
                    continue
                label = f"{c.name}: {ab.text} (after: {occ.text or occ.event})"
                why = g.options.refusal(who, c, i, ab, None, occ)
                if why is None:
                    out.append((Option(g.options.use_key(c, i, ab), who, label), occ, i))
                elif refused is not None:
                    refused.append(why.refuse(g.options.use_key(c, i, ab), who, label))
                break
        return out
