"""End-to-end tests over stdio (a package so tests can import the shared helpers)."""
