"""Every JavaScript and Lua template PROTO of the corpus rendered at its defaults by the template engine.

    python benchmarks/templates_corpus.py [--corpus DIR] [--repeat R] [--show-errors]

The PROTOs are the corpus manifest's rows with a template_lang (js or lua). Prints how many render and how many
fail, the failures grouped by message, the time per render (p50, p95, max over the best of R runs of each file),
and whether each rendered text parses clean with the grammar (no ERROR or MISSING node), listing those that do not.
Prints figures only; never asserts (tests/analysis/test_templates_corpus.py asserts).
"""

from __future__ import annotations

import argparse
import csv
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "server"))

from webots_ls.analysis.templates import RenderContext, render  # noqa: E402
from webots_ls.syntax.parser import new_parser  # noqa: E402


def template_protos(corpus: Path) -> list[tuple[Path, str]]:
    with open(corpus / "manifest.tsv", encoding="utf-8", newline="") as manifest:
        rows = csv.DictReader(manifest, delimiter="\t", quoting=csv.QUOTE_NONE)
        return [(corpus / row["relpath"], row["template_lang"]) for row in rows if row["template_lang"] in ("js", "lua")]


def problems(text: str) -> list[str]:
    """The ERROR and MISSING nodes of ``text`` parsed with the grammar, as 'line:column kind'."""
    tree = new_parser().parse(text.encode("utf-8"))
    found, stack = [], [tree.root_node]
    while stack:
        node = stack.pop()
        if node.is_error or node.is_missing:
            found.append(f"{node.start_point[0] + 1}:{node.start_point[1] + 1} {'MISSING' if node.is_missing else 'ERROR'}")
            continue
        if node.has_error:
            stack.extend(node.children)
    return sorted(found)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--show-errors", action="store_true", help="print each failing file with its error")
    args = parser.parse_args()
    protos = template_protos(args.corpus)
    times, failures, unclean = [], defaultdict(list), []
    counts = defaultdict(lambda: [0, 0])
    for path, language in protos:
        text = path.read_text(encoding="utf-8", errors="replace")
        best = float("inf")
        for _ in range(args.repeat):
            start = time.perf_counter()
            rendered = render(text, context=RenderContext(proto=str(path)))
            best = min(best, time.perf_counter() - start)
        times.append(best)
        relative = path.relative_to(args.corpus)
        if rendered.text is None:
            counts[language][1] += 1
            failures[rendered.errors[0].message.split("\n")[0][:120]].append(str(relative))
            continue
        counts[language][0] += 1
        found = problems(rendered.text)
        if found:
            unclean.append((str(relative), found[:3]))
    total_ok = sum(ok for ok, _ in counts.values())
    print(f"{len(protos)} template PROTOs: {total_ok} render, {len(protos) - total_ok} fail")
    for language, (ok, failed) in sorted(counts.items()):
        print(f"  {language}: {ok} render, {failed} fail")
    for message, paths in sorted(failures.items(), key=lambda item: -len(item[1])):
        print(f"  {len(paths)} x {message}")
        if args.show_errors:
            for path in paths:
                print(f"      {path}")
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    print(f"time per render: p50 {statistics.median(ordered) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, "
          f"max {ordered[-1] * 1000:.1f} ms (best of {args.repeat})")
    print(f"rendered texts that parse clean: {total_ok - len(unclean)} of {total_ok}")
    for path, found in unclean:
        print(f"  not clean: {path}: {', '.join(found)}")


if __name__ == "__main__":
    main()
