"""Finds the files under ``resources/`` wherever Maester runs from.

Looked up, in order: a frozen bundle (PyInstaller's ``sys._MEIPASS/resources``), the source
checkout (``<repo>/resources``, also used by editable installs), and an installed wheel's
data files (``<prefix>/share/maester/resources``).
"""

from __future__ import annotations

import sys
from pathlib import Path


def resource_roots() -> list[Path]:
    roots: list[Path] = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        roots.append(Path(frozen) / "resources")
    roots.append(Path(__file__).resolve().parents[1] / "resources")
    roots.append(Path(sys.prefix) / "share" / "maester" / "resources")
    return roots


def resource_path(*parts: str) -> Path:
    """The first existing ``resources/<parts>``; raises FileNotFoundError naming where it looked."""
    tried = []
    for root in resource_roots():
        candidate = root.joinpath(*parts)
        if candidate.exists():
            return candidate
        tried.append(str(candidate))
    raise FileNotFoundError(
        f"Maester's resource {'/'.join(parts)!r} is missing; looked in: " + ", ".join(tried)
    )
