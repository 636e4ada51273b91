"""Errors a user can cause, with a message a tournament organiser understands.

A message built with :func:`M_` is English text (what the command line and JSON show) that
also keeps its template and values, so the window can show it in the user's language
(``organiser.i18n.user_text``); ``scripts/translations.py`` extracts the templates."""

from __future__ import annotations

from typing import Any


class Msg(str):
    """An English message that remembers its template and values (see :func:`M_`)."""

    template: str
    values: dict[str, Any]

    def __new__(cls, template: str, **values: Any) -> Msg:
        made = super().__new__(cls, template.format(**values))
        made.template = template
        made.values = values
        return made

    def __reduce__(self) -> tuple[Any, tuple[str, dict[str, Any]]]:
        return _rebuild, (self.template, self.values)


def _rebuild(template: str, values: dict[str, Any]) -> Msg:
    return Msg(template, **values)


def M_(template: str, **values: Any) -> Msg:
    """A user-facing message: ``template`` in English with ``{name}`` placeholders filled
    from ``values``; translatable where it is shown."""
    return Msg(template, **values)


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
