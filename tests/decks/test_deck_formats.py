"""Every ThronesDB export, written the way ThronesDB writes it (our own sample deck, rendered
with ThronesDB's templates: ``fixtures/thronesdb``), reads to the same deck; the first line
is the name; agenda lines that name no agenda are errors with suggestions; every problem of a
list is reported at once."""

from __future__ import annotations

from pathlib import Path

import pytest

from organiser.core.cards import CardCatalogue, faction_close_to, faction_code, keywords_of
from organiser.core.decklist import (
    LineProblem,
    detect_format,
    normalised_key,
    read_decklist,
)
from organiser.core.errors import UserError
from organiser.core.legality import check_deck
from organiser.core.model import EDITION_1E, EDITION_2E, Ruleset
from organiser.services.decks import check_decklist

THRONESDB = Path(__file__).parent / "fixtures" / "thronesdb"
NAME = "3 Krakens and a Bear"
SEA_OF_BLOOD_REDESIGN = "17149"

# file -> (format detected, the name it carries: None for exports that print none)
EXPORTS = {
    "plain_text.txt": ("thronesdb-text", NAME),
    "download.txt": ("thronesdb-txt", NAME),
    "download_old.txt": ("thronesdb-text", f"{NAME} 1.0"),  # name and version on one line
    "by_cycle.txt": ("thronesdb-cycle", NAME),
    "by_cycle_old.txt": ("thronesdb-cycle", NAME),
    "markdown.md": ("markdown", ""),
    "agotcards.txt": ("agotcards", ""),
    "octgn.o8d": ("octgn", ""),
    "api_decklist_23456.json": ("thronesdb-json", NAME),
    "deck_7d2f1a3c.json": ("thronesdb-json", NAME),  # a deck, as its page carries it
}


def _read(data: str | bytes, catalogue: CardCatalogue, version: str | None = None):  # type: ignore[no-untyped-def]
    rlist = catalogue.restricted_list(version)
    assert rlist is not None
    return read_decklist(data, catalogue, out_of_pool=rlist.banned_cards)


@pytest.fixture(scope="module")
def reference(catalogue: CardCatalogue):  # type: ignore[no-untyped-def]
    return _read((THRONESDB / "api_decklist_23456.json").read_bytes(), catalogue).deck


def test_every_export_is_a_fixture() -> None:
    assert sorted(p.name for p in THRONESDB.iterdir()) == sorted(EXPORTS)


@pytest.mark.parametrize("name", sorted(EXPORTS))
def test_every_export_reads_to_the_same_legal_deck(
    name: str, catalogue: CardCatalogue, reference
) -> None:  # type: ignore[no-untyped-def]
    fmt, deck_name = EXPORTS[name]
    data = (THRONESDB / name).read_bytes()
    assert detect_format(data.decode("utf-8")) == fmt
    read = _read(data, catalogue)
    assert read.problems == ()
    assert read.deck.source_format == fmt
    assert read.deck.name == deck_name
    assert read.deck.faction == "greyjoy"
    assert read.deck.agendas == (SEA_OF_BLOOD_REDESIGN,)
    assert normalised_key(read.deck) == normalised_key(reference)
    verdict = check_decklist(data, restricted="gotstandard2.1")
    assert verdict.legal, verdict.errors


def test_the_download_is_written_as_thronesdb_writes_it() -> None:
    """The fixture itself carries what the reader must cope with."""
    data = (THRONESDB / "download.txt").read_bytes()
    lines = data.decode("utf-8").split("\r\n")
    assert b"\r\n" in data and b"\n" not in data.replace(b"\r\n", b"")
    assert lines[1] == "Version: 1.0"
    assert "Sea of Blood (Redesigns)" in lines  # the agenda's full pack name: two printings
    assert "Attachment" in lines  # one attachment title: a singular heading
    assert lines[-2:] == ["Event", ""]  # no events: an empty heading ends the file
    assert any(line.endswith("(Core Set)") for line in lines)


def test_the_by_cycle_agenda_printed_twice_counts_once(catalogue: CardCatalogue) -> None:
    text = (THRONESDB / "by_cycle.txt").read_text(encoding="utf-8")
    assert text.count("Sea of Blood") == 2
    assert _read(text, catalogue).deck.agendas == (SEA_OF_BLOOD_REDESIGN,)
    # Elsewhere an agenda given twice is two agendas: the deck check says so.
    plain = (THRONESDB / "plain_text.txt").read_text(encoding="utf-8")
    doubled = plain.replace("Sea of Blood (R)\n", "Sea of Blood (R)\nSea of Blood (R)\n")
    verdict = check_decklist(doubled)
    assert not verdict.legal and "agenda-count" in {e["rule"] for e in verdict.errors}


