"""Small layout pieces shared by the views."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit


def result_entry_row(entry: QLineEdit, preview: QLabel) -> QHBoxLayout:
    """The result line: "&Result" (Alt+R focuses ``entry``), the entry, then its preview."""
    row = QHBoxLayout()
    label = QLabel(QCoreApplication.translate("Common", "&Result"))
    label.setBuddy(entry)
    row.addWidget(label)
    row.addWidget(entry, 3)
    row.addWidget(preview, 4)
    return row
