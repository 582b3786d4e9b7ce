"""`python -m camp run` against a real camp and a scripted chat stand-in (chat_stand_in.py: no model runs here).

The suite tests play the smoke suite (9 games) to its report card, one of
them in two goes: a runner stopped in the middle of a game, then started
again with the same log. The others play the runner's game loop on plain
games (--game).
"""
from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from camp import Camp
from camp.__main__ import main
from camp_support import RunningCamp
from chat_stand_in import ChatStandIn, first_hidden_cell


def events(log: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in log.read_text().splitlines()]


def run_args(camp_server: RunningCamp, stand_in: ChatStandIn, log: Path, *extra: str) -> list[str]:
    return ["run", "--url", camp_server.url, "--base-url", stand_in.base_url, "--model", "scripted", "--log", str(log), *extra]


def run_well(camp_server: RunningCamp, policy: Callable[[str], str], log: Path, *extra: str, drops: int = 0) -> ChatStandIn:
    """Runs the runner to its end against a stand-in whose replies are all well formed (after ``drops`` dropped connections)."""
    stand_in = ChatStandIn(camp_server.answer, policy)
    stand_in.malformed_left = 0
    stand_in.drops_left = drops
    try:
        assert main(run_args(camp_server, stand_in, log, *extra)) == 0
    finally:
        stand_in.close()
    return stand_in


@pytest.fixture
def account(camp_server: RunningCamp, monkeypatch: pytest.MonkeyPatch) -> Camp:
    camp = Camp.sign_up(f"runner-{secrets.token_hex(4)}", camp_server.url, answer=camp_server.answer)
    monkeypatch.setenv("CAMP_KEY", camp.credential or "")
    monkeypatch.setenv("STAND_IN_KEY", "sk-test")
    return camp