def test_the_by_cycle_download_runs_alliance_banners_into_one_line(
    catalogue: CardCatalogue,
) -> None:
    text = (
        "Two Banners 1.0\r\n\r\nHouse Stark\r\nAllianceBanner of the StagBanner of the Lion\r\n"
        "Packs: From Core Set to All Men Are Fools\r\n\r\n---- Core Set ----\r\n"
        "3x Winterfell Steward (Core Set #157)\r\n"
    )
    read = _read(text, catalogue)
    assert [catalogue.card(a).name for a in read.deck.agendas] == [
        "Alliance",
        "Banner of the Stag",
        "Banner of the Lion",
    ]
    broken = text.replace("Banner of the Lion", "Banner of the Lino")
    assert [p.kind for p in _read(broken, catalogue).problems] == ["unknown-agenda"]


@pytest.mark.parametrize(
    "title",
    [
        "Old Nan",
        "Fealty",
        "House Stark",
        "The Night's Watch",
        "3x Old Nan (WotN)",
        "2 Fast 2 Furious",
        "Plots",
        "# 1 Stark",
        "---- Krakens ----",
        "<3 Krakens",
        "{Kraken}",
        "Version: 2",
    ],
)
@pytest.mark.parametrize("export", ["plain_text.txt", "download.txt", "by_cycle.txt"])
def test_the_first_line_is_the_name_whatever_it_says(
    title: str, export: str, catalogue: CardCatalogue, reference
) -> None:  # type: ignore[no-untyped-def]
    text = (THRONESDB / export).read_bytes().decode("utf-8")
    first, rest = text.split("\n", 1)
    suffix = " 1.0\r" if export == "by_cycle.txt" else ("\r" if first.endswith("\r") else "")
    read = _read(f"{title}{suffix}\n{rest}", catalogue)
    assert read.problems == ()
    assert read.deck.name == title
    assert normalised_key(read.deck) == normalised_key(reference)


def test_a_list_without_a_name_opens_with_its_faction(catalogue: CardCatalogue, reference) -> None:  # type: ignore[no-untyped-def]
    text = (THRONESDB / "plain_text.txt").read_text(encoding="utf-8").split("\n", 2)[2]
    assert text.startswith("House Greyjoy")
    read = _read(text, catalogue)
    assert read.problems == () and read.deck.name == "" and read.deck.faction == "greyjoy"
    assert normalised_key(read.deck) == normalised_key(reference)


@pytest.mark.parametrize(
    ("agenda_line", "suggested"),
    [
        ("Sea of Bloood", "Sea of Blood"),  # a typo
        ("Fealtyy", "Fealty"),
        ("Banner of the Krakken", "Banner of the Kraken"),
        ("The Maester's Path", None),  # a 1st-edition agenda
    ],
)
def test_an_agenda_line_that_names_no_agenda_is_an_error_with_suggestions(
    agenda_line: str, suggested: str | None, catalogue: CardCatalogue
) -> None:
    for export, agenda in (
        ("plain_text.txt", "Sea of Blood (R)"),
        ("download.txt", "Sea of Blood (Redesigns)"),
    ):
        text = (THRONESDB / export).read_bytes().decode("utf-8").replace(agenda, agenda_line)
        read = _read(text, catalogue)
        assert [p.kind for p in read.problems] == ["unknown-agenda"]
        problem = read.problems[0]
        assert problem.text == agenda_line and problem.line == (
            5 if export == "download.txt" else 4
        )
        if suggested:
            assert suggested in problem.suggestions and suggested in problem.message
        assert all(catalogue.named(s)[0].type == "agenda" for s in problem.suggestions)
        verdict = check_decklist(text)
        assert not verdict.legal
        assert verdict.errors[0]["rule"] == "unknown-agenda"


def test_a_card_where_the_agenda_stands_is_named_as_such(catalogue: CardCatalogue) -> None:
    text = (THRONESDB / "plain_text.txt").read_text(encoding="utf-8")
    read = _read(text.replace("Sea of Blood (R)", "Drowned Men"), catalogue)
    assert [p.kind for p in read.problems] == ["unknown-agenda"]
    assert "is a character, not an agenda" in read.problems[0].message


