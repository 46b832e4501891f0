"""Ramen Fury's board view (ramen/ui/views/fury.py), rendered in CPython from seeded random games:
the HTML is well formed, every legal action can be reached by tapping enabled buttons (and only
legal ones), no hand but the viewer's own is ever drawn, the prompts stand out, and it is fast."""

from __future__ import annotations

import re
from functools import partial

import pytest

from ramen.core.choices import Picker
from ramen.fury import GAME
from ramen.fury.state import FuryState
from ramen.ui.views import fury as V
from tests.view_check import check_buttons, make_context, parse, quick_buttons, random_positions
from tests.view_check import legal_texts as _legal_texts
from tests.view_check import tap_counts as _tap_counts

#: a BoardContext built the way PlayScreen.context() builds it
context = partial(make_context, GAME)


def table(ctx) -> str:
    """What the game screen draws of the board: the table, and the dock under it (the hand, the actions)."""
    return V.render_board(ctx) + V.BOARD.render_dock(ctx)


# --- helpers -------------------------------------------------------------------------------------

def positions(seed: int, seats: int, every: int = 4):
    """States along one random game: every ``every``-th one, every prompt, and the end."""
    return random_positions(GAME, seed, seats, f"fury-view:{seed}",
                            lambda step, state: step % every == 0 or (step % 2 == 0 and GAME.phase(state) in ("reveal", "discard")))


def legal_texts(state) -> list[str]:
    return _legal_texts(GAME, state)


def tap_counts(state, seat) -> dict[str, int]:
    """The fewest taps on enabled board buttons (picks and fresh picks) to each legal action, from
    nothing picked; on the way, every enabled pick button continues a legal action and every disabled
    one has a specific reason."""
    return _tap_counts(lambda prefix, _: quick_buttons(table(context(state, seat, prefix))),
                       legal_texts(state), follow=("pick", "pick-fresh"))


def reachable(state, seat) -> set[str]:
    """Every action the acting seat reaches by tapping enabled board buttons from nothing picked."""
    return set(tap_counts(state, seat))


GAMES = [(seed, seats) for seats in (2, 3, 4, 5) for seed in (1, 2)]


# --- tests ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed,seats", GAMES)
def test_every_legal_action_is_reachable_by_enabled_board_buttons(seed, seats):
    """Verbs, then targets on the table (hand cards, Pantry, deck, bowls, "Into my hand"), and the
    prompt panels: every legal action is reachable, and no enabled button leads anywhere illegal."""
    checked = 0
    for index, state in enumerate(positions(seed, seats)):
        seat = GAME.to_act(state)
        if seat is None or (index % 2 and GAME.phase(state) == "actions"):
            continue
        assert reachable(state, seat) == set(legal_texts(state)), f"seed {seed} position {index}"
        checked += 1
    assert checked > 5


@pytest.mark.parametrize("seed,seats", GAMES)
def test_html_is_well_formed_and_every_button_is_named_and_explained(seed, seats):
    for state in positions(seed, seats, every=9):
        to_act = GAME.to_act(state)
        for viewer in {to_act, None, (to_act or 0) + 1 if to_act is not None else 0}:
            if viewer is not None and viewer >= seats:
                continue
            html = table(context(state, viewer))
            check_buttons(parse(html), viewer, to_act, viewer_may=("ui",))
            assert "<b>" not in html and "Ken &lt;b&gt;&amp;" in html


