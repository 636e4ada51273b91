"""The cut of a melee event in the window: a top-4 final table, or two semi-final tables of
the top 8 then the final, results typed as in a melee round (with "x" for seats eliminated
before the end), and the final placings shown."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from organiser.services import demo
from organiser.services import standings as st_svc
from organiser.services.database import open_database
from organiser.ui.backend import MeleeTable
from organiser.ui.main_window import TAB_CUT, MainWindow
from organiser.ui.views.melee_cut import MeleeCutView

from .test_window import errors


def open_melee_demo(window: MainWindow, path: Path, players: int = 13) -> MeleeCutView:
    """A melee demo event with every Swiss round played, opened in the window's Cut tab."""
    store = open_database(path)
    try:
        demo.create_demo_event(store, players_count=players, rounds_count=3, seed=5, format="melee")
    finally:
        store.close()
    assert window.open_path(path)
    assert window.tabs is not None and window.ctx is not None
    window.tabs.setCurrentIndex(TAB_CUT)
    cut = window.cut_view
    assert isinstance(cut, MeleeCutView)
    return cut


def swiss_top(path: Path, n: int) -> list[int]:
    store = open_database(path)
    try:
        rows = st_svc.get_standings(store).melee_rows
        return [r.player for r in rows if not r.dropped][:n]
    finally:
        store.close()


def type_cut_line(qtbot: Any, cut: MeleeCutView, text: str) -> None:
    cut.entry.clear()
    qtbot.keyClicks(cut.entry, text)
    qtbot.keyClick(cut.entry, Qt.Key.Key_Return)


def winner_line(t: MeleeTable, winner_seat: int) -> str:
    """Seat ``winner_seat`` wins at 15 power, the others follow in seat order."""
    n = len(t.seats)
    others = [s for s in range(1, n + 1) if s != winner_seat]
    places = {winner_seat: 1, **{s: i + 2 for i, s in enumerate(others)}}
    powers = {s: 15 if s == winner_seat else 10 - places[s] for s in range(1, n + 1)}
    return f"{t.table} {''.join(str(places[s]) for s in range(1, n + 1))} " + " ".join(
        str(powers[s]) for s in range(1, n + 1)
    )


def test_a_top_4_final_table_with_an_eliminated_player(
    qtbot: Any, window: MainWindow, db_path: Path
) -> None:
    cut = open_melee_demo(window, db_path)
    assert cut.size_box.currentData() == 4  # the event's cut is preselected
    assert cut.start_btn.isEnabled() and not cut.entry.isEnabled()
    top4 = swiss_top(db_path, 4)

    qtbot.mouseClick(cut.start_btn, Qt.MouseButton.LeftButton)
    assert not errors(window)
    state = cut.state
    assert state.size == 4 and len(state.rounds) == 1 and state.final_table is not None
    final = state.final_table
    assert sorted(s.player for s in final.seats) == sorted(top4)
    assert cut.board.final is not None and cut.board.final.table == final
    assert not cut.board.semis and not cut.start_btn.isEnabled()
    assert "1 to enter" in cut.status.text()

    # Seat 2 wins at 9 power because everyone else is out: seats 1, 3, 4 eliminated.
    qtbot.keyClicks(cut.entry, f"{final.table} 2143")
    assert "power is needed for every seat" in cut.preview.text()
    qtbot.keyClicks(cut.entry, " 3 9 0 1 x431")
    preview = cut.preview.text()
    assert preview.startswith(f"Table {final.table} (won): 1. {final.seats[1].name} (9)")
    assert "out)" in preview
    qtbot.keyClick(cut.entry, Qt.Key.Key_Return)
    assert not errors(window), errors(window)

    done = cut.state
    assert done.finished
    seated = done.final_table
    assert seated is not None and [s.eliminated for s in seated.seats] == [True, False, True, True]
    expected = [seated.seats[i].player for i in (1, 0, 3, 2)]  # places 1, 2, 3, 4
    assert [pid for _place, pid, _name in done.final[:4]] == expected
    assert [place for place, _pid, _name in done.final[:4]] == [1, 2, 3, 4]
    assert cut.status.text() == f"Winner: {seated.seats[1].name}"
    assert cut.board.placings is not None
    text = cut.board.placings.text()
    names = [seated.seats[i].name for i in (1, 0, 3, 2)]
    assert all(text.index(a) < text.index(b) for a, b in pairwise(names))
    assert not cut.entry.isEnabled()
    # The placings are stored: the standings service agrees after the window is gone.
    window.close_event()
    store = open_database(db_path)
    try:
        final_places = st_svc.get_standings(store).final
    finally:
        store.close()
    assert [f.player for f in final_places[:4]] == expected


