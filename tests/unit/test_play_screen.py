"""The game screen's frame (ramen/ui/screens/play.py, ramen/ui/markup/html.py): recap, live-region words, the choice
strip, disabled controls' reasons."""

from __future__ import annotations

import random
import re

from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game
from ramen.core.words import plural
from ramen.ui.markup.html import button
from ramen.ui.screens.play import PlayScreen, announcement, render_play
from ramen.ui.screens.recap import compact_turn, recap_groups, since_last_turn
from ramen.ui.views import get_view


def make_screen(game_id: str, seed: int = 3, humans: int = 1) -> PlayScreen:
    seats = [SeatInfo(f"P{i}", "human", None) for i in range(humans)]
    seats += [SeatInfo(f"Computer {i + 1}", "bot", "easy") for i in range(humans, 3)]
    match = Match(get_game(game_id), Record(game=game_id, seed=seed, seats=seats))
    screen = PlayScreen(save_id="t", match=match, board=get_view(game_id))
    screen.settle_viewer()
    return screen


def play_until_person(screen: PlayScreen, rng: random.Random, person_moves: int) -> None:
    """Play (bots by their choice, the person at random) until the person has moved ``person_moves``
    times and it is their turn again after someone else played."""
    match = screen.match
    moves = 0
    while not match.over:
        if match.is_bot_turn():
            match.play(match.bot_choice())
        elif moves >= person_moves and match.log and match.log[-1][0] != match.to_act:
            break
        else:
            match.play(rng.choice(match.legal_texts()))
            moves += 1
        screen.settle_viewer()


def test_since_last_turn_is_what_the_others_did_after_my_last_action():
    screen = make_screen("fury")
    play_until_person(screen, random.Random(1), 3)
    match = screen.match
    indices = since_last_turn(match, {0})
    assert indices, "the computers played since"
    assert all(match.log[i][0] != 0 for i in indices)
    assert match.log[indices[0] - 1][0] == 0  # just after my last action
    assert indices[-1] == len(match.log) - 1
    # my own turn in progress does not clear the recap
    match.play(match.legal_texts()[0])
    assert since_last_turn(match, {0}) == indices or match.to_act != 0


def test_board_context_recent_pairs_seats_with_notation():
    screen = make_screen("fury")
    play_until_person(screen, random.Random(2), 2)
    ctx = screen.context()
    match = screen.match
    expected = [(match.log[i][0], match.record.actions[i]) for i in since_last_turn(match, {0})]
    assert list(ctx.recent) == expected and expected


def test_recap_groups_one_line_per_player_turn_without_names():
    screen = make_screen("extreme")
    play_until_person(screen, random.Random(3), 4)
    match = screen.match
    groups = recap_groups(match, since_last_turn(match, {0}))
    assert groups
    for seat, lines in groups:
        assert lines and not any(line.startswith(match.names[seat]) for line in lines)
        assert not any(line.startswith(("held die", "released die")) for line in lines)


def test_compact_turn_keeps_last_roll_and_drops_bare_end():
    lines = ["rolled (roll 1 of 3): a", "held die 1 (fan)", "re-rolled 2 dice (roll 2 of 3): b", "kept the dice: b",
             "took Egg with two protein dice", "ended the turn"]
    assert compact_turn(lines) == ["kept the dice: b", "took Egg with two protein dice"]
    assert compact_turn(["ended their turn"]) == ["ended their turn"]


def test_plurals():
    assert plural(1, "point") == "1 point"
    assert plural(0, "point") == "0 points"
    assert plural(-1, "point", minus="−") == "−1 point"
    assert plural(3, "earlier turn") == "3 earlier turns"


def test_announcement_says_each_new_event_once_then_whose_turn():
    screen = make_screen("ink")
    assert announcement(screen) == ""  # opening a game reads nothing out
    match = screen.match
    rng = random.Random(4)
    said = []
    for _ in range(30):
        if match.over:
            break
        before = len(match.log)
        match.play(match.bot_choice() if match.is_bot_turn() else rng.choice(match.legal_texts()))
        screen.settle_viewer()
        words = announcement(screen)
        said.append(words)
        assert match.log[before][1].rstrip(".") in words
        assert announcement(screen) == ""  # once
    assert any("Your turn, P0" in words for words in said)


def test_undo_is_announced():
    screen = make_screen("fury")
    match = screen.match
    while match.is_bot_turn():
        match.play(match.bot_choice())
    screen.settle_viewer()
    announcement(screen)
    for text in match.legal_texts():
        if text.startswith(("draw", "prep")):
            match.play(text)
            if match.can_undo():
                break
    announcement(screen)
    if match.can_undo():
        match.undo()
        assert "taken back" in announcement(screen)


