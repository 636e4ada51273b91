"""The phases of a round, each a declared pipeline of steps (``engine_ref.phases.pipeline``).

``PIPELINES`` maps a phase name to its pipeline in the 1st-edition frameworks (``lcg1``,
``ccg-winter``, seed 002's flowcharts); ``engine_ref.phases.lcg2`` holds the 2nd edition's
(the Rules Reference's Appendix I). A profile names its frameworks (``Profile.framework``)
and lists the phases it plays, in order (``Profile.phases``).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from engine_ref.phases.challenges import CHALLENGES
from engine_ref.phases.dominance import DOMINANCE
from engine_ref.phases.draw import DRAW
from engine_ref.phases.epic import EPIC
from engine_ref.phases.lcg2 import PIPELINES as LCG2_PIPELINES
from engine_ref.phases.marshalling import MARSHALLING
from engine_ref.phases.pipeline import Pipeline
from engine_ref.phases.plot import PLOT
from engine_ref.phases.setup import SETUP
from engine_ref.phases.standing import STANDING
from engine_ref.phases.taxation import TAXATION
from engine_ref.profiles import Profile

PIPELINES: Mapping[str, Pipeline] = MappingProxyType(
    {
        p.phase: p
        for p in (SETUP, PLOT, DRAW, MARSHALLING, CHALLENGES, DOMINANCE, STANDING, TAXATION, EPIC)
    }
)

FRAMEWORKS: Mapping[str, Mapping[str, Pipeline]] = MappingProxyType(
    {"1e": PIPELINES, "lcg2": LCG2_PIPELINES}
)


def pipelines(profile: Profile) -> Mapping[str, Pipeline]:
    """The phase pipelines of a ruleset."""
    return FRAMEWORKS[profile.framework]


__all__ = ["FRAMEWORKS", "PIPELINES", "Pipeline", "pipelines"]
