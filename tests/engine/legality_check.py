"""An independent legality check of the options the engine offers, written from the rules of
seeds 000, 002 and 003, and for the 2nd edition from seed 001 and the Rules Reference (not
from ``engine_ref``'s option generators): given the game state of a decision and one option,
it says which rule the option breaks, if any.

It reads only plain facts of the state (zones, kneeling, icons, keywords, STR, counters kept
by the state) and the decisions taken before, and re-derives who may do what. The property
test walks random games and asks it about every option of every decision.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from engine_ref.state import GameState
from engine_ref.timing import DecisionPoint

MARSHALLED = ("character", "location", "attachment")
SETUP_BUDGET = 5  # seed 003 / seed 000 Game Setup: 5 gold of cards
SETUP_BUDGET_LCG2 = 8  # seed 001 Game Setup, step 8: 8 cost of cards
PENALTY = 2  # seed 003 Marshalling: a card of another House costs 2 more
SHADOWS_COST = 2  # Rules Reference, "Shadows": 2 gold to marshal a card facedown
CHALLENGE_TYPES = ("military", "intrigue", "power")
#: seed 001, the title cards: (title, the title it supports)
SUPPORTS_LCG2 = frozenset(
    {
        ("Master of Whispers", "Hand of the King"),
        ("Master of Ships", "Master of Whispers"),
        ("Hand of the King", "Master of Laws"),
        ("Master of Coin", "Master of Ships"),
        ("Master of Laws", "Master of Coin"),
    }
)
TITLES_LCG2 = frozenset(
    {
        "Master of Whispers",
        "Master of Ships",
        "Hand of the King",
        "Master of Coin",
        "Master of Laws",
        "Crown Regent",
    }
)


def _house(name: str) -> str:
    n = name.strip().lower()
    return n[6:].strip() if n.startswith("house ") else n


def penalty(st: GameState, player: str, card_id: str) -> int:
    """Seed 003: 2 more gold for a character, location or attachment of another House."""
    c = st.cards[card_id]
    if st.profile == "lcg2" or c.type not in MARSHALLED or not c.house:
        return 0
    mine = _house(st.player(player).house)
    return 0 if any(_house(h) == mine for h in c.house) else PENALTY


def icons(st: GameState, cid: str) -> frozenset[str]:
    """Seed 000: in the CCG the icons printed on the card decide; seed 003: gained ones too."""
    return st.cards[cid].icons if st.profile == "ccg-winter" else st.icons(cid)


def _no_attachments(st: GameState, host: str, traits: frozenset[str]) -> bool:
    for kw in st.keywords(host):
        k = kw.lower()
        if k.startswith("no attachments"):
            allowed = k.partition("except")[2].strip()
            if not allowed or allowed not in {t.lower() for t in traits}:
                return True
    return False


@dataclass
class Context:
    """What the decisions so far say: the challenge being declared, the attackers, stealth
    targets, claim victims and setup cards chosen."""

    ctype: str | None = None
    opponent: str | None = None  # the player the challenge being declared is against
    attackers: list[str] = field(default_factory=list)
    stealth: list[str] = field(default_factory=list)
    victims: list[str] = field(default_factory=list)
    placed: dict[str, list[str]] = field(default_factory=dict)
    attaching: str | None = None  # the attachment being marshalled or set up
    titles_gone: set[str] = field(default_factory=set)  # set aside or taken this round

    def taken(self, player: str, key: str, prompt: str) -> None:
        verb, _, rest = key.partition(" ")
        if verb == "challenge":
            self.ctype, _, self.opponent = rest.partition(" ")
            self.attackers, self.stealth, self.victims = [], [], []
        elif verb == "attacker":
            self.attackers.append(rest)
        elif verb == "stealth":
            self.stealth.append(rest)
        elif verb == "kill" and "claim" in prompt:
            self.victims.append(rest)
        elif verb == "setup":
            self.placed.setdefault(player, []).append(rest)
            self.attaching = rest
        elif verb in ("marshal", "ambush", "out"):
            self.attaching = rest
        elif verb == "opponent":
            self.opponent = rest  # a redirected challenge (Crown Regent)
        elif verb == "first":
            self.titles_gone = set()  # a new round: the titles are back in the pool
        elif verb in ("remove", "title"):
            self.titles_gone.add(rest)


def violation(st: GameState, point: DecisionPoint, key: str, ctx: Context) -> str | None:
    """The rule ``key`` breaks at ``point`` (a short text), or None when it is legal."""
    verb, _, rest = key.partition(" ")
    check = (_CHECKS_LCG2 if st.profile == "lcg2" else {}).get(verb) or _CHECKS.get(verb)
    if check is None:
        return None
    return check(st, point, rest, ctx)


def _reduced(st: GameState, p: str) -> bool:
    """Some effect may lower what ``p`` pays (a cost reducer, constant or lasting): the
    exact cost check is then the engine's."""
    if any(le.op == "reduce_cost" and le.target == p for le in st.lasting):
        return True
    cards = [x.id for x in st.in_play()] + [c for q in st.players for c in q.plot]
    if any(
        e.op in ("gold_reducer", "first_marshal_reducer")
        for x in cards
        for ab in st.abilities(x)
        for e in ab.effects
    ):
        return True
    # a card's own cheaper ambush (ambush_reducer), read from the hand
    return any(
        e.op == "ambush_reducer"
        for c in st.player(p).hand
        for ab in st.cards[c].abilities
        for e in ab.effects
    )


