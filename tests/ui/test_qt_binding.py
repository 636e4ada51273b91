"""The Qt binding must keep Python's reference counts straight.

PySide6 6.12.0 under Python 3.11 drops a reference to ``None`` on every Qt call that returns
nothing; the interpreter aborts once ``None``'s count reaches zero, i.e. after a few
thousand clicks. pyproject.toml excludes that release; this test fails on any binding that
leaks like it, before a user's event does.
"""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot


def test_void_qt_calls_keep_none_alive(qtbot: QtBot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    label.setText("warm-up")
    before = sys.getrefcount(None)
    for n in range(500):
        label.setText(str(n))
        label.clear()
    assert abs(sys.getrefcount(None) - before) < 50


def test_signals_delivered_to_python_keep_none_alive(qtbot: QtBot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    seen: list[str] = []
    label.windowTitleChanged.connect(seen.append)
    before = sys.getrefcount(None)
    for n in range(500):
        label.setWindowTitle(f"title {n}")
    assert len(seen) == 500
    assert abs(sys.getrefcount(None) - before) < 50
