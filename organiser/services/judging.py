"""The judge's log: calls to tables, rulings attached to them, penalties.

A call is opened for a table of a round (its players are the table's) and resolved once,
with an outcome and an optional time extension for the table. A ruling saved from the rules
desk (its scenario file and PDF) is attached to a call; rulings are searched by their words
across the event. A penalty follows the levels and the escalation rule of
:mod:`organiser.core.penalties`; a game loss enters the result of the player's game through
:func:`organiser.services.results.record_result` and a disqualification goes through
:func:`organiser.services.players.disqualify_player`, in the same transaction as the
penalty, so either all of it is stored (and audited) or nothing. ``docs/judges.md`` tells
the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import or_, select
from sqlmodel import Session, col

from organiser.core.errors import M_, Conflict, NotFound, UserError
from organiser.core.model import Outcome, Stage
from organiser.core.penalties import (
    Category,
    Level,
    category_of,
    level_of,
    melee_game_loss,
    propose,
)
from organiser.core.text import clean_text, csv_text
from organiser.services import _melee_tables as melee_tables
from organiser.services import players as player_service
from organiser.services import results as result_service
from organiser.services._melee_tables import is_melee
from organiser.services._support import (
    audit,
    display_names,
    find_round,
    load_event,
    load_player,
    parse_stage,
    player_rows,
)
from organiser.services.dto import (
    JudgeCallInfo,
    JudgeLog,
    PenaltyHistory,
    PenaltyInfo,
    RulingInfo,
)
from organiser.store.db import Store
from organiser.store.judging import JudgeCallRow, JudgePenaltyRow, JudgeRulingRow
from organiser.store.melee import MeleeSeatRow, MeleeTableRow
from organiser.store.models import EventRow, GameRow, RoundRow

MAX_TEXT = 4000
MAX_EXTENSION = 60  # minutes: more is surely a typing mistake


def _text(value: str | None, what: str, *, required: bool = False) -> str:
    cleaned = clean_text(value or "").strip()
    if required and not cleaned:
        raise UserError(M_("{what} cannot be empty", what=what))
    if len(cleaned) > MAX_TEXT:
        raise UserError(
            M_(
                "{what} is too long ({cleaned} characters; at most {MAX_TEXT})",
                what=what,
                cleaned=len(cleaned),
                MAX_TEXT=MAX_TEXT,
            )
        )
    return cleaned


def _table_players(s: Session, event: EventRow, r: RoundRow, table: int) -> list[int]:
    """The players seated at ``table`` of round ``r`` (refused when there is no such table)."""
    assert r.id is not None
    if is_melee(event):
        found = s.scalars(
            select(MeleeTableRow).where(
                col(MeleeTableRow.round_id) == r.id,
                col(MeleeTableRow.table_no) == table,
                col(MeleeTableRow.bye).is_(False),
            )
        ).first()
        if found is not None:
            return list(
                s.scalars(
                    select(col(MeleeSeatRow.player_id))
                    .where(col(MeleeSeatRow.table_id) == found.id)
                    .order_by(col(MeleeSeatRow.seat))
                )
            )
    else:
        game = s.scalars(
            select(GameRow).where(
                col(GameRow.round_id) == r.id,
                col(GameRow.table_no) == table,
                col(GameRow.player_b).is_not(None),
            )
        ).first()
        if game is not None:
            return [game.player_a, game.player_b] if game.player_b is not None else []
    label = "round" if r.stage == Stage.SWISS.value else "elimination round"
    raise NotFound(
        M_(
            "there is no table {table} in {label} {number}",
            table=table,
            label=label,
            number=r.number,
        ),
        round=r.number,
        table=table,
    )


def _ids(text: str) -> tuple[int, ...]:
    return tuple(int(x) for x in text.split(",") if x)


def _names(s: Session, event_id: int) -> dict[int, str]:
    return display_names(player_rows(s, event_id))


def _ruling_info(row: JudgeRulingRow, call: JudgeCallRow) -> RulingInfo:
    assert row.id is not None and call.id is not None
    return RulingInfo(
        id=row.id,
        call_id=call.id,
        title=row.title,
        summary=row.summary,
        scenario_path=row.scenario_path,
        pdf_path=row.pdf_path,
        created_at=row.created_at,
        stage=call.stage,
        round=call.round_no,
        table=call.table_no,
    )


def _call_info(
    row: JudgeCallRow, names: dict[int, str], rulings: Sequence[JudgeRulingRow] = ()
) -> JudgeCallInfo:
    assert row.id is not None
    ids = _ids(row.players)
    return JudgeCallInfo(
        id=row.id,
        event_id=row.event_id,
        stage=row.stage,
        round=row.round_no,
        table=row.table_no,
        players=ids,
        player_names=tuple(names.get(i, str(i)) for i in ids),
        called_at=row.called_at,
        judge=row.judge,
        question=row.question,
        outcome=row.outcome,
        resolved_at=row.resolved_at,
        extension_minutes=row.extension_minutes,
        rulings=tuple(_ruling_info(r, row) for r in rulings),
    )


def _penalty_info(
    row: JudgePenaltyRow, names: dict[int, str], effect: str | None = None
) -> PenaltyInfo:
    assert row.id is not None
    return PenaltyInfo(
        id=row.id,
        event_id=row.event_id,
        player=row.player_id,
        player_name=names.get(row.player_id, str(row.player_id)),
        stage=row.stage,
        round=row.round_no,
        table=row.table_no,
        category=row.category,
        level=row.level,
        proposed_level=row.proposed_level,
        judge=row.judge,
        note=row.note,
        at=row.at,
        call_id=row.call_id,
        effect=effect,
        withdrawn_at=row.withdrawn_at,
        withdrawn_reason=row.withdrawn_reason,
    )


def _load_call(s: Session, event_id: int, call_id: int) -> JudgeCallRow:
    row = s.get(JudgeCallRow, call_id)
    if row is None or row.event_id != event_id:
        raise NotFound(
            M_("no judge call {call_id} in event {event_id}", call_id=call_id, event_id=event_id),
            call=call_id,
        )
    return row


def _rulings_of(s: Session, call_ids: Sequence[int]) -> dict[int, list[JudgeRulingRow]]:
    out: dict[int, list[JudgeRulingRow]] = {}
    if not call_ids:
        return out
    rows = s.scalars(
        select(JudgeRulingRow)
        .where(col(JudgeRulingRow.call_id).in_(list(call_ids)))
        .order_by(col(JudgeRulingRow.id))
    )
    for r in rows:
        out.setdefault(r.call_id, []).append(r)
    return out


# -- calls -----------------------------------------------------------------------------------


def open_call(
    store: Store,
    event_id: int | None = None,
    *,
    question: str,
    table: int | None = None,
    round: int | None = None,
    stage: str | None = None,
    players: Sequence[int] | None = None,
    judge: str | None = None,
) -> JudgeCallInfo:
    """A judge is called: to ``table`` of ``round`` (the latest round when None), whose
    players the call names unless ``players`` are given (a call away from a table names
    its players, or none). The time called is the store's clock. Audited."""
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        text = _text(question, "the question", required=True)
        r = find_round(s, event, round, parse_stage(stage))
        seated = _table_players(s, event, r, table) if table is not None else []
        named = list(dict.fromkeys(players)) if players else seated
        for pid in named:
            load_player(s, event.id, pid)
        if table is not None and players:
            strangers = [p for p in named if p not in seated]
            if strangers:
                raise UserError(
                    M_(
                        "player {strangers} is not at table {table} of round {number} (players: {value})",
                        strangers=strangers[0],
                        table=table,
                        number=r.number,
                        value=", ".join(map(str, seated)),
                    ),
                    table=table,
                    players=seated,
                )
        row = JudgeCallRow(
            event_id=event.id,
            stage=r.stage,
            round_no=r.number,
            table_no=table,
            players=",".join(str(p) for p in named),
            called_at=store.now(),
            judge=_text(judge, "the judge's name") or None,
            question=text,
        )
        s.add(row)
        s.flush()
        audit(
            s,
            store,
            event.id,
            "judge_called",
            {"call": row.id, "stage": r.stage, "round": r.number, "table": table, "players": named},
        )
        return _call_info(row, _names(s, event.id))


