"""The real ``webots-ls check`` on every project of ../shared/corpus, and what it makes of the PROTO instances there.

The corpus keeps files flat (PROTO files renamed); ``manifest.tsv`` gives each file's repository and path, so the
repositories are laid out again (hard links, or copies) and ``check`` runs once over all of them, with no Webots installation
(the bundled index): each file is read in the project around it, as ``check`` does.

Every node whose type is not a built-in node is one PROTO instance. Where Webots finds its file is worked out here
from the files themselves (``WbProtoManager::findModel``'s order, not the server's code): an ``EXTERNPROTO`` whose
URL ends in ``Name.proto`` (a relative path against the file; ``webots://`` or cyberbotics' raw GitHub address: the
library, ``proto-list.xml``; another web address: known, never fetched); else a ``Name.proto`` under the project's
``protos/`` folder, else the library (in an R2022b+ file, Webots reports the missing declaration of these two, then
loads the PROTO). An instance is
- resolved: Webots finds its file and ``check`` does not say "Skipped unknown ... node or PROTO" at it;
- unresolved, file not in the corpus: Webots would find no file (a declared one the corpus did not keep, or none);
- wrongly flagged: ``check`` says unknown node where Webots finds the file, or missing declaration where the file
  declares it or is older than R2022b, or "Skipped unknown 'p' parameter" where the PROTO's interface (the corpus
  file, or the library list) declares ``p``. Must be 0.
Run with ``-s`` to see the counts.
"""

from __future__ import annotations

import collections
import csv
import json
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
import tree_sitter
import tree_sitter_webots
from tree_sitter import Query, QueryCursor

from .conftest import SERVER_COMMAND, SERVER_DIR
from conftest import TEST_DATA  # the test data: ../shared, $WEBOTS_LS_TEST_DATA or .test-data

SHARED = TEST_DATA
CORPUS = SHARED / "corpus"
LANGUAGE = tree_sitter.Language(tree_sitter_webots.language())
_PARSER = tree_sitter.Parser(LANGUAGE)
_INSTANCES = Query(LANGUAGE, "(node type: (node_type) @type) @node")
_DECLARED = Query(LANGUAGE, "(field_declaration name: (_) @name)")
_EXTERNPROTO = re.compile(rb'EXTERNPROTO\s+"([^"]*)"')
_VERSION = re.compile(rb"#VRML_SIM R(\d{4})([ab])")
_WEBOTS_LIBRARY = re.compile(r"(webots://|https://raw\.githubusercontent\.com/cyberbotics/webots/)", re.IGNORECASE)
_PARAMETER = re.compile(r"(?:field|vrmlField|w3dField|hiddenField|deprecatedField|unconnectedField)\s+\w+\s*")

