"""Starts the webots-ls server bundled with the VS Code extension.

The extension runs ``python -I launch.py --stdio``: -I keeps the user's PYTHONPATH, user site-packages and the
working directory (a workspace may hold a ``webots_ls`` folder) off sys.path. ``libs/`` next to this file holds the
server and its dependencies, with each supported Python's binaries side by side (their file names differ by
version); ``manifest.json`` lists those Pythons. ``--probe`` only prints, as JSON, whether this Python can run it.
Written for any Python 3, so that an old one gets a clear answer instead of a syntax error."""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def bundled_pythons():
    with open(os.path.join(HERE, "manifest.json"), encoding="utf-8") as manifest:
        return json.load(manifest)["pythons"]


def main():
    pythons = bundled_pythons()
    version = "%d.%d" % sys.version_info[:2]
    if sys.argv[1:] == ["--probe"]:
        probe = {"version": version, "executable": sys.executable, "supported": version in pythons}
        sys.stdout.write(json.dumps(probe) + "\n")
        return 0
    if version not in pythons:
        sys.stderr.write(
            "webots-ls: Python %s (%s) cannot run this bundle; it carries the binaries for Python %s\n"
            % (version, sys.executable, ", ".join(pythons))
        )
        return 3
    sys.path.insert(0, os.path.join(HERE, "libs"))
    from webots_ls.cli import main as webots_ls

    return webots_ls(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
