"""Conditions the 1st edition checks at all times, not only when an effect resolves:

- a card under a terminal effect is killed whenever its STR falls to 0 while the effect
  lasts (seed 002 §3.19: Grey Worm's "-2 STR until the end of the phase, killed at 0");
- an attachment whose restriction no longer holds is discarded at once, whatever its
  immunity; a blank attachment has lost its own restriction, so it must be on a character
  (seed 002 §3.20, the Foothold on the Shore example); a host that gains No attachments
  sheds them (seed 003 Keywords);
- a facedown attachment leaving play goes to its owner's discard pile (seed 002 §3.22).

They run after every effect in the six-step window (``Resolution.apply_effects``); what they
remove becomes Moribund like any other removal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.flow.cards_in_play import host_allows
from engine_ref.runtime import Gen, Instance
from engine_ref.state import replace
from engine_ref.timing import Occurrence

if TYPE_CHECKING:
    from engine_ref.engine import Engine


class StateChecks:
    """Terminal effects and attachment restrictions, checked after each effect."""

    def __init__(self, g: Engine) -> None:
        self.g = g

    def run(self, inst: Instance) -> Gen[list[Occurrence]]:
        g = self.g
        if g.profile.framework != "1e":
            # the 2nd edition too kills a card whose STR reaches 0 while a terminal effect
            # ("killed if its STR is 0 until the end of the phase") lasts on it
            return (yield from self.terminal(inst))
        occs = yield from self.terminal(inst)
        occs += yield from self.attachments(inst)
        return occs

    def terminal(self, inst: Instance) -> Gen[list[Occurrence]]:
        g = self.g
        st = g.state
        occs: list[Occurrence] = []
        for e in st.lasting:
            t = e.target
            if e.op != "str" or e.value != "terminal" or t not in st.cards:
                continue
            if not g.state.is_in_play(t) or g.state.is_moribund(t) or g.state.strength(t) > 0:
                continue
            yield from g.log(
                f"{g.name(t)} is at 0 STR while a terminal effect lasts on it: it is killed",
                "002.clar.3.19",
            )
            occs += yield from g.remove(t, "kill", self._as(e.source, inst), terminal=True)
        return occs

    def attachments(self, inst: Instance) -> Gen[list[Occurrence]]:
        g = self.g
        st = g.state
        occs: list[Occurrence] = []
        for c in st.in_play():
            host = c.attached_to
            if host is None or c.duplicate_of is not None or st.is_moribund(c.id):
                continue
            if st.is_moribund(host) or self.may_stay(c.id, host):
                continue
            yield from g.log(
                f"{c.name} no longer meets its attachment restriction on {g.name(host)}: "
                "it is discarded",
                "002.clar.3.20",
            )
            occs += yield from g.remove(c.id, "discard", self._as(c.id, inst))
        return occs

    def may_stay(self, att: str, host: str) -> bool:
        """May the attachment stay on its host: its own restriction, unless its text box is
        blank or it is facedown (then it must be on a character), and the host's No
        attachments."""
        g = self.g
        st = g.state
        card = st.cards[att]
        own = None if st.is_blank(att) or card.facedown else card.attach
        if own is None:
            if st.card_type(host) != "character":
                return False
        elif not g.matches_filter(own, host, card.controller, att):
            return False
        return host_allows(g, host, replace(card, attach=None), card.controller)

    def _as(self, source: str | None, inst: Instance) -> Instance:
        """The instance a check removes a card with: the rule's, not the ability's own."""
        g = self.g
        src = g.state.cards.get(source or "")
        return Instance(
            g.next_id(),
            "passive",
            src.controller if src is not None else inst.controller,
            src.name if src is not None else "a rule",
            source=source,
            cite="002.clar.3.20",
            cannot_be_cancelled=True,
            cannot_be_saved=True,
        )
