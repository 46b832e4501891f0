"""Ramen Ink's board view (ramen/ui/views/ink/), rendered in CPython from seeded random games:
the HTML is well formed, every legal action can be reached by tapping enabled buttons, the score
card shows what the rules say (served bowls, bin steps, bonus fields, round track), and it is fast."""

from __future__ import annotations

import random
from functools import partial

import pytest

from ramen.ink import GAME
from ramen.ink.state import PENDING
from ramen.ui.views import ink as V
from tests.view_check import Page, check_buttons, legal_texts, make_context, random_positions, tap_counts
from tests.view_check import parse as _parse

#: a BoardContext built the way PlayScreen.context() builds it
context = partial(make_context, GAME)


def table(ctx) -> str:
    """What the game screen draws of the board: the table, and the dock under it (the hand, the actions)."""
    return V.render_board(ctx) + V.BOARD.render_dock(ctx)


def parse(html: str) -> Page:
    """The board parsed whole, its icons' SVG included."""
    return _parse(html, strip_svg=False)


# --- helpers -------------------------------------------------------------------------------------

def positions(seed: int, seats: int, every: int = 3):
    """States along one random game (every ``every``-th one, and every bonus prompt)."""
    return random_positions(GAME, seed, seats, f"view:{seed}", lambda step, state: step % every == 0 or state.bonus_due)


def reachable(state, seat) -> set[str]:
    """Every action the acting seat reaches by tapping enabled board buttons (picks, ingredient
    choices and cancels), starting from nothing picked."""
    def buttons(prefix, sel):
        ui = {V.SEL_KEY: sel} if sel else {}
        return parse(table(context(state, seat, prefix, ui))).buttons

    return set(tap_counts(buttons, legal_texts(GAME, state), follow=("pick", "cancel", "ui"), ui_key=V.SEL_KEY))


# --- every position ------------------------------------------------------------------------------

@pytest.mark.parametrize("seats,seed", [(2, 1), (3, 2), (4, 3), (5, 4), (2, 5), (5, 6)])
def test_boards_parse_and_every_legal_action_is_reachable_by_taps(seats, seed):
    """The board is well formed for every viewer; the acting person reaches every legal action (and
    nothing else) through enabled buttons; the others see no enabled game button."""
    checked = 0
    for index, state in enumerate(positions(seed, seats, every=5)):
        actor = GAME.to_act(state)
        for viewer in {0 if actor is None else actor, index % seats}:
            html = table(context(state, viewer))
            page = parse(html)
            check_buttons(page, viewer, actor, viewer_may=("ui",))
        if actor is not None and (index % 3 == 0 or state.bonus_due or len(state.card) == 3):
            legal = {GAME.format_action(a) for a in GAME.legal_actions(state)}
            assert reachable(state, actor) == legal
            checked += 1
    assert checked > 10


def test_a_computer_seat_to_act_gives_the_person_nothing_to_press():
    state = next(s for s in positions(7, 3) if s.phase == "place")
    actor = GAME.to_act(state)
    viewer = (actor + 1) % 3
    page = parse(table(context(state, viewer, bots=(actor,))))
    assert all("disabled" in b or b.get("data-cmd") == "ui" for b in page.buttons)


def test_board_html_stays_lean_for_five_players():
    """The board is re-rendered on every click: its HTML stays small (render time: tools/bench.py)."""
    states = [s for s in positions(11, 5, every=1) if s.phase == "place"][::10]
    contexts = [context(s, GAME.to_act(s)) for s in states]
    assert max(len(table(ctx)) for ctx in contexts) < 120_000


def test_names_are_escaped():
    state = GAME.new_state(3, 2, {"first": 1})
    html = table(context(state, 0))
    assert "Ken &lt;b&gt;&amp;" in html and "Ken <b>" not in html


# --- what the board shows ------------------------------------------------------------------------

def play(state, *texts):
    for text in texts:
        state = GAME.apply(state, GAME.parse_action(text))
    return state


def finish_card(state, rng=None):
    """Finish the card being drawn with the first legal placements (bonus: +3 or first option)."""
    seat = GAME.to_act(state)
    while GAME.to_act(state) == seat and state.phase == "place":
        legal = GAME.legal_actions(state)
        texts = [GAME.format_action(a) for a in legal]
        choice = next((t for t in texts if t.startswith("place")), None) or next((t for t in texts if t == "bonus points"), None) \
            or next((t for t in texts if t == "done"), texts[0])
        state = play(state, choice)
        if choice == "done":
            break
    return state


