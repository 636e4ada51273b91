"""Results: record (one table or a whole round at once), correct, list.

A result names the winner and how the game ended (``organiser.core.model.Outcome``): a win,
a modified win (time called; optionally which time-called tiebreak decided it), a loss by
concession or an empty draw deck (the winner is the other player), or a double loss (no
winner). First entries and corrections are both audited; a correction keeps the old result
in the audit log.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from sqlalchemy import bindparam, select, update
from sqlmodel import Session

from organiser.core.cut import cut_round_pairings
from organiser.core.errors import M_, Conflict, NotFound, UserError
from organiser.core.model import Outcome, Stage, TimeTiebreak
from organiser.services import melee
from organiser.services._melee_tables import is_melee
from organiser.services._melee_tables import table_info as melee_table_info
from organiser.services._support import (
    GAMES,
    PLAYERS,
    audit,
    audit_many,
    cut_seed_ids,
    display_names,
    find_round,
    games_of_round,
    latest_round,
    load_event,
    parse_stage,
    player_rows,
    round_info,
    stage_games,
    table_info,
)
from organiser.services.dto import MeleeTableInfo, ResultInput, RoundInfo, TableInfo
from organiser.store.db import Store
from organiser.store.models import EventRow, RoundRow

RESULT_OUTCOMES = (
    Outcome.WIN,
    Outcome.MODIFIED_WIN,
    Outcome.CONCESSION,
    Outcome.DECKED,
    Outcome.DOUBLE_LOSS,
)


def _outcome(value: str | Outcome | None, winner: int | None) -> Outcome:
    if value is None or value == "":
        if winner is None:
            raise UserError(M_("a result needs a winner (or the outcome double_loss)"))
        return Outcome.WIN
    try:
        outcome = Outcome(value)
    except ValueError:
        known = ", ".join(o.value for o in RESULT_OUTCOMES)
        raise UserError(
            M_("unknown result {value} (choose one of: {known})", value=repr(value), known=known)
        ) from None
    if outcome not in RESULT_OUTCOMES:
        raise UserError(
            M_("{value} is not a result that can be entered at a table", value=outcome.value)
        )
    return outcome


def _tiebreak(value: str | TimeTiebreak | None, outcome: Outcome) -> TimeTiebreak | None:
    if value is None or value == "":
        return None
    if outcome is not Outcome.MODIFIED_WIN:
        raise UserError(M_("a time-called tiebreak goes with a modified win only"))
    try:
        return TimeTiebreak(value)
    except ValueError:
        known = ", ".join(t.value for t in TimeTiebreak)
        raise UserError(
            M_(
                "unknown time-called tiebreak {value} (one of: {known})",
                value=repr(value),
                known=known,
            )
        ) from None


def _apply(
    s: Session,
    store: Store,
    event: EventRow,
    r: RoundRow,
    games: dict[int, Any],
    item: ResultInput,
    *,
    correction: bool,
    reason: str | None,
) -> tuple[Any, dict[str, Any], tuple[str, dict[str, Any], str | None]]:
    """Check one result against the round; (game row, new values, audit line). Writes nothing."""
    if item.table < 1:
        raise NotFound(
            M_("byes and unpaired losses have no result to enter; give a table number"),
            table=item.table,
        )
    game = games.get(item.table)
    if game is None:
        tables = ", ".join(str(t) for t in sorted(games))
        raise NotFound(
            M_(
                "there is no table {table} in round {number} (tables: {value})",
                table=item.table,
                number=r.number,
                value=tables or "none",
            ),
            round=r.number,
            table=item.table,
        )
    outcome = _outcome(item.outcome, item.winner)
    if outcome is Outcome.DOUBLE_LOSS:
        if item.winner is not None:
            raise UserError(M_("a double loss has no winner"))
    elif item.winner is None:
        raise UserError(M_("a {replace} needs a winner", replace=outcome.value.replace("_", " ")))
    elif item.winner not in (game.player_a, game.player_b):
        raise UserError(
            M_(
                "player {winner} is not at table {table} of round {number} (players {player_a} and {player_b})",
                winner=item.winner,
                table=item.table,
                number=r.number,
                player_a=game.player_a,
                player_b=game.player_b,
            ),
            table=item.table,
            players=[game.player_a, game.player_b],
        )
    tiebreak = _tiebreak(item.tiebreak, outcome)
    if correction and game.outcome is None:
        raise Conflict(
            M_(
                "table {table} of round {number} has no result yet to correct; set it instead",
                table=item.table,
                number=r.number,
            )
        )
    if not correction and game.outcome is not None:
        raise Conflict(
            M_(
                "table {table} of round {number} already has a result ({outcome}, winner {winner}); use a correction to change it",
                table=item.table,
                number=r.number,
                outcome=game.outcome,
                winner=game.winner,
            ),
            table=item.table,
        )
    if correction and r.stage == Stage.CUT.value:
        later = latest_round(s, event.id or 0, Stage.CUT)
        if later is not None and later.number > r.number:
            raise Conflict(
                M_(
                    "elimination round {number} is already paired from this result; delete it before correcting",
                    number=later.number,
                )
            )
    old = {"winner": game.winner, "outcome": game.outcome, "tiebreak": game.tiebreak}
    new = {
        "winner": item.winner,
        "outcome": outcome.value,
        "tiebreak": tiebreak.value if tiebreak else None,
    }
    detail: dict[str, Any] = {
        "stage": r.stage,
        "round": r.number,
        "table": item.table,
        "result": new,
    }
    if correction:
        if old == new:
            raise Conflict(M_("the corrected result is the same as the recorded one"))
        detail["was"] = old
    action = "result_corrected" if correction else "result_recorded"
    return game, new, (action, detail, reason)


def _write(s: Session, store: Store, changes: Sequence[tuple[Any, dict[str, Any]]]) -> None:
    """Store checked results with one executemany UPDATE."""
    if not changes:
        return
    now = store.now()
    s.execute(
        update(GAMES)
        .where(GAMES.c.id == bindparam("game_id"))
        .values(
            winner=bindparam("new_winner"),
            outcome=bindparam("new_outcome"),
            tiebreak=bindparam("new_tiebreak"),
            reported_at=now,
        ),
        [
            {
                "game_id": game.id,
                "new_winner": new["winner"],
                "new_outcome": new["outcome"],
                "new_tiebreak": new["tiebreak"],
            }
            for game, new in changes
        ],
    )


def _maybe_finish_cut(s: Session, store: Store, event: EventRow) -> None:
    """After an elimination result: the event is finished when the final has a result."""
    assert event.id is not None
    if event.status != "cut":
        return
    seeds = cut_seed_ids(s, event.id)
    try:
        remaining = cut_round_pairings(seeds, stage_games(s, event.id, Stage.CUT))
    except Conflict:
        return  # the current elimination round is not complete yet
    if not remaining:
        event.status = "finished"
        audit(s, store, event.id, "event_finished", {"by": "cut final result"})


def record_result(
    store: Store,
    event_id: int | None = None,
    *,
    table: int,
    winner: int | None,
    outcome: str | None = None,
    tiebreak: str | None = None,
    round: int | None = None,
    stage: str | None = None,
    correction: bool = False,
    reason: str | None = None,
    source: str | None = None,
) -> TableInfo:
    """Enter (or with ``correction=True`` correct) the result of one table.

    ``round`` None: the latest round (an elimination round once the cut has started).
    ``outcome`` None: a win (a winner is then required; a double loss is asked for by name).
    ``source``: where the result came from when not typed at the desk (``"phones"``: the
    players reported it from the table), written into its audit line.
    """
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        if event.format == "melee":
            raise Conflict(M_("this is a melee event: enter each player's place and power"))
        r = find_round(s, event, round, parse_stage(stage))
        if event.status == "finished" and not correction:
            raise Conflict(M_("the event is finished; results can only be corrected"))
        assert r.id is not None
        # Read only this table (a round of a big event has thousands); all of them only
        # to name the tables in an error message.
        games = _by_table(_table_rows(s, r.id, table) or games_of_round(s, r.id))
        item = ResultInput(table=table, winner=winner, outcome=outcome or "", tiebreak=tiebreak)
        game, new, line = _apply(
            s, store, event, r, games, item, correction=correction, reason=reason
        )
        _write(s, store, [(game, new)])
        if source:
            line[1]["source"] = source
        audit_many(s, store, event.id, [line])
        if r.stage == Stage.CUT.value:
            _maybe_finish_cut(s, store, event)
        (stored,) = _table_rows(s, r.id, table)
        return table_info(r, stored, _names_of(s, event.id, (stored.player_a, stored.player_b)))


def _by_table(rows: Sequence[Any]) -> dict[int, Any]:
    """The real tables of a round by number (byes and unpaired losses have none)."""
    return {g.table_no: g for g in rows if g.player_b is not None}


def _table_rows(s: Session, round_id: int | None, table: int) -> list[Any]:
    return list(
        s.execute(
            select(GAMES).where(
                GAMES.c.round_id == round_id,
                GAMES.c.table_no == table,
                GAMES.c.player_b.is_not(None),
            )
        ).all()
    )


def _names_of(s: Session, event_id: int, ids: Sequence[int | None]) -> dict[int, str]:
    """Display names of a few players (namesakes told apart as everywhere else)."""
    wanted = [i for i in ids if i is not None]
    names = set(s.execute(select(PLAYERS.c.name).where(PLAYERS.c.id.in_(wanted))).scalars())
    namesakes = s.execute(
        select(PLAYERS).where(PLAYERS.c.event_id == event_id, PLAYERS.c.name.in_(names))
    ).all()
    shown = display_names(namesakes)
    return {i: shown[i] for i in wanted if i in shown}


def record_results(
    store: Store,
    event_id: int | None,
    results: Sequence[ResultInput],
    *,
    round: int | None = None,
    stage: str | None = None,
    reason: str | None = None,
) -> RoundInfo:
    """Enter several results of one round in one transaction (all or none)."""
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        if event.status == "finished":
            raise Conflict(M_("the event is finished; results can only be corrected"))
        r = find_round(s, event, round, parse_stage(stage))
        assert r.id is not None
        games = _by_table(games_of_round(s, r.id))
        seen: set[int] = set()
        changes = []
        lines = []
        for item in results:
            if item.table in seen:
                raise UserError(
                    M_("table {table} appears twice", table=item.table), table=item.table
                )
            seen.add(item.table)
            game, new, line = _apply(
                s, store, event, r, games, item, correction=False, reason=reason
            )
            changes.append((game, new))
            lines.append(line)
        _write(s, store, changes)
        audit_many(s, store, event.id, lines)
        if r.stage == Stage.CUT.value:
            _maybe_finish_cut(s, store, event)
        return round_info(s, r, display_names(player_rows(s, event.id)))


def list_results(
    store: Store, event_id: int | None = None, *, round: int | None = None, stage: str | None = None
) -> RoundInfo:
    """A round's tables with their results (the latest round when ``round`` is None)."""
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        r = find_round(s, event, round, parse_stage(stage))
        return round_info(s, r, display_names(player_rows(s, event.id)))


