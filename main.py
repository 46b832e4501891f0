"""Entry point loaded by PyScript: start the app (its imports timed for tools/bench.py)."""

import os
import sys

# the built site ships the app as one archive (tools/build_site.py), imported from as it is
if os.path.exists("ramen.zip"):
    sys.path.insert(0, os.path.abspath("ramen.zip"))

from ramen.ui.page import start_clock  # noqa: E402

start_clock.wind()

from ramen.ui.startup import start  # noqa: E402

start()
