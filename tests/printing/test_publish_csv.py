"""The published CSVs hold values as a spreadsheet user reads them."""

from __future__ import annotations

import csv
import io

import print_samples as samples

from organiser.printing.publish import csv_value, pairings_csv, standings_csv


def test_flags_whole_numbers_lists_and_nothing() -> None:
    assert csv_value(True) == "yes" and csv_value(False) == ""
    assert csv_value(5.0) == 5 and csv_value(2.5) == 2.5 and csv_value(7) == 7
    assert csv_value([1, 2.0, "x"]) == "1; 2; x" and csv_value(None) == ""


def test_the_published_standings_and_pairings_have_no_python_spellings() -> None:
    standings = samples.standings(30, dropped_every=4)
    rows = list(csv.DictReader(io.StringIO(standings_csv(standings))))
    assert len(rows) == 30
    for row in rows:
        for value in row.values():
            assert value not in ("True", "False", "None"), row
            assert not value.endswith(".0"), row
    dropped = [r for r in rows if r["dropped"] == "yes"]
    assert dropped and all(r["dropped"] in ("yes", "") for r in rows)
    assert all(r["points"].isdigit() for r in rows)  # whole points as whole numbers
    pairings = list(csv.DictReader(io.StringIO(pairings_csv(samples.joust_round(21)))))
    assert {r["bye"] for r in pairings} <= {"yes", ""} and any(r["bye"] == "yes" for r in pairings)


def test_the_page_fits_a_phone() -> None:
    # no browser engine here to render at 390 px: the page's structure is checked instead
    from organiser.printing.publish import build_publish_html

    html = build_publish_html(samples.event(), samples.joust_round(30), samples.standings(30))
    assert '<meta name="viewport"' in html or "<meta name='viewport'" in html
    assert "@media (max-width: 40rem)" in html and ".minor { display: none; }" in html
    assert "overflow-wrap: anywhere" in html  # a long name wraps instead of widening
    # every table can scroll sideways on its own rather than widen the page
    assert html.count("<table>") == html.count("<div class='scroll'><table>") > 0
    # on a phone the standings keep rank, player, points and record; tiebreaks give way
    head = html[html.index("id='standings'") :]
    head = head[: head.index("</thead>")]
    assert "<th class='num minor'>SoS</th>" in head and "<th class='num'>Points</th>" in head
    assert "minor'>Record" not in head