def record_melee_result(
    store: Store,
    event_id: int | None = None,
    *,
    table: int,
    places: Mapping[int, int],
    powers: Mapping[int, int],
    ending: str = "won",
    eliminated: Collection[int] = (),
    round: int | None = None,
    stage: str | None = None,
    correction: bool = False,
    reason: str | None = None,
    source: str | None = None,
) -> MeleeTableInfo:
    """Enter (or with ``correction=True`` correct) the result of one melee table.

    ``places`` and ``powers`` map each seated player's id to their finishing place and
    their power at the end; ``ending`` is ``won`` (someone reached 15 power, or everyone
    else was eliminated) or ``time`` (time was called: equal power may share a place);
    ``eliminated`` lists players who left the game before its end. The core checks the
    result (``organiser.core.melee.validate_table_result``) and refuses an impossible one
    with a message naming the table and players. ``round`` None: the latest round (a cut
    round once the cut has started). Audited; a correction keeps the old result in the log.
    A cut table's correction is refused once the next cut round is seated. ``source``:
    where the result came from when not typed at the desk (``"phones"``), kept in the log.
    """
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        if not is_melee(event):
            raise Conflict(M_("this event is a joust event: enter a winner (result set --winner)"))
        if event.status == "finished" and not correction:
            raise Conflict(M_("the event is finished; results can only be corrected"))
        r = find_round(s, event, round, parse_stage(stage))
        stored = melee.apply_result(
            s,
            store,
            event,
            r,
            table=table,
            places=places,
            powers=powers,
            ending=ending,
            eliminated=eliminated,
            correction=correction,
            reason=reason,
            source=source,
        )
        names = _names_of(s, event.id, [seat.player_id for seat in stored.seats])
        return melee_table_info(stored, names, melee.melee_profile_of(event))


