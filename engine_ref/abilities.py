"""Abilities as small declarative definitions, built from a fixed set of primitives.

The same definitions serve the scripted catalogue (``engine_ref.catalogue``) and the ad-hoc
abilities a judge declares inline in a scenario file for any other card.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine_ref.conditions import CONDITIONS, Cond, Counted
from engine_ref.costs import COST_OPS
from engine_ref.effects import EFFECT_OPS
from engine_ref.errors import ScenarioError
from engine_ref.filters import COMPARE_CARD, EXTREMES
from engine_ref.values import VALUES, value_name

KINDS = ("action", "response", "save_cancel", "passive", "constant", "interrupt", "replacement")
PHASES = (
    "any",
    "setup",
    "epic",
    "plot",
    "draw",
    "marshalling",
    "challenges",
    "dominance",
    "standing",
    "taxation",
)
# Everything that happens in the game and that a trigger can name.
EVENTS = (
    "killed",
    "discarded",
    "sacrificed",
    "returned",
    "leaves_play",
    "killed_or_discarded",
    "killed_or_sacrificed",  # either of the two ("after … is sacrificed or killed")
    "power_gained",  # a card gained power: renown or an effect (not power moved to it)
    "saved",
    "enters_play",
    "played",  # a card was played / an ability initiated (what a cancel answers)
    "won_challenge",
    "lost_challenge",
    "declared_attacker",
    "declared_defender",
    "renown",  # a character claimed power for renown
    "power_claimed",
    "revealed",  # a plot was revealed ("when revealed")
    "phase_begins",
    "phase_ends",
    "drawn",
    "dominance_won",
    "stood",
    "knelt",
    # 2nd edition
    "marshalled",
    "marshalled_or_played",  # "after you marshal or play a … card": marshalled, or an event played
    "ambushed",
    "comes_out_of_shadows",
    "placed_in_shadows",
    "challenge_initiated",
    "claim_applied",
    "unopposed_won",
    "bypassed_by_stealth",
    "discarded_from_deck",
    "challenge_ends",
    "titles_selected",
    "moved",
    # a player discarded his hand as a whole (seed 002 §4.13)
    "hand_discarded",
    "income_collected",  # a player collected income (marshalling)
    "reserve_checked",  # a player checked reserve (taxation)
    # the card a character discarded using pillage, and the character (Rules Reference,
    # "Pillage")
    "pillage_discarded",
    "pillaged",
    # a character stopped participating through an effect (each one), and once for the
    # characters one effect removed together ("1 or more characters are removed")
    "removed_from_challenge",
    "removed_from_challenge_any",
    # a card was placed in a discard or dead pile: killed, discarded (from play, a hand or a
    # deck), sacrificed or moved there, and is still there as the trigger is read
    "enters_pile",
    # the plot phase's outcomes: the player who won initiative, the one who became first player
    "initiative_won",
    "first_player_chosen",
    "dominance_lost",  # each player other than the winner when someone wins dominance
    "reserve_discard",  # a player discarded 1 or more cards checking reserve
    "no_defenders_declared",  # a challenge's defending player declared no defender
    "icon_lost",  # a card lost a challenge icon it had (a lose_icon effect)
    "dominance_determined",  # 2nd edition: dominance was determined, won by a player or tied
    # a revealed plot went to its owner's used pile (a new plot was revealed in its place)
    "plot_used",
    # a card entered play, or was placed in a discard or dead pile and is still there
    # ("enters play under your control or your discard pile")
    "enters_play_or_pile",
    # power moved onto a player's faction card (power claim, an effect moving power)
    "power_moved",
)
LIMIT_PERIODS = ("challenge", "phase", "round", "game")
#: how long a lasting effect may last (an effect's ``until``): the end of the challenge, the
#: phase, the round, or until its controller reveals a new plot card
DURATIONS = ("challenge", "phase", "round", "new_plot")
X_COUNTS = ("hand", "gold", "power", "characters")
SUBJECTS = (
    "target",
    "self",
    "trigger",
    "you",
    "opponent",
    "all",
    "attached",
    "winner",
    # every player, the first player first and then in player order, chooses up to
    # ``choose`` cards of ``filter`` (counted from him); then the effect resolves once on the
    # chosen cards, or with ``unchosen`` on the others (004 Priority of Simultaneous Resolution)
    "each_player",
    "each",  # every player (player effects: each player draws 1 card)
    "result",  # the cards an earlier effect of the ability acted on ("the discarded card")
    # players of the challenge in progress (or just resolved): its loser, the attacking and
    # the defending player
    "loser",
    "attacking_player",
    "defending_player",
    "each_opponent",  # every opponent of the controller, in turn (each opponent discards 1)
    "trigger_player",  # the player the triggering event concerns ("that player's gold pool")
    "found",  # the cards a search of this ability took ("put it into play ... return it")
    "paid",  # the cards chosen to pay its costs ("kneel a character to have it participate")
)


@dataclass(frozen=True)
class Filter:
    """Which cards qualify (targets, "all …" effects, triggers, costs)."""

    type: str = "character"  # character, location, attachment, event, card
    controller: str = "any"  # you, opponent, any; loser, winner (of the challenge); first_player
    kneeling: bool | None = None
    attacking: bool | None = None
    defending: bool | None = None
    participating: bool | None = None
    max_str: int | None = None
    keyword: str | None = None
    trait: str | None = None
    name: str | None = None
    not_self: bool = False
    zone: str = "play"  # play, or hand (cards in the chooser's hand: put into play)
    max_cost: int | None = None
    # 2nd edition
    types: tuple[str, ...] = ()  # any of these card types (instead of ``type``)
    traits: tuple[str, ...] = ()  # any of these traits
    no_trait: str | None = None
    no_keyword: str | None = None
    icon: str | None = None
    no_icon: str | None = None
    faction: str | None = None  # a faction (stark, lannister, …, neutral)
    unique: bool | None = None
    loyal: bool | None = None
    min_str: int | None = None
    min_cost: int | None = None
    owner: str = "any"  # you, opponent, any
    names: tuple[str, ...] = ()  # any of these names
    # an attachment's restriction: no copy of it (the same title) is attached to the card yet
    # ("Limit 1 copy per character")
    no_copy_attached: bool | None = None
    # a player target: the condition ``compare_values`` holds with the player as ``target``
    # ("an opponent who controls fewer locations than you": ``locations>target``)
    player_if: str | None = None
    # it has at least this many keywords now ("a character with 2 or more keywords")
    min_keywords: int | None = None
    # true: it has a faction that no other card its controller has in play has (a neutral
    # card never does): its faction is shared by none of its controller's other cards
    unmatched_faction: bool | None = None
    # it has an attachment with this trait now ("a character with a Weapon attachment")
    attachment_trait: str | None = None
    has_attachments: bool | None = None
    host: bool | None = None  # the card the ability's own attachment is attached to
    # a duplicate placed on a card (true), or a card that is not one (false)
    duplicate: bool | None = None
    power: int | None = None  # at least this much power on it
    any_of: tuple[Filter, ...] = ()  # it also meets one of these ("a Clansman or Tyrion")
    lowest_str: bool = False  # its STR is the lowest among its controller's characters
    no_faction: str | None = None  # not of this faction ("a non-[lannister] Knight")
    gold: int | None = None  # at least this much gold on it ("with 1 or more gold")
    max_gold: int | None = None  # at most this much gold on it ("without gold": 0)
    # its STR is the lowest of every character in play, ties included ("a character with the
    # lowest STR in play")
    lowest_str_in_play: bool | None = None
    # it attacks alone or defends alone ("attacking or defending alone")
    alone: bool | None = None
    # its printed STR, whatever modifies it now ("if attached character's printed STR is 4
    # or lower")
    printed_max_str: int | None = None
    printed_min_str: int | None = None
    max_icons: int | None = None  # it has at most this many challenge icons now
    min_icons: int | None = None  # it has at least this many challenge icons now
    # its printed cost is the highest among its controller's characters (ties included)
    highest_cost: bool = False
    # its STR or cost compared with the card with the ability's or its host's ("with a
    # lower STR than his": ``str<self``; ``printed_str``, ``cost``; ``attached``), or with
    # the triggering card's or the card paid as the cost's (``trigger``, ``paid``: "with
    # equal or lower printed cost", ``cost<=paid``)
    compare_card: str | None = None
    # the highest or the lowest STR (as it is now) or printed cost among every character in
    # play, ties included ("a character with the highest STR in play": ``highest_str``;
    # ``lowest_str``, ``highest_cost``, ``lowest_cost``)
    highest_lowest: str | None = None
    max_power: int | None = None  # at most this much power on it ("without power": 0)
    # it has a trait in common with the card with the ability (``self``) or its host
    # (``attached``), as both are now ("a character that shares a Trait with him")
    shares_trait: str | None = None
    # it has the faction of the player's faction card, the ability's controller's (true: an
    # "in-faction" card; false: an out-of-faction one; the player's ``house`` names it)
    in_faction: bool | None = None
    # it lies in a discard or dead pile and no card above it there meets the rest of the
    # filter ("the top character in your dead pile": the pile's last-placed character)
    top_of_pile: bool = False
    # it attacked or defended in a challenge of this phase, the one in progress included
    # ("a character that has not participated in a challenge this phase": false)
    participated: bool | None = None
    # "printed cost 3 or lower (6 or lower instead if …)": ``max_cost`` becomes this bound
    # while the conditions ``instead_if`` hold for the ability's controller, read as the
    # card is chosen or searched for (``settle_bound``)
    max_cost_instead: int | None = None
    instead_if: tuple[Cond, ...] = ()
    # another card of its title lies in its owner's pile of that name ("copies of events that
    # are in his discard pile": ``discard``; ``dead``)
    copy_in_pile: str | None = None
    # it was killed this phase (and lies where that put it, or anywhere since): "a
    # character in your dead pile that was killed this phase"
    killed_this_phase: bool | None = None
    # it came out of shadows this phase, and has stayed in play since ("another character
    # that came out of shadows this phase")
    out_of_shadows_this_phase: bool | None = None


@dataclass(frozen=True)
class Trigger:
    event: str
    card: str = "any"  # self, any, yours, opponents
    filter: Filter | None = None
    player: str = "any"  # you, opponent, any: the player the event concerns (winner...)
    challenge: str | None = None  # military, intrigue, power
    phase: str | None = None
    when: str = "after"  # after, before (lcg2 interrupts)
    condition: tuple[Cond, ...] = ()  # "after you win a challenge in which X is attacking"


@dataclass(frozen=True)
class Cost:
    op: str
    amount: int = 1
    filter: Filter | None = None
    value: str = ""  # a kind of token (``discard_tokens_self``: "vengeance")


@dataclass(frozen=True)
class Target:
    filter: Filter
    count: int = 1
    chooser: str = "controller"  # controller, opponent (e.g. "opponent chooses")
    up_to: bool = False  # "choose up to N": the chooser may stop after the first
    # False for a selection the text does not call a choice ("kill a character you
    # control"): it is not targeted, so "cannot be chosen" does not stop it (Rules
    # Reference, "Target")
    chosen: bool = True
    # "up to 4 total STR worth of characters": the chosen cards' STR may not add up to more
    total_str: int | None = None
    # "characters controlled by the same player": every target has the first one's controller
    same_controller: bool = False
    # "(up to 2 instead if …)": while the conditions ``more_if`` hold as the targets are
    # chosen, up to ``more`` of them may be chosen instead of ``count``
    more: int | None = None
    more_if: tuple[Cond, ...] = ()


@dataclass(frozen=True)
class Effect:
    op: str
    on: str = "target"
    amount: int = 1
    value: str = ""
    until: str | None = None  # challenge, phase, round, new_plot (lasting effects)
    filter: Filter | None = None
    x: str | None = (
        None  # amount counted once at initiation (002 §3.11): hand, gold, power, characters
    )
    # a STR effect that kills the card at 0 STR; only a save that lifts it above 0 saves it
    # (a "terminal effect", 002 §3.19)
    terminal: bool = False
    # with on: each_player — how many cards each player chooses (up to), and whether the
    # effect then hits the cards he did not choose (Wildfire Assault: keep 3, kill the rest)
    choose: int = 0
    unchosen: bool = False
    # with on: each_player — each player must choose as many as he can ("chooses a
    # character he controls (if able)"), not up to ``choose``
    exactly: bool = False
    # with on: each_player — the ability's controller makes every player's choice among
    # that player's cards ("choose a character controlled by each player")
    by_controller: bool = False
    # X counted over a filter (x: count), and X multiplied ("+1 STR for each": times 1)
    x_filter: Filter | None = None
    times: int = 1
    # where cards go (move_to, search, put_into_play …) and where a search looks
    to: str = ""
    source: str = ""  # YAML "from": deck (the whole deck), top:N
    # X counted in steps ("1 power for every 5 STR": per 5) and capped ("to a maximum of 5")
    per: int = 1
    at_most: int | None = None
    # X given an offset once counted ("X is 2 higher than its STR": plus 2)
    plus: int = 0
    # who names a value written a|b|c, when not the ability's controller (a player subject:
    # "the losing opponent names a cardtype": loser)
    namer: str = ""
    # conditions read as the effect resolves: the effect is skipped unless they hold
    # ("Then, if you control a King character, draw 1 card")
    only_if: tuple[Cond, ...] = ()
    # op alternative_amount: the amount used instead of ``amount`` when the conditions
    # ``instead_if`` hold as the effect resolves ("2 gold instead if …")
    instead: int | None = None
    instead_if: tuple[Cond, ...] = ()
    # op reduce_cost: the cards whose reduction is ``instead`` rather than ``amount`` (a
    # larger reduction for a character printed at cost 6 or more, say)
    instead_filter: Filter | None = None
    # a reduction that stops at this floor ("to a minimum of 2"): op plot_modifier, and a
    # card's own marshal_reducer
    minimum: int | None = None
    # op choose_one: the options, each a list of effects resolved in order ("either: draw 1
    # card, or gain 1 power")
    choices: tuple[tuple[Effect, ...], ...] = ()


@dataclass(frozen=True)
class Ability:
    kind: str
    text: str = ""
    phase: str = "any"
    trigger: Trigger | None = None
    cost: tuple[Cost, ...] = ()
    target: Target | None = None
    effects: tuple[Effect, ...] = ()
    then: tuple[Effect, ...] = ()
    limit: int | None = None
    limit_per: str = "round"
    # the limit is a "Max": it counts every use of a card of this title by its player, not
    # this copy's alone (Rules Reference, "Max X per period")
    max: bool = False
    cannot_be_saved: bool = False
    cannot_be_cancelled: bool = False
    # event, response, passive, action, triggered, location, character_ability, any,
    # triggered:<type>+<type> (a card's); opponents_<one of those>
    cancels: str | None = None
    saves: str | None = None  # kill, discard, kill_or_discard, any
    destination: str | None = None  # replacement: where a killed/discarded card goes instead
    from_hand: bool = False  # a response/action usable from hand (events; Khal Drogo)
    # usable while the card is facedown in its owner's shadows area ("put X into play from
    # shadows": The Queen's Retinue), and only there
    from_shadows: bool = False
    # usable while the card lies in its owner's discard or dead pile ("put X into play from
    # your dead pile"; "from your hand or discard pile" adds ``from_hand``): ``discard``,
    # ``dead`` or both joined with ``+``; such an ability is not usable in play
    from_pile: str = ""
    cite: str | None = None
    # a delayed part: "if you win this challenge, ..." (Spinning Slash, seed 000)
    optional: bool = False  # the controller may choose no target ("may")
    if_win: tuple[Effect, ...] = ()
    if_win_target: Target | None = None
    # "only if …": the ability cannot be initiated unless these hold (a play restriction)
    condition: tuple[Cond, ...] = ()
    # a constant ability applies only while these hold ("while X is attacking")
    while_: tuple[Cond, ...] = ()
    # a "Limited Response:" — each player triggers one such response a round, whatever its
    # card (seed 003 Keywords, Limited)
    limited: bool = False
    # "Any player may initiate this ability": an action or reaction of a card in play (or a
    # revealed plot) that each player may initiate as if it were his; "you" is that player
    any_player: bool = False


# --- parsing from plain data (YAML) -----------------------------------------------------


def _get(d: Mapping[str, Any], key: str, default: Any, where: str) -> Any:
    return d.get(key, default)


def _plain_keys(d: Mapping[Any, Any], where: str) -> dict[str, Any]:
    """YAML 1.1 reads an unquoted ``on:`` key as the boolean ``true``: take it back as "on"
    (the docs write ``on: self``); any other key that is not text is a clear error."""
    out: dict[str, Any] = {}
    for k, v in d.items():
        if k is True:
            k = "on"
        elif not isinstance(k, str):
            raise ScenarioError(f"{where}: field names are words, not {k!r}")
        out[k] = v
    return out


def _check_keys(d: Mapping[str, Any], allowed: set[str], where: str) -> None:
    unknown = set(d) - allowed
    if unknown:
        raise ScenarioError(
            f"{where}: unknown field(s) {', '.join(sorted(unknown))}; allowed: {', '.join(sorted(allowed))}"
        )


_LIST_FIELDS = ("types", "traits", "names")


def parse_filter(d: Any, where: str) -> Filter:
    if isinstance(d, str):
        return Filter(type=d)
    if not isinstance(d, Mapping):
        raise ScenarioError(f"{where}: a filter is a card type or a mapping, not {d!r}")
    d = _plain_keys(d, where)
    _check_keys(d, set(Filter.__dataclass_fields__), where)
    args = dict(d)
    for key in _LIST_FIELDS:
        if key in args:
            args[key] = tuple(str(v) for v in _listify(args[key]))
    if args.get("types") and "type" not in args:
        args["type"] = "card"  # any of ``types``
    extreme = args.get("highest_lowest")
    if extreme is not None and extreme not in EXTREMES:
        raise ScenarioError(
            f"{where}.highest_lowest: one of {', '.join(EXTREMES)} (got {extreme!r})"
        )
    compare = args.get("compare_card")
    if compare is not None and not COMPARE_CARD.match(str(compare)):
        raise ScenarioError(
            f"{where}.compare_card: <str|printed_str|cost><op>"
            f"<self|attached|trigger|paid>, such as "
            f"str<self (got {compare!r})"
        )
    if "instead_if" in args:
        args["instead_if"] = parse_conditions(args["instead_if"], f"{where}.instead_if")
    if (args.get("max_cost_instead") is None) != (not args.get("instead_if")):
        raise ScenarioError(f"{where}: max_cost_instead and instead_if go together")
    if "any_of" in args:
        subs = _listify(args["any_of"])
        args["any_of"] = tuple(parse_filter(x, f"{where}.any_of[{i}]") for i, x in enumerate(subs))
    return Filter(**args)


#: conditions whose value is a card word (self, attached, trigger) or a filter
_CARD_OR_FILTER = ("participating", "attacking", "defending", "alone")
#: conditions whose value is a filter
_FILTER_VALUED = (
    "attached_to",
    "trigger_card",
    "result_card",
    "target_card",
    "self_matches",
    "pile_has",
)
#: conditions whose value counts cards of a filter
_COUNTED = (
    "removed_at_least",
    "defender_controls_more",
    "defender_controls_fewer",
    "controls",
    "controls_none",
    "opponent_controls",
    "defender_controls",
    "controls_most",
    "controls_fewest",
    "opponent_controls_at_most",
)
#: conditions whose value is a list of conditions
_NESTED = ("not", "any")


def parse_conditions(d: Any, where: str) -> tuple[Cond, ...]:
    """A list of ``{kind: value}`` (or one mapping of several kinds) -> conditions."""
    items: list[tuple[Any, Any]] = []
    for i, entry in enumerate(_listify(d)):
        if not isinstance(entry, Mapping):
            raise ScenarioError(f"{where}[{i}]: a condition is a mapping {{kind: value}}")
        items.extend(_plain_keys(entry, f"{where}[{i}]").items())
    out: list[Cond] = []
    for kind, value in items:
        if kind not in CONDITIONS:
            close = difflib.get_close_matches(str(kind), list(CONDITIONS), n=1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            raise ScenarioError(
                f"{where}: unknown condition {kind!r}{hint}; known: {', '.join(CONDITIONS)}"
            )
        out.append(Cond(kind, _condition_value(kind, value, f"{where}.{kind}")))
    return tuple(out)


def _condition_value(kind: str, value: Any, where: str) -> Any:
    if kind in _NESTED:
        return parse_conditions(value, where)
    if kind in _COUNTED:
        if not isinstance(value, Mapping):
            value = {"filter": value}
        value = _plain_keys(value, where)
        _check_keys(value, {"filter", "min", "other"}, where)
        f = value.get("filter")
        return Counted(
            parse_filter(f, f"{where}.filter") if f is not None else None,
            int(value.get("min", 1)),
            bool(value.get("other", False)),
        )
    if kind in _FILTER_VALUED or (kind in _CARD_OR_FILTER and isinstance(value, Mapping)):
        return parse_filter(value, where)
    if isinstance(value, list | dict):
        raise ScenarioError(f"{where}: a single value is expected, not {value!r}")
    return value


def parse_trigger(d: Any, where: str) -> Trigger:
    if isinstance(d, str):
        d = {"event": d}
    if not isinstance(d, Mapping):
        raise ScenarioError(f"{where}: a trigger is an event name or a mapping")
    d = _plain_keys(d, where)
    _check_keys(d, set(Trigger.__dataclass_fields__), where)
    event = d.get("event")
    if event not in EVENTS:
        close = difflib.get_close_matches(str(event), EVENTS, n=1)
        hint = f" (did you mean {close[0]}?)" if close else ""
        raise ScenarioError(
            f"{where}: unknown trigger event {event!r}{hint}; known: {', '.join(EVENTS)}"
        )
    args = dict(d)
    if "filter" in args and args["filter"] is not None:
        args["filter"] = parse_filter(args["filter"], f"{where}.filter")
    if "condition" in args:
        args["condition"] = parse_conditions(args["condition"], f"{where}.condition")
    return Trigger(**args)


def _op_fields(
    d: Any, where: str, ops: Sequence[str], fields: Iterable[str], what: str, show_got: bool
) -> dict[str, Any]:
    """The fields of a cost or an effect, written as its op alone or as a mapping: the op
    must be one of ``ops`` and every key one of ``fields``; a filter is parsed."""
    if isinstance(d, str):
        d = {"op": d}
    if isinstance(d, Mapping):
        d = _plain_keys(d, where)
    if not isinstance(d, Mapping) or d.get("op") not in ops:
        got = f" (got {d!r})" if show_got else ""
        op = d.get("op") if isinstance(d, Mapping) else None
        close = difflib.get_close_matches(str(op), list(ops), n=1) if op else []
        hint = f"; did you mean {close[0]}?" if close else ""
        raise ScenarioError(f"{where}: {what} needs op, one of {', '.join(ops)}{got}{hint}")
    _check_keys(d, set(fields), where)
    args = dict(d)
    if args.get("filter") is not None:
        args["filter"] = parse_filter(args["filter"], f"{where}.filter")
    return args


def parse_cost(d: Any, where: str) -> Cost:
    args = _op_fields(d, where, COST_OPS, Cost.__dataclass_fields__, "a cost", show_got=False)
    return Cost(**args)


def _parse_effect_parts(args: dict[str, Any], where: str) -> None:
    """An effect's nested parts, parsed in place: its X filter, its conditions, the amount
    it has instead (``alternative_amount``)."""
    for key in ("x_filter", "instead_filter"):
        if args.get(key) is not None:
            args[key] = parse_filter(args[key], f"{where}.{key}")
    for key in ("only_if", "instead_if"):
        if args.get(key) is not None:
            args[key] = parse_conditions(args[key], f"{where}.{key}")
    instead = args.get("instead")
    if instead is not None and (isinstance(instead, bool) or not isinstance(instead, int)):
        raise ScenarioError(f"{where}: 'instead' is a whole number (got {instead!r})")
    if args.get("choices") is not None:
        args["choices"] = tuple(
            tuple(parse_effect(e, f"{where}.choices[{i}][{j}]") for j, e in enumerate(_listify(c)))
            for i, c in enumerate(_listify(args["choices"]))
        )


def with_nested(effects: Iterable[Effect]) -> Iterable[Effect]:
    """The effects and, after each, those its ``choices`` hold (at any depth)."""
    for e in effects:
        yield e
        for option in e.choices:
            yield from with_nested(option)


def parse_effect(d: Any, where: str) -> Effect:
    if isinstance(d, Mapping) and "from" in d:
        d = {**{k: v for k, v in d.items() if k != "from"}, "source": d["from"]}
    args = _op_fields(d, where, EFFECT_OPS, Effect.__dataclass_fields__, "an effect", show_got=True)
    if args.get("on", "target") not in SUBJECTS:
        raise ScenarioError(f"{where}: 'on' must be one of {', '.join(SUBJECTS)}")
    if args.get("until") not in (None, *DURATIONS):
        raise ScenarioError(f"{where}: 'until' must be one of {', '.join(DURATIONS)}")
    if args.get("x") is not None and value_name(str(args["x"])) not in VALUES:
        close = difflib.get_close_matches(str(args.get("x")), list(VALUES), n=1)
        hint = f" (did you mean {close[0]}?)" if close else ""
        raise ScenarioError(f"{where}: 'x' must be one of {', '.join(VALUES)}{hint}")
    _parse_effect_parts(args, where)
    if args.get("on") == "each_player":
        choose = args.get("choose", 0)
        if isinstance(choose, bool) or not isinstance(choose, int) or choose < 1:
            raise ScenarioError(
                f"{where}: 'on: each_player' needs 'choose', how many cards each player chooses "
                f"(a whole number of at least 1, got {choose!r})"
            )
        if args.get("filter") is None:
            raise ScenarioError(
                f"{where}: 'on: each_player' needs 'filter', the cards each player chooses from"
            )
    elif any(args.get(k) for k in ("choose", "unchosen", "exactly", "by_controller")):
        raise ScenarioError(
            f"{where}: 'choose', 'unchosen', 'exactly' and 'by_controller' go with "
            "'on: each_player'"
        )
    if not isinstance(args.get("unchosen", False), bool):
        raise ScenarioError(f"{where}: 'unchosen' is true or false")
    amount = args.get("amount", 1)
    if isinstance(amount, str) and amount.strip().upper() == "X":
        if args.get("x") is None:
            raise ScenarioError(
                f"{where}: amount X needs 'x' to say what X counts ({', '.join(VALUES)}); "
                "it is counted once when the ability is initiated (002 §3.11)"
            )
        args["amount"] = 0
    elif isinstance(amount, bool) or not isinstance(amount, int):
        raise ScenarioError(f"{where}: amount must be a whole number or X (got {amount!r})")
    return Effect(**args)


#: the 2nd edition's names of ability kinds, and what they are in the engine's terms
KIND_ALIASES = {
    "reaction": "response",
    "forced_reaction": "passive",
    "forced_interrupt": "passive",
    "when_revealed": "passive",
}


def _alias(d: dict[str, Any], where: str) -> dict[str, Any]:
    kind = d.get("kind")
    if kind not in KIND_ALIASES:
        return d
    d = {**d, "kind": KIND_ALIASES[kind]}
    if kind == "when_revealed":
        d.setdefault("trigger", {"event": "revealed", "card": "self"})
    elif kind == "forced_interrupt":
        trig = d.get("trigger")
        if isinstance(trig, str):
            trig = {"event": trig}
        if isinstance(trig, Mapping):
            d["trigger"] = {**_plain_keys(trig, where), "when": "before"}
    return d


def parse_ability(d: Any, where: str = "ability") -> Ability:
    if not isinstance(d, Mapping):
        raise ScenarioError(f"{where}: an ability is a mapping with at least 'kind'")
    d = _plain_keys(d, where)
    if "while" in d:
        d = {**{k: v for k, v in d.items() if k != "while"}, "while_": d["while"]}
    d = _alias(d, where)
    _check_keys(d, set(Ability.__dataclass_fields__) | {"while"}, where)
    kind = d.get("kind")
    if kind not in KINDS:
        close = difflib.get_close_matches(str(kind), [*KINDS, *KIND_ALIASES], n=1)
        hint = f"; did you mean {close[0]}?" if close else ""
        raise ScenarioError(
            f"{where}: kind must be one of {', '.join((*KINDS, *KIND_ALIASES))} (got {kind!r}){hint}"
        )
    args: dict[str, Any] = dict(d)
    if args.get("phase", "any") not in PHASES:
        raise ScenarioError(f"{where}: phase must be one of {', '.join(PHASES)}")
    if args.get("trigger") is not None:
        args["trigger"] = parse_trigger(args["trigger"], f"{where}.trigger")
    args["cost"] = tuple(
        parse_cost(c, f"{where}.cost[{i}]") for i, c in enumerate(_listify(args.get("cost")))
    )
    for key in ("target", "if_win_target"):
        if args.get(key) is not None:
            args[key] = _parse_target(args[key], f"{where}.{key}")
    args["if_win"] = tuple(
        parse_effect(e, f"{where}.if_win[{i}]") for i, e in enumerate(_listify(args.get("if_win")))
    )
    args["effects"] = tuple(
        parse_effect(e, f"{where}.effects[{i}]")
        for i, e in enumerate(_listify(args.get("effects")))
    )
    args["then"] = tuple(
        parse_effect(e, f"{where}.then[{i}]") for i, e in enumerate(_listify(args.get("then")))
    )
    for key in ("condition", "while_"):
        if key in args:
            args[key] = parse_conditions(args[key], f"{where}.{key.rstrip('_')}")
    if args.get("limit_per", "round") not in LIMIT_PERIODS:
        raise ScenarioError(f"{where}: limit_per must be one of {', '.join(LIMIT_PERIODS)}")
    if not set(str(args.get("from_pile", "")).split("+")) <= {"", "discard", "dead"}:
        raise ScenarioError(f"{where}: from_pile is discard, dead or discard+dead")
    if kind in ("response", "passive", "interrupt", "replacement") and args.get("trigger") is None:
        raise ScenarioError(f"{where}: a {kind} needs a trigger")
    if kind == "save_cancel" and not (args.get("cancels") or args.get("saves")):
        raise ScenarioError(f"{where}: a save_cancel ability needs 'cancels' or 'saves'")
    return Ability(**args)


def _parse_target(t: Any, where: str) -> Target:
    if isinstance(t, str):
        t = {"filter": t}
    if not isinstance(t, Mapping):
        raise ScenarioError(f"{where}: a target is a card type or a mapping")
    t = _plain_keys(t, where)
    _check_keys(
        t,
        {
            "filter",
            "count",
            "chooser",
            "up_to",
            "chosen",
            "total_str",
            "same_controller",
            "more",
            "more_if",
        },
        where,
    )
    if (t.get("more") is None) != (t.get("more_if") is None):
        raise ScenarioError(f"{where}: 'more' and 'more_if' go together")
    return Target(
        filter=parse_filter(t.get("filter", "character"), f"{where}.filter"),
        count=int(t.get("count", 1)),
        chooser=str(t.get("chooser", "controller")),
        up_to=bool(t.get("up_to", False)),
        chosen=bool(t.get("chosen", True)),
        total_str=None if t.get("total_str") is None else int(t["total_str"]),
        same_controller=bool(t.get("same_controller", False)),
        more=None if t.get("more") is None else int(t["more"]),
        more_if=parse_conditions(t["more_if"], f"{where}.more_if") if t.get("more_if") else (),
    )


def _listify(v: Any) -> list[Any]:
    if v is None:
        return []
    if isinstance(v, list | tuple):
        return list(v)
    return [v]


def primitives() -> dict[str, tuple[str, ...]]:
    """The building blocks of an ad-hoc ability, for a front end's dialog."""
    return {
        "kinds": KINDS,
        "phases": PHASES,
        "events": EVENTS,
        "effects": EFFECT_OPS,
        "costs": COST_OPS,
        "subjects": SUBJECTS,
        "durations": DURATIONS,
        "cancels": (
            "event",
            "when_revealed",
            "triggered",
            "ability",
            "response",
            "passive",
            "action",
            "framework",
            "character_ability",
            "any",
            "location",
            "opponents_event",
            "opponents_location",
            "triggered:character+location+attachment",
        ),
        "saves": ("kill", "discard", "kill_or_discard", "any"),
    }
