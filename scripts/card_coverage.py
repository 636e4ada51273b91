#!/usr/bin/env python3
"""Regenerate ``engine_ref/data/coverage.json``: what each 2nd-edition card's text needs of
the ability language, as feature names (``engine_ref.language``), never the text itself.

    python scripts/card_coverage.py                 # reads ../shared/carddata/agot2e
    python scripts/card_coverage.py --data DIR --out FILE
    python scripts/card_coverage.py --explain "Varys"   # the clauses of one card, and what
                                                        # each was read as (text not written)

Each printed clause is read by patterns: the keywords that open a text, the ability's kind
(Reaction, Interrupt, Action, Forced, When Revealed, constant), its trigger ("After you win a
challenge in which …"), its costs ("Kneel X to …"), limits ("Limit once per phase", "Max 1
per challenge"), conditions ("If you control …", "during a challenge in which …"), targets
and the zones they are in ("in your discard pile", "choose an opponent"), filters (traits,
factions, STR and cost bounds, icons, kneeling …), values ("X is the number of …") and
effects (kill, stand, gain gold, search, gains a keyword …). Every pattern that matches adds
its feature names and blanks the words it read; the words left over are read once more for a
known action word, and a clause with words that no pattern read is marked with the feature
``unparsed:<first such word>`` — a feature the engine never has, so the card counts as not
expressible rather than silently expressible.

A card name printed more than once (a reprint or a redesign) needs what any of its
printings needs. ``engine-ref cards --coverage`` compares these needs with
``engine_ref.language.features()`` and the scripted card files at run time.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from organiser.core.cards import FACTIONS_2E

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "carddata" / "agot2e"
OUT = ROOT / "engine_ref" / "data" / "coverage.json"

FACTIONS = tuple(FACTIONS_2E)  # the 2nd edition's faction codes
ICONS = ("military", "intrigue", "power")

# --- reading the data ----------------------------------------------------------------------


def load_cards(data: Path) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for f in sorted((data / "packs").glob("*.json")):
        pack = json.loads(f.read_text(encoding="utf-8"))
        for c in pack["cards"]:
            out.append({**c, "pack": pack["code"]})
    return out


def _name_pattern(names: Iterable[str]) -> re.Pattern[str]:
    alts = sorted({n for n in names if len(n) > 2}, key=len, reverse=True)
    return re.compile(r"(?<![\w])(?:" + "|".join(re.escape(n) for n in alts) + r")(?![\w])")


def normalise(text: str, name: str, others: re.Pattern[str] | None) -> str:
    """Card text -> lower-case words with placeholders: ``self`` (the card itself),
    ``cardname`` (another card), ``trait_x`` (a trait), ``faction_x``, ``icon_x``, ``n``."""
    t = text.replace("\xa0", " ").replace("’", "'")
    t = re.sub(r"<b>\s*([^<]*?)\s*</b>", lambda m: "\n@" + m.group(1).strip().rstrip(":") + ":", t)
    t = re.sub(
        r"<i>([^<]*)</i>", lambda m: " trait_" + re.sub(r"\W+", "_", m.group(1).lower()) + " ", t
    )
    t = re.sub(r"<[^>]+>", " ", t)
    t = re.sub(r"\[(" + "|".join(FACTIONS) + r")\]", r" faction_\1 ", t)
    t = re.sub(r"\[(" + "|".join(ICONS) + r")\]", r" icon_\1 ", t)
    short = name.split(",")[0].strip()
    t = re.sub(r"(?<!\w)" + re.escape(name) + r"(?!\w)", " self ", t)
    first = short.split(" ")[0]
    if others is not None:
        t = others.sub(" cardname ", t)
    # a name's first word stands for the card ("Asha" for "Asha Greyjoy"), unless it is a
    # title or a keyword ("Shadow of the East" has Shadow (1))
    if len(first) > 3 and first.lower() not in (
        "the",
        "ser",
        "lord",
        "lady",
        "king",
        "queen",
        "shadow",
        "ambush",
        "bestow",
        "stealth",
        "renown",
        "insight",
        "pillage",
        "limited",
        "terminal",
        "assault",
        "intimidate",
    ):
        t = re.sub(r"(?<!\w)" + re.escape(first) + r"(?!\w)", " self ", t)
    t = t.lower()
    t = re.sub(r"(?<![\w])[+-]\s*(?:\d+|x)(?![\w])", " mod ", t)
    t = re.sub(r"(?<![\w])(\d+|x)(?![\w])", " n ", t)
    t = re.sub(r"\s+'s\b", "'s", t)
    t = re.sub(r"non-\s+", "non-", t).replace('"', " ")
    t = re.sub(r"[ \t]+", " ", t)
    return t


# --- the patterns ----------------------------------------------------------------------------

Feat = str | Callable[[re.Match[str]], Iterable[str]]
Rule = tuple[re.Pattern[str], tuple[Feat, ...]]

W = r"[\w']+"  # one word
TR = r"(?:trait_\w+(?: (?:or|and|,) trait_\w+)*)"
ZONE_WORDS = {
    "hand": "target:hand",
    "discard pile": "target:discard",
    "dead pile": "target:dead",
    "deck": "target:deck",
    "plot deck": "target:plot_deck",
    "used pile": "target:used_pile",
    "shadows": "target:shadows",
}


def R(pattern: str, *feats: Feat) -> Rule:
    return re.compile(pattern), feats


def _limit(m: re.Match[str]) -> list[str]:
    kind = "max_per_" if m.group(1) == "max" else "per_"
    return [f"limit:{kind}{m.group(2)}"]


def _restriction(m: re.Match[str]) -> list[str]:
    words = m.group(0)
    table = (
        (r"cannot be killed", "restriction:cannot_be_killed"),
        (r"cannot be discarded", "restriction:cannot_be_discarded"),
        (r"cannot be sacrificed", "restriction:cannot_be_sacrificed"),
        (r"cannot be returned", "restriction:cannot_be_returned"),
        (r"cannot be (?:chosen|targeted)", "restriction:cannot_be_chosen"),
        (r"cannot (?:be )?kneel|cannot be knelt", "restriction:cannot_kneel"),
        (r"cannot (?:be )?stand|cannot be stood", "restriction:cannot_stand"),
        (r"cannot be declared as an attacker", "restriction:cannot_be_declared_attacker"),
        (r"cannot be declared as a defender", "restriction:cannot_be_declared_defender"),
        (r"cannot be bypassed by stealth", "restriction:cannot_be_bypassed_by_stealth"),
        # a player's gold is not a card's power ("cannot gain power": cannot_gain)
        (r"cannot gain gold", "restriction:cannot_gain_gold"),
        # a player's limit on events ("cannot play more than 3 events this round")
        (r"cannot play more than n events?\b", "effect:event_limit"),
        (r"cannot be n\b", "rule:x_cannot_be_zero"),
    )
    for pat, feat in table:
        if re.search(pat, words):
            return [feat]
    rest = re.sub(r"[^a-z ]", "", words.split("cannot", 1)[1]).split()
    rest = [w for w in rest if w not in STOP][:3]
    if rest == ["trigger"]:
        # "cannot trigger (card) abilities": a player-level rule (effect cannot_trigger)
        return ["effect:cannot_trigger"]
    return ["restriction:cannot_" + "_".join(rest or ["do"])]


TRIGGERS: list[Rule] = [
    R(r"power is gained by(?: or moved to)?", "trigger:power_gained"),
    # the engine's "moved" is a card moved between zones; power moved is another moment
    R(r"power is moved (?:to|from)", "trigger:power_moved"),
    R(
        r"(?:a |an )?(?:icon_\w+ (?:or icon_\w+ )?)?challenge is initiated (?:by or )?against you|(?:a player |an opponent )?initiates (?:a|an) (?:icon_\w+ )?challenge against you",
        "trigger:challenge_initiated",
        "condition:you_are",
    ),
    # moments the engine may have no event for: named, so that the missing one is counted
    R(r"(?:you |an opponent |a player )?loses? dominance", "trigger:dominance_lost"),
    R(r"dominance is determined", "trigger:dominance_determined"),
    R(r"(?:you |an opponent |a player )?loses? initiative", "trigger:initiative_lost"),
    R(r"(?:is|are) removed from (?:a|the) challenge", "trigger:removed_from_challenge"),
    R(r"str is (?:increased|reduced)(?: to n)?(?: by a card effect)?", "trigger:str_changed"),
    R(r"no defenders are declared", "trigger:no_defenders_declared"),
    R(r"(?:a |an )?[\w ]*?plot card enters [\w' ]*?used pile", "trigger:plot_used"),
    R(r"(?:you |an opponent |a player )?checks? reserve", "trigger:reserve_checked"),
    R(r"discards? (?:n or more )?cards? for reserve", "trigger:reserve_discard"),
    # a card discarded using pillage is the engine's pillage_discarded event
    R(r"using pillage", "trigger:pillage_discarded"),
    R(r"using insight", "trigger:insight"),
    R(r"power total reaches n", "trigger:power_total_reached"),
    R(r"choose a plot card to reveal", "trigger:plot_chosen"),
    R(r"as the only target", "trigger:chosen_as_target"),
    R(r"triggers? (?:an? )?[\w ]*?ability", "trigger:ability_triggered"),
    R(r"becomes? the first player", "trigger:first_player_chosen"),
    R(
        r"(?:you |an opponent |a player )?reveals? (?:a|an|this|that) [\w ]*?plot(?: card)?",
        "trigger:revealed",
    ),
    R(r"marshals? or plays?", "trigger:marshalled", "trigger:played"),
    R(r"(?:you )?plays? (?:an? )?[\w ]*?(?:event|card)", "trigger:played"),
    R(r"draws? (?:n or more |n |a |one or more )?(?:\w+ )?cards?", "trigger:drawn"),
    R(r"gains? exactly n power", "trigger:power_claimed", "condition:exact_amount"),
    R(r"(?:is|are) returned to [\w' ]*?hand", "trigger:returned"),
    R(
        r"(?:the )?effects? of [\w ',-]*? would initiate|(?:an? )?[\w ',-]*? (?:ability|event|card) (?:would be|is) (?:triggered|initiated|played)",
        "trigger:played",
    ),
    R(
        r"enters? (?:a|your|an opponent's|its owner's) (?:discard|dead) pile|(?:is|are) placed in (?:a|your|an opponent's|its owner's) (?:discard|dead) pile",
        "trigger:enters_pile",
    ),
    R(
        r"(?:you |the attacking player |the defending player |an opponent |a player )?wins? (?:a|an|the) unopposed (?:icon_\w+ )?challenge",
        "trigger:unopposed_won",
    ),
    R(
        r"(?:you |the attacking player |the defending player |an opponent |a player )?wins? (?:a|an|the) (?:icon_\w+ (?:or icon_\w+ )?|military |intrigue |power )?challenge",
        "trigger:won_challenge",
    ),
    R(
        r"(?:you |the attacking player |the defending player |an opponent |a player )?loses? (?:a|an|the) (?:unopposed )?(?:icon_\w+ (?:or icon_\w+ )?|military |intrigue |power )?challenge",
        "trigger:lost_challenge",
    ),
    R(
        r"(?:a|an|the) (?:icon_\w+ (?:or icon_\w+ )?|military |intrigue |power )?challenge (?:in which [^,]*)?(?:is )?(?:won|lost)(?: by [\w ]+)?",
        "trigger:won_challenge",
    ),
    R(r"unopposed", "trigger:unopposed_won"),
    R(r"(?:would be|is|are) killed", "trigger:killed"),
    R(
        r"(?:would be|is|are) discarded from (?:play|your hand|an opponent's hand|hand)",
        "trigger:discarded",
    ),
    R(
        r"(?:would be|is|are) discarded from (?:a|your|an opponent's|his|its owner's) deck",
        "trigger:discarded_from_deck",
    ),
    R(r"(?:would be|is|are) discarded", "trigger:discarded"),
    R(r"(?:would be|is|are) sacrificed|you sacrifice", "trigger:sacrificed"),
    R(r"(?:would be|is|are) returned to (?:its owner's |your )?hand", "trigger:returned"),
    R(r"(?:would leave|leaves|leave) play", "trigger:leaves_play"),
    R(
        r"(?:would enter|enters|enter) play|(?:is|are) put into play|comes into play",
        "trigger:enters_play",
    ),
    R(r"you marshal|(?:is|are) marshal(?:l)?ed", "trigger:marshalled"),
    R(
        r"(?:is|are) (?:declared|chosen) as an? attacker|declared as attackers?|you declare [^,]* attackers?",
        "trigger:declared_attacker",
    ),
    R(
        r"(?:is|are) declared as (?:an? )?defenders?|declared as defenders?",
        "trigger:declared_defender",
    ),
    R(
        r"(?:a|an|the) (?:icon_\w+ (?:or icon_\w+ )?|military |intrigue |power )?challenge (?:is )?initiated|(?:you|an opponent) initiates? (?:a|an) (?:icon_\w+ (?:or icon_\w+ )?)?challenge|initiat\w+ (?:a|an) (?:icon_\w+ (?:or icon_\w+ )?)?challenge",
        "trigger:challenge_initiated",
    ),
    R(r"(?:a|the) challenge ends|end of (?:a|the) challenge", "trigger:challenge_ends"),
    R(r"(?:the )?(\w+) phase (?:begins|starts)", "trigger:phase_begins"),
    R(r"(?:the )?(\w+) phase ends", "trigger:phase_ends"),
    R(
        r"(?:you )?reveal (?:a|this|that) plot|(?:a|an|this|the) (?:trait_\w+ (?:or trait_\w+ )?)?plot (?:card )?is revealed|plots? (?:are|is) revealed",
        "trigger:revealed",
    ),
    R(r"(?:you )?win dominance|wins dominance", "trigger:dominance_won"),
    R(r"(?:you |an opponent |a player )?wins? initiative", "trigger:initiative_won"),
    R(
        r"(?:you )?draw (?:n |a |one or more )?cards?(?: during the draw phase)?|(?:is|are) drawn",
        "trigger:drawn",
    ),
    R(r"stands?|(?:is|are) stood", "trigger:stood"),
    R(r"kneels?|(?:is|are) knelt", "trigger:knelt"),
    R(r"comes? out of shadows", "trigger:comes_out_of_shadows"),
    R(r"(?:is|are) placed in(?:to)? shadows", "trigger:placed_in_shadows"),
    R(r"ambush", "trigger:ambushed"),
    R(
        r"(?:an? )?(?:event|card|ability|character ability|location ability) (?:is|are) (?:played|triggered)|you play (?:an? )?(?:event|card)|plays? an event",
        "trigger:played",
    ),
    R(r"claim is applied|(?:you )?apply claim|apply (?:icon_\w+ )?claim", "trigger:claim_applied"),
    R(r"gains? power for renown|renown", "trigger:renown"),
    R(
        r"gains? n or more power|gains? power|(?:power is|power are) (?:placed|gained)",
        "trigger:power_claimed",
    ),
    R(
        r"bypass\w* (?:[\w ]*? )?(?:using|by) stealth|(?:choose|chosen) (?:as )?(?:the )?stealth target",
        "trigger:bypassed_by_stealth",
    ),
    R(r"(?:is|are) saved", "trigger:saved"),
    R(r"would be (?:placed|moved)|(?:is|are) moved", "trigger:moved"),
    R(r"(?:is|are) attached|attach(?:es)? (?:an? )?\w* ?(?:attachment|card)", "trigger:attached"),
    R(r"(?:takes?|gains?) control", "trigger:control_taken"),
    R(r"(?:gains?|collects?) (?:n |any )?(?:gold|income)", "trigger:gold_gained"),
    R(
        r"(?:is|are) chosen as the first player|choose the first player|first player is chosen",
        "trigger:first_player_chosen",
    ),
    R(
        r"(?:is|are) (?:chosen|targeted) (?:as (?:a|the) target|by)|(?:is|are) chosen",
        "trigger:chosen_as_target",
    ),
    R(
        r"discards? (?:n |one or more |a |an )?[\w ]*?(?:cards?|locations?|attachments?|characters?) (?:from|at|using)",
        "trigger:cards_discarded",
    ),
    R(r"(?:is|are) placed on|place\w* (?:n |a )?\w* tokens?", "trigger:token_placed"),
    R(r"(?:is|are) (?:removed from the game)", "trigger:removed_from_game"),
    R(r"(?:is|are) revealed", "trigger:card_revealed"),
]

# ability phrasing: costs (before " to "), conditions, limits, zones, targets, filters,
# values, effects. Each entry: regex, features.
COSTS: list[Rule] = [
    R(r"kneel (?:self|this (?:card|agenda|plot))", "cost:kneel_self"),
    R(r"kneel your faction card", "cost:kneel_faction"),
    R(
        r"kneel (?:n |a |an |your |one |two )?[\w, ']*?(?:character|location|attachment|card)s?(?: you control)?",
        "cost:kneel",
    ),
    R(r"pay (?:n|the) gold|pay n gold|pay (?:n )?gold", "cost:gold"),
    R(r"sacrifice (?:self|this card)", "cost:sacrifice_self"),
    R(
        r"sacrifice (?:n |a |an )?[\w, ']*?(?:character|location|attachment|card)s?(?: you control)?",
        "cost:sacrifice",
    ),
    R(r"discard (?:n |a )?power from (?:self|this card)", "cost:discard_power_self"),
    R(r"discard (?:n |a )?power from your faction card", "cost:discard_power_faction"),
    R(r"discard (?:n |a )?gold from (?:self|this card)", "cost:discard_gold_self"),
    R(r"discard (?:n |a )?(?:\w+ )?tokens? from (?:self|this card)", "cost:discard_tokens_self"),
    R(r"discard your hand", "cost:discard_whole_hand"),
    R(r"discard (?:n |a )?[\w ']*?cards? from your hand", "cost:discard_hand"),
    R(r"return (?:self|this card) to (?:your|its owner's) hand", "cost:return_self_to_hand"),
    R(r"stand (?:self|this card)", "cost:stand_self"),
    R(
        r"(?:put|place|return) (?:self|this card|it) (?:in|into|to) shadows",
        "cost:put_self_in_shadows",
    ),
    R(r"remove (?:self|this card) from the game", "cost:remove_self_from_game"),
    R(r"reveal (?:n |a )?[\w ']*?cards? from your hand", "cost:reveal_from_hand"),
    R(
        r"(?:place|put) (?:self|this card) on the (?:top|bottom) of (?:your|its owner's) deck",
        "cost:self_to_deck",
    ),
    R(
        r"return (?:n |a )?[\w ']*?(?:character|location|attachment|card)s? (?:you control )?to (?:your|its owner's) hand",
        "cost:return_to_hand",
    ),
    R(r"discard self from your hand", "cost:discard_self_from_hand"),
    R(r"kill (?:n |a )?[\w ']*?characters?(?: you control)?", "cost:kill"),
    R(
        r"discard (?:n |a )?power from (?:a |an |another )[\w ']*?(?:character|location|card)s?(?: or (?:character|location))?(?: you control)",
        "cost:discard_power",
    ),
    R(
        r"discard (?:n |a )?[\w ']*?(?:character|location|attachment|card)s? you control",
        "cost:discard_in_play",
    ),
]

CONDITIONS: list[Rule] = [
    # a count of cards compared with one of the player's own plot values (Banner of the
    # Falcon): not ``compare_values``, which compares two players
    R(
        r"the number of [\w ']+? you control is (?:higher|lower) than your \w+ value",
        "condition:count_compared_with_value",
    ),
    # a condition read for each player in turn ("each player that does not control a …")
    R(r"each player (?:that|who) does not control", "condition:each_player_controls_none"),
    R(
        r"(?:if|while|unless) you have (?:not )?(won|lost) (?:a|an) (?:icon_\w+ )?challenge this (phase|round)",
        lambda m: [f"condition:{m.group(1)}_challenge_this_{m.group(2)}"],
    ),
    R(
        r"(?:in|during) which (?:self|attached character|it|he|she|that character|trait_\w+ \w+|a cardname|cardname|[\w ]*?) (?:is|are) attacking alone",
        "condition:attacking",
        "condition:alone",
    ),
    R(
        r"(?:in|during) which (?:self|attached character|it|he|she|that character|[\w ]*?) (?:is|are) defending alone",
        "condition:defending",
        "condition:alone",
    ),
    R(r"attacking or defending alone|alone", "condition:alone"),
    R(r"(?:in|during) which (?:[\w' ]*?) (?:is|are) attacking", "condition:attacking"),
    R(r"(?:in|during) which (?:[\w' ]*?) (?:is|are) defending", "condition:defending"),
    R(r"(?:in|during) which (?:[\w' ]*?) (?:is|are) participating", "condition:participating"),
    R(
        r"(?:in|during) which you are the attacking player|as the attacking player|you are the attacking player|if you are attacking",
        "condition:you_are",
    ),
    R(
        r"(?:in|during) which you are the defending player|as the defending player|you are the defending player|if you are defending",
        "condition:you_are",
    ),
    R(
        r"(?:while|if) (?:self|attached character|it|he|she|that character) is (?:attacking|defending|participating)(?: in (?:a|an|the) (?:icon_\w+ )?challenge)?",
        "condition:participating",
    ),
    R(r"(?:while|if) (?:self|attached character|it|he|she) is (?:kneeling)", "condition:kneeling"),
    R(r"(?:while|if) (?:self|attached character|it|he|she) is (?:standing)", "condition:standing"),
    R(
        r"during the (?:challenges|marshaling|marshalling|plot|draw|dominance|standing|taxation) phase",
        "condition:phase",
    ),
    R(
        r"during (?:a|an|the) (?:icon_\w+ (?:or icon_\w+ )?|military |intrigue |power )?challenge\b|during (?:icon_\w+ )?challenges\b",
        "condition:in_challenge",
    ),
    R(
        r"(?:it is|is) (?:a|an|the) (?:icon_\w+|military|intrigue|power) challenge|(?:a|an) icon_\w+ challenge|(?:a|an) (?:military|intrigue|power) challenge",
        "condition:challenge_type",
    ),
    R(r"during the (?:\w+) phase|in the \w+ phase", "condition:phase"),
    R(
        r"(?:if|while|unless) (?:you|your opponent|an opponent) (?:controls?|has) (?:no|fewer than n|n or fewer)",
        "condition:controls_none",
    ),
    R(r"(?:if|while|as long as) (?:an|each|your) opponent controls", "condition:opponent_controls"),
    R(
        r"(?:if|while|as long as|unless) you control(?: n or more| at least n| another| a| an)?",
        "condition:controls",
    ),
    R(
        r"(?:if|while) there (?:is|are) (?:a|an|n or more) (?:trait_\w+ )?plot(?: card)?s? revealed|(?:if|while) (?:a|the) (?:trait_\w+ )plot (?:card )?is revealed",
        "condition:any_plot_trait",
    ),
    R(
        r"(?:if|while) your (?:revealed )?plot (?:card )?(?:has|is) (?:the )?trait_\w+",
        "condition:plot_trait",
    ),
    R(
        r"(?:if|while) you are the first player|(?:if|while) you are not the first player",
        "condition:first_player",
    ),
    R(r"(?:if|while) you have n or more cards in (?:your )?hand", "condition:hand_at_least"),
    R(r"(?:if|while) you have n or more gold", "condition:gold_at_least"),
    R(
        r"(?:if|while) you have (?:n or more )?plots? in your used pile|n or more plot cards in your used pile",
        "condition:used_pile_at_least",
    ),
    R(
        r"(?:if|while) you have more power (?:on your faction card )?than (?:an|each|your) opponent|more power than",
        "condition:more_power",
    ),
    R(r"(?:if|while) you have less power|fewer power|less power than", "condition:fewer_power"),
    R(
        r"(?:if|while) (?:self|it|that character|attached character|he|she) is (?:attached to )?(?:a|an) ",
        "condition:attached_to",
    ),
    R(r"by n or more str", "condition:won_by"),
    R(
        r"(?:if|while) you (?:have|control) (?:fewer|more) (?:cards in (?:your )?hand|characters|cards|gold|power|locations|plots?)[\w ]*? than",
        "condition:compare_players",
    ),
    R(
        r"(?:if|while) (?:it is|this is) the (?:first|second|third|last) challenge|the (?:first|second|third) challenge",
        "condition:challenge_number",
    ),
    R(
        r"(?:if|while) (?:you have|there are) no cards in (?:your|an opponent's) (?:hand|deck)",
        "condition:zone_empty",
    ),
    R(
        r"(?:if|while) (?:self|attached character|it) has (?:n or more )?power",
        "condition:has_power",
    ),
    R(
        r"(?:if|while) (?:self|attached character|it) has (?:n or more )?(?:gold|\w+ tokens?)",
        "condition:has_tokens",
    ),
    R(
        r"if you did|if you do|if it does|if that card is|if it is|if you cannot|if able",
        "rule:then",
    ),
]

LIMITS: list[Rule] = [
    R(r"\(?any player may (?:initiate|trigger) this ability\.?\)?", "kind:any_player"),
    R(
        r"\(?(limit|max) (?:once|twice|three times|n times|n) per (challenge|phase|round|game)\.?\)?",
        _limit,
    ),
    R(r"cannot be saved", "rule:cannot_be_saved"),
    R(r"cannot be cancel+ed", "rule:cannot_be_cancelled"),
]

ZONES: list[Rule] = [
    # an ability used while its card lies in the dead pile: the engine offers abilities in
    # play, in the hand (from_hand) and in shadows only
    R(r"put self into play from your dead pile", "rule:ability_from_dead_pile"),
    R(
        r"(?:from|in|into) (?:your|an opponent's|a player's|each player's|its owner's|their|his|her|that player's|the defending player's|the losing opponent's|any) discard piles?",
        "target:discard",
    ),
    R(
        r"(?:from|in|into) (?:your|an opponent's|a player's|each player's|its owner's|their|his|her|that player's|the defending player's|the losing opponent's|any) dead piles?",
        "target:dead",
    ),
    R(
        r"(?:from|in) (?:your|an opponent's|a player's|each player's|its owner's|their|his|her|that player's|the defending player's|the losing opponent's) used piles?",
        "target:used_pile",
    ),
    R(
        r"(?:from|in|into) (?:your|an opponent's|a player's|each player's|its owner's|their|his|her|that player's|the defending player's|the losing opponent's) plot decks?",
        "target:plot_deck",
    ),
    R(
        r"(?:from|in|into) (?:your|an opponent's|a player's|each player's|its owner's|their|his|her|that player's|the defending player's|the losing opponent's) hands?",
        "target:hand",
    ),
    R(r"(?:from|in|into) shadows|in shadows|facedown in shadows", "target:shadows"),
    R(
        r"the top (?:n )?cards? of (?:your|an opponent's|each player's|a player's|its owner's|their|his|her|that player's) deck",
        "target:deck_top",
    ),
    R(
        r"(?:on|to) the (?:top|bottom) of (?:your|its owner's|their|his|her) deck",
        "destination:deck_top",
    ),
]

SEARCH: list[Rule] = [
    # cards picked by what happened to them, or by their place in a pile
    R(r"that (?:was|were) killed this (?:phase|round)", "filter:killed_this_phase"),
    R(
        r"the top (?:character|card|location|attachment) in [\w' ]*? (?:dead|discard) piles?",
        "filter:top_of_pile",
    ),
    # read before the zones: "from … hand" and "in … pile" are part of these effects
    R(
        r"discard (?:n |a |one |two )?cards? at random from [\w' ]*?hand|(?:must )?chooses? and discards? (?:n |a |one |two )?[\w ]*?cards? from (?:their|his or her|his|her|your|that player's|that) hand",
        "effect:discard_from_hand",
    ),
    R(
        r"instead of placing (?:it|him|her|them) in (?:its owner's |your |their |his or her )?(?:discard|dead) piles?",
        "kind:replacement",
    ),
    R(
        r"(?:have|has) [\w' ]*? participate in the (?:current )?challenge(?: on your side)?",
        "effect:add_to_challenge",
    ),
    R(r"give [\w' ]*? mod str", "effect:str"),
    R(r"give [\w' ]*? a challenge icon of your choice", "effect:name_choice"),
    R(r"(?:without|with no|with an?|with) attachments?", "filter:has_attachments"),
    # how many challenge icons a card has: at most (max_icons), at least (min_icons)
    R(r"(?:with )?(?:n or fewer|fewer than n|no) challenge icons?", "filter:max_icons"),
    R(r"(?:with )?(?:more than n|n or more) challenge icons?", "filter:min_icons"),
    R(r"\(to a minimum of n\)"),
    R(
        r"apply (?:icon_\w+ )?claim instead|apply the claim of another challenge type",
        "effect:claim_type",
    ),
    R(r"\bmust (?=choose)"),
    R(
        r"(?:place|put|return) (?:it|them|self|that card|[\w ']*?) (?:facedown )?(?:in|into|to) shadows",
        "destination:shadows",
    ),
    R(
        r"(?:place|put|move) (?:it|them|that card|that character|each|the others|[\w ',-]*?) (?:in|into) (?:its owner's|their owner's|your|their|his|her|that player's) dead piles?",
        "destination:dead",
    ),
    R(
        r"(?:place|put|move) (?:it|them|that card|that character|each|the others|[\w ',-]*?) (?:in|into) (?:its owner's|their owner's|your|their|his|her|that player's) discard piles?",
        "destination:discard",
    ),
    R(
        r"(?:place|put|move|return) (?:it|them|that card|that character|each|the others|[\w ',-]*?) on (?:the )?(?:top|bottom)(?: or (?:top|bottom))? of (?:its owner's|their owner's|your|their|his|her|that player's) decks?(?: in any order)?",
        "destination:deck_bottom",
    ),
    # searching, revealing, shuffling
    R(
        r"search (?:the top n cards of )?(?:your|an opponent's|his|her|their|that player's) deck(?: and discard pile)?(?: for (?:up to n |a |an )?[\w ',]*?(?:card|character|attachment|location|event)s?)?",
        "effect:search",
    ),
    R(r"reveal (?:it|them|that card|those cards)(?:,)?", "effect:search"),
    R(
        r"(?:add|put|place) (?:it|them|that card|those cards|one|a card|n cards?)(?: to| in| into) (?:your|their|his|her|its owner's) hand",
        "destination:hand",
    ),
    R(
        r"shuffle (?:your|his|her|their|that player's|each player's) deck|then shuffle",
        "effect:search",
    ),
    R(
        r"look at (?:up to n cards in shadows|(?:a|the) [\w' ]*?hand|(?:the top n cards of )?(?:your|an opponent's|his|her|their|that player's|each player's|the top card of)[\w ']*)",
        "effect:look_at",
    ),
    # a duration read here, before "reveal" is: the effect lasts until its controller's next plot
    R(r"until you reveal a new plot(?: card)?", "rule:lasting_until_new_plot"),
    R(r"(?:choose and )?reveal a new plot(?: card)?", "effect:reveal_new_plot"),
    R(
        r"reveal (?:the (?:top|bottom) n cards?|the (?:top|bottom) card|your hand|his hand|their hand|a card|cards|n cards|an? [\w ]*?card|(?:up to )?n [\w ]*?(?:characters?|locations?|attachments?|events?|cards?))[\w ']*",
        "effect:reveal",
    ),
    R(
        r"name (?:a|an) (?:card|trait|challenge type|faction|card type|character)",
        "effect:name_choice",
    ),
]

EFFECTS: list[Rule] = [
    # restrictions first: their words are also the words of effects
    R(r"cannot [\w' ]+", _restriction),
    R(
        r"does not kneel when declared as a defender|do(?:es)? not kneel when declared as defenders?",
        "restriction:does_not_kneel_defending",
    ),
    R(
        r"(?:does not|do not) contribute (?:its|his|her|their) str",
        "restriction:does_not_contribute_strength",
    ),
    R(
        r"does not kneel (?:to|when) (?:declared as an attacker|attack)|do(?:es)? not kneel",
        "restriction:does_not_kneel_attacking",
    ),
    # a player's duty to declare (at least one, or all eligible, characters) is not one
    # character's restriction
    R(
        r"at least (?:one|n) characters? (?:must be declared as an? (?:attacker|defender)|must be declared)",
        "restriction:must_declare_one",
    ),
    R(r"must declare all eligible characters", "restriction:must_declare_all"),
    R(
        r"must be declared as an? (?:attacker|defender)|must (?:be )?declared?|if able",
        "restriction:must_be_declared",
    ),
    # leaving play and moving
    R(r"\bkill(?:s|ed)?\b", "effect:kill"),
    R(
        r"return (?:it|them|that card|those cards|self|[\w ';-]*?) to (?:(?:its owner's|their owner's|your|his|her|their) )?hand",
        "effect:return_hand",
    ),
    R(
        r"return (?:it|them|[\w ']*?) to (?:the top|the bottom) of (?:its owner's|your|their) deck|on the (?:top|bottom) of its owner's deck",
        "effect:return_deck_top",
    ),
    R(
        r"shuffle (?:it|them|self|[\w ']*?) into (?:its owner's|your|their|his|her) deck",
        "effect:shuffle_into_deck",
    ),
    R(
        r"discard (?:the top n cards?|the top card|n cards? from the top) of (?:your|an opponent's|his|her|their|each player's|that player's|each opponent's) deck|discard the top",
        "effect:discard_from_deck",
    ),
    R(
        r"discard (?:n |a |one |two )?(?:cards? )?(?:at random )?(?:cards? )?from (?:your|an opponent's|his|her|their|that player's|each player's|the losing opponent's|each opponent's) hand(?: at random)?",
        "effect:discard_from_hand",
    ),
    R(r"discards? (?:his|her|their|your) hand", "effect:discard_whole_hand"),
    R(r"discard (?:n |a |an )?(?:gold|power) from", "effect:discard_power"),
    R(r"\bdiscard(?:s|ed)?\b", "effect:discard"),
    R(r"\bsacrifice(?:s|d)?\b", "effect:sacrifice"),
    R(
        r"put (?:it|them|that card|self|[\w ,';/-]*?) into play[\w ,';/-]{0,40}?attached to",
        "effect:attach",
    ),
    R(
        r"put (?:it|them|that card|that character|self|a card|[\w ,';/-]*?) into play",
        "effect:put_into_play",
    ),
    R(
        r"(?:place|put|return) (?:it|them|self|that card|[\w ']*?) (?:facedown )?(?:in|into|to) shadows",
        "destination:shadows",
    ),
    R(
        r"(?:place|put|move) (?:it|them|that card|[\w ']*?) (?:on|in|into) (?:the )?(?:top|bottom) of (?:your|its owner's|their) deck",
        "destination:deck_top",
    ),
    R(
        r"(?:place|put|move) (?:it|them|that card|[\w ']*?) (?:in|into) (?:your|its owner's|their|his|her) (?:dead|discard) pile",
        "destination:discard",
    ),
    R(
        r"(?:return|move|add) (?:it|them|that card|[\w ',;-]*?) (?:from [\w ' ]+ )?to (?:your|its owner's|their|his|her) hand",
        "destination:hand",
    ),
    R(r"remove (?:it|them|that card|[\w ']*?) from the game", "effect:remove_from_game"),
    R(
        r"remove (?:it|them|that character|[\w ']*?) from the challenge",
        "effect:remove_from_challenge",
    ),
    R(
        r"(?:is )?considered to be (?:attacking|defending|participating)|(?:as|to) an? (?:attacker|defender)|(?:add|declare) (?:it|him|her|self|that character|[\w ']*?) (?:to the challenge )?as an? (?:attacker|defender)",
        "effect:add_to_challenge",
    ),
    R(
        r"take control of|gains? control of|control of (?:it|that card|that character) (?:reverts|returns)",
        "effect:take_control",
    ),
    R(
        r"\battach(?:es)? (?:it|self|them|that card|the top card|[\w ';]*?) to\b|"
        r"move (?:it|self|that attachment|an attachment[\w ']*?) to another|move it to self",
        "effect:attach",
    ),
    # status
    R(r"\bstand(?:s)?\b", "effect:stand"),
    R(r"\bkneel(?:s)?\b|\bknelt\b", "effect:kneel"),
    # cards and gold and power
    R(r"draws? (?:n |a |one |two |three )?(?:additional )?cards?", "effect:draw"),
    R(r"gains? (?:n |that much |an additional )?gold", "effect:gain_gold"),
    R(r"take (?:n |that much )?gold from", "effect:take_gold"),
    R(
        r"move (?:up to n |all |n |that much )?gold from [\w' ]*?gold pool(?: or a card that player controls)? to (?:your own|your gold pool)",
        "effect:take_gold",
    ),
    R(
        r"(?:move|place|put) (?:n |that much )?gold (?:from [\w' ]+ )?(?:on|onto|to)",
        "effect:move_gold_to_card",
    ),
    R(
        r"return (?:n |that much |all |each )?gold (?:[\w ']*?)to the treasury|(?:n )?gold (?:is )?returned to the treasury",
        "effect:pay_gold",
    ),
    R(r"pay(?:s)? (?:you )?(?:n )?gold", "effect:pay_gold"),
    R(
        r"gains? (?:n |that much |an additional )?power(?: for (?:your|their|his|her|its controller's|that player's) faction)?|(?:claim|claims) (?:n )?power",
        "effect:claim_power",
    ),
    R(r"move (?:up to n |n |that much |all |each |that )?power", "effect:move_power"),
    R(r"set (?:its|his|her|each character's|that character's|the) str to n", "effect:set_str"),
    # "with equal or lower printed cost": than a card named before (one paid as a cost, the
    # triggering card), not the card with the ability
    R(r"with equal or lower printed (?:cost|str)", "filter:compare_other"),
    # "a character … with the same printed cost" (as the card named before): compare_other
    R(r"with the same printed (?:cost|str)", "filter:compare_other"),
    R(r"(?:and |choose |name )a challenge type|challenge of that type", "effect:name_choice"),
    R(r"discard (?:n |that much )?power|loses? (?:n )?power", "effect:discard_power"),
    # a poison token that kills its card as the phase ends, if it is still there (op poison)
    R(
        r"place a poison token on|still has that poison token, remove it and kill",
        "effect:poison",
    ),
    # a card placed in shadows with a shadow token, gaining shadow (X) while it stays there
    R(r"with a shadow token on it", "effect:shadow_token"),
    R(
        r"(?:place|put|add|discard|remove|move) (?:n |a |an |each |all )?(?:\w+ )?tokens?|(?:\w+ )?tokens? (?:on|from)",
        "effect:tokens",
    ),
    # lasting and constant modifiers
    R(r"gets? mod str|mod str|str is (?:increased|reduced|set|considered)", "effect:str"),
    R(r"(?:is killed|killed) if (?:its|his|her) str is n", "effect:str"),
    R(
        r"(?:gains?|loses?) or (?:gains?|loses?) (?:an? |the )?icon_\w+(?: (?:and|or) icon_\w+)* icons?",
        "effect:gain_icon",
        "effect:lose_icon",
    ),
    R(
        r"(?:gains?|gain) (?:an? |the )?icon_\w+(?: (?:and|or) icon_\w+)* icons?|(?:gains?|gain) (?:an? )?(?:military|intrigue|power) icon",
        "effect:gain_icon",
    ),
    R(
        r"loses? (?:an? |the |each |all )?(?:icon_\w+|military|intrigue|power)(?:(?: ,)? (?:and|or) (?:an? )?icon_\w+)*(?: ,)? icons?|loses? (?:an? |the |each |all )?(?:icon_\w+|military|intrigue|power)(?: ,)? (?:an? )?icon_\w+ ,? and (?:an? )?icon_\w+ icons?",
        "effect:lose_icon",
    ),
    R(
        r"(?:gains?|loses?) (?:an? )?challenge icon of your choice|(?:gains?|loses?) that icon",
        "effect:name_choice",
    ),
    R(r"give control of", "effect:take_control"),
    R(r"give (?:it|self|him|her|that character) mod str", "effect:str"),
    R(
        r"give (?:that player|each opponent|an opponent|the [\w ]+ player) (?:n |that much )?gold",
        "effect:give_gold",
    ),
    R(r"(?:gains?|gain|loses?|lose) (?:the |a |an )?" + TR + r" traits?", "effect:gain_trait"),
    R(
        r"gains? (shadow|ambush|bestow) \( n \)",
        lambda m: ["effect:gain_keyword", f"keyword:{m.group(1)}"],
    ),
    R(r"gains? each of [\w' ]*?keywords", "effect:copy_keywords"),
    R(r"gains?:\s*$", "effect:grant_ability"),
    R(
        r"(?:gains?|gain) (?:an? |the )?icon_\w+(?: ,? ?(?:and |or )?(?:an? )?icon_\w+)+ icons?",
        "effect:gain_icon",
    ),
    R(
        r"(?:gains?|gain|has) (stealth|renown|insight|intimidate|pillage|limited|terminal|assault|deadly|vigilant|no attachments)(?: (?:and|or|,) (?:stealth|renown|insight|intimidate|pillage|assault))*",
        lambda m: ["effect:gain_keyword", f"keyword:{m.group(1)}"],
    ),
    R(r"(?:loses?|lose) (?:each|all|a|any|the) keywords?", "effect:lose_keyword"),
    R(r"(?:gains?|gain) (?:each|all|a|any|the) keywords?", "effect:gain_keyword"),
    R(
        r"(?:loses?|lose) (stealth|renown|insight|intimidate|pillage|limited|terminal|assault)",
        lambda m: ["effect:lose_keyword", f"keyword:{m.group(1)}"],
    ),
    R(
        r"(?:gains?|has|have|is) immune to(?: [\w' ]*? (?:effects|events|abilities|cards))?|immune to(?: [\w' ]*? (?:effects|events|abilities|cards))?",
        "effect:gain_keyword",
        "keyword:immune",
    ),
    R(
        r"treat [\w' -]*? as if (?:its|their) (?:printed )?text box(?:es)? (?:were|was) blank(?: \(except for trait_traits \))?|treat[\w' ]*? as (?:if it (?:were|was) )?blank(?: \(except for trait_traits \))?|(?:text box|printed text box)[\w' ]*? (?:is )?blank|loses? all (?:printed )?(?:abilities|text)",
        "effect:blank",
    ),
    R(
        r"(?:increase|reduce|raise|lower) the (?:gold|income|initiative|claim|reserve) value on [\w' ]*?plot(?: card)?(?: by n)?|mod (income|initiative|reserve|claim)|(?:income|initiative|reserve|claim)(?: value)? (?:is )?(?:increased|reduced|raised|lowered|set)|(?:raise|lower|reduce|increase) the claim",
        "effect:plot_modifier",
    ),
    R(
        r"(?:reduce|lower) the (?:gold )?cost (?:of the (?:next|first) [\w ,'-]*? you (?:marshal|play|put into play|marshal or play|play or marshal)|to (?:marshal|play) [\w ,'-]*?)(?: this phase| this round| each round| each phase)?(?: by n)?|(?:reduce|lower) the (?:gold )?cost|costs? n (?:less|more)|cost (?:is )?reduced",
        "effect:reduce_cost",
    ),
    R(
        r"(?:initiate|may initiate) (?:an|n) additional (?:icon_\w+ (?:or icon_\w+ )?|military |intrigue |power )?challenges?(?: against [\w' ]+?(?= this| during|\.|,|$))?",
        "effect:additional_challenge",
    ),
    R(r"\bcancel(?:s|led)?\b", "effect:cancel"),
    # "… unless you discard 1 gold from it": the player may pay to avoid the effect
    R(
        r"(?:is )?(?:higher|lower) than (?:your|an opponent's|each opponent's|yours)",
        "condition:compare_values",
    ),
    R(r"as a duplicate", "effect:duplicate"),
    R(r"increase the (?:gold )?cost", "effect:increase_cost"),
    R(r"(?:increase|reduce) the number of cards you draw", "effect:draw_modifier"),
    R(r"\bsave(?:s|d)?\b", "effect:save"),
    R(
        r"(?:counts?|contribute[sd]?) (?:its |his |her |their |n )?(?:str|mod str)?[\w ]*? (?:towards?|for|to) dominance",
        "effect:dominance_str",
    ),
    R(
        r"(?:counts?|contribute[sd]?) (?:its |his |her |their |n )?str[\w ]*? (?:towards?|for|to) (?:the|your|that) (?:challenge|side)",
        "effect:challenge_str",
    ),
    R(
        r"wins? the challenge instead|(?:is|are) considered (?:to have )?(?:won|lost)|win(?:s)? (?:that|the) challenge",
        "effect:set_challenge_winner",
    ),
    R(r"(?:first player|choose the first player|becomes? the first player)", "effect:first_player"),
    R(
        r"(?:you )?may (?:marshal|play)[\w ,'-]*? (?:from|as if|in)[\w ,'-]*|(?:marshal|play) (?:or (?:marshal|play) )?n additional",
        "effect:play_from_zone",
    ),
    R(
        r"(?:may|can) (?:be )?(?:marshal|play|trigger|use|put)\w* [\w ']*? (?:from|in|as if)|as if (?:it|they) (?:were|was) in your hand",
        "effect:play_from_zone",
    ),
    R(r"(?:is|are) (?:also )?considered (?:to be |to have )?(?:a |an )?[\w ']+", "effect:acts_as"),
    R(r"\btakes? (?:the )?(?:title|an additional)", "effect:title"),
    R(r"(?:copy|copies|gains? the (?:text|abilities|printed)|as if it had)", "effect:copy_text"),
    R(r"switch|swap|exchange", "effect:swap"),
    R(r"ignore|ignores", "effect:ignore_rule"),
    R(r"(?:is|are) not killed|would be killed.*instead|instead of", "rule:replacement"),
    R(
        r"(?:you )?(?:may )?(?:choose|select) (?:a|an) (?:challenge type|icon)",
        "effect:name_choice",
    ),
    R(r"you win the game|wins? the game|loses? the game", "effect:win_game"),
    R(
        r"(?:add|adds) (?:n |mod )?(?:to|str to) (?:your|the) (?:total|challenge)",
        "effect:challenge_str",
    ),
    R(
        r"(?:resolve|initiate|trigger)s? (?:the )?(?:when revealed|ability|abilities|an ability)",
        "effect:resolve_ability",
    ),
]

TARGETS: list[Rule] = [
    R(r"\battached (?:character|location|card)s?|\battachments?\b", "subject:attached"),
    R(
        r"(?:each player|each opponent|the losing opponent|that player|each other player) chooses?",
        "subject:each_player",
    ),
    R(
        r"(?:your|their|his|her|its|the|each|a|an|that) (?:[\w']+ )*?faction cards?|faction card",
        "subject:you",
    ),
    R(
        r"choose (?:an|each) opponent|(?:an|each|the) opponent (?:of your choice|you choose)|target opponent",
        "target:opponent",
    ),
    R(r"choose (?:a|any|one) player|each player|a player", "target:player"),
    R(
        r"choose (?:up to )?(?:n |a |an |one |two |three |another |each |any number of )?",
        "target:play",
    ),
    R(
        r"(?:each|all) (?:other )?(?:\w+ )?(?:characters?|locations?|attachments?|cards?)",
        "subject:all",
    ),
    R(
        r"each opponent|your opponent|an opponent|the losing opponent|the winning opponent|the defending player|the attacking player|the winning player|that player|the opponent|opponents?",
        "subject:opponent",
    ),
]

FILTERS: list[Rule] = [
    # a trait in common with the card with the ability or its host ("shares a Trait with
    # him"): shares_trait; with another card ("… with that character") it stays unread
    R(
        r"(?:that )?shares? a trait_trait with (?:him|her|it|self|attached character)\b",
        "filter:shares_trait",
    ),
    R(r"\b(?:kneeling|standing)\b", "filter:kneeling"),
    R(r"\b(?:non-unique|unique)\b", "filter:unique"),
    R(r"\b(?:non-loyal|loyal)\b", "filter:loyal"),
    R(r"non-trait_\w+|without the trait_\w+ trait|not (?:a )?trait_\w+", "filter:no_trait"),
    R(r"\btrait_\w+(?: (?:or|and|,) trait_\w+)*(?: traits?)?", "filter:trait"),
    R(
        r"non-faction_\w+|non-(?:baratheon|greyjoy|lannister|martell|stark|targaryen|tyrell)",
        "filter:faction",
    ),
    R(r"\bfaction_\w+(?: (?:or|and) faction_\w+)*", "filter:faction"),
    R(r"\bneutral\b", "filter:faction"),
    R(
        r"with (?:a |printed )?str (?:of )?n or (?:lower|less)|str n or (?:lower|less)",
        "filter:max_str",
    ),
    R(
        r"with (?:a |printed )?str (?:of )?n or (?:higher|greater|more)|str n or (?:higher|greater|more)",
        "filter:min_str",
    ),
    R(
        r"with (?:a )?(?:printed )?cost (?:of )?n or (?:lower|less)|(?:printed )?cost n or (?:lower|less)",
        "filter:max_cost",
    ),
    R(
        r"with (?:a )?(?:printed )?cost (?:of )?n or (?:higher|greater|more)|(?:printed )?cost n or (?:higher|greater|more)",
        "filter:min_cost",
    ),
    # STR or cost compared with the card's own ("a lower STR than his") or its host's
    # ("higher than that of attached character"): compare_card; with another card's ("lower
    # printed cost than that card's") or a value: compare_other
    R(
        r"(?:with (?:a )?(?:lower|higher|equal|greater) (?:printed )?(?:str|cost)|(?:lower|higher|less|more) (?:printed )?(?:str|cost)|(?:str|cost) (?:lower|higher|equal)) (?:than|to) (?:his|hers|hers|its|him|her|self's|that of attached character)\b",
        "filter:compare_card",
    ),
    R(
        r"with (?:a )?(?:lower|higher|equal|greater) (?:printed )?(?:str|cost)|(?:lower|higher|less|more) (?:printed )?(?:str|cost) than|(?:str|cost) (?:lower|higher|equal) (?:than|to)",
        "filter:compare_other",
    ),
    R(
        r"with the lowest str|lowest str",
        "filter:lowest_str",
    ),
    # among every character in play ("the highest STR in play", "the lowest printed cost"
    # with nothing narrowing it): highest_lowest; among some player's characters only
    # ("… you control", "… among characters that player controls"): highest_lowest_among
    R(
        r"(?:with the )?(?:highest|lowest) (?:printed )?(?:str|cost)(?: among [\w ']+| (?:you|they|he or she|that player) controls?| (?:of|in) [\w' ]*?(?:hand|deck|pile|shadows)\w*)",
        "filter:highest_lowest_among",
    ),
    R(
        r"with the (?:highest|lowest) (?:printed )?(?:str|cost)|highest str|highest printed cost|lowest printed cost",
        "filter:highest_lowest",
    ),
    R(r"without (?:any )?gold", "filter:gold"),
    R(
        r"with (?:no|one or more|n or more) attachments|without (?:any )?attachments|has (?:no )?attachments",
        "filter:has_attachments",
    ),
    R(r"with (?:an? )?(?:icon_\w+|military|intrigue|power) icon", "filter:icon"),
    R(
        r"without (?:an? )?(?:icon_\w+|military|intrigue|power) icon|does not have (?:an? )?icon_\w+",
        "filter:no_icon",
    ),
    R(r"with (?:n or more |no |any )?power", "filter:power"),
    R(
        r"with (?:stealth|renown|insight|intimidate|pillage|assault|ambush|shadow|bestow|terminal)",
        "filter:keyword",
    ),
    R(
        r"without (?:stealth|renown|insight|intimidate|pillage|assault|ambush|shadow|bestow|terminal)|non-limited",
        "filter:no_keyword",
    ),
    R(r"\b(?:attacking|defending|participating)\b", "filter:participating"),
    R(
        r"you control|you do not control|(?:an? |each |the )?opponents? controls?|controlled by|its controller",
        "filter:controller",
    ),
    R(r"you own|its owner|owned by", "filter:owner"),
    R(r"under (?:your|its owner's|their|his|her|that player's) control", "filter:controller"),
    R(r"\bother\b|another", "filter:not_self"),
    R(r"\bcardname\b", "filter:name"),
    R(r"\bwith (?:n or more|no) gold\b|gold on it", "filter:gold"),
    R(r"printed (?:str|mod str)", "filter:printed_str"),
    R(r"printed cost", "filter:max_cost"),
    R(r"facedown|faceup", "filter:facedown"),
    R(
        r"(?:character|location|attachment|event|plot|agenda|title)s?(?: or (?:character|location|attachment|event)s?)?",
        "filter:type",
    ),
]

VALUES: list[Rule] = [
    # a count of tokens of a kind on a card ("for each bell token on self"): no value reads it
    R(
        r"for each (?!gold\b|power\b)\w+ token (?:on \w+|(?:she|he|it) has)|the number of (?!gold\b|power\b)\w+ tokens on \w+",
        "value:tokens",
    ),
    R(
        r"n is the number of cards in (?:your|his|her|their) hand|for each card in (?:your|his|her|their) hand",
        "value:hand",
    ),
    R(
        r"n is the number of (?:plot cards |plots )?(?:in|cards in) your used pile",
        "value:used_pile",
    ),
    R(r"n is the number of (?:cards )?(?:in )?(?:your|his|her|their) dead pile", "value:dead_pile"),
    R(
        r"n is the number of (?:cards )?(?:in )?(?:your|his|her|their) discard pile",
        "value:discard_pile",
    ),
    R(r"n is the (?:amount|number) of gold (?:in your gold pool|you have)", "value:gold"),
    R(r"n is the (?:amount of |number of )?power (?:on|you have)", "value:self_power"),
    R(r"n is (?:the number of |the amount of )?(?:opponents|each opponent)", "value:opponents"),
    R(
        r"n is the (?:difference|amount) by which|by which (?:you won|the challenge was won)",
        "value:margin",
    ),
    R(
        r"n is (?:its|his|her|that card's|that character's|the) (?:printed )?str",
        "value:target_str",
    ),
    R(
        r"n is (?:its|his|her|that card's|that character's|the) printed cost|n is (?:its|his|her) cost",
        "value:target_cost",
    ),
    R(r"n is (?:self's|attached character's) str", "value:self_str"),
    R(
        # what is counted ends at a new clause ("… and gains …"), a sentence or a pause
        r"(?:n is the number of|for each|equal to the number of) [\w ',]+?(?=\.| and |;|$)",
        "value:count",
    ),
    R(
        r"equal to (?:its|his|her|that card's|that character's|the) (?:printed )?str|equal to [\w' ]*?str",
        "value:target_str",
    ),
    R(
        r"equal to (?:its|his|her|that card's|that character's|the) (?:printed )?cost|equal to [\w' ]*?cost",
        "value:target_cost",
    ),
    R(r"(?:n is|equal to) [\w ',]+?(?=\.| and |;|$)", "value:unparsed"),
]

DURATIONS: list[Rule] = [
    R(r"until the end of the (?:challenge|phase|round)", "rule:lasting"),
    R(r"until the end of the game|for the remainder of the game", "rule:lasting_game"),
    R(r"until (?:the beginning|the start) of", "rule:lasting_until_begins"),
    R(r"until [\w ' ]+? (?:leaves play|is discarded|is killed)", "rule:lasting_while_in_play"),
    R(r"this round|this phase|this challenge", "rule:lasting"),
]

#: words that carry no need of their own once the patterns above have read a clause
STOP = frozenset(
    re.split(
        r"\s+",
        """a an the and or of to in on at by for from with as is are be been it its it's they
    them their his her he she him this that those these there then than if when after before
    while during until which who whose each any all other another one two three up n x self
    you your yours opponent opponent's opponents player player's players card cards character
    characters location locations attachment attachments event events plot plots agenda
    agendas title titles control controls controlled may can would instead also only not no
    more less fewer least most first second third total each_other so do does did has have had
    was were will own owns owned that's choose chosen choice target targets instead
    faction_baratheon faction_greyjoy faction_lannister faction_martell faction_thenightswatch
    faction_stark faction_targaryen faction_tyrell faction_neutral icon_military icon_intrigue
    icon_power military intrigue power str cardname mod number amount value way ways where
    end beginning game round phase challenge challenges time times once twice but either
    neither both eligible what does_not just same still already ever able unable order
    play in-play play area out cost costs gold reserve income initiative claim attacking
    defending participating attacker attackers defender defenders printed additional
    total again new different himself herself itself themselves current currently
    character's card's its step steps framework action reaction interrupt forced
    revealed reveal'd marshalling marshaling taxation standing dominance draw plot challenges
    drawn effect effects ability abilities triggered attached""".strip(),
    )
)

STRUCTURE: list[Rule] = [
    R(r"^(?:after|when) ", "rule:trigger"),
    R(r"\bthen\b", "rule:then"),
    R(r"\bor\b", "rule:choice"),
]


def apply_rules(clause: str, rules: list[Rule], feats: set[str]) -> str:
    for rx, outs in rules:

        def repl(m: re.Match[str], outs: tuple[Feat, ...] = outs) -> str:
            for f in outs:
                if callable(f):
                    feats.update(f(m))
                else:
                    feats.add(f)
            return " ; "

        clause = rx.sub(repl, clause)
    return clause


KIND_PREFIX = re.compile(
    r"^@(forced reaction|forced interrupt|reaction|interrupt|when revealed|"
    r"(?:(\w+) )?action)\s*:+\s*"
)
KEYWORD_SENTENCE = re.compile(
    r"^(stealth|renown|insight|intimidate|pillage|limited|terminal|assault|"
    r"no attachments(?: except [\w ,]+)?|no [\w ]+ attachments|"
    r"(ambush|shadow|bestow) \(\s*n\s*\))$"
)
RESTRICTION_SENTENCE = re.compile(
    r"^(?:(?:a |an )?(?:non-)?(?:unique |loyal |non-unique |kneeling )?(?:trait_\w+|faction_\w+|"
    r"opponent's|[\w ,']*?)(?: (?:or|and|,) (?:trait_\w+|faction_\w+|[\w']+))*"
    r" (?:character|location|card|attachment|plot|event)s? only|(?:location|character) only|"
    r"title only|[\w ,'-]+ with printed (?:cost|str) n or (?:lower|higher) only)$"
)
#: a title's relations (melee): facts the engine's titles carry, no ability
TITLE_FACT = re.compile(r"^(?:supported by|supports:?|rivals:?) [\w ,'-]*$")
FORMAT = re.compile(r"^@?(draft|melee|joust|hand of the king) format only\.?:?$")
#: deck-building rules (an agenda's "you may include …", "your plot deck must …"): the deck
#: check of the organiser reads them; play never does, so they are no need of the engine
DECKBUILDING = re.compile(
    r"^(?:you (?:may|must|cannot) include|your (?:plot )?deck (?:may|must|cannot)|"
    r"your deck (?:may|must|cannot) include|you cannot include)\b"
)
PLOT_MOD = re.compile(r"^mod (income|initiative|reserve|claim)$")


OUT_OF_PLAY = ("target:discard", "target:dead", "target:deck", "target:shadows", "target:hand")


def read_clause(kind: str, body: str, into: set[str]) -> None:
    """Read one ability's body: trigger, cost, limits, conditions, targets, effects."""
    feats: set[str] = set()
    _read(kind, body, feats)
    # "return it to your hand" said of a card in a pile is a move, not leaving play
    if "effect:return_hand" in feats and any(z in feats for z in OUT_OF_PLAY):
        feats.discard("effect:return_hand")
        feats.update(("effect:move_to", "destination:hand"))
    if any(f.startswith("destination:") for f in feats) and "effect:put_into_play" not in feats:
        feats.add("effect:move_to")
    into.update(feats)


