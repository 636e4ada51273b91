"""Ruleset profiles as data: the engine reads these values, it never branches on a name."""

from __future__ import annotations

from dataclasses import dataclass

from engine_ref.errors import ScenarioError


@dataclass(frozen=True)
class TitleRedirect:
    """A title's once-per-round redirect of a challenge (seed 003 Title Effects; seed 002
    card ruling on the Lord Commander of the Kingsguard): offered in step 2 (save/cancel) of
    the framework window that declares defenders; using it cancels that window's initiation
    and reopens the player actions between declaring attackers and stealth, now against the
    new defender."""

    title: str
    challenge: str | None  # the challenge type it answers (None: any)
    # "no_defenders": only when the attacked player declared no defenders (offered in step 2
    # of the defenders event); "declared": right after the challenge is declared
    when: str
    # "holder": the holder becomes the defender; he must be a legal target of the attack,
    # and neither the attacker nor the attacked player; "attacker_chooses": the attacker
    # picks another legal target
    to: str
    # power moved from the attacker's House to the holder's when the holder wins
    won_power: int
    cite: str  # the title's rule
    timing_cite: str  # the ruling placing it in step 2


@dataclass(frozen=True)
class Profile:
    name: str
    title: str
    phases: tuple[str, ...]
    # "window6": the six-step action window with Moribund (seed 002 Timing Structure);
    # "interrupt-reaction": the 2nd-edition model (Rules Reference, "Triggering Condition").
    timing: str
    setup_gold: int
    win_power: int
    draw_phase_cards: int
    draw_cap: int | None  # extra draws per round (seed 002 "The Draw Cap"); None: no cap
    dominance_counts_gold: bool
    unopposed_power: int
    gold_lost_at_end_of_marshalling: bool  # ccg-winter: unspent gold is lost
    moribund: bool
    influence: bool
    keywords: tuple[str, ...]
    titles: tuple[str, ...]
    challenges_per_type: int = 1
    reserve: bool = False  # lcg2: discard down to the plot's reserve at taxation
    doomed_limit: int | None = None  # ccg-winter: this many Doomed cards in the dead pile eliminate
    phase_cite: str = "002.flow."  # citation prefix of each phase's rules
    attacker_needs_strength: bool = False  # lcg2: an attacker with 0 STR cannot win
    only_active_gold_actions: bool = True  # 002 §Marshalling Actions
    # 1st-edition multiplayer titles (seed 003 "The Multiplayer Titles"): who supports whom,
    # who opposes whom, and each title's STR bonus (challenge type, amount)
    supports: tuple[tuple[str, str], ...] = ()
    opposes: tuple[tuple[str, str], ...] = ()
    title_strength: tuple[tuple[str, str, int], ...] = ()
    title_income: tuple[tuple[str, int], ...] = ()
    title_draw: tuple[tuple[str, int], ...] = ()
    # influence a title produces once a round (seed 003: the Hand of the King, 2)
    title_influence: tuple[tuple[str, int], ...] = ()
    # the "Two on Two" variant: the power a team needs together (seed 003); 0: no teams
    team_win_power: int = 0
    # the CCG: only icons printed on a character let it attack or defend (seed 000)
    printed_icons_only: bool = False
    title_redirects: tuple[TitleRedirect, ...] = ()
    # 2nd edition (seed 001 "Melee Rules"; Rules Reference "Title Cards", "Rivals")
    rivals: tuple[tuple[str, str], ...] = ()
    title_dominance: tuple[tuple[str, int], ...] = ()  # STR added for dominance
    title_reserve: tuple[tuple[str, int], ...] = ()  # reserve modifier
    title_extra_challenge: tuple[str, str] | None = None  # (title, challenge type)
    title_claim: tuple[str, str, int] | None = None  # (title, challenge type, raise vs a rival)
    # the title whose bearer, winning a challenge of that type as the attacker, applies its
    # claim against any number of opponents besides the defender (the Master of Whispers)
    title_multi_claim: tuple[str, str] | None = None
    # setup places an attachment only with the Setup keyword (seed 003); the 2nd edition
    # places any attachment on a card placed (seed 001, Game Setup step 8)
    setup_attachments_need_keyword: bool = True
    # the phase frameworks this ruleset plays (engine_ref.phases: "1e" or "lcg2")
    framework: str = "1e"
    # the game ends for a player whose draw deck is empty (Rules Reference, "Winning the Game")
    deck_out_eliminates: bool = False
    # power on every card a player controls counts toward the win (2nd edition), not only
    # his characters' and House card's
    power_on_all_cards: bool = False
    # 2nd-edition card rules (Rules Reference: "Event Cards", "Attachment Cards", "Unique
    # Cards", "Shadows", "Ambush (X)", "Bestow")
    events_cost_gold: bool = False
    attachments_return_to_hand: bool = False
    unique_blocked_by_dead_pile: bool = False
    shadows: bool = False
    # an attachment goes on a host its restriction and the host's keywords allow
    attachment_hosts: bool = False
    # 1st edition: lasting gains and losses of icons and keywords combine as a net sum
    # (seed 002 "Lasting Effects Conflict", seed 000 Lasting Effects)
    lasting_net_sum: bool = False
    # gold added to the cost of a card affiliated with another House (seed 003 "gold
    # penalty"; seed 000): at marshalling and at setup, never for a card put into play
    house_penalty: int = 0
    # the removals a save may prevent: kill and discard (seed 003 Save/Cancel Responses);
    # a duplicate also saves from these (seed 003 Duplicates adds the returns to hand/deck)
    savable: tuple[str, ...] = ("kill", "discard", "sacrifice")
    duplicate_savable: tuple[str, ...] = ("kill", "discard", "sacrifice")
    # may a duplicate's save be cancelled? (seed 002 §4.2: yes, a gained triggered response;
    # 2nd edition: no, the duplicate's interrupt cannot be canceled — Rules Reference,
    # "Duplicates")
    duplicate_save_cancellable: bool = True
    duplicate_cite: str = "002.clar.4.2"
    # ccg-winter: gold is spent only during one's own marshalling turn (seed 000)
    gold_only_own_marshalling: bool = False
    # how a player pays the cost of an Ambush card from hand: "influence" (seed 003 House
    # Specific Keywords); None: the keyword is not read here
    ambush_with: str | None = None

    def supported_by(self, title: str | None) -> tuple[str, ...]:
        """Titles that support ``title``."""
        return tuple(a for a, b in self.supports if b == title)

    def title_opposes(self, title: str | None, other: str | None) -> bool:
        return (title, other) in self.opposes

    # what the card holding a player's own power is called: the House card (seeds 000, 003)
    # or, in the 2nd edition, the faction card (seed 004, "Power Claim")
    faction_card: str = "House card"
    cite_prefix: str = "002"
    # the engine names lcg1 rules; a profile maps them to its own documents' sections
    cite_map: tuple[tuple[str, str], ...] = ()

    def cite(self, citation: str) -> str:
        for old, new in self.cite_map:
            if citation == old:
                return new
        return citation