# Error-severity findings Webots reports too, by (repository, code): count, each with why.
ALLOWED_ERRORS = {
    # R2022b+ worlds that declare none (or not all) of the library PROTOs they use: WbProtoManager::findModel says
    # "Missing declaration for '%1', add: ..." for each, then loads it
    ("cyberbotics__syllabus", "missing-declaration"): 702,  # 12 R2022b worlds converted without EXTERNPROTO lines
    ("Justin-Fisher__new_python_api_for_webots", "missing-declaration"): 21,  # 5 R2022b sample worlds, none declared
    ("robocomp__webots-shadow", "missing-declaration"): 4,  # a Shadow robot added by hand to 4 worlds
    ("musyaree__gijitaiken_webots", "missing-declaration"): 1,  # RobocupSoccerBall added by hand
    ("goch__smarthome-webots", "missing-declaration"): 1,  # HUMAN added by hand to tinyHome.wbt
    # copies of a PROTO file that keep the original's PROTO name: WbProtoModel, "'%1' PROTO identifier does not
    # match filename", when they are loaded
    ("FFTAI__Wiki-GRx-Webots", "proto-name-mismatch"): 1,  # "Kinect copy.proto"
    ("carologistics__rcll_simulation_webots", "proto-name-mismatch"): 1,  # Machine_base.proto declares MachineBase
    ("citbrains__GankenKun_webots", "proto-name-mismatch"): 2,  # GankenKun_simple, latest_model: variants
    ("goch__smarthome-webots", "proto-name-mismatch"): 1,  # examples/proto/sh_device.proto
    ("jBernavaPrah__webots-proto", "proto-name-mismatch"): 1,  # a resolver test fixture
    ("robocup-junior__erebus", "proto-name-mismatch"): 2,  # E-puck-custom-default copies
    ("unclefish7__TongJi_webots", "proto-name-mismatch"): 1,  # TurtleBot3Burger_scaled.proto
    # PROTO files with no (or no valid) header: WbTokenizer::checkFileHeader requires it since R2023a
    ("bit-bots__wolfgang_robot", "header"): 5,  # Wolfgang_textures/*.proto start with PROTO
    ("cyberbotics__syllabus", "header"): 2,  # trackedRobot.proto starts with a comment, no header
    ("dke-edmo__webots", "header"): 1,  # EDMO.proto starts with PROTO
    ("mohammad7t__Particle-Filter-for-e-puck-on-Webots", "header"): 2,  # EPuck*.proto: description comments first
    ("robocup-junior__erebus", "header"): 1,  # wall.proto starts with PROTO
    ("unclefish7__TongJi_webots", "header"): 1,  # an auto-generated comment instead of the header
    # .wbo templates whose numbers are placeholders a supervisor replaces before importing them: as files, Webots'
    # parser says "Expected floating point value, found 'translationX'" (WbParser::parseDoubles)
    ("Estox__GSoC2021-Webots-Integration", "value-type"): 13,
    ("dke-edmo__webots", "value-type"): 4,  # "Expected integer value, found '__id__'"
    # EXTERNPROTO lines whose file is not there: WbProtoTreeItem::parseItem, "File '%1' is not readable."
    ("jBernavaPrah__webots-proto", "unreadable-proto"): 17,  # Pedestrian*.proto parts, RobocupGoal: not in the corpus
    ("hoanbklucky__eel4664-robotics-labs-webots-version", "unreadable-proto"): 11,  # a vendored Webots' UR5e
    ("robocup-junior__erebus", "unreadable-proto"): 6,  # custom_robot.proto, made by the game at run time
    ("unclefish7__TongJi_webots", "unreadable-proto"): 3,  # absolute paths on the author's machine
    ("EmilioYared__webots-visiblesim", "unreadable-proto"): 2,  # ../tools/.build/*.proto: build outputs
    ("team-re-boot__op3_webots", "unreadable-proto"): 2,  # soccer_field/*.proto: not in the corpus
    ("goch__smarthome-webots", "unreadable-proto"): 1,  # _GENERIC/SH_WallHeatingThermostat.proto: not in the corpus
    # SH_RGBStandLamp.proto: 'PointLight {' closed by the children list's ']' (the corpus' one broken file)
    ("goch__smarthome-webots", "missing"): 1,
    ("goch__smarthome-webots", "syntax-error"): 1,  # Webots' own text at its line: "Expected field name or '}'"
}


def _rows() -> list[dict]:
    with (CORPUS / "manifest.tsv").open(encoding="utf-8") as manifest:
        return list(csv.DictReader(manifest, delimiter="\t"))


def _library() -> dict[str, set[str] | None]:
    """Webots' library PROTOs (``proto-list.xml``): name -> parameter names (None when the list gives none)."""
    library = {}
    for proto in ElementTree.parse(SHARED / "webots" / "proto-list.xml").getroot():
        parameters = proto.findtext("parameters")
        library[proto.findtext("name")] = None if parameters is None else {
            name for line in parameters.split("\\n") if (name := _parameter_name(line)) is not None}
    return library


def _parameter_name(declaration: str) -> str | None:
    """The name of ``field TYPE {restrictions} name value`` (restrictions may nest braces)."""
    match = _PARAMETER.match(declaration.strip())
    if match is None:
        return None
    rest, depth, index = declaration.strip()[match.end():], 0, 0
    while index < len(rest) and (depth or rest[index] == "{"):
        depth += {"{": 1, "}": -1}.get(rest[index], 0)
        index += 1
    words = rest[index:].split()
    return words[0] if words else None


