"""A realistic sample event, deterministic by seed: what a newcomer sees first.

Players with names from many languages (and one pair of namesakes), affiliations, one
fixed table, a late entry after round 1, a few drops, Swiss rounds with results drawn
from hidden player strengths (mostly wins, some modified wins with the time-called
tiebreak that decided them, concessions, empty decks). The event is left open for its
next step: the cut, or finishing it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from organiser.core.errors import M_, UserError
from organiser.core.model import Outcome, TimeTiebreak
from organiser.core.structure import Structure, suggest_structure
from organiser.services import events, players, results, rounds
from organiser.services.dto import ResultInput
from organiser.store.db import Store

FIRST = (
    "Zoë",
    "Łukasz",
    "Siobhán",
    "José",
    "Mette",
    "Ólafur",
    "Chloé",
    "Dmitri",
    "Aoife",
    "Jürgen",
    "Ngozi",
    "Håkon",
    "Inés",
    "Kenji",
    "Amélie",
    "Søren",
    "Gráinne",
    "Matías",
    "Yusuf",
    "Ana",
    "Björn",
    "Małgorzata",
    "Thandiwe",
    "Ciarán",
    "Élodie",
    "Tomáš",
    "Renée",
    "Nguyễn",
    "Priya",
    "Ömer",
    "Ingrid",
    "Paweł",
    "Léa",
    "Rúben",
    "Saoirse",
    "Dagný",
    "Mateus",
    "Hélène",
    "Zdeněk",
    "Aisling",
    "Jiří",
    "Camille",
    "Ahmet",
    "Ewa",
    "Fionnuala",
    "Nils",
    "Beatriz",
    "Jarosław",
)
LAST = (
    "Ångström",
    "Wróbel",
    "Ó Briain",
    "Núñez",
    "Sørensen",
    "Þórsson",
    "Lefèvre",
    "Sokolov",
    "Müller",
    "Okafor",
    "Løvaas",
    "García",
    "Tanaka",
    "Dubois",
    "Ní Bhriain",
    "Pérez",
    "Kowalczyk",
    "Yılmaz",
    "Nakamura",
    "Dvořák",
    "Fernández",
    "Šimková",
    "Østergaard",
    "MacGiolla",
    "Björnsdóttir",
    "Rocha",
    "Zieliński",
    "Nkosi",
    "Gonçalves",
    "Kristiansen",
    "Mbeki",
    "Schäfer",
    "Aydın",
    "Marković",
    "O'Súilleabháin",
    "Lindqvist",
    "Castaño",
    "Van der Berg",
    "Özdemir",
    "Novák",
)
CLUBS = (
    "The Iron Bank (Lyon)",
    "Kraków Crows",
    "Dragonstone Games",
    "Winterfell Wanderers",
    "Café Westeros",
    "Dornish Sun Club",
    None,
    None,
)


def _names(rng: random.Random, count: int) -> list[str]:
    """``count`` distinct names (one pair of namesakes from 10 players on): first and last
    names first, then, past the pool of those pairs, names with a middle name."""
    pool = [f"{f} {last}" for f in FIRST for last in LAST]
    rng.shuffle(pool)
    if count > len(pool):
        middle = [f"{f} {m} {last}" for f in FIRST for m in FIRST if m != f for last in LAST]
        rng.shuffle(middle)
        pool += middle[: count - len(pool)]
    chosen = pool[:count]
    if count >= 10:
        chosen[-1] = chosen[2]  # two players with the same name, told apart by the app
    return chosen


def _result(rng: random.Random, a: int, b: int, strength: dict[int, float]) -> ResultInput:
    pa = 1 / (1 + 10 ** ((strength[b] - strength[a]) / 400))
    winner = a if rng.random() < pa else b
    roll = rng.random()
    if roll < 0.72:
        return ResultInput(0, winner, Outcome.WIN.value)
    if roll < 0.86:
        tiebreak = rng.choices(list(TimeTiebreak), weights=(60, 20, 12, 6, 2))[0]
        return ResultInput(0, winner, Outcome.MODIFIED_WIN.value, tiebreak.value)
    if roll < 0.95:
        return ResultInput(0, winner, Outcome.CONCESSION.value)
    return ResultInput(0, winner, Outcome.DECKED.value)


def _melee_result(
    rng: random.Random, players_at: Sequence[int], strength: dict[int, float]
) -> tuple[dict[int, int], dict[int, int], str]:
    """A plausible melee table result: (places, powers, ending)."""
    order = sorted(players_at, key=lambda p: -(strength[p] + rng.gauss(0, 150)))
    if rng.random() < 0.8:  # won at 15 power; the others have distinct, lower power
        powers = {
            p: 15 if i == 0 else max(0, 12 - 3 * i - rng.randrange(2)) for i, p in enumerate(order)
        }
        return {p: i + 1 for i, p in enumerate(order)}, powers, "won"
    powers = {}
    last = 14
    for p in order:
        last = max(0, last - rng.choice((0, 1, 2, 3)))
        powers[p] = last
    places: dict[int, int] = {}
    for i, p in enumerate(order):  # equal power shares the better place
        prev = order[i - 1] if i else None
        places[p] = places[prev] if prev is not None and powers[prev] == powers[p] else i + 1
    return places, powers, "time"


def _play_melee(
    store: Store, eid: int, total: int, rng: random.Random, strength: dict[int, float]
) -> list[int]:
    dropped: list[int] = []
    for number in range(1, total + 1):
        info_round = rounds.pair_round(store, eid)
        for t in info_round.melee_tables:
            places, powers, ending = _melee_result(rng, t.players, strength)
            results.record_melee_result(
                store, eid, table=t.table, places=places, powers=powers, ending=ending
            )
        if number == 2 and number < total:
            active = [p for p in players.list_players(store, eid) if not p.dropped]
            victim = rng.choice(active)
            players.drop_player(store, eid, victim.id, reason="train home")
            dropped.append(victim.id)
    return dropped


def _checked_size(players_count: int, rounds_count: int | None) -> tuple[Structure, int]:
    """The suggested structure and the rounds to play (None: the suggested number); a demo
    of 4 to 4096 players plays 0 to 20 rounds."""
    if not 4 <= players_count <= 4096:
        raise UserError(
            M_(
                "a demo event has 4 to 4096 players (got {players_count})",
                players_count=players_count,
            )
        )
    structure = suggest_structure(players_count)
    total = structure.rounds if rounds_count is None else rounds_count
    if not 0 <= total <= 20:
        raise UserError(M_("a demo plays 0 to 20 rounds (got {total})", total=total))
    return structure, total


def create_demo_event(
    store: Store,
    *,
    players_count: int = 32,
    rounds_count: int | None = None,
    seed: int = 1,
    name: str | None = None,
    format: str = "joust",
) -> dict[str, Any]:
    """Create and play a sample event; returns ``{"event": id, ...}`` describing it.

    One transaction: the whole event is there, or (a crash, a kill, an error half-way)
    nothing of it. ``format="melee"``: a melee event (tables of four and three), a top 4 or
    top 8 cut.
    """
    if format not in ("joust", "melee"):
        raise UserError(M_("a demo event is joust or melee (got {format})", format=repr(format)))
    with store.transaction():
        if format == "melee":
            return _melee_demo(store, players_count, rounds_count, seed, name)
        return _joust_demo(store, players_count, rounds_count, seed, name)


def _joust_demo(
    store: Store, players_count: int, rounds_count: int | None, seed: int, name: str | None
) -> dict[str, Any]:
    structure, total = _checked_size(players_count, rounds_count)
    rng = random.Random(seed)
    event = events.create_event(
        store,
        name=name or f"Demo joust ({players_count} players)",
        date="2026-11-21",
        ruleset="lcg2",
        format="joust",
        rounds=total or None,
        cut_size=structure.cut,
        seed=rng.randrange(2**31),
    )
    eid = event.id
    strength: dict[int, float] = {}
    # One of the players arrives late (after round 1 is paired), when there is a round 2.
    with_late_entry = players_count >= 8 and total >= 2
    on_time = players_count - 1 if with_late_entry else players_count
    roster = [
        players.NewPlayer(
            name=player_name,
            affiliation=rng.choice(CLUBS),
            external_id=f"GOT-{rng.randrange(10**5, 10**6)}-{i}",
            fixed_table=1 if i == 5 else None,  # a player who needs the accessible table
        )
        for i, player_name in enumerate(_names(rng, on_time))
    ]
    for info in players.add_players(store, eid, roster):
        strength[info.id] = rng.gauss(1500, 200)
    dropped: list[int] = []
    late: list[int] = []
    modified_with_tiebreak = False
    for number in range(1, total + 1):
        info_round = rounds.pair_round(store, eid)
        if number == 1 and with_late_entry:
            newcomer = players.add_player(
                store, eid, name="Marguerite Tyrell-Ødegård", affiliation="Highgarden Society"
            )
            strength[newcomer.id] = 1550.0
            late.append(newcomer.id)
        batch = []
        for t in info_round.tables:
            assert t.player_b is not None
            r = _result(rng, t.player_a, t.player_b, strength)
            if number == 1 and t.table == 1 and not modified_with_tiebreak:
                r = ResultInput(0, r.winner, Outcome.MODIFIED_WIN.value, "power_needed")
            modified_with_tiebreak |= r.tiebreak is not None
            batch.append(ResultInput(t.table, r.winner, r.outcome, r.tiebreak))
        results.record_results(store, eid, batch, round=number)
        if number in (2, 4) and number < total:
            active = [p for p in players.list_players(store, eid) if not p.dropped]
            for p in rng.sample(active, k=max(1, players_count // 24)):
                players.drop_player(
                    store, eid, p.id, reason=rng.choice(("train home", "unwell", "family"))
                )
                dropped.append(p.id)
    final = events.get_event(store, eid)
    next_step = (
        f"organiser cut (top {final.cut_size})" if final.cut_size else "organiser event finish"
    )
    if final.swiss_rounds_paired < final.rounds:
        next_step = "organiser round pair"
    return {
        "event": eid,
        "name": final.name,
        "players": final.players,
        "rounds": final.swiss_rounds_paired,
        "seed": seed,
        "dropped": dropped,
        "late_entries": late,
        "cut": final.cut_size,
        "next": next_step,
    }


def _melee_demo(
    store: Store, players_count: int, rounds_count: int | None, seed: int, name: str | None
) -> dict[str, Any]:
    _structure, total = _checked_size(players_count, rounds_count)
    rng = random.Random(seed)
    cut = 8 if players_count >= 24 else 4 if players_count >= 8 else 0
    event = events.create_event(
        store,
        name=name or f"Demo melee ({players_count} players)",
        date="2026-11-21",
        format="melee",
        rounds=total or None,
        cut_size=cut,
        seed=rng.randrange(2**31),
    )
    eid = event.id
    roster = [
        players.NewPlayer(name=player_name, affiliation=rng.choice(CLUBS))
        for player_name in _names(rng, players_count)
    ]
    strength = {info.id: rng.gauss(1500, 200) for info in players.add_players(store, eid, roster)}
    dropped = _play_melee(store, eid, total, rng, strength)
    final = events.get_event(store, eid)
    next_step = f"organiser cut (top {cut})" if cut else "organiser event finish"
    if final.swiss_rounds_paired < final.rounds:
        next_step = "organiser round pair"
    return {
        "event": eid,
        "name": final.name,
        "format": "melee",
        "players": final.players,
        "rounds": final.swiss_rounds_paired,
        "seed": seed,
        "dropped": dropped,
        "late_entries": [],
        "cut": cut,
        "next": next_step,
    }
