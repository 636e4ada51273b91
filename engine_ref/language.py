"""The ability language as a set of named features, for coverage reports.

Every building block a card's ability can be written with is a feature named
``<family>:<name>``: ``effect:kill``, ``cost:kneel_self``, ``trigger:won_challenge``,
``condition:controls``, ``filter:trait``, ``target:discard``, ``value:hand``,
``keyword:stealth``, ``limit:per_round``, ``restriction:cannot_be_killed``, … The set is read
from the engine's own registries (effect ops, costs, trigger events, conditions, values,
filter fields, the zones a target is chosen in, the places a card is moved to, the keywords
the rules profiles read), so it grows with them; a card is expressible when every feature its
text needs is in ``features()`` (``engine-ref cards --coverage``).
"""

from __future__ import annotations

from engine_ref.abilities import (
    DURATIONS,
    EVENTS,
    KINDS,
    LIMIT_PERIODS,
    SUBJECTS,
    Ability,
    Filter,
    Target,
)
from engine_ref.conditions import CONDITIONS
from engine_ref.costs import COSTS
from engine_ref.effects import OPERATIONS
from engine_ref.effects.zones import DESTINATIONS
from engine_ref.profiles import PROFILES
from engine_ref.values import VALUES

#: keywords read by the engine's own flow rather than listed in a profile: the 2nd
#: edition's shadow (X) and bestow (X) (``engine_ref.flow.cards_in_play``), immunity
#: (``GameState.immunities``), and the "cannot be …" keywords of the leaving-play rules
FLOW_KEYWORDS = ("shadow", "bestow", "immune", "no attachments")
#: where a target may be chosen (``Filter.zone``, read by ``flow.options.zone_pool``)
TARGET_ZONES = (
    "play",
    "hand",
    "discard",
    "dead",
    "deck",
    "deck_top",
    "shadows",
    "plot_deck",
    "used_pile",
    "plot",  # a revealed plot ("a revealed War plot card")
)
#: the "cannot …" kinds the rules read (``restrict`` with ``value:``, ``GameState.restricted``)
RESTRICTIONS = (
    "cannot_be_killed",
    "cannot_be_discarded",
    "cannot_be_sacrificed",
    "cannot_be_returned",
    "cannot_leave_play",
    "cannot_be_chosen",
    "cannot_kneel",
    "cannot_stand",
    "cannot_be_declared_attacker",
    "cannot_be_declared_defender",
    "cannot_be_bypassed_by_stealth",
    "does_not_kneel_attacking",
    "does_not_kneel_defending",
    "does_not_contribute_strength",
    "may_defend_kneeling_without_icon",
    # a standing character may defend without the challenge's icon (Water Gardens Sentry)
    "may_defend_without_icon",
    "does_not_contribute_dominance",
    # the character must be declared as an attacker or a defender when it is able to be
    # (``engine_ref.phases``: "done" is refused while it is eligible and not declared)
    "must_be_declared",
    # the card cannot gain power: claimed, moved onto it, or for renown
    "cannot_gain",
    # the card cannot gain challenge icons (``engine_ref.copies.cannot_gain_icons``)
    "cannot_gain_icons",
    # an attacker with assault that cannot choose a location with it (Thenns, under a while)
    "cannot_assault",
    # a character the defending player must choose for military claim while able to
    "must_be_chosen_for_claim",
)

FAMILIES = (
    "trigger",
    "condition",
    "target",
    "filter",
    "value",
    "effect",
    "destination",
    "restriction",
    "cost",
    "keyword",
    "limit",
    "kind",
    "subject",
    "rule",
)


def keywords() -> frozenset[str]:
    """The keywords the engine reads: every rules profile's, and the flow's own."""
    out = {k for p in PROFILES.values() for k in p.keywords}
    out.update(FLOW_KEYWORDS)
    return frozenset(out)


def features() -> frozenset[str]:
    """Every feature the engine supports now."""
    out: set[str] = set()
    out.update(f"effect:{op}" for op in OPERATIONS)
    out.update(f"cost:{op}" for op in COSTS)
    out.update(f"trigger:{ev}" for ev in EVENTS)
    out.update(f"condition:{c}" for c in CONDITIONS)
    out.update(f"filter:{name}" for name in Filter.__dataclass_fields__ if name != "zone")
    out.update(f"target:{z}" for z in TARGET_ZONES)
    out.update(("target:player", "target:opponent"))
    out.update(f"destination:{d}" for d in DESTINATIONS)
    out.update(f"value:{x}" for x in VALUES)
    out.update(f"keyword:{k}" for k in keywords())
    out.update(f"restriction:{r}" for r in RESTRICTIONS)
    # "Limit N per period" counts this copy's uses; "Max N per period" (``max: true``) every
    # use of the title by its player; the game resets the counters of each period
    out.update(f"limit:per_{p}" for p in LIMIT_PERIODS)
    out.update(f"limit:max_per_{p}" for p in LIMIT_PERIODS)
    out.update(f"kind:{k}" for k in KINDS)
    # an ability's flag rather than a kind: "Any player may initiate this ability"
    if "any_player" in Ability.__dataclass_fields__:
        out.add("kind:any_player")
    out.update(f"subject:{s}" for s in SUBJECTS)
    # "(up to 2 instead if …)": a target's ``more`` / ``more_if``
    if "more" in Target.__dataclass_fields__:
        out.add("target:alternative_count")
    # "until you reveal a new plot card": any lasting effect's ``until: new_plot``
    if "new_plot" in DURATIONS:
        out.add("rule:lasting_until_new_plot")
    return frozenset(out)


def family(feature: str) -> str:
    """``effect:kill`` -> ``effect``."""
    return feature.split(":", 1)[0]
