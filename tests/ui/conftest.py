"""GUI tests: a fresh SQLite file per test, settings in a temporary INI file, background
tasks run inline, and a guard that fails any test in which a blocking modal would run."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMessageBox

from organiser.ui import tasks
from organiser.ui.language import install_language
from organiser.ui.main_window import MainWindow
from organiser.ui.service_backend import ServiceBackend
from organiser.ui.settings import Settings
from organiser.ui.structure import suggest_structure

pytestmark = pytest.mark.gui


class BlockingModal(AssertionError):
    pass


@pytest.fixture(autouse=True)
def no_blocking_modals(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Any]]:
    """Every blocking entry point raises unless the test installed an answer in ``answers``."""
    answers: dict[str, Any] = {}

    def guard(name: str) -> Any:
        def blocked(*_args: Any, **_kwargs: Any) -> Any:
            if name in answers:
                return answers[name]
            raise BlockingModal(f"{name} would block the GUI test (install an answer)")

        return blocked

    monkeypatch.setattr(QDialog, "exec", guard("QDialog.exec"))
    for static in ("question", "warning", "information", "critical", "about"):
        monkeypatch.setattr(QMessageBox, static, guard(f"QMessageBox.{static}"))
    monkeypatch.setattr(QMessageBox, "exec", guard("QMessageBox.exec"))
    for static in ("getOpenFileName", "getSaveFileName", "getExistingDirectory"):
        monkeypatch.setattr(QFileDialog, static, guard(f"QFileDialog.{static}"))
    for static in ("getText", "getInt", "getItem"):
        monkeypatch.setattr(QInputDialog, static, guard(f"QInputDialog.{static}"))
    yield answers


@pytest.fixture(scope="session", autouse=True)
def english(qapp: Any) -> None:
    """The window in English, as Maester starts it (the English catalogue holds the plural
    forms: "1 player", "2 players")."""
    install_language(qapp, "en")


@pytest.fixture(autouse=True)
def synchronous_tasks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tasks, "SYNCHRONOUS", True)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "event.sqlite"


@pytest.fixture(autouse=True)
def demo_db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "demo.sqlite"
    monkeypatch.setenv("MAESTER_DEMO_DB", str(path))
    monkeypatch.setenv("MAESTER_DB", str(tmp_path / "default.sqlite"))
    return path


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def window(qtbot: Any, settings: Settings) -> Iterator[MainWindow]:
    w = MainWindow(settings, ServiceBackend.open, suggest_structure)
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close_event()
