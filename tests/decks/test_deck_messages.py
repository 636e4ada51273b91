"""The deck check's problems and the deck-list reader's notes: English in JSON and on the
command line, whatever the language; each keeps its template and values beside the English
text (also where the verdict is stored), so the window can show it in the user's language."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from organiser import i18n
from organiser.cli import main
from organiser.core.errors import M_, Msg, stored_message
from organiser.services.decks import check_decklist

GREYJOY = "greyjoy_core_starter.txt"  # a Stark deck: too few draw cards, loyal Greyjoy cards
TYRELL_BARE = "tyrell_conclave_bare.txt"  # no faction line: the reader infers Tyrell


@pytest.fixture
def german() -> Iterator[None]:
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def stored(fixtures: Path, name: str, text: str | None = None) -> dict[str, object]:
    """A verdict as the database keeps it: through JSON and back."""
    data = text if text is not None else (fixtures / name).read_text(encoding="utf-8")
    found = check_decklist(data, restricted="Standard v2.1")
    result = json.loads(json.dumps(found.to_json(), ensure_ascii=False))
    assert isinstance(result, dict)
    return result


def test_the_english_text_is_unchanged_and_the_template_kept(fixtures: Path) -> None:
    errors = {e["rule"]: e for e in stored(fixtures, GREYJOY)["errors"]}  # type: ignore[attr-defined]
    loyalty = errors["loyalty"]
    assert loyalty["message"] == (
        "Loyal cards of House Greyjoy are never allowed in a House Stark deck."
    )
    assert loyalty["template"] == "Loyal cards of {factions} are never allowed in a {faction} deck."
    assert loyalty["values"] == {"factions": "House Greyjoy", "faction": "House Stark"}
    assert errors["draw-count"]["message"] == "The draw deck needs at least 60 cards; it has 45."
    for entry in errors.values():
        message = stored_message(entry)
        assert isinstance(message, Msg) and message == entry["message"]


def test_a_stored_problem_and_note_read_back_in_german(fixtures: Path, german: None) -> None:
    errors = {e["rule"]: e for e in stored(fixtures, GREYJOY)["errors"]}  # type: ignore[attr-defined]
    assert i18n.user_text(stored_message(errors["loyalty"])) == (
        "Loyale Karten von House Greyjoy sind in einem Deck von House Stark nie erlaubt."
    )
    assert i18n.user_text(stored_message(errors["draw-count"])) == (
        "Der Zugstapel braucht mindestens 60 Karten; er hat 45."
    )
    found = check_decklist((fixtures / TYRELL_BARE).read_bytes(), restricted="Standard v2.1")
    (note,) = found.warnings
    assert note == "no faction line: House Tyrell was inferred."  # English where it is data
    assert i18n.user_text(note) == "keine Fraktionszeile: House Tyrell wurde abgeleitet."


def test_a_message_made_of_messages_is_translated_piece_by_piece(
    fixtures: Path, german: None
) -> None:
    text = (fixtures / GREYJOY).read_text(encoding="utf-8")
    text += "\n4x Arya Stark (Core)\n4x Bran Stark (Core)\nnot a card line at all\n"
    last = len(text.splitlines())  # the line that cannot be read
    errors = stored(fixtures, GREYJOY, text)["errors"]
    by_rule = {e["rule"]: e for e in errors}  # type: ignore[attr-defined]
    copies = by_rule["copies"]
    assert copies["message"] == (
        "Too many copies: Arya Stark ×5 (limit 3); Bran Stark ×5 (limit 3)."
    )
    assert i18n.user_text(stored_message(copies)) == (
        "Zu viele Exemplare: Arya Stark ×5 (Limit 3); Bran Stark ×5 (Limit 3)."
    )
    line = by_rule["unreadable-line"]
    assert str(line["message"]).startswith(f"line {last}: 'not a card line at all' is neither")
    assert i18n.user_text(stored_message(line)) == (
        f"Zeile {last}: 'not a card line at all' ist weder eine Kartenzeile (wie '3x Name (PACK)') "
        "noch eine Abschnittsüberschrift."
    )


def test_an_old_stored_problem_without_a_template_shows_its_english(german: None) -> None:
    old = {"rule": "draw-count", "message": "The draw deck needs 60 cards.", "cards": []}
    assert i18n.user_text(stored_message(old)) == "The draw deck needs 60 cards."
    # a template that no longer gives the stored text: the stored text, not a guess
    changed = {**old, "template": "The draw deck needs {count} cards now.", "values": {"count": 60}}
    assert i18n.user_text(stored_message(changed)) == "The draw deck needs 60 cards."
    broken = {**old, "template": "The draw deck needs {count} cards.", "values": {}}
    assert i18n.user_text(stored_message(broken)) == "The draw deck needs 60 cards."
    # ...and the same entry with its keys intact is translated
    kept = {**old, "template": "The draw deck needs at least {count} cards; it has {have}."}
    kept |= {"values": {"count": 60, "have": 45}}
    kept["message"] = "The draw deck needs at least 60 cards; it has 45."
    assert (
        i18n.user_text(stored_message(kept))
        == "Der Zugstapel braucht mindestens 60 Karten; er hat 45."
    )


def test_nested_values_survive_json(german: None) -> None:
    inner = M_("{title} ×{count} (limit {limit})", title="Arya Stark", count=4, limit=3)
    outer = M_("Too many copies: {cards}.", cards=inner)
    entry = json.loads(json.dumps({"message": outer, **outer.to_json()}))
    assert entry["values"]["cards"]["template"] == "{title} ×{count} (limit {limit})"
    again = stored_message(entry)
    assert again == "Too many copies: Arya Stark ×4 (limit 3)."
    assert i18n.user_text(again) == "Zu viele Exemplare: Arya Stark ×4 (Limit 3)."


def test_the_cli_stays_english_in_german(
    fixtures: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "de")
    path = str(fixtures / GREYJOY)
    assert main(["--json", "deck", "check", path, "--restricted", "Standard v2.1"]) == 0
    data = json.loads(capsys.readouterr().out)
    messages = {e["rule"]: e["message"] for e in data["errors"]}
    assert messages["draw-count"] == "The draw deck needs at least 60 cards; it has 45."
    assert main(["deck", "check", str(fixtures / TYRELL_BARE)]) == 0
    out = capsys.readouterr().out
    assert "note: no faction line: House Tyrell was inferred." in out
    assert "Fraktion" not in out


def test_an_unknown_card_and_its_suggestions_read_in_german(german: None) -> None:
    found = check_decklist("House Stark\n3x Aria Stark\n3x Zzzzqqq\n")
    close, none = (e for e in found.to_json()["errors"] if e["rule"] == "unknown-card")
    assert close["message"].startswith("line 2: Unknown card 'Aria Stark'. Did you mean: Arya")
    assert i18n.user_text(stored_message(close)).startswith(
        "Zeile 2: Unbekannte Karte 'Aria Stark'. Meintest du: Arya Stark"
    )
    assert none["message"] == "line 3: Unknown card 'Zzzzqqq'."
    assert i18n.user_text(stored_message(none)) == "Zeile 3: Unbekannte Karte 'Zzzzqqq'."