def resolve_call(
    store: Store,
    event_id: int | None,
    call_id: int,
    *,
    outcome: str,
    extension_minutes: int = 0,
    judge: str | None = None,
) -> JudgeCallInfo:
    """Close a call with its outcome; ``extension_minutes`` of extra time for the table
    (0 to 60). A call is resolved once (refused the second time). Audited."""
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        row = _load_call(s, event.id, call_id)
        if row.resolved_at is not None:
            raise Conflict(
                M_(
                    "judge call {call_id} was already resolved at {resolved_at} ({outcome})",
                    call_id=call_id,
                    resolved_at=row.resolved_at,
                    outcome=row.outcome,
                ),
                call=call_id,
            )
        text = _text(outcome, "the outcome", required=True)
        if not 0 <= extension_minutes <= MAX_EXTENSION:
            raise UserError(
                M_(
                    "a time extension is 0 to {MAX_EXTENSION} minutes (got {extension_minutes})",
                    MAX_EXTENSION=MAX_EXTENSION,
                    extension_minutes=extension_minutes,
                )
            )
        row.outcome = text
        row.extension_minutes = extension_minutes
        row.resolved_at = store.now()
        if judge:
            row.judge = _text(judge, "the judge's name") or row.judge
        audit(
            s,
            store,
            event.id,
            "judge_call_resolved",
            {
                "call": call_id,
                "round": row.round_no,
                "table": row.table_no,
                "extension_minutes": extension_minutes,
            },
        )
        return _call_info(row, _names(s, event.id), _rulings_of(s, [call_id]).get(call_id, []))


