"""`python -m camp run` against a real camp and a scripted chat stand-in (chat_stand_in.py: no model runs here).

The suite test runs once the camp has suite runs (src/platform/suites/);
the others play the runner's game loop on plain games (--game).
"""
from __future__ import annotations

import json
import secrets
from pathlib import Path
from typing import Any

import pytest

from camp import Camp
from camp.__main__ import main
from camp_support import REPOSITORY, RunningCamp
from chat_stand_in import ChatStandIn, first_hidden_cell


def events(log: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in log.read_text().splitlines()]


def run_args(camp_server: RunningCamp, stand_in: ChatStandIn, log: Path, *extra: str) -> list[str]:
    return ["run", "--url", camp_server.url, "--base-url", stand_in.base_url, "--model", "scripted", "--log", str(log), *extra]


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
    stand_in = ChatStandIn(camp_server.answer, first_hidden_cell)
    stand_in.malformed_left = 0
    try:
        assert main(run_args(camp_server, stand_in, log, "--game", "minesweeper", "--games", "1")) == 0
    finally:
        stand_in.close()
    games = account.my_games(game="minesweeper")["games"]
    assert [game["game_id"] for game in games] == [begun["game_id"]]
    assert games[0]["status"] == "over"
    assert [event["game_id"] for event in events(log) if event["event"] == "game_over"] == [begun["game_id"]]


def test_goes_on_after_a_refused_move_and_resigns_a_game_over_its_budget(camp_server: RunningCamp, account: Camp, tmp_path: Path) -> None:
    # The first command holds a NUL character, which the camp refuses (400) before it reads the puzzle.
    commands = iter(["draw\u0000", "draw", "draw"])
    stand_in = ChatStandIn(camp_server.answer, lambda prompt: next(commands))
    stand_in.malformed_left = 0
    log = tmp_path / "run.jsonl"
    try:
        assert main(run_args(camp_server, stand_in, log, "--game", "solitaire", "--max-moves", "3")) == 0
    finally:
        stand_in.close()
    written = events(log)
    assert [event["spent"] for event in written if event["event"] == "budget"] == ["moves"]
    assert [event["outcome"] for event in written if event["event"] == "game_over"] == ["resigned"]
    steps = [event for event in written if event["event"] == "step"]
    assert [step["camp"].get("status") for step in steps] == [400, "playing", "playing"]
    assert "refused" in steps[1]["exchanges"][0]["prompt"][1]["content"]


@pytest.mark.skipif(not (REPOSITORY / "src" / "platform" / "suites").is_dir(), reason="this camp has no suite runs yet (issue 57)")
def test_plays_the_smoke_suite_to_its_report_card(camp_server: RunningCamp, account: Camp, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    def policy(prompt: str) -> str:
        # Minesweeper boards are played from the text; every other game is resigned at once.
        board = prompt.split("The board:\n", 1)[1]
        return first_hidden_cell(prompt) if "mines" in board[:200].lower() else "resign"

    stand_in = ChatStandIn(camp_server.answer, policy)
    log = tmp_path / "run.jsonl"
    try:
        assert main(run_args(camp_server, stand_in, log, "--suite", "smoke")) == 0
    finally:
        stand_in.close()
    written = events(log)
    run_id = written[0]["run_id"]
    run = account.run(run_id)
    assert run["status"] == "complete"
    assert all(game["status"] in ("won", "lost", "resigned") for game in run["games"])
    overs = [event for event in written if event["event"] == "game_over"]
    assert sorted(event["entry"] for event in overs) == sorted(game["entry"] for game in run["games"])
    report = [event for event in written if event["event"] == "report"]
    assert report and report[0]["report_card"] == run["report_card"]
    assert f"run {run_id} of suite smoke: report card" in capsys.readouterr().out
    assert account.run_csv(run_id).startswith("entry,")
