"""Ability effects as a registry of small handlers, one module per family.

``OPERATIONS`` maps every effect op an ability may name to its one handler; the ability
parser accepts exactly these names, and ``engine_ref.flow.resolution`` dispatches to them.
Adding a primitive = one handler in the module of its family (or in a new module here: every
module of the package is imported), its entry in ``docs/engine/effects.md``, and a scenario.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Mapping

from engine_ref.effects.base import Applied, EffectContext, Operation, Outcome, registry
from engine_ref.effects.removal import REMOVAL_OPS

# every module of this package registers the handlers of its family when imported
for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")

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
