"""The rules desk's behaviour, without widgets: the scenario, the branches of the timeline,
stepping, deciding, comparing two branches, and the ruling as plain data.

The window (``window.py``) lays out widgets and calls this; tests can drive either. Engine
errors become ``UserError`` with the engine's own message (it names the legal options).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engine_ref import citations
from engine_ref import scenario as scenario_mod
from engine_ref.errors import EngineError
from engine_ref.expect import evaluate
from engine_ref.scenario import Scenario
from engine_ref.session import Session, Snapshot
from engine_ref.state import ZONES, GameState
from engine_ref.timing import DecisionPoint, GateView, LogEntry
from organiser.core.errors import UserError
from organiser.printing.ruling import Ruling, RulingPlayer, RulingStep, RulingZone

ZONE_LABELS = {
    "hand": QT_TRANSLATE_NOOP("RulesDesk", "hand"),
    "deck": QT_TRANSLATE_NOOP("RulesDesk", "deck"),
    "discard": QT_TRANSLATE_NOOP("RulesDesk", "discard pile"),
    "dead": QT_TRANSLATE_NOOP("RulesDesk", "dead pile"),
    "play": QT_TRANSLATE_NOOP("RulesDesk", "in play"),
    "plot_deck": QT_TRANSLATE_NOOP("RulesDesk", "plot deck"),
    "plots_used": QT_TRANSLATE_NOOP("RulesDesk", "used plots"),
    "plot": QT_TRANSLATE_NOOP("RulesDesk", "revealed plot"),
    "limbo": QT_TRANSLATE_NOOP("RulesDesk", "being played"),
    "shadows": QT_TRANSLATE_NOOP("RulesDesk", "shadows area"),
    "removed": QT_TRANSLATE_NOOP("RulesDesk", "removed from the game"),
}


@contextmanager
def at_end(session: Session) -> Iterator[Session]:
    """The session with its cursor on its last recorded step, then put back."""
    pos = session.position
    session.goto(session.length - 1)
    try:
        yield session
    finally:
        session.goto(pos)


@dataclass
class Branch:
    """One line of the timeline: a session and where it split from its parent."""

    name: str
    session: Session
    parent: str | None = None
    at_decision: int | None = None  # decisions shared with the parent

    def describe(self) -> str:
        with at_end(self.session) as s:
            d = len(s.decisions())
            end = "finished" if s.finished else "waiting" if s.waiting() else "running"
        where = f"from {self.parent} after {self.at_decision} decision(s)" if self.parent else ""
        return " · ".join(x for x in (self.name, where, f"{d} decision(s)", end) if x)


def engine_call(fn: Any, *args: Any) -> Any:
    """Run an engine call; its errors become a message for the judge, not a traceback."""
    try:
        return fn(*args)
    except EngineError as exc:
        raise UserError(str(exc)) from None


def card_label(state: GameState, card_id: str, zone: str = "") -> str:
    """``Catelyn Stark [cat] (kneeling, 2 power, Moribund → dead pile)``."""
    c = state.cards[card_id]
    flags: list[str] = []
    if zone == "play":
        flags.append("kneeling" if c.kneeling else "standing")
        if c.type == "character":
            s = state.strength(card_id)
            flags.append(f"STR {s}")
    if c.power:
        flags.append(f"{c.power} power")
    if c.attached_to:
        flags.append(f"on {state.cards[c.attached_to].name}")
    if c.duplicate_of:
        flags.append(f"duplicate of {state.cards[c.duplicate_of].name}")
    for m in state.moribund:
        if m.card == card_id:
            flags.append(f"Moribund → {ZONE_LABELS.get(m.destination, m.destination)}")
    return f"{c.name} [{card_id}]" + (f" ({', '.join(flags)})" if flags else "")


def board_of(state: GameState) -> tuple[RulingPlayer, ...]:
    out = []
    for p in state.players:
        zones = tuple(
            RulingZone(ZONE_LABELS[z], tuple(card_label(state, cid, z) for cid in p.zone(z)))
            for z in ZONES
            if p.zone(z)
        )
        out.append(RulingPlayer(p.name, p.house, state.total_power(p.name), p.gold, zones))
    return tuple(out)


def citation_text(cite: str) -> tuple[str, str]:
    """(reference, paraphrase) of a citation id; an unknown id says so."""
    try:
        c = citations.get(cite)
    except KeyError as exc:
        return cite, str(exc)
    return c.reference, c.paraphrase


_SOURCE_STEP = re.compile(r"\bStep (\d+[a-z]?):?")
# a step of the timing structure, as the engine labels it ("Step 5: responses")
_RULES_STEP = re.compile(r"^Step (\d+[a-z]?): ")
# the game's own structure at work (the Rules Reference's "framework event")
_FRAMEWORK = re.compile(r"^Framework: ")


def stage_label(label: str) -> str:
    """The rules' numbered parts of a window as the Rules Reference numbers them
    ("5) responses"): in the desk "step" means only the judge's place in the timeline."""
    return _FRAMEWORK.sub("Framework event: ", _RULES_STEP.sub(r"\1) ", label))


