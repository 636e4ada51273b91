"""The pairings wall: the largest readable font, columns and pages for a large event, every
row whole under the title, names that fit or end in "…", every player on some page.

The geometry is checked against the plan the window paints from, the text widths with the
font's own metrics, and the painted image below the last row (nothing half drawn there)."""

from __future__ import annotations

import itertools
import math
from dataclasses import replace
from typing import Any
from unicodedata import normalize

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF, QGuiApplication, QImage

from organiser.core.text import name_key
from organiser.ui import settings as opt
from organiser.ui.backend import MeleeSeat, MeleeTable
from organiser.ui.main_window import MainWindow
from organiser.ui.screenshots import LONG_NAME, wall_tables
from organiser.ui.views.projector import DARK_BG, ProjectorPairings
from organiser.ui.wall_layout import (
    ELLIPSIS,
    Cell,
    Rect,
    Row,
    choose_screen,
    fit_text,
    plan_wall,
)

from .test_window import pair, started

SIZES = [(1280, 720), (1920, 1080)]
COUNTS = [16, 400]


def metrics_of(cell: Cell, family: str) -> QFontMetricsF:
    font = QFont(family)
    font.setPixelSize(cell.px)
    font.setBold(cell.bold)
    return QFontMetricsF(font)


def problems(
    width: int, height: int, rows: list[Row], titles: tuple[Cell, ...], family: str
) -> list[str]:
    """Everything wrong with one page as laid out (empty: nothing)."""
    found: list[str] = []
    window = Rect(0, 0, width, height)
    title_bottom = max(c.rect.bottom for c in titles)
    for cell in titles:
        if not cell.rect.inside(window):
            found.append(f"title {cell.text!r} outside the window")
    for row in rows:
        if not row.rect.inside(window):
            found.append(f"row {row.index} outside the window: {row.rect}")
        if row.rect.y < title_bottom:
            found.append(f"row {row.index} under the title")
        for cell in row.cells:
            if not cell.rect.inside(row.rect):
                found.append(f"row {row.index}: {cell.role} outside its row")
    for cell in [*titles, *(c for row in rows for c in row.cells)]:
        fm = metrics_of(cell, family)
        if fm.height() > cell.rect.h:
            found.append(f"{cell.text!r}: letters taller than the row")
        if fm.horizontalAdvance(cell.text) > cell.rect.w:
            found.append(f"{cell.text!r} wider than its cell ({cell.rect.w})")
        if cell.text != cell.full:
            if not cell.text.endswith(ELLIPSIS) or not cell.full.startswith(cell.text[:-1]):
                found.append(f"{cell.full!r} shown as {cell.text!r}")
            elif fm.horizontalAdvance(cell.full) <= cell.rect.w:
                found.append(f"{cell.full!r} cut although it fits")
    for i, a in enumerate(rows):
        for b in rows[i + 1 :]:
            if a.rect.overlaps(b.rect):
                found.append(f"rows {a.index} and {b.index} overlap")
    return found


def wall_at(qtbot: Any, count: int, width: int, height: int, **kw: Any) -> ProjectorPairings:
    wall = ProjectorPairings("Winter Championship", 3, wall_tables(count), **kw)
    qtbot.addWidget(wall)
    wall.timer.stop()
    wall.resize(width, height)
    wall.show()
    qtbot.waitExposed(wall)
    assert (wall.width(), wall.height()) == (width, height)
    return wall


