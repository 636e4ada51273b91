"""The real :class:`~organiser.ui.backend.Backend`: each method is one call of
``organiser.services`` (one transaction), its plain results converted for the views."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from organiser.core.errors import UserError
from organiser.core.model import Outcome, PairingResult, StandingRow, TimeTiebreak
from organiser.services import events as ev_svc
from organiser.services import players as pl_svc
from organiser.ui.backend import (
    ClockState,
    CutState,
    EventInfo,
    ImportPreview,
    PlayerInfo,
    Progress,
    TableInfo,
)


def suggest_structure(players: int, level: str) -> tuple[int, int]:
    from organiser.core.structure import suggest_structure as suggest

    try:
        s = suggest(players, level)
    except UserError:
        return (3, 0)
    return s.rounds, s.cut


def _event(info: Any) -> EventInfo:
    return EventInfo(
        id=info.id,
        name=info.name,
        ruleset=info.ruleset,
        format=info.format,
        rounds=info.rounds,
        cut=info.cut_size,
        round_minutes=info.round_minutes,
        swiss_round=info.swiss_rounds_paired,
        status=info.status,
    )


def _player(p: Any) -> PlayerInfo:
    return PlayerInfo(
        id=p.id,
        name=p.display_name,
        affiliation=p.affiliation or "",
        checked_in=p.checked_in,
        dropped=p.dropped,
        disqualified=p.disqualified,
        fixed_table=p.fixed_table,
        plain_name=p.name,
    )


def _table(t: Any) -> TableInfo:
    return TableInfo(
        round=t.round,
        table=t.table,
        player_a=t.player_a,
        name_a=t.name_a,
        player_b=t.player_b,
        name_b=t.name_b or "",
        winner=t.winner,
        outcome=Outcome(t.outcome) if t.outcome else None,
        tiebreak=TimeTiebreak(t.tiebreak) if t.tiebreak else None,
        rematch=bool(t.rematch),
    )


class ServiceBackend:
    def __init__(self, store: Any) -> None:
        self.store = store
        self.path: Path | None = store.path
        self._players: dict[int, dict[int, PlayerInfo]] = {}

    @classmethod
    def open(cls, path: Path | None) -> ServiceBackend:
        from organiser.store.db import open_store

        return cls(open_store(path))

    def close(self) -> None:
        self.store.close()

    def _changed(self) -> None:
        self._players.clear()

    # events
    def list_events(self) -> list[EventInfo]:
        return [_event(e) for e in ev_svc.list_events(self.store)]

    def create_event(
        self, name: str, ruleset: str, format: str, rounds: int, cut: int, round_minutes: int
    ) -> EventInfo:
        info = ev_svc.create_event(
            self.store,
            name=name,
            ruleset=ruleset,
            format=format,
            rounds=rounds,
            cut_size=cut,
            round_minutes=round_minutes,
        )
        return _event(info)

    def event(self, event_id: int) -> EventInfo:
        return _event(ev_svc.get_event(self.store, event_id))

    def suggest_structure(self, players: int, level: str) -> tuple[int, int]:
        return suggest_structure(players, level)

    def create_demo(self, players: int, seed: int) -> EventInfo:
        from organiser.services import demo

        self._changed()
        info = demo.create_demo(self.store, players=players, seed=seed)
        return self.event(getattr(info, "id", getattr(info, "event_id", info)))

    # players
    def _all_players(self, event_id: int) -> dict[int, PlayerInfo]:
        cached = self._players.get(event_id)
        if cached is None:
            cached = {p.id: _player(p) for p in pl_svc.list_players(self.store, event_id)}
            self._players[event_id] = cached
        return cached

    def player_ids(self, event_id: int) -> list[int]:
        self._changed()  # a reload re-reads the file: another station may have written
        return list(self._all_players(event_id))

    def players(self, event_id: int, ids: Sequence[int]) -> list[PlayerInfo]:
        rows = self._all_players(event_id)
        return [rows[i] for i in ids if i in rows]

    def add_player(self, event_id: int, name: str, affiliation: str = "") -> PlayerInfo:
        self._changed()
        return _player(
            pl_svc.add_player(self.store, event_id, name=name, affiliation=affiliation or None)
        )

    def edit_player(self, event_id: int, player: int, name: str, affiliation: str) -> None:
        self._changed()
        pl_svc.update_player(
            self.store, event_id, player, name=name, affiliation=affiliation or None
        )

    def check_in(self, event_id: int, player: int, checked_in: bool) -> None:
        self._changed()
        pl_svc.check_in(self.store, event_id, [player], checked_in=checked_in)

    def drop(self, event_id: int, player: int) -> None:
        self._changed()
        pl_svc.drop_player(self.store, event_id, player)

    def reinstate(self, event_id: int, player: int) -> None:
        self._changed()
        pl_svc.reinstate_player(self.store, event_id, player)

    def preview_import(self, event_id: int, csv_path: Path) -> ImportPreview:
        try:
            data = csv_path.read_bytes()
        except OSError as exc:
            raise UserError(f"cannot read {csv_path}: {exc.strerror or exc}") from exc
        try:
            rows = pl_svc.parse_players_csv(data, source=csv_path.name)
        except UserError as exc:
            errors = tuple(
                (int(e.get("line", 0)), str(e.get("error", "")))
                for e in exc.details.get("errors", [])
            )
            return ImportPreview(rows=(), errors=errors or ((0, exc.message),))
        return ImportPreview(
            rows=tuple(
                PlayerInfo(
                    id=0, name=r.name, affiliation=r.affiliation or "", checked_in=r.checked_in
                )
                for r in rows
            )
        )

    def import_players(
        self, event_id: int, csv_path: Path, progress: Progress | None = None
    ) -> int:
        self._changed()
        return len(pl_svc.import_players(self.store, event_id, path=csv_path))

    # rounds (filled in below as the services land)
    def propose_round(self, event_id: int, allow_rematches: bool = False) -> PairingResult:
        raise UserError("pairing is not available yet")

    def accept_round(self, event_id: int, proposal: PairingResult) -> int:
        raise UserError("pairing is not available yet")

    def round_tables(self, event_id: int, round_number: int) -> list[TableInfo]:
        return []

    def record_result(
        self,
        event_id: int,
        round_number: int,
        table: int,
        winner: int | None,
        outcome: Outcome,
        tiebreak: TimeTiebreak | None = None,
        reason: str = "",
    ) -> None:
        raise UserError("results are not available yet")

    def clear_result(self, event_id: int, round_number: int, table: int, reason: str) -> None:
        raise UserError("results are not available yet")

    def swap_players(self, event_id: int, round_number: int, a: int, b: int) -> None:
        raise UserError("swapping is not available yet")

    def delete_latest_round(self, event_id: int) -> None:
        raise UserError("deleting rounds is not available yet")

    def standings(self, event_id: int) -> list[StandingRow]:
        return []

    def start_cut(self, event_id: int, size: int) -> CutState:
        raise UserError("the cut is not available yet")

    def cut_state(self, event_id: int) -> CutState:
        return CutState(0, (), ())

    def pair_cut_round(self, event_id: int) -> CutState:
        raise UserError("the cut is not available yet")

    def record_cut_result(
        self, event_id: int, round_number: int, table: int, winner: int, outcome: Outcome
    ) -> None:
        raise UserError("the cut is not available yet")

    def clock(self, event_id: int) -> ClockState | None:
        return None

    def save_clock(self, event_id: int, state: ClockState) -> None:
        pass
