"""Errors a user can cause, with a message a tournament organiser understands."""

from __future__ import annotations

from typing import Any


class UserError(Exception):
    """Bad input or an impossible request. ``message`` is shown as is; ``details`` go to JSON."""

    def __init__(self, message: str, **details: Any) -> None:
        super().__init__(message)
        self.message = message
        self.details: dict[str, Any] = details

    def to_json(self) -> dict[str, Any]:
        return {"error": self.message, **self.details}


class NotFound(UserError):
    """An event, player, round or table that does not exist."""


class Conflict(UserError):
    """The request contradicts the event's state (results missing, round already paired...)."""