def _project_root(path: Path) -> Path:
    """The folder holding the ``worlds/`` or ``protos/`` folder a file is in (Webots' project), else its folder."""
    for parent in path.parents:
        if parent.name in ("worlds", "protos"):
            return parent.parent
    return path.parent


def _older_than_r2022b(source: bytes) -> bool:
    match = _VERSION.match(source)
    return match is None or (int(match.group(1)), match.group(2).decode()) < (2022, "b")


def _where_webots_finds(name: str, path: Path, source: bytes, library: dict) -> str:
    """"file", "library", "web", "declared file not in the corpus" or "nowhere" (module docstring)."""
    for url in (match.group(1).decode("utf-8", "replace") for match in _EXTERNPROTO.finditer(source)):
        if re.split(r"[/\\]", url)[-1] != f"{name}.proto":
            continue
        if _WEBOTS_LIBRARY.match(url):
            return "library" if name in library else "web"  # (a newer Webots' PROTO than the list's)
        if url.lower().startswith(("http://", "https://")):
            return "web"
        target = Path(os.path.normpath(path.parent / url.removeprefix("file://")))
        return "file" if target.exists() else "declared file not in the corpus"
    if any((_project_root(path) / "protos").rglob(f"{name}.proto")):
        return "file"  # (R2022b+: Webots reports the missing declaration of this project PROTO, then loads it)
    return "library" if name in library else "nowhere"


def _interface(path: Path) -> set[str]:
    source = path.read_bytes()
    tree = _PARSER.parse(source)
    return {source[node.start_byte:node.end_byte].decode("utf-8", "replace")
            for node in QueryCursor(_DECLARED).captures(tree.root_node).get("name", [])}


def _link_or_copy(source: Path, target: Path) -> None:
    """A hard link where the file system allows one, else a copy: not a symlink, which ``check`` does not follow out
    of the folders it is given (a symlink out of a repository may point at a secret)."""
    try:
        os.link(source, target)
    except OSError:
        shutil.copyfile(source, target)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """The laid-out projects, the files checked and the findings of one ``check`` run: {(path, start_byte): [...]}."""
    root = tmp_path_factory.mktemp("corpus_projects")
    files = []
    for row in _rows():
        path = root / row["source_repo"].replace("/", "__") / row["original_path"]
        path.parent.mkdir(parents=True, exist_ok=True)
        _link_or_copy(CORPUS / row["relpath"], path)
        files.append(path)
    result = subprocess.run(
        [*SERVER_COMMAND, "check", "--format", "json", *sorted(str(folder) for folder in root.iterdir())],
        capture_output=True, text=True, timeout=900, cwd=root,
        env={"PYTHONPATH": str(SERVER_DIR), "PATH": "/usr/bin:/bin", "HOME": str(root)},
    )
    assert result.returncode in (0, 1), result.stderr
    findings = json.loads(result.stdout)
    at: dict[tuple[str, int], list[dict]] = collections.defaultdict(list)
    for finding in findings:
        at[(os.path.normpath(root / finding["path"]), finding["start_byte"])].append(finding)
    return root, files, findings, at


def _instances(path: Path, source: bytes):
    """(type name, type node, node) of every node whose type is not built-in and not made by a template."""
    from webots_ls.analysis.node_models import find_node_model  # the built-in node list (resources/nodes)

    tree = _PARSER.parse(source)
    for match in QueryCursor(_INSTANCES).matches(tree.root_node):
        type_node, node = match[1]["type"][0], match[1]["node"][0]
        name = source[type_node.start_byte:type_node.end_byte].decode("utf-8", "replace")
        if not type_node.named_child_count and find_node_model(name) is None:
            yield name, type_node, node


def _unknown_parameters(node, source: bytes, findings_at) -> list[str]:
    body = node.child_by_field_name("body")
    names = []
    for field in body.named_children if body is not None else ():
        name = field.child_by_field_name("name") if field.type == "field" else None
        if name is not None and any(f["code"] == "unknown-parameter" for f in findings_at(name.start_byte)):
            names.append(source[name.start_byte:name.end_byte].decode("utf-8", "replace"))
    return names


