"""The review screen (#/review/SAVE): the expert's review of a finished game (ramen/core/review.py) as it is
worked out (a progress bar and Stop), then per person: one line of summary, the expected final score after
each decision drawn as a line over the game with the costliest decisions marked (each a link to the replay
at that moment), and those decisions in words with the expert's reason. Pure rendering: no browser here
(``tools/screen_html.py`` renders it in CPython); ``ramen.ui.commands.review`` drives it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ramen.core.match import Match
from ramen.core.review import Judged, Review, SeatReview, fits, kept_review
from ramen.ui.markup.frame import top_bar
from ramen.ui.markup.html import Markup, button, el, esc
from ramen.ui.screens.replay_view import ReplayScreen

#: the review's seed in the page (the same game, the same review)
PAGE_SEED = 0
#: the graph's drawing box (SVG user units; it scales to the width it is given)
GRAPH_W, GRAPH_H, GRAPH_PAD = 320, 120, 14


@dataclass
class ReviewScreen:
    """A review under way or done: the saved game, the review, whether it is running, what went wrong."""

    route: str
    save_id: str
    match: Match
    review: Review
    running: bool = False
    message: tuple[str, str] | None = None


def reviewed_seats(match: Match) -> list[int]:
    """Whose decisions a review in the page looks at: every person's, or every seat's in a game of computers alone."""
    people = [seat for seat, info in enumerate(match.record.seats) if not info.is_bot]
    return people or list(range(len(match.record.seats)))


def replay_link(save_id: str, step: int) -> str:
    """The replay viewer at a reviewed decision (the position before it, seen by the seat that made it)."""
    return f"#/replay/{save_id}/{step}"


def graph(seat: SeatReview, save_id: str) -> Markup:
    """The expected final score after each of ``seat``'s decisions as a line over the game (SVG); the costliest
    decisions marked, each a link to the replay at that moment."""
    judged = seat.judged
    if len(judged) < 2:
        return Markup("")
    values = [j.expected for j in judged]
    low, high = min(0.0, min(values)), max(values + [1.0])
    span = (high - low) or 1.0
    inner_w, inner_h = GRAPH_W - 2 * GRAPH_PAD, GRAPH_H - 2 * GRAPH_PAD

    def at(index: int, value: float) -> tuple[float, float]:
        return (GRAPH_PAD + inner_w * index / (len(judged) - 1), GRAPH_PAD + inner_h * (1 - (value - low) / span))

    points = " ".join(f"{x:.1f},{y:.1f}" for x, y in (at(i, v) for i, v in enumerate(values)))
    marks = []
    for rank, costly in enumerate(seat.costliest, start=1):
        x, y = at(judged.index(costly), costly.expected)
        marks.append(f"<a href=\"{esc(replay_link(save_id, costly.step))}\" aria-label=\"Costly decision {rank}: move "
                     f"{costly.step}, about {costly.lost:.1f} points lost; see it on the board\">"
                     f"<circle class=\"review-mark\" cx=\"{x:.1f}\" cy=\"{y:.1f}\" r=\"6\"/>"
                     f"<text class=\"review-mark-n\" x=\"{x:.1f}\" y=\"{y - 9:.1f}\" text-anchor=\"middle\">{rank}</text></a>")
    base_y = at(0, low)[1]
    axis = (f"<line class=\"review-axis\" x1=\"{GRAPH_PAD}\" y1=\"{base_y:.1f}\" x2=\"{GRAPH_W - GRAPH_PAD}\" y2=\"{base_y:.1f}\"/>"
            f"<text class=\"review-axis-label\" x=\"{GRAPH_PAD}\" y=\"{GRAPH_PAD - 3}\">{high:.0f} points</text>")
    title = (f"{seat.name}'s expected final score after each decision, from {values[0]:.0f} to {values[-1]:.0f} points;"
             f" the costliest decisions are marked")
    return Markup(f"<svg class=\"review-graph\" viewBox=\"0 0 {GRAPH_W} {GRAPH_H}\" role=\"img\" aria-label=\"{esc(title)}\">"
                  f"{axis}<polyline class=\"review-line\" points=\"{points}\"/>{''.join(marks)}</svg>")


def costly_item(review: Review, judged: Judged, rank: int, save_id: str) -> Markup:
    """One costly decision in words: what was played, the expert's move, the points and the reason, and the way to
    see it on the board."""
    played, best = review.words(judged)
    return el("li", el("p", el("strong", f"Move {judged.step}: "), f"{played} (about {judged.lost:.1f} points lost)."),
              el("p", "The expert: ", judged.why or f"{best}.", class_="review-best"),
              button("See it on the board", cmd="review-see", arg=f"{save_id}/{judged.step}", cls="secondary",
                     label=f"See move {judged.step} on the board"),
              class_="review-costly", data_rank=rank)


def seat_panel(screen: ReviewScreen, seat: SeatReview) -> Markup:
    """A person's review: the summary line, the graph, the costliest decisions."""
    review = screen.review
    if not seat.decisions:
        body = el("p", review.summary(seat))
    else:
        costly = [costly_item(review, judged, rank, screen.save_id) for rank, judged in enumerate(seat.costliest, start=1)]
        line = (f"{seat.name} chose the expert's move, or one as good, at {seat.agreed} of {seat.decisions} decisions:"
                f" about {seat.lost:.1f} points lost in all.")
        caption = (el("p", "The line: the expected final score after each decision, from the first to the last; the"
                      " marks: the costliest decisions (tap one to see it on the board).", class_="hint review-graph-caption")
                   if seat.decisions >= 2 else "")
        body = Markup(el("p", line, class_="review-summary") + graph(seat, screen.save_id) + caption
                      + (el("ol", *costly, class_="review-costliest", aria_label=f"{seat.name}'s costliest decisions")
                         if costly else el("p", "No decision cost more than a twentieth of a point.", class_="hint")))
    heading_id = f"review-seat-{seat.seat}"
    return el("section", el("h2", seat.name, id=heading_id), body, class_="panel review-seat", data_seat=seat.seat,
              aria_labelledby=heading_id)


