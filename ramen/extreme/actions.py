"""Ramen Extreme actions and their text notation.

Grammar (lower case, single spaces; seats ``p1``.., dice ``1``..``5`` and Table bowls ``b1``..``b3``
are 1-based in the text and 0-based in the fields):

    choose <protein> <vegetable>      setup: the two starting tokens, e.g. ``choose egg corn``
    roll                              roll all five dice, or re-roll the dice not held
    hold <die> / release <die>        keep / stop keeping a die before the next roll, e.g. ``hold 2``
    stop                              keep the dice as they are (no more rolls)
    take <token>                      resolve dice: 2 or 3 matching dice for a token, ``take chashu``
    fan                               resolve two fans: own pepper 2 spaces down
    done                              finish resolving (remaining dice are not used)
    claim b<i> [b<j>]                 claim one or two Table bowls, ``claim b1``, ``claim b1 b3``
    steal p<n> <token>                Chopsticks: take a token from a player, ``steal p2 egg``
    skip                              after a steal: claim nothing
    replace b<i> [b<j> [b<k>]]        Chopsticks: replace Table bowls, ``replace b2 b3``
    swap <token> <token>              swap a token for its partner, ``swap egg naruto``
    discard <token>                   token limit: put one back, ``discard corn``
    end                               end the turn
"""

from __future__ import annotations

from dataclasses import dataclass

from ramen.core import NotationError
from ramen.extreme.components import DICE_COUNT, TABLE_SIZE, TOKEN_INDEX, TOKENS


@dataclass(frozen=True)
class Choose:
    """Setup: take one protein and one vegetable token."""

    protein: int
    vegetable: int

    def __str__(self) -> str:
        return f"choose {TOKENS[self.protein]} {TOKENS[self.vegetable]}"


@dataclass(frozen=True)
class Roll:
    """Roll all dice (first roll) or re-roll the dice not held."""

    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True)
class Hold:
    """Keep die ``die`` (0-based) out of the next roll."""

    die: int

    def __str__(self) -> str:
        return f"hold {self.die + 1}"


@dataclass(frozen=True)
class Release:
    """Put a held die back into the next roll."""

    die: int

    def __str__(self) -> str:
        return f"release {self.die + 1}"


@dataclass(frozen=True)
class Stop:
    """Stop rolling: the dice are final."""

    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True)
class Take:
    """Resolve two (x2 token) or three (x3 token) matching dice into a token from the Hot Pots."""

    token: int

    def __str__(self) -> str:
        return f"take {TOKENS[self.token]}"


@dataclass(frozen=True)
class Fan:
    """Resolve two fan dice: move the own pepper two spaces down."""

    def __str__(self) -> str:
        return "fan"


@dataclass(frozen=True)
class Done:
    """Finish resolving; dice not used are lost."""

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True)
class Claim:
    """Claim one or two Table bowls (0-based slots, ascending)."""

    slots: tuple[int, ...]

    def __str__(self) -> str:
        return "claim " + " ".join(f"b{slot + 1}" for slot in self.slots)


@dataclass(frozen=True)
class Steal:
    """Chopsticks: take one token of ``victim`` (0-based seat)."""

    victim: int
    token: int

    def __str__(self) -> str:
        return f"steal p{self.victim + 1} {TOKENS[self.token]}"


@dataclass(frozen=True)
class Skip:
    """After a steal: keep the token and claim nothing."""

    def __str__(self) -> str:
        return "skip"


@dataclass(frozen=True)
class Replace:
    """Chopsticks: replace Table bowls (0-based slots, ascending) from the pile."""

    slots: tuple[int, ...]

    def __str__(self) -> str:
        return "replace " + " ".join(f"b{slot + 1}" for slot in self.slots)


@dataclass(frozen=True)
class Swap:
    """Swap a held token for the other token of its Hot Pot."""

    give: int
    get: int

    def __str__(self) -> str:
        return f"swap {TOKENS[self.give]} {TOKENS[self.get]}"


@dataclass(frozen=True)
class Discard:
    """Token limit: put one held token back into its Hot Pot."""

    token: int

    def __str__(self) -> str:
        return f"discard {TOKENS[self.token]}"


@dataclass(frozen=True)
class End:
    """End the turn."""

    def __str__(self) -> str:
        return "end"


ExtremeAction = (Choose | Roll | Hold | Release | Stop | Take | Fan | Done | Claim | Steal | Skip | Replace | Swap
                 | Discard | End)

_SIMPLE: dict[str, ExtremeAction] = {"roll": Roll(), "stop": Stop(), "fan": Fan(), "done": Done(), "skip": Skip(),
                                     "end": End()}
