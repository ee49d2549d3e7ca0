"""Every JavaScript and Lua template PROTO of the corpus (manifest column template_lang) rendered at its defaults by
the template engine: each renders, or fails only as the allow-list below says and why; every rendered text parses
clean with the grammar (no ERROR or MISSING node). benchmarks/templates_corpus.py prints the same with timings."""

from __future__ import annotations

import csv

import pytest

from tests.analysis.helpers import CORPUS
from webots_ls.analysis.templates import RenderContext, render
from webots_ls.syntax.parser import new_parser

pytestmark = pytest.mark.corpus

MANIFEST = CORPUS.parent / "manifest.tsv"

# relpath -> (the start of the engine's message, why Webots would render it and this engine does not). Empty: every
# template PROTO of the corpus renders (the modules they import and the Lua compatibility functions they call are
# all provided).
ALLOWED_FAILURES: dict[str, tuple[str, str]] = {}


def template_protos() -> list[tuple[str, str]]:
    with open(MANIFEST, encoding="utf-8", newline="") as manifest:
        rows = csv.DictReader(manifest, delimiter="\t", quoting=csv.QUOTE_NONE)
        return [(row["relpath"], row["template_lang"]) for row in rows if row["template_lang"] in ("js", "lua")]


def unclean_places(text: str) -> list[str]:
    tree = new_parser().parse(text.encode("utf-8"))
    found, stack = [], [tree.root_node]
    while stack:
        node = stack.pop()
        if node.is_error or node.is_missing:
            found.append(f"{node.start_point[0] + 1}:{node.start_point[1] + 1}")
        elif node.has_error:
            stack.extend(node.children)
    return found


def test_every_template_proto_renders_and_parses_clean():
    protos = template_protos()
    assert len(protos) == 101 and {language for _, language in protos} == {"js", "lua"}
    failed, unclean = {}, {}
    for relpath, language in protos:
        path = CORPUS.parent / relpath
        rendered = render(path.read_text(encoding="utf-8", errors="replace"), context=RenderContext(proto=str(path)))
        assert rendered.language == ("javascript" if language == "js" else "lua"), relpath
        if rendered.text is None:
            failed[relpath] = rendered.errors[0].message
            continue
        places = unclean_places(rendered.text)
        if places:
            unclean[relpath] = places[:5]
    unexplained = {relpath: message for relpath, message in failed.items()
                   if not message.startswith(ALLOWED_FAILURES.get(relpath, ("\0",))[0])}
    assert unexplained == {}
    assert unclean == {}
