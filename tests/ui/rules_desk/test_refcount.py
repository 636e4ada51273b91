"""The guard against PySide6 6.12 losing references to None on Python 3.11."""

from __future__ import annotations

import sys
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from organiser.ui.rules_desk import _refcount


def test_many_qt_calls_cannot_use_up_none(qtbot: Any) -> None:
    if sys.version_info >= (3, 12):
        pytest.skip("None is immortal on Python 3.12+: nothing to guard")
    _refcount.protect_singletons()
    assert sys.getrefcount(None) > _refcount.RESERVE
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(20_000):  # more than a fresh interpreter's references to None
        label.setText("x")
    assert before - sys.getrefcount(None) < _refcount.RESERVE // 2  # the reserve holds
    assert _refcount.protect_singletons() is False  # once per process
