"""Light and dark palettes; "system" follows the desktop's colour scheme, live."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication


def dark_palette() -> QPalette:
    p = QPalette()
    window, base, text = QColor(37, 39, 45), QColor(28, 30, 34), QColor(230, 230, 230)
    roles = {
        QPalette.ColorRole.Window: window,
        QPalette.ColorRole.WindowText: text,
        QPalette.ColorRole.Base: base,
        QPalette.ColorRole.AlternateBase: QColor(44, 47, 54),
        QPalette.ColorRole.ToolTipBase: base,
        QPalette.ColorRole.ToolTipText: text,
        QPalette.ColorRole.Text: text,
        QPalette.ColorRole.Button: QColor(50, 53, 60),
        QPalette.ColorRole.ButtonText: text,
        QPalette.ColorRole.BrightText: QColor(255, 90, 90),
        QPalette.ColorRole.Highlight: QColor(64, 128, 214),
        QPalette.ColorRole.HighlightedText: QColor(255, 255, 255),
        QPalette.ColorRole.Link: QColor(110, 170, 255),
        QPalette.ColorRole.PlaceholderText: QColor(140, 140, 140),
        QPalette.ColorRole.Mid: QColor(90, 94, 102),
    }
    for role, colour in roles.items():
        p.setColor(role, colour)
    for role in (
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
        QPalette.ColorRole.WindowText,
    ):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor(120, 120, 120))
    return p


def system_is_dark() -> bool:
    hints = QGuiApplication.styleHints()
    return hints.colorScheme() == Qt.ColorScheme.Dark


def apply_theme(app: QApplication, choice: str) -> None:
    """``choice``: "system", "light" or "dark"."""
    app.setStyle("Fusion")
    dark = system_is_dark() if choice == "system" else choice == "dark"
    app.setPalette(dark_palette() if dark else app.style().standardPalette())


def follow_system(app: QApplication, choice_getter: object) -> None:
    """Re-apply when the desktop switches between light and dark."""
    hints = QGuiApplication.styleHints()

    def changed(_scheme: object) -> None:
        choice = choice_getter() if callable(choice_getter) else "system"
        if choice == "system":
            apply_theme(app, "system")

    hints.colorSchemeChanged.connect(changed)
