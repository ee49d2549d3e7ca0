-- webots-ls for Neovim 0.7 and later: starts the `webots-ls` language server for buffers of filetype `webots`
-- (.wbt worlds, .proto node definitions, .wbo node files).
--
--   require('webots_ls').setup()                                  -- defaults
--   require('webots_ls').setup({ cmd = { '/path/to/webots-ls' } })  -- another server command
--   require('webots_ls').setup({                                     -- the server's settings
--     settings = { webots = { webotsHome = '/usr/local/webots', inlayHints = { units = false } } },
--     init_options = { diagnosticsDelay = 300 },                     -- read at start only
--   })
--
-- Neovim 0.11+ can also use the bundled lsp/webots_ls.lua with `vim.lsp.enable('webots_ls')` instead.
--
--   require('webots_ls').expand_proto()   -- or :WebotsExpandProto: the PROTO instance under the cursor (in a .proto
--                                         -- file away from instances: that PROTO at its defaults) as the server
--                                         -- expands it, in a read-only scratch buffer of filetype webots
local M = {}

M.name = 'webots_ls'

-- Files and folders that mark the root of a Webots project, nearest first.
M.root_markers = { '.git', 'worlds', 'protos', 'controllers' }

M.defaults = {
  cmd = { 'webots-ls' },
  filetypes = { 'webots' },
  settings = {}, -- answered to workspace/configuration and sent by didChangeConfiguration
  init_options = nil, -- initializationOptions (diagnosticsDelay is read only there)
  on_attach = nil, -- function(client, bufnr)
  capabilities = nil, -- extra client capabilities (e.g. from cmp_nvim_lsp)
}

local config = vim.deepcopy(M.defaults)
local clients_by_root = {} -- Neovim < 0.10: root_dir -> client id

local uv = vim.uv or vim.loop

local function dirname(path)
  return (path:gsub('/+[^/]*$', ''))
end

-- The project folder of a file: the nearest ancestor holding a root marker (for `worlds`/`protos`/`controllers`
-- the folder that holds them), else the file's own folder.
function M.root_dir(fname)
  local dir = dirname(fname)
  if dir == '' then
    dir = '/'
  end
  local current = dir
  while current ~= '' and current ~= '/' do
    for _, marker in ipairs(M.root_markers) do
      if uv.fs_stat(current .. '/' .. marker) then
        return current
      end
    end
    local parent = dirname(current)
    if parent == current then
      break
    end
    current = parent
  end
  return dir
end

-- Neovim before 0.10 neither sends the settings after initialize nor says it answers workspace/configuration, so
-- the server would never see them: send them once the client is initialized (a second copy on later versions is
-- harmless).
local function send_settings(client)
  if next(client.config.settings or {}) == nil then
    return
  end
  local params = { settings = client.config.settings }
  if vim.fn.has('nvim-0.11') == 1 then
    client:notify('workspace/didChangeConfiguration', params)
  else
    client.notify('workspace/didChangeConfiguration', params)
  end
end

local function client_config(bufnr)
  local fname = vim.api.nvim_buf_get_name(bufnr)
  local capabilities = vim.lsp.protocol.make_client_capabilities()
  if config.capabilities then
    capabilities = vim.tbl_deep_extend('force', capabilities, config.capabilities)
  end
  return {
    name = M.name,
    cmd = config.cmd,
    root_dir = M.root_dir(fname ~= '' and fname or (uv.cwd() .. '/x')),
    settings = config.settings,
    init_options = config.init_options,
    on_init = send_settings,
    capabilities = capabilities,
    on_attach = config.on_attach,
  }
end

-- Start (or reuse) the server for a buffer and attach it. Returns the client id.
function M.attach(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  if vim.bo[bufnr].buftype ~= '' then
    return nil
  end
  local cfg = client_config(bufnr)
  if vim.lsp.start then -- Neovim 0.10+: reuses a client of the same name and root_dir
    return vim.lsp.start(cfg, { bufnr = bufnr })
  end
  -- Neovim 0.7 - 0.9
  local id = clients_by_root[cfg.root_dir]
  if id == nil or vim.lsp.get_client_by_id(id) == nil or vim.lsp.client_is_stopped(id) then
    id = vim.lsp.start_client(cfg)
    if id == nil then
      return nil
    end
    clients_by_root[cfg.root_dir] = id
  end
  vim.lsp.buf_attach_client(bufnr, id)
  return id
end

-- The webots_ls client attached to a buffer, if any.
local function buffer_client(bufnr)
  local clients = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = bufnr, name = M.name })
    or vim.lsp.buf_get_clients(bufnr)
  for _, client in pairs(clients) do
    if client.name == M.name then
      return client
    end
  end
  return nil
end

local expansions = 0

-- The text in a new read-only scratch buffer (filetype webots) in a vertical split; returns the buffer.
local function show_expansion(text, title)
  expansions = expansions + 1
  local buf = vim.api.nvim_create_buf(false, true)
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, vim.split(text:gsub('\n$', ''), '\n', { plain = true }))
  vim.api.nvim_buf_set_name(buf, string.format('webots-expanded://%s (%d)', title, expansions))
  vim.bo[buf].bufhidden = 'wipe'
  vim.bo[buf].filetype = 'webots'
  vim.bo[buf].modifiable = false
  vim.bo[buf].readonly = true
  vim.cmd('vsplit')
  vim.api.nvim_win_set_buf(0, buf)
  return buf
end

-- Ask the server for `webots/expandedProto` at the cursor of the current window and show the answer: the text in a
-- scratch buffer, the errors with vim.notify. `on_done(buf or nil)` (optional) is called at the end.
function M.expand_proto(on_done)
  local bufnr = vim.api.nvim_get_current_buf()
  local client = buffer_client(bufnr)
  local function done(buf)
    if on_done then
      on_done(buf)
    end
  end
  if client == nil then
    vim.notify('webots-ls is not attached to this buffer', vim.log.levels.WARN)
    return done(nil)
  end
  local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
  local title = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(bufnr), ':t:r')
  local function handler(err, result)
    if err then
      vim.notify('webots/expandedProto: ' .. (err.message or tostring(err)), vim.log.levels.ERROR)
      return done(nil)
    end
    if result == nil or result == vim.NIL then
      vim.notify('No PROTO instance here to expand', vim.log.levels.INFO)
      return done(nil)
    end
    if #result.errors > 0 then
      vim.notify('Expanded PROTO: ' .. table.concat(result.errors, '\n'), vim.log.levels.WARN)
    end
    done(result.text ~= '' and show_expansion(result.text, title) or nil)
  end
  if vim.fn.has('nvim-0.11') == 1 then
    client:request('webots/expandedProto', params, handler, bufnr)
  else
    client.request('webots/expandedProto', params, handler, bufnr)
  end
end

function M.create_commands()
  vim.api.nvim_create_user_command('WebotsExpandProto', function()
    M.expand_proto()
  end, { desc = 'Show the PROTO instance under the cursor expanded (webots-ls)' })
end

function M.setup(opts)
  config = vim.tbl_deep_extend('force', vim.deepcopy(M.defaults), opts or {})
  if type(config.cmd) == 'string' then
    config.cmd = { config.cmd }
  end
  M.create_commands()
  local group = vim.api.nvim_create_augroup('webots_ls', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = config.filetypes,
    callback = function(args)
      M.attach(args.buf)
    end,
  })
  -- Buffers already open when setup() runs.
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) and vim.tbl_contains(config.filetypes, vim.bo[bufnr].filetype) then
      M.attach(bufnr)
    end
  end
end

return M
