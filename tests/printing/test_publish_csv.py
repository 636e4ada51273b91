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