def test_plays_minesweeper_games_logging_every_step(camp_server: RunningCamp, account: Camp, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    stand_in = ChatStandIn(camp_server.answer, first_hidden_cell)
    log = tmp_path / "run.jsonl"
    try:
        code = main(run_args(camp_server, stand_in, log, "--game", "minesweeper", "--games", "2",
                             "--options", '{"difficulty": "beginner"}', "--api-key-env", "STAND_IN_KEY"))
    finally:
        stand_in.close()
    assert code == 0
    written = events(log)
    overs = [event for event in written if event["event"] == "game_over"]
    assert len(overs) == 2 and all(event["outcome"] in ("won", "lost") for event in overs)
    steps = [event for event in written if event["event"] == "step"]
    # The first reply was malformed: asked once more, in the same step.
    assert len(steps[0]["exchanges"]) == 2 and steps[0]["command"].startswith("reveal")
    for step in steps:
        exchange = step["exchanges"][-1]
        assert exchange["prompt"][0]["role"] == "system" and "COMMAND:" in exchange["prompt"][0]["content"]
        assert exchange["tokens"]["prompt"] > 0 and exchange["latency_seconds"] >= 0
        assert step["camp"]["version"] >= 1
    assert stand_in.requests[0]["authorization"] == "Bearer sk-test"
    games = account.my_games(game="minesweeper")["games"]
    assert len(games) == 2 and all(game["status"] == "over" for game in games)
    assert "minesweeper: 2 games played now" in capsys.readouterr().out


def test_resumes_a_game_left_half_played(camp_server: RunningCamp, account: Camp, tmp_path: Path) -> None:
    log = tmp_path / "run.jsonl"
    # An earlier runner started a game, logged it, and stopped after its first move.
    begun = account.new("minesweeper", {"difficulty": "beginner"})
    account.act("minesweeper", "reveal 1 1")
    log.write_text(json.dumps({"event": "game_start", "game": "minesweeper", "game_id": begun["game_id"]}) + "\n")
    run_well(camp_server, first_hidden_cell, log, "--game", "minesweeper", "--games", "1")
    games = account.my_games(game="minesweeper")["games"]
    assert [game["game_id"] for game in games] == [begun["game_id"]]
    assert games[0]["status"] == "over"
    assert [event["game_id"] for event in events(log) if event["event"] == "game_over"] == [begun["game_id"]]


def test_sends_a_chat_again_after_its_connection_dropped(camp_server: RunningCamp, account: Camp, tmp_path: Path) -> None:
    log = tmp_path / "run.jsonl"
    stand_in = run_well(camp_server, first_hidden_cell, log, "--game", "minesweeper", "--games", "1", drops=2)
    assert stand_in.drops_left == 0
    assert [event["outcome"] for event in events(log) if event["event"] == "game_over"][0] in ("won", "lost")


def test_goes_on_after_a_refused_move_and_resigns_a_game_over_its_budget(camp_server: RunningCamp, account: Camp, tmp_path: Path) -> None:
    # The first command holds a NUL character, which the camp refuses (400) before it reads the puzzle.
    commands = iter(["draw\u0000", "draw", "draw"])
    log = tmp_path / "run.jsonl"
    run_well(camp_server, lambda prompt: next(commands), log, "--game", "solitaire", "--max-moves", "3")
    written = events(log)
    assert [event["spent"] for event in written if event["event"] == "budget"] == ["moves"]
    assert [event["outcome"] for event in written if event["event"] == "game_over"] == ["resigned"]
    steps = [event for event in written if event["event"] == "step"]
    assert [step["camp"].get("status") for step in steps] == [400, "playing", "playing"]
    assert "refused" in steps[1]["exchanges"][0]["prompt"][1]["content"]


def run_of(written: list[dict[str, Any]]) -> str:
    """The run the log says the runner started (its one "run" event)."""
    runs = [event["run_id"] for event in written if event["event"] == "run"]
    assert len(runs) == 1
    return str(runs[0])


def test_a_run_started_but_not_logged_is_the_one_played(camp_server: RunningCamp, account: Camp, tmp_path: Path) -> None:
    # An earlier runner logged its key, started the run, and stopped before it could log the run.
    log = tmp_path / "run.jsonl"
    key = f"runner-start-{secrets.token_hex(4)}"
    log.write_text(json.dumps({"event": "run_start", "key": key, "suite": "smoke"}) + "\n")
    started = account.start_run("smoke", idempotency_key=key)
    run_well(camp_server, suite_policy, log, "--suite", "smoke")
    assert run_of(events(log)) == started["id"]
    assert account.run(started["id"])["status"] == "complete"


def is_minesweeper(prompt: str) -> bool:
    return "mines" in prompt.split("The board:\n", 1)[1][:200].lower()


def suite_policy(prompt: str) -> str:
    """Minesweeper boards are played from the text; every other game is resigned at once."""
    return first_hidden_cell(prompt) if is_minesweeper(prompt) else "resign"


def test_plays_the_smoke_suite_to_its_report_card(camp_server: RunningCamp, account: Camp, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    stand_in = ChatStandIn(camp_server.answer, suite_policy)
    log = tmp_path / "run.jsonl"
    try:
        assert main(run_args(camp_server, stand_in, log, "--suite", "smoke")) == 0
    finally:
        stand_in.close()
    written = events(log)
    assert written[0]["event"] == "run_start"
    run_id = run_of(written)
    run = account.run(run_id)
    assert run["status"] == "complete"
    assert all(game["status"] in ("won", "lost", "resigned") for game in run["games"])
    overs = [event for event in written if event["event"] == "game_over"]
    assert sorted(event["entry"] for event in overs) == sorted(game["entry"] for game in run["games"])
    report = [event for event in written if event["event"] == "report"]
    assert report and report[0]["report_card"] == run["report_card"]
    assert f"run {run_id} of suite smoke: report card" in capsys.readouterr().out
    assert account.run_csv(run_id).startswith("entry,")


def test_resumes_a_suite_run_stopped_in_the_middle_of_a_game(camp_server: RunningCamp, account: Camp, tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "run.jsonl"
    minesweeper_prompts = []

    def second_minesweeper_move(prompt: str) -> bool:
        if prompt.startswith("The board:\n") and is_minesweeper(prompt):
            minesweeper_prompts.append(prompt)
        return len(minesweeper_prompts) == 2

    # The first runner stops when its model endpoint goes away, as a crash would stop it: a Minesweeper game is left half played.
    stand_in = ChatStandIn(camp_server.answer, suite_policy)
    stand_in.malformed_left = 0
    stand_in.stop_when = second_minesweeper_move
    try:
        with pytest.raises(RuntimeError, match="answered 400"):
            main(run_args(camp_server, stand_in, log, "--suite", "smoke"))
    finally:
        stand_in.close()
    before = events(log)
    run_id = run_of(before)
    left = [game for game in account.run(run_id)["games"] if game["status"] == "playing"]
    assert len(left) == 1 and left[0]["game"] == "minesweeper"
    interrupted = left[0]["game_id"]
    assert [event["event"] for event in before if event.get("game_id") == interrupted][0] == "game_start"
    assert not [event for event in before if event["event"] == "game_over" and event["game_id"] == interrupted]
    first_moves = [event["command"] for event in before if event["event"] == "step" and event["game_id"] == interrupted]

    # Started again with the same log: the same run, the game in play played on, the rest of the suite after it.
    run_well(camp_server, suite_policy, log, "--suite", "smoke")
    written = events(log)
    assert f"resuming run {run_id}" in capsys.readouterr().out
    assert [event["run_id"] for event in written if event["event"] == "run"] == [run_id]
    run = account.run(run_id)
    assert run["status"] == "complete"
    overs = [event for event in written if event["event"] == "game_over"]
    assert sorted(event["entry"] for event in overs) == sorted(game["entry"] for game in run["games"])
    assert [event["game_id"] for event in overs].count(interrupted) == 1
    assert [event["event"] for event in written if event.get("game_id") == interrupted].count("game_start") == 2
    replayed = [move["command"] for move in account.replay_moves("minesweeper", interrupted)]
    assert replayed[:len(first_moves)] == first_moves
    assert [event["run_id"] for event in written if event["event"] == "report"] == [run_id]
