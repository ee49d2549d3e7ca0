" Basic highlighting for Webots scene files when tree-sitter highlighting is not in use.
if exists('b:current_syntax')
  finish
endif

syntax keyword webotsKeyword DEF USE IS PROTO EXTERNPROTO IMPORTABLE hidden
syntax keyword webotsFieldKind field vrmlField w3dField hiddenField deprecatedField unconnectedField
syntax match webotsFieldType /\<[SM]F\(Bool\|Int32\|Float\|Vec2f\|Vec3f\|Rotation\|Color\|String\|Node\)\>/
syntax keyword webotsBoolean TRUE FALSE
syntax keyword webotsNull NULL
syntax match webotsNumber /[-+]\?\<\(0[xX]\x\+\|\d\+\.\?\d*\([eE][-+]\?\d\+\)\?\)\>/
syntax match webotsNumber /[-+]\?\.\d\+\([eE][-+]\?\d\+\)\?\>/
syntax match webotsNodeType /\<\u[A-Za-z0-9_]*\>\ze\s*{/
syntax match webotsName /\(\<\(DEF\|USE\)\s\+\)\@<=[^ \t\r\n{}\[\]"#]\+/
syntax region webotsString start=/"/ skip=/\\\\\|\\"/ end=/"/ contains=webotsTemplate
syntax region webotsTemplate matchgroup=webotsTemplateDelim start=/%<=\?\|%{=\?/ end=/>%\|}%/ keepend
syntax match webotsComment /#.*/ contains=webotsTodo
syntax keyword webotsTodo TODO FIXME XXX contained
syntax match webotsHeader /\%1l^#VRML_\(SIM\|OBJ\).*/

highlight default link webotsKeyword Keyword
highlight default link webotsFieldKind StorageClass
highlight default link webotsFieldType Type
highlight default link webotsBoolean Boolean
highlight default link webotsNull Constant
highlight default link webotsNumber Number
highlight default link webotsNodeType Type
highlight default link webotsName Label
highlight default link webotsString String
highlight default link webotsTemplate PreProc
highlight default link webotsTemplateDelim Special
highlight default link webotsHeader PreProc
highlight default link webotsComment Comment
highlight default link webotsTodo Todo

let b:current_syntax = 'webots'
