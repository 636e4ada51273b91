"""One writer per event file: a second window opening the same file gets it read-only."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile


class FileLock:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = QLockFile(str(path) + ".lock")
        self._lock.setStaleLockTime(0)  # never taken over by age: only a dead owner frees it

    def acquire(self) -> bool:
        """True when this window is now the writer; a lock left by a crashed app is taken over."""
        return self._lock.tryLock(0)

    def held_elsewhere(self) -> bool:
        """After a failed :meth:`acquire`: True when another window holds the file, False
        when no lock file could be made at all (a read-only folder: the database says so)."""
        return self._lock.error() == QLockFile.LockError.LockFailedError

    def holder(self) -> str:
        info = self._lock.getLockInfo()
        if isinstance(info, tuple) and len(info) >= 3 and info[0]:
            pid, host = info[-3], info[-2]  # PySide6 returns (pid, host, app), some (ok, …)
            return QCoreApplication.translate(
                "FileLock", "another Maester window (process {pid} on {host})"
            ).format(pid=pid, host=host)
        return QCoreApplication.translate("FileLock", "another Maester window")

    def release(self) -> None:
        if self._lock.isLocked():
            self._lock.unlock()