def _split_trigger(text: str) -> tuple[str, str] | None:
    """``after/when <trigger>, <rest>``: the first comma (or colon) after which the part
    before reads as a trigger ("when the effects of a character, location or attachment
    ability would initiate, …" holds commas of its own); else the first comma."""
    head = re.match(r"^(?:after|when) ", text)
    if head is None:
        return None
    body = text[head.end() :]
    cuts = [m.start() for m in re.finditer(r"[,:] ", body)]
    for cut in cuts:
        probe: set[str] = set()
        apply_rules(body[:cut], TRIGGERS, probe)
        if any(f.startswith("trigger:") for f in probe):
            return body[:cut], body[cut + 2 :]
    if cuts:
        return body[: cuts[0]], body[cuts[0] + 2 :]
    if body.rstrip().endswith(":"):  # the choices follow on lines of their own
        return body.rstrip()[:-1], ""
    return None


#: a choice between effects ("(choose one)", "either: … or …"), wherever it stands
CHOOSE_ONE: list[Rule] = [
    R(r"\(choose (?:one|n)[^)]*\)|\beither\b:?", "effect:choose_one"),
    # "… unless you discard 1 gold from it / pay 2 gold": gold paid to stop an effect; other
    # ways to stop one (sacrificing, discarding or revealing cards, moving power) are
    # features of their own
    R(
        r"\bunless (?:you|he or she|that player|they) (?:pays? n gold|discards? n gold from (?:it|him|her|self))\b",
        "effect:unless_paid",
    ),
    R(
        r"\bunless (?:you|he or she|that player|they) (?:chooses? and )?sacrifices?\b",
        "effect:unless_sacrifices",
    ),
    R(
        r"\bunless (?:you|he or she|that player|they) (?:chooses? and )?discards?\b",
        "effect:unless_discards",
    ),
    R(r"\bunless (?:you|he or she|that player|they) reveals?\b", "effect:unless_reveals"),
    R(r"\bunless (?:you|he or she|that player|they)\b", "effect:unless_other"),
]