@pytest.mark.parametrize("seed,seats", GAMES)
def test_only_the_viewers_own_hand_is_drawn(seed, seats):
    """Hands are secret: the board draws the viewer's hand (from the view) and nothing for the
    public screen; the board does not read the state at all, only the view."""
    for index, state in enumerate(positions(seed, seats, every=9)):
        for viewer in (None, index % seats, (index + 1) % seats):
            ctx = context(state, viewer)
            html = table(ctx)
            page = parse(html)
            hands = page.with_class("fury-hand")
            if viewer is None:
                assert not hands and "Your hand" not in html
            elif GAME.to_act(state) == viewer and GAME.phase(state) == "discard":  # the hand limit's panel holds it
                assert not hands and page.with_class("fury-prompt")
            else:
                assert len(hands) == 1 and hands[0]["data-seat"] == str(viewer)
                listed = html.split('class="fury-hand"', 1)[1].split("</ul>", 1)[0]
                shown = []
                for card, count in re.findall(r'<li data-card="(\w+)" data-count="(\d)"', listed):
                    shown += [card] * int(count)
                assert sorted(shown) == sorted(state.hands[viewer])
            ctx.state = None  # the board must draw from ctx.view alone
            assert table(ctx) == html


def _state_in_phase(phase: str, seats: int = 3) -> FuryState:
    for seed in range(1, 200):
        for state in positions(seed, seats, every=1):
            if not state.over and GAME.phase(state) == phase:
                return state
    raise AssertionError(f"no {phase} position found")


def test_reveal_prompt_is_a_highlighted_panel_with_place_and_pass():
    """Rulebook, 'Chili Peppers and Nori Garnish': a revealed chili/nori may be placed at once into
    any bowl; the panel at the top says so, offers the card(s) and "Leave it in the Pantry"."""
    state = _state_in_phase("reveal")
    seat = GAME.to_act(state)
    html = table(context(state, seat))
    page = parse(html)
    assert html.index("fury-prompt") < html.index("fury-turn")
    prompt = page.with_class("fury-prompt")
    assert prompt and prompt[0]["data-kind"] == "reveal"
    enabled = {b["data-arg"] for b in page.buttons if "disabled" not in b}
    assert "pass" in enabled
    assert any(arg.startswith("place pantry ") for arg in enabled)
    assert not page.with_class("fury-verbs")  # (they step aside while the prompt asks)
    # after choosing the card: every bowl with room anywhere is a target
    slot = state.reveal[0] + 1
    page = parse(table(context(state, seat, ("place", "pantry", str(slot)))))
    targets = [b for b in page.buttons if "fury-bowl" in b.get("class", "") and "disabled" not in b]
    open_bowls = [(s, b) for s in range(state.seats) for b in range(3)
                  if not state.eaten[s][b] and len(state.bowls[s][b]) < 5]
    assert {b["data-arg"] for b in targets} == {f"p{s + 1}b{b + 1}" for s, b in open_bowls}
    # someone else's screen: a plain notice, nothing to press
    other = (seat + 1) % state.seats
    page = parse(table(context(state, other)))
    assert page.with_class("fury-prompt")[0]["class"].split() == ["fury-prompt", "waiting"]


def test_hand_limit_prompt_offers_each_card_to_discard():
    """Rulebook, 'Draw': over five cards, discard at once down to five."""
    state = _state_in_phase("discard")
    seat = GAME.to_act(state)
    page = parse(table(context(state, seat)))
    prompt = page.with_class("fury-prompt")
    assert prompt and prompt[0]["data-kind"] == "discard"
    args = {b["data-arg"] for b in page.buttons if "disabled" not in b and b.get("data-cmd") != "ui"}  # (not the strips' views)
    assert args == {f"discard {card}" for card in state.hands[seat]}


