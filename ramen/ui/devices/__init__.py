"""Play on several devices, in the page: the WebRTC link (``link``), the screens of host and guest
(``screens``), the host's side (``host``), a guest's side (``guest``), the camera reading codes (``scan``),
what they share (``context``), and the table the app uses, made of them (``table``). The rules of the table
are ``ramen.net``."""
