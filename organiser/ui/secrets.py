"""Server passwords in the system's keyring (macOS Keychain, Windows Credential Manager, the
Secret Service of GNOME/KDE), never in Maester's settings: ``keyring`` picks the backend.

Where no keyring works (a bare Linux without a Secret Service), :func:`available` is false
and the connect dialog asks the password every time instead of storing it anywhere else.
"""

from __future__ import annotations

import contextlib
import logging

SERVICE = "Maester server"

log = logging.getLogger("maester.ui")


def _keyring() -> object | None:
    try:
        import keyring
        from keyring.backends import fail
    except ImportError:
        return None
    backend = keyring.get_keyring()
    if isinstance(backend, fail.Keyring) or getattr(backend, "priority", 1) <= 0:
        return None
    return keyring


def available() -> bool:
    """Whether a system keyring can keep passwords here."""
    return _keyring() is not None


def load(account: str) -> str | None:
    """The password kept for ``account`` (``user@host:port/database``), or None."""
    keyring = _keyring()
    if keyring is None:
        return None
    try:
        return keyring.get_password(SERVICE, account)  # type: ignore[attr-defined,no-any-return]
    except Exception as exc:  # a locked or broken keyring: ask instead
        log.info("keyring: cannot read the password of %s: %s", account, exc)
        return None


def save(account: str, password: str) -> bool:
    """Keep ``password`` for ``account``; False when no keyring could keep it."""
    keyring = _keyring()
    if keyring is None:
        return False
    try:
        keyring.set_password(SERVICE, account, password)  # type: ignore[attr-defined]
    except Exception as exc:
        log.info("keyring: cannot keep the password of %s: %s", account, exc)
        return False
    return True


def forget(account: str) -> None:
    keyring = _keyring()
    if keyring is None:
        return
    with contextlib.suppress(Exception):  # nothing was kept
        keyring.delete_password(SERVICE, account)  # type: ignore[attr-defined]
