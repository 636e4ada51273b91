"""The Rules desk: a judge steps through a rules scenario like a debugger (docs/rules-desk.md).

``open_rules_desk(parent=None, scenario_path=None)`` creates and shows the window.
"""

from __future__ import annotations

from organiser.ui.rules_desk.window import RulesDeskWindow, open_rules_desk

__all__ = ["RulesDeskWindow", "open_rules_desk"]
