"""The layout shows the pipeline: no module imports itself back (directly or around a loop), no stage package
imports itself back through another one (the stages form a DAG), and the renderers print what the pipeline
resolved without planning anything themselves.

Every import counts, the lazy ones inside functions too; only ``if TYPE_CHECKING:`` imports (annotations) do
not, and neither does the package root ``macml_doctor`` (it holds ``__version__`` and the Python API façade,
which imports the commands lazily).
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "macml_doctor"
PLANNERS = {"macml_doctor.pipeline", "macml_doctor.remedy.plan", "macml_doctor.remedy.recipes",
            "macml_doctor.diagnose.engine"}


def modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = path
    return out


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped |= {id(n) for stmt in node.body for n in ast.walk(stmt)}
    return skipped


def imports() -> dict[str, set[str]]:
    """The package's import graph (a copy: read once per run)."""
    return {name: set(deps) for name, deps in _imports().items()}


@functools.cache
def _imports() -> dict[str, frozenset[str]]:
    mods = modules()
    graph: dict[str, frozenset[str]] = {}
    for name, path in mods.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skipped = _type_checking_nodes(tree)
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        found: set[str] = set()
        for node in ast.walk(tree):
            if id(node) in skipped:
                continue
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*up, base] if base else up)
                found |= {f"{base}.{a.name}" if f"{base}.{a.name}" in mods else base for a in node.names}
            elif isinstance(node, ast.Import):
                found |= {a.name for a in node.names}
        graph[name] = frozenset(m for m in found if m in mods and m not in (name, "macml_doctor"))
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_import_cycles() -> None:
    graph = imports()
    assert len(graph) > 50 and graph["macml_doctor.pipeline"]  # the walk found the package and its imports
    assert cycles(graph) == []


def packages(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """The import graph between the package's parts: each stage package (``kb``, ``gather``, …) and each top-level
    module (``facts``, ``pipeline``, …) is one node."""
    def part(module: str) -> str:
        return module.split(".")[1] if "." in module else module

    out: dict[str, set[str]] = {}
    for name, deps in graph.items():
        out.setdefault(part(name), set()).update(part(d) for d in deps if part(d) != part(name))
    return out


def test_no_package_level_cycles() -> None:
    graph = packages(imports())
    assert {"kb", "gather", "paste", "diagnose", "remedy", "probe", "render", "commands", "audit"} <= set(graph)
    assert graph["commands"] >= {"diagnose", "remedy", "render"}  # the walk found the edges between packages
    assert cycles(graph) == []


def test_the_knowledge_base_imports_no_stage() -> None:
    """kb/ is the bottom stage: the tables and their readers, over the shared vocabulary (facts, traits) and the
    shared utilities (paths, regex_cache)."""
    assert packages(imports())["kb"] <= {"facts", "traits", "errors", "messages", "paths", "regex_cache"}


def test_package_graph_folds_modules_into_their_package() -> None:
    graph = {"macml_doctor.kb.load": {"macml_doctor.facts"}, "macml_doctor.gather.collect": {"macml_doctor.kb.load"},
             "macml_doctor.kb.audit": {"macml_doctor.gather.collect"}, "macml_doctor.facts": set()}
    assert packages(graph) == {"kb": {"facts", "gather"}, "gather": {"kb"}, "facts": set()}
    assert cycles(packages(graph)) == [["gather", "kb"]]


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_renderers_import_no_planner() -> None:
    graph = imports()
    render = {name: deps & PLANNERS for name, deps in graph.items() if name.startswith("macml_doctor.render")}
    assert len(render) >= 5
    assert {name: deps for name, deps in render.items() if deps} == {}


def test_checks_import_no_planner_renderer_or_command() -> None:
    graph = imports()
    later = ("macml_doctor.remedy", "macml_doctor.render", "macml_doctor.commands", "macml_doctor.pipeline")
    bad = {name: sorted(d for d in deps if d.startswith(later))
           for name, deps in graph.items() if name.startswith("macml_doctor.diagnose")}
    assert {name: deps for name, deps in bad.items() if deps} == {}
