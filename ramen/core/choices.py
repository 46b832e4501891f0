"""Step-by-step choice of an action by its text tokens (verb, then what, then where).

The screen offers only the tokens that continue some legal action from what the player has
picked so far, so only legal choices are ever enabled.
"""

from __future__ import annotations

from typing import Iterable


class Picker:
    """The tokens picked so far toward one of ``legal`` (action texts)."""

    def __init__(self, legal: Iterable[str], prefix: Iterable[str] = ()) -> None:
        self.legal = [tuple(text.split()) for text in legal]
        self.prefix: tuple[str, ...] = tuple(prefix)
        if not self._matching():
            self.prefix = ()

    def _matching(self) -> list[tuple[str, ...]]:
        n = len(self.prefix)
        return [tokens for tokens in self.legal if tokens[:n] == self.prefix]

    def options(self) -> set[str]:
        """Tokens that may be picked next."""
        n = len(self.prefix)
        return {tokens[n] for tokens in self._matching() if len(tokens) > n}

    def allows(self, *tokens: str) -> bool:
        """Whether picking ``tokens`` next would still lead to a legal action."""
        want = self.prefix + tokens
        return any(t[:len(want)] == want for t in self.legal)

    def complete(self) -> str | None:
        """The action text when the picked tokens form a whole legal action."""
        return " ".join(self.prefix) if self.prefix in self.legal else None

    def push(self, token: str) -> str | None:
        """Pick ``token``; returns the action text once it is complete and nothing longer fits."""
        if token not in self.options():
            raise ValueError(f"{token!r} can't be chosen now")
        self.prefix += (token,)
        if self.complete() is not None and not self.options():
            return self.complete()
        return None

    def push_all(self, tokens: str) -> str | None:
        """Pick each of the space-separated ``tokens`` in turn (a button may send several); the action
        text once complete (ValueError, the prefix as far as it went, if one can't be chosen)."""
        done = None
        for token in tokens.split():
            done = self.push(token)
        return done

    def back(self) -> None:
        self.prefix = self.prefix[:-1]

    def clear(self) -> None:
        self.prefix = ()
