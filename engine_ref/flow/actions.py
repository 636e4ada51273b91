"""Player action segments (every player in turn until all pass) and the two things a player
does in them: take an action, or marshal a card (seed 002 Timing Structure, step 1a-1f)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.flow.cards_in_play import bestow
from engine_ref.flow.legality import Offer
from engine_ref.runtime import PASS, Gen, Instance, Window
from engine_ref.state import Card
from engine_ref.timing import Option, PriorityView, Refused

if TYPE_CHECKING:
    from engine_ref.engine import Engine


class Actions:
    """Player action segments, actions and marshalling."""

    def __init__(self, g: Engine) -> None:
        self.g = g

    def player_actions(self, label: str, marshal_player: str | None = None) -> Gen[None]:
        """Player action segment: the first player acts first, then clockwise until all pass
        consecutively (seed 002 §Player Actions, FAQ "Who gets to take the first action")."""
        g = self.g
        g.push("actions", label)
        st = g.state
        n = len(st.players)
        who = st.first_player
        passed: list[str] = []
        order = st.seat_order_from(who)
        if not any(g.options.action_options(p, marshal_player) for p in order):
            passed = list(order)
            if not g.silent:
                for p in passed:
                    yield from g.log(
                        f"{p} passes (nothing legal to play)", "002.timing.player-actions", p
                    )
        while len(passed) < n:
            g.priority = PriorityView(who, tuple(passed), label)
            refused: list[Refused] = []
            opts = [
                Option(PASS, who, "pass"),
                *g.options.action_options(who, marshal_player, refused),
            ]
            choice = yield from g.ask(
                who,
                "take an action or pass",
                opts,
                "002.timing.player-actions",
                refused=refused,
            )
            if choice.is_pass:
                if opts[0] is choice and len(opts) > 1:
                    yield from g.log(f"{who} passes", "002.timing.player-actions", who)
                passed.append(who)
            else:
                passed = []
                yield from self.take_action(who, choice)
            who = g.state.left_of(who)
        g.priority = PriorityView(None, tuple(passed), label)
        yield from g.log(
            "all players passed in turn: the action segment ends", "002.timing.player-actions"
        )
        g.pop()

    def take_action(self, player: str, choice: Option) -> Gen[None]:
        g = self.g
        verb, ref = choice.key.split(" ", 1)
        if verb == "marshal":
            yield from self.marshal(player, ref)
            return
        if verb == "ambush" and g.profile.ambush_with == "influence":
            yield from g.ambush.take(player, ref)
            return
        if verb in ("shadow", "out", "ambush"):
            yield from g.cards_into_play.take(player, verb, ref)
            return
        inst = g.resolution.make_instance(player, ref, "action")
        yield from g.timing.ability_window(inst)

    def marshal(self, player: str, cid: str) -> Gen[None]:
        """Marshalling a card is an action window of its own (seed 002 Timing Structure,
        step 1a-1f; the 2nd edition closes it with forced reactions and reactions)."""
        g = self.g
        c = g.state.cards[cid]
        win = Window("player", f"Action window: marshal {c.name}", player)
        g.windows.append(win)
        g.push("window", win.label)
        g.push("step", "Step 1: initiate")
        duplicate_on = yield from self.pay_to_marshal(player, c)
        attach_to: str | None = None
        if c.type == "attachment" and duplicate_on is None:
            attach_to = yield from self.choose_attachment_host(player, c)
        yield from g.log(f"{player} marshals {c.name}", "002.timing.step1f", player)
        g.pop()
        inst = Instance(
            g.next_id(),
            "marshal",
            player,
            f"marshal {c.name}",
            source=cid,
            cite="002.timing.step1",
        )
        yield from g.save_cancel.step(inst, win)
        g.push("step", "Step 3: execute")
        if not inst.cancelled:
            yield from self.enter_play(player, c, win, attach_to, duplicate_on)
        g.pop()
        yield from g.timing.close_marshal(win, player)

    def pay_to_marshal(self, player: str, c: Card) -> Gen[str | None]:
        """Steps 1a-1e: X named first for an X cost (Riders of the Boneway), the cost
        revealed, penalties and reducers applied, gold paid; a duplicate of a unique card
        in play costs nothing. Returns the card it duplicates, if any."""
        g = self.g
        st = g.state
        x = 0
        if c.cost < 0:
            pen, red = g.options.gold_penalty(player, c)
            most = st.player(player).gold - pen + red
            opts = [Option(f"x {n}", player, f"X = {n}") for n in range(max(0, most) + 1)]
            ch = yield from g.ask(player, "choose X", opts, "002.timing.step1a")
            x = int(ch.key.split(" ")[1])
        base = x if c.cost < 0 else c.cost
        yield from g.log(
            f"{player} reveals {c.name}; its cost is {base}"
            + (f" (X = {x})" if c.cost < 0 else ""),
            "002.timing.step1a",
            player,
        )
        yield from g.log("play restrictions and targets are checked", "002.timing.step1b", player)
        pen, red = g.options.gold_penalty(player, c)
        yield from g.log(f"gold penalties: +{pen}", "002.timing.step1c", player)
        yield from g.log(f"other modifiers and reducers: -{red}", "002.timing.step1d", player)
        pay = max(0, base + pen - red)
        duplicate_on = g.legality.duplicate_host(player, c)
        if duplicate_on is not None:
            pay = 0
        st = st.update_player(player, gold=st.player(player).gold - pay)
        if c.type == "character":  # "the first character … each phase"
            st = st.bump(f"phase:character-in:{player}")
        g.set_state(st)
        if red and duplicate_on is None:
            g.options.use_reducers(player, c)
        yield from g.log(
            f"{player} pays {pay} gold" + (f" (X stays {x})" if c.cost < 0 else ""),
            "002.timing.step1e",
            player,
        )
        return duplicate_on

    def choose_attachment_host(self, player: str, attachment: Card) -> Gen[str]:
        """Step 1f: the card an attachment will be attached to (a character unless its
        restriction says otherwise; not one with No attachments: seed 002 §3.20, seed 003)."""
        g = self.g
        st = g.state
        offer = Offer(player)
        for x in st.in_play():
            if x.duplicate_of is not None or x.attached_to is not None or x.id == attachment.id:
                continue
            why = g.legality.host_refusal(attachment, x.id, player)
            if why is not None and attachment.attach is None and st.card_type(x.id) != "character":
                continue  # a location is no tempting host for a plain attachment
            offer.add(f"attach {x.id}", f"attach to {g.name(x.id)}", why)
        ch = yield from g.ask(
            player,
            "choose a character to attach to",
            offer.options,
            "002.timing.step1f",
            refused=offer.refused,
        )
        return ch.key.split(" ", 1)[1]

    def enter_play(
        self, player: str, c: Card, win: Window, attach_to: str | None, duplicate_on: str | None
    ) -> Gen[None]:
        """Step 3: the marshalled card enters play (on its host, or as a duplicate)."""
        g = self.g
        st = g.state.move(c.id, player, "play")
        if "limited" in c.keywords:
            st = st.bump(f"round:limited:{player}")
        st = st.update_card(
            c.id,
            controller=player,
            kneeling=st.enters_knelt(c.id),
            attached_to=attach_to,
            duplicate_of=duplicate_on,
        )
        g.set_state(st)
        where = (
            f" as a duplicate on {g.name(duplicate_on)}"
            if duplicate_on
            else (f" on {g.name(attach_to)}" if attach_to else "")
        )
        yield from g.log(f"{c.name} enters play{where}", "002.timing.step3", player)
        if g.profile.shadows and duplicate_on is None:
            yield from bestow(g, player, c.id)
        occs = [
            g.occurrence("enters_play", card=c.id, player=player, text=f"{c.name} entered play")
        ]
        if g.profile.shadows:
            # 2nd edition: "after you marshal …" answers marshalling only
            occs.append(
                g.occurrence("marshalled", card=c.id, player=player, text=f"{c.name} marshalled")
            )
        win.gates.extend(occs)
        g.triggers.queue_passives(win, occs)
