"""The command line of shared games: ``link`` and ``replay`` of a game file, ``arena --records``; bad
arguments and files exit 2 with a message."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ramen.__main__ import main
from ramen.core import link
from ramen.core.registry import get_game
from ramen.core.timeline import Timeline
from tests.unit.test_link import finished_record


def run(argv: list[str], capsys) -> tuple[int, str, str]:  # noqa: ANN001
    try:
        code = main(argv)
    except SystemExit as leaving:
        code = leaving.code if isinstance(leaving.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path: Path, text: str, name: str = "game.json") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_link_prints_the_fragment_of_a_game_file(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    record = finished_record("fury")
    code, out, _ = run(["link", write(tmp_path, link.game_file_text(record))], capsys)
    assert code == 0
    fragment = out.strip()
    assert fragment.startswith("#/game/v1/") and "\n" not in fragment
    assert link.read_link(fragment).to_json() == record.to_json()


@pytest.mark.parametrize("game_id", ["ink", "fury", "extreme"])
def test_replay_prints_the_log_in_words_and_the_final_scores(game_id: str, tmp_path: Path, capsys) -> None:  # noqa: ANN001
    record = finished_record(game_id)
    code, out, _ = run(["replay", write(tmp_path, link.game_file_text(record))], capsys)
    assert code == 0
    lines = out.splitlines()
    game = get_game(game_id)
    timeline = Timeline(game, record)
    assert lines[0].startswith(game.title)
    for step in timeline.steps:
        assert f"{step.index}. {step.line}" in out
    assert "Final scores:" in lines
    sheets = game.scores(timeline.states[-1])
    winner = game.outcome(timeline.states[-1]).ranking[0]
    assert f"1. {record.names[winner]}: {sheets[winner].total} points" in out


def test_replay_of_a_game_in_progress_says_so(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    record = finished_record("ink")
    record.actions = record.actions[:10]
    code, out, _ = run(["replay", write(tmp_path, link.game_file_text(record))], capsys)
    assert code == 0 and "The game is not over (round" in out and "Scores so far:" in out


@pytest.mark.parametrize("command", ["link", "replay"])
@pytest.mark.parametrize("text, reason", [
    ("garbage", "not valid JSON"),
    ('{"kind": "ramen-games/game", "format": 9, "record": {}}', "newer than this page reads"),
    ('{"some": "other file"}', "not a Ramen Games file"),
])
def test_a_bad_file_exits_2_with_what_is_wrong(command: str, text: str, reason: str, tmp_path: Path, capsys) -> None:  # noqa: ANN001
    code, out, err = run([command, write(tmp_path, text)], capsys)
    assert code == 2 and out == ""
    assert "can't be opened" in err and reason in err


def test_a_missing_file_exits_2(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    code, _, err = run(["replay", str(tmp_path / "nothing.json")], capsys)
    assert code == 2 and "can't read" in err


def test_an_illegal_move_in_the_file_exits_2_naming_it(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    data = link.game_file_data(finished_record("extreme"))
    data["record"]["actions"][2] = "fly away"
    code, _, err = run(["link", write(tmp_path, json.dumps(data))], capsys)
    assert code == 2 and "action 3" in err


def test_arena_records_writes_one_openable_game_file_per_game(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    folder = tmp_path / "records"
    code, out, _ = run(["arena", "ink", "--seats", "2", "--bots", "easy,easy", "--games", "3", "--seed", "40",
                        "--records", str(folder)], capsys)
    assert code == 0 and json.loads(out)["errors"] == 0
    files = sorted(folder.glob("*.json"))
    assert [f.name for f in files] == ["ink-seed40.json", "ink-seed41.json", "ink-seed42.json"]
    summary = json.loads(out)
    game = get_game("ink")
    for path in files:
        record = link.read_game_file(path.read_text(encoding="utf-8"))
        assert all(seat.is_bot and seat.level == "easy" for seat in record.seats)
        assert Timeline(game, record).over
    wins = [0, 0]
    for path in files:
        record = link.read_game_file(path.read_text(encoding="utf-8"))
        for seat in game.outcome(record.replay(game)).winners:
            wins[seat] += 1
    assert wins == summary["wins"]


def test_arena_records_into_a_file_not_a_folder_exits_2(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    blocker = tmp_path / "file"
    blocker.write_text("x")
    code, _, err = run(["arena", "ink", "--seats", "2", "--bots", "easy,easy", "--games", "1",
                        "--records", str(blocker)], capsys)
    assert code == 2 and ("--records" in err or "can't write" in err)
