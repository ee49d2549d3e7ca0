-- Driven by test_nvim.py: `nvim --headless -u NONE -i NONE -n -c 'luafile nvim_expand.lua'` with
--   WEBOTS_PLUGIN, WEBOTS_LS_CMD, WEBOTS_FILE, WEBOTS_RESULT as for nvim_check.lua
--   WEBOTS_MODE    'setup' (require('webots_ls').setup) or 'enable' (0.11: vim.lsp.enable and the plugin/ file)
--   WEBOTS_NEEDLE  text on the line of the PROTO instance to expand
-- It opens the world, waits for the server, puts the cursor on the instance, runs :WebotsExpandProto and records
-- the scratch buffer that opens (name, filetype, lines, modifiable) and the notifications.
local client_lib = dofile(vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':h') .. '/nvim_client.lua')
local env = vim.env

local get_clients = client_lib.get_clients

client_lib.record(function(result)
  result.notifications = {}
  vim.notify = function(message, level)
    table.insert(result.notifications, { message = message, level = level })
  end
  vim.opt.runtimepath:prepend(env.WEBOTS_PLUGIN)
  vim.cmd('filetype plugin on')
  if env.WEBOTS_MODE == 'enable' then
    vim.cmd('runtime plugin/webots_ls.lua') -- (-u NONE sources no plugin/ file: a user's startup would)
    vim.lsp.config('webots_ls', { cmd = { env.WEBOTS_LS_CMD } })
    vim.lsp.enable('webots_ls')
  else
    require('webots_ls').setup({ cmd = { env.WEBOTS_LS_CMD } })
  end
  vim.cmd('edit ' .. vim.fn.fnameescape(env.WEBOTS_FILE))
  local world = vim.api.nvim_get_current_buf()
  result.attached = vim.wait(20000, function()
    return #get_clients(world) > 0 and get_clients(world)[1].initialized ~= false
  end, 50)
  if not result.attached then
    return
  end
  result.got_diagnostic = client_lib.wait_for_diagnostic(world, "Did not find a 'DEF NOPE' to match 'USE NOPE'")

  local lines = vim.api.nvim_buf_get_lines(world, 0, -1, false)
  for index, line in ipairs(lines) do
    local column = line:find(env.WEBOTS_NEEDLE, 1, true)
    if column then
      vim.api.nvim_win_set_cursor(0, { index, column - 1 })
      break
    end
  end
  vim.cmd('WebotsExpandProto')
  local shown = vim.wait(20000, function()
    return vim.api.nvim_get_current_buf() ~= world
  end, 50)
  if not shown then
    return
  end
  local buf = vim.api.nvim_get_current_buf()
  result.name = vim.api.nvim_buf_get_name(buf)
  result.filetype = vim.bo[buf].filetype
  result.modifiable = vim.bo[buf].modifiable
  result.lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  result.windows = #vim.api.nvim_tabpage_list_wins(0)
end)
