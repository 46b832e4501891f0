"""The app's shell: the route (#/, #/rules/GAME, #/play/ID, and the replay controller's) -> the screen
drawn; the page's events -> the command table. What each screen does lives in its own module."""

from __future__ import annotations

from js import document, window  # type: ignore[import-not-found]

from ramen.core.registry import GAME_TITLES
from ramen.store import SaveStore
from ramen.ui.page import browser
from ramen.ui.page.browser import JsProxy
from ramen.ui.page.command_table import CommandTable, Handler
from ramen.ui.page.cues import TurnSound
from ramen.ui.events import PageEvents
from ramen.ui.commands.backup import Keeping
from ramen.ui.commands.challenge import ChallengeController
from ramen.ui.commands.hints import Hints
from ramen.ui.commands.launch import Launcher
from ramen.ui.devices.table import NetPlay
from ramen.ui.page.pace import PaceSetting
from ramen.ui.page.settings import SETTINGS, Settings
from ramen.ui.page.drawing import Page
from ramen.ui.screens.play import PlayScreen, announcement, render_play, turn_cue_key
from ramen.ui.commands.play import PlayCommands
from ramen.ui.commands.replay import ReplayController
from ramen.ui.commands.play_on import PlayOn
from ramen.ui.commands.review import ReviewController
from ramen.ui.commands.saves import SaveSync
from ramen.ui.commands.setup_form import SetupForm
from ramen.ui.commands.turns import ComputerTurns
from ramen.ui.commands.tutorial import TutorialCommands


