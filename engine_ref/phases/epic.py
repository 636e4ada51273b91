"""Epic phases: created by card effects, played after the dominance phase (002 §3.34)."""

from __future__ import annotations

from engine_ref.phases.pipeline import Actions, EndOfPhase, Event, Framework, Pipeline

#: an epic phase: it begins, the players act, it ends (002 §3.34); what happens in it is up
#: to the cards that created it
EPIC = Pipeline(
    "epic",
    (
        Framework(
            "Epic phase {epic} begins",
            (Event("the epic phase '{epic}' begins", "002.clar.3.34", occurs="phase_begins"),),
        ),
        Actions(),
        EndOfPhase(),
    ),
)
