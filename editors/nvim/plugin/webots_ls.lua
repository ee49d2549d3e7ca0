-- :WebotsExpandProto (see lua/webots_ls): defined at startup, for setups that use vim.lsp.enable('webots_ls')
-- rather than require('webots_ls').setup().
require('webots_ls').create_commands()
