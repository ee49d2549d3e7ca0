"""How the project model resolves the PROTO instances of ../shared/corpus (figures only, never asserts).

The corpus keeps each file flat; its manifest gives the original path, so the projects are laid out again in a
temporary folder (symlinks) and each world and PROTO is resolved as an editor opened on its repository would:
workspace folder = the repository, no Webots installation (the bundled index). Every node type that is not a
built-in node is one PROTO instance, counted by outcome:
- resolved: a project file, the library index, or an EXTERNPROTO to a web address (known, never fetched);
- declared file not in the corpus: a relative EXTERNPROTO whose file the corpus did not keep;
- missing declaration: an R2022b+ file using a known PROTO it does not declare (Webots: "Missing declaration for
  '%1', add: ...", then loads it), inside template branches too (Webots only complains when the branch runs);
- unknown: found nowhere (older Webots nodes such as DifferentialWheels, PROTOs the corpus did not keep).
Then the findings of ``analysis.proto_rules`` on the same files, by code and severity.

    .venv/bin/python benchmarks/proto_resolution.py [--top N]
"""

from __future__ import annotations

import argparse
import collections
import csv
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "server"))

from tree_sitter import Query, QueryCursor  # noqa: E402

from webots_ls.analysis.node_models import find_node_model  # noqa: E402
from webots_ls.analysis.project import Project, ProjectNodeTypes  # noqa: E402
from webots_ls.analysis.proto_rules import proto_findings  # noqa: E402
from webots_ls.syntax.parser import LANGUAGE, parse  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus"
NODE_TYPES = Query(LANGUAGE, "(node type: (node_type) @type)")


def lay_out(rows: list[dict], folder: Path) -> list[tuple[str, Path]]:
    files = []
    for row in rows:
        repository = row["source_repo"].replace("/", "__")
        path = folder / repository / row["original_path"]
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists():
            path.symlink_to(CORPUS / row["relpath"])
        if row["kind"] in ("wbt", "proto"):
            files.append((repository, path))
    return files


def outcome(types: ProjectNodeTypes, name: str) -> str:
    if types.missing_declaration(name):
        return "missing declaration"  # loaded all the same, with an error
    found = types.resolve(name)
    if found is not None:
        return "resolved: " + {"file": "project file", "library": "library index", "declared": "web address"}[
            found.kind]
    return "declared file not in the corpus" if name in types.declarations() else "unknown"


def main() -> None:
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--top", type=int, default=10, help="unresolved names shown per outcome")
    top = arguments.parse_args().top
    rows = list(csv.DictReader((CORPUS / "manifest.tsv").open(encoding="utf-8"), delimiter="\t"))
    counts: collections.Counter = collections.Counter()
    names: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    findings: collections.Counter = collections.Counter()
    with tempfile.TemporaryDirectory() as folder:
        files = lay_out(rows, Path(folder))
        projects: dict[str, Project] = {}
        started = time.perf_counter()
        for repository, path in files:
            project = projects.setdefault(repository, Project([Path(folder) / repository]))
            source = path.read_bytes()
            types = ProjectNodeTypes(path, source, project)
            tree = parse(source)
            findings.update((finding.code, finding.severity) for finding in proto_findings(tree, source, types))
            for node in QueryCursor(NODE_TYPES).captures(tree.root_node).get("type", []):
                name = source[node.start_byte:node.end_byte].decode("utf-8", "replace")
                if node.named_child_count or find_node_model(name) is not None:
                    continue  # a templated name, or a built-in node
                result = outcome(types, name)
                counts[result] += 1
                names[result][name] += 1
        elapsed = time.perf_counter() - started
    total = sum(counts.values())
    print(f"{len(files)} files, {total} PROTO instances, {elapsed:.1f} s (parse included)")
    for result, count in sorted(counts.items()):
        print(f"  {result:35} {count:6}  {100 * count / total:5.1f}%")
        if not result.startswith("resolved"):
            print("      " + ", ".join(f"{name} {n}" for name, n in names[result].most_common(top)))
    print("proto_rules findings:")
    for (code, severity), count in sorted(findings.items()):
        print(f"  {code:25} {severity:8} {count:6}")


if __name__ == "__main__":
    main()
