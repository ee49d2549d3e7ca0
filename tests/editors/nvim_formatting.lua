-- Driven by test_nvim_formatting.py (Neovim 0.11): opens WEBOTS_FILE with the plugin's client, formats it with
-- vim.lsp.buf.format() and records the buffer's lines.
local client = dofile(vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':h') .. '/nvim_client.lua')

client.with_client('textDocument/formatting', function(result, buf)
  vim.lsp.buf.format({ bufnr = buf, timeout_ms = 20000 })
  result.lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
end)