_ARITY = {"choose": (2, 2), "hold": (1, 1), "release": (1, 1), "take": (1, 1), "claim": (1, 2),
          "steal": (2, 2), "replace": (1, 3), "swap": (2, 2), "discard": (1, 1)}
_EXAMPLES = {"choose": "choose egg corn", "hold": "hold 2", "release": "release 2", "take": "take egg",
             "claim": "claim b1 b3", "steal": "steal p2 egg", "replace": "replace b1 b2", "swap": "swap egg naruto",
             "discard": "discard corn"}
VERBS = ("choose", "roll", "hold", "release", "stop", "take", "fan", "done", "claim", "steal", "skip", "replace",
         "swap", "discard", "end")


def _token(word: str, text: str) -> int:
    if word not in TOKEN_INDEX:
        raise NotationError(f"{text!r}: {word!r} is not an ingredient; the ingredients are {', '.join(TOKENS)}.")
    return TOKEN_INDEX[word]


def _die(word: str, text: str) -> int:
    if not (word.isdigit() and 1 <= int(word) <= DICE_COUNT) or word != str(int(word)):
        raise NotationError(f"{text!r}: {word!r} is not a die; dice are numbered 1 to {DICE_COUNT}.")
    return int(word) - 1


def _slots(words: list[str], text: str) -> tuple[int, ...]:
    slots = []
    for word in words:
        number = word[1:]
        if not (word.startswith("b") and number.isdigit() and number == str(int(number))
                and 1 <= int(number) <= TABLE_SIZE):
            raise NotationError(f"{text!r}: {word!r} is not a Table bowl; the bowls are b1, b2 and b3.")
        slots.append(int(number) - 1)
    if any(a >= b for a, b in zip(slots, slots[1:])):
        raise NotationError(f"{text!r}: name each bowl once, in order (e.g. 'b1 b3').")
    return tuple(slots)


def _seat(word: str, text: str) -> int:
    number = word[1:]
    if not (word.startswith("p") and number.isdigit() and number == str(int(number)) and int(number) >= 1):
        raise NotationError(f"{text!r}: {word!r} is not a player; players are p1, p2, ...")
    return int(number) - 1


#: texts already read (actions are immutable values, so they can be shared); bounded in size
_PARSED: dict[str, ExtremeAction] = {}


def parse_action(text: str) -> ExtremeAction:
    """Read an action's text; NotationError says what is wrong and shows an example."""
    action = _PARSED.get(text) if isinstance(text, str) else None
    if action is None:
        action = _parse(text)
        if len(_PARSED) < 4096:
            _PARSED[text] = action
    return action


def _parse(text: str) -> ExtremeAction:
    if not isinstance(text, str):
        raise NotationError("An action is a text such as 'roll' or 'take egg'.")
    words = text.split(" ")
    verb, args = words[0], words[1:]
    if verb not in VERBS or "" in words:
        raise NotationError(f"{text!r} is not a Ramen Extreme action; the verbs are {', '.join(VERBS)}.")
    if verb in _SIMPLE:
        if args:
            raise NotationError(f"{text!r}: '{verb}' takes nothing after it.")
        return _SIMPLE[verb]
    low, high = _ARITY[verb]
    if not low <= len(args) <= high:
        raise NotationError(f"{text!r} has the wrong number of parts (e.g. '{_EXAMPLES[verb]}').")
    if verb == "choose":
        return Choose(_token(args[0], text), _token(args[1], text))
    if verb == "hold":
        return Hold(_die(args[0], text))
    if verb == "release":
        return Release(_die(args[0], text))
    if verb == "take":
        return Take(_token(args[0], text))
    if verb == "claim":
        return Claim(_slots(args, text))
    if verb == "steal":
        return Steal(_seat(args[0], text), _token(args[1], text))
    if verb == "replace":
        return Replace(_slots(args, text))
    if verb == "swap":
        return Swap(_token(args[0], text), _token(args[1], text))
    return Discard(_token(args[0], text))


# --- every action value, built once (legal_actions hands these out instead of building new ones) ----------
ROLL, STOP, FAN, DONE, SKIP, END = Roll(), Stop(), Fan(), Done(), Skip(), End()
HOLDS = tuple(Hold(die) for die in range(DICE_COUNT))
RELEASES = tuple(Release(die) for die in range(DICE_COUNT))
TAKES = tuple(Take(token) for token in range(len(TOKENS)))
DISCARDS = tuple(Discard(token) for token in range(len(TOKENS)))
SWAPS = tuple(Swap(token, token ^ 1) for token in range(len(TOKENS)))
CHOOSES = {(p, v): Choose(p, v) for p in range(4) for v in range(4, 8)}