def clear_result(
    store: Store,
    event_id: int | None = None,
    *,
    table: int,
    round: int | None = None,
    stage: str | None = None,
    reason: str | None = None,
) -> TableInfo | MeleeTableInfo:
    """Withdraw the result of one table (entered by mistake): the table is unreported again.

    Joust and melee alike. Refused when the table has no result, and once the next round
    of the same stage is paired (or, for a Swiss round, once the cut is seeded): delete
    that round first. Clearing the final's result reopens a finished event's cut. Audited
    with the result that was withdrawn.
    """
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        r = find_round(s, event, round, parse_stage(stage))
        assert r.id is not None
        later = latest_round(s, event.id, Stage(r.stage))
        if later is not None and later.number > r.number:
            label = "round" if r.stage == Stage.SWISS.value else "cut round"
            raise Conflict(
                M_(
                    "{label} {number} is already paired after this result; delete it before withdrawing the result",
                    label=label,
                    number=later.number,
                ),
                round=r.number,
            )
        if r.stage == Stage.SWISS.value and cut_seed_ids(s, event.id):
            raise Conflict(M_("the cut is seeded from these results; delete the cut round first"))
        if event.status == "finished" and r.stage == Stage.SWISS.value:
            raise Conflict(M_("the event is finished; reopen it (event set --status swiss) first"))
        detail: dict[str, Any] = {"stage": r.stage, "round": r.number, "table": table}
        info: TableInfo | MeleeTableInfo
        if is_melee(event):
            found = [t for t in melee.stored_tables(s, event.id, round_id=r.id, table=table)]
            found = [t for t in found if not t.bye]
            if not found:
                raise NotFound(
                    M_("there is no table {table} in round {number}", table=table, number=r.number),
                    table=table,
                )
            (t,) = found
            if t.ending is None:
                raise Conflict(
                    M_(
                        "table {table} of round {number} has no result to withdraw",
                        table=table,
                        number=r.number,
                    )
                )
            detail["was"] = melee.clear_table(s, t)
            (t,) = [x for x in melee.stored_tables(s, event.id, round_id=r.id) if x.id == t.id]
            names = _names_of(s, event.id, [seat.player_id for seat in t.seats])
            info = melee_table_info(t, names, melee.melee_profile_of(event))
        else:
            rows = _table_rows(s, r.id, table)
            if not rows:
                raise NotFound(
                    M_("there is no table {table} in round {number}", table=table, number=r.number),
                    table=table,
                )
            (game,) = rows
            if game.outcome is None:
                raise Conflict(
                    M_(
                        "table {table} of round {number} has no result to withdraw",
                        table=table,
                        number=r.number,
                    )
                )
            detail["was"] = {
                "winner": game.winner,
                "outcome": game.outcome,
                "tiebreak": game.tiebreak,
            }
            s.execute(
                update(GAMES)
                .where(GAMES.c.id == game.id)
                .values(winner=None, outcome=None, tiebreak=None, reported_at=None)
            )
            (stored,) = _table_rows(s, r.id, table)
            info = table_info(r, stored, _names_of(s, event.id, (stored.player_a, stored.player_b)))
        if event.status == "finished" and r.stage == Stage.CUT.value:
            event.status = "cut"
            detail["reopened"] = True
        audit(s, store, event.id, "result_cleared", detail, reason)
        return info
