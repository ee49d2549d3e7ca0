"""Formatting over the corpus: the files Webots wrote come back byte-identical (or differ for a listed reason), and
no file changes meaning or changes again when formatted twice.

A file counts as written by Webots when it is a world (``.wbt``) or node file (``.wbo``) with a recent header on
its first line (``#VRML_SIM R202x utf8`` / ``#VRML_OBJ R202x utf8``) and Webots' plain text: LF line ends, no tab,
no trailing blank, a final line break, and no comment (Webots' writer drops comments, so a comment or a header info
line means a person edited the file). Its layout is not part of the test for being Webots-written: a file that
passes these checks but was laid out by hand is listed below with what differs.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from webots_ls.features.formatting import FormattingRefused, apply_edits, format_tree
from webots_ls.syntax.parser import parse

from conftest import CORPUS

CORPUS_FILES = sorted(p for p in CORPUS.glob("*/*") if p.suffix in (".wbt", ".wbo", ".proto"))
WEBOTS_HEADER = re.compile(rb"#VRML_(?:SIM|OBJ) R20[2-9][0-9][a-z] utf8\n")
# Webots' tokens (WbTokenizer::readWord): strings, comments, brackets, words; commas and blanks separate them
TOKEN = re.compile(rb'"(?:[^"\\\n]|\\.)*"?|#[^\n]*|[\[\]{}]|[^\s,\[\]{}#"]+')

# Measured 2026-12-01: 274 of the 298 corpus files Webots wrote come back byte-identical.
IDENTICAL_AT_LEAST = 274
# The others, with what differs (reasons from ``_differences``), all hand edits of a file Webots wrote:
DIFFERING = {
    "Ekumen-OS__andino_webots/andino_webots__worlds__room.wbt": "indentation",
    "SICC-Group__epuck-swarm-webots2023b/black-white-ratio-estimate-rl__worlds__empty.wbt": "blank lines",
    "SICC-Group__epuck-swarm-webots2023b/object_searching__worlds__test.wbt": "blank lines",
    "angsylvest__webots-genetic-algorithm/webots-simulation__worlds__basic-urban.wbt": "blank lines",
    "angsylvest__webots-genetic-algorithm/webots-simulation__worlds__rdpso_dynamic_obst.wbt": "blank lines, indentation",
    "bit-bots__wolfgang_robot/wolfgang_webots_sim__worlds__1_bot.wbt": "blank lines, indentation",
    "bit-bots__wolfgang_robot/wolfgang_webots_sim__worlds__4_bots.wbt": "blank lines, indentation",
    "citbrains__GankenKun_webots/worlds__auto_annotation.wbt": "blank lines, number format, spacing within lines",
    "citbrains__GankenKun_webots/worlds__collect_images.wbt": "number format, spacing within lines",
    "citbrains__GankenKun_webots/worlds__collect_keypoints.wbt": "blank lines, number format, spacing within lines",
    "citbrains__GankenKun_webots/worlds__learning_dribble.wbt": "blank lines, number format, spacing within lines",
    "cyberbotics__AROSYS/SystemWebotsRobotino3Navigation__smartsoft__src__ComponentWebots_data__worlds__world.wbt": "indentation",
    "cyberbotics__webots_ros2/webots_ros2_husarion__worlds__rosbot.wbt": "blank lines, spacing within lines",
    "cyberbotics__webots_ros2/webots_ros2_husarion__worlds__rosbot_xl.wbt": "blank lines, spacing within lines",
    "haritsahm__SUSTAINA-OP_Webots/webots__world__walking.wbt": "indentation, number format, spacing within lines",
    "hoanbklucky__eel4664-robotics-labs-webots-version/webots__worlds__eel4664_ur5e.wbt": "line breaks",
    "mattwfranchi__Webots.HPC/Simulations__DDQL_AV__worlds__LinkonMKZmyMap.wbt": "indentation",
    "robocomp__webots-shadow/worlds__IROS_Simple_home.wbt": "blank lines",
    "robocomp__webots-shadow/worlds__SimpleWorldTable.wbt": "blank lines",
    "shiguera__WebotsAntlr/external_controller__worlds__Mundo_1.wbt": "blank lines",
    "silentlie__ssar-webots/worlds__Scout, Search And Rescue.wbt": "blank lines, indentation, number format",
    "syswonder__robot-pal_robotics-tiago_webots/sim__ros_ws__src__eaios_webots__worlds__apartment.wbt": "blank lines",
    "syswonder__robot-pal_robotics-tiago_webots/sim__ros_ws__src__eaios_webots__worlds__break_room.wbt": "blank lines",
    "unclefish7__TongJi_webots/tongji_webot_project__worlds__new world.wbt": "blank lines",
}


def _format(source: bytes, tree=None) -> bytes | None:
    try:
        return apply_edits(source, format_tree(tree or parse(source), source))
    except FormattingRefused:
        return None


def written_by_webots(path: Path, source: bytes) -> bool:
    if path.suffix not in (".wbt", ".wbo") or not WEBOTS_HEADER.match(source):
        return False
    if b"\r" in source or b"\t" in source or not source.endswith(b"\n") or re.search(rb" \n", source):
        return False
    first_line_end = source.index(b"\n")
    return not any(m.group().startswith(b"#") for m in TOKEN.finditer(source, first_line_end))


def _layout(source: bytes) -> list[tuple[bytes, bool, bytes, int]]:
    """Per token: its text, whether it starts a line, the blanks before it on its line (or between it and the token
    before), and the blank lines before it."""
    out, at = [], 0
    for match in TOKEN.finditer(source):
        gap = source[at : match.start()]
        starts_line = b"\n" in gap or at == 0
        before = gap[gap.rfind(b"\n") + 1 :] if starts_line else gap
        out.append((match.group(), starts_line, before, max(gap.count(b"\n") - 1, 0)))
        at = match.end()
    end = source[at:]
    out.append((b"", True, b"", max(end.count(b"\n") - 1, 0)))  # the file's end
    return out


def _differences(source: bytes, formatted: bytes) -> str:
    """What differs between a file and its formatted text, by kind."""
    old, new = _layout(source), _layout(formatted)
    assert len(old) == len(new), "formatting changed the tokens"
    kinds = set()
    for (text, starts, before, blanks), (text2, starts2, before2, blanks2) in zip(old, new):
        if text != text2:
            kinds.add("number format")
        if starts != starts2:
            kinds.add("line breaks")
        elif before != before2:
            kinds.add("indentation" if starts else "spacing within lines")
        if blanks != blanks2:
            kinds.add("blank lines")
    return ", ".join(sorted(kinds))


@pytest.mark.corpus
def test_files_webots_wrote_come_back_byte_identical():
    identical, differing = 0, {}
    for path in CORPUS_FILES:
        source = path.read_bytes()
        if not written_by_webots(path, source):
            continue
        formatted = _format(source)
        assert formatted is not None, f"{path.name}: refused"
        if formatted == source:
            identical += 1
        else:
            differing[f"{path.parent.name}/{path.name}"] = _differences(source, formatted)
    unexpected = {name: why for name, why in differing.items() if DIFFERING.get(name) != why}
    assert not unexpected, f"files that differ, not listed or for another reason: {unexpected}"
    assert identical >= IDENTICAL_AT_LEAST, f"{identical} byte-identical, {len(differing)} differ: {differing}"


def _same_meaning(source: bytes, formatted: bytes) -> bool:
    """Webots' tokens, numbers compared as the doubles they read as, comments without trailing blanks."""
    old, new = TOKEN.findall(source), TOKEN.findall(formatted)
    if len(old) != len(new):
        return False
    for token, token2 in zip(old, new):
        if token != token2 and not (token.startswith(b"#") and token.rstrip() == token2.rstrip()):
            if token.startswith(b'"') or token.startswith(b"#") or float(token) != float(token2):
                return False
    return True


@pytest.mark.corpus
@pytest.mark.parametrize("part", range(4))
def test_formatting_keeps_meaning_and_is_stable(part: int):
    """Every corpus file formatting accepts (all but template PROTOs and one with a syntax error): the same tokens
    and numbers, no syntax error, and formatting again changes nothing."""
    checked = 0
    for path in CORPUS_FILES[part::4]:
        source = path.read_bytes()
        formatted = _format(source)
        if formatted is None:
            continue
        tree = parse(formatted)
        assert not tree.root_node.has_error, path.name
        assert _same_meaning(source, formatted), path.name
        assert _format(formatted, tree) == formatted, path.name
        checked += 1
    assert checked > 150
