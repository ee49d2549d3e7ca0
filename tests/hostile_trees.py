"""A kit that makes hostile repositories in a temporary folder: what git can commit under a Webots file's name and
what the server or ``check`` then reaches through an ``EXTERNPROTO``, a folder listing or a workspace scan.

``hostile_tree(root)`` lays out ``root/protos/`` and ``root/worlds/`` with each of these under a ``.proto`` name:
a FIFO, symlinks to ``/dev/stdin`` and ``/dev/zero``, a 1 GB sparse file, a symlink loop, a symlink to a file
outside the tree (a stand-in for ``/etc/passwd`` or a credentials file, holding ``SECRET``), and a FIFO ``.wbt``;
plus one ordinary PROTO and a world that names them all. POSIX only (FIFOs, device files)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

SECRET = "SECRET_TOKEN=do-not-print-me"
HOSTILE_PROTOS = ("Fifo", "Stdin", "Zero", "Huge", "Loop", "Outside")
GOOD = "#VRML_SIM R2023b utf8\nPROTO Good [\n  field SFFloat speed 1\n]\n{ Solid { } }\n"


@dataclass(frozen=True)
class HostileTree:
    root: Path
    world: Path  # worlds/world.wbt: EXTERNPROTOs to every hostile PROTO, an instance of each
    old_world: Path  # worlds/old.wbt: an R2021b world that uses each by name (found by the folder listing)
    outside: Path  # the file outside the tree that a symlink points at


def world_text() -> str:
    lines = ["#VRML_SIM R2023b utf8", 'EXTERNPROTO "../protos/Good.proto"']
    lines += [f'EXTERNPROTO "../protos/{name}.proto"' for name in HOSTILE_PROTOS]
    lines += ["Good { }"] + [f"{name} {{ }}" for name in HOSTILE_PROTOS]
    return "\n".join(lines) + "\n"


def hostile_tree(root: Path) -> HostileTree:
    protos, worlds = root / "protos", root / "worlds"
    protos.mkdir(parents=True)
    worlds.mkdir()
    (protos / "Good.proto").write_text(GOOD, encoding="utf-8")
    os.mkfifo(protos / "Fifo.proto")
    (protos / "Stdin.proto").symlink_to("/dev/stdin")
    (protos / "Zero.proto").symlink_to("/dev/zero")
    with open(protos / "Huge.proto", "wb") as huge:
        huge.write(b"#VRML_SIM R2023b utf8\nPROTO Huge [ ]\n{ Solid { } }\n")
        huge.truncate(1 << 30)  # sparse: 1 GB long, a few bytes on disk
    (protos / "Loop.proto").symlink_to("Loop.proto")
    outside = root.parent / f"{root.name}-outside" / "credentials"
    outside.parent.mkdir(parents=True, exist_ok=True)
    outside.write_text(f"{SECRET}\nPATH=/usr/bin\n", encoding="utf-8")
    (protos / "Outside.proto").symlink_to(outside)
    os.mkfifo(worlds / "fifo.wbt")
    world = worlds / "world.wbt"
    world.write_text(world_text(), encoding="utf-8")
    old_world = worlds / "old.wbt"
    old_world.write_text("#VRML_SIM R2021b utf8\nGood { }\n" + "".join(f"{n} {{ }}\n" for n in HOSTILE_PROTOS),
                         encoding="utf-8")
    return HostileTree(root, world, old_world, outside)


def proto_chain(protos: Path, depth: int) -> None:
    """A derivation chain: P0 based on Solid, each P<i> based on P<i-1>, each in its own file declaring the one
    before (a chain of 980+ raised RecursionError in the base-type resolution)."""
    protos.mkdir(parents=True, exist_ok=True)
    (protos / "P0.proto").write_text("#VRML_SIM R2025a utf8\nPROTO P0 [ ]\n{ Solid { } }\n", encoding="utf-8")
    for index in range(1, depth):
        (protos / f"P{index}.proto").write_text(
            f'#VRML_SIM R2025a utf8\nEXTERNPROTO "P{index - 1}.proto"\nPROTO P{index} [ ]\n{{ P{index - 1} {{ }} }}\n',
            encoding="utf-8")
