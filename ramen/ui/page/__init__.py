"""The page's plumbing, below everything else in ``ramen.ui``: the browser's storage and the test
contract's attributes (``browser``), drawing and announcing (``drawing``), importing a game in short
steps (``loading``), the computer pace and the turn sound (``pace``, ``cues``), the command table
(``command_table``) and the browser's promises awaited (``calls``). Imports nothing else of ``ramen.ui``."""
