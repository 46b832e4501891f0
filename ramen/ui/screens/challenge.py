"""Challenges in the page (ramen/core/challenge.py): the screen of a challenge link opened (#/challenge/v1/...:
the deal, the scores played on it so far, a name for each person's seat and *Play this deal*), the screen that
makes one from a finished game (#/challenge-link/SAVE: the link, its QR code, Copy and Share), and the end
screen's table of everyone's score on the deal. Pure rendering: ``ramen.ui.commands.challenge`` drives it."""

from __future__ import annotations

from dataclasses import dataclass, field

from ramen.core.challenge import Challenge, ChallengeScore, earlier_scores, is_challenge
from ramen.core.match import Match
from ramen.core.play_on import PLAY_ON
from ramen.core.registry import GAME_TITLES
from ramen.core.tutorial import META_KEY as TUTORIAL_KEY
from ramen.core.words import noun
from ramen.ui.markup.frame import top_bar
from ramen.ui.markup.html import MINUS, Markup, attrs, button, esc
from ramen.ui.markup.qr import qr_svg

#: the id of the name field of the n-th person's seat on a challenge's screen
NAME_FIELD = "challenge-name-{}"
#: the id of the challenge link's field (Copy selects it where the clipboard is refused)
LINK_FIELD = "challenge-link"


@dataclass
class ChallengeScreen:
    """A challenge link opened: its deal and scores, the names typed so far, what went wrong."""

    route: str
    challenge: Challenge
    names: list[str]
    starting: bool = False
    message: tuple[str, str] | None = None


@dataclass
class ChallengeLinkScreen:
    """The challenge of a finished saved game: its link (the page's address), its QR code once drawn."""

    route: str
    save_id: str
    challenge: Challenge
    link: str
    qr: list[str] = field(default_factory=list)
    can_share: bool = False
    message: tuple[str, str] | None = None


def can_challenge(match: Match) -> bool:
    """Whether a finished game's deal can be passed to friends: a person played it, it was dealt on its own (not
    played on from another's position) and it is no lesson."""
    record = match.record
    return (match.over and any(not seat.is_bot for seat in record.seats) and PLAY_ON not in record.options
            and TUTORIAL_KEY not in record.meta)


def _person_best(score: ChallengeScore, people: list[int]) -> int:
    return max(score.totals[seat] for seat in people)


def scores_table(challenge: Challenge, mine: ChallengeScore | None = None) -> Markup:
    """Everyone's score on the deal, best first: who played, their score, each computer's (``mine``: this
    device's game just played, marked)."""
    people = challenge.people
    rows = list(challenge.scores) + ([mine] if mine is not None else [])
    if not rows:
        return Markup("")
    ranked = sorted(enumerate(rows), key=lambda item: -_person_best(item[1], people))
    heads = "".join(f"<th scope=\"col\">{esc(seat.name)} <span class=\"level\">({esc(seat.level or '')})</span></th>"
                    for seat in challenge.seats if seat.is_bot)
    person_heads = ("<th scope=\"col\">Score</th>" if len(people) == 1
                    else "".join(f"<th scope=\"col\">Seat {seat + 1}</th>" for seat in people))
    body = []
    bests = [_person_best(score, people) for _, score in ranked]
    for (index, score), best in zip(ranked, bests):
        place = bests.index(best) + 1  # equal scores share a place
        this = mine is not None and index == len(rows) - 1
        cells = "".join(f"<td>{points(score.totals[seat])}</td>" for seat in people)
        cells += "".join(f"<td>{points(total)}</td>" for seat, total in enumerate(score.totals) if challenge.seats[seat].is_bot)
        you = " <span class=\"this-game\">(this game)</span>" if this else ""
        row_class = " class=\"mine\"" if this else ""
        body.append(f"<tr{row_class}><td>{place}.</td><th scope=\"row\">{esc(score.by)}{you}</th>{cells}</tr>")
    return Markup(f"<div class=\"challenge-scores-wrap\"><table class=\"challenge-scores\"><caption>Scores on this deal</caption><thead><tr><th scope=\"col\">"
                  f"<span class=\"sr\">Place</span></th><th scope=\"col\">Played by</th>{person_heads}{heads}</tr></thead>"
                  f"<tbody>{''.join(body)}</tbody></table></div>")


def points(value: int) -> str:
    """A score with a true minus sign."""
    return str(value).replace("-", MINUS)


def deal_words(challenge: Challenge) -> str:
    """"You and 2 computers (Ken, expert; Rin, strong)": who sits at the deal."""
    bots = [seat for seat in challenge.seats if seat.is_bot]
    people = len(challenge.people)
    who = "You" if people == 1 else f"{people} people"
    if not bots:
        return f"{who}, no computers"
    named = "; ".join(f"{seat.name}, {seat.level}" for seat in bots)
    return f"{who} and {len(bots)} {noun(len(bots), 'computer')} ({named})"