def attach_ruling(
    store: Store,
    event_id: int | None,
    call_id: int,
    *,
    title: str,
    summary: str = "",
    scenario_path: str | None = None,
    pdf_path: str | None = None,
) -> RulingInfo:
    """Attach a ruling to a call: the rules-desk scenario file and its PDF as they were
    saved (paths, kept as given: the files may live on another station), a title and a
    summary. A resolved call takes rulings too (a ruling written up afterwards). Audited."""
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        call = _load_call(s, event.id, call_id)
        row = JudgeRulingRow(
            event_id=event.id,
            call_id=call_id,
            title=_text(title, "the ruling's title", required=True),
            summary=_text(summary, "the summary"),
            scenario_path=_text(scenario_path, "the scenario path") or None,
            pdf_path=_text(pdf_path, "the PDF path") or None,
            created_at=store.now(),
        )
        s.add(row)
        s.flush()
        audit(
            s,
            store,
            event.id,
            "ruling_attached",
            {"call": call_id, "ruling": row.id, "title": row.title},
        )
        return _ruling_info(row, call)


def search_rulings(store: Store, event_id: int | None = None, query: str = "") -> list[RulingInfo]:
    """The event's rulings whose title, summary, file names or call (question, outcome)
    hold every word of ``query`` (any case); all of them for an empty query; oldest first."""
    words = [w.casefold() for w in clean_text(query).split()]
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        rows = s.execute(
            select(JudgeRulingRow, JudgeCallRow)
            .join(JudgeCallRow, col(JudgeCallRow.id) == col(JudgeRulingRow.call_id))
            .where(col(JudgeRulingRow.event_id) == event.id)
            .order_by(col(JudgeRulingRow.id))
        ).all()
        found = []
        for ruling, call in rows:
            haystack = " ".join(
                [
                    ruling.title,
                    ruling.summary,
                    ruling.scenario_path or "",
                    ruling.pdf_path or "",
                    call.question,
                    call.outcome or "",
                ]
            ).casefold()
            if all(w in haystack for w in words):
                found.append(_ruling_info(ruling, call))
        return found


