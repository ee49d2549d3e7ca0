"""`derived-parameter-name` (WbProtoModel::WbProtoModel: Webots' "Derived and base PROTO can use the same parameter name
only if it is linked directly, like '%1 IS %1'.")."""

from __future__ import annotations

from .helpers import at, open_file, rows

BASE = "#VRML_SIM R2025a utf8\nPROTO Base [ field SFFloat mass 1 ] { Solid { physics Physics { mass IS mass } } }\n"
TEXT = ('#VRML_SIM R2025a utf8\nEXTERNPROTO "Base.proto"\nPROTO Wrong [ field SFFloat mass 1 field SFFloat other 2 ]\n'
        "{ Base { mass IS other } }\n")


async def test_derived_parameter_name_base_mass_linked_to_other(client, workspace):
    _, found = await open_file(client, workspace, "protos/Wrong.proto", TEXT, {"protos/Base.proto": BASE})
    assert rows(found) == [
        ("unused-parameter", "warning", "PROTO parameter 'mass' has no matching IS field", at(TEXT, "mass")),
        ("derived-parameter-name", "error", "Derived and base PROTO can use the same parameter name "
         "only if it is linked directly, like 'mass IS mass'.", at(TEXT, "mass", 1)),
    ]