#: "(3 gold instead if …)": what the parenthesis changes, and the condition it reads
INSTEAD = re.compile(r"\(([^()]*?)\binstead if\b([^()]*)\)")
ALT_AMOUNT = re.compile(r"(?:up to )?(?:n|mod) (?:cards?|gold|power|str)")
ALT_BOUND = re.compile(r"(?:printed )?(?:cost|str) n or (?:lower|higher)")
ALT_COUNT = re.compile(
    r"(?:choose )?(?:up to )?n [\w ,]*?(?:characters?|locations?|attachments?|cards?)"
)


def _alternative(kind: str, text: str, feats: set[str]) -> str:
    """Read each "(… instead if …)": another amount of the same effect
    (``effect:alternative_amount``, its condition read like any other), or something the
    engine names apart: a cost reduction that depends on the card marshalled, another bound
    of a filter, another number of targets, a constant ability's amount, another effect."""

    def repl(m: re.Match[str]) -> str:
        what, cond = m.group(1).strip(), m.group(2).strip().rstrip(".").strip()

        def read_condition() -> None:
            rest = apply_rules("if " + cond, CONDITIONS + ZONES + FILTERS, feats)
            words = (w.removesuffix("'s").strip("'-") for w in re.findall(r"[a-z_'-]+", rest))
            left = [w for w in words if w and w not in STOP and not w.startswith("trait_")]
            if left:
                feats.add(f"unparsed:{left[0]}")

        if ALT_AMOUNT.fullmatch(what) and kind != "constant":
            feats.add("effect:alternative_amount")
            read_condition()
        elif ALT_AMOUNT.fullmatch(what):
            feats.add("effect:constant_alternative_amount")
        elif what == "by n":
            feats.add("effect:alternative_reduction")
        elif ALT_BOUND.fullmatch(what):
            feats.add("filter:alternative_bound")
        elif ALT_COUNT.fullmatch(what):
            feats.add("target:alternative_count")
        else:
            # the other effect is read with the rest of the text, its condition here
            feats.add("effect:alternative_effect")
            read_condition()
            return f" ; {what} ; "
        return " ; "

    return INSTEAD.sub(repl, text)


