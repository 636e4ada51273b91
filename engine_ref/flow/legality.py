"""The rules that restrict a choice, each as one check answering "why not?".

Every option generator asks these checks about the tempting candidates of a decision (the
cards in a player's hand during marshalling, his characters when attackers are declared, …):
a candidate with no reason against it is offered, the others are handed to ``Engine.ask`` as
refused options with the rule that forbids them (``Refused``), so the rules desk can show them
greyed with their citation. A check returns ``None`` when the choice is legal.

The rules are those of the 1st edition and the CCG (seeds 000, 002, 003); a rule another
ruleset does not have is switched off by its profile's data, never by its name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine_ref.flow.cards_in_play import host_allows
from engine_ref.state import Card, Challenge, GameState, house_key, replace
from engine_ref.timing import Option, Refused

if TYPE_CHECKING:
    from engine_ref.engine import Engine

#: a card type a player brings into play from hand (seed 003 Playing Cards)
MARSHALLED = ("character", "location", "attachment")


@dataclass(frozen=True)
class Why:
    """The reason a choice is not legal: the rule (a citation id) and a short text."""

    cite: str
    text: str

    def refuse(self, key: str, player: str, label: str) -> Refused:
        return Refused(key, player, f"{label}: {self.text}", self.cite)


class Offer:
    """The options of one decision being gathered, with the refused ones beside them."""

    def __init__(self, player: str) -> None:
        self.player = player
        self.options: list[Option] = []
        self.refused: list[Refused] = []

    def add(self, key: str, label: str, why: Why | None, player: str | None = None) -> None:
        """Offer ``key`` when nothing forbids it, else keep it as refused."""
        who = player or self.player
        if why is None:
            self.options.append(Option(key, who, label))
        else:
            self.refused.append(why.refuse(key, who, label))


class Legality:
    """The checks, one per restricting rule of the seeds."""

    def __init__(self, g: Engine) -> None:
        self.g = g
        self._can_attack: tuple[object, object, object, dict[tuple[str, str], bool]] = (
            None,
            None,
            None,
            {},
        )

    # ------------------------------------------------------------------ House affiliation
    def house_penalty(self, player: str, card: Card) -> int:
        """The gold penalty for playing a card of another House: a character, location or
        attachment affiliated with Houses none of which is the player's (seed 003
        Marshalling; seed 000; neutral cards and events never pay it)."""
        g = self.g
        amount = g.profile.house_penalty
        if not amount or card.type not in MARSHALLED or not card.house:
            return 0
        house = g.state.player(player).house
        if house and any(house_key(h) == house_key(house) for h in card.house):
            return 0
        return amount

    # ------------------------------------------------------------------ unique cards
    def unique_refusal(self, player: str, card: Card, *, as_duplicate: bool) -> Why | None:
        """A unique card the player may not bring into play or take control of: a copy in
        his dead pile, a copy of his own an opponent controls, a copy in play under his
        control that he does not own (a duplicate goes only on one he controls and owns),
        or, when not a duplicate, a copy already in play (seed 003 Unique Cards and
        Duplicates; seed 002 §3.27)."""
        if not card.unique:
            return None
        st = self.g.state
        me = st.player(player)
        # another copy: the card itself may come back from the dead pile (Rules
        # Reference, "Unique Cards", "Dead Pile")
        if any(st.cards[c].name == card.name and c != card.id for c in me.dead):
            return Why("003.unique", f"a copy of {card.name} is in {player}'s dead pile")
        for c in st.in_play():
            if c.name != card.name or c.id == card.id or c.duplicate_of is not None:
                continue
            if c.owner == player and c.controller != player:
                return Why("003.unique", f"{c.controller} controls {player}'s {card.name}")
            if c.controller == player and c.owner != player:
                return Why(
                    "002.clar.3.27",
                    f"{player} controls a {card.name} he does not own: no second copy, "
                    "and a duplicate goes only on one he owns",
                )
            if c.controller == player and not as_duplicate:
                return Why("003.unique", f"{player} already has {card.name} in play")
        return None

    def duplicate_host(self, player: str, card: Card) -> str | None:
        """The version of a unique card in play, controlled and owned by ``player``, that a
        copy from his hand would be played on as a duplicate (seed 003 Duplicates)."""
        if not card.unique:
            return None
        for c in self.g.state.in_play(player):
            if (
                c.name == card.name
                and c.duplicate_of is None
                and c.owner == player
                and c.id != card.id
            ):
                return c.id
        return None

    # ------------------------------------------------------------------ marshalling
    def marshal_refusal(self, player: str, card: Card, active: str | None) -> Why | None:
        """Why ``player`` may not marshal ``card`` from his hand now, if he may not: only
        the active player marshals (seed 002 Marshalling Actions); uniqueness; one Limited
        card a round; the cost with its penalties must be paid (a duplicate is free); an
        attachment needs a card it may go on."""
        g = self.g
        st = g.state
        if g.profile.framework != "1e":
            # the 2nd edition's own check (engine_ref.flow.options.marshal_refusal)
            if active != player:
                return Why(
                    "001.phase.marshalling", f"only the active player ({active}) marshals now"
                )
            return g.options.marshal_refusal(player, card)
        if active != player:
            return Why(
                "002.timing.marshalling-actions",
                f"only the active player ({active}) marshals cards now",
            )
        dup = self.duplicate_host(player, card)
        why = self.unique_refusal(player, card, as_duplicate=dup is not None)
        if why is not None:
            return why
        if "limited" in card.keywords and st.counter(f"round:limited:{player}") >= 1:
            return Why("003.keyword.limited", f"{player} already played a Limited card this round")
        if dup is None:
            pen, red = g.options.gold_penalty(player, card)
            cost = max(0, max(card.cost, 0) + pen - red)
            gold = st.player(player).gold
            if cost > gold:
                extra = f" (a {pen}-gold penalty included)" if pen else ""
                return Why(
                    "003.phase.marshalling.penalty" if pen else "003.phase.marshalling",
                    f"costs {cost} gold{extra}; {player} has {gold}",
                )
            if card.type == "attachment" and not self.hosts(card):
                return Why("002.clar.3.20", "there is no card it may be attached to")
        return None

    def gold_action_refusal(self, player: str, active: str | None) -> Why | None:
        """Actions that cost gold: during marshalling only the active player takes them
        (seed 002 Marshalling Actions); in the CCG gold is spent only in one's own
        marshalling turn (seed 000 Marshalling)."""
        g = self.g
        if g.profile.gold_only_own_marshalling and (
            g.state.phase != "marshalling" or active != player
        ):
            return Why("000.phase.marshalling", "gold is spent only in one's own marshalling turn")
        if active is not None and active != player and g.profile.only_active_gold_actions:
            return Why(
                "002.timing.marshalling-actions",
                f"only the active player ({active}) takes actions that cost gold now",
            )
        return None

    # ------------------------------------------------------------------ attachments
    def host_refusal(self, attachment: Card, host: str, player: str | None = None) -> Why | None:
        """Why ``attachment`` may not go on ``host``: attachments go on characters unless
        their own restriction says otherwise (002 §3.20); "No attachments" (seed 003
        Keywords); a Moribund card is on its way out of play."""
        st = self.g.state
        player = player or attachment.controller
        if host not in st.cards or not st.is_in_play(host) or host == attachment.id:
            return Why("002.clar.3.20", "not a card in play")
        if st.cards[host].duplicate_of is not None or st.cards[host].attached_to is not None:
            return Why("002.clar.3.20", "an attachment or duplicate carries no attachment")
        if attachment.attach is not None:
            if not self.g.matches_filter(attachment.attach, host, player, attachment.id):
                return Why("002.clar.3.20", "its restriction does not allow this card")
        elif st.card_type(host) != "character":
            return Why("002.clar.3.20", "an attachment goes on a character")
        if st.is_moribund(host):
            return Why("002.timing.moribund", "it is Moribund, on its way out of play")
        if not host_allows(self.g, host, attachment, player):
            return Why("003.keyword.no-attachments", f"{st.cards[host].name} has No attachments")
        return None

    def hosts(self, attachment: Card) -> list[str]:
        st = self.g.state
        return [c.id for c in st.in_play() if self.host_refusal(attachment, c.id) is None]

    # ------------------------------------------------------------------ setup
    def setup_refusal(self, player: str, card: Card, budget: int, placed: list[str]) -> Why | None:
        """Why ``card`` may not be placed in setup: characters and locations only, and an
        attachment with the Setup keyword on a character placed; within the gold budget,
        penalties included; one Limited card; no duplicates (seed 003 Game Setup; seed 002
        §4.2; seed 000)."""
        st = self.g.state
        kws = st.keywords(card.id)
        keyword = self.g.profile.setup_attachments_need_keyword
        if card.type == "attachment" and keyword and "setup" not in kws:
            return Why("003.setup.cards", "an attachment needs the Setup keyword")
        if self_forbids(card, "setup"):
            return Why("rr.cannot", f"{card.name} cannot be placed during setup")
        if card.type not in MARSHALLED:
            kinds = "characters and locations" if keyword else "characters, locations, attachments"
            return Why("003.setup.cards", f"only {kinds} are set up")
        cost = max(card.cost, 0) + self.house_penalty(player, card)
        if cost > budget:
            pen = self.house_penalty(player, card)
            extra = f" (a {pen}-gold penalty included)" if pen else ""
            return Why("003.setup.cards", f"costs {cost}{extra}; {budget} gold of setup left")
        if card.unique and any(st.cards[c].name == card.name for c in placed):
            return Why("002.clar.4.2", "no duplicates are placed in setup")
        if "limited" in kws and any("limited" in st.keywords(c) for c in placed):
            return Why("003.keyword.limited", "only one Limited card is placed in setup")
        if card.type == "attachment" and not [
            c for c in placed if self.host_refusal(card, c) is None
        ]:
            return Why("003.setup.cards", "no card placed in setup it may be attached to")
        return None

    # ------------------------------------------------------------------ challenges
    def challenge_refusal(self, player: str, ctype: str, opponent: str) -> Why | None:
        """Why ``player`` may not initiate a ``ctype`` challenge against ``opponent``: one
        challenge of each type a phase; at least one attacker able to attack; never against
        a player whose title his own title supports (seed 003 Challenges, Supports)."""
        g = self.g
        st = g.state
        if opponent in st.partners(player):
            return Why("003.variant.two-on-two", f"{opponent} is {player}'s partner")
        if st.counter(f"phase:challenges:{player}:{ctype}") >= g.profile.challenges_per_type:
            return Why("003.phase.challenges", f"{player} already made a {ctype} challenge")
        mine, theirs = st.player(player).title, st.player(opponent).title
        if mine is not None and (mine, theirs) in g.profile.supports:
            return Why("003.title.supports", f"{player}'s {mine} supports {opponent}'s {theirs}")
        if not self.can_attack(player, ctype):
            return Why("003.challenge.attackers", f"no character of {player} can attack")
        return None

    def attacker_refusal(self, player: str, card: str, ctype: str) -> Why | None:
        """Attackers: standing characters of the attacker with the challenge's icon (seed 003
        Declare attackers)."""
        st = self.g.state
        if st.card_type(card) != "character" or st.cards[card].controller != player:
            return Why("003.challenge.attackers", "not a character of the attacker")
        if st.cards[card].kneeling:
            return Why("003.challenge.attackers", "it is kneeling")
        if ctype not in self.challenge_icons(card):
            return Why("003.challenge.attackers", f"it has no {ctype} icon{self._printed}")
        if st.is_moribund(card):
            return Why("002.timing.moribund", "it is Moribund")
        return None

    def challenge_icons(self, card: str) -> frozenset[str]:
        """The icons that let a character attack or defend: in the CCG those printed on the
        card (seed 000 Declare attackers / defenders); in the 1st edition also those an
        effect gives it (seed 003: "or are enabled to participate by some card effect")."""
        st = self.g.state
        if self.g.profile.printed_icons_only:
            return st.cards[card].icons
        return st.icons(card)

    @property
    def _printed(self) -> str:
        return " printed on it" if self.g.profile.printed_icons_only else ""

    def can_attack(self, player: str, ctype: str) -> bool:
        """Has the player a character able to attack in a ``ctype`` challenge? (cached per
        state value: it is asked for each type and opponent at every declaration)"""
        st = self.g.state
        cache = self._can_attack
        if cache[0] is not st.cards or cache[1] is not st.lasting or cache[2] is not st.players:
            cache = self._can_attack = (st.cards, st.lasting, st.players, {})
        hit = cache[3].get((player, ctype))
        if hit is None:
            hit = cache[3][(player, ctype)] = bool(self.attackers(player, ctype))
        return hit

    def attackers(self, player: str, ctype: str) -> list[str]:
        st = self.g.state
        return [
            c.id
            for c in st.in_play(player)
            if c.duplicate_of is None
            and c.attached_to is None
            and self.attacker_refusal(player, c.id, ctype) is None
        ]

    def must_defend(self, player: str, defenders: list[str], options: list[Option]) -> Why | None:
        """A ``must_declare_defender`` constant on ``player``: while he has declared no
        defender and one may be declared, he cannot be done ("at least one character must be
        declared as a defender, if able": Rules Reference, "Cannot" read the other way round)."""
        if defenders or not any(o.key.startswith("defender ") for o in options):
            return None
        musts = self.g.state.player_constants(player, ("must_declare_defender",))
        if not musts:
            return None
        name = musts[0][1].name
        return Why("rr.cannot", f"at least one defender must be declared, being able to ({name})")

    def defender_refusal(
        self, player: str, card: str, ch: Challenge, bypassed: set[str], chosen: list[str]
    ) -> Why | None:
        """Defenders: standing characters with the challenge's icon, not chosen by stealth;
        a Jousting challenge takes one defender (seed 003 Declare defenders, Stealth;
        seed 002 §4.7 and the Tourney Grounds rulings)."""
        st = self.g.state
        # "may be declared as a defender during power challenges, even while kneeling"
        # (Obara Sand: whatever her icons, knelt or not)
        allowed = st.restricted(card, "may_defend_kneeling_without_icon")
        if st.cards[card].kneeling and not allowed:
            return Why("003.challenge.defenders", "it is kneeling")
        # "may be declared as a defender during [intrigue] challenges" (standing, any icons)
        allowed = allowed or st.restricted(card, "may_defend_without_icon")
        if ch.type not in self.challenge_icons(card) and not allowed:
            return Why("003.challenge.defenders", f"it has no {ch.type} icon{self._printed}")
        if card in bypassed:
            return Why("003.keyword.stealth", "a stealth attacker chose it: it cannot defend")
        if st.restricted(card, "cannot_be_declared_defender"):
            return Why("002.clar.4.3", "it cannot be declared as a defender")
        if "jousting" in challenge_traits(st, ch) and len(chosen) >= 1:
            return Why("002.clar.4.7", "a Jousting challenge takes only one defender")
        return None

    def stealth_refusal(self, card: str, taken: list[str]) -> Why | None:
        """A stealth attacker chooses a character without stealth (seed 003 Stealth), each
        one once."""
        st = self.g.state
        if "stealth" in st.keywords(card):
            return Why("003.keyword.stealth", "it has stealth itself")
        if card in taken:
            return Why("003.keyword.stealth", "another stealth attacker chose it")
        return None

    def victim_refusal(self, card: str, chosen: list[str]) -> Why | None:
        """Military claim: the defender kills different characters of his own, all at once
        (seed 003 High-claim); not one that cannot be killed (seed 002 §4.3), nor a Moribund
        one (it cannot be removed again: seed 002 Rules Exception)."""
        st = self.g.state
        if card in chosen:
            return Why("003.expert.high-claim", "already chosen: each victim is a different one")
        if st.is_moribund(card):
            return Why("002.timing.moribund-exception", "it is Moribund already")
        if "cannot-be-killed" in st.keywords(card) or st.restricted(card, "cannot_be_killed"):
            return Why("002.clar.4.3", "it cannot be killed")
        return self.claim_priority_refusal(card, chosen)

    def claim_priority_refusal(self, card: str, chosen: list[str]) -> Why | None:
        """Characters that "must be chosen for claim, if able" come first: one under the
        restriction ``must_be_chosen_for_claim`` (Spearmaiden's choice), then those matching
        the filter of a ``claim_priority`` constant reaching the defending player ("unique
        characters must be chosen": Joffrey's Crossbow). While another character he could
        still choose is such a one and ``card`` is not, ``card`` is refused (Rules
        Reference, "Claim"; "Cannot" read the other way round)."""
        st = self.g.state
        owner = st.cards[card].controller
        others = [
            c.id
            for c in st.in_play(owner)
            if c.id != card
            and c.id not in chosen
            and st.card_type(c.id) == "character"
            and c.duplicate_of is None
            and not st.is_moribund(c.id)
            and "cannot-be-killed" not in st.keywords(c.id)
            and not st.restricted(c.id, "cannot_be_killed")
        ]
        first = "must_be_chosen_for_claim"
        if not st.restricted(card, first) and any(st.restricted(o, first) for o in others):
            return Why("rr.cannot", "another character must be chosen for claim first")
        for e, src in st.player_constants(owner, ("claim_priority",)):
            if self.g.matches_filter(e.filter, card, src.controller, src.id):
                continue
            if any(self.g.matches_filter(e.filter, o, src.controller, src.id) for o in others):
                return Why("rr.cannot", "a character matching the claim priority comes first")
        return None


def challenge_traits(st: GameState, ch: Challenge) -> frozenset[str]:
    """The challenge's traits now: Jousting is lost with more than one attacker or defender,
    Melee with fewer than four participants (seed 002 §4.7)."""
    traits = set(ch.traits)
    if "jousting" in traits and (len(ch.attackers) > 1 or len(ch.defenders) > 1):
        traits.discard("jousting")
    if "melee" in traits and len(ch.attackers) + len(ch.defenders) < 4:
        traits.discard("melee")
    return frozenset(traits)


def settle_traits(st: GameState) -> GameState:
    """The state with the challenge's lost traits dropped for good (a Jousting challenge
    that had two attackers does not become one again when one leaves: seed 002 §4.7)."""
    ch = st.challenge
    if ch is None or not ch.traits:
        return st
    now = challenge_traits(st, ch)
    if now == ch.traits:
        return st
    return replace(st, challenge=replace(ch, traits=now))


def self_forbids(card: Card, way: str) -> bool:
    """Does the card's own ``self_cannot`` constant forbid it to enter play that ``way``
    (``marshal``, ``setup``)? (Rules Reference, "Cannot".)"""
    return any(
        ab.kind == "constant" and e.op == "self_cannot" and way in e.value.split("|")
        for ab in card.abilities
        for e in ab.effects
    )
