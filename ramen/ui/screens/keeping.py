"""The home screen's lines about keeping the games: whether this device keeps them for good, the reminder
to back up games that are in no backup, and what a backup or a restore just did (pure: the app gives the
facts in a ``KeepNote``)."""

from __future__ import annotations

from dataclasses import dataclass

from ramen.ui.markup.html import button, esc

BACKUP_INPUT_ID = "backup-file-input"

KEPT_FOR_GOOD = "This device keeps your games for good: the browser has agreed not to clear them."
SAFARI_TAB = ("Safari clears a site's games after 7 days of Safari use without a visit to the site. To keep them "
              "for good, add this page to your Home Screen: tap Share, then Add to Home Screen (on a Mac: File, "
              "then Add to Dock). Until then, back them up now and then.")
MAY_CLEAR = ("This browser may clear your games if the device runs short of space or they go long unused: "
             "back them up now and then.")
NOT_SAID = "This browser does not say whether it keeps your games for good: back them up now and then."


@dataclass(frozen=True)
class KeepNote:
    """What the home screen says about keeping the games.

    ``persistent``: the browser's answer (None: it does not say); ``safari_tab``: Safari outside the home
    screen; ``not_backed_up``: games in no backup (or played on since); ``put_off``: the reminder was put
    off within 30 days; ``said``: (kind, words) of the last backup or restore, kind "info" or "error"."""

    persistent: bool | None = None
    safari_tab: bool = False
    not_backed_up: int = 0
    put_off: bool = False
    said: tuple[str, str] | None = None

    @property
    def line(self) -> str:
        if self.persistent:
            return KEPT_FOR_GOOD
        if self.safari_tab:
            return SAFARI_TAB
        return MAY_CLEAR if self.persistent is False else NOT_SAID

    @property
    def reminds(self) -> bool:
        return self.not_backed_up > 0 and not self.persistent and not self.put_off


def render_keep_line(note: KeepNote | None) -> str:
    """The one line under the saved games on whether they are kept for good ("" before it is known)."""
    if note is None:
        return ""
    return f"<p class=\"keep-line\" id=\"keep-line\">{esc(note.line)}</p>"


def render_reminder(note: KeepNote | None) -> str:
    """The reminder above the saved games when some are in no backup and may be cleared."""
    if note is None or not note.reminds:
        return ""
    count = note.not_backed_up
    games = "1 game is" if count == 1 else f"{count} games are"
    return ("<div class=\"backup-reminder\" id=\"backup-reminder\">"
            f"<p><strong>{games} in no backup yet,</strong> and this browser may clear them. "
            "A backup is one file you keep (in Files, on a drive, in an email to yourself).</p>"
            "<div class=\"reminder-buttons\">"
            + button("Back up all games", cmd="backup", cls="secondary", key="backup-reminder")
            + button("Not now", cmd="backup-later", cls="secondary", label="Not now: remind me in 30 days", key="backup-later")
            + "</div></div>")


def render_keep_tools(note: KeepNote | None) -> str:
    """The tools panel's Back up and Restore buttons, their hidden file input, and what they last did."""
    said = ""
    if note is not None and note.said is not None:
        kind, words = note.said
        role = "alert" if kind == "error" else "status"
        said = f"<p class=\"message {esc(kind)} keep-said\" id=\"keep-said\" role=\"{role}\">{esc(words)}</p>"
    return ("<div class=\"tool-buttons keep-buttons\">"
            + button("Back up all games", cmd="backup", cls="secondary", key="backup",
                     title="Every saved game and so your statistics, in one file")
            + button("Restore a backup", cmd="restore", cls="secondary", key="restore",
                     title="Add the games of a backup file; newer games here are kept")
            + "</div>" + said
            + f"<input type=\"file\" id=\"{BACKUP_INPUT_ID}\" data-field=\"backup-file\" accept=\".json,application/json\""
              " hidden aria-label=\"Backup file to restore\" tabindex=\"-1\">")