# -- penalties -------------------------------------------------------------------------------


def _earlier(s: Session, event_id: int, player_id: int) -> list[JudgePenaltyRow]:
    """A player's penalties in the event, oldest first, withdrawn ones included."""
    return list(
        s.scalars(
            select(JudgePenaltyRow)
            .where(
                col(JudgePenaltyRow.event_id) == event_id,
                col(JudgePenaltyRow.player_id) == player_id,
            )
            .order_by(col(JudgePenaltyRow.id))
        )
    )


def _counted(rows: Sequence[JudgePenaltyRow]) -> list[tuple[str, str]]:
    """(category, level) of the penalties that count towards escalation: not withdrawn."""
    return [(p.category, p.level) for p in rows if p.withdrawn_at is None]


def penalty_history(store: Store, event_id: int | None, player_id: int) -> PenaltyHistory:
    """A player's penalties in the event, and the level a new penalty of each category
    would be proposed at (what the judge looks at before deciding)."""
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        load_player(s, event.id, player_id)
        names = _names(s, event.id)
        rows = _earlier(s, event.id, player_id)
        earlier = _counted(rows)
        proposals = {c.value: propose(c, earlier) for c in Category}
        return PenaltyHistory(
            player=player_id,
            player_name=names.get(player_id, str(player_id)),
            penalties=tuple(_penalty_info(p, names) for p in rows),
            proposals={c: p.level.value for c, p in proposals.items()},
            reasons={c: p.reason for c, p in proposals.items()},
        )


def _joust_game(s: Session, r: RoundRow, player_id: int) -> Any:
    """The player's game of round ``r`` (a real table), or None (a bye, not paired)."""
    return s.scalars(
        select(GameRow).where(
            col(GameRow.round_id) == r.id,
            col(GameRow.player_b).is_not(None),
            or_(col(GameRow.player_a) == player_id, col(GameRow.player_b) == player_id),
        )
    ).first()


def _melee_game_loss(
    s: Session, event_id: int, r: RoundRow, player_id: int, name: str, table: int | None
) -> tuple[int, dict[str, Any] | None, str]:
    """(the player's table, the corrected result to enter or None, what it does) for a game
    loss in a melee round: the table's result with the player last and eliminated
    (:func:`organiser.core.penalties.melee_game_loss`). Refused when the player has no
    table in the round (a bye, not seated) and while the table has no result (the places of
    the others are not known yet: enter it, then issue the game loss)."""
    assert r.id is not None
    found = [
        t
        for t in melee_tables.stored_tables(s, event_id, round_id=r.id)
        if not t.bye and player_id in {seat.player_id for seat in t.seats}
    ]
    if not found:
        raise Conflict(
            M_(
                "{name} has no table in round {number} (a bye or not seated): a game loss has no result to enter",
                name=name,
                number=r.number,
            ),
            round=r.number,
        )
    (t,) = found
    if table is not None and t.table != table:
        raise UserError(
            M_(
                "{name} played at table {table}, not {table2}",
                name=name,
                table=t.table,
                table2=table,
            )
        )
    core = t.core()
    if core.results is None or core.ending is None:
        raise Conflict(
            M_(
                "table {table} of round {number} has no result yet: enter it first, then issue the game loss (it places {name} last, eliminated)",
                table=t.table,
                number=r.number,
                name=name,
            ),
            table=t.table,
        )
    new = melee_game_loss(core.results, player_id)
    if new is None:
        return t.table, None, f"{name} is already last at table {t.table}: unchanged"
    change = {
        "table": t.table,
        "places": {x.player: x.place for x in new},
        "powers": {x.player: x.power for x in new},
        "eliminated": [x.player for x in new if x.eliminated],
        "ending": core.ending.value,
    }
    effect = f"result corrected: {name} last at table {t.table} of round {r.number}, eliminated"
    return t.table, change, effect


