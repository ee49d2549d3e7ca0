"""One module per editor feature; plain data in, plain data out (no LSP types)."""
