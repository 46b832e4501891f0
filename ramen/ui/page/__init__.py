"""The page's plumbing, below everything else in ``ramen.ui``: the browser's storage and the test
contract's attributes (``browser``), drawing and announcing (``drawing``), importing a game in short
steps (``loading``), the computer pace and the turn sound (``pace``, ``cues``), and the command table
(``command_table``). Imports nothing else of ``ramen.ui``."""
