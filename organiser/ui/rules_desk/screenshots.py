"""Screenshots of the Rules desk, taken offscreen:
``python -m organiser.ui.rules_desk.screenshots DIR`` saves ``rules-desk*.png`` into DIR."""

from __future__ import annotations

import os
import sys
from pathlib import Path

SIZE = (1280, 780)
SCENARIOS = Path(__file__).resolve().parents[3] / "tests" / "scenarios"
SCENARIO = SCENARIOS / "002-catelyn-moribund.yaml"
REFUSED = SCENARIOS / "legality" / "003-attacker-standing-forbidden.yaml"


def take(out: Path, scenario: Path = SCENARIO) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from engine_ref.timing import DecisionPoint
    from organiser.ui.rules_desk.window import RulesDeskWindow
    from organiser.ui.theme import apply_theme

    app = QApplication.instance() or QApplication(["maester-screenshots"])
    assert isinstance(app, QApplication)
    apply_theme(app, "light")
    out.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    w = RulesDeskWindow()
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
    last = w.log.invisibleRootItem().child(w.log.topLevelItemCount() - 2)
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
    w.close()
    return saved


if __name__ == "__main__":
    for p in take(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/img")):
        print(p)
