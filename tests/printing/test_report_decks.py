"""The event report and the deck registration sheets."""

from __future__ import annotations

import dataclasses

import pdf_probe as probe
import print_samples as samples

from organiser.core.melee import Ending, MeleeTable, SeatResult
from organiser.core.model import Game, Outcome, Stage, TimeTiebreak
from organiser.printing import build_deck_sheets, build_event_report
from organiser.printing.data import (
    DeckCard,
    DeckSection,
    DeckSheet,
    EventReport,
    ResultLine,
    RoundResults,
    Seat,
    results_from_games,
    results_from_melee_tables,
)
from organiser.printing.report import result_text


def _lines(pdf: bytes) -> list[list[str]]:
    """Every printed line (spans sharing a baseline), page after page, top to bottom."""
    out = []
    for page in probe.spans(pdf):
        by_y: dict[float, list[probe.Span]] = {}
        for s in page:
            by_y.setdefault(s.y, []).append(s)
        out += [[s.text for s in sorted(by_y[y], key=lambda s: s.x)] for y in sorted(by_y)[::-1]]
    return out


def test_report_has_every_round_every_result_and_the_standings() -> None:
    report = samples.report(13, rounds=4)
    pdf = build_event_report(samples.event(), report)
    lines = _lines(pdf)
    for results in report.rounds:
        prefix = "Cut round" if results.stage == Stage.CUT else "Round"
        assert [f"{prefix} {results.round}"] in lines
        for line in results.lines:
            names = [s.name for s in line.seats]
            printed = [
                row for row in lines if all(n in row for n in names) and result_text(line) in row
            ]
            assert printed, (results.round, line)
    assert ["Final standings"] in lines
    names = [r.name for r in report.standings.rows]
    order = [row[1] for row in lines if len(row) > 2 and row[1] in names and row[0].isdigit()]
    assert order[-len(names) :] == names
    assert probe.page_footers(pdf)[-1][0] == probe.page_footers(pdf)[-1][1]


def test_result_texts() -> None:
    seats = (Seat(1, "A"), Seat(2, "B"))
    assert result_text(ResultLine(1, seats)) == "not reported"
    assert result_text(ResultLine(1, seats, 1, Outcome.WIN)) == "win"
    modified = ResultLine(1, seats, 2, Outcome.MODIFIED_WIN, TimeTiebreak.DOMINANCE)
    assert result_text(modified) == "modified win (dominance)"
    assert result_text(ResultLine(1, seats, None, Outcome.DOUBLE_LOSS)) == "double loss"


def test_report_melee_places_and_power() -> None:
    melee = samples.melee_round(8)
    lines = tuple(
        ResultLine(t.table, t.seats, places=(2, 1, 4, 3), power=(9, 15, 2, 4)) for t in melee.tables
    )
    report = EventReport((RoundResults(1, lines),), samples.standings(8))
    lines = _lines(build_event_report(samples.event(), report))
    for table in melee.tables:
        a, b, c, d = (s.name for s in table.seats)
        assert [str(table.table), a, "2nd, 9 power", b, "1st, 15 power"] in lines
        assert [c, "4th, 2 power", d, "3rd, 4 power"] in lines
    assert ["Table", "Players (place, power)"] in lines


def test_results_from_games_groups_rounds_and_stages() -> None:
    names = {1: "A", 2: "B", 3: "C"}
    games = [
        Game(2, 1, 1, 2, 1, Outcome.WIN),
        Game(1, 1, 1, 3, 3, Outcome.WIN),
        Game(1, 0, 2, None, 2, Outcome.BYE),
        Game(1, 1, 3, 1, 3, Outcome.WIN, stage=Stage.CUT),
    ]
    rounds = results_from_games(games, names)
    assert [(r.stage, r.round) for r in rounds] == [
        (Stage.SWISS, 1),
        (Stage.SWISS, 2),
        (Stage.CUT, 1),
    ]
    assert [len(line.seats) for line in rounds[0].lines] == [2, 1]  # the bye last


def test_deck_sheet_lists_every_card_with_its_count() -> None:
    sheet = samples.deck_sheet(Seat(7, "Ελένη Παπαδοπούλου"))
    pdf = build_deck_sheets(samples.event(), [sheet])
    lines = _lines(pdf)
    assert ["Ελένη Παπαδοπούλου"] in lines and ["player #7"] in lines
    for section in sheet.sections:
        assert [section.title, str(section.total)] in lines
        for card in section.cards:
            assert [str(card.count), card.name] in lines
    assert probe.page_footers(pdf) == [(1, 1)]


def test_one_sheet_per_player_and_long_lists_continue() -> None:
    short = samples.deck_sheet(Seat(1, "Short List"))
    many = DeckSection("Characters", tuple(DeckCard(1, f"Card {i}") for i in range(150)))
    long = dataclasses.replace(samples.deck_sheet(Seat(2, "Long List")), sections=(many,))
    pdf = build_deck_sheets(samples.event(), [short, long, DeckSheet(Seat(3, "Blank Form"))])
    texts = probe.texts(pdf)
    assert len(texts) == 4  # one page, two pages, one page
    assert "Short List" in texts[0]
    assert "Long List" in texts[1] and "Long List (continued)" in texts[2]
    all_text = "\n".join(texts)
    assert all(f"Card {i}\n" in all_text + "\n" for i in range(150))
    assert "Blank Form" in texts[3] and "Plot deck" in texts[3] and "Draw deck" in texts[3]
    assert "player signature" in texts[2] and "player signature" not in texts[1]


def test_results_from_melee_tables() -> None:
    names = {p: f"P{p}" for p in range(1, 9)}
    tables = [
        MeleeTable(
            1,
            1,
            (1, 2, 3, 4),
            (SeatResult(1, 2, 9), SeatResult(2, 1, 15), SeatResult(3, 3, 4), SeatResult(4, 4, 2)),
            Ending.WON,
        ),
        MeleeTable(1, 2, (5, 6, 7)),  # outstanding
        MeleeTable(1, 0, (8,), bye=True),
    ]
    (rnd,) = results_from_melee_tables(tables, names)
    first, outstanding, bye = rnd.lines
    assert first.places == (2, 1, 3, 4) and first.power == (9, 15, 4, 2)
    assert not outstanding.reported and [s.name for s in outstanding.seats] == ["P5", "P6", "P7"]
    assert bye.outcome == Outcome.BYE and bye.seats == (Seat(8, "P8"),)
    pdf = build_event_report(samples.event(), EventReport((rnd,), samples.standings(8)))
    lines = _lines(pdf)
    assert ["1", "P1", "2nd, 9 power", "P2", "1st, 15 power"] in lines
    assert ["2", "P5", "—", "P6", "—"] in lines
