"""What a card gains and loses as it is now: its printed icons, keywords, traits and
factions changed by lasting and constant gain / lose effects, the keywords and challenge
icons that constant abilities copy onto it from other cards ("while another Fool character
has a keyword, he gains that keyword"), and whether it may gain challenge icons at all
(Rules Reference, "Lasting Effects", "Keywords", "Cannot").

Pure functions over the game state passed in; nothing of the state is imported at run time.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from engine_ref.filters import card_matches, is_keyword

if TYPE_CHECKING:
    from engine_ref.abilities import Effect
    from engine_ref.state import Card, GameState

#: (card, what) pairs being computed: a copy that reaches back to a card being computed
#: reads that card without its copies, so two cards copying each other end
_BUSY: set[tuple[str, str]] = set()


def copied(state: GameState, card_id: str, op: str, effects: list[tuple[Effect, Card]]) -> set[str]:
    """Every keyword (``copy_keywords``) or challenge icon (``copy_icons``) that the cards in
    play matching each effect's ``x_filter``, seen from the effect's card, have now; the card
    itself is never a source, nor a duplicate."""
    got: set[str] = set()
    if (card_id, op) in _BUSY:
        return got
    _BUSY.add((card_id, op))
    try:
        for e, src in effects:
            for x in state.in_play():
                if x.id == card_id or x.duplicate_of is not None:
                    continue
                if not card_matches(state, e.x_filter, x.id, src.controller, src.id):
                    continue
                if op == "copy_icons":
                    got.update(state.icons(x.id))
                else:
                    got.update(k for k in state.keywords(x.id) if is_keyword(k))
    finally:
        _BUSY.discard((card_id, op))
    return got


def cannot_gain_icons(state: GameState, card_id: str) -> bool:
    """Is the card under a "cannot gain challenge icons" (``restrict`` with ``value:
    cannot_gain_icons``)? Then no effect gives it an icon while that lasts (Rules Reference,
    "Cannot"). Read only when some effect would give it one."""
    if (card_id, "cannot_gain_icons") in _BUSY:
        return False
    _BUSY.add((card_id, "cannot_gain_icons"))
    try:
        return state.restricted(card_id, "cannot_gain_icons")
    finally:
        _BUSY.discard((card_id, "cannot_gain_icons"))


@lru_cache(maxsize=8)
def _net_sum(profile: str) -> bool:
    """Does the ruleset combine lasting gains and losses as a net sum (1st edition)?"""
    from engine_ref.profiles import PROFILES

    found = PROFILES.get(profile)
    return bool(found and found.lasting_net_sum)


def gained_and_lost(
    state: GameState,
    card_id: str,
    printed: Iterable[str],
    gain: str,
    lose: str,
    no_gain: bool = False,
) -> frozenset[str]:
    """The printed set of a card, changed by its lasting gain / lose effects. In the 1st
    edition the effects combine as a net sum, whatever their order: a card has an icon
    or keyword when printed (1) plus gains less losses is at least 1, and never more
    than one of a kind (seed 002 "Lasting Effects Conflict", seed 000 Lasting Effects);
    otherwise they apply in the order they were created, a loss of ``all`` emptying the
    set ("loses all Traits"), and ``no_gain`` leaving the gains out (a card that cannot
    gain them: Rules Reference, "Cannot")."""
    mine = [e for e in state.lasting if e.target == card_id and e.op in (gain, lose)]
    if not mine:
        return frozenset(printed)
    if not _net_sum(state.profile):
        found = set(printed)
        for e in mine:
            if e.op == gain:
                if not no_gain:
                    found.add(e.value)
            elif e.value == "all":
                found.clear()
            else:
                found.discard(e.value)
        return frozenset(found)
    net: dict[str, int] = dict.fromkeys(printed, 1)
    for e in mine:
        net[e.value] = net.get(e.value, 0) + (1 if e.op == gain else -1)
    return frozenset(k for k, n in net.items() if n >= 1)


def with_constants(
    state: GameState, card_id: str, found: frozenset[str], gain: str, lose: str, copy: str = "-"
) -> frozenset[str]:
    """``found`` changed by the constant gain / lose effects on the card (a loss of
    ``all`` empties it), then widened by what its constant ``copy`` effects take from
    other cards (``copy_keywords``, ``copy_icons``). A constant whose own conditions come
    back to what is being computed for this card (a trait gained while the card has an icon,
    an icon gained while it has a trait) reads it without its constants: no endless loop."""
    if (card_id, gain) in _BUSY:
        return found
    _BUSY.add((card_id, gain))
    try:
        consts = state.constants_on(card_id, (gain, lose, copy))
    finally:
        _BUSY.discard((card_id, gain))
    if not consts:
        return found
    out = set(found)
    no_gain = gain == "gain_icon" and any(e.op != lose for e, _ in consts)
    no_gain = no_gain and cannot_gain_icons(state, card_id)
    for e, _ in consts:
        if e.op == gain and not no_gain:
            out.add(e.value)
        elif e.op == lose and e.value == "all":
            out.clear()
        elif e.op == lose:
            out.discard(e.value)
    copies = [(e, src) for e, src in consts if e.op == copy]
    if copies and not no_gain:
        out |= copied(state, card_id, copy, copies)
    return frozenset(out)
