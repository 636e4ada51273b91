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
    for c in list(st.in_play()):
        if c.kneeling:
            st = st.update_card(c.id, kneeling=False)
    g.set_state(st)
    yield from g.log("every kneeling card stands", g.cite_phase("standing"))
    return []


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
