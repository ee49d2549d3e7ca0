-- Driven by test_nvim.py (Neovim 0.11): opens WEBOTS_FILE with the plugin's client, then records the semantic
-- tokens Neovim applied (vim.inspect_pos) at named places and the fold levels of vim.lsp.foldexpr() per line.
local client = dofile(vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':h') .. '/nvim_client.lua')

client.with_client('textDocument/semanticTokens/full', function(result, buf)

  -- Semantic tokens: wait until Neovim has applied some, then read them at each probe (0-based byte columns).
  local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  local function tokens_at(needle, skip)
    for row, line in ipairs(lines) do
      local s = line:find(needle, 1, true)
      if s then
        local found = {}
        for _, t in ipairs(vim.inspect_pos(buf, row - 1, s - 1 + (skip or 0)).semantic_tokens) do
          table.insert(found, t.opts.hl_group)
        end
        return found
      end
    end
    return {}
  end
  result.got_tokens = vim.wait(20000, function()
    return #tokens_at('WorldInfo') > 0
  end, 50)
  result.tokens = {
    node_type = tokens_at('WorldInfo'),
    field = tokens_at('title'),
    def_name = tokens_at('DEF BOX', 4),
    use_name = tokens_at('USE BOX', 4),
  }

  -- Folding from the server's foldingRange.
  vim.wo.foldmethod = 'expr'
  vim.wo.foldexpr = 'v:lua.vim.lsp.foldexpr()'
  result.got_folds = vim.wait(20000, function()
    vim.cmd('normal! zx')
    return vim.fn.foldlevel(3) > 0
  end, 100)
  result.folds = {}
  for lnum = 1, #lines do
    table.insert(result.folds, vim.fn.foldlevel(lnum))
  end
end)
