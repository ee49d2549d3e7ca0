-- Neovim 0.11+: `vim.lsp.enable('webots_ls')` (with editors/nvim on the runtimepath) starts webots-ls for
-- webots buffers. Override with `vim.lsp.config('webots_ls', { cmd = { '/path/to/webots-ls' } })`.
return {
  cmd = { 'webots-ls' },
  filetypes = { 'webots' },
  root_markers = { '.git', 'worlds', 'protos', 'controllers' },
}