def test_every_problem_of_a_list_is_reported_at_once() -> None:
    text = (THRONESDB / "plain_text.txt").read_text(encoding="utf-8")
    text = text.replace("Sea of Blood (R)", "Sea of Bloodd")
    text = text.replace("3x Drowned Men (Core)", "3x Drowned Menn (Core)")
    text = text.replace("1x Building Orders (Core)\n", "")  # six plots
    verdict = check_decklist(text)
    rules = [e["rule"] for e in verdict.errors]
    assert rules[:2] == ["unknown-agenda", "unknown-card"]  # the lines, in line order
    assert {"plot-count", "draw-count"} <= set(rules)  # and what the rest breaks
    assert "Drowned Men" in verdict.errors[1]["cards"]
    assert any("could not be read" in w for w in verdict.warnings)


def test_a_list_read_in_full_has_no_such_note() -> None:
    verdict = check_decklist((THRONESDB / "plain_text.txt").read_bytes())
    assert verdict.legal and verdict.warnings == ()


def test_suggestions_are_not_repeated(catalogue: CardCatalogue, build) -> None:  # type: ignore[no-untyped-def]
    assert LineProblem(1, "x", "m", ["A", "B", "A"]).suggestions == ["A", "B"]
    # Two printings of one name (Theon Greyjoy, Core and TFoA) are one suggestion.
    read = read_decklist("House Greyjoy\n3x Theon Greyjoyy\n", catalogue)
    suggestions = read.problems[0].suggestions
    assert "Theon Greyjoy" in suggestions and len(suggestions) == len(set(suggestions))
    # A card in an error's list once, however many times the deck names it.
    deck = build("stark", ["Fealty", "Fealty"], {"Winterfell Steward (Core)": 3})
    report = check_deck(deck, catalogue)
    (agenda_error,) = [e for e in report.errors if e.rule == "agenda-count"]
    assert agenda_error.cards == ("Fealty (Core)",)


def test_messages_name_factions_not_codes(catalogue: CardCatalogue, build) -> None:  # type: ignore[no-untyped-def]
    deck = build(
        "stark",
        [],
        {"Balon Greyjoy (Core)": 1, "Burned Men (Core)": 1},
    )
    report = check_deck(deck, catalogue)
    messages = " ".join(e.message for e in report.errors)
    assert "House Greyjoy" in messages and "House Stark" in messages
    for code in ("greyjoy", "stark", "lannister"):
        assert f" {code} " not in f" {messages} "
    assert report.deck.to_json()["faction_name"] == "House Stark"
    verdict = check_decklist("Greyjoy list\n3x Drowned Men (Core)\n")
    assert any("House Greyjoy was inferred" in w for w in verdict.warnings)


def test_an_agenda_with_two_printings_resolves_by_the_card_pool(catalogue: CardCatalogue) -> None:
    text = "Wars\n\nHouse Martell\nThe Wars To Come\n\nPlots (1):\n1x A Noble Cause (Core)\n"
    assert _read(text, catalogue, "gotstandard2.1").deck.agendas == ("17151",)  # the redesign
    assert _read(text, catalogue, "ffg2.3").deck.agendas == ("10045",)  # before it existed
    unpooled = read_decklist(text, catalogue)  # no card pool: the list must say which
    assert [p.kind for p in unpooled.problems] == ["ambiguous-card"]
    assert unpooled.problems[0].suggestions == ["The Wars To Come (SoD)", "The Wars To Come (R)"]


def test_keywords_are_read_wherever_they_stand(catalogue: CardCatalogue) -> None:
    assert keywords_of("Assault. No attachments. Shadow (X).\nX is a number.") == (
        "assault",
        "shadow",
    )
    assert keywords_of("<i>No attachments.</i> Shadow (2).\n<b>Reaction:</b> …") == ("shadow",)
    assert keywords_of("Character only. Terminal.\nAttached character gets -1 STR.") == (
        "terminal",
    )
    # Not keywords of the card: another card's granted text, or a word in a sentence.
    assert keywords_of('… as an attachment with the text: "Location only. Terminal."') == ()
    assert keywords_of("Attached character gains stealth.") == ()
    crews = [c for c in catalogue.named("Great Kraken's Crew")]
    assert crews and all("shadow" in c.keywords for c in crews)


