"""Printed documents and the published page, from events made with the services."""

from __future__ import annotations

import csv
import io
import itertools
import json
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from pypdf import PdfReader

from organiser.core.errors import NotFound, UserError
from organiser.services import (
    Database,
    cut,
    decks,
    documents,
    events,
    open_database,
    players,
    results,
    rounds,
    standings,
)
from organiser.services.dto import ResultInput, RoundInfo
from tests.printing.pdf_probe import Span, media_box, spans

NAMES = (
    "Zoë Ångström",
    "Łukasz Wróbel",
    "Siobhán Ó Briain",
    "José Núñez",
    "Mette Sørensen",
    "Ólafur Þórsson",
    "Chloé Lefèvre",
    "Dmitri Sokolov",
    "Jürgen Müller",
    "Ngozi Okafor",
    "Håkon Løvaas",
    "Kenji Tanaka",
    "Émile Dubois",
)
LETTER = (612.0, 792.0)
A4 = (595.3, 841.9)


def all_spans(pdf: bytes) -> list[Span]:
    return [s for page in spans(pdf) for s in page]


def page_box(pdf: bytes) -> tuple[float, float]:
    width, height = media_box(pdf)
    return round(width, 1), round(height, 1)


def by_name_players(pdf: bytes) -> list[str]:
    """The Player column of a pairings-by-name sheet: the span drawn just before a table
    number (or "Bye") on the same line."""
    out = []
    for page in spans(pdf):
        for here, after in itertools.pairwise(page):
            table_cell = after.text.isdigit() or after.text == "Bye"
            if table_cell and after.y == here.y and after.size > here.size:
                out.append(here.text)
    return out


def slip_tables(pdf: bytes) -> list[int]:
    """The table number of every match slip (the big number after "Table")."""
    out = []
    for page in spans(pdf):
        for here, after in itertools.pairwise(page):
            if here.text == "Table" and after.text.isdigit() and after.size >= 18:
                out.append(int(after.text))
    return out


@dataclass(frozen=True)
class Swiss:
    path: Path
    event: int
    ids: list[int]
    dropped: int


def _result_batch(info: RoundInfo, number: int) -> list[ResultInput]:
    out = []
    for t in info.tables:
        if t.table % 3 == 0:
            out.append(ResultInput(t.table, t.player_b, "modified_win", "draw_deck"))
        else:
            out.append(ResultInput(t.table, t.player_a if number % 2 else t.player_b))
    return out


@pytest.fixture(scope="module")
def swiss(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Swiss]:
    """13 players (a bye each round), rounds 1–2 played, a drop after round 2, round 3
    paired without results."""
    path = tmp_path_factory.mktemp("documents") / "swiss.sqlite"
    db = open_database(path)
    ev = events.create_event(db, name="Winter Joust", date="2026-11-21", rounds=4, seed=3)
    ids = [
        players.add_player(db, ev.id, name=n, email=f"player{i}@example.org").id
        for i, n in enumerate(NAMES)
    ]
    for number in (1, 2):
        info = rounds.pair_round(db, ev.id)
        results.record_results(db, ev.id, _result_batch(info, number))
    players.drop_player(db, ev.id, ids[4], reason="train home")
    rounds.pair_round(db, ev.id)
    db.close()
    yield Swiss(path, ev.id, ids, ids[4])


@pytest.fixture
def sdb(swiss: Swiss) -> Iterator[Database]:
    db = open_database(swiss.path)
    yield db
    db.close()


def test_pairings_by_name_lists_every_active_player_once(sdb: Database, swiss: Swiss) -> None:
    pdf = documents.document_pdf(sdb, swiss.event, "pairings-by-name", page_size="a4")
    active = {p.display_name for p in players.list_players(sdb, swiss.event) if not p.dropped}
    listed = Counter(by_name_players(pdf))
    assert set(listed) == active
    assert all(n == 1 for n in listed.values()), listed
    assert NAMES[4] not in listed  # dropped before round 3
    assert page_box(pdf) == A4
    text = " ".join(s.text for s in all_spans(pdf))
    assert "Round 3" in text and "Winter Joust" in text


def test_pairings_by_name_of_an_earlier_round(sdb: Database, swiss: Swiss) -> None:
    pdf = documents.document_pdf(sdb, swiss.event, "pairings-by-name", round=1)
    assert sorted(by_name_players(pdf)) == sorted(NAMES)  # before the drop: all 13
    assert "Round 1" in " ".join(s.text for s in all_spans(pdf))


