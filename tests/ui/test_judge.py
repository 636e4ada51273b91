"""The Judge tab through the real widgets: a call, the rules desk opened from it, the ruling
it exports attached and opened again, a penalty whose game loss changes the result, and the
event report listing all of it."""

from __future__ import annotations

import csv
import io
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from organiser.services import events, open_database, players, results, rounds
from organiser.services.dto import JudgeCallInfo, ResultInput
from organiser.ui.backend import ClockState
from organiser.ui.clock import NBSP, RoundClock, table_extensions
from organiser.ui.clock import extension_text as clock_text
from organiser.ui.main_window import TAB_JUDGE, MainWindow

NAMES = ["Ásta Sigurðardóttir", "Bran Ashford", "Chloé Martin", "Dmitri Volkov", "Eleni Pap"]


def started_event(path: Path, format: str = "joust") -> tuple[int, list[int]]:
    """Round 1 paired, table 1 won by its first player."""
    db = open_database(path)
    ev = events.create_event(db, name="Winter Regional", seed=7, format=format)
    ids = [players.add_player(db, ev.id, name=n).id for n in NAMES]
    r = rounds.pair_round(db, ev.id)
    if format == "joust":
        results.record_results(db, ev.id, [ResultInput(1, r.tables[0].player_a)])
    db.close()
    return ev.id, ids


@pytest.fixture
def judge(window: MainWindow, db_path: Path) -> Any:
    started_event(db_path)
    assert window.open_path(db_path)
    window._goto(TAB_JUDGE)
    assert window.tabs is not None and window.tabs.currentWidget() is window.judge_view
    return window.judge_view


def test_call_rules_desk_ruling_penalty_result_report(
    window: MainWindow, judge: Any, db_path: Path, tmp_path: Path
) -> None:
    backend, eid = window.backend, window.ctx.event_id  # type: ignore[union-attr]
    assert backend is not None
    table1 = backend.round_tables(eid, 1)[0]
    assert table1.winner == table1.player_a

    # the call, from its dialog
    dialog = judge.ask_new_call()
    dialog.table.setValue(1)
    dialog.judge.setText("Marta")
    dialog.question.setPlainText("Is a Moribund character saved by a duplicate?")
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted
    (call,) = judge.log.calls
    assert call.table == 1 and call.players == (table1.player_a, table1.player_b)
    assert judge.calls_model.rowCount() == 1 and judge.selected_call().id == call.id

    # the rules desk on a new scenario: the table's two players and the event's ruleset
    desk = judge.open_in_rules_desk()
    assert desk in window.rules_desks
    board = desk.setup.board
    assert [p["name"] for p in board.players] == [table1.name_a, table1.name_b]
    assert board.ruleset == window.ctx.info.ruleset  # type: ignore[union-attr]
    assert desk.judge.text() == "Marta" and desk.event_name.text() == "Winter Regional"
    assert desk.export_name.endswith("call-1-ruling.pdf")
    assert desk.start_from_setup()
    desk.conclusion.setPlainText("The duplicate saves it; being Moribund does not stop that.")
    pdf, scenario = desk.export_ruling(tmp_path / "ruling.pdf")
    assert pdf.is_file() and scenario.is_file()

    # attached to the call, found by its words, opened again from the call
    (call,) = judge.log.calls
    (ruling,) = call.rulings
    assert (ruling.pdf_path, ruling.scenario_path) == (str(pdf), str(scenario))
    assert judge.call_rulings.count() == 1
    judge.search.setText("moribund DUPLICATE")
    assert [r.id for r in judge.search_rulings(judge.search.text())] == [ruling.id]
    judge.search.setText("Joffrey")
    assert judge.search_rulings(judge.search.text()) == []
    judge.call_rulings.setCurrentRow(0)
    again = judge.open_ruling()
    assert again is not None and again.path == scenario
    assert again.ctl.loaded
    # revised and exported again from there: a second ruling of the same call
    again.conclusion.setPlainText("Revised: the duplicate saves it.")
    again.export_ruling(tmp_path / "ruling-2.pdf")
    (call,) = judge.log.calls
    assert [r.pdf_path for r in call.rulings] == [str(pdf), str(tmp_path / "ruling-2.pdf")]
    assert "Revised" in call.rulings[1].summary

    # resolved with a time extension
    resolve = judge.ask_resolve()
    resolve.outcome.setPlainText("Ruled at the table with the rules desk.")
    resolve.extension.setValue(5)
    resolve.accept()
    (call,) = judge.log.calls
    assert call.resolved and call.extension_minutes == 5 and len(call.rulings) == 2
    assert not judge.resolve_btn.isEnabled()  # resolved once

    # the penalty: the history is shown first, the proposal preset, then a game loss
    penalty = judge.ask_penalty()
    assert penalty.player.currentData() == table1.player_a
    assert penalty.history_text.toPlainText() == "None in this event."
    penalty.category.setCurrentIndex(penalty.category.findData("procedural_error"))
    assert penalty.level.currentData() == "warning"  # a first one: the proposal
    penalty.level.setCurrentIndex(penalty.level.findData("game_loss"))
    penalty.note.setText("drew an extra card")
    penalty.accept()
    assert penalty.result() == penalty.DialogCode.Accepted

    # the result changed, through the result service (audited as a correction)
    table1 = backend.round_tables(eid, 1)[0]
    assert table1.winner == table1.player_b
    assert "won by " + table1.name_b in window.messages[-1][0]
    (shown,) = judge.penalties_model.penalties
    assert (shown.level, shown.proposed_level, shown.call_id) == ("game_loss", "warning", call.id)

    # the next penalty of the same kind is proposed one level up, with the history shown
    again_dialog = judge.ask_penalty()
    again_dialog.category.setCurrentIndex(again_dialog.category.findData("procedural_error"))
    assert "game loss for procedural error" in again_dialog.history_text.toPlainText()
    assert again_dialog.level.currentData() == "disqualification"
    again_dialog.reject()

    # the event report lists the call, its ruling and the penalty
    reader = PdfReader(io.BytesIO(backend.document_pdf(eid, "report")))
    text = "\n".join(page.extract_text() for page in reader.pages)
    assert "Judge's log" in text
    assert "Question: Is a Moribund character saved by a duplicate?" in text
    assert f"Ruling: {ruling.title}" in text and "ruling.pdf" in text
    assert "time extension 5 min" in text
    assert "game loss (proposed: warning)" in text and "drew an extra card" in text
    # and as a web page, from the tab
    assert judge.save_report_html(tmp_path / "report.html")
    page = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert "Is a Moribund character saved by a duplicate?" in page and ruling.title in page
    assert "Event report written" in window.messages[-1][0]
    # the log as CSV, one line per call, ruling and penalty
    assert judge.save_csv(tmp_path / "log.csv")
    rows = list(csv.reader((tmp_path / "log.csv").open(encoding="utf-8", newline="")))
    assert [r[0] for r in rows] == ["kind", "call", "ruling", "ruling", "penalty"]


