"""``organiser print`` and ``organiser publish`` on a sample event made by ``organiser demo``."""

from __future__ import annotations

import contextlib
import io
import itertools
import json
import re
import shutil
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from organiser.main import main
from organiser.printing.preview import render_page_rgba
from tests.cli.conftest import Cli

KINDS = ("pairings", "pairings-by-name", "standings", "slips", "report", "decks")


def run_json(db: Path, *args: str) -> Any:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = main(["--db", str(db), *args, "--json"])
    assert code == 0, out.getvalue()
    return json.loads(out.getvalue())


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A 20-player demo event (namesakes, a late entry, drops), its Swiss rounds played."""
    path = tmp_path_factory.mktemp("print") / "demo.sqlite"
    run_json(path, "demo", "--players", "20", "--rounds", "4", "--seed", "5")
    return path


@pytest.fixture
def event_copy(demo: Path, tmp_path: Path) -> Path:
    """A copy to change (the cut) without touching the shared demo file."""
    target = tmp_path / "copy.sqlite"
    shutil.copyfile(demo, target)
    return target


def lines_of(pdf: Path) -> list[list[tuple[float, float, str]]]:
    """(y, size, text) of every drawn string, page by page, in drawing order."""
    pages = []
    for page in PdfReader(str(pdf)).pages:
        found: list[tuple[float, float, str]] = []

        def visit(
            text: str,
            cm: list[float],
            tm: list[float],
            font: object,
            size: float,
            found: list[tuple[float, float, str]] = found,
        ) -> None:
            if text.strip():
                y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
                found.append((round(y, 1), size, text.strip()))

        page.extract_text(visitor_text=visit)
        pages.append(found)
    return pages


def text_of(pdf: Path) -> str:
    return " ".join(t for page in lines_of(pdf) for _y, _s, t in page)


def matches(printed: str, name: str) -> bool:
    """A name too long for its column is printed shortened, ending with "…"."""
    if printed.endswith("…"):
        return name.startswith(printed[:-1])
    return printed == name


def test_every_kind_prints_through_the_cli(cli: Cli, demo: Path, tmp_path: Path) -> None:
    for kind in KINDS:
        out = tmp_path / f"{kind}.pdf"
        run = cli("print", kind, "--out", str(out), "--page-size", "a4", db=demo)
        assert run.code == 0, run.out + run.err
        data = run.data
        assert data["kind"] == kind and Path(data["written"]) == out
        reader = PdfReader(str(out))
        assert data["pages"] == len(reader.pages) >= 1
        assert round(float(reader.pages[0].mediabox.height)) == 842  # A4
        assert "Demo joust" in text_of(out)


def test_text_output_names_the_file_and_round(cli: Cli, demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "wall.pdf"
    run = cli("print", "pairings-by-name", "-o", str(out), "--page-size", "letter", json=False)
    assert run.code == 2  # the default file of the tests holds no event
    run = cli(
        "print", "pairings-by-name", "-o", str(out), "--page-size", "letter", json=False, db=demo
    )
    assert run.code == 0 and run.err == ""
    assert f"wrote {out}" in run.out and "round 4" in run.out and "LETTER" in run.out
    assert round(float(PdfReader(str(out)).pages[0].mediabox.height)) == 792


def test_pairings_by_name_every_active_player_once(cli: Cli, demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "by-name.pdf"
    assert cli("print", "pairings-by-name", "--out", str(out), db=demo).code == 0
    roster = cli("player", "list", db=demo).data["players"]
    active = [p["display_name"] for p in roster if not p["dropped"] and not p["disqualified"]]
    assert len(active) < len(roster)  # the demo drops players
    listed = []
    for page in lines_of(out):
        for (y, size, name), (y2, size2, cell) in itertools.pairwise(page):
            if y == y2 and size2 > size and (cell.isdigit() or cell == "Bye"):
                listed.append(name)
    found = Counter(
        next(n for n in [*active, "?"] if n == "?" or matches(printed, n)) for printed in listed
    )
    assert found == Counter(active), found


def test_slips_are_the_tables_of_the_round(cli: Cli, demo: Path, tmp_path: Path) -> None:
    for number in (1, 4):
        out = tmp_path / f"slips{number}.pdf"
        run = cli("print", "slips", "--round", str(number), "--out", str(out), db=demo)
        assert run.code == 0 and run.data["round"] == number
        tables = [
            t["table"]
            for t in cli("result", "list", "--round", str(number), db=demo).data["tables"]
        ]
        printed = []
        for page in lines_of(out):
            for (_y, _s, here), (_y2, size, after) in itertools.pairwise(page):
                if here == "Table" and after.isdigit() and size >= 18:
                    printed.append(int(after))
        assert sorted(printed) == sorted(tables) and len(tables) >= 9


def test_standings_order_is_the_service_order(cli: Cli, demo: Path, tmp_path: Path) -> None:
    for args in ((), ("--round", "2")):
        out = tmp_path / "standings.pdf"
        assert cli("print", "standings", *args, "--out", str(out), db=demo).code == 0
        rows = cli("standings", *args, db=demo).data["standings"]
        wanted = [r["name"] for r in rows]
        cells = [t for page in lines_of(out) for _y, _s, t in page]
        printed = [c for c in cells if any(matches(c, n) for n in wanted) and c not in ("", "…")]
        assert len(printed) == len(wanted)
        assert all(matches(p, n) for p, n in zip(printed, wanted, strict=True))


def test_report_lists_every_round(cli: Cli, demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "report.pdf"
    assert cli("print", "report", "--out", str(out), db=demo).code == 0
    text = text_of(out)
    for number in (1, 2, 3, 4):
        assert re.search(rf"\bRound {number}\b", text), number
    assert "Round 5" not in text
    assert "modified win (power needed)" in text  # the demo's first modified win


def test_bracket_after_the_cut(cli: Cli, event_copy: Path, tmp_path: Path) -> None:
    out = tmp_path / "bracket.pdf"
    before = cli("print", "bracket", "--out", str(out), db=event_copy)
    assert before.code == 2 and "not been seeded" in before.data["error"]
    assert not out.exists()
    seeds = cli("cut", "--size", "4", db=event_copy).data["seeds"]
    assert cli("print", "bracket", "--out", str(out), db=event_copy).code == 0
    text = text_of(out)
    for s in seeds:
        assert s["name"] in text
    slips = tmp_path / "cut-slips.pdf"
    run = cli("print", "slips", "--out", str(slips), db=event_copy)  # the latest: the cut
    assert run.code == 0 and run.data["stage"] == "cut" and run.data["round"] == 1
    again = cli("print", "slips", "--cut", "--round", "1", "--out", str(slips), db=event_copy)
    assert again.code == 0 and again.data["pages"] == 1


def test_publish_writes_a_self_contained_page(cli: Cli, demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    run = cli("publish", "--out", str(out), db=demo)
    assert run.code == 0, run.out
    files = set(run.data["files"])
    assert {"index.html", "pairings.csv", "pairings.json", "standings.csv"} <= files
    assert {"standings.json", "results.csv", "results.json"} <= files
    assert files == {p.name for p in out.iterdir()}
    html = (out / "index.html").read_text(encoding="utf-8")
    assert "<link" not in html and not re.search(r"src\s*=", html)
    assert not re.search(r"href\s*=\s*['\"](?!#)", html)  # only links within the page
    rows = cli("standings", db=demo).data["standings"]
    for r in rows:
        assert r["name"].replace("'", "&#x27;") in html
    results = json.loads((out / "results.json").read_text(encoding="utf-8"))
    assert sorted({r["round"] for r in results}) == [1, 2, 3, 4]


def test_errors_exit_2_with_a_clear_message(cli: Cli, demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "x.pdf"
    beyond = cli("print", "pairings", "--round", "9", "--out", str(out), db=demo)
    assert beyond.code == 2 and "no round 9" in beyond.data["error"]
    assert "1 to 4" in beyond.data["error"]
    unknown = cli("print", "wallchart", "--out", str(out), db=demo)
    assert unknown.code == 2 and "invalid choice" in unknown.data["error"]
    unknown_text = cli("print", "wallchart", "--out", str(out), db=demo, json=False)
    assert unknown_text.code == 2 and "invalid choice: 'wallchart'" in unknown_text.err
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file")
    unwritable = cli("print", "standings", "--out", str(blocker / "s.pdf"), db=demo, json=False)
    assert unwritable.code == 2 and unwritable.err.startswith("error: Cannot write")
    assert "Traceback" not in unwritable.err
    folder = cli("print", "standings", "--out", str(tmp_path), db=demo)
    assert folder.code == 2 and "is a folder" in folder.data["error"]
    publish_onto_file = cli("publish", "--out", str(blocker), db=demo)
    assert publish_onto_file.code == 2 and "is a file" in publish_onto_file.data["error"]
    no_out = cli("print", "standings", db=demo)
    assert no_out.code == 2 and "--out" in no_out.data["error"]
    assert not out.exists()


def test_no_round_yet(cli: Cli, tmp_path: Path) -> None:
    assert cli("event", "create", "--name", "Friday night").code == 0
    for name in ("Ana Rocha", "Nils Novák", "Ewa Aydın", "Léa Müller"):
        assert cli("player", "add", "--name", name).code == 0
    for kind in ("pairings", "pairings-by-name", "slips"):
        run = cli("print", kind, "--out", str(tmp_path / "p.pdf"))
        assert run.code == 2 and "no round has been paired yet" in run.data["error"]
    run = cli("print", "standings", "--out", str(tmp_path / "p.pdf"), json=False)
    assert run.code == 0  # everyone on 0 before round 1


def test_a_printed_page_renders(cli: Cli, demo: Path, tmp_path: Path) -> None:
    """The PDF the command writes renders to pixels: a header, rows and a footer."""
    out = tmp_path / "pairings.pdf"
    assert cli("print", "pairings", "--out", str(out), db=demo).code == 0
    image = render_page_rgba(out.read_bytes(), 0, dpi=40)
    rows = [
        image.rgba[y * image.stride : y * image.stride + image.width * 4]
        for y in range(image.height)
    ]
    inked = [i for i, row in enumerate(rows) if min(row[0::4]) < 100]  # dark red channel
    assert len(inked) > image.height // 10
    assert inked[0] < image.height // 8 and inked[-1] > image.height * 7 // 8  # header, footer


def test_the_installed_command(subprocess_cli: Cli, demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "standings.pdf"
    run = subprocess_cli("print", "standings", "--out", str(out), db=demo)
    assert run.code == 0, run.err
    assert run.data["pages"] == len(PdfReader(str(out)).pages)


def test_the_report_to_an_html_file_is_the_web_page(demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "report.html"
    text = io.StringIO()
    with contextlib.redirect_stdout(text):
        assert main(["--db", str(demo), "print", "report", "--out", str(out)]) == 0
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and "<h2>Round 4</h2>" in page
    assert f"wrote {out} (Event report, HTML; {len(page.encode())} bytes)" in text.getvalue()
    done = run_json(demo, "print", "report", "--out", str(tmp_path / "report.pdf"))
    assert (tmp_path / "report.pdf").read_bytes().startswith(b"%PDF") and done["pages"] >= 1
