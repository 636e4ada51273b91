"""Property tests: random legal play from random boards keeps the invariants, and replaying
the recorded decisions reproduces every state exactly."""

from __future__ import annotations

from itertools import pairwise

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine_ref.randomplay import play_randomly, random_board
from engine_ref.session import Session
from engine_ref.state import GameState, check_invariants
from engine_ref.timing import DecisionPoint, LogEntry

from .legality_check import Context, violation

RULESETS = st.sampled_from(["lcg1", "ccg-winter", "lcg2"])
SEEDS = st.integers(min_value=0, max_value=10_000_000)
FAST = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _power(state: GameState) -> int:
    return sum(p.power for p in state.players) + sum(c.power for c in state.in_play())


@FAST
@given(seed=SEEDS, ruleset=RULESETS)
def test_random_play_keeps_invariants(seed: int, ruleset: str) -> None:
    s = play_randomly(random_board(seed, ruleset), seed, max_decisions=400)
    snaps = s.snapshots()
    assert snaps
    n_players = len(snaps[0].state.players)
    for prev, snap in pairwise(snaps):
        # each card in exactly one zone, Moribund cards physically in play, no negatives
        assert check_invariants(snap.state) == [], snap.item
        # nesting stays bounded: no ability answers the same trigger twice
        assert len(snap.stack) < 25, snap.item
        # power only leaves the game when a card carrying it leaves play, or when an effect
        # discards it (discard_power: Robert's Rebellion)
        if _power(snap.state) < _power(prev.state):
            assert isinstance(snap.item, LogEntry), snap.item
            assert "leaves" in snap.item.text or "power is discarded from" in snap.item.text, (
                snap.item
            )
        # a Moribund card leaves play only in step 6
        for m in prev.state.moribund:
            if m.how != "played" and not snap.state.is_in_play(m.card):
                assert snap.stack and snap.stack[-1].label == "Step 6: resolve", snap.item
    # every window that closed did so after all players passed consecutively
    streak: dict[tuple[str, ...], int] = {}
    for e in s.log():
        if e.text.startswith("every player passes"):
            streak[e.path] = n_players
        elif " passes" in e.text:
            streak[e.path] = streak.get(e.path, 0) + 1
        elif "responds with" in e.text or "initiates" in e.text:
            streak[e.path] = 0
        elif e.text.startswith("all players passed"):
            assert streak.get(e.path, 0) >= n_players, (e.index, e.path)
            streak[e.path] = 0
    if s.finished:
        assert snaps[-1].stack == () or snaps[-1].state.winner is not None


@FAST
@given(seed=SEEDS, ruleset=RULESETS)
def test_replaying_decisions_reproduces_every_state(seed: int, ruleset: str) -> None:
    board = random_board(seed, ruleset)
    s = play_randomly(board, seed, max_decisions=300)
    s.run_to_decision()  # the last answer was given: run on to the next question
    again = Session(board, s.decisions())
    again.run_to_decision()
    assert [x.state for x in again.snapshots()] == [x.state for x in s.snapshots()]
    assert again.log() == s.log()


@settings(max_examples=8, deadline=None)
@given(seed=SEEDS, k=st.integers(min_value=0, max_value=40))
def test_branch_replays_the_prefix(seed: int, k: int) -> None:
    board = random_board(seed, "lcg1")
    s = play_randomly(board, seed, max_decisions=120)
    k = min(k, len(s.decisions()))
    b = s.branch(k)
    assert b.decisions() == s.decisions()[:k]
    # the branch stops exactly where the original asked decision k + 1
    original = [x for x in s.snapshots() if x.decisions == k and not isinstance(x.item, LogEntry)]
    if original and k < len(s.decisions()):
        assert b.state() == original[0].state


@settings(max_examples=10, deadline=None)
@given(seed=SEEDS, ruleset=RULESETS, k=st.integers(min_value=0, max_value=60))
def test_branch_then_same_answers_continues_exactly_like_the_original(
    seed: int, ruleset: str, k: int
) -> None:
    """The silent replay of a branch must leave the engine exactly where the recorded run
    was: answering the original's later decisions gives the same steps, states, window
    stacks, priority, gates and log (numbering included)."""
    board = random_board(seed, ruleset)
    s = play_randomly(board, seed, max_decisions=150)
    k = min(k, len(s.decisions()))
    b = s.branch(k)
    for key in s.decisions()[k:]:
        point = b.run_to_decision()
        if point is None:
            break
        b.decide(key.split(": ", 1)[1])
    b.run_to_decision()
    s.run_to_decision()

    def view(snaps: tuple) -> list[tuple[object, ...]]:  # type: ignore[type-arg]
        return [
            (
                x.item,
                x.state,
                tuple((f.kind, f.label) for f in x.stack),
                x.priority,
                x.gates,
                x.decisions,
                x.log_len,
            )
            for x in snaps
        ]

    assert view(b.snapshots()) == view(s.snapshots())
    assert b.log() == s.log()
    assert b.decisions() == s.decisions()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=SEEDS,
    ruleset=st.sampled_from(["lcg1", "ccg-winter", "lcg2"]),
    players=st.sampled_from([2, 2, 3]),
)
def test_every_offered_option_passes_an_independent_legality_check(
    seed: int, ruleset: str, players: int
) -> None:
    """Every option the engine offers at every decision of a random game (not only the one
    taken) is legal by ``legality_check``, a check written from the rules of seeds 000, 002
    and 003, and for the 2nd edition from seed 001 and the Rules Reference, not from the
    engine's option generators: attackers, defenders, stealth targets, claim victims,
    challenges, marshalling, setup, attachment hosts, targets; in the 2nd edition also
    ambush, shadows, renown, insight, pillage, melee titles and the Master of Whispers'
    claim (three-player games are melee games with titles)."""
    s = play_randomly(random_board(seed, ruleset, players), seed, max_decisions=400)
    ctx = Context()
    taken = s.decisions()
    checked = 0
    for snap in s.snapshots():
        point = snap.item
        if not isinstance(point, DecisionPoint):
            continue
        for opt in point.options:
            why = violation(snap.state, point, opt.key, ctx)
            assert why is None, (
                f"seed {seed} {ruleset} {players}p: {point.prompt}: {opt.key}: {why}"
            )
            checked += 1
        if snap.decisions < len(taken):
            ctx.taken(point.player, taken[snap.decisions].split(": ", 1)[1], point.prompt)
    assert checked > 0


def test_the_invariant_check_names_each_kind_of_broken_state() -> None:
    from dataclasses import replace

    state = play_randomly(random_board(7, "lcg2"), 7, max_decisions=40).snapshots()[-1].state
    assert check_invariants(state) == []
    p = next(p for p in state.players if p.hand and p.deck)
    card = p.hand[0]
    twice = state.update_player(p.name, discard=(*p.discard, card))
    assert any("is in both" in x and card in x for x in check_invariants(twice))
    lost = state.update_player(p.name, hand=p.hand[1:])
    assert check_invariants(lost) == [f"{card} is in no zone"]
    ghost = state.update_player(p.name, hand=(*p.hand, "no-such-card"))
    assert any("unknown card no-such-card" in x for x in check_invariants(ghost))
    poor = state.update_player(p.name, gold=-1)
    assert check_invariants(poor) == [f"{p.name} has negative power or gold"]
    c = state.cards[card]
    negative = replace(state, cards={**state.cards, card: replace(c, power=-1)})
    assert check_invariants(negative) == [f"{card} has negative power"]
