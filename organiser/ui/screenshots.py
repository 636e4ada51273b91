"""Screenshots of every main screen, taken offscreen: ``python -m organiser.ui.screenshots DIR``.

Builds a demo event in a temporary folder (nothing of the user's is touched), walks the
window through its screens and saves ``app-*.png`` into DIR (docs/img for the docs).
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

SIZE = (1200, 760)
LONG_NAME = "Maximiliana Wilhelmina Ødegaard-Castellanos de la Vega y Łukaszewicz"


def wall_tables(count: int) -> list[Any]:
    """Round 1 of ``count`` players for the pairings wall (a bye when odd): the demo's names,
    shuffled the same way every time, with one very long name and a few with letters that
    reach above or below the line (Ł, Ø, Å, ç, ÿ)."""
    import random

    from organiser.services.demo import FIRST, LAST
    from organiser.ui.backend import TableInfo

    pool = [f"{first} {last}" for first in FIRST for last in LAST]
    random.Random(2026).shuffle(pool)
    special = [LONG_NAME, "Łukasz Ødegaard", "Åsa Ødegaard", "François Ÿvelin"]
    names = [*special, *(n for n in pool if n not in special)][:count]
    random.Random(count).shuffle(names)
    tables = [
        TableInfo(1, i // 2 + 1, i, names[i], i + 1, names[i + 1]) for i in range(0, count - 1, 2)
    ]
    if count % 2:
        tables.append(TableInfo(1, len(tables) + 1, count - 1, names[-1], None, ""))
    return tables


def take(out: Path) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication, QMessageBox

    from organiser.ui import tasks
    from organiser.ui.main_window import MainWindow
    from organiser.ui.service_backend import ServiceBackend
    from organiser.ui.settings import STATION_NAME, Settings
    from organiser.ui.structure import suggest_structure
    from organiser.ui.theme import apply_theme

    app = QApplication.instance() or QApplication(["maester-screenshots"])
    assert isinstance(app, QApplication)
    apply_theme(app, "light")
    tasks.SYNCHRONOUS = True
    out.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["MAESTER_DEMO_DB"] = str(Path(tmp) / "demo.sqlite")
        settings = Settings(QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat))
        settings.add_recent("/home/organiser/events/winter-championship.sqlite")
        settings.add_recent("/home/organiser/events/store-night-october.sqlite")
        settings.set(STATION_NAME, "Front desk")  # never the name of the machine taking them
        w = MainWindow(settings, ServiceBackend.open, suggest_structure)
        w.resize(*SIZE)
        w.show()

        def shot(name: str, widget: object = None) -> None:
            app.processEvents()
            target = widget if widget is not None else w
            path = out / f"app-{name}.png"
            target.grab().save(str(path))  # type: ignore[attr-defined]
            saved.append(path)

        w.welcome.form.name.setText("Winter Store Championship")
        w.welcome.form.players.setValue(28)
        shot("welcome")
        w.open_demo(32)
        assert w.tabs is not None and w.ctx is not None
        w.statusBar().clearMessage()

        w.tabs.setCurrentWidget(w.players_view)
        w.players_view.table.selectRow(3)
        shot("players")

        rounds = w.rounds_view
        w.tabs.setCurrentWidget(rounds)
        open_tables = [t for t in rounds.model.tables if not t.reported and not t.is_bye]
        for t in open_tables[: len(open_tables) - 3]:
            rounds.entry.setText(f"{t.table}{'a' if t.table % 3 else 'B'}")
            rounds.commit_entry()
        left = [t for t in rounds.model.tables if not t.reported and not t.is_bye]
        rounds.entry.setText(f"{left[0].table}a")
        w.statusBar().clearMessage()
        shot("rounds")

        csv = Path(tmp) / "players.csv"
        csv.write_text(
            "name,affiliation,email\nAlys Karstark,Winterfell Club,alys@example.org\n"
            "Benjen Stark,,ben@example.org\n,Night's Watch,\nCregan Karstark,,alys@example.org\n",
            encoding="utf-8",
        )
        dialog = w.players_view.import_csv(csv)
        if dialog is not None:
            shot("import", dialog)
            dialog.reject()

        for t in left:
            rounds.entry.setText(f"{t.table}b")
            rounds.commit_entry()
        w.tabs.setCurrentWidget(w.standings_view)
        w.statusBar().clearMessage()
        shot("standings")

        from organiser.ui.views.cut import CutView

        cut = w.cut_view
        assert isinstance(cut, CutView)  # a joust event: the bracket
        w.tabs.setCurrentWidget(cut)
        cut.size_box.setCurrentIndex(cut.size_box.findData(8))
        yes = QMessageBox.StandardButton.Yes  # the cut's prompts, answered
        cut.start_cut().button(yes).click()
        first = cut.state.rounds[0]
        for t in first:
            if t.player_b is not None and not t.reported:
                cut.record(t.round, t.table, t.player_a, t.table == 2).button(yes).click()
        cut.pair_next()
        semi = [t for t in cut.state.rounds[-1] if t.player_b is not None]
        winner = semi[0].player_b or semi[0].player_a
        cut.record(semi[0].round, semi[0].table, winner, False).button(yes).click()
        w.statusBar().clearMessage()
        shot("cut")

        clock = w.clock_view
        w.tabs.setCurrentWidget(clock)
        start = clock.now()
        store = w.backend.store  # type: ignore[union-attr]
        real_clock = store.clock
        store.clock = lambda: start - timedelta(minutes=23, seconds=14)  # started 23 min ago
        clock.start()
        store.clock = real_clock
        clock.now = lambda: start
        clock.refresh()
        w.statusBar().clearMessage()
        shot("clock")

        wall = w.show_projector_clock()
        assert wall is not None
        wall.showNormal()
        wall.resize(1280, 720)
        clock.now = lambda: start + timedelta(minutes=28, seconds=30)
        clock.refresh()
        shot("projector-clock", wall)
        wall.close()

        w.tabs.setCurrentWidget(rounds)
        pairings = w.show_projector_pairings()
        assert pairings is not None
        pairings.timer.stop()
        pairings.showNormal()
        pairings.resize(1280, 720)
        shot("projector-pairings", pairings)
        pairings.close()
        _wall_screens(shot)

        apply_theme(app, "dark")
        w.tabs.setCurrentWidget(rounds)
        shot("dark")
        apply_theme(app, "light")

        w.printing.print_document("pairings-by-name")  # type: ignore[union-attr]
        preview = w.printing.previews[-1]  # type: ignore[union-attr]
        preview.resize(760, 720)
        shot("print", preview)
        preview.close()

        _deck_screens(w, shot)
        _judge_screens(w, shot, Path(tmp))
        _melee_screens(w, shot, Path(tmp))
        w.close_event()  # as at start-up: no event yet
        w.show_opening("winter-championship.sqlite")
        shot("opening")
        w.close()
    return saved


def _wall_screens(shot: Callable[..., None]) -> None:
    """The pairings wall at two projector sizes, for a store night and a large event."""
    from organiser.ui.views.projector import ProjectorPairings

    for count, (width, height) in ((16, (1920, 1080)), (400, (1920, 1080)), (400, (1280, 720))):
        wall = ProjectorPairings("Winter Championship", 3, wall_tables(count))
        wall.timer.stop()
        wall.resize(width, height)
        wall.show()
        if wall.plan.pages > 1:
            wall.next_page()  # a page from the middle, its number in the corner
        shot(f"projector-{count}-{width}x{height}", wall)
        wall.close()


def _deck_screens(w: Any, shot: Callable[..., None]) -> None:
    """Deck lists handed in (the repository's sample lists), a deck check, the field."""
    fixtures = Path(__file__).resolve().parents[2] / "tests" / "decks" / "fixtures"
    lists = [
        "stark_fealty.txt",
        "greyjoy_core_starter.txt",
        "lannister_rains.json",
        "martell_wars_to_come.txt",
        "tyrell_conclave_bare.txt",
        "stark_fealty_windows.txt",
    ]
    view = w.players_view
    w.tabs.setCurrentWidget(view)
    model = view.model
    for row, name in enumerate(lists):
        path = fixtures / name
        if path.exists():
            view.attach_deck(model.player_at(row), path.read_bytes(), name, "screenshot")
    view.table.selectRow(1)
    check = view.show_deck_check()
    if check is not None:
        shot("deck-check", check)
        check.close()
    field = view.show_field()
    if field is not None:
        shot("field", field)
        field.close()
    search = w.open_card_search()  # the demo event's restricted list in the last column
    search.faction.setCurrentIndex(search.faction.findData("stark"))
    search.query.setText("stark")
    shot("card-search", search)
    search.close()


def _judge_screens(w: Any, shot: Callable[..., None], tmp: Path) -> None:
    """The Judge tab of a 12-player joust event in round 1: three calls (one resolved with
    a ruling from the rules desk and a time extension), a warning and a game loss; the
    penalty dialog with a player's history; the projector clock with the extended tables."""
    from datetime import timedelta

    from PySide6.QtWidgets import QApplication

    from organiser.ui import context as ctxmod

    w.new_file(tmp / "judge.sqlite")
    w.create_event("Winter Store Championship", "lcg2", "joust", 4, 0, 55)
    names = [
        "Alys Karstark", "Benjen Stark", "Cregan Karstark", "Dacey Mormont", "Edric Dayne",
        "Fiona Webber", "Garlan Tyrell", "Hoster Tully", "Ilyn Payne", "Jeyne Westerling",
        "Kevan Lannister", "Lyanna Mormont",
    ]  # fmt: skip
    eid = w.ctx.event_id
    for name in names:
        w.backend.add_player(eid, name)
    w.ctx.notify(ctxmod.PLAYERS)
    w.rounds_view.pair_next()
    tables = w.backend.round_tables(eid, 1)
    for t in tables[:3]:
        w.backend.record_result(eid, 1, t.table, t.player_a, t.outcome or _win())
    w.ctx.notify(ctxmod.RESULTS)
    judge = w.judge_view
    first = judge.new_call(
        "A Moribund character is killed with a duplicate attached: is it saved?", 1, judge="Marta"
    )
    desk = judge.open_in_rules_desk(first.id)
    desk.resize(1280, 780)
    shot("judge-rules-desk", desk)  # set up for the call: its players, the event's ruleset
    desk.start_from_setup()
    desk.conclusion.setPlainText("The duplicate saves the character; Moribund does not stop it.")
    desk.export_ruling(tmp / "call-1-ruling.pdf")
    desk.close()
    judge.resolve(first.id, "Ruled with the rules desk: the duplicate saves it.", 5, "Marta")
    second = judge.new_call("Slow play reported by the opponent", 4, judge="Oberyn")
    judge.issue_penalty(tables[3].player_b, "slow_play", None, second.id, "Oberyn", "first one")
    judge.resolve(second.id, "Warning for slow play; time noted.", 3, "Oberyn")
    third = judge.new_call("Drew an extra card on the draw phase", 1, judge="Marta")
    judge.issue_penalty(
        tables[0].player_a, "procedural_error", "game_loss", third.id, "Marta", "third draw"
    )
    judge.select_call(first.id)
    judge.search.setText("moribund")
    w.tabs.setCurrentWidget(judge)
    w.statusBar().clearMessage()
    shot("judge")

    judge.select_call(second.id)
    dialog = judge.ask_penalty()
    dialog.player.setCurrentIndex(dialog.player.findData(tables[3].player_b))
    dialog.category.setCurrentIndex(dialog.category.findData("slow_play"))
    dialog.resize(640, 560)
    shot("judge-penalty", dialog)
    dialog.reject()

    clock = w.clock_view
    start = clock.now()
    clock.start()
    clock.load()
    wall = w.show_projector_clock()
    wall.showNormal()
    QApplication.processEvents()  # out of full screen first
    wall.setGeometry(0, 0, 1280, 720)  # a 720p projector, whatever the offscreen screen
    clock.now = lambda: start + timedelta(minutes=56, seconds=10)  # time called: 2 play on
    clock.refresh()
    shot("judge-projector-clock", wall)
    wall.close()
    clock.now = w.backend.now


def _win() -> Any:
    from organiser.core.model import Outcome

    return Outcome.WIN


def _melee_screens(w: Any, shot: Callable[..., None], tmp: Path) -> None:
    """A melee event of 14 players: round 1 seated, some tables in."""
    w.new_file(tmp / "melee.sqlite")
    w.create_event("Melee Night at the Crossroads", "lcg2", "melee", 3, 0, 75)
    names = [
        "Alys Karstark", "Benjen Stark", "Cregan Karstark", "Dacey Mormont", "Edric Dayne",
        "Fiona Webber", "Garlan Tyrell", "Hoster Tully", "Ilyn Payne", "Jeyne Westerling",
        "Kevan Lannister", "Lyanna Mormont", "Meera Reed", "Nymeria Sand",
    ]  # fmt: skip
    for name in names:
        w.backend.add_player(w.ctx.event_id, name)
    from organiser.ui import context as ctxmod

    w.ctx.notify(ctxmod.PLAYERS)
    rounds = w.rounds_view
    rounds.pair_next()
    w.tabs.setCurrentWidget(rounds)
    for t, line in zip(rounds.melee_model.tables, ("2143 9 15 3 7", "1324 15 6 9 4"), strict=False):
        rounds.entry.setText(f"{t.table} {line}")
        rounds.commit_entry()
    t = rounds.melee_model.tables[2]
    rounds.entry.setText(f"{t.table} 312 5 15 7")
    w.statusBar().clearMessage()
    shot("melee-rounds")

    # The cut of a 14-player melee demo: top 8, semi-finals, the final and the placings.
    w.new_file(tmp / "melee-cut.sqlite")
    info = w.backend.create_demo(14, 2026, "melee")
    w.show_event(info.id)
    cut = w.cut_view
    w.tabs.setCurrentWidget(cut)
    cut.size_box.setCurrentIndex(cut.size_box.findData(8))
    cut.start_cut()
    for t, line in zip(cut.state.current, ("4213 2 12 15 6", "1432 15 4 6 9 x2"), strict=False):
        cut.entry.setText(f"{t.table} {line}")
        cut.commit_entry()
    cut.seat_final()
    cut.entry.setText("1 2134 11 15 8 3")
    cut.commit_entry()  # the final: the placings appear beside it
    w.statusBar().clearMessage()
    shot("melee-cut")


if __name__ == "__main__":  # pragma: no cover
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/img")
    for p in take(target):
        print(p)
