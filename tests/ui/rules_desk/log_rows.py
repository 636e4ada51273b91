"""The Rules desk's log rows, read back with the step each one shows."""

from __future__ import annotations

from PySide6.QtWidgets import QTreeWidgetItem

from engine_ref.timing import LogEntry
from organiser.ui.rules_desk import RulesDeskWindow


def entry_rows(desk: RulesDeskWindow) -> list[tuple[QTreeWidgetItem, LogEntry]]:
    """The rows that show a line of the engine's log (the others are decisions), each with
    that line, found by the row's step number in the timeline."""
    snaps = desk.ctl.session.snapshots()
    out = []
    for i in range(desk.log.topLevelItemCount()):
        item = desk.log.topLevelItem(i)
        assert item is not None
        step = snaps[int(item.text(0)) - 1].item
        if isinstance(step, LogEntry):
            out.append((item, step))
    return out
