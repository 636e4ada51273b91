"""Renders resources/icons/maester.svg to the icon files the installers use.

PNG sizes for Linux (hicolor theme) through Qt's SVG renderer, offscreen; a Windows .ico
and a macOS .icns from the largest PNG with Pillow (a reportlab dependency).
Run: ``.venv/bin/python installer/render_icons.py``
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PIL import Image
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv)
    renderer = QSvgRenderer(str(ICONS / "maester.svg"))
    if not renderer.isValid():
        print("maester.svg is not a valid SVG", file=sys.stderr)
        return 1
    for size in PNG_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        image.save(str(ICONS / f"maester-{size}.png"))
    largest = Image.open(ICONS / f"maester-{PNG_SIZES[-1]}.png")
    largest.save(ICONS / "maester.ico", sizes=[(s, s) for s in ICO_SIZES])
    largest.save(ICONS / "maester.icns")
    del app
    print(f"rendered {len(PNG_SIZES)} PNG sizes, maester.ico and maester.icns into {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
