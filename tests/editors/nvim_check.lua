-- Driven by test_nvim.py: `nvim --headless -u NONE -i NONE -n -c 'luafile nvim_check.lua'` with
--   WEBOTS_PLUGIN  editors/nvim        WEBOTS_LS_CMD  the server executable
--   WEBOTS_FILE    the world to open   WEBOTS_RESULT  where to write the JSON result
--   WEBOTS_MODE    'setup' (require('webots_ls').setup) or 'enable' (0.11: vim.lsp.config + vim.lsp.enable)
-- It opens the file the way a user does, waits for the server's diagnostics, puts the cursor on the name in
-- `USE BOX` and runs vim.lsp.buf.definition(), then records where the cursor went.
-- On 0.7 too: of nvim_client.lua only `record` and `wait_for_diagnostic`, which 0.7 has the means for.
local client_lib = dofile(vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':h') .. '/nvim_client.lua')
local env = vim.env

local get_clients = client_lib.get_clients

client_lib.record(function(result)
  result.steps = {}
  local function step(name)
    table.insert(result.steps, name)
  end
  vim.opt.runtimepath:prepend(env.WEBOTS_PLUGIN)
  vim.cmd('filetype plugin on')
  vim.cmd('syntax on')
  if env.WEBOTS_MODE == 'enable' then
    vim.lsp.config('webots_ls', { cmd = { env.WEBOTS_LS_CMD } })
    vim.lsp.enable('webots_ls')
  else
    require('webots_ls').setup({ cmd = { env.WEBOTS_LS_CMD } })
  end
  step('setup')

  vim.cmd('edit ' .. vim.fn.fnameescape(env.WEBOTS_FILE))
  local buf = vim.api.nvim_get_current_buf()
  result.filetype = vim.bo[buf].filetype
  result.commentstring = vim.bo[buf].commentstring
  result.syntax = vim.bo[buf].syntax

  result.attached = vim.wait(20000, function()
    return #get_clients(buf) > 0 and get_clients(buf)[1].initialized ~= false
  end, 50)
  if not result.attached then
    return
  end
  local client = get_clients(buf)[1]
  result.client_name = client.name
  step('attached')

  result.got_diagnostic = client_lib.wait_for_diagnostic(buf, "Did not find a 'DEF NOPE' to match 'USE NOPE'")
  result.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(result.diagnostics, { lnum = d.lnum, col = d.col, message = d.message, severity = d.severity })
  end
  -- The encoding is settled once the client is initialized.
  result.offset_encoding = client.offset_encoding
  step('diagnostics')

  -- Cursor on the name of `USE BOX` (the line has non-ASCII text before it).
  local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  for i, line in ipairs(lines) do
    local s = line:find('USE BOX', 1, true)
    if s then
      result.use_line = i
      result.use_col = s - 1 + 4 -- 0-based byte column of "BOX"
    end
    local d = line:find('DEF BOX', 1, true)
    if d then
      result.def_line = i
      result.def_col = d - 1 + 4
    end
  end
  vim.api.nvim_win_set_cursor(0, { result.use_line, result.use_col + 1 })
  vim.lsp.buf.definition()
  result.jumped = vim.wait(20000, function()
    return vim.api.nvim_win_get_cursor(0)[1] ~= result.use_line
  end, 50)
  local cursor = vim.api.nvim_win_get_cursor(0)
  result.cursor = { cursor[1], cursor[2] }
  step('definition')

  -- Filetype detection of the other files in the project (relative to the cwd, the project folder).
  result.filetypes = {}
  for _, name in ipairs({ 'protos/Crate.proto', 'api.proto', 'Crate.wbo' }) do
    vim.cmd('edit ' .. name)
    result.filetypes[name] = vim.bo.filetype
  end
end)