@pytest.mark.parametrize("count", COUNTS)
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_every_page_is_whole_readable_and_every_player_on_one(
    qtbot: Any, width: int, height: int, count: int
) -> None:
    wall = wall_at(qtbot, count, width, height)
    plan = wall.plan
    assert plan.font_px >= height // 40  # readable from the back of the room
    family = wall.metrics.family
    seen: list[int] = []
    for page in range(plan.pages):
        wall.page = page
        rows = wall.visible_rows()
        assert rows, page
        assert problems(width, height, rows, wall.title_cells(), family) == []
        seen += [row.index for row in rows]
        if plan.pages > 1:
            a, b = (normalize("NFD", wall.lines[rows[i].index][0])[0] for i in (0, -1))
            letters = a if a == b else f"{a}–{b}"  # the initials of the first and last player
            assert wall.page_label() == f"page {page + 1} of {plan.pages} · {letters}"
    assert sorted(seen) == list(range(count))  # every player once, on some page
    shown = [wall.lines[i][0] for i in seen]
    assert shown == sorted(shown, key=name_key)  # page after page, column after column
    assert {name for name, _t, _o in wall.lines} >= {"Łukasz Ødegaard", "Åsa Ødegaard"}


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_sixteen_players_one_page_in_the_largest_font_that_fits(
    qtbot: Any, width: int, height: int
) -> None:
    wall = wall_at(qtbot, 16, width, height)
    plan = wall.plan
    assert (plan.pages, plan.columns) == (1, 1)
    assert wall.page_label() == ""
    # one pixel more and the sixteen rows no longer fit under the title
    bigger = QFont(wall.metrics.family)
    bigger.setPixelSize(plan.font_px + 1)
    assert 16 * math.ceil(QFontMetricsF(bigger).height() * 1.15) > plan.body.h
    assert plan.font_px >= height // 28  # far above the minimum: 16 rows fill the screen
    cells = {c.full: c for row in wall.visible_rows() for c in row.cells if c.role == "name"}
    assert cells["Łukasz Ødegaard"].text == "Łukasz Ødegaard"
    long = cells[LONG_NAME]  # far longer than the others: cut short, deliberately
    assert long.text.endswith(ELLIPSIS) and len(long.text) > 8
    assert sum(c.elided for c in cells.values()) == 1


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_four_hundred_players_in_columns_and_pages(qtbot: Any, width: int, height: int) -> None:
    wall = wall_at(qtbot, 400, width, height, page_ms=40)
    plan = wall.plan
    assert plan.columns >= 2 and plan.pages >= 2
    assert plan.font_px == height // 40  # the pages are at the smallest readable size
    on_page = [len(plan.page_lines(p)) for p in range(plan.pages)]
    assert max(on_page) - min(on_page) <= 1  # balanced pages, not a last page of three
    rows = wall.visible_rows()
    xs = sorted({row.rect.x for row in rows})
    assert len(xs) == plan.columns  # side by side
    assert all(b - a >= plan.column_width for a, b in itertools.pairwise(xs))
    elided = [c for row in rows for c in row.cells if c.elided]
    assert len(elided) <= len(rows) // 10  # the columns are sized for nearly every name
    wall.timer.start()
    qtbot.waitUntil(lambda: wall.page == 1, timeout=2000)  # the pages turn by themselves
    qtbot.waitUntil(lambda: wall.page == 2 % plan.pages, timeout=2000)


def test_nothing_is_painted_below_the_last_row(qtbot: Any) -> None:
    wall = wall_at(qtbot, 400, 1280, 720)
    wall.next_page()
    image: QImage = wall.grab().toImage()
    rows = wall.visible_rows()
    assert rows[0].rect.y > max(c.rect.bottom for c in wall.title_cells()) - 1
    bottom = max(row.rect.bottom for row in rows)
    assert bottom <= 720 - wall.plan.margin
    background = DARK_BG.rgb()
    strip = {
        image.pixel(x, y) for x in range(0, image.width(), 3) for y in range(bottom, image.height())
    }
    assert strip == {background}
    first = rows[0].rect
    inside = {
        image.pixel(x, y)
        for x in range(first.x, first.right, 2)
        for y in range(first.y, first.bottom)
    }
    assert len(inside) > 3  # the rows themselves are painted


def test_the_checks_catch_a_row_half_hidden_overlapping_or_cut_mid_letter(qtbot: Any) -> None:
    wall = wall_at(qtbot, 400, 1280, 720)
    family = wall.metrics.family
    titles = wall.title_cells()
    good = wall.visible_rows()
    assert problems(1280, 720, good, titles, family) == []
    # a taller row: the last rows run off the bottom and into each other's neighbours
    taller = replace(wall.plan, row_height=wall.plan.row_height + 12)
    tall_rows = taller.rows(0, wall.lines, wall.metrics)
    assert any("outside the window" in p for p in problems(1280, 720, tall_rows, titles, family))
    # a row moved up under the title
    first = good[0]
    up = Row(first.index, replace(first.rect, y=titles[0].rect.y), first.cells)
    assert any("under the title" in p for p in problems(1280, 720, [up], titles, family))
    # two rows on top of each other
    clash = Row(good[1].index, good[0].rect, good[0].cells)
    assert any("overlap" in p for p in problems(1280, 720, [good[0], clash], titles, family))
    # a name cut without "…", and one too wide for its cell
    name = first.cells[0]
    cut = replace(name, text=name.full[:-2])
    wide = replace(name, text=name.full * 3, full=name.full * 3)
    for bad in (cut, wide):
        row = Row(first.index, first.rect, (bad, *first.cells[1:]))
        assert problems(1280, 720, [row], titles, family), bad.text


def test_resizing_lays_out_again(qtbot: Any) -> None:
    wall = wall_at(qtbot, 16, 1280, 720)
    small = wall.plan.font_px
    wall.resize(1920, 1080)
    qtbot.waitUntil(lambda: wall.plan.width == 1920)
    assert wall.plan.font_px > small
    assert problems(1920, 1080, wall.visible_rows(), wall.title_cells(), wall.metrics.family) == []
    wall.resize(640, 200)  # a small window: pages, still whole rows
    qtbot.waitUntil(lambda: wall.plan.height == 200)
    assert wall.plan.pages > 1
    assert problems(640, 200, wall.visible_rows(), wall.title_cells(), wall.metrics.family) == []


