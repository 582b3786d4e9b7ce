"""CampEnv against a real camp: each one-player game won to its end from a fixed winning line, a random Minesweeper game, each game ended by resigning (the race too), the Gymnasium API's shapes, truncation."""
from __future__ import annotations

import json
import random
import subprocess
from typing import Any

import pytest

from camp.env import CampEnv, TextSpace
from camp_support import REPOSITORY, RunningCamp, hidden_cells


@pytest.fixture(scope="module")
def won_games() -> dict[str, Any]:
    """A won game of each one-player kind, the seed and the commands the camp's reference player won it with."""
    printed = subprocess.run(["npx", "tsx", "bench/support/print-scripted-games.ts"], cwd=REPOSITORY,
                             capture_output=True, text=True, check=True, timeout=120)
    scripts: dict[str, Any] = json.loads(printed.stdout)
    return scripts


@pytest.mark.parametrize("game", ["solitaire", "mahjong-solitaire", "minesweeper", "california-solitaire"])
def test_each_one_player_game_won_to_its_end(camp_server: RunningCamp, won_games: dict[str, Any], game: str) -> None:
    script = won_games[game]
    env = CampEnv(game, script["options"], url=camp_server.url, answer=camp_server.answer)
    observation, info = env.reset(seed=script["seed"])
    assert info["status"] == "playing" and env.observation_space.contains(observation)
    start_score = float(info["score"] or 0)
    total = 0.0
    terminated = truncated = False
    for number, command in enumerate(script["commands"], start=1):
        assert not terminated, f"over before command {number}"
        observation, reward, terminated, truncated, info = env.step(command)
        total += reward
    assert (terminated, truncated) == (True, False)
    assert info["status"] == "over" and info["outcome"] == "won"
    # The rewards add up to the score the game ended with, from the one it started with.
    assert total == pytest.approx(float(info["score"]) - start_score)
    env.close()


def test_minesweeper_played_to_the_end_from_the_text_board(camp_server: RunningCamp) -> None:
    env = CampEnv("minesweeper", {"difficulty": "beginner"}, url=camp_server.url, answer=camp_server.answer)
    observation, info = env.reset()
    assert env.observation_space.contains(observation)
    assert info["board"]["rows"] == 9 and info["status"] == "playing"
    chooser = random.Random(7)
    terminated = truncated = False
    total = 0.0
    steps = 0
    while not (terminated or truncated):
        row, col = chooser.choice(hidden_cells(observation.split("\n\n")[0]))
        observation, reward, terminated, truncated, info = env.step(f"reveal {row} {col}")
        total += reward
        steps += 1
        assert steps <= 81
    assert terminated and not truncated
    assert info["status"] == "over" and info["outcome"] in ("won", "lost")
    assert total == info["score"]


@pytest.mark.parametrize(("game", "options", "first"), [
    ("solitaire", {}, "draw"),
    ("mahjong-solitaire", {}, "hint"),
    ("california-solitaire", {}, "moves"),
    ("california-double", {"opponent": "bot", "bot_speed": "slow"}, "moves"),
])
def test_each_game_ends_on_resign(camp_server: RunningCamp, game: str, options: dict[str, str], first: str) -> None:
    env = CampEnv(game, options, url=camp_server.url, answer=camp_server.answer)
    observation, info = env.reset()
    assert info["game_id"] and observation
    _, _, terminated, truncated, info = env.step(first)
    assert not truncated
    if not terminated:
        _, _, terminated, truncated, info = env.step("resign")
    assert terminated and not truncated
    assert info["status"] == "over"
    env.close()


def test_a_move_cap_resigns_and_truncates(camp_server: RunningCamp) -> None:
    env = CampEnv("solitaire", url=camp_server.url, answer=camp_server.answer, max_steps=2)
    env.reset(seed=5)
    assert env.step("draw")[2:4] == (False, False)
    _, _, terminated, truncated, info = env.step("draw")
    assert (terminated, truncated) == (False, True)
    assert info["outcome"] == "resigned"


def test_a_seeded_reset_deals_the_same_deal(camp_server: RunningCamp) -> None:
    env = CampEnv("solitaire", url=camp_server.url, answer=camp_server.answer)
    first, _ = env.reset(seed=42)
    again, info = env.reset(seed=42)
    assert first == again
    assert info["reply"]["ranked"] is False


def test_spaces_describe_text() -> None:
    space = TextSpace(max_length=5, min_length=1)
    assert "draw" in space and "" not in space and "toolong" not in space and 3 not in space
    assert space.contains(space.sample(random.Random(1)))
