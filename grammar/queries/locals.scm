; DEF names are definitions and USE names references. A world file is one scope, each PROTO body its own
; (WbNodeReader: one DEF namespace per reader). Webots binds a USE to the nearest preceding DEF whose node
; has ended; the language server implements that rule exactly, these queries approximate it for editors.
(source_file) @local.scope
(proto_body) @local.scope
(field_declaration) @local.scope

(def_name) @local.definition
(use_name) @local.reference
