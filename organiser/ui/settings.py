"""Every setting of the window, typed, with its default, in one place (over QSettings)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar, cast

from PySide6.QtCore import QByteArray, QSettings

T = TypeVar("T")

MAX_RECENT = 8


@dataclass(frozen=True)
class Option(Generic[T]):
    key: str
    default: T
    doc: str

    def get(self, store: QSettings) -> T:
        raw = store.value(self.key, self.default)
        return cast(T, _coerce(raw, self.default))

    def set(self, store: QSettings, value: T) -> None:
        store.setValue(self.key, value)


def _coerce(raw: object, default: object) -> object:
    if raw is None:
        return default
    if isinstance(default, bool):
        return raw in (True, "true", "1", 1) if not isinstance(raw, bool) else raw
    if isinstance(default, int):
        try:
            return int(raw)  # type: ignore[call-overload]
        except (TypeError, ValueError):
            return default
    if isinstance(default, list):
        if isinstance(raw, str):
            return [raw] if raw else []
        return [str(x) for x in raw] if isinstance(raw, list | tuple) else default
    if isinstance(default, str):
        return str(raw)
    return raw


THEME = Option("ui/theme", "system", "system, light or dark")
RECENT_FILES = Option[list[str]]("files/recent", [], "event files opened, newest first")
LAST_FILE = Option("files/last", "", "the event file to reopen at start-up")
LAST_EVENT = Option("files/last_event", 0, "the event shown when the file was closed")
GEOMETRY = Option("window/geometry", QByteArray(), "main window geometry")
WINDOW_STATE = Option("window/state", QByteArray(), "main window toolbars and docks")
PROJECTOR_PAGE_S = Option("projector/page_s", 12, "seconds each page of pairings stays up")
PROJECTOR_SCREEN = Option(
    "projector/screen", "", "screen of the wall windows; empty: the main one's"
)
STRUCTURE_LEVEL = Option("event/structure_level", "store", "store or regional structure table")
PAGE_SIZE = Option("print/page_size", "", "a4, letter, or empty: the paper of the locale")
STATION_NAME = Option(
    "station/name", "", "this station's name in the audit log; empty: the computer's name"
)
RECENT_SERVERS = Option[list[str]](
    "servers/recent", [], "servers connected to, newest first: user@host:port/database"
)
LANGUAGE = Option("ui/language", "", "en, de, es, fr, it or pl; empty: the language of the system")
LAST_SERVER = Option(
    "servers/last", "", "the server to reconnect to at start-up (when it was the last opened)"
)
ALL_OPTIONS: tuple[Option[object], ...] = (
    THEME,
    RECENT_FILES,
    LAST_FILE,
    LAST_EVENT,
    GEOMETRY,
    WINDOW_STATE,
    PROJECTOR_PAGE_S,
    PROJECTOR_SCREEN,
    STRUCTURE_LEVEL,
    PAGE_SIZE,
    STATION_NAME,
    RECENT_SERVERS,
    LANGUAGE,
    LAST_SERVER,
)  # type: ignore[assignment]


class Settings:
    """The window's settings; tests pass an INI file so they never touch the user's."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else QSettings("Maester", "Maester")

    def get(self, option: Option[T]) -> T:
        return option.get(self.store)

    def set(self, option: Option[T], value: T) -> None:
        option.set(self.store, value)

    def recent_files(self) -> list[str]:
        return self.get(RECENT_FILES)

    def add_recent(self, path: str) -> None:
        files = [path, *(p for p in self.recent_files() if p != path)][:MAX_RECENT]
        self.set(RECENT_FILES, files)
        self.set(LAST_FILE, path)
        self.set(LAST_SERVER, "")  # a file was opened last: it is the one reopened

    def station_name(self) -> str:
        """This station's name: the one set, else the computer's (``$MAESTER_STATION``
        first, as on the command line)."""
        name = self.get(STATION_NAME).strip()
        if name:
            return name[:60]
        import os
        import socket

        return (os.environ.get("MAESTER_STATION") or socket.gethostname() or "station")[:60]

    def add_recent_server(self, server: str) -> None:
        """``user@host:port/database`` (never a password), newest first."""
        servers = [server, *(s for s in self.get(RECENT_SERVERS) if s != server)][:MAX_RECENT]
        self.set(RECENT_SERVERS, servers)
        self.set(LAST_SERVER, server)  # reconnected to at the next start

    def sync(self) -> None:
        self.store.sync()