def _message(message: tuple[str, str] | None) -> str:
    if not message:
        return ""
    kind, text = message
    role = " role=\"alert\"" if kind == "error" else ""
    return f"<p class=\"message {esc(kind)}\"{role}>{esc(text)}</p>"


def render_challenge(screen: ChallengeScreen) -> str:
    """A challenge link opened: the deal, the scores so far, a name per person's seat, *Play this deal*."""
    challenge = screen.challenge
    title = GAME_TITLES.get(challenge.game, challenge.game)
    fields = []
    for number, seat in enumerate(challenge.people):
        field_id = NAME_FIELD.format(number)
        label = "Your name" if len(challenge.people) == 1 else f"Name of seat {seat + 1}"
        fields.append(f"<label class=\"net-label\" for=\"{field_id}\">{label}</label>"
                      f"<input id=\"{field_id}\" class=\"challenge-name\" type=\"text\" maxlength=\"16\" autocomplete=\"off\""
                      f"{attrs(value=screen.names[number] if number < len(screen.names) else '')}>")
    best = ""
    if challenge.scores:
        top = max(challenge.scores, key=lambda score: _person_best(score, challenge.people))
        score = _person_best(top, challenge.people)
        best = f"<p class=\"challenge-beat\">To beat: <strong>{points(score)}</strong> {noun(score, 'point')} by {esc(top.by)}.</p>"
    play = button("Setting the table…" if screen.starting else "Play this deal", cmd="challenge-play", cls="primary",
                  key="challenge-play", enabled=not screen.starting)
    return (f"<main id=\"challenge\" class=\"screen challenge\">{top_bar(f'A challenge: {title}')}"
            f"<section class=\"challenge-panel\" aria-labelledby=\"challenge-h\"><h2 id=\"challenge-h\">The same deal for you</h2>"
            f"<p>{esc(deal_words(challenge))}. The deal is the one everyone below played, and the computers answer the"
            " same moves the same way.</p>"
            f"{best}{scores_table(challenge)}{_message(screen.message)}"
            f"<div class=\"challenge-names\">{''.join(fields)}</div><div class=\"challenge-actions\">{play}</div>"
            "<p class=\"hint\">The scores travel in the link, as each player added theirs: nothing checks them.</p>"
            "</section></main>")


def render_challenge_link(screen: ChallengeLinkScreen) -> str:
    """The challenge of a finished game: who it is for, the scores it carries, the link, Copy, Share, the QR code."""
    challenge = screen.challenge
    title = GAME_TITLES.get(challenge.game, challenge.game)
    share = button("Share…", cmd="challenge-share", cls="secondary", key="challenge-share") if screen.can_share else ""
    passed = len(challenge.scores) > 1
    code = qr_svg(screen.qr, "QR code of the challenge link") if screen.qr else ""
    return (f"<main id=\"challenge-link-screen\" class=\"screen challenge\">{top_bar(f'Challenge a friend: {title}')}"
            f"<section class=\"challenge-panel\" aria-labelledby=\"challenge-h\"><h2 id=\"challenge-h\">"
            f"{'Pass the challenge on' if passed else 'The same deal for a friend'}</h2>"
            "<p>Whoever opens this link plays the same deal against the same computers, then sees everyone's score on"
            " it and can pass it on with theirs added. The link holds the deal's seed and the scores, nothing of what"
            " is to come.</p>"
            f"{scores_table(challenge)}{_message(screen.message)}"
            f"<label class=\"net-label\" for=\"{LINK_FIELD}\">Challenge link ({len(screen.link)} characters)</label>"
            f"<input id=\"{LINK_FIELD}\" class=\"share-link\" type=\"text\" readonly{attrs(value=screen.link)}>"
            "<div class=\"challenge-actions\">"
            + button("Copy link", cmd="challenge-copy", cls="primary", key="challenge-copy") + share
            + button("Back to the game", cmd="challenge-back", arg=screen.save_id, cls="secondary", key="challenge-back")
            + f"</div>{code}</section></main>")


def end_challenge(match: Match, save_id: str) -> str:
    """The end screen's part: where the game was a challenge, everyone's score on its deal with this game's, and
    *Pass it on*; otherwise *Challenge a friend* (where the game can be one)."""
    if not can_challenge(match):
        return ""
    if not is_challenge(match.record):
        return ("<div class=\"end-challenge\">" + button("Challenge a friend", cmd="challenge", arg=save_id, cls="secondary",
                                                         key="end-challenge",
                                                         title="A link to this same deal, with your score on it") + "</div>")
    from ramen.core.challenge import challenge_of

    totals = [sheet.total for sheet in match.game.scores(match.state)]
    challenge = challenge_of(match.record, totals)
    challenge.scores = earlier_scores(match.record)
    mine = ChallengeScore(people=tuple(challenge.seats[i].name for i in challenge.people), totals=tuple(totals))
    return ("<section class=\"end-challenge\" aria-label=\"The challenge\">" + scores_table(challenge, mine)
            + button("Pass it on", cmd="challenge", arg=save_id, cls="primary", key="end-challenge",
                     title="A link to this deal with your score added") + "</section>")
