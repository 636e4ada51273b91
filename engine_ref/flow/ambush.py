"""Ambush in the 1st edition (House Targaryen): a card with the keyword is put into play from
hand as an "Any Phase:" action, its printed gold cost paid with influence (seed 003 House
Specific Keywords, Ambush). Being a keyword effect with a point of initiation it cannot be
cancelled (seed 002 §4.14); being put into play, it bypasses the gold penalty and Limited
(seed 002 §4.4) but not uniqueness (seed 002 §3.27). The 2nd edition's ambush (paid in gold
in the challenges phase) is ``engine_ref.flow.cards_in_play``'s."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.abilities import Ability, Cost, Effect
from engine_ref.flow.legality import Offer, Why
from engine_ref.runtime import Gen, Instance
from engine_ref.state import Card

if TYPE_CHECKING:
    from engine_ref.engine import Engine

AMBUSHED = ("character", "location")


def ambush_ability(c: Card) -> Ability:
    """The keyword as an ability of the card in hand: kneel influence equal to its printed
    cost, then it enters play."""
    return Ability(
        kind="action",
        text="ambush: put into play, its printed cost paid with influence",
        cost=(Cost(op="influence", amount=max(c.cost, 0)),) if c.cost > 0 else (),
        effects=(Effect(op="put_into_play", on="self"),),
        from_hand=True,
        cannot_be_cancelled=True,
        cite="003.keyword.ambush",
    )


class Ambush:
    """Options and use of the 1st edition's Ambush."""

    def __init__(self, g: Engine) -> None:
        self.g = g

    def refusal(self, player: str, c: Card) -> Why | None:
        g = self.g
        need = max(c.cost, 0)
        have = g.options.standing_influence(player)
        if have < need:
            return Why(
                "003.keyword.ambush", f"its cost of {need} is paid with influence; {have} standing"
            )
        return g.legality.unique_refusal(player, c, as_duplicate=False)

    def options(self, player: str, offer: Offer, listing: bool) -> None:
        """Ambush actions of ``player``'s hand (with the refused ones when ``listing``)."""
        g = self.g
        if g.profile.ambush_with != "influence":
            return
        st = g.state
        for cid in st.player(player).hand:
            c = st.cards[cid]
            # (a card in hand has its printed keywords: no cheaper test than the printed set)
            if "ambush" not in c.keywords or c.type not in AMBUSHED:
                continue
            why = self.refusal(player, c)
            if why is None or listing:
                offer.add(f"ambush {cid}", f"ambush {c.name} (pay {c.cost} influence)", why)

    def take(self, player: str, cid: str) -> Gen[None]:
        """The ambush action's window: influence knelt in step 1, nothing can cancel it, the
        card enters play in step 3."""
        g = self.g
        c = g.state.cards[cid]
        inst = Instance(
            g.next_id(),
            "action",
            player,
            f"{c.name} (ambush)",
            ability=ambush_ability(c),
            source=cid,
            cite="003.keyword.ambush",
            cannot_be_cancelled=True,
        )
        yield from g.timing.ability_window(inst)
