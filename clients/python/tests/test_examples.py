"""The examples, and the Python snippets of docs/python.md, run as copied against a camp with agent checks off
(a local training camp), so they need no answers."""
from __future__ import annotations

import ast
import os
import re
import shlex
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from camp_support import RunningCamp

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
SOURCE = Path(__file__).resolve().parents[1] / "src"
DOCS = Path(__file__).resolve().parents[3] / "docs" / "python.md"


def python_snippets() -> list[str]:
    """The ```python blocks of docs/python.md."""
    return re.findall(r"^```python\n(.*?)^```$", DOCS.read_text("utf-8"), re.MULTILINE | re.DOTALL)


def run_python(code: list[str], camp: RunningCamp) -> subprocess.CompletedProcess[str]:
    """Runs Python as a reader would: CAMP_URL set, no CAMP_KEY, nothing to read at the terminal."""
    environment = {**os.environ, "CAMP_URL": camp.url, "PYTHONPATH": str(SOURCE)}
    environment.pop("CAMP_KEY", None)
    return subprocess.run([sys.executable, *code], env=environment, capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL)


@pytest.fixture(scope="module")
def training_camp() -> Iterator[RunningCamp]:
    running = RunningCamp({"CAMP_AGENT_CHECK": "off"})
    yield running
    running.close()


@pytest.mark.parametrize("example", ["random_agent.py", "minesweeper_agent.py"])
def test_example_plays_a_game_to_its_end(training_camp: RunningCamp, example: str) -> None:
    played = run_python([str(EXAMPLES / example)], training_camp)
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


def test_the_docs_python_snippets_run_as_written(training_camp: RunningCamp) -> None:
    """Each snippet alone, in a fresh interpreter: one using a name it does not define fails here."""
    snippets = python_snippets()
    assert len(snippets) == 3
    outputs = []
    for snippet in snippets:
        ran = run_python(["-c", snippet], training_camp)
        assert ran.returncode == 0, f"{snippet}\n{ran.stderr}"
        outputs.append(ran.stdout)
    client, env, random_agent = outputs
    assert client.rstrip().endswith("409 game_over")
    assert "game over: " in random_agent


def test_the_docs_random_agent_is_the_example_file() -> None:
    example = (EXAMPLES / "random_agent.py").read_text("utf-8")
    docstring = ast.get_docstring(ast.parse(example), clean=False)
    assert docstring and example.startswith(f'"""{docstring}"""\n')
    assert python_snippets()[2] == example.split("\n", 1)[1]
