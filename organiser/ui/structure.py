"""The suggested Swiss rounds and cut for the new-event form (a pure domain function)."""

from __future__ import annotations

from organiser.core.errors import UserError
from organiser.core.structure import suggest_structure as _suggest


def suggest_structure(players: int, level: str) -> tuple[int, int]:
    try:
        s = _suggest(players, level)
    except UserError:
        return (3, 0)
    return s.rounds, s.cut
