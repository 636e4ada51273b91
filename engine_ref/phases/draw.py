"""The draw phase, and drawing a card (one at a time: seed 002 §1.1; the draw cap of the
1st edition: seed 002 "The Draw Cap")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.phases.pipeline import Actions, Begin, EndOfPhase, Event, Framework, Pipeline
from engine_ref.runtime import Gen, Instance
from engine_ref.timing import Occurrence

if TYPE_CHECKING:
    from engine_ref.engine import Engine


def draw_cards(g: Engine, inst: Instance) -> Gen[list[Occurrence]]:
    occs: list[Occurrence] = []
    for name in g.state.seat_order_from(g.state.first_player):
        title = g.state.player(name).title
        extra = sum(n for t, n in g.profile.title_draw if t == title)
        for _ in range(g.profile.draw_phase_cards + extra):
            occs.extend((yield from draw_card(g, name, counts=False)))
    return occs


def draw_card(g: Engine, name: str, counts: bool = True) -> Gen[list[Occurrence]]:
    st = g.state
    key = f"round:draws:{name}"
    if counts and g.profile.draw_cap is not None and st.counter(key) >= g.profile.draw_cap:
        yield from g.log(f"{name} has reached the draw cap", "002.rules.draw-cap", name)
        return []
    p = st.player(name)
    if not p.deck:
        yield from g.log(f"{name}'s deck is empty: no card drawn", g.cite_phase("draw"), name)
        return []
    cid = p.deck[0]
    st = st.move(cid, name, "hand")
    if counts:
        st = st.bump(key)
    g.set_state(st.bump(f"phase:drawn:{name}"))  # "not yet drawn any cards this phase"
    yield from g.log(f"{name} draws a card", "002.clar.1.1", name)
    return [g.occurrence("drawn", card=cid, player=name, text=f"{name} drew a card")]


DRAW = Pipeline(
    "draw",
    (
        Begin(),
        Actions(only_at=("begin", "actions")),
        Framework("Draw cards", (Event("each player draws {draw} cards", None, draw_cards),)),
        Actions(),
        EndOfPhase(),
    ),
)