def test_kingdom_of_shadows_takes_a_shadow_character_after_no_attachments(
    catalogue: CardCatalogue, build
) -> None:  # type: ignore[no-untyped-def]
    crew = next(c for c in catalogue.named("Great Kraken's Crew") if c.pack == "TTS")
    assert not crew.loyal and crew.faction == "greyjoy" and "shadow" in crew.keywords
    deck = build("stark", ["Kingdom of Shadows (R)"], {f"Great Kraken's Crew ({crew.pack})": 1})
    assert "out-of-faction" not in {e.rule for e in check_deck(deck, catalogue).errors}
    other = build("stark", ["Kingdom of Shadows (R)"], {"Drowned Men (Core)": 1})
    assert "out-of-faction" in {e.rule for e in check_deck(other, catalogue).errors}


def test_octgn_names_without_a_pack(catalogue: CardCatalogue) -> None:
    template = (THRONESDB / "octgn.o8d").read_text(encoding="utf-8")
    twice = template.replace(">Drowned Men<", ">Theon Greyjoy<")  # Core and TFoA
    read = _read(twice, catalogue)
    assert read.problems == ()
    assert any("Theon Greyjoy" in w and "names no pack" in w for w in read.deck.warnings)
    unknown = _read(template.replace(">Drowned Men<", ">Drowned Menn<"), catalogue)
    assert [p.kind for p in unknown.problems] == ["unknown-card"]
    for bad in (
        "<deck><section",
        "<?xml version='1.0'?><!DOCTYPE x [<!ENTITY a 'b'>]><deck/>",
        "<html/>",
    ):
        assert not read_decklist(bad, catalogue).complete


def test_a_file_of_several_decks_is_refused_with_a_reason(catalogue: CardCatalogue) -> None:
    one = (THRONESDB / "download.txt").read_bytes().decode("utf-8")
    read = read_decklist(one + "\r\n===\r\n" + one, catalogue)
    assert [p.kind for p in read.problems] == ["several-decks"]
    assert "2 deck lists" in read.problems[0].message


def test_markdown_links_give_the_exact_printing(catalogue: CardCatalogue) -> None:
    text = (THRONESDB / "markdown.md").read_text(encoding="utf-8")
    # The link names the card even when the label's pack is not a pack Maester knows.
    relabelled = text.replace("\\(Core\\)", "\\(Grundspiel\\)")
    assert _read(relabelled, catalogue).problems == ()


def test_one_ruleset_type_carries_the_edition() -> None:
    assert Ruleset.LCG2.edition == EDITION_2E
    assert Ruleset.LCG1.edition == Ruleset.CCG_WINTER.edition == EDITION_1E
    assert Ruleset.parse("lcg2") is Ruleset.LCG2
    assert [r.uses_restricted_versions for r in Ruleset] == [True, False, False]
    with pytest.raises(UserError, match="lcg2, lcg1, ccg-winter"):
        Ruleset.parse("lcg3")
    from engine_ref.profiles import PROFILES

    assert set(PROFILES) == {r.value for r in Ruleset}  # the engine plays every ruleset


@pytest.mark.parametrize(
    ("line", "code"),
    [
        ("House Greyjoy", "greyjoy"),
        ("HOUSE GREYJOY", "greyjoy"),
        ("house greyjoy", "greyjoy"),
        ("Greyjoy", "greyjoy"),
        ("Haus Graufreud", "greyjoy"),  # ThronesDB in German
        ("Casa Greyjoy", "greyjoy"),  # in Spanish
        ("Maison Greyjoy", "greyjoy"),  # in French
        ("Die Nachtwache", "thenightswatch"),
        ("Guardia de la Noche", "thenightswatch"),
        ("La Garde de Nuit", "thenightswatch"),
        ("THE NIGHT'S WATCH", "thenightswatch"),
        ("Night’s Watch", "thenightswatch"),
        ("Haus Lennister", "lannister"),
    ],
)
def test_faction_names_in_any_language_and_case(
    line: str, code: str, catalogue: CardCatalogue
) -> None:
    assert faction_code(line) == code
    text = (THRONESDB / "plain_text.txt").read_text(encoding="utf-8")
    read = _read(text.replace("\nHouse Greyjoy\n", f"\n{line}\n"), catalogue)
    assert read.deck.faction == code
    assert read.problems == () and read.deck.warnings == ()


