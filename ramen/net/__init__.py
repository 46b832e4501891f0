"""Play on several devices: the host's engine holds the game, each guest device plays one seat.

``protocol`` holds the messages and their checks, ``host`` the host's side (``Host``), ``guest`` a
guest's side (``Guest``), ``signal`` the short codes that carry a WebRTC offer and answer. Standard
library only: the transport (a WebRTC data channel in the page, a list in the tests) is the caller's.
"""
