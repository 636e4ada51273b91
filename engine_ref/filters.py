"""Which cards qualify for a filter (targets, "all …" effects, triggers, costs, conditions).

Pure functions over the game state passed in; this module imports nothing of the state at
run time, so the state, the conditions and the engine can all use it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine_ref.abilities import Filter
    from engine_ref.state import Card, GameState


def card_matches(
    state: GameState, f: Filter | None, card_id: str, controller: str, source: str | None = None
) -> bool:
    """Does the card qualify for a filter, seen from ``controller`` (the ability's)?"""
    if f is None:
        return True
    c = state.cards[card_id]
    if f.type != "card" and state.card_type(card_id) != f.type:
        return False
    if f.controller == "you" and c.controller != controller:
        return False
    if f.controller == "opponent" and c.controller == controller:
        return False
    return _status_matches(state, f, c) and _printed_matches(f, c, source)


def _status_matches(state: GameState, f: Filter, c: Card) -> bool:
    """The filter's words about the card's state: kneeling, in the challenge, STR,
    keywords it has now."""
    if f.kneeling is not None and c.kneeling != f.kneeling:
        return False
    ch = state.challenge
    attacking = ch is not None and c.id in ch.attackers
    defending = ch is not None and c.id in ch.defenders
    if f.attacking is not None and attacking != f.attacking:
        return False
    if f.defending is not None and defending != f.defending:
        return False
    if f.participating is not None and (attacking or defending) != f.participating:
        return False
    if f.max_str is not None and state.strength(c.id, constants=False) > f.max_str:
        return False
    return f.keyword is None or f.keyword in state.keywords(c.id)


def _printed_matches(f: Filter, c: Card, source: str | None) -> bool:
    """The filter's words about the card as printed: cost, traits, name, not this card."""
    if f.max_cost is not None and c.cost > f.max_cost:
        return False
    if f.trait is not None and f.trait not in c.traits:
        return False
    if f.name is not None and c.name != f.name:
        return False
    return not (f.not_self and c.id == source)
