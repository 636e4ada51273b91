"""Looking a card up in the Rules desk: the judge types the card in dispute.

- A card the engine has scripted shows its abilities in the project's own words (the
  paraphrase of its card file, and what the engine does: kind, trigger, cost, target,
  effects, limit) and can be put on the board.
- A card of the card database the engine has not scripted shows its facts (type, faction,
  cost, STR, icons, traits, keywords, plot values) and whether today's ability language can
  say its ability (``engine-ref cards --coverage``), with *Not scripted: declare its
  ability…*: the card goes on the board and the ad-hoc ability dialog opens for it.
- A card with no ability beyond keywords the rules read needs nothing declared.
- The printed text is shown only when the user imported card data that carries it
  (File ▸ Import card database; ``organiser.services.card_texts``): Maester ships none.

A name found nowhere gives the closest names ("did you mean"). ``CardLookup`` holds the
logic without Qt; ``CardLookupPanel`` is the tab.
"""

from __future__ import annotations

import difflib
import html
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QStringListModel, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from engine_ref import coverage
from engine_ref.abilities import Ability, Effect
from engine_ref.catalogue import CATALOGUE
from organiser.core.cards import EDITION_2E, FACTIONS_2E, Card, normalise_name
from organiser.ui.rules_desk.setup import facts_raw, zone_combo

KIND_WORDS = {
    "action": "Action",
    "response": "Reaction",
    "interrupt": "Interrupt",
    "passive": "Forced (the engine resolves it)",
    "constant": "Constant",
    "save_cancel": "Save or cancel",
    "replacement": "Replacement",
}
STATUS_WORDS = {
    "scripted": QT_TRANSLATE_NOOP("RulesDesk", "scripted"),
    "vanilla": QT_TRANSLATE_NOOP(
        "RulesDesk", "no ability to declare: keywords the rules read, or none"
    ),
    "expressible": QT_TRANSLATE_NOOP(
        "RulesDesk", "not scripted yet — the ability language can say it"
    ),
    "not_expressible": QT_TRANSLATE_NOOP(
        "RulesDesk", "not scripted — the ability language lacks: "
    ),
    "unknown": QT_TRANSLATE_NOOP("RulesDesk", "not in the 2nd-edition card pool the engine counts"),
}


def _t(text: str) -> str:
    """A string marked with ``QT_TRANSLATE_NOOP("RulesDesk", ...)``, in the window's language."""
    return QCoreApplication.translate("RulesDesk", text)


_TAG = re.compile(r"<[^>]+>")


def _effect_words(e: Effect) -> str:
    out = e.op.replace("_", " ")
    if e.amount != 1 or e.x:
        out += (
            f" {e.x or e.amount}" if e.x else f" {e.amount:+d}" if e.op == "str" else f" {e.amount}"
        )
    if e.on != "target":
        out += f" on {e.on.replace('_', ' ')}"
    if e.value:
        out += f" ({e.value})"
    if e.to:
        out += f" to {e.to.replace('_', ' ')}"
    if e.until:
        out += f" until the end of the {e.until}"
    return out


def _cond_words(c: Any) -> str:
    words = str(c.kind).replace("_", " ")
    if isinstance(c.value, str | int) and not isinstance(c.value, bool):
        words += f" {c.value}"
    return words