def test_a_top_8_semi_finals_then_the_final(qtbot: Any, window: MainWindow, db_path: Path) -> None:
    cut = open_melee_demo(window, db_path)
    top8 = swiss_top(db_path, 8)
    cut.size_box.setCurrentIndex(cut.size_box.findData(8))
    qtbot.mouseClick(cut.start_btn, Qt.MouseButton.LeftButton)
    assert not errors(window), errors(window)
    semis = cut.state.semi_finals
    assert len(semis) == 2 and len(cut.board.semis) == 2
    assert sorted(s.player for t in semis for s in t.seats) == sorted(top8)
    assert cut.state.final_table is None and not cut.final_btn.isEnabled()
    assert "2 to enter" in cut.status.text()

    type_cut_line(qtbot, cut, "3 1234 15 3 2 1")  # there is no table 3
    assert "no table 3 in the semi-finals" in errors(window)[-1]
    advancing: list[int] = []
    for t in semis:
        type_cut_line(qtbot, cut, winner_line(t, winner_seat=len(t.seats)))
        assert cut.entry.text() == "", errors(window)
        advancing += [t.seats[-1].player, t.seats[0].player]  # places 1 and 2
    assert cut.final_btn.isEnabled() and "seat the final" in cut.status.text()
    type_cut_line(qtbot, cut, winner_line(semis[0], 1))  # a correction, before the final
    assert len(errors(window)) == 1
    corrected = cut.state.semi_finals[0]
    assert corrected.seats[0].place == 1
    advancing[:2] = [corrected.seats[0].player, corrected.seats[1].player]

    qtbot.mouseClick(cut.final_btn, Qt.MouseButton.LeftButton)
    final = cut.state.final_table
    assert final is not None and len(cut.state.rounds) == 2
    assert sorted(s.player for s in final.seats) == sorted(advancing)
    seeds = [cut.state.seed_of(s.player) or 99 for s in final.seats]
    assert seeds == sorted(seeds)  # the final table is seated in seed order
    assert not cut.final_btn.isEnabled()

    # time called: equal power shares a place, and power is still typed for every seat
    type_cut_line(qtbot, cut, f"{final.table} 1224 12 9 9 4")
    assert len(errors(window)) == 1, errors(window)
    st = cut.state
    assert st.finished and st.final_table is not None and st.final_table.ending == "time"
    assert [place for place, _p, _n in st.final[:4]] == [1, 2, 2, 4]
    assert st.final[0][1] == final.seats[0].player
    # the semi-finalists who did not advance come next
    knocked = {s.player for t in st.semi_finals for s in t.seats} - set(advancing)
    assert {pid for _place, pid, _name in st.final[4:8]} == knocked
    assert cut.board.placings is not None and cut.status.text().startswith("Winner: ")


def test_a_melee_cut_refuses_what_does_not_fit(
    qtbot: Any, window: MainWindow, db_path: Path
) -> None:
    cut = open_melee_demo(window, db_path)
    qtbot.mouseClick(cut.start_btn, Qt.MouseButton.LeftButton)
    final = cut.state.final_table
    assert final is not None
    type_cut_line(qtbot, cut, f"{final.table} 1234 3 15 2 1")  # 1st with less power
    assert errors(window) and not cut.state.finished
    type_cut_line(qtbot, cut, f"{final.table} 1234 15 3 2 1 x5")  # no seat 5
    assert "no seat 5" in errors(window)[-1]
    type_cut_line(qtbot, cut, f"{final.table} 1234")  # places only: power is required
    assert "power" in errors(window)[-1]
    assert not cut.state.finished and cut.state.outstanding == 1


def test_the_melee_line_marks_seats_eliminated_before_the_end() -> None:
    from organiser.ui.entry import parse_melee_entry

    line = parse_melee_entry("5 2143 9 15 3 7 x34")
    assert line is not None and line.eliminated == (3, 4) and line.ending == "won"
    # under 15 power: won only when every other seat was eliminated, else time was called
    alone = parse_melee_entry("5 1234 8 3 2 1 x234")
    assert alone is not None and alone.ending == "won"
    called = parse_melee_entry("5 1234 8 3 2 1 x4")
    assert called is not None and called.ending == "time"
    assert parse_melee_entry("5 2143 x3") is None  # seats out come after the powers
    partial = parse_melee_entry("5 2143 9 15 3 7 x")  # typing in progress
    assert partial is not None and partial.eliminated == ()


def test_a_melee_round_records_an_eliminated_player(
    qtbot: Any, window: MainWindow, db_path: Path
) -> None:
    open_melee_demo(window, db_path)  # every Swiss round played: correct one table of the last
    assert window.tabs is not None
    rounds = window.rounds_view
    window.tabs.setCurrentWidget(rounds)
    t = next(t for t in rounds.melee_model.tables if len(t.seats) == 4)
    rounds.entry.setText(f"{t.table} 2143 9 15 3 7 x3")
    rounds.commit_entry()
    assert not errors(window), errors(window)
    fixed = rounds._melee_table(t.table)
    assert fixed is not None and [s.eliminated for s in fixed.seats] == [False, False, True, False]
    assert [s.place for s in fixed.seats] == [2, 1, 4, 3]
