"""Checking a scenario's expectations against a session (docs/engine/scenarios.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine_ref.scenario import Scenario
from engine_ref.session import Session, Snapshot
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


def check(
    snap: Snapshot, exp: Mapping[str, Any], where: str, session: Session, final: bool
) -> list[Failure]:
    out: list[Failure] = []
    st = snap.state

    def fail(what: str) -> None:
        out.append(Failure(where, what))

    for key, want in exp.items():
        if key == "winner":
            if st.winner != want:
                fail(f"winner is {st.winner!r}, expected {want!r}")
        elif key in ("phase", "first_player", "active_player"):
            got = getattr(st, key)
            if got != want:
                fail(f"{key} is {got!r}, expected {want!r}")
        elif key == "zones":
            for cid, zone in dict(want).items():
                if cid not in st.cards:
                    fail(f"no card {cid!r}")
                    continue
                owner, z = st.zone_of(cid)
                got = f"{owner}.{z}"
                if str(zone) not in (got, z):
                    fail(f"{cid} is in {got}, expected {zone}")
        elif key in ("power", "house_power", "total_power", "gold"):
            for name, n in dict(want).items():
                if key == "power" and name in st.cards:
                    got = st.cards[name].power
                elif name in st.player_names:
                    if key == "gold":
                        got = st.player(name).gold
                    elif key == "total_power":
                        got = st.total_power(name)
                    else:
                        got = st.player(name).power
                else:
                    fail(f"{key}: no card or player {name!r}")
                    continue
                if got != n:
                    fail(f"{key} of {name} is {got}, expected {n}")
        elif key == "kneeling":
            for cid, k in dict(want).items():
                if cid not in st.cards:
                    fail(f"no card {cid!r}")
                elif st.cards[cid].kneeling != bool(k):
                    fail(
                        f"{cid} is {'kneeling' if st.cards[cid].kneeling else 'standing'}, expected {'kneeling' if k else 'standing'}"
                    )
        elif key == "strength":
            for cid, n in dict(want).items():
                if cid not in st.cards:
                    fail(f"no card {cid!r}")
                elif st.strength(cid) != n:
                    fail(f"STR of {cid} is {st.strength(cid)}, expected {n}")
        elif key == "moribund":
            got_m = sorted(m.card for m in st.moribund if m.how != "played")
            if got_m != sorted(str(x) for x in want or []):
                fail(f"Moribund cards are {got_m}, expected {sorted(want or [])}")
        elif key == "priority":
            if snap.priority.holder != want:
                fail(f"priority is with {snap.priority.holder!r}, expected {want!r}")
        elif key == "passed":
            if sorted(snap.priority.passed) != sorted(want or []):
                fail(f"players who passed: {list(snap.priority.passed)}, expected {want}")
        elif key == "stack_contains":
            labels = [f.label for f in snap.stack]
            for text in want:
                if not any(text in lab for lab in labels):
                    fail(f"no window on the stack matches {text!r} (stack: {' › '.join(labels)})")
        elif key in ("log_cites", "log_contains", "log_lacks"):
            log = _log_upto(session, snap)
            for text in want:
                if key == "log_cites":
                    hit = any(e.cite == text for e in log)
                else:
                    hit = any(text in e.text for e in log)
                if key == "log_lacks" and hit:
                    fail(f"the log mentions {text!r}")
                elif key != "log_lacks" and not hit:
                    fail(f"the log never {'cites' if key == 'log_cites' else 'mentions'} {text!r}")
        elif key == "finished":
            if final and session.finished != bool(want):
                fail(f"finished is {session.finished}, expected {bool(want)}")
        elif key == "waiting_for":
            point = snap.item if isinstance(snap.item, DecisionPoint) else None
            got_w = point.player if point is not None else None
            if got_w != want:
                fail(f"waiting for {got_w!r}, expected {want!r}")
    return out
