"""The ruling PDF: every part a judge writes or the engine logged is in the text."""

from __future__ import annotations

import datetime as dt
import io

from pypdf import PdfReader

from organiser.printing.data import PageSize
from organiser.printing.ruling import (
    Ruling,
    RulingPlayer,
    RulingStep,
    RulingZone,
    build_ruling,
    wrap,
)


def _text(pdf: bytes) -> str:
    reader = PdfReader(io.BytesIO(pdf))
    return "\n".join(page.extract_text() for page in reader.pages)


def _ruling(
    steps: int = 3, conclusion: str = "Catelyn claims the power before she dies."
) -> Ruling:
    board = (
        RulingPlayer(
            "greyjoy",
            "Greyjoy",
            power=3,
            gold=5,
            zones=(RulingZone("hand", ("Assassin's Order [order]",)),),
        ),
        RulingPlayer(
            "stark",
            "Stark",
            power=7,
            zones=(RulingZone("play", ("Catelyn Stark [cat] (standing, 2 power)",)),),
        ),
    )
    return Ruling(
        title="Catelyn Stark while Moribund",
        ruleset="lcg1",
        board=board,
        steps=tuple(
            RulingStep(
                i,
                "Marshalling phase › Action window: Assassin's Order › Step 3: execute",
                f"step text number {i}",
                actor="greyjoy",
                cite="002.timing.moribund",
                reference="002 Timing Structure › Moribund",
                paraphrase="A card leaving play stays Moribund until step 6.",
            )
            for i in range(1, steps + 1)
        ),
        decisions=("greyjoy: play order", "stark: use cat"),
        conclusion=conclusion,
        source="seed 002, Timing Structure",
        judge="Head judge",
        scenario_file="ruling.yaml",
        date=dt.date(2026, 11, 20),
    )


def test_ruling_text_holds_board_decisions_steps_and_conclusion() -> None:
    text = _text(build_ruling(_ruling()))
    for needle in (
        "Catelyn Stark while Moribund",
        "Catelyn claims the power before she dies.",
        "Assassin's Order [order]",
        "Catelyn Stark [cat] (standing, 2 power)",
        "greyjoy: play order",
        "stark: use cat",
        "step text number 2",
        "[002.timing.moribund]",
        "A card leaving play stays Moribund until step 6.",
        "Judge: Head judge",
        "ruling.yaml",
    ):
        assert needle in text, needle


def test_long_log_breaks_across_pages_and_keeps_every_step() -> None:
    pdf = build_ruling(_ruling(steps=120), page_size=PageSize.LETTER)
    reader = PdfReader(io.BytesIO(pdf))
    assert len(reader.pages) > 3
    text = _text(pdf)
    for i in (1, 60, 120):
        assert f"step text number {i}" in text
    assert f"page {len(reader.pages)} of {len(reader.pages)}" in text


def test_empty_ruling_still_says_what_is_missing() -> None:
    text = _text(build_ruling(Ruling("Nothing yet", "lcg2", board=(), conclusion="")))
    assert "(no conclusion written)" in text
    assert "(no decision was taken)" in text
    assert "(no step was run)" in text


def test_wrap_keeps_every_word_within_the_width() -> None:
    from organiser.printing import fonts

    fonts.register()
    words = ("response " * 40 + "Supercalifragilisticexpialidocious" * 3).split()
    lines = wrap(" ".join(words), 9.5, 120)
    assert len(lines) > 5
    assert all(fonts.width(line, 9.5) <= 120 for line in lines)
    assert "".join(lines).replace(" ", "") == "".join(words)
