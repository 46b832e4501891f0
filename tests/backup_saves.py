"""Saved games for the backup tests of both browsers: a finished game of each title with a person in it
(so the statistics count something) and one game in progress, as the app itself writes them."""

from __future__ import annotations

import random

from ramen.arena import play_game
from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game
from ramen.store import PREFIX, MemoryStorage, SaveStore

#: clears what a script may clear of the site: localStorage, IndexedDB, the caches, the service worker
CLEAR_SITE = """(async () => {
  localStorage.clear();
  if (indexedDB.databases) for (const db of await indexedDB.databases()) indexedDB.deleteDatabase(db.name);
  if (window.caches) for (const key of await caches.keys()) await caches.delete(key);
  if (navigator.serviceWorker) for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
  return Object.keys(localStorage).length;
})()"""


def planted_saves() -> dict[str, str]:
    """localStorage key -> save text: three finished games (Mai against a computer) and one in progress."""
    store = SaveStore(MemoryStorage())
    for number, game_id in enumerate(("fury", "ink", "extreme")):
        texts: list[str] = []
        play_game(get_game(game_id), 60 + number, ["easy", "easy"], texts=texts)
        record = Record(game=game_id, seed=60 + number, actions=texts,
                        seats=[SeatInfo("Mai", "human"), SeatInfo("Computer 2", "bot", "easy")])
        store.write(f"{game_id}-backup-{number}", Match(get_game(game_id), record), now_ms=1_700_000_000_000 + number * 60_000)
    match = Match(get_game("fury"), Record(game="fury", seed=5, seats=[SeatInfo("Mai"), SeatInfo("Ken")]))
    rng = random.Random(5)
    for _ in range(12):
        match.play(rng.choice(sorted(match.legal_texts())))
    store.write("fury-backup-going", match, now_ms=1_700_000_500_000)
    return {key: value for key, value in store.storage.data.items() if key.startswith(PREFIX)}