def to_round(state, rnd):
    while state.round < rnd and state.phase != "over":
        if state.phase == "pick":
            state = play(state, GAME.format_action(GAME.legal_actions(state)[0]))
        else:
            state = finish_card(state)
    return state


def test_orders_ring_round_track_bin_and_bonus_fields_are_drawn():
    state = GAME.new_state(21, 2, {"first": 0})
    html = table(context(state, 0))
    for b in range(1, 9):
        assert f"data-bowl=\"{b}\"" in html
    assert html.count("class=\"ink-field\"") == 48
    assert "2 of each: 7" in html or "4 per set of 3" in html or "2 per one after the 1st" in html
    page = parse(html)
    text = " ".join(page.texts)
    for r, serve in ((3, "bowl 1"), (4, "bowl 2"), (5, "bowl 3"), (6, "bowls 4–8")):
        assert serve in text and f"Round {r}" in html and f"then {serve} served" in html
    steps = html.split("class=\"ink-bin\"")[1].split("</ol>")[0]
    assert [s.split("</small>")[0] for s in steps.split("<small>")[1:]] == ["0", "0", "−1", "−1", "−2", "−3", "−4", "−5"]
    assert html.count("class=\"ink-bfield\"") == 6


def test_served_bowl_one_shows_its_score_from_round_four():
    state = to_round(GAME.new_state(8, 2, {"first": 0}), 4)
    assert state.round == 4 and state.served[0]
    for seat in range(2):
        html = table(context(state, seat))
        score = state.served_scores[seat][0]
        sheet = html.split("class=\"ink-sheet")[1]  # the score card shown large (the others' are small, above it)
        bowl = sheet.split("data-bowl=\"1\"")[1].split("data-bowl=\"2\"")[0]
        assert f"Served: {score} point{'' if score == 1 else 's'}" in bowl and f"data-score=\"{score}\"" in html
    assert "class=\"ink-bowl area-b1 served" in html


def market_of(html: str) -> str:
    return html.split("class=\"ink-draft market\"")[1].split("class=\"ink-sheet")[0]


def test_leftover_card_is_marked_and_each_pick_is_shown():
    """A card taken leaves the market for its taker's place, and the pick order marks who took and who picks
    now; once all have picked, the card left over stays on the mat marked for everyone, and each player's
    card waits at their place until they draw it (the one being drawn lies in the dock)."""
    state = GAME.new_state(4, 3, {"first": 0})
    taken = state.revealed[0]
    state = play(state, f"pick {taken}")
    html = table(context(state, 1))
    assert f"data-zone=\"took:0\"><span data-thing=\"topping-card:{taken}\"" in html
    market = market_of(html)
    assert market.count("data-thing=\"topping-card:") == 3
    assert "class=\"done\" data-seat=\"0\"" in market and "class=\"current\" data-seat=\"1\"" in market
    assert "everyone draws this" not in html
    state = play(state, *(f"pick {GAME.legal_actions(state)[0].card}" for _ in range(1)))
    state = play(state, f"pick {GAME.legal_actions(state)[0].card}")
    html = table(context(state, 0))
    assert html.count("everyone draws this") == 1 and market_of(html).count("data-thing=\"topping-card:") == 1
    held = [seat for seat in range(3) if f"data-zone=\"took:{seat}\"><span data-thing=\"topping-card:" in html]
    assert held == [1, 2]  # seat 0 draws its card: in the dock
    assert "data-zone=\"drawing-card\"><span data-thing=\"topping-card:" in html


def test_picking_shows_take_buttons_only_to_the_picker():
    state = GAME.new_state(4, 2, {"first": 0})
    page = parse(table(context(state, 0)))
    takes = [b for b in page.buttons if "ink-take" in b.get("class", "") and "disabled" not in b]
    assert {b["data-arg"] for b in takes} == {f"pick {c}" for c in state.revealed}
    assert "ink-take" not in table(context(state, 1))


def placing(card, bowls=None, served=None, rnd=1, binned=0):
    """Seat 0 of 2 (the active seat) is about to draw ``card``, its own pick, in round ``rnd``."""
    state = GAME.new_state(7, 2, {"first": 0}).clone()
    state.revealed = (card, "nori+chashu", "egg+naruto+chashu")
    state.picks = (0, 1)
    state.phase = "place"
    state.step = 0
    state.round = rnd
    state.card = (PENDING,) * len(card.split("+"))
    if bowls is not None:
        state.bowls = (tuple(tuple(b) for b in bowls),) + state.bowls[1:]
    if served is not None:
        state.served = tuple(served)
    state.binned = (binned,) + state.binned[1:]
    return state


