"""The plot phase: plots are revealed together, initiative is counted, its winner appoints
the first player (seed 003 "Plot Phase"; 2nd edition: seed 001)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.phases.pipeline import (
    Actions,
    Begin,
    Custom,
    EndOfPhase,
    Event,
    Framework,
    Pipeline,
)
from engine_ref.phases.titles import select_titles
from engine_ref.runtime import Gen, Instance
from engine_ref.state import replace
from engine_ref.timing import Occurrence, Option, Refused
from engine_ref.value_conditions import printed_initiative

if TYPE_CHECKING:
    from engine_ref.engine import Engine


def reveal_plots(g: Engine, inst: Instance) -> Gen[list[Occurrence]]:
    occs: list[Occurrence] = []
    for name in g.state.seat_order_from(g.state.first_player):
        p = g.state.player(name)
        if not p.plot_deck and p.plots_used:
            # 002 §3.32: plot rotation when the plot deck is empty
            g.set_state(g.state.update_player(name, plot_deck=p.plots_used, plots_used=()))
            yield from g.log(f"{name}'s used plots return to the plot deck", "002.clar.3.32", name)
            p = g.state.player(name)
        if not p.plot_deck:
            continue
        if g.state.counter(f"no-new-plot:{name}:{g.state.round}"):
            yield from g.log(
                f"{name} cannot reveal a new plot this plot phase: his plot stays revealed",
                "rr.cannot",
                name,
            )
            continue
        opts = [Option(f"plot {cid}", name, f"reveal {g.name(cid)}") for cid in p.plot_deck]
        used = [
            Refused(
                f"plot {cid}",
                name,
                f"{g.name(cid)} is in the used pile while the plot deck still holds plots",
                "002.clar.3.32",
            )
            for cid in p.plots_used
        ]
        choice = yield from g.ask(name, "choose a plot", opts, "003.phase.plot", refused=used)
        cid = choice.key.split(" ", 1)[1]
        st = g.state
        olds = st.player(name).plot
        for old in olds:
            # the old plot leaves play: its tokens go back to the pool
            st = st.move(old, name, "plots_used").update_card(old, tokens=())
        st = st.move(cid, name, "plot")
        # effects lasting "until you reveal a new plot card" end now
        ending = [e for e in st.lasting if e.ends_at_new_plot(name)]
        st = replace(st, lasting=tuple(e for e in st.lasting if not e.ends_at_new_plot(name)))
        g.set_state(st)
        for e in ending:
            yield from g.log(f"'{e.text}' ends: {name} reveals a new plot", "rr.lasting", name)
        p = g.state.player(name)
        if not p.plot_deck and p.plots_used:
            # 002 §2.3 / §3.32: the last plot is revealed, the used pile becomes the deck
            g.set_state(g.state.update_player(name, plot_deck=p.plots_used, plots_used=()))
            yield from g.log(
                f"{name}'s plot deck is empty: the used plots return to it",
                "002.clar.3.32",
                name,
            )
        occs.append(g.occurrence("revealed", card=cid, player=name, text=f"{g.name(cid)} revealed"))
        # "after a plot card enters your used pile"
        occs.extend(
            g.occurrence("plot_used", card=o, player=name, text=f"{g.name(o)} enters a used pile")
            for o in olds
        )
    yield from g.log("plots are revealed together", "003.phase.plot")
    return occs


def count_initiative(g: Engine, inst: Instance) -> Gen[list[Occurrence]]:
    scores = {}
    for name in g.state.seat_order_from(g.state.first_player):  # players still in the game
        bonus = sum(g.state.initiative(c.id) for c in g.state.in_play(name))
        printed = printed_initiative(g.state, name)  # 0 under Snowed Under
        bonus += g.state.plot_modifier(name, "initiative", base=printed + bonus)
        scores[name] = printed + bonus
    text = ", ".join(f"{n} {v}" for n, v in scores.items())
    yield from g.log(f"initiative: {text}", "003.phase.plot")
    best = max(scores.values())
    tied = [n for n in g.state.seat_order_from(g.state.first_player) if scores[n] == best]
    if len(tied) > 1:
        # ties: the player with the lowest power wins, then a random draw (recorded)
        low = min(g.state.total_power(n) for n in tied)
        tied = [n for n in tied if g.state.total_power(n) == low]
    if len(tied) > 1:
        opts = [
            Option(f"initiative {n}", tied[0], f"{n} wins the initiative draw", random=True)
            for n in tied
        ]
        choice = yield from g.ask(
            tied[0], "random: who wins initiative", opts, "003.phase.plot", random=True
        )
        winner = choice.key.split(" ", 1)[1]
    else:
        winner = tied[0]
    g.set_state(g.state.bump("initiative-winner:" + winner, 0))
    g.initiative_winner = winner
    yield from g.log(f"{winner} wins initiative", "003.phase.plot", winner)
    return [g.occurrence("initiative_won", player=winner, text=f"{winner} won initiative")]


def appoint_first_player(g: Engine, inst: Instance) -> Gen[list[Occurrence]]:
    winner = g.initiative_winner or g.state.first_player
    # a constant "you must choose an opponent to be the first player" (Retaliation)
    others = bool(g.state.player_constants(winner, ("first_player_opponent",)))
    opts = [
        Option(f"first {n}", winner, f"{n} becomes first player")
        for n in g.state.seat_order_from(winner)
        if not (others and n == winner)
    ]
    choice = yield from g.ask(winner, "appoint the first player", opts, "003.phase.plot")
    first = choice.key.split(" ", 1)[1]
    g.set_state(replace(g.state, first_player=first))
    yield from g.log(f"{first} is the first player", "003.phase.plot", winner)
    return [g.occurrence("first_player_chosen", player=first, text=f"{first} became first player")]


PLOT = Pipeline(
    "plot",
    (
        Begin(),
        Actions(only_at=("begin", "actions")),
        Framework(
            "Reveal plots",
            (
                Event("choose and reveal plots", "003.phase.plot", reveal_plots),
                Event("initiative is counted", "003.phase.plot", count_initiative),
                Event(
                    "the winner appoints the first player", "003.phase.plot", appoint_first_player
                ),
            ),
            together=True,
        ),
        Custom("Select titles (three players or more)", select_titles),
        Actions(),
        EndOfPhase(),
    ),
)
