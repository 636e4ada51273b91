"""Rendering PDF pages to images for the app's print preview (pypdfium2; no Qt).

The Qt preview wraps ``render_page_rgba`` in a QImage (Format_RGBA8888) without copying
through PNG; ``render_page_png`` suits anything else (tests, thumbnails, the docs).
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import pypdfium2 as pdfium

from organiser.core.errors import UserError

T = TypeVar("T")


@dataclass(frozen=True)
class PageImage:
    """Pixels as R, G, B, 0xFF bytes (QImage.Format_RGBX8888), ``stride`` bytes per row."""

    width: int
    height: int
    stride: int
    rgba: bytes


def _open(pdf: bytes) -> pdfium.PdfDocument:
    try:
        return pdfium.PdfDocument(pdf)
    except pdfium.PdfiumError as exc:
        raise UserError(f"This is not a readable PDF: {exc}.") from exc


def page_count(pdf: bytes) -> int:
    doc = _open(pdf)
    try:
        return len(doc)
    finally:
        doc.close()


def _render(pdf: bytes, page: int, dpi: float, read: Callable[[Any], T], **options: Any) -> T:
    """Page ``page`` (0-based) rendered at ``dpi`` with ``options``; ``read`` takes what it
    needs from the bitmap before the bitmap, the page and the document are closed."""
    doc = _open(pdf)
    try:
        if not 0 <= page < len(doc):
            raise UserError(f"The document has {len(doc)} page(s); there is no page {page + 1}.")
        pdf_page = doc[page]
        try:
            bitmap = pdf_page.render(scale=dpi / 72, **options)
            try:
                return read(bitmap)
            finally:
                bitmap.close()
        finally:
            pdf_page.close()
    finally:
        doc.close()


def render_page_rgba(pdf: bytes, page: int = 0, dpi: float = 96) -> PageImage:
    """Page ``page`` (0-based) at ``dpi``, on white."""

    def read(bitmap: Any) -> PageImage:
        return PageImage(bitmap.width, bitmap.height, bitmap.stride, bytes(bitmap.buffer))

    # RGBX: four bytes a pixel, the fourth always 0xFF (pages are opaque)
    return _render(pdf, page, dpi, read, rev_byteorder=True, prefer_bgrx=True)


def render_page_png(pdf: bytes, page: int = 0, dpi: float = 96) -> bytes:
    """Page ``page`` (0-based) as PNG bytes."""

    def read(bitmap: Any) -> bytes:
        buf = io.BytesIO()
        bitmap.to_pil().save(buf, format="PNG", optimize=True)
        return buf.getvalue()

    return _render(pdf, page, dpi, read)