def test_strip_never_repeats_the_boards_options():
    """The board is the one way to act; the strip holds only Confirm/Cancel/Skip (and Hint)."""
    for game_id in ("fury", "ink", "extreme"):
        screen = make_screen(game_id)
        rng = random.Random(5)
        match = screen.match
        for _ in range(40):
            if match.over:
                break
            html = render_play(screen)
            strip = re.search(r'<div id="strip".*?</div></div>', html)
            assert strip, game_id
            commands = re.findall(r'data-cmd="([^"]+)"', strip.group(0))
            assert set(commands) <= {"act", "cancel", "skip", "hint"}, commands
            if match.is_bot_turn():
                match.play(match.bot_choice())
            else:
                picker = screen.picker()
                token = rng.choice(sorted(picker.options()))
                done = picker.push(token)
                screen.prefix = picker.prefix
                if done is not None:
                    match.play(done)
                    screen.prefix = ()
            screen.settle_viewer()


def test_disabled_button_carries_its_reason_as_data_why():
    html = button("Eat", cmd="pick", arg="eat", enabled=False, title="None of your bowls can be eaten.")
    assert 'data-why="None of your bowls can be eaten."' in html and " disabled" in html
    assert "data-why" not in button("Eat", cmd="pick", arg="eat", title="Eat a bowl")


def test_screens_have_one_main_landmark_and_no_live_board():
    screen = make_screen("fury")
    html = render_play(screen)
    assert html.count("<main") == 1
    assert "aria-live" not in html and 'role="status"' not in html


def test_strip_names_the_only_move_left():
    """When one move is all that is left (Fury: End turn after both actions), the strip says so in words,
    not "Choose on the board below."."""
    screen = make_screen("fury", seed=4)
    rng = random.Random(4)
    match = screen.match
    seen = 0
    while not match.over and seen < 3:
        picker = screen.picker()
        if picker is not None and picker.legal == [("end",)]:
            strip = re.search(r'<div id="strip".*?</div></div>', render_play(screen)).group(0)
            assert "Only one move left: End turn." in strip and "Choose on the board" not in strip
            seen += 1
        match.play(match.bot_choice() if match.is_bot_turn() else rng.choice(match.legal_texts()))
        screen.settle_viewer()
    assert seen, "a turn with End turn alone left"


def test_end_screen_shows_the_tie_break_only_on_equal_points():
    """The end screen shows a player's tie-break figure only where they share their points with another
    player (where the tie-break ranks them); with nobody tied on points, no tie-break at all."""
    untied = 0
    for game_id in ("fury", "ink", "extreme"):
        for seed in range(1, 9):
            screen = make_screen(game_id, seed=seed)
            match = screen.match
            rng = random.Random(seed)
            while not match.over:
                match.play(match.bot_choice() if match.is_bot_turn() else rng.choice(match.legal_texts()))
            screen.settle_viewer()
            html = render_play(screen)
            totals = [sheet.total for sheet in match.game.scores(match.state)]
            for seat, total in enumerate(totals):
                row = re.search(rf'<li class="rank[^"]*" data-seat="{seat}">.*?</ul>(</details>)?</li>', html).group(0)
                assert ('class="tiebreak"' in row) == (totals.count(total) > 1), (game_id, seed, seat)
            untied += len(set(totals)) == len(totals)
    assert untied, "some games end without a tie"


def test_the_recap_tells_a_bowl_served_at_the_end_of_my_own_draw():
    """Ink: when I am the last to draw in a round, the bowls served then (and what everyone scored) are
    in "Since your last turn" at my next turn, though the line is my own."""
    screen = make_screen("ink", seed=3)
    match = screen.match
    rng = random.Random(1)
    told = 0
    while not match.over and told < 2:
        mine = match.to_act == 0
        match.play(match.bot_choice() if match.is_bot_turn() else rng.choice(match.legal_texts()))
        screen.settle_viewer()
        served = re.findall(r"Bowl \d+ served: [^.]*\.", match.log[-1][1]) if mine else []
        if not served:
            continue
        while not match.over and (match.to_act != 0 or match.log[-1][0] == 0):
            match.play(match.bot_choice() if match.is_bot_turn() else rng.choice(match.legal_texts()))
            screen.settle_viewer()
        if match.over:
            break
        recap = re.search(r'<section id="recap".*?</section>', render_play(screen)).group(0)
        for sentence in served:
            assert f'<li class="recap-table">{sentence}</li>' in recap
        told += 1
    assert told, "a round where seat 0 drew last"


def finished_screen(game_id: str, seed: int) -> PlayScreen:
    """A game played to its end (computers by their choice, the person at random)."""
    screen = make_screen(game_id, seed=seed)
    rng = random.Random(seed)
    while not screen.match.over:
        match = screen.match
        match.play(match.bot_choice() if match.is_bot_turn() else rng.choice(match.legal_texts()))
    screen.settle_viewer()
    return screen


