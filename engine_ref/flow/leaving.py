"""Cards leaving play: removal (Moribund in the six-step window, at once in the 2nd edition),
replacement destinations, attachments and power on the way out, and step 6."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.effects import REMOVAL_OPS
from engine_ref.runtime import Gen, Instance
from engine_ref.state import Moribund, replace
from engine_ref.timing import Occurrence

if TYPE_CHECKING:
    from engine_ref.engine import Engine


class Leaving:
    """Removal from play and the Moribund state."""

    def __init__(self, g: Engine) -> None:
        self.g = g

    def remove(
        self, card_id: str, op: str, inst: Instance, *, terminal: bool = False
    ) -> Gen[list[Occurrence]]:
        """Kill / discard / sacrifice / return a card in play. With Moribund (lcg1, ccg) the
        card only becomes Moribund; it leaves play in step 6."""
        g = self.g
        st = g.state
        how, dest = REMOVAL_OPS[op]
        if not st.is_in_play(card_id):
            return []
        c = st.cards[card_id]
        if card_id in inst.saved and not terminal:
            yield from g.log(
                f"{c.name} was saved and is not {how}", "002.timing.step2", inst.controller
            )
            return []
        if f"cannot-be-{how}" in st.keywords(card_id) or st.restricted(card_id, f"cannot_be_{how}"):
            yield from g.log(f"{c.name} cannot be {how}", "002.clar.4.3")
            return []
        if st.restricted(card_id, "cannot_leave_play"):
            yield from g.log(f"{c.name} cannot leave play: it is not {how}", "rr.cannot")
            return []
        if st.is_moribund(card_id):
            yield from g.log(
                f"{c.name} is already Moribund and cannot be removed from play again",
                "002.timing.moribund-exception",
            )
            return []
        if dest == "discard" and "deathbound" in st.keywords(card_id):
            dest = "dead"
        dest = yield from self.replaced_destination(card_id, how, dest)
        if (
            how in ("killed", "discarded")
            and "stalwart" in g.profile.keywords
            and "stalwart" in st.keywords(card_id)
        ):
            dest = "deck_top"  # seed 003 House Specific Keywords, Stalwart
            yield from g.log(
                f"{c.name} has Stalwart: it goes on top of its owner's deck instead",
                "003.keyword.stalwart",
                c.controller,
            )
        if c.facedown:
            dest = "discard"  # 002 §3.22: a facedown attachment always goes to the discard pile
        if c.type != "character" and dest == "dead" and how == "killed":
            dest = "discard"  # 002 §3.23
            if st.card_type(card_id) == "character":
                yield from g.log(
                    f"{c.name} is a {c.type} acting as a character: killed, it goes to the "
                    "discard pile, not the dead pile (its kill still triggers)",
                    "002.clar.3.23",
                    inst.controller,
                )
        occs = [
            g.occurrence(
                how, card=card_id, player=c.controller, text=f"{c.name} {how}", source=inst.id
            )
        ]
        # "a character was killed under your control this round": its controller and
        # factions as it is killed, counted once it has left
        kill_keys = self.kill_keys(card_id) if how == "killed" else ()
        if g.profile.moribund:
            g.set_state(replace(st, moribund=(*st.moribund, Moribund(card_id, dest, how))))
            yield from g.log(
                f"{g.name(card_id)} is {how} and becomes Moribund (leaves play in step 6)",
                "002.timing.moribund",
                inst.controller,
            )
        else:
            yield from self.leave_play(card_id, dest)
            yield from g.log(
                f"{g.name(card_id)} is {how} and leaves play", "rr.leaves-play", inst.controller
            )
        # "a character that was killed this phase" (filter ``killed_this_phase``)
        g.set_state(g.state.bump(f"phase:{how}:{card_id}"))
        for key in kill_keys:
            g.set_state(g.state.bump(key))
        return occs

    def kill_keys(self, card_id: str) -> tuple[str, ...]:
        """The round's counters a kill raises: its controller had a card of each of its
        factions (and of ``any``) killed (condition ``killed_this_round``)."""
        st = self.g.state
        who = st.cards[card_id].controller
        return tuple(f"round:killed:{who}:{f}" for f in ("any", *sorted(st.factions(card_id))))

    def replaced_destination(self, card_id: str, how: str, dest: str) -> Gen[str]:
        """Where a leaving card goes once replacement effects (its own ``replacement``
        abilities) and interrupts that sent it elsewhere (``leave_instead``) apply."""
        g = self.g
        st = g.state
        c = st.cards[card_id]
        for ab in c.abilities:
            if (
                ab.kind == "replacement"
                and ab.destination
                and ab.trigger is not None
                and ab.trigger.event in (how, "leaves_play")
            ):
                yield from g.log(
                    f"{c.name}: {ab.text or 'replacement effect'} — goes to {ab.destination.replace('_', ' ')} instead",
                    ab.cite or "002.clar.3.21",
                    c.controller,
                )
                dest = ab.destination
        for e in st.lasting:
            if e.target == card_id and e.op == "leave_instead":
                dest = e.value  # an interrupt sent it elsewhere ("instead of ...")
                yield from g.log(
                    f"{c.name} goes to {dest.replace('_', ' ')} instead", "rr.interrupts", e.by
                )
        return dest

    def leave_play(self, card_id: str, dest: str) -> Gen[None]:
        g = self.g
        st = g.state
        c = st.cards[card_id]
        for a in st.attachments_of(card_id):
            if st.is_in_play(a):
                ac = st.cards[a]
                # 2nd edition: attachments go back to their owners' hands, terminal ones
                # and duplicates are discarded (Rules Reference, "Leaves Play", "Terminal")
                to_hand = (
                    g.profile.attachments_return_to_hand
                    and ac.duplicate_of is None
                    and "terminal" not in st.keywords(a)
                )
                st = st.move(a, ac.owner, "hand" if to_hand else "discard").update_card(
                    a,
                    attached_to=None,
                    duplicate_of=None,
                    kneeling=False,
                    power=0,
                    gold=0,
                    tokens=(),
                    controller=ac.owner,
                )
        if c.power:
            yield from g.log(
                f"{c.name}'s {c.power} power returns to the power pool",
                "002.timing.step6",
                c.controller,
            )
        zone, top = {
            "dead": ("dead", False),
            "discard": ("discard", False),
            "hand": ("hand", False),
            "deck_top": ("deck", True),
            "deck_bottom": ("deck", False),
            # shuffled into the deck: the engine keeps a deck's order (the players do not
            # know it), so the card simply joins the deck
            "deck_shuffled": ("deck", True),
            "shadows": ("shadows", False),
            "removed": ("removed", False),
        }[dest]
        st = st.move(card_id, c.owner, zone, top=top).update_card(
            card_id,
            power=0,
            gold=0,
            tokens=(),
            kneeling=False,
            attached_to=None,
            duplicate_of=None,
            controller=c.owner,
        )
        st = st.out_of_challenge(card_id)
        # lasting effects on it, and on the attachments that left with it, end: each is a
        # new card once out of play (Rules Reference, "Leaves Play")
        gone = {card_id, *(a for a in g.state.attachments_of(card_id))}
        st = replace(st, lasting=tuple(e for e in st.lasting if e.target not in gone))
        g.set_state(st)

    def resolve_moribund(self) -> Gen[None]:
        """Step 6: Moribund cards physically leave play; attachments and duplicates are
        discarded, power returns (seed 002 Timing Structure, step 6)."""
        g = self.g
        st = g.state
        if not st.moribund or len(g.windows) > 1:
            # only the outermost window closes the Moribund state
            if len(g.windows) <= 1:
                yield from g.log("the window closes; every gate closes with it", "002.timing.step6")
            return
        while g.state.moribund:
            m = g.state.moribund[0]
            if m.how == "played":
                c = g.state.cards[m.card]
                if m.card in g.state.player(c.owner).limbo:
                    g.set_state(g.state.move(m.card, c.owner, m.destination))
                    self.drop_moribund(m.card)
                    yield from g.log(
                        f"{c.name} goes to the {m.destination} pile",
                        "002.timing.moribund-events",
                        c.owner,
                    )
                else:
                    self.drop_moribund(m.card)
                continue
            if not g.state.is_in_play(m.card):
                self.drop_moribund(m.card)
                continue
            yield from self.leave_play(m.card, m.destination)
            self.drop_moribund(m.card)
            yield from g.log(
                f"{g.name(m.card)} leaves play: {m.destination.replace('_', ' ')}",
                "002.timing.step6",
            )
        g.set_state(replace(g.state, moribund=()))
        yield from g.game_end.check_elimination()
        yield from g.log("the window closes; every gate closes with it", "002.timing.step6")

    def drop_moribund(self, card_id: str) -> None:
        """Forget Moribund entries of this card and of cards that already left with it."""
        g = self.g
        st = g.state
        limbo = {c for p in st.players for c in p.limbo}
        keep = tuple(
            m
            for m in st.moribund
            if m.card != card_id and (st.is_in_play(m.card) or m.card in limbo)
        )
        g.set_state(replace(st, moribund=keep))
