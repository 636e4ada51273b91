"""Regenerates the shipped, facts-only card catalogue from the public card data.

    .venv/bin/python scripts/build_catalogue.py [DATA_FOLDER] [--out resources/cards/agot2e.json.gz]

DATA_FOLDER is a throneteki-json-data checkout (default: ../shared/carddata/agot2e). The
output holds facts only (codes, names, packs, types, factions, loyalty, uniqueness, costs,
strength, icons, traits, keywords, plot values, deck limits, restricted lists): no card
rules text and no flavour text. The bytes are reproducible for the same input.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from organiser.core.cards import catalogue_to_facts, load_pack_folder, save_catalogue

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "data", nargs="?", type=Path, default=ROOT.parent / "shared" / "carddata" / "agot2e"
    )
    parser.add_argument("--out", type=Path, default=ROOT / "resources" / "cards" / "agot2e.json.gz")
    args = parser.parse_args(argv)
    catalogue = load_pack_folder(args.data)
    # The import record names the data, not the machine it was built on.
    catalogue.imports = [
        type(i)(source=args.data.name, kind=i.kind, cards=i.cards, at=i.at)
        for i in catalogue.imports
    ]
    facts = catalogue_to_facts(catalogue)
    forbidden = {"text", "flavor", "errata", "illustrator", "imageUrl", "octgnId"}
    leaked = [row["code"] for row in facts["cards"] if forbidden & set(row)]
    if leaked:  # pragma: no cover - a guard for future edits of catalogue_to_facts
        print(f"refusing to ship rules text: {leaked[:5]}", file=sys.stderr)
        return 1
    out = save_catalogue(catalogue, args.out)
    print(
        f"{out}: {len(catalogue.cards)} cards, {len(catalogue.packs)} packs, "
        f"{len(catalogue.restricted_lists)} restricted-list versions, {out.stat().st_size} bytes"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
