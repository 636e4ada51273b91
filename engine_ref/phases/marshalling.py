"""The marshalling phase: each player in turn is the active player, collects income and
marshals cards (seed 003 "Marshalling Phase"; seed 002 Timing Structure, steps 1a-1f; seed 000:
unspent gold is lost)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.phases.pipeline import (
    Actions,
    Begin,
    EachPlayer,
    EndOfPhase,
    Event,
    Framework,
    Pipeline,
)
from engine_ref.runtime import Gen, Instance
from engine_ref.timing import Occurrence

if TYPE_CHECKING:
    from engine_ref.engine import Engine


def collect_income(g: Engine, inst: Instance) -> Gen[list[Occurrence]]:
    name = g.state.active_player or g.state.first_player
    plot = g.state.revealed_plot(name)
    base = plot.plot.income if plot and plot.plot else 0
    if plot is not None and any(
        g.matches_filter(e.filter, plot.id, src.controller, src.id)
        for e, src in g.state.player_constants(name, ("base_gold_zero",))
    ):
        base = 0  # "treat the base gold value as if it were 0" (Naval Superiority)
    bonus = sum(g.state.income(c.id) for c in g.state.in_play(name))
    title = g.state.player(name).title
    bonus += sum(n for t, n in g.profile.title_income if t == title)
    bonus += g.state.plot_modifier(name, "income", base=base + bonus)
    gold = max(0, base + bonus)
    if g.state.player_constants(name, ("cannot_gain_gold",)):
        gold = 0  # he cannot gain gold (Rules Reference, "Cannot")
    p = g.state.player(name)
    g.set_state(g.state.update_player(name, gold=p.gold + gold))
    yield from g.log(
        f"{name} collects {gold} gold (plot {base}, cards {bonus}); gold pool {p.gold + gold}",
        "002.faq.income",
        name,
    )
    return [g.occurrence("income_collected", player=name, text=f"{name} collected income")]


def lose_unspent_gold(g: Engine, inst: Instance) -> Gen[list[Occurrence]]:
    name = g.state.active_player or g.state.first_player
    g.set_state(g.state.update_player(name, gold=0))
    yield from g.log(f"{name}'s unspent gold is lost", "000.phase.marshalling", name)
    return []


INCOME = Framework(
    "{player} is the active player",
    (Event("{player} counts income", "003.phase.marshalling", collect_income),),
)

MARSHALLING = Pipeline(
    "marshalling",
    (
        Begin(),
        EachPlayer(
            (
                INCOME,
                Actions("Player actions ({player} marshals)", marshal=True),
                Framework(
                    "{player} is done marshalling",
                    (
                        Event(
                            "{player} has no more actions that cost gold", "002.flow.marshalling"
                        ),
                        Event(
                            "{player}'s unspent gold is lost",
                            "000.phase.marshalling",
                            lose_unspent_gold,
                            applies=lambda p: p.gold_lost_at_end_of_marshalling,
                        ),
                    ),
                ),
            ),
            resume_at=("actions",),
            skip_on_resume=(INCOME,),
        ),
        EndOfPhase(),
    ),
)