def describe(ab: Ability) -> str:
    """What the engine does with an ability, in the project's words (never printed text)."""
    parts = [KIND_WORDS.get(ab.kind, ab.kind)]
    if ab.phase != "any":
        parts.append(f"in the {ab.phase} phase")
    if ab.trigger is not None:
        t = ab.trigger
        trig = f"{'before' if t.when == 'before' else 'after'} {t.event.replace('_', ' ')}"
        if t.card != "any":
            trig += f" ({t.card})"
        if t.player != "any":
            trig += f", {t.player}"
        if t.challenge:
            trig += f", {t.challenge} challenge"
        parts.append(trig)
    if ab.condition:
        parts.append("only if " + ", ".join(_cond_words(c) for c in ab.condition))
    if ab.while_:
        parts.append("while " + ", ".join(_cond_words(c) for c in ab.while_))
    if ab.cost:
        parts.append(
            "cost: "
            + ", ".join(
                c.op.replace("_", " ") + (f" {c.amount}" if c.amount != 1 else "") for c in ab.cost
            )
        )
    if ab.target is not None:
        f = ab.target.filter
        where = "" if f.zone == "play" else f" in {f.zone.replace('_', ' ')}"
        n = f"{ab.target.count} " if ab.target.count != 1 else "a "
        parts.append(f"choose {n}{f.type}{where}")
    if ab.cancels:
        parts.append(f"cancels {ab.cancels}")
    if ab.saves:
        parts.append(f"saves from {ab.saves.replace('_', ' or ')}")
    if ab.effects:
        parts.append("; ".join(_effect_words(e) for e in ab.effects))
    if ab.then:
        parts.append("then " + "; ".join(_effect_words(e) for e in ab.then))
    if ab.limit:
        word = "max" if ab.max else "limit"
        parts.append(f"{word} {ab.limit} per {ab.limit_per}")
    return " — ".join(parts)


@dataclass
class CardInfo:
    """What the desk shows of one card."""

    name: str
    type: str = ""
    faction: str = ""
    codes: tuple[str, ...] = ()
    key: str | None = None  # the scripted card file
    facts: list[tuple[str, str]] = field(default_factory=list)
    abilities: list[tuple[str, str]] = field(default_factory=list)  # (paraphrase, what it does)
    status: str = "unknown"
    missing: tuple[str, ...] = ()
    printed: str | None = None
    raw: dict[str, Any] = field(default_factory=dict)  # the scenario card it puts on the board

    @property
    def scripted(self) -> bool:
        return self.status == "scripted"

    @property
    def needs_declaring(self) -> bool:
        return self.status not in ("scripted", "vanilla")


def _facts_rows(data: Mapping[str, Any]) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    kind = str(data.get("type", ""))
    rows.append((_t(QT_TRANSLATE_NOOP("RulesDesk", "Type")), kind))
    faction = str(data.get("faction") or "")
    if faction:
        rows.append(
            (
                _t(QT_TRANSLATE_NOOP("RulesDesk", "Faction")),
                FACTIONS_2E.get(faction, faction)
                + (_t(QT_TRANSLATE_NOOP("RulesDesk", " (loyal)")) if data.get("loyal") else ""),
            )
        )
    if data.get("unique"):
        rows.append(
            (
                _t(QT_TRANSLATE_NOOP("RulesDesk", "Unique")),
                _t(QT_TRANSLATE_NOOP("RulesDesk", "yes")),
            )
        )
    for key, label in (
        ("cost", QT_TRANSLATE_NOOP("RulesDesk", "Cost")),
        ("strength", QT_TRANSLATE_NOOP("RulesDesk", "STR")),
    ):
        if data.get(key) is not None:
            rows.append((_t(label), str(data[key])))
    for key, label in (
        ("icons", QT_TRANSLATE_NOOP("RulesDesk", "Icons")),
        ("traits", QT_TRANSLATE_NOOP("RulesDesk", "Traits")),
        ("keywords", QT_TRANSLATE_NOOP("RulesDesk", "Keywords")),
    ):
        if data.get(key):
            rows.append((_t(label), ", ".join(str(v) for v in data[key])))
    plot = data.get("plot")
    if isinstance(plot, Mapping) and plot:
        rows.append(
            (
                _t(QT_TRANSLATE_NOOP("RulesDesk", "Plot")),
                ", ".join(f"{k} {v}" for k, v in plot.items()),
            )
        )
    return rows


def _card_facts(card: Card) -> dict[str, Any]:
    d: dict[str, Any] = {
        "type": card.type,
        "faction": card.faction,
        "loyal": card.loyal,
        "unique": card.unique,
        "cost": card.cost,
        "strength": card.strength,
        "icons": card.icons,
        "traits": card.traits,
        "keywords": card.keywords,
    }
    if card.plot is not None:
        d["plot"] = {k: getattr(card.plot, k) for k in ("income", "initiative", "claim", "reserve")}
    return d