def test_a_refused_penalty_keeps_the_dialog_open_and_changes_nothing(
    window: MainWindow, judge: Any
) -> None:
    backend, eid = window.backend, window.ctx.event_id  # type: ignore[union-attr]
    assert backend is not None
    bye = next(t for t in backend.round_tables(eid, 1) if t.is_bye)
    dialog = judge.ask_penalty()  # no call selected: every player of the event
    dialog.player.setCurrentIndex(dialog.player.findData(bye.player_a))
    dialog.level.setCurrentIndex(dialog.level.findData("game_loss"))
    dialog.accept()
    assert dialog.result() != dialog.DialogCode.Accepted and dialog.isVisible()
    assert "has no game in round 1" in window.messages[-1][0]
    assert judge.log.penalties == ()
    dialog.reject()


def test_the_calls_details_show_names_as_text(window: MainWindow, judge: Any) -> None:
    backend, eid = window.backend, window.ctx.event_id  # type: ignore[union-attr]
    assert backend is not None
    t = backend.round_tables(eid, 1)[1]
    backend.edit_player(eid, t.player_a, "<b>Bold</b> & Co", "")
    window.ctx.notify("players")  # type: ignore[union-attr]
    call = judge.new_call("<i>q</i>", t.table)
    judge.select_call(call.id)
    text = judge.detail.text()
    assert "&lt;b&gt;Bold&lt;/b&gt; &amp; Co" in text and "&lt;i&gt;q&lt;/i&gt;" in text


def test_a_call_needs_a_question_and_a_ruling_without_files_says_so(
    window: MainWindow, judge: Any
) -> None:
    dialog = judge.ask_new_call()
    dialog.table.setValue(2)
    dialog.accept()  # no question
    assert dialog.isVisible() and judge.log.calls == ()
    assert "cannot be empty" in window.messages[-1][0]
    dialog.question.setPlainText("Deck check")
    dialog.accept()
    (call,) = judge.log.calls
    assert judge.attach(call.id, "Written up later", "no files") is not None
    judge.select_call(call.id)
    assert judge.open_ruling() is None
    assert "not on this computer" in window.messages[-1][0]


