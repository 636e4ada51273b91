"""The layer rules of the architecture: who may import whom.

engine_ref imports nothing of organiser, Qt or the database; organiser.core is pure; only
organiser.ui touches Qt; printing has no Qt and no database; the CLI goes through services.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

QT = ("PySide6", "shiboken6", "pytestqt")
DB = ("sqlmodel", "sqlalchemy", "alembic", "psycopg")

# package -> prefixes it must never import
FORBIDDEN: dict[str, tuple[str, ...]] = {
    "engine_ref": ("organiser", *QT, *DB, "reportlab"),
    "organiser.core": (
        "organiser.store",
        "organiser.services",
        "organiser.printing",
        "organiser.ui",
        "organiser.cli",
        "organiser.web",
        "engine_ref",
        *QT,
        *DB,
        "reportlab",
    ),
    "organiser.store": (
        "organiser.services",
        "organiser.printing",
        "organiser.ui",
        "organiser.cli",
        "organiser.web",
        *QT,
    ),
    "organiser.printing": (
        "organiser.store",
        "organiser.services",
        "organiser.ui",
        "organiser.cli",
        "organiser.web",
        *QT,
        *DB,
    ),
    "organiser.services": ("organiser.ui", "organiser.cli", "organiser.web", *QT),
    "organiser.cli": ("organiser.ui", "organiser.store", *QT, *DB),
    # the event server: an outer layer beside the window and the command line, reading and
    # writing through the services only
    "organiser.web": (
        "organiser.ui",
        "organiser.cli",
        "organiser.store",
        "organiser.printing",
        *QT,
        *DB,
    ),
}


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    module = _module_name(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                name = ".".join([*base, node.module] if node.module else base)
            else:
                name = node.module or ""
            found.append((node.lineno, name))
    return found


def _matches(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def _sources() -> list[Path]:
    files = [*ROOT.joinpath("organiser").rglob("*.py"), *ROOT.joinpath("engine_ref").rglob("*.py")]
    return sorted(files)


@pytest.mark.parametrize("path", _sources(), ids=lambda p: str(p.relative_to(ROOT)))
def test_layer_rules(path: Path) -> None:
    module = _module_name(path)
    rules = [(pkg, banned) for pkg, banned in FORBIDDEN.items() if _matches(module, pkg)]
    violations = [
        f"{path.relative_to(ROOT)}:{line} imports {name} (not allowed in {pkg})"
        for pkg, banned in rules
        for line, name in _imports(path)
        for prefix in banned
        if _matches(name, prefix)
    ]
    assert not violations, "\n".join(violations)


def test_only_ui_imports_qt() -> None:
    offenders = [
        f"{path.relative_to(ROOT)}:{line} imports {name}"
        for path in _sources()
        if not _matches(_module_name(path), "organiser.ui")
        for line, name in _imports(path)
        if any(_matches(name, q) for q in QT)
    ]
    assert not offenders, "\n".join(offenders)


def test_checker_sees_a_violation(tmp_path: Path) -> None:
    """The checker itself must catch a forbidden import (guards against a vacuous rule)."""
    fake = ROOT / "organiser" / "core" / "_layer_probe.py"
    fake.write_text("from organiser.store import db\nimport PySide6.QtCore\n", encoding="utf-8")
    try:
        names = [name for _, name in _imports(fake)]
        assert "organiser.store" in names and "PySide6.QtCore" in names
        with pytest.raises(AssertionError):
            test_layer_rules(fake)
    finally:
        fake.unlink()


SERVICES = ROOT / "organiser" / "services"


def _service_imports(path: Path) -> set[str]:
    """The service modules one service module imports, anywhere in it (an import inside a
    function counts: that is how a circle hides)."""
    modules = {p.stem for p in SERVICES.glob("*.py") if p.stem != "__init__"}
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            if node.module == "organiser.services":
                found.update(a.name for a in node.names if a.name in modules)
            elif _matches(node.module, "organiser.services"):
                found.add(node.module.split(".")[2])
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if _matches(alias.name, "organiser.services") and alias.name.count(".") >= 2:
                    found.add(alias.name.split(".")[2])
    return found & modules - {path.stem}


def _circle(graph: dict[str, set[str]]) -> list[str]:
    """One circle of the graph (a list of modules back to the first), or []."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return []

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return []


def test_services_import_each_other_without_a_circle() -> None:
    graph = {
        p.stem: _service_imports(p) for p in sorted(SERVICES.glob("*.py")) if p.stem != "__init__"
    }
    assert graph["melee"] and graph["standings"]  # the checker sees the imports there are
    circle = _circle(graph)
    assert not circle, " -> ".join(circle)


def test_services_import_at_the_top_of_the_module() -> None:
    """With no circle to dodge, a service imports another at the top, where it is seen."""
    offenders = []
    for path in sorted(SERVICES.glob("*.py")):
        if path.name == "__init__.py":
            # not a service: the package's names load on first use (PEP 562), so that
            # organiser.services.dto imports without SQLAlchemy (the window paints first)
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        top = {id(node) for node in tree.body}
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.ImportFrom)
                and id(node) not in top
                and _matches(node.module or "", "organiser.services")
            ):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not offenders, "\n".join(offenders)


def test_the_circle_checker_sees_a_circle() -> None:
    assert _circle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert _circle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) == []
