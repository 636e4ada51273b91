"""Conditions on the 2nd-edition challenge and dominance flow: who controls more in the
challenge, empty hands, challenges lost, dominance won, attackers of the phase. Registered
in ``engine_ref.conditions``' registry when that module imports this one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine_ref.conditions import Ctx, _challenge_player, _count, card_ref, condition

if TYPE_CHECKING:
    from engine_ref.state import GameState


@condition(
    "defender_controls_more",
    "the defending player of the challenge in progress controls more cards matching filter "
    "than the controller",
)
def _defender_controls_more(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "Against an opponent who controls more characters than you": read during a challenge
    (false outside one), counting both players' cards in play."""
    ch = st.challenge
    if ch is None or ch.defender == ctx.controller:
        return False
    return _count(st, ctx, value, ch.defender) > _count(st, ctx, value, ctx.controller)


@condition(
    "defender_controls_fewer",
    "the defending player of the challenge in progress controls fewer cards matching filter "
    "than the controller",
)
def _defender_controls_fewer(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "Against an opponent who controls fewer attachments than you": read during a
    challenge (false outside one)."""
    ch = st.challenge
    if ch is None or ch.defender == ctx.controller:
        return False
    return _count(st, ctx, value, ch.defender) < _count(st, ctx, value, ctx.controller)


@condition(
    "hand_empty",
    "a player of the challenge (loser, winner, attacker, defender, challenge_opponent) has "
    "no card in hand",
)
def _hand_empty(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "If the losing opponent has no cards in his hand", "against an opponent with no
    cards in his hand": false when there is no such player."""
    who = _challenge_player(st, ctx, str(value))
    return who is not None and not st.player(who).hand


@condition(
    "lost_challenges_at_least",
    "the controller has lost at least that many challenges this phase (any types)",
)
def _lost_challenges_at_least(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "If you have lost 2 or more challenges this phase": as attacker or defender."""
    lost = sum(
        st.counter(f"phase:lost:{ctx.controller}:{t}") for t in ("military", "intrigue", "power")
    )
    return lost >= int(value)


@condition("won_dominance", "the controller won (true) or did not win (false) dominance this round")
def _won_dominance(st: GameState, ctx: Ctx, value: Any) -> bool:
    """Read from the dominance phase's outcome (2nd edition); a tie is won by nobody."""
    return bool(st.counter(f"round:dominance_won:{ctx.controller}")) == bool(value)


@condition(
    "attacked_this_phase",
    "a card (self, attached, trigger) was declared as an attacker this phase",
)
def _attacked_this_phase(st: GameState, ctx: Ctx, value: Any) -> bool:
    """Counted as each challenge is initiated (2nd edition), for any challenge of the phase."""
    cid = card_ref(st, ctx, str(value))
    return cid is not None and bool(st.counter(f"phase:attacked:{cid}"))


@condition(
    "knelt_by",
    "the triggering card was knelt by that rule (assault: the keyword, as the attacker won)",
)
def _knelt_by(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "After a location is knelt by assault": the knelt occurrence says what knelt the card;
    only the assault keyword's own kneeling, as the attacking player wins, counts (Rules
    Reference, "Assault"), not a location knelt by a cost or another effect."""
    return ctx.trigger is not None and ctx.trigger.event == "knelt" and ctx.trigger.cause == value


@condition(
    "lost_challenge_this_round",
    "the controller has lost a challenge of this type (or any: true) this round",
)
def _lost_this_round(st: GameState, ctx: Ctx, value: Any) -> bool:
    """Counted as each challenge's winner is determined, kept until the round ends (a play
    restriction such as "only if you have not lost a [power] challenge this round" is
    written ``not: [{lost_challenge_this_round: power}]``)."""
    types = ("military", "intrigue", "power") if value in (True, "any") else (str(value),)
    return any(st.counter(f"round:lost:{ctx.controller}:{t}") for t in types)