def test_bowls_enable_only_where_the_selected_ingredient_may_go():
    state = placing("egg+nori", bowls=[("chashu",) * 6] + [()] * 7)
    page = parse(table(context(state, 0)))
    bowls = {b["data-bowl"]: b for b in page.buttons if b.get("data-bowl")}
    assert "disabled" in bowls["1"] and "full" in bowls["1"]["title"]
    assert all("disabled" not in bowls[str(n)] for n in range(2, 9))
    assert bowls["2"]["data-arg"] == "place egg b2"
    # choose the nori: the bowls take the nori
    page = parse(table(context(state, 0, ui={V.SEL_KEY: "nori"})))
    bowls = {b["data-bowl"]: b for b in page.buttons if b.get("data-bowl")}
    assert bowls["5"]["data-arg"] == "place nori b5"
    # after the egg went to bowl 2, that bowl is closed to the nori
    state = play(state, "place egg b2")
    page = parse(table(context(state, 0)))
    bowls = {b["data-bowl"]: b for b in page.buttons if b.get("data-bowl")}
    assert "disabled" in bowls["2"] and bowls["3"]["data-arg"] == "place nori b3"


def test_three_topping_card_shows_the_runs_still_possible():
    served = [True] + [False] * 7
    state = placing("egg+nori+chashu", served=served, rnd=4)
    html = table(context(state, 0))
    assert "Possible bowls: 2–3–4, 3–4–5, 4–5–6, 5–6–7, 6–7–8, 7–8–2, 8–2–3." in html
    state = play(state, "place egg b8")
    html = table(context(state, 0))
    assert "Possible bowls: 6–7–8, 7–8–2, 8–2–3." in html
    page = parse(html)
    enabled = sorted(b["data-bowl"] for b in page.buttons if b.get("data-bowl") and "disabled" not in b)
    assert enabled == ["2", "3", "6", "7"]
    assert "in-run" in html


def test_confirm_card_is_enabled_only_when_every_ingredient_is_dealt_with():
    state = placing("egg+nori")
    confirm = [b for b in parse(table(context(state, 0))).buttons if "ink-confirm" in b.get("class", "")]
    assert len(confirm) == 1 and "disabled" in confirm[0]
    state = play(state, "place egg b2", "bin nori")
    confirm = [b for b in parse(table(context(state, 0))).buttons if "ink-confirm" in b.get("class", "")]
    assert "disabled" not in confirm[0] and confirm[0]["data-arg"] == "done"


def test_bonus_prompt_is_in_the_dock_and_leads_to_the_bowls():
    bowls = [("egg",) * 5] + [()] * 7
    state = play(placing("egg+nori", bowls=bowls), "place egg b1")
    assert state.bonus_due
    html = table(context(state, 0))
    assert html.index("class=\"ink-dock") < html.index("ink-bonus-prompt")  # at the foot, within reach
    assert "Bowl 1 is full" in html
    page = parse(html)
    args = {b.get("data-arg") for b in page.buttons if "ink-bonus-choice" in b.get("class", "") and "disabled" not in b}
    assert {"bonus points", "bonus egg", "bonus nori", "bonus naruto", "bonus chashu"} <= args
    assert not [b for b in page.buttons if b.get("data-bowl") and "disabled" not in b]
    html = table(context(state, 0, prefix=("bonus", "nori")))
    page = parse(html)
    lit = {b["data-arg"] for b in page.buttons if b.get("data-bowl") and "disabled" not in b}
    assert lit == {f"b{n}" for n in range(2, 9)}
    assert "tap a lit bowl" in html
    # another seat's screen says who is choosing, with nothing to press
    other = table(context(state, 1))
    assert "crosses off a bonus field" in other


