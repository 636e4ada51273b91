"""A guard against a reference-counting fault of PySide6 6.12 on Python 3.11.

shiboken6 6.12 returns ``None`` (and ``True``/``False``) from C++ calls without taking a
reference, which is harmless on Python 3.12+ where those objects are immortal, but on 3.11
every ``void`` Qt call, and every signal delivered to Python, takes one reference away.
Stepping a long scenario makes tens of thousands of such calls; when the count reaches zero
the interpreter aborts ("Fatal Python error: none_dealloc"). Until the environment moves to
Python 3.12+ (or a fixed PySide6), the singletons get a reserve of references large enough
that no session can use it up.
"""

from __future__ import annotations

import ctypes
import sys

RESERVE = 1 << 40
_done = False


def protect_singletons() -> bool:
    """Give None, True and False a reserve of references (once per process, CPython 3.11
    and earlier only). Returns True when the reserve was added by this call."""
    global _done
    if _done or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    for obj in (None, True, False):
        # ob_refcnt is the first field of every CPython object (non-debug builds)
        ctypes.c_ssize_t.from_address(id(obj)).value += RESERVE
    _done = True
    return True
