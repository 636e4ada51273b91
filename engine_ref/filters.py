"""Which cards qualify for a filter (targets, "all …" effects, triggers, costs, conditions).

Pure functions over the game state passed in; this module imports nothing of the state at
run time, so the state, the conditions and the engine can all use it.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine_ref.abilities import Filter
    from engine_ref.state import Card, GameState


def card_matches(
    state: GameState, f: Filter | None, card_id: str, controller: str, source: str | None = None
) -> bool:
    """Does the card qualify for a filter, seen from ``controller`` (the ability's)?"""
    if f is None:
        return True
    c = state.cards[card_id]
    if f.types:
        if state.card_type(card_id) not in f.types:
            return False
    elif f.type != "card" and state.card_type(card_id) != f.type:
        return False
    if f.controller == "you" and c.controller != controller:
        return False
    if f.controller == "opponent" and c.controller == controller:
        return False
    if f.controller == "first_player" and c.controller != state.first_player:
        return False  # "controlled by the first player"
    # the losing (winning, defending) player of the challenge in progress or just resolved;
    # the player who won dominance this round
    named = f.controller in ("loser", "winner", "defender", "dominance_winner")
    if named and c.controller != named_player(state, f.controller):
        return False
    if f.host is not None and (
        source is None or (state.cards[source].attached_to == card_id) != f.host
    ):
        return False
    if f.owner == "you" and c.owner != controller:
        return False
    if f.owner == "opponent" and c.owner == controller:
        return False
    if not _alternatives_match(state, f, c, controller, source):
        return False
    return (
        _status_matches(state, f, c)
        and _printed_matches(f, c, source)
        and _now_matches(state, f, c)
        and _marks_match(state, f, c.id)
    )


def _copy_in_pile(state: GameState, pile: str, c: Card) -> bool:
    """Filter ``copy_in_pile``: another card of the same title lies in the card's owner's
    ``discard`` (or ``dead``) pile (Rules Reference, "Copy (of a card)": a copy is a card
    with the same title)."""
    return any(
        x != c.id and state.cards[x].name == c.name for x in state.player(c.owner).zone(pile)
    )


def _top_of_pile(
    state: GameState, f: Filter, card_id: str, controller: str, source: str | None
) -> bool:
    """Filter ``top_of_pile``: the card is in a discard or dead pile, meets ``f``, and no card
    placed there after it (a pile grows on top) meets ``f``: "the top character in your dead
    pile" is the highest character there, whatever lies above it (Rules Reference, "Discard
    Pile", "Dead Pile": cards are placed there faceup, on top)."""
    owner, zone = state.zone_of(card_id)
    if zone not in ("discard", "dead") or not card_matches(state, f, card_id, controller, source):
        return False
    pile = state.player(owner).zone(zone)
    above = pile[pile.index(card_id) + 1 :]
    return not any(card_matches(state, f, c, controller, source) for c in above)


def took_part(state: GameState, card_id: str) -> bool:
    """The card attacked or defended in a challenge of this phase, the one in progress
    included (filter ``participated``; counted by ``note_participants``)."""
    ch = state.challenge
    now = ch is not None and card_id in (*ch.attackers, *ch.defenders)
    return now or bool(state.counter(f"phase:participated:{card_id}"))


def note_participants(state: GameState) -> GameState:
    """The state noting that each character in the challenge in progress took part in a
    challenge this phase, before the challenge ends."""
    ch = state.challenge
    for c in (*ch.attackers, *ch.defenders) if ch else ():
        if not state.counter(f"phase:participated:{c}"):
            state = state.bump(f"phase:participated:{c}")
    return state


def _alternatives_match(
    state: GameState, f: Filter, c: Card, controller: str, source: str | None
) -> bool:
    """One of the filters of ``any_of``; the lowest STR (the highest printed cost) of its
    controller's characters; a comparison with the card with the ability."""
    if f.any_of and not any(card_matches(state, o, c.id, controller, source) for o in f.any_of):
        return False
    if f.copy_in_pile is not None and not _copy_in_pile(state, f.copy_in_pile, c):
        return False
    if f.killed_this_phase is not None and f.killed_this_phase != bool(
        state.counter(f"phase:killed:{c.id}")
    ):
        return False  # killed this phase: the kill record the phase keeps
    if f.top_of_pile and not _top_of_pile(
        state, dataclasses.replace(f, top_of_pile=False), c.id, controller, source
    ):
        return False
    if f.participated is not None and took_part(state, c.id) != f.participated:
        return False  # a challenge of this phase it took part in
    if f.highest_cost and not _highest_cost(state, c):
        return False
    if f.lowest_str and not _lowest_str(state, c):
        return False
    if f.highest_lowest is not None and not _extreme(state, f.highest_lowest, c):
        return False
    if f.shares_trait is not None and not _shares_trait(state, f.shares_trait, c, source):
        return False
    if f.in_faction is not None and _in_faction(state, c, controller) != f.in_faction:
        return False
    return _compare_matches(state, f, c, source) and _gained_match(state, f, c, source)


def _highest_cost(state: GameState, c: Card) -> bool:
    """No character its controller controls has a higher printed cost ("the highest
    printed cost among characters you control"; ties all qualify)."""
    costs = [
        x.cost
        for x in state.in_play(c.controller)
        if x.duplicate_of is None and state.card_type(x.id) == "character"
    ]
    return bool(costs) and c.cost == max(costs)


def _lowest_str(state: GameState, c: Card) -> bool:
    """No character its controller controls has a lower STR ("the lowest STR among
    characters they control"; ties all qualify)."""
    strs = [
        state.strength(x.id)
        for x in state.in_play(c.controller)
        if x.duplicate_of is None and state.card_type(x.id) == "character"
    ]
    return bool(strs) and state.strength(c.id) == min(strs)


def _now_matches(state: GameState, f: Filter, c: Card) -> bool:
    """The 2nd edition's words about the card as it is now: traits, icons and keywords it
    has (gained or lost), STR at least, attachments, power on it."""
    traits = state.traits(c.id) if (f.traits or f.no_trait) else frozenset()
    if f.traits and not traits & set(f.traits):
        return False
    if f.no_trait is not None and f.no_trait in traits:
        return False
    if f.no_keyword is not None and has_keyword(state, c.id, f.no_keyword):
        return False  # "without shadow" leaves out shadow (3) too
    if f.icon is not None and f.icon not in state.icons(c.id):
        return False
    if f.no_icon is not None and f.no_icon in state.icons(c.id):
        return False
    if f.max_icons is not None and len(state.icons(c.id)) > f.max_icons:
        return False
    if f.min_icons is not None and len(state.icons(c.id)) < f.min_icons:
        return False
    if f.min_str is not None and state.strength(c.id, constants=False) < f.min_str:
        return False
    if f.has_attachments is not None:
        own = [a for a in state.attachments_of(c.id) if state.cards[a].duplicate_of != c.id]
        if bool(own) != f.has_attachments:
            return False
    return _tokens_match(f, c) and _facts_match(f, c)


def _gained_match(state: GameState, f: Filter, c: Card, source: str | None) -> bool:
    """More words about the card as it is now: an attachment with a trait ("a character with
    a Weapon attachment"), no copy of the attachment ``source`` on it yet ("Limit 1 copy per
    character"), a number of keywords ("with 2 or more keywords"), its factions."""
    if f.no_copy_attached and source is not None and source in state.cards:
        title = state.cards[source].name
        if any(
            a != source and state.cards[a].name == title and state.cards[a].duplicate_of is None
            for a in state.attachments_of(c.id)
        ):
            return False
    if f.attachment_trait is not None and not any(
        state.cards[a].duplicate_of != c.id and f.attachment_trait in state.traits(a)
        for a in state.attachments_of(c.id)
    ):
        return False
    if f.min_keywords is not None and (
        sum(1 for k in state.keywords(c.id) if is_keyword(k)) < f.min_keywords
    ):
        return False
    return _factions_match(state, f, c)


def _factions_match(state: GameState, f: Filter, c: Card) -> bool:
    """``faction`` / ``no_faction``: the factions the card is affiliated with now (gained and
    lost ones count; ``neutral``: none at all), and ``unmatched_faction``: it has a faction
    that no other card its controller has in play shares."""
    if f.faction is None and f.no_faction is None and f.unmatched_faction is None:
        return True
    mine = state.factions(c.id)

    def has(faction: str) -> bool:
        return not mine if faction == "neutral" else faction in mine

    if f.faction is not None and not has(f.faction):
        return False
    if f.no_faction is not None and has(f.no_faction):
        return False
    if f.unmatched_faction is not None:
        others: set[str] = set()
        for x in state.in_play(c.controller):
            if x.id != c.id and x.duplicate_of is None:
                others |= state.factions(x.id)
        if bool(mine - others) != f.unmatched_faction:
            return False
    return True


def _tokens_match(f: Filter, c: Card) -> bool:
    """Power and gold on the card: at least (power, gold), at most (max_power, max_gold)."""
    if f.power is not None and c.power < f.power:
        return False
    if f.max_power is not None and c.power > f.max_power:
        return False
    if f.gold is not None and c.gold < f.gold:
        return False
    return not (f.max_gold is not None and c.gold > f.max_gold)


def _facts_match(f: Filter, c: Card) -> bool:
    """The 2nd edition's words about the card's facts: unique, loyal, cost at least, one of
    some names."""
    if f.unique is not None and c.unique != f.unique:
        return False
    if f.loyal is not None and c.loyal != f.loyal:
        return False
    if f.min_cost is not None and c.cost < f.min_cost:
        return False
    return not (f.names and c.name not in f.names)


def _status_matches(state: GameState, f: Filter, c: Card) -> bool:
    """The filter's words about the card's state: kneeling, in the challenge, STR,
    keywords it has now."""
    if f.kneeling is not None and c.kneeling != f.kneeling:
        return False
    if f.duplicate is not None and (c.duplicate_of is not None) != f.duplicate:
        return False  # "a duplicate on a character" (Rules Reference, "Duplicates")
    ch = state.challenge
    attacking = ch is not None and c.id in ch.attackers
    defending = ch is not None and c.id in ch.defenders
    if f.attacking is not None and attacking != f.attacking:
        return False
    if f.defending is not None and defending != f.defending:
        return False
    if f.participating is not None and (attacking or defending) != f.participating:
        return False
    if f.alone is not None:  # the only attacker, or the only defender, of the challenge
        side = ch.attackers if ch is not None and attacking else ()
        side = ch.defenders if ch is not None and defending else side
        if (len(side) == 1) != f.alone:
            return False
    if f.max_str is not None and state.strength(c.id, constants=False) > f.max_str:
        return False
    return f.keyword is None or any(
        k == f.keyword or k.startswith(f"{f.keyword} (") for k in state.keywords(c.id)
    )  # "with shadow" also names shadow (3)


def _printed_matches(f: Filter, c: Card, source: str | None) -> bool:
    """The filter's words about the card as printed: cost, traits, name, STR, not this
    card."""
    if f.max_cost is not None and c.cost > f.max_cost:
        return False
    if f.trait is not None and f.trait not in c.traits:
        return False
    if f.name is not None and c.name != f.name:
        return False
    if f.printed_max_str is not None and c.strength > f.printed_max_str:
        return False
    if f.printed_min_str is not None and c.strength < f.printed_min_str:
        return False
    return not (f.not_self and c.id == source)


#: ``compare_card``: ``<stat><op><card>``: the card's STR (as it is now), printed STR or
#: printed cost, compared with that of the card with the ability or of its host, or of a
#: card the ability's use names (``trigger``, ``paid``: see ``bind_refs``)
COMPARE_CARD = re.compile(r"^(str|printed_str|cost)(<=|>=|<|>|=)(self|attached|trigger|paid|@\S+)$")


def refers_to(f: Filter | None, ref: str) -> bool:
    """Does the filter (or one of its ``any_of`` alternatives) compare with ``ref``?"""
    if f is None:
        return False
    if f.compare_card is not None and f.compare_card.endswith(ref):
        m = COMPARE_CARD.match(f.compare_card)
        if m is not None and m.group(3) == ref:
            return True
    return any(refers_to(o, ref) for o in f.any_of)


def bind_refs(f: Filter | None, refs: Mapping[str, str]) -> Filter | None:
    """The filter with ``compare_card``'s ``trigger`` (the card the triggering occurrence
    names) or ``paid`` (the card chosen to pay the ability's cost) replaced by that card (``@<card id>``), as one use of the ability knows them;
    a reference the use cannot fill stays, and then no card qualifies."""
    if f is None or not refs:
        return f
    compare = f.compare_card
    if compare is not None:
        m = COMPARE_CARD.match(compare)
        if m is not None and m.group(3) in refs:
            compare = f"{m.group(1)}{m.group(2)}@{refs[m.group(3)]}"
    subs = tuple(bind_refs(o, refs) or o for o in f.any_of)
    if compare == f.compare_card and subs == f.any_of:
        return f
    return dataclasses.replace(f, compare_card=compare, any_of=subs)


def _compare_matches(state: GameState, f: Filter, c: Card, source: str | None) -> bool:
    """``compare_card`` ("a lower STR than his": ``str<self``; "higher STR than attached
    character's": ``str>attached``; "with equal or lower printed cost" than the card paid as
    the cost: ``cost<=paid``; "lower printed cost than that card's", the triggering one:
    ``cost<trigger``): the comparison is read as the card is chosen, from the other card as
    it is then (the printed values of a card out of play still count); without that card,
    nothing qualifies."""
    if f.compare_card is None:
        return True
    m = COMPARE_CARD.match(f.compare_card)
    if m is None:
        raise ValueError(f"compare_card: {f.compare_card!r} is not <stat><op><card>")
    stat, op, ref = m.groups()
    other = source if ref in ("self", "attached") else None
    if ref == "attached" and source is not None and source in state.cards:
        other = state.cards[source].attached_to
    if ref.startswith("@"):  # a card of the ability's use (``bind_refs``), wherever it is
        other = ref[1:]
    if other is None or other not in state.cards or other == c.id:
        return False
    o = state.cards[other]

    def value(x: Card) -> int:
        if stat == "str":
            return state.strength(x.id)
        return max(x.strength if stat == "printed_str" else x.cost, 0)

    a, b = value(c), value(o)
    return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "=": a == b}[op]


