"""Entry point loaded by PyScript: start the app."""

import os
import sys

# the built site ships the app as one archive (tools/build_site.py), imported from as it is
if os.path.exists("ramen.zip"):
    sys.path.insert(0, os.path.abspath("ramen.zip"))

from ramen.ui.startup import start  # noqa: E402

start()