def _read(kind: str, body: str, feats: set[str]) -> None:
    text = _alternative(kind, body.strip(), feats)
    text = apply_rules(text, CHOOSE_ONE, feats)
    if kind in ("response", "interrupt", "passive_trigger"):
        m = _split_trigger(text)
        if m:
            trig, text = m
            tf: set[str] = set()
            # moments the engine opens no window for, or names no player of: an interrupt to
            # a challenge being won, and the player who won dominance ("the winning opponent")
            if kind == "interrupt" and re.search(r"\bwins? (?:a|the) challenge", trig):
                feats.add("trigger:won_challenge_interrupt")
            if "dominance" in trig and "winning opponent" in text:
                feats.add("subject:dominance_winner")
            trig = apply_rules(trig, TRIGGERS, tf)
            rest = apply_rules(trig, LIMITS + CONDITIONS + ZONES + FILTERS + TARGETS, feats)
            if not any(f.startswith("trigger:") for f in tf):
                feats.add("unparsed:trigger")
            feats.update(tf)
            text = rest + " ; " + text
        elif kind != "passive_trigger":
            feats.add("unparsed:trigger")
    # costs: "X to Y" where X holds a cost verb at the start of the sentence
    cm = re.match(
        r"^((?:[^.;]*? )??(?:kneel|pay|sacrifice|discard|return|stand|put|place|remove|reveal|kill)[^.]*?) to (.*)$",
        text,
    )
    if cm and kind in ("action", "response", "interrupt", "passive_trigger", "passive", "constant"):
        cf: set[str] = set()
        left = apply_rules(cm.group(1), COSTS, cf)
        if cf:
            feats.update(cf)
            text = left + " ; " + cm.group(2)
    text = apply_rules(text, LIMITS, feats)
    text = apply_rules(text, SEARCH, feats)
    text = apply_rules(text, VALUES, feats)
    text = apply_rules(text, CONDITIONS, feats)
    text = apply_rules(text, ZONES, feats)
    text = apply_rules(text, DURATIONS, feats)
    text = apply_rules(text, EFFECTS, feats)
    text = apply_rules(text, TARGETS, feats)
    text = apply_rules(text, FILTERS, feats)
    text = apply_rules(text, STRUCTURE, feats)
    words = (w.removesuffix("'s").strip("'-") for w in re.findall(r"[a-z_'-]+", text))
    left = [w for w in words if w and w not in STOP and not w.startswith("trait_")]
    if left:
        feats.add(f"unparsed:{left[0]}")