def test_pairings_by_table_show_points_before_the_round(sdb: Database, swiss: Swiss) -> None:
    pdf = documents.document_pdf(sdb, swiss.event, "pairings")
    info = results.list_results(sdb, swiss.event, round=3)
    after_two = {
        r.player: r.points for r in standings.get_standings(sdb, swiss.event, through_round=2).rows
    }
    text = [s.text for s in all_spans(pdf)]
    joined = " ".join(text)
    for t in info.tables:
        assert t.name_a in joined and t.name_b in joined
    # the leader after round 2 is printed with their points
    best = max(after_two.values())
    assert best > 0 and any(f"({best:g})" in s for s in text)


def test_slips_are_the_tables_of_the_round(sdb: Database, swiss: Swiss) -> None:
    for number in (1, 3):
        pdf = documents.document_pdf(sdb, swiss.event, "slips", round=number)
        info = results.list_results(sdb, swiss.event, round=number)
        assert sorted(slip_tables(pdf)) == [t.table for t in info.tables]
        assert len(info.tables) == 6  # 12 seated, one bye: no slip for the bye


def test_standings_print_in_the_service_order(sdb: Database, swiss: Swiss) -> None:
    for through in (None, 1):
        pdf = documents.document_pdf(sdb, swiss.event, "standings", round=through)
        rows = standings.get_standings(sdb, swiss.event, through_round=through).rows
        wanted = [r.name for r in rows]
        printed = [s.text for s in all_spans(pdf) if s.text in set(wanted)]
        assert printed == wanted
    text = " ".join(s.text for s in all_spans(pdf))
    assert "After round 1" in text


def test_standings_mark_the_dropped_player(sdb: Database, swiss: Swiss) -> None:
    page = all_spans(documents.document_pdf(sdb, swiss.event, "standings"))
    (row,) = [s for s in page if s.text == NAMES[4]]
    assert any(s.text == "dropped" and abs(s.y - row.y) < 3 for s in page)


def test_report_lists_every_round_and_result(sdb: Database, swiss: Swiss) -> None:
    pdf = documents.document_pdf(sdb, swiss.event, "report")
    text = " ".join(s.text for s in all_spans(pdf))
    for number in (1, 2, 3):
        assert re.search(rf"Round {number}\b", text), number
    assert "modified win (draw deck)" in text
    assert "not reported" in text  # round 3 is still being played


def test_letter_paper_and_default_from_the_locale(
    sdb: Database, swiss: Swiss, monkeypatch: pytest.MonkeyPatch
) -> None:
    pdf = documents.document_pdf(sdb, swiss.event, "standings", page_size="letter")
    assert page_box(pdf) == LETTER
    monkeypatch.delenv(documents.PAGE_SIZE_ENV, raising=False)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.setenv("LC_PAPER", "en_US.UTF-8")
    assert documents.default_page_size().value == "letter"
    assert page_box(documents.document_pdf(sdb, swiss.event, "standings")) == LETTER
    monkeypatch.setenv("LC_PAPER", "de_DE.UTF-8")
    assert documents.default_page_size().value == "a4"
    monkeypatch.setenv(documents.PAGE_SIZE_ENV, "letter")
    assert documents.default_page_size().value == "letter"
    with pytest.raises(UserError, match="a4 or letter"):
        documents.document_pdf(sdb, swiss.event, "standings", page_size="a3")


