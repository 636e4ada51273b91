"""Recommended Swiss rounds and cut size from the player count (TOURNAMENT_RULES.md,
"Recommended structure — store level" and "— regional level")."""

from __future__ import annotations

from dataclasses import dataclass

from organiser.core.errors import M_, UserError


@dataclass(frozen=True)
class Structure:
    rounds: int
    cut: int  # 0 = no cut


# (lowest player count, rounds, cut), ascending; a row applies up to the next row's count.
_STORE: tuple[tuple[int, int, int], ...] = (
    (4, 3, 0),
    (9, 4, 0),
    (17, 4, 4),
    (25, 5, 4),
    (41, 5, 8),
    (45, 6, 8),
    (77, 6, 16),
    (149, 7, 16),
)
_REGIONAL: tuple[tuple[int, int, int], ...] = (
    (9, 4, 4),
    (13, 4, 8),
    (25, 5, 8),
    (41, 6, 8),
    (77, 6, 16),
    (149, 6, 32),
    (289, 7, 32),
    (513, 8, 32),
)
LEVELS: dict[str, tuple[tuple[int, int, int], ...]] = {"store": _STORE, "regional": _REGIONAL}


def suggest_structure(player_count: int, level: str = "store") -> Structure:
    """Swiss rounds and cut for ``player_count`` players at a store or regional event.

    Below the tables' first row (fewer than 4 players at a store, fewer than 9 at a
    regional) the regional level falls back to the store table, and fewer than 4 players
    get enough rounds to find a sole leader (1 round for 2 players, 2 for 3) and no cut.
    """
    if level not in LEVELS:
        raise UserError(
            M_(
                "Unknown event level {level}: choose one of {value}.",
                level=repr(level),
                value=", ".join(LEVELS),
            ),
            level=level,
        )
    if player_count < 0:
        raise UserError(M_("The number of players cannot be negative."), players=player_count)
    table = LEVELS[level]
    if player_count < table[0][0]:
        if level != "store":
            return suggest_structure(player_count, "store")
        return Structure(rounds=1 if player_count <= 2 else 2, cut=0)
    rounds, cut = table[0][1], table[0][2]
    for low, r, c in table:
        if player_count >= low:
            rounds, cut = r, c
    return Structure(rounds=rounds, cut=cut)
