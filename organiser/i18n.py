"""The user's language outside the window: printed documents, the published page, the CLI.

The window translates itself with Qt's own mechanism (``tr()``, ``.ts``/``.qm``, see
``organiser.ui.language``); everything without Qt uses gettext through Babel:

- messages: ``_("Standings")``, ``ngettext("%(n)d bye", "%(n)d byes", n) % {"n": n}``, from the
  ``maester`` catalogue in ``organiser/locale/<lang>/LC_MESSAGES/maester.mo``; ``N_()`` marks a
  string for extraction where it is defined (a column title) and ``_()`` translates it where it
  is shown;
- dates and numbers by the language's conventions (Babel's CLDR data): ``format_date``,
  ``format_decimal``.

One language at a time, chosen at start-up: the window passes its own, the CLI the one of
``LANGUAGE``/``LC_ALL``/``LC_MESSAGES``/``LANG`` (:func:`system_language`). English is the
source language and needs no catalogue. See docs/translating.md.
"""

from __future__ import annotations

import datetime as dt
import gettext as _gettext
import os
from collections.abc import Mapping
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Babel is imported on first use: the CLI starts without it
    from babel import Locale

DOMAIN = "maester"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"

# The languages Maester speaks, named in their own language (the Settings ▸ Language menu).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "es": "Español",
    "fr": "Français",
    "it": "Italiano",
    "pl": "Polski",
}
SOURCE_LANGUAGE = "en"
ENV_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_state: dict[str, object] = {}


def normalise(tag: str | None) -> str | None:
    """The supported language of a locale name or tag ("de_DE.UTF-8", "pl-PL", "fr"), or None."""
    if not tag:
        return None
    code = tag.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else None


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for: the first supported one of ``LANGUAGE`` (a
    colon-separated list), ``LC_ALL``, ``LC_MESSAGES`` and ``LANG``, in gettext's order;
    English when none is set or none is supported (``C``, ``POSIX``, ``ja_JP``)."""
    env = os.environ if environ is None else environ
    for name in ENV_VARIABLES:
        value = env.get(name, "")
        if not value:
            continue
        for tag in value.split(":"):
            found = normalise(tag)
            if found:
                return found
        if name != "LANGUAGE":
            # LC_ALL/LC_MESSAGES/LANG set to an unsupported locale: that is the choice
            return SOURCE_LANGUAGE
    return SOURCE_LANGUAGE


def _translations(code: str) -> _gettext.NullTranslations:
    if code == SOURCE_LANGUAGE:
        return _gettext.NullTranslations()
    return _gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[code], fallback=True)


def set_language(code: str | None) -> str:
    """Use ``code`` (a supported language, a locale name, or None: the environment's) for every
    message, date and number from now on; returns the language chosen."""
    chosen = normalise(code) if code else None
    lang = chosen or system_language()
    _state["language"] = lang
    _state["translations"] = _translations(lang)
    _state.pop("locale", None)
    return lang


def language() -> str:
    """The language in use (set by :func:`set_language`, else the environment's)."""
    if "language" not in _state:
        set_language(None)
    return str(_state["language"])


def _current() -> _gettext.NullTranslations:
    language()
    translations = _state["translations"]
    assert isinstance(translations, _gettext.NullTranslations)
    return translations


def locale() -> Locale:
    """The Babel locale of the language in use (dates, numbers)."""
    from babel import Locale

    lang = language()
    loc = _state.get("locale")
    if not isinstance(loc, Locale):
        loc = _state["locale"] = Locale.parse(lang)
    return loc


def _(message: str) -> str:
    """``message`` in the language in use (the English source when it has no translation)."""
    return _current().gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the number ``n`` (Polish has three)."""
    return _current().ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Marks ``message`` for translation where it is defined; :func:`_` translates it later."""
    return message


def user_text(message: object) -> str:
    """A message for a person, in the current language: a message made with
    ``organiser.core.errors.M_`` is translated from its template (its values as they are, but
    a value that is such a message itself is translated too); any other text, or an exception,
    is shown as it is (an exception: its message)."""
    text = getattr(message, "message", message)
    template = getattr(text, "template", None)
    values = getattr(text, "values", None)
    if isinstance(template, str) and isinstance(values, dict):
        shown = {
            k: user_text(v) if isinstance(getattr(v, "template", None), str) else v
            for k, v in values.items()
        }
        try:
            return _(template).format(**shown)
        except (KeyError, IndexError, ValueError):  # a catalogue that lost a placeholder
            return str(text)
    return str(text)


def format_date(value: dt.date | None, fmt: str = "long") -> str:
    """A date as the language writes it: "27 November 2026", "27. November 2026"."""
    from babel import dates

    if value is None:
        return ""
    return dates.format_date(value, format=fmt, locale=locale())


def format_datetime(value: dt.datetime, fmt: str = "medium") -> str:
    from babel import dates

    return dates.format_datetime(value, format=fmt, locale=locale())


def format_time(value: dt.datetime | dt.time, fmt: str = "short") -> str:
    from babel import dates

    return dates.format_time(value, format=fmt, locale=locale())


def format_decimal(value: float, places: int = 2) -> str:
    """A number with ``places`` decimals and the language's decimal sign: 1.50 in English, 1,50
    in German. Rounded as Python rounds the float (so the window, the CSV and paper agree)."""
    from babel import numbers

    fixed = Decimal(f"{value:.{places}f}")
    pattern = "0." + "0" * places if places else "0"
    return numbers.format_decimal(fixed, format=pattern, locale=locale())


def format_points(value: float) -> str:
    """Points with as few digits as they need: 9, 4.5 (4,5 in German)."""
    if float(value).is_integer():
        return str(int(value))
    return format_decimal(value, 1)


def ordinal(n: int) -> str:
    """A place as the language writes it: 1st, 2nd (English); 1. (German, Polish); 1er, 2e
    (French); 1.º (Spanish); 1º (Italian)."""
    lang = language()
    if lang == "en":
        suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        return f"{n}{suffix}"
    if lang == "fr":
        return f"{n}er" if n == 1 else f"{n}e"
    if lang == "es":
        return f"{n}.º"
    if lang == "it":
        return f"{n}º"
    return f"{n}."


def language_name(code: str) -> str:
    """A language named in that language ("Deutsch"), for a menu."""
    from babel import Locale, UnknownLocaleError

    try:
        return LANGUAGES.get(code) or Locale.parse(code).get_display_name(code) or code
    except (UnknownLocaleError, ValueError):
        return code


__all__ = [
    "LANGUAGES",
    "N_",
    "_",
    "format_date",
    "format_decimal",
    "format_points",
    "language",
    "language_name",
    "locale",
    "ngettext",
    "normalise",
    "ordinal",
    "set_language",
    "system_language",
]
