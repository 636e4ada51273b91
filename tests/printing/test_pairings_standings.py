"""Pairings by table, pairings by name and standings, read back from the PDF."""

from __future__ import annotations

import dataclasses

import pdf_probe as probe
import print_samples as samples
import pytest

from organiser.core.melee import MeleeStandingRow
from organiser.core.model import Format, PairingResult, Stage, TablePairing
from organiser.printing import build_pairings_by_name, build_pairings_by_table, build_standings
from organiser.printing.data import PageSize, RoundPairings, Standings, pairings_from_core
from organiser.printing.layout import points
from organiser.printing.pairings import sort_key


def _name_column(pdf: bytes, size: float = 11.5) -> list[list[probe.Span]]:
    """The entries of the "Player" column: bold names drawn at the entry size (a long
    name shrinks, so accept anything between 8 pt and the entry size), left of the
    table number."""
    out = []
    for page in probe.spans(pdf):
        columns = sorted({s.x for s in page if s.text == "Player"})
        out.append([s for s in page if s.x in columns and 8 <= s.size <= size and s.y < 740])
    return out


@pytest.mark.parametrize("n", [1, 2, 41, 150])
def test_by_name_lists_every_player_exactly_once(n: int) -> None:
    pairings = samples.joust_round(n)
    pdf = build_pairings_by_name(samples.event(), pairings)
    listed = [s.text for page in _name_column(pdf) for s in page]
    expected = [seat.name for seat, _ in pairings.seats()]
    assert sorted(listed) == sorted(expected)
    assert len(listed) == len(set(listed)) == n


def test_by_name_is_alphabetical_down_each_column_then_across() -> None:
    pairings = samples.joust_round(150)
    pdf = build_pairings_by_name(samples.event(), pairings)
    listed = []
    for page in _name_column(pdf):
        # column-major reading order: left column top to bottom, then the right column
        listed += [s.text for s in sorted(page, key=lambda s: (s.x, -s.y))]
    assert listed == sorted(listed, key=sort_key)
    assert sort_key("Émile") < sort_key("Fred") and sort_key("zoë") > sort_key("Yann")
    assert sort_key("Luis") < sort_key("Łukasz") < sort_key("Mann")  # not after Z


def test_by_name_shows_table_opponent_and_bye() -> None:
    pairings = samples.joust_round(9)  # odd: one bye
    assert pairings.bye is not None
    pdf = build_pairings_by_name(samples.event(), pairings)
    page = probe.spans(pdf)[0]
    by_line: dict[float, list[str]] = {}
    for s in page:
        by_line.setdefault(s.y, []).append(s.text)
    for table in pairings.tables:
        a, b = table.seats
        assert [a.name, str(table.table), b.name] in by_line.values()
        assert [b.name, str(table.table), a.name] in by_line.values()
    assert [pairings.bye.name, "Bye", "—"] in by_line.values()


def test_by_table_lists_tables_in_order_with_points() -> None:
    pairings = samples.joust_round(75)
    shuffled = dataclasses.replace(pairings, tables=tuple(reversed(pairings.tables)))
    pdf = build_pairings_by_table(samples.event(), shuffled)
    numbers = [int(s.text) for page in probe.spans(pdf) for s in page if s.size == 15]
    assert numbers == sorted(t.table for t in pairings.tables)
    text = "\n".join(probe.texts(pdf))
    for seat, _ in pairings.seats():
        assert text.count(seat.name) >= 1
    assert pairings.bye is not None and "Bye" in text


def test_melee_pairings_by_table_and_by_name() -> None:
    pairings = samples.melee_round(23)
    event = samples.event(fmt=Format.MELEE)
    pdf = build_pairings_by_table(event, pairings)
    numbers = [int(s.text) for page in probe.spans(pdf) for s in page if s.size == 15]
    assert numbers == [t.table for t in pairings.tables]
    names = build_pairings_by_name(event, pairings)
    listed = [s.text for page in _name_column(names) for s in page]
    assert sorted(listed) == sorted(seat.name for seat, _ in pairings.seats())


def test_standings_keep_the_given_order_and_mark_drops() -> None:
    standings = samples.standings(120)
    # not sorted by name or points: the builder must not reorder
    rows = standings.rows[60:] + standings.rows[:60]
    pdf = build_standings(samples.event(), Standings(rows, after_round=4))
    printed = [s.text for page in _name_column(pdf, size=12) for s in page]
    assert printed == [r.name for r in rows]
    for page in probe.spans(pdf):
        lines: dict[float, list[str]] = {}
        for s in page:
            lines.setdefault(s.y, []).append(s.text)
        for row in rows:
            line = lines.get(next((s.y for s in page if s.text == row.name), -1.0))
            if line is not None:
                assert ("dropped" in line) == row.dropped
                assert f"{row.sos:.2f}" in line and str(row.rank) in line


