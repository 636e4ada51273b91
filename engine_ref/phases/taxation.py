"""The taxation phase: unspent gold returns to the treasury; in the 2nd edition each player
then discards down to his plot's reserve (seed 001 "Taxation Phase")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.phases.pipeline import Actions, Begin, EndOfPhase, Event, Framework, Pipeline
from engine_ref.phases.titles import return_titles
from engine_ref.runtime import Gen, Instance
from engine_ref.timing import Occurrence, Option

if TYPE_CHECKING:
    from engine_ref.engine import Engine


def return_unspent_gold(g: Engine, inst: Instance) -> Gen[list[Occurrence]]:
    """Every player returns his unspent gold, save one whose card says he keeps it (op
    ``keeps_unspent_gold``)."""
    st = g.state
    keep = [n for n in st.player_names if st.player_constants(n, ("keeps_unspent_gold",))]
    for name in st.player_names:
        if name not in keep:
            st = st.update_player(name, gold=0)
    g.set_state(st)
    yield from g.log("every player returns unspent gold", g.cite_phase("taxation"))
    for name in keep:
        yield from g.log(
            f"{name} keeps his {st.player(name).gold} unspent gold", g.cite_phase("taxation"), name
        )
    return []


def discard_to_reserve(g: Engine, inst: Instance) -> Gen[list[Occurrence]]:
    occs: list[Occurrence] = []
    for name in g.state.seat_order_from(g.state.first_player):
        plot = g.state.revealed_plot(name)
        reserve = plot.plot.reserve if plot and plot.plot else 7
        while len(g.state.player(name).hand) > reserve:
            hand = g.state.player(name).hand
            opts = [Option(f"discard {c}", name, f"discard {g.name(c)}") for c in hand]
            ch = yield from g.ask(
                name, f"discard down to your reserve of {reserve}", opts, "001.phase.taxation"
            )
            cid = ch.key.split(" ", 1)[1]
            g.set_state(g.state.move(cid, name, "discard"))
            yield from g.log(
                f"{name} discards {g.name(cid)} (reserve {reserve})",
                "001.phase.taxation",
                name,
            )
            occs.append(g.occurrence("discarded", card=cid, player=name))
    return occs


TAXATION = Pipeline(
    "taxation",
    (
        Begin(),
        Framework(
            "Taxation",
            (
                Event("unspent gold returns to the treasury", None, return_unspent_gold),
                Event(
                    "each player discards down to his reserve",
                    None,
                    discard_to_reserve,
                    applies=lambda p: p.reserve,
                ),
                Event(
                    "titles return to the Small Council Chamber",
                    "003.phase.taxation",
                    return_titles,
                    applies=lambda p: bool(p.titles),
                ),
            ),
            only_at=("begin",),
        ),
        Actions(),
        EndOfPhase(),
    ),
)
