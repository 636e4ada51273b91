"""PDF documents built with reportlab from plain data. No Qt, no database.

Every builder takes an ``EventInfo`` (name, date, paper size...) and the document's plain
data from ``organiser.printing.data``, and returns the PDF as bytes::

    pdf = build_pairings_by_name(event, pairings)
    save_pdf(Path("round3-by-name.pdf"), pdf)
"""

from __future__ import annotations

from pathlib import Path

from organiser.core.errors import UserError
from organiser.printing.bracket import bracket_from_core, build_bracket
from organiser.printing.decks import build_deck_sheets
from organiser.printing.pairings import build_pairings_by_name, build_pairings_by_table
from organiser.printing.publish import build_publish_html, write_publication
from organiser.printing.report import build_event_report
from organiser.printing.slips import build_match_slips
from organiser.printing.standings import build_standings


def save_pdf(path: Path, pdf: bytes) -> Path:
    """Write a built document, with a clear message if the file cannot be written."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pdf)
    except OSError as exc:
        raise UserError(f"Cannot write {path}: {exc.strerror or exc}.", path=str(path)) from exc
    return path


__all__ = [
    "bracket_from_core",
    "build_bracket",
    "build_deck_sheets",
    "build_event_report",
    "build_match_slips",
    "build_pairings_by_name",
    "build_pairings_by_table",
    "build_publish_html",
    "build_standings",
    "save_pdf",
    "write_publication",
]