@pytest.mark.parametrize(
    ("variables", "paper"),
    [
        ({"LC_ALL": "C", "LC_PAPER": "en_US.UTF-8"}, "a4"),  # LC_ALL decides: no country
        ({"LC_ALL": "POSIX"}, "a4"),
        ({"LC_ALL": "C.UTF-8", "LANG": "en_US.UTF-8"}, "a4"),
        ({"LC_PAPER": "en_CA.UTF-8", "LANG": "de_DE.UTF-8"}, "letter"),
        ({"LC_PAPER": "fr_FR.UTF-8", "LANG": "en_US.UTF-8"}, "a4"),
        ({"LANG": "es_MX.UTF-8"}, "letter"),
        ({"LANG": "en_GB.UTF-8"}, "a4"),
        ({"LANG": "en"}, "a4"),  # a language without a country
        ({"LANG": "xx_ZZ.UTF-8"}, "a4"),  # an unknown country
    ],
)
def test_paper_follows_the_locale_and_is_a4_when_it_says_no_country(
    variables: dict[str, str], paper: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in (documents.PAGE_SIZE_ENV, "LC_ALL", "LC_PAPER", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    assert documents.default_page_size().value == paper


def test_clear_errors(sdb: Database, swiss: Swiss) -> None:
    with pytest.raises(UserError, match="unknown document 'wall'"):
        documents.document_pdf(sdb, swiss.event, "wall")
    with pytest.raises(NotFound, match=r"no round 4 .*1 to 3"):
        documents.document_pdf(sdb, swiss.event, "pairings", round=4)
    with pytest.raises(UserError, match="1 or more"):
        documents.document_pdf(sdb, swiss.event, "slips", round=0)
    with pytest.raises(NotFound, match="not been seeded"):
        documents.document_pdf(sdb, swiss.event, "bracket")
    with pytest.raises(NotFound, match="no elimination round"):
        documents.document_pdf(sdb, swiss.event, "slips", cut=True)


def test_no_round_yet(db: Database) -> None:
    ev = events.create_event(db, name="Empty", seed=1)
    for name in NAMES[:4]:
        players.add_player(db, ev.id, name=name)
    for kind in ("pairings", "pairings-by-name", "slips"):
        with pytest.raises(NotFound, match="no round has been paired yet"):
            documents.document_pdf(db, ev.id, kind)
    # standings and the report print before round 1 (everyone on 0)
    assert documents.document_pdf(db, ev.id, "standings").startswith(b"%PDF")
    assert documents.document_pdf(db, ev.id, "report").startswith(b"%PDF")


def test_melee_event_before_round_one(db: Database, tmp_path: Path) -> None:
    # the melee documents themselves are tested in test_melee_documents.py
    ev = events.create_event(db, name="Melee night", format="melee", seed=1)
    for name in NAMES[:6]:
        players.add_player(db, ev.id, name=name)
    with pytest.raises(NotFound, match="no round"):
        documents.document_pdf(db, ev.id, "pairings")
    assert "index.html" in {p.name for p in documents.publish(db, ev.id, tmp_path / "site")}
    pdf = documents.document_pdf(db, ev.id, "decks")  # deck sheets do not need rounds
    assert len(PdfReader(io.BytesIO(pdf)).pages) >= 6


def test_deck_sheets_one_per_active_player(sdb: Database, swiss: Swiss) -> None:
    pdf = documents.document_pdf(sdb, swiss.event, "decks")
    big = [s.text for s in all_spans(pdf) if s.size >= 15 and s.text in NAMES]
    assert sorted(set(big)) == sorted(n for n in NAMES if n != NAMES[4])


def test_deck_sheet_lists_the_cards(db: Database) -> None:
    if decks.active_catalogue() is None:
        pytest.skip("no card data available to read a deck list")
    fixture = Path(__file__).parents[1] / "decks" / "fixtures"
    lists = sorted(fixture.glob("*.txt"))
    if not lists:
        pytest.skip("no deck-list fixture in tests/decks/fixtures")
    ev = events.create_event(db, name="Decks", seed=1)
    pid = players.add_player(db, ev.id, name="Zoë Ångström").id
    status = decks.attach_decklist(db, ev.id, pid, lists[0].read_bytes(), source=lists[0].name)
    if not decks.deck_check(db, ev.id, pid).sections:
        pytest.skip(f"{lists[0].name} could not be read: {status.errors}")
    view = decks.deck_check(db, ev.id, pid)
    text = " ".join(s.text for s in all_spans(documents.document_pdf(db, ev.id, "decks")))
    first_title, first_lines = view.sections[0]
    assert first_title in text
    for line in first_lines:
        assert line.name[:20] in text


@dataclass(frozen=True)
class WithCut:
    path: Path
    event: int
    champion: int


@pytest.fixture(scope="module")
def with_cut(tmp_path_factory: pytest.TempPathFactory) -> WithCut:
    """10 players, 3 Swiss rounds, a top 4 played to the end."""
    path = tmp_path_factory.mktemp("documents") / "cut.sqlite"
    db = open_database(path)
    ev = events.create_event(db, name="Regional", rounds=3, cut_size=4, seed=11)
    for n in NAMES[:10]:
        players.add_player(db, ev.id, name=n)
    for number in (1, 2, 3):
        info = rounds.pair_round(db, ev.id)
        results.record_results(db, ev.id, _result_batch(info, number))
    semis = cut.start_cut(db, ev.id).rounds[0]
    for t in semis.tables:
        results.record_result(db, ev.id, table=t.table, winner=t.player_b)
    final = cut.pair_cut_round(db, ev.id).rounds[-1]
    (t,) = final.tables
    results.record_result(db, ev.id, table=1, winner=t.player_a)
    db.close()
    return WithCut(path, ev.id, t.player_a)


def test_bracket_final_standings_and_report_after_a_cut(with_cut: WithCut) -> None:
    db = open_database(with_cut.path)
    try:
        info = cut.get_cut(db, with_cut.event)
        assert info.finished
        bracket = " ".join(s.text for s in all_spans(documents.document_pdf(db, None, "bracket")))
        for _seed, _pid, name in info.seeds:
            assert name in bracket
        final = standings.get_standings(db, with_cut.event).final
        pdf = documents.document_pdf(db, None, "standings")
        names = [f.name for f in final]
        printed = [s.text for s in all_spans(pdf) if s.text in set(names)]
        assert printed == names  # the final standings: champion first
        assert final[0].player == with_cut.champion
        assert "Final standings" in " ".join(s.text for s in all_spans(pdf))
        report = " ".join(s.text for s in all_spans(documents.document_pdf(db, None, "report")))
        for number in (1, 2, 3):
            assert f"Round {number}" in report
        assert "Cut round 1" in report and "Cut round 2" in report
        assert "Final standings" in report
        slips = documents.document_pdf(db, None, "slips")  # the latest round: the final
        assert slip_tables(slips) == [1]
    finally:
        db.close()


def test_publish_writes_the_page_and_the_data(sdb: Database, swiss: Swiss, tmp_path: Path) -> None:
    out = tmp_path / "site"
    files = documents.publish(sdb, swiss.event, out)
    names = {f.name for f in files}
    assert {
        "index.html",
        "pairings.csv",
        "pairings.json",
        "standings.csv",
        "standings.json",
    } <= names
    assert {"results.csv", "results.json"} <= names
    html = (out / "index.html").read_text(encoding="utf-8")
    assert "Winter Joust" in html and "Round 3" in html
    assert not re.search(r"(src|href)\s*=\s*['\"](https?:)?//", html)  # self-contained
    assert "<link" not in html
    for name in NAMES:
        assert name in html
    pairings = json.loads((out / "pairings.json").read_text(encoding="utf-8"))
    assert {p["player"] for p in pairings} == set(NAMES) - {NAMES[4]}
    ranked = list(csv.DictReader(io.StringIO((out / "standings.csv").read_text("utf-8"))))
    service = standings.get_standings(sdb, swiss.event).rows
    assert [r["player"] for r in ranked] == [r.name for r in service]
    res = json.loads((out / "results.json").read_text(encoding="utf-8"))
    assert {(r["round"]) for r in res} == {1, 2, 3}
    played = [r for r in res if r["round"] == 1 and r["player_b_id"] is not None]
    assert len(played) == 6 and all(r["winner"] in (r["player_a"], r["player_b"]) for r in played)
    published = "".join(f.read_text(encoding="utf-8") for f in files)
    assert "@example.org" not in published  # no e-mail address is published


def test_publish_into_a_file_is_refused(sdb: Database, swiss: Swiss, tmp_path: Path) -> None:
    target = tmp_path / "taken"
    target.write_text("x")
    with pytest.raises(UserError, match="is a file"):
        documents.publish(sdb, swiss.event, target)
    assert target.read_text() == "x"


def test_print_document_writes_the_file(sdb: Database, swiss: Swiss, tmp_path: Path) -> None:
    done = documents.print_document(sdb, swiss.event, "slips", tmp_path / "a" / "slips.pdf")
    assert done.path.read_bytes().startswith(b"%PDF")
    assert done.pages == len(PdfReader(str(done.path)).pages) and done.round == 3
    with pytest.raises(UserError, match="is a folder"):
        documents.print_document(sdb, swiss.event, "slips", tmp_path)
