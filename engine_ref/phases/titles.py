"""The multiplayer titles of the 1st edition (seed 003 "The Multiplayer Titles" and "Game
Variants"): selecting them in the plot phase, returning them at the end of the round (the
three-player pool), the Hand of the King's influence and the Crown Regent's redirect. The
supports, opposes, STR, income and draw bonuses and the Lord Commander's redirect are read
where they apply (``engine_ref.phases.challenges``, the draw and marshalling phases,
``engine_ref.flow.save_cancel``); the 2nd edition's titles are ``engine_ref.phases.lcg2``'s."""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING

from engine_ref.flow.legality import Offer, Why
from engine_ref.phases.pipeline import Where, framework_event
from engine_ref.runtime import Gen, Instance
from engine_ref.state import replace
from engine_ref.timing import Occurrence

if TYPE_CHECKING:
    from engine_ref.engine import Engine

#: the rule each title's STR bonus is cited from
TITLE_CITES = {
    "Crown Regent": "003.title.crown-regent",
    "Lord Commander of the Kingsguard": "003.title.lord-commander",
    "Master of Whispers": "003.title.whispers",
    "Master of Laws": "003.title.laws",
    "Master of Coin": "003.title.coin",
    "Hand of the King": "003.title.hand",
    "Master of Ships": "001.title.ships",
}
TAKEN = "titles-taken:"  # counters: titles taken since the pool was last full


def with_titles(g: Engine) -> bool:
    """Titles are used with three players or more (seed 003 Two Players: not in a duel)."""
    alive = [p for p in g.state.players if not p.eliminated]
    teams = any(p.team for p in alive)  # "Two on Two" plays without titles (seed 003)
    return bool(g.profile.titles) and len(alive) >= 3 and not teams


def select_titles(g: Engine, where: Where) -> Gen[None]:
    """Plot phase, step 2: the first player, then each player clockwise, takes one of the
    titles left in the pool (seed 003 Phase 1, Step 2: Select Titles)."""
    if not with_titles(g):
        return
    yield from g.timing.framework_window(
        "Select titles",
        [
            framework_event(
                g,
                "each player selects a title",
                "003.phase.plot.titles",
                lambda inst: _select_titles(g),
            )
        ],
    )


def _select_titles(g: Engine) -> Gen[list[Occurrence]]:
    st = g.state
    taken_before = {t for t in g.profile.titles if st.counter(TAKEN + t)}
    chosen: dict[str, str] = {}
    for name in st.seat_order_from(st.first_player):
        offer = Offer(name)
        for t in g.profile.titles:
            if t in chosen.values():
                why: Why | None = Why("003.phase.plot.titles", "another player took it this round")
            elif t in taken_before:
                why = Why(
                    "003.variant.three-players",
                    "taken in an earlier round: it returns once the pool is empty",
                )
            else:
                why = None
            offer.add(f"title {t}", f"take the {t}", why)
        if not offer.options:
            break
        pick = yield from g.ask(
            name, "select a title", offer.options, "003.phase.plot.titles", refused=offer.refused
        )
        chosen[name] = pick.key.split(" ", 1)[1]
    st = g.state
    for name, title in chosen.items():
        st = st.update_player(name, title=title).bump(TAKEN + title)
    g.set_state(st)
    yield from g.log(
        "titles for this round: " + ", ".join(f"{n} {t}" for n, t in chosen.items()),
        "003.phase.plot.titles",
    )
    return [g.occurrence("titles_selected", text="titles selected")]


