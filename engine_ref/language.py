"""The ability language as a set of named features, for coverage reports.

Every building block a card's ability can be written with is a feature named
``<family>:<name>``: ``effect:kill``, ``cost:kneel_self``, ``trigger:won_challenge``,
``filter:trait``, ``value:hand``, ``keyword:stealth``, ``limit:per_round``, … The set is read
from the engine's own registries, so it grows with them; a card is expressible when every
feature its text needs is in ``features()``.
"""

from __future__ import annotations

from engine_ref.abilities import EVENTS, KINDS, SUBJECTS, Filter
from engine_ref.costs import COSTS
from engine_ref.effects import OPERATIONS
from engine_ref.values import VALUES

#: the keywords the rules of the engine read (as opposed to keywords a card merely has)
KEYWORDS = ("stealth", "renown", "limited", "deadly", "vigilant", "vengeful", "deathbound")
#: the periods an ability's limit counts over (``limit_per``)
LIMIT_PERIODS = ("round", "phase")

FAMILIES = (
    "trigger",
    "condition",
    "target",
    "filter",
    "value",
    "effect",
    "restriction",
    "cost",
    "keyword",
    "limit",
    "kind",
    "subject",
    "rule",
)


def features() -> frozenset[str]:
    """Every feature the engine supports now."""
    out: set[str] = set()
    out.update(f"effect:{op}" for op in OPERATIONS)
    out.update(f"cost:{op}" for op in COSTS)
    out.update(f"trigger:{ev}" for ev in EVENTS)
    out.update(f"filter:{name}" for name in Filter.__dataclass_fields__ if name != "zone")
    out.update(("target:play", "target:hand"))
    out.update(f"value:{x}" for x in VALUES)
    out.update(f"keyword:{k}" for k in KEYWORDS)
    out.update(f"limit:per_{p}" for p in LIMIT_PERIODS)
    out.update(f"kind:{k}" for k in KINDS)
    out.update(f"subject:{s}" for s in SUBJECTS)
    return frozenset(out)


def family(feature: str) -> str:
    """``effect:kill`` -> ``effect``."""
    return feature.split(":", 1)[0]