def _as_if_in_hand(st: GameState, p: str, cid: str, way: str) -> bool:
    """Rules Reference, "Marshaling Cards": a card out of the hand may be brought in as if it
    were there when a card says so (op ``marshal_from_zone``): a card of ``p`` in play or his
    revealed plot naming the pile the card lies in, or the card's own permission from its
    owner's pile. Conditions are the engine's to judge: the pile and the way are checked."""
    owner, zone = st.zone_of(cid)
    piles = {"discard": owner == p, "dead": owner == p, "opponents_discard": owner != p}
    mine = [x.id for x in st.in_play(p)] + list(st.player(p).plot)
    for x in mine:
        for ab in st.abilities(x):
            for e in ab.effects:
                if (
                    e.op == "marshal_from_zone"
                    and e.on == "you"
                    and way in e.value.split("|")
                    and zone == ("discard" if e.source == "opponents_discard" else e.source)
                    and piles.get(e.source, False)
                ):
                    return True
    return owner == p and any(
        e.op == "marshal_from_zone" and e.on == "self" and e.source == zone
        for ab in st.cards[cid].abilities
        for e in ab.effects
        if way in e.value.split("|")
    )


def _marshal(st: GameState, point: DecisionPoint, cid: str, ctx: Context) -> str | None:
    p = point.player
    c = st.cards[cid]
    if st.phase != "marshalling" or st.active_player != p:
        return "only the active player marshals, in the marshalling phase"
    in_hand = cid in st.player(p).hand or _marshal_from_pile(st, p, cid)
    if not in_hand or c.type not in MARSHALLED:
        return "a character, location or attachment from the marshaller's hand"
    if c.unique:
        if any(st.cards[d].name == c.name for d in st.player(p).dead):
            return "a unique card with a copy in the dead pile"
        mine = [x for x in st.in_play() if x.name == c.name and x.duplicate_of is None]
        if any(x.owner == p and x.controller != p for x in mine):
            return "a unique card whose copy an opponent controls"
        if any(x.controller == p for x in mine):
            if not any(x.controller == p and x.owner == p for x in mine):
                return "a duplicate on a copy he does not own"
            return _limited(st, p, c.keywords)  # a duplicate costs nothing
    if _reduced(st, p):
        return _limited(st, p, c.keywords)  # reducers: the cost check is the engine's
    if max(c.cost, 0) + penalty(st, p, cid) > st.player(p).gold:
        return "costs more gold (penalty included) than the pool holds"
    return _limited(st, p, c.keywords)


