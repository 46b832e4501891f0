"""Challenges in the page: a challenge link opened (#/challenge/v1/...) becomes a new game of its deal with the
names typed in; a finished game's *Challenge a friend* or *Pass it on* shows its link (#/challenge-link/SAVE)
with a QR code, Copy and, where the device has a share sheet, Share. ``ramen.ui.screens.challenge`` draws them;
``ramen.core.challenge`` reads and writes the links."""

from __future__ import annotations

import asyncio
import traceback
from collections.abc import Callable

from js import window  # type: ignore[import-not-found]

from ramen.core.challenge import challenge_fragment, challenge_of, read_challenge
from ramen.core.errors import RecordError
from ramen.core.registry import GAME_TITLES
from ramen.ui.commands.launch import Launcher
from ramen.ui.commands.sharing import copy_text, navigate_to, page_url, send_home
from ramen.ui.commands.shell import Shell
from ramen.ui.page import browser
from ramen.ui.page.calls import JsCallFailed, settled
from ramen.ui.page.command_table import Handler
from ramen.ui.page.scripts import qr_code
from ramen.ui.screens.challenge import (LINK_FIELD, NAME_FIELD, ChallengeLinkScreen, ChallengeScreen, can_challenge,
                                        render_challenge, render_challenge_link)


class ChallengeController:
    """The challenge screens, when one is shown."""

    def __init__(self, shell: Shell, launcher: Launcher, person_names: Callable[[], list[str]]) -> None:
        self.shell = shell
        self.launcher = launcher
        self.person_names = person_names
        self.screen: ChallengeScreen | ChallengeLinkScreen | None = None
        self.task: asyncio.Future[None] | None = None

    @property
    def active(self) -> bool:
        return self.screen is not None

    def route(self, route: str) -> bool:
        """Take ``#/challenge/v1/...`` and ``#/challenge-link/SAVE``; anything else leaves it to the app."""
        parts = route.lstrip("#/").split("/")
        if parts[0] not in ("challenge", "challenge-link") or len(parts) < 2:
            self.screen = None
            return False
        if self.screen is not None and self.screen.route == route:
            return True
        if parts[0] == "challenge":
            try:
                challenge = read_challenge(route)
            except RecordError as error:
                return self.fail(f"That challenge link can't be opened: {error}.")
            names = self.person_names()
            self.screen = ChallengeScreen(route=route, challenge=challenge,
                                          names=[names[i] if i < len(names) else "" for i in range(len(challenge.people))])
            return True
        try:
            match = self.shell.store.load(parts[1])
        except RecordError as error:
            return self.fail(f"That game can't be a challenge: {error}.")
        if not can_challenge(match):
            return self.fail("That game can't be a challenge: it must be over, played by a person, and dealt on its own.")
        try:
            challenge = challenge_of(match.record, [sheet.total for sheet in match.game.scores(match.state)])
        except RecordError as error:
            return self.fail(f"That game can't be a challenge: {error}.")
        share = browser.nn(getattr(window.navigator, "share", None)) is not None
        self.screen = ChallengeLinkScreen(route=route, save_id=parts[1], challenge=challenge,
                                          link=page_url(challenge_fragment(challenge)), can_share=share)
        self.task = asyncio.ensure_future(self.draw_qr(self.screen))
        return True

    def fail(self, message: str) -> bool:
        """Send the page home, saying ``message`` there (the route is taken)."""
        self.screen = None
        send_home(self.shell, message)
        return True

    def leave(self) -> None:
        self.screen = None

    async def draw_qr(self, screen: ChallengeLinkScreen) -> None:
        """The link's QR code, drawn once worked out (the link is there to copy at once)."""
        try:
            _, screen.qr = await qr_code(screen.link, "Byte")
        except Exception:  # no QR code: the link and Copy still work
            traceback.print_exc()
            return
        if self.screen is screen:
            self.shell.render()

    def render(self) -> str:
        screen = self.screen
        if isinstance(screen, ChallengeScreen):
            return render_challenge(screen)
        assert isinstance(screen, ChallengeLinkScreen)
        return render_challenge_link(screen)

    # --- commands --------------------------------------------------------------------------
    def commands(self) -> dict[str, Handler]:
        return {"challenge": navigate_to(self.shell, "#/challenge-link/{}"), "challenge-play": self.play,
                "challenge-copy": self.copy, "challenge-share": self.share, "challenge-back": navigate_to(self.shell, "#/play/{}")}

    def play(self, _arg: str | None) -> bool:
        """*Play this deal*: the names typed in, the game got ready, then a new saved game of the deal opened."""
        screen = self.screen
        if not isinstance(screen, ChallengeScreen) or screen.starting:
            return False
        screen.names = [str(browser.field_value(NAME_FIELD.format(i), screen.names[i])).strip()
                        for i in range(len(screen.challenge.people))]
        if not all(screen.names):
            screen.message = ("error", "Type a name for every person's seat first.")
            self.shell.render()
            return True
        screen.starting, screen.message = True, None
        self.shell.render()

        async def work() -> None:
            try:
                await self.launcher.prepare_game(screen.challenge.game)
                record = screen.challenge.record(screen.names)
                self.screen = None
                self.launcher.open_new(record)
            except Exception as error:
                traceback.print_exc()
                screen.starting = False
                screen.message = ("error", f"The game could not be started: {error}")
                if self.screen is screen:
                    self.shell.render()

        self.task = asyncio.ensure_future(work())
        return True

    def copy(self, _arg: str | None) -> bool:
        screen = self.screen
        if not isinstance(screen, ChallengeLinkScreen):
            return False

        async def work() -> None:
            copied = await copy_text(screen.link, LINK_FIELD)
            screen.message = ("ok", "Link copied: send it to a friend." if copied
                              else "The link is selected: copy it with your device's Copy.")
            self.shell.say(screen.message[1])
            if self.screen is screen:
                self.shell.render()

        self.task = asyncio.ensure_future(work())
        return True

    def share(self, _arg: str | None) -> bool:
        """The device's share sheet with the link (where it has one)."""
        screen = self.screen
        if not isinstance(screen, ChallengeLinkScreen):
            return False
        title = GAME_TITLES.get(screen.challenge.game, screen.challenge.game)
        data = browser.js_object({"title": f"{title}: a challenge", "url": screen.link,
                              "text": f"Play the same deal of {title} and beat our scores."})

        async def work() -> None:
            try:
                await settled(lambda: window.navigator.share(data))
            except JsCallFailed:  # cancelled, or not allowed: Copy is still there
                pass

        self.task = asyncio.ensure_future(work())
        return True