def test_spoon_enables_every_bowl_with_a_top_card_then_own_bowls_or_hand():
    """Rulebook, 'Spoon': the top card of any player's bowl into one of your bowls or your hand."""
    from tests.unit.test_fury_rules import position
    state = position([["egg"], ["corn"]], bowls=[[("beef", "egg"), (), ()], [("tofu", "chicken"), ("naruto",), ()]],
                     eaten=[(False,) * 3, (False, True, False)])
    page = parse(table(context(state, 0, ("spoon",))))
    bowls = {b["data-arg"]: "disabled" not in b for b in page.buttons if "fury-bowl" in b.get("class", "")}
    assert bowls == {"p1b1": True, "p1b2": False, "p1b3": False, "p2b1": True, "p2b2": False, "p2b3": False}
    page = parse(table(context(state, 0, ("spoon", "p2b1"))))
    enabled = {b["data-arg"] for b in page.buttons if "disabled" not in b and b.get("data-cmd") == "pick"}
    assert enabled == {"b2", "b3", "hand"}
    titles = {b["data-arg"]: b.get("title") for b in page.buttons if "fury-bowl" in b.get("class", "")}
    assert "top" in table(context(state, 0))
    assert "Flavor" in titles["b1"]
    source = parse(table(context(state, 0, ("spoon", "p2b1")))).with_class("source")
    assert source and source[0]["data-seat"] == "1" and source[0]["data-bowl"] == "1"


def test_prep_enables_hand_cards_then_own_bowls_with_room():
    from tests.unit.test_fury_rules import position
    state = position([["egg", "beef", "chili"], ["corn"]],
                     bowls=[[("soy", "corn"), ("egg",) * 5, ()], [(), (), ()]])
    page = parse(table(context(state, 0, ("prep",))))
    cards = {b["data-arg"]: b["data-cmd"] for b in page.buttons if "fury-hand-card" in b.get("class", "") and "disabled" not in b}
    assert cards == {"egg": "pick", "beef": "pick", "play chili": "pick-fresh"}
    page = parse(table(context(state, 0, ("prep", "beef"))))
    bowls = {b["data-arg"]: ("disabled" not in b, b.get("title")) for b in page.buttons if "fury-bowl" in b.get("class", "")}
    assert bowls["b3"][0] and not bowls["b1"][0] and not bowls["b2"][0]
    assert "Flavor" in bowls["b1"][1] and "full" in bowls["b2"][1]
    # shortcut: a hand card preps it straight away
    page = parse(table(context(state, 0)))
    assert {b["data-arg"] for b in page.buttons if "fury-hand-card" in b.get("class", "")} == {"prep egg", "prep beef", "play chili"}


def test_actions_left_and_the_top_card_are_shown():
    from tests.unit.test_fury_rules import position
    state = position([["egg"], ["corn"]], bowls=[[("soy", "corn", "egg"), (), ()], [(), (), ()]], actions_left=1)
    html = table(context(state, 0))
    assert 'data-actions-left="1"' in html and "Actions left" in html
    assert html.count('class="fury-slot top"') == 1  # the top card, in front of the others in its bowl
    stack = html.split('data-seat="0" data-bowl="1"', 1)[1].split("fury-bowl-foot", 1)[0]
    assert stack.rindex('data-card="egg"') > stack.rindex('data-card="corn"') > stack.index('data-card="soy"')
    assert "ready to eat, " in html and "Ready · " in html


def test_token_labels_read_as_words():
    from tests.unit.test_fury_rules import position
    state = position([["egg"], ["corn"]])
    ctx = context(state, 0)
    assert V.token_label("prep", (), ctx) == "Prep"
    assert V.token_label("spoon", ("spoon",), ctx) == "Spoon"
    assert V.token_label("egg", ("prep",), ctx) == "Egg"
    assert V.token_label("p2b1", ("spoon",), ctx) == "Ken <b>&'s bowl 1"
    assert V.token_label("p1b3", ("spoon",), ctx) == "your bowl 3"
    assert V.token_label("b2", ("prep", "egg"), ctx) == "your bowl 2"
    assert V.token_label("hand", ("spoon", "p2b1"), ctx) == "into your hand"
    assert V.token_label("3", ("draw", "pantry"), ctx) == "Pantry 3: Beef Flavor"


def test_log_lines_read_like_sentences():
    from tests.unit.test_fury_rules import position
    state = position([["egg"], ["corn"]], bowls=[[(), (), ()], [("egg",), ("beef", "tofu"), ()]])
    names = ["Mai", "Ken"]
    assert GAME.describe(state, GAME.parse_action("spoon p2b1 b3"), names) == "Mai spooned Egg from Ken's bowl 1 into their bowl 3"
    assert GAME.describe(state, GAME.parse_action("prep egg b2"), names) == "Mai prepped Egg into bowl 2"


