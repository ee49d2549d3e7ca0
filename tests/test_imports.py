"""The package's import graph, read from the source (every `import`, at module level or inside a function: a
function-level import closes a cycle too): no cycle anywhere in `server/webots_ls`, and no module imports a
private name (`_x`) of another module of the package."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE_ROOT = Path(__file__).resolve().parents[1] / "server" / "webots_ls"
PACKAGE = "webots_ls"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE_ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def package_modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PACKAGE_ROOT.rglob("*.py"))}


def absolute(module: str, path: Path, node: ast.ImportFrom) -> str:
    """The absolute module an ImportFrom names (`from ..x import y` inside `webots_ls.a.b`)."""
    if not node.level:
        return node.module or ""
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    base = package[: len(package) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def imports_of(module: str, path: Path, modules: dict[str, Path]) -> list[tuple[str, str | None, int]]:
    """(imported module, imported name or None, line) for each import in the file that names a package module."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == PACKAGE:
                    found.append((alias.name, None, node.lineno))
        elif isinstance(node, ast.ImportFrom):
            target = absolute(module, path, node)
            if target.split(".")[0] != PACKAGE:
                continue
            for alias in node.names:
                submodule = f"{target}.{alias.name}"
                if submodule in modules:  # `from . import x`: the module x
                    found.append((submodule, None, node.lineno))
                else:
                    found.append((target, alias.name, node.lineno))
    return found


def import_graph() -> dict[str, set[str]]:
    modules = package_modules()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        for target, _, _ in imports_of(name, path, modules):
            if target in modules and target != name:
                graph[name].add(target)
    return graph


def find_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan, iterative), each with one cycle
    through it as a list of modules."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    components: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    components.append(one_cycle(graph, set(component)))
    return components


def one_cycle(graph: dict[str, set[str]], component: set[str]) -> list[str]:
    """A cycle inside a strongly connected component: a shortest path from its first module back to it."""
    start = min(component)
    previous: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for child in sorted(graph[node] & component):
                if child == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(previous[path[-1]])
                    return [start] + path[::-1][1:] + [start] if len(path) > 1 else [start, start]
                if child not in previous:
                    previous[child] = node
                    following.append(child)
        frontier = following
    return sorted(component)


def test_the_cycle_finder_finds_a_cycle():
    # The finder itself: a cycle of three, a self-contained tail and a second, separate cycle of two.
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"f"}, "f": {"e"}}
    cycles = find_cycles(graph)
    assert sorted(cycles) == [["a", "b", "c", "a"], ["e", "f", "e"]]
    assert find_cycles({"a": {"b"}, "b": set()}) == []


def test_the_graph_reads_function_level_and_relative_imports():
    graph = import_graph()
    # Module-level relative import: index imports tree_pass.
    assert "webots_ls.analysis.tree_pass" in graph["webots_ls.analysis.index"]
    # A relative import from a package's own __init__ and `from . import x` resolve to modules.
    assert "webots_ls.server.app" in graph["webots_ls.server"]


def test_no_import_cycle_in_the_package():
    cycles = find_cycles(import_graph())
    assert not cycles, "import cycles:\n" + "\n".join(" -> ".join(cycle) for cycle in cycles)


def test_no_module_imports_a_private_name_of_another():
    modules = package_modules()
    offences = []
    for name, path in modules.items():
        for target, imported, line in imports_of(name, path, modules):
            if imported and imported.startswith("_") and not imported.startswith("__") and target != name:
                offences.append(f"{path.relative_to(PACKAGE_ROOT.parent)}:{line}: {imported} from {target}")
    assert not offences, "private names imported across modules:\n" + "\n".join(offences)


def test_no_registry_entry_names_a_private_function():
    # The rule registry names its functions by string ("module.function"), an import in all but name: a private
    # function named there is used from another module as surely as an imported one.
    from webots_ls.analysis.codes import REGISTRY, resolve

    offences = []
    for entry in REGISTRY:
        module, _, name = entry.function.rpartition(".")
        if any(part.startswith("_") for part in (*module.split("."), name)):
            offences.append(f"{entry.name}: {entry.function}")
        assert callable(resolve(entry.function)), entry.function
    assert not offences, "registry entries naming private functions:\n" + "\n".join(offences)


def private_attributes(module: str, path: Path, modules: dict[str, Path], text: str | None = None) -> list[str]:
    """`alias._name` where `alias` is a package module imported by this file (`from . import schema` then
    `schema._sweep`): a private name used across modules without importing it by name."""
    tree = ast.parse(text if text is not None else path.read_text(encoding="utf-8"), str(path))
    aliases: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == PACKAGE:
                    aliases[alias.asname or alias.name] = alias.name
        elif isinstance(node, ast.ImportFrom):
            target = absolute(module, path, node)
            for alias in node.names:
                if f"{target}.{alias.name}" in modules:
                    aliases[alias.asname or alias.name] = f"{target}.{alias.name}"
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
            base = ast.unparse(node.value)
            if aliases.get(base, module) != module:
                found.append((node.lineno, f"{node.lineno}: {base}.{node.attr}"))
    return [text for _, text in sorted(found)]


def test_the_private_attribute_finder_finds_one():
    modules = package_modules()
    path = PACKAGE_ROOT / "features" / "diagnostics.py"
    text = "from ..analysis import schema\nimport webots_ls.analysis.index\nschema._sweep()\nwebots_ls.analysis.index._x\n"
    assert private_attributes("webots_ls.features.diagnostics", path, modules, text) == [
        "3: schema._sweep", "4: webots_ls.analysis.index._x"]
    assert private_attributes("webots_ls.features.diagnostics", path, modules, "from . import x\nx._y\n") == []


def test_no_module_reads_a_private_name_of_another_through_the_module():
    modules = package_modules()
    offences = [f"{path.relative_to(PACKAGE_ROOT.parent)}:{found}"
                for name, path in modules.items() for found in private_attributes(name, path, modules)]
    assert not offences, "private names read across modules:\n" + "\n".join(offences)
