"""What a command gets and gives back: its :class:`Context` and its :class:`Reply`."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class Reply:
    """What a command returns: ``data`` is printed with --json, ``text`` otherwise.

    Either may be a function giving it, called only when it is printed: a round of 2,048
    tables is not turned into JSON to be shown as text, nor into text to be printed as JSON.
    """

    data: dict[str, Any] | Callable[[], dict[str, Any]]
    text: str | Callable[[], str] = ""
    exit_code: int = 0

    def json_data(self) -> dict[str, Any]:
        return self.data() if callable(self.data) else self.data

    def json_out(self) -> str:
        """The --json text: ``json.dumps(data, ensure_ascii=False, indent=2, default=str)``,
        byte for byte, written mostly by the C encoder (see organiser.cli._json_text)."""
        from organiser.cli._json_text import json_text

        return json_text(self.json_data())

    def text_out(self) -> str:
        return self.text() if callable(self.text) else self.text


@dataclass
class Context:
    db: Path | None  # None: the default file in the user data folder
    json: bool
    event: int | None
    extra: dict[str, Any] = field(default_factory=dict)


Handler = Callable[[argparse.Namespace, Context], Reply]
