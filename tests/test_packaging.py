"""What pip and ``python -m build`` make of the checkout: every server package listed, an sdist holding every C source
and header the build compiles, and a wheel built from that sdist alone (cp310-abi3) that installs even when the
optional byte scans fail to compile. (The built wheel installed and tested: the report of the change that added
these tests, and .github/workflows/wheels.yml.)"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pytest

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]


def test_every_server_package_is_installed():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    source = ROOT / "server" / "webots_ls"
    found = {
        ".".join(("webots_ls", *init.parent.relative_to(source).parts))
        for init in source.rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert found <= listed, sorted(found - listed)


def _extensions(monkeypatch) -> list:
    """The ``Extension``s setup.py builds (its ``setup`` call caught, not run)."""
    import runpy

    import setuptools

    caught: dict = {}
    monkeypatch.setattr(setuptools, "setup", lambda **arguments: caught.update(arguments))
    monkeypatch.chdir(ROOT)
    runpy.run_path(str(ROOT / "setup.py"))
    return caught["ext_modules"]


def _compiled_files(extensions) -> set[str]:
    """Every C source the extensions name and every header they include with quotes, found in their folders and
    include folders (paths relative to the checkout, with /)."""
    files: set[str] = set()
    for extension in extensions:
        folders = [ROOT / folder for folder in extension.include_dirs]
        pending = [ROOT / source for source in extension.sources]
        while pending:
            path = pending.pop()
            name = path.resolve().relative_to(ROOT).as_posix()
            if name in files:
                continue
            files.add(name)
            for header in re.findall(r'^\s*#\s*include\s+"([^"]+)"', path.read_text(encoding="utf-8"), re.M):
                found = [folder / header for folder in (path.parent, *folders) if (folder / header).is_file()]
                assert found, (name, header)
                pending.append(found[0])
    return files


def _sdist(out: Path) -> Path:
    """The sdist, built with this environment's setuptools (no download) from a copy of the checkout without what
    earlier builds left in it (an old ``*.egg-info/SOURCES.txt`` would add the files it lists)."""
    checkout = out / "checkout"
    shutil.copytree(ROOT, checkout, ignore=shutil.ignore_patterns(
        ".git", ".venv", "node_modules", "build", "dist", "*.egg-info", "__pycache__", "*.so", "*.pyd", ".pytest_cache"))
    result = subprocess.run([sys.executable, "-m", "build", "--sdist", "--no-isolation", "--outdir", str(out),
                             str(checkout)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    (sdist,) = out.glob("*.tar.gz")
    return sdist


def test_the_sdist_holds_every_source_and_header_the_build_compiles(tmp_path, monkeypatch):
    compiled = _compiled_files(_extensions(monkeypatch))
    assert {"grammar/src/tree_sitter/parser.h", "grammar/src/parser.c", "server/native/webots_byte_scan.c"} <= compiled
    with tarfile.open(_sdist(tmp_path)) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    assert compiled <= names, sorted(compiled - names)
    assert {"setup.py", "pyproject.toml", "README.md"} <= names


def test_a_wheel_builds_from_the_sdist_alone_when_the_optional_scans_fail_to_compile(tmp_path, monkeypatch):
    """The sdist unpacked in an empty folder builds a cp310-abi3 wheel; a compiler that refuses the byte scans leaves
    them out of it and the build goes on (they are optional), while the grammar binding is in."""
    if sys.platform == "win32":  # (MSVC ignores CC: the refusing compiler is a shell script)
        pytest.skip("the refusing compiler is a POSIX shell script")
    compiler = shutil.which((sysconfig.get_config_var("CC") or "cc").split()[0]) or shutil.which("cc")
    assert compiler, "no C compiler"
    refusing = tmp_path / "refusing-cc"
    refusing.write_text(f'#!/bin/sh\ncase "$*" in *webots_byte_scan.c*) echo "refused" >&2; exit 1;; esac\n'
                        f'exec "{compiler}" "$@"\n')
    refusing.chmod(0o755)
    with tarfile.open(_sdist(tmp_path / "sdist")) as archive:
        safe = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}  # (the filter: 3.12, and 3.10.12 on)
        archive.extractall(tmp_path / "unpacked", **safe)
    (source,) = (tmp_path / "unpacked").iterdir()
    monkeypatch.setenv("CC", str(refusing))
    result = subprocess.run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir",
                             str(tmp_path / "wheel"), str(source)], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "refused" in result.stdout + result.stderr  # (the compiler was asked, and said no)
    (wheel,) = (tmp_path / "wheel").glob("*.whl")
    assert "-cp310-abi3-" in wheel.name, wheel.name
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    assert any(re.fullmatch(r"tree_sitter_webots/_binding\.abi3\.so", name) for name in names), names
    assert not any(name.startswith("webots_byte_scan") for name in names), names
    assert "webots_ls/syntax/byte_scan.py" in names
    assert {"webots_ls/analysis/templates/modules/wbrandom.js",  # the template modules ship
            "webots_ls/analysis/templates/modules/wbrandom.lua"} <= set(names), names