def _marshal_from_pile(st: GameState, p: str, cid: str) -> bool:
    """Rules Reference, "Marshaling": a card ability may let a player marshal a card from a
    pile as if it were in his hand (``marshal_from_zone``: his own discard or dead pile, an
    opponent's discard pile), the cards its filter names; a card's own permission counts
    while it lies in that pile of his."""
    from engine_ref.filters import card_matches

    owner, zone = st.zone_of(cid)
    piles = {"discard": owner == p, "dead": owner == p, "opponents_discard": owner != p}
    for e, src in st.player_constants(p, ("marshal_from_zone",)):
        pile = "discard" if e.source == "opponents_discard" else e.source
        allowed = "marshal" in e.value.split("|") and zone == pile and piles.get(e.source, False)
        if allowed and (e.filter is None or card_matches(st, e.filter, cid, p, src.id)):
            return True
    return owner == p and any(
        e.op == "marshal_from_zone" and e.on == "self" and e.source == zone
        for ab in st.cards[cid].abilities
        for e in ab.effects
    )


def _limited(st: GameState, p: str, keywords: frozenset[str]) -> str | None:
    if "limited" in keywords and st.counter(f"round:limited:{p}") >= 1:
        return "a second Limited card this round"
    return None


def _attacker(st: GameState, point: DecisionPoint, cid: str, ctx: Context) -> str | None:
    c = st.cards[cid]
    if not st.is_in_play(cid) or c.controller != point.player:
        return "an attacker is a character of the attacker in play"
    if st.card_type(cid) != "character" or c.kneeling:
        return "an attacker is a standing character"
    if ctx.ctype is None or ctx.ctype not in icons(st, cid):
        return "an attacker has the challenge's icon"
    if cid in ctx.attackers:
        return "declared twice"
    return None


def _defender(st: GameState, point: DecisionPoint, cid: str, ctx: Context) -> str | None:
    c = st.cards[cid]
    ch = st.challenge
    if ch is None or not st.is_in_play(cid) or c.controller != point.player:
        return "a defender is a character of the defending player"
    # a card may let its character defend knelt or without the icon (a permission it grants)
    permitted = st.restricted(cid, "may_defend_kneeling_without_icon")
    if st.card_type(cid) != "character" or (
        not permitted and (c.kneeling or ch.type not in icons(st, cid))
    ):
        return "a defender is a standing character with the challenge's icon"
    if any(t == cid for _, t in ch.stealth):
        return "a character chosen by stealth cannot defend"
    return None


def _stealth(st: GameState, point: DecisionPoint, cid: str, ctx: Context) -> str | None:
    ch = st.challenge
    defender = ch.defender if ch is not None else ctx.opponent
    if st.profile == "lcg2" and ctx.opponent is not None:
        # chosen as the challenge is initiated, against the declared (or redirected) target
        defender = ctx.opponent
    if defender is None or st.cards[cid].controller != defender:
        return "stealth chooses a character of the defender"
    if st.card_type(cid) != "character" or "stealth" in st.keywords(cid):
        return "stealth chooses a character without stealth"
    if cid in ctx.stealth:
        return "chosen by stealth twice"
    return None


def _victim(st: GameState, point: DecisionPoint, cid: str, ctx: Context) -> str | None:
    if "claim" not in point.prompt:
        return None
    ch = st.challenge
    # the Master of Whispers applies claim against other opponents too: each kills his own
    extra = ch is not None and point.player not in (ch.attacker, ch.defender)
    victim_side = point.player if extra else (ch.defender if ch else None)
    if ch is None or st.cards[cid].controller != victim_side or not st.is_in_play(cid):
        return "claim kills characters of the attacked player"
    if st.card_type(cid) != "character":
        return "claim kills characters"
    if st.is_moribund(cid) or "cannot-be-killed" in st.keywords(cid):
        return "a Moribund card, or one that cannot be killed"
    if cid in ctx.victims:
        return "each claim victim is a different character"
    return None


def _challenge(st: GameState, point: DecisionPoint, rest: str, ctx: Context) -> str | None:
    ctype, _, opp = rest.partition(" ")
    p = point.player
    if opp == p or opp not in st.player_names or st.player(opp).eliminated:
        return "a challenge is against an opponent in the game"
    if st.counter(f"phase:challenges:{p}:{ctype}") >= 1:
        return "one challenge of each type a phase"
    if not any(
        st.card_type(c.id) == "character" and not c.kneeling and ctype in icons(st, c.id)
        for c in st.in_play(p)
        if c.duplicate_of is None and c.attached_to is None
    ):
        return "no character able to attack"
    return None


