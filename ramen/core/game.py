"""The protocol every game implements, the shared scoring result types, and the base of its computer
opponents (``Bot``: a game holds the factories of its bots, a bot holds its game, so both live here).

A game is a stateless object; its states are plain dataclasses. ``apply`` never changes the
state it is given: it returns a new one. Actions are small immutable values whose ``str()``
is their text notation; ``parse_action`` reads that text back. What a seat sees is its view, a
TypedDict of the game's own that extends ``GameView``: the facts every game's view has, one name each.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Generic, Hashable, Mapping, Protocol, Sequence, TypedDict, TypeVar

from ramen.core.chance import rng_for
from ramen.core.errors import IllegalAction
from ramen.core.words import seat_name


class GameView(TypedDict):
    """What every game's view has, one name each; each game's view (``FuryView``, ``InkView``,
    ``ExtremeView``) extends it with its own table. JSON-ready: at run time a plain dict."""

    #: the game's id, e.g. "fury"
    game: str
    seats: int
    #: the seat this view is for (None: a spectator, who sees only public facts)
    viewer: int | None
    #: the seat that acts next (None once the game is over)
    to_act: int | None
    #: the game's phase, a word of its own (see the game's ``phase``); "over" once the game is over
    phase: str
    #: what the seat to act is doing, in words without a name (the page puts the name before it)
    status: str
    #: the round being played, from 1 (a round: every seat's turn once)
    round: int
    over: bool


S = TypeVar("S")
A = TypeVar("A", bound=Hashable)
V = TypeVar("V", bound=GameView)
A_co = TypeVar("A_co", covariant=True)

#: what a game says of a move that is not possible now when it has no better reason
NOT_POSSIBLE = "Not possible now."
#: what a game says of a move asked of a seat that is not to act
NOT_YOUR_TURN = "Not your turn."

#: a view read by code that works on any game (the bots' base class, the search): each game's own
#: TypedDict (e.g. ``ramen.fury.view.FuryView``) is one
View = Mapping[str, Any]

#: makes a computer opponent of one level for a game (a ``Bot`` subclass is one)
BotFactory = Callable[["Game[Any, Any, Any]"], "Bot[Any]"]


@dataclass(frozen=True)
class GameOption:
    """One option a game declares (as OpenSpiel declares a game's parameters): its name, its type, its
    default and what it sets, in words. A game refuses an option it does not declare, or of another type."""

    name: str
    kind: type
    default: Any
    says: str
    #: a rematch keeps it (the first seat and a lesson's stacked deal are set anew)
    kept_in_rematch: bool = True


#: an option's type in words, for the sentence that refuses another
KIND_WORDS: dict[type, str] = {int: "a whole number", bool: "yes or no", str: "words", list: "a list"}
#: the option every game has: who plays first
FIRST_SEAT = GameOption("first", int, None, "the seat that plays first, from 0; drawn from the seed when not given",
                        kept_in_rematch=False)


@dataclass(frozen=True)
class ScoreSheet:
    """One seat's final score: the total, the lines that add up to it, and its tie-break value.

    ``breakdown`` is a list of (label, points) whose points sum to ``total``.
    ``tiebreak`` is compared after the total, higher wins (a game where fewer is better stores
    the negative). ``tiebreak_label`` says in words what it is, e.g. "cards in eaten bowls".
    """

    total: int
    breakdown: tuple[tuple[str, int], ...]
    tiebreak: int
    tiebreak_label: str
    details: dict[str, Any] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class Outcome:
    """Who won: seats ranked best first, the winners, and whether the tie-break decided."""

    ranking: tuple[int, ...]
    winners: tuple[int, ...]
    tiebreak_decided: bool


def rank_seats(sheets: Sequence[ScoreSheet]) -> Outcome:
    """Rank seats by total, then tie-break; tied on both share the win."""
    order = sorted(range(len(sheets)), key=lambda s: (-sheets[s].total, -sheets[s].tiebreak, s))
    best = sheets[order[0]]
    winners = tuple(s for s in order if (sheets[s].total, sheets[s].tiebreak) == (best.total, best.tiebreak))
    tied_on_total = [s for s in order if sheets[s].total == best.total]
    return Outcome(ranking=tuple(order), winners=winners, tiebreak_decided=len(tied_on_total) > len(winners))


class Game(Generic[S, A, V]):
    """Base class of the three games, generic in their state, action and view types. Subclasses fill
    in every method that raises here; the other
    methods are optional hooks with a default that fits a game that does not need them
    (``apply_unchecked``, ``describe``, ``status``, ``progress``, ``migrate_actions``, ``reveals``).

    ``bots`` maps a computer level ("normal", "strong") to the factory of its bot; "easy" (random
    legal moves) needs none. Each game package passes its own when it makes ``GAME``
    (``RamenFury(bots={...})``): the bots import the rules, so the rules cannot import them.
    """

    #: short id used in records, URLs and the command line, e.g. "fury"
    id: str = ""
    #: the name players see, e.g. "Ramen Fury"
    title: str = ""
    min_seats: int = 2
    max_seats: int = 5
    #: the options a game may be set up with (``new_state``'s ``options``), each with its default
    options: tuple[GameOption, ...] = (FIRST_SEAT,)

    def __init__(self, bots: Mapping[str, BotFactory] | None = None) -> None:
        #: the computer levels beyond "easy" and how to make their bots, easiest first
        self.bots: Mapping[str, BotFactory] = dict(bots or {})

    # --- setup -----------------------------------------------------------------------------
    def new_state(self, seed: int, seats: int, options: dict[str, Any] | None = None) -> S:
        """The opening position for ``seats`` players; all chance comes from ``seed``."""
        raise NotImplementedError

    def check_seats(self, seats: int) -> None:
        """Raise IllegalAction when the seat count is outside this game's range."""
        if not self.min_seats <= seats <= self.max_seats:
            raise IllegalAction(f"{self.title} is for {self.min_seats} to {self.max_seats} players, not {seats}.")

    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """``options`` with every declared option at its default where not given; IllegalAction, in a
        sentence, for an option this game does not declare or a value of another type."""
        declared = {option.name: option for option in self.options}
        for name, value in options.items():
            option = declared.get(name)
            if option is None:
                known = ", ".join(repr(n) for n in declared) or "none"
                raise IllegalAction(f"{self.title} has no option {name!r} (its options: {known}).")
            of_its_kind = isinstance(value, option.kind) and isinstance(value, bool) == (option.kind is bool)
            if value is not None and not of_its_kind:
                kind = KIND_WORDS.get(option.kind, option.kind.__name__)
                raise IllegalAction(f"The option {name!r} of {self.title} is {kind} ({option.says}), not {value!r}.")
        return {name: options.get(name, option.default) for name, option in declared.items()}

    def first_seat_option(self, options: dict[str, Any], seats: int) -> int | None:
        """The starting seat fixed by option ``first`` (0-based), or None to draw it from the seed. Every
        game's set-up reads it, so the options are checked here (``check_options``)."""
        first = self.check_options(options).get("first")
        if first is not None and (isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < seats):
            raise IllegalAction(f"The first player must be a seat from 0 to {seats - 1}, not {first!r}.")
        return first

    def choose_first_seat(self, seed: int, counter: int, seats: int, options: dict[str, Any]) -> tuple[int, int]:
        """The starting seat (option ``first``, else drawn from the seed) and the chance counter after it."""
        first = self.first_seat_option(options, seats)
        if first is None:
            return rng_for(seed, counter).randrange(seats), counter + 1
        return first, counter

    # --- play ------------------------------------------------------------------------------
    def to_act(self, state: S) -> int | None:
        """The seat that acts next, or None once the game is over."""
        raise NotImplementedError

    def legal_actions(self, state: S) -> list[A]:
        """Every action the seat to act may take now; empty once the game is over."""
        raise NotImplementedError

    def why_not(self, state: S, action: A) -> str | None:
        """Why ``action`` may not be taken now, in a sentence for a person; None when it may (it is then
        one of ``legal_actions(state)``). The one place a game says why: ``apply`` refuses an action with
        exactly this sentence, and a board says it beside a control that is off (``why_not_begun``)."""
        raise NotImplementedError

    def apply(self, state: S, action: A) -> S:
        """The state after ``action``; IllegalAction (``why_not``'s sentence) if it may not be taken now.
        ``action`` is first read as this game's (``checked``), then asked about, then played
        (``apply_unchecked``): every game applies an action this one way."""
        action = self.checked(action)
        why = self.why_not(state, action)
        if why is not None:
            raise IllegalAction(why)
        return self.apply_unchecked(state, action)

    def apply_unchecked(self, state: S, action: A) -> S:
        """The state after ``action``, a legal action of ``state`` (``apply`` has asked ``why_not``; a
        search plays actions taken from ``legal_actions`` of that very state): nothing is checked, and
        an illegal action gives an undefined state."""
        raise NotImplementedError

    def why_not_begun(self, state: S, words: Sequence[str], legal: Sequence[Sequence[str]] | None = None) -> str | None:
        """Why no legal action begins with ``words`` (an action's text picked word by word, as a board
        does); None when one does. The words of a whole action get ``why_not``'s sentence, a beginning (a
        verb alone, a verb and its card) the game's own ``why_not_beginning``. ``legal``: the words of
        ``legal_actions(state)``, when the caller has them already."""
        begun = tuple(words)
        if legal is None:
            legal = [str(action).split() for action in self.legal_actions(state)]
        if any(tuple(text[:len(begun)]) == begun for text in legal):
            return None
        try:
            action = self.parse_action(" ".join(begun))
        except IllegalAction:
            return self.why_not_beginning(state, begun)
        return self.why_not(state, action) or self.why_not_beginning(state, begun)

    def why_not_words(self, state: S, words: Sequence[str]) -> str | None:
        """Why the action whose text is ``words`` may not be taken now (``why_not``); None when it may.
        Words that are only the beginning of an action get ``why_not_begun``'s answer."""
        try:
            action = self.parse_action(" ".join(words))
        except IllegalAction:
            return self.why_not_begun(state, words)
        return self.why_not(state, action)

    def why_not_beginning(self, state: S, words: tuple[str, ...]) -> str:
        """Why no legal action begins with ``words``, which are not a whole action: each game says it
        for its verbs; by default, plainly that it is not possible."""
        return NOT_POSSIBLE

    def checked(self, action: object) -> A:
        """``action`` in its canonical form, or IllegalAction if it is not an action of this game's
        notation at all (wrong type, a field out of range or of the wrong kind): an action is one of
        this game's exactly when its text reads back to it. Games call this first thing in ``apply``,
        so a hand-built action can only fail with IllegalAction. Known actions are remembered."""
        cache: dict[object, A] = self.__dict__.setdefault("_canonical", {})
        try:
            known = cache.get(action)
        except TypeError:  # unhashable: a field of the wrong kind
            known, cacheable = None, False
        else:
            cacheable = True
        if known is not None:
            return known
        try:
            canonical = self.parse_action(str(action))
            same = canonical == action
        except IllegalAction:
            same = False
        except Exception:  # str() of a malformed action may fail in any way
            same = False
        if not same:
            raise IllegalAction(f"{action!r} is not a {self.title} action.")
        if cacheable:
            if len(cache) > 100_000:
                cache.clear()
            cache[action] = canonical
        return canonical

    def is_terminal(self, state: S) -> bool:
        return self.to_act(state) is None

    def phase(self, state: S) -> str:
        """The phase of play, a word of the game's own ("over" once the game is over): the view's ``phase``."""
        raise NotImplementedError

    def round(self, state: S) -> int:
        """The round being played, from 1 (a round: every seat's turn once): the view's ``round``."""
        raise NotImplementedError

    # --- notation --------------------------------------------------------------------------
    def parse_action(self, text: str) -> A:
        """Read the text form of an action; raises NotationError. ``str(action)`` prints it."""
        raise NotImplementedError

    def format_action(self, action: A) -> str:
        return str(action)

    def describe(self, state: S, action: A, names: Sequence[str]) -> str:
        """One log line in words for ``action`` taken in ``state`` ("Mai spooned an Egg ...")."""
        seat = self.to_act(state)
        who = names[seat] if seat is not None and seat < len(names) else "?"
        return f"{who}: {action}"

    def migrate_actions(self, seed: int, seats: int, options: dict[str, Any], actions: list[str],
                        version: int) -> list[str]:
        """The actions of a record of format ``version`` (older than RECORD_VERSION) as this version of
        the rules reads them. Games whose rules changed override this; by default nothing changes."""
        return list(actions)

    def status(self, state: S, names: Sequence[str]) -> str:
        """What the table waits for, in a sentence with the player's name ("Mai is picking a card.")."""
        seat = self.to_act(state)
        if seat is None:
            return "The game is over."
        return f"{seat_name(names, seat)} to play."

    # --- information -----------------------------------------------------------------------
    def view(self, state: S, seat: int | None) -> V:
        """What ``seat`` may see, as JSON-ready data (None: a spectator, only public facts)."""
        raise NotImplementedError

    def world(self, view: V, rng: random.Random) -> S:
        """A state whose view for ``view``'s viewer is ``view``: what the view shows as it is, what it hides
        (a deck's order, others' hands) drawn from ``rng``. The search samples its worlds so; a device that
        has only its seat's view asks the rules on one (every rule of the seat to act reads only what that
        seat sees, so the hidden draw changes no answer)."""
        raise NotImplementedError

    def progress(self, state: S) -> str:
        """A short phrase for the saved-games list, e.g. "round 3 of 6" or "turn 12"."""
        return ""

    # --- end -------------------------------------------------------------------------------
    def scores(self, state: S) -> list[ScoreSheet]:
        """Each seat's score sheet (final once terminal, running before)."""
        raise NotImplementedError

    def outcome(self, state: S) -> Outcome:
        return rank_seats(self.scores(state))

    # --- undo ------------------------------------------------------------------------------
    def can_undo(self, before: S, action: A, after: S) -> bool:
        """Whether ``action`` may be taken back: by default only when the same seat is still to act
        and the action revealed nothing. Games override ``reveals`` to say what is hidden."""
        seat = self.to_act(before)
        return seat is not None and self.to_act(after) == seat and not self.reveals(before, action, after)

    def reveals(self, before: S, action: A, after: S) -> bool:
        """Whether taking ``action`` revealed hidden information or drew on chance."""
        return True


# --- computer opponents: the base every game's bots derive from (the levels: ramen.core.bots) --------------

class Sliced(Protocol):
    """Work the page runs a few milliseconds at a time: ``step(n)`` until ``done`` (a decision, a review)."""

    @property
    def done(self) -> bool: ...

    def step(self, max_iterations: int = 1) -> None: ...


class Decision(Sliced, Protocol[A_co]):
    """A bot's decision the page can run a few milliseconds at a time: ``step(n)`` until ``done``,
    then ``best()``. A search is one (``ramen.core.search.Searcher``); a quick bot's is ``Decided``."""

    def best(self) -> A_co: ...


class Decided(Generic[A]):
    """A decision already taken: the same interface as ``Searcher`` (``step``, ``done``, ``best``)."""

    done = True

    def __init__(self, action: A) -> None:
        self._action = action

    def step(self, max_iterations: int = 1) -> None:
        return None

    def best(self) -> A:
        return self._action


class Bot(Generic[A]):
    """A computer opponent of one level. Subclasses choose one of the legal actions."""

    level = ""

    def __init__(self, game: Game[Any, A, Any]) -> None:
        self.game = game

    def choose(self, view: View, legal: Sequence[A], rng: random.Random) -> A:
        raise NotImplementedError

    def decide(self, view: View, legal: Sequence[A], rng: random.Random) -> Decision[A]:
        """The decision as a sliceable ``Decision``. By default the choice is made at once (a fast
        bot); a searching bot returns its search, to be run in slices."""
        return Decided(self.choose(view, legal, rng))