#: ``highest_lowest``: the extremes a card may be at among every character in play
EXTREMES = (
    "highest_str",
    "lowest_str",
    "highest_cost",
    "lowest_cost",
    # among the participating characters only ("the lowest STR among participating characters")
    "lowest_str_participating",
    "highest_str_participating",
    # among the characters the card's controller controls only ("the highest STR among
    # characters you control")
    "highest_str_own",
    "lowest_str_own",
)


def _extreme(state: GameState, which: str, c: Card) -> bool:
    """No character in play, whoever controls it, has a higher (a lower) STR or printed cost
    ("a character with the highest STR in play"; ties all qualify). STR is read as it is
    now, constant abilities included. With ``_participating`` only the characters attacking
    or defending in the challenge in progress count, and the card must be one of them; with
    ``_own`` only the characters the card's controller controls ("among characters you
    control")."""
    high, _, rest = which.partition("_")
    stat, _, scope = rest.partition("_")

    def value(x: Card) -> int:
        return state.strength(x.id) if stat == "str" else max(x.cost, 0)

    chars = [
        x
        for x in state.cards.values()
        if state.is_in_play(x.id)
        and x.duplicate_of is None
        and state.card_type(x.id) == "character"
    ]
    if scope == "participating":
        ch = state.challenge
        inside = (*ch.attackers, *ch.defenders) if ch is not None else ()
        chars = [x for x in chars if x.id in inside]
    if scope == "own":
        chars = [x for x in chars if x.controller == c.controller]
    if not chars or c not in chars:
        return False
    values = [value(x) for x in chars]
    return value(c) == (max(values) if high == "highest" else min(values))


