"""What a command gets and gives back: its :class:`Context` and its :class:`Reply`."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class Reply:
    """What a command returns: ``data`` is printed with --json, ``text`` otherwise."""

    data: dict[str, Any]
    text: str = ""
    exit_code: int = 0


@dataclass
class Context:
    db: Path | None  # None: the default file in the user data folder
    json: bool
    event: int | None
    extra: dict[str, Any] = field(default_factory=dict)


Handler = Callable[[argparse.Namespace, Context], Reply]
