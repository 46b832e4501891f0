"""Ramen: three ramen tabletop games, played in the browser through PyScript.

Everything here but ``ramen.ui`` is a pure, standard-library engine that runs in
CPython and in Pyodide alike.
"""
