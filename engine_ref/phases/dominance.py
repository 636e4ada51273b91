"""The dominance phase (seed 003 "Dominance Phase"; seed 001 for the 2nd edition)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.phases.pipeline import Actions, Begin, EndOfPhase, Event, Framework, Pipeline
from engine_ref.runtime import Gen, Instance
from engine_ref.timing import Occurrence

if TYPE_CHECKING:
    from engine_ref.engine import Engine


def reward_dominance(g: Engine, inst: Instance) -> Gen[list[Occurrence]]:
    st = g.state
    scores: dict[str, int] = {}
    for name in st.player_names:
        s = sum(
            st.strength(c.id)
            for c in st.in_play(name)
            if g.state.card_type(c.id) == "character" and not c.kneeling
        )
        if g.profile.dominance_counts_gold:
            s += st.player(name).gold
        scores[name] = s
    yield from g.log(
        "dominance: " + ", ".join(f"{n} {v}" for n, v in scores.items()),
        g.cite_phase("dominance"),
    )
    best = max(scores.values())
    tops = [n for n, v in scores.items() if v == best]
    if len(tops) > 1 or best == 0:
        yield from g.log("tie for dominance: nobody wins it", "002.faq.dominance-tie")
        return []
    w = tops[0]
    yield from g.add_power(
        1, f"{w} wins dominance and claims 1 power", g.cite_phase("dominance"), w, player=w
    )
    return [
        g.occurrence("dominance_won", player=w, text=f"{w} won dominance"),
        g.occurrence("power_claimed", player=w, text=f"{w} claimed power for dominance"),
    ]


DOMINANCE = Pipeline(
    "dominance",
    (
        Begin(),
        Framework(
            "Dominance",
            (Event("dominance is rewarded", None, reward_dominance),),
            only_at=("begin",),
        ),
        Actions(),
        EndOfPhase(),
    ),
)
