#!/usr/bin/env python3
"""Start a 2nd-edition card file from the card data: the card's facts, never its text.

    python scripts/card_facts.py 01067 01088 …     # writes engine_ref/data/cards/lcg2/<code>_<name>.yaml
    python scripts/card_facts.py --show 01067      # prints the facts and, to read while you
                                                   # script it, the printed text (not written)

The file gets the facts the card data holds (code, name, type, faction, loyal, unique, cost,
STR, icons, traits, plot values, deck limit) and the keywords that open its text (Stealth.,
Renown., Ambush (2)., No attachments except Weapon. …), and an empty ``abilities`` list to
fill in the project's own words (docs/engine/cards.md). An existing file is left alone.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "carddata" / "agot2e"
OUT = ROOT / "engine_ref" / "data" / "cards" / "lcg2"
KEYWORD = re.compile(
    r"^(stealth|renown|insight|intimidate|pillage|limited|terminal|assault|"
    r"no attachments(?: except [a-z ,]+)?|no [a-z]+ attachments|"
    r"(?:ambush|shadow|bestow) \((?:\d+|x)\))$"
)


def cards(data: Path = DATA) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for f in sorted((data / "packs").glob("*.json")):
        pack = json.loads(f.read_text(encoding="utf-8"))
        for c in pack["cards"]:
            out[c["code"]] = {**c, "pack": pack["code"]}
    return out


def plain(text: str) -> str:
    text = re.sub(r"<[^>]+>", "", text or "")
    return text.replace("\xa0", " ")


def keywords(text: str) -> list[str]:
    """The keywords a card's text opens with (a first line made only of keywords)."""
    first = plain(text).split("\n", 1)[0]
    parts = [p.strip().lower() for p in first.split(".") if p.strip()]
    if not parts or not all(KEYWORD.match(p) for p in parts):
        return []
    return parts


def slug(name: str) -> str:
    name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def facts(c: dict[str, Any]) -> dict[str, Any]:
    f: dict[str, Any] = {
        "edition": "lcg2",
        "code": c["code"],
        "name": c["name"],
        "type": c["type"],
        "faction": c.get("faction", "neutral"),
    }
    if c.get("loyal"):
        f["loyal"] = True
    if c.get("unique"):
        f["unique"] = True
    if c["type"] in ("character", "location", "attachment", "event"):
        cost = c.get("cost")
        f["cost"] = "X" if cost in ("X", "x") else (-1 if cost in (None, "-") else int(cost))
    if c["type"] == "character":
        printed = c.get("strength")
        # a printed STR of X is 0 but for the card's own ability, which the author encodes
        f["strength"] = 0 if printed in ("X", "x", None, "-") else int(printed)
        f["icons"] = [k for k in ("military", "intrigue", "power") if (c.get("icons") or {}).get(k)]
    if c.get("traits"):
        f["traits"] = list(c["traits"])
    kws = keywords(c.get("text", ""))
    if kws:
        f["keywords"] = kws
    if c["type"] == "plot":
        ps = c.get("plotStats") or {}
        f["plot"] = {k: int(ps.get(k) or 0) for k in ("income", "initiative", "claim", "reserve")}
    if c.get("deckLimit") is not None:
        f["deck_limit"] = int(c["deckLimit"])
    return f


def dump(f: dict[str, Any]) -> str:
    lines = []
    for k, v in f.items():
        if isinstance(v, str):
            lines.append(
                f"{k}: {json.dumps(v, ensure_ascii=False) if k in ('code', 'name') or ':' in v else v}"
            )
        elif isinstance(v, bool):
            lines.append(f"{k}: {'true' if v else 'false'}")
        elif isinstance(v, list):
            lines.append(
                f"{k}: [{', '.join(json.dumps(x, ensure_ascii=False) if ' ' in str(x) or '(' in str(x) else str(x) for x in v)}]"
            )
        elif isinstance(v, dict):
            lines.append(f"{k}: {{{', '.join(f'{a}: {b}' for a, b in v.items())}}}")
        else:
            lines.append(f"{k}: {v}")
    lines.append("abilities: []")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("codes", nargs="+")
    ap.add_argument(
        "--show", action="store_true", help="print facts and printed text; write nothing"
    )
    ap.add_argument("--data", type=Path, default=DATA)
    args = ap.parse_args(argv)
    if not (args.data / "packs").is_dir():
        print(f"card data not found at {args.data}", file=sys.stderr)
        return 2
    all_cards = cards(args.data)
    for code in args.codes:
        c = all_cards.get(code)
        if c is None:
            print(f"no card {code}", file=sys.stderr)
            return 2
        text = dump(facts(c))
        if args.show:
            print(
                text
                + "# printed text (read it, do not copy it):\n# "
                + plain(c.get("text", "")).replace("\n", "\n# ")
            )
            continue
        path = OUT / f"{code}_{slug(c['name'])}.yaml"
        if path.exists():
            print(f"{path.relative_to(ROOT)} exists: left alone")
            continue
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
