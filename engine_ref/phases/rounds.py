"""The round: phases in the ruleset's order, epic phases after dominance, a round ended early,
and the next round."""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING

from engine_ref.phases import pipelines
from engine_ref.resume import capture
from engine_ref.runtime import Gen, RoundEnds
from engine_ref.state import replace

if TYPE_CHECKING:
    from engine_ref.engine import Engine

#: a run that would never end (every player passing for ever) stops after this many rounds
MAX_ROUNDS = 50


class Rounds:
    """Phases in order, round after round."""

    def __init__(self, g: Engine) -> None:
        self.g = g

    def play(self) -> Gen[None]:
        """From the scenario's start point to where it asks to stop (the end of the phase,
        the round, or the game)."""
        g = self.g
        phases = g.profile.phases
        phase, at = g.start.phase, g.start.at
        start_round = g.state.round if g.round_origin is None else g.round_origin
        if phase == "setup":
            yield from self.run_phase("setup", "begin")
            if g.start.until == "end-of-phase":
                return
            phase, at = phases[0], "begin"
        while True:
            if at == "begin":
                capture(g, phase, start_round)
            try:
                yield from self.run_phase(phase, at)
                if phase == "dominance":
                    yield from self.run_epic_phases()
            except RoundEnds:
                yield from self.round_ended_early()
                if g.start.until == "end-of-phase":
                    return
                phase, at = phases[-1], "begin"  # go on with the next round
            at = "begin"
            if g.start.until == "end-of-phase":
                return
            i = phases.index(phase)
            if i + 1 < len(phases):
                phase = phases[i + 1]
                continue
            yield from self.end_round()
            if g.start.until == "end-of-round":
                return
            if g.state.round - start_round >= MAX_ROUNDS:
                yield from g.log(f"stopping after {MAX_ROUNDS} rounds", "002.timing.framework")
                return
            phase = phases[0]

    def run_phase(self, phase: str, at: str) -> Gen[None]:
        g = self.g
        skipper = self.skipped_by(phase) if at == "begin" else None
        if skipper is not None:
            yield from g.log(f"the {phase} phase is skipped this round ({skipper})", "rr.cannot")
            return
        g.set_state(replace(g.state, phase=phase))
        g.push("phase", f"{phase.capitalize()} phase")
        yield from pipelines(g.profile)[phase].run(g, at)
        g.pop()

    def skipped_by(self, phase: str) -> str | None:
        """The name of the card whose ``skip_phase`` constant skips ``phase`` this round, if
        one does (The Withering Cold)."""
        st = self.g.state
        who = st.first_player or (st.players[0].name if st.players else "")
        for e, src in st.player_constants(who, ("skip_phase",)):
            if e.value == phase:
                return src.name
        return None

    def run_epic_phases(self) -> Gen[None]:
        """Epic phases created this round are played one by one in the order they were
        created, after the dominance phase and before the standing phase (002 §3.34)."""
        g = self.g
        while g.state.epic_phases:
            name, *rest = g.state.epic_phases
            g.set_state(replace(g.state, epic_phases=tuple(rest), phase="epic"))
            g.push("phase", f"Epic phase: {name}")
            yield from g.log(
                f"the epic phase '{name}' is played"
                + (f"; still to come: {', '.join(rest)}" if rest else ""),
                "002.clar.3.34",
            )
            yield from pipelines(g.profile)["epic"].run(g, "begin", {"epic": name})
            g.pop()

    def round_ended_early(self) -> Gen[None]:
        """An effect ended the round: a running challenge ends without resolution, the
        current and every later phase end (their "until the end of the phase" effects
        with them); the next round begins (seed 002, card ruling Rhaegar Targaryen)."""
        g = self.g
        g.round_ends = False
        g.stack.clear()
        g._path = None
        g.windows.clear()
        g.sc_gates.clear()
        st = g.state
        if st.challenge is not None:
            yield from g.log(
                f"the {st.challenge.type} challenge ends without resolution", "002.card.rhaegar"
            )
        ending = [e for e in st.lasting if e.until in ("challenge", "phase")]
        counters = {k: v for k, v in st.counters.items() if not k.startswith("phase:")}
        g.set_state(
            replace(
                st,
                challenge=None,
                active_player=None,
                lasting=tuple(e for e in st.lasting if e.until not in ("challenge", "phase")),
                counters=MappingProxyType(counters),
            )
        )
        for e in ending:
            yield from g.log(f"'{e.text}' ends with the phase", "002.card.rhaegar")
        later = g.profile.phases[g.profile.phases.index(st.phase) + 1 :]
        yield from g.log(
            f"the {st.phase} phase ends"
            + (f", and with it the {', '.join(later)} phase(s)" if later else "")
            + ": the round is over",
            "002.card.rhaegar",
        )

    def end_round(self) -> Gen[None]:
        g = self.g
        st = g.state
        counters = {k: v for k, v in st.counters.items() if not k.startswith("round:")}
        st = replace(
            st,
            round=st.round + 1,
            counters=MappingProxyType(counters),
            lasting=tuple(e for e in st.lasting if e.until != "round"),
            epic_phases=(),
        )
        g.set_state(st)
        yield from g.log(f"round {st.round} begins", g.cite_phase("plot"))
