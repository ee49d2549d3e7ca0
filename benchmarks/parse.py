"""Grammar benchmark: full-parse throughput over the corpus and incremental reparse after a 1-char edit.

Prints figures only (median, p95, MB/s), each beside a baseline measured in the same run:
- full parse of the corpus vs a plain regex split of the same bytes into words (a floor for any tokenizer);
- incremental reparse after a 1-character edit vs a full parse of the same file.

Usage: python benchmarks/parse.py [--corpus PATH] [--repeat N]
"""

from __future__ import annotations

import argparse
import csv
import random
import re
import statistics
import time
from pathlib import Path

import tree_sitter
import tree_sitter_webots

LANGUAGE = tree_sitter.Language(tree_sitter_webots.language())
WORDS = re.compile(rb"[^\s,{}\[\]#]+")


def timed(function, repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return times


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def point_of(source: bytes, offset: int) -> tuple[int, int]:
    return source.count(b"\n", 0, offset), offset - (source.rfind(b"\n", 0, offset) + 1)


def mesh_world(target_bytes: int) -> bytes:
    """One IndexedFaceSet with one point per line and all indices on one line, as exporters write them."""
    rng = random.Random(1)
    points, indices, size, n = [], [], 0, 0
    while size < target_bytes:
        line = f"{rng.uniform(-1, 1):.6f} {rng.uniform(-1, 1):.6f} {rng.uniform(-1, 1):.6f}"
        points.append(line)
        indices.append(f"{n} {n + 1} {n + 2} -1" if n % 3 == 0 else "")
        size += len(line) + 1 + (len(indices[-1]) + 1 if indices[-1] else 0)
        n += 1
    return ("#VRML_SIM R2023b utf8\nShape {\n  geometry IndexedFaceSet {\n    coord Coordinate {\n      point [\n"
            + "\n".join(points) + "\n      ]\n    }\n    coordIndex [ " + " ".join(i for i in indices if i)
            + " ]\n  }\n}\n").encode()


def small_nodes_world(target_bytes: int) -> bytes:
    rng = random.Random(2)
    parts, size, i = ["#VRML_SIM R2023b utf8\nWorldInfo {}\n"], 0, 0
    while size < target_bytes:
        part = (f"DEF BOX_{i} Solid {{\n  translation {rng.random():.3f} {rng.random():.3f} 0\n"
                f"  rotation 0 0 1 {rng.random():.4f}\n  children [\n    DEF SHAPE_{i} Shape {{\n"
                f"      appearance PBRAppearance {{ baseColor 1 0 0 roughness 1 }}\n"
                f"      geometry Box {{ size 0.1 0.1 0.1 }}\n    }}\n  ]\n  name \"box {i}\"\n"
                f"  boundingObject USE SHAPE_{i}\n}}\n")
        parts.append(part)
        size += len(part)
        i += 1
    return "".join(parts).encode()


def corpus_figures(corpus: Path, repeat: int) -> None:
    with open(corpus / "manifest.tsv", newline="", encoding="utf-8") as table:
        files = [corpus / row["relpath"] for row in csv.DictReader(table, delimiter="\t")]
    sources = [path.read_bytes() for path in files]
    total = sum(map(len, sources))
    parser = tree_sitter.Parser(LANGUAGE)
    clean = sum(not parser.parse(source).root_node.has_error for source in sources)

    parse_times = timed(lambda: [parser.parse(source) for source in sources], repeat)
    split_times = timed(lambda: [WORDS.findall(source) for source in sources], repeat)
    parse_median, split_median = statistics.median(parse_times), statistics.median(split_times)
    print(f"corpus: {len(sources)} files, {total / 1e6:.1f} MB, clean {clean}/{len(sources)} "
          f"({100 * clean / len(sources):.1f}%)")
    print(f"  full parse      median {parse_median * 1e3:8.1f} ms  p95 {p95(parse_times) * 1e3:8.1f} ms"
          f"  {total / parse_median / 1e6:6.1f} MB/s")
    print(f"  baseline split  median {split_median * 1e3:8.1f} ms  p95 {p95(split_times) * 1e3:8.1f} ms"
          f"  {total / split_median / 1e6:6.1f} MB/s   (regex split into words)")
    print(f"  ratio parse/split {parse_median / split_median:.2f}")


def edit_figures(name: str, source: bytes, edit_at: int, repeat: int) -> None:
    parser = tree_sitter.Parser(LANGUAGE)
    full_times = timed(lambda: parser.parse(source), max(3, repeat // 4))
    base = parser.parse(source)
    assert not base.root_node.has_error, name
    incremental_times = []
    rng = random.Random(3)
    for _ in range(repeat):
        offset = edit_at + rng.randrange(-200, 200)
        while chr(source[offset]) not in "0123456789":
            offset += 1
        new_source = source[:offset] + b"7" + source[offset + 1:]
        old = base.copy()
        point = point_of(source, offset)
        old.edit(start_byte=offset, old_end_byte=offset + 1, new_end_byte=offset + 1,
                 start_point=point, old_end_point=(point[0], point[1] + 1), new_end_point=(point[0], point[1] + 1))
        start = time.perf_counter()
        parser.parse(new_source, old)
        incremental_times.append(time.perf_counter() - start)
    full, incremental = statistics.median(full_times), statistics.median(incremental_times)
    print(f"{name}: {len(source) / 1e6:.1f} MB")
    print(f"  full parse           median {full * 1e3:8.2f} ms  p95 {p95(full_times) * 1e3:8.2f} ms"
          f"  {len(source) / full / 1e6:6.1f} MB/s")
    print(f"  1-char edit reparse  median {incremental * 1e3:8.2f} ms  p95 {p95(incremental_times) * 1e3:8.2f} ms")
    print(f"  speed-up full/incremental {full / incremental:.0f}x (median), {full / p95(incremental_times):.0f}x (p95)")


def main() -> None:
    here = Path(__file__).resolve().parent
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--corpus", type=Path, default=here.parent.parent / "shared" / "corpus")
    arguments.add_argument("--repeat", type=int, default=20)
    options = arguments.parse_args()

    corpus_figures(options.corpus, max(3, options.repeat // 4))
    mesh = mesh_world(3_000_000)
    edit_figures("mesh world (one IndexedFaceSet, point per line, coordIndex on one line)", mesh,
                 mesh.index(b"point [") + len(mesh) // 3, options.repeat)
    edit_figures("mesh world, edit inside the one-line coordIndex", mesh,
                 mesh.index(b"coordIndex") + 100_000, options.repeat)
    nodes = small_nodes_world(5_000_000)
    edit_figures("world of many small nodes", nodes, len(nodes) // 2, options.repeat)


if __name__ == "__main__":
    main()
