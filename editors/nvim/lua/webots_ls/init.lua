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

function M.setup(opts)
  config = vim.tbl_deep_extend('force', vim.deepcopy(M.defaults), opts or {})
  if type(config.cmd) == 'string' then
    config.cmd = { config.cmd }
  end
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
