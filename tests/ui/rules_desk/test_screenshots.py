"""The documentation screenshots can be taken offscreen and show what they claim."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtGui import QImage

from organiser.ui.rules_desk import screenshots


def test_screenshots_are_taken(qtbot: Any, tmp_path: Path) -> None:
    saved = screenshots.take(tmp_path)
    assert [p.name for p in saved] == [
        "rules-desk.png",
        "rules-desk-branches.png",
        "rules-desk-ruling.png",
        "rules-desk-setup.png",
        "rules-desk-refused.png",
        "rules-desk-cards.png",
        "rules-desk-cards-unscripted.png",
        "rules-desk-adhoc.png",
    ]
    for p in saved:
        img = QImage(str(p))
        assert (img.width(), img.height()) == screenshots.SIZE
