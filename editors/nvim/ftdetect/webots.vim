" .wbt worlds and .wbo node files are Webots scene files. A .proto file is one when it starts with a Webots
" header (`#VRML_SIM R2023b utf8`); other .proto files (Protocol Buffers) keep their filetype.
autocmd BufRead,BufNewFile *.wbt,*.wbo set filetype=webots
autocmd BufRead,BufNewFile *.proto if getline(1) =~# '^#VRML_\(SIM\|OBJ\)' | set filetype=webots | endif
