-- Driven by test_nvim.py (Neovim 0.11): opens WEBOTS_FILE with the plugin's client, waits for the server's
-- diagnostics, then applies quick fixes the way a user does, with vim.lsp.buf.code_action() (apply: the one action
-- the filter keeps is applied without a menu): "Did you mean 'BALL_SHAPE'?" on `USE BALL_SHAPES`, then the copy of
-- the DEF's node on the forbidden `USE BALL`. Records the titles offered and the buffer's lines after each.
local client = dofile(vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':h') .. '/nvim_client.lua')

-- Cursor on `name` of the line holding `USE name`; the titles offered there, then the action whose title starts
-- with `wanted` applied; the lines once the buffer changed.
local function fix(buf, name, wanted)
  local row = vim.fn.search('USE ' .. name .. '$', 'nw')
  local col = vim.api.nvim_buf_get_lines(buf, row - 1, row, false)[1]:find(name, 1, true) - 1
  vim.api.nvim_win_set_cursor(0, { row, col })
  local found = { titles = {} }
  local tick = vim.b[buf].changedtick
  vim.lsp.buf.code_action({
    apply = true,
    filter = function(action)
      table.insert(found.titles, action.title)
      return vim.startswith(action.title, wanted)
    end,
  })
  found.applied = vim.wait(20000, function()
    return vim.b[buf].changedtick ~= tick
  end, 50)
  found.lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  return found
end

client.with_client('textDocument/codeAction', function(result, buf)
  result.got_diagnostics = client.wait_for_diagnostic(buf, 'Solid nodes cannot be USEd.')
    and client.wait_for_diagnostic(buf, "'DEF BALL_SHAPES'")
  result.unresolved = fix(buf, 'BALL_SHAPES', "Did you mean 'BALL_SHAPE'?")
  -- the server's diagnostics of the new text first, so that the next fix is asked about a current finding
  vim.wait(20000, function()
    return not client.has_diagnostic(buf, "'DEF BALL_SHAPES'")
  end, 50)
  result.forbidden = fix(buf, 'BALL', "Replace 'USE BALL'")
end)
