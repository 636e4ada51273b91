"""Setup: each player puts cards from hand into play up to the setup budget (seed 003 "Game
Setup"; no card effect triggers: seed 002 §2.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.phases.pipeline import Custom, Pipeline, Where
from engine_ref.runtime import Gen
from engine_ref.timing import Option, PriorityView

if TYPE_CHECKING:
    from engine_ref.engine import Engine


def set_up(g: Engine, where: Where) -> Gen[None]:
    """Setup: each player puts cards from hand into play up to the setup budget; no card
    effect triggers and nobody takes actions (seed 002 §2.1; seed 003 Game Setup)."""
    for name in g.state.seat_order_from(g.state.first_player):
        budget = g.profile.setup_gold
        placed: list[str] = []
        while True:
            st = g.state
            names_in_play = {c.name for c in st.in_play(name) if c.unique}
            cands = [
                cid
                for cid in st.player(name).hand
                if st.cards[cid].type in ("character", "location", "attachment")
                and 0 <= st.cards[cid].cost <= budget
                and not (st.cards[cid].unique and st.cards[cid].name in names_in_play)
                and not (
                    st.cards[cid].type == "attachment"
                    and not any(c.type == "character" for c in st.in_play(name))
                )
            ]
            opts = [Option(f"setup {c}", name, f"set up {g.name(c)}") for c in cands]
            opts.append(Option("done", name, "finish setting up"))
            g.priority = PriorityView(name, (), "setup")
            ch = yield from g.ask(name, f"set up cards ({budget} left)", opts, "003.setup")
            if ch.key == "done":
                break
            cid = ch.key.split(" ", 1)[1]
            card = g.state.cards[cid]
            budget -= card.cost
            attach: str | None = None
            if card.type == "attachment":
                targets = [c.id for c in g.state.in_play(name) if c.type == "character"]
                aopts = [Option(f"attach {t}", name, f"attach to {g.name(t)}") for t in targets]
                a = yield from g.ask(name, "attach to", aopts, "003.setup")
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


SETUP = Pipeline("setup", (Custom("each player sets up cards from hand", set_up),))
