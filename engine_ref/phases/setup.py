"""Setup: each player puts cards from hand into play up to the setup budget (seed 003 "Game
Setup"; no card effect triggers: seed 002 §2.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.flow.legality import Offer
from engine_ref.phases.pipeline import Custom, Pipeline, Where
from engine_ref.runtime import Gen
from engine_ref.timing import PriorityView

if TYPE_CHECKING:
    from engine_ref.engine import Engine


def set_up(g: Engine, where: Where) -> Gen[None]:
    """Setup: each player puts cards from hand into play up to the setup budget; no card
    effect triggers and nobody takes actions (seed 002 §2.1; seed 003 Game Setup)."""
    for name in g.state.seat_order_from(g.state.first_player):
        budget = g.profile.setup_gold
        for e, _ in g.state.player_constants(name, ("setup_gold_limit",)):
            budget = min(budget, e.amount)  # "no more than N gold during setup" (an agenda)
        placed: list[str] = []
        while True:
            st = g.state
            offer = Offer(name)
            for cid in st.player(name).hand:
                card = st.cards[cid]
                # an event is listed as refused: setup places no event (seed 003 Game Setup 6)
                why = g.legality.setup_refusal(name, card, budget, placed)
                offer.add(f"setup {cid}", f"set up {g.name(cid)}", why)
            offer.add("done", "finish setting up", None)
            g.priority = PriorityView(name, (), "setup")
            ch = yield from g.ask(
                name,
                f"set up cards ({budget} left)",
                offer.options,
                "003.setup",
                refused=offer.refused,
            )
            if ch.key == "done":
                break
            cid = ch.key.split(" ", 1)[1]
            card = g.state.cards[cid]
            budget -= max(card.cost, 0) + g.legality.house_penalty(name, card)
            attach: str | None = None
            if card.type == "attachment":
                hosts = Offer(name)
                for t in placed:
                    why = g.legality.host_refusal(card, t, name)
                    hosts.add(f"attach {t}", f"attach to {g.name(t)}", why)
                a = yield from g.ask(
                    name, "attach to", hosts.options, "003.setup", refused=hosts.refused
                )
                attach = a.key.split(" ", 1)[1]
            g.set_state(g.state.move(cid, name, "play").update_card(cid, attached_to=attach))
            placed.append(cid)
        yield from g.log(
            f"{name} sets up "
            + (", ".join(g.name(c) for c in placed) or "nothing")
            + "; setup cards trigger no effect",
            "002.clar.2.1",
            name,
        )
    yield from refill_hands(g)


#: the opening hand each player draws back up to after setup (seeds 000, 001 and 003)
OPENING_HAND = 7


def refill_hands(g: Engine) -> Gen[None]:
    """After the setup cards are revealed, each player draws until his hand holds seven
    cards again (seed 003 Game Setup 7; seed 000 Game Setup 6; seed 001 Game Setup 10)."""
    for name in g.state.seat_order_from(g.state.first_player):
        drawn = 0
        while len(g.state.player(name).hand) < OPENING_HAND and g.state.player(name).deck:
            g.set_state(g.state.move(g.state.player(name).deck[0], name, "hand"))
            drawn += 1
        yield from g.log(
            f"{name} draws {drawn} card{'s' if drawn != 1 else ''}: his opening hand "
            f"holds {len(g.state.player(name).hand)}",
            "003.setup",
            name,
        )


SETUP = Pipeline("setup", (Custom("each player sets up cards from hand", set_up),))