@pytest.mark.parametrize(
    ("line", "meant"),
    [
        ("Hous Greyjoy", "House Greyjoy"),
        ("House Greyjoyy", "House Greyjoy"),
        ("Haus Graufreu", "House Greyjoy"),
        ("La Gard de Nuit", "The Night's Watch"),
        ("Martel", "House Martell"),
    ],
)
def test_a_faction_line_with_a_typo_is_an_error_naming_the_faction(
    line: str, meant: str, catalogue: CardCatalogue
) -> None:
    assert faction_code(line) is None
    text = (THRONESDB / "plain_text.txt").read_text(encoding="utf-8")
    read = _read(text.replace("\nHouse Greyjoy\n", f"\n{line}\n"), catalogue)
    assert [p.kind for p in read.problems] == ["faction-line"]
    assert read.problems[0].suggestions == [meant] and meant in read.problems[0].message
    assert "agenda" not in read.problems[0].message
    # The faction is not taken from the guess: the cards decide, and the deck says so.
    assert read.deck.faction == "greyjoy"
    assert any("inferred" in w for w in read.deck.warnings)
    verdict = check_decklist(text.replace("\nHouse Greyjoy\n", f"\n{line}\n"))
    assert not verdict.legal and [e["rule"] for e in verdict.errors] == ["faction-line"]


@pytest.mark.parametrize("line", ["Sea of Bloood", "Greyjoy list", "House Baratheon Krakens"])
def test_a_line_far_from_every_faction_is_not_taken_for_one(line: str) -> None:
    assert faction_code(line) is None and faction_close_to(line) is None


def test_names_apart_only_by_quotes_are_two_cards(catalogue: CardCatalogue) -> None:
    """A plot and an event whose names differ only by the event's quotes."""
    plot, event = "Dance of the Dragons", '"Dance of the Dragons"'
    assert {c.type for c in catalogue.named(plot)} >= {"plot", "event"}
    for line, kind in (
        (plot, "plot"),
        (event, "event"),
        ("\u201cDance of the Dragons\u201d", "event"),
    ):
        read = _read(f"Dragons\n1x {line}\n", catalogue)
        assert read.problems == ()
        assert [catalogue.cards[c].type for c in read.deck.counts()] == [kind]
    # OCTGN names no pack, and may drop the quotes: the section tells the card.
    template = (THRONESDB / "octgn.o8d").read_text(encoding="utf-8")
    events = template.replace(
        '<section name="Events" shared="False">',
        '<section name="Events" shared="False"><card qty="1" id="e">Dance of the Dragons</card>',
    )
    read = _read(events, catalogue)
    assert read.problems == ()
    kinds = {
        catalogue.cards[c].type for c in read.deck.counts() if "Dragons" in catalogue.cards[c].name
    }
    assert kinds == {"event"}


@pytest.mark.parametrize(
    ("data", "says"),
    [
        (b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj", "is a PDF"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "is an image"),
        (b"\xff\xd8\xff\xe0\x00\x10JFIF\x00", "is an image"),
        (b"PK\x03\x04\x14\x00\x06\x00", "Word, spreadsheet or zip"),
        (bytes(range(256)) * 4, "binary data"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ],
)
def test_a_file_that_is_no_deck_list_says_what_it_is(data: str | bytes, says: str) -> None:
    verdict = check_decklist(data)
    assert not verdict.legal and len(verdict.errors) == 1
    assert says in verdict.errors[0]["message"]


def test_a_text_file_with_a_stray_control_character_is_still_read(
    catalogue: CardCatalogue, reference
) -> None:  # type: ignore[no-untyped-def]
    text = (THRONESDB / "plain_text.txt").read_text(encoding="utf-8")
    read = _read(text.replace("Drowned Men", "Drowned\x00 Men", 1), catalogue)
    assert read.problems == () and normalised_key(read.deck) == normalised_key(reference)


def test_odd_values_get_a_problem_not_a_crash(catalogue: CardCatalogue) -> None:
    one_agenda = '{"faction_code": "stark", "agendas": "01027", "slots": {"01001": 1}}'
    assert _read(one_agenda, catalogue).deck.agendas == ("01027",)
    huge = read_decklist("House Stark\n99999999999999999999x Old Nan (WotN)\n", catalogue)
    assert [p.kind for p in huge.problems] == ["bad-count"]
    nested = (THRONESDB / "octgn.o8d").read_text(encoding="utf-8")
    nested = nested.replace(">Drowned Men<", "><b>Drowned</b> Men<")
    assert _read(nested, catalogue).problems == ()
