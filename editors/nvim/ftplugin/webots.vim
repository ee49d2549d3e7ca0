" Webots scene files: `#` comments, two-space indentation by braces and brackets.
if exists('b:did_ftplugin')
  finish
endif
let b:did_ftplugin = 1

setlocal commentstring=#\ %s
setlocal comments=:#
setlocal formatoptions-=t formatoptions+=croql
setlocal expandtab shiftwidth=2 softtabstop=2
setlocal autoindent smartindent cinwords=
setlocal iskeyword=@,48-57,_,192-255,-

let b:undo_ftplugin = 'setlocal commentstring< comments< formatoptions< expandtab< shiftwidth< softtabstop<'
      \ . ' autoindent< smartindent< cinwords< iskeyword<'