def return_titles(g: Engine, inst: Instance) -> Gen[list[Occurrence]]:
    """At the end of the round every title returns to the Small Council Chamber; with three
    players a title taken stays out of the pool until a round ends with the pool empty
    (seed 003 Phase 7 Taxation; Game Variants, Three Players)."""
    st = g.state
    if not any(p.title for p in st.players):
        return []
    for p in st.players:
        if p.title is not None and not st.counter(TAKEN + p.title):
            st = st.bump(TAKEN + p.title)  # a title held counts as taken this cycle
        st = st.update_player(p.name, title=None)
    alive = [p for p in st.players if not p.eliminated]
    left = [t for t in g.profile.titles if not st.counter(TAKEN + t)]
    if len(alive) != 3 or not left:
        counters = {k: v for k, v in st.counters.items() if not k.startswith(TAKEN)}
        st = replace(st, counters=MappingProxyType(counters))
        yield from g.log("every title returns to the Small Council Chamber", "003.phase.taxation")
    else:
        yield from g.log(
            "the titles return, but those taken stay out of the pool until it is empty: "
            + ", ".join(left)
            + " remain to choose from",
            "003.variant.three-players",
        )
    g.set_state(st)
    return []


# ---------------------------------------------------------------------- Hand of the King
def hand_influence(g: Engine, player: str) -> int:
    """The influence the Hand of the King can still produce for ``player`` this round
    (seed 003 Title Effects: once a round, 2 influence)."""
    st = g.state
    for t, n in g.profile.title_influence:
        if st.player(player).title == t and not st.counter(f"round:title-influence:{player}"):
            return n
    return 0


def use_hand_influence(g: Engine, player: str) -> Gen[int]:
    """Produce the Hand of the King's influence for a cost: used up for the round."""
    n = hand_influence(g, player)
    if n:
        g.set_state(g.state.bump(f"round:title-influence:{player}"))
        yield from g.log(
            f"{player} uses the {g.state.player(player).title} title to produce {n} influence",
            "003.title.hand",
            player,
        )
    return n


# ---------------------------------------------------------------------- Crown Regent
def redirect_targets(g: Engine, attacker: str, original: str) -> tuple[list[str], Offer]:
    """The players the attacker may turn a redirected challenge against: legal targets
    other than the original one — never himself, nor a player his title supports."""
    st = g.state
    offer = Offer(attacker)
    for opp in st.opponents(attacker):
        if st.player(opp).eliminated:
            continue
        why: Why | None = None
        if opp == original:
            why = Why("003.title.crown-regent", "the challenge must take a new target")
        else:
            mine, theirs = st.player(attacker).title, st.player(opp).title
            if mine is not None and (mine, theirs) in g.profile.supports:
                why = Why("003.title.supports", f"{attacker}'s {mine} supports {opp}'s {theirs}")
        offer.add(f"target {opp}", f"the challenge now targets {opp}", why)
    return [o.key.split(" ", 1)[1] for o in offer.options], offer


def offer_redirect(g: Engine) -> Gen[None]:
    """After a challenge is declared (its target and attackers), the holder of a title
    that redirects on declaration (the Crown Regent) may, once a round, make the attacker
    choose another legal target; with none, the challenge goes on against the original
    one (seed 003 Title Effects, Crown Regent). The seeds do not say exactly when: here,
    right after the declaration, before the player actions."""
    st = g.state
    ch = st.challenge
    if ch is None:
        return
    for r in g.profile.title_redirects:
        if r.when != "declared":
            continue
        holder = next((p.name for p in st.players if p.title == r.title), None)
        if holder is None or holder == ch.attacker or st.counter(f"round:redirect:{r.title}"):
            continue
        targets, offer = redirect_targets(g, ch.attacker, ch.defender)
        if not targets:
            continue
        yes = Offer(holder)
        yes.add("use title", f"{r.title}: {ch.attacker} must choose a new target", None)
        yes.add("pass", "let the challenge go on", None)
        use = yield from g.ask(holder, f"redirect {ch.attacker}'s challenge?", yes.options, r.cite)
        if use.is_pass:
            continue
        g.set_state(g.state.bump(f"round:redirect:{r.title}"))
        pick = yield from g.ask(
            ch.attacker, "choose a new target", offer.options, r.cite, refused=offer.refused
        )
        new = pick.key.split(" ", 1)[1]
        g.set_state(replace(g.state, challenge=replace(ch, defender=new)))
        yield from g.log(
            f"{holder} uses the {r.title}: {ch.attacker}'s {ch.type} challenge now targets "
            f"{new}, with the same attackers",
            r.cite,
            holder,
        )
        return
