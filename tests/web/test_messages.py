"""The pages' sentences: one dictionary, every key the pages use present, placeholders kept."""

from __future__ import annotations

import re
from pathlib import Path

from organiser.web import messages

WEB = Path(messages.__file__).parent


def test_every_key_the_pages_use_is_in_the_dictionary() -> None:
    used: set[str] = set()
    for path in WEB.glob("*.py"):
        used |= set(re.findall(r"text\(\s*[\"']([a-z_.]+)[\"']", path.read_text(encoding="utf-8")))
    prefixes = {"answer.", "outcome.", "result.", "player.deck.", "player.asked.", "ending."}
    missing = {k for k in used if k not in messages.MESSAGES and k not in prefixes}
    assert used and not missing


def test_answers_cover_every_problem_a_report_can_meet() -> None:
    from organiser.web.app import _KNOWN_PROBLEMS

    for key in {
        *_KNOWN_PROBLEMS,
        "waiting",
        "confirmed",
        "disputed",
        "drop_requested",
        "bad_code",
        "limited",
        "error",
        "impossible",
    }:
        assert f"answer.{key}" in messages.MESSAGES
    for ending in ("won", "time"):
        assert f"ending.{ending}" in messages.MESSAGES


def test_text_fills_placeholders_and_shows_an_unknown_key() -> None:
    assert messages.text("answer.confirmed", table=7) == "Confirmed: the result of table 7 is in."
    assert messages.text("no.such.key") == "no.such.key"


def test_the_pages_speak_the_servers_language() -> None:
    from organiser import i18n

    try:
        i18n.set_language("de")
        assert messages.text("answer.confirmed", table=7) == (
            "Bestätigt: Das Ergebnis von Tisch 7 ist eingetragen."
        )
        i18n.set_language("pl")
        assert messages.text("nav.standings") == "Klasyfikacja"
    finally:
        i18n.set_language("en")
    assert messages.text("nav.standings") == "Standings"


def test_the_event_date_is_written_as_the_language_writes_it() -> None:
    from organiser import i18n
    from organiser.web.app import _shown_date

    try:
        assert _shown_date("2026-11-21") == "November 21, 2026"
        i18n.set_language("de")
        assert _shown_date("2026-11-21") == "21. November 2026"
        i18n.set_language("pl")
        assert _shown_date("2026-11-21") == "21 listopada 2026"
        assert _shown_date("next Saturday") == "next Saturday"  # not a date: as stored
        assert _shown_date(None) == ""
    finally:
        i18n.set_language("en")
