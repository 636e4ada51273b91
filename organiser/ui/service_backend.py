"""The real :class:`~organiser.ui.backend.Backend`: each method is one call of
``organiser.services`` (one transaction), its plain results converted for the views."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QObject

from organiser import i18n
from organiser.core.cards import FACTIONS_2E
from organiser.core.errors import M_, NotFound, UserError, stored_message
from organiser.core.melee import MeleeStandingRow
from organiser.core.model import Outcome, StandingRow, TimeTiebreak
from organiser.i18n import user_text
from organiser.services import cut as cut_svc
from organiser.services import events as ev_svc
from organiser.services import judging as judge_svc
from organiser.services import players as pl_svc
from organiser.services import results as res_svc
from organiser.services import rounds as rd_svc
from organiser.services import standings as st_svc
from organiser.services.database import open_database
from organiser.services.dto import (
    JudgeCallInfo,
    JudgeLog,
    PenaltyHistory,
    PenaltyInfo,
    RulingInfo,
    StandingsInfo,
)
from organiser.ui.backend import (
    CardChoices,
    CardImportInfo,
    CardResults,
    CardRow,
    ClockState,
    CutState,
    DeckCheck,
    EventInfo,
    FieldInfo,
    ImportPreview,
    MeleeCutState,
    MeleeSeat,
    MeleeTable,
    PairOutcome,
    PlayerInfo,
    Progress,
    TableInfo,
)
from organiser.ui.clock import table_extensions
from organiser.ui.helper_process import Call, HelperProcess, in_helper
from organiser.ui.structure import suggest_structure

T = TypeVar("T")


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
        cut_rounds=info.cut_rounds_paired,
        tiebreaks=tuple(info.tiebreaks),
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


def _clock(info: Any) -> ClockState:
    """The stored clock as the window keeps it: a deadline while running, else time left."""
    running = bool(info.running and info.deadline)
    return ClockState(
        round=info.round,
        deadline=datetime.fromisoformat(info.deadline) if running else None,
        paused_left_s=None if running or not info.started else float(info.remaining_seconds),
        length_s=float(info.length_seconds),
        stage=info.stage,
    )


def _melee_table(t: Any) -> MeleeTable:
    return MeleeTable(
        round=t.round,
        table=t.table,
        seats=tuple(
            MeleeSeat(
                seat=s.seat,
                player=s.player,
                name=s.name,
                place=s.place,
                power=s.power,
                eliminated=s.eliminated,
                points=s.points,
            )
            for s in t.seats
        ),
        ending=t.ending,
        repeats=t.repeats,
    )


def _melee_cut(info: Any) -> MeleeCutState:
    return MeleeCutState(
        size=info.size,
        seeds=tuple((player, name) for _seed, player, name in info.seeds),
        rounds=tuple(tuple(_melee_table(t) for t in r.melee_tables) for r in info.rounds),
        finished=bool(info.finished),
        final=tuple((f.place, f.player, f.name) for f in info.final),
    )


class _DeckText(QObject):
    """The Deck column's words with a plural (Qt's numerus forms need a tr() of a QObject)."""

    def illegal(self, problems: int) -> str:
        return self.tr("illegal (%n problem(s))", "", problems)


def _deck_text(d: Any) -> str:
    """missing / legal · faction / illegal (n problems), for the Deck column."""
    if d.status == "legal" and d.faction:
        return QCoreApplication.translate("ServiceBackend", "legal · {faction_name}").format(
            faction_name=d.faction_name
        )
    if d.status == "illegal" and d.errors:
        return _DeckText().illegal(len(d.errors))
    return str(d.status)


def _text(value: object) -> str:
    return "" if value is None else str(value)


class ServiceCards:
    """The card database through ``organiser.services.decks``: the event's (its edition and
    restricted-list version) when ``store`` is given, else the 2nd-edition one."""

    def __init__(self, store: Any = None, event_id: int | None = None) -> None:
        self.store = store
        self.event_id = event_id

    def _where(self) -> dict[str, Any]:
        return {"store": self.store, "event_id": self.event_id} if self.store is not None else {}

    def choices(self) -> CardChoices:
        from organiser.services import decks

        c = decks.card_choices(**self._where())
        return CardChoices(c.edition, c.factions, c.types, c.packs)

    def search(
        self, name: str, faction: str | None, type: str | None, pack: str | None
    ) -> CardResults:
        from organiser.services import decks

        found = decks.search_cards(name, faction=faction, type=type, pack=pack, **self._where())
        rows = tuple(
            CardRow(
                code=h.card.code,
                name=h.card.name,
                pack=h.pack_name,
                pack_code=h.card.pack,
                faction=FACTIONS_2E.get(h.card.faction, h.card.faction.title()),
                type=h.card.type,
                cost=_text(h.card.cost),
                strength=_text(h.card.strength),
                loyal=h.card.loyal,
                unique=h.card.unique,
                traits=h.card.traits,
                standing=h.standing,
            )
            for h in found.hits
        )
        return CardResults(rows, found.edition, found.restricted_list, found.format)

    def import_cards(self, path: Path) -> CardImportInfo:
        from organiser.services import decks

        r = decks.import_card_data(path)
        return CardImportInfo(r.edition, r.kind, r.cards, r.total, r.restricted_lists, path.name)


@dataclass(frozen=True)
class RemoteChange:
    """Another station's change, as the window needs it: the event (None: any), the parts
    of it touched (``players``, ``rounds``, ``results``... as in ``organiser.ui.context``),
    the station's name; ``everything``: read it all again (the server was lost meanwhile)."""

    event_id: int | None
    kinds: tuple[str, ...]
    station: str = ""
    everything: bool = False


