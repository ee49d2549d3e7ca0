-- Shared by the Neovim 0.11 scripts of the editor tests. `record(body)` runs body(result), writes `result` (with the
-- error, if any) as JSON to WEBOTS_RESULT and quits; `open_with_client(method)` opens WEBOTS_FILE with the plugin's
-- client (WEBOTS_PLUGIN, WEBOTS_LS_CMD) and waits until a client that answers `method` is attached to it;
-- `wait_for_diagnostic(buf, text)` waits for the server's diagnostic.
local M = {}

function M.record(body)
  local result = {}
  local ok, err = xpcall(function()
    body(result)
  end, debug.traceback)
  if not ok then
    result.error = err
  end
  vim.fn.writefile({ vim.fn.json_encode(result) }, vim.env.WEBOTS_RESULT)
  vim.cmd('qall!')
end

function M.open_with_client(method)
  local env = vim.env
  vim.opt.runtimepath:prepend(env.WEBOTS_PLUGIN)
  vim.cmd('filetype plugin on')
  vim.lsp.config('webots_ls', { cmd = { env.WEBOTS_LS_CMD } })
  vim.lsp.enable('webots_ls')
  vim.cmd('edit ' .. vim.fn.fnameescape(env.WEBOTS_FILE))
  local buf = vim.api.nvim_get_current_buf()
  local attached = vim.wait(20000, function()
    return #vim.lsp.get_clients({ bufnr = buf, method = method }) > 0
  end, 50)
  return buf, attached
end

-- `record` around `open_with_client(method)`: body(result, buf) once the client is attached (result.attached).
function M.with_client(method, body)
  M.record(function(result)
    local buf
    buf, result.attached = M.open_with_client(method)
    if result.attached then
      body(result, buf)
    end
  end)
end

-- Whether one of the buffer's diagnostics holds `text`.
function M.has_diagnostic(buf, text)
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    if d.message:find(text, 1, true) then
      return true
    end
  end
  return false
end

-- Wait until the server published a diagnostic holding `text`; whether it did.
function M.wait_for_diagnostic(buf, text)
  return vim.wait(30000, function()
    return M.has_diagnostic(buf, text)
  end, 50)
end

-- The buffer's clients: vim.lsp.get_clients from 0.10, buf_get_clients before (0.7).
function M.get_clients(bufnr)
  if vim.lsp.get_clients then
    return vim.lsp.get_clients({ bufnr = bufnr })
  end
  return vim.tbl_values(vim.lsp.buf_get_clients(bufnr))
end

return M
