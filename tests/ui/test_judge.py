"""The Judge tab through the real widgets: a call, the rules desk opened from it, the ruling
it exports attached and opened again, a penalty whose game loss changes the result, and the
event report listing all of it."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from organiser.services import events, open_database, players, results, rounds
from organiser.services.dto import ResultInput
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

    # resolved with a time extension
    resolve = judge.ask_resolve()
    resolve.outcome.setPlainText("Ruled at the table with the rules desk.")
    resolve.extension.setValue(5)
    resolve.accept()
    (call,) = judge.log.calls
    assert call.resolved and call.extension_minutes == 5
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
