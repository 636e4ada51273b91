"""The 2nd edition's phases as the Rules Reference's Appendix I lays them out: each phase
begins, its framework events run, the players act in one action window, the phase ends."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from engine_ref.phases.epic import EPIC
from engine_ref.phases.lcg2.challenges import take_challenges
from engine_ref.phases.lcg2.rounds import (
    check_reserve,
    determine_dominance,
    draw_phase_cards,
    return_titles,
    select_titles,
)
from engine_ref.phases.marshalling import collect_income
from engine_ref.phases.pipeline import (
    Actions,
    Begin,
    Custom,
    EachPlayer,
    EndOfPhase,
    Event,
    Framework,
    Pipeline,
)
from engine_ref.phases.plot import appoint_first_player, count_initiative, reveal_plots
from engine_ref.phases.setup import SETUP
from engine_ref.phases.standing import stand_all
from engine_ref.phases.taxation import return_unspent_gold

if TYPE_CHECKING:
    from engine_ref.engine import Engine


def melee(g: Engine) -> bool:
    """A melee game with titles (three players or more)."""
    return bool(g.profile.titles) and len(g.state.players) > 2


PLOT = Pipeline(
    "plot",
    (
        Begin(),
        Framework(
            "Reveal plots",
            (
                Event("choose and reveal plots", "001.phase.plot", reveal_plots),
                Event("initiative is compared", "001.phase.plot", count_initiative),
                Event(
                    "the winner chooses the first player", "001.phase.plot", appoint_first_player
                ),
            ),
            together=True,
        ),
        Framework(
            "Select titles",
            (Event("each player selects a title", "001.melee.plot", select_titles),),
            applies=melee,
        ),
        Actions(),
        EndOfPhase(),
    ),
)

DRAW = Pipeline(
    "draw",
    (
        Begin(),
        Framework(
            "Draw cards",
            (Event("each player draws {draw} cards", "001.phase.draw", draw_phase_cards),),
        ),
        Actions(),
        EndOfPhase(),
    ),
)

INCOME = Framework(
    "{player} is the active player",
    (Event("{player} collects income", "001.phase.marshalling", collect_income),),
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
                    "{player} is done",
                    (Event("the next player becomes the active player", "001.phase.marshalling"),),
                ),
            ),
            resume_at=("actions",),
            skip_on_resume=(INCOME,),
        ),
        EndOfPhase(),
    ),
)

CHALLENGES = Pipeline(
    "challenges",
    (
        Begin(),
        EachPlayer(
            (
                Custom("{player} may initiate challenges, one at a time", take_challenges),
                Framework(
                    "{player} is done with challenges",
                    (Event("the next player becomes the active player", "001.challenge.steps"),),
                ),
            )
        ),
        EndOfPhase(),
    ),
)

DOMINANCE = Pipeline(
    "dominance",
    (
        Begin(),
        Framework(
            "Dominance",
            (Event("dominance is determined", "001.phase.dominance", determine_dominance),),
            only_at=("begin",),
        ),
        Actions(),
        EndOfPhase(),
    ),
)

STANDING = Pipeline(
    "standing",
    (
        Begin(),
        Framework(
            "Standing",
            (Event("each kneeling card stands", "001.phase.standing", stand_all),),
            only_at=("begin",),
        ),
        Actions(),
        EndOfPhase(),
    ),
)

TAXATION = Pipeline(
    "taxation",
    (
        Begin(),
        Framework(
            "Taxation",
            (
                Event(
                    "unspent gold returns to the treasury",
                    "001.phase.taxation",
                    return_unspent_gold,
                ),
                Event("each player checks reserve", "001.phase.taxation", check_reserve),
                Event(
                    "titles return to the title pool",
                    "001.melee.taxation",
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

PIPELINES: Mapping[str, Pipeline] = MappingProxyType(
    {
        p.phase: p
        for p in (SETUP, PLOT, DRAW, MARSHALLING, CHALLENGES, DOMINANCE, STANDING, TAXATION, EPIC)
    }
)
