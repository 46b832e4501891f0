"""Play on several devices, in the page: the WebRTC link (``link``), the screens of host and guest
(``screens``), and the table that runs them (``table``). The rules of the table are ``ramen.net``."""
