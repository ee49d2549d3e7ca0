"""Plain-data analysis of a parsed Webots file (no LSP types)."""
