"""Command line: ``python -m ramen arena GAME --seats N --bots LEVEL[,LEVEL...] --games K --seed S``."""

from __future__ import annotations

import argparse
import json
import sys

from ramen.arena import run_arena
from ramen.core.bots import bot_levels
from ramen.core.registry import GAME_TITLES, get_game


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m ramen", description="Ramen games without a browser.")
    commands = parser.add_subparsers(dest="command", required=True)
    arena = commands.add_parser("arena", help="computer opponents play seeded games; prints one JSON object")
    arena.add_argument("game", help=f"one of: {', '.join(GAME_TITLES)}")
    arena.add_argument("--seats", type=int, required=True, help="number of seats")
    arena.add_argument("--bots", required=True, help="one level per seat, comma-separated, e.g. normal,easy")
    arena.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    arena.add_argument("--seed", type=int, default=0, help="seed of the first game; game k uses seed + k")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        game = get_game(args.game)
    except LookupError as error:
        parser.error(str(error))
    levels = [level.strip() for level in args.bots.split(",")]
    if not game.min_seats <= args.seats <= game.max_seats:
        parser.error(f"{game.title} is for {game.min_seats} to {game.max_seats} seats, not {args.seats}")
    if len(levels) != args.seats:
        parser.error(f"--bots gives {len(levels)} level(s) for {args.seats} seats; give one per seat")
    known = bot_levels(game)
    for level in levels:
        if level not in known:
            parser.error(f"unknown level {level!r} for {args.game}; choose from {', '.join(known)}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    summary = run_arena(game, args.seats, levels, args.games, args.seed)
    json.dump(summary, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