def test_score_card_shown_large_is_the_viewers_and_a_choice_lasts_one_decision():
    """The score card shown large is the viewer's own (a computer's draws land on its place, small, across
    the top); another's, tapped while acting, lasts that decision; one chosen while watching stays chosen."""
    state = placing("egg+nori")
    ctx = context(state, 0)
    assert V.shown_seat(ctx) == 0
    chosen = {V.CARD_KEY: f"1@{V.stamp(ctx.view)}"}
    assert V.shown_seat(context(state, 0, ui=chosen)) == 1
    later = play(state, "place egg b2", "place nori b3", "done")
    assert GAME.to_act(later) == 1
    assert V.shown_seat(context(later, 1, ui=chosen)) == 1
    assert V.shown_seat(context(later, 1, ui={V.CARD_KEY: f"0@{V.stamp(ctx.view)}"})) == 1
    # a person watching a computer keeps the card they chose
    assert V.shown_seat(context(later, 0, ui={V.CARD_KEY: "1@x"}, bots=(1,))) == 1
    assert V.shown_seat(context(later, 0, ui={V.CARD_KEY: "0@x"}, bots=(1,))) == 0
    assert V.shown_seat(context(later, 0, bots=(1,))) == 0  # the computer draws on its own place: the viewer's stays
    picking = GAME.new_state(7, 2, {"first": 1})
    assert GAME.to_act(picking) == 1 and GAME.view(picking, 0)["phase"] == "pick"
    assert V.shown_seat(context(picking, 0, bots=(1,))) == 0  # the computer picks: the viewer's own card


def test_token_labels_are_words():
    state = placing("egg+nori")
    ctx = context(state, 0)
    assert V.token_label("place", (), ctx) == "Draw an ingredient"
    assert V.token_label("done", (), ctx) == "Confirm card"
    assert V.token_label("egg", ("place",), ctx) == "Aji Tama"
    assert V.token_label("egg", ("bonus",), ctx) == "Extra Aji Tama"
    assert V.token_label("b3", ("place", "egg"), ctx) == "Bowl 3"
    assert V.token_label("egg+nori+chashu", ("pick",), ctx) == "Aji Tama + Nori + Chashu"
    assert V.token_label("points", ("bonus",), ctx) == "+3 points"


def test_end_screen_shows_every_bowl_bonus_and_bin():
    state, _ = _finished(2, 31)
    ctx = context(state, None)
    html = V.render_end(ctx)
    parse(html)
    sheets = GAME.scores(state)
    for seat in range(2):
        block = html.split(f"data-seat=\"{seat}\"")[1]
        assert block.count("<tr data-bowl=") >= 8
        assert f"<td class=\"pts\">{sheets[seat].total}</td>" in block
    assert html.count("Bin</th>") == 2 and html.count("+3</th>") == 2


def _finished(seats, seed):
    rng = random.Random(seed)
    state = GAME.new_state(seed, seats)
    while GAME.to_act(state) is not None:
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, legal[rng.randrange(len(legal))])
    return state, None


def test_pending_constant_matches_the_engine():
    """The view reads the engine's view() only; this guards the statuses it relies on."""
    state = placing("egg+nori")
    assert state.card == (PENDING, PENDING)
    rows = GAME.view(state, 0)["drawing"]["ingredients"]
    assert [r["status"] for r in rows] == ["pending", "pending"]


def test_what_the_others_drew_since_my_turn_is_marked():
    """What the others did since my last turn is marked: the bowls the other seats drew into (ctx.recent) are outlined with what came in, and
    their score-card tab counts the new ingredients."""
    state = GAME.new_state(3, 3, {"first": 0})
    ctx = context(state, 0)
    ctx.recent = ((1, "place egg b3"), (1, "bonus nori b3"), (1, "bin egg"), (2, "place egg b9"), (None, "x"))
    ctx.ui[V.CARD_KEY] = "1@" + V.stamp(ctx.view)
    html = table(ctx)
    page = parse(html)
    assert "New: Aji Tama, Nori" in html and html.count("ink-bowl area-b3 moved") + html.count("area-b3 moved") >= 1
    tab = next(b for b in page.buttons if b.get("data-arg", "").startswith(V.CARD_KEY + "=1@"))
    # "2 new" ingredients, not "+2" (which reads like points)
    assert "+2" not in tab["_text"] and "2 new ingredients since your turn" in tab["_text"]


def test_the_card_being_drawn_is_told_in_words_a_player_reads():
    """The card being drawn: no bare "(card 2 of 6)" beside its name; the round line says how far the
    round's drawing is in words, and the status calls the player's own card "your" card."""
    from tests.unit.test_ink_rules import finish_picks
    state = finish_picks(GAME.new_state(4, 3, {"first": 0}))
    seat = GAME.to_act(state)
    assert "(card " not in table(context(state, seat))
    watching = table(context(state, (seat + 1) % 3))
    assert "(card " not in watching and "(1st of the 6 cards drawn this round)" in watching
    assert GAME.view(state, seat)["status"].startswith("Drawing your ")
    assert [V.ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == ["1st", "2nd", "3rd", "4th", "11th", "12th",
                                                                         "13th", "21st", "22nd"]
