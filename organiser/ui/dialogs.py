"""Non-blocking prompts: every dialog is opened with ``open()``, never ``exec()``.

The window stays responsive (the clock keeps ticking) and tests answer prompts by clicking
their buttons; ``tests/ui/conftest.py`` fails any test in which a blocking modal would run.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtWidgets import QMessageBox, QWidget

_open: list[QMessageBox] = []  # prompts on screen, newest last (tests read it)


def open_prompts() -> list[QMessageBox]:
    _open[:] = [box for box in _open if shiboken6.isValid(box)]  # closed with their window
    return [box for box in _open if box.isVisible()]


def confirm(parent: QWidget, title: str, text: str, on_yes: Callable[[], None]) -> QMessageBox:
    box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=parent)
    yes = box.addButton(QMessageBox.StandardButton.Yes)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)

    def finished() -> None:
        if box in _open:
            _open.remove(box)
        if box.clickedButton() is yes:
            on_yes()

    box.finished.connect(finished)
    _open.append(box)
    box.open()
    return box


def inform(parent: QWidget, title: str, text: str, error: bool = False) -> QMessageBox:
    icon = QMessageBox.Icon.Warning if error else QMessageBox.Icon.Information
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.finished.connect(lambda _=0: _open.remove(box) if box in _open else None)
    _open.append(box)
    box.open()
    return box
