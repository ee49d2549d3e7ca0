-- Driven by test_nvim.py (Neovim 0.11): opens WEBOTS_FILE with the plugin's client and records the server's answers
-- to the remaining authoring requests: inlay hints through Neovim's own vim.lsp.inlay_hint, the others (0.11 has no
-- UI for them) through vim.lsp.buf_request_sync. Positions are 0-based lines and UTF-8 byte columns (the negotiated
-- encoding, recorded in result.offset_encoding).
local client = dofile(vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':h') .. '/nvim_client.lua')

client.with_client('textDocument/documentColor', function(result, buf)
  local lsp_client = vim.lsp.get_clients({ bufnr = buf })[1]
  result.offset_encoding = lsp_client.offset_encoding
  local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  local document = { uri = vim.uri_from_bufnr(buf) }

  -- The position `skip` bytes into the first occurrence of `needle` after line `from` (0-based).
  local function at(needle, skip, from)
    for row = (from or 0) + 1, #lines do
      local s = lines[row]:find(needle, 1, true)
      if s then
        return { line = row - 1, character = s - 1 + (skip or 0) }
      end
    end
    error('not in the world: ' .. needle)
  end
  local function ask(method, params)
    local answers, err = vim.lsp.buf_request_sync(buf, method, params, 20000)
    assert(answers, method .. ': ' .. tostring(err))
    local answer = answers[lsp_client.id]
    assert(answer and not answer.err, method .. ': ' .. vim.inspect(answer))
    return answer.result
  end
  local function at_position(method, needle, skip, from)
    return ask(method, { textDocument = document, position = at(needle, skip, from) })
  end

  vim.lsp.inlay_hint.enable(true, { bufnr = buf })
  result.got_hints = vim.wait(20000, function()
    return #vim.lsp.inlay_hint.get({ bufnr = buf }) > 0
  end, 50)
  result.hints = {}
  for _, item in ipairs(vim.lsp.inlay_hint.get({ bufnr = buf })) do
    local hint = item.inlay_hint
    local label = type(hint.label) == 'string' and hint.label or hint.label[1].value
    table.insert(result.hints, { hint.position.line, hint.position.character, label })
  end

  result.colors = ask('textDocument/documentColor', { textDocument = document })
  result.links = ask('textDocument/documentLink', { textDocument = document })
  result.linked = at_position('textDocument/linkedEditingRange', 'DEF BOX', 5)
  result.selection = ask('textDocument/selectionRange', { textDocument = document, positions = { at('0.5', 1) } })
  result.hover_type = at_position('textDocument/hover', 'PointLight', 2)
  result.hover_use = at_position('textDocument/hover', 'USE BOX', 5)
  result.symbols_proto = ask('workspace/symbol', { query = 'Crate' })
  result.symbols_def = ask('workspace/symbol', { query = 'BOX' })
end)
