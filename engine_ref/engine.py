"""The game flow: phases, framework action windows, player action windows, abilities.

The flow is written as generators that *yield* each step (a ``LogEntry``) and each decision
(a ``DecisionPoint``, answered with ``send(option)``). The engine is deterministic: the same
board and the same answers give the same steps and states, which is what makes undo (replay)
and branching (a different answer at decision k) possible. The game state itself is immutable
(``engine_ref.state``); the engine holds the current value and the window stack as data.

Rule citations use the ids of ``engine_ref/data/citations.yaml``.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping
from dataclasses import dataclass, field
from typing import TypeVar

from engine_ref.abilities import Ability, Cost, Effect, Filter, Target, Trigger
from engine_ref.profiles import Profile, TitleRedirect
from engine_ref.state import (
    CHALLENGE_TYPES,
    Card,
    Challenge,
    GameState,
    LastingEffect,
    Moribund,
    Player,
    card_matches,
    replace,
)
from engine_ref.timing import (
    DecisionPoint,
    Frame,
    GateView,
    LogEntry,
    Occurrence,
    Option,
    PriorityView,
)

T = TypeVar("T")
_new_frame = object.__new__
Yielded = LogEntry | DecisionPoint
Gen = Generator[Yielded, Option | None, T]

PASS = "pass"
_NO_SOURCES: list[tuple[Card, int, Ability]] = []  # shared, never mutated
LEAVE_EVENTS = ("killed", "discarded", "sacrificed", "returned")
REMOVAL_OPS = {
    "kill": ("killed", "dead"),
    "discard": ("discarded", "discard"),
    "sacrifice": ("sacrificed", "discard"),
    "return_hand": ("returned", "hand"),
    "return_deck_top": ("returned", "deck_top"),
    "return_deck_bottom": ("returned", "deck_bottom"),
}


TITLE_CITES = {
    "Crown Regent": "003.title.crown-regent",
    "Lord Commander of the Kingsguard": "003.title.lord-commander",
    "Master of Whispers": "003.title.whispers",
    "Master of Laws": "003.title.laws",
    "Master of Coin": "003.title.coin",
    "Hand of the King": "003.title.hand",
}


def _out_of_challenge(st: GameState, card_id: str) -> GameState:
    """The state with the card no longer attacking or defending in the current challenge."""
    ch = st.challenge
    if ch and (card_id in ch.attackers or card_id in ch.defenders):
        st = replace(
            st,
            challenge=replace(
                ch,
                attackers=tuple(a for a in ch.attackers if a != card_id),
                defenders=tuple(d for d in ch.defenders if d != card_id),
            ),
        )
    return st


class GameOver(Exception):
    """Raised inside the flow when a player reaches the winning power total."""


class RoundEnds(Exception):
    """Raised when the outermost window closes after an effect ended the round: the current
    phase and every later phase of the round end with it (seed 002, Rhaegar Targaryen)."""


@dataclass(frozen=True)
class Start:
    """Where a scenario starts: a phase and a point inside it."""

    phase: str = "marshalling"
    at: str = "actions"  # begin, actions, declare, after-attackers, after-defenders, resolution
    until: str = "end-of-phase"  # end-of-window, end-of-phase, end-of-round, end-of-game


@dataclass
class Instance:
    """One use of an ability, or one framework event, on its way through a window."""

    id: int
    kind: str  # action, response, save_cancel, passive, interrupt, framework, marshal
    controller: str
    label: str
    ability: Ability | None = None
    source: str | None = None
    targets: tuple[str, ...] = ()
    trigger: Occurrence | None = None
    cancelled: bool = False
    saved: set[str] = field(default_factory=set)
    threatened: tuple[str, ...] = ()
    x: int = 0
    run: Callable[[Instance], Gen[list[Occurrence]]] | None = None  # framework events
    prepare: Callable[[Instance], Gen[None]] | None = None  # framework step 1 choices
    cite: str = ""
    cannot_be_cancelled: bool = False
    cannot_be_saved: bool = False
    is_event_card: bool = False
    xs: dict[Effect, int] = field(default_factory=dict)  # X fixed at initiation (002 §3.11)
    # "each player chooses" (on: each_player): the cards chosen, per effect
    chosen: dict[Effect, tuple[str, ...]] = field(default_factory=dict)
    # a framework event: the player its step-1 choices name (who declared defenders), and
    # the point of the flow it is, for title redirects answering it in step 2 ("defenders")
    player: str | None = None
    answers: str = ""
    terminal: dict[str, int] = field(default_factory=dict)  # card -> STR change (002 §3.19)


@dataclass
class Window:
    kind: str  # player, framework, end_of_phase, sequence (lcg2)
    label: str
    initiator: str | None
    gates: list[Occurrence] = field(default_factory=list)
    used: set[tuple[str, int]] = field(default_factory=set)
    pending: list[tuple[Ability, str, Occurrence]] = field(default_factory=list)


class Engine:
    """Runs the game flow from a start point; drive it through ``flow()``."""

    def __init__(self, state: GameState, profile: Profile, start: Start) -> None:
        self.state = state
        self.profile = profile
        self.start = start
        self.stack: list[Frame] = []
        self._path: tuple[str, ...] | None = None
        #: when True, steps are not yielded, only decisions (fast replay)
        self.silent = False
        self._kind_cache: dict[
            tuple[str, bool], tuple[tuple[Player, ...], Mapping[str, Card], list[Card]]
        ] = {}
        self._sources_cache: dict[
            str,
            tuple[Mapping[str, Card], Player, dict[str | None, list[tuple[Card, int, Ability]]]],
        ] = {}
        self.windows: list[Window] = []
        self.sc_gates: list[str] = []
        self._threat_pool: tuple[str, ...] = ()
        self._terminal: dict[str, int] = {}  # terminal threats of the effect being answered
        self._initiative_winner: str | None = None
        self.priority = PriorityView(None, ())
        self._log_index = 0
        self._ids = 0
        self._occ = 0
        self._wins: list[str] = []  # players who reached the win total (002 §2.8)
        self._round_ends = False  # an effect ended the round (op end_round)

    # ------------------------------------------------------------------ plumbing
    def _next_id(self) -> int:
        self._ids += 1
        return self._ids

    def occurrence(self, event: str, **kw: object) -> Occurrence:
        self._occ += 1
        return Occurrence(self._occ, event, **kw)  # type: ignore[arg-type]

    def path(self) -> tuple[str, ...]:
        if self._path is None:
            self._path = tuple(f.label for f in self.stack)
        return self._path

    def log(
        self,
        text: str,
        cite: str,
        actor: str | None = None,
        step: str | None = None,
        *,
        as_is: bool = False,
    ) -> tuple[LogEntry, ...]:
        """One step of the trace, for ``yield from``; ``as_is`` keeps a citation the profile
        would otherwise map to its own document (a seed-002 clarification that also rules on
        it). A tuple, not a generator: a silent replay then costs no generator per step (the
        driver sends nothing but ``None`` at a log entry)."""
        if self.silent:
            # replaying: the steps are already recorded, and the session sets the log index
            # from them when the replay ends (see Session.branch)
            return ()
        self._log_index += 1
        if not as_is:
            cite = self.profile.cite(cite)
        entry = LogEntry(
            self._log_index,
            self.path(),
            step or (self.stack[-1].label if self.stack else ""),
            actor,
            text,
            cite,
        )
        return (entry,)

    def ask(
        self,
        player: str,
        prompt: str,
        options: list[Option],
        cite: str,
        *,
        random: bool = False,
        auto_single: bool = True,
    ) -> Gen[Option]:
        """Ask ``player``; a lone "pass" (or a lone forced choice) is taken without asking."""
        if not options:
            raise RuntimeError(f"no options for {player}: {prompt}")
        if auto_single and len(options) == 1 and options[0].key in (PASS, "done"):
            # a lone "pass" is not a choice: it is logged, not asked
            only = options[0]
            if self.silent:
                pass  # replaying: nothing to log
            elif only.is_pass:
                yield from self.log(f"{player} passes (nothing legal to play)", cite, player)
            else:
                yield from self.log(
                    f"{player}: {only.text or only.key} (no other choice)", cite, player
                )
            return only
        if self.priority.holder != player:
            # whoever must answer holds the initiative for this decision
            self.priority = PriorityView(player, (), prompt)
        point = DecisionPoint(
            player, prompt, tuple(options), self.path(), self.profile.cite(cite), random
        )
        answer = yield point
        if answer is None or point.find(answer.key) is None:
            raise RuntimeError(f"answer {answer!r} is not among the options")
        return answer

    def push(self, kind: str, label: str) -> None:
        frame = _new_frame(Frame)  # Frame(kind, label) without the frozen __init__
        d = frame.__dict__
        d["kind"] = kind
        d["label"] = label
        self.stack.append(frame)
        self._path = None

    def pop(self) -> None:
        self.stack.pop()
        self._path = None

    def cite_phase(self, phase: str) -> str:
        return f"{self.profile.phase_cite}{phase}"

    # ------------------------------------------------------------------ views
    def open_gates(self) -> tuple[GateView, ...]:
        gates: list[GateView] = []
        for w in self.windows:
            for o in w.gates:
                gates.append(GateView("response", o.text or o.event, w.label))
        for g in self.sc_gates:
            gates.append(GateView("save_cancel", g, self.windows[-1].label if self.windows else ""))
        return tuple(gates)

    # ------------------------------------------------------------------ state helpers
    def set_state(self, st: GameState) -> None:
        self.state = st

    def name(self, card_id: str | None) -> str:
        if card_id is None:
            return "-"
        c = self.state.cards.get(card_id)
        if c is None:
            return card_id
        return f"{c.name} (duplicate)" if c.duplicate_of else c.name

    def abilities_of(self, card: Card) -> tuple[Ability, ...]:
        return card.abilities

    def matches_filter(
        self, f: Filter | None, card_id: str, controller: str, source: str | None = None
    ) -> bool:
        if f is not None and f.max_str is not None:
            # a STR limit reads the current STR, constant abilities included
            if self.state.strength(card_id) > f.max_str:
                return False
            f = replace(f, max_str=None)
        return card_matches(self.state, f, card_id, controller, source)

    def trigger_matches(self, t: Trigger, occ: Occurrence, source: str, controller: str) -> bool:
        ev = t.event
        if ev == "leaves_play":
            if occ.event not in LEAVE_EVENTS:
                return False
        elif ev == "killed_or_discarded":
            if occ.event not in ("killed", "discarded"):
                return False
        elif ev != occ.event:
            return False
        if t.card == "self" and occ.card != source:
            return False
        if occ.card is not None and occ.card in self.state.cards:
            owner = self.state.cards[occ.card].controller
            if t.card == "yours" and owner != controller:
                return False
            if t.card == "opponents" and owner == controller:
                return False
            if t.filter is not None and not self.matches_filter(
                t.filter, occ.card, controller, source
            ):
                return False
        elif t.card in ("self", "yours", "opponents") or t.filter is not None:
            return False
        if t.player == "you" and occ.player != controller:
            return False
        if t.player == "opponent" and (occ.player is None or occ.player == controller):
            return False
        if t.challenge is not None and occ.challenge != t.challenge:
            return False
        return not (t.phase is not None and t.phase != self.state.phase)

    def doomed_out(self) -> list[str]:
        """ccg-winter: players with five or more Doomed cards in the dead pile (seed 000,
        Doomed). A Doomed card that is Moribund on its way to the dead pile counts: for
        passives it has already left play (seed 002, "What is Moribund?")."""
        limit = self.profile.doomed_limit
        if limit is None:
            return []
        st = self.state
        out = []
        for p in st.players:
            if p.eliminated:
                continue
            n = sum(1 for c in p.dead if "doomed" in st.cards[c].keywords)
            n += sum(
                1
                for m in st.moribund
                if m.destination == "dead"
                and m.card in st.cards
                and st.cards[m.card].owner == p.name
                and "doomed" in st.cards[m.card].keywords
            )
            if n >= limit:
                out.append(p.name)
        return out

    def check_elimination(self) -> Gen[None]:
        """Resolve any pending win or elimination condition (seed 002 §2.8)."""
        yield from self.resolve_game_end()

    def eliminate(self, name: str) -> Gen[None]:
        """ccg-winter: the player leaves the game with his cards in play; the last player
        standing wins (seed 000, Doomed)."""
        limit = self.profile.doomed_limit
        for cid in list(self.state.player(name).play):
            if not self.state.is_in_play(cid):
                continue  # already gone with the card it was attached to
            mor = next((m for m in self.state.moribund if m.card == cid), None)
            if mor is not None:
                yield from self.leave_play(cid, mor.destination)
                self._drop_moribund(cid)
                continue
            owner = self.state.cards[cid].owner
            self.set_state(
                self.state.move(cid, owner, "deck").update_card(
                    cid, power=0, kneeling=False, attached_to=None, duplicate_of=None
                )
            )
        self.set_state(self.state.update_player(name, eliminated=True))
        yield from self.log(
            f"{name} is eliminated: {limit} or more Doomed cards in the dead pile",
            "000.doomed",
            name,
        )
        alive = [p.name for p in self.state.players if not p.eliminated]
        if not alive:
            yield from self.log(
                "every remaining player is eliminated at once: a draw", "000.doomed"
            )
            raise GameOver
        if len(alive) == 1:
            self.set_state(replace(self.state, winner=alive[0]))
            yield from self.log(
                f"{alive[0]} is the last player left and wins", "000.doomed", alive[0]
            )
            raise GameOver
        if self.state.first_player == name:
            self.set_state(replace(self.state, first_player=self.state.left_of(name)))

    def check_win(self) -> Gen[None]:
        """A player at the winning total: with the six-step window (lcg1, ccg-winter) the win
        is a special passive that resolves first in the next step 4, ordered with any
        elimination by the first player (seed 002 §2.8); lcg2 ends the game at once."""
        if self.state.winner is not None:
            raise GameOver
        for name in self.state.seat_order_from(self.state.first_player):
            if self.state.total_power(name) >= self.profile.win_power:
                if self.profile.timing == "window6" and self.windows:
                    if name not in self._wins:
                        self._wins.append(name)
                        yield from self.log(
                            f"{name} reaches {self.state.total_power(name)} power: the win "
                            "resolves before every other passive",
                            "002.clar.2.8",
                            name,
                        )
                    continue
                yield from self._declare_winner(name)

    def _declare_winner(self, name: str) -> Gen[None]:
        """The game ends with ``name`` the winner (002 §2.8)."""
        self.set_state(replace(self.state, winner=name))
        yield from self.log(
            f"{name} has {self.state.total_power(name)} power and wins the game",
            "002.clar.2.8",
            name,
        )
        raise GameOver

    def _game_end_pending(self) -> bool:
        """Would ``resolve_game_end`` do anything now (a winner, a win or an elimination)?"""
        return (
            self.state.winner is not None
            or bool(self._wins)
            or (self.profile.doomed_limit is not None and bool(self.doomed_out()))
        )

    def resolve_game_end(self) -> Gen[None]:
        """Win and elimination conditions are special passives that come before every
        other passive; when several are met, the first player orders them (002 §2.8)."""
        if self.state.winner is not None:
            raise GameOver
        conds: list[tuple[str, str]] = [("eliminate", n) for n in self.doomed_out()]
        conds += [("win", n) for n in self._wins]
        self._wins = []
        if not conds:
            return
        if len(conds) > 1:
            yield from self.log(
                "several game-ending conditions at once: the first player orders them",
                "002.clar.2.8",
                self.state.first_player,
                as_is=True,  # seed 002 rules on the ccg's Doomed elimination itself
            )
        while conds:
            idx = 0
            if len(conds) > 1:
                first = self.state.first_player
                opts = [
                    Option(
                        f"order {i + 1}",
                        first,
                        f"{n} wins the game" if kind == "win" else f"{n} is eliminated",
                    )
                    for i, (kind, n) in enumerate(conds)
                ]
                ch = yield from self.ask(
                    first, "the first player orders the win and elimination", opts, "002.clar.2.8"
                )
                idx = int(ch.key.split(" ")[1]) - 1
            kind, name = conds.pop(idx)
            if kind == "eliminate":
                if not self.state.player(name).eliminated:
                    yield from self.eliminate(name)
                continue
            if self.state.player(name).eliminated:
                continue
            yield from self._declare_winner(name)

    # ------------------------------------------------------------------ the whole flow
    def flow(self) -> Gen[None]:
        try:
            yield from self._flow()
            yield from self.resolve_game_end()
        except GameOver:
            return

    def _flow(self) -> Gen[None]:
        phases = self.profile.phases
        phase = self.start.phase
        at = self.start.at
        start_round = self.state.round
        if phase == "setup":
            yield from self.run_phase("setup", "begin")
            if self.start.until == "end-of-phase":
                return
            phase, at = phases[0], "begin"
        while True:
            try:
                yield from self.run_phase(phase, at)
                if phase == "dominance":
                    yield from self.run_epic_phases()
            except RoundEnds:
                yield from self.round_ended_early()
                if self.start.until == "end-of-phase":
                    return
                phase, at = phases[-1], "begin"  # go on with the next round
            at = "begin"
            if self.start.until == "end-of-phase":
                return
            i = phases.index(phase)
            if i + 1 == len(phases):
                yield from self.end_round()
                if self.start.until == "end-of-round":
                    return
                if self.state.round - start_round >= 50:
                    yield from self.log("stopping after 50 rounds", "002.timing.framework")
                    return
                phase = phases[0]
            else:
                phase = phases[i + 1]

    def run_epic_phases(self) -> Gen[None]:
        """Epic phases created this round are played one by one in the order they were
        created, after the dominance phase and before the standing phase (002 §3.34). Each
        has a beginning, a player action segment and an end-of-phase window; what happens in
        it is up to the cards that created it."""
        while self.state.epic_phases:
            name, *rest = self.state.epic_phases
            self.set_state(replace(self.state, epic_phases=tuple(rest), phase="epic"))
            self.push("phase", f"Epic phase: {name}")
            yield from self.log(
                f"the epic phase '{name}' is played"
                + (f"; still to come: {', '.join(rest)}" if rest else ""),
                "002.clar.3.34",
            )
            yield from self.framework_window(
                f"Epic phase {name} begins",
                [
                    self.fw_simple(
                        f"the epic phase '{name}' begins", "002.clar.3.34", "phase_begins"
                    )
                ],
            )
            yield from self.player_actions("Player actions")
            yield from self.end_of_phase("epic")
            self.pop()

    def round_ended_early(self) -> Gen[None]:
        """An effect ended the round: a running challenge ends without resolution, the
        current and every later phase end (their "until the end of the phase" effects
        with them); the next round begins (seed 002, card ruling Rhaegar Targaryen)."""
        from types import MappingProxyType

        self._round_ends = False
        self.stack.clear()
        self._path = None
        self.windows.clear()
        self.sc_gates.clear()
        st = self.state
        if st.challenge is not None:
            yield from self.log(
                f"the {st.challenge.type} challenge ends without resolution", "002.card.rhaegar"
            )
        ending = [e for e in st.lasting if e.until in ("challenge", "phase")]
        counters = {k: v for k, v in st.counters.items() if not k.startswith("phase:")}
        self.set_state(
            replace(
                st,
                challenge=None,
                active_player=None,
                lasting=tuple(e for e in st.lasting if e.until not in ("challenge", "phase")),
                counters=MappingProxyType(counters),
            )
        )
        for e in ending:
            yield from self.log(f"'{e.text}' ends with the phase", "002.card.rhaegar")
        later = self.profile.phases[self.profile.phases.index(st.phase) + 1 :]
        yield from self.log(
            f"the {st.phase} phase ends"
            + (f", and with it the {', '.join(later)} phase(s)" if later else "")
            + ": the round is over",
            "002.card.rhaegar",
        )

    def end_round(self) -> Gen[None]:
        st = self.state
        counters = {k: v for k, v in st.counters.items() if not k.startswith("round:")}
        from types import MappingProxyType

        st = replace(
            st,
            round=st.round + 1,
            counters=MappingProxyType(counters),
            lasting=tuple(e for e in st.lasting if e.until != "round"),
            epic_phases=(),
        )
        self.set_state(st)
        yield from self.log(f"round {st.round} begins", self.cite_phase("plot"))

    # ------------------------------------------------------------------ phases
    def run_phase(self, phase: str, at: str) -> Gen[None]:
        st = replace(self.state, phase=phase)
        self.set_state(st)
        self.push("phase", f"{phase.capitalize()} phase")
        runner = getattr(self, f"phase_{phase}")
        yield from runner(at)
        self.pop()

    def _begin(self, phase: str, at: str) -> Gen[None]:
        if at == "begin":
            yield from self.framework_window(
                f"{phase.capitalize()} phase begins",
                [
                    self.fw_simple(
                        f"the {phase} phase begins", self.cite_phase(phase), "phase_begins"
                    )
                ],
            )

    def phase_setup(self, at: str) -> Gen[None]:
        """Setup: each player puts cards from hand into play up to the setup budget; no card
        effect triggers and nobody takes actions (seed 002 §2.1; seed 003 Game Setup)."""
        for name in self.state.seat_order_from(self.state.first_player):
            budget = self.profile.setup_gold
            placed: list[str] = []
            while True:
                st = self.state
                names_in_play = {c.name for c in st.in_play(name) if c.unique}
                cands = [
                    cid
                    for cid in st.player(name).hand
                    if st.cards[cid].type in ("character", "location", "attachment")
                    and 0 <= st.cards[cid].cost <= budget
                    and not (st.cards[cid].unique and st.cards[cid].name in names_in_play)
                    and not (
                        st.cards[cid].type == "attachment"
                        and not any(c.type == "character" for c in st.in_play(name))
                    )
                ]
                opts = [Option(f"setup {c}", name, f"set up {self.name(c)}") for c in cands]
                opts.append(Option("done", name, "finish setting up"))
                self.priority = PriorityView(name, (), "setup")
                ch = yield from self.ask(name, f"set up cards ({budget} left)", opts, "003.setup")
                if ch.key == "done":
                    break
                cid = ch.key.split(" ", 1)[1]
                card = self.state.cards[cid]
                budget -= card.cost
                attach: str | None = None
                if card.type == "attachment":
                    targets = [c.id for c in self.state.in_play(name) if c.type == "character"]
                    aopts = [
                        Option(f"attach {t}", name, f"attach to {self.name(t)}") for t in targets
                    ]
                    a = yield from self.ask(name, "attach to", aopts, "003.setup")
                    attach = a.key.split(" ", 1)[1]
                self.set_state(
                    self.state.move(cid, name, "play").update_card(cid, attached_to=attach)
                )
                placed.append(cid)
            yield from self.log(
                f"{name} sets up "
                + (", ".join(self.name(c) for c in placed) or "nothing")
                + "; setup cards trigger no effect",
                "002.clar.2.1",
                name,
            )

    def phase_plot(self, at: str) -> Gen[None]:
        yield from self._begin("plot", at)
        if at in ("begin", "actions"):
            yield from self.player_actions("Player actions")
        yield from self.framework_window(
            "Reveal plots",
            [
                self.fw_event("choose and reveal plots", "003.phase.plot", self._reveal_plots),
                self.fw_event("initiative is counted", "003.phase.plot", self._initiative),
                self.fw_event(
                    "the winner appoints the first player", "003.phase.plot", self._appoint_first
                ),
            ],
            together=True,
        )
        yield from self.player_actions("Player actions")
        yield from self.end_of_phase("plot")

    def phase_draw(self, at: str) -> Gen[None]:
        yield from self._begin("draw", at)
        if at in ("begin", "actions"):
            yield from self.player_actions("Player actions")
        yield from self.framework_window(
            "Draw cards",
            [
                self.fw_event(
                    f"each player draws {self.profile.draw_phase_cards} cards",
                    self.cite_phase("draw"),
                    self._draw_phase,
                )
            ],
        )
        yield from self.player_actions("Player actions")
        yield from self.end_of_phase("draw")

    def phase_marshalling(self, at: str) -> Gen[None]:
        yield from self._begin("marshalling", at)
        order = self.state.seat_order_from(self.state.first_player)
        if at == "actions" and self.state.active_player in order:
            order = order[order.index(self.state.active_player) :]
            skip_income = True
        else:
            skip_income = False
        for name in order:
            self.set_state(replace(self.state, active_player=name))
            if not skip_income:
                yield from self.framework_window(
                    f"{name} is the active player",
                    [self.fw_event(f"{name} counts income", "003.phase.marshalling", self._income)],
                )
            skip_income = False
            yield from self.player_actions(f"Player actions ({name} marshals)", marshal_player=name)
            nxt = [
                self.fw_simple(f"{name} has no more actions that cost gold", "002.flow.marshalling")
            ]
            if self.profile.gold_lost_at_end_of_marshalling:
                nxt.append(
                    self.fw_event(
                        f"{name}'s unspent gold is lost", "000.phase.marshalling", self._lose_gold
                    )
                )
            yield from self.framework_window(f"{name} is done marshalling", nxt)
        self.set_state(replace(self.state, active_player=None))
        yield from self.end_of_phase("marshalling")

    def phase_challenges(self, at: str) -> Gen[None]:
        yield from self._begin("challenges", at)
        order = self.state.seat_order_from(self.state.first_player)
        active = self.state.active_player if self.state.active_player in order else order[0]
        order = order[order.index(active) :]
        if at in ("begin", "actions"):
            self.set_state(replace(self.state, active_player=order[0]))
            yield from self.player_actions("Player actions")
        first_challenge_at = (
            at if at in ("after-attackers", "after-defenders", "resolution") else None
        )
        for name in order:
            self.set_state(replace(self.state, active_player=name))
            while True:
                if first_challenge_at is not None:
                    resume = first_challenge_at
                    first_challenge_at = None
                    yield from self.run_challenge(name, resume)
                    continue
                ok = yield from self.declare_challenge(name)
                if not ok:
                    break
                yield from self.run_challenge(name, "after-attackers")
            yield from self.framework_window(
                f"{name} is finished with challenges",
                [
                    self.fw_simple(
                        "the next player becomes the active player", "002.flow.challenges"
                    )
                ],
            )
        self.set_state(replace(self.state, active_player=None))
        yield from self.end_of_phase("challenges")

    def _phase_with_window(
        self,
        phase: str,
        at: str,
        title: str,
        events: list[tuple[str, Callable[[Instance], Gen[list[Occurrence]]]]],
    ) -> Gen[None]:
        """A phase whose framework window (one framework event a pair of label and handler,
        all cited to the phase) opens only when the phase begins, then player actions."""
        yield from self._begin(phase, at)
        if at == "begin":
            yield from self.framework_window(
                title, [self.fw_event(label, self.cite_phase(phase), fn) for label, fn in events]
            )
        yield from self.player_actions("Player actions")
        yield from self.end_of_phase(phase)

    def phase_dominance(self, at: str) -> Gen[None]:
        yield from self._phase_with_window(
            "dominance", at, "Dominance", [("dominance is rewarded", self._dominance)]
        )

    def phase_standing(self, at: str) -> Gen[None]:
        yield from self._phase_with_window(
            "standing", at, "Standing", [("all kneeling cards stand", self._stand_all)]
        )

    def phase_taxation(self, at: str) -> Gen[None]:
        yield from self._phase_with_window(
            "taxation",
            at,
            "Taxation",
            [
                ("unspent gold returns to the treasury", self._lose_all_gold),
                *(
                    [("each player discards down to his reserve", self._reserve)]
                    if self.profile.reserve
                    else []
                ),
            ],
        )

    # ------------------------------------------------------------------ framework events
    def fw_simple(self, label: str, cite: str, event: str | None = None) -> Instance:
        def run(inst: Instance) -> Gen[list[Occurrence]]:
            yield from self.log(label, cite)
            if event:
                return [self.occurrence(event, text=label)]
            return []

        return Instance(
            self._next_id(),
            "framework",
            self.state.first_player,
            label,
            run=run,
            cite=cite,
            cannot_be_cancelled=True,
        )

    def fw_event(
        self,
        label: str,
        cite: str,
        fn: Callable[[Instance], Gen[list[Occurrence]]],
        initiate: Callable[[Instance], Gen[None]] | None = None,
    ) -> Instance:
        return Instance(
            self._next_id(),
            "framework",
            self.state.first_player,
            label,
            run=fn,
            prepare=initiate,
            cite=cite,
            cannot_be_cancelled=True,
        )

    def _reveal_plots(self, inst: Instance) -> Gen[list[Occurrence]]:
        occs: list[Occurrence] = []
        for name in self.state.seat_order_from(self.state.first_player):
            p = self.state.player(name)
            if not p.plot_deck and p.plots_used:
                # 002 §3.32: plot rotation when the plot deck is empty
                self.set_state(
                    self.state.update_player(name, plot_deck=p.plots_used, plots_used=())
                )
                yield from self.log(
                    f"{name}'s used plots return to the plot deck", "002.clar.3.32", name
                )
                p = self.state.player(name)
            if not p.plot_deck:
                continue
            opts = [Option(f"plot {cid}", name, f"reveal {self.name(cid)}") for cid in p.plot_deck]
            choice = yield from self.ask(name, "choose a plot", opts, "003.phase.plot")
            cid = choice.key.split(" ", 1)[1]
            st = self.state
            for old in st.player(name).plot:
                st = st.move(old, name, "plots_used")
            st = st.move(cid, name, "plot")
            self.set_state(st)
            p = self.state.player(name)
            if not p.plot_deck and p.plots_used:
                # 002 §2.3 / §3.32: the last plot is revealed, the used pile becomes the deck
                self.set_state(
                    self.state.update_player(name, plot_deck=p.plots_used, plots_used=())
                )
                yield from self.log(
                    f"{name}'s plot deck is empty: the used plots return to it",
                    "002.clar.3.32",
                    name,
                )
            occs.append(
                self.occurrence(
                    "revealed", card=cid, player=name, text=f"{self.name(cid)} revealed"
                )
            )
        yield from self.log("plots are revealed together", "003.phase.plot")
        return occs

    def _initiative(self, inst: Instance) -> Gen[list[Occurrence]]:
        scores = {}
        for name in self.state.player_names:
            plot = self.state.revealed_plot(name)
            bonus = sum(c.initiative for c in self.state.in_play(name))
            scores[name] = (plot.plot.initiative if plot and plot.plot else 0) + bonus
        text = ", ".join(f"{n} {v}" for n, v in scores.items())
        yield from self.log(f"initiative: {text}", "003.phase.plot")
        best = max(scores.values())
        tied = [n for n in self.state.seat_order_from(self.state.first_player) if scores[n] == best]
        if len(tied) > 1:
            # ties: the player with the lowest power wins, then a random draw (recorded)
            low = min(self.state.total_power(n) for n in tied)
            tied = [n for n in tied if self.state.total_power(n) == low]
        if len(tied) > 1:
            opts = [
                Option(f"initiative {n}", tied[0], f"{n} wins the initiative draw", random=True)
                for n in tied
            ]
            choice = yield from self.ask(
                tied[0], "random: who wins initiative", opts, "003.phase.plot", random=True
            )
            winner = choice.key.split(" ", 1)[1]
        else:
            winner = tied[0]
        self.set_state(self.state.bump("initiative-winner:" + winner, 0))
        self._initiative_winner = winner
        yield from self.log(f"{winner} wins initiative", "003.phase.plot", winner)
        return []

    def _appoint_first(self, inst: Instance) -> Gen[list[Occurrence]]:
        winner = self._initiative_winner or self.state.first_player
        opts = [
            Option(f"first {n}", winner, f"{n} becomes first player")
            for n in self.state.seat_order_from(winner)
        ]
        choice = yield from self.ask(winner, "appoint the first player", opts, "003.phase.plot")
        first = choice.key.split(" ", 1)[1]
        self.set_state(replace(self.state, first_player=first))
        yield from self.log(f"{first} is the first player", "003.phase.plot", winner)
        return []

    def _draw_phase(self, inst: Instance) -> Gen[list[Occurrence]]:
        occs: list[Occurrence] = []
        for name in self.state.seat_order_from(self.state.first_player):
            title = self.state.player(name).title
            extra = sum(n for t, n in self.profile.title_draw if t == title)
            for _ in range(self.profile.draw_phase_cards + extra):
                occs.extend((yield from self.draw(name, counts=False)))
        return occs

    def draw(self, name: str, counts: bool = True) -> Gen[list[Occurrence]]:
        st = self.state
        key = f"round:draws:{name}"
        if (
            counts
            and self.profile.draw_cap is not None
            and st.counter(key) >= self.profile.draw_cap
        ):
            yield from self.log(f"{name} has reached the draw cap", "002.rules.draw-cap", name)
            return []
        p = st.player(name)
        if not p.deck:
            yield from self.log(
                f"{name}'s deck is empty: no card drawn", self.cite_phase("draw"), name
            )
            return []
        cid = p.deck[0]
        st = st.move(cid, name, "hand")
        if counts:
            st = st.bump(key)
        self.set_state(st)
        yield from self.log(f"{name} draws a card", "002.clar.1.1", name)
        return [self.occurrence("drawn", card=cid, player=name, text=f"{name} drew a card")]

    def _income(self, inst: Instance) -> Gen[list[Occurrence]]:
        name = self.state.active_player or self.state.first_player
        plot = self.state.revealed_plot(name)
        base = plot.plot.income if plot and plot.plot else 0
        bonus = sum(c.income for c in self.state.in_play(name))
        title = self.state.player(name).title
        bonus += sum(n for t, n in self.profile.title_income if t == title)
        gold = base + bonus
        p = self.state.player(name)
        self.set_state(self.state.update_player(name, gold=p.gold + gold))
        yield from self.log(
            f"{name} collects {gold} gold (plot {base}, cards {bonus}); gold pool {p.gold + gold}",
            "002.faq.income",
            name,
        )
        return []

    def _lose_gold(self, inst: Instance) -> Gen[list[Occurrence]]:
        name = self.state.active_player or self.state.first_player
        self.set_state(self.state.update_player(name, gold=0))
        yield from self.log(f"{name}'s unspent gold is lost", "000.phase.marshalling", name)
        return []

    def _lose_all_gold(self, inst: Instance) -> Gen[list[Occurrence]]:
        st = self.state
        for name in st.player_names:
            st = st.update_player(name, gold=0)
        self.set_state(st)
        yield from self.log("every player returns unspent gold", self.cite_phase("taxation"))
        return []

    def _reserve(self, inst: Instance) -> Gen[list[Occurrence]]:
        occs: list[Occurrence] = []
        for name in self.state.seat_order_from(self.state.first_player):
            plot = self.state.revealed_plot(name)
            reserve = plot.plot.reserve if plot and plot.plot else 7
            while len(self.state.player(name).hand) > reserve:
                hand = self.state.player(name).hand
                opts = [Option(f"discard {c}", name, f"discard {self.name(c)}") for c in hand]
                ch = yield from self.ask(
                    name, f"discard down to your reserve of {reserve}", opts, "001.phase.taxation"
                )
                cid = ch.key.split(" ", 1)[1]
                self.set_state(self.state.move(cid, name, "discard"))
                yield from self.log(
                    f"{name} discards {self.name(cid)} (reserve {reserve})",
                    "001.phase.taxation",
                    name,
                )
                occs.append(self.occurrence("discarded", card=cid, player=name))
        return occs

    def _stand_all(self, inst: Instance) -> Gen[list[Occurrence]]:
        st = self.state
        for c in list(st.in_play()):
            if c.kneeling:
                st = st.update_card(c.id, kneeling=False)
        self.set_state(st)
        yield from self.log("every kneeling card stands", self.cite_phase("standing"))
        return []

    def _dominance(self, inst: Instance) -> Gen[list[Occurrence]]:
        st = self.state
        scores: dict[str, int] = {}
        for name in st.player_names:
            s = sum(
                st.strength(c.id)
                for c in st.in_play(name)
                if self.state.card_type(c.id) == "character" and not c.kneeling
            )
            if self.profile.dominance_counts_gold:
                s += st.player(name).gold
            scores[name] = s
        yield from self.log(
            "dominance: " + ", ".join(f"{n} {v}" for n, v in scores.items()),
            self.cite_phase("dominance"),
        )
        best = max(scores.values())
        tops = [n for n, v in scores.items() if v == best]
        if len(tops) > 1 or best == 0:
            yield from self.log("tie for dominance: nobody wins it", "002.faq.dominance-tie")
            return []
        w = tops[0]
        self.set_state(self.state.update_player(w, power=self.state.player(w).power + 1))
        yield from self.log(
            f"{w} wins dominance and claims 1 power", self.cite_phase("dominance"), w
        )
        yield from self.check_win()
        return [self.occurrence("dominance_won", player=w, text=f"{w} won dominance")]

    # ------------------------------------------------------------------ challenges
    def eligible_attackers(self, name: str, ctype: str) -> list[str]:
        st = self.state
        return [
            c.id
            for c in st.in_play(name)
            if self.state.card_type(c.id) == "character"
            and not c.kneeling
            and ctype in st.icons(c.id)
            and not st.is_moribund(c.id)
        ]

    def declare_challenge(self, name: str) -> Gen[bool]:
        st = self.state
        opts: list[Option] = []
        for ctype in CHALLENGE_TYPES:
            if st.counter(f"phase:challenges:{name}:{ctype}") >= self.profile.challenges_per_type:
                continue
            if not self.eligible_attackers(name, ctype):
                continue
            for opp in st.opponents(name):
                mine, theirs = st.player(name).title, st.player(opp).title
                if mine is not None and (mine, theirs) in self.profile.supports:
                    continue  # seed 003, Supports: no challenge against a supported title
                opts.append(
                    Option(f"challenge {ctype} {opp}", name, f"{ctype} challenge against {opp}")
                )
        opts.append(Option("done", name, "no more challenges"))
        self.priority = PriorityView(name, (), "challenge declaration")
        choice = yield from self.ask(
            name, "declare a challenge or finish", opts, "002.flow.challenges"
        )
        if choice.key == "done":
            return False
        _, ctype, opp = choice.key.split(" ")
        attackers: list[str] = []
        while True:
            cands = [c for c in self.eligible_attackers(name, ctype) if c not in attackers]
            aopts = [Option(f"attacker {c}", name, f"attack with {self.name(c)}") for c in cands]
            if attackers:
                aopts.append(Option("done", name, "no more attackers"))
            if not aopts:
                break
            a = yield from self.ask(name, "declare attackers", aopts, "002.flow.challenges")
            if a.key == "done":
                break
            attackers.append(a.key.split(" ", 1)[1])

        def declare(inst: Instance) -> Gen[list[Occurrence]]:
            st2 = self.state.bump(f"phase:challenges:{name}:{ctype}")
            for a in attackers:
                if "no-kneel" not in st2.keywords(a):
                    st2 = st2.update_card(a, kneeling=True)
            self.set_state(replace(st2, challenge=Challenge(ctype, name, opp, tuple(attackers))))
            yield from self.log(
                f"{name} declares {'an' if ctype == 'intrigue' else 'a'} {ctype} challenge against {opp} and kneels "
                + ", ".join(self.name(a) for a in attackers),
                "002.flow.challenges",
                name,
            )
            return [
                self.occurrence(
                    "declared_attacker",
                    card=a,
                    player=name,
                    challenge=ctype,
                    text=f"{self.name(a)} declared as attacker",
                )
                for a in attackers
            ]

        yield from self.framework_window(
            "Challenge declared",
            [
                self.fw_event(
                    f"{name} declares {'an' if ctype == 'intrigue' else 'a'} {ctype} challenge against {opp}",
                    "002.flow.challenges",
                    declare,
                )
            ],
        )
        return True

    def run_challenge(self, name: str, at: str) -> Gen[None]:
        if self.state.challenge is None:
            return
        while at in ("after-attackers", "defenders"):
            if at == "after-attackers":
                yield from self.player_actions("Player actions (attackers declared)")
            declare = self.fw_event(
                "the defender declares defenders",
                "002.flow.challenges",
                self._defenders,
                initiate=self._choose_defenders,
            )
            declare.answers = "defenders"
            yield from self.framework_window(
                "Defenders",
                [
                    self.fw_event(
                        "stealth targets are chosen", "003.keyword.stealth", self._stealth
                    ),
                    declare,
                ],
            )
            at = "after-defenders"
            if declare.cancelled and self.state.challenge is not None:
                # a title redirected the challenge: back to the player actions between
                # declaring attackers and stealth (002 card ruling, Lord Commander)
                at = "after-attackers"
        if at == "after-defenders":
            yield from self.player_actions("Player actions (defenders declared)")
        if self.state.challenge is not None and (
            self.state.challenge.attackers or self.state.challenge.defenders
        ):
            yield from self.framework_window(
                "Challenge resolution",
                [
                    self.fw_event(
                        "determine the winner of the challenge",
                        "002.timing.framework-example",
                        self._winner,
                    ),
                    self.fw_event(
                        "the challenge result is applied",
                        f"003.challenge.claim.{self.state.challenge.type}",
                        self._claim,
                        initiate=self._claim_victims,
                    ),
                    self.fw_event(
                        "reward for an unopposed challenge",
                        "003.challenge.unopposed",
                        self._unopposed,
                    ),
                    self.fw_event("renown is awarded", "003.keyword.renown", self._renown),
                    *(
                        [
                            self.fw_event(
                                "title: the redirecting title's reward",
                                "003.phase.plot.titles",
                                self._redirect_reward,
                            )
                        ]
                        if self.state.challenge.redirected is not None
                        else []
                    ),
                    *(
                        [self.fw_event("title: opposes", "003.title.opposes", self._opposes)]
                        if self.profile.opposes and any(p.title for p in self.state.players)
                        else []
                    ),
                ],
            )
        elif self.state.challenge is not None:
            yield from self.log(
                "no participating characters: the challenge ends without resolution",
                "002.clar.3.33",
            )
        st = self.state
        for e in st.lasting:
            if e.until == "challenge":
                yield from self.log(f"'{e.text}' ends with the challenge", "003.expert.lasting")
        self.set_state(
            replace(
                st, challenge=None, lasting=tuple(e for e in st.lasting if e.until != "challenge")
            )
        )

    def _stealth(self, inst: Instance) -> Gen[list[Occurrence]]:
        ch = self.state.challenge
        assert ch is not None
        pairs: list[tuple[str, str]] = []
        for a in ch.attackers:
            if "stealth" not in self.state.keywords(a):
                continue
            cands = [
                c.id
                for c in self.state.in_play(ch.defender)
                if self.state.card_type(c.id) == "character"
                and "stealth" not in self.state.keywords(c.id)
                and c.id not in [p[1] for p in pairs]
            ]
            if not cands:
                continue
            opts = [
                Option(f"stealth {c}", ch.attacker, f"{self.name(a)} bypasses {self.name(c)}")
                for c in cands
            ]
            opts.append(Option("done", ch.attacker, "no stealth target"))
            choice = yield from self.ask(
                ch.attacker, f"stealth target for {self.name(a)}", opts, "003.keyword.stealth"
            )
            if choice.key != "done":
                tgt = choice.key.split(" ", 1)[1]
                pairs.append((a, tgt))
                yield from self.log(
                    f"{self.name(a)} uses stealth on {self.name(tgt)}: it cannot defend",
                    "003.keyword.stealth",
                    ch.attacker,
                )
        self.set_state(replace(self.state, challenge=replace(ch, stealth=tuple(pairs))))
        return []

    def _choose_defenders(self, inst: Instance) -> Gen[None]:
        """Step 1 of the defenders event: defenders are (or are not) declared, by the
        attacked player or a supporting one; step 3 carries it out."""
        ch = self.state.challenge
        assert ch is not None
        bypassed = {p[1] for p in ch.stealth}
        defenders: list[str] = []
        while True:
            cands = [
                c.id
                for c in self.state.in_play(ch.defender)
                if self.state.card_type(c.id) == "character"
                and not c.kneeling
                and ch.type in self.state.icons(c.id)
                and c.id not in bypassed
                and c.id not in defenders
            ]
            opts = [
                Option(f"defender {c}", ch.defender, f"defend with {self.name(c)}") for c in cands
            ]
            opts.append(Option("done", ch.defender, "no more defenders"))
            choice = yield from self.ask(
                ch.defender, "declare defenders", opts, "002.flow.challenges"
            )
            if choice.key == "done":
                break
            defenders.append(choice.key.split(" ", 1)[1])
        st = self.state
        defending = ch.defender
        yield from self.log(
            f"{ch.defender} defends with "
            + (", ".join(self.name(d) for d in defenders) or "nobody"),
            "002.flow.challenges",
            ch.defender,
        )
        if not defenders:
            # seed 003, Supports: a supporting player may defend instead
            for helper in st.opponents(ch.defender):
                title = st.player(helper).title
                if helper == ch.attacker or title is None:
                    continue
                if (title, st.player(ch.defender).title) not in self.profile.supports:
                    continue
                while True:
                    cands = [
                        c.id
                        for c in self.state.in_play(helper)
                        if self.state.card_type(c.id) == "character"
                        and not c.kneeling
                        and ch.type in self.state.icons(c.id)
                        and c.id not in defenders
                    ]
                    if not cands:
                        break
                    opts = [
                        Option(f"defender {c}", helper, f"defend with {self.name(c)}")
                        for c in cands
                    ]
                    opts.append(Option("done", helper, "no more defenders"))
                    choice = yield from self.ask(
                        helper, f"defend in support of {ch.defender}", opts, "003.title.supports"
                    )
                    if choice.key == "done":
                        break
                    defenders.append(choice.key.split(" ", 1)[1])
                if defenders:
                    defending = helper
                    yield from self.log(
                        f"{helper} supports {ch.defender} and defends with "
                        + ", ".join(self.name(d) for d in defenders)
                        + f"; {ch.defender} still owes any claim",
                        "003.title.supports",
                        helper,
                    )
                    break
        inst.targets = tuple(defenders)
        inst.player = defending

    def _defenders(self, inst: Instance) -> Gen[list[Occurrence]]:
        ch = self.state.challenge
        assert ch is not None
        defenders = list(inst.targets)
        defending = inst.player or ch.defender
        yield from self.log(
            f"the defenders of {ch.defender} are in the challenge: "
            + (", ".join(self.name(d) for d in defenders) or "none"),
            "002.flow.challenges",
            defending,
        )
        st = self.state
        for d in defenders:
            if "no-kneel" not in st.keywords(d):
                st = st.update_card(d, kneeling=True)
        self.set_state(
            replace(
                st,
                challenge=replace(
                    ch,
                    defenders=tuple(defenders),
                    defending=None if defending == ch.defender else defending,
                ),
            )
        )
        return [
            self.occurrence(
                "declared_defender",
                card=d,
                player=defending,
                challenge=ch.type,
                text=f"{self.name(d)} declared as defender",
            )
            for d in defenders
        ]

    def _winner(self, inst: Instance) -> Gen[list[Occurrence]]:
        st = self.state
        ch = st.challenge
        assert ch is not None
        a = sum(st.strength(c) for c in ch.attackers if st.is_in_play(c))
        d = sum(st.strength(c) for c in ch.defenders if st.is_in_play(c))
        defending = ch.defending or ch.defender
        for side, chars in ((ch.attacker, ch.attackers), (defending, ch.defenders)):
            title = st.player(side).title
            for t, ctype, bonus in self.profile.title_strength:
                if t == title and ctype == ch.type and any(st.is_in_play(c) for c in chars):
                    if side == ch.attacker:
                        a += bonus
                    else:
                        d += bonus
                    yield from self.log(
                        f"{side}'s title {t} adds {bonus} STR to his side",
                        TITLE_CITES.get(t, "003.phase.plot.titles"),
                        side,
                    )
        attacker_wins = a >= d and (a > 0 or not self.profile.attacker_needs_strength)
        if attacker_wins:
            w, loser = ch.attacker, defending
        elif d > a:
            w, loser = defending, ch.attacker
        else:
            w, loser = None, None
        self.set_state(
            replace(
                st,
                challenge=replace(
                    ch, winner=w, loser=loser, attacker_strength=a, defender_strength=d
                ),
            )
        )
        if w is None:
            yield from self.log(
                f"STR {a} to {d}: nobody wins the challenge", "001.challenge.resolve"
            )
            return []
        why = " (the attacker wins ties)" if a == d else ""
        yield from self.log(
            f"STR {a} to {d}: {w} wins the {ch.type} challenge{why}",
            "002.faq.ties" if a == d else "003.challenge.resolve",
            w,
        )
        return [
            self.occurrence(
                "won_challenge", player=w, challenge=ch.type, text=f"{w} won a {ch.type} challenge"
            ),
            self.occurrence(
                "lost_challenge",
                player=loser,
                challenge=ch.type,
                text=f"{loser} lost a {ch.type} challenge",
            ),
        ]

    def _claim_value(self) -> int:
        ch = self.state.challenge
        assert ch is not None
        plot = self.state.revealed_plot(ch.attacker)
        value = plot.plot.claim if plot and plot.plot else 1
        for a in ch.attackers:
            for ab in self.state.cards[a].abilities:
                if ab.kind == "constant":
                    value += sum(e.amount for e in ab.effects if e.op == "claim_bonus")
        return value

    def _claim_victims(self, inst: Instance) -> Gen[None]:
        ch = self.state.challenge
        if ch is None or ch.winner != ch.attacker or ch.type != "military":
            return
        victims: list[str] = []
        for _ in range(self._claim_value()):
            cands = [
                c.id
                for c in self.state.in_play(ch.defender)
                if self.state.card_type(c.id) == "character"
                and not self.state.is_moribund(c.id)
                and c.id not in victims
            ]
            if not cands:
                break
            opts = [
                Option(f"kill {c}", ch.defender, f"{self.name(c)} is killed for claim")
                for c in cands
            ]
            choice = yield from self.ask(
                ch.defender,
                "choose a character to kill for military claim",
                opts,
                f"003.challenge.claim.{ch.type}",
            )
            victims.append(choice.key.split(" ", 1)[1])
        inst.targets = tuple(victims)
        inst.threatened = tuple(victims)
        if victims:
            yield from self.log(
                f"{ch.defender} chooses "
                + ", ".join(self.name(v) for v in victims)
                + " to be killed",
                f"003.challenge.claim.{ch.type}",
                ch.defender,
            )

    def _claim(self, inst: Instance) -> Gen[list[Occurrence]]:
        ch = self.state.challenge
        assert ch is not None
        if ch.winner != ch.attacker:
            yield from self.log(
                "the attacker did not win: no claim", f"003.challenge.claim.{ch.type}"
            )
            return []
        n = self._claim_value()
        if ch.type == "military":
            occs: list[Occurrence] = []
            for v in inst.targets:
                occs.extend((yield from self.remove(v, "kill", inst)))
            return occs
        if ch.type == "intrigue":
            occs = []
            for _ in range(n):
                hand = self.state.player(ch.defender).hand
                if not hand:
                    break
                opts = [
                    Option(
                        f"random {c}",
                        ch.defender,
                        f"{self.name(c)} is discarded at random",
                        random=True,
                    )
                    for c in hand
                ]
                choice = yield from self.ask(
                    ch.defender,
                    "random discard for intrigue claim",
                    opts,
                    f"003.challenge.claim.{ch.type}",
                    random=True,
                )
                cid = choice.key.split(" ", 1)[1]
                self.set_state(self.state.move(cid, ch.defender, "discard"))
                yield from self.log(
                    f"{ch.defender} discards {self.name(cid)} at random",
                    f"003.challenge.claim.{ch.type}",
                    ch.defender,
                )
                occs.append(
                    self.occurrence(
                        "discarded",
                        card=cid,
                        player=ch.defender,
                        text=f"{self.name(cid)} discarded from hand",
                    )
                )
            return occs
        # power: move power from the loser's House card to the winner's
        loser = self.state.player(ch.defender)
        moved = min(n, loser.power)
        st = self.state.update_player(ch.defender, power=loser.power - moved)
        st = st.update_player(ch.attacker, power=st.player(ch.attacker).power + moved)
        self.set_state(st)
        yield from self.log(
            f"{moved} power moves from {ch.defender}'s House card to {ch.attacker}'s",
            f"003.challenge.claim.{ch.type}",
            ch.attacker,
        )
        yield from self.check_win()
        return []

    def _unopposed(self, inst: Instance) -> Gen[list[Occurrence]]:
        ch = self.state.challenge
        assert ch is not None
        if ch.winner == ch.attacker and ch.defender_strength == 0:
            p = self.state.player(ch.attacker)
            self.set_state(
                self.state.update_player(ch.attacker, power=p.power + self.profile.unopposed_power)
            )
            yield from self.log(
                f"unopposed: {ch.attacker} claims {self.profile.unopposed_power} power",
                "003.challenge.unopposed",
                ch.attacker,
            )
            yield from self.check_win()
        else:
            yield from self.log(
                "the challenge was opposed: no unopposed bonus", "003.challenge.unopposed"
            )
        return []

    def _opposes(self, inst: Instance) -> Gen[list[Occurrence]]:
        ch = self.state.challenge
        assert ch is not None
        if ch.winner is None or ch.loser is None:
            return []
        st = self.state
        mine, theirs = st.player(ch.winner).title, st.player(ch.loser).title
        if not self.profile.title_opposes(mine, theirs):
            yield from self.log("no title opposes the loser's title", "003.title.opposes")
            return []
        key = f"round:opposes:{ch.winner}"
        if st.counter(key):
            yield from self.log(
                f"{ch.winner} already claimed power for an opposed title this round",
                "003.title.opposes",
                ch.winner,
            )
            return []
        st = st.bump(key)
        st = st.update_player(ch.winner, power=st.player(ch.winner).power + 1)
        self.set_state(st)
        yield from self.log(
            f"{ch.winner}'s {mine} opposes {ch.loser}'s {theirs}: {ch.winner} claims 1 power",
            "003.title.opposes",
            ch.winner,
        )
        yield from self.check_win()
        return []

    def _renown(self, inst: Instance) -> Gen[list[Occurrence]]:
        ch = self.state.challenge
        assert ch is not None
        if ch.winner is None:
            return []
        side = ch.attackers if ch.winner == ch.attacker else ch.defenders
        occs: list[Occurrence] = []
        for c in side:
            if self.state.is_in_play(c) and "renown" in self.state.keywords(c):
                self.set_state(self.state.update_card(c, power=self.state.card(c).power + 1))
                yield from self.log(
                    f"{self.name(c)} claims 1 power for renown", "003.keyword.renown", ch.winner
                )
                occs.append(
                    self.occurrence(
                        "renown",
                        card=c,
                        player=ch.winner,
                        text=f"{self.name(c)} claimed power for renown",
                    )
                )
                yield from self.check_win()
        if not occs:
            yield from self.log("no participating winner has renown", "003.keyword.renown")
        return occs

    # ------------------------------------------------------------------ player action segments
    def player_actions(self, label: str, marshal_player: str | None = None) -> Gen[None]:
        """Player action segment: the first player acts first, then clockwise until all pass
        consecutively (seed 002 §Player Actions, FAQ "Who gets to take the first action")."""
        self.push("actions", label)
        st = self.state
        n = len(st.players)
        who = st.first_player
        passed: list[str] = []
        order = st.seat_order_from(who)
        if not any(self.action_options(p, marshal_player) for p in order):
            passed = list(order)
            if not self.silent:
                for p in passed:
                    yield from self.log(
                        f"{p} passes (nothing legal to play)", "002.timing.player-actions", p
                    )
        while len(passed) < n:
            self.priority = PriorityView(who, tuple(passed), label)
            opts = [Option(PASS, who, "pass"), *self.action_options(who, marshal_player)]
            choice = yield from self.ask(
                who, "take an action or pass", opts, "002.timing.player-actions"
            )
            if choice.is_pass:
                if opts[0] is choice and len(opts) > 1:
                    yield from self.log(f"{who} passes", "002.timing.player-actions", who)
                passed.append(who)
            else:
                passed = []
                yield from self.take_action(who, choice)
            who = self.state.left_of(who)
        self.priority = PriorityView(None, tuple(passed), label)
        yield from self.log(
            "all players passed in turn: the action segment ends", "002.timing.player-actions"
        )
        self.pop()

    def playable_sources(
        self, player: str, kind: str | None = None
    ) -> list[tuple[Card, int, Ability]]:
        """Abilities the player could use (of ``kind`` only, if given): on cards he controls
        in play, events in hand, and abilities usable from hand (002 §3.13). Cached per state
        value: priority passes around many times without the state changing."""
        st = self.state
        me = st.player(player)
        cached = self._sources_cache.get(player)
        if cached is None or cached[0] is not st.cards or cached[1] is not me:
            out: list[tuple[Card, int, Ability]] = []
            for c in st.in_play(player):
                for i, ab in enumerate(c.abilities):
                    if not ab.from_hand:
                        out.append((c, i, ab))
            for cid in me.hand:
                c = st.cards[cid]
                for i, ab in enumerate(c.abilities):
                    if c.type == "event" or ab.from_hand:
                        out.append((c, i, ab))
            by_kind: dict[str | None, list[tuple[Card, int, Ability]]] = {None: out}
            for x in out:
                by_kind.setdefault(x[2].kind, []).append(x)
            cached = (st.cards, me, by_kind)
            self._sources_cache[player] = cached
        return cached[2].get(kind, _NO_SOURCES)

    def action_options(self, player: str, marshal_player: str | None) -> list[Option]:
        st = self.state
        opts: list[Option] = []
        if marshal_player == player:
            for cid in st.player(player).hand:
                c = st.cards[cid]
                if c.type in ("character", "location", "attachment") and self.can_marshal(
                    player, c
                ):
                    opts.append(Option(f"marshal {cid}", player, f"marshal {c.name}"))
        for c, i, ab in self.playable_sources(player, "action"):
            if ab.phase not in ("any", st.phase):
                continue
            gold = any(k.op == "gold" for k in ab.cost)
            if (
                gold
                and marshal_player is not None
                and marshal_player != player
                and self.profile.only_active_gold_actions
            ):
                continue  # 002 §Marshalling Actions: only the active player takes gold actions
            if self.usable(player, c, i, ab, None):
                opts.append(
                    Option(
                        self.use_key(c, i, ab),
                        player,
                        f"{'play' if c.type == 'event' else 'use'} {c.name}: {ab.text}",
                    )
                )
        return opts

    def use_key(self, c: Card, i: int, ab: Ability) -> str:
        verb = (
            "play"
            if c.type == "event" or (ab.from_hand and c.id in self.state.player(c.owner).hand)
            else "use"
        )
        same = [a for a in c.abilities if a.kind == ab.kind]
        return f"{verb} {c.id}" + (f"#{i + 1}" if len(same) > 1 else "")

    def gold_penalty(self, player: str, card: Card) -> tuple[int, int]:
        """(penalties, reducers) for marshalling ``card`` (seed 002 action window step 1c/1d)."""
        pen = red = 0
        for c in self.cards_with("constant"):
            for ab in c.abilities:
                if ab.kind != "constant":
                    continue
                for e in ab.effects:
                    if e.op in ("gold_penalty", "gold_reducer") and self.matches_filter(
                        e.filter, card.id, c.controller
                    ):
                        who = e.value or "opponent"
                        applies = (
                            (who == "any")
                            or (who == "you" and player == c.controller)
                            or (who == "opponent" and player != c.controller)
                        )
                        if applies:
                            if e.op == "gold_penalty":
                                pen += e.amount
                            else:
                                red += e.amount
        return pen, red

    def can_marshal(self, player: str, c: Card) -> bool:
        st = self.state
        pen, red = self.gold_penalty(player, c)
        cost = max(0, c.cost + pen - red) if c.cost >= 0 else max(0, pen - red)
        if cost > st.player(player).gold:
            return False
        if "limited" in c.keywords and st.counter(f"round:limited:{player}") >= 1:
            return False
        if c.unique and any(o.name == c.name for o in st.in_play(player)):
            return True  # a duplicate
        return not (
            c.type == "attachment"
            and not [x for x in st.in_play() if self.state.card_type(x.id) == "character"]
        )

    def usable(self, player: str, c: Card, i: int, ab: Ability, against: Instance | None) -> bool:
        st = self.state
        in_hand = c.id in st.player(c.owner).hand or c.type == "event"
        if not in_hand and st.is_in_play(c.id) and c.controller != player:
            return False
        if ab.limit is not None and st.counter(self.limit_key(c, i, ab)) >= ab.limit:
            return False
        if not self.costs_payable(player, c, ab):
            return False
        return not (
            ab.target is not None and not ab.saves and not self.target_candidates(player, c, ab)
        )

    def limit_key(self, c: Card, i: int, ab: Ability) -> str:
        return f"{ab.limit_per}:limit:{c.id}:{i}"

    def costs_payable(self, player: str, c: Card, ab: Ability) -> bool:
        st = self.state
        for k in ab.cost:
            if k.op == "kneel_self" and (c.kneeling or not st.is_in_play(c.id)):
                return False
            if k.op == "stand_self" and not c.kneeling:
                return False
            if k.op == "gold" and st.player(player).gold < k.amount:
                return False
            if k.op == "influence" and self.standing_influence(player) < k.amount:
                return False
            if k.op == "kneel" and not self.cost_candidates(player, k):
                return False
            if k.op == "sacrifice" and not self.cost_candidates(player, k):
                return False
            if k.op == "sacrifice_self" and (not st.is_in_play(c.id) or st.is_moribund(c.id)):
                return False
            if k.op == "discard_hand" and len(st.player(player).hand) < k.amount + (
                1 if c.id in st.player(player).hand else 0
            ):
                return False
        return True

    def standing_influence(self, player: str) -> int:
        return sum(c.influence for c in self.state.in_play(player) if not c.kneeling)

    def cost_candidates(self, player: str, k: Cost) -> list[str]:
        st = self.state
        out = []
        for c in st.in_play(player):
            if k.op == "kneel" and c.kneeling:
                continue
            if k.op == "sacrifice" and st.is_moribund(c.id):
                continue  # 002 Moribund exception: cannot be removed from play again
            if self.matches_filter(k.filter or Filter(type="character"), c.id, player):
                out.append(c.id)
        return out

    def target_candidates(
        self, player: str, c: Card, ab: Ability, threatened: tuple[str, ...] = ()
    ) -> list[str]:
        assert ab.target is not None
        st = self.state
        removals = {
            e.op for e in (*ab.effects, *ab.then) if e.op in REMOVAL_OPS and e.on == "target"
        }
        out = []
        if ab.saves:
            pool = [t for t in threatened if self.lifts_out_of_terminal(ab, t)]
        elif ab.target.filter.zone == "hand":
            pool = list(st.player(player).hand)
        else:
            pool = [x.id for x in st.in_play()]
        for cid in pool:
            if removals and st.is_moribund(cid):
                continue  # 002 Moribund exception: cannot be targeted to be removed again
            if any(f"cannot-be-{REMOVAL_OPS[op][0]}" in st.keywords(cid) for op in removals):
                continue  # 002 §4.3: a card that cannot be killed/discarded is not chosen
            if cid in st.cards and self.matches_filter(ab.target.filter, cid, player, c.id):
                if ab in c.abilities and st.immune_to(
                    cid, c.id, "event" if c.type == "event" else st.card_type(c.id), player
                ):
                    continue  # 002 §3.15: an immune card cannot be chosen as a target
                out.append(cid)
        return out

    def lifts_out_of_terminal(self, ab: Ability, card_id: str) -> bool:
        """002 §3.19: a save works against a terminal effect only if its own STR bonus
        keeps the card above 0 STR once the terminal effect applies."""
        change = self._terminal.get(card_id)
        if change is None:
            return True
        bonus = sum(e.amount for e in ab.effects if e.op == "str" and e.on == "target")
        return self.state.strength(card_id) + change + bonus > 0

    # ------------------------------------------------------------------ taking an action
    def take_action(self, player: str, choice: Option) -> Gen[None]:
        verb, ref = choice.key.split(" ", 1)
        if verb == "marshal":
            yield from self.marshal(player, ref)
            return
        inst = self.make_instance(player, ref, "action")
        yield from self.ability_window(inst)

    def parse_ref(self, ref: str) -> tuple[Card, int, Ability]:
        cid, _, n = ref.partition("#")
        c = self.state.cards[cid]
        if n:
            kind_list = [(i, a) for i, a in enumerate(c.abilities)]
            i = int(n) - 1
            return c, i, kind_list[i][1]
        return c, 0, c.abilities[0]

    def make_instance(
        self,
        player: str,
        ref: str,
        kind: str,
        trigger: Occurrence | None = None,
        ability_index: int | None = None,
    ) -> Instance:
        c, _, ab = self.parse_ref(ref)
        if ability_index is not None:
            ab = c.abilities[ability_index]
        return Instance(
            self._next_id(),
            kind,
            player,
            c.name,
            ability=ab,
            source=c.id,
            trigger=trigger,
            cite=ab.cite or "",
            cannot_be_cancelled=ab.cannot_be_cancelled,
            cannot_be_saved=ab.cannot_be_saved,
            is_event_card=c.type == "event",
        )

    def marshal(self, player: str, cid: str) -> Gen[None]:
        c = self.state.cards[cid]
        win = Window("player", f"Action window: marshal {c.name}", player)
        self.windows.append(win)
        self.push("window", win.label)
        self.push("step", "Step 1: initiate")
        st = self.state
        x = 0
        if c.cost < 0:  # X cost: the player names X first (002 step 1a, Riders of the Boneway)
            pen, red = self.gold_penalty(player, c)
            most = st.player(player).gold - pen + red
            opts = [Option(f"x {n}", player, f"X = {n}") for n in range(max(0, most) + 1)]
            ch = yield from self.ask(player, "choose X", opts, "002.timing.step1a")
            x = int(ch.key.split(" ")[1])
        base = x if c.cost < 0 else c.cost
        yield from self.log(
            f"{player} reveals {c.name}; its cost is {base}"
            + (f" (X = {x})" if c.cost < 0 else ""),
            "002.timing.step1a",
            player,
        )
        yield from self.log(
            "play restrictions and targets are checked", "002.timing.step1b", player
        )
        pen, red = self.gold_penalty(player, c)
        yield from self.log(f"gold penalties: +{pen}", "002.timing.step1c", player)
        yield from self.log(f"other modifiers and reducers: -{red}", "002.timing.step1d", player)
        pay = max(0, base + pen - red)
        duplicate_on = next(
            (
                o.id
                for o in st.in_play(player)
                if c.unique and o.name == c.name and o.duplicate_of is None
            ),
            None,
        )
        if duplicate_on is not None:
            pay = 0
        self.set_state(st.update_player(player, gold=st.player(player).gold - pay))
        yield from self.log(
            f"{player} pays {pay} gold" + (f" (X stays {x})" if c.cost < 0 else ""),
            "002.timing.step1e",
            player,
        )
        attach_to: str | None = None
        if c.type == "attachment":
            cands = [
                x.id
                for x in self.state.in_play()
                if self.state.card_type(x.id) == "character" and not self.state.is_moribund(x.id)
            ]
            opts = [Option(f"attach {t}", player, f"attach to {self.name(t)}") for t in cands]
            ch = yield from self.ask(
                player, "choose a character to attach to", opts, "002.timing.step1f"
            )
            attach_to = ch.key.split(" ", 1)[1]
        yield from self.log(f"{player} marshals {c.name}", "002.timing.step1f", player)
        self.pop()
        inst = Instance(
            self._next_id(),
            "marshal",
            player,
            f"marshal {c.name}",
            source=cid,
            cite="002.timing.step1",
        )
        yield from self.save_cancel_round(inst, win)
        self.push("step", "Step 3: execute")
        if not inst.cancelled:
            st = self.state.move(cid, player, "play")
            if "limited" in c.keywords:
                st = st.bump(f"round:limited:{player}")
            st = st.update_card(
                cid,
                controller=player,
                kneeling=False,
                attached_to=attach_to,
                duplicate_of=duplicate_on,
            )
            self.set_state(st)
            where = (
                f" as a duplicate on {self.name(duplicate_on)}"
                if duplicate_on
                else (f" on {self.name(attach_to)}" if attach_to else "")
            )
            yield from self.log(f"{c.name} enters play{where}", "002.timing.step3", player)
            win.gates.append(
                self.occurrence(
                    "enters_play", card=cid, player=player, text=f"{c.name} entered play"
                )
            )
            self.queue_passives(win, [win.gates[-1]])
        self.pop()
        if self.profile.timing == "window6":
            yield from self.finish_window(win, first=self.state.left_of(player))
            return
        # lcg2: the card is in play; forced reactions, then one reaction window
        yield from self._lcg2_forced_then_reactions(win)
        self.pop()
        self.windows.pop()

    # ------------------------------------------------------------------ windows (lcg1 model)
    def ability_window(self, inst: Instance) -> Gen[None]:
        """A player action window (seed 002 Timing Structure, steps 1-6)."""
        if self.profile.timing != "window6":
            yield from self.lcg2_action(inst)
            return
        win = Window("player", f"Action window: {inst.label}", inst.controller)
        self.windows.append(win)
        self.push("window", win.label)
        self.push("step", "Step 1: initiate")
        ok = yield from self.initiate(inst, win)
        self.pop()
        if ok:
            yield from self.save_cancel_round(inst, win)
            self.push("step", "Step 3: execute")
            yield from self.execute(inst, win)
            self.pop()
        yield from self.finish_window(win, first=self.state.left_of(inst.controller))

    def finish_window(self, win: Window, first: str) -> Gen[None]:
        if self.silent:
            yield from self._finish_window_silently(win, first)
            return
        self.push("step", "Step 4: passives")
        if not win.pending:
            yield from self.log("no passive ability was triggered", "002.timing.step4")
        yield from self.resolve_passives(win)
        self.pop()
        if win.kind != "end_of_phase":
            self.push("step", "Step 5: responses")
            yield from self.responses(win, first)
            self.pop()
        self.push("step", "Step 6: resolve")
        yield from self.resolve_moribund()
        self.pop()
        self.pop()
        self.windows.pop()
        self.check_round_end()

    def _finish_window_silently(self, win: Window, first: str) -> Gen[None]:
        """Steps 4-6 in a silent replay: a step that has nothing to resolve can neither ask
        nor change the state (its log entries are already recorded), so it is skipped."""
        if win.pending or self._game_end_pending():
            self.push("step", "Step 4: passives")
            yield from self.resolve_passives(win)
            self.pop()
        if win.kind != "end_of_phase":
            order = self.state.seat_order_from(first)
            if any(self.response_options(p, win) for p in order):
                self.push("step", "Step 5: responses")
                yield from self.responses(win, first)
                self.pop()
        if self.state.moribund and len(self.windows) <= 1:
            self.push("step", "Step 6: resolve")
            yield from self.resolve_moribund()
            self.pop()
        self.pop()
        self.windows.pop()
        self.check_round_end()

    def check_round_end(self) -> None:
        if self._round_ends and not self.windows:
            raise RoundEnds

    def framework_window(
        self, label: str, events: list[Instance], end_of_phase: bool = False, together: bool = False
    ) -> Gen[None]:
        """A framework action window: each framework event runs steps 1-3, then one step 4,
        one step 5 (first player first) and one step 6 for all of them (seed 002, the
        challenge resolution example)."""
        if self.profile.timing != "window6":
            yield from self.lcg2_framework(label, events, end_of_phase, together)
            return
        win = Window("end_of_phase" if end_of_phase else "framework", f"Framework: {label}", None)
        self.windows.append(win)
        self.push("framework", win.label)
        for ev in events:
            if ev.prepare is not None or not self.silent:
                # (a silent replay skips a step that can neither ask nor be seen)
                self.push("step", f"Step 1: initiate — {ev.label}")
                if ev.prepare is not None:
                    yield from ev.prepare(ev)
                yield from self.log(
                    f"framework event: {ev.label}", ev.cite or "002.timing.framework"
                )
                self.pop()
            if not end_of_phase:
                yield from self.save_cancel_round(ev, win)
            self.push("step", "Step 3: execute")
            if ev.cancelled:
                yield from self.log(f"{ev.label} was cancelled", "002.timing.step3")
            else:
                assert ev.run is not None
                occs = yield from ev.run(ev)
                win.gates.extend(occs)
                self.queue_passives(win, occs)
            self.pop()
        if label == "Challenge resolution":
            self.queue_keyword_passives(win)
        yield from self.finish_window(win, first=self.state.first_player)

    def queue_keyword_passives(self, win: Window) -> None:
        """Deadly, Vigilant and Vengeful resolve as passives in step 4 of the resolution
        window (seed 003 keywords; seed 002 §4.14: they cannot be cancelled, their targets
        can be saved)."""
        st = self.state
        ch = st.challenge
        if ch is None:
            return
        in_play = [c for c in (*ch.attackers, *ch.defenders) if st.is_in_play(c)]

        def has(c: str, kw: str) -> bool:
            return kw in st.keywords(c)

        att_deadly = [c for c in ch.attackers if c in in_play and has(c, "deadly")]
        def_deadly = [c for c in ch.defenders if c in in_play and has(c, "deadly")]
        defenders_left = [c for c in ch.defenders if c in in_play and not st.is_moribund(c)]
        occ = self.occurrence("keyword", text="challenge keywords")
        if att_deadly and len(att_deadly) > len(def_deadly) and defenders_left:
            ab = Ability(
                kind="passive",
                text="deadly: the defender kills one of his defending characters",
                target=Target(
                    Filter(type="character", controller="opponent", defending=True),
                    chooser="opponent",
                ),
                effects=(Effect(op="kill"),),
                cannot_be_cancelled=True,
                cite="003.keyword.deadly",
            )
            win.pending.append((ab, att_deadly[0], occ))
        if ch.winner == ch.attacker:
            self._queue_stand_keyword(
                win, occ, ch.attacker, "vigilant", "the winning attacker stands his Vigilant cards"
            )
            self._queue_stand_keyword(
                win, occ, ch.defender, "vengeful", "the losing defender stands his Vengeful cards"
            )

    def _queue_stand_keyword(
        self, win: Window, occ: Occurrence, player: str, keyword: str, text: str
    ) -> None:
        """Queue the passive of a standing keyword (Vigilant, Vengeful): the player stands
        each of his kneeling cards with that keyword (seed 003 keywords)."""
        st = self.state
        kneeling = [c.id for c in st.in_play(player) if keyword in st.keywords(c.id) and c.kneeling]
        if kneeling:
            ab = Ability(
                kind="passive",
                text=f"{keyword}: {text}",
                effects=(
                    Effect(
                        op="stand",
                        on="all",
                        filter=Filter(type="card", controller="you", keyword=keyword),
                    ),
                ),
                cannot_be_cancelled=True,
                cite=f"003.keyword.{keyword}",
            )
            win.pending.append((ab, kneeling[0], occ))

    def end_of_phase(self, phase: str) -> Gen[None]:
        """End-of-phase window without steps 2 and 5 (seed 002 §2.6)."""

        def expire(inst: Instance) -> Gen[list[Occurrence]]:
            st = self.state
            ending = [e for e in st.lasting if e.until == "phase"]
            counters = {k: v for k, v in st.counters.items() if not k.startswith("phase:")}
            from types import MappingProxyType

            self.set_state(
                replace(
                    st,
                    lasting=tuple(e for e in st.lasting if e.until != "phase"),
                    counters=MappingProxyType(counters),
                )
            )
            for e in ending:
                yield from self.log(f"'{e.text}' ends (until the end of the phase)", "002.clar.2.6")
            return [self.occurrence("phase_ends", text=f"end of the {phase} phase")]

        yield from self.framework_window(
            f"{phase.capitalize()} phase ends",
            [self.fw_event(f"the {phase} phase ends", "002.clar.2.6", expire)],
            end_of_phase=True,
        )

    def initiate(self, inst: Instance, win: Window) -> Gen[bool]:
        """Step 1 (or sub-step I/a): reveal, costs, restrictions, pay, targets."""
        ab = inst.ability
        assert ab is not None and inst.source is not None
        c = self.state.cards[inst.source]
        who = inst.controller
        text = f" ({ab.text})" if ab.text else ""
        yield from self.log(
            f"{who} initiates {inst.label}{text}", inst.cite or "002.timing.step1", who
        )
        if c.type == "event" and c.id in self.state.player(c.owner).hand:
            st = self.state.move(c.id, c.owner, "limbo")
            if self.profile.moribund:
                st = replace(
                    st,
                    moribund=(
                        *st.moribund,
                        Moribund(
                            c.id, "dead" if "deathbound" in c.keywords else "discard", "played"
                        ),
                    ),
                )
            self.set_state(st)
            if self.profile.moribund:
                yield from self.log(
                    f"{c.name} is played and waits, Moribund, until step 6",
                    "002.timing.moribund-events",
                    who,
                )
            else:
                yield from self.log(
                    f"{c.name} is played; it goes to the discard pile once resolved",
                    "rr.triggering-condition",
                    who,
                )
        # limits count on use (a cancelled ability still counted: 002 §3.4)
        if ab.limit is not None:
            idx = c.abilities.index(ab)
            self.set_state(self.state.bump(self.limit_key(c, idx, ab)))
        yield from self.pay_costs(inst, c, ab, win)
        if ab.target is not None:
            chooser = who
            if ab.target.chooser == "opponent":
                chooser = self.state.left_of(who)
            threatened = self.threat_pool()
            for _ in range(ab.target.count):
                cands = [
                    t
                    for t in self.target_candidates(who, c, ab, threatened)
                    if t not in inst.targets
                ]
                if not cands:
                    break
                opts = [Option(f"target {t}", chooser, f"choose {self.name(t)}") for t in cands]
                if ab.optional:
                    opts.append(Option("done", chooser, "choose nothing (the effect is optional)"))
                ch = yield from self.ask(
                    chooser, f"choose a target for {inst.label}", opts, "002.timing.step1f"
                )
                if ch.key == "done":
                    break
                inst.targets = (*inst.targets, ch.key.split(" ", 1)[1])
            if inst.targets:
                yield from self.log(
                    "targets: " + ", ".join(self.name(t) for t in inst.targets),
                    "002.timing.step1f",
                    chooser,
                )
        yield from self.each_player_chooses(inst, ab)
        yield from self.fix_variables(inst, ab)
        inst.threatened = tuple(
            t
            for t in self.affected(inst)
            if any(e.op in ("kill", "discard", "sacrifice") for e in ab.effects)
        )
        for e in ab.effects:
            if e.op != "str" or not e.terminal:
                continue
            amount = inst.xs.get(e, e.amount) if e.x else e.amount
            for t in self.subjects(inst, e):
                if self.state.strength(t) + amount <= 0:
                    # 002 §3.19: it would reach 0 STR and be killed — a terminal threat
                    inst.terminal[t] = inst.terminal.get(t, 0) + amount
            if inst.terminal:
                inst.threatened = (
                    *inst.threatened,
                    *(t for t in inst.terminal if t not in inst.threatened),
                )
                yield from self.log(
                    "terminal effect: "
                    + ", ".join(self.name(t) for t in inst.terminal)
                    + " would drop to 0 STR and die; only a save that also lifts STR above 0"
                    " can save it",
                    "002.clar.3.19",
                    who,
                )
        return True

    def each_player_candidates(self, inst: Instance, e: Effect, player: str) -> list[str]:
        """The cards ``player`` chooses from for an ``on: each_player`` effect (its filter
        counted from him: "characters he controls" are his own)."""
        return [
            c.id
            for c in self.state.in_play()
            if self.matches_filter(e.filter, c.id, player, inst.source)
        ]

    def each_player_chooses(self, inst: Instance, ab: Ability) -> Gen[None]:
        """An effect on every player whose players make choices: the first player chooses
        first, then the others in player order; the effect later resolves once, on everything
        chosen at the same time (seed 004, Priority of Simultaneous Resolution)."""
        for e in (*ab.effects, *ab.then):
            if e.on != "each_player" or e in inst.chosen:
                continue
            picked: list[str] = []
            for p in self.state.seat_order_from(self.state.first_player):
                mine: list[str] = []
                while len(mine) < e.choose:
                    cands = [c for c in self.each_player_candidates(inst, e, p) if c not in mine]
                    if not cands:
                        break
                    opts = [Option(f"choose {c}", p, f"choose {self.name(c)}") for c in cands]
                    opts.append(Option("done", p, f"choose no more (up to {e.choose})"))
                    ch = yield from self.ask(
                        p,
                        f"{inst.label}: choose up to {e.choose - len(mine)} more",
                        opts,
                        "004.priority-simultaneous",
                    )
                    if ch.key == "done":
                        break
                    mine.append(ch.key.split(" ", 1)[1])
                yield from self.log(
                    f"{p} chooses "
                    + (", ".join(self.name(c) for c in mine) or "nothing")
                    + (
                        " (in player order, the first player first)"
                        if p == self.state.first_player
                        else ""
                    ),
                    "004.priority-simultaneous",
                    p,
                )
                picked.extend(mine)
            inst.chosen[e] = tuple(picked)
            hit = self.subjects(inst, e)
            yield from self.log(
                "every choice is made: the effect will resolve at once on "
                + (", ".join(self.name(c) for c in hit) or "nothing"),
                "004.priority-simultaneous",
                inst.controller,
            )

    def fix_variables(self, inst: Instance, ab: Ability) -> Gen[None]:
        """002 §3.11: a triggered or passive effect counts its X once, when initiated."""
        st = self.state
        who = inst.controller
        for e in (*ab.effects, *ab.then):
            if e.x is None or e in inst.xs:
                continue
            n = st.count_x(e.x, who)
            inst.xs[e] = n
            yield from self.log(
                f"X = {n} ({e.x.replace('_', ' ')} of {who}), fixed now for the whole effect",
                "002.clar.3.11",
                who,
            )

    def threat_pool(self) -> tuple[str, ...]:
        return self._threat_pool

    def pay_costs(self, inst: Instance, c: Card, ab: Ability, win: Window) -> Gen[None]:
        who = inst.controller
        for k in ab.cost:
            st = self.state
            if k.op == "kneel_self":
                self.set_state(st.update_card(c.id, kneeling=True))
                yield from self.log(f"cost: {c.name} kneels", "002.timing.step1e", who)
            elif k.op == "stand_self":
                self.set_state(st.update_card(c.id, kneeling=False))
            elif k.op == "gold":
                self.set_state(st.update_player(who, gold=st.player(who).gold - k.amount))
                yield from self.log(f"cost: {who} pays {k.amount} gold", "002.timing.step1e", who)
            elif k.op == "influence":
                need = k.amount
                for card in list(st.in_play(who)):
                    if need <= 0:
                        break
                    if card.influence and not card.kneeling:
                        st = st.update_card(card.id, kneeling=True)
                        need -= card.influence
                self.set_state(st)
                yield from self.log(f"cost: {who} kneels {k.amount} influence", "002.clar.3.2", who)
            elif k.op in ("kneel", "sacrifice"):
                for _ in range(k.amount):
                    cands = self.cost_candidates(who, k)
                    opts = [Option(f"{k.op} {x}", who, f"{k.op} {self.name(x)}") for x in cands]
                    ch = yield from self.ask(
                        who, f"cost: choose a card to {k.op}", opts, "002.timing.step1e"
                    )
                    x = ch.key.split(" ", 1)[1]
                    if k.op == "kneel":
                        self.set_state(self.state.update_card(x, kneeling=True))
                        yield from self.log(
                            f"cost: {self.name(x)} kneels"
                            + (
                                " (it is Moribund but still in play)"
                                if self.state.is_moribund(x)
                                else ""
                            ),
                            "002.timing.moribund",
                            who,
                        )
                    else:
                        occs = yield from self.remove(x, "sacrifice", inst)
                        win.gates.extend(occs)
                        self.queue_passives(win, occs)
            elif k.op == "sacrifice_self":
                occs = yield from self.remove(c.id, "sacrifice", inst)
                win.gates.extend(occs)
                self.queue_passives(win, occs)
            elif k.op == "discard_hand":
                hand = [h for h in st.player(who).hand if h != c.id]
                for _ in range(k.amount):
                    opts = [Option(f"discard {h}", who, f"discard {self.name(h)}") for h in hand]
                    ch = yield from self.ask(
                        who, "cost: discard a card from hand", opts, "002.timing.step1e"
                    )
                    h = ch.key.split(" ", 1)[1]
                    hand.remove(h)
                    self.set_state(self.state.move(h, self.state.cards[h].owner, "discard"))

    def affected(self, inst: Instance) -> list[str]:
        ab = inst.ability
        if ab is None:
            return list(inst.threatened)
        out: list[str] = []
        for e in ab.effects:
            out.extend(self.subjects(inst, e))
        return out

    def subjects(self, inst: Instance, e: Effect) -> list[str]:
        st = self.state
        if e.on == "target":
            return list(inst.targets)
        if e.on == "self":
            return [inst.source] if inst.source else []
        if e.on == "trigger":
            return [inst.trigger.card] if inst.trigger and inst.trigger.card else []
        if e.on == "attached":
            src = st.cards.get(inst.source or "")
            return [src.attached_to] if src and src.attached_to else []
        if e.on == "all":
            return [
                c.id
                for c in st.in_play()
                if self.matches_filter(e.filter, c.id, inst.controller, inst.source)
            ]
        if e.on == "each_player":
            picked = inst.chosen.get(e, ())
            pool = [
                c
                for p in st.seat_order_from(st.first_player)
                for c in self.each_player_candidates(inst, e, p)
            ]
            pool = list(dict.fromkeys(pool))
            return [c for c in pool if (c in picked) != e.unchosen]
        return []

    def player_subject(self, inst: Instance, e: Effect) -> str:
        if e.on == "opponent":
            return self.state.left_of(inst.controller)
        if e.on == "winner" and self.state.challenge and self.state.challenge.winner:
            return self.state.challenge.winner
        return inst.controller

    # ------------------------------------------------------------------ save / cancel
    def save_cancel_round(self, inst: Instance, win: Window) -> Gen[None]:
        """Step 2 (and sub-steps II/b): clockwise until all pass consecutively; the gate then
        closes (seed 002, Save/Cancel Responses)."""
        if win.kind == "end_of_phase":
            return
        st = self.state
        n = len(st.players)
        first = st.first_player if inst.kind == "framework" else st.left_of(inst.controller)
        who = first
        passed: list[str] = []
        order = st.seat_order_from(who)
        if not any(self.save_cancel_options(p, inst) for p in order):
            if self.silent:
                return  # nothing to ask and nothing to show: a silent replay goes on
            self.push("step", f"Step 2: save/cancel — {inst.label}")
            self.sc_gates.append(inst.label)
            for p in order:
                yield from self.log(f"{p} passes (nothing legal to play)", "002.timing.step2", p)
            yield from self.log(
                f"the save/cancel gate for {inst.label} closes", "002.timing.save-cancel"
            )
            self.sc_gates.pop()
            self.pop()
            return
        self.push("step", f"Step 2: save/cancel — {inst.label}")
        self.sc_gates.append(inst.label)
        while len(passed) < n and not inst.cancelled:
            self.priority = PriorityView(who, tuple(passed), f"save/cancel: {inst.label}")
            opts = [Option(PASS, who, "pass"), *self.save_cancel_options(who, inst)]
            choice = yield from self.ask(
                who, f"save/cancel against {inst.label}?", opts, "002.timing.step2"
            )
            if choice.is_pass:
                if len(opts) > 1:
                    yield from self.log(f"{who} passes", "002.timing.step2", who)
                passed.append(who)
            else:
                passed = []
                yield from self.play_save_cancel(who, choice, inst, win)
            who = self.state.left_of(who)
        self.sc_gates.pop()
        yield from self.log(
            f"the save/cancel gate for {inst.label} closes", "002.timing.save-cancel"
        )
        self.pop()

    def redirect_for(self, who: str, inst: Instance) -> TitleRedirect | None:
        """The title redirect ``who`` may use against this framework event now, if any (seed
        003 Title Effects; 002 card ruling on the Lord Commander)."""
        if not inst.answers or not self.profile.title_redirects:
            return None
        st = self.state
        ch = st.challenge
        title = st.player(who).title
        if ch is None or title is None:
            return None
        for r in self.profile.title_redirects:
            if r.title != title or inst.answers != "defenders":
                continue
            if r.challenge is not None and r.challenge != ch.type:
                continue
            if r.when == "no_defenders" and inst.targets:
                continue
            if st.counter(f"round:redirect:{r.title}"):
                continue  # once per round
            if r.to == "holder":
                if who in (ch.attacker, ch.defender):
                    continue  # an opponent attacked by another opponent
                mine = st.player(ch.attacker).title
                if mine is not None and (mine, title) in self.profile.supports:
                    continue  # the holder is not a legal target of this attack
            return r
        return None

    def save_cancel_options(self, who: str, inst: Instance) -> list[Option]:
        st = self.state
        opts: list[Option] = []
        redirect = self.redirect_for(who, inst)
        if redirect is not None:
            opts.append(
                Option("use title", who, f"{redirect.title}: redirect the challenge to {who}")
            )
        if inst.cannot_be_cancelled and not inst.threatened:
            return opts  # nothing to cancel, nothing to save
        open_threats = [t for t in inst.threatened if t not in inst.saved and st.is_in_play(t)]
        self._threat_pool = tuple(open_threats)
        self._terminal = inst.terminal
        for c, i, ab in self.playable_sources(who, "save_cancel"):
            if (
                ab.cancels
                and not inst.cannot_be_cancelled
                and self.cancel_matches(ab.cancels, inst)
                and self.usable(who, c, i, ab, inst)
            ):
                opts.append(Option(self.use_key(c, i, ab), who, f"{c.name}: cancel {inst.label}"))
                continue
            if (
                ab.saves
                and open_threats
                and not inst.cannot_be_saved
                and self.usable(who, c, i, ab, inst)
                and (ab.target is None or self.target_candidates(who, c, ab, tuple(open_threats)))
            ):
                label = f"{c.name}: save a card from {inst.label}"
                opts.append(Option(self.use_key(c, i, ab), who, label))
        if not inst.cannot_be_saved:
            for t in open_threats:
                card = st.cards[t]
                if card.controller != who or t in inst.terminal:
                    continue  # a duplicate does not lift STR out of a terminal state
                for d in st.attachments_of(t):
                    if st.cards[d].duplicate_of == t and not st.is_moribund(d):
                        opts.append(
                            Option(f"duplicate {d}", who, f"discard duplicate to save {card.name}")
                        )
                        break
        self._threat_pool = ()
        self._terminal = {}
        return opts

    def cancel_matches(self, what: str, inst: Instance) -> bool:
        if what == "framework":
            return inst.kind == "framework"
        if what == "any":
            return inst.kind != "framework"
        if inst.kind in ("framework", "marshal"):
            return False
        if what == "event":
            return inst.is_event_card
        if what == "triggered":
            return inst.kind in ("action", "response", "save_cancel")
        if what == "ability":
            return not inst.is_event_card
        return inst.kind == what

    def play_save_cancel(
        self, who: str, choice: Option, against: Instance, win: Window
    ) -> Gen[None]:
        verb, ref = choice.key.split(" ", 1)
        if choice.key == "use title":
            yield from self.use_redirect(who, against)
            return
        if verb == "duplicate":
            dup = ref
            target = self.state.cards[dup].duplicate_of
            assert target is not None
            # 002 §4.2: a duplicate save is a gained triggered response; it can be cancelled
            inst = Instance(
                self._next_id(),
                "save_cancel",
                who,
                f"duplicate saves {self.name(target)}",
                source=dup,
                cite="002.clar.4.2",
            )
            self.push("ability", inst.label)
            yield from self.log(
                f"{who} discards a duplicate of {self.name(target)} to save it", "002.clar.4.2", who
            )
            occs = yield from self.remove(dup, "discard", inst)
            win.gates.extend(occs)
            self.queue_passives(win, occs)
            yield from self.save_cancel_round(inst, win)
            if not inst.cancelled:
                against.saved.add(target)
                yield from self.log(f"{self.name(target)} is saved", "002.timing.step2", who)
                occ = self.occurrence(
                    "saved", card=target, player=who, text=f"{self.name(target)} saved"
                )
                win.gates.append(occ)
                self.queue_passives(win, [occ])
            self.pop()
            return
        inst = self.make_instance(who, ref, "save_cancel")
        self._threat_pool = tuple(t for t in against.threatened if t not in against.saved)
        self._terminal = against.terminal
        self.push("ability", inst.label)
        yield from self.initiate(inst, win)
        self._threat_pool = ()
        self._terminal = {}
        yield from self.save_cancel_round(inst, win)
        if inst.cancelled:
            yield from self.log(
                f"{inst.label} is cancelled: it has no effect (its costs stay paid)", "002.clar.3.4"
            )
        else:
            ab = inst.ability
            assert ab is not None
            if ab.cancels and not (ab.saves and inst.targets):
                against.cancelled = True
                yield from self.log(
                    f"{inst.label} cancels {against.label}", "002.timing.step2", who
                )
            else:
                for t in inst.targets:
                    against.saved.add(t)
                    yield from self.log(
                        f"{self.name(t)} is saved from {against.label}", "002.timing.step2", who
                    )
                    occ = self.occurrence("saved", card=t, player=who, text=f"{self.name(t)} saved")
                    win.gates.append(occ)
                    self.queue_passives(win, [occ])
                yield from self.apply_effects(
                    inst, win, [e for e in ab.effects if e.op not in ("save", "cancel")]
                )
        self.discard_played_event(inst)
        self.pop()

    def use_redirect(self, who: str, against: Instance) -> Gen[None]:
        """A title redirects the challenge: the defenders event's initiation is cancelled,
        stealth is chosen again, and the holder is the new defender."""
        r = self.redirect_for(who, against)
        ch = self.state.challenge
        assert r is not None and ch is not None
        against.cancelled = True
        new = who if r.to == "holder" else ch.defender
        st = self.state.bump(f"round:redirect:{r.title}")
        self.set_state(
            replace(
                st,
                challenge=replace(
                    ch, defender=new, stealth=(), defenders=(), defending=None, redirected=who
                ),
            )
        )
        yield from self.log(
            f"{who} uses the {r.title} title: the {ch.type} challenge of {ch.attacker} now "
            f"targets {new}, with the same attackers",
            r.cite,
            who,
        )
        yield from self.log(
            "the redirect cancels the initiation of the defenders window; play goes back to "
            "the player actions after attackers were declared, before stealth",
            r.timing_cite,
            who,
        )

    def _redirect_reward(self, inst: Instance) -> Gen[list[Occurrence]]:
        """The holder of a redirecting title who wins moves power from the attacker's House
        to his own (seed 003 Title Effects); if he loses he satisfies the claim as the
        defender."""
        st = self.state
        ch = st.challenge
        assert ch is not None and ch.redirected is not None
        holder = ch.redirected
        title = st.player(holder).title
        r = next((x for x in self.profile.title_redirects if x.title == title), None)
        if r is None or ch.winner != holder or not r.won_power:
            who = "nobody" if ch.winner is None else ch.winner
            yield from self.log(
                f"{who} wins the redirected challenge: no title reward",
                r.cite if r else "003.phase.plot.titles",
            )
            return []
        n = min(r.won_power, st.player(ch.attacker).power)
        st = st.update_player(ch.attacker, power=st.player(ch.attacker).power - n)
        st = st.update_player(holder, power=st.player(holder).power + n)
        self.set_state(st)
        yield from self.log(
            f"{holder} wins the challenge he redirected: {n} power moves from "
            f"{ch.attacker}'s House to his",
            r.cite,
            holder,
        )
        yield from self.check_win()
        return []

    def discard_played_event(self, inst: Instance) -> None:
        """Without Moribund (lcg2) a played event goes to the discard pile once resolved or
        cancelled; with Moribund it waits for step 6."""
        if self.profile.moribund or inst.source is None:
            return
        src = self.state.cards.get(inst.source)
        if src is not None and inst.source in self.state.player(src.owner).limbo:
            self.set_state(self.state.move(src.id, src.owner, "discard"))

    # ------------------------------------------------------------------ execution
    def execute(self, inst: Instance, win: Window) -> Gen[None]:
        if inst.cancelled:
            yield from self.log(f"{inst.label} was cancelled: nothing happens", "002.clar.3.4")
            return
        ab = inst.ability
        assert ab is not None
        success = yield from self.apply_effects(inst, win, list(ab.effects))
        if ab.if_win and self.state.challenge is not None and inst.source is not None:
            st = self.state
            card = st.cards[inst.source]
            eff = LastingEffect(
                st.next_effect_id,
                inst.source,
                inst.controller,
                "if_win",
                0,
                str(card.abilities.index(ab)),
                "challenge",
                f"{card.name}: more happens if {inst.controller} wins this challenge",
            )
            self.set_state(
                replace(st, lasting=(*st.lasting, eff), next_effect_id=st.next_effect_id + 1)
            )
            yield from self.log(eff.text, ab.cite or "002.timing.step3", inst.controller)
        if ab.then:
            if success:
                yield from self.log(
                    "the first part succeeded, so the 'then' part resolves", "002.clar.4.10"
                )
                yield from self.apply_effects(inst, win, list(ab.then))
            else:
                yield from self.log(
                    "the first part did not resolve, so the 'then' part does not happen",
                    "002.clar.4.10",
                )

    def source_controller(self, inst: Instance) -> str:
        """The player controlling the card behind an ability: an "opponent" it names is
        counted from him (seed 002 §3.24)."""
        src = self.state.cards.get(inst.source or "")
        if src is not None and self.state.is_in_play(src.id):
            return src.controller
        return inst.controller

    def card_ability_source(self, inst: Instance) -> tuple[str, str, str] | None:
        """(card, card type, controller) when the instance is a card ability or an event —
        what immunity looks at; keywords and framework events are neither (002 §3.7)."""
        ab = inst.ability
        src = self.state.cards.get(inst.source or "")
        if ab is None or src is None or ab not in src.abilities:
            return None
        kind = "event" if inst.is_event_card else self.state.card_type(src.id)
        return src.id, kind, self.source_controller(inst)

    def is_immune(self, inst: Instance, card_id: str) -> bool:
        who = self.card_ability_source(inst)
        if who is None or card_id not in self.state.cards:
            return False
        return self.state.immune_to(card_id, *who)

    def effect_subjects(self, inst: Instance, e: Effect) -> Gen[list[str]]:
        """The cards an effect applies to, less those immune to its source (seed 002
        §3.14: immunity is checked when the effect resolves)."""
        subs = self.subjects(inst, e)
        if not subs or e.on in ("you", "opponent", "winner"):
            return subs
        kept = []
        for t in subs:
            if self.is_immune(inst, t):
                yield from self.log(
                    f"{self.name(t)} is immune: {inst.label} does not affect it",
                    "002.clar.3.14",
                    inst.controller,
                )
            else:
                kept.append(t)
        return kept

    def immunity_arrives(self, card_id: str) -> Gen[None]:
        """002 §3.18: an effect with a duration that already resolved stays; immunity only
        cuts off constant abilities (recounted in ``GameState.strength``)."""
        st = self.state
        for e in st.lasting:
            if e.target != card_id or e.source == card_id or e.source not in st.cards:
                continue
            if e.op.startswith("gain_keyword") and e.value.startswith("immune"):
                continue
            src = st.cards[e.source]
            if st.immune_to(card_id, e.source, st.card_type(e.source), e.by or src.controller):
                yield from self.log(
                    f"'{e.text}' already resolved: the new immunity does not end it",
                    "002.clar.3.18",
                )

    def apply_effects(self, inst: Instance, win: Window, effects: list[Effect]) -> Gen[bool]:
        success = True
        who = inst.controller
        chosen = yield from self.conflicting_removals(inst, effects)
        for e in effects:
            occs: list[Occurrence] = []
            ok = False
            subs = yield from self.effect_subjects(inst, e)
            if e.op in REMOVAL_OPS:
                for t in subs:
                    if chosen.get(t, e.op) != e.op:
                        continue
                    got = yield from self.remove(t, e.op, inst)
                    occs.extend(got)
                    ok = ok or bool(got)
            elif e.op in ("stand", "kneel"):
                for t in subs:
                    if self.state.is_in_play(t):
                        self.set_state(self.state.update_card(t, kneeling=e.op == "kneel"))
                        yield from self.log(
                            f"{self.name(t)} {'stands' if e.op == 'stand' else 'kneels'}",
                            inst.cite or "002.timing.step3",
                            who,
                        )
                        occs.append(
                            self.occurrence(
                                "stood" if e.op == "stand" else "knelt", card=t, player=who
                            )
                        )
                        ok = True
            elif e.op in (
                "str",
                "gain_icon",
                "lose_icon",
                "gain_keyword",
                "lose_keyword",
                "acts_as",
            ):
                amount = inst.xs.get(e, e.amount) if e.x else e.amount
                for t in subs:
                    st = self.state
                    eff = LastingEffect(
                        st.next_effect_id,
                        inst.source or "",
                        t,
                        e.op,
                        amount,
                        e.value,
                        e.until or "phase",
                        self._effect_text(replace(e, amount=amount), t),
                        self.source_controller(inst),
                    )
                    self.set_state(
                        replace(
                            st, lasting=(*st.lasting, eff), next_effect_id=st.next_effect_id + 1
                        )
                    )
                    yield from self.log(eff.text, inst.cite or "002.timing.step3", who)
                    if e.terminal and e.op == "str" and self.state.strength(t) <= 0:
                        yield from self.log(
                            f"{self.name(t)} is at 0 STR: the terminal effect kills it "
                            "(a save that did not lift its STR does not help)",
                            "002.clar.3.19",
                            who,
                        )
                        occs.extend((yield from self.remove(t, "kill", inst, terminal=True)))
                    if e.op == "gain_keyword" and e.value.startswith("immune"):
                        yield from self.log(
                            f"{self.name(t)} now ignores those effects"
                            + (
                                ", even constant ones from an opponent's characters"
                                if "opponents" in e.value
                                else ""
                            ),
                            "002.clar.3.24" if "opponents" in e.value else "002.clar.3.14",
                            who,
                        )
                        yield from self.immunity_arrives(t)
                    ok = True
            elif e.op == "claim_power":
                if e.on in ("you", "opponent", "winner"):
                    p = self.player_subject(inst, e)
                    self.set_state(
                        self.state.update_player(p, power=self.state.player(p).power + e.amount)
                    )
                    yield from self.log(
                        f"{p} claims {e.amount} power for the House card",
                        inst.cite or "002.timing.step3",
                        who,
                    )
                    ok = True
                else:
                    for t in subs:
                        self.set_state(
                            self.state.update_card(t, power=self.state.card(t).power + e.amount)
                        )
                        extra = (
                            " (Moribund, but still in play for this)"
                            if self.state.is_moribund(t)
                            else ""
                        )
                        yield from self.log(
                            f"{self.name(t)} claims {e.amount} power{extra}",
                            inst.cite or "002.timing.step3",
                            who,
                        )
                        occs.append(self.occurrence("power_claimed", card=t, player=who))
                        ok = True
                yield from self.check_win()
            elif e.op == "move_power":
                for t in subs:
                    card = self.state.card(t)
                    n = min(card.power, e.amount)
                    st = self.state.update_card(t, power=card.power - n)
                    st = st.update_player(who, power=st.player(who).power + n)
                    self.set_state(st)
                    yield from self.log(
                        f"{n} power moves from {card.name} to {who}'s House card",
                        inst.cite or "002.faq.move-power",
                        who,
                    )
                    ok = n > 0
                yield from self.check_win()
            elif e.op == "draw":
                p = self.player_subject(inst, e)
                for _ in range(e.amount):
                    got = yield from self.draw(p)
                    occs.extend(got)
                    ok = ok or bool(got)
            elif e.op in ("gain_gold", "pay_gold"):
                p = self.player_subject(inst, e)
                delta = (
                    e.amount if e.op == "gain_gold" else -min(e.amount, self.state.player(p).gold)
                )
                self.set_state(self.state.update_player(p, gold=self.state.player(p).gold + delta))
                yield from self.log(
                    f"{p} {'gains' if delta >= 0 else 'pays'} {abs(delta)} gold",
                    inst.cite or "002.timing.step3",
                    who,
                )
                ok = True
            elif e.op == "take_control":
                for t in subs:
                    st = self.state.move(t, who, "play").update_card(t, controller=who)
                    # 002 §3.28: a character changing control leaves the challenge
                    st = _out_of_challenge(st, t)
                    self.set_state(st)
                    yield from self.log(
                        f"{who} takes control of {self.name(t)}", "002.clar.3.28", who
                    )
                    ok = True
            elif e.op == "remove_from_challenge":
                ch = self.state.challenge
                for t in subs:
                    if ch and (t in ch.attackers or t in ch.defenders):
                        ch = replace(
                            ch,
                            attackers=tuple(a for a in ch.attackers if a != t),
                            defenders=tuple(d for d in ch.defenders if d != t),
                        )
                        self.set_state(replace(self.state, challenge=ch))
                        yield from self.log(
                            f"{self.name(t)} is removed from the challenge",
                            "002.faq.remove-from-challenge",
                            who,
                        )
                        ok = True
            elif e.op == "put_into_play":
                for t in subs or ([inst.source] if inst.source else []):
                    if self.state.cards[t].type in ("event", "plot", "agenda"):
                        yield from self.log(
                            f"{self.name(t)} is not a card that can be in play: nothing enters",
                            "002.clar.4.4",
                            who,
                        )
                        continue
                    if not self.state.is_in_play(t):
                        self.set_state(
                            self.state.move(t, who, "play").update_card(
                                t, controller=who, kneeling=False
                            )
                        )
                        yield from self.log(
                            f"{self.name(t)} is put into play (no cost, not 'played')",
                            "002.clar.4.4",
                            who,
                        )
                        occs.append(
                            self.occurrence(
                                "enters_play",
                                card=t,
                                player=who,
                                text=f"{self.name(t)} entered play",
                            )
                        )
                        ok = True
                        ch = self.state.challenge
                        if ch is not None and e.value in ("attacking", "defending"):
                            side = "attackers" if e.value == "attacking" else "defenders"
                            joined = replace(ch, **{side: (*getattr(ch, side), t)})
                            self.set_state(replace(self.state, challenge=joined))
                            yield from self.log(
                                f"{self.name(t)} enters play {e.value} in the challenge",
                                "002.clar.3.28",
                                who,
                            )
            elif e.op == "set_destination":
                for t in subs:
                    st = self.state
                    mor = [m for m in st.moribund if m.card == t]
                    if mor:
                        new = tuple(
                            replace(m, destination=e.value) if m.card == t else m
                            for m in st.moribund
                        )
                        self.set_state(replace(st, moribund=new))
                        yield from self.log(
                            f"{self.name(t)} stays Moribund but will now go to {e.value.replace('_', ' ')} (not removed a second time)",
                            "002.timing.moribund-exception",
                            who,
                        )
                        ok = True
            elif e.op == "discard_pile_to_deck_bottom":
                p = self.player_subject(inst, e)
                pile = self.state.player(p).discard
                moved = pile[-e.amount :] if e.amount else ()
                st = self.state
                for cid in moved:
                    st = st.move(cid, p, "deck")
                self.set_state(st)
                yield from self.log(
                    f"{p} puts {len(moved)} card(s) from the top of the discard pile on the bottom of the deck"
                    + (": " + ", ".join(self.name(m) for m in moved) if moved else ""),
                    "002.timing.moribund",
                    who,
                )
                ok = True
            elif e.op == "create_epic_phase":
                name = e.value or f"epic phase {len(self.state.epic_phases) + 1}"
                self.set_state(replace(self.state, epic_phases=(*self.state.epic_phases, name)))
                yield from self.log(
                    f"the epic phase '{name}' is created; it will be played after the dominance "
                    "phase, after any created before it",
                    "002.clar.3.34",
                    who,
                )
                ok = True
            elif e.op == "end_round":
                self._round_ends = True
                yield from self.log(
                    "the round will end when this window closes",
                    inst.cite or "002.card.rhaegar",
                    who,
                )
                ok = True
            elif e.op in ("cancel", "save", "gold_penalty", "gold_reducer"):
                ok = True
            win.gates.extend(occs)
            self.queue_passives(win, occs)
            success = success and ok
        return success

    def conflicting_removals(self, inst: Instance, effects: list[Effect]) -> Gen[dict[str, str]]:
        """002 §2.5: a card killed, discarded and/or returned at the same time — the first
        player decides which destination its Moribund state takes."""
        hits: dict[str, list[str]] = {}
        st = self.state
        for e in effects:
            if e.op in REMOVAL_OPS:
                for t in self.subjects(inst, e):
                    if st.is_in_play(t) and not st.is_moribund(t) and t not in inst.saved:
                        hits.setdefault(t, []).append(e.op)
        chosen: dict[str, str] = {}
        if not self.profile.moribund:
            return chosen
        first = st.first_player
        for t, ops in hits.items():
            by_dest: dict[str, str] = {}
            for op in ops:
                by_dest.setdefault(REMOVAL_OPS[op][1], op)
            if len(by_dest) < 2:
                continue
            opts = [
                Option(f"destination {d}", first, f"{self.name(t)} goes to {d.replace('_', ' ')}")
                for d in by_dest
            ]
            ch = yield from self.ask(
                first,
                f"conflicting removal of {self.name(t)}: choose where it goes",
                opts,
                "002.clar.2.5",
            )
            dest = ch.key.split(" ", 1)[1]
            chosen[t] = by_dest[dest]
            yield from self.log(
                f"{first}, the first player, decides that {self.name(t)} goes to {dest.replace('_', ' ')}",
                "002.clar.2.5",
                first,
            )
        return chosen

    def _effect_text(self, e: Effect, t: str) -> str:
        until = {
            "challenge": "the end of the challenge",
            "phase": "the end of the phase",
            "round": "the end of the round",
        }[e.until or "phase"]
        what = {
            "str": f"{'+' if e.amount >= 0 else ''}{e.amount} STR",
            "gain_icon": f"gains the {e.value} icon",
            "lose_icon": f"loses the {e.value} icon",
            "gain_keyword": f"gains {e.value}",
            "lose_keyword": f"loses {e.value}",
            "acts_as": f"is a {e.value} (and no other card type)",
        }[e.op]
        return f"{self.name(t)} {what} until {until}"

    def remove(
        self, card_id: str, op: str, inst: Instance, *, terminal: bool = False
    ) -> Gen[list[Occurrence]]:
        """Kill / discard / sacrifice / return a card in play. With Moribund (lcg1, ccg) the
        card only becomes Moribund; it leaves play in step 6."""
        st = self.state
        how, dest = REMOVAL_OPS[op]
        if not st.is_in_play(card_id):
            return []
        c = st.cards[card_id]
        if card_id in inst.saved and not terminal:
            yield from self.log(
                f"{c.name} was saved and is not {how}", "002.timing.step2", inst.controller
            )
            return []
        if f"cannot-be-{how}" in st.keywords(card_id):
            yield from self.log(f"{c.name} cannot be {how}", "002.clar.4.3")
            return []
        if st.is_moribund(card_id):
            yield from self.log(
                f"{c.name} is already Moribund and cannot be removed from play again",
                "002.timing.moribund-exception",
            )
            return []
        if dest == "discard" and "deathbound" in st.keywords(card_id):
            dest = "dead"
        for ab in c.abilities:
            if (
                ab.kind == "replacement"
                and ab.destination
                and ab.trigger is not None
                and ab.trigger.event in (how, "leaves_play")
            ):
                yield from self.log(
                    f"{c.name}: {ab.text or 'replacement effect'} — goes to {ab.destination.replace('_', ' ')} instead",
                    ab.cite or "002.clar.3.21",
                    c.controller,
                )
                dest = ab.destination
        if c.type != "character" and dest == "dead" and how == "killed":
            dest = "discard"  # 002 §3.23
            if st.card_type(card_id) == "character":
                yield from self.log(
                    f"{c.name} is a {c.type} acting as a character: killed, it goes to the "
                    "discard pile, not the dead pile (its kill still triggers)",
                    "002.clar.3.23",
                    inst.controller,
                )
        occs = [
            self.occurrence(
                how, card=card_id, player=c.controller, text=f"{c.name} {how}", source=inst.id
            )
        ]
        if self.profile.moribund:
            self.set_state(replace(st, moribund=(*st.moribund, Moribund(card_id, dest, how))))
            yield from self.log(
                f"{self.name(card_id)} is {how} and becomes Moribund (leaves play in step 6)",
                "002.timing.moribund",
                inst.controller,
            )
        else:
            yield from self.leave_play(card_id, dest)
            yield from self.log(
                f"{self.name(card_id)} is {how} and leaves play", "rr.leaves-play", inst.controller
            )
        return occs

    def leave_play(self, card_id: str, dest: str) -> Gen[None]:
        st = self.state
        c = st.cards[card_id]
        for a in st.attachments_of(card_id):
            if st.is_in_play(a):
                ac = st.cards[a]
                st = st.move(a, ac.owner, "discard").update_card(
                    a,
                    attached_to=None,
                    duplicate_of=None,
                    kneeling=False,
                    power=0,
                    controller=ac.owner,
                )
        if c.power:
            yield from self.log(
                f"{c.name}'s {c.power} power returns to the power pool",
                "002.timing.step6",
                c.controller,
            )
        zone, top = {
            "dead": ("dead", False),
            "discard": ("discard", False),
            "hand": ("hand", False),
            "deck_top": ("deck", True),
            "deck_bottom": ("deck", False),
        }[dest]
        st = st.move(card_id, c.owner, zone, top=top).update_card(
            card_id,
            power=0,
            kneeling=False,
            attached_to=None,
            duplicate_of=None,
            controller=c.owner,
        )
        st = _out_of_challenge(st, card_id)
        st = replace(st, lasting=tuple(e for e in st.lasting if e.target != card_id))
        self.set_state(st)

    def resolve_moribund(self) -> Gen[None]:
        """Step 6: Moribund cards physically leave play; attachments and duplicates are
        discarded, power returns (seed 002 Timing Structure, step 6)."""
        st = self.state
        if not st.moribund or len(self.windows) > 1:
            # only the outermost window closes the Moribund state
            if len(self.windows) <= 1:
                yield from self.log(
                    "the window closes; every gate closes with it", "002.timing.step6"
                )
            return
        while self.state.moribund:
            m = self.state.moribund[0]
            if m.how == "played":
                c = self.state.cards[m.card]
                if m.card in self.state.player(c.owner).limbo:
                    self.set_state(self.state.move(m.card, c.owner, m.destination))
                    self._drop_moribund(m.card)
                    yield from self.log(
                        f"{c.name} goes to the {m.destination} pile",
                        "002.timing.moribund-events",
                        c.owner,
                    )
                else:
                    self._drop_moribund(m.card)
                continue
            if not self.state.is_in_play(m.card):
                self._drop_moribund(m.card)
                continue
            yield from self.leave_play(m.card, m.destination)
            self._drop_moribund(m.card)
            yield from self.log(
                f"{self.name(m.card)} leaves play: {m.destination.replace('_', ' ')}",
                "002.timing.step6",
            )
        self.set_state(replace(self.state, moribund=()))
        yield from self.check_elimination()
        yield from self.log("the window closes; every gate closes with it", "002.timing.step6")

    def _drop_moribund(self, card_id: str) -> None:
        """Forget Moribund entries of this card and of cards that already left with it."""
        st = self.state
        limbo = {c for p in st.players for c in p.limbo}
        keep = tuple(
            m
            for m in st.moribund
            if m.card != card_id and (st.is_in_play(m.card) or m.card in limbo)
        )
        self.set_state(replace(st, moribund=keep))

    # ------------------------------------------------------------------ passives & responses
    def cards_with(self, kind: str, plots: bool = False) -> list[Card]:
        """Cards in play (and revealed plots) with an ability of ``kind``, in seat and play
        order; cached per state value (most windows change neither zones nor cards)."""
        st = self.state
        key = (kind, plots)
        hit = self._kind_cache.get(key)
        if hit is not None and hit[0] is st.players and hit[1] is st.cards:
            return hit[2]
        out = [
            c for c in st.in_play() if c.abilities and any(ab.kind == kind for ab in c.abilities)
        ]
        if plots:
            for p in st.players:
                out.extend(
                    st.cards[c]
                    for c in p.plot
                    if any(ab.kind == kind for ab in st.cards[c].abilities)
                )
        self._kind_cache[key] = (st.players, st.cards, out)
        return out

    def queue_passives(self, win: Window, occs: list[Occurrence], when: str = "after") -> None:
        """Queue the passives (forced abilities) the occurrences trigger. ``when="before"``
        collects the forced interrupts of imminent occurrences (lcg2)."""
        if not occs:
            return
        st = self.state
        for occ in occs:
            if occ.event != "won_challenge" or when != "after":
                continue
            for eff in st.lasting:
                if eff.op == "if_win" and eff.target == occ.player:
                    base = st.cards[eff.source].abilities[int(eff.value)]
                    delayed = Ability(
                        kind="passive",
                        text=f"{base.text} (the part that needs a won challenge)",
                        target=base.if_win_target,
                        effects=base.if_win,
                        optional=True,  # "may": seed 000's example lets Darrell choose
                        cite=base.cite,
                    )
                    win.pending.append((delayed, eff.source, occ))
        sources = self.cards_with("passive", plots=True)
        if not sources:
            return
        for occ in occs:
            for c in sources:
                for ab in c.abilities:
                    if ab.kind != "passive" or ab.trigger is None or ab.trigger.when != when:
                        continue
                    if (
                        occ.event == "revealed"
                        and ab.trigger.event == "revealed"
                        and occ.card != c.id
                    ):
                        continue
                    if self.trigger_matches(ab.trigger, occ, c.id, c.controller):
                        win.pending.append((ab, c.id, occ))

    def resolve_passives(self, win: Window) -> Gen[None]:
        """Step 4: each passive runs initiate / save-cancel / execute / its own passives; the
        first player orders simultaneous ones (seed 002 step 4; §2.2, printed 6.1, for 'when revealed')."""
        if self._game_end_pending():
            yield from self.resolve_game_end()
        while win.pending:
            batch = win.pending
            win.pending = []
            while batch:
                if self._game_end_pending():
                    yield from self.resolve_game_end()
                if len(batch) > 1:
                    opts = [
                        Option(
                            f"order {i + 1}",
                            self.state.first_player,
                            f"{self.name(src)}: {ab.text}",
                        )
                        for i, (ab, src, _) in enumerate(batch)
                    ]
                    revealed = any(o.event == "revealed" for _, _, o in batch)
                    ch = yield from self.ask(
                        self.state.first_player,
                        "the first player orders simultaneous passives",
                        opts,
                        "002.clar.2.2" if revealed else "002.timing.step4",
                    )
                    idx = int(ch.key.split(" ")[1]) - 1
                else:
                    idx = 0
                ab, src, occ = batch.pop(idx)
                yield from self.resolve_one_passive(ab, src, occ, win)
        if self._game_end_pending():
            yield from self.resolve_game_end()
        # passives triggered by those passives (IV) run next, before step 5

    def resolve_one_passive(self, ab: Ability, src: str, occ: Occurrence, win: Window) -> Gen[None]:
        c = self.state.cards[src]
        inst = Instance(
            self._next_id(),
            "passive",
            c.controller,
            c.name,
            ability=ab,
            source=src,
            trigger=occ,
            cite=ab.cite or "002.timing.step4",
            cannot_be_cancelled=ab.cannot_be_cancelled,
            cannot_be_saved=ab.cannot_be_saved,
        )
        self.push("ability", f"Passive: {inst.label}")
        if occ.event == "revealed" and self.profile.timing == "window6":
            yield from self.log(
                f"when revealed: {inst.label} resolves as a passive in step 4 of the reveal window",
                "002.clar.2.2",
                c.controller,
            )
        if occ.event == "keyword":
            yield from self.log(
                "a keyword effect cannot be cancelled, but its targets can be saved",
                "002.clar.4.14",
            )
        yield from self.initiate(inst, win)
        yield from self.save_cancel_round(inst, win)
        outer = win.pending
        win.pending = []
        yield from self.execute(inst, win)
        nested = win.pending
        win.pending = outer
        if nested:
            sub = Window(win.kind, win.label, win.initiator, win.gates, win.used, nested)
            yield from self.resolve_passives(sub)
        self.pop()

    def response_options(self, who: str, win: Window) -> list[tuple[Option, Occurrence, int]]:
        out: list[tuple[Option, Occurrence, int]] = []
        sources = self.playable_sources(who, "response")
        if not sources:
            return out
        if self.profile.timing == "window6":
            gates = [o for w in self.windows for o in w.gates]  # every gate of the window
        else:
            gates = list(win.gates)  # lcg2: the reaction window of these conditions only
        used = set().union(*(w.used for w in self.windows)) if self.windows else win.used
        for c, i, ab in sources:
            if ab.trigger is None:
                continue
            if ab.phase not in ("any", self.state.phase):
                continue
            for occ in gates:
                key = (f"{c.id}#{i}", occ.id)
                if key in used or key in win.used:
                    continue  # 002 §2.4 / once per triggering condition
                if self.trigger_matches(ab.trigger, occ, c.id, who) and self.usable(
                    who, c, i, ab, None
                ):
                    out.append(
                        (
                            Option(
                                self.use_key(c, i, ab),
                                who,
                                f"{c.name}: {ab.text} (after: {occ.text or occ.event})",
                            ),
                            occ,
                            i,
                        )
                    )
                    break
        return out

    def responses(self, win: Window, first: str) -> Gen[None]:
        """Step 5: normal responses clockwise through every open gate until all pass
        consecutively (seed 002 step 5)."""
        st = self.state
        n = len(st.players)
        who = first
        passed: list[str] = []
        why = "002.faq.first-response"
        silent = self.silent
        if silent:
            pass
        elif win.kind == "player":
            yield from self.log(
                f"responses: {who}, on the initiator's left, may respond first", why
            )
        else:
            yield from self.log(f"responses: {who}, the first player, may respond first", why)
        order = st.seat_order_from(who)
        if not any(self.response_options(p, win) for p in order):
            passed = list(order)
            if not silent:
                for p in passed:
                    yield from self.log(
                        f"{p} passes (nothing legal to play)", "002.timing.step5", p
                    )
        while len(passed) < n:
            self.priority = PriorityView(who, tuple(passed), f"responses: {win.label}")
            found = self.response_options(who, win)
            opts = [Option(PASS, who, "pass"), *(o for o, _, _ in found)]
            choice = yield from self.ask(who, "play a response or pass", opts, "002.timing.step5")
            if choice.is_pass:
                if len(opts) > 1:
                    yield from self.log(f"{who} passes", "002.timing.step5", who)
                passed.append(who)
            else:
                passed = []
                _opt, occ, idx = next(f for f in found if f[0].key == choice.key)
                src = self.parse_ref(choice.key.split(" ", 1)[1])[0]
                win.used.add((f"{src.id}#{idx}", occ.id))
                inst = self.make_instance(
                    who, choice.key.split(" ", 1)[1], "response", trigger=occ, ability_index=idx
                )
                yield from self.log(
                    f"{who} responds with {inst.label} (gate: {occ.text or occ.event})",
                    "002.timing.step5",
                    who,
                )
                self.push("ability", f"Response: {inst.label}")
                yield from self.initiate(inst, win)
                yield from self.save_cancel_round(inst, win)
                outer = win.pending
                win.pending = []
                yield from self.execute(inst, win)
                yield from self.resolve_passives(win)
                win.pending = outer
                self.pop()
            who = self.state.left_of(who)
        yield from self.log(
            "all players passed consecutively: no more responses", "002.timing.step5"
        )

    # ------------------------------------------------------------------ lcg2: interrupts & reactions
    def lcg2_action(self, inst: Instance) -> Gen[None]:
        win = Window("sequence", f"Ability: {inst.label}", inst.controller)
        self.windows.append(win)
        self.push("window", win.label)
        yield from self.initiate(inst, win)
        yield from self.lcg2_resolve(inst, win)
        self.pop()
        self.windows.pop()
        self.check_round_end()

    def lcg2_resolve(self, inst: Instance, win: Window) -> Gen[None]:
        """Rules Reference, "Triggering Condition" and "Nested Ability Sequences": cancel/save
        interrupts first, forced interrupts, the interrupt window, the effect resolves, forced
        reactions (first player orders), then one reaction window."""
        if not inst.cannot_be_cancelled or inst.threatened:
            yield from self.lcg2_interrupt_window(inst, win)
        if not inst.cancelled:
            imminent = self.imminent(inst)
            if imminent:
                outer = win.pending
                win.pending = []
                self.queue_passives(win, imminent, when="before")
                if win.pending:
                    self.push("step", "Forced interrupts")
                    yield from self.resolve_passives(win)
                    self.pop()
                win.pending = outer
                self.push("step", "Interrupts")
                yield from self.lcg2_trigger_window(win, imminent, "interrupt")
                self.pop()
        self.push("step", "Resolve")
        outer = win.pending
        win.pending = []
        if inst.kind == "framework":
            if inst.cancelled:
                yield from self.log(f"{inst.label} was cancelled", "rr.cancel")
                occs: list[Occurrence] = []
            else:
                assert inst.run is not None
                occs = yield from inst.run(inst)
                win.gates.extend(occs)
                self.queue_passives(win, occs)
        else:
            yield from self.execute(inst, win)
            self.discard_played_event(inst)
        self.pop()
        self.push("step", "Forced reactions")
        yield from self.resolve_passives(win)
        self.pop()
        win.pending = outer
        self.push("step", "Reactions")
        yield from self.lcg2_reactions(win)
        self.pop()
        win.gates.clear()

    def imminent(self, inst: Instance) -> list[Occurrence]:
        """The occurrences an ability is about to cause (its triggering condition is
        imminent: Rules Reference, "Triggering Condition")."""
        ab = inst.ability
        if ab is None:
            return [
                self.occurrence("killed", card=t, player=self.state.cards[t].controller)
                for t in inst.threatened
                if t not in inst.saved and self.state.is_in_play(t)
            ]
        out: list[Occurrence] = []
        for e in ab.effects:
            if e.op in REMOVAL_OPS:
                how = REMOVAL_OPS[e.op][0]
                for t in self.subjects(inst, e):
                    if self.state.is_in_play(t) and t not in inst.saved:
                        c = self.state.cards[t]
                        out.append(
                            self.occurrence(
                                how, card=t, player=c.controller, text=f"{c.name} would be {how}"
                            )
                        )
        return out

    def lcg2_trigger_window(self, win: Window, occs: list[Occurrence], kind: str) -> Gen[None]:
        """A window for optional interrupts to imminent occurrences: the first player first,
        clockwise until all pass consecutively."""
        n = len(self.state.players)
        who = self.state.first_player
        passed: list[str] = []
        used: set[tuple[str, int]] = set()

        def options(p: str) -> list[tuple[Option, Occurrence, int]]:
            out: list[tuple[Option, Occurrence, int]] = []
            for c, i, ab in self.playable_sources(p, kind):
                if ab.trigger is None:
                    continue
                for occ in occs:
                    if (f"{c.id}#{i}", occ.id) in used:
                        continue
                    if self.trigger_matches(ab.trigger, occ, c.id, p) and self.usable(
                        p, c, i, ab, None
                    ):
                        out.append(
                            (Option(self.use_key(c, i, ab), p, f"{c.name}: {ab.text}"), occ, i)
                        )
                        break
            return out

        if not any(options(p) for p in self.state.seat_order_from(who)):
            return
        while len(passed) < n:
            self.priority = PriorityView(who, tuple(passed), f"{kind}s")
            found = options(who)
            opts = [Option(PASS, who, "pass"), *(o for o, _, _ in found)]
            choice = yield from self.ask(who, f"{kind} or pass", opts, "rr.interrupts")
            if choice.is_pass:
                passed.append(who)
            else:
                passed = []
                _opt, occ, idx = next(f for f in found if f[0].key == choice.key)
                src = self.parse_ref(choice.key.split(" ", 1)[1])[0]
                used.add((f"{src.id}#{idx}", occ.id))
                inst = self.make_instance(
                    who, choice.key.split(" ", 1)[1], kind, trigger=occ, ability_index=idx
                )
                sub = Window("sequence", f"Interrupt: {inst.label}", who)
                self.windows.append(sub)
                self.push("ability", sub.label)
                yield from self.initiate(inst, sub)
                yield from self.lcg2_resolve(inst, sub)
                self.pop()
                self.windows.pop()
            who = self.state.left_of(who)

    def lcg2_interrupt_window(self, inst: Instance, win: Window) -> Gen[None]:
        self.push("step", f"Interrupts: {inst.label}")
        self.sc_gates.append(inst.label)
        n = len(self.state.players)
        who = self.state.first_player  # rr: in every window the first player acts first
        passed: list[str] = []
        order = self.state.seat_order_from(who)
        if not any(self.save_cancel_options(p, inst) for p in order):
            passed = list(order)
        while len(passed) < n and not inst.cancelled:
            self.priority = PriorityView(who, tuple(passed), f"interrupts: {inst.label}")
            opts = [Option(PASS, who, "pass"), *self.save_cancel_options(who, inst)]
            choice = yield from self.ask(
                who, f"interrupt {inst.label}?", opts, "rr.triggering-condition"
            )
            if choice.is_pass:
                passed.append(who)
            else:
                passed = []
                yield from self.play_save_cancel(who, choice, inst, win)
            who = self.state.left_of(who)
        self.sc_gates.pop()
        self.pop()

    def _lcg2_forced_then_reactions(self, win: Window) -> Gen[None]:
        """The lcg2 close of a window: its forced reactions, then one reaction window."""
        self.push("step", "Forced reactions")
        yield from self.resolve_passives(win)
        self.pop()
        self.push("step", "Reactions")
        yield from self.lcg2_reactions(win)
        self.pop()

    def lcg2_reactions(self, win: Window) -> Gen[None]:
        n = len(self.state.players)
        who = self.state.first_player
        passed: list[str] = []
        order = self.state.seat_order_from(who)
        if not any(self.response_options(p, win) for p in order):
            passed = list(order)
        while len(passed) < n:
            self.priority = PriorityView(who, tuple(passed), f"reactions: {win.label}")
            found = self.response_options(who, win)
            opts = [Option(PASS, who, "pass"), *(o for o, _, _ in found)]
            choice = yield from self.ask(who, "react or pass", opts, "rr.action-windows")
            if choice.is_pass:
                passed.append(who)
            else:
                passed = []
                _opt, occ, idx = next(f for f in found if f[0].key == choice.key)
                src = self.parse_ref(choice.key.split(" ", 1)[1])[0]
                win.used.add((f"{src.id}#{idx}", occ.id))
                inst = self.make_instance(
                    who, choice.key.split(" ", 1)[1], "response", trigger=occ, ability_index=idx
                )
                sub = Window("sequence", f"Reaction: {inst.label}", who)
                self.windows.append(sub)
                self.push("ability", sub.label)
                yield from self.initiate(inst, sub)
                yield from self.lcg2_resolve(inst, sub)
                self.pop()
                self.windows.pop()
            who = self.state.left_of(who)

    def lcg2_framework(
        self, label: str, events: list[Instance], end_of_phase: bool, together: bool = False
    ) -> Gen[None]:
        win = Window("sequence", f"Framework: {label}", None)
        self.windows.append(win)
        self.push("framework", win.label)
        if together:
            # the events resolve as one step; their forced abilities then resolve in the
            # first player's order (004, Priority of Simultaneous Resolution)
            for ev in events:
                self.push("step", ev.label)
                if ev.prepare is not None:
                    yield from ev.prepare(ev)
                assert ev.run is not None
                occs = yield from ev.run(ev)
                win.gates.extend(occs)
                self.queue_passives(win, occs)
                self.pop()
            yield from self._lcg2_forced_then_reactions(win)
            self.pop()
            self.windows.pop()
            return
        for ev in events:
            self.push("step", ev.label)
            if ev.prepare is not None:
                yield from ev.prepare(ev)
            if end_of_phase:
                assert ev.run is not None
                occs = yield from ev.run(ev)
                self.queue_passives(win, occs)
                yield from self.resolve_passives(win)
            else:
                yield from self.lcg2_resolve(ev, win)
            self.pop()
        self.pop()
        self.windows.pop()
