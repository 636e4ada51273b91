"""Penalty levels, infraction categories and the escalation rule of the judge's log.

The levels are the three the game's organised-play regulations name (warning, game loss,
disqualification); the categories and the escalation rule are Maester's own, written down in
``docs/judges.md`` with the reasons for them:

- each category has a starting level (cheating starts at disqualification, every other
  category at a warning);
- a player's second (and later) penalty of the same category in the same event is proposed
  one level above the highest level that category has already reached for them, up to a
  disqualification;
- penalties of other categories never raise the proposal.

The proposal is only that: the judge decides the level, and the log keeps both.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from organiser.core.errors import M_, UserError
from organiser.core.melee import SeatResult


class Level(StrEnum):
    WARNING = "warning"
    GAME_LOSS = "game_loss"
    DISQUALIFICATION = "disqualification"


ORDER: tuple[Level, ...] = (Level.WARNING, Level.GAME_LOSS, Level.DISQUALIFICATION)


class Category(StrEnum):
    PROCEDURAL_ERROR = "procedural_error"  # a game rule broken by mistake, the game state harmed
    TARDINESS = "tardiness"  # not at the table when the round starts
    SLOW_PLAY = "slow_play"  # playing too slowly for the round to end in time
    DECK_PROBLEM = "deck_problem"  # the deck does not match its list, or is illegal
    MARKED_CARDS = "marked_cards"  # cards or sleeves that can be told apart
    OUTSIDE_ASSISTANCE = "outside_assistance"  # advice or notes from outside the game
    UNSPORTING_CONDUCT = "unsporting_conduct"  # rude, abusive or disruptive behaviour
    CHEATING = "cheating"  # breaking the rules on purpose to gain an advantage


STARTING_LEVEL: dict[Category, Level] = {c: Level.WARNING for c in Category} | {
    Category.CHEATING: Level.DISQUALIFICATION
}


@dataclass(frozen=True)
class Proposal:
    """The level proposed for a new penalty of ``category`` and why (a sentence)."""

    category: Category
    level: Level
    previous: int  # earlier penalties of this category for this player
    reason: str


def level_of(value: str | Level) -> Level:
    try:
        return Level(value)
    except ValueError:
        known = ", ".join(level.value for level in ORDER)
        raise UserError(
            M_("unknown penalty level {value} (one of: {known})", value=repr(value), known=known)
        ) from None


def category_of(value: str | Category) -> Category:
    try:
        return Category(value)
    except ValueError:
        known = ", ".join(c.value for c in Category)
        raise UserError(
            M_(
                "unknown infraction category {value} (one of: {known})",
                value=repr(value),
                known=known,
            )
        ) from None


def propose(category: Category, earlier: Iterable[tuple[str, str]]) -> Proposal:
    """The level for a new penalty of ``category`` given the player's earlier penalties in
    the event, as (category, level) pairs; the rule is in the module doc."""
    same = [level_of(level) for cat, level in earlier if cat == category.value]
    start = STARTING_LEVEL[category]
    if not same:
        return Proposal(category, start, 0, f"a first {category.value}: {start.value}")
    highest = max(ORDER.index(level) for level in same)
    step = min(max(highest + 1, ORDER.index(start)), len(ORDER) - 1)
    level = ORDER[step]
    return Proposal(
        category,
        level,
        len(same),
        f"{category.value} again (earlier: {len(same)}, the highest {ORDER[highest].value}): "
        f"{level.value}",
    )


def melee_game_loss(results: Sequence[SeatResult], player: int) -> tuple[SeatResult, ...] | None:
    """A melee table's result with ``player`` given a game loss: last place, eliminated
    (their power kept), everyone else in their order, moved up one place where they were
    below; players who shared a place still share it. None when the player is already
    alone in last place and eliminated (nothing to change).

    Whether the new result is a possible one (a won game needs a winner at the victory
    total) is for the result service to check, as for any result entered."""
    ordered = sorted(results, key=lambda r: r.place)
    if player not in {r.player for r in ordered}:
        raise UserError(
            M_("player {player} has no result at this table", player=player), player=player
        )
    last = ordered[-1]
    alone = len(ordered) == 1 or ordered[-2].place < last.place
    if last.player == player and last.eliminated and alone:
        return None
    others = [r for r in ordered if r.player != player]
    (moved,) = [r for r in ordered if r.player == player]
    out: list[SeatResult] = []
    for i, r in enumerate(others):
        tied = i > 0 and r.place == others[i - 1].place
        out.append(replace(r, place=out[-1].place if tied else i + 1))
    out.append(replace(moved, place=len(ordered), eliminated=True))
    return tuple(out)