def log_steps(session: Session) -> list[int]:
    """The timeline step (1-based) of each log entry: decisions take steps too."""
    return [i + 1 for i, snap in enumerate(session.snapshots()) if isinstance(snap.item, LogEntry)]


def rule_name(cite: str) -> str:
    """The rule's own heading, the last part of its reference ("4) Passive abilities are
    triggered"): what the judge reads in a narrow column; the id stays in the tooltip."""
    ref, _para = citation_text(cite)
    # the sources' numbered steps read as numbered parts: "step" is the timeline's word
    ref = _SOURCE_STEP.sub(r"\1)", ref)
    parts = [x.strip() for x in ref.split("›") if x.strip()]
    if not parts:
        return cite
    if len(parts) > 1 and not re.search(r"[A-Za-z]{3}", parts[-1]):
        # only an item number ("1) f)"): with the heading it belongs to
        return f"{parts[-2]} › {parts[-1]}"
    return parts[-1]


def outcome_lines(session: Session) -> tuple[str, ...]:
    st = session.state()
    lines = [f"{st.phase} phase, round {st.round}; first player {st.first_player}"]
    if st.winner:
        lines.append(f"{st.winner} wins")
    for p in st.players:
        lines.append(f"{p.name}: {st.total_power(p.name)} power, {p.gold} gold")
    w = session.waiting()
    if w is not None:
        lines.append(f"stopped: {w.player} must {w.prompt}")
    elif session.finished:
        lines.append("the run reached its end")
    return tuple(lines)


@dataclass(frozen=True)
class Passes:
    """Who has passed in the round of passing the cursor is in (an action window, a
    response step, a save/cancel chance), since the last thing a player played there."""

    holder: str | None  # who must decide at the cursor, if it is a decision
    passed: tuple[str, ...]  # in the order they passed
    everyone: bool  # every player has passed in a row: the round of passing ends
    where: tuple[str, ...]  # the window stack of that round (labels, outermost first)


def _is_pass(e: LogEntry) -> bool:
    return bool(e.actor) and e.text.startswith(f"{e.actor} passes")


def passes_now(session: Session) -> Passes:
    """Read from the log (the engine's own priority record is only kept at its questions):
    walking back from the cursor, the passes logged at the same level of the window stack,
    up to something played there (a deeper level, or a player's other step) or the start
    of that level."""
    cur = session.current()
    if cur is None:
        return Passes(None, (), False, ())
    if isinstance(cur.item, DecisionPoint):
        holder: str | None = cur.item.player
        where = tuple(f.label for f in cur.stack)
    else:
        holder, where = None, cur.item.path
    passed: list[str] = []
    for e in reversed(session.log()):
        if e.path != where:
            break  # a level opened inside this one (something was played), or before it
        if _is_pass(e):
            if e.actor not in passed:
                passed.insert(0, e.actor or "")
        elif e.actor:
            break  # a player did something here: the passes before it do not count
    everyone = len(passed) == len(session.state().players)
    return Passes(holder, tuple(passed), everyone, where)


_SAVE_CANCEL_CLOSES = ("the save/cancel gate for ", " closes")


def gates_now(session: Session) -> tuple[GateView, ...]:
    """The gates open at the cursor, as they are once its step is done: at the step that
    closes a window its gates are closed, at the step that ends a save/cancel chance that
    gate is (the engine records the step before it pops them)."""
    cur = session.current()
    if cur is None:
        return ()
    gates = cur.gates
    e = cur.item
    if not isinstance(e, LogEntry):
        return gates
    if "every gate closes" in e.text and len(e.path) >= 2:
        window = e.path[-2]  # the window whose last part this is
        return tuple(g for g in gates if g.window != window)
    head, tail = _SAVE_CANCEL_CLOSES
    if e.text.startswith(head) and e.text.endswith(tail):
        label = e.text[len(head) : -len(tail)]
        return tuple(g for g in gates if not (g.kind == "save_cancel" and g.text == label))
    return gates