def issue_penalty(
    store: Store,
    event_id: int | None,
    player_id: int,
    *,
    category: str,
    level: str | None = None,
    round: int | None = None,
    stage: str | None = None,
    table: int | None = None,
    judge: str | None = None,
    note: str = "",
    call_id: int | None = None,
) -> PenaltyInfo:
    """Issue a penalty to a player. ``level`` None takes the level the escalation rule
    proposes (:func:`organiser.core.penalties.propose`); the proposal is stored beside the
    level decided. ``call_id``: the call it came from (its round, table and players are
    the penalty's unless given). ``round`` None: the call's round, else the latest round
    (none before round 1 for a warning).

    A game loss enters the result of the player's game of the round as a win for the
    opponent (a correction when a result was in; nothing when the player had already
    lost it); refused in a round where the player has no game (a bye, not paired). In a
    melee event it corrects the table's result with the player last and eliminated;
    refused while the table has no result, and when the corrected result is not a possible
    one (the player had won the game at the victory total). A disqualification disqualifies the player (a pending game goes to the
    opponent). Everything is one transaction: on any refusal nothing changes.
    """
    cat = category_of(category)
    with store.transaction():
        with store.unit() as s:
            event = load_event(s, event_id, lock=True)
            assert event.id is not None
            eid = event.id
            player = load_player(s, eid, player_id)
            call = _load_call(s, eid, call_id) if call_id is not None else None
            if call is not None:
                named = _ids(call.players)
                if named and player_id not in named:
                    raise UserError(
                        M_(
                            "player {player_id} is not named in judge call {call_id} (players: {value})",
                            player_id=player_id,
                            call_id=call_id,
                            value=", ".join(map(str, named)),
                        ),
                        call=call_id,
                    )
                if round is None:
                    round, stage = call.round_no, stage or call.stage
                if table is None:
                    table = call.table_no
            proposal = propose(cat, _counted(_earlier(s, eid, player_id)))
            decided = level_of(level) if level else proposal.level
            r: RoundRow | None
            try:
                r = find_round(s, event, round, parse_stage(stage))
            except NotFound:
                if round is not None or decided is Level.GAME_LOSS:
                    raise
                r = None  # a warning before round 1
            if table is not None:
                if r is None:
                    raise NotFound(M_("no round has been paired yet: a penalty names no table"))
                seated = _table_players(s, event, r, table)
                if player_id not in seated:
                    raise UserError(
                        M_(
                            "player {player_id} is not at table {table} of round {number}",
                            player_id=player_id,
                            table=table,
                            number=r.number,
                        ),
                        table=table,
                        players=seated,
                    )
            game_change: dict[str, Any] | None = None
            melee_change: dict[str, Any] | None = None
            melee_effect: str | None = None
            if decided is Level.GAME_LOSS and is_melee(event):
                assert r is not None
                table, melee_change, melee_effect = _melee_game_loss(
                    s, eid, r, player_id, player.name, table
                )
            elif decided is Level.GAME_LOSS:
                assert r is not None
                game = _joust_game(s, r, player_id)
                if game is None:
                    raise Conflict(
                        M_(
                            "{name} has no game in round {number} (a bye or not paired): a game loss has no result to enter",
                            name=player.name,
                            number=r.number,
                        ),
                        round=r.number,
                    )
                if table is not None and game.table_no != table:
                    raise UserError(
                        M_(
                            "{name} played at table {table_no}, not {table}",
                            name=player.name,
                            table_no=game.table_no,
                            table=table,
                        )
                    )
                table = game.table_no
                opponent = game.player_b if game.player_a == player_id else game.player_a
                if game.outcome is None or game.winner == player_id:
                    game_change = {
                        "table": game.table_no,
                        "winner": opponent,
                        "correction": game.outcome is not None,
                    }
            if decided is Level.DISQUALIFICATION and player.disqualified:
                raise Conflict(M_("{name} is already disqualified", name=player.name))
        reason = f"{decided.value} penalty ({cat.value})" + (f": {note}" if note else "")
        effect: str | None = None
        assert r is not None or decided is not Level.GAME_LOSS
        if game_change is not None and r is not None:
            result_service.record_result(
                store,
                eid,
                table=game_change["table"],
                winner=game_change["winner"],
                outcome=Outcome.WIN.value,
                round=r.number,
                stage=r.stage,
                correction=game_change["correction"],
                reason=reason,
            )
            verb = "corrected" if game_change["correction"] else "entered"
            with store.unit(write=False) as s:
                winner = _names(s, eid).get(
                    game_change["winner"], f"player {game_change['winner']}"
                )
            effect = (
                f"result {verb}: table {game_change['table']} of round {r.number} won by {winner}"
            )
        elif melee_change is not None and r is not None:
            result_service.record_melee_result(
                store,
                eid,
                table=melee_change["table"],
                places=melee_change["places"],
                powers=melee_change["powers"],
                ending=melee_change["ending"],
                eliminated=melee_change["eliminated"],
                round=r.number,
                stage=r.stage,
                correction=True,
                reason=reason,
            )
            effect = melee_effect
        elif decided is Level.GAME_LOSS and r is not None:
            effect = melee_effect or (
                f"the result of round {r.number} already has this player losing: unchanged"
            )
        if decided is Level.DISQUALIFICATION:
            player_service.disqualify_player(store, eid, player_id, reason=reason)
            effect = "player disqualified"
        with store.unit() as s:
            row = JudgePenaltyRow(
                event_id=eid,
                player_id=player_id,
                stage=r.stage if r is not None else Stage.SWISS.value,
                round_no=r.number if r is not None else None,
                table_no=table,
                category=cat.value,
                level=decided.value,
                proposed_level=proposal.level.value,
                judge=_text(judge, "the judge's name") or None,
                note=_text(note, "the note"),
                at=store.now(),
                call_id=call_id,
            )
            s.add(row)
            s.flush()
            audit(
                s,
                store,
                eid,
                "penalty_issued",
                {
                    "penalty": row.id,
                    "player": player_id,
                    "category": cat.value,
                    "level": decided.value,
                    "proposed": proposal.level.value,
                    "round": row.round_no,
                    "table": table,
                    "call": call_id,
                    "effect": effect,
                },
                note or None,
            )
            return _penalty_info(row, _names(s, eid), effect)


