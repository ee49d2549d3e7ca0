"""``python -m webots_ls``: same as the ``webots-ls`` command."""

import sys

from webots_ls.cli import main

if __name__ == "__main__":
    sys.exit(main())