PROFILES: dict[str, Profile] = {
    "lcg1": Profile(
        name="lcg1",
        title="A Game of Thrones LCG, 1st edition (seeds 002, 003)",
        phases=("plot", "draw", "marshalling", "challenges", "dominance", "standing", "taxation"),
        timing="window6",
        setup_gold=5,
        win_power=15,
        draw_phase_cards=2,
        draw_cap=3,
        dominance_counts_gold=True,
        unopposed_power=1,
        gold_lost_at_end_of_marshalling=False,
        moribund=True,
        influence=True,
        keywords=(
            "deadly",
            "deathbound",
            "immunity",
            "limited",
            "no attachments",
            "renown",
            "stealth",
            "setup",
            # the House specific keywords (seed 003)
            "ambush",
            "infamy",
            "intimidate",
            "stalwart",
            "vengeful",
            "vigilant",
        ),
        # the six titles of seed 003 (Master of Ships is a 2nd-edition title)
        titles=(
            "Crown Regent",
            "Lord Commander of the Kingsguard",
            "Hand of the King",
            "Master of Whispers",
            "Master of Laws",
            "Master of Coin",
        ),
        cite_prefix="002",
        # the 2nd-edition engine parts lcg1 shares name the Rules Reference: its own rules
        cite_map=(("rr.event-cards", "002.timing.step1e"),),
        lasting_net_sum=True,
        house_penalty=2,
        savable=("kill", "discard"),
        duplicate_savable=(
            "kill",
            "discard",
            "return_hand",
            "return_deck_top",
            "return_deck_bottom",
        ),
        attacker_needs_strength=True,
        ambush_with="influence",
        events_cost_gold=True,  # seed 003 Card Anatomy; seed 000 Expert Rules, Playing Cards
        supports=(
            ("Master of Laws", "Hand of the King"),
            ("Hand of the King", "Master of Whispers"),
            ("Master of Whispers", "Master of Coin"),
            ("Master of Coin", "Master of Laws"),
        ),
        opposes=(
            ("Hand of the King", "Master of Coin"),
            ("Master of Coin", "Hand of the King"),
            ("Master of Laws", "Master of Whispers"),
            ("Master of Whispers", "Master of Laws"),
            ("Master of Whispers", "Crown Regent"),
        ),
        # the challenge icons are lost in the seed's text extraction; the types below are the
        # printed titles' (power, military, intrigue)
        title_strength=(
            ("Crown Regent", "power", 3),
            ("Lord Commander of the Kingsguard", "military", 3),
            ("Master of Whispers", "intrigue", 3),
        ),
        title_income=(("Master of Coin", 2),),
        title_draw=(("Master of Laws", 1),),
        title_influence=(("Hand of the King", 2),),
        team_win_power=30,
        title_redirects=(
            TitleRedirect(
                title="Crown Regent",
                challenge=None,
                when="declared",
                to="attacker_chooses",
                won_power=0,
                cite="003.title.crown-regent",
                timing_cite="003.title.crown-regent",
            ),
            TitleRedirect(
                title="Lord Commander of the Kingsguard",
                challenge="military",
                when="no_defenders",
                to="holder",
                won_power=1,
                cite="003.title.lord-commander",
                timing_cite="002.card.lord-commander",
            ),
        ),
    ),
    "ccg-winter": Profile(
        name="ccg-winter",
        title="A Game of Thrones CCG, Winter Edition (seed 000)",
        phases=("plot", "draw", "marshalling", "challenges", "dominance", "standing"),
        timing="window6",
        setup_gold=5,
        win_power=15,
        draw_phase_cards=2,
        draw_cap=3,  # seed 000 Expert Rules, Three Draw Limit
        dominance_counts_gold=False,
        unopposed_power=1,
        gold_lost_at_end_of_marshalling=True,
        moribund=True,
        influence=True,
        keywords=(
            "deadly",
            "deathbound",
            "doomed",
            "immunity",
            "limited",
            "no attachments",
            "renown",
            "stealth",
            "setup",
        ),
        titles=(),
        cite_prefix="000",
        lasting_net_sum=True,
        house_penalty=2,
        savable=("kill", "discard"),
        duplicate_savable=("kill", "discard"),
        attacker_needs_strength=True,
        gold_only_own_marshalling=True,
        printed_icons_only=True,
        events_cost_gold=True,  # seed 003 Card Anatomy; seed 000 Expert Rules, Playing Cards
        phase_cite="000.phase.",
        doomed_limit=5,
        cite_map=(
            ("003.phase.plot", "000.phase.plot"),
            ("003.phase.marshalling", "000.phase.marshalling"),
            ("002.flow.challenges", "000.challenge.steps"),
            ("002.flow.challenges.declare", "000.challenge.steps"),
            ("002.flow.challenges.stealth-defenders", "000.challenge.steps"),
            ("002.flow.challenges.next-active", "000.challenge.steps"),
            ("003.keyword.stealth", "000.keyword.stealth"),
            ("003.challenge.resolve", "000.challenge.resolve"),
            ("002.faq.ties", "000.challenge.resolve"),
            ("003.challenge.claim.military", "000.challenge.resolve"),
            ("003.challenge.claim.intrigue", "000.challenge.resolve"),
            ("003.challenge.claim.power", "000.challenge.resolve"),
            ("003.challenge.unopposed", "000.challenge.unopposed"),
            ("003.keyword.renown", "000.keyword.renown"),
            ("003.expert.lasting", "000.expert.lasting"),
            ("002.clar.2.8", "000.victory"),
            ("002.timing.step2", "000.expert.save-cancel"),
            ("002.faq.income", "000.income-initiative"),
            ("002.clar.4.2", "000.duplicates"),
            ("002.rules.draw-cap", "000.expert.draw-limit"),
            ("003.setup", "000.setup"),
            ("003.setup.cards", "000.setup.cards"),
            ("003.unique", "000.unique"),
            ("003.duplicates", "000.duplicates"),
            ("003.phase.challenges", "000.phase.challenges"),
            ("003.challenge.attackers", "000.challenge.steps"),
            ("003.challenge.defenders", "000.challenge.steps"),
            ("003.phase.marshalling.penalty", "000.phase.marshalling"),
            ("003.expert.playing-cards", "000.expert.playing-cards"),
            ("003.expert.high-claim", "000.expert.high-claim"),
            ("003.keyword.deadly", "000.keyword.deadly"),
            ("003.keyword.deathbound", "000.keyword.deathbound"),
            ("003.keyword.immunity", "000.keyword.immunity"),
            ("003.keyword.limited", "000.keyword.limited"),
            ("003.keyword.no-attachments", "000.keyword.no-attachments"),
            ("003.keyword.setup", "000.keyword.setup"),
            ("rr.event-cards", "000.expert.playing-cards"),
        ),
    ),
    "lcg2": Profile(
        name="lcg2",
        faction_card="faction card",
        # a duplicate saves its card whenever it would leave play, by any means, and its
        # save cannot be canceled (Rules Reference, "Duplicates")
        duplicate_savable=(
            "kill",
            "discard",
            "sacrifice",
            "return_hand",
            "return_deck_top",
            "return_deck_bottom",
            "return_to_shadows",
            "shuffle_into_deck",
            "remove_from_game",
            "place_in_dead_pile",
        ),
        duplicate_save_cancellable=False,
        duplicate_cite="rr.duplicates",
        title="A Game of Thrones: The Card Game, 2nd edition (seeds 001, 004)",
        phases=("plot", "draw", "marshalling", "challenges", "dominance", "standing", "taxation"),
        timing="interrupt-reaction",
        reserve=True,
        setup_gold=8,
        setup_attachments_need_keyword=False,
        win_power=15,
        draw_phase_cards=2,
        draw_cap=None,
        dominance_counts_gold=True,
        unopposed_power=1,
        gold_lost_at_end_of_marshalling=False,
        moribund=False,
        influence=False,
        keywords=(
            "ambush",
            "insight",
            "intimidate",
            "limited",
            "pillage",
            "renown",
            "stealth",
            "terminal",
            "no attachments",
            "enters play knelt",
            "assault",
        ),
        titles=(
            "Master of Whispers",
            "Master of Ships",
            "Hand of the King",
            "Master of Coin",
            "Master of Laws",
            "Crown Regent",
        ),
        framework="lcg2",
        deck_out_eliminates=True,
        power_on_all_cards=True,
        events_cost_gold=True,
        attachments_return_to_hand=True,
        unique_blocked_by_dead_pile=True,
        shadows=True,
        attachment_hosts=True,
        # the core set's title cards (01206-01211): supports, rivals, bonuses
        supports=(
            ("Master of Whispers", "Hand of the King"),
            ("Master of Ships", "Master of Whispers"),
            ("Hand of the King", "Master of Laws"),
            ("Master of Coin", "Master of Ships"),
            ("Master of Laws", "Master of Coin"),
        ),
        rivals=(
            ("Master of Whispers", "Master of Laws"),
            ("Master of Whispers", "Master of Coin"),
            ("Master of Ships", "Master of Laws"),
            ("Master of Ships", "Hand of the King"),
            ("Hand of the King", "Master of Coin"),
            ("Hand of the King", "Master of Ships"),
            ("Master of Coin", "Hand of the King"),
            ("Master of Coin", "Master of Whispers"),
            ("Master of Laws", "Master of Whispers"),
            ("Master of Laws", "Master of Ships"),
        ),
        title_strength=(
            ("Hand of the King", "power", 1),
            ("Master of Ships", "military", 1),
            ("Master of Whispers", "intrigue", 1),
        ),
        title_income=(("Master of Coin", 2),),
        title_draw=(("Master of Laws", 1),),
        title_reserve=(("Master of Laws", 1),),
        title_dominance=(("Crown Regent", 2),),
        title_extra_challenge=("Hand of the King", "power"),
        title_claim=("Master of Ships", "military", 1),
        title_multi_claim=("Master of Whispers", "intrigue"),
        title_redirects=(
            TitleRedirect(
                title="Crown Regent",
                challenge=None,
                when="initiated",
                to="new_opponent",
                won_power=0,
                cite="001.title.crown-regent",
                timing_cite="rr.redirect",
            ),
        ),
        cite_prefix="001",
        phase_cite="001.phase.",
        attacker_needs_strength=True,
        only_active_gold_actions=False,
        cite_map=(
            ("003.phase.plot", "001.phase.plot"),
            ("003.phase.marshalling", "001.phase.marshalling"),
            ("002.flow.challenges", "001.challenge.steps"),
            ("002.flow.challenges.declare", "001.challenge.steps"),
            ("002.flow.challenges.stealth-defenders", "001.challenge.steps"),
            ("002.flow.challenges.next-active", "001.challenge.steps"),
            ("003.keyword.stealth", "001.keyword.stealth"),
            ("003.challenge.resolve", "001.challenge.resolve"),
            ("002.faq.ties", "001.challenge.resolve"),
            ("003.challenge.claim.military", "001.challenge.claim.military"),
            ("003.challenge.claim.intrigue", "001.challenge.claim.intrigue"),
            ("003.challenge.claim.power", "001.challenge.claim.power"),
            ("003.challenge.unopposed", "001.challenge.unopposed"),
            ("003.keyword.renown", "001.keyword.renown"),
            ("003.expert.lasting", "rr.action-windows"),
            ("002.clar.2.8", "001.winning"),
            ("002.timing.player-actions", "rr.action-windows"),
            ("002.timing.step1", "rr.triggering-condition"),
            ("002.timing.step1e", "rr.triggering-condition"),
            ("002.timing.step1f", "rr.triggering-condition"),
            ("002.timing.step2", "rr.cancel"),
            ("002.timing.step3", "rr.triggering-condition"),
            ("002.timing.step4", "004.priority-simultaneous.abilities"),
            ("002.timing.save-cancel", "rr.cancel"),
            ("002.clar.3.4", "rr.cancel"),
            ("002.clar.4.10", "rr.then"),
            ("002.clar.4.2", "rr.save"),
            ("002.faq.income", "001.phase.marshalling"),
            ("002.faq.dominance-tie", "001.phase.dominance"),
            ("002.clar.1.1", "001.phase.draw"),
            ("003.challenge.attackers", "001.challenge.steps"),
            ("003.challenge.defenders", "001.challenge.steps"),
            ("003.phase.challenges", "001.phase.challenges"),
            ("003.expert.high-claim", "001.challenge.claim.military"),
            ("003.keyword.limited", "001.keyword.limited"),
            ("003.keyword.no-attachments", "001.keyword.no-attachments"),
            ("003.unique", "rr.unique"),
            ("003.duplicates", "rr.duplicates"),
            ("002.clar.3.27", "rr.unique"),
            ("002.clar.3.20", "rr.attachments"),
            ("002.clar.3.15", "rr.immune"),
            ("002.clar.4.3", "rr.cannot"),
            ("002.clar.ability-elements", "rr.limits"),
            ("002.clar.event-elements", "rr.play-restrictions"),
            ("002.faq.costs-own-cards", "rr.play-restrictions"),
            ("003.expert.playing-cards", "rr.action-abilities"),
            ("002.clar.3.11", "rr.x-value"),
            ("002.clar.3.32", "001.plot.states"),
            ("002.clar.2.6", "rr.lasting"),
            ("002.timing.step1a", "rr.play-restrictions"),
            ("002.timing.step1b", "rr.play-restrictions"),
            ("002.timing.step1c", "rr.play-restrictions"),
            ("002.timing.step1d", "rr.play-restrictions"),
            ("002.timing.moribund", "rr.play-restrictions"),  # a cost paid (no Moribund)
            ("002.timing.step6", "rr.leaves-play"),
            ("002.clar.4.4", "004.put-into-play"),
            ("002.clar.2.2", "001.phase.plot"),
            ("003.title.supports", "001.title.supports"),
            ("003.setup", "001.setup"),
            ("003.setup.cards", "001.setup"),
            ("003.title.crown-regent", "001.title.crown-regent"),
            ("003.title.whispers", "001.title.whispers"),
            ("003.title.laws", "001.title.laws"),
            ("003.title.coin", "001.title.coin"),
            ("003.title.hand", "001.title.hand"),
        ),
    ),
}


def get_profile(name: str) -> Profile:
    try:
        return PROFILES[name]
    except KeyError:
        raise ScenarioError(
            f"unknown ruleset {name!r}; choose one of {', '.join(PROFILES)}"
        ) from None