@pytest.mark.parametrize("seed,seats", [(3, 2), (4, 5)])
def test_end_screen_lists_every_bowl_with_its_score_in_parts(seed, seats):
    *_, state = positions(seed, seats, every=10_000)
    assert state.over
    ctx = context(state, None)
    html = V.render_end(ctx)
    page = parse(html)
    sheets = GAME.scores(state)
    players = page.with_class("fury-end-player")
    assert [p["data-seat"] for p in players] == [str(s) for s in GAME.outcome(state).ranking]  # as the places above
    rows = [attrs for tag, attrs in page.elements if tag == "li" and "data-bowl" in attrs]
    assert len(rows) == 3 * seats
    assert sum(1 for r in rows if r["class"] == "fury-end-bowl eaten") == sum(sum(e) for e in state.eaten)
    assert "<table" not in html  # a row per bowl: nothing to cut on a phone
    for seat, sheet in enumerate(sheets):
        total = V.points(sheet.total)
        assert f"{total} point{'' if abs(sheet.total) == 1 else 's'}" in html


def test_board_html_stays_lean_for_five_players():
    """The board is re-rendered on every click: its HTML stays small (render time: tools/bench.py)."""
    sizes = []
    for state in positions(7, 5, every=3):
        seat = GAME.to_act(state)
        for prefix in ((), ("spoon",)):
            if prefix and (seat is None or not Picker(legal_texts(state)).allows(*prefix)):
                continue
            sizes.append(len(table(context(state, seat, prefix))))
    assert len(sizes) > 10
    assert max(sizes) < 80_000, max(sizes)


def test_another_verb_or_card_replaces_the_choice_in_progress():
    """With Spoon chosen, Draw and the hand's cards still work in one tap (pick-fresh); Spoon
    itself shows as chosen and cancels."""
    from tests.unit.test_fury_rules import position
    state = position([["egg"], ["corn"]], bowls=[[("beef",), (), ()], [("tofu",), (), ()]])
    page = parse(table(context(state, 0, ("spoon",))))
    by_key = {b["data-key"]: b for b in page.buttons}
    assert by_key["fury:draw"]["data-cmd"] == "pick-fresh" and "disabled" not in by_key["fury:draw"]
    assert by_key["fury:prep egg"]["data-cmd"] == "pick-fresh"
    assert by_key["fury:spoon"]["data-cmd"] == "cancel" and by_key["fury:spoon"]["aria-pressed"] == "true"
    assert "disabled" in by_key["fury:eat"] and by_key["fury:eat"]["title"]


def test_what_the_others_moved_since_my_turn_is_marked():
    """What the others did since my last turn is marked: the bowls, Pantry slots and deck the other
    seats' actions touched (ctx.recent) are outlined with a note saying who did what, from where to where."""
    from tests.unit.test_fury_rules import position
    state = position([["egg"], ["corn"], []], bowls=[[("beef",), (), ()], [("tofu",), (), ()], [(), (), ()]])
    ctx = context(state, 0)
    ctx.recent = ((1, "prep corn b2"), (2, "spoon p1b1 b3"), (1, "draw pantry 2"), (2, "draw deck"),
                  (1, "spoon p9b1 b1"), (None, "eat b1"), (2, "garbage"))
    html = table(ctx)
    page = parse(html)
    assert "Ken &lt;b&gt;&amp; put Corn in" in html
    assert "Robo spooned the top card away to their bowl 3" in html
    assert "Robo spooned it here from your bowl 1" in html
    assert "new: Ken &lt;b&gt;&amp; took the one before" in html and "Robo drew from the deck" in html
    assert len([e for e in page.with_class("recent") if "fury-bowl" in e.get("class", "")]) == 3