class CardLookup:
    """Card names from the engine's scripted cards and the card database, and what the desk
    shows of each. ``database`` returns the card database (facts) or None; ``texts`` the
    printed texts the user imported, by card code (empty when none)."""

    def __init__(
        self,
        database: Callable[[], Any] | None = None,
        texts: Callable[[], Mapping[str, str]] | None = None,
        catalogue: Mapping[str, Mapping[str, Any]] | None = None,
        report: coverage.Report | None = None,
    ) -> None:
        self._database = database or _default_database
        self._texts = texts or _default_texts
        self.catalogue = CATALOGUE if catalogue is None else catalogue
        self._report = report
        self._db: Any = None
        self._names: dict[str, str] | None = None

    # -- sources ------------------------------------------------------------------------
    def db(self) -> Any:
        if self._db is None:
            try:
                self._db = self._database() or False
            except Exception:
                self._db = False
        return self._db or None

    def report(self) -> coverage.Report:
        if self._report is None:
            try:
                self._report = coverage.classify(
                    coverage.load(), scripted=coverage.scripted_cards(self.catalogue)
                )
            except (OSError, ValueError, KeyError):
                self._report = coverage.Report()
        return self._report

    def names(self) -> dict[str, str]:
        """Normalised name -> name as printed, for every card the desk knows."""
        if self._names is None:
            out: dict[str, str] = {}
            db = self.db()
            if db is not None:
                for card in db.cards.values():
                    out.setdefault(normalise_name(card.name), card.name)
            for entry in self.catalogue.values():
                out.setdefault(normalise_name(str(entry["name"])), str(entry["name"]))
            self._names = out
        return self._names

    # -- finding ------------------------------------------------------------------------
    def complete(self, text: str, limit: int = 25) -> list[str]:
        key = normalise_name(text)
        if not key:
            return []
        hits = [n for k, n in self.names().items() if key in k]
        hits.sort(key=lambda n: (not normalise_name(n).startswith(key), n))
        return hits[:limit]

    def suggestions(self, text: str, limit: int = 5) -> list[str]:
        """The closest names to a name found nowhere."""
        key = normalise_name(text)
        names = self.names()
        close = difflib.get_close_matches(key, list(names), n=limit, cutoff=0.6)
        if not close:
            close = [k for k in names if key and (key in k or k in key)][:limit]
        return [names[k] for k in close]

    def _scripted_key(self, name: str) -> str | None:
        key = normalise_name(name)
        found = [k for k, e in self.catalogue.items() if normalise_name(str(e["name"])) == key]
        if not found:
            return None
        # the 2nd edition's file first (the desk's default ruleset), then the others
        found.sort(key=lambda k: (self.catalogue[k].get("edition") != "lcg2", k))
        return found[0]

    def lookup(self, text: str) -> CardInfo | None:
        """The card called ``text`` (any case, accents, apostrophes), or None."""
        text = text.strip()
        if not text:
            return None
        if text in self.catalogue:  # a catalogue key
            text = str(self.catalogue[text]["name"])
        name = self.names().get(normalise_name(text))
        if name is None:
            return None
        db = self.db()
        printings: list[Card] = db.named(name) if db is not None else []
        printings = [c for c in printings if getattr(c, "code", None)]
        key = self._scripted_key(name)
        info = CardInfo(name=name)
        codes = [c.code for c in printings]
        if key is not None:
            entry = self.catalogue[key]
            info.key = key
            info.type = str(entry.get("type", "character"))
            info.faction = str(entry.get("faction") or "")
            info.facts = _facts_rows(entry)
            info.abilities = [(ab.text, describe(ab)) for ab in entry.get("abilities", ())]
            info.raw = {"card": key}
            if entry.get("code") and str(entry["code"]) not in codes:
                codes.insert(0, str(entry["code"]))
        elif printings:
            card = printings[-1]  # the newest printing
            info.type, info.faction = card.type, card.faction
            info.facts = _facts_rows(_card_facts(card))
            info.raw = facts_raw(card)
        info.codes = tuple(codes)
        found = coverage.find(self.report(), name)
        if info.abilities:
            info.status = "scripted"
        elif found is not None:
            # a card file of facts only is not a scripted ability
            info.status = "vanilla" if found.status == "scripted" else found.status
            info.missing = found.missing
        texts = self._texts()
        printed = [texts[c] for c in codes if c in texts]
        if printed:
            info.printed = _TAG.sub("", printed[-1]).strip()
        return info


