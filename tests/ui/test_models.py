"""Every table model under pytest-qt's model tester, plus lazy loading and filtering."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt

from organiser.core.model import Outcome, StandingRow, TimeTiebreak
from organiser.ui.backend import PlayerInfo, TableInfo
from organiser.ui.models import PAGE, PairingsModel, PlayersModel, StandingsModel


def fake_players(n: int) -> dict[int, PlayerInfo]:
    return {
        i: PlayerInfo(
            id=i, name=f"Player {i:05d}", affiliation=f"Club {i % 7}", dropped=i % 50 == 0
        )
        for i in range(1, n + 1)
    }


class Source:
    """Counts what the model asks for: rows must be fetched in pages, not all up front."""

    def __init__(self, rows: dict[int, PlayerInfo]) -> None:
        self.rows = rows
        self.asked: list[int] = []

    def fetch(self, ids: Sequence[int]) -> list[PlayerInfo]:
        self.asked.extend(ids)
        return [self.rows[i] for i in ids]


def test_players_model(qtmodeltester: Any) -> None:
    source = Source(fake_players(300))
    model = PlayersModel(source.fetch)
    model.reset(list(source.rows))
    qtmodeltester.check(model, force_py=True)
    assert model.index(0, PlayersModel.COL_NAME).data() == "Player 00001"
    assert model.index(49, PlayersModel.COL_STATUS).data() == "dropped"


def test_players_model_fetches_lazily_in_pages() -> None:
    source = Source(fake_players(4096))
    model = PlayersModel(source.fetch)
    model.reset(list(source.rows))
    assert source.asked == []  # nothing read until a row is shown
    assert model.index(5, PlayersModel.COL_NAME).data() == "Player 00006"
    assert len(source.asked) == PAGE
    model.index(10, PlayersModel.COL_NAME).data()
    assert len(source.asked) == PAGE  # same page: cached
    model.index(4000, PlayersModel.COL_NAME).data()
    assert len(source.asked) == 2 * PAGE and model.fetches == 2


def test_players_filter_and_sort_4096(qtmodeltester: Any) -> None:
    source = Source(fake_players(4096))
    model = PlayersModel(source.fetch)
    model.reset(list(source.rows))
    model.set_filter("player 0409")
    assert model.rowCount() == 7  # 04090 … 04096
    assert model.total() == 4096
    model.set_filter("CLUB 3")  # case-insensitive, on the affiliation too
    assert model.rowCount() == sum(1 for p in source.rows.values() if p.affiliation == "Club 3")
    qtmodeltester.check(model, force_py=True)
    model.set_filter("")
    model.sort(PlayersModel.COL_ID, Qt.SortOrder.DescendingOrder)
    assert model.index(0, PlayersModel.COL_ID).data() == "4096"  # numeric, not "999" first
    model.sort(PlayersModel.COL_STATUS, Qt.SortOrder.AscendingOrder)
    assert model.index(0, PlayersModel.COL_STATUS).data() == "active"
    assert model.index(4095, PlayersModel.COL_STATUS).data() == "dropped"
    assert model.rowCount() == 4096


def test_sorting_keeps_the_selection_on_the_same_player(qtmodeltester: Any) -> None:
    from PySide6.QtCore import QPersistentModelIndex

    source = Source(fake_players(50))
    model = PlayersModel(source.fetch)
    model.reset(list(source.rows))
    kept = QPersistentModelIndex(model.index(3, PlayersModel.COL_NAME))
    assert kept.data() == "Player 00004"
    model.sort(PlayersModel.COL_ID, Qt.SortOrder.DescendingOrder)
    assert kept.row() == 46 and kept.data() == "Player 00004"
    qtmodeltester.check(model, force_py=True)


def tables() -> list[TableInfo]:
    return [
        TableInfo(
            1,
            2,
            3,
            "Cersei",
            4,
            "Jaime",
            winner=4,
            outcome=Outcome.MODIFIED_WIN,
            tiebreak=TimeTiebreak.DRAW_DECK,
        ),
        TableInfo(1, 1, 1, "Arya", 2, "Sansa", rematch=True),
        TableInfo(1, 0, 5, "Bran", None, "", winner=5, outcome=Outcome.BYE),
    ]


def test_pairings_model(qtmodeltester: Any) -> None:
    model = PairingsModel()
    model.reset(tables())
    qtmodeltester.check(model, force_py=True)
    col = PairingsModel.COL_TABLE
    assert [model.index(r, col).data() for r in range(3)] == ["1", "2", "bye"]
    assert model.outstanding() == 1
    assert model.index(1, PairingsModel.COL_RESULT).data() == "Jaime: modified win (draw deck)"
    assert model.index(0, col).data(Qt.ItemDataRole.ToolTipRole).startswith("Rematch")
    assert model.row_of_table(2) == 1 and model.row_of_table(9) is None


def test_standings_model(qtmodeltester: Any) -> None:
    rows = [
        StandingRow(1, 7, "Daenerys", 15, 7.5, 6.25, 3, 0, 0, False, 3),
        StandingRow(2, 8, "Robb", 10, 8.0, 5.0, 2, 1, 1, True, 3),
    ]
    model = StandingsModel()
    model.reset(rows)
    qtmodeltester.check(model, force_py=True)
    assert model.index(0, StandingsModel.COL_POINTS).data() == "15"
    assert model.index(1, StandingsModel.COL_WL).data() == "2–1"
    assert model.index(1, StandingsModel.COL_SOS).data() == "8.000"
    assert model.index(1, StandingsModel.COL_STATUS).data() == "dropped"


def test_import_preview_model(qtmodeltester: Any) -> None:
    from PySide6.QtCore import Qt

    from organiser.ui.views.players import PreviewModel

    model = PreviewModel(
        [
            ("2", "Ana", "Club", "A-1", "ana@example.org", "", "yes"),
            ("3", "", "Club", "", "", "", ""),
            ("4", "Bo", "", "", "", "7", "no"),
        ],
        {3},
    )
    qtmodeltester.check(model, force_py=True)
    assert model.index(1, 0).data() == "3"
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(7)] == [
        "Line",
        "Name",
        "Affiliation",
        "ID",
        "E-mail",
        "Fixed table",
        "Checked in",
    ]
    assert model.index(0, 4).data() == "ana@example.org"
    assert model.index(1, 1).data(Qt.ItemDataRole.BackgroundRole) is not None  # a bad line
    assert model.index(0, 1).data(Qt.ItemDataRole.BackgroundRole) is None


def test_sorting_by_name_follows_the_unicode_collation() -> None:
    names = ["Zoe", "Łukasz", "Lars", "Ørjan", "Oscar", "Émile", "Fred", "Luis"]
    rows = {i: PlayerInfo(id=i, name=n) for i, n in enumerate(names, start=1)}
    model = PlayersModel(Source(rows).fetch)
    model.reset(list(rows))
    model.sort(PlayersModel.COL_NAME, Qt.SortOrder.AscendingOrder)
    shown = [model.index(r, PlayersModel.COL_NAME).data() for r in range(len(names))]
    assert shown == ["Émile", "Fred", "Lars", "Luis", "Łukasz", "Ørjan", "Oscar", "Zoe"]


def test_the_wall_lists_players_by_the_unicode_collation() -> None:
    from organiser.ui.views.projector import pairing_lines

    tables = [
        TableInfo(round=1, table=1, player_a=1, name_a="Zoe", player_b=2, name_b="Łukasz"),
        TableInfo(round=1, table=2, player_a=3, name_a="Ørjan", player_b=4, name_b="Luis"),
        TableInfo(round=1, table=3, player_a=5, name_a="Oscar", player_b=None, name_b=""),
    ]
    assert [line[0] for line in pairing_lines(tables)] == [
        "Luis",
        "Łukasz",
        "Ørjan",
        "Oscar",
        "Zoe",
    ]


def test_players_prepared_off_the_model_then_shown_without_reading() -> None:
    """A reload reads and sorts in :meth:`prepare` (run off the GUI thread); :meth:`apply`
    shows it with no read and no sort, unless the order changed meanwhile."""
    source = Source(fake_players(1000))
    model = PlayersModel(source.fetch)
    model.sort(PlayersModel.COL_NAME, Qt.SortOrder.DescendingOrder)
    model.set_filter("player 00")
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    snapshot = model.prepare(list(source.rows), model.arrangement())
    assert model.total() == 0 and resets == []  # prepare changes nothing in the model
    asked = len(source.asked)
    model.apply(snapshot)
    assert len(source.asked) == asked and resets == [1]  # shown from what was prepared
    assert model.total() == 1000 and model.rowCount() == 999  # "Player 01000" filtered out
    assert model.index(0, PlayersModel.COL_NAME).data() == "Player 00999"

    stale = model.prepare(list(source.rows), model.arrangement())
    model.sort(PlayersModel.COL_NAME, Qt.SortOrder.AscendingOrder)  # changed meanwhile
    model.apply(stale)
    assert model.index(0, PlayersModel.COL_NAME).data() == "Player 00001"
