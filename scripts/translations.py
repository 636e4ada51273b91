"""Maester's translation catalogues: extract the strings, then compile them.

    python scripts/translations.py update    # new/changed strings into every .ts and .po
    python scripts/translations.py compile   # .ts -> .qm (lrelease), .po -> .mo (Babel)

The window (organiser/ui) uses Qt's mechanism: ``pyside6-lupdate`` scans ``tr()``,
``QCoreApplication.translate()`` and ``QT_TRANSLATE_NOOP()`` into
``resources/translations/maester_<lang>.ts``; ``pyside6-lrelease`` compiles them to ``.qm``.
English has a catalogue of its plural forms only ("%n player(s)").

Printing, the published page and the CLI use gettext: the calls of ``_()``, ``ngettext()``
and ``N_()`` are extracted into ``organiser/locale/maester.pot``, merges it into
``organiser/locale/<lang>/LC_MESSAGES/maester.po`` and compiles ``maester.mo`` beside it.
See docs/translating.md.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
LANGUAGES = ("de", "es", "fr", "it", "pl")
TS_DIR = ROOT / "resources" / "translations"
LOCALE_DIR = ROOT / "organiser" / "locale"
POT = LOCALE_DIR / "maester.pot"
GETTEXT_SOURCES = (
    "organiser/printing",
    "organiser/cli",
    "organiser/web",
    "organiser/i18n.py",
    # the messages of the errors a user can cause, made with M_() (organiser/core/errors.py)
    "organiser/services",
    "organiser/core",
)


def tool(name: str) -> str:
    found = BIN / name
    return str(found) if found.exists() else name


def run(*args: str) -> None:
    subprocess.run(args, cwd=ROOT, check=True)


def ts_path(lang: str) -> Path:
    return TS_DIR / f"maester_{lang}.ts"


def _gettext_calls(path: Path) -> list[str | tuple[str, str]]:
    """The messages of ``_()``, ``N_()`` and ``ngettext()`` calls in a file, in order, found in
    its syntax tree: also inside f-strings, which a tokenizer-based extractor does not see."""
    found: list[str | tuple[str, str]] = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            continue
        args = [a.value if isinstance(a, ast.Constant) else None for a in node.args]
        if node.func.id in ("_", "N_", "M_") and args and isinstance(args[0], str):
            found.append(args[0])
        elif (
            node.func.id == "ngettext"
            and len(args) >= 2
            and isinstance(args[0], str)
            and isinstance(args[1], str)
        ):
            found.append((args[0], args[1]))
    return found


def extract_gettext() -> None:
    """organiser/locale/maester.pot from the sources of the non-Qt layers."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    catalog = Catalog(project="Maester", fuzzy=False)
    for source in GETTEXT_SOURCES:
        root = ROOT / source
        for path in sorted([root] if root.is_file() else root.rglob("*.py")):
            for message in _gettext_calls(path):
                catalog.add(message)
    with POT.open("wb") as out:
        write_po(out, catalog, omit_header=True, no_location=True, sort_output=True)


def update() -> None:
    TS_DIR.mkdir(parents=True, exist_ok=True)
    LOCALE_DIR.mkdir(parents=True, exist_ok=True)
    sources = [str(p.relative_to(ROOT)) for p in sorted((ROOT / "organiser" / "ui").rglob("*.py"))]
    for lang in LANGUAGES:
        run(tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", *sources,
            "-target-language", lang, "-ts", str(ts_path(lang)))  # fmt: skip
    run(tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", "-pluralonly", *sources,
        "-target-language", "en", "-ts", str(ts_path("en")))  # fmt: skip
    extract_gettext()
    for lang in LANGUAGES:
        po = LOCALE_DIR / lang / "LC_MESSAGES" / "maester.po"
        if po.exists():
            run(tool("pybabel"), "update", "--no-fuzzy-matching", "-D", "maester",
                "-i", str(POT), "-d", str(LOCALE_DIR), "-l", lang)  # fmt: skip
        else:
            run(tool("pybabel"), "init", "-D", "maester", "-i", str(POT), "-d", str(LOCALE_DIR),
                "-l", lang)  # fmt: skip


def compile_all() -> None:
    for lang in (*LANGUAGES, "en"):
        run(tool("pyside6-lrelease"), "-silent", str(ts_path(lang)), "-qm",
            str(TS_DIR / f"maester_{lang}.qm"))  # fmt: skip
    run(tool("pybabel"), "compile", "-D", "maester", "-d", str(LOCALE_DIR), "--statistics")


def main(argv: list[str]) -> int:
    what = argv[1] if len(argv) > 1 else ""
    if what == "update":
        update()
    elif what == "compile":
        compile_all()
    elif what == "all":
        update()
        compile_all()
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
