"""Entry point loaded by PyScript: start the app."""

from ramen.ui.startup import start

start()
