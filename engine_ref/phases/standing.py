"""The standing phase: every kneeling card stands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.phases.pipeline import Actions, Begin, EndOfPhase, Event, Framework, Pipeline
from engine_ref.runtime import Gen, Instance
from engine_ref.timing import Occurrence, Option

if TYPE_CHECKING:
    from engine_ref.engine import Engine


def stand_all(g: Engine, inst: Instance) -> Gen[list[Occurrence]]:
    st = g.state
    stood = [c for c in st.in_play() if c.kneeling]
    held = yield from held_kneeling(g, [c.id for c in stood])
    # a card under "cannot stand" stays kneeling (Rules Reference, "Cannot")
    held |= {c.id for c in stood if st.restricted(c.id, "cannot_stand")}
    stood = [c for c in stood if c.id not in held]
    for c in stood:
        st = st.update_card(c.id, kneeling=False)
    g.set_state(st)
    yield from g.log("every kneeling card stands", g.cite_phase("standing"))
    # each card standing is a response opportunity of this framework window (seed 002
    # Timing Structure: framework actions open gates like player actions)
    return [
        g.occurrence("stood", card=c.id, player=c.controller, text=f"{c.name} stood") for c in stood
    ]


def held_kneeling(g: Engine, kneeling: list[str]) -> Gen[set[str]]:
    """A player under ``standing_limit`` ("cannot stand more than 2 characters during the
    standing phase") chooses which of his kneeling characters stand, up to the limit; the
    others stay kneeling."""
    st = g.state
    held: set[str] = set()
    for name in st.seat_order_from(st.first_player):
        limits = [e.amount for e, _ in st.player_constants(name, ("standing_limit",))]
        mine = [c for c in kneeling if st.cards[c].controller == name]
        mine = [c for c in mine if st.card_type(c) == "character"]
        if not limits or len(mine) <= min(limits):
            continue
        chosen: list[str] = []
        while len(chosen) < min(limits):
            opts = [Option(f"stand {c}", name, f"stand {g.name(c)}") for c in mine]
            opts = [o for o in opts if o.key.split(" ", 1)[1] not in chosen]
            pick = yield from g.ask(
                name, f"choose a character to stand (at most {min(limits)})", opts, "rr.cannot"
            )
            chosen.append(pick.key.split(" ", 1)[1])
        held |= {c for c in mine if c not in chosen}
        yield from g.log(
            f"{name} may stand only {min(limits)} characters: "
            + ", ".join(g.name(c) for c in mine if c not in chosen)
            + " stay kneeling",
            "rr.cannot",
            name,
        )
    return held


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