def classify_text(text: str, name: str, others: re.Pattern[str] | None = None) -> list[str]:
    """The features one printed text needs (sorted)."""
    feats: set[str] = set()
    t = normalise(text or "", name, others)
    lines = [ln.strip() for ln in re.split(r"\n", t) if ln.strip()]
    # join a bold prefix line ("@reaction:") with the text that follows it
    merged: list[str] = []
    for ln in lines:
        if merged and re.fullmatch(r"@[^:]*:", merged[-1]):
            merged[-1] += " " + ln
        else:
            merged.append(ln)
    for line in merged:
        line = line.strip()
        m = KIND_PREFIX.match(line)
        if m:
            label = m.group(1)
            body = line[m.end() :]
            if label.startswith("forced"):
                kind = "passive_trigger"
                feats.add("kind:passive")
                if label.endswith("interrupt"):
                    feats.add("kind:interrupt")
            elif label == "reaction":
                kind = "response"
                feats.add("kind:response")
            elif label == "interrupt":
                kind = "interrupt"
                feats.add("kind:interrupt")
            elif label == "when revealed":
                kind = "passive"
                feats.update(("kind:passive", "trigger:revealed"))
            else:
                kind = "action"
                feats.add("kind:action")
                phase = m.group(2)
                if phase and phase not in (
                    "marshaling",
                    "marshalling",
                    "challenges",
                    "challenge",
                    "dominance",
                    "standing",
                    "taxation",
                    "plot",
                    "draw",
                ):
                    feats.add(f"unparsed:{phase}_action")
            read_clause(kind, body, feats)
            continue
        line = line.lstrip("@")
        if FORMAT.match(line.rstrip(".")):
            continue
        sentences = [s.strip() for s in re.split(r"(?<=[.])\s+", line) if s.strip()]
        # keywords and attachment restrictions open a text; a constant ability is the rest
        rest: list[str] = []
        for s in sentences:
            bare = s.rstrip(".").strip()
            km = KEYWORD_SENTENCE.match(bare)
            if km:  # a keyword is a sentence of its own, wherever it stands
                word = km.group(2) or km.group(1)
                if word.startswith("no "):
                    word = "no attachments"
                feats.add(f"keyword:{word}")
                continue
            if RESTRICTION_SENTENCE.match(bare) and not rest:
                feats.add("rule:attach_restriction")
                apply_rules(bare, FILTERS, feats)
                continue
            pm = PLOT_MOD.match(bare)
            if pm:
                feats.update(("kind:constant", "effect:plot_modifier"))
                continue
            if FORMAT.match(bare) or DECKBUILDING.match(bare) or TITLE_FACT.match(bare):
                continue
            rest.append(s)
        if rest:
            body = " ".join(rest)
            if re.match(r"^(?:play|marshal) only", body):
                feats.add("rule:play_restriction")
            feats.add("kind:constant")
            read_clause("constant", body, feats)
    # structural markers that every engine ability has: drop them from the needs
    return sorted(f for f in feats if not f.startswith("rule:") or f in RULE_NEEDS)


