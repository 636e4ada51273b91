"""The bundle ships Qt's own translations of its widgets (qtbase_<lang>.qm) again, and only
those of Qt's catalogues: the window speaks the user's language, Qt's dialogs with it."""

from __future__ import annotations

import ast
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "installer" / "maester.spec"
NAMES = {"DROP_PLUGINS", "DROP_LIBS", "QT_TRANSLATIONS", "KEEP_TRANSLATIONS", "_keep"}


def _keep_function() -> Any:
    """The spec's own ``_keep`` with the constants it reads (the spec itself runs only under
    PyInstaller)."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    wanted = [
        node
        for node in tree.body
        if (isinstance(node, ast.FunctionDef) and node.name in NAMES)
        or (
            isinstance(node, ast.Assign)
            and isinstance(node.targets[0], ast.Name)
            and node.targets[0].id in NAMES
        )
    ]
    namespace: dict[str, Any] = {"sys": sys}
    exec(compile(ast.Module(body=wanted, type_ignores=[]), str(SPEC), "exec"), namespace)
    return namespace["_keep"]


def test_qt_widget_translations_are_kept() -> None:
    keep = _keep_function()
    for lang in ("de", "es", "fr", "it", "pl"):
        assert keep(f"PySide6/Qt/translations/qtbase_{lang}.qm")


def test_other_qt_catalogues_and_dropped_plugins_stay_out() -> None:
    keep = _keep_function()
    assert not keep("PySide6/Qt/translations/designer_de.qm")
    assert not keep("PySide6/Qt/translations/linguist_pl.qm")
    assert not keep("PySide6/Qt/plugins/platforms/libqvnc.so")
    assert keep("PySide6/Qt/plugins/platforms/libqxcb.so")
