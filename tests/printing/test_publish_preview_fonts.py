"""The published HTML page and exports, the preview renderer, and the font fallback."""

from __future__ import annotations

import csv
import dataclasses
import io
import json
import re
from collections.abc import Iterator
from html import escape
from html.parser import HTMLParser
from pathlib import Path

import pdf_probe as probe
import print_samples as samples
import pytest
from pypdf import PdfReader

from organiser.core.errors import UserError
from organiser.printing import (
    build_bracket,
    build_deck_sheets,
    build_event_report,
    build_match_slips,
    build_pairings_by_name,
    build_pairings_by_table,
    build_publish_html,
    build_standings,
    fonts,
    save_pdf,
    write_publication,
)
from organiser.printing.data import RoundPairings, Seat
from organiser.printing.layout import fit
from organiser.printing.preview import page_count, render_page_png, render_page_rgba

EVIL = "<script>alert('x')</script> & \"Bob\""


class _Collect(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []
        self.tags: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self.urls += [v or "" for k, v in attrs if k in ("src", "href", "action", "data")]

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def _parse(page: str) -> _Collect:
    parser = _Collect()
    parser.feed(page)
    return parser


def _with_evil_name(pairings: RoundPairings) -> RoundPairings:
    first = pairings.tables[0]
    seat = dataclasses.replace(first.seats[0], name=EVIL)
    return dataclasses.replace(
        pairings,
        tables=(dataclasses.replace(first, seats=(seat, first.seats[1])), *pairings.tables[1:]),
    )


def test_html_is_self_contained() -> None:
    page = build_publish_html(samples.event(), samples.joust_round(21), samples.standings(21))
    parsed = _parse(page)
    assert all(url.startswith("#") for url in parsed.urls), parsed.urls
    assert "link" not in parsed.tags and "img" not in parsed.tags and "iframe" not in parsed.tags
    assert not re.search(r"(?i)url\(|@import|https?://", page)
    assert "<style>" in page and "<meta charset='utf-8'>" in page


def test_html_escapes_names() -> None:
    pairings = _with_evil_name(samples.joust_round(6))
    page = build_publish_html(samples.event(), pairings, None)
    assert EVIL not in page
    assert "<script>alert" not in page
    parsed = _parse(page)
    assert parsed.tags.count("script") == 1  # only the page's own filter script
    text = "".join(parsed.text)
    assert text.count(EVIL) == 3  # by table, by name, and as the opponent of the other player


def test_html_lists_pairings_and_standings_in_order() -> None:
    pairings = samples.joust_round(15, cjk=True)
    standings = samples.standings(15)
    page = build_publish_html(samples.event(), pairings, standings)
    for seat, _ in pairings.seats():
        assert page.count(escape(seat.name)) >= 2
    start = page.index("id='standings'")
    positions = [
        page.index(f"<span class='name'>{escape(r.name)}</span>", start) for r in standings.rows
    ]
    assert positions == sorted(positions)
    assert page.count("class='dropped'") == sum(r.dropped for r in standings.rows)


def test_write_publication_files(tmp_path: Path) -> None:
    pairings = samples.joust_round(9)
    standings = samples.standings(9)
    files = write_publication(tmp_path / "site", samples.event(), pairings, standings)
    assert sorted(f.name for f in files) == [
        "index.html",
        "pairings.csv",
        "pairings.json",
        "standings.csv",
        "standings.json",
    ]
    rows = list(csv.DictReader(io.StringIO((tmp_path / "site/pairings.csv").read_text("utf-8"))))
    assert len(rows) == 9 and sum(r["bye"] == "yes" for r in rows) == 1
    data = json.loads((tmp_path / "site/standings.json").read_text("utf-8"))
    assert [d["player"] for d in data] == [r.name for r in standings.rows]


def test_write_publication_into_a_file_is_a_user_error(tmp_path: Path) -> None:
    blocker = tmp_path / "taken"
    blocker.write_text("x")
    with pytest.raises(UserError, match="Cannot create"):
        write_publication(blocker, samples.event())


def test_save_pdf_reports_unwritable_paths(tmp_path: Path) -> None:
    blocker = tmp_path / "taken"
    blocker.write_text("x")
    with pytest.raises(UserError, match="Cannot write"):
        save_pdf(blocker / "out.pdf", b"%PDF")
    assert save_pdf(tmp_path / "a" / "out.pdf", b"%PDF-1.4").read_bytes() == b"%PDF-1.4"


def test_preview_renders_pages() -> None:
    pdf = build_standings(samples.event(), samples.standings(100))
    pages = page_count(pdf)
    assert pages == len(probe.page_footers(pdf))
    png = render_page_png(pdf, pages - 1, dpi=50)
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    image = render_page_rgba(pdf, 0, dpi=72)
    assert (image.width, image.height) == (595, 842) or abs(image.width - 595) <= 1
    assert image.stride >= image.width * 4 and len(image.rgba) == image.stride * image.height
    # not blank: the page has dark pixels (text) and white paper
    assert min(image.rgba[::4]) < 64 and max(image.rgba[::4]) == 255


def test_preview_errors_are_user_errors() -> None:
    pdf = build_pairings_by_name(samples.event(), samples.joust_round(4))
    with pytest.raises(UserError, match="no page 3"):
        render_page_png(pdf, 2)
    with pytest.raises(UserError, match="not a readable PDF"):
        page_count(b"hello")


@pytest.mark.parametrize("name", samples.UNICODE_NAMES)
def test_dejavu_covers_european_scripts(name: str) -> None:
    assert fonts.covers(name) and fonts.covers(name, fonts.BOLD)
    assert fonts.runs(name) == ((fonts.REGULAR, name),)


@pytest.fixture
def no_cjk_font() -> Iterator[None]:
    """As on a computer without a TrueType CJK font."""
    fonts.choose_cjk_font("")
    yield
    fonts.choose_cjk_font(None)


def test_cjk_falls_back_to_cid_fonts(no_cjk_font: None) -> None:
    assert fonts.runs("王小明") == ((fonts.CJK_CHINESE, "王小明"),)
    assert fonts.runs("김민준") == ((fonts.CJK_KOREAN, "김민준"),)
    # a Japanese name: its kanji follow the kana into the Japanese font
    assert fonts.runs("山田 はな") == (
        (fonts.CJK_JAPANESE, "山田"),
        (fonts.REGULAR, " "),
        (fonts.CJK_JAPANESE, "はな"),
    )
    assert fonts.runs("Li 王", fonts.BOLD) == ((fonts.BOLD, "Li "), (fonts.CJK_CHINESE, "王"))
    assert fonts.width("王小明", 10) > fonts.width("A", 10)


def _pdf_font_names(pdf: bytes) -> set[str]:
    reader = PdfReader(io.BytesIO(pdf))
    names = set()
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            names.add(str(font.get_object()["/BaseFont"]))
    return names


def test_a_truetype_cjk_font_is_embedded_when_there_is_one() -> None:
    found = next((p for p in fonts.CJK_CANDIDATES if Path(p).is_file()), None)
    if found is None:
        pytest.skip("no TrueType CJK font on this computer (e.g. apt install fonts-droid-fallback)")
    fonts.choose_cjk_font(found)
    try:
        assert fonts.runs("王小明") == ((fonts.CJK_EMBEDDED, "王小明"),)
        pairings = RoundPairings(1, (samples.PairedTable(1, (Seat(1, "王小明"), Seat(2, "Ann"))),))
        pdf = build_pairings_by_name(samples.event(), pairings)
        embedded = [n for n in _pdf_font_names(pdf) if "+" in n and "DejaVu" not in n]
        assert len(embedded) == 1  # a subset of the CJK font, embedded beside DejaVu
        assert "王小明" in probe.texts(pdf)[0]
    finally:
        fonts.choose_cjk_font(None)


def test_a_missing_cjk_font_file_falls_back(tmp_path: Path) -> None:
    not_a_font = tmp_path / "broken.ttf"
    not_a_font.write_bytes(b"not a font")
    try:
        fonts.choose_cjk_font(str(not_a_font))
        assert fonts.embedded_cjk_font() is None
        assert fonts.runs("王") == ((fonts.CJK_CHINESE, "王"),)
    finally:
        fonts.choose_cjk_font(None)


@pytest.mark.parametrize("cjk_font", ["", None], ids=["cid", "system"])
def test_cjk_names_print_and_extract(cjk_font: str | None) -> None:
    fonts.choose_cjk_font(cjk_font)
    seats = [Seat(i + 1, n) for i, n in enumerate(["山田 はな", "王小明", "김민준", "Li 王"])]
    pairings = RoundPairings(1, (), bye=None)
    tables = (
        samples.PairedTable(1, (seats[0], seats[1])),
        samples.PairedTable(2, (seats[2], seats[3])),
    )
    pdf = build_pairings_by_name(samples.event(), dataclasses.replace(pairings, tables=tables))
    text = probe.texts(pdf)[0].replace("\n", "")
    for seat in seats:
        assert seat.name.replace(" ", "") in text.replace(" ", "")
    fonts.choose_cjk_font(None)


def test_fit_shrinks_then_cuts() -> None:
    text, size = fit("Short", 12, 200)
    assert (text, size) == ("Short", 12)
    wide = fonts.width("A fairly long player name", 12)
    text, size = fit("A fairly long player name", 12, wide * 0.8, min_size=8)
    assert text == "A fairly long player name" and 8 <= size < 12
    text, size = fit("A fairly long player name", 12, wide * 0.4, min_size=8)
    assert text.endswith("…") and size == 8 and fonts.width(text, 8) <= wide * 0.4


def _every_document() -> dict[str, bytes]:
    ev = samples.event()
    melee = samples.event(fmt=samples.Format.MELEE)
    return {
        "pairings-by-table": build_pairings_by_table(ev, samples.joust_round(30)),
        "pairings-by-name": build_pairings_by_name(ev, samples.joust_round(30)),
        "standings": build_standings(ev, samples.standings(30)),
        "slips": build_match_slips(ev, samples.joust_round(30)),
        "slips-melee": build_match_slips(melee, samples.melee_round(15), per_page=6),
        "bracket": build_bracket(ev, samples.bracket(16, 2)),
        "deck-sheets": build_deck_sheets(ev, [samples.deck_sheet(Seat(1, "Ann"))]),
        "report": build_event_report(ev, samples.report(10, 2)),
    }


def test_every_document_renders_with_ink_inside_the_margins() -> None:
    for name, pdf in _every_document().items():
        for page in range(page_count(pdf)):
            image = render_page_rgba(pdf, page, dpi=36)
            w, h, stride = image.width, image.height, image.stride
            dark = [
                (x, y)
                for y in range(0, h, 2)
                for x in range(0, w, 2)
                if image.rgba[y * stride + 4 * x] < 128
            ]
            assert len(dark) > 50, f"{name} page {page + 1} is blank"
            # nothing is drawn in the outer 3 mm (printers cannot print there)
            edge = 36 / 25.4 * 3
            assert all(edge <= x <= w - edge and edge <= y <= h - edge for x, y in dark), name