#: the 2nd edition's keywords (Rules Reference, "Keywords"): what "its keywords" counts and
#: what copying a card's keywords gains; the engine's other keyword-like words (an immunity,
#: "enters play knelt", "cannot-be-killed") are abilities, not keywords
KEYWORD_NAMES = (
    "ambush",
    "assault",
    "bestow",
    "insight",
    "intimidate",
    "limited",
    "no attachments",
    "pillage",
    "prized",
    "renown",
    "shadow",
    "stealth",
    "terminal",
)


def is_keyword(word: str) -> bool:
    """Is ``word`` (``"shadow (2)"``, ``"no attachments except weapon"``) a keyword of the
    2nd edition's list?"""
    return any(word == k or word.startswith(f"{k} ") for k in KEYWORD_NAMES)


def has_keyword(state: GameState, card_id: str, keyword: str) -> bool:
    """The card has the keyword now, with any value ("shadow" names shadow (3) too)."""
    return any(k == keyword or k.startswith(f"{keyword} (") for k in state.keywords(card_id))


def _shares_trait(state: GameState, ref: str, c: Card, source: str | None) -> bool:
    """``shares_trait`` ("a character that shares a Trait with him": ``self``; ``attached``):
    the card and the card with the ability (or its host) have a trait in common, as they
    are now (gained and lost traits count); the card itself never qualifies, nor does any
    card when there is no such card."""
    other = source
    if ref == "attached" and source is not None and source in state.cards:
        other = state.cards[source].attached_to
    if other is None or other not in state.cards or other == c.id:
        return False
    return bool(state.traits(c.id) & state.traits(other))


