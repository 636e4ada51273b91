"""``python -m organiser.ui.rules_desk [FILE]``: the Rules desk on its own."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="organiser rules-desk", description="Step through a rules scenario."
    )
    parser.add_argument("file", nargs="?", help="a scenario file (YAML) to open")
    args, qt_args = parser.parse_known_args(list(sys.argv[1:] if argv is None else argv))

    from PySide6.QtWidgets import QApplication

    from organiser.ui.rules_desk import open_rules_desk
    from organiser.ui.theme import apply_theme

    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    assert isinstance(app, QApplication)
    apply_theme(app, "system")
    window = open_rules_desk(scenario_path=args.file)
    del window  # kept alive by the application until it is closed
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
