"""Import every module of the named packages, and every absolute import any of them makes (the
lazy ones inside functions too, read from the source with `ast`; an import guarded by
`except ImportError` is optional by design and left out), in this interpreter. Exits 1
listing what failed: a dependency the project uses but does not declare, or a broken install of
one (e.g. justext needing lxml.html.clean, which lxml >= 5.2 moved to its own distribution)."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import sys
from pathlib import Path

failures: list[str] = []
imported: set[str] = set()


def try_import(name: str, why: str) -> None:
    if name in imported:
        return
    imported.add(name)
    try:
        importlib.import_module(name)
    except Exception as exc:  # any failure to import is what this check is for
        failures.append(f"{name} ({why}): {type(exc).__name__}: {exc}")


def _catches_import_error(handler: ast.ExceptHandler) -> bool:
    """An `except ImportError` (or ModuleNotFoundError): the import it guards is optional."""
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(isinstance(k, ast.Name) and k.id in ("ImportError", "ModuleNotFoundError")
               for k in kinds)


for package_name in sys.argv[1:]:
    package = importlib.import_module(package_name)
    modules = [package_name] + [m.name for m in pkgutil.walk_packages(package.__path__,
                                                                      f"{package_name}.")]
    for module in modules:
        try_import(module, "a module of the package")
    for path in Path(package.__path__[0]).rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        guarded = {inner for node in ast.walk(tree) if isinstance(node, ast.Try)
                   and any(_catches_import_error(h) for h in node.handlers)
                   for stmt in node.body for inner in ast.walk(stmt)}
        for node in ast.walk(tree):
            if node in guarded:
                continue
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module] if isinstance(node, ast.ImportFrom) and node.level == 0
                     and node.module else [])
            for name in names:
                try_import(name, f"imported in {path}")

print(f"imported {len(imported)} modules", file=sys.stderr)
if failures:
    print("modules that do not import:\n  " + "\n  ".join(failures), file=sys.stderr)
    sys.exit(1)
