"""The screens as HTML, with no browser (``tools/screen_html.py`` renders every one in CPython): home,
the game screen and its recap and end, replay and share, statistics, the lesson's guide, the rules.
Each screen's state is a small dataclass; drawing is a pure function of it."""
