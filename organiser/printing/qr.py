"""QR codes on paper: the address of the event server, for the players' phones.

segno (pure Python, maintained) makes the matrix; it is drawn here as filled squares, so
the code is sharp at any printer resolution.
"""

from __future__ import annotations

import segno

from organiser.printing.layout import Painter

WHITE = (1.0, 1.0, 1.0)
BLACK = (0.0, 0.0, 0.0)
QUIET = 2  # modules of white around the code (a printed page is white around it anyway)


def qr_matrix(text: str) -> list[list[bool]]:
    """The dark (True) and light modules of a QR code of ``text``, row by row."""
    return [[bool(v) for v in row] for row in segno.make(text, error="m", micro=False).matrix]


def draw_qr(p: Painter, x: float, y: float, size: float, text: str) -> None:
    """A QR code of ``text`` in the square with its bottom-left corner at (x, y)."""
    matrix = qr_matrix(text)
    n = len(matrix) + 2 * QUIET
    unit = size / n
    p.rect(x, y, size, size, fill=WHITE, stroke=None)
    for r, row in enumerate(matrix):
        top = y + size - (r + QUIET + 1) * unit
        start = None
        for c, dark in enumerate([*row, False]):
            if dark and start is None:
                start = c
            elif not dark and start is not None:
                # a run of dark modules as one rectangle: fewer, smaller PDF operators
                p.rect(
                    x + (start + QUIET) * unit,
                    top,
                    (c - start) * unit,
                    unit,
                    fill=BLACK,
                    stroke=None,
                )
                start = None
