"""Ramen Extreme's board view (ramen/ui/views/extreme/), rendered in CPython from seeded random
games and built positions: the HTML is well formed, every legal action can be reached by tapping
enabled board buttons, nothing of the pile leaks, the dice / pots / Table / Heat cards show what the
rules say, and rendering is fast."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from functools import partial

import pytest

from ramen.extreme import BOWLS, GAME
from ramen.ui.views import extreme as V
from tests.unit.test_extreme_helpers import act, position, rolled
from tests.view_check import SVG, Page, check_buttons, legal_texts, make_context, parse, random_positions
from tests.view_check import tap_counts as _tap_counts

#: a BoardContext built the way PlayScreen.context() builds it
context = partial(make_context, GAME)


# --- helpers -------------------------------------------------------------------------------------

def table(ctx) -> str:
    """The table and the dock at its foot (``BOARD.render_dock``): all the board draws."""
    return V.render_board(ctx) + V.BOARD.render_dock(ctx)


def positions(seed: int, seats: int, every: int = 3, limit: int = 900):
    """States along one random game (every ``every``-th one, and every prompt)."""
    return random_positions(GAME, seed, seats, f"view:{seed}", lambda step, state: step % every == 0 or state.prompt,
                            limit=limit)


def legal_of(state) -> set[str]:
    return set(legal_texts(GAME, state))


def tap_counts(state, seat) -> dict[str, int]:
    """The fewest taps on enabled board buttons to each action the acting seat can complete (breadth
    first over what is picked and the board's own view state: picks, whole-action buttons, cancels and
    the claim's confirm step); any other enabled button fails."""
    def buttons(prefix, confirm):
        ui = {V.CONFIRM_KEY: confirm} if confirm else {}
        return parse(table(context(state, seat, prefix, ui))).buttons

    return _tap_counts(buttons, sorted(legal_of(state)), follow=("pick", "act", "cancel", "ui"), ui_key=V.CONFIRM_KEY,
                       strict=True)


def reachable(state, seat) -> set[str]:
    """Every action the acting seat reaches by tapping enabled board buttons, starting from nothing picked."""
    return set(tap_counts(state, seat))


def board(state, viewer=0, prefix=(), ui=None, bots=()) -> tuple[str, Page]:
    html = table(context(state, viewer, prefix, ui, bots))
    return html, parse(html)


def place(html: str, seat: int) -> str:
    """The HTML of a seat's place at the table (from its opening tag to the next place, the market or the dock)."""
    for part in html.split("<li class=\"player")[1:]:
        if f"data-seat=\"{seat}\"" in part.split(">")[0]:
            return re.split(r"<li class=\"player|class=\"market|class=\"dock", part)[0]
    raise AssertionError(f"no place for seat {seat}")


def section(html: str, cls: str) -> str:
    """The HTML of the first element with class ``cls`` up to the next panel."""
    start = html.index(f"class=\"{cls}")
    return html[start:start + 20_000]


# --- every position ------------------------------------------------------------------------------

@pytest.mark.parametrize("seats,seed", [(2, 1), (3, 2), (4, 3), (5, 4), (2, 5), (5, 6)])
def test_boards_parse_and_every_legal_action_is_reachable_by_taps(seats, seed):
    """The board is well formed for every viewer; the acting person reaches every legal action (and
    nothing else) through enabled board buttons; the others see no enabled game button."""
    checked = 0
    for index, state in enumerate(positions(seed, seats, every=5, limit=700)):
        actor = GAME.to_act(state)
        for viewer in {0 if actor is None else actor, index % seats}:
            html = table(context(state, viewer))
            page = parse(html)
            check_buttons(page, viewer, actor)
        if actor is not None and (index % 4 == 0 or state.prompt or state.stage == "setup"):
            assert reachable(state, actor) == legal_of(state), (state.stage, state.prompt)
            checked += 1
    assert checked > 10


def test_a_computer_seat_to_act_gives_the_person_nothing_to_press():
    state = next(s for s in positions(7, 3) if s.stage == "rolling")
    actor = GAME.to_act(state)
    viewer = (actor + 1) % 3
    _, page = board(state, viewer, bots=(actor,))
    assert not page.enabled()


def test_board_html_stays_lean_for_five_players():
    """The board is re-rendered on every click: its HTML stays small (render time: tools/bench.py)."""
    states = [s for s in positions(11, 5, every=1, limit=1500)][::7]
    contexts = [context(s, GAME.to_act(s)) for s in states if GAME.to_act(s) is not None]
    assert max(len(table(ctx)) for ctx in contexts) < 100_000


def test_names_are_escaped():
    state = GAME.new_state(3, 2, {"first": 1})
    html, _ = board(state, 0)
    assert "Ken &lt;b&gt;&amp;" in html and "Ken <b>" not in html


def test_nothing_of_the_pile_leaks():
    """Public: everything but the pile's order (and the bowls removed at setup). The Table is face
    down until everyone has chosen."""
    patterns = {bowl.id: (re.compile(r"(?<!\+ )\b" + re.escape(" + ".join(V.WORDS[i] for i in bowl.ingredient_ids))
                                     + r"\b(?! \+)"), re.compile(r"(?<![+\w])" + re.escape(bowl.id) + r"(?![+\w])"))
                for bowl in BOWLS}
    checked = 0
    for seats, seed in ((2, 3), (4, 8)):
        for state in positions(seed, seats, every=11, limit=500):
            hidden = set(state.pile) | set(state.removed)
            if state.stage == "setup":
                hidden |= {bowl for bowl in state.table if bowl is not None}
            for viewer in (None, 0):
                html = SVG.sub("", table(context(state, viewer)))
                for bowl in hidden:
                    words, ids = patterns[bowl]
                    assert not words.search(html) and not ids.search(html), f"pile bowl {bowl} shown"
                    checked += 1
    assert checked > 100


# --- the dice ------------------------------------------------------------------------------------

def test_kept_dice_are_marked_by_label_and_class_and_toggle_by_pick():
    state = rolled(position(2, [["egg"], ["corn"]]), ["protein", "fan", "chili", "vegetable", "protein"],
                   rolls=1, held=[False, True, False, False, True])
    html, page = board(state, 0)
    assert "Roll (2 left)" in html and "data-rolls-left=\"2\"" in html
    held = [b for b in page.buttons if b["_text"].startswith("Die")]
    assert [b["data-arg"] for b in held] == ["hold 1", "release 2", "hold 3", "hold 4", "release 5"]
    assert html.count(">KEPT<") == 2
    assert "data-die=\"2\" data-face=\"fan\" data-held=\"true\"" in html
    assert "class=\"die face-fan k-special held\"" in html  # the die itself, raised
    # its name is its content, the words it shows in order (no aria-label that would not contain them);
    # the icon's letters are hidden from screen readers
    die_2 = held[1]
    assert "aria-label" not in die_2 and "Fan" in die_2["_text"] and "KEPT" in die_2["_text"]
    assert " ".join(die_2["_text"].split()).endswith(". Tap to roll it again.")
    stop = [b for b in page.enabled("pick") if b["data-arg"] == "stop"]
    assert stop and "Stop" in stop[0]["_text"]


def test_roll_button_disabled_when_every_die_is_kept():
    state = rolled(position(2), ["protein"] * 5, rolls=2, held=[True] * 5)
    _, page = board(state, 0)
    roll = next(b for b in page.buttons if b.get("data-arg") == "roll")
    assert "disabled" in roll and "release" in roll["title"].lower() or "stop" in roll["title"].lower()
    assert "Roll (1 left)" in roll["_text"]


def test_before_the_first_roll_the_dice_are_blank_and_roll_says_three():
    html, page = board(position(2), 0)
    assert any(" ".join(b["_text"].split()) == "Roll the dice (3 rolls)" for b in page.enabled("pick"))
    assert html.count("data-face=\"\"") == 5
    assert any(b.get("data-arg") == "roll" for b in page.enabled("pick"))


def test_resolve_step_offers_exactly_what_the_dice_allow():
    """Rulebook, 'Action Dice': 3 protein dice: any protein; 2 vegetable dice: scallion or corn."""
    state = rolled(position(2, [["egg"], ["corn"]]), ["protein", "protein", "protein", "vegetable", "vegetable"], rolls=3)
    state = replace(state, stage="resolving")
    html, page = board(state, 0)
    resolve = html.split("class=\"row resolve\"")[1].split("</div>")[0]
    offered = {b["data-arg"] for b in parse(resolve).buttons}
    assert offered == {"take egg", "take naruto", "take chashu", "take tofu", "take scallion", "take corn", "done"}
    assert legal_of(state) == offered
    # the pots: mushroom needs 3 vegetable dice
    mushroom = next(b for b in page.buttons if b.get("data-arg") == "take mushroom")
    assert "disabled" in mushroom and "needs 3 unused vegetable dice" in mushroom["title"]
    assert mushroom["title"] == GAME.why_not(state, GAME.parse_action("take mushroom"))  # the engine's reason
    assert "final" in html and "data-rolls-left" not in html and ">KEPT<" not in html


def test_an_empty_pot_token_is_disabled_with_a_reason():
    state = rolled(position(2, [["egg"] * 4, ["egg"] * 2]), ["protein", "protein", "fan", "chili", "vegetable"], rolls=3)
    state = replace(state, stage="resolving")
    html, page = board(state, 0)
    egg = [b for b in page.buttons if b.get("data-arg") == "take egg"]
    assert egg and all("disabled" in b for b in egg)
    assert egg[0]["title"] == "There is no egg left in the Hot Pots."
    assert "×0" in html


def test_fans_button_and_used_dice():
    state = rolled(position(2, heat=[4, 0]), ["fan", "fan", "chili", "chili", "protein"], rolls=3)
    state = act(replace(state, rolls=2, held=(True,) * 4 + (False,)), "stop")
    assert state.stage == "resolving"
    html, page = board(state, 0)
    assert html.count(">USED<") == 2  # the chili pair acted at once
    fan = next(b for b in page.enabled() if b.get("data-arg") == "fan")
    assert "pepper 2 down" in fan["_text"]


# --- the Table, claims, chopsticks, swap ---------------------------------------------------------

def test_claimable_bowls_are_marked_and_claimed_by_whole_action_buttons():
    state = position(2, [["egg", "egg", "scallion", "scallion", "corn"], []],
                     table=("egg+scallion", "egg+corn", "chashu+tofu+mushroom+carrot"))
    legal = legal_of(state)
    assert {"claim b1", "claim b2", "claim b1 b2"} <= legal
    html, page = board(state, 0)
    assert html.count("bowl-card claim-now") == 2 and "You can claim it now" in html
    asks = {b["data-arg"].partition("|")[2] for b in page.enabled("ui") if b["data-arg"].startswith(V.CONFIRM_KEY)}
    assert {"claim b1", "claim b2", "claim b1 b2"} <= asks
    assert not [b for b in page.enabled("act") if b["data-arg"].startswith("claim")], "a claim must ask first"
    both = next(b for b in page.enabled("ui") if b["data-arg"].endswith("|claim b1 b2"))
    assert " ".join(both["_text"].split()) == "Claim 1 + 2 · 10 pts: bowl 1 (Egg + Scallion, 5) and bowl 2 (Egg + Corn, 5)"
    # the third bowl's claim button is disabled and says why
    third = next(b for b in page.buttons if b.get("data-arg") == "claim b3")
    assert "disabled" in third and "exact ingredients" in third["title"]


def test_a_claim_asks_first_since_undo_cannot_take_it_back():
    """A claim gives tokens back and turns up new bowls from the pile (not undoable), so the
    board asks: the Claim button opens a confirm panel saying what is spent; "Yes" claims, Cancel closes it."""
    state = position(2, [["egg", "egg", "scallion", "scallion", "corn"], []],
                     table=("egg+scallion", "egg+corn", "chashu+tofu+mushroom+carrot"))
    _, page = board(state, 0)
    ask = next(b for b in page.enabled("ui") if b["data-arg"].endswith("|claim b1"))
    confirm = ask["data-arg"].partition("=")[2]
    html, page = board(state, 0, ui={V.CONFIRM_KEY: confirm})
    assert "A claim can't be undone" in html and "You give back Egg, Scallion (2 tokens) and score 5 points" in html
    yes = next(b for b in page.enabled("act") if b["data-arg"] == "claim b1")
    assert yes["_text"].startswith("Yes, claim bowl 1")
    assert any(b.get("data-arg") == f"{V.CONFIRM_KEY}=" for b in page.enabled("ui"))  # Cancel
    # the confirmation lapses at the next decision
    later = GAME.apply(state, GAME.parse_action("roll"))
    html, _ = board(later, 0, ui={V.CONFIRM_KEY: confirm})
    assert "A claim can't be undone" not in html
    taps = tap_counts(state, 0)
    assert taps["claim b1"] == 2 and taps["roll"] == 1


def test_a_complete_claim_that_could_go_on_has_a_clear_confirm_on_the_board():
    """'claim b1' is whole and also the start of 'claim b1 b2': the board says so and offers both."""
    state = position(2, [["egg", "egg", "scallion", "scallion", "corn"], []],
                     table=("egg+scallion", "egg+corn", "chashu+tofu+mushroom+carrot"))
    html, page = board(state, 0, prefix=("claim", "b1"))
    assert "Claim just this bowl" in html
    confirm = next(b for b in page.enabled("act") if b["_text"] == "Claim just this bowl")
    assert confirm["data-arg"] == "claim b1"
    also = next(b for b in page.enabled("pick") if "Also bowl 2" in b["_text"])
    assert also["data-arg"] == "b2"
    assert not any(b["_text"] == "Cancel" for b in page.buttons)  # the strip's Cancel takes it back: no second one


def test_replace_offers_every_set_of_bowls_as_whole_actions():
    state = position(3, [["egg"], ["corn"], []])
    _, page = board(state, 0, prefix=("replace",))
    acts = {b["data-arg"] for b in page.enabled("act") if b["data-arg"].startswith("replace")}
    assert acts == {t for t in legal_of(state) if t.startswith("replace")}
    assert len(acts) == 7 and "All three bowls" in page.text()
    html, page = board(state, 0, prefix=("replace", "b1"))
    assert "Replace just this bowl" in html


def test_steal_mode_turns_the_others_tokens_into_buttons():
    state = position(3, [["egg"], ["corn", "corn"], ["tofu"]])
    _, page = board(state, 0)
    assert not any(b.get("data-arg", "").startswith("steal p") for b in page.buttons)
    _, page = board(state, 0, prefix=("steal",))
    targets = {(b.get("data-arg"), b.get("data-cmd")) for b in page.enabled() if "steal" in b.get("class", "")}
    assert targets == {("p2 corn", "pick"), ("p3 tofu", "pick")}
    assert any(" ".join(b["_text"].split()).startswith("Steal Corn") and b["_text"].endswith("from Ken <b>&")
               for b in page.buttons)
    _, page = board(state, 0, prefix=("steal", "p2"))
    targets = {(b.get("data-arg"), b.get("data-cmd")) for b in page.enabled() if "steal" in b.get("class", "")}
    assert targets == {("corn", "pick"), ("steal p3 tofu", "act")}


def test_claim_after_a_steal_prompt():
    """Rulebook, 'Chopsticks': steal, and if that gives the ingredients, claim as the same action."""
    state = position(2, [["egg"], ["scallion"]])
    state = act(state, "steal p2 scallion")
    assert state.prompt == "steal_claim"
    html, page = board(state, 0)
    assert "You stole" in html and "Scallion" in html
    args = {b["data-arg"].rpartition("|")[2] for b in page.enabled()}
    assert args >= {"claim b1", "skip"}


def test_swap_and_chopsticks_used():
    """Swap is a verb of the dock; tapped, the tokens that can go back for their partner are the buttons."""
    state = position(2, [["egg", "mushroom"], ["corn"]], chopsticks=(False, True))
    html, page = board(state, 0)
    assert any(b["data-arg"] == "swap" for b in page.enabled("pick"))
    _, swapping = board(state, 0, prefix=("swap",))
    swaps = {b["data-arg"] for b in swapping.enabled() if "swap" in b.get("class", "").split()}
    assert swaps == {"egg naruto", "mushroom carrot"}
    steal = next(b for b in page.buttons if b.get("data-arg") == "steal")
    assert "disabled" in steal and "You have used your Chopsticks" in steal["title"]
    assert "Chopsticks used" in html


def test_discard_prompt_lists_the_tokens_held():
    state = position(2, [["egg"] * 4 + ["corn"] * 4, []])
    state = rolled(state, ["protein", "protein", "chili", "fan", "fan"], rolls=3)
    state = act(replace(state, rolls=2, held=(True,) * 4 + (False,)), "stop")
    state = act(state, "take naruto") if "take naruto" in legal_of(state) else state
    assert state.prompt == "discard"
    html, page = board(state, 0)
    assert "put one back" in html
    assert {b["data-arg"] for b in page.enabled()} == {"discard egg", "discard naruto", "discard corn"}


# --- the Heat card and heat moves ------------------------------------------------------------------

def test_heat_track_has_seven_spaces_with_the_pepper_on_one():
    """Rulebook, Setup: the pepper starts off the bottom of the card; 'Heat Card': seven spaces, from the
    bottom up 0, -1, -5, +5, -10, -15, -20."""
    state = position(3, heat=[1, 4, 7])
    html, _ = board(state, 0)
    assert html.count("class=\"heat-track\"") == 3
    for seat, value in ((0, "0"), (1, "+5"), (2, "−20")):
        card = place(html, seat)
        track = card.split("class=\"heat-track\"")[1].split("</ol>")[0]
        assert track.count("<li") == 7
        assert [part.split("</span>")[0] for part in track.split("hv\">")[1:]] == \
            ["0", "−1", "−5", "+5", "−10", "−15", "−20"]
        here = track.split("class=\"here\"")[1].split("</li>")[0]
        assert f">{value}<" in here and "data-thing=\"pepper\"" in here
        assert "heat-start here" not in card


def test_a_pepper_at_the_start_sits_below_the_card():
    """Rulebook, Setup: 'places their Chili Pepper off the bottom of their Chili Heat card' (worth 0)."""
    html, _ = board(position(2, heat=[0, 1]), 0)
    cards = [place(html, seat) for seat in (0, 1)]
    assert "heat-start here" in cards[0] and "data-thing=\"pepper\"" in cards[0].split("heat-start here")[1].split("</span>")[0]
    assert "class=\"here\"" not in cards[0].split("class=\"heat-track\"")[1]
    assert "at the start, off the card" in cards[0]
    assert "heat-start here" not in cards[1] and "space 1 of 7" in cards[1]


def test_a_chili_pair_highlights_the_cards_it_hits_once_animated():
    """Rulebook, 'Heat Card': two chilis move every other pepper one space up."""
    state = rolled(position(3, heat=[0, 1, 7]), ["chili", "chili", "protein", "vegetable", "fan"], rolls=2,
                   held=[True] * 4 + [False])
    state = act(state, "stop")
    ui: dict = {}
    html, _ = board(state, 1, ui=ui)
    for seat in (1, 2):
        card = html.split(f"<li class=\"player")[1:]
        hit = [c for c in card if f"data-seat=\"{seat}\"" in c.split(">")[0]][0]
        assert "hit fresh" in hit.split(">")[0]
        assert "↑ chili from Mai" in hit or "= chili from Mai" in hit
    assert "↑ chili from Mai: 0 → −1" in html  # from the card's 0 space to -1
    assert "already at the top" in html
    mine = [c for c in html.split("<li class=\"player")[1:] if "data-seat=\"0\"" in c.split(">")[0]][0]
    assert "hit" not in mine.split(">")[0]
    # a re-render keeps the highlight but does not animate again
    html2, _ = board(state, 1, ui=ui)
    assert "hit fresh" not in html2 and "player hit" in html2
    # the next player's turn still shows it; the mover's next turn does not
    later = act(state, *(["done"] if state.stage == "resolving" else []), "end")
    assert "↑ chili from Mai" in board(later, 1, ui=ui)[0]
    later = replace(later, turn=state.turn + 3)
    assert "chili from Mai" not in board(later, 1)[0]


def test_the_log_says_whose_pepper_moved():
    state = rolled(position(2), ["chili", "chili", "protein", "vegetable", "fan"], rolls=2, held=[True] * 4 + [False])
    line = GAME.describe(state, GAME.parse_action("stop"), ["Mai", "Ken"])
    assert line.startswith("Mai kept the dice")
    assert "Ken's pepper goes up 1 space, from the start to the 0 space (chili): heat 0 points" in line


# --- setup, choice bar labels, end screen -----------------------------------------------------------

def test_setup_choice_by_tapping_a_protein_then_a_vegetable():
    state = GAME.new_state(4, 2, {"first": 0})
    html, page = board(state, 0)
    assert "Face down until everyone has chosen" in html
    proteins = {b["data-arg"] for b in page.enabled("pick")}
    assert proteins == {"choose egg", "choose naruto", "choose chashu", "choose tofu"}
    html, page = board(state, 0, prefix=("choose", "tofu"))
    assert {b["data-arg"] for b in page.enabled("pick")} == {"scallion", "corn", "mushroom", "carrot"}
    assert V.next_step(context(state, 0, ("choose", "tofu"))) == "Tap a vegetable in the Hot Pots."  # the strip says it


def test_token_labels_for_the_choice_bar():
    state = rolled(position(2), ["protein", "fan", "chili", "vegetable", "protein"], rolls=1)
    ctx = context(state, 0)
    assert V.token_label("roll", (), ctx) == "Roll (2 left)"
    assert V.token_label("3", ("hold",), ctx) == "die 3 (Chili)"
    assert V.token_label("end", (), ctx) == "End turn"
    assert V.token_label("b1", ("claim",), ctx) == "bowl 1 (Egg + Scallion, 5)"
    assert V.token_label("naruto", ("swap", "egg"), ctx) == "for Naruto"
    assert V.token_label("egg", ("swap",), ctx) == "Egg"
    assert V.token_label("p2", ("steal",), ctx) is None  # the shell's default: the player's name


def test_end_screen_shows_bowls_heat_and_tokens_per_player():
    state = GAME.new_state(9, 3)
    rng = random.Random(2)
    while GAME.to_act(state) is not None:
        legal = GAME.legal_actions(state)
        claims = [a for a in legal if str(a).startswith("claim")]
        state = GAME.apply(state, claims[0] if claims else legal[rng.randrange(len(legal))])
    ctx = context(state, 0)
    html = V.render_end(ctx)
    page = parse(html)
    assert html.count("class=\"end-player\"") == 3
    assert html.count("class=\"heat-track\"") == 3
    for seat in range(3):
        assert f"data-seat=\"{seat}\"" in html
        view = ctx.view["players"][seat]
        assert f"Bowls ({len(view['bowls'])})" in page.text()
    ranking = GAME.outcome(state).ranking
    order = [int(part.split("\"")[0]) for part in html.split("class=\"end-player\" data-seat=\"")[1:]]
    assert order == list(ranking)
    assert "pile ran out" in html or "round limit" in html


def test_what_the_others_did_since_my_turn_is_marked():
    """What the others did since my last turn is marked: the tokens, bowls and Table cards the other seats' actions moved (ctx.recent) are marked."""
    state = position(3, [["egg"], ["corn", "corn"], ["tofu"]])
    ctx = context(state, 0)
    ctx.recent = ((1, "take corn"), (2, "steal p1 egg"), (1, "replace b2"), (2, "nonsense"), (9, "take egg"))
    html = table(ctx)
    parse(html)
    ken = html.split("data-seat=\"1\"")[1].split("data-seat=\"2\"")[0]
    assert "tok-static moved" in ken and "Since your last turn: took Corn; replaced Table bowl 2." in ken
    assert "stole Egg from Mai" in html and "lost Egg to Robo's chopsticks" in html
    assert html.count("New from the pile") == 1 and "bowl-card moved" in html


def test_the_peppers_moved_line_belongs_to_the_turn_that_moved_them():
    """The turn line's "Peppers moved" tells of this turn's moves only; in the next player's turn the
    player cards still mark the pepper that moved, but the turn line does not carry it over."""
    state = rolled(position(3, heat=[0, 1, 3]), ["chili", "chili", "protein", "vegetable", "fan"], rolls=2,
                   held=[True] * 4 + [False])
    state = act(state, "stop")
    assert "Peppers moved: " in board(state, 1)[0]
    later = act(state, *(["done"] if state.stage == "resolving" else []), "end")
    html = board(later, 1)[0]
    assert "Peppers moved" not in html and "↑ chili from Mai" in html


def test_dice_resolved_no_longer_ask_to_be_resolved():
    """The dice counter says "Final dice" while the final dice are resolved, then "resolved"."""
    state = rolled(position(2), ["protein", "protein", "vegetable", "vegetable", "fan"], rolls=3)
    state = act(replace(state, rolls=2, held=(True,) * 4 + (False,)), "stop")
    assert state.stage == "resolving" and ">Final dice<" in board(state, 0)[0]
    state = act(state, "done")
    assert state.stage == "after"
    html = board(state, 0)[0]
    assert ">Final dice<" not in html and ">resolved<" in html


def test_a_pepper_fanned_to_the_start_is_labelled_start():
    """A pepper fanned down off the card is drawn at "start": its note says "→ start", not "→ 0"."""
    state = rolled(position(2, heat=[2, 0]), ["fan", "fan", "protein", "vegetable", "vegetable"], rolls=3)
    state = act(replace(state, rolls=2, held=(True,) * 4 + (False,)), "stop", "fan")
    assert state.heat[0] == 0
    html = board(state, 0)[0]
    assert "→ start" in html and "→ 0<" not in html and "→ 0;" not in html


def test_the_status_says_which_roll_while_rolling():
    """While rolling, the view's phase words (the status line's sentence) say which roll of three it is
    and what to do: keep dice and roll again, or stop."""
    state = rolled(position(2), ["protein", "protein", "vegetable", "vegetable", "fan"], rolls=1)
    assert state.stage == "rolling"
    label = GAME.view(state, 0)["status"]
    assert label == "rolling (roll 1 of 3): keep dice and roll again, or stop"