def counted_number(span: str) -> int:
    """The number a count (ramen/ui/screens/end.py ``counted``) counts up to, worked out from its data attributes
    as static/css/end.css does."""
    digits = {name: int(re.search(rf'data-{name}="(\d)"', span).group(1)) for name in ("h", "t", "o")}
    sign = -1 if " data-neg" in span else 1
    return sign * (digits["h"] * 100 + digits["t"] * 10 + digits["o"])


def test_end_screen_counts_up_to_the_true_scores_whose_text_is_there_from_the_start():
    """Every total on the end screen is the engine's, as the page's text (a true minus sign), and the count drawn
    over it climbs to that same number; the winner's place comes first with the burst over it, hidden from
    assistive technology; a shared win puts every winner first; nothing is styled inline (the page's CSP)."""
    from ramen.ui.screens.end import BURST_SIZE

    shared = 0
    for game_id in ("fury", "ink", "extreme"):
        for seed in range(1, 7):
            screen = finished_screen(game_id, seed)
            match = screen.match
            html = render_play(screen)
            assert "style=" not in html and "<script" not in html
            outcome = match.game.outcome(match.state)
            totals = [sheet.total for sheet in match.game.scores(match.state)]
            ranks = re.findall(r'<li class="(rank[^"]*)" data-seat="(\d)">(.*?)</li>(?=<li class="rank|</ol>)', html)
            assert [int(seat) for _, seat, _ in ranks] == list(outcome.ranking)
            for classes, seat, body in ranks:
                total = totals[int(seat)]
                shown = re.search(r'<span class="total">(<span class="end-count"[^>]*>)([^<]*)</span> <span class="unit">([^<]*)</span>', body)
                assert shown, body[:300]
                assert shown.group(2) == str(total).replace("-", "\u2212")
                assert shown.group(3) == ("point" if abs(total) == 1 else "points")
                assert counted_number(shown.group(1)) == total
                assert ("winner" in classes.split()) == (int(seat) in outcome.winners)
                if int(seat) in outcome.winners:
                    assert "place-1" in classes.split()
            assert html.count('class="burst"') == 1
            burst = re.search(r'<div class="burst" aria-hidden="true">(.*?)</div>', html).group(1)
            assert burst.count("burst-piece") == BURST_SIZE
            first = ranks[0][2]
            assert '<div class="burst"' in first
            shared += len(outcome.winners) > 1
    assert counted_number('<span class="end-count" data-h="1" data-t="0" data-o="7" data-neg>') == -107


def test_a_count_beyond_three_digits_is_plain_text():
    from ramen.ui.screens.end import counted

    assert counted(1234) == '<span class="count-plain">1234</span>'
    assert counted(-5) == '<span class="end-count" data-h="0" data-t="0" data-o="5" data-neg>\u22125</span>'


def test_fury_end_screen_reads_every_bowl_in_parts_with_the_engines_totals():
    """Ramen Fury's details: a row per bowl (no table to cut at 390 px): its cards, and for an eaten bowl its
    flavor's points, + nori, − chili and its total, the engine's; an uneaten bowl says it scores nothing."""
    from ramen.fury.scoring import bowl_breakdown

    seen_parts = set()
    for seed in range(1, 7):
        screen = finished_screen("fury", seed)
        state = screen.match.state
        html = render_play(screen)
        assert "<table" not in html.split('class="fury-end"')[1]
        for seat in range(state.seats):
            player = re.search(rf'<article class="fury-end-player" data-seat="{seat}".*?</article>', html).group(0)
            bowls = re.findall(r'<li class="fury-end-bowl (eaten|uneaten)" data-bowl="(\d)">(.*?)</li>(?=<li class="fury-end-bowl|</ol>)',
                               player)
            assert [int(b) for _, b, _ in bowls] == [1, 2, 3]
            for (kind, bowl, body), cards, eaten in zip(bowls, state.bowls[seat], state.eaten[seat]):
                assert (kind == "eaten") == eaten
                assert body.count(' data-card="') == len(cards)
                if not eaten:
                    assert "Not eaten: scores nothing" in body
                    continue
                parts = bowl_breakdown(cards)
                total = re.search(r'<span class="fury-end-total"><span class="sr">total </span>([^<]*)</span>', body).group(1)
                assert total == str(parts.total).replace("-", "\u2212")
                assert ('class="nori"' in body) == bool(parts.nori_bonus)
                assert ('class="chili"' in body) == bool(parts.chili_penalty)
                seen_parts |= {name for name in ("nori", "chili") if f'class="{name}"' in body}
    assert seen_parts == {"nori", "chili"}, "some bowls show nori and chili"
