-- Driven by test_nvim_settings.py: `nvim --headless -u NONE -i NONE -n -c 'luafile nvim_settings.lua'` with
--   WEBOTS_MODE    'lspconfig' (0.11: only lsp/webots_ls.lua on the runtimepath, at WEBOTS_LSPCONFIG, as
--                  nvim-lspconfig ships it; the filetype from the Lua file WEBOTS_FILETYPE; the settings from the
--                  Lua file WEBOTS_SETTINGS when given) or 'setup' (editors/nvim at WEBOTS_PLUGIN, setup() with the
--                  JSON table WEBOTS_SETUP merged in)
--   WEBOTS_LS_CMD  the server executable   WEBOTS_FILE  the world to open   WEBOTS_RESULT  the JSON result
-- It records the filetype of each file in WEBOTS_PROBES (JSON list), waits for the server's diagnostic, then
-- asks textDocument/inlayHint for the whole world and records the hints' labels.
local client_lib = dofile(vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':h') .. '/nvim_client.lua')
local env = vim.env

local get_clients = client_lib.get_clients

client_lib.record(function(result)
  if env.WEBOTS_MODE == 'lspconfig' then
    vim.opt.runtimepath:prepend(env.WEBOTS_LSPCONFIG)
    dofile(env.WEBOTS_FILETYPE)
    vim.cmd('filetype plugin on')
    vim.lsp.config('webots_ls', { cmd = { env.WEBOTS_LS_CMD } })
    if env.WEBOTS_SETTINGS then
      dofile(env.WEBOTS_SETTINGS)
    end
    vim.lsp.enable('webots_ls')
  else
    vim.opt.runtimepath:prepend(env.WEBOTS_PLUGIN)
    vim.cmd('filetype plugin on')
    local options = vim.fn.json_decode(env.WEBOTS_SETUP)
    options.cmd = { env.WEBOTS_LS_CMD }
    require('webots_ls').setup(options)
  end

  result.filetypes = {}
  for _, path in ipairs(vim.fn.json_decode(env.WEBOTS_PROBES)) do
    vim.cmd('edit ' .. vim.fn.fnameescape(path))
    result.filetypes[path] = vim.bo.filetype
  end

  vim.cmd('edit ' .. vim.fn.fnameescape(env.WEBOTS_FILE))
  local buf = vim.api.nvim_get_current_buf()
  result.attached = vim.wait(20000, function()
    return #get_clients(buf) > 0 and get_clients(buf)[1].initialized ~= false
  end, 50)
  if not result.attached then
    return
  end
  local client = get_clients(buf)[1]
  result.client_name = client.name
  result.root_dir = client.config.root_dir
  result.got_diagnostic = client_lib.wait_for_diagnostic(buf, "Did not find a 'DEF NOPE' to match 'USE NOPE'")

  local last = vim.api.nvim_buf_line_count(buf)
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(buf) },
    range = { start = { line = 0, character = 0 }, ['end'] = { line = last, character = 0 } },
  }
  local answers = vim.lsp.buf_request_sync(buf, 'textDocument/inlayHint', params, 20000) or {}
  local answer = answers[client.id] or {}
  result.hint_error = answer.err and vim.inspect(answer.err) or nil
  result.hints = {}
  for _, hint in ipairs(answer.result or {}) do
    table.insert(result.hints, type(hint.label) == 'string' and hint.label or hint.label[1].value)
  end
end)
