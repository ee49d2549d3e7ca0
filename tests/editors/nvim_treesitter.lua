-- Driven by test_nvim.py: editors/nvim/README.md's "without nvim-treesitter" recipe on Neovim 0.11 — the
-- grammar's parser in site/parser/webots.so, grammar/queries linked as site/queries/webots — then records the
-- highlight captures at a few places and the fold levels. Env: WEBOTS_PLUGIN, WEBOTS_SITE, WEBOTS_FILE,
-- WEBOTS_RESULT.
local client = dofile(vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':h') .. '/nvim_client.lua')
local env = vim.env
client.record(function(result)
  vim.opt.runtimepath:prepend(env.WEBOTS_SITE)
  vim.opt.runtimepath:prepend(env.WEBOTS_PLUGIN)
  vim.cmd('filetype plugin on')
  vim.api.nvim_create_autocmd('FileType', {
    pattern = 'webots',
    callback = function(args)
      vim.treesitter.start(args.buf, 'webots')
      vim.wo.foldmethod, vim.wo.foldexpr = 'expr', 'v:lua.vim.treesitter.foldexpr()'
    end,
  })
  vim.cmd('edit ' .. vim.fn.fnameescape(env.WEBOTS_FILE))
  local buf = vim.api.nvim_get_current_buf()
  result.filetype = vim.bo[buf].filetype
  result.highlighting = vim.treesitter.highlighter.active[buf] ~= nil
  local function captures(line, needle)
    local text = vim.api.nvim_buf_get_lines(buf, line - 1, line, false)[1]
    local names = {}
    for _, c in ipairs(vim.treesitter.get_captures_at_pos(buf, line - 1, text:find(needle, 1, true) - 1)) do
      table.insert(names, c.capture)
    end
    return names
  end
  result.captures = {
    header = captures(1, 'VRML_SIM'),
    comment = captures(2, 'comment'),
    def_keyword = captures(6, 'DEF'),
    def_name = captures(6, 'BOX'),
    node_type = captures(3, 'WorldInfo'),
    string = captures(4, 'Café'),
  }
  result.folds = {}
  for line = 1, vim.api.nvim_buf_line_count(buf) do
    table.insert(result.folds, vim.fn.foldlevel(line))
  end
end)
