"""Entry point loaded by PyScript: start the app."""

from ramen.ui.app import start

start()
