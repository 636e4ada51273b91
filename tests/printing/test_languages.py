"""The printed documents in every language: translated, and nothing overflows.

German is long and Polish longer still: each drawn string, measured in its own font, must end
before the next string on its line starts and stay on the paper.
"""

from __future__ import annotations

import io
import itertools
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import print_samples as samples
import pytest
from pypdf import PdfReader

from organiser import i18n
from organiser.core.model import Format
from organiser.printing import (
    build_event_report,
    build_match_slips,
    build_pairings_by_name,
    build_pairings_by_table,
    build_standings,
    fonts,
)

LANGUAGES = ("en", "de", "es", "fr", "it", "pl")


@dataclass(frozen=True)
class Drawn:
    x: float
    y: float
    text: str
    size: float
    font: str

    @property
    def end(self) -> float:
        return self.x + fonts.width(self.text, self.size, self.font)


def drawn(pdf: bytes) -> Iterator[tuple[float, float, list[Drawn]]]:
    """Every page's width, height and drawn strings with the font they were drawn in."""
    fonts.register()
    for page in PdfReader(io.BytesIO(pdf)).pages:
        found: list[Drawn] = []

        def visit(
            text: str,
            cm: list[float],
            tm: list[float],
            font: object,
            size: float,
            found: list[Drawn] = found,
        ) -> None:
            if not text.strip() or not isinstance(font, dict):
                return
            base = str(font.get("/BaseFont", ""))
            name = fonts.BOLD if "Bold" in base else fonts.REGULAR
            if "Mono" in base:
                name = fonts.MONO
            x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
            y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            found.append(Drawn(x, y, text.strip(), size * tm[0] * cm[0] or size, name))

        page.extract_text(visitor_text=visit)
        box = page.mediabox
        yield float(box.width), float(box.height), found


def overflows(pdf: bytes) -> list[str]:
    problems = []
    for width, _height, items in drawn(pdf):
        lines: dict[float, list[Drawn]] = {}
        for d in items:
            lines.setdefault(round(d.y, 0), []).append(d)
        for line in lines.values():
            line.sort(key=lambda d: d.x)
            for a, b in itertools.pairwise(line):
                if a.end > b.x + 0.5:
                    problems.append(f"{a.text!r} runs into {b.text!r}")
            for d in line:
                if d.x < 0 or d.end > width:
                    problems.append(f"{d.text!r} leaves the page")
    return problems


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


DOCUMENTS: dict[str, Callable[[], bytes]] = {
    "standings": lambda: build_standings(samples.event(), samples.standings(40)),
    "pairings": lambda: build_pairings_by_table(samples.event(), samples.joust_round(40)),
    "by name": lambda: build_pairings_by_name(samples.event(), samples.joust_round(40)),
    "slips": lambda: build_match_slips(samples.event(), samples.joust_round(16)),
    "melee slips": lambda: build_match_slips(
        samples.event(fmt=Format.MELEE), samples.melee_round(12), per_page=6
    ),
    "report": lambda: build_event_report(samples.event(), samples.report()),
}


@pytest.mark.parametrize("kind", DOCUMENTS)
def test_nothing_overflows(language: str, kind: str) -> None:
    problems = overflows(DOCUMENTS[kind]())
    assert not problems, f"{language} {kind}:\n" + "\n".join(problems[:20])


def test_the_documents_speak_the_language(language: str) -> None:
    text = " ".join(d.text for _, _, page in drawn(DOCUMENTS["standings"]()) for d in page)
    expected = {  # the Player column's title
        "en": "Player",
        "de": "Spieler",
        "es": "Jugador",
        "fr": "Joueur",
        "it": "Giocatore",
        "pl": "Gracz",
    }
    assert expected[language] in text
    others = {v for k, v in expected.items() if k != language}
    assert not any(word in text for word in others)


def test_the_check_sees_an_overflow() -> None:
    from reportlab.pdfgen.canvas import Canvas

    from organiser.printing.layout import Painter  # noqa: F401  (the layer the check reads)

    fonts.register()
    out = io.BytesIO()
    canvas = Canvas(out)
    canvas.setFont(fonts.REGULAR, 10)
    canvas.drawString(100, 700, "Rangliste der Spieler")
    canvas.drawString(130, 700, "Punkte")  # starts inside the first string
    canvas.drawString(100, 650, "Rang")
    canvas.drawString(200, 650, "Punkte")  # well clear
    canvas.save()
    problems = overflows(out.getvalue())
    assert problems == ["'Rangliste der Spieler' runs into 'Punkte'"]


def test_dates_and_numbers_follow_the_language(language: str) -> None:
    import datetime as dt

    date = i18n.format_date(dt.date(2026, 11, 21))
    number = i18n.format_decimal(2.5)
    assert {"en": "November", "de": "November", "fr": "novembre", "es": "noviembre"}.get(
        language, ""
    ) in date
    assert "21" in date and "2026" in date
    assert number == ("2.50" if language == "en" else "2,50")


def test_a_deck_sheet_prints_the_deck_checks_problems_in_the_language() -> None:
    from dataclasses import replace

    from organiser.core.errors import M_
    from organiser.printing import build_deck_sheets
    from organiser.printing.data import Seat

    problem = M_("The draw deck needs at least {count} cards; it has {have}.", count=60, have=45)
    sheet = replace(samples.deck_sheet(Seat(1, "Alys Karstark")), legal=False, problems=(problem,))
    i18n.set_language("de")
    try:
        pdf = build_deck_sheets(samples.event(), [sheet])
    finally:
        i18n.set_language("en")
    text = " ".join(d.text for _, _, page in drawn(pdf) for d in page)
    assert "Der Zugstapel braucht mindestens 60 Karten; er hat 45." in text
    assert "The draw deck" not in text
    # English where the language is English, from the same stored message
    english = " ".join(
        d.text for _, _, page in drawn(build_deck_sheets(samples.event(), [sheet])) for d in page
    )
    assert "The draw deck needs at least 60 cards; it has 45." in english
