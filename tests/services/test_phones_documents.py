"""The phones on paper: each player's code by their signature on the match slip, the QR
code of the shared address on the slips and the pairings, and nothing of it otherwise."""

from __future__ import annotations

import io

from pypdf import PdfReader

from organiser.services import Database, documents, phones, rounds
from tests.services.conftest import make_event

URL = "http://192.168.1.20:8080/"


def _text(pdf: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)


def _images_or_rects(pdf: bytes) -> int:
    """How many filled rectangles the first page draws (a QR code is hundreds)."""
    content = PdfReader(io.BytesIO(pdf)).pages[0].get_contents()
    assert content is not None
    return content.get_data().count(b" re")


def test_slips_carry_each_players_code_and_the_pairings_never_do(db: Database) -> None:
    eid, _ = make_event(db, 8)
    rounds.pair_round(db, eid)
    codes = phones.table_codes(db, eid)
    slips = _text(documents.document_pdf(db, eid, "slips"))
    assert all(code in slips for code in codes.values())
    for kind in ("pairings", "pairings-by-name"):
        text = _text(documents.document_pdf(db, eid, kind))
        assert not any(code in text for code in codes.values())


def test_melee_slips_carry_a_code_for_every_seat(db: Database) -> None:
    eid, _ = make_event(db, 9, format="melee")
    rounds.pair_round(db, eid)
    codes = phones.table_codes(db, eid)
    assert len(codes) == 9
    slips = _text(documents.document_pdf(db, eid, "slips"))
    assert all(code in slips for code in codes.values())
    phones.set_self_report(db, eid, False)
    slips = _text(documents.document_pdf(db, eid, "slips"))
    assert not any(code in slips for code in codes.values())


def test_no_codes_on_the_slips_when_reporting_from_phones_is_off(db: Database) -> None:
    eid, _ = make_event(db, 8)
    rounds.pair_round(db, eid)
    codes = phones.table_codes(db, eid)
    phones.set_self_report(db, eid, False)
    slips = _text(documents.document_pdf(db, eid, "slips"))
    assert not any(code in slips for code in codes.values())


def test_the_qr_code_and_address_only_while_shared(db: Database) -> None:
    eid, _ = make_event(db, 8)
    rounds.pair_round(db, eid)
    plain = documents.document_pdf(db, eid, "pairings-by-name")
    plain_slips = documents.document_pdf(db, eid, "slips", page_size="a4")
    phones.set_address(db, eid, URL)
    shared = documents.document_pdf(db, eid, "pairings-by-name")
    shared_slips = documents.document_pdf(db, eid, "slips", page_size="a4")
    assert URL not in _text(plain) and URL in _text(shared)
    assert _images_or_rects(shared) > _images_or_rects(plain) + 50
    assert _images_or_rects(shared_slips) > _images_or_rects(plain_slips) + 200  # 4 codes
    phones.set_address(db, eid, None)
    assert URL not in _text(documents.document_pdf(db, eid, "pairings-by-name"))