def test_common_moves_take_few_taps():
    """Common moves take few taps: draw 1 (the deck or a Pantry card), prep 2 (the card, the bowl), eat 1
    (the bowl's own Eat button), spoon 3 (Spoon, the bowl, where to), a revealed chili 2 (the card, the
    bowl), End turn 1."""
    most = {"draw": 1, "prep": 2, "eat": 1, "spoon": 3, "place": 2, "end": 1, "pass": 1, "discard": 1, "play": 2,
            "restock": 1, "empty": 2}
    seen: dict[str, int] = {}
    for seed, seats in GAMES[:4]:
        for index, state in enumerate(positions(seed, seats, every=3)):
            seat = GAME.to_act(state)
            if seat is None:
                continue
            taps = tap_counts(state, seat)
            assert set(taps) == set(legal_texts(state))
            for action, count in taps.items():
                verb = action.split()[0]
                assert count <= most[verb], f"{action}: {count} taps"
                seen[verb] = max(seen.get(verb, 0), count)
    assert {"draw", "prep", "eat", "end", "place"} <= set(seen), seen


def test_a_card_spooned_away_takes_its_note_along():
    """A chili played into a bowl and then spooned away leaves no "played Chili Peppers here" on that bowl:
    the note moves with the card ("spooned it here") and the bowl says it was spooned from."""
    from tests.unit.test_fury_rules import position
    state = position([["egg"], ["corn"], []], bowls=[[("beef",), (), ()], [("tofu",), (), ()], [(), (), ()]])
    ctx = context(state, 0)
    ctx.recent = ((1, "play chili p1b1"), (2, "spoon p1b1 b2"), (1, "prep corn b2"))
    html = table(ctx)
    assert "played Chili Peppers here" not in html
    assert "Robo spooned the top card away to their bowl 2" in html
    assert "Robo spooned it here from your bowl 1" in html and "Ken &lt;b&gt;&amp; put Corn in" in html


def test_the_reveal_prompt_speaks_of_as_many_cards_as_were_revealed():
    """One card revealed: "Leave it in the Pantry"; two or three: "Leave them in the Pantry", the cards
    named as a list ("A, B and C"), cards alike counted ("2 Chili Peppers revealed")."""
    counts = set()
    for seed in range(1, 40):
        for state in positions(seed, 4, every=1):
            if GAME.phase(state) != "reveal":
                continue
            seat = GAME.to_act(state)
            view = GAME.view(state, seat)
            cards = view["prompt"]["cards"]
            html = table(context(state, seat))
            counts.add(min(len(cards), 2))
            if len(cards) == 1:
                assert "Leave it in the Pantry" in html and "them" not in html.split("fury-prompt")[1].split("</section>")[0]
            else:
                assert "Leave them in the Pantry" in html and "Leave it" not in html
                names = [V.card_name(card) for card in cards]
                heading = html.split("<h2>")[1].split("</h2>")[0]
                assert heading.endswith(" revealed!") and " and " in heading or len(set(names)) == 1
                for name in set(names):
                    assert (f"{names.count(name)} {name}" if names.count(name) > 1 else name) in heading
        if counts == {1, 2}:
            break
    assert counts == {1, 2}, "positions with one and with several cards revealed"


def test_placing_a_revealed_card_keeps_the_card_pressed_in_the_prompt():
    """After tapping the revealed card, the prompt still shows it, pressed (tap again to take it back),
    beside "Now tap a bowl"; the only Cancel is the strip's, not the board's."""
    state = _state_in_phase("reveal")
    seat = GAME.to_act(state)
    slot = state.reveal[0] + 1
    html = table(context(state, seat, ("place", "pantry", str(slot))))
    page = parse(html)
    prompt = html.split('class="fury-prompt"')[1].split("</section>")[0]
    assert "Now tap a bowl" in prompt and 'aria-pressed="true"' in prompt and 'data-cmd="cancel"' in prompt
    assert not [b for b in page.buttons if b["_text"].strip() == "Cancel"]