class DeskController:
    """The scenario under study and its branches."""

    def __init__(self) -> None:
        self.scenario: Scenario | None = None
        self.branches: list[Branch] = []
        self.current = -1
        self.auto = False

    # ------------------------------------------------------------------ loading
    def load_path(self, path: str | Path) -> Scenario:
        sc: Scenario = engine_call(scenario_mod.load, path)
        self.start(sc)
        return sc

    def load_dict(self, data: Mapping[str, Any], where: str = "board") -> Scenario:
        sc: Scenario = engine_call(scenario_mod.from_dict, data, where)
        self.start(sc)
        return sc

    def start(self, sc: Scenario) -> None:
        session: Session = engine_call(lambda: Session(sc, auto=self.auto))
        self.scenario = sc
        self.branches = [Branch("main", session)]
        self.current = 0

    @property
    def branch(self) -> Branch:
        if self.current < 0:
            raise UserError(
                QCoreApplication.translate(
                    "DeskController", "Load a scenario or set up a board first."
                )
            )
        return self.branches[self.current]

    @property
    def session(self) -> Session:
        return self.branch.session

    @property
    def loaded(self) -> bool:
        return self.current >= 0

    def set_auto(self, on: bool) -> None:
        self.auto = on
        for b in self.branches:
            b.session.auto = on

    # ------------------------------------------------------------------ stepping
    def step(self) -> Snapshot | None:
        return engine_call(self.session.step)  # type: ignore[no-any-return]

    def step_over(self) -> Snapshot | None:
        return engine_call(self.session.step_over)  # type: ignore[no-any-return]

    def step_out(self) -> Snapshot | None:
        return engine_call(self.session.step_out)  # type: ignore[no-any-return]

    def run_to_decision(self) -> DecisionPoint | None:
        return engine_call(self.session.run_to_decision)  # type: ignore[no-any-return]

    def back(self) -> None:
        self.session.back()

    def forward(self) -> None:
        self.session.forward()

    def goto(self, index: int) -> None:
        self.session.goto(index)

    def open_decision(self) -> DecisionPoint | None:
        """The decision under the cursor (also one answered already, when stepped back)."""
        if not self.loaded:
            return None
        cur = self.session.current()
        if cur is not None and isinstance(cur.item, DecisionPoint):
            return cur.item
        return None

    def decide(self, key: str) -> Branch:
        """Answer the decision under the cursor. Behind the head of the timeline, the
        answer starts a new branch (the old one is kept to compare)."""
        s = self.session
        cur = s.current()
        if cur is None or not isinstance(cur.item, DecisionPoint):
            raise UserError(
                QCoreApplication.translate("DeskController", "There is no decision at this step.")
            )
        at_head = s.position == s.length - 1
        if not at_head or s.waiting() is None:
            # an answered (or scripted) decision: answer it differently in a branch
            self.branch_here()
        engine_call(self.session.decide, key)
        return self.branch

    def branch_here(self) -> Branch:
        """A new branch that shares the decisions before the one under the cursor."""
        s = self.session
        cur = s.current()
        if cur is None:
            raise UserError(
                QCoreApplication.translate("DeskController", "Nothing to branch from yet.")
            )
        n = cur.decisions
        if not isinstance(cur.item, DecisionPoint):
            # branch at the next decision of this step's history
            n = len(s.decisions()) if s.position == s.length - 1 else cur.decisions
        new = engine_call(s.branch, n)
        new.auto = self.auto
        parent = self.branch.name
        name = self._new_name()
        self.branches.append(Branch(name, new, parent, n))
        self.current = len(self.branches) - 1
        return self.branches[-1]

    def _new_name(self) -> str:
        used = {b.name for b in self.branches}
        i = len(self.branches)
        while f"branch {i}" in used:
            i += 1
        return f"branch {i}"

    def select(self, index: int) -> None:
        if not 0 <= index < len(self.branches):
            raise UserError(QCoreApplication.translate("DeskController", "No such branch."))
        self.current = index

    def undo(self) -> None:
        if not self.session.decisions():
            raise UserError(
                QCoreApplication.translate("DeskController", "No decision to take back.")
            )
        engine_call(self.session.undo)

    # ------------------------------------------------------------------ results
    def expectations(self) -> list[str]:
        """The scenario's expectations that do not hold on this branch (as text)."""
        if not self.loaded or self.scenario is None:
            return []
        return [str(f) for f in evaluate(self.session, self.scenario)]

    def compare(self, a: int, b: int) -> list[tuple[str, str, str]]:
        """Two branches' outcomes (their last recorded steps), side by side:
        (what, in a, in b)."""
        sa, sb = self.branches[a].session, self.branches[b].session
        with at_end(sa), at_end(sb):
            return self._compare(sa, sb)

    def _compare(self, sa: Session, sb: Session) -> list[tuple[str, str, str]]:
        ta, tb = sa.state(), sb.state()
        rows: list[tuple[str, str, str]] = [
            ("decisions", decision_words(sa) or "—", decision_words(sb) or "—"),
            # steps of the timeline (log lines and decisions), as the timeline counts them
            ("steps", str(sa.length), str(sb.length)),
            ("phase", f"{ta.phase} (round {ta.round})", f"{tb.phase} (round {tb.round})"),
            ("winner", ta.winner or "—", tb.winner or "—"),
            ("stopped", _stop(sa), _stop(sb)),
        ]
        for p in ta.players:
            qa, qb = ta.player(p.name), tb.player(p.name)
            rows.append(
                (
                    f"{p.name}: power, gold",
                    f"{ta.total_power(p.name)} power, {qa.gold} gold",
                    f"{tb.total_power(p.name)} power, {qb.gold} gold",
                )
            )
        for cid in ta.cards:
            za, zb = _where(ta, cid), _where(tb, cid)
            rows.append((ta.cards[cid].name + f" [{cid}]", za, zb))
        la = sa.log()
        lb = sb.log()
        rows.append(("last step", la[-1].text if la else "—", lb[-1].text if lb else "—"))
        return rows

    def scenario_yaml(self) -> str:
        """The scenario with this branch's decisions: the file attached to a ruling."""
        if self.scenario is None:
            raise UserError(
                QCoreApplication.translate(
                    "DeskController", "Nothing to save: load a scenario or set up a board first."
                )
            )
        return scenario_mod.dump(self.scenario, self.session.decisions())

    def ruling(
        self, conclusion: str, judge: str = "", scenario_file: str = "", event: str = ""
    ) -> Ruling:
        if self.scenario is None:
            raise UserError(
                QCoreApplication.translate(
                    "DeskController", "Nothing to rule on: load a scenario or set up a board first."
                )
            )
        sc, s = self.scenario, self.session
        steps = []
        # numbered as the desk's timeline numbers them (a decision takes a step too)
        for e, n in zip(s.log(), log_steps(s), strict=False):
            ref, para = citation_text(e.cite) if e.cite else ("", "")
            where = " › ".join(stage_label(x) for x in e.path)
            steps.append(RulingStep(n, where, e.text, e.actor or "", e.cite, ref, para))
        return Ruling(
            title=sc.title,
            ruleset=sc.ruleset,
            board=board_of(sc.state),
            steps=tuple(steps),
            decisions=s.decisions(),
            conclusion=conclusion,
            source=sc.source,
            start=f"{sc.start.phase} phase, at {sc.start.at}, until {sc.start.until}",
            outcome=outcome_lines(s),
            judge=judge,
            event=event,
            scenario_file=scenario_file,
            date=dt.date.today(),
            final_board=board_of(s.state()),
        )


