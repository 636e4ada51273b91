"""``engine-ref``: run rules scenarios (filled in by the engine)."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    print("engine-ref: no scenarios yet", file=sys.stderr)
    return 2
