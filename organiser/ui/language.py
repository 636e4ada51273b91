"""The window's language: Qt translators for Maester's own strings and for Qt's.

At start-up :func:`install_language` picks the language (Settings ▸ Language, else the system's,
else English), installs ``resources/translations/maester_<lang>.qm`` (the window's strings,
marked with ``tr()``) and Qt's own ``qtbase_<lang>.qm`` (the buttons and menus of Qt's
dialogs: "Abbrechen", "Fermer"), makes it the default ``QLocale`` (numbers and dates in
widgets), and hands it to :mod:`organiser.i18n` so printed documents and the published page
speak it too. A change in the menu applies at the next start.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from organiser import i18n
from organiser.resources import resource_path
from organiser.ui import settings as opt
from organiser.ui.settings import Settings

QM_PREFIX = "maester_"


def translations_dir() -> Path | None:
    """Where Maester's .qm files are (``resources/translations``), or None if missing."""
    try:
        return resource_path("translations")
    except FileNotFoundError:
        return None


def qt_translations_dir() -> str:
    """Where Qt's own .qm files are: PySide6's folder, or the bundle's copy of it."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        bundled = Path(frozen) / "PySide6" / "Qt" / "translations"
        if bundled.is_dir():
            return str(bundled)
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def system_language(locale: QLocale | None = None) -> str:
    """The first supported language of the system's UI languages ("de-CH" → de), else English."""
    loc = locale if locale is not None else QLocale.system()
    for tag in [*loc.uiLanguages(), loc.name()]:
        found = i18n.normalise(tag)
        if found:
            return found
    return i18n.SOURCE_LANGUAGE


def chosen_language(settings: Settings | None, locale: QLocale | None = None) -> str:
    """The language the window will speak: the setting when it names a supported one, else
    the system's."""
    wanted = settings.get(opt.LANGUAGE) if settings is not None else ""
    return i18n.normalise(wanted) or system_language(locale)


def install_language(app: QCoreApplication, lang: str) -> list[QTranslator]:
    """Install the translators of ``lang`` in ``app`` (replacing any installed before) and
    return them (the caller keeps them alive: Qt does not own them)."""
    for old in getattr(app, "_maester_translators", []):
        app.removeTranslator(old)
    installed: list[QTranslator] = []
    qt_own = QTranslator(app)
    if lang != i18n.SOURCE_LANGUAGE and qt_own.load(f"qtbase_{lang}", qt_translations_dir()):
        app.installTranslator(qt_own)
        installed.append(qt_own)
    ours = QTranslator(app)
    folder = translations_dir()
    # English has a catalogue too: the plural forms of "%n player(s)"
    if folder is not None and ours.load(f"{QM_PREFIX}{lang}", str(folder)):
        app.installTranslator(ours)
        installed.append(ours)
    app._maester_translators = installed  # type: ignore[attr-defined]
    QLocale.setDefault(QLocale(lang))
    i18n.set_language(lang)
    return installed


__all__ = ["chosen_language", "install_language", "system_language", "translations_dir"]
