"""The 2nd edition's framework events outside the challenges: titles (melee), drawing,
dominance, reserve (Rules Reference, Appendix I; "Title Cards"; "Reserve Value")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.conditions import Ctx
from engine_ref.effects.hand import reserve_value
from engine_ref.phases.draw import draw_card
from engine_ref.runtime import Gen, Instance
from engine_ref.timing import Occurrence, Option, Refused
from engine_ref.values import Subject, count

if TYPE_CHECKING:
    from engine_ref.effects.base import EffectContext
    from engine_ref.engine import Engine


def select_titles(g: Engine, inst: Instance) -> Gen[list[Occurrence]]:
    """1.4 (melee): titles are removed at random (one, two with three players, none with six
    or more), then each player in player order takes one of the rest; they are revealed and
    enter play together."""
    st = g.state
    players = [p.name for p in st.players if not p.eliminated]
    if len(players) < 3:
        yield from g.log("a joust has no titles", "001.melee.plot")
        return []
    pool = list(g.profile.titles)
    out: dict[str, str] = {}  # a title no longer in the pool: why
    remove = 2 if len(players) == 3 else (0 if len(players) >= 6 else 1)
    first = st.first_player
    for _ in range(remove):
        opts = [Option(f"remove {t}", first, f"{t} is set aside", random=True) for t in pool]
        pick = yield from g.ask(
            first, "random: a title is set aside", opts, "001.melee.plot", random=True
        )
        gone = pick.key.split(" ", 1)[1]
        pool.remove(gone)
        out[gone] = "set aside at random this round"
    chosen: dict[str, str] = {}
    for name in st.seat_order_from(first):
        if not pool:
            break
        opts = [Option(f"title {t}", name, f"take {t}") for t in pool]
        refused = [
            Refused(f"title {t}", name, f"{t} is {why}", "001.melee.plot") for t, why in out.items()
        ]
        pick = yield from g.ask(name, "select a title", opts, "001.melee.plot", refused=refused)
        title = pick.key.split(" ", 1)[1]
        pool.remove(title)
        chosen[name] = title
        out[title] = f"taken by {name}"
    new = g.state
    for name, title in chosen.items():
        new = new.update_player(name, title=title)
    g.set_state(new)
    yield from g.log(
        "titles are revealed: " + ", ".join(f"{n} {t}" for n, t in chosen.items()),
        "001.melee.plot",
    )
    return [g.occurrence("titles_selected", text="titles selected")]


def return_titles(g: Engine, inst: Instance) -> Gen[list[Occurrence]]:
    """Taxation, melee: each title returns to the title pool."""
    st = g.state
    for p in st.players:
        if p.title is not None:
            st = st.update_player(p.name, title=None)
    g.set_state(st)
    yield from g.log("every title returns to the title pool", "001.melee.taxation")
    return []


def draw_phase_cards(g: Engine, inst: Instance) -> Gen[list[Occurrence]]:
    """2.2: each player draws 2 cards (the Master of Laws one more), all at once."""
    occs: list[Occurrence] = []
    for name in g.state.seat_order_from(g.state.first_player):
        title = g.state.player(name).title
        extra = sum(n for t, n in g.profile.title_draw if t == title)
        extra += sum(e.amount for e, _ in g.state.player_constants(name, ("draw_phase_modifier",)))
        for _ in range(g.profile.draw_phase_cards + extra):
            occs.extend((yield from draw_card(g, name, counts=False)))
    yield from g.game_end.check_decked()
    return occs


def determine_dominance(g: EffectContext, inst: Instance) -> Gen[list[Occurrence]]:
    """5.2: each player's standing characters' STR (a kneeling one's too under the
    restriction ``contributes_dominance_kneeling``) plus his gold (plus the Crown Regent's
    bonus, and what cards contribute: ``dominance_str``); the highest total wins and gains 1 power; a tie: nobody."""
    st = g.state
    scores: dict[str, int] = {}
    for name in st.player_names:
        if st.player(name).eliminated:
            continue
        s = sum(
            st.strength(c.id)
            for c in st.in_play(name)
            if st.card_type(c.id) == "character"
            and (not c.kneeling or st.restricted(c.id, "contributes_dominance_kneeling"))
            and not st.restricted(c.id, "does_not_contribute_dominance")
        )
        s += st.player(name).gold
        s += sum(
            # an X amount is counted now (Nagga's Ribs: 2 STR per character in the dead pile)
            count(st, e.x, Subject(Ctx(src.id, src.controller), filter=e.x_filter)) * e.times
            if e.x
            else e.amount
            for e, src in st.player_constants(name, ("dominance_str",))
        )
        s += sum(n for t, n in g.profile.title_dominance if t == st.player(name).title)
        scores[name] = s
    yield from g.log(
        "dominance: " + ", ".join(f"{n} {v}" for n, v in scores.items()), "001.phase.dominance"
    )
    best = max(scores.values())
    tops = [n for n, v in scores.items() if v == best]
    # "after dominance is determined": whoever won it, or nobody
    determined = g.occurrence("dominance_determined", text="dominance is determined")
    if len(tops) > 1:
        yield from g.log("tie for dominance: nobody wins it", "001.phase.dominance")
        return [determined]
    w = tops[0]
    g.set_state(g.state.bump(f"round:dominance_won:{w}"))  # "if you won dominance this round"
    denied = st.player_constants(w, ("no_dominance_power",))
    if denied:  # "cannot gain power from winning dominance" (Rules Reference, "Cannot")
        yield from g.log(
            f"{w} wins dominance but cannot gain power for it ({denied[0][1].name})",
            "001.phase.dominance",
            w,
        )
    else:
        yield from g.add_power(
            1, f"{w} wins dominance and gains 1 power", "001.phase.dominance", w, player=w
        )
    # each other player loses dominance ("after you lose dominance"); a tie: nobody does
    return [determined, g.occurrence("dominance_won", player=w, text=f"{w} won dominance")] + [
        g.occurrence("dominance_lost", player=n, text=f"{n} lost dominance")
        for n in scores
        if n != w
    ]


def reserve_of(g: Engine, name: str) -> int:
    """A player's reserve: his revealed plot's, with every reserve modifier (Rules
    Reference, "Reserve Value"; "Plot Value Modifiers")."""
    return reserve_value(g.state, g.profile, name)


def check_reserve(g: Engine, inst: Instance) -> Gen[list[Occurrence]]:
    """Each player, in player order, discards cards of his choice down to his reserve."""
    occs: list[Occurrence] = []
    for name in g.state.seat_order_from(g.state.first_player):
        reserve = reserve_of(g, name)
        over = max(0, len(g.state.player(name).hand) - reserve)
        while len(g.state.player(name).hand) > reserve:
            hand = g.state.player(name).hand
            opts = [Option(f"discard {c}", name, f"discard {g.name(c)}") for c in hand]
            ch = yield from g.ask(
                name, f"discard down to your reserve of {reserve}", opts, "001.phase.taxation"
            )
            cid = ch.key.split(" ", 1)[1]
            g.set_state(g.state.move(cid, name, "discard"))
            yield from g.log(
                f"{name} discards {g.name(cid)} (reserve {reserve})", "001.phase.taxation", name
            )
            occs.append(g.occurrence("discarded", card=cid, player=name))
        # the value checked, for "if your hand size is lower than your reserve value"
        key = f"round:reserve:{name}"
        g.set_state(g.state.bump(key, reserve - g.state.counter(key)))
        occs.append(g.occurrence("reserve_checked", player=name, text=f"{name} checked reserve"))
        if over:  # "after … discards 1 or more cards for reserve"
            occs.append(
                g.occurrence(
                    "reserve_discard",
                    player=name,
                    amount=over,
                    text=f"{name} discarded {over} for reserve",
                )
            )
    return occs
