"""The screenshot script keeps working: every main screen is grabbed, none of them blank."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage

from organiser.ui.screenshots import take

SCREENS = {
    "welcome",
    "players",
    "rounds",
    "import",
    "standings",
    "cut",
    "clock",
    "projector-clock",
    "projector-pairings",
    "projector-16-1920x1080",
    "projector-400-1920x1080",
    "projector-400-1280x720",
    "dark",
    "print",
    "deck-check",
    "field",
    "card-search",
    "judge",
    "judge-penalty",
    "judge-rules-desk",
    "judge-projector-clock",
    "melee-rounds",
    "melee-cut",
    "opening",
}


def test_every_main_screen_is_grabbed(tmp_path: Path) -> None:
    saved = take(tmp_path)
    assert {p.stem.removeprefix("app-") for p in saved} == SCREENS
    for path in saved:
        image = QImage(str(path))
        assert image.width() >= 600 and image.height() >= 400, path
        # not a blank grab: more than a handful of distinct colours in a sample of pixels
        colours = {
            image.pixel(x, y)
            for x in range(0, image.width(), 37)
            for y in range(0, image.height(), 23)
        }
        assert len(colours) > 3, path
