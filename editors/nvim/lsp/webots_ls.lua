---@brief
---
--- webots-ls: a language server for the scene files of the Webots robot simulator (`.wbt` worlds, `.proto` node
--- definitions, `.wbo` node files): Webots' own diagnostics, DEF/USE navigation and rename, completion, quick fixes,
--- hover, outline and formatting.
---
--- Install it with `pipx install webots-ls` (or `:MasonInstall webots-ls`).
---
--- Neovim has no `webots` filetype of its own. The editors/nvim plugin of webots-ls adds it; without the plugin:
--- ```lua
--- vim.filetype.add({
---   extension = { wbt = 'webots', wbo = 'webots' },
---   pattern = {
---     -- a .proto file is Webots' when its first line is a Webots header; else Protocol Buffers' `proto`
---     ['.*%.proto'] = function(_, bufnr)
---       if (vim.api.nvim_buf_get_lines(bufnr, 0, 1, false)[1] or ''):match('^#VRML_') then
---         return 'webots'
---       end
---     end,
---   },
--- })
--- ```
---
--- Settings: `webotsHome` (the Webots installation whose PROTO library is used) and `inlayHints.units` go in
--- `settings.webots`; `diagnosticsDelay` (milliseconds) is read from `init_options` only:
--- ```lua
--- vim.lsp.config('webots_ls', {
---   settings = { webots = { webotsHome = '/usr/local/webots', inlayHints = { units = false } } },
---   init_options = { diagnosticsDelay = 300 },
--- })
--- ```

---@type vim.lsp.Config
return {
  cmd = { 'webots-ls' },
  filetypes = { 'webots' },
  -- the folder that holds a project's worlds/, protos/ or controllers/ (or its repository's root)
  root_markers = { '.git', 'worlds', 'protos', 'controllers' },
}
