"""Reading built PDFs back: text with its position, page by page (pypdf)."""

from __future__ import annotations

import io
import re
from dataclasses import dataclass

from pypdf import PdfReader


@dataclass(frozen=True)
class Span:
    x: float
    y: float
    text: str
    size: float


def spans(pdf: bytes) -> list[list[Span]]:
    """Every drawn string with its start point, per page, in drawing order."""
    reader = PdfReader(io.BytesIO(pdf))
    pages: list[list[Span]] = []
    for page in reader.pages:
        found: list[Span] = []

        def visit(
            text: str,
            cm: list[float],
            tm: list[float],
            font: object,
            size: float,
            found: list[Span] = found,
        ) -> None:
            if not text.strip():
                return
            x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
            y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            found.append(Span(round(x, 1), round(y, 1), text.strip(), size))

        page.extract_text(visitor_text=visit)
        pages.append(found)
    return pages


def texts(pdf: bytes) -> list[str]:
    return [page.extract_text() or "" for page in PdfReader(io.BytesIO(pdf)).pages]


def page_footers(pdf: bytes) -> list[tuple[int, int]]:
    """The (X, Y) of every "page X of Y" footer, page by page."""
    out = []
    for page in spans(pdf):
        found = [m for s in page if (m := re.fullmatch(r"page (\d+) of (\d+)", s.text))]
        assert len(found) == 1, [s.text for s in page if "page" in s.text]
        out.append((int(found[0].group(1)), int(found[0].group(2))))
    return out


def media_box(pdf: bytes) -> tuple[float, float]:
    box = PdfReader(io.BytesIO(pdf)).pages[0].mediabox
    return float(box.width), float(box.height)