def _default_database() -> Any:
    from organiser.services.decks import active_catalogue

    return active_catalogue(EDITION_2E)


def _default_texts() -> Mapping[str, str]:
    from organiser.services.card_texts import imported_texts

    return imported_texts(EDITION_2E)


def missing_words(missing: tuple[str, ...]) -> str:
    """The features a card lacks, for a judge: named ones as they are, and wording the
    coverage reader could not classify said as such."""
    named = [f for f in missing if not f.startswith("unparsed:") and f != "value:unparsed"]
    out = ", ".join(named)
    if len(named) < len(missing):
        out += (_t(QT_TRANSLATE_NOOP("RulesDesk", " and ")) if named else "") + _t(
            QT_TRANSLATE_NOOP("RulesDesk", "wording the coverage reader does not classify")
        )
    return out


def info_html(info: CardInfo) -> str:
    """The card as the desk shows it."""
    e = html.escape
    out = [f"<h2>{e(info.name)}</h2>"]
    if info.codes:
        said = _t(QT_TRANSLATE_NOOP("RulesDesk", "card code {codes}"))
        out.append(f"<p style='color:#666'>{e(said.format(codes=', '.join(info.codes)))}</p>")
    if info.facts:
        rows = "".join(
            f"<tr><th align='left'>{e(k)}</th><td>{e(v)}</td></tr>" for k, v in info.facts
        )
        out.append(f"<table cellspacing='2' cellpadding='2'>{rows}</table>")
    if info.key is not None and not info.scripted:
        said = _t(QT_TRANSLATE_NOOP("RulesDesk", "card file {key}: its facts, no ability"))
        out.append(f"<p style='color:#666'>{e(said.format(key=info.key))}</p>")
    if info.scripted:
        out.append(
            f"<h3>{e(_t(QT_TRANSLATE_NOOP('RulesDesk', 'Scripted by the engine')))} "
            f"<span style='color:#666'>({e(str(info.key))})</span></h3>"
        )
        scripted_code = str(info.key).split("_", 1)[0]
        others = [c for c in info.codes if c != scripted_code]
        if others and scripted_code in info.codes:
            said = _t(
                QT_TRANSLATE_NOOP(
                    "RulesDesk",
                    "Scripted from printing {code}; the other printings ({others}) may word "
                    "the ability differently: compare the card at the table.",
                )
            ).format(code=scripted_code, others=", ".join(others))
            out.append(f"<p style='color:#8a5a00'>{e(said)}</p>")
        out.append("<ol>")
        for text, what in info.abilities:
            out.append(
                f"<li><b>{e(text) or e(_t(QT_TRANSLATE_NOOP('RulesDesk', '(no paraphrase)')))}</b><br><span style='color:#444'>{e(what)}</span></li>"
            )
        out.append("</ol>")
    elif info.status == "vanilla":
        said = _t(QT_TRANSLATE_NOOP("RulesDesk", "it can go on the board as it is."))
        out.append(f"<p><b>{e(_t(STATUS_WORDS['vanilla']))}</b>: {e(said)}</p>")
    else:
        words = _t(STATUS_WORDS[info.status]) if info.status in STATUS_WORDS else info.status
        if info.status == "not_expressible":
            words += missing_words(info.missing)
        heading = _t(QT_TRANSLATE_NOOP("RulesDesk", "Not scripted: declare its ability"))
        how = _t(
            QT_TRANSLATE_NOOP(
                "RulesDesk",
                "Put it on the board and state its ability in the engine's language with "
                "<i>Not scripted: declare its ability…</i>.",
            )
        )
        out.append(f"<h3 style='color:#8a0014'>{e(heading)}</h3><p>{e(words)}.</p><p>{how}</p>")
    if info.printed:
        printed = _t(QT_TRANSLATE_NOOP("RulesDesk", "Printed text"))
        source = _t(
            QT_TRANSLATE_NOOP("RulesDesk", "from the card data you imported (not part of Maester)")
        )
        out.append(
            f"<h3>{e(printed)}</h3><p style='color:#666'>{e(source)}</p>"
            f"<blockquote>{e(info.printed).replace(chr(10), '<br>')}</blockquote>"
        )
    return "".join(out)


