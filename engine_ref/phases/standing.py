"""The standing phase: every kneeling card stands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.phases.pipeline import Actions, Begin, EndOfPhase, Event, Framework, Pipeline
from engine_ref.runtime import Gen, Instance
from engine_ref.timing import Occurrence

if TYPE_CHECKING:
    from engine_ref.engine import Engine


def stand_all(g: Engine, inst: Instance) -> Gen[list[Occurrence]]:
    st = g.state
    stood = [c for c in st.in_play() if c.kneeling]
    for c in stood:
        st = st.update_card(c.id, kneeling=False)
    g.set_state(st)
    yield from g.log("every kneeling card stands", g.cite_phase("standing"))
    # each card standing is a response opportunity of this framework window (seed 002
    # Timing Structure: framework actions open gates like player actions)
    return [
        g.occurrence("stood", card=c.id, player=c.controller, text=f"{c.name} stood") for c in stood
    ]


STANDING = Pipeline(
    "standing",
    (
        Begin(),
        Framework(
            "Standing", (Event("all kneeling cards stand", None, stand_all),), only_at=("begin",)
        ),
        Actions(),
        EndOfPhase(),
    ),
)