class ServiceBackend:
    def __init__(self, store: Any) -> None:
        self.store = store
        self.path: Path | None = store.path
        self._players: dict[int, dict[int, PlayerInfo]] = {}
        self._watcher: Any = None
        self.helper: HelperProcess | None = None
        self._generation = 0  # moves with every change made here: the helper reads afresh

    @classmethod
    def open(cls, path: Path | str | None) -> ServiceBackend:
        """``path``: an event file, or a ``postgresql://`` URL of a server."""
        if isinstance(path, str) and "://" in path:
            from organiser.services.server import normalise

            path = normalise(path)
        return cls(open_database(path))

    @property
    def where(self) -> str:
        """The file, or the server as people may see it: ``user@host:port/database``."""
        if self.store.path is not None:
            return str(self.store.where)
        from sqlalchemy.engine import make_url

        u = make_url(self.store.url)
        return f"{u.username or ''}@{u.host or 'localhost'}:{u.port or 5432}/{u.database or ''}"

    @property
    def on_server(self) -> bool:
        return self.store.path is None

    @property
    def station(self) -> str:
        return str(self.store.station)

    def set_station(self, name: str) -> None:
        """This station's name in the audit log of every change made from here."""
        if name.strip():
            self.store.station = name.strip()[:60]

    def watch(
        self, on_change: Callable[[RemoteChange], None], on_status: Callable[[Any], None]
    ) -> None:
        """Hear the other stations' changes (called from a thread of the watcher's own; the
        window queues them to the GUI thread). ``on_status`` gets a ``Status``: connected or
        not (with the reason), how many stations are connected to the server."""
        from organiser.services import changes

        def told(change: Any) -> None:
            kinds = ("event",) if change.everything else changes.kinds_of(change.actions)
            on_change(RemoteChange(change.event_id, kinds, change.station, change.everything))

        self._watcher = changes.watch(self.store, told, on_status)

    @property
    def read_only(self) -> bool:
        """The file can be read but not written (a read-only folder or disk)."""
        return bool(self.store.read_only)

    @property
    def notices(self) -> list[str]:
        """What opening the file found that the organiser should know."""
        return list(self.store.notices)

    def set_wait_notice(self, notify: Callable[[str], None]) -> None:
        """``notify`` is told (from the worker thread) when a change waits for another
        station's change to finish."""
        self.store.on_wait = notify

    def close(self) -> None:
        if self._watcher is not None:
            self._watcher.stop()
            self._watcher = None
        if self.helper is not None:
            self.helper.forget(self._where_key)
            self.helper = None
        self.store.close()

    def _changed(self) -> None:
        self.forget_cached()
        self._generation += 1

    def forget_cached(self) -> None:
        """Read everything afresh from now on (what another process changed)."""
        self._players.clear()

    # the helper process (organiser.ui.helper_process)
    def attach_helper(self, helper: HelperProcess | None) -> None:
        """Run the long reads and changes marked ``in_helper`` in ``helper`` (a second
        process) when called off the window's thread."""
        self.helper = helper

    @property
    def _where_key(self) -> str:
        return str(self.store.path) if self.store.path is not None else str(self.store.url)

    def run_in_helper(
        self,
        helper: HelperProcess,
        method: str,
        write: bool,
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
    ) -> Any:
        """``method`` run by ``helper`` on the same database as this station; in place
        instead if the helper has stopped (a read), or a clear message (a change, which may
        or may not have been made: nothing is done twice)."""
        if write:
            self.store.writes_elsewhere += 1
        try:
            try:
                value, written = helper.call(
                    Call(
                        self._where_key,
                        self.store.station,
                        self.store.origin,
                        self._generation,
                        i18n.language(),
                        method,
                        args,
                        kwargs,
                    )
                )
            except BrokenProcessPool:
                if write:
                    raise UserError(
                        M_(
                            "The change could not be finished here (Maester's helper process "
                            "stopped): look at the event before trying it again."
                        )
                    ) from None
                return getattr(type(self), method).__wrapped__(self, *args, **kwargs)
            self.store.own_audit_ids.update(written)
            return value
        finally:
            if write:
                self._changed()
                self.store.writes_elsewhere -= 1

    @in_helper()
    def compute(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)``: long work that needs no database (reading a big file), in the
        helper process when there is one. ``fn`` is a module-level function (it is sent
        there by name), ``args`` and its value plain data."""
        return fn(*args)

    # events
    @in_helper()
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

    @in_helper()
    def event(self, event_id: int) -> EventInfo:
        return _event(ev_svc.get_event(self.store, event_id))

    def update_event(
        self, event_id: int, name: str, rounds: int, cut: int, round_minutes: int
    ) -> EventInfo:
        info = ev_svc.update_event(
            self.store,
            event_id,
            reason="changed in the window",
            name=name,
            rounds=rounds,
            cut_size=cut,
            round_minutes=round_minutes,
        )
        return _event(info)

    def suggest_structure(self, players: int, level: str) -> tuple[int, int]:
        return suggest_structure(players, level)

    def create_demo(self, players: int, seed: int, format: str = "joust") -> EventInfo:
        """A sample event one round from the end of its Swiss stage, with the last round
        paired and its results still to enter: something to browse and something to do.
        ``format="melee"``: a melee event with every Swiss round played, ready for its cut."""
        from organiser.services import demo

        self._changed()
        if format == "melee":
            made = demo.create_demo_event(
                self.store, players_count=players, seed=seed, format="melee"
            )
            return self.event(int(made["event"]))
        rounds, _cut = suggest_structure(players, "store")
        with self.store.transaction():  # the whole sample, or nothing of it
            made = demo.create_demo_event(
                self.store, players_count=players, rounds_count=max(rounds - 1, 0), seed=seed
            )
            event_id = int(made["event"])
            ev_svc.update_event(self.store, event_id, rounds=rounds, reason="demo")
            rd_svc.pair_round(self.store, event_id)
        return self.event(event_id)

    # players
    def _all_players(self, event_id: int) -> dict[int, PlayerInfo]:
        cached = self._players.get(event_id)
        if cached is None:
            decks = self._deck_statuses(event_id)
            cached = {
                p.id: replace(_player(p), deck_status=decks.get(p.id, ""))
                for p in pl_svc.list_players(self.store, event_id)
            }
            self._players[event_id] = cached
        return cached

    def _deck_statuses(self, event_id: int) -> dict[int, str]:
        """The deck-list column: missing / legal · faction / illegal (n problems)."""
        try:
            from organiser.services import decks
        except ImportError:
            return {}
        try:
            statuses = decks.deck_statuses(self.store, event_id)
        except UserError:
            return {}
        return {d.player_id: _deck_text(d) for d in statuses}

    # deck lists
    def attach_deck(
        self, event_id: int, player: int, data: bytes, source: str, reason: str = ""
    ) -> str:
        from organiser.services import decks

        self._changed()
        link = decks.deck_link_in(data)
        if link is not None:  # a ThronesDB link pasted: the list is fetched
            status = decks.attach_decklist_from_link(
                self.store,
                event_id,
                player,
                link,
                override_lock=bool(reason.strip()),
                reason=reason.strip() or None,
            )
            return _deck_text(status)
        status = decks.attach_decklist(
            self.store,
            event_id,
            player,
            data,
            source=source or None,
            override_lock=bool(reason.strip()),
            reason=reason.strip() or None,
        )
        return _deck_text(status)

    def deck_check(self, event_id: int, player: int) -> DeckCheck:
        from organiser.services import decks

        view = decks.deck_check(self.store, event_id, player)
        st = view.status
        return DeckCheck(
            player=st.player_id,
            player_name=st.player_name,
            status=st.status,
            faction=FACTIONS_2E.get(st.faction or "", st.faction or ""),
            agendas=tuple(st.agendas),
            deck_name=st.deck_name or "",
            counts_by_type=tuple(view.counts_by_type.items()),
            plots=view.plots,
            draw=view.draw,
            problems=tuple((str(e.get("rule", "")), stored_message(e)) for e in st.errors),
            notes=view.notes,
            sections=tuple(
                (title, tuple((line.count, f"{line.name} ({line.pack})") for line in lines))
                for title, lines in view.sections
            ),
            locked=st.locked,
        )

    def cards(self, event_id: int | None) -> ServiceCards:
        return ServiceCards(self.store, event_id) if event_id is not None else ServiceCards()

    @in_helper()
    def field(self, event_id: int) -> FieldInfo:
        from organiser.services import decks

        f = decks.field_breakdown(self.store, event_id)
        return FieldInfo(
            players=f.players,
            missing=f.missing,
            legal=f.legal,
            illegal=f.illegal,
            factions=tuple(f.factions.items()),
            agendas=tuple(f.agendas.items()),
        )

    # printing and publishing
    @in_helper()
    def document_pdf(
        self,
        event_id: int,
        kind: str,
        round_number: int | None = None,
        page_size: str | None = None,
        cut: bool = False,
    ) -> bytes:
        from organiser.services import documents

        return documents.document_pdf(
            self.store, event_id, kind, round_number, page_size or None, cut=cut
        )

    @in_helper()
    def publish(self, event_id: int, out_dir: Path, page_size: str | None = None) -> list[Path]:
        from organiser.services import documents

        return documents.publish(self.store, event_id, out_dir, page_size=page_size or None)

    @in_helper(rereads=True)
    def player_ids(self, event_id: int) -> list[int]:
        self._changed()  # a reload re-reads the file: another station may have written
        return list(self._all_players(event_id))

    @in_helper()
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

    @in_helper()
    def preview_import(self, event_id: int, csv_path: Path) -> ImportPreview:
        try:
            data = csv_path.read_bytes()
        except OSError as exc:
            raise UserError(
                QCoreApplication.translate("ServiceBackend", "cannot read {path}: {reason}").format(
                    path=csv_path, reason=exc.strerror or exc
                )
            ) from exc
        try:
            rows = pl_svc.parse_players_csv(data, source=csv_path.name)
        except UserError as exc:
            errors = tuple(
                (int(e.get("line", 0)), str(e.get("error", "")))
                for e in exc.details.get("errors", [])
            )
            return ImportPreview(rows=(), errors=errors or ((0, user_text(exc)),))
        return ImportPreview(
            rows=tuple(
                PlayerInfo(
                    id=0, name=r.name, affiliation=r.affiliation or "", checked_in=r.checked_in
                )
                for r in rows
            )
        )

    @in_helper(write=True)
    def import_players(
        self, event_id: int, csv_path: Path, progress: Progress | None = None
    ) -> int:
        self._changed()
        return len(pl_svc.import_players(self.store, event_id, path=csv_path))

    # rounds
    def _outcome(self, info: Any) -> PairOutcome:
        return PairOutcome(
            round=info.number,
            tables=len(info.tables) + len(getattr(info, "melee_tables", ())),
            bye=info.bye,
            warnings=tuple(info.warnings),
            rematches=info.rematches,
        )

    @in_helper(write=True)
    def pair_round(self, event_id: int, allow_rematches: bool = False) -> PairOutcome:
        return self._outcome(
            rd_svc.pair_round(self.store, event_id, allow_rematches=allow_rematches)
        )

    @in_helper(write=True)
    def repair_round(self, event_id: int) -> PairOutcome:
        return self._outcome(
            rd_svc.repair_round(self.store, event_id, reason="paired again from the window")
        )

    @in_helper()
    def round_tables(self, event_id: int, round_number: int) -> list[TableInfo]:
        info = rd_svc.get_round(self.store, event_id, round_number, stage="swiss")
        return [_table(t) for t in (*info.tables, *info.byes)]

    def record_result(
        self,
        event_id: int,
        round_number: int,
        table: int,
        winner: int | None,
        outcome: Outcome,
        tiebreak: TimeTiebreak | None = None,
        correction: bool = False,
        reason: str = "",
    ) -> None:
        res_svc.record_result(
            self.store,
            event_id,
            table=table,
            winner=winner,
            outcome=outcome.value,
            tiebreak=tiebreak.value if tiebreak else None,
            round=round_number,
            stage="swiss",
            correction=correction,
            reason=reason or None,
        )

    def clear_result(
        self, event_id: int, round_number: int, table: int, reason: str, stage: str = "swiss"
    ) -> None:
        clear = getattr(res_svc, "clear_result", None)
        if clear is None:
            raise UserError(
                QCoreApplication.translate(
                    "ServiceBackend",
                    "the first result of table {table} cannot be withdrawn; type the right result "
                    "for that table to correct it",
                ).format(table=table)
            )
        clear(self.store, event_id, table=table, round=round_number, stage=stage, reason=reason)

    def swap_players(self, event_id: int, round_number: int, a: int, b: int) -> None:
        latest = self.event(event_id).swiss_round
        if round_number != latest:
            raise UserError(
                QCoreApplication.translate(
                    "ServiceBackend", "players can be swapped only in the latest round"
                )
            )
        rd_svc.swap_players(self.store, event_id, a, b, reason="swapped in the window")

    def delete_latest_round(self, event_id: int) -> None:
        rd_svc.delete_latest_round(self.store, event_id, reason="deleted in the window")

    # melee events
    @in_helper()
    def melee_tables(self, event_id: int, round_number: int) -> list[MeleeTable]:
        info = rd_svc.get_round(self.store, event_id, round_number, stage="swiss")
        tables = [_melee_table(t) for t in info.melee_tables]
        byes = [
            MeleeTable(round=b.round, table=0, seats=(MeleeSeat(1, b.player_a, b.name_a),))
            for b in info.byes
        ]
        return tables + byes

    def record_melee(
        self,
        event_id: int,
        round_number: int,
        table: int,
        places: dict[int, int],
        powers: dict[int, int],
        ending: str,
        correction: bool = False,
        reason: str = "",
        eliminated: Sequence[int] = (),
        stage: str = "swiss",
    ) -> None:
        res_svc.record_melee_result(
            self.store,
            event_id,
            table=table,
            places=places,
            powers=powers,
            ending=ending,
            eliminated=tuple(eliminated),
            round=round_number,
            stage=stage,
            correction=correction,
            reason=reason or None,
        )

    @in_helper()
    def melee_standings(self, event_id: int) -> list[MeleeStandingRow]:
        return list(st_svc.get_standings(self.store, event_id).melee_rows)

    # standings and cut
    @in_helper()
    def standings(self, event_id: int) -> list[StandingRow]:
        return list(st_svc.get_standings(self.store, event_id).rows)

    @in_helper()
    def standings_info(self, event_id: int) -> StandingsInfo:
        return st_svc.get_standings(self.store, event_id)

    def _cut(self, info: Any) -> CutState:
        return CutState(
            size=info.size,
            seeds=tuple(player for _seed, player, _name in info.seeds),
            rounds=tuple(tuple(_table(t) for t in (*r.tables, *r.byes)) for r in info.rounds),
            champion=info.champion,
            names=tuple((player, name) for _seed, player, name in info.seeds),
        )

    def start_cut(self, event_id: int, size: int) -> CutState:
        return self._cut(cut_svc.start_cut(self.store, event_id, size=size))

    @in_helper()
    def cut_state(self, event_id: int) -> CutState:
        if not self.event(event_id).cut_rounds:
            return CutState(0, (), ())
        return self._cut(cut_svc.get_cut(self.store, event_id))

    @in_helper(write=True)
    def pair_cut_round(self, event_id: int) -> CutState:
        return self._cut(cut_svc.pair_cut_round(self.store, event_id))

    def record_cut_result(
        self, event_id: int, round_number: int, table: int, winner: int, outcome: Outcome
    ) -> None:
        res_svc.record_result(
            self.store,
            event_id,
            table=table,
            winner=winner,
            outcome=outcome.value,
            round=round_number,
            stage="cut",
        )

    @in_helper()
    def melee_cut(self, event_id: int) -> MeleeCutState:
        return _melee_cut(cut_svc.get_cut(self.store, event_id))

    def advance_melee_cut(self, event_id: int, size: int | None = None) -> MeleeCutState:
        """Seat the top 4's final table or the top 8's semi-finals (``size``), or the final
        table once both semi-finals are reported."""
        return _melee_cut(cut_svc.advance_cut(self.store, event_id, size=size))

    # clock: stored in the event database (services.clock), one transaction per change.
    # A ``<file>.clock.json`` left by an older version is ignored: the clock restarts.
    def now(self) -> datetime:
        moment: datetime = self.store.clock()
        return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)

    @in_helper()
    def clock(self, event_id: int) -> ClockState | None:
        from organiser.services import clock as clock_svc

        try:
            state = _clock(clock_svc.get_clock(self.store, event_id))
        except NotFound:
            return None  # no round paired yet
        calls = judge_svc.judge_log(self.store, event_id).calls
        return replace(state, extensions=table_extensions(calls, state.round, state.stage))

    def clock_action(self, event_id: int, action: str, seconds: float = 0) -> ClockState:
        from organiser.services import clock as clock_svc

        if action == "start":
            info = clock_svc.start_clock(self.store, event_id)
        elif action == "pause":
            info = clock_svc.pause_clock(self.store, event_id)
        elif action == "extend":
            info = clock_svc.extend_clock(self.store, event_id, seconds=seconds)
        elif action == "reset":
            info = clock_svc.reset_clock(self.store, event_id)
        else:
            raise ValueError(action)
        return _clock(info)

    # the judge's log
    @in_helper()
    def judge_log(self, event_id: int) -> JudgeLog:
        return judge_svc.judge_log(self.store, event_id)

    def open_call(
        self,
        event_id: int,
        question: str,
        table: int | None = None,
        round_number: int | None = None,
        judge: str = "",
        stage: str | None = None,
    ) -> JudgeCallInfo:
        return judge_svc.open_call(
            self.store,
            event_id,
            question=question,
            table=table,
            round=round_number,
            stage=stage,
            judge=judge or None,
        )

    def resolve_call(
        self, event_id: int, call_id: int, outcome: str, extension_minutes: int = 0, judge: str = ""
    ) -> JudgeCallInfo:
        return judge_svc.resolve_call(
            self.store,
            event_id,
            call_id,
            outcome=outcome,
            extension_minutes=extension_minutes,
            judge=judge or None,
        )

    def attach_ruling(
        self,
        event_id: int,
        call_id: int,
        title: str,
        summary: str = "",
        scenario_path: str | None = None,
        pdf_path: str | None = None,
    ) -> RulingInfo:
        return judge_svc.attach_ruling(
            self.store,
            event_id,
            call_id,
            title=title,
            summary=summary,
            scenario_path=scenario_path,
            pdf_path=pdf_path,
        )

    @in_helper()
    def search_rulings(self, event_id: int, query: str) -> list[RulingInfo]:
        return judge_svc.search_rulings(self.store, event_id, query)

    @in_helper()
    def judge_log_csv(self, event_id: int) -> str:
        return judge_svc.judge_log_csv(self.store, event_id)

    @in_helper()
    def report_html(self, event_id: int) -> str:
        from organiser.services import documents

        return documents.report_html(self.store, event_id)

    @in_helper()
    def penalty_history(self, event_id: int, player: int) -> PenaltyHistory:
        return judge_svc.penalty_history(self.store, event_id, player)

    def issue_penalty(
        self,
        event_id: int,
        player: int,
        category: str,
        level: str | None = None,
        call_id: int | None = None,
        judge: str = "",
        note: str = "",
    ) -> PenaltyInfo:
        return judge_svc.issue_penalty(
            self.store,
            event_id,
            player,
            category=category,
            level=level,
            call_id=call_id,
            judge=judge or None,
            note=note,
        )

    def withdraw_penalty(
        self, event_id: int, penalty_id: int, reason: str, judge: str = ""
    ) -> PenaltyInfo:
        return judge_svc.withdraw_penalty(
            self.store, event_id, penalty_id, reason=reason, judge=judge or None
        )
