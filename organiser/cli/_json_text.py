"""``--json`` text, the same bytes as ``json.dumps(data, ensure_ascii=False, indent=2,
default=str)`` in a fraction of the time for big answers.

With ``indent`` the standard library encodes in Python, item by item (about 60 ms for the
2,049 tables, 4,096 names and 2,048 missing results of a 4,096-player round); without it,
in C. Here the containers whose values are all plain (text, numbers, booleans, None) are
handed to the C encoder whole, with the indentation of their level as its item separator,
and a list of dictionaries of the same keys (a round's tables, its results) is encoded
column by column. Everything else is walked as the standard library walks it.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from itertools import chain, repeat
from json.encoder import INFINITY, c_make_encoder, encode_basestring
from typing import Any

_INDENT = "  "
# exact types the C encoder writes exactly as the Python one does
_PLAIN = frozenset({str, int, float, bool, type(None)})

Out = Callable[[str], object]


def json_text(data: Any) -> str:
    """``json.dumps(data, ensure_ascii=False, indent=2, default=str)``, faster."""
    if c_make_encoder is None:  # a Python without the json accelerator
        return json.dumps(data, ensure_ascii=False, indent=2, default=str)
    parts: list[str] = []
    _write(data, 0, parts.append, set())
    return "".join(parts)


@cache
def _c_encoder(separator: str) -> Any:
    """The C encoder with ``separator`` between items (``default`` is never needed: it only
    sees plain values)."""
    return c_make_encoder(None, str, encode_basestring, None, ": ", separator, False, False, True)


def _plain_text(container: Any, level: int) -> str:
    """A non-empty list, tuple or dictionary of plain values, indented for ``level``."""
    inner = "\n" + _INDENT * (level + 1)
    text = "".join(_c_encoder("," + inner)(container, 0))
    return text[0] + inner + text[1:-1] + "\n" + _INDENT * level + text[-1]


def _float(value: float) -> str:
    if value != value:
        return "NaN"
    if value == INFINITY:
        return "Infinity"
    if value == -INFINITY:
        return "-Infinity"
    return float.__repr__(value)


def _key(key: Any) -> str | None:
    """A dictionary key as the standard library turns it into text."""
    if isinstance(key, str):
        return key
    if isinstance(key, float):
        return _float(key)
    if key is True:
        return "true"
    if key is False:
        return "false"
    if key is None:
        return "null"
    if isinstance(key, int):
        return int.__repr__(key)
    raise TypeError(f"keys must be str, int, float, bool or None, not {key.__class__.__name__}")


def _write(value: Any, level: int, out: Out, path: set[int]) -> None:
    # the standard library's order of tests (json.encoder._make_iterencode)
    if isinstance(value, str):
        out(encode_basestring(value))
    elif value is None:
        out("null")
    elif value is True:
        out("true")
    elif value is False:
        out("false")
    elif isinstance(value, int):
        out(int.__repr__(value))
    elif isinstance(value, float):
        out(_float(value))
    elif isinstance(value, list | tuple):
        _write_list(value, level, out, path)
    elif isinstance(value, dict):
        _write_dict(value, level, out, path)
    else:
        _enter(value, path)
        _write(str(value), level, out, path)  # default=str
        path.discard(id(value))


def _enter(container: Any, path: set[int]) -> None:
    if id(container) in path:
        raise ValueError("Circular reference detected")
    path.add(id(container))


def _write_list(items: list[Any] | tuple[Any, ...], level: int, out: Out, path: set[int]) -> None:
    if not items:
        out("[]")
        return
    if all(type(v) in _PLAIN for v in items):
        out(_plain_text(items, level))
        return
    _enter(items, path)
    if not _write_records(items, level, out):
        inner = ",\n" + _INDENT * (level + 1)
        out("[\n" + _INDENT * (level + 1))
        for i, v in enumerate(items):
            if i:
                out(inner)
            _write(v, level + 1, out, path)
        out("\n" + _INDENT * level + "]")
    path.discard(id(items))


def _write_dict(items: dict[Any, Any], level: int, out: Out, path: set[int]) -> None:
    if not items:
        out("{}")
        return
    if all(type(v) in _PLAIN for v in items.values()) and all(type(k) in _PLAIN for k in items):
        out(_plain_text(items, level))
        return
    _enter(items, path)
    inner = "\n" + _INDENT * (level + 1)
    out("{")
    for i, (k, v) in enumerate(items.items()):
        out(("," if i else "") + inner + encode_basestring(_key(k)) + ": ")
        _write(v, level + 1, out, path)
    out("\n" + _INDENT * level + "}")
    path.discard(id(items))


def _write_records(items: list[Any] | tuple[Any, ...], level: int, out: Out) -> bool:
    """A list of two or more dictionaries with the same keys, each value plain or a list of
    plain values, column by column; False (nothing written) otherwise."""
    first = items[0]
    if len(items) < 2 or type(first) is not dict or not first:
        return False
    keys = tuple(first)
    if set(map(type, items)) != {dict} or not all(map(keys.__eq__, map(tuple, items))):
        return False
    level_in = level + 1  # the dictionaries' level
    columns: list[list[str]] = []
    for key in keys:
        column = [d[key] for d in items]
        kinds = set(map(type, column))
        if kinds <= _PLAIN:
            columns.append(_plain_column(column))
        elif kinds <= {list, tuple} and set(map(type, chain.from_iterable(column))) <= _PLAIN:
            columns.append(_lists_column(column, level_in + 1))
        else:
            return False
    inner = "\n" + _INDENT * (level_in + 1)
    between = ",\n" + _INDENT * level_in
    # the records' pieces in order, the keys' text between the values: one join in C
    heads = [
        (between + "{" if i == 0 else ",") + inner + encode_basestring(_key(k)) + ": "
        for i, k in enumerate(keys)
    ]
    columns_with_heads: list[Any] = []
    for head, column in zip(heads, columns, strict=True):
        columns_with_heads += [repeat(head), column]
    columns_with_heads.append(repeat("\n" + _INDENT * level_in + "}"))
    # strict=False: the repeated heads are endless, the columns (all as long) end it
    body = "".join(chain.from_iterable(zip(*columns_with_heads, strict=False)))[len(between) :]
    out("[\n" + _INDENT * level_in + body + "\n" + _INDENT * level + "]")
    return True


def _plain_column(values: list[Any]) -> list[str]:
    """Each plain value's text, from one call of the C encoder (no value's text holds a
    raw line break, so the line breaks between them split it)."""
    if not values:
        return []
    return "".join(_c_encoder("\n")(values, 0))[1:-1].split("\n")


def _lists_column(lists: list[Any], level: int) -> list[str]:
    """Each list (or tuple) of plain values indented for ``level``; their values encoded
    together."""
    pieces = _plain_column(list(chain.from_iterable(lists)))
    inner = "\n" + _INDENT * (level + 1)
    between, end = "," + inner, "\n" + _INDENT * level + "]"
    out: list[str] = []
    at = 0
    for n in map(len, lists):
        if n:
            out.append("[" + inner + between.join(pieces[at : at + n]) + end)
            at += n
        else:
            out.append("[]")
    return out