def _call(
    id: int,
    table: int | None,
    minutes: int,
    round: int = 1,
    stage: str = "swiss",
    done: bool = True,
) -> JudgeCallInfo:
    return JudgeCallInfo(
        id=id,
        event_id=1,
        stage=stage,
        round=round,
        table=table,
        players=(),
        player_names=(),
        called_at="2026-11-27T10:00:00+00:00",
        judge=None,
        question="q",
        outcome="o" if done else None,
        resolved_at="2026-11-27T10:05:00+00:00" if done else None,
        extension_minutes=minutes if done else 0,
    )


def test_table_extensions_add_up_per_table_of_the_clocks_round() -> None:
    calls = [
        _call(1, 7, 5),
        _call(2, 3, 2),
        _call(3, 7, 3),  # a second call at table 7: 8 minutes in all
        _call(4, 9, 4, round=2),  # another round
        _call(5, 9, 4, stage="cut"),  # an elimination round 1
        _call(6, None, 6),  # away from a table: no table to extend
        _call(7, 11, 5, done=False),  # still open
        _call(8, 12, 0),  # resolved without extension
    ]
    assert table_extensions(calls, 1, "swiss") == ((3, 2), (7, 8))
    assert table_extensions(calls, 1, "cut") == ((9, 4),)
    assert table_extensions([], 1, "swiss") == ()


def test_extension_text_gives_each_table_its_own_time() -> None:
    t0 = datetime(2026, 11, 27, 10, 0, tzinfo=UTC)

    def extension_text(clock: RoundClock, now: datetime) -> str:
        return clock_text(clock, now).replace(NBSP, " ")  # a table's words stay together

    clock = RoundClock(ClockState(round=1, length_s=55 * 60, extensions=((3, 2), (7, 8))))
    assert extension_text(clock, t0) == "Table 3 +2 min · Table 7 +8 min"  # not started
    clock.start(t0)
    assert extension_text(clock, t0 + timedelta(minutes=50)) == (
        "Table 3 +2 min 7:00 · Table 7 +8 min 13:00"
    )
    # time is called for the round: the extended tables play on, then their time is over
    assert extension_text(clock, t0 + timedelta(minutes=58)) == (
        "Table 3 +2 min time · Table 7 +8 min 5:00"
    )
    assert extension_text(RoundClock(ClockState(round=1)), t0) == ""
    assert clock_text(clock, t0).count(" ") == 2  # only around the separator


def test_an_extension_shows_on_the_round_clock_and_the_projector(
    window: MainWindow, judge: Any
) -> None:
    assert window.clock_view.extensions.isHidden()
    call = judge.new_call("Rules question", 2, judge="Marta")
    assert call is not None
    assert judge.resolve(call.id, "Answered.", 4) is not None
    clock = window.clock_view
    assert clock.clock.state.extensions == ((2, 4),)
    clock.refresh()
    assert clock.extensions.text() == f"Extra time: Table{NBSP}2{NBSP}+4{NBSP}min"
    clock.start()
    clock.refresh()
    assert re.fullmatch(
        r"Extra time: Table 2 \+4 min 5[89]:\d\d", clock.extensions.text().replace(NBSP, " ")
    )
    projector = window.show_projector_clock()
    assert projector is not None
    assert re.fullmatch(
        r"Extra time  ·  Table 2 \+4 min 5[89]:\d\d", projector.extra.text().replace(NBSP, " ")
    )
    assert not projector.extra.isHidden()
    projector.close()


def test_the_html_report_into_a_folder_is_refused_with_a_message(
    window: MainWindow, judge: Any, tmp_path: Path
) -> None:
    assert not judge.save_report_html(tmp_path)
    assert window.messages[-1][0].startswith(f"Cannot write {tmp_path}")


def test_a_disqualification_from_the_tab_drops_the_player(window: MainWindow, judge: Any) -> None:
    backend, eid = window.backend, window.ctx.event_id  # type: ignore[union-attr]
    assert backend is not None
    call = judge.new_call("Marked sleeves found", 2, judge="Marta")
    target = call.players[1]
    dialog = judge.ask_penalty()
    dialog.player.setCurrentIndex(dialog.player.findData(target))
    dialog.category.setCurrentIndex(dialog.category.findData("cheating"))
    assert dialog.level.currentData() == "disqualification"  # cheating starts there
    assert "drops the player from the event" in dialog.consequence.text()
    dialog.accept()
    (player,) = backend.players(eid, [target])
    assert player.disqualified
    assert "player disqualified" in window.messages[-1][0].lower()


