"""Screenshots of the Rules desk, taken offscreen:
``python -m organiser.ui.rules_desk.screenshots DIR`` saves ``rules-desk*.png`` into DIR."""

from __future__ import annotations

import os
import sys
from pathlib import Path

SIZE = (1280, 720)
SCENARIOS = Path(__file__).resolve().parents[3] / "tests" / "scenarios"
SCENARIO = SCENARIOS / "002-catelyn-moribund.yaml"
#: the card whose ability the judge declares in the pictures
DECLARED = "Winter Is Coming"
REFUSED = SCENARIOS / "legality" / "003-attacker-standing-forbidden.yaml"


def take(out: Path, scenario: Path = SCENARIO) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from engine_ref.catalogue import CATALOGUE
    from engine_ref.timing import DecisionPoint
    from organiser.core.cards import default_catalogue, normalise_name
    from organiser.ui.rules_desk.lookup import CardLookup
    from organiser.ui.rules_desk.window import RulesDeskWindow
    from organiser.ui.theme import apply_theme

    app = QApplication.instance() or QApplication(["maester-screenshots"])
    assert isinstance(app, QApplication)
    apply_theme(app, "light")
    out.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    # the shipped card facts only, whatever this computer imported (no printed text); the
    # card shown to be declared is left out of the scripted cards, so that the picture of
    # a card the engine has not scripted stays true as cards get scripted
    unscripted = {
        key: entry
        for key, entry in CATALOGUE.items()
        if normalise_name(str(entry["name"])) != normalise_name(DECLARED)
    }
    lookup = CardLookup(database=default_catalogue, texts=dict, catalogue=unscripted)
    w = RulesDeskWindow(lookup=lookup)
    w.resize(*SIZE)
    w.show()

    def shot(name: str) -> None:
        app.processEvents()
        path = out / f"{name}.png"
        w.grab().save(str(path))
        saved.append(path)

    w.load(scenario)
    s = w.ctl.session
    # stop where Stark may respond with Catelyn Stark, who is Moribund
    while True:
        w.command("step")
        cur = s.current()
        if cur is None or (isinstance(cur.item, DecisionPoint) and cur.item.player == "stark"):
            break
    # the rule of step 4 of the window (passives) under the log
    rows = [w.log.topLevelItem(i) for i in range(w.log.topLevelItemCount())]
    last = next((r for r in reversed(rows) if r is not None and "passive" in r.text(2)), None)
    if last is not None:
        w.log.setCurrentItem(last)
        w._log_clicked(last)
    shot("rules-desk")

    w.command("run_to_decision")
    while not s.finished and s.waiting() is not None:
        w.decide("pass")
    i = next(
        i
        for i, sn in enumerate(s.snapshots())
        if isinstance(sn.item, DecisionPoint) and sn.decisions == 2
    )
    w.ctl.goto(i)
    w.decide("pass")  # a branch: Stark does not respond
    w.command("run_to_decision")
    w.side.setCurrentIndex(1)
    w.compare_a.setCurrentIndex(0)
    w.compare_b.setCurrentIndex(1)
    w.show_comparison()
    shot("rules-desk-branches")

    # the Ruling tab, named after the event typed in
    w.event_name.setText("Regional at Winterfell")
    w.side.setCurrentIndex(2)
    shot("rules-desk-ruling")
    w.event_name.setText("")

    w.tabs.setCurrentIndex(0)
    w.setup.cards.selectRow(0)
    shot("rules-desk-setup")

    # options the rules forbid, greyed with their rule (the toggle under the options)
    w.tabs.setCurrentIndex(1)
    w.side.setCurrentIndex(0)
    w.load(REFUSED)
    w.command("run_to_decision")
    w.show_refused.setChecked(True)
    shot("rules-desk-refused")

    # the Cards tab: a scripted card, then one to declare and its ad-hoc ability dialog
    w.show_lookup()
    w.lookup.name.setText("ser jaime")
    w.lookup.show_card("Ser Jaime Lannister")
    shot("rules-desk-cards")
    w.lookup.show_card(DECLARED)
    assert w.lookup.info is not None and w.lookup.info.needs_declaring, DECLARED
    shot("rules-desk-cards-unscripted")
    dlg = w.declare_card(dict(w.lookup.info.raw if w.lookup.info else {}), "", "hand")
    dlg.resize(*SIZE)
    # the judge states the card's ability in the engine's words
    dlg.kind.setCurrentText("action")
    dlg.text.setText("during a challenge: your claim +1 until it ends (max once a challenge)")
    dlg.phase.setCurrentText("challenges")
    dlg.condition.setCurrentText("in_challenge")
    dlg.effect.setCurrentText("plot_modifier")
    dlg.effect_on.setCurrentText("you")
    dlg.value.setText("claim")
    dlg.until.setCurrentText("challenge")
    dlg.limit.setValue(1)
    dlg.limit_per.setCurrentText("challenge")
    dlg.limit_max.setChecked(True)
    assert dlg.check() is None, dlg.check()
    app.processEvents()
    path = out / "rules-desk-adhoc.png"
    dlg.grab().save(str(path))
    saved.append(path)
    dlg.close()
    w.close()
    return saved


if __name__ == "__main__":
    for p in take(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/img")):
        print(p)
