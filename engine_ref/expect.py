"""Checking a scenario's expectations against a session (docs/engine/scenarios.md)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from engine_ref.scenario import Scenario
from engine_ref.session import Session, Snapshot
from engine_ref.state import GameState
from engine_ref.timing import DecisionPoint, LogEntry


@dataclass(frozen=True)
class Failure:
    where: str
    what: str

    def __str__(self) -> str:
        return f"{self.where}: {self.what}"


def evaluate(session: Session, scenario: Scenario | None = None) -> list[Failure]:
    sc = scenario or session.scenario
    failures: list[Failure] = []
    snaps = session.snapshots()
    for i, cp in enumerate(sc.checkpoints):
        snap = _find(snaps, cp.before_decision, cp.after_log)
        label = f"checkpoint {i + 1}" + (
            f" (before decision {cp.before_decision})"
            if cp.before_decision
            else f" (after log {cp.after_log!r})"
        )
        if snap is None:
            failures.append(Failure(label, "that point was never reached"))
            continue
        failures.extend(check(snap, cp.expect, label, session, final=False))
    if session.finished and session.unused_decisions():
        left = session.unused_decisions()
        failures.append(
            Failure(
                "decisions",
                f"{len(left)} decision(s) were never asked for: {', '.join(left)} "
                "(the engine did not need them: a lone pass or done is taken without asking)",
            )
        )
    final = snaps[-1] if snaps else None
    if final is not None and sc.expect:
        failures.extend(check(final, sc.expect, "final", session, final=True))
    return failures


def _find(
    snaps: tuple[Snapshot, ...], before: int | None, after_log: str | None
) -> Snapshot | None:
    for s in snaps:
        if before is not None and isinstance(s.item, DecisionPoint) and s.decisions == before - 1:
            return s
        if after_log is not None and isinstance(s.item, LogEntry) and after_log in s.item.text:
            return s
    return None


def _log_upto(session: Session, snap: Snapshot) -> list[LogEntry]:
    full = [s.item for s in session.snapshots() if isinstance(s.item, LogEntry)]
    return full[: snap.log_len]


@dataclass(frozen=True)
class _At:
    """What an expectation is checked against: one snapshot of the session."""

    snap: Snapshot
    session: Session
    final: bool

    @property
    def state(self) -> GameState:
        return self.snap.state


def _winner(at: _At, want: Any) -> Iterator[str]:
    if at.state.winner != want:
        yield f"winner is {at.state.winner!r}, expected {want!r}"


def _attribute(key: str) -> Callable[[_At, Any], Iterator[str]]:
    def check_it(at: _At, want: Any) -> Iterator[str]:
        got = getattr(at.state, key)
        if got != want:
            yield f"{key} is {got!r}, expected {want!r}"

    return check_it


def _zones(at: _At, want: Any) -> Iterator[str]:
    st = at.state
    for cid, zone in dict(want).items():
        if cid not in st.cards:
            yield f"no card {cid!r}"
            continue
        owner, z = st.zone_of(cid)
        got = f"{owner}.{z}"
        if str(zone) not in (got, z):
            yield f"{cid} is in {got}, expected {zone}"


def _amounts(key: str) -> Callable[[_At, Any], Iterator[str]]:
    """power (of a card, or a House), house_power, total_power, gold."""

    def value(st: GameState, name: str) -> int | None:
        if key == "power" and name in st.cards:
            return st.cards[name].power
        if name not in st.player_names:
            return None
        if key == "gold":
            return st.player(name).gold
        if key == "total_power":
            return st.total_power(name)
        return st.player(name).power

    def check_it(at: _At, want: Any) -> Iterator[str]:
        for name, n in dict(want).items():
            got = value(at.state, name)
            if got is None:
                yield f"{key}: no card or player {name!r}"
            elif got != n:
                yield f"{key} of {name} is {got}, expected {n}"

    return check_it


def _kneeling(at: _At, want: Any) -> Iterator[str]:
    st = at.state
    for cid, k in dict(want).items():
        if cid not in st.cards:
            yield f"no card {cid!r}"
        elif st.cards[cid].kneeling != bool(k):
            now = "kneeling" if st.cards[cid].kneeling else "standing"
            yield f"{cid} is {now}, expected {'kneeling' if k else 'standing'}"


def _strength(at: _At, want: Any) -> Iterator[str]:
    st = at.state
    for cid, n in dict(want).items():
        if cid not in st.cards:
            yield f"no card {cid!r}"
        elif st.strength(cid) != n:
            yield f"STR of {cid} is {st.strength(cid)}, expected {n}"


def _tokens(at: _At, want: Any) -> Iterator[str]:
    """``tokens: {card: {kind: count}}``: the tokens of each kind on a card (0: none)."""
    st = at.state
    for cid, kinds in dict(want).items():
        if cid not in st.cards:
            yield f"no card {cid!r}"
            continue
        for kind, n in dict(kinds).items():
            got = st.cards[cid].token_count(str(kind))
            if got != n:
                yield f"{kind} tokens on {cid}: {got}, expected {n}"


def _moribund(at: _At, want: Any) -> Iterator[str]:
    got = sorted(m.card for m in at.state.moribund if m.how != "played")
    if got != sorted(str(x) for x in want or []):
        yield f"Moribund cards are {got}, expected {sorted(want or [])}"


def _priority(at: _At, want: Any) -> Iterator[str]:
    if at.snap.priority.holder != want:
        yield f"priority is with {at.snap.priority.holder!r}, expected {want!r}"


def _passed(at: _At, want: Any) -> Iterator[str]:
    if sorted(at.snap.priority.passed) != sorted(want or []):
        yield f"players who passed: {list(at.snap.priority.passed)}, expected {want}"


def _stack_contains(at: _At, want: Any) -> Iterator[str]:
    labels = [f.label for f in at.snap.stack]
    for text in want:
        if not any(text in lab for lab in labels):
            yield f"no window on the stack matches {text!r} (stack: {' › '.join(labels)})"


def _log(key: str) -> Callable[[_At, Any], Iterator[str]]:
    """log_cites, log_contains, log_lacks: the log up to this snapshot."""

    def check_it(at: _At, want: Any) -> Iterator[str]:
        log = _log_upto(at.session, at.snap)
        for text in want:
            if key == "log_cites":
                hit = any(e.cite == text for e in log)
            else:
                hit = any(text in e.text for e in log)
            if key == "log_lacks" and hit:
                yield f"the log mentions {text!r}"
            elif key != "log_lacks" and not hit:
                yield f"the log never {'cites' if key == 'log_cites' else 'mentions'} {text!r}"

    return check_it


def _finished(at: _At, want: Any) -> Iterator[str]:
    if at.final and at.session.finished != bool(want):
        yield f"finished is {at.session.finished}, expected {bool(want)}"


def _waiting_for(at: _At, want: Any) -> Iterator[str]:
    point = at.snap.item if isinstance(at.snap.item, DecisionPoint) else None
    got = point.player if point is not None else None
    if got != want:
        yield f"waiting for {got!r}, expected {want!r}"


def _decision(at: _At) -> DecisionPoint | None:
    """The decision at this point: the snapshot's own, or else the first one asked after
    it (an ``after_log`` checkpoint names a log line; the question comes next)."""
    if isinstance(at.snap.item, DecisionPoint):
        return at.snap.item
    snaps = at.session.snapshots()
    start = next((i for i, s in enumerate(snaps) if s is at.snap), len(snaps))
    for s in snaps[start + 1 :]:
        if isinstance(s.item, DecisionPoint):
            return s.item
    return None


def _key_matches(pattern: str, key: str) -> bool:
    """An option key, exactly; a pattern ending in ``*`` matches every key it starts."""
    pattern = str(pattern).strip()
    if pattern.endswith("*"):
        return key.startswith(pattern[:-1])
    return key == pattern


def _offers(offered: bool) -> Callable[[_At, Any], Iterator[str]]:
    """offers / does_not_offer: option keys (or ``prefix*``) of the decision at this point."""

    def check_it(at: _At, want: Any) -> Iterator[str]:
        point = _decision(at)
        if point is None:
            yield "no decision is asked at or after this point"
            return
        keys = [o.key for o in point.options]
        for pattern in [want] if isinstance(want, str) else want or []:
            hit = [k for k in keys if _key_matches(pattern, k)]
            if offered and not hit:
                yield (
                    f"{pattern!r} is not offered to {point.player} ({point.prompt}); "
                    f"options: {', '.join(keys)}"
                )
            elif not offered and hit:
                yield f"{', '.join(hit)} is offered to {point.player} ({point.prompt})"

    return check_it


def _refuses(at: _At, want: Any) -> Iterator[str]:
    """refuses: option keys the decision lists as refused, each (as a mapping) with the
    citation id of the rule that forbids it."""
    point = _decision(at)
    if point is None:
        yield "no decision is asked at or after this point"
        return
    refused = {r.key: r.cite for r in point.refused}
    items = dict(want).items() if isinstance(want, Mapping) else ((k, None) for k in want or [])
    for key, cite in items:
        if key not in refused:
            yield f"{key!r} is not listed as refused ({', '.join(refused) or 'none is'})"
        elif cite is not None and refused[key] != cite:
            yield f"{key!r} is refused by {refused[key]}, expected {cite}"


#: one check per expectation key (docs/engine/scenarios.md)
CHECKS: Mapping[str, Callable[[_At, Any], Iterator[str]]] = {
    "winner": _winner,
    "phase": _attribute("phase"),
    "first_player": _attribute("first_player"),
    "active_player": _attribute("active_player"),
    "zones": _zones,
    "power": _amounts("power"),
    "house_power": _amounts("house_power"),
    "total_power": _amounts("total_power"),
    "gold": _amounts("gold"),
    "kneeling": _kneeling,
    "strength": _strength,
    "tokens": _tokens,
    "moribund": _moribund,
    "priority": _priority,
    "passed": _passed,
    "stack_contains": _stack_contains,
    "log_cites": _log("log_cites"),
    "log_contains": _log("log_contains"),
    "log_lacks": _log("log_lacks"),
    "finished": _finished,
    "waiting_for": _waiting_for,
    "offers": _offers(True),
    "does_not_offer": _offers(False),
    "refuses": _refuses,
}


def check(
    snap: Snapshot, exp: Mapping[str, Any], where: str, session: Session, final: bool
) -> list[Failure]:
    at = _At(snap, session, final)
    return [
        Failure(where, what)
        for key, want in exp.items()
        if key in CHECKS
        for what in CHECKS[key](at, want)
    ]
