"""Rolling in Ramen Extreme: up to three rolls, dice held or released between them; when the dice are
final, chili pairs (or five chilis) and five fans act at once and resolving begins."""

from __future__ import annotations

from ramen.core import rng_for
from ramen.core.state import replaced
from ramen.extreme import actions as A
from ramen.extreme.components import DICE_COUNT, DIE_FACES, HEAT_START, HEAT_TOP, MAX_ROLLS, heat_up
from ramen.extreme.phases.steps import set_heat, use_dice
from ramen.extreme.state import ExtremeState


def roll(state: ExtremeState, action: A.Roll) -> None:
    """Roll the dice not held (all five at the turn's first roll); the third roll ends the rolling."""
    rng = rng_for(state.seed, state.counter)
    state.counter += 1
    set_faces = list(state.set_dice)

    def rolled() -> str:  # a set face first (a lesson's dice), else chance
        return set_faces.pop(0) if set_faces else rng.choice(DIE_FACES)

    if state.stage == "before":
        state.held = (False,) * DICE_COUNT
        state.rolled = (True,) * DICE_COUNT
        state.dice = tuple(rolled() for _ in range(DICE_COUNT))
    else:
        state.rolled = tuple(not held for held in state.held)
        state.dice = tuple(face if held else rolled() for face, held in zip(state.dice, state.held))
    state.set_dice = tuple(set_faces)
    state.used = (False,) * DICE_COUNT
    state.rolls += 1
    state.stage = "rolling"
    if state.rolls >= MAX_ROLLS:
        _finalize_dice(state)


def hold(state: ExtremeState, action: A.Hold) -> None:
    state.held = replaced(state.held, action.die, True)


def release(state: ExtremeState, action: A.Release) -> None:
    state.held = replaced(state.held, action.die, False)


def stop(state: ExtremeState, action: A.Stop) -> None:
    _finalize_dice(state)


def _finalize_dice(state: ExtremeState) -> None:
    """The dice are final: chili pairs (or five chilis) and five fans act at once."""
    seat = state.current
    chilis = state.dice.count("chili")
    if chilis == DICE_COUNT:
        use_dice(state, "chili", chilis)
        for other in _others(state, seat):
            set_heat(state, seat, other, HEAT_TOP, "five chilis")
    elif chilis >= 2:
        pairs = chilis // 2
        use_dice(state, "chili", 2 * pairs)
        for other in _others(state, seat):
            set_heat(state, seat, other, heat_up(state.heat[other], pairs), "chili" if pairs == 1 else "chilis")
    if state.dice.count("fan") == DICE_COUNT:
        use_dice(state, "fan", DICE_COUNT)
        set_heat(state, seat, seat, HEAT_START, "five fans")
    state.stage = "resolving"


def _others(state: ExtremeState, seat: int) -> list[int]:
    """Every other seat, from the next one on."""
    return [(seat + step) % state.seats for step in range(1, state.seats)]
