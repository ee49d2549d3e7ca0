"""What an open costs with no transport: the server's own open path, in this process, for the big corpus files.

    python benchmarks/open_floor.py [FILE...] [--min-bytes N] [--runs N]

For each file (default: every corpus file of at least 1 MB), in a fresh Python process of its own: the document
(``Document.from_text``: the parse and the line index), the analysis (the node table and the index) and the
diagnostics, each with a fresh ``Project`` on the file's folder. The first run is cold (the process' first use of the
node models, the bundled PROTO index, ...), the others warm (the median of ``--runs``). Each is printed as a ratio
to the median of five full parses taken in the same process, with the file's node and field counts.

The issue 26 open guard (first diagnostics within 2x a parse, ``corpus_open.py``) cannot hold on a file whose warm
sum here is near 2x or over: the transport and the server's own first use only add to it. Prints figures only.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from lsp import DEFAULT_CORPUS, ROOT

CHILD = r'''
import json, statistics, sys, time
from pathlib import Path
from webots_ls.analysis.node_table import node_table
from webots_ls.analysis.project import Project, ProjectNodeTypes
from webots_ls.features.diagnostics import diagnostics
from webots_ls.snapshot import FileSnapshot
from webots_ls.syntax.document import Document
from webots_ls.syntax.parser import parse

path, runs = Path(sys.argv[1]), int(sys.argv[2])
text = path.read_bytes().decode("utf-8", "replace")
source = text.encode("utf-8")
stages = []
for _ in range(1 + runs):
    project = Project([path.parent])
    start = time.perf_counter()
    document = Document.from_text(text)
    documented = time.perf_counter()
    snapshot = FileSnapshot.of_document(path.as_uri(), 1, document, ProjectNodeTypes(path, document.source, project))
    analysed = time.perf_counter()
    diagnostics(snapshot.tree, snapshot.source, snapshot.analysis)
    stages.append((documented - start, analysed - documented, time.perf_counter() - analysed))
parses = []
for _ in range(5):
    start = time.perf_counter()
    tree = parse(source)
    parses.append(time.perf_counter() - start)
table = node_table(tree, source)
print(json.dumps({"parse": statistics.median(parses), "cold": stages[0],
                  "warm": [statistics.median(run[i] for run in stages[1:]) for i in range(3)],
                  "nodes": len(table.starts), "fields": len(table.field_starts)}))
'''


def measure(path: Path, runs: int) -> dict:
    result = subprocess.run([sys.executable, "-c", CHILD, str(path), str(runs)], capture_output=True, text=True,
                            check=True, cwd=ROOT / "server")
    return json.loads(result.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", type=Path, nargs="*")
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--min-bytes", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    files = args.files or [path for path in args.corpus.rglob("*")
                           if path.is_file() and path.suffix in (".wbt", ".proto")
                           and path.stat().st_size >= args.min_bytes]
    print(f"{'file':<46}{'MB':>6}{'nodes':>7}{'fields':>7}{'parse ms':>9}   document analysis diagnostics / parse:"
          f" cold | warm   sum cold | warm")
    for path in sorted(files, key=lambda path: path.stat().st_size):
        found = measure(path, args.runs)
        parse, cold, warm = found["parse"], found["cold"], found["warm"]
        print(f"{path.name[-46:]:<46}{path.stat().st_size / 1e6:6.2f}{found['nodes']:7d}{found['fields']:7d}"
              f"{parse * 1e3:9.1f}   " + " ".join(f"{value / parse:5.2f}" for value in cold) + " | "
              + " ".join(f"{value / parse:5.2f}" for value in warm)
              + f"   {sum(cold) / parse:5.2f}x | {sum(warm) / parse:5.2f}x", flush=True)


if __name__ == "__main__":
    main()
