"""The review in the page (#/review/SAVE): the expert's review of a finished saved game worked out a few
milliseconds at a time (the page answers taps throughout), shown as it goes, stopped and gone on with,
and kept with the save after each decision judged (a reload goes on where it was; nothing is worked out
twice). ``ramen.ui.screens.review`` draws it."""

from __future__ import annotations

import asyncio
import traceback

from ramen.core.errors import RecordError
from ramen.core.review import Review, kept_review
from ramen.store import SaveConflict, StorageUnavailable
from ramen.ui.commands.replay import ReplayController
from ramen.ui.commands.sharing import keep_shared, navigate_to, send_home
from ramen.ui.commands.shell import Shell
from ramen.ui.commands.turns import SEARCH_SLICE_MS
from ramen.ui.page import browser
from ramen.ui.page.command_table import Handler
from ramen.ui.screens.replay_view import ReplayScreen
from ramen.ui.screens.review import PAGE_SEED, ReviewScreen, render_review, reviewed_seats


class ReviewController:
    """The review screen, when it is shown (one at a time)."""

    def __init__(self, shell: Shell, replays: ReplayController) -> None:
        self.shell = shell
        self.replays = replays
        self.screen: ReviewScreen | None = None
        self.task: asyncio.Future[None] | None = None

    @property
    def active(self) -> bool:
        return self.screen is not None

    def route(self, route: str) -> bool:
        """Take ``#/review/SAVE`` (and start the review); anything else leaves it to the app."""
        parts = route.lstrip("#/").split("/")
        if parts[0] != "review" or len(parts) < 2:
            self.leave()
            return False
        if self.screen is not None and self.screen.route == route:
            return True
        self.leave()
        try:
            match = self.shell.store.load(parts[1])
        except RecordError as error:
            self.fail(f"That game can't be reviewed: {error}.")
            return True
        if not match.over:
            self.fail("A game can be reviewed once it is over.")
            return True
        review = Review(match.game, match.record, PAGE_SEED, reviewed_seats(match),
                        kept=kept_review(match.record, PAGE_SEED), states=match.states)
        self.screen = ReviewScreen(route=route, save_id=parts[1], match=match, review=review)
        self.go(None)
        return True

    def fail(self, message: str) -> None:
        """Send the page home, saying ``message`` there."""
        self.screen = None
        send_home(self.shell, message)

    def leave(self) -> None:
        """The screen is left: the review stops (what is judged is kept)."""
        self.stop(None)
        self.screen = None

    def render(self) -> str:
        assert self.screen is not None
        return render_review(self.screen)

    def commands(self) -> dict[str, Handler]:
        return {"review": navigate_to(self.shell, "#/review/{}"), "review-stop": self.stop, "review-go": self.go,
                "review-see": navigate_to(self.shell, "#/replay/{}"),  # a costly decision on the board (SAVE/STEP)
                "review-marks": self.show_marks, "review-kept": self.review_kept}

    def review_kept(self, _arg: str | None) -> bool:
        """The replay of a finished game from a link or a file: kept among the saved games (its review is kept with
        the save), then reviewed."""
        screen = self.replays.screen
        if not isinstance(screen, ReplayScreen) or screen.save_id is not None or not screen.over:
            return False
        try:
            save_id = keep_shared(self.shell.store, screen.record)
        except RecordError as error:
            screen.message = ("error", f"That game can't be reviewed here: {error}.")
            self.shell.render()
            return True
        self.shell.navigate(f"#/review/{save_id}")
        return True

    @staticmethod
    def show_marks(_arg: str | None) -> bool:
        """The replay at a reviewed decision: its marks on the board brought into view."""
        browser.scroll_into_view("#replay button:is(.mark-played, .mark-expert)")
        return True

    def stop(self, _arg: str | None) -> bool:
        screen = self.screen
        if screen is None or not screen.running:
            return False
        screen.running = False
        self.shell.render()
        return True

    def go(self, _arg: str | None) -> bool:
        """Start or go on with the review (a task that runs it in slices)."""
        screen = self.screen
        if screen is None or screen.running or screen.review.done:
            return False
        screen.running = True
        screen.message = None
        self.task = asyncio.ensure_future(self.work(screen))
        return True

    async def work(self, screen: ReviewScreen) -> None:
        """Judge one decision after another, a slice per task, keeping each with the save; ends once all are
        judged, Stop is pressed or the screen is left."""
        from ramen.core.search import run_slice  # loaded with the search itself, not at start-up

        review = screen.review
        try:
            while not review.done:
                await asyncio.sleep(0)
                if self.screen is not screen or not screen.running:
                    return
                judged = len(review.judged)
                run_slice(review, SEARCH_SLICE_MS / 1000)
                if len(review.judged) != judged:
                    self.keep(screen)
                    self.shell.render()
            screen.running = False
        except Exception as error:
            traceback.print_exc()
            screen.running = False
            screen.message = ("error", f"The review stopped: {error}")
        if self.screen is screen:
            self.shell.render()

    def keep(self, screen: ReviewScreen) -> None:
        """What is judged goes with the save (a full or blocked storage keeps it on this page only)."""
        screen.review.keep()
        try:
            self.shell.store.write(screen.save_id, screen.match, browser.now_ms())
        except (SaveConflict, StorageUnavailable):
            pass  # another tab wrote this game, or storage is full: the review goes on here