#: structural notes that are needs of their own (the others are part of every ability)
RULE_NEEDS = frozenset(
    {
        "rule:lasting_until_begins",
        "rule:lasting_while_in_play",
        "rule:lasting_until_new_plot",
        "rule:ability_from_dead_pile",
    }
)


def classify(cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One entry per card name: its codes, type, faction and the union of its needs."""
    others = _name_pattern(c["name"] for c in cards)
    by_name: dict[str, dict[str, Any]] = {}
    for c in cards:
        feats = classify_text(c.get("text") or "", c["name"], others)
        e = by_name.setdefault(
            c["name"],
            {
                "name": c["name"],
                "codes": [],
                "type": c["type"],
                "faction": c.get("faction", "neutral"),
                "needs": [],
            },
        )
        e["codes"].append(c["code"])
        e["needs"] = sorted(set(e["needs"]) | set(feats))
    return sorted(by_name.values(), key=lambda e: (e["codes"][0], e["name"]))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--explain", help="print what one card's clauses were read as")
    args = ap.parse_args(argv)
    if not (args.data / "packs").is_dir():
        print(f"card_coverage: no card data at {args.data}", file=sys.stderr)
        return 2
    cards = load_cards(args.data)
    if args.explain:
        others = _name_pattern(c["name"] for c in cards)
        for c in cards:
            if c["name"].lower() == args.explain.lower() or c["code"] == args.explain:
                print(c["code"], c["name"])
                print(
                    "  ", normalise(c.get("text") or "", c["name"], others).replace("\n", "\n   ")
                )
                print("  needs:", ", ".join(classify_text(c.get("text") or "", c["name"], others)))
        return 0
    entries = classify(cards)
    out = {
        "about": (
            "What each 2nd-edition card name needs of the ability language, as feature names "
            "(engine_ref.language); generated by scripts/card_coverage.py from the card data. "
            "No card text."
        ),
        "total": len(entries),
        "cards": entries,
    }
    args.out.write_text(json.dumps(out, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"card_coverage: {len(entries)} card names -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