@pytest.mark.corpus
@pytest.mark.webots_sources
def test_proto_instances_are_never_wrongly_flagged(corpus):
    root, files, _, at = corpus
    library = _library()
    counts: collections.Counter = collections.Counter()
    wrong = []
    for path in files:
        if path.suffix not in (".wbt", ".proto", ".wbo"):
            continue
        source = path.read_bytes()
        key = os.path.normpath(path)
        own = set(re.findall(rb"^\s*PROTO\s+([^\s\[]+)", source, re.MULTILINE))
        for name, type_node, node in _instances(path, source):
            if name.encode() in own:
                continue  # the PROTO's own name (a recursive use is its own finding)
            codes = {f["code"] for f in at[(key, type_node.start_byte)]}
            found = _where_webots_finds(name, path, source, library)
            line = source.count(b"\n", 0, type_node.start_byte) + 1
            where = f"{path.relative_to(root)}:{line} {name}"
            if found in ("declared file not in the corpus", "nowhere"):
                counts[f"unresolved, file not in the corpus ({found})"] += 1
                counts["unresolved, file not in the corpus"] += 1
                continue
            if "unknown-node" in codes:
                wrong.append(f"{where}: unknown node, but Webots finds it ({found})")
                continue
            counts["resolved"] += 1
            if "missing-declaration" in codes:
                counts["resolved, with Webots' missing-declaration error"] += 1
                if _older_than_r2022b(source) or any(
                        url.endswith(f"{name}.proto".encode()) for url in _EXTERNPROTO.findall(source)):
                    wrong.append(f"{where}: missing declaration, but it is declared or not needed")
            parameters = _unknown_parameters(node, source, lambda start: at[(key, start)])
            interface = library.get(name) if found == "library" else None
            if parameters and found == "file":
                interface = _declared_interface(name, path, source)
            wrong.extend(f"{where}: unknown parameter '{p}', but the PROTO declares it"
                         for p in parameters if interface is not None and p in interface)
    total = counts["resolved"] + counts["unresolved, file not in the corpus"] + len(wrong)
    print(f"\nPROTO instances in the corpus, as `webots-ls check` reads them: {total}")
    for outcome in ("resolved", "resolved, with Webots' missing-declaration error", "unresolved, file not in the corpus",
                    "unresolved, file not in the corpus (declared file not in the corpus)",
                    "unresolved, file not in the corpus (nowhere)"):
        print(f"  {outcome}: {counts[outcome]}")
    print(f"  wrongly flagged: {len(wrong)}")
    # (a resolver that stops finding files shows here as well as in the wrongly flagged ones)
    assert counts["resolved"] > 11_500 and counts["unresolved, file not in the corpus"] < 200, counts
    assert wrong == []


def _declared_interface(name: str, path: Path, source: bytes) -> set[str] | None:
    """The parameters of the corpus file Webots reads for ``name`` (the declared one, else the project's)."""
    for url in _EXTERNPROTO.findall(source):
        url = url.decode("utf-8", "replace")
        if re.split(r"[/\\]", url)[-1] == f"{name}.proto" and not url.lower().startswith(("http", "webots")):
            return _interface(Path(os.path.normpath(path.parent / url)))
    found = sorted((_project_root(path) / "protos").rglob(f"{name}.proto"))
    return _interface(found[0]) if len(found) == 1 else None  # (two copies: which one is Webots' is not judged)


@pytest.mark.corpus
@pytest.mark.webots_sources
def test_errors_are_only_the_listed_ones(corpus):
    root, _, findings, _ = corpus
    errors = collections.Counter(((root / finding["path"]).relative_to(root).parts[0], finding["code"])
                                 for finding in findings if finding["severity"] == "error")
    print(f"\nerror-severity findings: {sum(errors.values())}, all allowlisted: {dict(errors) == ALLOWED_ERRORS}")
    assert dict(errors) == ALLOWED_ERRORS
