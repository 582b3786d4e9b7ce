"""`pip install ./clients/python` in a fresh virtual environment with no network and no package index."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]


def test_installs_offline_into_a_fresh_venv(tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run(["/usr/bin/python3", "-m", "venv", str(venv)], check=True)
    environment = {**os.environ, "PIP_CONFIG_FILE": os.devnull, "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    environment.pop("PYTHONPATH", None)
    installed = subprocess.run([str(venv / "bin" / "pip"), "install", "--no-index", str(PACKAGE)],
                               env=environment, capture_output=True, text=True, cwd=tmp_path)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    shown = subprocess.run([str(venv / "bin" / "python"), "-c",
                            "import camp, camp.env, pathlib; print(camp.__version__, camp.env.CampEnv.__name__,"
                            " (pathlib.Path(camp.__file__).parent / 'py.typed').exists())"],
                           env=environment, capture_output=True, text=True, cwd=tmp_path, check=True)
    assert shown.stdout.split() == ["0.1.0", "CampEnv", "True"]
    helped = subprocess.run([str(venv / "bin" / "python"), "-m", "camp", "run", "--help"], env=environment,
                            capture_output=True, text=True, cwd=tmp_path)
    assert helped.returncode == 0 and "--base-url" in helped.stdout
    assert "gymnasium" not in sys.modules
