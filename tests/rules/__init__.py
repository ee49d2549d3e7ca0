"""One test file per diagnostic code (``tests/rules/test_<code>.py``, named in the registry): each drives the real
server over stdio on a small text written here (a package so the files can import the shared helpers)."""
