"""Command line.

- ``python -m ramen arena GAME --seats N --bots LEVEL[,LEVEL...] --games K --seed S [--records DIR]``
- ``python -m ramen link FILE.json``: the link fragment (``#/game/v1/...``) of a game file
- ``python -m ramen replay FILE.json``: the game's log in words and its final scores
- ``python -m ramen review FILE.json [--json] [--seed S]``: the expert's review of every seat's decisions

Bad arguments or files exit with status 2 and a message.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ramen.arena import run_arena
from ramen.core.bots import bot_levels
from ramen.core.errors import RecordError
from ramen.core.registry import GAME_TITLES, get_game
from ramen.core.record import Record


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m ramen", description="Ramen games without a browser.")
    commands = parser.add_subparsers(dest="command", required=True)
    arena = commands.add_parser("arena", help="computer opponents play seeded games; prints one JSON object")
    arena.add_argument("game", help=f"one of: {', '.join(GAME_TITLES)}")
    arena.add_argument("--seats", type=int, required=True, help="number of seats")
    arena.add_argument("--bots", required=True, help="one level per seat, comma-separated, e.g. normal,easy")
    arena.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    arena.add_argument("--seed", type=int, default=0, help="seed of the first game; game k uses seed + k")
    arena.add_argument("--records", metavar="DIR", help="also write each game as a game file into DIR (opens in the page)")
    link = commands.add_parser("link", help="print the link fragment (#/game/v1/...) of a game file")
    link.add_argument("file", help="a game file (.json), as the page downloads it or the arena writes it")
    replay = commands.add_parser("replay", help="print a game file's log in words and its final scores")
    replay.add_argument("file", help="a game file (.json)")
    review = commands.add_parser("review", help="the expert's review of each seat's decisions in a game file")
    review.add_argument("file", help="a game file (.json), as the page downloads it or the arena writes it")
    review.add_argument("--json", action="store_true", help="print one JSON object instead of words")
    review.add_argument("--seed", type=int, default=0, help="the searches' seed (the same seed, the same review)")
    return parser


def print_review(record: Record, seed: int, as_json: bool) -> None:
    """Each seat's review: a summary line per seat, or one JSON object (``Review.to_json``)."""
    from ramen.core.review import Review, kept_review

    game = get_game(record.game)
    review = Review(game, record, seed, kept=kept_review(record, seed))
    review.run()
    if as_json:
        json.dump(review.to_json(), sys.stdout)
        sys.stdout.write("\n")
        return
    print(f"{game.title}, seed {record.seed}: the expert's review ({len(review.judged)} decisions)")
    for seat in review.seat_reviews():
        print(review.summary(seat))


def read_file(parser: argparse.ArgumentParser, name: str) -> Record:
    """The checked record of a game file, or exit 2 with what is wrong."""
    from ramen.core.link import read_game_file

    path = Path(name)
    try:
        data = path.read_bytes()
    except OSError as error:
        parser.error(f"can't read {name}: {error.strerror or error}")
    try:
        return read_game_file(data)
    except RecordError as error:
        parser.error(f"{name} can't be opened: {error}")


def print_replay(record: Record) -> None:
    """The log in words, one numbered line per action, then the scores (final or so far)."""
    from ramen.core.timeline import Timeline

    game = get_game(record.game)
    timeline = Timeline(game, record)
    names = record.names
    seats = ", ".join(f"{seat.name} ({'computer, ' + (seat.level or '') if seat.is_bot else 'person'})" for seat in record.seats)
    print(f"{game.title}, seed {record.seed}: {seats}")
    width = len(str(timeline.length))
    for step in timeline.steps:
        print(f"{step.index:>{width}}. {step.line}")
    state = timeline.states[-1]
    sheets = game.scores(state)
    if timeline.over:
        outcome = game.outcome(state)
        print("Final scores:")
        for place, seat in enumerate(outcome.ranking, start=1):
            won = "  (won)" if seat in outcome.winners else ""
            print(f"  {place}. {names[seat]}: {sheets[seat].total} points ({sheets[seat].tiebreak_label}: "
                  f"{abs(sheets[seat].tiebreak)}){won}")
    else:
        print(f"The game is not over ({game.progress(state)}). Scores so far:")
        for seat, sheet in enumerate(sheets):
            print(f"  {names[seat]}: {sheet.total} points")


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "link":
        from ramen.core.link import link_fragment
        print(link_fragment(read_file(parser, args.file)))
        return 0
    if args.command == "replay":
        print_replay(read_file(parser, args.file))
        return 0
    if args.command == "review":
        print_review(read_file(parser, args.file), args.seed, args.json)
        return 0
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
    records = None
    if args.records:
        records = Path(args.records)
        try:
            records.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            parser.error(f"can't write game files into {args.records}: {error.strerror or error}")
        if not records.is_dir():
            parser.error(f"--records {args.records} is not a folder")
    summary = run_arena(game, args.seats, levels, args.games, args.seed, records)
    json.dump(summary, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