class App:
    """What is on screen, and the parts that change it (it is the ``GameShell`` they are given)."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.store = SaveStore(browser.LocalStorage())
        self.screen: PlayScreen | None = None
        self.route_name = ""
        self.home_message: str | None = None
        self.last_screen_id = ""
        self.last_html = ""
        self.settings = Settings(browser.LocalStorage())
        self.pace = PaceSetting.from_page(self.settings)
        self.sound = TurnSound(self.settings)
        self.form = SetupForm(self)
        self.replays = ReplayController(self)  # replays, sharing, game files, statistics
        self.reviews = ReviewController(self, self.replays)  # the expert's review of a finished game
        self.saves = SaveSync(self, page.root)
        self.keeping = Keeping(self)  # persistent storage, back up and restore all games
        self.saves.on_saved = self.keeping.after_save
        self.turns = ComputerTurns(self, self.saves, self.pace, page)
        self.launcher = Launcher(self, self.form, self.saves, page)
        self.net = NetPlay(self, self.saves, self.turns, self.launcher, self.form)  # play on several devices
        self.challenges = ChallengeController(self, self.launcher, self.person_names)  # the same deal for friends
        self.play_on = PlayOn(self, self.replays)  # a new game from a replay's position
        self.commands = CommandTable(fallback=self.redraw)
        self.commands.first = self.net.take_command
        for part in (self.net.commands(), self.replays.commands(), self.reviews.commands(), self.challenges.commands(), self.play_on.commands(), self.form.commands(), self.launcher.commands(), self.own_commands(),
                     self.keeping.commands(),
                     PlayCommands(self, self.saves, self.turns, Hints(self, self.saves), self.launcher).commands(),
                     TutorialCommands(self, self.saves, self.launcher, self.person_names).commands()):
            self.commands.add(part)
        self.events = PageEvents(self, page.root, self.commands, on_hash=self.on_hash, on_change=self.on_change,
                                 on_key=self.replays.on_key)

    # --- routes and screens ------------------------------------------------------------------
    def navigate(self, route: str) -> None:
        """Go to ``route``, or route again if the page is there already."""
        if str(window.location.hash) != route:
            window.location.hash = route  # hashchange routes
        else:
            self.route()

    def on_hash(self, _event: JsProxy = None) -> None:
        """The address changed (a link, back/forward, or ``navigate``)."""
        with browser.phase("route"):
            self.route()

    def route(self) -> None:
        """Set the screen for the page's address, draw it, and let the computer play if it is its turn."""
        route = str(window.location.hash or "#/")
        parts = route.lstrip("#/").split("/")
        if self.net.route(route):
            self.screen, self.route_name = None, route
        elif self.challenges.route(route):
            self.replays.leave()
            self.reviews.leave()
            self.screen, self.route_name = None, route
            if not self.challenges.active:
                return  # it sent the page elsewhere
        elif self.reviews.route(route):
            self.replays.leave()
            self.screen, self.route_name = None, route
            if not self.reviews.active:
                return  # it sent the page elsewhere
        elif self.replays.route(route):
            self.screen, self.route_name = None, route
            if not self.replays.active:
                return  # it sent the page elsewhere
        elif parts[0] == "play" and len(parts) > 1:
            if self.screen is None or self.screen.save_id != parts[1]:
                self.screen = self.launcher.open_saved(parts[1])
                if self.screen is None:  # the home screen says why
                    self.navigate("#/")
                    return
            self.route_name = route
        else:
            rules = parts[0] == "rules" and len(parts) > 1 and parts[1] in GAME_TITLES
            self.screen, self.route_name = None, route if rules else "#/"
            if not rules:
                self.store.drop_finished_lessons()  # a finished lesson is no saved game (its rules page may lead back)
        if self.route_name != "#/":
            self.keeping.left_home()
        self.render()
        if self.route_name.startswith("#/rules/") and len(parts) > 2:
            self.show_section(parts[2])
        self.turns.schedule()

    @staticmethod
    def show_section(section: str) -> None:
        """A rules page opened at one section (a rule card's "More in the rules"): scrolled to its
        heading, which takes the focus."""
        heading = browser.nn(document.getElementById(f"rules-{section}"))
        if heading is not None:
            heading.scrollIntoView()
            heading.focus()

    def person_names(self) -> list[str]:
        """The home form's people, in seat order (a tutorial takes the first name)."""
        return [seat.name for seat in self.form.seat_infos() if not seat.is_bot]

    def screen_kind(self) -> str:
        """Which screen is shown: handoff, end, play (a game's), replays (the replay controller's: a replay,
        sharing, a game file, the statistics), rules, home."""
        if self.screen is not None:
            if self.screen.handoff_to is not None:
                return "handoff"
            return "end" if self.screen.match.over else "play"
        if self.net.active:
            return "net"
        if self.challenges.active:
            return "challenges"
        if self.reviews.active:
            return "reviews"
        if self.replays.active:
            return "replays"
        return "rules" if self.route_name.startswith("#/rules/") else "home"

    def screen_html(self, kind: str) -> str:
        """The HTML of the screen shown, of ``kind``."""
        if self.screen is not None:
            return render_play(self.screen, self.settings.values)
        if kind == "net":
            return self.net.render()
        if kind == "challenges":
            return self.challenges.render()
        if kind == "reviews":
            return self.reviews.render()
        if kind == "replays":
            return self.replays.render()
        if kind == "rules":
            from ramen.ui.screens.home import render_rules
            from ramen.ui.screens.rules_text import rules_html
            game_id = self.route_name.split("/")[2]
            return render_rules(game_id, rules_html(game_id))
        return self.form.render(self.settings.values, self.keeping.note())

    @staticmethod
    def screen_id(route: str, kind: str) -> str:
        """Which screen is drawn: a new one replaces the page, the same one is patched."""
        return f"{route}|{kind}"

    def render(self) -> None:
        """Draw the current screen: a new screen replaces the page, the same screen is patched."""
        self.net.before_render()
        kind = self.screen_kind()
        with browser.phase("html"):
            html = self.screen_html(kind)
        screen_id = self.screen_id(self.route_name, kind)
        fresh = screen_id != self.last_screen_id
        browser.set_data("travel", self.pace.travel(self.turns.skipping))  # how what moves travels (static/travel.js)
        with browser.phase("patch"):  # tools/bench.py reads these measures (ramen:html, ramen:patch)
            if fresh or html != self.last_html:
                self.page.show(html, fresh)
        self.last_screen_id = screen_id
        self.last_html = html
        if self.screen is not None:
            with browser.phase("say"):
                self.say(announcement(self.screen))
            self.sound.cue(turn_cue_key(self.screen))
        browser.set_flag("data-busy", bool(self.screen and self.screen.match.is_bot_turn() and self.screen.handoff_to is None))
        browser.set_flag("data-replaying", bool(self.screen and self.screen.replaying is not None))  # a turn played again
        self.saves.update_notice()

    def say(self, text: str) -> None:
        """Words for the page's one polite live region."""
        self.page.say(text)

    def pace_seconds(self) -> float:
        """The pause between two steps shown one after another."""
        return self.pace.seconds

    def show_play(self, screen: PlayScreen) -> None:
        """The game screen ``screen`` in place of the one shown, the computer playing on if it is its turn."""
        self.turns.cancel()
        self.screen = screen
        self.render()
        self.turns.schedule()

    def show_error(self, text: str) -> None:
        """``text`` as an error on the screen shown, drawn."""
        if self.screen is not None:
            self.screen.message = ("error", text)
        else:
            self.home_message = text
        self.render()

    # --- commands and events -----------------------------------------------------------------
    def own_commands(self) -> dict[str, Handler]:
        """Going between screens, and each setting of the settings sheet (its buttons send the setting's name)."""
        commands: dict[str, Handler] = {"rules": self.open_rules, "back": lambda _arg: self.go_home(back=True),
                                        "home": lambda _arg: self.go_home()}
        for setting in SETTINGS:
            commands[setting.name] = self.setting_command(setting.name)
        return commands

    def setting_command(self, name: str) -> Handler:
        """The command a setting's buttons send: their value chosen for ``name``."""
        return lambda value: self.choose_setting(name, value)

    def redraw(self) -> None:
        """The command table's fallback: the screen's message is cleared and the screen drawn again."""
        if self.screen is not None:
            self.screen.message = None
        else:
            self.home_message = None
        self.render()

    def open_rules(self, game_id: str | None) -> bool:
        """A game's rules page."""
        if not game_id:
            return False
        self.navigate(f"#/rules/{game_id}")
        return True

    def go_home(self, back: bool = False) -> bool:
        """Leave for the home screen; ``back``: where the player came from, if not a game (within this
        page's history)."""
        self.turns.cancel()
        self.replays.leave()
        self.reviews.leave()
        self.challenges.leave()
        if back and self.screen is None and window.history.length > 1:
            window.history.back()
        else:
            self.navigate("#/")
        return True

    def choose_setting(self, name: str, value: str | None) -> bool:
        """A setting chosen in the settings sheet: kept on this device, mirrored on <html> where the page's
        look follows it (theme, text size), the home screen's message cleared."""
        if not self.settings.choose(name, value):
            return False
        self.apply_settings()
        if name == "sound" and self.sound.on:
            self.sound.play()  # turned on by a tap: the browser lets the sound start, and the player hears it
        if self.screen is None:
            self.home_message = None
        self.render()
        return True

    def apply_settings(self) -> None:
        """The settings' attributes on <html> (static/early.js set them before the first paint)."""
        for attribute, value in self.settings.attributes().items():
            browser.set_data(attribute, value)

    def on_change(self, event: JsProxy) -> None:
        """A field changed: the replay controller's (file input, jump list), else the home form's."""
        if event.type == "change" and (self.replays.on_change(event.target) or self.keeping.on_change(event.target)
                                       or self.play_on.on_change(event.target)):
            return
        if self.net.on_field(event.target):
            return
        self.form.on_field(event.target, str(event.type))