def decision_words(s: Session) -> str:
    """The decisions taken, one a line, in the words of the options chosen ("1. greyjoy:
    choose Catelyn Stark"), not the scenario file's keys ("greyjoy: target cat")."""
    points: dict[int, DecisionPoint] = {}
    for snap in s.snapshots():
        if isinstance(snap.item, DecisionPoint):
            points.setdefault(snap.decisions, snap.item)
    lines = []
    for i, taken in enumerate(s.decisions(), 1):
        player, _, key = taken.partition(": ")
        point = points.get(i - 1)
        opt = point.find(key) if point is not None and point.player == player else None
        words = opt.text if opt is not None and opt.text else key
        if len(words) > 48:
            words = words[:47].rstrip() + "…"
        lines.append(f"{i}. {player}: {words}")
    return "\n".join(lines)


def _stop(s: Session) -> str:
    w = s.waiting()
    if w is not None:
        return f"{w.player} must {w.prompt}"
    return "finished" if s.finished else "—"


def _where(st: GameState, cid: str) -> str:
    try:
        owner, zone = st.zone_of(cid)
    except KeyError:
        return "—"
    label = card_label(st, cid, zone)
    flags = label.split("] ", 1)[1] if "] " in label else ""
    return f"{owner}, {ZONE_LABELS.get(zone, zone)}" + (f" {flags}" if flags else "")
