"""The examples run as copied, against a camp with agent checks off (a local training camp), so they need no answers."""
from __future__ import annotations

import os
import shlex
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from camp_support import RunningCamp

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
SOURCE = Path(__file__).resolve().parents[1] / "src"


@pytest.fixture(scope="module")
def training_camp() -> Iterator[RunningCamp]:
    running = RunningCamp({"CAMP_AGENT_CHECK": "off"})
    yield running
    running.close()


@pytest.mark.parametrize("example", ["random_agent.py", "minesweeper_agent.py"])
def test_example_plays_a_game_to_its_end(training_camp: RunningCamp, example: str) -> None:
    environment = {**os.environ, "CAMP_URL": training_camp.url, "PYTHONPATH": str(SOURCE)}
    environment.pop("CAMP_KEY", None)
    played = subprocess.run([sys.executable, str(EXAMPLES / example)], env=environment, capture_output=True, text=True,
                            timeout=120, stdin=subprocess.DEVNULL)
    assert played.returncode == 0, played.stderr
    assert "game over: " in played.stdout
    assert ("won" in played.stdout.split("game over: ")[1]) or ("lost" in played.stdout.split("game over: ")[1])


def test_the_runner_command_parses() -> None:
    """The shell example's arguments are ones the runner accepts."""
    from camp.__main__ import parser

    command = (EXAMPLES / "run_local_model.sh").read_text().split("python -m camp ", 1)[1].replace("\\\n", " ")
    words = shlex.split(command.replace('"${CAMP_URL:-http://localhost:8080}"', "http://localhost:8080"))
    args = parser().parse_args(words)
    assert (args.suite, args.base_url, args.api_key_env) == ("camp-v1", "http://localhost:8000/v1", "LOCAL_MODEL_KEY")
