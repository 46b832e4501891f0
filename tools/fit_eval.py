"""Fit a search's evaluation: a conditional logit over seats (P(seat wins) = softmax of
w . features(seat)), from the turn starts of seeded games. GAME is fury or extreme (each has
``seat_features`` in its ``bots.features`` module).

    .venv/bin/python tools/fit_eval.py GAME collect DATA.jsonl [games]   (normal-vs-normal, 2-4 seats; 3000 by default)
    .venv/bin/python tools/fit_eval.py GAME collect-strong DATA.jsonl [games]
        (strong-vs-strong, two seats, two games at a time; 1100 by default: on 2 cores Fury's 1,100 about
         26 minutes, Extreme's 1,000 about 31)
    python3 tools/fit_eval.py fit DATA.jsonl                             (needs numpy)

Fury's strong search's ``EVAL_WEIGHTS`` come from ``fury collect``, its expert's two-seat
``EXPERT_EVAL_WEIGHTS`` from ``fury collect-strong`` (the games it meets: strong against strong);
Extreme's expert's ``EXPERT_EVAL_WEIGHTS`` from ``extreme collect-strong``.
"""

from __future__ import annotations

import importlib
import json
import random
import sys
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

#: which turn starts make a row, per game: Fury's final round is valued otherwise (what each seat can
#: still eat), Extreme's setup (choosing the first tokens) is never searched
ROW_FILTERS: dict[str, Callable[[Any], bool]] = {
    "fury": lambda state: not state.final_round,
    "extreme": lambda state: state.stage != "setup",
}


def game_rows(game_name: str, state: Any, choose: Callable[[Any, list], Any]) -> list[str]:
    """Play ``state`` to the end, ``choose(state, legal)`` picking each move where there is a choice;
    the feature rows (JSON lines) of every turn start ``ROW_FILTERS`` keeps, with the game's winners."""
    game = importlib.import_module(f"ramen.{game_name}").GAME
    seat_features = importlib.import_module(f"ramen.{game_name}.bots.features").seat_features
    keep = ROW_FILTERS[game_name]
    seats = state.seats
    rows = []
    turn_start = True
    while not game.is_terminal(state):
        if turn_start and keep(state):
            rows.append([seat_features(state, p) for p in range(seats)])
        seat = state.current
        legal = game.legal_actions(state)
        action = choose(state, legal) if len(legal) > 1 else legal[0]
        state = game.apply_unchecked(state, action)
        turn_start = state.current != seat
    winners = list(game.outcome(state).winners)
    return [json.dumps({"seats": seats, "f": feats, "w": winners}) for feats in rows]


def collect(game_name: str, path: str, games: int) -> None:
    game = importlib.import_module(f"ramen.{game_name}").GAME
    bot = importlib.import_module(f"ramen.{game_name}.bots.levels").NormalBot(game)
    with open(path, "w", encoding="utf-8") as out:
        for index in range(games):
            seats = (2, 2, 3, 4)[index % 4]
            seed = 200_000 + index
            rng = random.Random(seed)
            lines = game_rows(game_name, game.new_state(seed, seats, {}),
                              lambda state, legal: bot.choose(game.view(state, game.to_act(state)), legal, rng))
            out.write("".join(line + "\n" for line in lines))


def strong_game(game_name: str, index: int) -> list[str]:
    """The feature rows (JSON lines) of strong-vs-strong two-seat game ``index`` (seed 300,000 + index)."""
    from ramen.core.bots import bot_action, bot_rng, make_bot

    game = importlib.import_module(f"ramen.{game_name}").GAME
    seed = 300_000 + index
    bots = [make_bot(game, "strong") for _ in range(2)]
    rngs = [bot_rng(seed, seat) for seat in range(2)]
    return game_rows(game_name, game.new_state(seed, 2, {}),
                     lambda state, legal: bot_action(game, bots[state.current], state, rngs[state.current]))


def collect_strong(game_name: str, path: str, games: int) -> None:
    from functools import partial
    from multiprocessing import Pool

    with Pool(2) as pool, open(path, "w", encoding="utf-8") as out:
        for lines in pool.imap(partial(strong_game, game_name), range(games), chunksize=4):
            out.write("".join(line + "\n" for line in lines))


def seat_probabilities(X: Any, w: Any) -> Any:
    """Each row's chance per seat (N x seats) from its features (N x seats x k) and the weights (k)."""
    import numpy as np

    z = X @ w
    z -= z.max(axis=1, keepdims=True)
    P = np.exp(z)
    return P / P.sum(axis=1, keepdims=True)


def fit(path: str) -> None:
    import numpy as np

    rows = [json.loads(line) for line in open(path, encoding="utf-8")]
    feats = [np.array(r["f"]) for r in rows]
    labels = []
    for r in rows:
        y = np.zeros(r["seats"])
        y[r["w"]] = 1.0 / len(r["w"])
        labels.append(y)
    k = feats[0].shape[1]
    w = np.zeros(k)
    # group by seat count for vectorised Newton steps
    groups = {}
    for f, y in zip(feats, labels):
        groups.setdefault(f.shape[0], ([], []))
        groups[f.shape[0]][0].append(f)
        groups[f.shape[0]][1].append(y)
    data = {s: (np.stack(a), np.stack(b)) for s, (a, b) in groups.items()}
    for step in range(30):
        grad = np.zeros(k)
        hess = np.zeros((k, k))
        loss = 0.0
        n = 0
        for s, (X, Y) in data.items():  # X: N x s x k
            P = seat_probabilities(X, w)
            loss -= (Y * np.log(P + 1e-12)).sum()
            n += X.shape[0]
            mean = (P[:, :, None] * X).sum(axis=1)  # N x k
            grad += ((Y - P)[:, :, None] * X).sum(axis=(0, 1))
            centred = X - mean[:, None, :]
            hess -= np.einsum("ns,nsi,nsj->ij", P, centred, centred)
        hess -= 1e-3 * np.eye(k)
        w = w - np.linalg.solve(hess, grad)
        print(step, round(loss / n, 5))
    for s, (X, Y) in data.items():
        P = seat_probabilities(X, w)
        print(s, "seats: log loss", round(float(-(Y * np.log(P + 1e-12)).sum() / len(X)), 4),
              "chance", round(float(np.log(s)), 4))
    print("weights", [round(float(x), 4) for x in w])


if __name__ == "__main__":
    if sys.argv[1] == "fit":
        fit(sys.argv[2])
    else:
        game_name, command, data = sys.argv[1:4]
        if game_name not in ROW_FILTERS:
            sys.exit(f"no evaluation to fit for {game_name!r}: choose one of {', '.join(ROW_FILTERS)}")
        count = int(sys.argv[4]) if len(sys.argv) > 4 else (3000 if command == "collect" else 1100)
        {"collect": collect, "collect-strong": collect_strong}[command](game_name, data, count)