class CardLookupPanel(QWidget):
    """The *Cards* tab. ``put_on_board(raw, player, zone)`` asks the window to add the card;
    ``declare_requested(raw, player, zone)`` to add it and open the ad-hoc ability dialog."""

    put_on_board = Signal(dict, str, str)
    declare_requested = Signal(dict, str, str)

    def __init__(self, lookup: CardLookup | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lookup = lookup or CardLookup()
        self.info: CardInfo | None = None

        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("type a card name, e.g. Asha Greyjoy"))
        self._completion = QStringListModel(self)
        self.completer = QCompleter(self._completion, self)
        self.completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.activated.connect(self.show_card)
        self.name.setCompleter(self.completer)
        self.name.textEdited.connect(self._complete)
        self.name.returnPressed.connect(lambda: self.show_card(self.name.text()))
        find = QPushButton(self.tr("&Look up"))
        find.clicked.connect(lambda: self.show_card(self.name.text()))

        self.suggest = QLabel()
        self.suggest.setTextFormat(Qt.TextFormat.RichText)
        self.suggest.linkActivated.connect(self.show_card)
        self.suggest.hide()

        self.view = QTextBrowser()
        self.view.setOpenLinks(False)

        self.player = QComboBox()
        self.zone = zone_combo()
        self.put_button = QPushButton(self.tr("&Put on the board"))
        self.put_button.clicked.connect(self._put)
        self.declare_button = QPushButton(self.tr("&Not scripted: declare its ability…"))
        self.declare_button.clicked.connect(self._declare)

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Card")))
        top.addWidget(self.name, 1)
        top.addWidget(find)
        bottom = QHBoxLayout()
        bottom.addWidget(QLabel("for"))
        bottom.addWidget(self.player)
        bottom.addWidget(QLabel("in"))
        bottom.addWidget(self.zone)
        bottom.addStretch(1)
        bottom.addWidget(self.declare_button)
        bottom.addWidget(self.put_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addLayout(top)
        lay.addWidget(self.suggest)
        lay.addWidget(self.view, 1)
        lay.addLayout(bottom)
        self._buttons()

    def set_players(self, names: list[str]) -> None:
        keep = self.player.currentText()
        self.player.clear()
        self.player.addItems(names)
        if keep in names:
            self.player.setCurrentText(keep)

    def _complete(self, text: str) -> None:
        self._completion.setStringList(self.lookup.complete(text))

    def _buttons(self) -> None:
        info = self.info
        self.put_button.setEnabled(info is not None)
        self.declare_button.setVisible(info is not None and info.needs_declaring)

    def show_card(self, text: str) -> CardInfo | None:
        """Look ``text`` up and show it; a name found nowhere shows the closest names."""
        self.info = self.lookup.lookup(text)
        if self.info is None:
            close = self.lookup.suggestions(text) if text.strip() else []
            if close:
                links = ", ".join(
                    f"<a href='{html.escape(n, quote=True)}'>{html.escape(n)}</a>" for n in close
                )
                self.suggest.setText(
                    self.tr("No card called “{name}”. Did you mean: {links}?").format(
                        name=html.escape(text.strip()), links=links
                    )
                )
            else:
                self.suggest.setText(
                    self.tr("No card called “{name}”.").format(name=html.escape(text.strip()))
                )
            self.suggest.setVisible(bool(text.strip()))
            self.view.clear()
        else:
            self.suggest.hide()
            if self.name.text() != self.info.name:
                self.name.setText(self.info.name)
            self.view.setHtml(info_html(self.info))
        self._buttons()
        return self.info

    def _put(self) -> None:
        if self.info is not None:
            self.put_on_board.emit(
                dict(self.info.raw), self.player.currentText(), str(self.zone.currentData())
            )

    def _declare(self) -> None:
        if self.info is not None:
            self.declare_requested.emit(
                dict(self.info.raw), self.player.currentText(), str(self.zone.currentData())
            )
