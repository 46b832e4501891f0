"""The Ramen Extreme game state: plain data with value equality and a fast shallow ``clone``."""

from __future__ import annotations

from dataclasses import dataclass

from ramen.core.state import State

#: the stages of play: the setup choices, then per turn before rolling, rolling, resolving the
#: final dice and after resolving; "over" once the game has ended
STAGES = ("setup", "before", "rolling", "resolving", "after", "over")
#: prompts that interrupt a stage: the claim offered after a steal, and the token-limit discard
PROMPTS = ("", "steal_claim", "discard")
#: ``final_turns_left`` while the pile has not run out
NO_FINAL = -1
#: ``stolen`` when no steal's claim is asked
NO_TOKEN = ""


@dataclass
class ExtremeState(State):
    """Everything about a game of Ramen Extreme. Every field is immutable plain data (ints, strs,
    bools, None and tuples), so ``clone`` is a shallow copy and ``apply`` replaces what it changes. Pieces
    are named by their ids, as in the other games; the tokens held and in the pots are counts in the
    order of ``TOKENS`` (a count per kind, not a list of pieces)."""

    seed: int
    seats: int
    first: int                              # the seat that plays first (and chooses tokens first)
    counter: int                            # chance events drawn so far (see ramen.core.rng_for)
    stage: str                              # one of STAGES
    prompt: str                             # one of PROMPTS
    current: int                            # the seat whose turn (or setup choice) it is
    turn: int                               # turns started, 0 = the first player's first turn
    pots: tuple[int, ...]                   # tokens in the Hot Pots, per token index
    tokens: tuple[tuple[int, ...], ...]     # tokens held, per seat, per token index
    heat: tuple[int, ...]                   # pepper position per seat, 0 = start (off the card) .. 7 = top
    chopsticks: tuple[bool, ...]            # whether each seat still has its Chopsticks
    claimed: tuple[tuple[str, ...], ...]    # ids of the bowls claimed, per seat, in order
    table: tuple[str | None, ...]           # bowl id per Table slot; None once nothing refills it
    pile: tuple[str, ...]                   # face-down bowl pile (ids), top first
    removed: tuple[str, ...]                # bowls removed at setup (2-3 players), face down
    dice: tuple[str, ...]                   # faces of the five dice; () before the first roll
    held: tuple[bool, ...]                  # dice kept out of the next roll
    used: tuple[bool, ...]                  # dice already resolved (chili pairs are used at once)
    rolls: int                              # rolls made this turn, 0..3
    optional_used: bool                     # the turn's one optional action is taken
    stolen: str                             # the token stolen (its id), while the steal's claim is offered
    heat_moves: tuple[tuple[int, int, int, int, str], ...]  # (by, seat, from, to, cause) of ...
    heat_moves_turn: int                    # ... the latest turn that moved peppers (-1: none yet)
    final_turns_left: int                   # -1: the pile has not run out; else turns after this one
    end_reason: str                         # "" while playing; "pile" or "rounds" once over
    rolled: tuple[bool, ...] = ()           # the dice the turn's last roll rolled, until a die is spent
    set_dice: tuple[str, ...] = ()          # faces the next dice rolled show, in order (option "dice": a lesson's)


def unused_count(state: ExtremeState, face: str) -> int:
    """Final dice showing ``face`` that are not resolved yet."""
    count = 0
    for die, used in zip(state.dice, state.used):
        if die == face and not used:
            count += 1
    return count


def round_number(state: ExtremeState) -> int:
    """The round being played, from 1 (a round is one turn of every player)."""
    return state.turn // state.seats + 1
