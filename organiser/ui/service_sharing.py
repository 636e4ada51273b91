"""The real :class:`~organiser.ui.sharing.SharingBackend`: the phone services and the event
server of ``organiser.web``, for the sharing window (which touches neither directly)."""

from __future__ import annotations

from typing import Any

from organiser.services import phones
from organiser.web.server import EventServer, ServerProcess, lan_addresses


class ServiceSharing:
    def __init__(self, store: Any, event_id: int) -> None:
        self.store = store
        self.event_id = event_id

    def addresses(self) -> list[str]:
        return [*lan_addresses(), "127.0.0.1"]

    def server(self, host: str, port: int) -> EventServer | ServerProcess:
        """For an event file, a server in a process of its own, so that the phones'
        requests never take Python's interpreter lock from the window; for an event on a
        database server, in this process (its connection URL, password and all, stays
        off the command line; waiting on the network leaves the lock free)."""
        if self.store.path is not None:
            return ServerProcess(self.store.path, self.event_id, host=host, port=port)
        return EventServer(self.store, self.event_id, host=host, port=port)

    def self_report(self) -> bool:
        return phones.get_settings(self.store, self.event_id).self_report

    def set_self_report(self, on: bool) -> None:
        phones.set_self_report(self.store, self.event_id, on)

    def mark(self) -> str:
        return phones.change_mark(self.store, self.event_id)

    def queue(self) -> list[phones.QueueItem]:
        return phones.queue(self.store, self.event_id)

    def confirm(self, report: int) -> None:
        phones.confirm(self.store, self.event_id, report)

    def reject(self, report: int) -> None:
        phones.reject(self.store, self.event_id, report)