def _target(st: GameState, point: DecisionPoint, cid: str, ctx: Context) -> str | None:
    if cid in st.player_names:
        return "an eliminated player is not a target" if st.player(cid).eliminated else None
    if cid not in st.cards:
        return "no such card"
    c = st.cards[cid]
    if c.type == "agenda":
        return "an agenda is not in play"
    if st.is_in_play(cid) and any(
        kw.startswith("immune to card effects") for kw in st.keywords(cid)
    ):
        return "immune to card effects"
    return None


def _setup(st: GameState, point: DecisionPoint, cid: str, ctx: Context) -> str | None:
    p = point.player
    c = st.cards[cid]
    placed = ctx.placed.get(p, [])
    if cid not in st.player(p).hand:
        return "a card from the player's hand"
    if c.type == "attachment" and "setup" not in c.keywords:
        return "an attachment needs the Setup keyword"
    if c.type not in MARSHALLED:
        return "characters and locations"
    spent = sum(max(st.cards[x].cost, 0) + penalty(st, p, x) for x in placed)
    if spent + max(c.cost, 0) + penalty(st, p, cid) > SETUP_BUDGET:
        return "over the setup budget"
    if c.unique and any(st.cards[x].name == c.name for x in placed):
        return "no duplicates in setup"
    if "limited" in c.keywords and any("limited" in st.cards[x].keywords for x in placed):
        return "one Limited card in setup"
    return None


def _attach(st: GameState, point: DecisionPoint, cid: str, ctx: Context) -> str | None:
    if not st.is_in_play(cid) or st.is_moribund(cid):
        return "an attachment goes on a card in play"
    att = st.cards.get(ctx.attaching or "")
    if att is None or att.type != "attachment":
        return "an attachment is being brought into play"
    if att.attach is None and st.card_type(cid) != "character":
        return "an attachment goes on a character"
    if _no_attachments(st, cid, att.traits):
        return "a card with No attachments"
    return None


_CHECKS = {
    "marshal": _marshal,
    "attacker": _attacker,
    "defender": _defender,
    "stealth": _stealth,
    "kill": _victim,
    "challenge": _challenge,
    "target": _target,
    "setup": _setup,
    "attach": _attach,
}


# ---------------------------------------------------------------------------- 2nd edition
# seed 001 (Learn to Play) and the Rules Reference, sections named in each check


def _challenge_lcg2(st: GameState, point: DecisionPoint, rest: str, ctx: Context) -> str | None:
    """Appendix I 4.1: one challenge of each type a phase (more only where an effect or the
    Hand of the King grants it), never against the holder of a title one's own supports,
    with a character able to attack."""
    ctype, _, opp = rest.partition(" ")
    p = point.player
    if opp == p or opp not in st.player_names or st.player(opp).eliminated:
        return "a challenge is against an opponent in the game"
    mine, theirs = st.player(p).title, st.player(opp).title
    if (mine, theirs) in SUPPORTS_LCG2:
        return "no challenge against the title one's own title supports"
    used = st.counter(f"phase:challenges:{p}:{ctype}")
    granted = (
        st.counter(f"phase:extra-challenge:{p}:{ctype}")
        # "one more challenge of that type, against that opponent" (a card's effect)
        + st.counter(f"phase:extra-challenge-vs:{p}:{ctype}:{opp}")
    ) + sum(
        e.amount for e, _ in st.player_constants(p, ("additional_challenge",)) if e.value == ctype
    )
    if used >= 1 + granted:
        hand = mine == "Hand of the King" and ctype == "power" and used == 1 + granted
        if not hand:
            return "one challenge of each type a phase"
        if st.counter(f"phase:challenged:{p}:{ctype}:{opp}"):
            return "the Hand of the King's extra power challenge goes against another opponent"
    if not any(
        st.card_type(c.id) == "character" and not c.kneeling and ctype in st.icons(c.id)
        for c in st.in_play(p)
        if c.duplicate_of is None and c.attached_to is None
    ):
        return "no character able to attack"
    return None


def _ambush(st: GameState, point: DecisionPoint, cid: str, ctx: Context) -> str | None:
    """Rules Reference, "Ambush (X)": from hand, in the challenges phase, paying X gold."""
    p = point.player
    if cid not in st.player(p).hand and not _as_if_in_hand(st, p, cid, "ambush"):
        return "ambush brings a card from its player's hand"
    x = st.keyword_value(cid, "ambush")
    if x is None:
        return "a card without ambush"
    if st.phase != "challenges":
        return "ambush only in the challenges phase"
    if not _reduced(st, p) and max(x, 0) > st.player(p).gold:
        return "ambush costs X gold"
    return _unique_dead(st, p, cid)


