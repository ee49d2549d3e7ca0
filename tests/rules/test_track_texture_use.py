"""`track-texture-use` (WbTrack::updateTextureTransform: the TextureTransform of a Track's first Shape is a USE)."""

from __future__ import annotations

from .helpers import at, open_file, rows

TEXT = ("#VRML_SIM R2025a utf8\nShape { appearance Appearance { textureTransform DEF TT TextureTransform { } } }\n"
        "Track { children [ Shape { appearance Appearance { textureTransform USE TT } } ] }\n")


async def test_track_texture_use_in_the_first_shape(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT)
    assert rows(found) == [
        ("track-texture-use", "warning", "Non-admissible TextureTransform USE node inside Track node.This and "
         "ancestor USE nodes turned into DEF nodes: if texture animation enabled, the USE texture "
         "transform values will change independently from DEF node ones.", at(TEXT, "USE TT")),
    ]