def named_player(state: GameState, word: str) -> str | None:
    """The player a filter's ``controller`` (or a target's ``chooser``) names by his part:
    ``loser``, ``winner``, ``defender`` of the challenge in progress or just resolved, or
    ``dominance_winner``, the player who won dominance this round (none after a tie)."""
    if word == "dominance_winner":
        won = (p for p in state.player_names if state.counter(f"round:dominance_won:{p}"))
        return next(won, None)
    ch = state.challenge
    return None if ch is None else getattr(ch, word, None)


def faction_key(name: str) -> str:
    """A faction named the way players write it ("House Stark", "The Night's Watch") as the
    key the card data uses (``stark``, ``thenightswatch``)."""
    key = "".join(ch for ch in name.lower() if ch.isalpha())
    key = key.removeprefix("house")
    return "thenightswatch" if key == "nightswatch" else key


def _in_faction(state: GameState, c: Card, player: str) -> bool:
    """Is the card "in-faction" for the player: affiliated (now) with the faction of his
    faction card, which the player's ``house`` names (Rules Reference, "Faction")?"""
    house = state.player(player).house if player in state.player_names else ""
    return bool(house) and faction_key(house) in state.factions(c.id)


def _marks_match(state: GameState, f: Filter, card_id: str) -> bool:
    """Filter ``out_of_shadows_this_phase``: did the card come out of shadows this phase
    (the mark it left lasts until the phase ends, and leaves play with the card)?"""
    if f.out_of_shadows_this_phase is None:
        return True
    came = any(e.op == "entered_from_shadows" and e.target == card_id for e in state.lasting)
    return came == f.out_of_shadows_this_phase
