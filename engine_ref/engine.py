"""The game flow: phases, framework action windows, player action windows, abilities.

The flow is written as generators that *yield* each step (a ``LogEntry``) and each decision
(a ``DecisionPoint``, answered with ``send(option)``). The engine is deterministic: the same
board and the same answers give the same steps and states, which is what makes undo (replay)
and branching (a different answer at decision k) possible. The game state itself is immutable
(``engine_ref.state``); the engine holds the current value and the window stack as data.

``Engine`` is the facade the session drives and the parts share: the log, decisions and the
window stack live here; the rules live in its parts:

- ``engine_ref.phases``: the phase frameworks as declared step pipelines, and the round;
- ``engine_ref.timing_models``: the action window of the ruleset (six steps, or
  interrupts and reactions), chosen by the profile;
- ``engine_ref.flow``: abilities (options, initiation and execution, saves and cancels,
  passives and responses), leaving play, and the end of the game;
- ``engine_ref.effects``: one handler per effect operation.

Rule citations use the ids of ``engine_ref/data/citations.yaml``.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine_ref.abilities import Filter, Trigger
from engine_ref.conditions import Ctx, holds
from engine_ref.flow.actions import Actions
from engine_ref.flow.ambush import Ambush
from engine_ref.flow.cards_in_play import CardsIntoPlay, hosts
from engine_ref.flow.game_end import GameEnd
from engine_ref.flow.leaving import Leaving
from engine_ref.flow.legality import Legality
from engine_ref.flow.options import Options
from engine_ref.flow.resolution import Resolution
from engine_ref.flow.save_cancel import SaveCancel
from engine_ref.flow.state_checks import StateChecks
from engine_ref.flow.triggers import Triggers
from engine_ref.phases.challenges import Challenges
from engine_ref.phases.draw import draw_card
from engine_ref.phases.lcg2.challenges import SecondEditionChallenges
from engine_ref.phases.rounds import Rounds
from engine_ref.profiles import Profile
from engine_ref.resume import ResumePoint
from engine_ref.runtime import (
    LEAVE_EVENTS,
    PASS,
    GameOver,
    Gen,
    Instance,
    RoundEnds,
    Start,
    Window,
)
from engine_ref.state import GameState, card_matches, replace
from engine_ref.timing import (
    DecisionPoint,
    Frame,
    GateView,
    LogEntry,
    Occurrence,
    Option,
    PriorityView,
    Refused,
)
from engine_ref.timing_models import TimingModel, timing_model

__all__ = ["PASS", "Engine", "GameOver", "Gen", "Instance", "RoundEnds", "Start", "Window"]

_new_frame = object.__new__
#: the challenges of each phase framework (Profile.framework)
CHALLENGES: dict[str, type[Challenges]] = {"1e": Challenges, "lcg2": SecondEditionChallenges}


#: the occurrences that may put a card in a discard or dead pile (trigger ``enters_pile``)
PILE_EVENTS = (
    "killed",
    "discarded",
    "sacrificed",
    "discarded_from_deck",
    "moved",
    "placed_in_dead",
)


def _event_matches(trigger_event: str, event: str) -> bool:
    if trigger_event == "enters_pile":
        return event in PILE_EVENTS
    if trigger_event == "enters_play_or_pile":
        return event == "enters_play" or event in PILE_EVENTS
    if trigger_event == "leaves_play":
        return event in LEAVE_EVENTS
    if trigger_event == "killed_or_discarded":
        return event in ("killed", "discarded")
    if trigger_event == "killed_or_sacrificed":
        return event in ("killed", "sacrificed")
    if trigger_event == "marshalled_or_played":
        return event in ("marshalled", "played")
    if trigger_event == "power_gained":
        return event in ("renown", "power_claimed")
    return trigger_event == event


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
        self.windows: list[Window] = []
        self.sc_gates: list[str] = []
        #: the cards a save may save now, and the terminal STR changes threatening them
        #: (set while the save/cancel options of an effect are worked out)
        self.threats: tuple[str, ...] = ()
        self.terminal_threats: dict[str, int] = {}
        #: the ability or event whose save/cancel step is being answered (a cancel's cost
        #: may read it: "X is that event's printed cost")
        self.cancelling: Instance | None = None
        self.initiative_winner: str | None = None
        self.priority = PriorityView(None, ())
        self._log_index = 0
        self._ids = 0
        self._occ = 0
        self.round_ends = False  # an effect ended the round (op end_round)
        #: decisions answered so far, and where a replay may resume (engine_ref.resume)
        self.answered = 0
        self.resume_points: list[ResumePoint] = []
        #: the round the run started in, when resumed from a resume point
        self.round_origin: int | None = None
        #: the phase pipeline's step running now: (phase, number in its describe() list)
        self.phase_step: tuple[str, int] | None = None
        # the parts
        self.timing: TimingModel = timing_model(profile.timing, self)
        self.game_end = GameEnd(self)
        self.leaving = Leaving(self)
        self.legality = Legality(self)
        self.ambush = Ambush(self)
        self.state_checks = StateChecks(self)
        self.options = Options(self)
        self.resolution = Resolution(self)
        self.save_cancel = SaveCancel(self)
        self.triggers = Triggers(self)
        self.actions = Actions(self)
        self.cards_into_play = CardsIntoPlay(self)
        self.challenges = CHALLENGES[profile.framework](self)
        self.rounds = Rounds(self)
        # what effect handlers may touch besides the plumbing below
        # (engine_ref.effects.base.EffectContext), served by the parts
        self.remove = self.leaving.remove
        self.add_power = self.game_end.add_power
        self.check_win = self.game_end.check_win
        self.immunity_arrives = self.resolution.immunity_arrives
        self.player_subject = self.resolution.player_subject
        self.resolve_nested = self.resolution.resolve_nested
        self.initiate_as_revealed = self.resolution.initiate_as_revealed
        self.source_controller = self.resolution.source_controller

    def attachment_hosts(self, player: str, attachment: str) -> list[str]:
        """The cards ``attachment`` could go on for ``player`` now (its restriction, No
        attachments)."""
        return hosts(self, player, self.state.cards[attachment])

    def unique_blocked(self, player: str, card_id: str) -> str | None:
        """Why ``player`` may not bring the unique card into play under his control (a copy
        in his dead pile or in play), or None (seed 003 Unique Cards); or any card a
        ``cannot_put_into_play`` constant keeps out (Rules Reference, "Cannot")."""
        forbids = self.state.entry_forbidden_by(player, card_id)
        if forbids is not None:
            return f"{forbids} forbids {player} to put it into play"
        why = self.legality.unique_refusal(player, self.state.cards[card_id], as_duplicate=False)
        return why.text if why is not None else None

    def draw(self, name: str, counts: bool = True) -> Gen[list[Occurrence]]:
        """``name`` draws one card (within the draw cap, when ``counts``)."""
        return draw_card(self, name, counts)

    # ------------------------------------------------------------------ plumbing
    def next_id(self) -> int:
        self._ids += 1
        return self._ids

    def occurrence(self, event: str, **kw: object) -> Occurrence:
        self._occ += 1
        occ = Occurrence(self._occ, event, **kw)  # type: ignore[arg-type]
        if event == "enters_play":
            self._count_entered(occ)
        return occ

    def _count_entered(self, occ: Occurrence) -> None:
        """A character entering play under a player's control is counted for the phase and
        the round (the condition ``characters_entered``: "if another character entered play
        under that player's control this phase"); a duplicate is no character entering."""
        st = self.state
        c = st.cards.get(occ.card or "")
        if c is None or c.duplicate_of is not None or st.card_type(c.id) != "character":
            return
        who = occ.player or c.controller
        self.state = st.bump(f"phase:entered:{who}").bump(f"round:entered:{who}")

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
        refused: Sequence[Refused] = (),
    ) -> Gen[Option]:
        """Ask ``player``; a lone "pass" (or a lone forced choice) is taken without asking.
        ``refused``: the options the rules forbid here, each with its rule (the one place
        where every option generator hands them over; the decision point carries them)."""
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
            player,
            prompt,
            tuple(options),
            self.path(),
            self.profile.cite(cite),
            random,
            self._refusals(options, refused),
        )
        answer = yield point
        if answer is None or point.find(answer.key) is None:
            raise RuntimeError(f"answer {answer!r} is not among the options")
        self.answered += 1
        return answer

    def _refusals(
        self, options: Sequence[Option], refused: Sequence[Refused]
    ) -> tuple[Refused, ...]:
        """The refused options not also offered (a card offered one way is not refused),
        each key once, citations mapped to the profile's documents."""
        if not refused:
            return ()
        offered = {o.key for o in options}
        out: dict[str, Refused] = {}
        for r in refused:
            if r.key not in offered and r.key not in out:
                out[r.key] = Refused(r.key, r.player, r.text, self.profile.cite(r.cite))
        return tuple(out.values())

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

    def matches_filter(
        self, f: Filter | None, card_id: str, controller: str, source: str | None = None
    ) -> bool:
        if f is not None and f.max_str is not None:
            # a STR limit reads the current STR, constant abilities included
            if self.state.strength(card_id) > f.max_str:
                return False
            f = replace(f, max_str=None)
        if f is not None and f.min_str is not None:
            if self.state.strength(card_id) < f.min_str:
                return False
            f = replace(f, min_str=None)
        if f is not None and f.lowest_str_in_play is not None:
            st = self.state
            chars = [c.id for c in st.cards.values() if st.is_in_play(c.id)]
            strs = [st.strength(c) for c in chars if st.card_type(c) == "character"]
            lowest = bool(strs) and st.strength(card_id) == min(strs)
            if lowest != f.lowest_str_in_play:
                return False
            f = replace(f, lowest_str_in_play=None)
        return card_matches(self.state, f, card_id, controller, source)

    def trigger_matches(self, t: Trigger, occ: Occurrence, source: str, controller: str) -> bool:
        """Does the occurrence meet the trigger of an ability on ``source`` (controlled by
        ``controller``)?"""
        if not _event_matches(t.event, occ.event):
            return False
        if t.event == "enters_pile" and not self._in_a_pile(occ.card):
            return False
        if (
            t.event == "enters_play_or_pile"
            and occ.event != "enters_play"
            and not self._in_a_pile(occ.card)
        ):
            return False
        if t.card == "self" and occ.card != source:
            return False
        if not self._card_of_trigger_matches(t, occ, source, controller):
            return False
        if t.player == "you" and occ.player != controller:
            return False
        if t.player == "opponent" and (occ.player is None or occ.player == controller):
            return False
        if t.challenge is not None and occ.challenge != t.challenge:
            return False
        if t.phase is not None and t.phase != self.state.phase:
            return False
        return not t.condition or holds(self.state, t.condition, Ctx(source, controller, occ))

    def _in_a_pile(self, card: str | None) -> bool:
        """Is the card in its owner's discard or dead pile now ("after a card enters a
        discard pile": one sent elsewhere instead, or already gone, does not count)?"""
        if card is None or card not in self.state.cards:
            return False
        p = self.state.player(self.state.cards[card].owner)
        return card in p.discard or card in p.dead

    def _card_of_trigger_matches(
        self, t: Trigger, occ: Occurrence, source: str, controller: str
    ) -> bool:
        """The card an occurrence concerns against the trigger's card words and filter."""
        if occ.card is None or occ.card not in self.state.cards:
            return not (t.card in ("self", "yours", "opponents") or t.filter is not None)
        owner = self.state.cards[occ.card].controller
        if t.card == "yours" and owner != controller:
            return False
        if t.card == "opponents" and owner == controller:
            return False
        return t.filter is None or self.matches_filter(t.filter, occ.card, controller, source)

    # ------------------------------------------------------------------ the whole flow
    def flow(self) -> Gen[None]:
        try:
            yield from self.rounds.play()
            yield from self.game_end.resolve_game_end()
        except GameOver:
            return

    def check_round_end(self) -> None:
        if self.round_ends and not self.windows:
            raise RoundEnds

    def end_round_later(self) -> None:
        """The round ends when the outermost window closes (op ``end_round``)."""
        self.round_ends = True
