-- Driven by test_nvim.py (Neovim 0.11): opens WEBOTS_FILE with the plugin's client and completes the way a user
-- does, with vim.lsp.completion (omnifunc, CTRL-X CTRL-O in insert mode): after `geometry ` (the popup's words are
-- recorded, then `Box` is picked) and after `tra` inside `Solid {` (the first item is accepted). Records the popup
-- items and the lines the buffer ends with.
local client = dofile(vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':h') .. '/nvim_client.lua')

local function keys(text)
  return vim.api.nvim_replace_termcodes(text, true, false, true)
end

-- Cursor at the end of 1-based `row`, insert mode, `typed` then CTRL-X CTRL-O. A timer waits for the popup
-- (feedkeys 'x!' stays in insert mode until <Esc>), records its words, moves to `wanted` with CTRL-N, accepts it
-- with CTRL-Y and leaves insert mode.
local function complete_at(row, typed, wanted)
  local found = { shown = false, words = {} }
  vim.api.nvim_win_set_cursor(0, { row, 0 })
  local timer = vim.uv.new_timer()
  local waited = 0
  timer:start(100, 50, vim.schedule_wrap(function()
    waited = waited + 50
    local items = vim.fn.pumvisible() == 1 and vim.fn.complete_info({ 'items' }).items or {}
    if #items == 0 and waited < 20000 then
      return
    end
    timer:stop()
    timer:close()
    found.shown = #items > 0
    local index = nil
    for i, item in ipairs(items) do
      table.insert(found.words, item.word)
      if item.word == wanted and index == nil then
        index = i
      end
    end
    local finish = index and (string.rep('<C-n>', index) .. '<C-y>') or '<C-e>'
    vim.api.nvim_feedkeys(keys(finish), 'nt', false)
    vim.defer_fn(function()
      vim.api.nvim_feedkeys(keys('<Esc>'), 'nt', false)
    end, 500)
  end))
  vim.api.nvim_feedkeys(keys('A' .. typed .. '<C-x><C-o>'), 'tx!', false)
  vim.wait(300)
  return found
end

client.with_client('textDocument/completion', function(result, buf)
  vim.o.completeopt = 'menuone,noselect'
  local lsp_client = vim.lsp.get_clients({ bufnr = buf, method = 'textDocument/completion' })[1]
  vim.lsp.completion.enable(true, lsp_client.id, buf, { autotrigger = false })
  vim.bo[buf].omnifunc = 'v:lua.vim.lsp.omnifunc'

  -- A node type after `geometry `: Box is picked; a field name inside `Solid {` after `tra`: translation.
  result.geometry = complete_at(tonumber(vim.env.GEOMETRY_LINE), '', 'Box')
  local solid = vim.fn.search('^Solid {', 'nw')  -- its line moved down by the Box's lines
  result.field = complete_at(solid + 1, 'tra', 'translation')
  result.lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
end)