def withdraw_penalty(
    store: Store, event_id: int | None, penalty_id: int, *, reason: str, judge: str | None = None
) -> PenaltyInfo:
    """Withdraw a penalty entered by mistake (the wrong player, the wrong infraction). It
    stays in the log, marked withdrawn with when and why, and no longer counts towards
    escalation. A disqualification is lifted (the player stays dropped: the players' list
    can reinstate them); a game loss's result is not undone by itself (it is corrected at
    the desk like any result, audited on its own); ``effect`` says which applies. Audited."""
    why = _text(reason, "the reason", required=True)
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        row = s.get(JudgePenaltyRow, penalty_id)
        if row is None or row.event_id != event.id:
            raise NotFound(
                M_("there is no penalty {penalty_id}", penalty_id=penalty_id), penalty=penalty_id
            )
        if row.withdrawn_at is not None:
            raise Conflict(
                M_(
                    "penalty {penalty_id} was already withdrawn ({withdrawn_at})",
                    penalty_id=penalty_id,
                    withdrawn_at=row.withdrawn_at,
                ),
                penalty=penalty_id,
            )
        row.withdrawn_at = store.now()
        row.withdrawn_reason = why
        names = _names(s, event.id)
        effect = None
        if row.level == Level.GAME_LOSS.value:
            effect = (
                "the result the game loss entered stays: correct the result of table "
                f"{row.table_no} at the desk if it should change"
            )
        elif row.level == Level.DISQUALIFICATION.value:
            player = load_player(s, event.id, row.player_id)
            if player.disqualified:
                player.disqualified = False
                effect = (
                    "disqualification lifted: the player is dropped; reinstate them in the "
                    "players' list to bring them back"
                )
        audit(
            s,
            store,
            event.id,
            "penalty_withdrawn",
            {
                "penalty": row.id,
                "player": row.player_id,
                "category": row.category,
                "level": row.level,
                "round": row.round_no,
                "table": row.table_no,
                "judge": _text(judge, "the judge's name") or None,
            },
            why,
        )
        return _penalty_info(row, names, effect)


