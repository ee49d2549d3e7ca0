"""Editor integrations driven by the real editors (Neovim 0.7 and 0.11, Emacs + eglot, VS Code in code-server)
against the real `webots-ls` server. `scripts/install-editors` installs the editors."""