def _shadow(st: GameState, point: DecisionPoint, cid: str, ctx: Context) -> str | None:
    """Rules Reference, "Shadows": the active player, in his marshalling, puts a card with
    shadow (X) from his hand facedown for 2 gold."""
    p = point.player
    if st.phase != "marshalling" or st.active_player != p:
        return "only the active player marshals into shadows"
    in_hand = cid in st.player(p).hand or _as_if_in_hand(st, p, cid, "shadows")
    if not in_hand or st.keyword_value(cid, "shadow") is None:
        return "a card with shadow from the player's hand"
    if not _reduced(st, p) and st.player(p).gold < SHADOWS_COST:
        return "marshalling into shadows costs 2 gold"
    return None


def _out(st: GameState, point: DecisionPoint, cid: str, ctx: Context) -> str | None:
    """Rules Reference, "Shadows": a card in its player's shadows area comes out for X."""
    p = point.player
    if cid not in st.player(p).shadows:
        return "only a card in its player's shadows comes out of them"
    x = st.keyword_value(cid, "shadow")
    if x is None:
        return "a card without shadow (X)"
    if not _reduced(st, p) and max(x, 0) > st.player(p).gold:
        return "coming out of shadows costs X gold"
    return _unique_dead(st, p, cid)


def _unique_dead(st: GameState, p: str, cid: str) -> str | None:
    c = st.cards[cid]
    if c.unique and any(st.cards[d].name == c.name for d in st.player(p).dead):
        return "a unique card with a copy in the dead pile"
    return None


Check = Callable[[GameState, DecisionPoint, str, Context], str | None]


def _winner_keyword(name: str) -> Check:
    """Renown, insight, pillage (Rules Reference, each by name; Appendix I 4.2.5): a
    participating character of the winning side, with the keyword."""

    def check(st: GameState, point: DecisionPoint, cid: str, ctx: Context) -> str | None:
        ch = st.challenge
        if ch is None or ch.winner is None:
            return f"{name} is used after a challenge is won"
        if not st.is_in_play(cid) or st.cards[cid].controller != ch.winner:
            return f"{name}: a character of the winning player"
        if cid not in (*ch.attackers, *ch.defenders):
            return f"{name}: a participating character"
        if name not in st.keywords(cid):
            return f"a character without {name}"
        return None

    return check


def _title(st: GameState, point: DecisionPoint, title: str, ctx: Context) -> str | None:
    """Seed 001, Melee Plot Phase step 3: a title still in the pool."""
    if title not in TITLES_LCG2:
        return "not a title of the 2nd edition"
    if title in ctx.titles_gone:
        return "a title set aside or taken this round"
    return None


def _claim_more(st: GameState, point: DecisionPoint, opp: str, ctx: Context) -> str | None:
    """Seed 001, Master of Whispers: after an intrigue win as the attacker, its bearer
    applies claim against other opponents too."""
    ch = st.challenge
    if ch is None or ch.type != "intrigue" or ch.winner != ch.attacker:
        return "only after an intrigue challenge won as the attacker"
    if st.player(ch.attacker).title != "Master of Whispers":
        return "only the bearer of the Master of Whispers"
    if opp in (ch.attacker, ch.defender) or opp not in st.player_names:
        return "another opponent than the defending player"
    if st.player(opp).eliminated:
        return "an opponent still in the game"
    return None


def _setup_lcg2(st: GameState, point: DecisionPoint, cid: str, ctx: Context) -> str | None:
    """Seed 001, Game Setup step 8: up to 8 cost of characters, locations and attachments
    (no Setup keyword needed), one Limited card, an attachment on a card placed."""
    p = point.player
    c = st.cards[cid]
    placed = ctx.placed.get(p, [])
    if cid not in st.player(p).hand:
        return "a card from the player's hand"
    if c.type not in MARSHALLED:
        return "characters, locations and attachments"
    spent = sum(max(st.cards[x].cost, 0) for x in placed)
    if spent + max(c.cost, 0) > SETUP_BUDGET_LCG2:
        return "over the setup budget of 8"
    if "limited" in c.keywords and any("limited" in st.cards[x].keywords for x in placed):
        return "one Limited card in setup"
    return None