# -- the log ---------------------------------------------------------------------------------


def judge_log(store: Store, event_id: int | None = None) -> JudgeLog:
    """Every call (with its rulings) and every penalty of the event, oldest first."""
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        names = _names(s, event.id)
        calls = list(
            s.scalars(
                select(JudgeCallRow)
                .where(col(JudgeCallRow.event_id) == event.id)
                .order_by(col(JudgeCallRow.id))
            )
        )
        rulings = _rulings_of(s, [c.id for c in calls if c.id is not None])
        penalties = s.scalars(
            select(JudgePenaltyRow)
            .where(col(JudgePenaltyRow.event_id) == event.id)
            .order_by(col(JudgePenaltyRow.id))
        )
        return JudgeLog(
            event_id=event.id,
            calls=tuple(_call_info(c, names, rulings.get(c.id or 0, [])) for c in calls),
            penalties=tuple(_penalty_info(p, names) for p in penalties),
        )


CSV_HEADER = (
    "kind",
    "id",
    "call",
    "stage",
    "round",
    "table",
    "players",
    "time",
    "judge",
    "question_or_title",
    "outcome_or_summary",
    "resolved_at",
    "extension_minutes",
    "category",
    "level",
    "proposed_level",
    "scenario",
    "pdf",
    "withdrawn_at",
    "withdrawn_reason",
)


def judge_log_csv(store: Store, event_id: int | None = None) -> str:
    """The judge's log as one CSV table: a line per call, ruling and penalty (``kind``)."""
    log = judge_log(store, event_id)
    rows: list[list[object]] = []
    for c in log.calls:
        rows.append(
            [
                "call",
                c.id,
                c.id,
                c.stage,
                c.round,
                c.table,
                "; ".join(c.player_names),
                c.called_at,
                c.judge,
                c.question,
                c.outcome,
                c.resolved_at,
                c.extension_minutes,
                None,
                None,
                None,
                None,
                None,
                None,
                None,
            ]
        )
        for r in c.rulings:
            rows.append(
                [
                    "ruling",
                    r.id,
                    c.id,
                    c.stage,
                    c.round,
                    c.table,
                    "; ".join(c.player_names),
                    r.created_at,
                    c.judge,
                    r.title,
                    r.summary,
                    None,
                    None,
                    None,
                    None,
                    None,
                    r.scenario_path,
                    r.pdf_path,
                    None,
                    None,
                ]
            )
    for p in log.penalties:
        rows.append(
            [
                "penalty",
                p.id,
                p.call_id,
                p.stage,
                p.round,
                p.table,
                p.player_name,
                p.at,
                p.judge,
                None,
                p.note,
                None,
                None,
                p.category,
                p.level,
                p.proposed_level,
                None,
                None,
                p.withdrawn_at,
                p.withdrawn_reason,
            ]
        )
    return csv_text(CSV_HEADER, rows)