def test_page_x_of_y_is_right_on_every_page() -> None:
    pdf = build_standings(samples.event(), samples.standings(300))
    footers = probe.page_footers(pdf)
    assert len(footers) > 3
    assert footers == [(i + 1, len(footers)) for i in range(len(footers))]


def test_column_titles_repeat_on_every_page() -> None:
    pdf = build_pairings_by_table(samples.event(), samples.joust_round(200))
    pages = probe.spans(pdf)
    assert len(pages) > 2
    for page in pages:
        assert any(s.text == "Table" for s in page)


def test_unicode_names_survive_extraction() -> None:
    pairings = samples.joust_round(40, cjk=True)
    for build in (build_pairings_by_name, build_pairings_by_table):
        text = "\n".join(probe.texts(build(samples.event(), pairings)))
        for name in samples.UNICODE_NAMES + samples.CJK_NAMES:
            assert name in text, name


def test_letter_and_a4_paper() -> None:
    pairings = samples.joust_round(10)
    a4 = build_pairings_by_name(samples.event(PageSize.A4), pairings)
    letter = build_pairings_by_name(samples.event(PageSize.LETTER), pairings)
    assert probe.media_box(a4) == pytest.approx((595.28, 841.89), abs=0.1)
    assert probe.media_box(letter) == pytest.approx((612, 792), abs=0.1)


def test_an_empty_round_prints_one_page_with_its_header() -> None:
    pdf = build_pairings_by_name(samples.event(), RoundPairings(1, ()))
    assert probe.page_footers(pdf) == [(1, 1)]
    assert "Round 1" in probe.texts(pdf)[0]


def test_long_names_are_cut_to_the_column() -> None:
    long = "Maximilian-Alexander Wolfeschlegelsteinhausenbergerdorff der Jüngere"
    base = samples.joust_round(4)
    first = base.tables[0]
    seat = dataclasses.replace(first.seats[0], name=long)
    table = dataclasses.replace(first, seats=(seat, first.seats[1]))
    pairings = dataclasses.replace(base, tables=(table, *base.tables[1:]))
    pdf = build_pairings_by_name(samples.event(), pairings)
    entry = next(s for page in _name_column(pdf) for s in page if s.text.startswith("Maxim"))
    assert entry.text.endswith("…") and long.startswith(entry.text[:-1].rstrip())


def test_pairings_from_core() -> None:
    core = PairingResult(
        round=2, tables=(TablePairing(1, (3, 1)), TablePairing(2, (2, 5))), bye=4, seed=1
    )
    names = {1: "Ann", 2: "Bo", 3: "Cy", 4: "Di", 5: "Ed"}
    pts = {1: 5.0, 3: 4.0}
    out = pairings_from_core(core, names, pts, Stage.SWISS)
    assert [s.name for s in out.tables[0].seats] == ["Cy", "Ann"]
    assert out.tables[0].seats[0].points == 4.0 and out.tables[1].seats[0].points == 0.0
    assert out.bye is not None and out.bye.name == "Di"


def test_melee_standings_print_their_own_columns() -> None:
    rows = tuple(
        MeleeStandingRow(
            rank=i + 1,
            player=i + 1,
            name=name,
            points=float(30 - 3 * i),
            sos=2.5 - i / 10,
            power=40 - i,
            wins=3 - i // 3,
            tables=4,
            byes=1 if i == 4 else 0,
            dropped=i == 2,
        )
        for i, name in enumerate(samples.names(8))
    )
    pdf = build_standings(samples.event(fmt=Format.MELEE), Standings(rows, after_round=4))
    lines: dict[float, list[str]] = {}
    for s in probe.spans(pdf)[0]:
        lines.setdefault(s.y, []).append(s.text)
    printed = [sorted(line) for line in lines.values()]
    assert sorted(["Rank", "Player", "Points", "1st places", "Power", "SoS"]) in printed
    for row in rows:
        expected = [str(row.rank), row.name, points(row.points), f"{row.wins} of 4", str(row.power)]
        expected += [f"{row.sos:.2f}"]
        if row.byes:
            expected[3] += " +1 bye"
        if row.dropped:
            expected.append("dropped")
        assert sorted(expected) in printed
    assert [s.text for page in _name_column(pdf, size=12) for s in page] == [r.name for r in rows]
