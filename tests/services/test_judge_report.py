"""The event report (PDF and HTML) lists the judge's log: calls, rulings, penalties."""

from __future__ import annotations

import io
from pathlib import Path

from pypdf import PdfReader

from organiser.services import Database, documents, judging, results, rounds
from tests.services.conftest import make_event


def pdf_text(pdf: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)


def _logged(db: Database) -> tuple[int, list[int]]:
    eid, ids = make_event(db, 4)
    rounds.pair_round(db, eid)
    table = results.list_results(db, eid).tables[0]
    call = judging.open_call(
        db, eid, table=table.table, question="Does <Moribund> stop the save?", judge="Marta"
    )
    judging.resolve_call(db, eid, call.id, outcome="No: it is saved.", extension_minutes=4)
    judging.attach_ruling(
        db,
        eid,
        call.id,
        title="Moribund and saves",
        summary="The save works.",
        scenario_path="/rulings/call-1.yaml",
        pdf_path="/rulings/call-1.pdf",
    )
    judging.issue_penalty(
        db, eid, table.player_a, category="slow_play", level="game_loss", call_id=call.id
    )
    return eid, ids


def test_the_pdf_report_lists_calls_rulings_and_penalties(db: Database) -> None:
    eid, _ids = _logged(db)
    text = pdf_text(documents.document_pdf(db, eid, "report"))
    assert "Judge's log" in text
    assert "Call 1 · round 1, table 1" in text and "Marta" in text
    assert "Does <Moribund> stop the save?" in text
    assert "time extension 4 min" in text
    assert "Ruling: Moribund and saves — The save works." in text
    assert "call-1.pdf" in text and "/rulings/" not in text  # file names, not the folders
    assert "game loss (proposed: warning)" in text and "slow play" in text


def test_a_report_without_a_log_has_no_judge_section(db: Database) -> None:
    eid, _ids = make_event(db, 4)
    rounds.pair_round(db, eid)
    assert "Judge's log" not in pdf_text(documents.document_pdf(db, eid, "report"))
    assert "judge-log" not in documents.report_html(db, eid)


def test_the_html_report_is_the_same_record_escaped(db: Database, tmp_path: Path) -> None:
    eid, _ids = _logged(db)
    done = documents.print_document(db, eid, "report", tmp_path / "report.html")
    page = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert done.bytes == len(page.encode("utf-8"))
    assert page.startswith("<!DOCTYPE html>") and "<link" not in page and "src=" not in page
    assert "Does &lt;Moribund&gt; stop the save?" in page and "<Moribund>" not in page
    assert "Moribund and saves" in page and "time extension 4 min" in page
    assert "game loss (proposed: warning)" in page
    assert "<h2>Round 1</h2>" in page and "id='standings'" in page
    # a .pdf is still the PDF
    documents.print_document(db, eid, "report", tmp_path / "report.pdf")
    assert (tmp_path / "report.pdf").read_bytes().startswith(b"%PDF")