def test_an_extension_shows_on_the_pairings_wall(window: MainWindow, judge: Any) -> None:
    wall = window.show_projector_pairings()
    assert wall is not None
    wall.timer.stop()
    before = {line for line in wall.lines if line[1].startswith("Table 2")}
    assert len(before) == 2 and all(line[1] == "Table 2" for line in before)
    call = judge.new_call("Rules question", 2)
    judge.resolve(call.id, "Answered.", 4)
    # the open wall follows: table 2's two players, and only they, read +4 min
    extended = [line for line in wall.lines if line[1] == "Table 2 +4 min"]
    assert sorted(extended) == sorted((n, "Table 2 +4 min", o) for n, _t, o in before)
    assert all(line[1] in ("bye", "Table 1", "Table 2 +4 min") for line in wall.lines)
    wall.close()
    # a wall opened afterwards shows it from the start
    again = window.show_projector_pairings()
    assert again is not None and again.extensions == {2: 4}
    again.timer.stop()
    again.close()


def test_another_stations_extension_reaches_the_clock(window: MainWindow, judge: Any) -> None:
    backend, ctx = window.backend, window.ctx
    assert backend is not None and ctx is not None
    loads: list[int] = []
    window.clock_view.loaded.connect(lambda: loads.append(1))
    call = backend.open_call(ctx.event_id, "Asked at the other station", 1)
    backend.resolve_call(ctx.event_id, call.id, "Answered there.", 6)
    assert window.clock_view.clock.state.extensions == ()  # not told yet
    ctx.notify_remote(("judge",), "desk 2")
    assert window.clock_view.clock.state.extensions == ((1, 6),)
    assert [c.id for c in judge.log.calls] == [call.id]
    ctx.notify("judge", "clock")  # one change naming both: the clock is read once
    assert len(loads) == 2


def test_a_melee_tables_players_all_sit_at_the_rules_desk(
    window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "melee.sqlite"
    db = open_database(path)
    ev = events.create_event(db, name="Melee night", seed=7, format="melee")
    for i in range(8):
        players.add_player(db, ev.id, name=f"Seat player {i}")
    first = rounds.pair_round(db, ev.id).melee_tables[0]
    db.close()
    assert window.open_path(path)
    judge = window.judge_view
    call = judge.new_call("Who resolves first?", first.table)
    assert call is not None and len(call.players) == len(first.seats) >= 3
    desk = judge.open_in_rules_desk(call.id)
    assert [p["name"] for p in desk.setup.board.players] == list(call.player_names)
    assert desk.start_from_setup()


def test_pairing_lines_name_a_tables_extension() -> None:
    from organiser.ui.backend import TableInfo
    from organiser.ui.views.projector import pairing_lines

    tables = [TableInfo(1, 1, 1, "Ana", 2, "Bea"), TableInfo(1, 2, 3, "Cy", 4, "Di")]
    assert [line[1] for line in pairing_lines(tables, {2: 5})] == [
        "Table 1",
        "Table 1",
        "Table 2 +5 min",
        "Table 2 +5 min",
    ]
    assert [line[1] for line in pairing_lines(tables)] == ["Table 1"] * 2 + ["Table 2"] * 2


def test_a_penalty_entered_by_mistake_is_withdrawn_from_the_tab(
    window: MainWindow, judge: Any, qtbot: Any
) -> None:
    backend, eid = window.backend, window.ctx.event_id  # type: ignore[union-attr]
    assert backend is not None
    call = judge.new_call("Slow play at table 2", 2, judge="Marta")
    target = call.players[0]
    dialog = judge.ask_penalty()
    dialog.player.setCurrentIndex(dialog.player.findData(target))
    dialog.category.setCurrentIndex(dialog.category.findData("slow_play"))
    dialog.accept()
    qtbot.waitUntil(lambda: len(judge.penalties_model.penalties) == 1)
    assert not judge.withdraw_btn.isEnabled()  # nothing selected yet
    judge.penalties.selectRow(0)
    assert judge.withdraw_btn.isEnabled()
    ask = judge.ask_withdraw()
    ask.accept()  # no reason: refused, the dialog stays open
    assert ask.isVisible() and "reason cannot be empty" in window.messages[-1][0]
    ask.reason.setText("the wrong player")
    ask.accept()
    assert not ask.isVisible()
    assert "Penalty withdrawn" in window.messages[-1][0]
    qtbot.waitUntil(lambda: judge.penalties_model.penalties[0].withdrawn)
    model = judge.penalties_model
    shown = model.data(model.index(0, 4))
    assert "withdrawn" in shown
    assert "the wrong player" in model.data(model.index(0, 4), 3)  # the tooltip says why
    judge.penalties.selectRow(0)
    assert not judge.withdraw_btn.isEnabled()  # withdrawn once only
    history = backend.penalty_history(eid, target)
    assert history.proposals["slow_play"] == "warning"  # no longer counted
