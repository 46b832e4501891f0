"""What the app does when tapped or when time passes: the protocols the parts use of the app
(``shell``), starting and opening games (``launch``), saving (``saves``), the computer's turns
(``turns``), hints, the game screen's and the lesson's commands, the home form, replays and sharing.
Each offers its handlers to the command table by ``data-cmd`` name."""
