"""Errors a user can cause, with a message a tournament organiser understands.

A message built with :func:`M_` is English text (what the command line and JSON show) that
also keeps its template and values, so the window can show it in the user's language
(``organiser.i18n.user_text``); ``scripts/translations.py`` extracts the templates."""

from __future__ import annotations

from collections.abc import Mapping
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

    def to_json(self) -> dict[str, Any]:
        """``template`` and ``values``, the keys kept beside the English text where the
        message is stored as JSON; a value that is itself a message becomes such a dict."""
        return {
            "template": self.template,
            "values": {k: v.to_json() if isinstance(v, Msg) else v for k, v in self.values.items()},
        }


def _rebuild(template: str, values: dict[str, Any]) -> Msg:
    return Msg(template, **values)


def message_keys(message: str) -> dict[str, Any]:
    """What a stored message keeps beside its English text: the ``template`` and ``values``
    of a message made with :func:`M_`, nothing for plain text."""
    return message.to_json() if isinstance(message, Msg) else {}


def _from_keys(template: str, values: Mapping[str, Any]) -> Msg:
    return Msg(
        template,
        **{
            k: _from_keys(v["template"], v["values"])
            if isinstance(v, Mapping) and isinstance(v.get("template"), str)
            else v
            for k, v in values.items()
        },
    )


def stored_message(entry: Mapping[str, Any], key: str = "message") -> str:
    """The message of an entry read back from JSON: a :class:`Msg` again when the entry kept
    its ``template`` and ``values`` (see :func:`message_keys`) and they still give the stored
    English text; else that text as it was stored (older entries have no template)."""
    text = str(entry.get(key, ""))
    template, values = entry.get("template"), entry.get("values")
    if not isinstance(template, str) or not isinstance(values, Mapping):
        return text
    try:
        rebuilt = _from_keys(template, values)
    except (KeyError, IndexError, ValueError, TypeError):
        return text
    return rebuilt if rebuilt == text else text


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

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        # every subclass whatever its __init__ (a store's fault takes a problem too): the
        # error crosses to another process (the window's helper) with all it carries
        return _restore_error, (type(self), self.args, dict(self.__dict__))


def _restore_error(cls: type[UserError], args: tuple[Any, ...], state: dict[str, Any]) -> UserError:
    made = cls.__new__(cls)
    Exception.__init__(made, *args)
    made.__dict__.update(state)
    return made


class NotFound(UserError):
    """An event, player, round or table that does not exist."""


class Conflict(UserError):
    """The request contradicts the event's state (results missing, round already paired...)."""
