"""Conditions on values: a player's plot values (claim, reserve, initiative, income) as
modified, his power total, gold or hand compared with another player's or with a number, and
a card's STR as it is now. Registered in ``engine_ref.conditions``'s registry like the
others (imported at the end of that module)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from engine_ref.conditions import Ctx, _compared, _player_stat, condition

if TYPE_CHECKING:
    from engine_ref.state import GameState


#: ``compare_values``: ``<value><op><player>``: one of the controller's plot values (as
#: modified), his power total, gold or hand, compared with another player's
COMPARE_VALUES = re.compile(
    r"^(claim|reserve|initiative|income|power_total|gold|hand|characters|locations)"
    r"(<=|>=|<|>|=)"
    r"(loser|winner|target|defender|attacker|each_opponent|an_opponent)$"
)


def printed_initiative(st: GameState, player: str) -> int:
    """The initiative printed on the player's revealed plot, or 0 while a
    ``base_initiative_zero`` constant reaches him ("treat the base initiative value as if it
    were 0")."""
    plot = st.revealed_plot(player)
    if plot is None or plot.plot is None:
        return 0
    if st.player_constants(player, ("base_initiative_zero",)):
        return 0
    return plot.plot.initiative


def plot_value(st: GameState, player: str, which: str) -> int:
    """A player's claim, reserve, initiative or income (gold) value: his revealed plot's
    printed value with every modifier, the initiative and income printed on his cards in
    play included (Rules Reference, "Plot Value Modifiers"); a player without a revealed
    plot has 0 (7 reserve)."""
    plot = st.revealed_plot(player)
    values = plot.plot if plot is not None else None
    base = getattr(values, which) if values is not None else (7 if which == "reserve" else 0)
    if which == "initiative":
        base = printed_initiative(st, player)
        base += sum(st.initiative(c.id) for c in st.in_play(player))
    elif which == "income":
        base += sum(st.income(c.id) for c in st.in_play(player))
    value = max(0, base + st.plot_modifier(player, which, base=base))
    return set_value(st, player, which, value)


def set_value(st: GameState, player: str, which: str, value: int) -> int:
    """``value`` unless a lasting ``set_plot_value`` sets the player's ``which`` value: then
    the latest one's amount (Rules Reference, "Plot Value Modifiers")."""
    for le in st.lasting:
        if le.op == "set_plot_value" and le.target == player and le.value == which:
            value = le.amount
    return value


@condition(
    "compare_values",
    "the controller's claim, reserve, initiative or income value, power total, gold, hand, "
    "characters or locations in play "
    "compared with another player's (reserve>an_opponent: a higher reserve value than an "
    "opponent's; gold<defender: less gold than the defending player)",
)
def _compare_values(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "While your claim value is higher than an opponent's" (``claim>an_opponent``),
    "attacking a player with a higher power total than you" (``power_total<defender``): the
    values as they are now; ``defender``/``attacker`` are the players of the challenge in
    progress (false outside one), ``each_opponent`` must hold against every opponent,
    ``an_opponent`` against one."""
    m = COMPARE_VALUES.match(str(value))
    if m is None:
        raise ValueError(f"compare_values: {value!r} is not <value><op><player>")
    stat, op, who = m.groups()
    ch = st.challenge
    if who in ("loser", "winner", "attacker"):
        one = getattr(ch, who) if ch is not None else None
        others = [one] if one else []
    elif who == "defender":
        others = [ch.defending or ch.defender] if ch is not None else []
    elif who == "target":
        others = [t for t in ctx.targets if t in st.player_names]
    else:
        others = list(st.opponents(ctx.controller))
    others = [o for o in others if o in st.player_names]  # none yet while declaring

    def of(player: str) -> int:
        if stat in ("claim", "reserve", "initiative", "income"):
            return plot_value(st, player, stat)
        if stat == "power_total":
            return st.total_power(player)
        if stat in ("characters", "locations"):
            kind = stat[:-1]
            return sum(1 for c in st.in_play(player) if st.card_type(c.id) == kind)
        return _player_stat(st, player, stat)

    mine = of(ctx.controller)
    hits = [_compared(mine, op, of(o)) for o in others if o != ctx.controller]
    return bool(hits) and (all(hits) if who == "each_opponent" else any(hits))


SELF_STR = re.compile(r"^(<=|>=|<|>|=)(\d+)$")


@condition(
    "self_str",
    "the STR of the card with the ability, as it is now, compared with a number ('>=5': 5 or "
    "higher)",
)
def _self_str(st: GameState, ctx: Ctx, value: Any) -> bool:
    """ "While X's STR is 5 or higher" (``>=5``): every modifier counts, constant ones too
    (the filter ``min_str`` leaves those out). Only for abilities that do not change STR
    themselves: a STR modifier read from the STR it changes would never settle."""
    m = SELF_STR.match(str(value).replace(" ", ""))
    if m is None:
        raise ValueError(f"self_str: {value!r} is not <op><number>")
    if ctx.source is None or ctx.source not in st.cards or not st.is_in_play(ctx.source):
        return False
    return _compared(st.strength(ctx.source), m.group(1), int(m.group(2)))


#: ``player_value``: ``<player>:<value><op><number>``
PLAYER_VALUE = re.compile(
    r"^(you|an_opponent|each_opponent|defender|attacker):"
    r"(claim|reserve|initiative|income)(<=|>=|<|>|=)(\d+)$"
)


@condition(
    "player_value",
    "a player's claim, reserve, initiative or income value compared with a number "
    "('an_opponent:income>=5'; you, an_opponent, each_opponent, defender, attacker)",
)
def _player_value(st: GameState, ctx: Ctx, value: Any) -> bool:
    """Some opponent's revealed plot shows gold of 5 or more (``an_opponent:income>=5``);
    "attacking an opponent whose reserve value is 4 or lower"
    (``defender:reserve<=4``): the value with every modifier (``plot_value``)."""
    m = PLAYER_VALUE.match(str(value).replace(" ", ""))
    if m is None:
        raise ValueError(f"player_value: {value!r} is not <player>:<value><op><number>")
    who, stat, op, n = m.groups()
    ch = st.challenge
    if who == "you":
        players = [ctx.controller]
    elif who in ("defender", "attacker"):
        one = (ch.defending or ch.defender) if who == "defender" and ch else None
        players = [one or (ch.attacker if ch and who == "attacker" else "")]
    else:
        players = list(st.opponents(ctx.controller))
    hits = [_compared(plot_value(st, p, stat), op, int(n)) for p in players if p in st.player_names]
    return bool(hits) and (all(hits) if who == "each_opponent" else any(hits))


#: ``values_compare``: ``<value><op><value>``, each side a registered value (with its
#: argument: ``tokens:venom``) or a whole number
VALUES_COMPARE = re.compile(r"^([\w:]+?)(<=|>=|<|>|=)([\w:]+)$")


@condition(
    "values_compare",
    "two values of engine_ref.values (or a number) compared as the condition is read: "
    "'attached_str<=tokens:venom'",
)
def _values_compare(st: GameState, ctx: Ctx, value: Any) -> bool:
    """Two values compared, e.g. the bearer's STR against the venom tokens on the card
    (``attached_str<=tokens:venom``): each side is a value counted now, from the
    ability's card, its controller and its first target, or a whole number."""
    from engine_ref.values import VALUES, Subject, count, value_name

    m = VALUES_COMPARE.match(str(value).replace(" ", ""))
    if m is None:
        raise ValueError(f"values_compare: {value!r} is not <value><op><value>")
    left, op, right = m.groups()
    target = ctx.targets[0] if ctx.targets else None

    def side(x: str) -> int:
        if x.isdigit():
            return int(x)
        if value_name(x) not in VALUES:
            raise ValueError(f"values_compare: {x!r} is not a value ({', '.join(VALUES)})")
        return count(st, x, Subject(ctx, target))

    return _compared(side(left), op, side(right))
