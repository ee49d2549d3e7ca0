; Template code: `%< >%` / `%<= >%` is JavaScript, `%{ }%` / `%{= }%` is Lua (WbTemplateEngine).
; All statements of one language in a file form one program, so they are combined.
((template_statement "%<" (template_code) @injection.content)
  (#set! injection.language "javascript")
  (#set! injection.combined))

((template "%<=" (template_code) @injection.content)
  (#set! injection.language "javascript")
  (#set! injection.combined))

((template_statement "%{" (template_code) @injection.content)
  (#set! injection.language "lua")
  (#set! injection.combined))

((template "%{=" (template_code) @injection.content)
  (#set! injection.language "lua")
  (#set! injection.combined))
