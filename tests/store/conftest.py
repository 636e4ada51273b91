"""Running a real ``organiser`` process the way an organiser without special powers would,
and in a private mount namespace (a read-only disk, a full disk)."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Sequence
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.cli.conftest import Run, organiser_exe  # noqa: E402

# root (CI's containers) passes every permission check: without these capabilities it
# meets file permissions like anyone else.
NO_OVERRIDE = ["setpriv", "--bounding-set=-dac_override,-dac_read_search,-fowner"]


@cache
def _powerless_prefix() -> list[str] | None:
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return []
    if shutil.which("setpriv") is None:
        return None
    probe = subprocess.run([*NO_OVERRIDE, "true"], capture_output=True)
    return NO_OVERRIDE if probe.returncode == 0 else None


@cache
def _can_mount() -> bool:
    if not hasattr(os, "geteuid") or os.geteuid() != 0 or shutil.which("unshare") is None:
        return False
    probe = subprocess.run(
        ["unshare", "-m", "sh", "-c", "mount -t tmpfs -o size=64k tmpfs /mnt"], capture_output=True
    )
    return probe.returncode == 0


def run(argv: Sequence[str], *, prefix: Sequence[str] = (), timeout: float = 120) -> Run:
    proc = subprocess.run(
        [*prefix, *argv],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=timeout,
        env={**os.environ, "PYTHONIOENCODING": "utf-8", "QT_QPA_PLATFORM": "offscreen"},
        cwd=ROOT,
    )
    return Run(proc.returncode, proc.stdout, proc.stderr)


@pytest.fixture
def powerless() -> list[str]:
    """A command prefix under which file permissions apply (nothing when not root)."""
    prefix = _powerless_prefix()
    if prefix is None:
        pytest.skip("running as root without setpriv: file permissions cannot be tested")
    return prefix


@pytest.fixture
def mount_namespace() -> None:
    if not _can_mount():
        pytest.skip("needs root and unshare to mount a read-only or a full disk privately")


def organiser(*args: str) -> list[str]:
    return [*organiser_exe(), *args]


def in_namespace(setup: str, argv: Sequence[str]) -> list[str]:
    """``argv`` run after the shell commands ``setup``, in a mount namespace of its own
    (whatever it mounts disappears with it)."""
    quoted = " ".join(f"'{a}'" for a in argv)
    return ["unshare", "-m", "sh", "-c", f"{setup} && exec {quoted}"]


def assert_intact(path: Path) -> None:
    """SQLite's own checks of a file: every page readable, every reference kept."""
    con = sqlite3.connect(path)
    try:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert con.execute("PRAGMA foreign_key_check").fetchall() == []
    finally:
        con.close()
