"""Operations the window or the rules read rather than apply: a save or cancel (resolved in
the save/cancel step or as an interrupt) and the constant modifiers (read while their card is
in play). Applying one changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.effects.base import Applied, EffectContext, Outcome, register

if TYPE_CHECKING:
    from engine_ref.runtime import Gen


@register("cancel", "save", kind="marker")
def save_or_cancel(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """Marks a save/cancel ability; what it cancels or saves is its ``cancels`` / ``saves``
    field, resolved in the save/cancel step (seed 002 step 2) or as an interrupt (Rules
    Reference, "Cancel", "Save")."""
    return [], True
    yield  # a generator, like every handler


@register("gold_penalty", "gold_reducer", "claim_bonus", kind="constant")
def constant_modifier(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability's modifier: ``gold_penalty`` / ``gold_reducer`` change marshalling
    costs (seed 002 action window steps 1c and 1d; ``value``: who pays, ``filter``: which
    cards; in the 2nd edition an event's cost to play too), ``claim_bonus`` raises the claim
    while its card attacks. Read while the card is in play, or while a plot is revealed."""
    return [], True
    yield


@register("dominance_str", kind="constant")
def dominance_strength(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability's contribution to a player's total for dominance (``on: you``):
    ``amount`` STR counted with his standing characters' STR and his gold while its card is
    in play, kneeling or not (Rules Reference, "Dominance"). An ``amount: X`` is counted as
    dominance is determined (``x: dead_matching``: per character in the dead pile)."""
    return [], True
    yield


@register("challenge_limit", "challenge_needs_win", kind="constant")
def challenge_rule(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: you|opponent|each``) that the challenges phase
    reads when a challenge may be initiated: ``challenge_limit`` — no more than ``amount``
    challenges this phase (with ``value``, of the types it lists: ``military|intrigue``,
    ``amount: 0`` for "cannot initiate [military] or [intrigue] challenges");
    ``challenge_needs_win`` — no challenge of a type other than
    ``value`` until the player has won a ``value`` challenge this phase."""
    return [], True
    yield


@register("challenge_str", kind="constant")
def challenge_strength(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability's contribution to a player's side in a challenge (``on: you``):
    ``amount`` STR added to his total when the challenge's STR is counted, while the
    ability's ``while`` conditions hold (Rules Reference, "Challenges Phase": a card that
    contributes STR without participating); an ``amount: X`` is counted as the STR is
    counted."""
    return [], True
    yield


@register(
    "cannot_marshal",
    "cannot_play",
    "cannot_trigger",
    "limited_allowance",
    "declare_limit",
    kind="constant",
)
def player_rule(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: you|opponent|each``), read while its card is in
    play or its plot revealed (Rules Reference, "Cannot", "Limited"): ``cannot_marshal`` /
    ``cannot_play`` — the player cannot marshal (play) cards matching ``filter``
    (Marching Orders); ``cannot_trigger`` — the player cannot trigger the action,
    interrupt, reaction or save/cancel abilities of cards matching ``filter`` (any card
    without one), events included; forced abilities, constant abilities and keywords still
    apply, as nobody triggers them (Catelyn Stark); ``limited_allowance`` — he may marshal or play ``amount`` more
    limited cards this round (Taxation); ``declare_limit`` — he cannot declare more than
    ``amount`` characters as attackers, nor as defenders, in a challenge (Jousting
    Contest)."""
    return [], True
    yield


@register("setup_gold_limit", kind="constant")
def setup_gold_limit(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: you``), read as the player sets up: he spends
    no more than ``amount`` gold on setup cards (an agenda: Desperate Hope; Rules Reference,
    "Setup")."""
    return [], True
    yield


@register("draw_phase_modifier", kind="constant")
def draw_phase_modifier(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: you``): in the draw phase the player draws
    ``amount`` more cards (fewer, when negative) than the rules' 2 (Rules Reference, "Draw
    Phase"; Knights of the Realm)."""
    return [], True
    yield


@register("base_gold_zero", kind="constant")
def base_gold_zero(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: you|opponent|each``): a player whose revealed
    plot matches ``filter`` collects income as if its printed gold value were 0; modifiers
    still apply to it (Rules Reference, "Plot Value Modifiers"; Naval Superiority)."""
    return [], True
    yield


@register("first_marshal_reducer", kind="constant")
def first_marshal_reducer(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: you``): the first card matching ``filter`` the
    player marshals each round costs ``amount`` less (A Noble Cause); the round's counter
    is kept per card with the ability."""
    return [], True
    yield


@register("standing_limit", kind="constant")
def standing_limit(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: you|opponent|each``): in the standing phase the
    player stands no more than ``amount`` of his kneeling characters, those he chooses
    (Stannis Baratheon); other cards stand as usual."""
    return [], True
    yield


@register("event_limit", kind="constant")
def event_limit(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: you|opponent|each``): the player cannot play
    more than ``amount`` events each ``value`` (``phase`` or ``round``): once he has, an
    event in his hand is refused (Rules Reference, "Cannot"; The Minstrel's Muse). With a
    ``filter``, a player who controls a card matching it is spared (White Sword Tower)."""
    return [], True
    yield


@register("keeps_unspent_gold", kind="constant")
def keeps_unspent_gold(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: you``): in the taxation phase the player does not
    return his unspent gold to the treasury; it stays in his gold pool (Rules Reference,
    "Taxation Phase"; The Long Plan)."""
    return [], True
    yield


@register("marshal_from_zone", kind="constant")
def marshal_from_zone(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability letting a player bring cards in from a pile as if they were in
    his hand: ``from`` names the pile (``discard``, ``dead``, or ``opponents_discard``: any
    opponent's discard pile), ``value`` the ways (``marshal``, ``ambush``, ``shadows`` —
    marshal into shadows —, joined with ``|``), ``filter`` the cards. On players (``on:
    you``) it is read while its card is in play or its plot revealed; ``on: self`` is the
    card's permission for itself, read while it lies in that pile of its owner ("you may
    marshal this card from your discard pile"). The usual costs, limits and keywords apply
    (an ambush needs the card's ambush keyword)."""
    return [], True
    yield


@register("ambush_reducer", kind="constant")
def ambush_reducer(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A card's own "reduce the cost to ambush this card by N" (``on: self``): read from the
    hand as the card may be ambushed, with the ability's ``while`` conditions; an ``amount:
    X`` is counted then (``x: count`` with an ``x_filter``: 1 less for each The Reach
    location you control). It changes only the ambush cost (Rules Reference, "Ambush")."""
    return [], True
    yield


@register("marshal_reducer", kind="constant")
def marshal_reducer(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A card's own "reduce the cost to marshal this card by N" (``on: self``): read as the
    card may be marshalled, with the ability's ``while`` conditions; an ``amount: X`` is
    counted then (``x: count`` with an ``x_filter``, ``x: used_pile_matching``), and a
    ``minimum`` keeps the cost from going under that floor ("to a minimum of 1"). Only the
    marshalling cost changes: not an ambush, not a card put into play (Rules Reference,
    "Costs", "Marshaling Cards")."""
    return [], True
    yield


@register("no_dominance_power", kind="constant")
def no_dominance_power(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: opponent|you|each``): a player it reaches who
    wins dominance gains no power for it; he still wins dominance, so what answers that
    still may (Rules Reference, "Dominance Phase", "Cannot"; Ser Andrey Dalt)."""
    return [], True
    yield


@register("first_defense_unlosable", kind="constant")
def first_defense_unlosable(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: you``) read as a challenge's winner is
    determined: the player cannot lose, and his opponent cannot win, the first challenge
    initiated against him each phase; an attack that would win it leaves it with no winner,
    while a defence with more STR still wins (Rules Reference, "Cannot"; For the Watch!)."""
    return [], True
    yield


@register("must_declare_defender", kind="constant")
def must_declare_defender(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: each|opponent|you``): a defending player it
    reaches who is able to declare a defender must declare at least one; he cannot be done
    with none while one may be declared (Rules Reference, "Cannot"; Besieged, and Ser Arys
    Oakheart with ``while: [{attacking: self}]``)."""
    return [], True
    yield


@register("cannot_come_out_of_shadows", kind="constant")
def cannot_come_out_of_shadows(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: you|opponent|each``), read while its ``while``
    conditions hold: the player cannot bring cards matching ``filter`` (any card without
    one) out of his shadows area — neither into play nor, for an event, by playing it from
    there (Rules Reference, "Shadows", "Cannot"; The Warden of the North)."""
    return [], True
    yield


@register("events_uncancellable", kind="constant")
def events_uncancellable(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: you``): the effects of the event cards a player
    it reaches plays, while its ``while`` conditions hold as the event is played, cannot be
    cancelled (Conspirator's Blade: while the character it is on participates in a
    challenge; Rules Reference, "Cancel")."""
    return [], True
    yield


@register("first_character_penalty", kind="constant")
def first_character_penalty(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: opponent|you|each``): the first character the
    player marshals or ambushes each phase costs ``amount`` more (Galbart Glover); a
    character marshalled or ambushed before the ability applied still counts as that
    phase's first (Rules Reference, "Costs", "Ambush")."""
    return [], True
    yield


@register("self_cannot", kind="constant")
def self_cannot(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A card's own restriction on how it enters play (``on: self``): ``value`` lists
    ``marshal`` (never marshalled) and ``setup`` (never placed during setup), joined with
    ``|``; read wherever the card lies (Rules Reference, "Cannot"; War Elephants)."""
    return [], True
    yield


@register("shadow_cost_modifier", kind="constant")
def shadow_cost_modifier(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: you|opponent|each``), read while its ``while``
    conditions hold: bringing a card matching ``filter`` (any card without one) out of the
    player's shadows area — into play, or an event played from there — costs ``amount``
    more (less, when negative), never below 0; with ``value: first_each_round`` only while
    no card matching ``filter`` has come out of his shadows this round, by any way (his
    action, an event played, a card effect putting it into play) (Rules Reference,
    "Shadows"; Lonely Light, Kingdom of Shadows)."""
    return [], True
    yield


@register("keyword_x", kind="constant")
def keyword_x(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """The card's own definition of the X in its ``value (X)`` keyword (``value: shadow``
    for shadow (X)): X counts ``x`` (a value of ``engine_ref.values`` with ``x_filter``,
    ``per`` and ``times``) as the keyword is read, wherever the card is, and is never below
    ``minimum`` (Rules Reference, "X"; House Umber Berserkers)."""
    return [], True
    yield


@register("base_initiative_zero", kind="constant")
def base_initiative_zero(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: you|opponent|each``): the printed initiative
    value of the player's revealed plot counts as 0, when initiative is compared and
    wherever his initiative value is read; initiative on his cards and modifiers still
    apply (Rules Reference, "Plot Value Modifiers", "Initiative"; Snowed Under)."""
    return [], True
    yield


@register("cannot_gain_gold", kind="constant")
def cannot_gain_gold(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: you|opponent|each``), read while its ``while``
    conditions hold: the player cannot gain gold — an effect that would give him gold or
    move gold into his pool gives none, and he collects no income (Rules Reference,
    "Cannot"; Devout Freerider, during the challenges phase)."""
    return [], True
    yield


@register("skip_phase", kind="constant")
def skip_phase(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability (``on: each``), read as the phase named by ``value`` would
    begin: the phase is skipped this round — none of its steps happen, nothing answers its
    beginning or its end (Rules Reference, "Cannot"; The Withering Cold: the standing
    phase)."""
    return [], True
    yield


@register("ignore_gold_modifiers", kind="constant")
def ignore_gold_modifiers(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability (``on: each``): the positive modifiers to a player's gold (income)
    value that come from constant abilities of cards matching ``filter`` (their source, in
    play) do not apply; negative ones and lasting effects still do (Rules Reference, "Plot
    Value Modifiers"; Rains of Autumn: characters and locations)."""
    return [], True
    yield


@register("cannot_put_into_play", kind="constant")
def cannot_put_into_play(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: you|opponent|each``): the player cannot put
    cards matching ``filter`` into play — by an effect, by ambush or out of shadows (City
    Blockade, with ``cannot_marshal`` and ``cannot_play`` for the other ways; Rules
    Reference, "Cannot")."""
    return [], True
    yield


@register("claim_priority", kind="constant")
def claim_priority(ctx: EffectContext, a: Applied) -> Gen[Outcome]:
    """A constant ability on players (``on: opponent``, with a ``while``): choosing the
    characters a military claim kills, the player must choose characters matching
    ``filter`` while he is able to (Joffrey's Crossbow: "unique characters must be chosen
    for claim"); the others only once none of those is left (Rules Reference, "Claim")."""
    return [], True
    yield
