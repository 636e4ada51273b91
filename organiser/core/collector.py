"""Pausing Python's cyclic garbage collector around work that builds many objects.

Reference counting frees almost everything a command or a service call makes; the cyclic
collector exists for the rare reference cycle. It runs whenever enough containers have been
allocated, and each run walks objects that are still alive: building a round of 4,096
players (tens of thousands of rows, entries and tables) sets it off several times, and a
full collection walks every object the program holds (50-60 ms on a slow laptop while
SQLAlchemy is loaded). Pausing it for such a call changes nothing but when cycles are
found: they wait until the call ends.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """No cyclic garbage collection inside the block (the collector is switched back on
    afterwards only if it was on before: nested and concurrent pauses leave it as found
    by the outermost one)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()
