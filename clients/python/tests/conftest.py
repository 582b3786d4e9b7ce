from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

# The package from its source folder, so the tests need no installation (test_install.py checks that one works).
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from camp_support import RunningCamp  # noqa: E402


@pytest.fixture(scope="session")
def camp_server() -> Iterator[RunningCamp]:
    running = RunningCamp()
    yield running
    running.close()