def _kneel(st: GameState, point: DecisionPoint, cid: str, ctx: Context) -> str | None:
    """Rules Reference, "Intimidate": a standing character of the losing opponent, its STR
    no more than the margin of victory (other kneel choices are not read here)."""
    if "intimidate" not in point.prompt:
        return None
    ch = st.challenge
    if ch is None or ch.winner != ch.attacker or ch.loser is None:
        return "intimidate works for the winning attacker"
    if not st.is_in_play(cid) or st.cards[cid].controller != ch.loser:
        return "intimidate kneels a character of the losing opponent"
    if st.card_type(cid) != "character" or st.cards[cid].kneeling:
        return "intimidate kneels a standing character"
    if st.strength(cid) > ch.attacker_strength - ch.defender_strength:
        return "intimidate: STR above the margin of victory"
    return None


def _bestow(st: GameState, point: DecisionPoint, n: str, ctx: Context) -> str | None:
    """Rules Reference, "Bestow (X)": gold moved from its player's own pool."""
    if not n.isdigit() or int(n) > st.player(point.player).gold:
        return "bestow moves no more gold than the pool holds"
    return None


def _new_opponent(st: GameState, point: DecisionPoint, opp: str, ctx: Context) -> str | None:
    """Seed 001, Crown Regent: the redirected challenge takes a new target, one the
    attacker's title does not support, still in the game."""
    p = point.player
    if opp == p or opp not in st.player_names or st.player(opp).eliminated:
        return "the new target is an opponent in the game"
    if opp == ctx.opponent:
        return "the new target is not the original one"
    if (st.player(p).title, st.player(opp).title) in SUPPORTS_LCG2:
        return "no challenge against the title one's own title supports"
    return None


def _plot(st: GameState, point: DecisionPoint, cid: str, ctx: Context) -> str | None:
    """Seed 001, Phase 1 Plot: a plot from its player's own plot deck (the used pile only
    returns once the deck is empty)."""
    if cid not in st.player(point.player).plot_deck:
        return "a plot is chosen from its player's plot deck"
    return None


def _first(st: GameState, point: DecisionPoint, name: str, ctx: Context) -> str | None:
    """Rules Reference, "First Player": any player still in the game, the winner too."""
    if name not in st.player_names or st.player(name).eliminated:
        return "the first player is a player in the game"
    return None


def _discard(st: GameState, point: DecisionPoint, cid: str, ctx: Context) -> str | None:
    """Seed 001, Phase 7 Taxation: a player over his reserve discards cards of his own
    hand (other discards are not read here)."""
    if "reserve" not in point.prompt:
        return None
    if cid not in st.player(point.player).hand:
        return "the reserve discard comes from the player's own hand"
    return None


def _random_claim(st: GameState, point: DecisionPoint, cid: str, ctx: Context) -> str | None:
    """Seed 001, Intrigue claim: cards of the hand of the player the claim is applied
    against (the defender, or an opponent the Master of Whispers chose)."""
    if "intrigue claim" not in point.prompt:
        return None
    ch = st.challenge
    # an effect may have changed the claim's type (Rules Reference, "Claim")
    if ch is None or (ch.claim_type or ch.type) != "intrigue" or ch.winner != ch.attacker:
        return "intrigue claim follows an intrigue challenge won by the attacker"
    if cid not in st.player(point.player).hand or point.player == ch.attacker:
        return "intrigue claim discards from an opponent's hand"
    return None


_CHECKS_LCG2 = {
    "plot": _plot,
    "first": _first,
    "discard": _discard,
    "random": _random_claim,
    "opponent": _new_opponent,
    "kneel": _kneel,
    "bestow": _bestow,
    "challenge": _challenge_lcg2,
    "ambush": _ambush,
    "shadow": _shadow,
    "out": _out,
    "renown": _winner_keyword("renown"),
    "insight": _winner_keyword("insight"),
    "pillage": _winner_keyword("pillage"),
    "title": _title,
    "claim": _claim_more,
    "setup": _setup_lcg2,
}
