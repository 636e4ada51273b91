"""Small 2nd-edition boards for rule tests: build one, step to the next decision, look at
what is offered (and what is not), answer, and look at the state."""

from __future__ import annotations

from typing import Any

from engine_ref.scenario import from_dict
from engine_ref.session import Session
from engine_ref.timing import DecisionPoint


def char(cid: str, strength: int = 2, icons: str = "mip", **kw: Any) -> dict[str, Any]:
    """A character: ``icons`` letters m(ilitary), i(ntrigue), p(ower)."""
    names = {"m": "military", "i": "intrigue", "p": "power"}
    return {"id": cid, "strength": strength, "icons": [names[x] for x in icons], **kw}


def plot(
    cid: str, income: int = 5, initiative: int = 0, claim: int = 1, reserve: int = 6, **kw: Any
) -> dict[str, Any]:
    return {
        "id": cid,
        "type": "plot",
        "plot": {"income": income, "initiative": initiative, "claim": claim, "reserve": reserve},
        **kw,
    }


def deck(prefix: str, n: int = 6) -> list[dict[str, Any]]:
    return [{"id": f"{prefix}{i}"} for i in range(1, n + 1)]


def board(players: list[dict[str, Any]], **top: Any) -> Session:
    """A session over a 2nd-edition board; ``top`` carries start, first_player, … ."""
    for p in players:
        p.setdefault("deck", deck(f"{p['name']}_d"))
    data = {"title": "rule test", "ruleset": "lcg2", "players": players, **top}
    return Session(from_dict(data), ())


def point(s: Session) -> DecisionPoint:
    p = s.run_to_decision()
    assert p is not None, "the flow ended without asking: " + " | ".join(
        e.text for e in s.log()[-8:]
    )
    return p


def keys(s: Session) -> set[str]:
    return {o.key for o in point(s).options}


def answer(s: Session, *choices: str) -> None:
    for c in choices:
        p = point(s)
        assert p.find(c) is not None, (
            f"{c!r} not offered to {p.player} ({p.prompt}): {sorted(o.key for o in p.options)}"
        )
        s.decide(c)


def run_out(s: Session, limit: int = 200) -> None:
    """Answer pass / done / decline until the flow ends (or a real choice is asked)."""
    for _ in range(limit):
        p = s.run_to_decision()
        if p is None:
            return
        for k in ("pass", "done", "decline"):
            if p.find(k) is not None:
                s.decide(k)
                break
        else:
            return


def log_text(s: Session) -> str:
    return "\n".join(e.text for e in s.log())


def offered(s: Session) -> set[str]:
    """The option keys of the next decision; empty when the flow ends without one (nothing
    was legal, so every player passed by himself)."""
    p = s.run_to_decision()
    return {o.key for o in p.options} if p is not None else set()
