"""Ability effects as a registry of small handlers, one module per family.

``OPERATIONS`` maps every effect op an ability may name to its one handler; the ability
parser accepts exactly these names, and ``engine_ref.flow.resolution`` dispatches to them.
Adding a primitive = one handler in the module of its family (or a new module listed
below), its entry in ``docs/engine/effects.md``, and a scenario.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine_ref.effects import (  # noqa: F401  (each module registers its handlers)
    challenge,
    control,
    game,
    gold,
    lasting,
    markers,
    power,
    removal,
    status,
    zones,
)
from engine_ref.effects.base import Applied, EffectContext, Operation, Outcome, registry
from engine_ref.effects.removal import REMOVAL_OPS

OPERATIONS: Mapping[str, Operation] = registry()
#: the order a front end lists the families in (a family not named here comes last)
FAMILIES = ("removal", "status", "lasting", "power", "gold", "zones", "control", "challenge")
EFFECT_OPS: tuple[str, ...] = tuple(
    sorted(
        OPERATIONS,
        key=lambda op: (
            FAMILIES.index(OPERATIONS[op].family)
            if OPERATIONS[op].family in FAMILIES
            else len(FAMILIES),
            list(OPERATIONS).index(op),
        ),
    )
)

__all__ = [
    "EFFECT_OPS",
    "FAMILIES",
    "OPERATIONS",
    "REMOVAL_OPS",
    "Applied",
    "EffectContext",
    "Operation",
    "Outcome",
]