def render_review(screen: ReviewScreen) -> str:
    """The review screen as it stands: progress (and Stop or Go on) until every decision is judged, then each
    person's review; what is judged so far is shown all along."""
    review = screen.review
    game = screen.match.game
    done, total = review.progress
    names = [screen.match.record.names[seat] for seat in reviewed_seats(screen.match)]
    intro = (f"The expert looks at each decision of {' and '.join(names)} from what they could see then, and says"
             " how many points each move was likely to lose against its own.")
    parts: list[Any] = [el("p", intro, class_="hint review-intro")]
    if screen.message:
        kind, text = screen.message
        parts.append(el("p", text, class_=f"message {kind}", role="alert" if kind == "error" else None))
    if not review.done:
        control = (button("Stop", cmd="review-stop", cls="secondary", key="review-run") if screen.running
                   else button("Go on" if done else "Start the review", cmd="review-go", cls="primary", key="review-run"))
        parts.append(el("div", control, el("label", f"Decision {done} of {total} reviewed", for_="review-progress"),
                        el("progress", str(done), id="review-progress", max=total, value=done),
                        class_="review-progress", aria_busy="true" if screen.running else None))
    seats = {seat.seat: seat for seat in review.seat_reviews()}
    panels = [seat_panel(screen, seats[seat]) for seat in reviewed_seats(screen.match)] if done else []
    back = button("Watch the replay", cmd="replay", arg=screen.save_id, cls="secondary", key="review-replay")
    header = top_bar(f"Review: {game.title}", "reviewed" if review.done else f"{done} of {total} decisions")
    return (f"<main id=\"review\" class=\"screen review\" data-game=\"{esc(game.id)}\" data-done=\"{done}\""
            f" data-total=\"{total}\" data-running=\"{'true' if screen.running else 'false'}\">{header}"
            + "".join(str(part) for part in parts) + "".join(str(panel) for panel in panels)
            + f"<div class=\"review-tools\">{back}</div></main>")


def at_reviewed_step(screen: ReplayScreen, rest: list[str]) -> ReplayScreen:
    """The replay of a saved game opened at ``#/replay/SAVE/STEP``: the moment before action STEP, seen by the
    seat that took it (once the game is over), and, where the review judged that decision, what was played,
    the expert's move and why, above the board."""
    if not rest or not rest[0].isdigit() or not screen.length:
        return screen
    step = max(1, min(screen.length, int(rest[0])))
    screen.go(step - 1)
    seat = screen.timeline.steps[step - 1].seat
    if screen.over and seat is not None:
        screen.viewer = seat
    for judged in kept_review(screen.record, PAGE_SEED):
        if judged.step == step and fits(screen.timeline.game, screen.record, screen.timeline.states, judged):
            game, state, names = screen.timeline.game, screen.timeline.states[step - 1], screen.record.names
            played = game.describe(state, game.parse_action(judged.played), names).rstrip(".")
            best = game.describe(state, game.parse_action(judged.best), names)
            screen.marked_at = step - 1
            if judged.agreed:
                screen.note = f"Move {step}: {played}. The expert would have done the same."
                screen.marks = (("expert", tuple(judged.played.split())),)
            else:
                screen.note = f"Move {step}: {played}, about {judged.lost:.1f} points lost. The expert: {judged.why or best + '.'}"
                screen.marks = (("played", tuple(judged.played.split())), ("expert", tuple(judged.best.split())))
    return screen
