"""The phases of a round, each a declared pipeline of steps (``engine_ref.phases.pipeline``).

``PIPELINES`` maps a phase name to its pipeline; a ruleset profile lists the phases it plays
and in which order (``Profile.phases``).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from engine_ref.phases.challenges import CHALLENGES
from engine_ref.phases.dominance import DOMINANCE
from engine_ref.phases.draw import DRAW
from engine_ref.phases.epic import EPIC
from engine_ref.phases.marshalling import MARSHALLING
from engine_ref.phases.pipeline import Pipeline
from engine_ref.phases.plot import PLOT
from engine_ref.phases.setup import SETUP
from engine_ref.phases.standing import STANDING
from engine_ref.phases.taxation import TAXATION

PIPELINES: Mapping[str, Pipeline] = MappingProxyType(
    {
        p.phase: p
        for p in (SETUP, PLOT, DRAW, MARSHALLING, CHALLENGES, DOMINANCE, STANDING, TAXATION, EPIC)
    }
)

__all__ = ["PIPELINES", "Pipeline"]