def test_keys_turn_the_pages_and_wrap_around(qtbot: Any) -> None:
    wall = wall_at(qtbot, 400, 1280, 720)
    pages = wall.plan.pages
    qtbot.keyClick(wall, Qt.Key.Key_Right)
    assert wall.page == 1 and wall.page_label().startswith(f"page 2 of {pages}")
    qtbot.keyClick(wall, Qt.Key.Key_Left)
    qtbot.keyClick(wall, Qt.Key.Key_Left)
    assert wall.page == pages - 1
    qtbot.keyClick(wall, Qt.Key.Key_Space)
    assert wall.page == 0


class Monospace:
    """Every letter as wide as 0.6 of the size, lines 1.2 of it: arithmetic by hand."""

    def width(self, text: str, px: int, bold: bool) -> float:
        return len(text) * px * 0.6

    def height(self, px: int) -> float:
        return px * 1.2

    def elide(self, text: str, px: int, bold: bool, width: float) -> str:
        keep = int(width // (px * 0.6)) - 1
        return text[:keep] + ELLIPSIS if keep > 0 else ""


def test_the_layout_alone_prefers_one_page_then_columns_then_pages() -> None:
    metrics = Monospace()
    lines = [(f"Player {i:03}", f"Table {i // 2 + 1}", f"vs Player {i ^ 1:03}") for i in range(40)]
    few = plan_wall(1920, 1080, lines[:8], metrics)
    many = plan_wall(1920, 1080, lines, metrics)
    assert (few.pages, few.columns) == (1, 1) and (many.pages, many.columns) == (1, 2)
    assert few.font_px > many.font_px >= 1080 // 40
    crowd = [(f"P{i:04}", "Table 1", "vs P0000") for i in range(2000)]
    paged = plan_wall(1920, 1080, crowd, metrics)
    assert paged.pages > 1 and paged.font_px == 1080 // 40
    assert sum(len(paged.page_lines(p)) for p in range(paged.pages)) == 2000
    assert fit_text("abcdefghij", 10, False, 60, metrics) == "abcdefghij"
    assert fit_text("abcdefghijk", 10, False, 60, metrics) == "abcdefghi" + ELLIPSIS


def test_the_screen_picked_while_connected_otherwise_the_main_windows() -> None:
    screens = ["HDMI-1", "eDP-1"]
    assert choose_screen(screens, "eDP-1", "HDMI-1") == 0  # picked and connected
    assert choose_screen(screens, "eDP-1", "DP-3") == 1  # picked but unplugged: where we are
    assert choose_screen(screens, "eDP-1", "") == 1  # nothing picked
    assert choose_screen([], "eDP-1", "HDMI-1") == -1


def test_the_wall_opens_full_screen_on_the_screen_picked(
    qtbot: Any, window: MainWindow, settings: Any, db_path: Any, tmp_path: Any
) -> None:
    started(qtbot, window, db_path, tmp_path, players=15)
    pair(qtbot, window)
    menu = window.screen_menu
    menu.aboutToShow.emit()
    menu.aboutToShow.emit()  # read again each time it opens, not added to
    actions = menu.actions()
    assert len(actions) == 1 + len(QGuiApplication.screens())
    assert actions[0].isChecked()  # this window's screen, by default
    actions[1].trigger()
    assert settings.get(opt.PROJECTOR_SCREEN) == window.screen().name()
    wall = window.show_projector_pairings()
    assert wall is not None
    qtbot.waitUntil(wall.isFullScreen)
    assert wall.screen() is window.screen()
    size = wall.screen().size()
    assert (wall.width(), wall.height()) == (size.width(), size.height())
    assert wall.plan.width == wall.width()  # laid out for the size it has
    settings.set(opt.PROJECTOR_SCREEN, "a projector no longer plugged in")
    assert window.projector_screen() is window.screen()
    wall.close()


def test_a_large_melee_round_is_whole_on_every_page_too(qtbot: Any) -> None:
    names = [n for t in wall_tables(120) for n in (t.name_a, t.name_b)]
    tables = [
        MeleeTable(1, i // 4 + 1, tuple(MeleeSeat(k + 1, i + k, names[i + k]) for k in range(4)))
        for i in range(0, 120, 4)
    ]
    wall = ProjectorPairings("Melee Night", 2, [], melee_tables=tables)
    qtbot.addWidget(wall)
    wall.timer.stop()
    wall.resize(1920, 1080)
    wall.show()
    qtbot.waitUntil(lambda: wall.plan.width == 1920)
    seen: list[int] = []
    for page in range(wall.plan.pages):
        wall.page = page
        rows = wall.visible_rows()
        assert problems(1920, 1080, rows, wall.title_cells(), wall.metrics.family) == []
        seen += [row.index for row in rows]
    assert sorted(seen) == list(range(120))
    assert wall.plan.font_px >= 1080 // 40
